// The code cache (src/cli/code-cache.ts) holds code a later run executes: it must be used only
// from a directory and file of the current user's that no one else can write, and any failure
// must mean "no cache", never an error.
import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheDirectory, codeCache, MAX_ENTRIES } from '../src/cli/code-cache.js';
import { cacheTag, SUBCOMMANDS } from '../src/cli/load-bundle.js';
import { defaultIo } from '../src/cli/main.js';
import { buildProgram } from '../src/cli/program.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) removeTmp(dir);
});

function temp(): string {
  const dir = makeTmp('ssllint-code-cache-').dir;
  made.push(dir);
  return dir;
}

const DATA = Buffer.from('compiled code, as far as this test is concerned');
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/** A cache directory with one entry written the normal way. */
function written(): { dir: string; file: string } {
  const dir = join(temp(), 'ssllint');
  codeCache(dir, 'lint-abc').write(() => DATA);
  return { dir, file: join(dir, 'lint-abc.v8cache') };
}

describe('cacheDirectory', () => {
  const home = () => '/home/u';

  it('is $XDG_CACHE_HOME/ssllint, else ~/.cache/ssllint', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '/var/cache/u' }, home)).toBe('/var/cache/u/ssllint');
    expect(cacheDirectory({}, home)).toBe('/home/u/.cache/ssllint');
    // The XDG spec: a relative path is invalid and ignored.
    expect(cacheDirectory({ XDG_CACHE_HOME: 'cache' }, home)).toBe('/home/u/.cache/ssllint');
  });

  it('is off with SSLLINT_NO_CODE_CACHE or NODE_DISABLE_COMPILE_CACHE, or without a home', () => {
    expect(cacheDirectory({ SSLLINT_NO_CODE_CACHE: '1' }, home)).toBeUndefined();
    expect(cacheDirectory({ NODE_DISABLE_COMPILE_CACHE: '1' }, home)).toBeUndefined();
    expect(cacheDirectory({ SSLLINT_NO_CODE_CACHE: '' }, home)).toBe('/home/u/.cache/ssllint');
    expect(cacheDirectory({}, () => '')).toBeUndefined();
    expect(
      cacheDirectory({}, () => {
        throw new Error('no passwd entry');
      }),
    ).toBeUndefined();
  });
});

describe('codeCache', () => {
  it('reads back what it wrote, from a 0700 directory and a 0600 file', () => {
    const { dir, file } = written();
    expect(codeCache(dir, 'lint-abc').read()).toEqual(DATA);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['lint-abc.v8cache']);
    expect(codeCache(dir, 'lint-other').read()).toBeUndefined();
  });

  it('creates ~/.cache too when it is missing, but nothing further up', () => {
    const home = temp();
    const dir = join(home, '.cache', 'ssllint');
    codeCache(dir, 'x').write(() => DATA);
    expect(statSync(join(home, '.cache')).mode & 0o777).toBe(0o700);
    expect(codeCache(dir, 'x').read()).toEqual(DATA);

    const deeper = join(temp(), 'a', 'b', 'ssllint');
    codeCache(deeper, 'x').write(() => DATA);
    expect(codeCache(deeper, 'x').read()).toBeUndefined();
  });

  it('ignores a directory others can write to, and writes nothing there', () => {
    for (const mode of [0o770, 0o707]) {
      const { dir } = written();
      chmodSync(dir, mode);
      expect(codeCache(dir, 'lint-abc').read()).toBeUndefined();
      codeCache(dir, 'new').write(() => DATA);
      expect(readdirSync(dir)).toEqual(['lint-abc.v8cache']);
    }
  });

  it('ignores an entry others can write to', () => {
    for (const mode of [0o620, 0o602]) {
      const { dir, file } = written();
      chmodSync(file, mode);
      expect(codeCache(dir, 'lint-abc').read()).toBeUndefined();
    }
  });

  it('ignores symbolic links, for the directory and for an entry', () => {
    const { dir, file } = written();
    const linkedDir = join(temp(), 'ssllint');
    symlinkSync(dir, linkedDir);
    expect(codeCache(linkedDir, 'lint-abc').read()).toBeUndefined();
    symlinkSync(file, join(dir, 'linked.v8cache'));
    expect(codeCache(dir, 'linked').read()).toBeUndefined();
  });

  it.runIf(isRoot)('ignores what another user owns, and does not create its directory in another user\'s', () => {
    const { dir, file } = written();
    chownSync(file, NOBODY, NOBODY);
    expect(codeCache(dir, 'lint-abc').read()).toBeUndefined();
    const other = written();
    chownSync(other.dir, NOBODY, NOBODY);
    expect(codeCache(other.dir, 'lint-abc').read()).toBeUndefined();

    // `sudo` keeping HOME: root must not leave a root-owned ~/.cache/ssllint in a user's home.
    const home = temp();
    chownSync(home, NOBODY, NOBODY);
    mkdirSync(join(home, '.cache'));
    chownSync(join(home, '.cache'), NOBODY, NOBODY);
    codeCache(join(home, '.cache', 'ssllint'), 'x').write(() => DATA);
    expect(readdirSync(join(home, '.cache'))).toEqual([]);
  });

  it('never throws, whatever stands in the way', () => {
    const parent = temp();
    writeFileSync(join(parent, 'file'), 'not a directory');
    const blocked = codeCache(join(parent, 'file', 'ssllint'), 'x');
    let produced = 0;
    expect(() => blocked.write(() => (produced++, DATA))).not.toThrow();
    expect(produced, 'nothing is produced for a cache that cannot be written').toBe(0);
    expect(blocked.read()).toBeUndefined();
    const { dir } = written();
    // An entry name that cannot be a file (a directory is in the way) fails quietly too.
    mkdirSync(join(dir, 'busy.v8cache'));
    expect(() => codeCache(dir, 'busy').write(() => DATA)).not.toThrow();
    expect(() =>
      codeCache(dir, 'refused').write(() => {
        throw new Error('V8 could not serialize');
      }),
    ).not.toThrow();
    expect(codeCache(dir, 'busy').read()).toBeUndefined();
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it(`keeps the ${MAX_ENTRIES} newest entries`, () => {
    const { dir } = written();
    const old = Date.now() / 1000 - 3600;
    utimesSync(join(dir, 'lint-abc.v8cache'), old, old);
    for (let i = 0; i < MAX_ENTRIES; i++) codeCache(dir, `entry-${i}`).write(() => DATA);
    const left = readdirSync(dir);
    expect(left).toHaveLength(MAX_ENTRIES);
    expect(left).not.toContain('lint-abc.v8cache');
    expect(readFileSync(join(dir, `entry-${MAX_ENTRIES - 1}.v8cache`))).toEqual(DATA);
  });
});

describe('cacheTag', () => {
  it.each([
    [['--version'], 'info'],
    [['-v'], 'info'],
    [['/etc/nginx', '--help'], 'info'],
    [['help', 'ciphers'], 'info'],
    [['ciphers', 'HIGH', '--help'], 'info'],
    [['ciphers', 'HIGH:!aNULL'], 'ciphers'],
    [['advise', '--server', 'apache'], 'advise'],
    [['parse', 'nginx.conf'], 'parse'],
    [['audit', '--tar', '-'], 'audit'],
    [['verify', '/etc/nginx'], 'verify'],
    [['/etc/nginx'], 'lint'],
    [['--format', 'json', '/etc/nginx'], 'lint'],
    [['-'], 'lint'],
    [[], 'lint'],
    [['--', '--version'], 'lint'],
  ])('%j → %s', (argv, tag) => {
    expect(cacheTag(argv)).toBe(tag);
  });

  it('knows every command main.ts registers', () => {
    const program: Command = buildProgram(defaultIo(), () => undefined);
    expect(program.commands.map((c) => c.name()).sort()).toEqual([...SUBCOMMANDS].sort());
  });
});
