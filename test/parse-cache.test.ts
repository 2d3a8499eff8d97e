// The language server's parse cache (LintOptions.parsed): an nginx file whose text is unchanged
// is not parsed again, and a lint with the cache says exactly what a lint without it says.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint, type LintOptions } from '../src/lint.js';
import type { ParseCache } from '../src/source/types.js';
import { MAX_NESTING } from '../src/syntax/limits.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { writeTree } from './helpers/fix.js';

const said = (options: LintOptions) => lint(options, RULES).findings.map((f) => `${f.location.file}:${f.location.line}:${f.location.column} ${f.ruleId} ${f.message}`);

describe('the parse cache', () => {
  it('reuses an unchanged file and parses a changed one, with the findings of a fresh lint', () => {
    const dir = writeTree({
      'nginx.conf': 'events {}\nhttp {\n    include sites/*.conf;\n}\n',
      'sites/a.conf': 'server {\n    listen 443 ssl;\n    ssl_protocols TLSv1 TLSv1.2;\n}\n',
      'sites/b.conf': 'server {\n    listen 443 ssl;\n    server_name b.example;\n}\n',
    });
    const parsed: ParseCache = new Map();
    const base = fixedLintOptions([join(dir, 'nginx.conf')]);
    const first = lint({ ...base, parsed }, RULES);
    const a = join(dir, 'sites', 'a.conf');
    const b = join(dir, 'sites', 'b.conf');
    expect(parsed.size).toBe(3);
    const overlay = new Map([[a, 'server {\n    listen 443 ssl;\n    ssl_protocols SSLv3 TLSv1.2;\n}\n']]);
    const second = lint({ ...base, parsed, overlay }, RULES);
    expect(second.trees[0].files.get(b)).toBe(first.trees[0].files.get(b));
    expect(second.trees[0].files.get(a)).not.toBe(first.trees[0].files.get(a));
    expect(said({ ...base, parsed, overlay })).toEqual(said({ ...base, overlay }));
    expect(said({ ...base, overlay }).some((s) => s.includes('a.conf:3:5 protocol-sslv3'))).toBe(true);
  });

  it('parses afresh a file the nesting bound emptied, once its include moves up', () => {
    // deep.conf holds 10 nested blocks; included 95 blocks down it passes MAX_NESTING and is cut.
    const open = (n: number) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}location /l${i} {\n`).join('');
    const close = (n: number) => '}\n'.repeat(n);
    const deep = `${open(10)}${'  '.repeat(10)}ssl_protocols SSLv3;\n${close(10)}`;
    const shallow = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        include deep.conf;\n    }\n}\n';
    const dir = writeTree({
      'nginx.conf': `events {}\nhttp {\n    server {\n        listen 443 ssl;\n${open(MAX_NESTING - 5)}include deep.conf;\n${close(MAX_NESTING - 5)}    }\n}\n`,
      'deep.conf': deep,
    });
    const parsed: ParseCache = new Map();
    const main = join(dir, 'nginx.conf');
    const base = fixedLintOptions([main]);
    expect(said({ ...base, parsed }).some((s) => s.includes('syntax-error'))).toBe(true);
    const overlay = new Map([[main, shallow]]);
    expect(said({ ...base, parsed, overlay })).toEqual(said({ ...base, overlay }));
  });
});
