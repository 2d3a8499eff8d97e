// What --fix does with each rule's own "bad" examples (the ones its docs page shows): the
// fixability `ssllint rules` declares (src/docs/fixable.ts) is held to this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allRuleMeta } from '../../rules/index.js';
import { fixTree } from './fix.js';

const RULE_FIXTURES = resolve(__dirname, '../../fixtures/rules');
const CERTS = resolve(__dirname, '../../fixtures/certs');

/**
 * A rule whose findings need a certificate read from disk (a responder it names, a Must-Staple
 * extension) shows a path in its docs that no test can read: its bad fixtures, whose
 * certificates are the repository's, stand in for the example.
 */
function fixtureExamples(ruleId: string): Record<string, string>[] {
  const dir = join(RULE_FIXTURES, ruleId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('-bad.conf'))
    .map((n) => readFileSync(join(dir, n), 'utf8'))
    .filter((text) => text.includes('../../certs/'))
    .map((text) => ({ 'site.conf': text.replaceAll('../../certs/', `${CERTS}/`) }));
}

export type Fixability = 'safe' | 'risky' | 'none';

/** The examples are fragments: a server block around them makes the TLS ones mean something. */
function wrap(dialect: 'nginx' | 'apache', bad: string): Record<string, string> {
  return dialect === 'nginx'
    ? { 'site.conf': `server {\n    listen 443 ssl;\n    server_name example.com;\n${bad.split('\n').map((l) => `    ${l}`).join('\n')}\n}\n` }
    : { 'site.conf': `<VirtualHost *:443>\n    ServerName example.com\n    SSLEngine on\n${bad.split('\n').map((l) => `    ${l}`).join('\n')}\n</VirtualHost>\n` };
}

export function fixabilityOf(ruleId: string): Fixability {
  const meta = allRuleMeta().find((m) => m.id === ruleId)!;
  let best: Fixability = 'none';
  for (const dialect of ['nginx', 'apache'] as const) {
    const example = meta.docs[dialect];
    if (!example) continue;
    for (const files of [{ 'site.conf': `${example.bad}\n` }, wrap(dialect, example.bad)]) {
      // Safe means a default --fix applies it: with risky fixes allowed too, an edit that a risky
      // finding (X25519 on 1.0.2 alone) and a safe one (secp192r1) share is labelled risky.
      const made = (types: ('safe' | 'risky')[]) => fixTree(files, { types, only: [ruleId] }).outcome.edits.filter((e) => e.findings.some((f) => f.ruleId === ruleId));
      if (made(['safe']).length > 0) return 'safe';
      if (made(['safe', 'risky']).length > 0) best = 'risky';
    }
  }
  if (best === 'none') {
    for (const files of fixtureExamples(ruleId)) {
      if (fixTree(files, { types: ['safe'], only: [ruleId] }).outcome.edits.some((e) => e.findings.some((f) => f.ruleId === ruleId))) return 'safe';
    }
  }
  return best;
}

export function fixabilityOfExamples(): Record<string, Fixability> {
  return Object.fromEntries(allRuleMeta().map((m) => [m.id, fixabilityOf(m.id)]));
}
