// The default report as a person reads it, pinned: stylish and unix output of the CLI on the
// two sample trees and two real trees of the corpus (test/corpus: Debian's apache2 and nginx
// packages), with a fixed clock and no config file, so that a change in wording, grouping or
// findings shows up in review. Rewrite the goldens with
//   UPDATE_GOLDEN=1 npx vitest run test/report-golden.test.ts
// and read the diff. The same outputs prove the report's shape: each fix once per directive,
// and at most 2.3 lines of stylish output per finding on the sample trees (3.2 before #18; 2.0
// until #30 put each fix right under the findings it fixes and the errors again in the summary).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const repo = resolve(__dirname, '..');
const corpus = join(repo, 'test/corpus');
const goldenDir = join(repo, 'test/golden/report');
const update = !!process.env.UPDATE_GOLDEN;

/** Certificates and keys the corpus names are pointed nowhere, as test/corpus-lint.test.ts does. */
const ELSEWHERE = ['/etc/ssl', '/etc/letsencrypt', '/etc/pki'].flatMap((p) => ['--path-map', `${p}=/nonexistent-ssllint-corpus${p}`]);
const FIXED = ['--no-config', '--now', '2026-06-01'];

interface Case {
  name: string;
  cwd: string;
  args: string[];
  /** The sample trees are held to the line budget. */
  sample: boolean;
}

const CASES: Case[] = [
  { name: 'sample-nginx', cwd: repo, args: ['fixtures/sample/nginx'], sample: true },
  { name: 'sample-apache', cwd: repo, args: ['fixtures/sample/apache'], sample: true },
  { name: 'corpus-debian-apache2', cwd: corpus, args: ['debian-apache2', '--path-map', `/etc/apache2=${join(corpus, 'debian-apache2/apache2')}`, ...ELSEWHERE], sample: false },
  { name: 'corpus-debian-nginx-common', cwd: corpus, args: ['debian-nginx-common', '--path-map', `/etc/nginx=${join(corpus, 'debian-nginx-common/nginx')}`, ...ELSEWHERE], sample: false },
];

async function report(c: Case, format: 'stylish' | 'unix', extra: string[] = []): Promise<string> {
  const run = await runCli([...c.args, ...FIXED, '--format', format, ...extra], { cwd: c.cwd });
  expect(run.code === 2 ? run.stderr : '').toBe('');
  return run.stdout;
}

function golden(file: string, text: string): void {
  const path = join(goldenDir, file);
  if (update) {
    mkdirSync(goldenDir, { recursive: true });
    writeFileSync(path, text);
  }
  expect(text).toBe(readFileSync(path, 'utf8'));
}

/** Finding lines of stylish: `  L:C  severity  …`; fix lines start with spaces, then `fix:` or more of a fix. */
const FINDING_LINE = /^\s+\d+:\d+\s+(error|warning|info)\s/;

/** Each run of fix lines in stylish, with the finding lines before it. */
function stylishFixBlocks(text: string): { findings: string[]; fixes: string[] }[] {
  const blocks: { findings: string[]; fixes: string[] }[] = [];
  let current = { findings: [] as string[], fixes: [] as string[] };
  for (const line of text.split('\n')) {
    if (FINDING_LINE.test(line)) {
      if (current.fixes.length > 0) {
        blocks.push(current);
        current = { findings: [], fixes: [] };
      }
      current.findings.push(line);
    } else if (/^\s+(fix: )?\S/.test(line) && current.findings.length > 0) {
      current.fixes.push(line.replace(/^\s+(fix: )?/, ''));
    } else if (current.findings.length > 0) {
      if (current.fixes.length > 0) blocks.push(current);
      current = { findings: [], fixes: [] };
    }
  }
  if (current.fixes.length > 0) blocks.push(current);
  return blocks;
}

describe.each(CASES)('$name', (c) => {
  const skip = !existsSync(c.cwd) || (c.cwd === corpus && !existsSync(join(corpus, c.args[0])));

  it.skipIf(skip)('stylish and unix output match the goldens', async () => {
    golden(`${c.name}.stylish.txt`, await report(c, 'stylish'));
    golden(`${c.name}.unix.txt`, await report(c, 'unix'));
  });

  it.skipIf(skip)('no fix text appears twice for one directive', async () => {
    const unix = (await report(c, 'unix')).split('\n').filter((l) => /^[^:]+:\d+:\d+: fix: /.test(l));
    expect(unix.length).toBeGreaterThan(0);
    expect(unix.filter((l, i) => unix.indexOf(l) !== i)).toEqual([]);
    for (const block of stylishFixBlocks(await report(c, 'stylish'))) {
      expect(block.fixes.filter((l, i) => block.fixes.indexOf(l) !== i)).toEqual([]);
    }
  });

  it.skipIf(skip || !c.sample)('at most 2.3 lines of stylish output per finding, fixes included', async () => {
    const stylish = await report(c, 'stylish');
    const findings = stylish.split('\n').filter((l) => FINDING_LINE.test(l)).length;
    const verbose = await report(c, 'stylish', ['--verbose']);
    const perFinding = (stylish.split('\n').length - 1) / findings;
    console.log(`${c.name}: ${findings} findings, ${stylish.split('\n').length - 1} lines of stylish (${perFinding.toFixed(2)} a finding), ${verbose.split('\n').length - 1} with --verbose`);
    expect(findings).toBeGreaterThan(10);
    expect(perFinding).toBeLessThanOrEqual(2.3);
  });
});
