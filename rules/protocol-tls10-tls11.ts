import { protocolRule } from '../src/rules-support/protocol-rule.js';

export default protocolRule({
  meta: {
    id: 'protocol-tls10-tls11',
    title: 'TLS 1.0 or TLS 1.1 is enabled',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'TLS 1.0 and 1.1 were deprecated by RFC 8996 (2021): they rely on SHA-1 and MD5 in the handshake and offer only CBC or RC4 bulk ciphers. Every browser since 2020 speaks TLS 1.2; OpenSSL 3 refuses them unless the security level is lowered to 0. The fix names TLS 1.3 too where the server release and its OpenSSL take it (nginx 1.13.0, httpd 2.4.36 with OpenSSL 1.1.1), and only TLS 1.2 before.',
      nginx: { bad: 'ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;', good: 'ssl_protocols TLSv1.2 TLSv1.3;' },
      apache: { bad: 'SSLProtocol all -SSLv3', good: 'SSLProtocol -all +TLSv1.2 +TLSv1.3' },
      references: ['https://www.rfc-editor.org/rfc/rfc8996'],
    },
  },
  protocols: ['TLSv1', 'TLSv1.1'],
  reason: 'deprecated by RFC 8996',
});
