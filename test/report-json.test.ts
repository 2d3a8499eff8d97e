// json: the docs/design.md schema, exact text, paths relative to the working directory.
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings.js';
import { allRuleMeta, RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { formatReport, REPORT_FORMATS, reportChunks } from '../src/report/index.js';
import { jsonReport } from '../src/report/json.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeFixture } from './report-fixture.js';
import { escapeControls } from '../src/report/untrusted.js';

const fx = makeFixture();
afterAll(() => fx.cleanup());

describe('json', () => {
  it('prints version, tool, findings and files in a fixed key and item order', () => {
    const httpd = `${fx.root}/apache/httpd.conf`;
    expect(formatReport('json', fx.input)).toBe(`{
  "version": 1,
  "tool": {
    "name": "ssllint",
    "version": "0.1.0"
  },
  "findings": [
    {
      "ruleId": "hsts-missing",
      "severity": "info",
      "message": "no Strict-Transport-Security header on this TLS server",
      "location": {
        "file": "${httpd}",
        "line": 2,
        "column": 1,
        "endLine": 6,
        "endColumn": 14
      },
      "fix": {
        "description": "Send HSTS from this virtual host",
        "replacement": "Header always set Strict-Transport-Security \\"max-age=63072000\\""
      }
    },
    {
      "ruleId": "protocol-tls10-tls11",
      "severity": "warning",
      "message": "TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)",
      "location": {
        "file": "${httpd}",
        "line": 5,
        "column": 5,
        "endLine": 5,
        "endColumn": 26
      },
      "fix": {
        "description": "Allow TLS 1.2 and 1.3 only",
        "replacement": "SSLProtocol -all +TLSv1.2 +TLSv1.3"
      },
      "related": [
        {
          "file": "nginx/sites/shop.conf",
          "line": 4,
          "column": 5,
          "endLine": 4,
          "endColumn": 38
        }
      ]
    },
    {
      "ruleId": "protocol-sslv3",
      "severity": "error",
      "message": "SSLv3 can be negotiated (POODLE)",
      "location": {
        "file": "nginx/sites/shop.conf",
        "line": 4,
        "column": 19,
        "endLine": 4,
        "endColumn": 23
      },
      "fix": {
        "description": "Allow TLS 1.2 and 1.3 only",
        "replacement": "ssl_protocols TLSv1.2 TLSv1.3;"
      }
    },
    {
      "ruleId": "protocol-tls10-tls11",
      "severity": "warning",
      "message": "TLSv1 is enabled (RFC 8996 deprecates it)",
      "location": {
        "file": "nginx/sites/shop.conf",
        "line": 4,
        "column": 25,
        "endLine": 4,
        "endColumn": 29
      },
      "fix": {
        "description": "Allow TLS 1.2 and 1.3 only",
        "replacement": "ssl_protocols TLSv1.2 TLSv1.3;"
      }
    },
    {
      "ruleId": "cipher-rc4",
      "severity": "error",
      "message": "RC4-SHA is enabled (OpenSSL 1.0.2)",
      "location": {
        "file": "nginx/sites/shop.conf",
        "line": 5,
        "column": 17,
        "endLine": 5,
        "endColumn": 28
      }
    },
    {
      "ruleId": "keepalive-disabled",
      "severity": "warning",
      "message": "keep-alive is off: every request pays a new TLS handshake",
      "location": {
        "file": "nginx/sites/shop.conf",
        "line": 12,
        "column": 5,
        "endLine": 12,
        "endColumn": 24
      },
      "fix": {
        "description": "Keep connections open",
        "replacement": "keepalive_timeout 75s;"
      }
    }
  ],
  "files": [
    "${httpd}",
    "nginx/sites/shop.conf"
  ]
}
`);
  });

  it('orders keys the same whatever order the producer built the objects in', () => {
    const scrambled = {
      related: [{ endColumn: 2, column: 1, file: fx.shop, line: 1 }],
      fix: { replacement: 'x;', description: 'd' },
      location: { endColumn: 3, column: 1, line: 2, file: fx.shop },
      message: 'm',
      severity: 'info',
      ruleId: 'r',
    } as Finding;
    const out = JSON.parse(formatReport('json', { ...fx.input, findings: [scrambled], files: [fx.shop, fx.shop] }));
    expect(Object.keys(out)).toEqual(['version', 'tool', 'findings', 'files']);
    expect(Object.keys(out.findings[0])).toEqual(['ruleId', 'severity', 'message', 'location', 'fix', 'related']);
    expect(Object.keys(out.findings[0].location)).toEqual(['file', 'line', 'column', 'endColumn']);
    expect(Object.keys(out.findings[0].fix)).toEqual(['description', 'replacement']);
    expect(Object.keys(out.findings[0].related[0])).toEqual(['file', 'line', 'column', 'endColumn']);
    expect(out.files).toEqual(['nginx/sites/shop.conf']);
  });

  it('has empty findings, and carries the advice when given', () => {
    const out = formatReport('json', { ...fx.input, findings: [], advice: { protocols: ['TLSv1.2', 'TLSv1.3'] } });
    expect(JSON.parse(out)).toEqual({
      version: 1,
      tool: { name: 'ssllint', version: '0.1.0' },
      findings: [],
      files: [`${fx.root}/apache/httpd.conf`, 'nginx/sites/shop.conf'],
      advice: { protocols: ['TLSv1.2', 'TLSv1.3'] },
    });
    expect(out.endsWith('}\n')).toBe(true);
    expect(formatReport('json', { ...fx.input, color: true })).toBe(formatReport('json', fx.input));
  });

  // formatJson writes the text directly; it must be byte for byte what stringifying the
  // report object gives, on real findings of every shape (related places, fixes with and
  // without a replacement, quotes, backslashes and non-ASCII in messages).
  it('writes exactly JSON.stringify(report, null, 2) for the findings of every rule fixture', () => {
    const result = lint(fixedLintOptions(['fixtures/rules']), RULES);
    const shapes = new Set(result.findings.map((f) => `${f.fix ? (f.fix.replacement !== undefined ? 'fix+r' : 'fix') : ''}${f.related?.length ? ' related' : ''}${f.location.endLine === undefined ? ' point' : ''}`));
    expect(shapes.size).toBeGreaterThanOrEqual(4);
    const odd = { ruleId: 'x', severity: 'info', message: 'a "quoted" \\ back\\slash, tab\t, é, \u2028, \ud800 lone', location: { file: '/elsewhere/ü.conf', line: 1, column: 2 } } as Finding;
    // Enough findings for several of the slices formatJson stringifies at a time.
    const many: Finding[] = [];
    while (many.length < 4500) many.push(...result.findings);
    for (const extra of [{}, { advice: { nested: { list: [1, 'two'], empty: [], none: {} } } }]) {
      const input = { ...fx.input, findings: [...many, odd], files: result.files, cwd: process.cwd(), rules: allRuleMeta(), ...extra };
      // U+2028 leaves escaped (report/untrusted.ts escapeControls): the same JSON value.
      expect(formatReport('json', input)).toBe(`${escapeControls(JSON.stringify(jsonReport(input), null, 2))}\n`);
    }
    const empty = { ...fx.input, findings: [], files: [] };
    expect(formatReport('json', empty)).toBe(`${JSON.stringify(jsonReport(empty), null, 2)}\n`);
  });

  // The CLI writes reportChunks one by one (src/cli/lint-command.ts): together they must be
  // the report, and the big formats must really come in pieces.
  it('reportChunks concatenate to formatReport\'s text in every format, all but github a slice at a time', () => {
    const result = lint(fixedLintOptions(['fixtures/rules']), RULES);
    const many: Finding[] = [];
    while (many.length < 4500) many.push(...result.findings);
    const input = { ...fx.input, findings: many, files: result.files, cwd: process.cwd(), rules: allRuleMeta() };
    for (const format of REPORT_FORMATS) {
      const chunks = [...reportChunks(format, input)];
      expect(chunks.join(''), format).toBe(formatReport(format, input));
      if (format !== 'github') expect(chunks.length, format).toBeGreaterThanOrEqual(3);
    }
    const empty = { ...input, findings: [] };
    for (const format of REPORT_FORMATS) expect([...reportChunks(format, empty)].join(''), format).toBe(formatReport(format, empty));

    // Pieces of stylish end between file blocks: the text is each file's own report (less
    // its summary line), blank-line separated, then the summary of the whole.
    const files = [...new Set(many.map((f) => f.location.file))];
    const summaryOf = (text: string): string => text.slice(text.lastIndexOf('\n\n') + 2);
    const perFile = files.map((file) => {
      const own = formatReport('stylish', { ...input, findings: many.filter((f) => f.location.file === file) });
      return own.slice(0, own.lastIndexOf('\n\n'));
    });
    const whole = formatReport('stylish', input);
    expect(whole).toBe(`${perFile.join('\n\n')}\n\n${summaryOf(whole)}`);
    expect(summaryOf(whole)).toMatch(/^✖ \d+ problems? /);
  });
});
