// github: workflow commands read back the way the Actions runner reads them
// (actions/runner ActionCommand.TryParseV2, then the legacy `##[` form), the 10/10/10 cap,
// and the step summary file.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../src/findings.js';
import type { RuleMeta } from '../src/rule.js';
import { stepSummary, STEP_SUMMARY_LIMIT } from '../src/report/github.js';
import { formatReport } from '../src/report/index.js';
import { messageWithFix } from '../src/report/text.js';
import { makeFixture, RULES } from './report-fixture.js';

const fx = makeFixture();
afterAll(() => fx.cleanup());

// --- A model of the runner's command reader -------------------------------------------
const REGISTERED = ['error', 'warning', 'notice', 'debug', 'group', 'endgroup', 'echo', 'add-mask', 'add-matcher', 'remove-matcher', 'save-state', 'set-output', 'set-env', 'add-path', 'stop-commands'];
const isRegistered = (name: string) => REGISTERED.includes(name.toLowerCase());

/** The runner reads the step's output with .NET ReadLine: LF, CR and CRLF end a line. */
function runnerLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const unescape = (s: string, map: [string, string][]) => map.reduce((acc, [esc, ch]) => acc.split(esc).join(ch), s);
const DATA_MAP: [string, string][] = [['%0D', '\r'], ['%0A', '\n'], ['%25', '%']];
const PROP_MAP: [string, string][] = [['%0D', '\r'], ['%0A', '\n'], ['%3A', ':'], ['%2C', ','], ['%25', '%']];

interface Parsed {
  command: string;
  props: Record<string, string>;
  /** Raw property keys in order, to spot duplicates. */
  keys: string[];
  data: string;
}

function parseV2(line: string): Parsed | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  if (!isRegistered(command)) return undefined;
  const props: Record<string, string> = {};
  const keys: string[] = [];
  if (space > 0) {
    for (const prop of info.slice(space + 1).trim().split(',').filter((p) => p !== '')) {
      const eq = prop.indexOf('=');
      if (eq <= 0 || eq === prop.length - 1) continue;
      const value = prop.slice(eq + 1);
      // .NET's Split('=', 2, RemoveEmptyEntries) is ambiguous for a value starting with '=': never produce one.
      if (value.startsWith('=')) throw new Error(`ambiguous property: ${prop}`);
      keys.push(prop.slice(0, eq).toLowerCase());
      props[prop.slice(0, eq).toLowerCase()] = unescape(value, PROP_MAP);
    }
  }
  return { command, props, keys, data: unescape(message.slice(end + 2), DATA_MAP) };
}

/** The legacy form the runner tries when TryParseV2 fails: `##[command ...]` anywhere in the line. */
function isV1Command(line: string): boolean {
  const at = line.indexOf('##[');
  if (at < 0) return false;
  const close = line.indexOf(']', at);
  if (close < 0) return false;
  const info = line.slice(at + 3, close);
  const space = info.indexOf(' ');
  return isRegistered(space < 0 ? info : info.slice(0, space));
}

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

// ----------------------------------------------------------------------------------------

describe('github annotations', () => {
  it('prints the worst findings first as workflow commands with repository-relative paths', () => {
    expect(formatReport('github', fx.input, {})).toBe(
      [
        '::error file=etc/nginx/sites/shop.conf,line=4,col=19,endLine=4,endColumn=23,title=SSLv3 can be negotiated (protocol-sslv3)::SSLv3 can be negotiated (POODLE)%0AFix: Allow TLS 1.2 and 1.3 only%0Assl_protocols TLSv1.2 TLSv1.3;',
        '::error file=etc/nginx/sites/shop.conf,line=5,col=17,endLine=5,endColumn=28,title=RC4 suite enabled (cipher-rc4)::RC4-SHA is enabled (OpenSSL 1.0.2)',
        '::warning file=apache/httpd.conf,line=5,col=5,endLine=5,endColumn=26,title=TLS 1.0 or 1.1 enabled (protocol-tls10-tls11)::TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)%0AFix: Allow TLS 1.2 and 1.3 only%0ASSLProtocol -all +TLSv1.2 +TLSv1.3',
        '::warning file=etc/nginx/sites/shop.conf,line=4,col=25,endLine=4,endColumn=29,title=TLS 1.0 or 1.1 enabled (protocol-tls10-tls11)::TLSv1 is enabled (RFC 8996 deprecates it)%0AFix: Allow TLS 1.2 and 1.3 only%0Assl_protocols TLSv1.2 TLSv1.3;',
        '::warning file=etc/nginx/sites/shop.conf,line=12,col=5,endLine=12,endColumn=24,title=Keep-alive is off (keepalive-disabled)::keep-alive is off: every request pays a new TLS handshake%0AFix: Keep connections open%0Akeepalive_timeout 75s;',
        // A region over several lines: the runner drops columns there, so none are sent.
        '::notice file=apache/httpd.conf,line=2,endLine=6,title=No HSTS header (hsts-missing)::no Strict-Transport-Security header on this TLS server%0AFix: Send HSTS from this virtual host%0AHeader always set Strict-Transport-Security "max-age=63072000"',
        '',
      ].join('\n'),
    );
  });

  it('prints nothing for no findings', () => {
    expect(formatReport('github', { ...fx.input, findings: [] }, {})).toBe('');
  });

  it('cannot be made to start a command or forge a property by file names, messages or titles', () => {
    const inCwd = [
      'evil\n::error::pwned.conf',
      'a,line=1,title=forged.conf',
      '%0A%25%3A%2C.conf',
      'x::y:z.conf',
      'cr\r::warning file=forged.conf::x.conf',
      'crlf\r\n##[error]v1.conf',
      'tab\tand space .conf',
    ];
    const atRoot = [' leading space.conf', '=starts-with-equals.conf', '\n::error::at-root.conf'];
    const messages = [
      'bad\n::error file=x.conf,line=1::pwned',
      'a,line=1 %0A %25 %3A :: \r end\r\n',
      '##[error]v1 style ::set-output name=x::y',
      '',
      '%',
      '::',
      '\n',
    ];
    const weird: RuleMeta = { ...RULES[0], id: 'weird', title: 'Weird, title: with :: and %0A, line=9', severity: 'warning' };
    const files = [...inCwd.map((n) => join(fx.cwd, n)), ...atRoot.map((n) => join(fx.root, n))];
    const findings: Finding[] = files.map((file, i) => ({
      ruleId: 'weird',
      severity: (['error', 'warning', 'info'] as const)[i % 3],
      message: messages[i % messages.length],
      location: { file, line: i + 1, column: 2, endLine: i + 1, endColumn: 7 },
      fix: i % 2 === 0 ? { description: 'fix, with: commas\n::error::x', replacement: 'ssl_protocols "a,b::c";\n%0A' } : undefined,
    }));
    const expectedPath = (file: string) => (file.startsWith(`${fx.root}/=`) ? file : file.slice(fx.root.length + 1));

    const lines = runnerLines(formatReport('github', { ...fx.input, rules: [weird], findings }, {}));
    expect(lines).toHaveLength(findings.length);
    const parsed = lines.map((l) => parseV2(l));
    // Annotations come out errors first, then warnings, then notices.
    const order = (['error', 'warning', 'info'] as const).flatMap((s) => findings.filter((f) => f.severity === s));
    parsed.forEach((p, i) => {
      const f = order[i];
      expect(p, lines[i]).toBeDefined();
      expect(p?.command).toBe(COMMAND[f.severity]);
      expect(p?.keys).toEqual(['file', 'line', 'col', 'endline', 'endcolumn', 'title']);
      expect(p?.props).toEqual({
        file: expectedPath(f.location.file),
        line: String(f.location.line),
        col: '2',
        endline: String(f.location.line),
        endcolumn: '7',
        title: 'Weird, title: with :: and %0A, line=9 (weird)',
      });
      // `##[` in the data is shown escaped (workflow-command.ts); nothing else changes.
      expect(p?.data).toBe(messageWithFix(f).replace(/##\[/g, '##\\x5b'));
    });
    // A path starting with `=` is sent absolute (the runner relativises those itself); a leading blank survives.
    expect(parsed.map((p) => p?.props.file).filter((f) => f?.startsWith('/'))).toEqual([join(fx.root, '=starts-with-equals.conf')]);
    expect(parsed.map((p) => p?.props.file)).toContain(' leading space.conf');
  });

  it('annotates at most 10 errors, 10 warnings and 10 notices, worst first, and says how many were left', () => {
    const findings: Finding[] = [];
    const kinds: Severity[] = [];
    for (let i = 0; i < 25; i++) kinds.push('error');
    for (let i = 0; i < 12; i++) kinds.push('warning');
    for (let i = 0; i < 3; i++) kinds.push('info');
    // Interleave so that output order is not severity order.
    const mixed = kinds.map((k, i) => ({ k, key: (i * 7) % kinds.length })).sort((a, b) => a.key - b.key);
    mixed.forEach(({ k }, i) =>
      findings.push({ ruleId: 'keepalive-disabled', severity: k, message: `finding ${i + 1}`, location: { file: fx.shop, line: i + 1, column: 1 } }),
    );
    const lines = runnerLines(formatReport('github', { ...fx.input, findings }, {}));
    const parsed = lines.map(parseV2);
    const annotated = parsed.filter((p): p is Parsed => p !== undefined);
    expect(annotated.map((p) => p.command)).toEqual([...Array(10).fill('error'), ...Array(10).fill('warning'), ...Array(3).fill('notice')]);
    const firstOf = (s: Severity, n: number) => findings.filter((f) => f.severity === s).slice(0, n).map((f) => f.message);
    expect(annotated.map((p) => p.data)).toEqual([...firstOf('error', 10), ...firstOf('warning', 10), ...firstOf('info', 10)]);
    expect(lines.slice(annotated.length)).toEqual([
      'ssllint: 17 findings not annotated (15 errors, 2 warnings): GitHub shows at most 10 errors, 10 warnings and 10 notices per step. Use --format sarif or --format json to see every finding.',
    ]);
    // The plain line is not a command in either of the runner's syntaxes.
    for (const l of lines.slice(annotated.length)) expect(parseV2(l) === undefined && !isV1Command(l)).toBe(true);
  });
});

describe('github step summary', () => {
  it('appends a heading, the counts and every finding as a table to GITHUB_STEP_SUMMARY', () => {
    const file = join(fx.tmp, 'summary.md');
    writeFileSync(file, '## Earlier step\n');
    const out = formatReport('github', fx.input, { GITHUB_STEP_SUMMARY: file });
    expect(runnerLines(out)).toHaveLength(6);
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '## Earlier step',
        '',
        '### ssllint 0.1.0',
        '',
        '6 problems (2 errors, 3 warnings, 1 info) in 2 files.',
        '',
        '| Severity | File | Line | Column | Rule | Message | Fix |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| info | `apache/httpd.conf` | 2 | 1 | hsts-missing | `no Strict-Transport-Security header on this TLS server` | `Send HSTS from this virtual host`<br>`Header always set Strict-Transport-Security "max-age=63072000"` |',
        '| warning | `apache/httpd.conf` | 5 | 5 | protocol-tls10-tls11 | `TLSv1 and TLSv1.1 are enabled (RFC 8996 deprecates them)` | `Allow TLS 1.2 and 1.3 only`<br>`SSLProtocol -all +TLSv1.2 +TLSv1.3` |',
        '| error | `etc/nginx/sites/shop.conf` | 4 | 19 | protocol-sslv3 | `SSLv3 can be negotiated (POODLE)` | `Allow TLS 1.2 and 1.3 only`<br>`ssl_protocols TLSv1.2 TLSv1.3;` |',
        '| warning | `etc/nginx/sites/shop.conf` | 4 | 25 | protocol-tls10-tls11 | `TLSv1 is enabled (RFC 8996 deprecates it)` | `Allow TLS 1.2 and 1.3 only`<br>`ssl_protocols TLSv1.2 TLSv1.3;` |',
        '| error | `etc/nginx/sites/shop.conf` | 5 | 17 | cipher-rc4 | `RC4-SHA is enabled (OpenSSL 1.0.2)` |  |',
        '| warning | `etc/nginx/sites/shop.conf` | 12 | 5 | keepalive-disabled | `keep-alive is off: every request pays a new TLS handshake` | `Keep connections open`<br>`keepalive_timeout 75s;` |',
        '',
      ].join('\n'),
    );
  });

  it('gives a directive\'s fix once, in annotations and the table, as stylish does', () => {
    const file = join(fx.tmp, 'grouped-summary.md');
    // Three cipher findings on one directive share the advised string; a fourth has its own fix.
    const at = { file: fx.shop, line: 5, column: 5 };
    const advised = { description: 'Mozilla intermediate', replacement: 'ssl_ciphers ECDHE+AESGCM;' };
    const findings: Finding[] = [
      { ruleId: 'cipher-rc4', severity: 'error', message: 'enables RC4 suites on OpenSSL 1.0.2', location: at, fix: advised },
      { ruleId: 'cipher-3des', severity: 'warning', message: 'enables 3DES suites on OpenSSL 1.0.2', location: at, fix: advised },
      { ruleId: 'server-cipher-preference', severity: 'warning', message: 'preference is off', location: at, fix: { description: 'enforce the order', replacement: 'ssl_prefer_server_ciphers on;' } },
      { ruleId: 'cipher-cbc', severity: 'info', message: 'enables CBC suites', location: at, fix: advised },
    ];
    const out = formatReport('github', { ...fx.input, findings }, { GITHUB_STEP_SUMMARY: file });
    expect(runnerLines(out).map((l) => l.replace(/^::(\w+) .*?::/, '$1 '))).toEqual([
      'error enables RC4 suites on OpenSSL 1.0.2%0AFix: Mozilla intermediate%0Assl_ciphers ECDHE+AESGCM;',
      'warning enables 3DES suites on OpenSSL 1.0.2',
      'warning preference is off%0AFix: enforce the order%0Assl_prefer_server_ciphers on;',
      'notice enables CBC suites',
    ]);
    expect(readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Severity') && !l.startsWith('| ---')).map((l) => l.split(' | ').slice(-1)[0])).toEqual([
      '`Mozilla intermediate`<br>`ssl_ciphers ECDHE+AESGCM;` |',
      ' |',
      '`enforce the order`<br>`ssl_prefer_server_ciphers on;` |',
      ' |',
    ]);
  });

  it('says so in the summary when there is nothing to report', () => {
    const file = join(fx.tmp, 'empty-summary.md');
    expect(formatReport('github', { ...fx.input, findings: [] }, { GITHUB_STEP_SUMMARY: file })).toBe('');
    expect(readFileSync(file, 'utf8')).toBe('### ssllint 0.1.0\n\nNo problems in 2 files.\n');
  });

  it('keeps hostile text inside its cell: no new column, row, link or HTML', () => {
    const f: Finding = {
      ruleId: 'x|y',
      severity: 'error',
      message: 'a | b\n| error | forged | 1 | 1 | r | m |  |\r\n[click](https://evil.example) <img src=x> `code` *b* $x$ &amp;',
      location: { file: join(fx.cwd, 'p|q.conf'), line: 1, column: 1 },
    };
    const text = stepSummary({ ...fx.input, findings: [f] }) as string;
    const row = text.split('\n').filter((l) => l.startsWith('| error'));
    expect(row).toEqual([
      // Config text in code spans (a fence longer than the backticks inside): the URL stays text.
      '| error | `etc/p\\|q.conf` | 1 | 1 | x\\|y | `a \\| b`<br>`\\| error \\| forged \\| 1 \\| 1 \\| r \\| m \\|  \\|`<br>``[click](https://evil.example) <img src=x> `code` *b* $x$ &amp;`` |  |',
    ]);
    // Unescaped pipes delimit exactly the 7 columns.
    expect(row[0].replace(/\\\|/g, '').split('|')).toHaveLength(9);
  });

  it('stops adding rows before GitHub\'s 1 MiB limit and says how many were left out', () => {
    const findings: Finding[] = Array.from({ length: 50 }, (_, i) => ({
      ruleId: 'keepalive-disabled',
      severity: 'warning',
      message: `finding ${i + 1}`,
      location: { file: fx.shop, line: i + 1, column: 1 },
    }));
    const text = stepSummary({ ...fx.input, findings }, 1500) as string;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1500);
    const rows = text.split('\n').filter((l) => l.startsWith('| warning'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(50);
    expect(rows[rows.length - 1]).toBe(`| warning | \`etc/nginx/sites/shop.conf\` | ${rows.length} | 1 | keepalive-disabled | \`finding ${rows.length}\` |  |`);
    expect(text.endsWith(`\n\n${50 - rows.length} more findings not shown: a job summary holds at most 1 MiB. Use \`--format sarif\` or \`--format json\` for all of them.\n`)).toBe(true);

    // A summary file already at the limit is left alone, and the log says why.
    const full = join(fx.tmp, 'full.md');
    writeFileSync(full, 'x'.repeat(STEP_SUMMARY_LIMIT - 10));
    const out = formatReport('github', { ...fx.input, findings }, { GITHUB_STEP_SUMMARY: full });
    expect(statSync(full).size).toBe(STEP_SUMMARY_LIMIT - 10);
    expect(runnerLines(out).slice(-2)).toEqual([
      'ssllint: the job summary is full (GitHub allows 1 MiB per step); findings were not added to it.',
      'ssllint: 40 findings not annotated (40 warnings): GitHub shows at most 10 errors, 10 warnings and 10 notices per step. Use --format sarif or --format json to see every finding.',
    ]);
  });

  it('reports a summary file it cannot write instead of throwing', () => {
    const dir = join(fx.tmp, 'a-directory');
    mkdirSync(dir, { recursive: true });
    const out = formatReport('github', fx.input, { GITHUB_STEP_SUMMARY: dir });
    expect(runnerLines(out)).toHaveLength(7);
    expect(runnerLines(out)[6]).toBe('ssllint: could not write the job summary (EISDIR).');
  });

  it('points to the summary in the not-annotated line when it was written', () => {
    const findings: Finding[] = Array.from({ length: 11 }, (_, i) => ({
      ruleId: 'cipher-rc4',
      severity: 'error',
      message: `e${i}`,
      location: { file: fx.shop, line: 1, column: i + 1 },
    }));
    const out = formatReport('github', { ...fx.input, findings }, { GITHUB_STEP_SUMMARY: join(fx.tmp, 'eleven.md') });
    expect(runnerLines(out).at(-1)).toBe(
      'ssllint: 1 finding not annotated (1 error): GitHub shows at most 10 errors, 10 warnings and 10 notices per step. Every finding is in the job summary.',
    );
  });
});
