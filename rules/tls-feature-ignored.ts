import type { Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { compareVersions, parseVersion } from '../src/model/version.js';
import { locationOf, spanKey } from '../src/rules-support/helpers.js';
import { written, writesAnywhere } from '../src/rules-support/written.js';

interface Feature {
  /** The directive (and the value) that asks for it. */
  directive: string;
  on?: RegExp;
  what: string;
  /** The first OpenSSL release that has it. */
  since: string;
  /** The nginx release that brought the directive (before it, nginx refuses it: directive-unknown says so). */
  nginxSince?: string;
  /** Whether a generation has it: undefined where the generation spans releases on both sides (3.x and certificate compression). */
  inGeneration: (generation: string) => boolean | undefined;
  source: string;
}

const fromMajor4 = (g: string) => /^[4-9]/.test(g);

// What nginx logs for each, when its OpenSSL lacks the feature: "… is not supported on this
// platform, ignored" (ngx_event_openssl.c at release-1.31.4; freenginx's at release-1.29.7).
const FEATURES: readonly Feature[] = [
  {
    directive: 'ssl_ech_file',
    what: 'Encrypted ClientHello (ECH)',
    since: '4.0.0',
    nginxSince: '1.29.4',
    inGeneration: fromMajor4,
    // nginx builds ECH only `#ifdef SSL_OP_ECH_GREASE` (ngx_ssl_ech_files): OpenSSL defines it
    // from 4.0 (include/openssl/ssl.h.in and ech.h of 4.0.3; absent in 3.5.5 and 3.6.3, the
    // sources of the openssl-src crates 300.5.5, 300.6.1, 400.0.2). nginx CHANGES 1.29.4:
    // "Encrypted ClientHello TLS extension support when using OpenSSL ECH feature branch".
    source: 'OpenSSL 4.0 (SSL_OP_ECH_GREASE, OSSL_ECHSTORE)',
  },
  {
    directive: 'ssl_encrypted_hello_key',
    what: 'Encrypted ClientHello (ECH)',
    since: '4.0.0',
    inGeneration: fromMajor4,
    // freenginx builds it with OpenSSL `#ifdef OSSL_ECH_FOR_RETRY` (include/openssl/ech.h of 4.0.3).
    source: 'OpenSSL 4.0 (OSSL_ECH_FOR_RETRY)',
  },
  {
    directive: 'ssl_certificate_compression',
    on: /^on$/i,
    what: 'TLS 1.3 certificate compression (RFC 8879)',
    since: '3.2.0',
    // nginx CHANGES 1.29.1: "the "ssl_certificate_compression" directive"; "now TLSv1.3
    // certificate compression is disabled by default".
    nginxSince: '1.29.1',
    inGeneration: (g) => (g === '1.0.2' || g === '1.1.1' ? false : g === '3.x' ? undefined : true),
    // ngx_ssl_certificate_compression needs SSL_OP_NO_TX_CERTIFICATE_COMPRESSION (OpenSSL CHANGES
    // 3.2.0, 23 Nov 2023: "Add support for certificate compression (RFC8879)").
    source: 'OpenSSL 3.2 (SSL_OP_NO_TX_CERTIFICATE_COMPRESSION)',
  },
];

/** The OpenSSL judged, as exact as it is known: a platform's release, else the generations named. */
function openssl(context: RuleContext): { release?: string; generations: readonly string[]; label: string } | undefined {
  const judged = context.target.openssl;
  if (judged.from === 'assumed') return undefined;
  const report = context.target.platform.value.report;
  // A platform's (or this host's) OpenSSL release, unless --openssl named generations instead.
  if (report && judged.source === context.target.platform.source) return { release: report.openssl, generations: judged.value, label: `OpenSSL ${report.openssl} (${report.name})` };
  if (report && judged.from === 'detected') return { release: report.openssl, generations: judged.value, label: `OpenSSL ${report.openssl}` };
  return { generations: judged.value, label: `OpenSSL ${judged.value.join(', ')}` };
}

/** False when no OpenSSL judged has the feature, true or undefined otherwise. */
function lacking(feature: Feature, ssl: NonNullable<ReturnType<typeof openssl>>): boolean {
  const release = ssl.release ? parseVersion(ssl.release) : undefined;
  if (release) return compareVersions(release, parseVersion(feature.since)!) < 0;
  return ssl.generations.every((g) => feature.inGeneration(g) === false);
}

const rule: Rule = {
  meta: {
    id: 'tls-feature-ignored',
    title: "A TLS feature the server's OpenSSL does not have: nginx ignores the directive",
    severity: 'warning',
    category: 'protocol',
    security: true,
    acrossServers: true,
    docs: {
      why: 'nginx accepts `ssl_ech_file` (Encrypted ClientHello, nginx 1.29.4, December 2025; freenginx spells it `ssl_encrypted_hello_key`) and `ssl_certificate_compression on` (nginx 1.29.1, August 2025) whatever OpenSSL it is built with, and where the library lacks the feature it only logs "… is not supported on this platform, ignored" and starts without it: the server name stays visible in the ClientHello, or the certificate chain goes uncompressed. ECH needs OpenSSL 4.0 (released 2026-04-14; 3.5 and 3.6 have no ECH API), certificate compression OpenSSL 3.2. Reported only where the OpenSSL is known (`--openssl`, `--platform`, this host): with every generation assumed the rule says nothing.',
      nginx: { bad: '# --platform debian-13 (OpenSSL 3.5)\nssl_ech_file /etc/nginx/ech.pem;', good: '# an nginx built with OpenSSL 4.0\nssl_ech_file /etc/nginx/ech.pem;' },
      references: ['https://nginx.org/en/docs/http/ngx_http_ssl_module.html#ssl_ech_file', 'https://www.rfc-editor.org/rfc/rfc8879'],
    },
  },
  check(model, context) {
    if (model.dialect !== 'nginx') return [];
    const ssl = openssl(context);
    if (!ssl) return [];
    const out: RuleFinding[] = [];
    const seen = new Set<string>();
    const nginx = parseVersion(model.serverVersion);
    for (const feature of FEATURES) {
      if (!lacking(feature, ssl) || !writesAnywhere(model, feature.directive)) continue;
      if (feature.nginxSince && nginx && compareVersions(nginx, parseVersion(feature.nginxSince)!) < 0) continue;
      for (const server of model.servers) {
        for (const w of written(model, server, feature.directive)) {
          if (feature.on && !feature.on.test(w.directive.args[0]?.value ?? '')) continue;
          const key = spanKey(w.directive.span);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({
            message: `${feature.directive} asks for ${feature.what}, which ${ssl.label} does not have: nginx logs "${feature.directive}" is not supported on this platform, ignored, and serves without it (it needs ${feature.source})`,
            short: `${feature.directive} is ignored: ${ssl.label} has no ${feature.what.replace(/ \(.*\)$/, '')}`,
            location: locationOf(w.directive.span),
            fix: { description: `build nginx with OpenSSL ${feature.since.replace(/\.0$/, '')} or later, or remove the line` },
          });
        }
      }
    }
    return out;
  },
};

export default rule;
