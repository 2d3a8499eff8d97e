// Config text in the Markdown outputs (the audit's table, the Action's job summary) sits in code
// spans: a bare URL there stays text. Read back with CommonMark's code-span rule: a run of N
// backticks opens a span that the next run of exactly N backticks closes.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownCode, markdownCodeLines } from '../src/report/markdown.js';
import { auditRun } from './helpers/audit.js';
import { scratchDir } from './helpers/fix.js';

/** The code spans of one line: [start, end) of each span's content, as CommonMark finds them. */
function codeSpans(line: string): { from: number; to: number; text: string }[] {
  const spans: { from: number; to: number; text: string }[] = [];
  const runs = [...line.matchAll(/`+/g)].map((m) => ({ at: m.index!, n: m[0].length }));
  for (let i = 0; i < runs.length; i++) {
    const close = runs.findIndex((r, j) => j > i && r.n === runs[i].n);
    if (close < 0) continue;
    const from = runs[i].at + runs[i].n;
    let text = line.slice(from, runs[close].at);
    if (text.length > 1 && text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') text = text.slice(1, -1);
    spans.push({ from, to: runs[close].at, text });
    i = close;
  }
  return spans;
}

describe('markdownCode', () => {
  it('reads back as the text, whatever backticks, pipes or spaces it holds', () => {
    for (const text of ['plain', 'a`b', '``x``', '`lead', 'trail`', ' both ', 'a | b', 'https://evil.example/x', '<img src=x>', '*b* _i_ [l](u)']) {
      const code = markdownCode(text);
      expect(code).not.toMatch(/[\r\n]/);
      const spans = codeSpans(code);
      expect(spans, text).toHaveLength(1);
      expect(code.slice(0, spans[0].from).replace(/`/g, '')).toBe('');
      // GFM tables turn `\|` back into `|`, in code spans too.
      expect(spans[0].text.replace(/\\\|/g, '|'), text).toBe(text);
    }
  });

  it('shows a line break as an escape, one span per line of a fix', () => {
    expect(markdownCode('a\nb')).toBe('`a\\nb`');
    expect(markdownCodeLines('add_header X y;\nadd_header Z w;')).toBe('`add_header X y;`<br>`add_header Z w;`');
    expect(markdownCode('')).toBe('');
  });
});

describe('audit --format markdown on a hostile tree', () => {
  it('puts server names, paths and reasons in code spans, so a URL is not a link', async () => {
    const dir = scratchDir('ssllint-md-');
    writeFileSync(
      join(dir, 'nginx.conf'),
      'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name "https://evil.example/x" "a`b|c";\n        ssl_protocols TLSv1 TLSv1.2;\n    }\n}\n',
    );
    const r = await auditRun([join(dir, 'nginx.conf'), '--no-config', '--format', 'markdown', '--now', '2026-06-01'], { cwd: dir });
    expect(r.code).toBe(0);
    const row = r.stdout.split('\n').find((l) => l.includes('evil.example'));
    expect(row).toBeDefined();
    const spans = codeSpans(row!);
    // Every mention of the URL is inside a span; the label's span reads back whole.
    for (const m of row!.matchAll(/https:\/\/evil\.example/g)) expect(spans.some((s) => s.from <= m.index! && m.index! < s.to), row).toBe(true);
    expect(spans.map((s) => s.text)).toContain('https://evil.example/x');
    expect(spans.map((s) => s.text)).toContain('nginx.conf:3');
  });
});

describe('audit --format html', () => {
  it("allows only its own script, by hash: no 'unsafe-inline' for scripts", async () => {
    const dir = scratchDir('ssllint-html-');
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name "<script>alert(1)</script>";\n    }\n}\n');
    const html = (await auditRun([join(dir, 'nginx.conf'), '--no-config', '--format', 'html', '--now', '2026-06-01'], { cwd: dir })).stdout;
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    expect(csp).toBeDefined();
    const directives = new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    const scriptSrc = directives.get('script-src')!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    // One script, the page's own (the server name's tag is escaped text), and the hash is its.
    expect(scripts).toHaveLength(1);
    expect(scriptSrc).toEqual([`'sha256-${createHash('sha256').update(scripts[0], 'utf8').digest('base64')}'`]);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
