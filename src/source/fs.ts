// The file system as the source stage sees it. The disk is one implementation; an
// `nginx -T` dump on stdin is another, so includes resolve among the dumped files with
// exactly the same glob and loader code.
import { readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { applyPathMap, type PathMap } from './path-map.js';
import { readConfigFile, type ReadOutcome } from './read.js';

export type PathKind = 'file' | 'dir' | 'other' | 'missing';

export interface DirEntry {
  name: string;
  /** A directory itself, not a symlink to one (what readdir's d_type says). */
  isDir: boolean;
  /** A symbolic link (to anything). */
  isLink: boolean;
  /** A regular file itself, not a symlink to one. */
  isFile: boolean;
}

export interface SourceFs {
  /** What `path` is after following symlinks. */
  kind(path: string): PathKind;
  /** Entries of a directory (unsorted, without `.`/`..`), or undefined when it cannot be listed. */
  list(path: string): DirEntry[] | undefined;
  /** The canonical path: symlinks resolved (the path itself when it cannot be resolved). */
  realpath(path: string): string;
  read(path: string): ReadOutcome;
  /** What an earlier read() of `path` returned, without reading again (cachingFs only). */
  cachedRead?(path: string): ReadOutcome | undefined;
  /** Drops what read() of `path` kept (cachingFs only): a file found to be no configuration. */
  forget?(path: string): void;
}

/**
 * The path of entry `name` of directory `dir`: posix.join(dir, name) for a normalized absolute
 * `dir` and a name as a listing gives it (no `/`, never `.` or `..`), without re-normalizing
 * the directory's part once per entry of a large directory.
 */
export function childPath(dir: string, name: string): string {
  return dir.endsWith('/') ? dir + name : dir + '/' + name;
}

/** The disk as it is: symlinks resolved by the operating system. */
export const diskFs: SourceFs = {
  kind(path) {
    try {
      const st = statSync(path);
      return st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other';
    } catch (err) {
      // Only absence is "missing": a symlink loop or a permission problem is something
      // there that cannot be read, which reading will then explain.
      const code = (err as NodeJS.ErrnoException).code;
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'other';
    }
  },
  list(path) {
    try {
      return readdirSync(path, { withFileTypes: true }).map((d) => ({
        name: d.name,
        isDir: d.isDirectory(),
        isLink: d.isSymbolicLink(),
        isFile: d.isFile(),
      }));
    } catch {
      return undefined;
    }
  },
  realpath(path) {
    try {
      return realpathSync.native(path);
    } catch {
      return path;
    }
  },
  read: readConfigFile,
};

/** Links followed before giving up, as the kernel's ELOOP limit. */
const MAX_LINK_HOPS = 40;

/** A resolved directory, and the components of a path still to resolve below it. */
export interface LinkWalkPoint {
  done: string;
  todo: string[];
}

/** The components of a path, without empty ones and `.`. */
export function pathParts(path: string): string[] {
  return path.split('/').filter((p) => p !== '' && p !== '.');
}

/**
 * Resolves the symlinks of `path` (absolute) one component at a time, passing absolute link
 * targets through the path map. `restart` says where the walk starts for the path and for
 * each absolute target (undefined: it stops there); `stays`, whether it may go on after a
 * `..`. Stopped, it returns the path reached, outside; a loop returns `path` unchanged, so
 * that reading it reports ELOOP.
 */
export function walkLinks(path: string, map: PathMap | undefined, restart: (abs: string) => LinkWalkPoint | undefined, stays: (dir: string) => boolean = () => true): string {
  const first = restart(path);
  if (!first) return path;
  let { done, todo } = first;
  for (let hops = 0; todo.length > 0; ) {
    const part = todo.shift() as string;
    if (part === '..') {
      done = posix.dirname(done);
      if (!stays(done)) return posix.join(done, ...todo);
      continue;
    }
    const next = posix.join(done, part);
    let target: string;
    try {
      target = readlinkSync(next);
    } catch {
      // Not a link (EINVAL) or not there (ENOENT): the name stands as written.
      done = next;
      continue;
    }
    if (++hops > MAX_LINK_HOPS) return path;
    if (!target.startsWith('/')) {
      todo = [...pathParts(target), ...todo];
      continue;
    }
    const mapped = applyPathMap(target, map);
    const at = restart(mapped);
    if (!at) return posix.join(mapped, ...todo);
    done = at.done;
    todo = [...at.todo, ...todo];
  }
  return done;
}

/**
 * Resolves symlinks one component at a time, passing absolute link targets through the
 * path map: a copy of /etc/nginx keeps Debian's `sites-enabled/default ->
 * /etc/nginx/sites-available/default`, which must land in the copy, not on this machine.
 */
export function mappedRealpath(path: string, map: PathMap): string {
  return walkLinks(path, map, (abs) => ({ done: '/', todo: pathParts(abs) }));
}

/** The disk seen through `--path-map`: every path is resolved with mappedRealpath first. */
export function mappedDiskFs(map: PathMap | undefined): SourceFs {
  if (!map || map.length === 0) return diskFs;
  const real = (p: string) => mappedRealpath(p, map);
  return {
    kind: (p) => diskFs.kind(real(p)),
    list: (p) => diskFs.list(real(p)),
    realpath: real,
    read: (p) => diskFs.read(real(p)),
  };
}

/**
 * Files held in memory by absolute path. Directories exist implicitly as the parents of
 * the files; there are no symlinks, so a path is its own real path.
 */
export function memoryFs(files: Map<string, string>): SourceFs {
  const dirs = new Map<string, Map<string, boolean>>();
  for (const file of files.keys()) {
    let child = file;
    let parent = posix.dirname(child);
    while (parent !== child) {
      let entries = dirs.get(parent);
      if (!entries) dirs.set(parent, (entries = new Map()));
      entries.set(posix.basename(child), child !== file);
      child = parent;
      parent = posix.dirname(child);
    }
  }
  return {
    kind: (path) => (files.has(path) ? 'file' : dirs.has(path) ? 'dir' : 'missing'),
    list(path) {
      const entries = dirs.get(path);
      return entries ? [...entries].map(([name, isDir]) => ({ name, isDir, isLink: false, isFile: !isDir })) : undefined;
    },
    realpath: (path) => path,
    read(path) {
      const text = files.get(path);
      if (text !== undefined) return { ok: true, text };
      return { ok: false, reason: dirs.has(path) ? 'is a directory' : 'no such file in the nginx -T dump' };
    },
  };
}

/**
 * Remembers listings, reads and real paths for one run: detection sniffs a file the loader
 * then parses, and a 10,000-file conf.d costs one realpath of the directory plus the
 * listing's d_type instead of a realpath per file.
 */
export function cachingFs(inner: SourceFs): SourceFs {
  const reads = new Map<string, ReadOutcome>();
  const lists = new Map<string, Map<string, DirEntry> | undefined>();
  const reals = new Map<string, string>();
  const list = (p: string): Map<string, DirEntry> | undefined => {
    if (!lists.has(p)) {
      const entries = inner.list(p);
      lists.set(p, entries && new Map(entries.map((e) => [e.name, e])));
    }
    return lists.get(p);
  };
  const realpath = (p: string): string => {
    let real = reals.get(p);
    if (real !== undefined) return real;
    const dir = posix.dirname(p);
    const entry = dir !== p ? lists.get(dir)?.get(posix.basename(p)) : undefined;
    if (entry && !entry.isLink) {
      // A listed entry that is not a link resolves to its directory's real path plus its name.
      // When that is `p` itself, `p` is returned: the loader keys several maps by the real path,
      // and one string object is hashed once.
      const joined = childPath(realpath(dir), entry.name);
      real = joined === p ? p : joined;
    } else {
      real = inner.realpath(p);
    }
    reals.set(p, real);
    return real;
  };
  return {
    kind: (p) => inner.kind(p),
    list: (p) => {
      const entries = list(p);
      return entries && [...entries.values()];
    },
    realpath,
    read(p) {
      let r = reads.get(p);
      if (!r) reads.set(p, (r = inner.read(p)));
      return r;
    },
    cachedRead: (p) => reads.get(p),
    forget: (p) => void reads.delete(p),
  };
}
