// Peer linters as the oracle: test/corpus/EXPECTATIONS.jsonl records what gixy must say about
// its own test fixtures (kept in test/corpus), and fixtures/peer/semgrep holds configs of our
// own annotated with what semgrep's nginx rules say, line by line (semgrep's own fixtures are not
// free to redistribute). Where one of their checks means what one of our rules means, ssllint
// must agree, file by file (gixy) or line by line (semgrep). Where we disagree on purpose, the case is listed below with the reason; a listed
// case that stops disagreeing fails too, so the list stays true.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CORPUS } from './helpers/corpus.js';

const corpus = CORPUS;
const expectationsFile = resolve(corpus, 'EXPECTATIONS.jsonl');
const semgrepDir = resolve(__dirname, '../fixtures/peer/semgrep');

interface Expectation {
  /** Relative to test/corpus (gixy) or to fixtures/peer/semgrep (semgrep). */
  file: string;
  tool: 'gixy' | 'semgrep';
  rule: string;
  /** gixy: how many issues the whole file raises. */
  expect_issues?: number;
  /** semgrep: `ruleid` = the line must be flagged, `ok` = it must not. */
  kind?: 'ruleid' | 'ok';
  line?: number;
}

const PROTOCOLS = ['protocol-sslv2', 'protocol-sslv3', 'protocol-tls10-tls11'];
const WEAK_CIPHERS = ['cipher-export', 'cipher-null', 'cipher-anon', 'cipher-des', 'cipher-rc2', 'cipher-rc4', 'cipher-3des'];

/** Peer check → our rules that mean the same, and the nginx version the peer assumes. */
const SAME_MEANING: Record<string, { rules: string[]; nginxVersion?: string }> = {
  'gixy:add_header_redefinition': { rules: ['header-inheritance-lost'] },
  'gixy:add_header_content_type': { rules: ['header-duplicate'] },
  'gixy:hsts_header': { rules: ['hsts-missing'] },
  'gixy:weak_ssl_tls': { rules: [...PROTOCOLS, ...WEAK_CIPHERS] },
  'semgrep:header-redefinition': { rules: ['header-inheritance-lost'] },
  'semgrep:insecure-ssl-version': { rules: PROTOCOLS },
  // semgrep warns that nginx's default protocols include TLSv1/TLSv1.1: true before 1.23.4.
  // (protocol-default itself keeps quiet in a fragment, where an outer scope may set them.)
  'semgrep:missing-ssl-version': { rules: ['protocol-default', ...PROTOCOLS], nginxVersion: '1.22.1' },
};

/** `file[:line]` → why ssllint says otherwise. */
const DISAGREE: Record<string, string> = {
  'gixy-ng-0.2.59-sdist/tests/plugins/simply/add_header_redefinition/header_inherit_off.conf':
    '`add_header_inherit off` asks for the outer headers to be dropped: a choice, not the trap',
  'gixy-ng-0.2.59-sdist/tests/plugins/simply/add_header_redefinition/trailer_inherit_off.conf':
    '`add_trailer_inherit off`: as add_header_inherit off',
  'yandex-gixy/tests/plugins/simply/add_header_redefinition/not_secure_both_fp.conf':
    'old gixy reports only security headers; losing any header is reported (as info), as gixy-ng does',
  'yandex-gixy/tests/plugins/simply/add_header_redefinition/not_secure_outer_fp.conf':
    'old gixy reports only security headers; losing any header is reported (as info), as gixy-ng does',
  'gixy-ng-0.2.59-sdist/tests/plugins/simply/weak_ssl_tls/prefer_on.conf':
    'server preference is what server-cipher-preference asks for; which suite suits clients without AES hardware is `ssllint advise`\'s business',
  'header-redefinition.conf:14':
    'one finding per block, on its first add_header (line 12), not one per add_header line',
};

interface Case {
  key: string;
  expectation: Expectation;
  rules: string[];
  nginxVersion?: string;
}

/** semgrep's annotations in our fixtures: `# ruleid: X` / `# ok: X` speak of the next line that is not a comment. */
function semgrepExpectations(): Expectation[] {
  const out: Expectation[] = [];
  for (const file of readdirSync(semgrepDir).filter((f) => f.endsWith('.conf')).sort()) {
    const lines = readFileSync(join(semgrepDir, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      const m = /^\s*#\s*(ruleid|ok):\s*([\w-]+)\s*$/.exec(text);
      if (!m) return;
      const next = lines.findIndex((l, j) => j > i && !/^\s*#/.test(l));
      out.push({ file, tool: 'semgrep', rule: m[2], kind: m[1] as 'ruleid' | 'ok', line: next + 1 });
    });
  }
  return out;
}

const expectations: Expectation[] = [
  ...readFileSync(expectationsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Expectation),
  ...semgrepExpectations(),
];

const cases: Case[] = expectations.flatMap((e) => {
  const same = SAME_MEANING[`${e.tool}:${e.rule}`];
  if (!same) return [];
  return [{ key: e.line === undefined ? e.file : `${e.file}:${e.line}`, expectation: e, rules: same.rules, nginxVersion: same.nginxVersion }];
});

/** Whether ssllint flags what the peer's expectation is about (the file, or one line of it). */
function flags(c: Case): boolean {
  const base = c.expectation.tool === 'semgrep' ? semgrepDir : corpus;
  const { findings } = lint(fixedLintOptions([resolve(base, c.expectation.file)], c.nginxVersion ? { nginxVersion: c.nginxVersion } : {}), RULES);
  const ours = findings.filter((f) => c.rules.includes(f.ruleId));
  if (c.expectation.line === undefined) return ours.length > 0;
  // semgrep's annotated line is a block's first line or a directive: a server-level finding
  // lands on the `server {` line, a directive's on the directive.
  return ours.some((f) => f.location.line === c.expectation.line);
}

function peerFlags(e: Expectation): boolean {
  return e.line === undefined ? (e.expect_issues ?? 0) > 0 : e.kind === 'ruleid';
}

describe('peer linters as the oracle (gixy on its own fixtures, semgrep\'s rules on ours)', () => {
  it('finds the cases whose checks mean what our rules mean', () => {
    // 33 + 6 + 5 + 7 gixy cases and 4 + 3 + 3 semgrep annotations at the time of writing.
    expect(cases.filter((c) => c.expectation.tool === 'gixy').length).toBeGreaterThanOrEqual(51);
    expect(cases.filter((c) => c.expectation.tool === 'semgrep').length).toBe(10);
    for (const key of Object.keys(DISAGREE)) expect(cases.map((c) => c.key)).toContain(key);
  });

  it.each(cases.map((c) => [c.key, c] as const))('%s', (_key, c) => {
    const peer = peerFlags(c.expectation);
    const reason = DISAGREE[c.key];
    if (reason) expect(flags(c), `listed as a disagreement (${reason}), but ssllint now agrees with ${c.expectation.tool}`).toBe(!peer);
    else expect(flags(c)).toBe(peer);
  });
});
