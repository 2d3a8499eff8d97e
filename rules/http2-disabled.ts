import type { Fix } from '../src/findings.js';
import { atLeast, parseVersion } from '../src/text/version.js';
import type { Model } from '../src/model/types.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import { absence, locationOf, serverLabel, tlsVirtualServers } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'http2-disabled',
    title: 'A TLS server does not offer HTTP/2',
    severity: 'info',
    category: 'performance',
    security: false,
    docs: {
      why: 'HTTP/2 multiplexes every request of a page over one TLS connection, so a page pays one handshake and no head-of-line queueing between requests; browsers speak it only over TLS. Not reported for a release that has no HTTP/2 (nginx before 1.9.5, httpd before 2.4.17): there the server would refuse the directive.',
      nginx: { bad: 'listen 443 ssl;', good: 'listen 443 ssl;\nhttp2 on;    # nginx >= 1.25.1; before: listen 443 ssl http2;' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on', good: '<VirtualHost *:443>\n    Protocols h2 http/1.1\n    SSLEngine on' },
    },
  },
  check(model) {
    const out: RuleFinding[] = [];
    // A release without HTTP/2 (gates nginx-http2, httpd-http2 in docs/version-gates.md) cannot be
    // told to offer it: httpd 2.4.6 (RHEL/CentOS 7) refuses `Protocols` as an unknown directive.
    const version = parseVersion(model.serverVersion);
    if (version && !atLeast(version, model.dialect === 'nginx' ? NGINX_HTTP2 : APACHE_HTTP2)) return out;
    for (const server of tlsVirtualServers(model)) {
      const setting = server.http.http2;
      if (setting.value) continue;
      const { severity, note } = absence(model, setting);
      out.push({
        severity,
        message: `${serverLabel(server)} offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page's requests over one connection${note}${model.http2ModuleMissing ? `; ${NO_MODULE}` : ''}`,
        location: locationOf(setting.defaulted ? server.at : setting.at),
        fix: fixFor(model),
      });
    }
    return out;
  },
};

// nginx CHANGES 1.25.1: "the "http2" directive, which enables HTTP/2 on a per-server basis;
// the "http2" parameter of the "listen" directive is now deprecated". An older nginx refuses
// `http2 on;` (unknown directive), so there the fix names the listen parameter and writes nothing.
const NGINX_HTTP2_DIRECTIVE = '1.25.1';
// CHANGES 1.9.5: "the ngx_http_v2_module (replaces ngx_http_spdy_module)"; httpd CHANGES 2.4.17:
// "mod_http2: added donated HTTP/2 implementation via core module" (with the Protocols directive).
const NGINX_HTTP2 = '1.9.5';
const APACHE_HTTP2 = '2.4.17';

// `Protocols h2` is read by the core, but only mod_http2 speaks it: without the module httpd
// starts and offers HTTP/1.1 alone. A fix never adds LoadModule lines (src/fix/safety.ts).
const NO_MODULE = 'mod_http2 is not loaded, so `Protocols h2` alone changes nothing: load it first (Debian, Ubuntu: `a2enmod http2`; elsewhere `LoadModule http2_module modules/mod_http2.so`)';

function fixFor(model: Model): Fix {
  if (model.http2ModuleMissing) return { description: `load mod_http2 (\`a2enmod http2\`), then enable HTTP/2 with \`Protocols h2 http/1.1\`` };
  const version = parseVersion(model.serverVersion);
  if (model.dialect === 'nginx' && version && !atLeast(version, NGINX_HTTP2_DIRECTIVE)) {
    return { description: `enable HTTP/2 with the http2 parameter of the TLS listen lines (\`listen 443 ssl http2;\`): nginx ${model.serverVersion} predates the http2 directive (${NGINX_HTTP2_DIRECTIVE})` };
  }
  if (model.dialect === 'nginx') return { description: 'enable HTTP/2', replacement: 'http2 on;', since: NGINX_HTTP2_DIRECTIVE };
  return { description: 'enable HTTP/2', replacement: 'Protocols h2 http/1.1' };
}

export default rule;
