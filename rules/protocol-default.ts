import type { Rule } from '../src/rule.js';
import { absence, distinctSettings, locationOf } from '../src/rules-support/helpers.js';
import { PROTOCOL_DIRECTIVES } from '../src/rules-support/protocol-rule.js';
import { modernProtocols } from '../src/rules-support/protocol-support.js';
import { meantDirective } from '../src/rules-support/validity.js';

const rule: Rule = {
  meta: {
    id: 'protocol-default',
    title: 'No protocol directive: the server default applies',
    severity: 'info',
    category: 'protocol',
    security: false,
    docs: {
      why: 'Without an explicit protocol list the server\'s compiled-in default applies, and it changes between versions (nginx enabled TLS 1.0 and 1.1 by default until 1.23.4). Writing the list down makes the policy visible and stable across upgrades.',
      nginx: { bad: 'server {\n    listen 443 ssl;\n}', good: 'server {\n    listen 443 ssl;\n    ssl_protocols TLSv1.2 TLSv1.3;\n}' },
      apache: { bad: '<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>' },
    },
  },
  check(model, context) {
    // In a fragment the protocol list may well sit in the file that includes it.
    if (model.fragment) return [];
    const server = model.dialect === 'nginx' ? `nginx ${model.serverVersion}` : `Apache ${model.serverVersion}`;
    return distinctSettings(model, (tls) => tls.protocols)
      .filter(({ setting }) => setting.defaulted)
      .map(({ setting }) => {
        // A misspelt or misplaced ssl_protocols is why the default applies: the finding says so.
        const meant = meantDirective(model, setting, PROTOCOL_DIRECTIVES);
        return {
          message: `no ${model.dialect === 'nginx' ? 'ssl_protocols' : 'SSLProtocol'} directive: the ${server} default applies (${setting.value.join(' ')})${meant?.note ?? ''}${absence(model, setting).note}`,
          location: locationOf(setting.at),
          fix: { description: 'state the protocols explicitly', replacement: modernProtocols(model, context.generations).replacement },
          ...(meant ? { related: meant.related } : {}),
        };
      });
  },
};

export default rule;
