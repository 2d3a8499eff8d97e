// The project's own oracle: the live tests' hand-written server setups (test/verify-corpus/,
// each file says which test it comes from) run through `ssllint verify` against this machine's
// nginx and httpd. Every property the audit predicts must agree with what the server does,
// except the differences the file's `# expect:` line names, which must be the known ones
// (src/verify/known-differences.ts) and nothing else. Each run is bounded (--timeout,
// --max-servers), so the whole corpus stays within a few minutes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipNote } from './helpers/peers.js';
import { verdicts, verifyMissing, verifyRun } from './helpers/verify.js';

const CORPUS = resolve(__dirname, 'verify-corpus');
const BUDGET = ['--timeout', '90', '--max-servers', '8'];

function expectation(file: string): { refused: boolean; known: string[] } {
  const line = /^# expect: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? 'agrees';
  const words = line.split(/\s+/).filter(Boolean);
  return { refused: words.includes('refused'), known: words.filter((w) => w !== 'refused' && w !== 'known' && w !== 'agrees').sort() };
}

for (const dialect of ['nginx', 'apache'] as const) {
  const skip = verifyMissing(dialect);
  describe.skipIf(!!skip)(`verify corpus: ${dialect}${skipNote(skip)}`, () => {
    for (const name of readdirSync(join(CORPUS, dialect)).filter((n) => n.endsWith('.conf')).sort()) {
      const file = join(CORPUS, dialect, name);
      const want = expectation(file);
      it(`${name}: ${want.refused ? 'refused, ' : ''}${want.known.length ? `known ${want.known.join(', ')}` : 'every property agrees'}`, async () => {
        const { code, report, stderr } = await verifyRun([file, ...BUDGET]);
        const all = verdicts(report);
        expect(all.filter((v) => / differs/.test(v)), stderr).toEqual([]);
        const tree = report.trees[0];
        expect(tree.starts.observed).toBe(want.refused ? 'refused' : 'starts');
        const known = [...new Set([tree.starts, ...tree.servers.flatMap((s) => s.properties)].flatMap((p) => (p.known ? [p.known.id] : [])))].sort();
        expect(known).toEqual(want.known);
        expect(tree.skipped ?? 0).toBe(0);
        expect(code).toBe(want.refused ? 2 : 0);
      }, 150_000);
    }
  });
}
