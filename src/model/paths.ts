// Files a server reads (certificates, keys, DH parameters) as written and as this machine
// can open them: relative to the nginx prefix / Apache ServerRoot, then through --path-map.
import { posix } from 'node:path';
import { applyPathMap, type PathMap } from '../source/path-map.js';
import type { Directive } from '../syntax/types.js';
import type { FileRef } from './types.js';

// What posix.normalize would change in an absolute path: an empty, `.` or `..` part. Most
// written paths have none, and a tree names a certificate and a key per site.
const NOT_NORMAL = /\/(\.\.?)?(\/|$)/;

export function resolveServerPath(written: string, base: string, pathMap: PathMap): string {
  // nginx `data:` certificates and paths built from variables name no file on disk; keep
  // them as written so that a rule can say so instead of reporting a missing file.
  if (written.startsWith('data:') || written.includes('$')) return written;
  const absolute = written.startsWith('/') ? (NOT_NORMAL.test(written) ? posix.normalize(written) : written) : posix.join(base || '/', written);
  return applyPathMap(absolute, pathMap);
}

/**
 * Resolves the file arguments of one tree. A certificate written once at nginx `http`
 * level (or in Apache's main server) and inherited by every server is one FileRef.
 */
export class FileRefs {
  private readonly resolved = new Map<string, string>();
  private readonly inheritedRefs = new Map<Directive, FileRef>();

  constructor(
    private readonly base: string,
    private readonly pathMap: PathMap,
  ) {}

  /** The FileRef for the first argument of `directive`, or for `written` when given. */
  ref(directive: Directive, inherited: boolean, written = directive.args[0]?.value ?? ''): FileRef {
    if (inherited) {
      const cached = this.inheritedRefs.get(directive);
      if (cached && cached.path === written) return cached;
    }
    let resolved = this.resolved.get(written);
    if (resolved === undefined) {
      resolved = resolveServerPath(written, this.base, this.pathMap);
      this.resolved.set(written, resolved);
    }
    const ref: FileRef = { path: written, resolved, at: directive.span, inherited };
    if (inherited) this.inheritedRefs.set(directive, ref);
    return ref;
  }
}
