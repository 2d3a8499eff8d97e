// One advised directive with the reason for it, and where in the config it belongs.

export type LineContext = 'server' | 'global' | 'vhost';

export interface AdviceLine {
  /** nginx: inside `server {}`; Apache: `global` is the main server config, `vhost` inside `<VirtualHost>`. */
  context: LineContext;
  /** Exactly as it goes into the file (nginx lines end with `;`). */
  directive: string;
  reason: string;
}

/** Paths the rendered block points at; placeholders unless the caller has real files. */
export interface RenderPaths {
  certificate: string;
  key: string;
  /** Intermediates alone, for Apache before 2.4.8 (SSLCertificateChainFile). */
  chain: string;
  /** CA chain for verifying OCSP responses (nginx ssl_trusted_certificate). */
  trustedCertificate: string;
  dhparam: string;
  /**
   * The certificate at `certificate` was read and names an OCSP responder: only then is stapling
   * advised. Placeholders, or a certificate that names none (Let's Encrypt's since 2025-05-07),
   * get no stapling lines, as Mozilla's generator stopped emitting them by default in March 2025
   * (mozilla/ssl-config-generator b24cf3a).
   */
  ocspResponder?: boolean;
}

export const PLACEHOLDER_PATHS: RenderPaths = {
  certificate: '/path/to/fullchain.pem',
  key: '/path/to/privkey.pem',
  chain: '/path/to/intermediates.pem',
  trustedCertificate: '/path/to/chain.pem',
  dhparam: '/path/to/ffdhe2048.pem',
};
