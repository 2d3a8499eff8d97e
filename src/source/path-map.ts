// `--path-map FROM=TO`: a repository holding a copy of /etc/nginx resolves the config's
// absolute paths (includes now, certificate files later) into the copy.
import { posix, resolve } from 'node:path';

export type PathMap = [from: string, to: string][];

export type PathMapParse = { ok: true; map: PathMap } | { ok: false; error: string };

/** Splits `FROM=TO` specs; TO is made absolute against `cwd`. */
export function parsePathMap(specs: readonly string[], cwd = process.cwd()): PathMapParse {
  const map: PathMap = [];
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    const from = eq === -1 ? '' : spec.slice(0, eq);
    const to = eq === -1 ? '' : spec.slice(eq + 1);
    if (!from || !to) return { ok: false, error: `--path-map expects FROM=TO, got "${spec}"` };
    if (!from.startsWith('/')) return { ok: false, error: `--path-map FROM must be an absolute path, got "${from}"` };
    map.push([trimSlash(posix.normalize(from)), trimSlash(resolve(cwd, to))]);
  }
  return { ok: true, map };
}

/**
 * Pairs already split (from the command line or a config file) made usable: FROM normalised,
 * a relative TO resolved against `base` — the working directory for `--path-map`, the config
 * file's directory for its `pathMap` key — so that `--path-map /etc/nginx=conf` means
 * `./conf` wherever the process itself happens to run. A relative FROM is refused.
 */
export function absolutePathMap(pairs: readonly (readonly [string, string])[], base: string, source: string): PathMapParse {
  const map: PathMap = [];
  for (const [from, to] of pairs) {
    if (!from.startsWith('/')) return { ok: false, error: `${source}: FROM must be an absolute path, got "${from}"` };
    map.push([trimSlash(posix.normalize(from)), trimSlash(resolve(base, to))]);
  }
  return { ok: true, map };
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function longestCover(path: string, map: PathMap | undefined): [string, string] | undefined {
  if (!map || !path.startsWith('/')) return undefined;
  let best: [string, string] | undefined;
  for (const pair of map) {
    const from = pair[0];
    const covers = from === '/' || path === from || path.startsWith(from + '/');
    if (covers && (!best || from.length > best[0].length)) best = pair;
  }
  return best;
}

/**
 * Rewrites an absolute path through the longest FROM that is a whole-component prefix of
 * it (`/etc/nginx` maps `/etc/nginx/x` but not `/etc/nginx2/x`). Paths no FROM covers,
 * and relative paths, come back unchanged.
 */
export function applyPathMap(path: string, map: PathMap | undefined): string {
  const best = longestCover(path, map);
  if (!best) return path;
  const [from, to] = best;
  if (path === from) return to;
  return posix.join(to, from === '/' ? path : path.slice(from.length));
}

/** True when some FROM covers `path`. */
export function pathMapCovers(path: string, map: PathMap | undefined): boolean {
  return longestCover(path, map) !== undefined;
}
