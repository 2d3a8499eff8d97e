import { protocolRule } from '../src/rules-support/protocol-rule.js';

export default protocolRule({
  meta: {
    id: 'protocol-sslv3',
    title: 'SSLv3 can be negotiated (POODLE)',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'SSLv3\'s CBC padding is not covered by the MAC, so POODLE (2014) decrypts a cookie byte by byte in about 256 requests each; its only other cipher is RC4. RFC 7568 forbids it.',
      nginx: { bad: 'ssl_protocols SSLv3 TLSv1 TLSv1.1 TLSv1.2;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol all -SSLv2', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      references: ['https://www.rfc-editor.org/rfc/rfc7568'],
    },
  },
  protocols: ['SSLv3'],
  reason: 'SSLv3 is broken (POODLE, RFC 7568)',
});
