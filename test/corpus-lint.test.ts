// The whole corpus (test/corpus: real configs written by others) is linted; its findings are pinned
// in a reviewed snapshot (test/corpus-findings.txt) so that any change in what ssllint says
// about real configs shows up in review. Rewrite it with UPDATE_CORPUS_SNAPSHOT=1 and read
// the diff: a wrong finding is a bug to fix, not a snapshot to accept.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import type { Finding } from '../src/findings.js';
import { lint, type LintOptions } from '../src/lint.js';
import type { Generation } from '../src/rule.js';
import { fixedLintOptions, type LintExtra } from './helpers/lint-options.js';
import { CORPUS } from './helpers/corpus.js';

const corpus = CORPUS;
const snapshotFile = resolve(__dirname, 'corpus-findings.txt');

/**
 * The corpus names files on the machine that wrote it (/etc/ssl/certs/ssl-cert-snakeoil.pem,
 * /etc/nginx/...). Point those prefixes nowhere so that the findings do not depend on what
 * the linting machine happens to have installed.
 */
const ELSEWHERE: [string, string][] = ['/etc/ssl', '/etc/letsencrypt', '/etc/pki', '/etc/nginx', '/etc/apache2', '/etc/httpd'].map((p) => [
  p,
  `/nonexistent-ssllint-corpus${p}`,
]);

function options(paths: string[], extra: LintExtra = {}): LintOptions {
  return fixedLintOptions(paths, { pathMap: ELSEWHERE, ...extra });
}

/** Trees whose absolute includes point into /etc/nginx: lint them with their own copy mapped there. */
const MAPPED: Record<string, [string, string]> = {
  'trimstray-nginx-admins-handbook': ['/etc/nginx', 'trimstray-nginx-admins-handbook/lib/nginx'],
  'debian-nginx-common': ['/etc/nginx', 'debian-nginx-common/nginx'],
  'debian-apache2': ['/etc/apache2', 'debian-apache2/apache2'],
};

function lintCorpus(): Finding[] {
  const findings: Finding[] = [];
  for (const dir of readdirSync(corpus, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    if (dir === 'digitalocean-nginxconfig.io') {
      for (const tree of readdirSync(join(corpus, dir, 'generated')).sort()) {
        const root = join(corpus, dir, 'generated', tree);
        findings.push(...lint(options([root], { pathMap: [['/etc/nginx', root], ...ELSEWHERE] }), RULES).findings);
      }
      continue;
    }
    const mapped = MAPPED[dir];
    const pathMap: [string, string][] = mapped ? [[mapped[0], join(corpus, mapped[1])], ...ELSEWHERE] : ELSEWHERE;
    findings.push(...lint(options([join(corpus, dir)], { pathMap }), RULES).findings);
  }
  return findings;
}

describe('the corpus', () => {
  it('lints without a crash and matches the reviewed snapshot', () => {
    const lines = [...new Set(lintCorpus().map((f) => `${relative(corpus, f.location.file)}:${f.location.line}:${f.location.column} ${f.severity} ${f.ruleId}`))].sort();
    if (process.env.UPDATE_CORPUS_SNAPSHOT) writeFileSync(snapshotFile, `${lines.join('\n')}\n`);
    expect(lines.join('\n') + '\n').toBe(readFileSync(snapshotFile, 'utf8'));
  }, 300_000);

  const mozilla = join(corpus, 'mozilla-ssl-config-generator/generated');
  /** What the generator gets wrong for a server version, each said once (file pattern, finding). */
  const GENERATOR_MISTAKES: [RegExp, RegExp][] = [
    // A curve list for nginx 1.4.6, which takes one curve name (lists came with 1.11.0, nginx
    // CHANGES): nginx 1.4.6 refuses to start with it.
    [/nginx1\.4\.6/, / ecdh-curve nginx 1\.4\.6 takes one curve name/],
    // Session tickets left on for nginx 1.4.6, which never rotates the ticket key (1.23.2 does,
    // with a shared cache: nginx CHANGES). The modern 1.27.3 config comments its shared cache
    // out, so nginx does not rotate either, but it is TLS 1.3 only, where resumption makes a
    // fresh (EC)DHE exchange: info there, not a mistake (test/nginx-round2-false-alarms.test.ts).
    [/nginx1\.4\.6/, / session-ticket-key-rotation session tickets are on and nginx 1\.4\.6 never rotates/],
  ];
  const generated = ['nginx', 'apache'].flatMap((d) => readdirSync(join(mozilla, d)).map((f) => join(d, f)));
  it.each(generated.filter((f) => !f.includes('-old-')))('Mozilla %s: no error or warning at the generation it was generated for', (file) => {
    const m = /(nginx|apache)([\d.]+)-openssl([\d.]+)/.exec(file)!;
    const generation: Generation = m[3].startsWith('1.0') ? '1.0.2' : m[3].startsWith('1.1') ? '1.1.1' : '3.x';
    const version = m[1] === 'nginx' ? { nginxVersion: m[2] } : { apacheVersion: m[2] };
    const result = lint(options([join(mozilla, file)], { generations: [generation], ...version }), RULES);
    const loud = result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.location.line}:${f.location.column} ${f.ruleId} ${f.message}`);
    const known = GENERATOR_MISTAKES.filter(([where]) => where.test(file));
    const explained = loud.filter((l) => known.some(([, what]) => what.test(l)));
    expect(explained.length).toBe(known.length);
    expect(loud.filter((l) => !explained.includes(l))).toEqual([]);
  });
});

// scripts/bench/30-lint.mjs (plain JavaScript, run by node against dist/) keeps its own copy
// of these options: the benchmark must time the lint the tests check, so the two stay equal.
describe('the benchmark lints with the tests\' options', () => {
  it('lintOptions(path) in scripts/bench/30-lint.mjs equals fixedLintOptions([path])', async () => {
    const { lintOptions } = await import('../scripts/bench/30-lint.mjs');
    const bench = lintOptions('/some/tree') as LintOptions;
    const tests = fixedLintOptions(['/some/tree']);
    const data = ({ ignored, ...rest }: LintOptions) => ({ ...rest, levels: [...rest.levels], ignores: ignored('/some/tree/x.conf') });
    expect(data(bench)).toEqual(data(tests));
    expect(Object.keys(bench).sort()).toEqual(Object.keys(tests).sort());
  });
});
