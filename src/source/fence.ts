// Which files of this machine a run may read. One rule (docs/security.md says it for users; this
// module is the one place that decides it):
// - a tree in a repository (a git work tree), in the GitHub Action's workspace or in the
//   editor's workspace (the language server, always) is fenced: nothing outside the repository
//   or workspace is read, listed or even looked at, and each read refused is a finding;
// - a tree outside any repository is the host's own (`ssllint /etc/nginx`): everything the
//   server would read is read, and quoted, as for any tree.
// The fence follows the tree linted, not the working directory: `ssllint /etc/nginx` typed in a
// clone is a host run. A repository's config file cannot reach out through its `roots` either.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { pathParts, walkLinks } from './fs.js';
import type { PathMap } from './path-map.js';

export interface Fence {
  /**
   * Absolute paths of the directories the fence holds (a closed fence's top both as found and
   * with its symlinks resolved); for any fence, where --fix may edit.
   */
  roots: readonly string[];
  /** Nothing outside the roots is read: the tree comes from a repository or a workspace. */
  closed: boolean;
  /** The roots in words, for messages: "the repository /src/site", "the workspace /w". */
  where: string;
  /** How to have a file outside read, for a closed fence's refusals; `dir`: the absolute directory the path written names, when it names one. */
  allow(dir?: string): string;
}

/** The fence of each tree a run lints. */
export interface Fences {
  /** The fence of the tree at `path` (absolute, as named: on the command line, in `roots`, in the Action's `paths`). */
  of(path: string): Fence;
}

/** A workspace that fences everything linted in it, whatever lies where. */
export interface Workspace {
  dirs: readonly string[];
  /** The language server's folders; else the Action's GITHUB_WORKSPACE. */
  editor?: boolean;
}

/** Whether `path` (absolute; lexical or resolved) is one of the roots or below one. */
export function withinFence(fence: Fence, path: string): boolean {
  for (const root of fence.roots) if (under(path, root)) return true;
  return false;
}

function under(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith('/') ? root : root + '/');
}

/**
 * Why a read outside a closed fence is refused, as messages give it: `link` when the path
 * written lies inside and a symbolic link on its way leads out. Nothing about the file outside
 * (where the link leads, whether anything is there) is said.
 */
export function outsideReason(fence: Fence, link = false): string {
  return `it ${link ? 'leads outside' : 'lies outside'} ${fence.where}${link ? ' through a symbolic link' : ''}, and ssllint reads only files inside it (docs/security.md)`;
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

/**
 * `path` (absolute, lexical) with its symlinks resolved as far as a closed fence lets ssllint
 * look. The walk starts at the root the path lies in, resolved, and reads links one component
 * at a time (absolute targets through the path map, as a copy of /etc/nginx needs); the moment
 * it reaches a path outside every root it stops and returns that path, outside. So whether a
 * path is let in never depends on anything outside: a link's target there is neither followed
 * nor tested for existence. A path outside as written comes back as it is.
 */
export function resolveInFence(path: string, fence: Fence, map: PathMap | undefined): string {
  const start = (abs: string) => {
    const root = fence.roots.find((r) => under(abs, r));
    return root === undefined ? undefined : { done: realRoot(root), todo: pathParts(abs.slice(root.length)) };
  };
  return walkLinks(posix.normalize(path), map, start, (dir) => withinFence(fence, dir));
}

const realRoots = new Map<string, string>();

/** A root's real path, resolved once (roots are directories that exist: a work tree, a workspace). */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) realRoots.set(root, (real = realPath(root)));
  return real;
}

/** Files that mark the top of a server tree (nginx's prefix, httpd's ServerRoot on Debian and RHEL). */
const TREE_MARKERS = ['nginx.conf', 'apache2.conf', 'httpd.conf', join('conf', 'httpd.conf')];

/**
 * A named path as the root --fix may edit in, on a host: a directory itself; for a file, the
 * server tree around the place it is named at (the nearest directory above holding nginx.conf,
 * apache2.conf or httpd.conf), else that place's directory. Where a named symlink points is not
 * a root: `--fix link.conf` with link.conf -> /etc/passwd does not rewrite /etc/passwd, while
 * Debian's sites-enabled/x -> ../sites-available/x stays inside /etc/nginx.
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

/** The top of the git work tree holding `path` (a `.git` directory, or the `.git` file of a worktree), if any. */
export function gitWorkTree(path: string): string | undefined {
  for (let d = resolve(path); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return undefined;
  }
}

/**
 * The repository a path lies in: the git work tree holding it, as named or as resolved (a
 * symlink into a clone is the clone's). A work tree at or below /etc is the host's own
 * configuration kept in git (etckeeper, an operator's /etc/nginx under git), not a repository.
 */
export function repositoryOf(path: string): string | undefined {
  for (const p of unique([resolve(path), realPath(path)])) {
    const top = gitWorkTree(p);
    if (top !== undefined && !under(top, '/etc')) return top;
  }
  return undefined;
}

/** The workspace of a file an editor opened outside any workspace folder: its repository, else the server tree around it. */
export function workspaceOf(file: string): string {
  return repositoryOf(file) ?? rootOf(file);
}

export interface FenceInputs {
  cwd: string;
  /** The GitHub Action's workspace or the editor's: everything linted is fenced there. */
  workspace?: Workspace;
  /** The config file in effect: when it lies in a repository, the `roots` it names stay inside it. */
  configFile?: string;
  /** The paths linted are the config file's `roots` (none was named on the command line). */
  fromConfig?: boolean;
}

/**
 * - The Action and the editor: their workspace, whatever is linted (the Action's `paths` input
 *   comes from a workflow file a pull request can change).
 * - The config file's `roots`, when the config file lies in a repository: that repository.
 * - Any other path: the repository it lies in, else the host's own tree (open).
 */
export function decideFences(inputs: FenceInputs): Fences {
  const made = new Map<string, Fence>();
  const once = (key: string, make: () => Fence): Fence => {
    let fence = made.get(key);
    if (!fence) made.set(key, (fence = make()));
    return fence;
  };
  const ws = inputs.workspace;
  if (ws !== undefined) {
    const dirs = unique(ws.dirs.map((d) => resolve(inputs.cwd, d)));
    const fence = workspaceFence(dirs, !!ws.editor);
    return { of: () => fence };
  }
  const configRepo = inputs.configFile && inputs.fromConfig ? repositoryOf(resolve(inputs.cwd, inputs.configFile)) : undefined;
  return {
    of(path) {
      const abs = resolve(inputs.cwd, path);
      if (configRepo !== undefined) return once(`repo\0${configRepo}`, () => repositoryFence(configRepo));
      const repo = repositoryOf(abs);
      if (repo !== undefined && !under(abs, repo) && !under(abs, realPath(repo))) {
        // Named through a symlink into a clone: the path named is the clone's too (it resolves there).
        return once(`repo\0${repo}\0${abs}`, () => repositoryFence(repo, abs));
      }
      if (repo !== undefined) return once(`repo\0${repo}`, () => repositoryFence(repo));
      const root = rootOf(abs);
      return once(`host\0${root}`, () => ({ roots: [root], closed: false, where: root, allow: () => '' }));
    },
  };
}

/** The fence of a repository's own files (its config file, the `policies` it names): the repository, when it lies in one. */
export function configFence(configFile: string, cwd: string, workspace?: Workspace): Fence | undefined {
  if (workspace !== undefined) return decideFences({ cwd, workspace }).of(cwd);
  const repo = repositoryOf(resolve(cwd, configFile));
  return repo === undefined ? undefined : repositoryFence(repo);
}

function repositoryFence(top: string, alias?: string): Fence {
  return {
    roots: unique([top, realPath(top), ...(alias ? [alias] : [])]),
    closed: true,
    // Not its path: a report reads the same wherever the repository is cloned (goldens, README).
    where: 'the repository',
    allow: (dir) => `to have it read, map ${dir ?? 'its directory'} into the repository with --path-map ${dir ?? 'FROM'}=DIR (or \`pathMap\` in the config file); a host's own tree is read whole when it is named on the command line and lies in no repository (docs/security.md)`,
  };
}

function workspaceFence(dirs: string[], editor: boolean): Fence {
  return {
    roots: unique(dirs.flatMap((d) => [d, realPath(d)])),
    closed: true,
    where: `the workspace ${dirs.join(', ')}`,
    allow: (dir) =>
      `to have it read, map ${dir ?? 'its directory'} into the workspace with \`pathMap\` in the config file${dir ? ` (${dir}: DIR)` : ''}${editor ? ', or add its folder to the workspace' : ''} (docs/security.md)`,
  };
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
