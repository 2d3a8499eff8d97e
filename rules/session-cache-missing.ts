import type { Rule, RuleFinding } from '../src/rule.js';
import { apacheCacheLine } from '../src/rules-support/apache-cache.js';
import { absence, distinctSettings, inDialect, locationOf } from '../src/rules-support/helpers.js';
import { meantDirective } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'session-cache-missing',
    title: 'No shared TLS session cache',
    severity: 'warning',
    category: 'performance',
    security: false,
    docs: {
      why: 'A returning client can resume its TLS session in one round trip and without a new key exchange or signature, but only if the server remembers the session. Without a cache shared between worker processes, most resumptions miss (each worker has its own or none) and every connection pays the full handshake. The Apache fix writes the platform\'s own line where `--platform` names one whose mod_ssl package was read (Debian and Ubuntu: `shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)`, set by their envvars; the RHEL family: `shmcb:/run/httpd/sslcache(512000)`), Debian\'s in a tree whose main file is apache2.conf, and otherwise `SSLSessionCache shmcb`: httpd\'s default, anonymous shared memory with no path to get wrong (every 2.4 release).',
      nginx: { bad: 'ssl_session_cache builtin:1000;', good: 'ssl_session_cache shared:SSL:10m;\nssl_session_timeout 1d;' },
      apache: { bad: 'SSLSessionCache none', good: 'SSLSessionCache shmcb\nSSLSessionCacheTimeout 300' },
    },
  },
  check(model, context) {
    return distinctSettings(model, (tls) => tls.sessionCache)
      .filter(({ setting }) => setting.value.kind !== 'shared' && setting.value.kind !== 'external')
      .flatMap(({ setting, servers }): RuleFinding[] => {
        const tls = servers[0].tls!;
        const tickets = tls.sessionTickets.value;
        const tls13Only = tls.protocols.value.every((p) => p === 'TLSv1.3');
        // TLS 1.3 resumes through tickets by design; a cache adds nothing there.
        if (tickets && tls13Only) return [];
        const absent = absence(model, setting);
        // With tickets on, clients that support them still resume: only the rest pay. A TLS
        // 1.3 full handshake is one round trip anyway (Mozilla's modern profile turns tickets
        // off on purpose): only the signature is lost.
        const severity = tickets || tls13Only ? 'info' : absent.severity;
        const why = tickets ? '; session tickets still let most clients resume' : tls13Only ? '; with TLS 1.3 only, that costs a signature per connection, not a round trip' : '';
        const meant = meantDirective(model, setting, ['ssl_session_cache', 'sslsessioncache']);
        const note = `${why}${absent.note}${meant?.note ?? ''}`;
        const what = setting.defaulted
          ? 'no session cache is configured'
          : setting.value.kind === 'builtin'
            ? `\`${setting.value.spec ?? 'builtin'}\` is private to each worker process`
            : `the session cache is ${setting.value.kind}`;
        return [{
          severity,
          message: `${what}: returning clients cannot resume sessions across workers, so each connection pays a full handshake${note}`,
          location: locationOf(setting.at),
          ...(meant ? { related: meant.related } : {}),
          fix: {
            description: 'configure a cache shared by all workers',
            replacement: inDialect(model.dialect, {
              nginx: 'ssl_session_cache shared:SSL:10m;',
              apache: apacheCacheLine('session', model, context),
            }),
          },
        }];
      });
  },
};

export default rule;
