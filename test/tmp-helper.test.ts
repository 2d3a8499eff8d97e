// test/helpers/tmp.ts refuses to remove anything but a directory it made: each refusal throws and
// leaves every file where it was. The paths refused are the shapes a failed setup produces ('',
// what join('', '..') gives, a folder above), tried from inside a throw-away folder with a
// canary beside it, so that a broken helper would remove only that folder and fail here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTmp, removeTmp } from './helpers/tmp.js';

/**
 * Runs `fn` with the working directory in <area>/clone, where <area> is a folder made by mkdtemp
 * (not by makeTmp, so not the helper's to remove) holding a canary beside the clone; then
 * checks that both are still there, and removes the area.
 */
function fromInsideAClone(fn: (area: string, clone: string) => void): void {
  const area = mkdtempSync(join(tmpdir(), 'ssllint-tmp-area-'));
  const clone = join(area, 'clone');
  mkdirSync(join(clone, 'sub'), { recursive: true });
  writeFileSync(join(area, 'canary'), 'still here');
  const cwd = process.cwd();
  process.chdir(clone);
  try {
    fn(area, clone);
    process.chdir(cwd);
    expect(readFileSync(join(area, 'canary'), 'utf8')).toBe('still here');
    expect(existsSync(join(clone, 'sub'))).toBe(true);
  } finally {
    process.chdir(cwd);
    rmSync(area, { recursive: true, force: true });
  }
}

describe('removeTmp', () => {
  it('removes a directory makeTmp made, with what is in it, and a second call is a no-op', () => {
    const tmp = makeTmp('ssllint-tmp-ok-');
    mkdirSync(join(tmp.dir, 'a/b'), { recursive: true });
    writeFileSync(join(tmp.dir, 'a/b/f'), 'x');
    tmp.remove();
    expect(existsSync(tmp.dir)).toBe(false);
    expect(() => tmp.remove()).not.toThrow();
  });

  it.each<[string, (area: string, clone: string) => string]>([
    ['the empty string', () => ''],
    ['.', () => '.'],
    ['..', () => '..'],
    ["join('', '..'): what a cleanup computes from a root still ''", () => join('', '..')],
    ['a relative path into the clone', () => 'sub'],
    ['the working directory, absolute', (_area, clone) => clone],
    ['the folder the clone is in, absolute', (area) => area],
    ['a folder under the temp directory that makeTmp did not make', (area) => area],
    ['a path that climbs out and back', (area, clone) => `${clone}/../clone`],
  ])('refuses %s, and deletes nothing', (_what, path) => {
    fromInsideAClone((area, clone) => {
      expect(() => removeTmp(path(area, clone))).toThrow(/refusing to remove/);
    });
  });

  it('refuses a folder inside one it made', () => {
    const tmp = makeTmp('ssllint-tmp-inner-');
    mkdirSync(join(tmp.dir, 'sub'));
    expect(() => removeTmp(join(tmp.dir, 'sub'))).toThrow(/not a directory makeTmp\(\) made/);
    expect(existsSync(join(tmp.dir, 'sub'))).toBe(true);
    tmp.remove();
  });

  it("refuses its own directory once a link took its place, and leaves the link's target alone", () => {
    fromInsideAClone((area) => {
      const tmp = makeTmp('ssllint-tmp-swapped-');
      removeTmp(tmp.dir);
      symlinkSync(area, tmp.dir);
      expect(() => tmp.remove()).toThrow(/no longer a directory/);
      unlinkSync(tmp.dir);
    });
  });

  it('refuses a prefix that is not a plain name (no path may be slipped into mkdtemp)', () => {
    expect(() => makeTmp('../x-')).toThrow(/plain file-name prefix/);
    expect(() => makeTmp('')).toThrow(/plain file-name prefix/);
  });
});
