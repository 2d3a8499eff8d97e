// A focused lint (src/focus.ts; the language server's) gives for its files exactly what the whole
// lint gives for them. Held on every tree the tests have: the corpus of real configs, and every
// config fixture split into a main file and a file per server block (so that the rules that
// compare servers meet servers in other files: a redirect elsewhere, the default server of an
// address, a neighbour's session cache).
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { parseApache } from '../src/apache/parse.js';
import type { Finding } from '../src/findings.js';
import { focusedModel } from '../src/focus.js';
import { lint, type LintOptions } from '../src/lint.js';
import { parseNginx } from '../src/nginx/parse.js';
import type { Directive } from '../src/syntax/types.js';
import { CORPUS } from './helpers/corpus.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const FIXTURES = resolve(__dirname, '../fixtures');
const ELSEWHERE: [string, string][] = ['/etc/ssl', '/etc/letsencrypt', '/etc/pki', '/etc/nginx', '/etc/apache2', '/etc/httpd'].map((p) => [p, `/nonexistent-ssllint-focus${p}`]);

const shown = (f: Finding): string => JSON.stringify(f);

// Between lints the test gives the event loop a turn: a run of synchronous lints minutes long on
// a loaded machine would starve vitest's worker RPC ("Timeout calling onTaskUpdate").
const breathe = () => new Promise((r) => setImmediate(r));

/** The findings of each file of the tree, whole and focused, that differ: none when focus is exact. */
async function differences(options: LintOptions): Promise<{ files: number; narrowed: number; diffs: string[] }> {
  const whole = lint(options, RULES);
  const diffs: string[] = [];
  let narrowed = 0;
  for (const file of whole.files) {
    await breathe();
    const focus = new Set([file]);
    const focused = lint({ ...options, focus }, RULES);
    const want = whole.findings.filter((f) => f.location.file === file).map(shown);
    const got = focused.findings.filter((f) => f.location.file === file).map(shown);
    if (focused.findings.some((f) => f.location.file !== file)) diffs.push(`${file}: findings outside the focus`);
    if (got.join('\n') !== want.join('\n')) {
      const missing = want.filter((w) => !got.includes(w));
      const extra = got.filter((g) => !want.includes(g));
      diffs.push(`${file}:\n  missing ${missing.join('\n  missing ')}\n  extra ${extra.join('\n  extra ')}`);
    }
    // Counted where the rules really saw fewer servers: a focus that always fell back would pass the comparison trivially.
    whole.models.forEach((model, i) => {
      const view = focusedModel(model, whole.trees[i], focus);
      if (view && view.servers.length < model.servers.length) narrowed++;
    });
  }
  return { files: whole.files.length, narrowed, diffs };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/**
 * `file` (one config holding servers) as a tree: its server blocks each moved into a file of
 * their own under `sites/`, included where the first one stood. Undefined when it has fewer than two.
 */
function split(file: string, dir: string): string | undefined {
  const text = readFileSync(file, 'utf8');
  const nginx = !/<VirtualHost\b/i.test(text);
  const parsed = nginx ? parseNginx(text, file) : parseApache(text, file);
  if (parsed.errors.length) return undefined;
  const servers: Directive[] = [];
  const find = (list: readonly Directive[]): void => {
    for (const d of list) {
      if (nginx ? d.name === 'server' && d.block && list !== parsed.directives : d.name.toLowerCase() === 'virtualhost') servers.push(d);
      else if (nginx && d.name === 'http' && d.block) find(d.block);
    }
  };
  find(parsed.directives);
  if (servers.length < 2 || servers.some((s) => !s.blockEnd)) return undefined;
  const starts = lineStarts(text);
  const at = (line: number, column: number): number => starts[line - 1] + column - 1;
  mkdirSync(join(dir, 'sites'), { recursive: true });
  let out = '';
  let from = 0;
  servers.forEach((s, i) => {
    const start = at(s.span.line, s.span.column);
    const end = at(s.blockEnd!.endLine, s.blockEnd!.endColumn) + 1;
    out += text.slice(from, start) + (i === 0 ? (nginx ? 'include sites/*.conf;' : 'IncludeOptional sites/*.conf') : '');
    writeFileSync(join(dir, 'sites', `${String(i).padStart(3, '0')}.conf`), `${text.slice(start, end)}\n`);
    from = end;
  });
  out += text.slice(from);
  const main = join(dir, nginx ? 'nginx.conf' : 'apache2.conf');
  writeFileSync(main, out);
  return main;
}

function configsUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...configsUnder(p));
    else if (e.name.endsWith('.conf') && statSync(p).size < 200_000) out.push(p);
  }
  return out.sort();
}

describe('a focused lint says for its files what the whole lint says', () => {
  it('on every fixture split into a main file and a file per server', async () => {
    const work = makeTmp('ssllint-focus-').dir;
    try {
      let trees = 0;
      let narrowed = 0;
      const diffs: string[] = [];
      for (const [i, file] of configsUnder(FIXTURES).entries()) {
        const dir = join(work, String(i));
        const main = split(file, dir);
        if (!main) continue;
        // Certificates and keys the fixture names by a relative path come along.
        for (const e of readdirSync(join(file, '..'))) if (/\.(pem|crt|key)$/.test(e)) cpSync(join(file, '..', e), join(dir, e));
        trees++;
        const d = await differences(fixedLintOptions([main], { pathMap: ELSEWHERE }));
        narrowed += d.narrowed;
        diffs.push(...d.diffs.map((x) => `${relative(FIXTURES, file)} → ${x.replaceAll(dir, basename(dir))}`));
      }
      expect(diffs).toEqual([]);
      // The split trees do narrow: a test of focus that always fell back to the whole lint would hold trivially.
      expect(trees).toBeGreaterThan(50);
      expect(narrowed).toBeGreaterThan(trees);
    } finally {
      removeTmp(work);
    }
  }, 300_000);

  it('on the corpus of real configs', async () => {
    const diffs: string[] = [];
    let narrowed = 0;
    for (const dir of readdirSync(CORPUS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(CORPUS, d.name))) {
      const roots = basename(dir) === 'digitalocean-nginxconfig.io' ? readdirSync(join(dir, 'generated')).map((t) => join(dir, 'generated', t)) : [dir];
      for (const root of roots) {
        const pathMap: [string, string][] = [['/etc/nginx', root], ...ELSEWHERE];
        // Tree by tree: a file of one tree is no focus of another's (and a directory of 480
        // certbot sites would be linted whole once per file).
        for (const tree of lint(fixedLintOptions([root], { pathMap }), RULES).trees) {
          if (tree.files.size < 2) continue;
          const d = await differences(fixedLintOptions([tree.root], { pathMap }));
          narrowed += d.narrowed;
          diffs.push(...d.diffs.map((x) => relative(CORPUS, x)));
        }
      }
    }
    expect(diffs).toEqual([]);
    expect(narrowed).toBeGreaterThan(20);
  }, 300_000);

  it('behind a closed fence: a certificate outside it is not read for the narrowed servers either', async () => {
    // The view the per-server rules see shares the tree's certificate cache, so its reads are fenced too.
    const outside = makeTmp('ssllint-focus-outside-').dir;
    const inside = makeTmp('ssllint-focus-inside-').dir;
    try {
      cpSync(join(FIXTURES, 'certs', 'expired'), join(outside, 'expired'), { recursive: true });
      mkdirSync(join(inside, 'sites'));
      writeFileSync(join(inside, 'nginx.conf'), 'events {}\nhttp {\n    include sites/*.conf;\n}\n');
      const site = (name: string) => `server {\n    listen 443 ssl;\n    server_name ${name}.example;\n    ssl_certificate ${outside}/expired/fullchain.pem;\n    ssl_certificate_key ${outside}/expired/privkey.pem;\n}\n`;
      writeFileSync(join(inside, 'sites', 'a.conf'), site('a'));
      writeFileSync(join(inside, 'sites', 'b.conf'), site('b'));
      const fence = { roots: [inside], closed: true, where: `the repository ${inside}`, allow: () => '' };
      const options = fixedLintOptions([join(inside, 'nginx.conf')], { fence: { of: () => fence } });
      const d = await differences(options);
      expect(d.diffs).toEqual([]);
      expect(d.narrowed).toBeGreaterThan(0);
      const a = join(inside, 'sites', 'a.conf');
      const rules = lint({ ...options, focus: new Set([a]) }, RULES).findings.map((f) => f.ruleId);
      expect(rules).toContain('cert-unreadable');
      expect(rules).not.toContain('cert-expired');
    } finally {
      removeTmp(outside);
      removeTmp(inside);
    }
  });

  it('Apache: a vhost inside <IfModule> is narrowed to; a setting beside it makes its file context', () => {
    const dir = makeTmp('ssllint-focus-ifmodule-').dir;
    try {
      mkdirSync(join(dir, 'sites'));
      writeFileSync(join(dir, 'apache2.conf'), `ServerRoot ${dir}\nListen 443\nIncludeOptional sites/*.conf\n`);
      const vhost = (name: string) => `<VirtualHost *:443>\n    ServerName ${name}.example\n    SSLEngine on\n</VirtualHost>\n`;
      writeFileSync(join(dir, 'sites', 'a.conf'), `<IfModule mod_ssl.c>\n${vhost('a')}</IfModule>\n`);
      writeFileSync(join(dir, 'sites', 'b.conf'), `<IfModule mod_ssl.c>\n    SSLProtocol all\n${vhost('b')}</IfModule>\n`);
      const whole = lint(fixedLintOptions([join(dir, 'apache2.conf')]), RULES);
      const view = (file: string) => focusedModel(whole.models[0], whole.trees[0], new Set([join(dir, 'sites', file)]));
      expect(view('a.conf')?.servers.map((s) => s.names[0]?.value)).toEqual(['a.example']);
      expect(view('b.conf')).toBeUndefined();
    } finally {
      removeTmp(dir);
    }
  });
});
