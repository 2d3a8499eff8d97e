import { protocolRule } from '../src/rules-support/protocol-rule.js';

export default protocolRule({
  meta: {
    id: 'protocol-sslv2',
    title: 'SSLv2 can be negotiated',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'SSLv2 (1995) is broken beyond repair: export-grade keys, no handshake integrity, and DROWN (2016) lets an attacker use an SSLv2-capable server to decrypt the same key\'s TLS sessions. RFC 6176 forbids it.',
      nginx: { bad: 'ssl_protocols SSLv2 SSLv3 TLSv1.2;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol all    # Apache 2.2: includes SSLv2', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      references: ['https://www.rfc-editor.org/rfc/rfc6176', 'https://drownattack.com/'],
    },
  },
  protocols: ['SSLv2'],
  reason: 'SSLv2 is broken (DROWN, RFC 6176)',
});
