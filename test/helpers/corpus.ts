// Where the tests read ../shared/corpus from. Git stores the corpus's symlinks (certbot's
// sites-enabled/*, …) as links; a checkout makes them real links by default, or small text
// files holding the target ("stubs") with core.symlinks=false, or when the corpus was copied
// without them. The tests and the reviewed snapshot (test/corpus-findings.txt) are written
// against the stub form, so a checkout with real links is read through a copy in stub form.
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readlinkSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The corpus as checked out beside the repository. */
export const SHARED_CORPUS = resolve(__dirname, '../../../shared/corpus');

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

const stubCopies = new Map<string, string>();

/**
 * The corpus in stub form: the checkout itself when it holds stubs (no copy), else a copy
 * made once per test process, its links turned into stubs, removed when the process exits.
 */
export function corpusInStubForm(corpus = SHARED_CORPUS): string {
  if (!existsSync(corpus) || !lstatSync(corpus).isDirectory() || !holdsLinks(corpus)) return corpus;
  const known = stubCopies.get(corpus);
  if (known) return known;
  const parent = mkdtempSync(join(tmpdir(), 'ssllint-corpus-'));
  const copy = join(parent, 'corpus');
  cpSync(corpus, copy, { recursive: true, verbatimSymlinks: true });
  linksToStubs(copy);
  process.on('exit', () => rmSync(parent, { recursive: true, force: true }));
  stubCopies.set(corpus, copy);
  return copy;
}
