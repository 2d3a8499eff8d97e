#!/usr/bin/env node
// Generates src/nginx/directive-table.ts: every directive of every nginx release from 1.0.0 on,
// read from the ngx_command_t tables of nginx's own sources (a git clone of github:nginx/nginx):
// module, the contexts its type flags allow, the argument shape, the value parser (flag, enum and
// bitmask values, size, time, number), whether a second one in the same block "is duplicate",
// and the releases it exists in. A directive whose entry changed between releases gets one row
// per shape, each with its own release range.
//
// Not run by CI (it needs the sources): `node scripts/gen-nginx-directives.mjs ~/src/nginx >
// src/nginx/directive-table.ts`. Cross-check with the installed binary: test/validity-nginx-oracle.test.ts.
import { execFileSync } from 'node:child_process';

const repo = process.argv[2];
if (!repo) {
  process.stderr.write('usage: gen-nginx-directives.mjs NGINX_GIT_DIR\n');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });

const cmp = (a, b) => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};
const versions = git('tag')
  .split('\n')
  .map((t) => /^release-(\d+\.\d+\.\d+)$/.exec(t)?.[1])
  .filter((v) => v && cmp(v, '1.0.0') >= 0)
  .sort(cmp);

// Context bits: the block a directive is written in (src/nginx/directive-table-types.ts names them).
const CTX = {
  NGX_MAIN_CONF: 1, NGX_DIRECT_CONF: 0, NGX_EVENT_CONF: 2,
  NGX_HTTP_MAIN_CONF: 4, NGX_HTTP_SRV_CONF: 8, NGX_HTTP_LOC_CONF: 16, NGX_HTTP_SIF_CONF: 32,
  NGX_HTTP_LIF_CONF: 64, NGX_HTTP_LMT_CONF: 128, NGX_HTTP_UPS_CONF: 256,
  NGX_STREAM_MAIN_CONF: 512, NGX_STREAM_SRV_CONF: 1024, NGX_STREAM_UPS_CONF: 2048,
  NGX_MAIL_MAIN_CONF: 4096, NGX_MAIL_SRV_CONF: 8192, NGX_ANY_CONF: 16383,
};
// Argument bits as nginx defines them (ngx_conf_file.h).
const ARGS = {
  NGX_CONF_NOARGS: 0x1, NGX_CONF_TAKE1: 0x2, NGX_CONF_TAKE2: 0x4, NGX_CONF_TAKE3: 0x8, NGX_CONF_TAKE4: 0x10,
  NGX_CONF_TAKE5: 0x20, NGX_CONF_TAKE6: 0x40, NGX_CONF_TAKE7: 0x80, NGX_CONF_TAKE12: 0x6, NGX_CONF_TAKE13: 0xa,
  NGX_CONF_TAKE23: 0xc, NGX_CONF_TAKE123: 0xe, NGX_CONF_TAKE1234: 0x1e, NGX_CONF_BLOCK: 0x100,
  NGX_CONF_FLAG: 0x200, NGX_CONF_ANY: 0x400, NGX_CONF_1MORE: 0x800, NGX_CONF_2MORE: 0x1000,
  // Old releases' no-op flag (0 in ngx_conf_file.h).
  NGX_CONF_MULTI: 0,
};
// The value parsers of ngx_conf_file.c / ngx_file.c; those that refuse a second setting say "is duplicate".
const SLOTS = {
  ngx_conf_set_flag_slot: ['flag', true], ngx_conf_set_str_slot: ['str', true], ngx_conf_set_num_slot: ['num', true],
  ngx_conf_set_size_slot: ['size', true], ngx_conf_set_off_slot: ['off', true], ngx_conf_set_msec_slot: ['msec', true],
  ngx_conf_set_sec_slot: ['sec', true], ngx_conf_set_bufs_slot: ['bufs', true], ngx_conf_set_enum_slot: ['enum', true],
  ngx_conf_set_bitmask_slot: ['bitmask', false], ngx_conf_set_str_array_slot: ['', false],
  ngx_conf_set_keyval_slot: ['', false], ngx_conf_set_path_slot: ['', true], ngx_conf_set_access_slot: ['', true],
};

function stripC(text) {
  let s = text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  // `#if 0` regions are not compiled.
  const out = [];
  let skip = 0;
  for (const line of s.split('\n')) {
    const t = line.trim();
    if (skip > 0) {
      if (/^#\s*if/.test(t)) skip++;
      else if (/^#\s*endif/.test(t)) skip--;
      else if (skip === 1 && /^#\s*else/.test(t)) skip = 0;
      out.push('');
      continue;
    }
    if (/^#\s*if\s+0\b/.test(t)) {
      skip = 1;
      out.push('');
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The text between the `{` at `open` and its matching `}`. */
function braced(s, open) {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return s.slice(open + 1, i);
  }
  return s.slice(open + 1);
}

/** Top-level `{ … }` items of an initializer, each split into its comma-separated fields. */
function items(body) {
  const out = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) out.push(fields(body.slice(start, i)));
    }
  }
  return out;
}

function fields(text) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (const c of text) {
    if (c === '(' || c === '{') depth++;
    if (c === ')' || c === '}') depth--;
    if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

// Handlers that refuse a repeat only under a condition (the same zone again, `off` beside other
// values): a second one is often right, so they are not marked "is duplicate".
const CONDITIONAL_DUPLICATE = new Set(['limit_req', 'limit_conn', 'proxy_redirect', 'proxy_cookie_domain', 'proxy_cookie_path', 'proxy_cookie_flags', 'mirror']);

const strOf = (f) => /^ngx_string\("((?:[^"\\]|\\.)*)"\)$/.exec(f)?.[1];

function parseFile(path, text) {
  const s = stripC(text);
  const tables = new Map();
  for (const m of s.matchAll(/ngx_conf_(enum|bitmask)_t\s+(\w+)\[\]\s*=\s*\{/g)) {
    const values = items(braced(s, m.index + m[0].length - 1)).map((f) => strOf(f[0])).filter((v) => v !== undefined);
    tables.set(m[2], values);
  }
  const deprecated = new Map();
  for (const m of s.matchAll(/ngx_conf_deprecated_t\s+(\w+)\s*=\s*\{\s*ngx_conf_deprecated\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"/g)) {
    deprecated.set(m[1], m[3]);
  }
  const bounds = new Map();
  for (const m of s.matchAll(/ngx_conf_num_bounds_t\s+(\w+)\s*=\s*\{\s*ngx_conf_check_num_bounds\s*,\s*(-?\d+)\s*,\s*(-?\d+)/g)) {
    bounds.set(m[1], [Number(m[2]), Number(m[3])]);
  }
  const functions = new Map();
  for (const m of s.matchAll(/\n(\w+)\(ngx_conf_t \*cf, ngx_command_t \*cmd, void \*conf\)\s*\n\{/g)) {
    functions.set(m[1], braced(s, m.index + m[0].length - 1));
  }
  const module = path.split('/').pop().replace(/\.c$/, '').replace(/^ngx_/, '').replace(/_(filter_)?module$/, '');
  const commands = [];
  for (const m of s.matchAll(/ngx_command_t\s+\w+\[\]\s*=\s*\{/g)) {
    for (const f of items(braced(s, m.index + m[0].length - 1))) {
      const name = strOf(f[0]);
      if (name === undefined || f.length < 2) continue;
      let ctx = 0;
      let args = 0;
      for (const flag of f[1].split('|').map((x) => x.trim())) {
        if (flag in CTX) ctx |= CTX[flag];
        else if (flag in ARGS) args |= ARGS[flag];
        else process.stderr.write(`${path}: ${name}: unknown flag ${flag}\n`);
      }
      const handler = f[2] ?? '';
      const post = (f[5] ?? '').replace(/^&/, '');
      let [kind, dup] = SLOTS[handler] ?? ['', false];
      let obsolete;
      // A handler of another file (ngx_http_set_complex_value_slot …) is known from any release's sources.
      const body = functions.get(handler) ?? sharedHandlers.get(handler);
      if (body !== undefined) {
        const delegate = /(ngx_conf_set_\w+_slot)\(cf, cmd, conf\)/.exec(body)?.[1];
        if (delegate && SLOTS[delegate]) [kind, dup] = SLOTS[delegate];
        if (body.includes('"is duplicate"') && !CONDITIONAL_DUPLICATE.has(name)) dup = true;
        if (body.includes('is obsolete')) obsolete = deprecated.get(post) ?? '';
      }
      const row = { name, module, ctx, args, kind, dup };
      if ((kind === 'enum' || kind === 'bitmask') && tables.has(post)) row.values = tables.get(post);
      // A table of another file (ngx_http_upstream_ignore_headers_masks, …_cache_method_mask in
      // ngx_http_upstream.c): looked up by name in the same release's files below.
      else if ((kind === 'enum' || kind === 'bitmask') && post) row.valuesOf = post;
      if (bounds.has(post)) row.bounds = bounds.get(post);
      if (obsolete !== undefined) row.obsolete = obsolete;
      else if (deprecated.has(post)) row.deprecated = deprecated.get(post);
      commands.push(row);
    }
  }
  // The parameters the listen handler compares its words with (ngx_strcmp: the word; ngx_strncmp:
  // a prefix such as "backlog=").
  const listen = functions.get(`ngx_${module.replace(/_core$/, '')}_core_listen`) ?? functions.get(`ngx_${module}_listen`);
  if (listen !== undefined && /_core$/.test(module)) {
    const params = [...listen.matchAll(/ngx_str(n?)cmp\(value\[\w\]\.data, "([^"]+)"/g)].map((m) => (m[1] ? `${m[2]}*` : m[2]));
    commands.push({ name: `listen:${module.replace(/_core$/, '')}`, params: [...new Set(params)].sort() });
  }
  return commands;
}

// Every release's .c files by blob; each distinct blob is read (one `git cat-file --batch`) and parsed once.
const trees = versions.map((v) =>
  git('ls-tree', '-r', `release-${v}`, 'src')
    .split('\n')
    .map((line) => /^\d+ blob (\w+)\t(.+\.c)$/.exec(line))
    .filter(Boolean)
    .map((m) => ({ blob: m[1], path: m[2] })),
);
const blobs = [...new Set(trees.flatMap((t) => t.map((f) => f.blob)))];
const batch = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], { input: blobs.join('\n') + '\n', maxBuffer: 2 ** 31 });
const contents = new Map();
for (let at = 0; at < batch.length; ) {
  const nl = batch.indexOf(10, at);
  const [id, , size] = batch.subarray(at, nl).toString().split(' ');
  contents.set(id, batch.subarray(nl + 1, nl + 1 + Number(size)).toString('utf8'));
  at = nl + 1 + Number(size) + 1;
}
// Handlers that modules share (ngx_http_script.c, ngx_http_upstream.c …): looked up by name.
const sharedHandlers = new Map();
for (const text of contents.values()) {
  if (!text.includes('ngx_command_t *cmd')) continue;
  const s = stripC(text);
  for (const m of s.matchAll(/\n(\w+)\(ngx_conf_t \*cf, ngx_command_t \*cmd, void \*conf\)\s*\n\{/g)) {
    if (!/^ngx_(http|stream|mail)_set_|_slot$/.test(m[1])) continue;
    sharedHandlers.set(m[1], braced(s, m.index + m[0].length - 1));
  }
}

// Every enum/bitmask table of a file, by name (for rows whose table lives in another file).
const tablesByBlob = new Map();
const tablesOf = ({ blob }) => {
  let t = tablesByBlob.get(blob);
  if (!t) {
    t = new Map();
    const text = contents.get(blob) ?? '';
    if (/ngx_conf_(enum|bitmask)_t/.test(text)) {
      const s = stripC(text);
      for (const m of s.matchAll(/ngx_conf_(enum|bitmask)_t\s+(\w+)\[\]\s*=\s*\{/g)) {
        t.set(m[2], items(braced(s, m.index + m[0].length - 1)).map((f) => strOf(f[0])).filter((v) => v !== undefined));
      }
    }
    tablesByBlob.set(blob, t);
  }
  return t;
};

const parsed = new Map();
const commandsOf = ({ blob, path }) => {
  let c = parsed.get(blob);
  if (!c) {
    const text = contents.get(blob) ?? '';
    c = text.includes('ngx_command_t') ? parseFile(path, text) : [];
    parsed.set(blob, c);
  }
  return c;
};

// signature → the row and the indexes of the releases that have it
const seen = new Map();
trees.forEach((files, vi) => {
  let releaseTables;
  for (const file of files) {
    for (let row of commandsOf(file)) {
      if (row.valuesOf !== undefined) {
        releaseTables ??= new Map(files.flatMap((f) => [...tablesOf(f)]));
        const { valuesOf, ...rest } = row;
        row = releaseTables.has(valuesOf) ? { ...rest, values: releaseTables.get(valuesOf) } : rest;
      }
      const key = JSON.stringify(row);
      let e = seen.get(key);
      if (!e) seen.set(key, (e = { row, present: [] }));
      if (e.present[e.present.length - 1] !== vi) e.present.push(vi);
    }
  }
});

const lines = [];
const listenLines = [];
for (const { row, present } of seen.values()) {
  // Contiguous runs of releases: [first, first release without it).
  let start = present[0];
  for (let i = 1; i <= present.length; i++) {
    if (i < present.length && present[i] === present[i - 1] + 1) continue;
    const since = versions[start];
    const until = present[i - 1] + 1 < versions.length ? versions[present[i - 1] + 1] : '';
    if (row.params) {
      listenLines.push([row.name.slice('listen:'.length), since === versions[0] ? '' : since, until, row.params.join(' ')].join('|'));
      if (i < present.length) start = present[i];
      continue;
    }
    lines.push([
      row.name, row.module, row.ctx.toString(16), row.args.toString(16), row.kind, row.dup ? 'd' : '',
      since === versions[0] ? '' : since, until, (row.values ?? []).join(' '), row.bounds ? row.bounds.join(' ') : '',
      row.deprecated !== undefined ? `deprecated ${row.deprecated}` : row.obsolete !== undefined ? `obsolete ${row.obsolete}` : '',
    ].join('|'));
    if (i < present.length) start = present[i];
  }
}
lines.sort();
listenLines.sort();

process.stdout.write(`// Generated by scripts/gen-nginx-directives.mjs from the ngx_command_t tables of nginx
// ${versions[0]} … ${versions[versions.length - 1]} (github:nginx/nginx, one row per directive shape): do not edit.
// name|module|contexts (hex bits)|argument flags (hex, nginx's NGX_CONF_*)|value parser|d: "is duplicate"
// |since (empty: ${versions[0]} or earlier)|removed in (empty: still there)|enum/bitmask values|num bounds
// |deprecated NEW / obsolete [NEW]
export const NGINX_DIRECTIVE_ROWS = \`
${lines.join('\n')}
\`;

// The parameters of "listen" by module family: family|since|removed in|parameters (NAME* : a prefix).
export const NGINX_LISTEN_PARAM_ROWS = \`
${listenLines.join('\n')}
\`;
`);
