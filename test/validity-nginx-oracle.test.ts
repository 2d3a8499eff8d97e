// The installed nginx as the oracle for the directive-* rules: valid configs of our own
// (fixtures/validity/nginx-oracle) are mutated one edit at a time, each mutation goes through
// `nginx -t` and through ssllint at --nginx-version of the installed nginx, and both must agree:
// nginx refuses it ⇒ ssllint has an error at the line nginx names; nginx takes it (perhaps
// with a warning) ⇒ ssllint has no error. Only the syntax rules' errors count (directive-*,
// syntax-error, and cert-key-mismatch for a certificate left without its key): a mutation may well
// give a TLS finding of another rule, which nginx never judges.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { nginxDirectiveRows } from '../src/nginx/directives.js';
import { thirdPartyModule } from '../src/nginx/third-party.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, skipNote } from './helpers/peers.js';

const version = /nginx\/(\d+\.\d+\.\d+)/.exec(spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr ?? '')?.[1];
const STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';
const dir = resolve(__dirname, '../fixtures/validity/nginx-oracle');
const certs = resolve(__dirname, '../fixtures/certs');
const tmp = makeTmp('ssllint-validity-').dir;
afterAll(() => removeTmp(tmp));

interface Line {
  index: number;
  kind: 'simple' | 'open' | 'close' | 'entry';
  name: string;
  args: string[];
  indent: string;
  /** Names of the enclosing blocks with the index of their opening line, outermost first. */
  path: { name: string; index: number }[];
}

function readLines(text: string): Line[] {
  const stack: { name: string; index: number }[] = [];
  return text.split('\n').map((raw, index) => {
    const indent = /^\s*/.exec(raw)?.[0] ?? '';
    const body = raw.trim();
    const path = [...stack];
    if (body === '}') {
      stack.pop();
      return { index, kind: 'close', name: '', args: [], indent, path };
    }
    const words = body.replace(/[;{]$/, '').trim().split(/\s+/);
    const inEntries = stack.some((b) => b.name === 'map' || b.name === 'types');
    if (body.endsWith('{')) {
      stack.push({ name: words[0], index });
      return { index, kind: 'open', name: words[0], args: words.slice(1), indent, path };
    }
    return { index, kind: inEntries || body === '' ? 'entry' : 'simple', name: words[0], args: words.slice(1), indent, path };
  });
}

interface Mutation {
  kind: string;
  what: string;
  text: string;
  /** 1-based line of the edited directive. */
  line: number;
}

const rows = nginxDirectiveRows();
const isKnown = (name: string): boolean => rows.has(name) || thirdPartyModule(name) !== undefined;

function misspellings(name: string): string[] {
  if (name.length < 4) return [];
  const out = new Set<string>();
  const mid = Math.floor(name.length / 2);
  out.add(name.slice(0, mid) + name.slice(mid + 1)); // a letter dropped
  if (name[mid] !== name[mid + 1] && mid + 1 < name.length) out.add(name.slice(0, mid) + name[mid + 1] + name[mid] + name.slice(mid + 2)); // swapped
  out.add(name.slice(0, -1) + name.slice(-1) + name.slice(-1)); // doubled
  return [...out].filter((n) => !isKnown(n));
}

function mutate(text: string): Mutation[] {
  const lines = text.split('\n');
  const parsed = readLines(text);
  const out: Mutation[] = [];
  const replace = (i: number, line: string): string => [...lines.slice(0, i), line, ...lines.slice(i + 1)].join('\n');
  const insert = (at: number, line: string, without = -1): { text: string; line: number } => {
    const copy = lines.filter((_, k) => k !== without);
    const pos = without >= 0 && without < at ? at - 1 : at;
    copy.splice(pos, 0, line);
    return { text: copy.join('\n'), line: pos + 1 };
  };
  const firstBlock = (name: string, inside?: number): Line | undefined =>
    parsed.find((l) => l.kind === 'open' && l.name === name && (inside === undefined || l.path.some((p) => p.index === inside)));

  for (const l of parsed) {
    if (l.kind !== 'simple' && l.kind !== 'open') continue;
    const tail = l.kind === 'open' ? ' {' : ';';
    for (const m of misspellings(l.name)) {
      out.push({ kind: 'misspelt name', what: `${l.name} → ${m}`, text: replace(l.index, `${l.indent}${[m, ...l.args].join(' ')}${tail}`), line: l.index + 1 });
    }
    if (l.kind !== 'simple') continue;
    const line = (args: string[]): string => `${l.indent}${[l.name, ...args].join(' ')};`;
    if (l.args.length > 0) out.push({ kind: 'arguments dropped', what: `${l.name}`, text: replace(l.index, line([])), line: l.index + 1 });
    if (l.args.length > 0) out.push({ kind: 'argument added', what: `${l.name} +${l.args[l.args.length - 1]}`, text: replace(l.index, line([...l.args, l.args[l.args.length - 1]])), line: l.index + 1 });
    l.args.forEach((a, k) => {
      if (a === 'on' || a === 'off') {
        const args = [...l.args];
        args[k] = a === 'on' ? 'yes' : 'no';
        out.push({ kind: 'yes for on', what: `${l.name} ${args[k]}`, text: replace(l.index, line(args)), line: l.index + 1 });
      }
    });
    out.push({ kind: 'duplicated', what: l.name, ...insert(l.index + 1, lines[l.index]), line: l.index + 2 });
    // Moved into another block: every block kind the config has, at its first line.
    const parent = l.path[l.path.length - 1];
    const server = l.path.find((p) => p.name === 'server');
    const targets = [
      firstBlock('location', server?.index),
      firstBlock('if', server?.index),
      firstBlock('limit_except'),
      firstBlock('upstream'),
      firstBlock('server'),
      firstBlock('http') ?? firstBlock('stream'),
      firstBlock('events'),
    ];
    for (const t of targets) {
      // Moving load_module makes the module's blocks unknown before the move is judged: not one edit.
      if (!t || t.index === parent?.index || l.name === 'load_module') continue;
      const moved = insert(t.index + 1, `${t.indent}    ${lines[l.index].trim()}`, l.index);
      out.push({ kind: 'moved', what: `${l.name} → ${t.name}`, ...moved });
    }
  }
  // Directives nginx removed, deprecated, or added after some release, written into the first TLS server.
  const tls = parsed.find((l) => l.kind === 'simple' && l.name === 'ssl_certificate');
  if (tls) {
    for (const d of ['ssl on;', 'spdy_headers_comp 5;', 'http2_idle_timeout 3m;', 'http2_push_preload on;', 'http2 on;', 'ssl_reject_handshake off;', 'ssl_conf_command Options PrioritizeChaCha;', 'ssl_early_data off;']) {
      out.push({ kind: 'removed/deprecated/added', what: d, ...insert(tls.index, `${tls.indent}${d}`) });
    }
  }
  return out;
}

interface Verdict {
  ok: boolean;
  line: number | undefined;
  output: string;
}

function nginxT(file: string): Promise<Verdict> {
  return new Promise((done) => {
    const child = spawn('nginx', ['-t', '-q', '-p', `${tmp}/`, '-c', file]);
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('close', (code) => {
      const m = /\[emerg\].* in ([^\s:]+):(\d+)/.exec(output);
      done({ ok: code === 0, line: m && m[1] === file ? Number(m[2]) : undefined, output: output.trim() });
    });
  });
}

async function inBatches<T, R>(items: T[], width: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]);
      }
    }),
  );
  return out;
}

// cert-key-mismatch owns "a certificate without its key", which nginx refuses too.
const SYNTAX_RULES = new Set([...RULES.filter((r) => r.meta.category === 'syntax').map((r) => r.meta.id), 'cert-key-mismatch']);

function ssllintErrors(file: string): { line: number; text: string }[] {
  const result = lint(fixedLintOptions([file], { nginxVersion: version }), RULES);
  return result.findings
    .filter((f) => f.severity === 'error' && SYNTAX_RULES.has(f.ruleId))
    .map((f) => ({ line: f.location.line, text: `${f.ruleId} ${f.location.line}:${f.location.column} ${f.message}` }));
}

describe.skipIf(version === undefined)(`directive-* rules agree with the installed nginx -t${skipNote(version === undefined ? absent('nginx') : undefined)}`, () => {
  it('on every single-edit mutation of the valid configs', async () => {
    mkdirSync(join(tmp, 'logs'), { recursive: true });
    const bases = readdirSync(dir)
      .filter((n) => n.endsWith('.conf'))
      .sort()
      .map((n) => ({ name: n, text: readFileSync(join(dir, n), 'utf8').replaceAll('@TMP@', tmp).replaceAll('@CERTS@', certs) }))
      .filter((b) => existsSync(STREAM_MODULE) || !b.text.includes(STREAM_MODULE));
    expect(bases.length).toBeGreaterThanOrEqual(2);

    const cases: { base: string; m: Mutation; file: string }[] = [];
    for (const base of bases) {
      const file = join(tmp, base.name);
      writeFileSync(file, base.text);
      const real = await nginxT(file);
      expect(real.ok, `${base.name} is valid: ${real.output}`).toBe(true);
      expect(ssllintErrors(file), base.name).toEqual([]);
      for (const m of mutate(base.text)) {
        const f = join(tmp, `m${cases.length}.conf`);
        writeFileSync(f, m.text);
        cases.push({ base: base.name, m, file: f });
      }
    }

    // ssllint runs in this process while the next nginx -t runs run beside it.
    const results = await inBatches(cases, 4, async (c) => {
      const real = await nginxT(c.file);
      return { real, errors: ssllintErrors(c.file) };
    });
    const byKind = new Map<string, { agree: number; total: number; rejected: number }>();
    const disagreements: string[] = [];
    cases.forEach((c, i) => {
      const { real, errors } = results[i];
      // Some refusals come from the checks nginx runs once the whole block is read, and name no line.
      const agree = real.ok ? errors.length === 0 : real.line === undefined ? errors.length > 0 : errors.some((e) => e.line === real.line);
      const k = byKind.get(c.m.kind) ?? { agree: 0, total: 0, rejected: 0 };
      k.total++;
      if (!real.ok) k.rejected++;
      if (agree) k.agree++;
      byKind.set(c.m.kind, k);
      if (!agree) {
        disagreements.push(`${c.base} ${c.m.kind} (${c.m.what}) line ${c.m.line}: nginx ${real.ok ? 'accepts' : `rejects: ${real.output}`}; ssllint: ${errors.map((e) => e.text).join(' | ') || 'no error'}`);
      }
    });
    const total = cases.length;
    const agreed = [...byKind.values()].reduce((n, k) => n + k.agree, 0);
    const lines = [...byKind].map(([kind, k]) => `  ${kind}: ${k.agree}/${k.total} agree (${k.rejected} rejected by nginx)`);
    console.log(`nginx ${version} -t vs ssllint: ${agreed}/${total} mutations agree (${((100 * agreed) / total).toFixed(1)}%)\n${lines.join('\n')}`);
    expect(disagreements).toEqual([]);
    // Hundreds of nginx -t runs: 160 s in the worktree on a machine at load 18.
  }, 400_000);
});
