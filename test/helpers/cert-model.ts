// Builds the Model a dialect builder would produce for small TLS servers whose certificate
// directives point at fixtures/certs, together with the config text those spans describe,
// so that certificate-rule tests can assert exact lines and columns before the CLI exists.
// Written paths use the server's spelling (/etc/ssl/test/…); resolved paths are the
// fixtures, as --path-map /etc/ssl/test=fixtures/certs would make them.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileRef, HttpSettings, Model, Protocol, Server, Setting, TlsSettings } from '../../src/model/types.js';
import type { Dialect, Span } from '../../src/syntax/types.js';

export const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/certs');
export const SERVER_DIR = '/etc/ssl/test';

export interface ServerSpec {
  names?: string[];
  /** Fixture paths (`rsa2048/fullchain.pem`), or absolute paths used as written and resolved. */
  certs?: string[];
  keys?: string[];
  /** Apache SSLCertificateChainFile. */
  chains?: string[];
  /** nginx ssl_trusted_certificate. */
  trusted?: string;
  dhparam?: string;
  ciphers?: string;
  protocols?: Protocol[];
}

export interface Built {
  model: Model;
  text: string;
  file: string;
}

export function written(p: string): string {
  return p.startsWith('/') || p.includes('$') || p.includes(':') ? p : `${SERVER_DIR}/${p}`;
}

export function resolvedPath(p: string): string {
  if (p.startsWith('/')) return p;
  if (p.includes('$') || p.includes(':')) return p;
  return resolve(FIXTURES, p);
}

// nginx's built-in default; Debian's mods-available/ssl.conf for Apache.
const DEFAULT_CIPHERS: Record<Dialect, string> = { nginx: 'HIGH:!aNULL:!MD5', apache: 'HIGH:!aNULL' };

export function nginxModel(...specs: ServerSpec[]): Built {
  return build('nginx', specs);
}

export function apacheModel(...specs: ServerSpec[]): Built {
  return build('apache', specs);
}

function build(dialect: Dialect, specs: ServerSpec[]): Built {
  const file = dialect === 'nginx' ? '/etc/nginx/sites-enabled/test.conf' : '/etc/apache2/sites-enabled/test.conf';
  const lines: string[] = [];
  const span = (line: number, column: number, length: number): Span => ({ file, line, column, endLine: line, endColumn: column + length - 1 });
  /** Appends one indented directive and returns its span. */
  const emit = (text: string): Span => {
    lines.push(`    ${text}`);
    return span(lines.length, 5, text.length);
  };
  const setting = <T>(value: T, at: Span, defaulted = false): Setting<T> => ({ value, at, inherited: false, defaulted });
  const ref = (p: string, at: Span): FileRef => ({ path: written(p), resolved: resolvedPath(p), at, inherited: false });
  const q = (p: string): string => (dialect === 'apache' ? `"${p}"` : p);

  const servers: Server[] = specs.map((spec) => {
    lines.push(dialect === 'nginx' ? 'server {' : '<VirtualHost *:443>');
    const at = span(lines.length, 1, lines[lines.length - 1].length);
    const names: Setting<string>[] = [];
    const listenAt = dialect === 'nginx' ? emit('listen 443 ssl;') : at;
    const addNames = (directiveName: string, values: string[]): void => {
      if (values.length === 0) return;
      const text = `${directiveName} ${values.join(' ')}${dialect === 'nginx' ? ';' : ''}`;
      const dspan = emit(text);
      let col = 5 + directiveName.length + 1;
      for (const v of values) {
        names.push(setting(v, span(dspan.line, col, v.length)));
        col += v.length + 1;
      }
    };
    if (dialect === 'nginx') addNames('server_name', spec.names ?? []);
    else {
      addNames('ServerName', (spec.names ?? []).slice(0, 1));
      addNames('ServerAlias', (spec.names ?? []).slice(1));
      emit('SSLEngine on');
    }
    const certificates: FileRef[] = [];
    const keys: FileRef[] = [];
    const certs = spec.certs ?? [];
    const keyPaths = spec.keys ?? [];
    for (let i = 0; i < Math.max(certs.length, keyPaths.length); i++) {
      if (certs[i] !== undefined) {
        const d = dialect === 'nginx' ? `ssl_certificate ${written(certs[i])};` : `SSLCertificateFile ${written(certs[i])}`;
        certificates.push(ref(certs[i], emit(d)));
      }
      if (keyPaths[i] !== undefined) {
        const d = dialect === 'nginx' ? `ssl_certificate_key ${written(keyPaths[i])};` : `SSLCertificateKeyFile ${written(keyPaths[i])}`;
        keys.push(ref(keyPaths[i], emit(d)));
      }
    }
    const chainFiles = (spec.chains ?? []).map((c) => ref(c, emit(`SSLCertificateChainFile ${written(c)}`)));
    const trustedCertificate = spec.trusted !== undefined ? ref(spec.trusted, emit(`ssl_trusted_certificate ${written(spec.trusted)};`)) : undefined;
    const dhparam =
      spec.dhparam !== undefined
        ? ref(spec.dhparam, emit(dialect === 'nginx' ? `ssl_dhparam ${written(spec.dhparam)};` : `SSLOpenSSLConfCmd DHParameters ${q(written(spec.dhparam))}`))
        : undefined;
    const ciphers =
      spec.ciphers !== undefined
        ? setting(spec.ciphers, emit(dialect === 'nginx' ? `ssl_ciphers ${spec.ciphers};` : `SSLCipherSuite ${spec.ciphers}`))
        : setting(DEFAULT_CIPHERS[dialect], at, true);
    const protocols =
      spec.protocols !== undefined
        ? setting(spec.protocols, emit(dialect === 'nginx' ? `ssl_protocols ${spec.protocols.join(' ')};` : `SSLProtocol ${spec.protocols.map((p) => `+${p}`).join(' ')}`))
        : setting<Protocol[]>(['TLSv1.2', 'TLSv1.3'], at, true);
    lines.push(dialect === 'nginx' ? '}' : '</VirtualHost>');
    const tls: TlsSettings = {
      protocols,
      ciphers,
      // As the Apache builder does: mod_ssl prefixes what is written (see TlsSettings).
      effectiveCiphers: dialect === 'apache' ? `!aNULL:!eNULL:!EXP:${ciphers.value}` : ciphers.value,
      tls13Ciphers: setting(undefined, at, true),
      preferServerCiphers: setting(false, at, true),
      certificates,
      keys,
      chainFiles,
      trustedCertificate,
      dhparam,
      curves: setting(undefined, at, true),
      sessionCache: setting({ kind: 'none' as const }, at, true),
      sessionTickets: setting(true, at, true),
      stapling: setting(false, at, true),
      earlyData: setting(false, at, true),
      sessionTicketKeys: [],
      compression: setting(false, at, true),
      insecureRenegotiation: setting(false, at, true),
    };
    const http: HttpSettings = {
      keepalive: setting(true, at, true),
      headers: setting([], at, true),
      droppedHeaders: [],
      trailers: setting([], at, true),
      droppedTrailers: [],
      moduleHeaders: [],
      expires: setting(undefined, at, true),
      http2: setting(false, at, true),
    };
    return {
      dialect,
      kind: 'virtual',
      names,
      listen: [{ address: '*', port: 443, ssl: true, http2: false, defaultServer: false, at: listenAt }],
      tls,
      http,
      scopes: [],
      at,
    };
  });
  const model: Model = {
    dialect,
    root: file,
    fragment: false,
    serverVersion: dialect === 'nginx' ? '1.24.0' : '2.4.62',
    servers,
    files: [file],
    diagnostics: [],
    validity: [],
  };
  return { model, text: `${lines.join('\n')}\n`, file };
}
