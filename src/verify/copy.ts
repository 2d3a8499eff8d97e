// The private copy verify starts the server on: one directory made for the run, holding the
// configuration files (each at its own absolute path under conf/, edited), the document roots
// (docroot/, dummy files only), the logs, pid, lock and temp files, the certificates made for
// the run and the Unix sockets probes reach the server through. Nothing outside it is written.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ConfigTree } from '../source/types.js';
import type { Directive } from '../syntax/types.js';

export interface CopyLayout {
  dir: string;
  /** Configuration files, each at conf/ + its absolute path. */
  conf: string;
  /** Document roots, each at docroot/ + its absolute path. */
  docroot: string;
  /** nginx -p: where relative paths of the main context resolve. */
  prefix: string;
  logs: string;
  run: string;
  tmp: string;
  sock: string;
  certs: string;
  /** One directory per include directive, holding links to its files in reading order. */
  inc: string;
}

const PREFIX = 'ssllint-verify-';

/**
 * A new private directory. It is searchable by all (the server's workers may run as another
 * user and must reach the document root and temp files), but nobody else can write there.
 */
export function makeLayout(): CopyLayout {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), PREFIX)));
  chmodSync(dir, 0o755);
  const sub = (name: string, mode = 0o755): string => {
    const path = join(dir, name);
    mkdirSync(path, { mode });
    chmodSync(path, mode);
    return path;
  };
  return {
    dir,
    conf: sub('conf'),
    docroot: sub('docroot'),
    prefix: sub('prefix'),
    logs: sub('logs'),
    run: sub('run'),
    tmp: sub('tmp', 0o777),
    sock: sub('sock', 0o700),
    certs: sub('certs', 0o711),
    inc: sub('inc'),
  };
}

/** Removes the run's directory, and nothing else: only a path makeLayout made. */
export function removeLayout(layout: CopyLayout): void {
  if (dirname(layout.dir) !== realpathSync(tmpdir()) || !layout.dir.slice(dirname(layout.dir).length + 1).startsWith(PREFIX)) return;
  rmSync(layout.dir, { recursive: true, force: true, maxRetries: 3 });
}

export function mirrorOf(layout: CopyLayout, real: string): string {
  return join(layout.conf, real.startsWith('/') ? real : `/${real}`);
}

/** Writes `text` at `path` inside the layout, making its directories (readable by all). */
export function writeInside(path: string, text: string | Buffer, mode = 0o644): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o755 });
  writeFileSync(path, text, { mode });
  chmodSync(path, mode);
}

/**
 * An include's files, in the order the server read them, as links named 000001, 000002... in a
 * directory of their own: the include becomes `that directory/*`, which both servers expand
 * in name order, so the copy reads the same files in the same order whatever names or
 * symbolic links the original glob went through.
 */
export class IncludeLinks {
  private n = 0;
  /** Each link -> the original file it stands for (to say the server's messages in the original's names). */
  readonly names = new Map<string, string>();
  constructor(private readonly layout: CopyLayout) {}

  link(d: Directive): string {
    const dir = join(this.layout.inc, String(++this.n));
    mkdirSync(dir, { mode: 0o755 });
    (d.includes ?? []).forEach((real, i) => {
      const link = join(dir, String(i + 1).padStart(6, '0'));
      symlinkSync(mirrorOf(this.layout, real), link);
      this.names.set(link, real);
    });
    return join(dir, '*');
  }
}

/** The directives of `list` and of the files its includes pull in, at that level, in reading order. */
export function levelDirectives(list: readonly Directive[], tree: ConfigTree, depth = 0): Directive[] {
  const out: Directive[] = [];
  for (const d of list) {
    const name = d.name.toLowerCase();
    if ((name === 'include' || name === 'includeoptional') && d.includes && depth < 16) {
      for (const real of d.includes) {
        const parsed = tree.files.get(real);
        if (parsed) for (const x of levelDirectives(parsed.directives, tree, depth + 1)) out.push(x);
      }
    } else out.push(d);
  }
  return out;
}
