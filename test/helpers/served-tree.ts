// Copies of configuration trees made servable here, for the tests that let the real servers
// judge what --fix wrote: throwaway certificates in place of the ones a config names, and the
// verdicts of `nginx -t` / `apache2 -t` on the copy.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apache2Binary } from '../apache-httpd.js';

const certs = resolve(__dirname, '../../fixtures/certs');

/** The installed nginx's release, or undefined when there is none. */
export const nginxVersion = (() => {
  const r = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return r.status === 0 ? /nginx\/(\d+\.\d+\.\d+)/.exec(`${r.stdout}${r.stderr}`)?.[1] : undefined;
})();

const FILES: [RegExp, string][] = [
  [/^(\s*(?:ssl_certificate|SSLCertificateFile)\s+)\S+?(;?)$/gm, `${certs}/rsa2048/fullchain.pem`],
  [/^(\s*(?:ssl_certificate_key|SSLCertificateKeyFile)\s+)\S+?(;?)$/gm, `${certs}/rsa2048/privkey.pem`],
  [/^(\s*(?:ssl_trusted_certificate|SSLCertificateChainFile|SSLCACertificateFile)\s+)\S+?(;?)$/gm, `${certs}/rsa2048/chain.pem`],
  [/^(\s*(?:ssl_dhparam)\s+)\S+?(;?)$/gm, `${certs}/dh/ffdhe2048.pem`],
];

/** `text` with every certificate, key, chain and DH parameter file it names replaced by throwaway ones. */
export function withThrowawayCerts(text: string): string {
  let out = text;
  for (const [re, path] of FILES) out = out.replace(re, (_m, head: string, semi: string) => `${head}${path}${semi}`);
  return out;
}

/** Every file under `dir`, by path relative to `base`. */
export function readTree(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, readTree(path, base));
    else out[path.slice(base.length + 1)] = readFileSync(path, 'utf8');
  }
  return out;
}

export function nginxT(dir: string): { ok: boolean; output: string } {
  const r = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')], { encoding: 'utf8', timeout: 30_000 });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

export function apacheT(dir: string): { ok: boolean; output: string } {
  const r = spawnSync(apache2Binary!, ['-d', dir, '-f', join(dir, 'httpd.conf'), '-t'], { encoding: 'utf8', timeout: 30_000 });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}
