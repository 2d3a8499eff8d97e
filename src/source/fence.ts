// Which files of this machine a run may read, and which it may quote. A repository's
// configuration is written by whoever sent the pull request: its `roots`, includes and
// symlinks must not make the linter read, or print, the runner's or the developer's own
// files. A host's configuration is its operator's: /etc/nginx is linted with /etc/ssl and
// whatever it includes, as the server reads it, but text is quoted only from the paths the
// operator named. docs/security.md says the same for users; this module is the one place
// that decides it.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface Fence {
  /**
   * Real, absolute paths of the directories whose files may be quoted in messages; in a
   * closed fence, the only places files are read from.
   */
  roots: readonly string[];
  /** Reads outside the roots are refused: the configuration comes from a repository. */
  closed: boolean;
  /** The roots in words, for messages: "the repository /src/site", "the workspace /w". */
  where: string;
}

/** Whether `real` (a path with its symlinks resolved) is one of the roots or below one. */
export function withinFence(fence: Fence, real: string): boolean {
  for (const root of fence.roots) {
    if (real === root) return true;
    if (real.startsWith(root.endsWith('/') ? root : root + '/')) return true;
  }
  return false;
}

/** The reason a read outside a closed fence is refused, as messages give it. */
export function outsideReason(fence: Fence): string {
  return `it lies outside ${fence.where}, and ssllint reads only files inside it (docs/security.md)`;
}

/** The path with its symlinks resolved; for a missing path, its nearest existing parent's, plus the rest. */
export function realPath(path: string): string {
  const abs = resolve(path);
  try {
    return realpathSync.native(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realPath(parent), abs.slice(parent.length + (parent.endsWith('/') ? 0 : 1)));
  }
}

/** Files that mark the top of a server tree (nginx's prefix, httpd's ServerRoot on Debian and RHEL). */
const TREE_MARKERS = ['nginx.conf', 'apache2.conf', 'httpd.conf', join('conf', 'httpd.conf')];

/**
 * A named path as a root: a directory itself; for a file, the server tree around the place it
 * is named at (the nearest directory above holding nginx.conf, apache2.conf or httpd.conf),
 * else that place's directory. Where a named symlink points is not a root: `--fix link.conf`
 * with link.conf -> /etc/passwd neither quotes nor rewrites /etc/passwd, while Debian's
 * sites-enabled/x -> ../sites-available/x stays inside /etc/nginx.
 */
function rootOf(path: string): string {
  const abs = resolve(path);
  try {
    if (statSync(abs).isDirectory()) return realPath(abs);
  } catch {
    return realPath(abs);
  }
  const dir = realPath(dirname(abs));
  for (let d = dir; ; d = dirname(d)) {
    if (TREE_MARKERS.some((m) => existsSync(join(d, m)))) return d;
    if (dirname(d) === d) return dir;
  }
}

/** The roots of paths named (`-` is the working directory's): what --fix may edit without a fence. */
export function namedRoots(paths: readonly string[], cwd = process.cwd()): string[] {
  return unique(paths.map((p) => rootOf(p === '-' ? cwd : resolve(cwd, p))));
}

/** The top of the git work tree holding `dir` (a `.git` directory, or the `.git` file of a worktree), if any. */
export function gitWorkTree(dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return undefined;
  }
}

export interface FenceInputs {
  /** Paths the user typed on the command line (`-` is standard input, rooted at `cwd`). */
  named: readonly string[];
  /** The config file's `roots` (absolute), used when nothing was named. */
  configRoots?: readonly string[];
  /** The config file in effect, found or given with --config. */
  configFile?: string;
  cwd: string;
  /** The GitHub Action's workspace: the fence is closed there, whatever was named. */
  workspace?: string;
}

/**
 * - The Action: closed, the workspace alone (its `paths` input comes from a workflow file a
 *   pull request can change).
 * - The command line with a config file that sits in a git work tree: closed, the work tree
 *   plus the paths the user named (a repository's config file and its `roots` are data from
 *   whoever wrote the repository; a path typed on the command line is the user's choice).
 * - Otherwise (a host): open, reads go where the configuration leads; the paths named (or the
 *   config file's roots) are what may be quoted.
 */
export function decideFence(inputs: FenceInputs): Fence {
  const named = inputs.named.map((p) => (p === '-' ? inputs.cwd : resolve(inputs.cwd, p)));
  if (inputs.workspace !== undefined) {
    const ws = realPath(resolve(inputs.cwd, inputs.workspace));
    return { roots: [ws], closed: true, where: `the workspace ${ws}` };
  }
  const repo = inputs.configFile ? gitWorkTree(dirname(resolve(inputs.cwd, inputs.configFile))) : undefined;
  if (repo !== undefined) {
    const top = realPath(repo);
    return { roots: unique([top, ...named.map(rootOf)]), closed: true, where: `the repository ${top}` };
  }
  const roots = unique((named.length > 0 ? named : inputs.configRoots ?? []).map(rootOf));
  return { roots, closed: false, where: roots.length === 1 ? roots[0] : 'the paths named' };
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
