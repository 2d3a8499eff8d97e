// sarif: valid against the official SARIF 2.1.0 schema (ajv) and clean under Microsoft's
// SARIF validator with its GitHub ingestion rules, plus GitHub's own requirements.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings.js';
import { formatReport } from '../src/report/index.js';
import { lineHashes } from '../src/report/line-hash.js';
import { MAX_RELATED_LOCATIONS, MAX_RESULTS, sarifLog } from '../src/report/sarif.js';
import { allRuleMeta, RULES as ALL_RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { HTTPD_CONF, makeFixture, RULES, SHOP_CONF } from './report-fixture.js';
import { escapeControls } from '../src/report/untrusted.js';

const require = createRequire(import.meta.url);
const multitoolDir = join(require.resolve('@microsoft/sarif-multitool-linux/package.json'), '..');
const schema = JSON.parse(readFileSync(join(multitoolDir, 'sarif-2.1.0.json'), 'utf8'));
const multitool = join(multitoolDir, 'Sarif.Multitool');

// RFC 3986 characters only, every `%` starting an escape: catches unencoded spaces, `#` in paths, etc.
const URI_CHARS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
// ajv's CommonJS module is the class and also carries it as `default`.
const Ajv2020 = ajv2020.default;
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addFormat('uri', (s: string) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) && URI_CHARS.test(s));
ajv.addFormat('uri-reference', (s: string) => URI_CHARS.test(s));
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
ajv.addFormat('uuid', (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s));
const validate = ajv.compile(schema);

const fx = makeFixture();
afterAll(() => fx.cleanup());

function sarif(findings: Finding[] = fx.input.findings, files: string[] = fx.input.files) {
  const text = formatReport('sarif', { ...fx.input, findings, files });
  const log = JSON.parse(text);
  return { text, log, run: log.runs[0] };
}

function schemaErrors(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message}`);
}

describe('sarif', () => {
  it('is valid against the SARIF 2.1.0 schema, with findings and without', () => {
    expect(schemaErrors(sarif().log)).toEqual([]);
    expect(schemaErrors(sarif([]).log)).toEqual([]);
  });

  it('the schema check does catch an invalid log', () => {
    const { log } = sarif();
    log.runs[0].results[0].level = 'fatal';
    log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri = 'a b.conf';
    expect(schemaErrors(log).length).toBeGreaterThan(0);
  });

  it.skipIf(!existsSync(multitool))('passes the Microsoft SARIF validator with its GitHub rules', () => {
    const dir = join(fx.tmp, 'validate');
    mkdirSync(dir, { recursive: true });
    const check = (name: string, text: string) => {
      writeFileSync(join(dir, `${name}.sarif`), text);
      execFileSync(multitool, ['validate', '--rule-kind', 'Sarif;Gh', '-o', join(dir, `${name}.out.sarif`), join(dir, `${name}.sarif`)], { stdio: 'pipe', timeout: 60_000 });
      const out = JSON.parse(readFileSync(join(dir, `${name}.out.sarif`), 'utf8'));
      return out.runs[0].results.map((r: { ruleId: string; message: { id?: string } }) => `${r.ruleId} ${r.message.id ?? ''}`);
    };
    expect(check('ours', sarif().text)).toEqual([]);
    // The validator is not a rubber stamp: a result without locations is a GitHub error.
    const broken = sarif().log;
    broken.runs[0].results[0].locations = [];
    expect(check('broken', JSON.stringify(broken))).toContain('GH1015 Error_EmptyLocationsArray');
    // Two cold starts of a .NET program, each allowed 60 s: on a loaded machine one can take 30 s.
  }, 150_000);

  it('describes every rule for GitHub: name, descriptions, help, level, tags, security-severity', () => {
    const { log, run } = sarif();
    expect(log.$schema).toBe('https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const { rules, ...driver } = run.tool.driver;
    expect(driver).toEqual({ name: 'ssllint', version: '0.1.0', semanticVersion: '0.1.0', informationUri: 'https://www.npmjs.com/package/ssllint' });
    expect(rules.map((r: { id: string; name: string }) => [r.id, r.name])).toEqual([
      ['protocol-sslv3', 'ProtocolSslv3'],
      ['protocol-tls10-tls11', 'ProtocolTls10Tls11'],
      ['cipher-rc4', 'CipherRc4'],
      ['keepalive-disabled', 'KeepaliveDisabled'],
      ['hsts-missing', 'HstsMissing'],
    ]);
    expect(rules[0]).toEqual({
      id: 'protocol-sslv3',
      name: 'ProtocolSslv3',
      shortDescription: { text: 'SSLv3 can be negotiated' },
      fullDescription: { text: 'SSLv3 is broken by **POODLE**: an attacker on the path can decrypt cookies.' },
      helpUri: 'https://github.com/ssllint/ssllint/blob/main/docs/rules/protocol-sslv3.md',
      help: {
        text: [
          'SSLv3 is broken by **POODLE**: an attacker on the path can decrypt cookies.',
          '',
          'nginx, bad:',
          '    ssl_protocols SSLv3 TLSv1.2;',
          '',
          'nginx, good:',
          '    ssl_protocols TLSv1.2 TLSv1.3;',
          '',
          'Apache httpd, bad:',
          '    SSLProtocol all',
          '',
          'Apache httpd, good:',
          '    SSLProtocol -all +TLSv1.2 +TLSv1.3',
          '',
          'References:',
          '  https://www.rfc-editor.org/rfc/rfc7568',
          '  RFC 7568',
          '',
        ].join('\n'),
        markdown: [
          'SSLv3 is broken by **POODLE**: an attacker on the path can decrypt cookies.',
          '',
          '## nginx',
          '',
          'Bad:',
          '',
          '```nginx',
          'ssl_protocols SSLv3 TLSv1.2;',
          '```',
          '',
          'Good:',
          '',
          '```nginx',
          'ssl_protocols TLSv1.2 TLSv1.3;',
          '```',
          '',
          '## Apache httpd',
          '',
          'Bad:',
          '',
          '```apache',
          'SSLProtocol all',
          '```',
          '',
          'Good:',
          '',
          '```apache',
          'SSLProtocol -all +TLSv1.2 +TLSv1.3',
          '```',
          '',
          '## References',
          '',
          '- <https://www.rfc-editor.org/rfc/rfc7568>',
          '- RFC 7568',
          '',
        ].join('\n'),
      },
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['protocol', 'security'], 'security-severity': '7.5' },
    });
    expect(rules.map((r: { defaultConfiguration: { level: string }; properties: unknown }) => [r.defaultConfiguration.level, r.properties])).toEqual([
      ['error', { tags: ['protocol', 'security'], 'security-severity': '7.5' }],
      ['warning', { tags: ['protocol', 'security'], 'security-severity': '5.0' }],
      ['error', { tags: ['cipher', 'security'], 'security-severity': '7.5' }],
      ['warning', { tags: ['performance'] }],
      ['note', { tags: ['protocol', 'security'], 'security-severity': '2.0' }],
    ]);
  });

  it('fences an example that itself contains backticks with a longer fence', () => {
    const meta = { ...RULES[3], docs: { why: 'w', nginx: { bad: 'a ``` b', good: 'c' } } };
    const { run } = sarif([]);
    expect(run.tool.driver.rules).toHaveLength(5);
    const help = JSON.parse(formatReport('sarif', { ...fx.input, rules: [meta], findings: [] })).runs[0].tool.driver.rules[0].help;
    expect(help.markdown).toBe('w\n\n## nginx\n\nBad:\n\n````nginx\na ``` b\n````\n\nGood:\n\n```nginx\nc\n```\n');
  });

  it('reports each finding with rule, level, message and fix, a repository-relative location and GitHub\'s line hash', () => {
    const { run } = sarif();
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `file://${fx.root}/` } });
    expect(run.columnKind).toBe('utf16CodeUnits');
    // The hashes are GitHub's algorithm over the file text (checked against GitHub's own values in report-line-hash.test.ts).
    const shopHash = lineHashes(SHOP_CONF);
    const httpdHash = lineHashes(HTTPD_CONF);
    const loc = (uri: string, region: object) => [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }];
    expect(run.results).toEqual([
      {
        ruleId: 'hsts-missing',
        ruleIndex: 4,
        level: 'note',
        message: { text: 'no Strict-Transport-Security header on this TLS server\nFix: Send HSTS from this virtual host\nHeader always set Strict-Transport-Security "max-age=63072000"' },
        locations: loc('apache/httpd.conf', { startLine: 2, startColumn: 1, endLine: 6, endColumn: 15 }),
        partialFingerprints: { primaryLocationLineHash: httpdHash[1] },
      },
      {
        ruleId: 'protocol-tls10-tls11',
        ruleIndex: 1,
        level: 'warning',
        message: { text: 'TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)\nFix: Allow TLS 1.2 and 1.3 only\nSSLProtocol -all +TLSv1.2 +TLSv1.3' },
        locations: loc('apache/httpd.conf', { startLine: 5, startColumn: 5, endLine: 5, endColumn: 27 }),
        relatedLocations: [{ id: 1, ...loc('etc/nginx/sites/shop.conf', { startLine: 4, startColumn: 5, endLine: 4, endColumn: 39 })[0] }],
        partialFingerprints: { primaryLocationLineHash: httpdHash[4] },
      },
      {
        ruleId: 'protocol-sslv3',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'SSLv3 can be negotiated (POODLE)\nFix: Allow TLS 1.2 and 1.3 only\nssl_protocols TLSv1.2 TLSv1.3;' },
        locations: loc('etc/nginx/sites/shop.conf', { startLine: 4, startColumn: 19, endLine: 4, endColumn: 24 }),
        partialFingerprints: { primaryLocationLineHash: shopHash[3] },
      },
      {
        ruleId: 'protocol-tls10-tls11',
        ruleIndex: 1,
        level: 'warning',
        message: { text: 'TLSv1 is enabled (RFC 8996 deprecates it)\nFix: Allow TLS 1.2 and 1.3 only\nssl_protocols TLSv1.2 TLSv1.3;' },
        locations: loc('etc/nginx/sites/shop.conf', { startLine: 4, startColumn: 25, endLine: 4, endColumn: 30 }),
        partialFingerprints: { primaryLocationLineHash: shopHash[3] },
      },
      {
        ruleId: 'cipher-rc4',
        ruleIndex: 2,
        level: 'error',
        message: { text: 'RC4-SHA is enabled (OpenSSL 1.0.2)' },
        locations: loc('etc/nginx/sites/shop.conf', { startLine: 5, startColumn: 17, endLine: 5, endColumn: 29 }),
        partialFingerprints: { primaryLocationLineHash: shopHash[4] },
      },
      {
        ruleId: 'keepalive-disabled',
        ruleIndex: 3,
        level: 'warning',
        message: { text: 'keep-alive is off: every request pays a new TLS handshake\nFix: Keep connections open\nkeepalive_timeout 75s;' },
        locations: loc('etc/nginx/sites/shop.conf', { startLine: 12, startColumn: 5, endLine: 12, endColumn: 25 }),
        partialFingerprints: { primaryLocationLineHash: shopHash[11] },
      },
    ]);
    // Distinct lines, distinct hashes (two findings on one line share it, as on GitHub).
    expect(new Set([httpdHash[1], httpdHash[4], shopHash[3], shopHash[4], shopHash[11]]).size).toBe(5);
  });

  it('encodes awkward file names, gives files outside the repository as file: URIs, and still fingerprints unreadable files', () => {
    const odd = join(fx.cwd, 'odd name #1 %.conf');
    writeFileSync(odd, 'ssl_protocols SSLv3;\n');
    const outside = join(fx.tmp, 'elsewhere', 'x.conf');
    const findings: Finding[] = [
      { ruleId: 'protocol-sslv3', severity: 'error', message: 'm', location: { file: odd, line: 1, column: 1 } },
      { ruleId: 'protocol-sslv3', severity: 'error', message: 'm', location: { file: outside, line: 3, column: 2, endLine: 3, endColumn: 2 } },
      { ruleId: 'unused-suppression', severity: 'info', message: 'n', location: { file: outside, line: 0, column: 0 } },
    ];
    const { log, run } = sarif(findings, [...fx.input.files, odd]);
    expect(schemaErrors(log)).toEqual([]);
    expect(run.results.map((r: { locations: { physicalLocation: unknown }[] }) => r.locations[0].physicalLocation)).toEqual([
      { artifactLocation: { uri: 'etc/odd%20name%20%231%20%25.conf', uriBaseId: '%SRCROOT%' }, region: { startLine: 1, startColumn: 1 } },
      { artifactLocation: { uri: `file://${fx.tmp}/elsewhere/x.conf` }, region: { startLine: 3, startColumn: 2, endLine: 3, endColumn: 3 } },
      { artifactLocation: { uri: `file://${fx.tmp}/elsewhere/x.conf` }, region: { startLine: 1 } },
    ]);
    expect(run.results[0].partialFingerprints.primaryLocationLineHash).toBe(lineHashes('ssl_protocols SSLv3;\n')[0]);
    expect(run.results[1].partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:1$/);
    // Only the lines of files the lint read are hashed: a finding placed on another path (a
    // refusal, docs/security.md) gets the fallback even when a file is there.
    expect(sarif(findings).run.results[0].partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:1$/);
    // A rule without metadata still gets a descriptor, so ruleIndex always points somewhere.
    const rules = run.tool.driver.rules;
    expect(rules[run.results[2].ruleIndex]).toEqual({
      id: 'unused-suppression',
      name: 'UnusedSuppression',
      shortDescription: { text: 'unused-suppression' },
      fullDescription: { text: 'unused-suppression' },
      defaultConfiguration: { level: 'note' },
      properties: { tags: [] },
    });
  });

  // formatSarif writes its results a slice at a time; it must be byte for byte what
  // stringifying the whole log gives, on real findings of every shape, with repeats that
  // number fingerprints across slices, a finding in a file that cannot be read (fallback
  // fingerprints), an unknown rule, and awkward text.
  it('writes exactly JSON.stringify(sarifLog(input), null, 2) across many slices', () => {
    const result = lint(fixedLintOptions(['fixtures/rules']), ALL_RULES);
    expect(result.findings.some((f) => f.related?.length)).toBe(true);
    const odd = [
      { ruleId: 'x-unknown', severity: 'info', message: 'a "quoted" \\ back\\slash, tab\t, é, \u2028, \ud800 lone', location: { file: '/elsewhere/ü #1.conf', line: 3, column: 2 } },
      { ruleId: 'keepalive-disabled', severity: 'warning', message: 'in a missing file', location: { file: '/no/such/dir/site.conf', line: 7, column: 1, endColumn: 9 } },
    ] as Finding[];
    const many: Finding[] = [];
    while (many.length < 4500) many.push(...result.findings, ...odd);
    for (const findings of [many, odd, []]) {
      const input = { ...fx.input, findings, files: result.files, cwd: process.cwd(), rules: allRuleMeta() };
      // U+2028 leaves escaped (report/untrusted.ts escapeControls): the same JSON value.
      expect(formatReport('sarif', input)).toBe(`${escapeControls(JSON.stringify(sarifLog(input), null, 2))}\n`);
    }
  });

  // GitHub rejects a run of more than 25,000 results, or a result of more than 1,000
  // locations, outright (docs: "SARIF results exceed hard limit").
  it('keeps within GitHub\'s hard limits: the most severe 25,000 results, 100 related places each, and says so', () => {
    const base = fx.input.findings[0];
    const at = (line: number) => ({ ...base.location, line, column: 1 });
    const findings: Finding[] = [];
    // Report order (by line): infos first, then the warnings and errors that must all be kept.
    for (let i = 0; i < MAX_RESULTS - 5; i++) findings.push({ ...base, ruleId: 'keepalive-disabled', severity: 'info', location: at(i + 1) });
    for (let i = 0; i < 10; i++) findings.push({ ...base, ruleId: 'cipher-rc4', severity: i % 2 ? 'error' : 'warning', location: at(MAX_RESULTS + i) });
    findings.push({ ...base, ruleId: 'cert-unreadable', severity: 'error', location: at(MAX_RESULTS + 20), related: Array.from({ length: 150 }, (_, i) => at(i + 1)) });
    const { text, log, run } = sarif(findings);
    expect(schemaErrors(log)).toEqual([]);
    expect(run.results).toHaveLength(MAX_RESULTS);
    const levels = run.results.map((r: { level: string }) => r.level);
    expect(levels.filter((l: string) => l === 'error')).toHaveLength(6);
    expect(levels.filter((l: string) => l === 'warning')).toHaveLength(5);
    // The 6 infos left out are the last ones; the kept results stay in report order.
    const lines = run.results.map((r: { locations: { physicalLocation: { region: { startLine: number } } }[] }) => r.locations[0].physicalLocation.region.startLine);
    expect(lines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines).not.toContain(MAX_RESULTS - 5);
    // Infos on lines 1..24989 kept, 24990..24995 left out; the warnings and errors follow from line 25000.
    expect(lines[MAX_RESULTS - 12]).toBe(MAX_RESULTS - 11);
    expect(lines[MAX_RESULTS - 11]).toBe(MAX_RESULTS);
    const last = run.results[MAX_RESULTS - 1];
    expect(last.ruleId).toBe('cert-unreadable');
    expect(last.relatedLocations).toHaveLength(MAX_RELATED_LOCATIONS);
    expect(last.relatedLocations[MAX_RELATED_LOCATIONS - 1].id).toBe(MAX_RELATED_LOCATIONS);
    expect(run.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'warning',
            message: { text: `6 of ${MAX_RESULTS + 6} findings are left out: GitHub code scanning accepts at most 25000 results per run, so the most severe are kept. Use --format json for all of them.` },
          },
        ],
      },
    ]);
    expect(text).toBe(`${JSON.stringify(sarifLog({ ...fx.input, findings }), null, 2)}\n`);
    // Under the limit nothing is left out and no notification is written.
    expect(sarif(findings.slice(0, 100)).run.invocations).toBeUndefined();
  });
});
