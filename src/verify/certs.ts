// The certificates and keys the copy serves: the configured files where this user can read
// them, otherwise a throwaway certificate made for the run with the same key type and size and
// the configured names (RSA-2048 when the certificate itself cannot be read: said so). Key
// files are only ever tested for readability; their bytes are wiped at once and never printed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { servedPairs, isExternalKey, isStaticPath } from '../certs/served.js';
import { certCacheFor } from '../certs/cache.js';
import { readCertFile } from '../certs/read.js';
import type { KeyShape } from '../certs/key-shape.js';
import { rsaEquivalentBits } from '../audit/certificate.js';
import type { FileRef, Model, Server } from '../model/types.js';
import { spanKey } from '../rules-support/helpers.js';
import type { CopyLayout } from './copy.js';
import { writeInside } from './copy.js';
import type { KeyOverride } from './predict.js';
import type { CertificateUse } from './types.js';

export interface CertPlan {
  /** Directive (by its span) -> the file the copy names instead. */
  replace: Map<string, string>;
  uses: CertificateUse[];
  /** Key types of the certificates a server serves in the copy, where a throwaway changed them. */
  keys: Map<Server, KeyOverride>;
  /** Certificates (by resolved path) the copy serves as they are: their chain can be compared. */
  real: Set<string>;
  /** Servers with a throwaway certificate: what is certificate-bound is not verified. */
  throwaway: Set<Server>;
}

interface Made {
  cert: string;
  key: string;
  shape: KeyShape;
}

function readable(path: string, marker?: RegExp): boolean {
  try {
    const bytes = readCertFile(path);
    const ok = marker ? marker.test(bytes.toString('latin1')) : true;
    bytes.fill(0);
    return ok;
  } catch {
    return false;
  }
}

const PRIVATE_KEY = /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/;

/** `openssl req` arguments for a new key like `shape` (RSA-2048 when unknown or not makeable). */
function keyArgs(shape: KeyShape | undefined): { args: string[]; shape: KeyShape; assumed?: string } {
  const rsa = (bits: number, assumed?: string) => ({ args: ['-newkey', `rsa:${bits}`], shape: { type: 'rsa', bits }, assumed });
  if (!shape) return rsa(2048, 'RSA-2048 assumed');
  switch (shape.type) {
    case 'rsa':
      return rsa(Math.min(Math.max(shape.bits ?? 2048, 1024), 8192));
    case 'rsa-pss':
      return { args: ['-newkey', 'rsa-pss', '-pkeyopt', `rsa_keygen_bits:${shape.bits ?? 2048}`], shape };
    case 'ec':
      if (shape.curve && ['P-256', 'P-384', 'P-521'].includes(shape.curve)) return { args: ['-newkey', 'ec', '-pkeyopt', `ec_paramgen_curve:${shape.curve}`], shape };
      return rsa(2048, `its ${shape.curve ?? 'unknown'} curve is not made here: RSA-2048 instead`);
    case 'ed25519':
    case 'ed448':
      return { args: ['-newkey', shape.type], shape };
    default:
      return rsa(2048, `a ${shape.type} key is not made here: RSA-2048 instead`);
  }
}

/** Names a certificate for `server` must carry: the certificate's own, then the server's plain and wildcard names. */
function namesFor(server: Server, own: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of [...own, ...server.names.map((s) => s.value)]) {
    if (!n || n === '_' || n.startsWith('~') || n.includes('$') || !/^[\w*.:-]+$/.test(n) || out.includes(n)) continue;
    out.push(n);
    if (out.length >= 100) break;
  }
  return out.length ? out : ['localhost'];
}

export function planCertificates(model: Model, layout: CopyLayout, done: Map<string, Made> = new Map()): CertPlan {
  const plan: CertPlan = { replace: new Map(), uses: [], keys: new Map(), real: new Set(), throwaway: new Set() };
  const cache = certCacheFor(model);
  const said = new Set<string>();
  const use = (u: CertificateUse) => {
    if (said.has(u.path)) return;
    said.add(u.path);
    plan.uses.push(u);
  };
  const keysOf = new Map<Server, KeyOverride>();
  let serial = done.size;

  const make = (shape: KeyShape | undefined, names: string[], bundle: boolean): { made: Made; assumed?: string } | undefined => {
    const spec = keyArgs(shape);
    const id = `${spec.args.join(' ')}\0${names.join(',')}\0${bundle}`;
    const known = done.get(id);
    if (known) return { made: known, assumed: spec.assumed };
    const n = ++serial;
    const cert = join(layout.certs, `${n}-cert.pem`);
    const key = join(layout.certs, `${n}-key.pem`);
    const san = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
    const r = spawnSync('openssl', ['req', '-x509', ...spec.args, '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', `/CN=${names[0].slice(0, 64)}`, '-addext', `subjectAltName=${san}`], {
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (r.status !== 0) return undefined;
    if (bundle) {
      // Apache without SSLCertificateKeyFile reads the key from the certificate file.
      const both = Buffer.concat([readCertFile(cert), readCertFile(key)]);
      writeInside(cert, both, 0o600);
      both.fill(0);
    }
    const made = { cert, key, shape: spec.shape };
    done.set(id, made);
    return { made, assumed: spec.assumed };
  };

  for (const pair of servedPairs(model)) {
    const { server, cert } = pair;
    if (!isStaticPath(cert) || isExternalKey(cert) || (pair.keySource && isExternalKey(pair.keySource))) {
      use({ path: cert.path, source: 'real', reason: 'not a plain file name (variables, data: or a key store): left as written, not verified' });
      plan.throwaway.add(server);
      continue;
    }
    const loaded = cache.load(cert.resolved);
    const leaf = loaded.ok ? loaded.file.certs[0] : undefined;
    const keyPath = pair.keySource?.resolved;
    const keyReadable = keyPath !== undefined && readable(keyPath, PRIVATE_KEY);
    if (leaf && keyReadable) {
      plan.replace.set(spanKey(cert.at), cert.resolved);
      if (pair.keyRef) plan.replace.set(spanKey(pair.keyRef.at), pair.keyRef.resolved);
      plan.real.add(cert.resolved);
      use({ path: cert.path, source: 'real', key: leaf.keyDescription });
      continue;
    }
    const why = !leaf ? (loaded.ok ? 'the file holds no certificate' : `the certificate cannot be read (${loaded.failure.message})`) : keyPath === undefined ? 'no key is configured for it' : 'its key cannot be read by this user';
    const result = make(leaf?.key, namesFor(server, leaf ? [...leaf.dnsNames, ...leaf.ipAddresses] : []), !pair.keyRef && server.dialect === 'apache');
    if (!result) {
      use({ path: cert.path, source: 'real', reason: `${why}, and openssl could not make a throwaway: left as written` });
      continue;
    }
    const { made, assumed } = result;
    plan.replace.set(spanKey(cert.at), made.cert);
    if (pair.keyRef) plan.replace.set(spanKey(pair.keyRef.at), made.key);
    plan.throwaway.add(server);
    const description = describe(made.shape);
    use({ path: cert.path, source: 'throwaway', reason: `${why}${assumed ? `; ${assumed}` : ''}`, key: description });
    const k = keysOf.get(server) ?? { types: new Set<string>(), bits: [], curves: [] };
    k.types.add(made.shape.type);
    if (made.shape.curve) k.curves!.push(made.shape.curve);
    const bits = rsaEquivalentBits(made.shape);
    if (bits !== undefined) k.bits.push(bits);
    keysOf.set(server, k);
  }
  // A server with one throwaway and one real certificate: both kinds count.
  for (const [server, k] of keysOf) {
    for (const pair of servedPairs(model)) {
      if (pair.server !== server || !plan.real.has(pair.cert.resolved)) continue;
      const leaf = (cache.load(pair.cert.resolved) as { ok: true; file: { certs: { key: KeyShape }[] } }).file.certs[0];
      k.types.add(leaf.key.type);
      const bits = rsaEquivalentBits(leaf.key);
      if (bits !== undefined) k.bits.push(bits);
    }
    plan.keys.set(server, k);
  }

  // Files beside the certificates: used as they are when readable; otherwise a stand-in, said so.
  const anyCert = [...done.values()][0]?.cert;
  const side = (ref: FileRef | undefined, what: string, standIn: () => string | undefined): void => {
    if (!ref || !isStaticPath(ref) || plan.replace.has(spanKey(ref.at))) return;
    if (readable(ref.resolved)) {
      plan.replace.set(spanKey(ref.at), ref.resolved);
      return;
    }
    const other = standIn();
    if (!other) return;
    plan.replace.set(spanKey(ref.at), other);
    use({ path: ref.path, source: 'throwaway', reason: `${what} cannot be read by this user: a stand-in made for the run` });
  };
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    const firstCert = (): string | undefined => {
      for (const c of tls.certificates) {
        const path = plan.replace.get(spanKey(c.at));
        if (path) return path;
      }
      return anyCert;
    };
    side(tls.trustedCertificate, 'the trusted-certificate file', firstCert);
    for (const chain of tls.chainFiles) side(chain, 'the chain file', firstCert);
    side(tls.dhparam, 'the DH parameter file', () => dhParams(layout));
    for (const k of tls.sessionTicketKeys) side(k, 'the session ticket key file', () => ticketKey(layout));
  }
  return plan;
}

function describe(shape: KeyShape): string {
  if (shape.type === 'ec') return `ECDSA ${shape.curve ?? ''}`.trim();
  if (shape.type === 'rsa' || shape.type === 'rsa-pss') return `${shape.type === 'rsa' ? 'RSA' : 'RSA-PSS'}-${shape.bits ?? 2048}`;
  return shape.type.toUpperCase();
}

function dhParams(layout: CopyLayout): string | undefined {
  const path = join(layout.certs, 'ffdhe2048.pem');
  const r = spawnSync('openssl', ['genpkey', '-genparam', '-algorithm', 'DH', '-pkeyopt', 'group:ffdhe2048', '-out', path], { timeout: 30_000, stdio: 'ignore' });
  return r.status === 0 ? path : undefined;
}

function ticketKey(layout: CopyLayout): string {
  const path = join(layout.certs, 'ticket.key');
  // 80 bytes: the size both nginx and httpd accept (AES-256 and HMAC keys with a name).
  writeInside(path, randomBytes(80), 0o600);
  return path;
}
