// `ssllint verify` in the tests: run in-process (the same main() the CLI runs) or as the shipped
// command in a child process (to kill it, or to run it as another user), and the trees it is
// run on: copies of the Debian stock trees with TLS enabled, made in temp directories.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VerifyReport } from '../../src/verify/types.js';
import { runCli } from './cli.js';
import { findBinary, peerMissing } from './peers.js';
import { makeTmp } from './tmp.js';

export const nginxBinary = findBinary('nginx');
export const apacheBinary = findBinary('apache2') ?? findBinary('httpd');
const unshare = ['/usr/bin/unshare', '/bin/unshare'].find((p) => existsSync(p));
// verify brings a namespace's loopback up with ip(8) (src/verify/sandbox.ts): without it, no namespace.
const ip = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((p) => existsSync(p));

/** Why verify cannot run nginx (or httpd) here, or undefined. */
export function verifyMissing(dialect: 'nginx' | 'apache'): string | undefined {
  const server = dialect === 'nginx' ? peerMissing('nginx', !!nginxBinary) : peerMissing('apache2', !!apacheBinary);
  return server ?? peerMissing('openssl');
}

/** Why no private network namespace can be made here (unprivileged when `asNobody`), or undefined. */
export function namespaceMissing(asNobody = false): string | undefined {
  if (!unshare) return 'no unshare(1) here';
  if (!ip) return 'no ip(8) here';
  const prefix = asNobody ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'] : [];
  const r = spawnSync(prefix[0] ?? unshare, [...prefix.slice(1), ...(asNobody ? [unshare, '--map-current-user', '--keep-caps'] : []), '--net', '--pid', '--fork', '--', 'true'], { stdio: 'ignore', timeout: 20_000 });
  return r.status === 0 ? undefined : `this host makes no ${asNobody ? 'unprivileged ' : ''}network namespace (unshare exits ${r.status})`;
}

/** Why the tests cannot switch to user nobody (they need root, setpriv, and a node nobody may run), or undefined. */
export function nobodyMissing(): string | undefined {
  if (process.geteuid?.() !== 0) return 'the tests do not run as root: they cannot become nobody';
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--', process.execPath, '-e', '0'], { stdio: 'ignore', timeout: 20_000 });
  return r.status === 0 ? undefined : `user nobody cannot run ${process.execPath} through setpriv`;
}

export async function verifyRun(args: string[], cwd?: string): Promise<{ code: number; report: VerifyReport; stderr: string }> {
  const run = await runCli(['verify', ...args, '--format', 'json'], { cwd });
  if (!run.stdout) throw new Error(`ssllint verify exited ${run.code} without a report: ${run.stderr}`);
  return { code: run.code, report: JSON.parse(run.stdout) as VerifyReport, stderr: run.stderr };
}

/** Every property of every server, as `name listen property[ path] verdict`, for messages. */
export function verdicts(report: VerifyReport): string[] {
  return report.trees.flatMap((t) => [
    `${t.root} starts ${t.starts.verdict}`,
    ...t.servers.flatMap((s) => s.properties.map((p) => `${s.name ?? '-'} ${s.listen} ${p.property}${p.path ? ` ${p.path}` : ''} ${p.verdict}${p.verdict === 'differs' ? ` (predicted ${JSON.stringify(p.predicted)}, observed ${JSON.stringify(p.observed)})` : ''}`)),
  ]);
}

/** A copy of a directory tree, symbolic links as they are, readable by every user. */
export function copyTree(from: string, prefix: string): string {
  const dir = makeTmp(prefix).dir;
  cpSync(from, dir, { recursive: true, verbatimSymlinks: true });
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * /etc/apache2 copied with default-ssl enabled (what `a2enmod ssl && a2ensite default-ssl`
 * links), or undefined when this host has no Debian Apache tree.
 */
export function stockApache(): string | undefined {
  if (!existsSync('/etc/apache2/apache2.conf') || !existsSync('/etc/apache2/sites-available/default-ssl.conf')) return undefined;
  const dir = copyTree('/etc/apache2', 'ssllint-verify-stock-apache-');
  const link = (from: string, to: string) => {
    if (!existsSync(join(dir, to))) symlinkSync(from, join(dir, to));
  };
  for (const m of ['ssl.load', 'ssl.conf', 'socache_shmcb.load']) link(`../mods-available/${m}`, `mods-enabled/${m}`);
  link('../sites-available/default-ssl.conf', 'sites-enabled/default-ssl.conf');
  return dir;
}

/**
 * /etc/nginx copied with the TLS lines of the default site switched on (Debian ships them
 * commented out: `# listen 443 ssl default_server;`, `# include snippets/snakeoil.conf;`).
 * Its includes name /etc/nginx: verify reads the copy with --path-map /etc/nginx=COPY.
 */
export function stockNginx(): string | undefined {
  const site = '/etc/nginx/sites-available/default';
  if (!existsSync('/etc/nginx/nginx.conf') || !existsSync(site)) return undefined;
  const dir = copyTree('/etc/nginx', 'ssllint-verify-stock-nginx-');
  const path = join(dir, 'sites-available', 'default');
  const text = readFileSync(path, 'utf8').replace(/^(\s*)# (listen (?:\[::\]:)?443 ssl default_server;|include snippets\/snakeoil\.conf;)/gm, '$1$2');
  writeFileSync(path, text);
  return dir;
}

export function isDir(path: string): boolean {
  try {
    return readdirSync(path) !== undefined;
  } catch {
    return false;
  }
}

/**
 * `run` (verify in this process) with a temp directory of its own, since other test files run
 * verify at the same time: what it left there.
 */
export async function leftBehind(run: () => Promise<unknown>): Promise<string[]> {
  const dir = makeTmp('ssllint-verify-tmpdir-').dir;
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    await run();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  return readdirSync(dir);
}
