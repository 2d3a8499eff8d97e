import type { Rule, RuleFinding } from '../src/rule.js';
import { listGenerations, locationOf } from '../src/rules-support/helpers.js';

const rule: Rule = {
  meta: {
    id: 'openssl-engine',
    title: 'An OpenSSL ENGINE, which OpenSSL 4.0 removed',
    severity: 'error',
    category: 'syntax',
    security: false,
    docs: {
      why: 'OpenSSL 3.0 deprecated the ENGINE API in favour of providers (NEWS 3.0.0: "Deprecated the ENGINE API"), and OpenSSL 4.0.0 (14 April 2026) removed it: 4.0.3\'s `include/openssl/engine.h` says "Engine support is gone", and its build defines `OPENSSL_NO_ENGINE`. Built against 4.0, nginx answers `ssl_engine` with `"ssl_engine" directive is not supported` (ngx_event_openssl.c, `OPENSSL_NO_ENGINE`), and mod_ssl takes only `SSLCryptoDevice builtin` (ssl_engine_config.c: "SSLCryptoDevice: Invalid argument; must be one of: \'builtin\'"): either way the server refuses to start. On OpenSSL 4.x (`--openssl 4.x`, a platform that ships it, or a tree that names what only 4.0 knows) that is an error; where 4.x is one of several generations judged, a warning; otherwise info, so that an upgrade does not come as a surprise. Load hardware keys through a provider (`pkcs11-provider`, the TPM2 provider) instead.',
      nginx: { bad: 'ssl_engine pkcs11;', good: '# keys through a provider, set up in openssl.cnf' },
      apache: { bad: 'SSLCryptoDevice pkcs11', good: 'SSLCryptoDevice builtin' },
      references: ['https://openssl-library.org/post/', 'https://nginx.org/en/docs/ngx_core_module.html#ssl_engine', 'https://httpd.apache.org/docs/2.4/mod/mod_ssl.html#sslcryptodevice'],
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    const on4 = context.generations.filter((g) => g === '4.x');
    const all4 = on4.length > 0 && on4.length === context.generations.length;
    for (const d of model.engines ?? []) {
      const what = model.dialect === 'nginx' ? '"ssl_engine"' : `"SSLCryptoDevice ${d.args[0]?.value ?? ''}"`;
      const stops = model.dialect === 'nginx' ? 'nginx refuses to start ("ssl_engine" directive is not supported)' : 'Apache refuses to start (SSLCryptoDevice: Invalid argument)';
      const fix = model.dialect === 'nginx'
        ? { description: 'remove ssl_engine and load the keys through an OpenSSL provider' }
        : { description: 'use the built-in crypto; load hardware keys through an OpenSSL provider', replacement: 'SSLCryptoDevice builtin' };
      if (all4) out.push({ message: `${what} needs OpenSSL's ENGINE API, which ${listGenerations(on4)} does not have (OpenSSL 4.0 removed it): ${stops}`, location: locationOf(d.span), fix, generations: on4 });
      else if (on4.length > 0) out.push({ severity: 'warning', message: `${what} needs OpenSSL's ENGINE API, which OpenSSL 4.0 removed: with ${listGenerations(on4)}, ${stops}`, location: locationOf(d.span), fix, generations: on4 });
      else out.push({ severity: 'info', message: `${what} needs OpenSSL's ENGINE API, deprecated since 3.0 and removed in OpenSSL 4.0: with OpenSSL 4, ${stops}`, location: locationOf(d.span), fix: { ...fix, risky: 'the ENGINE may hold the private keys: move them to a provider first' } });
    }
    return out;
  },
};

export default rule;
