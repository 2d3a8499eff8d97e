// #25 §5: a settings file planted in a pull request (.ssllint.yaml, a --policy file) and the
// `ignore` globs it holds cannot make a run take minutes or gigabytes: an oversized file and a
// YAML alias bomb are one-line usage errors (exit 2), and globs match in linear time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeIgnore } from '../src/config/ignore.js';
import { MAX_SETTINGS_FILE_BYTES } from '../src/source/small-file.js';
import { expectWithin, measured } from './helpers/bounds.js';
import { runCli } from './helpers/cli.js';

const root = mkdtempSync(join(tmpdir(), 'ssllint-bounds-settings-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A repository (a `.git` stops the config file search) holding `files` and a plain nginx.conf. */
function repo(files: Record<string, string>): string {
  const dir = join(root, `r${n++}`);
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {\n    server {\n        listen 80;\n    }\n}\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Ten lists of ten aliases of the list before: 10^10 strings once expanded. */
const ALIAS_BOMB = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');

describe('settings files', () => {
  // Modules load on the first run: that is not the input's cost.
  beforeAll(async () => {
    await runCli(['nginx.conf', '--policy', 'mozilla-modern'], { cwd: repo({ '.ssllint.yaml': 'ignore: [x]\n' }) });
  });

  test('a 50 MB .ssllint.yaml: a one-line usage error, at once', async () => {
    const big = `ignore:\n${'  - "vendor/**/x.conf"\n'.repeat(2_300_000)}`;
    expect(big.length).toBeGreaterThan(50e6);
    const dir = repo({ '.ssllint.yaml': big });
    const { value: run, spent } = await measured(() => runCli(['nginx.conf'], { cwd: dir }));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.yaml')}: cannot read config file (too large: ${Buffer.byteLength(big)} bytes, over the ${MAX_SETTINGS_FILE_BYTES} bytes ssllint reads)\n`);
    expectWithin(spent, { ms: 3_000, mb: 200 });
  });

  test('a 24 MB --policy file: a one-line usage error, at once', async () => {
    const clause = '  - {id: c, title: t, protocols: {allowed: [TLSv1.2, TLSv1.3]}}\n';
    const big = `id: x\ntitle: x\nsource: {document: d, version: "1", url: "https://example.com"}\nclauses:\n${clause.repeat(Math.ceil(24e6 / clause.length))}`;
    const dir = repo({ 'policy.yaml': big });
    const { value: run, spent } = await measured(() => runCli(['nginx.conf', '--policy', './policy.yaml'], { cwd: dir }));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ./policy.yaml: cannot read the policy file: too large: ${Buffer.byteLength(big)} bytes, over the ${MAX_SETTINGS_FILE_BYTES} bytes ssllint reads\n`);
    expectWithin(spent, { ms: 3_000, mb: 200 });
  });

  test('a YAML alias bomb in .ssllint.yaml: a usage error, not an internal error', async () => {
    const dir = repo({ '.ssllint.yaml': `${ALIAS_BOMB}\nignore: *a9\n` });
    const { value: run, spent } = await measured(() => runCli(['nginx.conf'], { cwd: dir }));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.yaml')}: invalid YAML: Excessive alias count indicates a resource exhaustion attack\n`);
    expectWithin(spent, { ms: 5_000, mb: 200 });
  });

  test('aliases in a --policy file are never expanded: a positioned usage error', async () => {
    const bomb = ALIAS_BOMB.replace(/^a(\d):/gm, (_, i: string) => (i === '0' ? 'id:' : `x${i}:`));
    const dir = repo({ 'policy.yaml': `${bomb}\n` });
    const { value: run, spent } = await measured(() => runCli(['nginx.conf', '--policy', './policy.yaml'], { cwd: dir }));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ssllint: \.\/policy\.yaml:2:1: unknown key "x1" in the policy/);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expectWithin(spent, { ms: 5_000, mb: 200 });
  });
});

// What the globs meant before they were matched in linear time: the backtracking expression.
function referenceRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  const anchored = glob.includes('/') ? '^' : '(?:^|/)';
  return new RegExp(`${anchored}${re.replace(/^\//, '')}(?:/.*)?$`);
}

describe('ignore globs', () => {
  test('*a*a*a*a*a*a*a*a*a*a*a*a*b against 200-character names: linear time', async () => {
    const ignored = makeIgnore(['*a*a*a*a*a*a*a*a*a*a*a*a*b', '**/a**a**a**a**a**a**a**a**a**a**a**c'], '/repo');
    const names = Array.from({ length: 50 }, (_, i) => `/repo/${'a'.repeat(200 + i)}.conf`);
    const { value, spent } = await measured(() => names.map(ignored));
    expect(value.every((v) => v === false)).toBe(true);
    expect(ignored(`/repo/d/${'a'.repeat(200)}b`)).toBe(true);
    expectWithin(spent, { ms: 3_000, mb: 100 });
  });

  test('the same answers as the glob-to-regex translation on small inputs', () => {
    const piece = fc.constantFrom('a', 'b', '/', '*', '**', '**/', '?', '.');
    const glob = fc.array(piece, { minLength: 1, maxLength: 7 }).map((p) => p.join(''));
    const path = fc.array(fc.constantFrom('a', 'b', '/', '.'), { minLength: 1, maxLength: 10 }).map((p) => p.join('').replace(/^\/+/, ''));
    fc.assert(
      fc.property(glob, path, (g, p) => {
        if (p === '' || p.startsWith('..')) return;
        expect(makeIgnore([g], '/repo')(p)).toBe(referenceRegExp(g).test(p));
      }),
      { numRuns: 5_000 },
    );
  });
});
