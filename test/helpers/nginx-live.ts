// The installed nginx as an oracle: `nginx -t` / `nginx -T` on a config of the test's own, or
// a server started on 127.0.0.1 and probed with `openssl s_client`. Everything it writes stays
// under the directory the caller made with mkdtemp.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const hasNginx = spawnSync('nginx', ['-v']).status === 0;
export const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
export const CERTS = resolve(__dirname, '../../fixtures/certs');

/** The lines a main file needs so that nginx writes nothing outside `dir`. */
export function mainPreamble(dir: string): string {
  return `error_log ${dir}/error.log;\npid ${dir}/nginx.pid;\ndaemon off;\n`;
}

export function httpPreamble(dir: string): string {
  return ['access_log off;', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`)].join('\n') + '\n';
}

/** A whole main config: preamble, `events {}` and `http { body }`. */
export function wholeConfig(dir: string, httpBody: string): string {
  return `${mainPreamble(dir)}events {}\nhttp {\n${httpPreamble(dir)}${httpBody}\n}\n`;
}

/** `nginx -t` (or `-T`) on `conf` with prefix `dir`: exit status and what nginx said. */
export function nginxTest(dir: string, conf: string, dump = false): { ok: boolean; output: string } {
  const run = spawnSync('nginx', [dump ? '-T' : '-t', '-p', dir, '-c', conf], { encoding: 'utf8', timeout: 20_000 });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/** Writes `text` to `dir/name` and returns the path. */
export function put(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

export interface Handshake {
  ok: boolean;
  protocol?: string;
  cipher?: string;
  subject?: string;
  output: string;
}

/** One handshake with `openssl s_client`; `args` add -servername, -tls1 and the like. */
export function handshake(port: number, args: string[] = [], input = ''): Handshake {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, ...args], { input, encoding: 'utf8', timeout: 10_000 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const cipher = /New, [^,]+, Cipher is (\S+)/.exec(output)?.[1];
  const ok = cipher !== undefined && cipher !== '(NONE)';
  return {
    ok,
    protocol: ok ? /^\s*Protocol\s*:\s*(\S+)/m.exec(output)?.[1] : undefined,
    cipher: ok ? cipher : undefined,
    subject: /^subject=(.*)$/m.exec(output)?.[1],
    output,
  };
}

/** Starts nginx on `conf`, waits until `port` answers, runs `body`, and stops it again. */
export async function withNginx<T>(dir: string, conf: string, port: number, body: () => T | Promise<T>): Promise<T> {
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const probe = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`], { input: '', encoding: 'utf8', timeout: 5_000 });
      if (/CONNECTED/.test(probe.stdout ?? '')) break;
      if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode} before listening on ${port}`);
      await new Promise((r) => setTimeout(r, 150));
    }
    return await body();
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

export { portFor } from './ports.js';
