import { byServer, servedChains } from '../src/certs/audit.js';
import { certCacheFor, type CertCache } from '../src/certs/cache.js';
import { certificateAuthentications as authentications, dheSuites } from '../src/certs/dhe.js';
import { posix } from 'node:path';
import { directive, directiveName, Findings, sibling, YOU_MAKE } from '../src/certs/report.js';
import { isStaticPath } from '../src/certs/served.js';
import type { FileRef } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';
import type { Fix } from '../src/findings.js';
import type { Dialect } from '../src/syntax/types.js';
import { listGenerations, tlsServers } from '../src/rules-support/helpers.js';
import { finiteFieldSecurityBits, knownSecurityLevel, minimumBits } from '../src/rules-support/seclevel.js';

const MIN_BITS = 2048;

const rule: Rule = {
  meta: {
    id: 'dhparam-weak',
    title: 'DHE suites use DH parameters under 2048 bits',
    severity: 'warning',
    category: 'certificate',
    security: true,
    docs: {
      why: 'With a DHE suite the key exchange is only as strong as the DH group: 1024-bit groups are within reach of precomputation by a well-funded attacker (Logjam, 2015), and OpenSSL at security level 2 refuses them. The rule fires only when the cipher list can select a DHE suite for TLS 1.2 or older (TLS 1.3 never uses these parameters). Where the security level is known (the cipher string\'s `@SECLEVEL=n`, the platform\'s: Debian 12 builds in 2, or 1 on OpenSSL 1.1.1) and the group is under it (1024 bits give 80 bits of security, level 2 asks for 112), nginx does not start at all: `SSL_CTX_set_tmp_dh(...) failed (dh key too small)`, whatever the suites; that is an error. Apache reads the group from `SSLOpenSSLConfCmd DHParameters`, or from DH parameters appended to the first `SSLCertificateFile`.',
      nginx: {
        bad: 'ssl_dhparam /etc/nginx/dh1024.pem;',
        good: 'ssl_dhparam /etc/nginx/ffdhe2048.pem;  # RFC 7919 group',
      },
      apache: {
        bad: 'SSLOpenSSLConfCmd DHParameters "/etc/apache2/dh1024.pem"',
        good: 'SSLOpenSSLConfCmd DHParameters "/etc/apache2/ffdhe2048.pem"',
      },
      references: ['https://weakdh.org/', 'https://www.rfc-editor.org/rfc/rfc7919'],
    },
  },
  check(model, context) {
    const cache = certCacheFor(model);
    const out = new Findings();
    const perServer = byServer(servedChains(model));
    for (const server of tlsServers(model)) {
      const tls = server.tls;
      // Apache without DHParameters takes DH parameters appended to the first certificate file.
      const ref: FileRef | undefined = tls.dhparam ?? (server.dialect === 'apache' ? tls.certificates[0] : undefined);
      if (!ref || !isStaticPath(ref)) continue;
      const loaded = cache.load(ref.resolved);
      if (!loaded.ok) continue;
      const params = loaded.file.dhParams[0];
      if (!params) continue;
      // nginx hands the group to SSL_CTX_set_tmp_dh at start-up, whatever the suites, and
      // OpenSSL 1.1.0+ runs it past the security callback there (SSL_SECOP_TMP_DH, the
      // level's bits from ssl/ssl_cert.c ssl_security_default_callback): a group under the
      // level stops nginx with "dh key too small" (nginx 1.22.1 / OpenSSL 3.0 at Debian 12's level 2).
      const refusedOn = server.dialect === 'nginx' ? context.generations.filter((g) => refusesGroup(knownSecurityLevel(tls, g, context.target), params.primeBits)) : [];
      if (refusedOn.length > 0) {
        const level = knownSecurityLevel(tls, refusedOn[0], context.target)!;
        out.add(ref, {
          severity: 'error',
          message: `nginx will not start: SSL_CTX_set_tmp_dh("${ref.path}") failed (dh key too small): its ${params.primeBits}-bit DH parameters give ${finiteFieldSecurityBits(params.primeBits)} bits of security and security level ${level} asks for ${minimumBits(level)} (with ${listGenerations(refusedOn)})`,
          // The cause on the line stylish shows, not only the verdict.
          short: `nginx will not start (dh key too small): ${params.primeBits}-bit DH parameters give ${finiteFieldSecurityBits(params.primeBits)} bits of security and security level ${level} asks for ${minimumBits(level)}`,
          fix: groupFix(cache, server.dialect, ref, 'or remove ssl_dhparam'),
          generations: refusedOn,
        });
        continue;
      }
      if (params.primeBits >= MIN_BITS) continue;
      const dhe = dheSuites(tls, context.generations, authentications(server, perServer.get(server) ?? []));
      if (dhe.generations.length === 0) continue;
      const fromCertFile = ref !== tls.dhparam;
      out.add(ref, {
        message: `"${ref.path}" holds ${params.primeBits}-bit DH parameters${fromCertFile ? ' (appended to the certificate file, which Apache uses for DHE)' : ''} and the cipher list allows DHE suites (e.g. ${dhe.example}, with ${listGenerations(dhe.generations)}): groups under ${MIN_BITS} bits are open to precomputation attacks (Logjam)`,
        fix: groupFix(cache, server.dialect, ref, 'or drop the DHE suites'),
        generations: dhe.generations,
      });
    }
    return out.list();
  },
};

/**
 * The RFC 7919 ffdhe2048 group: named when a file of it (or of a larger group) lies beside the
 * weak one as `ffdhe2048.pem`; else the user makes it first, and the fix says so.
 */
function groupFix(cache: CertCache, dialect: Dialect, ref: FileRef, or: string): Fix {
  const besideResolved = posix.join(posix.dirname(ref.resolved), 'ffdhe2048.pem');
  const beside = isStaticPath(ref) ? cache.load(besideResolved) : undefined;
  if (beside?.ok && (beside.file.dhParams[0]?.primeBits ?? 0) >= MIN_BITS) {
    return { description: `use the RFC 7919 ffdhe2048 group beside it, ${or}`, replacement: directive(dialect, 'dhparam', sibling(ref.path, 'ffdhe2048.pem')) };
  }
  return { description: `${YOU_MAKE}: the RFC 7919 ffdhe2048 group (or a larger one) saved from https://ssl-config.mozilla.org/ffdhe2048.txt, with ${directiveName(dialect, 'dhparam')} pointed at it; ${or}` };
}

function refusesGroup(level: number | undefined, primeBits: number): boolean {
  return level !== undefined && finiteFieldSecurityBits(primeBits) < minimumBits(level);
}

export default rule;
