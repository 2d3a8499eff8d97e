import { posix } from 'node:path';
import { certCacheFor } from '../src/certs/cache.js';
import type { CertFile } from '../src/certs/cert-file.js';
import type { ReadFailure } from '../src/certs/read.js';
import { Findings, locationOf, type FileRole } from '../src/certs/report.js';
import { isExternalKey, isStaticPath } from '../src/certs/served.js';
import type { FileRef, Model } from '../src/model/types.js';
import type { Fix, FindingLocation } from '../src/findings.js';
import type { Rule } from '../src/rule.js';
import type { Dialect } from '../src/syntax/types.js';

const ROLE_NAMES: Record<FileRole, string> = {
  certificate: 'certificate file',
  key: 'private key file',
  chain: 'certificate chain file',
  dhparam: 'DH parameters file',
  trusted: 'trusted certificate file',
};

interface Reference {
  ref: FileRef;
  role: FileRole;
  dialect: Dialect;
  /** Apache certificate file read for its key (no SSLCertificateKeyFile paired). */
  keyInCertFile?: boolean;
}

const rule: Rule = {
  meta: {
    id: 'cert-unreadable',
    title: 'A certificate, key or DH parameters file cannot be read or parsed',
    severity: 'info',
    category: 'certificate',
    security: false,
    acrossServers: true,
    docs: {
      why: 'The certificate checks need the files the config points at. Configs linted in a repository seldom hold their certificates, so a missing file is only reported once per path, with the path that was tried: map the server\'s directories to a local copy with `--path-map FROM=TO` to have them checked. A file that exists but cannot be parsed (not PEM, truncated, an encrypted key) is reported with the reason; an encrypted key is never decrypted and no passphrase is asked for, the other checks go on without it.',
      nginx: {
        bad: 'ssl_certificate /etc/ssl/example.com/fullchain.der;  # DER, nginx needs PEM',
        good: 'ssl_certificate /etc/ssl/example.com/fullchain.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/ssl/example.com/fullchain.der',
        good: 'SSLCertificateFile /etc/ssl/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const cache = certCacheFor(model);
    // One finding per problem key (a missing path once, however many directives name it).
    // Read failures, the bulk on a tree linted away from its server, are keyed by the
    // resolved path itself; `order` keeps the groups in the order they were first met.
    const readGroups = new Map<string, Group>();
    const otherGroups = new Map<string, Group>();
    const order: Group[] = [];
    const note = (groups: Map<string, Group>, key: string, r: Reference, word: () => [message: string, fix: Fix]): void => {
      const g = groups.get(key);
      if (!g) {
        const [message, fix] = word();
        const created: Group = { ref: r.ref, message, fix, related: undefined };
        groups.set(key, created);
        order.push(created);
        return;
      }
      const at = locationOf(r.ref.at);
      if (!sameSpan(g.ref, r.ref) && !g.related?.some((l) => l.file === at.file && l.line === at.line && l.column === at.column)) (g.related ??= []).push(at);
    };
    // Each reference is handled as it is met, not gathered first: only a group keeps one.
    forEachReference(model, (r) => {
      const { ref, role } = r;
      if (role === 'key' && isExternalKey(ref)) return; // an engine or PKCS#11 token: nothing on disk
      if (!isStaticPath(ref)) {
        note(otherGroups, `dynamic\0${role}\0${ref.path}`, r, () => [dynamicMessage(r), { description: 'nothing to change; certificate checks cannot follow run-time values' }]);
        return;
      }
      const loaded = cache.load(ref.resolved);
      if (!loaded.ok) {
        note(readGroups, ref.resolved, r, () => [readMessage(r, loaded.failure), readFix(r, loaded.failure)]);
        return;
      }
      for (const [key, message, fix] of contentProblems(r, loaded.file)) note(otherGroups, key, r, () => [message, fix]);
    });
    const out = new Findings();
    for (const g of order) out.add(g.ref, { message: g.message, fix: g.fix, related: g.related });
    return out.list();
  },
};

interface Group {
  /** The first reference met: the finding lands on it. */
  ref: FileRef;
  message: string;
  fix: Fix;
  related: FindingLocation[] | undefined;
}

/** Never echo a `data:` value: it may be the PEM text itself. */
function dynamicMessage({ ref, role }: Reference): string {
  return ref.path.startsWith('data:')
    ? `the ${ROLE_NAMES[role].replace(' file', '')} is given inline (data:), not as a file: not checked`
    : `the ${ROLE_NAMES[role]} path "${ref.path}" is built from variables at run time: not checked`;
}

function forEachReference(model: Model, visit: (r: Reference) => void): void {
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    const dialect = server.dialect;
    tls.certificates.forEach((ref, i) => {
      visit({ ref, role: 'certificate', dialect });
      if (dialect === 'apache' && !tls.keys[i]) visit({ ref, role: 'key', dialect, keyInCertFile: true });
    });
    for (const ref of tls.keys) visit({ ref, role: 'key', dialect });
    for (const ref of tls.chainFiles) visit({ ref, role: 'chain', dialect });
    if (tls.trustedCertificate) visit({ ref: tls.trustedCertificate, role: 'trusted', dialect });
    if (tls.dhparam) visit({ ref: tls.dhparam, role: 'dhparam', dialect });
  }
}

/** The directory to name in a --path-map hint: the server's own absolute spelling. */
function serverDir(ref: FileRef): string {
  return posix.dirname(ref.path.startsWith('/') ? ref.path : ref.resolved);
}

function readMessage({ ref, role }: Reference, failure: ReadFailure): string {
  const base = `cannot read the ${ROLE_NAMES[role]} "${ref.path}": ${failure.message} (tried ${ref.resolved})`;
  switch (failure.kind) {
    case 'missing':
      return `${base}; certificate checks are skipped for it. If the config was written for another machine, map its paths to a local copy with --path-map ${serverDir(ref)}=LOCAL_DIR`;
    case 'outside':
      // Said first, as the Action says it: the file is not missing, it is not looked at (docs/security.md).
      return `the ${ROLE_NAMES[role]} "${ref.path}" ${failure.message.replace(/^it /, '')}; certificate checks are skipped for it. Map its directory to a copy inside with --path-map ${serverDir(ref)}=DIR (a certificate only: a private key never belongs in a repository)`;
    case 'denied':
      return `${base}; certificate checks are skipped for it. Run ssllint as a user that may read it (keys are often readable by root only), or map a readable copy in with --path-map`;
    default:
      return `${base}; certificate checks are skipped for it`;
  }
}

function readFix({ ref }: Reference, failure: ReadFailure): Fix {
  switch (failure.kind) {
    case 'missing':
      return { description: `lint with the files in reach: --path-map ${serverDir(ref)}=LOCAL_DIR, or fix the path if the server cannot find it either` };
    case 'denied':
      return { description: 'run ssllint with read access to the file, or map a readable copy in with --path-map' };
    case 'outside':
      return { description: `keep a copy of the certificate (never of the key) inside and map its directory with --path-map ${serverDir(ref)}=DIR (pathMap in the config file), or leave it unchecked` };
    default:
      return { description: 'point the directive at a regular PEM file' };
  }
}

function contentProblems(r: Reference, file: CertFile): [key: string, message: string, fix: Fix][] {
  const { ref, role } = r;
  const path = ref.path;
  const server = r.dialect === 'nginx' ? 'nginx' : 'Apache';
  const out: [string, string, Fix][] = [];
  const key = `${role}${r.keyInCertFile ? '-in-cert' : ''}\0${ref.resolved}`;
  const notPem = (what: string): [string, string, Fix] =>
    file.encoding === 'der'
      ? [key, `the ${ROLE_NAMES[role]} "${path}" is DER-encoded, but ${server} reads only PEM`, { description: `convert it: openssl x509 -inform der -in ${path} -out ${path}.pem` }]
      : [key, `the ${ROLE_NAMES[role]} "${path}" holds no PEM ${what}`, { description: `point the directive at the file that holds the ${what}` }];

  if (role === 'certificate' || role === 'chain' || role === 'trusted') {
    const bad = file.problems.filter((p) => p.what === 'certificate');
    if (bad.length > 0) {
      out.push([key, `${bad.map((p) => `the certificate at line ${p.line}`).join(', ')} of "${path}" cannot be parsed: ${bad.map((p) => p.reason).join('; ')}`, { description: 'replace the file with an intact PEM copy from your CA' }]);
    } else if (file.certs.length === 0) {
      out.push(notPem('certificate'));
    }
  } else if (role === 'key') {
    for (const p of file.keyProblems) {
      if (p.kind === 'encrypted') {
        const how = r.dialect === 'nginx' ? 'nginx reads it with ssl_password_file' : 'Apache asks for the passphrase through SSLPassPhraseDialog at start';
        out.push([
          `${key}\0${p.line}`,
          `the private key at line ${p.line} of "${path}" is encrypted with a passphrase (${how}): ssllint never asks for one, so it did not check that the key matches its certificate`,
          { description: 'nothing to change if the passphrase is intended; to have the key checked, lint with an unencrypted copy mapped in through --path-map' },
        ]);
      } else {
        out.push([`${key}\0${p.line}`, `the private key at line ${p.line} of "${path}" cannot be used: ${p.reason}`, { description: 'point the directive at the PEM private key that belongs to the certificate' }]);
      }
    }
    if (!r.keyInCertFile && file.keys.length === 0 && file.keyProblems.length === 0) out.push(notPem('private key'));
  } else if (role === 'dhparam') {
    const bad = file.problems.filter((p) => p.what === 'DH parameters');
    if (file.dhParams.length === 0) {
      out.push(
        bad.length > 0
          ? [key, `the DH parameters at line ${bad[0].line} of "${path}" cannot be parsed: ${bad[0].reason}`, { description: 'regenerate them (openssl dhparam 2048) or use the RFC 7919 ffdhe2048 group' }]
          : [key, `the ${ROLE_NAMES[role]} "${path}" holds no PEM DH PARAMETERS block`, { description: 'point the directive at a DH parameters file (openssl dhparam 2048, or the RFC 7919 ffdhe2048 group)' }],
      );
    }
  }
  return out;
}

function sameSpan(a: FileRef, b: FileRef): boolean {
  return a.at.file === b.at.file && a.at.line === b.at.line && a.at.column === b.at.column;
}

export default rule;
