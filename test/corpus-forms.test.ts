// The corpus keeps upstream symlinks as stub files holding the target (test/helpers/corpus.ts), so
// that every checkout reads the same bytes (#19 item 6). A tree is made here in both forms from
// the same corpus directory; the helpers turn either into the other, and the loader reads the
// same files from both.
import { readFileSync, readdirSync, lstatSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadPaths } from '../src/load/load.js';
import { holdsLinks, linksToStubs } from './helpers/corpus.js';
import { copyTree, CORPUS, restoreGitSymlinks, tempDir } from './source-helpers.js';

const TREE = 'certbot/certbot/src/certbot/_internal/tests/plugins/apache/testdata/debian_apache_2_4/multiple_vhosts/apache2';

/** Every entry under `dir`: `path -> target` for a link, `path: content` for a file. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      const rel = relative(dir, p);
      if (e.isSymbolicLink()) out.push(`${rel} -> ${readlinkSync(p)}`);
      else if (e.isDirectory()) walk(p);
      else out.push(`${rel}: ${readFileSync(p, 'utf8').length}:${readFileSync(p, 'utf8').slice(0, 40)}`);
    }
  };
  walk(dir);
  return out;
}

describe('the corpus in either form', () => {
  test('the corpus holds stubs, no link, so every checkout reads the same bytes', () => {
    expect(holdsLinks(CORPUS)).toBe(false);
  });

  test('stubs to links and back give the tree git stores, and both load the same files', () => {
    const base = tempDir('ssllint-forms-');
    const stubs = copyTree(join(CORPUS, TREE), join(base, 'stubs', 'apache2'));
    const links = copyTree(join(CORPUS, TREE), join(base, 'links', 'apache2'));
    const restored = restoreGitSymlinks(links).map((p) => relative(links, p));
    expect(restored.length).toBeGreaterThan(0);
    expect(holdsLinks(links)).toBe(true);
    for (const r of restored) expect(lstatSync(join(links, r)).isSymbolicLink()).toBe(true);

    // Links turned back into stubs: the same bytes as the stub form.
    const again = copyTree(links, join(base, 'again'));
    expect(linksToStubs(again)).toHaveLength(restored.length);
    expect(snapshot(again)).toEqual(snapshot(stubs));

    // With the links in place the loader follows them; made from either form, the tree is the same.
    const fromStubs = restoreGitSymlinks(copyTree(stubs, join(base, 'restored', 'apache2')));
    expect(fromStubs.map((p) => relative(join(base, 'restored', 'apache2'), p))).toEqual(restored);
    const files = (root: string): string[] => [...loadPaths([root]).trees[0].files.keys()].map((f) => relative(root, f));
    expect(files(join(base, 'restored', 'apache2'))).toEqual(files(links));
    expect(files(links)).toContain('sites-available/default-ssl.conf');
  });
});
