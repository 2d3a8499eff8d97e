// Starts the real httpd on 127.0.0.1 and probes it with `openssl s_client` / a plain socket:
// the oracle for what a config does once running. Shared by the Apache tests; not a test file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { apache2Binary, apache2Missing, httpdPreamble } from './apache-httpd.js';
import { freePort } from './helpers/ports.js';
export { freePort };

const CERTS = resolve(__dirname, '../fixtures/certs/rsa2048');
const opensslMissing = spawnSync('openssl', ['version']).status === 0 ? undefined : 'openssl is not installed';

/** Why a live httpd cannot be started here, or undefined when it can. */
export const liveMissing: string | undefined = apache2Missing ?? opensslMissing;


function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** The httpd version the installed binary reports (`2.4.65`), what ssllint is told. */
export function installedVersion(): string {
  const out = spawnSync(apache2Binary!, ['-v'], { encoding: 'utf8' }).stdout;
  return /Apache\/(\d+\.\d+\.\d+)/.exec(out)![1];
}

export interface LiveHttpd {
  root: string;
  port: number;
  /** The config httpd runs, the one ssllint is given. */
  file: string;
  stop(): void;
}

/**
 * httpd (`-X`) on a free port with `body` after the preamble: `${root}`, `${port}` in `body`
 * are replaced; cert.pem and privkey.pem (RSA 2048) sit in root, htdocs/index.html (`ok`) under it. Throws with the error log
 * when httpd does not come up.
 */
export async function startHttpd(body: string, modules: [string, string][] = [['ssl_module', 'mod_ssl.so']], extraListen: number[] = []): Promise<LiveHttpd> {
  const root = mkdtempSync(join(tmpdir(), 'ssllint-live-'));
  copyFileSync(join(CERTS, 'cert.pem'), join(root, 'cert.pem'));
  copyFileSync(join(CERTS, 'privkey.pem'), join(root, 'privkey.pem'));
  mkdirSync(join(root, 'htdocs'));
  writeFileSync(join(root, 'htdocs', 'index.html'), 'ok\n');
  // httpd serves as User nobody: the document root must be readable by others.
  chmodSync(root, 0o755);
  chmodSync(join(root, 'htdocs'), 0o755);
  chmodSync(join(root, 'htdocs', 'index.html'), 0o644);
  const port = await freePort();
  const file = join(root, 'httpd.conf');
  const text = body.replaceAll('${root}', root).replaceAll('${port}', String(port));
  writeFileSync(file, `${httpdPreamble(root, port, modules)}${extraListen.map((p) => `Listen 127.0.0.1:${p}\n`).join('')}${text}`);
  const httpd: ChildProcess = spawn(apache2Binary!, ['-d', root, '-f', file, '-X'], { stdio: 'ignore' });
  const until = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (httpd.exitCode !== null || Date.now() > until) {
      let log = '';
      try {
        log = readFileSync(join(root, 'error.log'), 'utf8');
      } catch {
        /* no log written */
      }
      httpd.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
      throw new Error(`httpd did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    root,
    port,
    file,
    stop() {
      httpd.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * httpd with `body` (as startHttpd), started before the tests of the describe that calls this
 * and stopped after them. The object is filled in when it starts.
 */
export function httpdForSuite(body: string, modules?: [string, string][]): LiveHttpd {
  const live = {} as LiveHttpd;
  beforeAll(async () => {
    Object.assign(live, await startHttpd(body, modules));
  }, 30_000);
  afterAll(() => live.stop?.());
  return live;
}

/**
 * The protocol a client limited to `flag` (`-tls1`, `-tls1_2`, …) agrees on, or undefined when
 * the handshake fails. The client runs at security level 0 so that it offers what the server
 * decides about.
 */
export function handshake(port: number, flag: string, extra: string[] = []): string | undefined {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, flag, '-cipher', 'DEFAULT:@SECLEVEL=0', '-servername', 'localhost', ...extra], {
    input: '',
    encoding: 'utf8',
    timeout: 10_000,
  });
  const m = /Protocol\s*:\s*(\S+)/.exec(run.stdout) ?? /New, (TLSv[\d.]+|SSLv3),/.exec(run.stdout);
  const cipher = /Cipher is (\S+)/.exec(run.stdout);
  return m && cipher && cipher[1] !== '(NONE)' ? m[1] : undefined;
}

/** The response (status line, headers, body) to `GET path` (htdocs/index.html unless named) over TLS 1.2 or 1.3 with `s_client`, or '' when none came. */
export function httpsGet(port: number, path = '/index.html', flag = '-tls1_2', host = 'localhost'): string {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, flag, '-servername', host, '-quiet', '-ign_eof'], {
    input: `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    encoding: 'utf8',
    timeout: 10_000,
  });
  const at = run.stdout.indexOf('HTTP/');
  return at >= 0 ? run.stdout.slice(at) : '';
}

/** The status line a plain-text `GET /` gets, or '' when none came. */
export function httpGet(port: number, path = '/'): Promise<string> {
  return new Promise((done) => {
    let got = '';
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    socket.on('data', (b) => (got += b.toString('latin1')));
    socket.on('close', () => done(got));
    socket.on('error', () => done(got));
  });
}
