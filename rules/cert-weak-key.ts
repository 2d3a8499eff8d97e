import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { weakness, type KeyShape } from '../src/certs/key-shape.js';
import { certPhrase, directive, directiveName, Findings, sibling, withArticle, YOU_MAKE } from '../src/certs/report.js';
import type { ServedPair } from '../src/certs/served.js';
import type { FileRef, Model } from '../src/model/types.js';
import { atLeast, parseVersion } from '../src/model/version.js';
import type { Rule } from '../src/rule.js';
import { finiteFieldSecurityBits, knownSecurityLevel, minimumBits } from '../src/rules-support/seclevel.js';

const rule: Rule = {
  meta: {
    id: 'cert-weak-key',
    title: 'A served certificate has a weak key',
    severity: 'error',
    category: 'certificate',
    security: true,
    docs: {
      why: 'An RSA key under 2048 bits (or an elliptic-curve key under 256 bits) can be broken with enough computing power, after which anyone can impersonate the server. Public CAs stopped issuing them long ago, browsers reject them, and OpenSSL refuses them at security level 2 (the Debian and Ubuntu default), so such a server may also fail for ordinary clients. Checked for the leaf and every intermediate the server sends. Where the security level is known (the cipher string\'s `@SECLEVEL=n`, the platform\'s, or 1 on OpenSSL 1.1.1) and a key is under it (RSA-2048 gives 112 bits of security, level 3 asks for 128), nginx does not start: `ee key too small` for the leaf, `ca key too small` for the chain. httpd (2.4.26+, the first with OpenSSL 1.1.0) does not start either, though `apache2 -t` says "Syntax OK": mod_ssl sets `SSLCipherSuite` before it loads `SSLCertificateFile`, so a key under that level stops it with `AH02562: Failed to configure certificate … (with chain)` and `ee key too small` (a level set by `SSLOpenSSLConfCmd CipherString` comes after the certificates are loaded: httpd starts and fails the handshakes instead).',
      nginx: {
        bad: 'ssl_certificate     /etc/ssl/rsa1024/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa1024/privkey.pem;',
        good: 'ssl_certificate     /etc/ssl/ecdsa/fullchain.pem;  # ECDSA P-256\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile    /etc/ssl/rsa1024/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa1024/privkey.pem',
        good: 'SSLCertificateFile    /etc/ssl/ecdsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem',
      },
    },
  },
  check(model, context) {
    const out = new Findings();
    for (const { pair, chain } of servedChains(model)) {
      const dialect = pair.server.dialect;
      const tls = pair.server.tls;
      for (const s of evaluated(chain)) {
        const ref = refOf(pair, s);
        const role = roleOf(chain, s);
        // nginx loads the certificate and its chain at start-up, and OpenSSL 1.1.0+ runs each key
        // past the security callback there (ssl/ssl_cert.c, ssl_security_cert: the level's bits
        // from ssl_security_default_callback): under the level, nginx stops with "ee key too
        // small" (the leaf) or "ca key too small" (the chain). nginx 1.22.1 / OpenSSL 3.0: an
        // RSA-2048 leaf at @SECLEVEL=3.
        const refusedOn = checkedAtStart(model, pair, ref, role) ? context.generations.filter((g) => refuses(knownSecurityLevel(tls, g, context.target), s.cert.key)) : [];
        if (refusedOn.length > 0) {
          const level = knownSecurityLevel(tls, refusedOn[0], context.target)!;
          const tooSmall = role === 'leaf' ? 'ee key too small' : 'ca key too small';
          const server = dialect === 'nginx' ? 'nginx' : 'httpd';
          const stops =
            dialect === 'nginx'
              ? `nginx will not start: ${role === 'leaf' ? `SSL_CTX_use_certificate("${pair.cert.path}") failed (ee key too small)` : `SSL_CTX_set0_chain("${pair.cert.path}") failed (ca key too small)`}`
              : `httpd will not start (apache2 -t still says Syntax OK): ${pair.server.tls.chainFiles.length > 0 ? 'AH02561: Failed to configure certificate …' : 'AH02562: Failed to configure certificate … (with chain)'}, check ${pair.cert.path}; SSL Library Error: ${tooSmall}`;
          out.add(ref, {
            message: `${stops}: ${certPhrase(role, s.cert.label)} in "${ref.path}" has ${withArticle(s.cert.keyDescription)} key, ${securityBits(s.cert.key)} bits of security, and security level ${level} asks for ${minimumBits(level)}`,
            // The cause on the line stylish shows, not only the verdict.
            short: `${server} will not start (${tooSmall}): ${withArticle(s.cert.keyDescription)} key gives ${securityBits(s.cert.key)} bits of security and security level ${level} asks for ${minimumBits(level)}`,
            fix:
              role === 'leaf'
                ? { description: `${YOU_MAKE}: a key security level ${level} accepts (ECDSA P-256, also for level 3) and the certificate reissued for it; point ${directiveName(dialect, 'certificate')} and ${directiveName(dialect, 'key')} at them. Or lower the level` }
                : { description: `serve a chain whose intermediates security level ${level} accepts, or lower the level` },
            generations: refusedOn,
          });
          continue;
        }
        const why = weakness(s.cert.key);
        if (!why) continue;
        out.add(ref, {
          message: `${certPhrase(role, s.cert.label)} in "${ref.path}" has ${withArticle(s.cert.keyDescription)} key: ${why}`,
          fix:
            role === 'leaf'
              ? { description: `${YOU_MAKE}: a new key (ECDSA P-256, or RSA-2048 or larger) and the certificate reissued for it; point ${directiveName(dialect, 'certificate')} and ${directiveName(dialect, 'key')} at them` }
              : { description: 'serve the chain your CA currently issues: its intermediates have keys of 2048 bits or more' },
        });
      }
    }
    return out.list();
  },
};

/**
 * Whether the server runs this certificate's key past OpenSSL's security callback as it starts,
 * at the level the string judged here sets. nginx loads the certificate file and its chain
 * after ssl_ciphers. mod_ssl (2.4.26+, the first with OpenSSL 1.1.0 and so with levels) sets
 * SSLCipherSuite in ssl_init_ctx and then loads SSLCertificateFile in ssl_init_server_certs
 * (modules/ssl/ssl_engine_init.c): with SSL_CTX_use_certificate_chain_file, which checks the
 * leaf and every certificate after it (AH02562), or, when SSLCertificateChainFile is set, with
 * SSL_CTX_use_certificate_file, the leaf alone (AH02561). Not judged for Apache: a chain file's
 * certificates (added without the check), and a level set by `SSLOpenSSLConfCmd CipherString`,
 * which mod_ssl applies after the certificates are loaded (live: httpd starts with an RSA-2048
 * leaf and `CipherString DEFAULT:@SECLEVEL=3`, then fails every handshake).
 */
function checkedAtStart(model: Model, pair: ServedPair, ref: FileRef, role: string): boolean {
  if (model.dialect === 'nginx') return true;
  const version = parseVersion(model.serverVersion);
  if (!version || !atLeast(version, '2.4.26')) return false;
  if (pair.server.tls.ciphers.directive?.name.toLowerCase() === 'sslopensslconfcmd') return false;
  if (ref !== pair.cert) return false;
  return role === 'leaf' || pair.server.tls.chainFiles.length === 0;
}

/** A key's bits of security as OpenSSL's EVP_PKEY_get_security_bits counts them; undefined where unknown. */
function securityBits(k: KeyShape): number | undefined {
  if (k.bits === undefined) return undefined;
  if (k.type === 'rsa' || k.type === 'rsa-pss' || k.type === 'dsa') return finiteFieldSecurityBits(k.bits);
  if (k.type === 'ec' || k.type === 'ed25519' || k.type === 'ed448') return k.type === 'ed448' ? 224 : Math.floor(k.bits / 2);
  return undefined;
}

function refuses(level: number | undefined, k: KeyShape): boolean {
  const bits = securityBits(k);
  return level !== undefined && bits !== undefined && bits < minimumBits(level);
}

export default rule;
