// node-forge is loaded only when a field Node's X509Certificate lacks is asked for
// (signature algorithm, DH parameters). Rules are synchronous, so the lazy load uses
// require rather than import(): the cost is paid once, and only by runs that read such files.
import { createRequire } from 'node:module';
import type forgeTypes from 'node-forge';

type Forge = typeof forgeTypes;
export type Asn1 = forgeTypes.asn1.Asn1;

let loaded: Forge | undefined;

export function forge(): Forge {
  loaded ??= createRequire(import.meta.url)('node-forge') as Forge;
  return loaded;
}

/** Decodes DER without interpreting BIT STRING contents (faster, and nothing we read lives there). */
export function fromDer(der: Uint8Array): Asn1 {
  const f = forge();
  const bytes = Buffer.from(der.buffer, der.byteOffset, der.byteLength).toString('binary');
  // The typings only know the old boolean `strict` argument; forge 1.x takes an options object.
  const decode = f.asn1.fromDer as unknown as (input: string, options: object) => Asn1;
  return decode(bytes, { strict: true, parseAllBytes: true, decodeBitStrings: false });
}

export function children(node: Asn1 | undefined): Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

export function oidOf(node: Asn1 | undefined): string | undefined {
  if (!node || node.type !== forge().asn1.Type.OID || typeof node.value !== 'string') return undefined;
  return forge().asn1.derToOid(node.value);
}
