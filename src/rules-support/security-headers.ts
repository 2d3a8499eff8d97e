// The response headers that tell a browser how to protect the page: sent to the browser, they
// work; anywhere else (to the upstream with the request), and twice with different values, they
// do not do what their author meant.
const SECURITY_HEADERS =
  /^(strict-transport-security|content-security-policy(-report-only)?|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|feature-policy|x-xss-protection|cross-origin-(opener|embedder|resource)-policy|expect-ct|x-permitted-cross-domain-policies)$/i;

export function isSecurityHeader(name: string): boolean {
  return SECURITY_HEADERS.test(name);
}
