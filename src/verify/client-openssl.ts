// The system's `openssl s_client` as the second client: each protocol offered alone (TLS 1.0
// and 1.1 at security level 0, which the system's default level refuses), the certificates the
// server sends exactly as sent, and the OCSP response it staples.
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';

export const FLAGS: Record<string, string> = { TLSv1: '-tls1', 'TLSv1.1': '-tls1_1', 'TLSv1.2': '-tls1_2', 'TLSv1.3': '-tls1_3' };

export interface SClient {
  ok: boolean;
  protocol?: string;
  cipher?: string;
  /** SHA-256 fingerprints of what the server sent, in order (with `-showcerts`). */
  chain?: string[];
  /** With `-status`: whether an OCSP response came. */
  stapled?: boolean;
  output: string;
}

export function sClient(socket: string, servername: string | undefined, extra: string[]): Promise<SClient> {
  const args = ['s_client', '-unix', socket, ...(servername ? ['-servername', servername] : ['-noservername']), ...extra];
  return new Promise((done) => {
    const child = execFile('openssl', args, { encoding: 'utf8', timeout: 15_000, maxBuffer: 4 * 1024 * 1024, env: { PATH: '/usr/bin:/bin:/usr/sbin:/sbin', LANG: 'C' } }, (_err, stdout, stderr) => {
      const output = `${stdout ?? ''}${stderr ?? ''}`;
      const cipher = /^\s*Cipher\s*:\s*(\S+)/m.exec(output)?.[1] ?? /New, [^,]+, Cipher is (\S+)/.exec(output)?.[1];
      const ok = cipher !== undefined && cipher !== '(NONE)' && cipher !== '0000';
      const result: SClient = { ok, output };
      if (ok) {
        result.cipher = cipher;
        result.protocol = /^\s*Protocol\s*:\s*(\S+)/m.exec(output)?.[1] ?? /New, (TLSv[\d.]+|SSLv3),/.exec(output)?.[1];
      }
      if (extra.includes('-showcerts')) result.chain = pemBlocks(output).map((pem) => new X509Certificate(pem).fingerprint256);
      if (extra.includes('-status')) result.stapled = /OCSP Response Status:/.test(output) && !/no response sent/.test(output);
      done(result);
    });
    child.stdin?.end();
  });
}

function pemBlocks(text: string): string[] {
  return [...text.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)].map((m) => m[0]);
}

/** Whether this openssl can offer `protocol` at all (OpenSSL 3 builds have no SSLv3). */
export function protocolFlag(protocol: string): string | undefined {
  return FLAGS[protocol];
}
