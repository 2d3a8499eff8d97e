#!/usr/bin/env node
// Generates src/apache/directive-data.ts: what httpd 2.4 knows about each directive.
// Not run by CI (it needs apache2 and a clone of httpd). Usage:
//   node scripts/gen-apache-directives.mjs /path/to/httpd.git [CHANGES] > src/apache/directive-data.ts
// Sources:
//  - `apache2 -L` on a throwaway config that LoadModules every /usr/lib/apache2/modules/*.so
//    that loads (one MPM): which directives the installed httpd knows and which module
//    (source file) provides each;
//  - the command_rec tables (AP_INIT_* / mod_ssl's SSL_CMD_*) of every 2.4.x release tag of
//    httpd: argument shape (args_how), req_override (contexts), the ap_check_cmd_context()
//    limits of the handler, and the first/last tag a directive appears in (added/removed);
//  - optionally httpd's CHANGES (plain or gzipped: Debian ships it as
//    /usr/share/doc/apache2/changelog.gz), for the directives the installed httpd knows but no
//    tag read has: the first release after the last tag whose entries name the directive is
//    the one that added it (a clone may stop short of the installed release: the GitHub mirror
//    read in 2026-12 ends at 2.4.62, the installed httpd is 2.4.71).
// Hand-written facts (enums, deprecations) live in src/apache/directive-facts.ts, each with
// its CHANGES citation.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const gitDir = process.argv[2];
const changesFile = process.argv[3];
if (!gitDir) {
  console.error('usage: gen-apache-directives.mjs HTTPD_GIT_DIR [CHANGES]');
  process.exit(2);
}
const MODULES = '/usr/lib/apache2/modules';
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

// ---- 1. the installed httpd, every module loaded --------------------------------------
function moduleIdOf(so) {
  const out = execFileSync('nm', ['-D', '--defined-only', join(MODULES, so)], { encoding: 'utf8' });
  const m = /^\S+ [DB] ([a-z0-9_]+_module)$/m.exec(out);
  return m ? m[1] : undefined;
}

/**
 * Which modules a module's .so needs loaded before it (httpd: "Cannot load … undefined
 * symbol"): its undefined dynamic symbols that another module exports (not httpd, not a library).
 */
function moduleRequires(soOf) {
  const exportsOf = new Map();
  const symbols = (so, flag) => execFileSync('nm', ['-D', flag, join(MODULES, so)], { encoding: 'utf8' }).split('\n').map((l) => l.trim().split(/\s+/)).filter((f) => f.length >= 2);
  for (const [id, so] of Object.entries(soOf)) {
    for (const f of symbols(so, '--defined-only')) if (/^[TDB]$/.test(f[1]) && !f[2].endsWith('_module')) exportsOf.set(f[2], id);
  }
  const out = {};
  for (const [id, so] of Object.entries(soOf)) {
    const needs = new Set();
    for (const f of symbols(so, '--undefined-only')) {
      const from = exportsOf.get(f[f.length - 1].replace(/@.*$/, ''));
      if (from && from !== id) needs.add(from);
    }
    if (needs.size) out[id] = [...needs].sort();
  }
  return out;
}

/** `probe(lower)`: whether to ask httpd about the directive's context (it is in no tag read). */
function installed(probe) {
  const dir = mkdtempSync(join(tmpdir(), 'gen-apache-'));
  try {
    const sos = readdirSync(MODULES).filter((f) => /^mod_.*\.so$/.test(f) && !/^mod_mpm_(prefork|worker)\.so$/.test(f));
    const loads = [];
    const soOf = {};
    for (const so of sos) {
      const id = moduleIdOf(so);
      if (!id) continue;
      loads.push(`LoadModule ${id} ${MODULES}/${so}`);
      soOf[id] = so;
    }
    const conf = join(dir, 'httpd.conf');
    writeFileSync(conf, [`ServerRoot ${dir}`, `PidFile ${dir}/pid`, 'ErrorLog /dev/stderr', 'ServerName localhost', ...loads, ''].join('\n'));
    const t = spawnSync('apache2', ['-d', dir, '-f', conf, '-t'], { encoding: 'utf8' });
    if (t.status !== 0) throw new Error(`apache2 -t failed on every-module config:\n${t.stderr}`);
    const listing = spawnSync('apache2', ['-d', dir, '-f', conf, '-L'], { encoding: 'utf8' }).stdout;
    const version = /Apache\/(\d+\.\d+\.\d+)/.exec(spawnSync('apache2', ['-v'], { encoding: 'utf8' }).stdout)[1];
    const builtin = spawnSync('apache2', ['-l'], { encoding: 'utf8' }).stdout.split('\n').map((l) => l.trim()).filter((l) => l.endsWith('.c'));
    const known = new Map(); // lower name -> { name, source, where }
    let current;
    for (const line of listing.split('\n')) {
      const head = /^(\S+) \(([^)]+)\)$/.exec(line);
      if (head) {
        current = { name: head[1], source: head[2], where: '', also: [] };
        const first = known.get(head[1].toLowerCase());
        // Two modules may define one directive (ScriptLog: mod_cgi and mod_cgid): either will do.
        if (first) first.also.push(head[2]);
        else known.set(head[1].toLowerCase(), current);
        continue;
      }
      if (current && /^\tAllowed in/.test(line)) current.where = line.trim();
    }
    // A directive newer than every tag read has no handler source to read its context checks
    // from: httpd itself says whether it refuses one inside <VirtualHost> (GLOBAL_ONLY, as
    // SSLVHostSNIPolicy does: "cannot occur within <VirtualHost> section").
    const check = (lines) => {
      const probe = join(dir, 'probe.conf');
      writeFileSync(probe, [`ServerRoot ${dir}`, `PidFile ${dir}/pid`, 'ErrorLog /dev/stderr', 'ServerName localhost', ...loads, ...lines, ''].join('\n'));
      return spawnSync('apache2', ['-d', dir, '-f', probe, '-t'], { encoding: 'utf8' }).stderr;
    };
    const refusedInVhost = (name) => /cannot occur within <VirtualHost> section/.test(check(['<VirtualHost 127.0.0.1:1>', `${name} x`, '</VirtualHost>']));
    const vhostRefused = new Set([...known.keys()].filter((k) => probe(k) && /only outside/.test(known.get(k).where) && refusedInVhost(known.get(k).name)));
    // Their argument shape likewise: httpd's answer to the directive written bare is
    // invoke_cmd's message for its args_how (server/config.c); no answer leaves it unknown.
    const shapes = [
      [/ takes one argument/, 'TAKE1'], [/ takes two arguments/, 'TAKE2'], [/ takes 1-2 arguments/, 'TAKE12'],
      [/ takes three arguments/, 'TAKE3'], [/ takes two or three arguments/, 'TAKE23'], [/ takes one, two or three arguments/, 'TAKE123'],
      [/ takes one or three arguments/, 'TAKE13'], [/ requires at least one argument/, 'ITERATE'], [/ requires at least two arguments/, 'ITERATE2'],
      [/ must be On or Off/, 'FLAG'],
    ];
    const howOf = new Map();
    for (const k of known.keys()) {
      if (!probe(k) || !/only outside|anywhere/.test(known.get(k).where)) continue;
      const said = check([known.get(k).name]);
      const how = shapes.find(([re]) => re.test(said))?.[1];
      if (how) howOf.set(k, how);
    }
    return { known, soOf, version, builtin, requires: moduleRequires(soOf), vhostRefused, howOf };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- 2. the command tables at each release tag -----------------------------------------
const FLAGS = {
  OR_NONE: 0, OR_LIMIT: 1, OR_OPTIONS: 2, OR_FILEINFO: 4, OR_AUTHCFG: 8, OR_INDEXES: 16, OR_UNSET: 32,
  ACCESS_CONF: 64, RSRC_CONF: 128, EXEC_ON_READ: 256, NONFATAL_OVERRIDE: 512, NONFATAL_UNKNOWN: 1024, PROXY_CONF: 2048,
};
FLAGS.OR_ALL = FLAGS.OR_LIMIT | FLAGS.OR_OPTIONS | FLAGS.OR_FILEINFO | FLAGS.OR_AUTHCFG | FLAGS.OR_INDEXES;
FLAGS.NONFATAL_ALL = FLAGS.NONFATAL_OVERRIDE | FLAGS.NONFATAL_UNKNOWN;
const FORBID = { NOT_IN_VIRTUALHOST: 1, NOT_IN_LIMIT: 2, NOT_IN_DIRECTORY: 4, NOT_IN_LOCATION: 8, NOT_IN_FILES: 16, NOT_IN_HTACCESS: 32, NOT_IN_PROXY: 64 };
FORBID.NOT_IN_DIR_LOC_FILE = FORBID.NOT_IN_DIRECTORY | FORBID.NOT_IN_LOCATION | FORBID.NOT_IN_FILES;
FORBID.NOT_IN_DIR_CONTEXT = FORBID.NOT_IN_LIMIT | FORBID.NOT_IN_DIR_LOC_FILE | FORBID.NOT_IN_PROXY;
FORBID.GLOBAL_ONLY = FORBID.NOT_IN_VIRTUALHOST | FORBID.NOT_IN_DIR_CONTEXT;

/** `A | B & ~(C)`-style C flag expressions, evaluated with the table (unknown names count 0). */
function evalFlags(expr, table) {
  const js = expr.replace(/[A-Z_][A-Z0-9_]*/g, (n) => String(table[n] ?? 0));
  if (!/^[\d\s|&~()]+$/.test(js)) return undefined;
  try {
    return Function(`return (${js});`)();
  } catch {
    return undefined;
  }
}

/** The top-level comma-separated arguments of the call whose '(' is at `open`. */
function callArgs(text, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  let inStr = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inStr) {
      if (c === '\\') i++;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return undefined;
}

function stripComments(src) {
  return src.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, '');
}

/** Joins adjacent C string literals; undefined if `expr` is not made of literals. */
function cString(expr, defines) {
  const e = expr.trim();
  if (/^[A-Z_][A-Z0-9_]*$/.test(e) && defines.has(e)) return cString(defines.get(e), defines);
  const parts = [...e.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
  if (parts.length === 0 || e.replace(/"((?:[^"\\]|\\.)*)"/g, '').trim() !== '') return undefined;
  return parts.join('');
}

function commandsOf(files) {
  const defines = new Map();
  for (const src of files.values()) {
    for (const m of src.matchAll(/^\s*#\s*define\s+([A-Z_][A-Z0-9_]*)\s+("[^"\n]*")\s*$/gm)) defines.set(m[1], m[2]);
  }
  const out = new Map();
  for (const [path, src] of files) {
    // Flag macros of this file (mod_autoindex's `#define DIR_CMD_PERMS OR_INDEXES`).
    const flags = { ...FLAGS };
    for (const m of src.matchAll(/^[ \t]*#[ \t]*define[ \t]+([A-Z_][A-Z0-9_]*)[ \t]+([A-Z_|&~() \t]+?)[ \t]*$/gm)) {
      const v = evalFlags(m[2], flags);
      if (v !== undefined && !(m[1] in FLAGS)) flags[m[1]] = v;
    }
    const module = /AP_DECLARE_MODULE\((\w+)\)/.exec(src)?.[1] ?? /module\s+AP_MODULE_DECLARE_DATA\s+(\w+)_module\b/.exec(src)?.[1];
    const add = (name, how, handler, where) => {
      if (!name || name.startsWith('#')) return;
      const override = evalFlags(where, flags);
      if (override === undefined) return;
      const { limits: forbidden, onOff, time } = handlerForbids(src, files, handler);
      const lower = name.toLowerCase();
      if (!out.has(lower)) out.set(lower, { name, how, override, forbidden, onOff: onOff && how === 'TAKE1', time: time && how === 'TAKE1', module: module ? `${module}_module` : undefined, path });
    };
    for (const m of src.matchAll(/\bAP_INIT_([A-Z0-9_]+)\s*\(/g)) {
      if (m[1] === 'NONE') continue;
      const args = callArgs(src, m.index + m[0].length - 1);
      if (!args || args.length < 4) continue;
      if (/^\s*#\s*define/m.test(src.slice(src.lastIndexOf('\n', m.index) + 1, m.index))) continue;
      add(cString(args[0], defines), m[1], args[1], args[3]);
    }
    // mod_ssl: SSL_CMD_{ALL,SRV,PXY}(Name, HOW, desc) and SSL_CMD_DIR(Name, TYPE, HOW, desc).
    for (const m of src.matchAll(/\bSSL_CMD_(ALL|SRV|PXY|DIR)\s*\(/g)) {
      const args = callArgs(src, m.index + m[0].length - 1);
      if (!args || /^name$/.test(args[0])) continue;
      const kind = m[1];
      const where = kind === 'ALL' ? 'RSRC_CONF|OR_AUTHCFG' : kind === 'SRV' ? 'RSRC_CONF' : kind === 'PXY' ? 'RSRC_CONF|PROXY_CONF' : `OR_${args[1]}`;
      add(`SSL${args[0]}`, kind === 'DIR' ? args[2] : args[1], `ssl_cmd_SSL${args[0]}`, where);
    }
  }
  return out;
}

/** Per function defined in a file: the limits it puts on itself with its first ap_check_cmd_context() call. */
const limitsCache = new Map();
function functionLimits(src) {
  let out = limitsCache.get(src);
  if (out) return out;
  out = new Map();
  for (const m of src.matchAll(/(?:^|\n)[^\n;#]*?\b(\w+)\s*\([^;{()]*(?:\([^()]*\)[^;{()]*)*\)\s*\{/g)) {
    const from = m.index + m[0].length;
    const end = src.indexOf('\n}', from);
    // A check compiled only without an OpenSSL feature (SSLCompression's GLOBAL_ONLY sits in
    // `#ifndef SSL_OP_NO_COMPRESSION`, which every OpenSSL since 1.0.0 defines) is not made.
    const body = src.slice(from, end < 0 ? undefined : end).replace(/^[ \t]*#[ \t]*ifndef[ \t]+SSL_OP_\w+[^\n]*\n[\s\S]*?^[ \t]*#[ \t]*endif\b/gm, '');
    // The first call whose failure is returned; one followed by ap_log_error only warns
    // (AllowOverride in <Location>: "Useless use of AllowOverride", AH00114).
    const call = [...body.matchAll(/ap_check_cmd_context\s*\(\s*\w+\s*,\s*([A-Z_|\s]+)\)/g)].find((c) => !/^[^;]*\)\s*\{?\s*ap_log_/.test(body.slice(c.index + c[0].length)));
    // A thin wrapper (ProxyPass's add_pass_noregex → add_pass) checks in the function it calls.
    const wrapped = call ? undefined : /^\s*return\s+(\w+)\s*\(\s*cmd\b/.exec(body)?.[1];
    const limits = call ? evalFlags(call[1], FORBID) ?? 0 : wrapped ? { wrapped } : 0;
    // A TAKE1 handler that answers "value must be On or Off" (mod_http2's H2Direct …).
    // A TAKE1 handler that reads its word as a time (`10`, `10s`, `500ms`, `2mi`, `1h`).
    const time = /ap_timeout_parameter_parse\s*\(\s*(arg|value)\s*,/.test(body);
    if (!out.has(m[1])) out.set(m[1], { limits, onOff: /must be On or Off/.test(body), time });
  }
  limitsCache.set(src, out);
  return out;
}

/** The limits a handler puts on itself (looked up in its own file first). */
function handlerForbids(src, files, handler) {
  if (!/^\w+$/.test(handler ?? '')) return { limits: 0, onOff: false, time: false };
  const lookup = (name, depth) => {
    let r = functionLimits(src).get(name);
    if (r === undefined) {
      for (const text of files.values()) {
        r = functionLimits(text).get(name);
        if (r !== undefined) break;
      }
    }
    if (r === undefined) return { limits: 0, onOff: false, time: false };
    if (typeof r.limits === 'object') return depth < 2 ? { ...lookup(r.limits.wrapped, depth + 1), onOff: r.onOff, time: r.time } : { limits: 0, onOff: r.onOff, time: r.time };
    return r;
  };
  return lookup(handler, 0);
}

function tagFiles(tag, cache) {
  const files = new Map();
  const list = git('ls-tree', '-r', tag, '--', 'server', 'modules', 'include', 'os/unix');
  for (const line of list.split('\n')) {
    const m = /^\d+ blob ([0-9a-f]+)\t(.+\.[ch])$/.exec(line);
    if (!m || m[2].includes('/test/') || /\/(mpm_winnt|netware|mpmt_os2|win32|os2|beos)\//.test(m[2]) || m[2].startsWith('modules/arch/') && !m[2].startsWith('modules/arch/unix/')) continue;
    if (!cache.has(m[1])) cache.set(m[1], stripComments(git('cat-file', 'blob', m[1])));
    const text = cache.get(m[1]);
    if (/AP_INIT_|SSL_CMD_|#\s*define/.test(text)) files.set(m[2], text);
  }
  return files;
}

// ---- 3. put together -------------------------------------------------------------------
const tags = git('tag').split('\n').filter((t) => /^2\.4\.\d+$/.test(t)).sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2]));
const cache = new Map();
const byTag = new Map();
for (const tag of tags) byTag.set(tag, commandsOf(tagFiles(tag, cache)));
const lastTag = tags[tags.length - 1];
const inSomeTag = (lower) => [...byTag.values()].some((cmds) => cmds.has(lower));
const { known, soOf, version: installedVersion, builtin, requires, vhostRefused, howOf } = installed((lower) => !inSomeTag(lower));

const sourceToModule = (source) => {
  if (source === 'core.c') return 'core_module';
  if (source === 'http_core.c') return 'http_module';
  if (/^(event|prefork|worker)\.c$/.test(source)) return `mpm_${source.slice(0, -2)}_module`;
  const m = /^mod_(.+)\.c$/.exec(source);
  return m ? `${m[1]}_module` : undefined;
};
const staticModules = builtin.map(sourceToModule).filter(Boolean);

const names = new Set([...known.keys()]);
for (const cmds of byTag.values()) for (const k of cmds.keys()) names.add(k);

/** Release → the text of its CHANGES entries, for the releases after `after` (2.4.x numbering). */
function changesAfter(file, after) {
  if (!file) return [];
  const raw = readFileSync(file);
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8');
  const out = [];
  const parts = text.split(/^Changes with Apache (\d+\.\d+\.\d+)\s*$/m);
  for (let i = 1; i < parts.length; i += 2) {
    const v = parts[i];
    if (v.startsWith('2.4.') && Number(v.split('.')[2]) > Number(after.split('.')[2])) out.push([v, parts[i + 1]]);
  }
  // Oldest first: the first release that names a directive is the one that brought it.
  return out.sort((a, b) => Number(a[0].split('.')[2]) - Number(b[0].split('.')[2]));
}
const laterReleases = changesAfter(changesFile, lastTag);
const namedIn = (name) => {
  const word = new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`);
  return laterReleases.find(([, text]) => word.test(text))?.[0];
};

const directives = {};
for (const lower of [...names].sort()) {
  const present = tags.filter((t) => byTag.get(t).has(lower));
  const inInstalled = known.has(lower);
  const src = present.length ? byTag.get(present[present.length - 1]).get(lower) : undefined;
  // Directives of modules that are not in 2.4 (trunk-only, Windows, NetWare) never show up here.
  if (!inInstalled && !src) continue;
  const listed = known.get(lower);
  const module = listed ? sourceToModule(listed.source) : src.module;
  if (!module) continue;
  const entry = { name: listed?.name ?? src.name, module };
  const also = (listed?.also ?? []).map(sourceToModule).filter(Boolean);
  if (also.length) entry.also = also;
  const so = soOf[module];
  if (so) entry.so = so;
  if (src) {
    entry.how = src.how;
    entry.override = src.override;
    if (src.forbidden) entry.forbidden = src.forbidden;
    if (src.onOff) entry.onOff = true;
    if (src.time) entry.time = true;
  } else {
    // Only in the installed build, newer than the last tag read: its contexts from `apache2 -L`.
    const w = listed.where;
    entry.override = (/anywhere/.test(w) ? FLAGS.RSRC_CONF | FLAGS.ACCESS_CONF : /only outside/.test(w) ? FLAGS.RSRC_CONF : FLAGS.ACCESS_CONF) | (/htaccess/.test(w) ? FLAGS.OR_ALL : 0);
    if (howOf.has(lower)) entry.how = howOf.get(lower);
    if (vhostRefused.has(lower)) entry.forbidden = FORBID.GLOBAL_ONLY;
  }
  if (present.length && present[0] !== tags[0]) entry.added = present[0];
  if (!present.length) entry.added = namedIn(entry.name) ?? `>${lastTag}`;
  if (present.length && present[present.length - 1] !== lastTag && !inInstalled) entry.removed = tags[tags.indexOf(present[present.length - 1]) + 1];
  directives[lower] = entry;
}

// A .ts module holding the JSON as a string: JSON.parse of one string loads faster than an
// object literal, and the bundle needs no JSON loader.
const generated = { by: 'scripts/gen-apache-directives.mjs', apache2: installedVersion, tags: `${tags[0]}..${lastTag}` };
if (laterReleases.length) generated.changes = `${laterReleases[0][0]}..${laterReleases[laterReleases.length - 1][0]}`;
const rows = Object.entries(directives).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
const json = `{"generated":${JSON.stringify(generated)},"static":${JSON.stringify(staticModules)},"requires":${JSON.stringify(requires)},"directives":{\\\n${rows.join(',\\\n')}}}`;
if (/['\\]/.test(rows.join(''))) throw new Error('a quote or backslash in the data');
process.stdout.write(
  `// Generated by scripts/gen-apache-directives.mjs from apache2 -L (Apache/${installedVersion}, every Debian module\n` +
    `// loaded) and httpd's command tables at tags ${generated.tags}${generated.changes ? ` (directives newer than ${lastTag}: the release of CHANGES ${generated.changes} that names them)` : ''}.\n// Do not edit: change the generator and run it again.\n\n` +
    `/** JSON: { generated, static: module ids compiled into httpd, requires: module id → modules its .so needs loaded first, directives: { lower-case name: row } }. */\n` +
    `export const APACHE_DIRECTIVES_JSON = '${json}';\n`,
);
