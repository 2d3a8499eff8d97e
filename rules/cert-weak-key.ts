import { evaluated, refOf, roleOf, servedChains } from '../src/certs/audit.js';
import { weakness, type KeyShape } from '../src/certs/key-shape.js';
import { certPhrase, directiveName, Findings, withArticle, YOU_MAKE } from '../src/certs/report.js';
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
      why: 'An RSA key under 2048 bits (or an elliptic-curve key under 256 bits) can be broken with enough computing power, after which anyone can impersonate the server. Public CAs stopped issuing them long ago, browsers reject them, and OpenSSL refuses them at security level 2 (the Debian and Ubuntu default), so such a server may also fail for ordinary clients. Checked for the leaf and every intermediate the server sends. Where the security level is known (the cipher string\'s `@SECLEVEL=n`, the platform\'s, or 1 on OpenSSL 1.1.1) and a key is under it (RSA-2048 gives 112 bits of security, level 3 asks for 128), nginx does not start: `ee key too small` for the leaf, `ca key too small` for the chain.',
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
        const refusedOn = dialect === 'nginx' ? context.generations.filter((g) => refuses(knownSecurityLevel(tls, g, context.target), s.cert.key)) : [];
        if (refusedOn.length > 0) {
          const level = knownSecurityLevel(tls, refusedOn[0], context.target)!;
          const call = role === 'leaf' ? `SSL_CTX_use_certificate("${pair.cert.path}") failed (ee key too small)` : `SSL_CTX_set0_chain("${pair.cert.path}") failed (ca key too small)`;
          const tooSmall = role === 'leaf' ? 'ee key too small' : 'ca key too small';
          out.add(ref, {
            message: `nginx will not start: ${call}: ${certPhrase(role, s.cert.label)} in "${ref.path}" has ${withArticle(s.cert.keyDescription)} key, ${securityBits(s.cert.key)} bits of security, and security level ${level} asks for ${minimumBits(level)}`,
            // The cause on the line stylish shows, not only the verdict.
            short: `nginx will not start (${tooSmall}): ${withArticle(s.cert.keyDescription)} key gives ${securityBits(s.cert.key)} bits of security and security level ${level} asks for ${minimumBits(level)}`,
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
