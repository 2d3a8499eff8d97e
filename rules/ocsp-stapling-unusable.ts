import { byServer, servedChains } from '../src/certs/audit.js';
import type { FileRef, Model, Server, Setting, TlsSettings } from '../src/model/types.js';
import type { Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { apacheCacheLine } from '../src/rules-support/apache-cache.js';
import { absence, judged, locationOf, serverLabel, spanKey, tlsServers } from '../src/rules-support/helpers.js';
import { letsEncryptPath, retiredLetsEncrypt } from '../src/rules-support/ocsp.js';
import { certCacheFor } from '../src/certs/cache.js';
import { isStaticPath } from '../src/certs/served.js';
import { utc } from '../src/certs/report.js';
import { resolverLine, withResolver } from '../src/rules-support/resolver.js';

const rule: Rule = {
  meta: {
    id: 'ocsp-stapling-unusable',
    title: 'OCSP stapling is on but cannot work',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'Stapling is switched on, but nothing gets stapled: the certificate names no OCSP responder (Let\'s Encrypt\'s no longer do) and none is configured instead (nginx `ssl_stapling_responder`, Apache `SSLStaplingForceURL`), so nginx logs "ssl_stapling ignored, no OCSP responder URL in the certificate" and httpd "no OCSP URI in certificate and no SSLStaplingForceURL set"; nginx also ignores a responder URL that is not `http://`. nginx without a `resolver` resolves the responder\'s name only once, at start-up, logs "no resolver defined" on every fetch and keeps using those addresses when the responder moves (or staples nothing when the name did not resolve at boot). httpd without `SSLStaplingCache` refuses to start ("SSLStapling: no stapling cache available"). A response stapled from a file (`ssl_stapling_file`) needs none of these. With `ssl_stapling_verify on`, nginx checks the response against `ssl_trusted_certificate`: a file that holds only expired certificates, or Let\'s Encrypt\'s retired intermediates and root wherever it lives (`lets-encrypt-x3-cross-signed.pem`, expired 2021-03-17, which tutorials had people download), verifies nothing, and says the certificate is Let\'s Encrypt\'s, which names no responder since 2025-05-07. When stapling is off, ocsp-stapling-missing speaks instead: the two never report the same server.',
      nginx: {
        bad: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;\nssl_stapling on;',
        good: 'ssl_certificate /etc/ssl/example.com/fullchain.pem;  # names an OCSP responder\nssl_stapling on;\nresolver 127.0.0.53;',
      },
      apache: {
        bad: 'SSLUseStapling on',
        good: 'SSLUseStapling on\nSSLStaplingCache shmcb',
      },
      references: [
        'https://nginx.org/en/docs/http/ngx_http_ssl_module.html#ssl_stapling',
        'https://httpd.apache.org/docs/2.4/mod/mod_ssl.html#sslstaplingcache',
        'https://letsencrypt.org/2024/12/05/ending-ocsp/',
      ],
    },
  },
  check(model, context) {
    const chains = byServer(servedChains(model));
    const seen = new Set<string>();
    const out: RuleFinding[] = [];
    const add = (key: string, finding: RuleFinding): void => {
      if (seen.has(key)) return;
      seen.add(key);
      out.push(finding);
    };
    // An outer scope's ssl_stapling that no TLS server takes up (only plain-HTTP servers here)
    // staples nothing: judged only when it is all there is, a snippet's.
    const hasVirtual = model.servers.some((s) => s.kind === 'virtual');
    for (const server of tlsServers(model)) {
      const tls = server.tls;
      if (server.kind === 'global' && hasVirtual) continue;
      if (!tls.stapling.value || !judged(server, tls.stapling) || tls.staplingFile) continue;
      const responders: string[] = tls.staplingResponder ? [tls.staplingResponder.value] : [];
      // Certificates not read (or none seen): their responders are unknown.
      let unknown = tls.certificates.length === 0;
      const trusted = model.dialect === 'nginx' ? tls.trustedCertificate : undefined;
      const retired = trusted ? retiredLetsEncrypt(trusted) : undefined;
      if (trusted) {
        const problem = retired ? `is Let's Encrypt's retired ${retired} (a file tutorials had people download; long expired)` : expiredTrust(model, trusted, context.now);
        if (problem) add(`trusted\0${spanKey(trusted.at)}`, { message: `stapling is on, but ssl_trusted_certificate "${trusted.path}" ${problem}: nginx cannot verify an OCSP response against it and staples nothing`, location: locationOf(trusted.at), fix: { description: 'point ssl_trusted_certificate at the current intermediate and root of the CA that issued the certificate (its chain.pem), or switch stapling off if that CA runs no OCSP (Let\'s Encrypt since 2025-08-06)' } });
      }
      if (!tls.staplingResponder) {
        for (const ref of tls.certificates) {
          const served = chains.get(server)?.find((c) => c.pair.cert === ref);
          // An unreadable certificate is cert-unreadable's business.
          if (!served) {
            if (letsEncryptPath(ref)) add(`cert\0${spanKey(ref.at)}`, certificateFinding(model, ref, 'is at certbot\'s Let\'s Encrypt path (not readable here), and Let\'s Encrypt certificates name no OCSP responder since 2025'));
            else if (retired) add(`cert\0${spanKey(ref.at)}`, certificateFinding(model, ref, `is verified against Let's Encrypt's ${retired} (ssl_trusted_certificate), so it is a Let's Encrypt certificate, and those name no OCSP responder since 2025`));
            else unknown = true;
            continue;
          }
          const named = served.chain.leaf.cert.ocspResponders;
          for (const each of named) responders.push(each);
          const problem = certificateProblem(model, named);
          if (problem) add(`cert\0${spanKey(ref.at)}`, certificateFinding(model, ref, problem));
        }
      }
      // Where no certificate names a responder, that is the finding; a resolver would not help.
      if (model.dialect === 'nginx' && !tls.resolver && (responders.length > 0 || unknown) && responders.every(needsLookup)) {
        add(`resolver\0${spanKey(tls.stapling.at)}`, resolverFinding(model, server, tls, context));
      }
      if (model.dialect === 'apache' && !tls.staplingCache) {
        const { severity, note } = absence(model, missing(tls.stapling));
        add(`cache\0${spanKey(tls.stapling.at)}`, {
          severity,
          message: `SSLUseStapling on without an SSLStaplingCache: httpd refuses to start ("SSLStapling: no stapling cache available")${note}`,
          location: locationOf(tls.stapling.at),
          fix: { description: 'give stapled responses a cache (main server config)', replacement: apacheCacheLine('stapling', model, context) },
        });
      }
    }
    return out;
  },
};

/** `holds only certificates that have expired (...)` when the file was read and every certificate in it has expired. */
function expiredTrust(model: Model, ref: FileRef, now: Date): string | undefined {
  if (!isStaticPath(ref)) return undefined;
  const loaded = certCacheFor(model).load(ref.resolved);
  if (!loaded.ok || loaded.file.certs.length === 0) return undefined;
  const ends = loaded.file.certs.map((c) => c.notAfter?.getTime() ?? Infinity);
  if (ends.some((t) => t >= now.getTime())) return undefined;
  return `holds only certificates that have expired (the last on ${utc(new Date(Math.max(...ends)))})`;
}

function certificateProblem(model: Model, named: readonly string[]): string | undefined {
  if (named.length === 0) return 'names no OCSP responder';
  // nginx takes the first URL and insists on http:// (ngx_ssl_stapling_responder).
  if (model.dialect === 'nginx' && !/^http:\/\//i.test(named[0])) return `names an OCSP responder nginx cannot ask ("${named[0]}": only http:// URLs are)`;
  return undefined;
}

function certificateFinding(model: Model, ref: FileRef, problem: string): RuleFinding {
  const nginx = model.dialect === 'nginx';
  return {
    message: `stapling is on, but "${ref.path}" ${problem}: ${nginx ? 'nginx ignores ssl_stapling for it' : 'httpd staples nothing for it'}`,
    location: locationOf(ref.at),
    fix: { description: nginx ? 'switch stapling off for this certificate (ssl_stapling off), or name a responder with ssl_stapling_responder' : 'switch stapling off (SSLUseStapling off), or name a responder with SSLStaplingForceURL' },
  };
}

function resolverFinding(model: Model, server: Server, tls: TlsSettings, context: RuleContext): RuleFinding {
  const resolver = resolverLine(context);
  const { severity, note } = absence(model, missing(tls.stapling));
  return {
    severity,
    message: `ssl_stapling on for ${serverLabel(server)} without a resolver: nginx resolves the OCSP responder only at start-up and keeps those addresses (logging "no resolver defined" on every fetch)${note}`,
    location: locationOf(tls.stapling.at),
    fix: withResolver({ description: 'give nginx a resolver (the http or server block)', replacement: resolver.line }, resolver),
  };
}

/** A responder given by address needs no name lookup. */
function needsLookup(url: string): boolean {
  const host = /^[a-z]+:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(url)?.[1] ?? '';
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && !host.startsWith('[');
}

/** The directive asked for (resolver, SSLStaplingCache) is absent: in a fragment, an outer scope may hold it. */
function missing(at: Setting<boolean>): Setting<boolean> {
  return { ...at, defaulted: true };
}

export default rule;
