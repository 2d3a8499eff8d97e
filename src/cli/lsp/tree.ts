// Which tree a buffer is judged in: the config file's `roots` when they read it, else the
// nearest main configuration above it (inside the workspace) that includes it, else the file
// alone as a fragment. A site file is then linted with the `http {}` settings it inherits.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/** The main configuration files the source stage's directory detection starts a tree from. */
const MAIN_NAMES = ['nginx.conf', 'httpd.conf', 'apache2.conf'];

/** Whether `file` lies under `dir` (or is it). */
export function inside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
}

/**
 * Main configuration files from the buffer's directory up to `top` (inclusive), nearest first:
 * the candidates for the tree that includes it. `top` undefined: up to the file system's root.
 */
export function mainConfigsAbove(file: string, top: string | undefined): string[] {
  const out: string[] = [];
  let dir = dirname(file);
  for (;;) {
    for (const name of MAIN_NAMES) {
      const candidate = join(dir, name);
      if (candidate !== file && isFile(candidate)) out.push(candidate);
    }
    // Debian's /etc/apache2/sites-enabled sits beside apache2.conf; RHEL's conf.d beside conf/.
    const conf = join(dir, 'conf', 'httpd.conf');
    if (isFile(conf)) out.push(conf);
    if (top !== undefined && dir === top) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return out;
}

function isFile(p: string): boolean {
  try {
    return existsSync(p) && statSync(p).isFile();
  } catch {
    return false;
  }
}
