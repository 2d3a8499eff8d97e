// Every enumerated-value directive (nginx's ngx_conf_set_enum_slot / _bitmask_slot) of the table
// against the installed nginx: each value the table lists for the installed release passes
// `nginx -t` where ssllint says nothing, and a value nginx refuses gets directive-value from
// ssllint too. The table once listed no value for the nine directives whose tables live in
// ngx_http_upstream.c (proxy_ignore_headers, *_cache_methods …) and refused every one of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { CTX, nginxDirectiveRows, rowAt, type NginxDirectiveRow } from '../src/nginx/directives.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { hasNginx, nginxTest, put, wholeConfig } from './helpers/nginx-live.js';

const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr ?? '');
const parts = version ? [Number(version[1]), Number(version[2]), Number(version[3])] : [0, 0, 0];
const work = mkdtempSync(join(tmpdir(), 'ssllint-enum-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The enum/bitmask rows of the installed release that a `location` may hold. */
function locationRows(): NginxDirectiveRow[] {
  const out: NginxDirectiveRow[] = [];
  for (const rows of nginxDirectiveRows().values()) {
    for (const row of rows) {
      if ((row.kind === 'enum' || row.kind === 'bitmask') && row.ctx & CTX.location && rowAt(row, parts as [number, number, number])) out.push(row);
    }
  }
  return out;
}

let n = 0;
function judge(line: string): { nginx: ReturnType<typeof nginxTest>; ssllint: string[] } {
  const dir = join(work, `c${n++}`);
  const conf = put(dir, 'nginx.conf', wholeConfig(dir, `server {\n    listen 127.0.0.1:8080;\n    location / {\n        ${line}\n    }\n}`));
  const ssllint = lint(fixedLintOptions([conf], { nginxVersion: parts.join('.') }), RULES)
    .findings.filter((f) => f.ruleId.startsWith('directive-') && f.severity === 'error')
    .map((f) => `${f.ruleId}:${f.location.line}`);
  return { nginx: nginxTest(dir, conf), ssllint };
}

describe.skipIf(!hasNginx)('enumerated values as the installed nginx takes them', () => {
  it('the table lists values for every enum and bitmask directive', () => {
    const empty = [...nginxDirectiveRows().values()].flat().filter((r) => (r.kind === 'enum' || r.kind === 'bitmask') && r.values.length === 0);
    expect(empty.map((r) => r.name)).toEqual([]);
  });

  it('proxy_ignore_headers and proxy_cache_methods: what nginx takes passes, what it refuses is an error', () => {
    const good = judge('proxy_ignore_headers X-Accel-Expires Expires Cache-Control Set-Cookie Vary;');
    expect(good.nginx.ok, good.nginx.output).toBe(true);
    expect(good.ssllint).toEqual([]);
    const methods = judge('proxy_cache_methods GET HEAD POST;');
    expect(methods.nginx.ok, methods.nginx.output).toBe(true);
    expect(methods.ssllint).toEqual([]);
    const bad = judge('proxy_ignore_headers X-Bogus;');
    expect(bad.nginx.output).toMatch(/\[emerg\].*invalid value "X-Bogus"/);
    expect(bad.ssllint).toEqual(['directive-value:15']);
  });

  it('every listed value of every location-level enum/bitmask directive passes nginx -t and ssllint alike', async () => {
    const disagreements: string[] = [];
    for (const row of locationRows()) {
      // Hundreds of nginx -t runs: the event loop gets a turn between them, or vitest's worker
      // RPC can time out on a loaded machine ("Timeout calling onTaskUpdate").
      await new Promise((r) => setImmediate(r));
      // Modules this build lacks say "unknown directive": nothing to compare.
      for (const value of row.values) {
        const { nginx, ssllint } = judge(`${row.name} ${value};`);
        if (/unknown directive/.test(nginx.output)) break;
        // Some values need another directive (a cache zone, …): only the value's own verdict counts.
        const refusedValue = /invalid value/.test(nginx.output);
        if (refusedValue !== ssllint.includes('directive-value:15')) disagreements.push(`${row.name} ${value}: nginx ${refusedValue ? 'refuses' : 'takes'}, ssllint ${ssllint.join(',') || 'nothing'}`);
      }
      const bogus = judge(`${row.name} ssllint-bogus;`);
      if (/unknown directive/.test(bogus.nginx.output)) continue;
      if (!bogus.ssllint.includes('directive-value:15') || bogus.nginx.ok) disagreements.push(`${row.name} ssllint-bogus: nginx ${bogus.nginx.ok ? 'takes' : 'refuses'}, ssllint ${bogus.ssllint.join(',') || 'nothing'}`);
    }
    expect(disagreements).toEqual([]);
  }, 120_000);
});
