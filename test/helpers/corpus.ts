// The corpus of real configurations written by others, kept in test/corpus (see its SOURCES.md
// for where each source comes from and under which licence). Git symlinks of the upstream
// trees (certbot's sites-enabled/*, …) are stored as small files holding the target ("stubs"),
// so every checkout, with or without symlink support, reads the same bytes; the tests and the
// reviewed snapshot (test/corpus-findings.txt) are written against that form.
import { readdirSync, readlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** test/corpus, inside the repository. */
export const CORPUS = resolve(__dirname, '../corpus');

/** Replaces every symbolic link under `dir` by a stub file holding its target, as git does without symlink support; returns them, sorted. */
export function linksToStubs(dir: string): string[] {
  const done: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isSymbolicLink()) {
        const target = readlinkSync(p);
        unlinkSync(p);
        writeFileSync(p, target);
        done.push(p);
      } else if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return done.sort();
}

/** True when some entry under `dir` is a symbolic link. */
export function holdsLinks(dir: string): boolean {
  const walk = (d: string): boolean => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isSymbolicLink()) return true;
      if (e.isDirectory() && walk(join(d, e.name))) return true;
    }
    return false;
  };
  return walk(dir);
}
