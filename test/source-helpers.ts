// Shared by the source-stage tests: throw-away trees on disk and the real servers as oracles.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { CORPUS } from './helpers/corpus.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { findBinary } from './helpers/peers.js';

/** A temp directory removed after the test file; its real path (tmpdir may be a symlink). */
export function tempDir(prefix = 'ssllint-src-'): string {
  const dir = makeTmp(prefix).dir;
  afterAll(() => removeTmp(dir));
  return dir;
}

/** Writes `files` under `root`: a string is file content, `{ link }` a symlink, `null` an empty directory. */
export function writeTree(root: string, files: Record<string, string | Buffer | { link: string } | null>): void {
  for (const [rel, content] of Object.entries(files)) {
    const path = join(root, rel);
    if (content === null) {
      mkdirSync(path, { recursive: true });
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    if (typeof content === 'object' && !Buffer.isBuffer(content)) symlinkSync(content.link, path);
    else writeFileSync(path, content);
  }
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;


export const nginxBin = findBinary('nginx');
export const apacheBin = findBinary('apache2') ?? findBinary('httpd');

/** `nginx -T` on a config: the dump (stdout) and whether nginx accepted the config. */
export function nginxDump(conf: string, scratch: string): { ok: boolean; stdout: string; stderr: string } {
  const r = spawnSync(
    nginxBin as string,
    ['-T', '-c', conf, '-g', `pid ${join(scratch, 'nginx.pid')};`, '-e', join(scratch, 'error.log')],
    { encoding: 'utf8' },
  );
  return { ok: r.status === 0, stdout: r.stdout, stderr: r.stderr };
}

/** The files nginx -T says it read, in order. */
export function nginxReadFiles(dump: string): string[] {
  return [...dump.matchAll(/^# configuration file (.*):$/gm)].map((m) => m[1]);
}

/**
 * The files httpd reads for a config, in order, from `apache2 -t -D DUMP_INCLUDES`
 * (printed even when the check fails later, e.g. for want of an MPM), plus its stderr.
 */
export function apacheIncludes(conf: string, serverRoot: string, env: Record<string, string> = {}): { files: string[]; output: string } {
  const r = spawnSync(apacheBin as string, ['-d', serverRoot, '-f', conf, '-t', '-D', 'DUMP_INCLUDES'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const output = r.stdout + r.stderr;
  const files = [...output.matchAll(/^\s+\((?:\*|\d+)\) (.*)$/gm)].map((m) => m[1]);
  return { files, output };
}

/** A writable copy of a (read-only) corpus directory. */
export function copyTree(from: string, to: string): string {
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'u+w', to]);
  return to;
}

/**
 * The corpus stores some git symlinks as small files holding the link target (certbot's
 * sites-enabled/*). Turns each such file back into the symlink it was, when the target exists.
 */
export function restoreGitSymlinks(dir: string): string[] {
  const restored: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        walk(p);
        continue;
      }
      if (!e.isFile() || statSync(p).size > 300) continue;
      const target = readFileSync(p, 'utf8');
      if (!/^\.\.?\/[^\n\0]*$/.test(target) || !existsSync(join(d, target))) continue;
      unlinkSync(p);
      symlinkSync(target, p);
      restored.push(p);
    }
  };
  walk(dir);
  return restored.sort();
}

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = join(here, '..', 'fixtures');
/** The corpus of real configs written by others (test/corpus). */
export { CORPUS };
