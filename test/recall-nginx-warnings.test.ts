// #36 item 11: nginx -t's own warnings about values given twice, as directive-duplicate
// warnings in nginx's words, line for line with what the installed nginx -t prints: a bitmask
// directive (ssl_protocols …) adds every line of a block together and warns on a repeated value,
// through an include too; an extension given twice in the `types` of one level takes the later
// type. Their look-alikes (the same values in different blocks) draw no warning from either.
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { hasNginx, nginxTest, put, wholeConfig } from './helpers/nginx-live.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const work = makeTmp('ssllint-warn-').dir;
afterAll(() => removeTmp(work));

/** nginx -t's warnings as `LINE message`, its own words. */
function nginxWarnings(output: string): string[] {
  return [...output.matchAll(/\[warn\] \d+#\d+: (.*) in [^\s]+:(\d+)$/gm)].map((m) => `${m[2]} ${m[1]}`).sort();
}

function ours(conf: string): string[] {
  return lint(fixedLintOptions([conf], { nginxVersion: '1.22.1' }), RULES)
    .findings.filter((f) => f.ruleId === 'directive-duplicate' && f.severity === 'warning')
    .map((f) => `${f.location.line} ${f.message.replace(/: "[a-z_]+" on line .*$/s, '').replace(/ in "[a-z_]+"$/, '')}`)
    .sort();
}

const BODY = [
  'types {',
  '    text/html html htm;',
  '    text/plain txt html;',
  '    image/png png PNG;',
  '}',
  'server {',
  '    listen 127.0.0.1:1;',
  `    include ${work}/ssl-options.conf;`,
  '    ssl_protocols TLSv1.3;',
  '    proxy_next_upstream error timeout error;',
  '    location /a {',
  '        types { text/css css; }',
  '    }',
  '}',
  // The look-alikes: the same values in another block, or once per line.
  'server {',
  '    listen 127.0.0.1:2;',
  '    ssl_protocols TLSv1.2 TLSv1.3;',
  '    location /b {',
  '        types { text/html html; }',
  '    }',
  '}',
].join('\n');

describe.skipIf(!hasNginx)('directive-duplicate warnings agree with nginx -t', () => {
  it('the same lines, and nginx\'s words', () => {
    put(work, 'ssl-options.conf', 'ssl_protocols TLSv1.2 TLSv1.3;\n');
    const conf = put(work, 'nginx.conf', wholeConfig(work, BODY));
    const run = nginxTest(work, conf);
    expect(run.ok).toBe(true);
    const theirs = nginxWarnings(run.output);
    expect(theirs).toEqual([
      '14 duplicate extension "html", content type: "text/plain", previous content type: "text/html"',
      '15 duplicate extension "png", content type: "image/png", previous content type: "image/png"',
      '20 duplicate value "TLSv1.3"',
      '21 duplicate value "error"',
    ]);
    expect(ours(conf)).toEqual(theirs);
  });

  it('a value repeated across an include and the server is said with both places; the snippet alone is quiet', () => {
    put(work, 'ssl-options.conf', 'ssl_protocols TLSv1.2 TLSv1.3;\n');
    const conf = put(work, 'nginx.conf', wholeConfig(work, BODY));
    const finding = lint(fixedLintOptions([conf]), RULES).findings.find((f) => f.ruleId === 'directive-duplicate' && f.message.includes('TLSv1.3'));
    expect(finding?.message).toBe(`duplicate value "TLSv1.3": "ssl_protocols" on line 1 of ${work}/ssl-options.conf names it already, and a second ssl_protocols line in the same block adds its values to the first instead of replacing them`);
    expect(finding?.related?.[0]).toMatchObject({ file: `${work}/ssl-options.conf`, line: 1 });
    expect(ours(`${work}/ssl-options.conf`)).toEqual([]);
  });
});
