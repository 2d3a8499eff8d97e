// What `apachectl configtest` would reject or warn about, judged offline from the directive
// table (directive-table.ts, generated from httpd's sources and `apache2 -L`). It follows
// httpd's own order of checks (server/config.c invoke_cmd, server/core.c ap_check_cmd_context):
// is the name known to a loaded module, is it allowed in this context, are there the right
// number of arguments, then the module's own value checks.
import { atLeast, compareVersions, parseVersion, type VersionParts } from '../model/version.js';
import type { ConfigTree } from '../source/types.js';
import type { Arg, Directive } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import { misnamedModule, moduleKey, type ConditionState } from './conditions.js';
import { DEPRECATED, REMOVED_BEFORE_2_4, socacheModule, thirdPartyModule, VALUE_CHECKS } from './directive-facts.js';
import { apacheDirective, apacheDirectiveNames, isStaticModule, moduleRequires, type ApacheDirectiveRow } from './directive-table.js';
import { checkArgumentCount } from './validity-args.js';
import { HANDLERS } from './validity-handlers.js';
import { nearestName } from './validity-names.js';
import type { WalkVisitor } from './walk.js';

// req_override bits (include/http_config.h).
const OR_LIMIT = 1;
const OR_AUTHCFG = 8;
const OR_ALL = 31;
const ACCESS_CONF = 64;
const RSRC_CONF = 128;
const EXEC_ON_READ = 256;
const PROXY_CONF = 2048;
// ap_check_cmd_context() limits (include/http_config.h).
const NOT_IN_VIRTUALHOST = 1;
const NOT_IN_LIMIT = 2;
const NOT_IN_DIRECTORY = 4;
const NOT_IN_LOCATION = 8;
const NOT_IN_FILES = 16;
const NOT_IN_HTACCESS = 32;
const NOT_IN_PROXY = 64;
const NOT_IN_DIR_LOC_FILE = NOT_IN_DIRECTORY | NOT_IN_LOCATION | NOT_IN_FILES;

/** Sections that give their body a path (cmd->path): per-directory context. */
const DIR_SECTIONS = new Set(['directory', 'directorymatch', 'location', 'locationmatch', 'files', 'filesmatch', 'if', 'elseif', 'else', 'proxy', 'proxymatch']);
const PARENT_GROUPS: [number, string[]][] = [
  [NOT_IN_DIRECTORY, ['directory', 'directorymatch']],
  [NOT_IN_LOCATION, ['location', 'locationmatch']],
  [NOT_IN_FILES, ['files', 'filesmatch', 'if', 'elseif', 'else']],
  [NOT_IN_PROXY, ['proxy', 'proxymatch']],
];
const CONDITIONALS = new Set(['ifmodule', 'ifdefine', 'ifversion', 'iffile', 'ifdirective', 'ifsection']);

const MODULE_FILES = /mods-(enabled|available)|\.load\b|modules\.d|\bmodules?\b/i;

/** The table describes httpd 2.4; older servers are not judged. */
const FIRST_JUDGED = parseVersion('2.4.0') as VersionParts;

export interface ApacheValidity {
  /** Give to the model's walk (walkApache): sees every directive httpd reads. */
  visit: WalkVisitor;
  problems(): ValidityProblem[];
}

export function apacheValidity(tree: ConfigTree, version: VersionParts): ApacheValidity {
  const problems: ValidityProblem[] = [];
  if (compareVersions(version, FIRST_JUDGED) < 0) return { visit: () => undefined, problems: () => problems };
  const where: Where = { tree, version, htaccess: /(^|\/)\.htaccess$/.test(tree.root), needs: [], strays: [], byModule: new Map(), modulesUnseen: false, debianModules: false, listens: new Set(), chain: [], enclosure: TOP };
  let last: ConditionState | undefined;
  const visit: WalkVisitor = (d, enclosing, state) => {
    last = state;
    const before = problems.length;
    checkDirective(d, enclosing, state, where, problems);
    // A line that sets nothing stands for the <VirtualHost> it is in, or for every server when it
    // is outside one: a rule whose setting fell back to its default names it only there.
    for (let i = before; i < problems.length; i++) {
      if (problems[i].meant === undefined) continue;
      let vhost: Directive | undefined;
      for (const e of enclosing) if (e.name.toLowerCase() === 'virtualhost') vhost = e;
      problems[i].within = vhost ? [vhost.span] : [];
    }
  };
  return {
    visit,
    problems: () => {
      if (!last) return problems;
      settleStrays(where, last);
      return withModules(problems, where, last);
    },
  };
}

interface Where {
  tree: ConfigTree;
  version: VersionParts;
  htaccess: boolean;
  /** Directives whose module must be loaded somewhere in the tree (decided once all is read). */
  needs: Need[];
  /** Unknown names no table module defines: errors once the loaded modules are known (settleStrays). */
  strays: ValidityProblem[];
  /**
   * The directives of each module that is not compiled in, by moduleKey: kept as bare lists
   * (a tree of 10,000 <VirtualHost>s has 100,000s), a problem made only for a missing module.
   */
  byModule: Map<string, Directive[]>;
  /**
   * An include of module files (mods-enabled/*.load, conf.modules.d/) matched nothing: the
   * tree's modules were not all seen (a copy without its symlinks), so none is said missing.
   */
  modulesUnseen: boolean;
  /** LoadModule lines name Debian's module directory, or the tree includes mods-enabled/. */
  debianModules: boolean;
  /** Listen addresses so far (httpd: "Cannot define multiple Listeners on the same IP:port"). */
  listens: Set<string>;
  /** The last chain of sections seen and what it amounts to: consecutive directives share it. */
  chain: Directive[];
  enclosure: Enclosure;
}

/** What the sections around a directive amount to for httpd's context checks. */
interface Enclosure {
  vhost: boolean;
  /** Inside <Limit>/<LimitExcept>. */
  limit: boolean;
  /** The innermost section that gives a path (cmd->path): <Directory*>, <Location*>, <Files*>, <If*>, <Proxy*>. */
  dir?: Directive;
  dirName?: string;
  /** A container httpd does not know is around it. */
  unknown: boolean;
  /** The sections, outermost first, and their lower-case names. */
  sections: readonly Directive[];
  names: string[];
}

const TOP: Enclosure = { vhost: false, limit: false, unknown: false, sections: [], names: [] };

function enclosureOf(enclosing: readonly Directive[], where: Where): Enclosure {
  if (enclosing.length === 0) return TOP;
  const chain = where.chain;
  let same = chain.length === enclosing.length;
  for (let i = 0; same && i < chain.length; i++) same = chain[i] === enclosing[i];
  if (same) return where.enclosure;
  const sections = [...enclosing];
  const e: Enclosure = { vhost: false, limit: false, unknown: false, sections, names: [] };
  for (const x of enclosing) {
    const n = x.name.toLowerCase();
    e.names.push(n);
    if (n === 'virtualhost') e.vhost = true;
    else if (n === 'limit' || n === 'limitexcept') e.limit = true;
    if (DIR_SECTIONS.has(n)) {
      e.dir = x;
      e.dirName = n;
    }
    if (!apacheDirective(`<${n}`)) e.unknown = true;
  }
  where.chain = sections;
  where.enclosure = e;
  return e;
}

interface Need {
  d: Directive;
  /** moduleKey of the module. */
  key: string;
  /** Made only when the module is missing (most needs are met: no garbage for them). */
  problem: () => ValidityProblem;
}

/**
 * httpd runs LoadModule while it reads the files, and the other directives only once all are
 * read (ap_build_config, then ap_process_config_tree): a directive may stand before the
 * LoadModule of its module. So whether its module is loaded is decided at the end; a directive
 * whose module is missing is "Invalid command", and nothing else is said about it.
 */
function withModules(problems: ValidityProblem[], where: Where, state: ConditionState): ValidityProblem[] {
  if (where.tree.fragment || !state.treeLoadsModules || where.modulesUnseen) return problems;
  // key '' : a problem that holds whenever the loaded modules are known.
  const missing = where.needs.filter((n) => n.key === '' || !state.loaded.has(n.key));
  // The MPM's directives (Listen, StartServers …) come from whichever MPM is loaded; many
  // builds (upstream's default) compile one in. Debian's has none (`apache2 -l`): a tree that
  // loads Debian's modules and no MPM fails with "No MPM loaded" (AH00534).
  const noMpm = where.debianModules && ![...state.loaded].some((k) => k.startsWith('mpm_'));
  for (const [key, list] of where.byModule) {
    if (state.loaded.has(key) || (key.startsWith('mpm_') && !noMpm)) continue;
    for (const d of list) {
      const also = apacheDirective(d.block ? `<${d.name.toLowerCase()}` : d.name.toLowerCase())?.also;
      if (also?.some((m) => state.loaded.has(moduleKey(m)))) continue;
      missing.push({ d, key, problem: () => moduleProblem(d, key) });
    }
  }
  if (missing.length === 0) return problems;
  const spans = new Set(missing.flatMap((n) => [n.d.span, ...n.d.args.map((a) => a.span)]));
  const kept = problems.filter((p) => !spans.has(p.span));
  return [...kept, ...missing.map((n) => n.problem())];
}

function checkDirective(d: Directive, enclosing: readonly Directive[], state: ConditionState, where: Where, out: ValidityProblem[]): void {
  const lower = d.name.toLowerCase();
  if (lower === 'include' || lower === 'includeoptional') {
    if (!d.includes?.length && d.args.some((a) => MODULE_FILES.test(a.value))) where.modulesUnseen = true;
    if (d.args.some((a) => a.value.includes('mods-enabled'))) where.debianModules = true;
  } else if (lower === 'loadmodule' && d.args[1]?.value.startsWith('/usr/lib/apache2/modules/')) where.debianModules = true;
  // Inside a container httpd does not know (a third-party module's) nothing more is judged:
  // httpd stops at its opening line, or the module reads the body in its own way.
  const around = enclosureOf(enclosing, where);
  if (around.unknown) return;
  // A name built from a Define (`${PREFIX}Engine on`) is known only after expansion.
  if (lower.includes('${')) return;
  const key = d.block ? `<${lower}` : lower;
  const shown = d.block ? `<${d.name}>` : d.name;
  const row = apacheDirective(key);
  if (!row) {
    unknown(d, key, shown, where, out);
    return;
  }
  if (row.added && !row.added.startsWith('>') && !atLeast(where.version, row.added)) {
    out.push({ ruleId: 'directive-unknown', severity: 'error', message: `${shown} is not known to httpd before ${row.added}`, span: d.span });
    return;
  }
  if (row.removed && atLeast(where.version, row.removed)) {
    out.push({ ruleId: 'directive-removed', message: `${shown} was removed in httpd ${row.removed}: httpd refuses to start ("Invalid command")`, span: d.span });
    return;
  }
  if (!isStaticModule(row.module)) {
    const key = keyOf(row);
    const list = where.byModule.get(key);
    if (list) list.push(d);
    else where.byModule.set(key, [d]);
  }
  if (lower === 'ifmodule' && d.args[0]) misnamedIfModule(d.args[0], state, out);
  if (CONDITIONALS.has(lower)) return;
  if (lower === 'loadmodule' && d.args[0] && state.loaded.has(moduleKey(d.args[0].value))) {
    // mod_so.c: "module %s is already loaded, skipping" (AH01574), a warning; httpd goes on.
    out.push({ ruleId: 'directive-duplicate', severity: 'warning', message: `module ${d.args[0].value} is already loaded: httpd skips this line (AH01574)`, span: d.span });
    return;
  }
  if (lower === 'loadmodule' && d.args[0] && !where.tree.fragment) {
    // LoadModule runs as it is read: the modules its .so links against must already be in.
    const before = moduleRequires(d.args[0].value).filter((m) => !state.loaded.has(moduleKey(m)));
    if (before.length) {
      const lines = before.map((m) => `LoadModule ${m} modules/mod_${moduleKey(m)}.so`);
      out.push({ ruleId: 'directive-value', message: `LoadModule ${d.args[0].value} needs ${lines.map((l) => `\`${l}\``).join(' and ')} before it: httpd cannot load the module ("undefined symbol")`, span: d.args[0].span, fix: { description: 'load the module it needs first', replacement: lines.join('\n') } });
      return;
    }
  }
  const context = contextProblem(row, shown, around, where);
  if (context) {
    out.push({ ruleId: 'directive-context', message: context, span: d.span, meant: row.name });
    return;
  }
  // Values with ${VAR} may stand for any number of words: only httpd knows after expansion.
  if (d.args.some((a) => a.value.includes('${'))) return;
  const count = checkArgumentCount(row.how, d.args.map((a) => a.value));
  if (count) {
    const problem: ValidityProblem = { ruleId: count.kind === 'flag' ? 'directive-value' : 'directive-arguments', message: `${shown} ${count.message}`, span: count.at === undefined ? d.span : d.args[count.at].span };
    // The line sets nothing: a rule whose setting falls back to its default names it.
    if (count.kind === 'flag') problem.meant = row.name;
    out.push(problem);
    return;
  }
  if (checkValues(d, row, lower, shown, where, out)) return;
  if (lower === 'listen' && d.args[0] && enclosing.length === 0) {
    // listen.c alloc_listener: the same address and port twice is fatal; `80` is `*:80`.
    const address = d.args[0].value.toLowerCase().replace(/^(\d+)$/, '*:$1').replace(/^0\.0\.0\.0:/, '*:');
    if (where.listens.has(address)) {
      // Debian's ports.conf listens on 443 in both <IfModule ssl_module> and <IfModule
      // mod_gnutls.c>: only one is read, which is known only when the loaded modules are.
      const arg = d.args[0];
      where.needs.push({ d, key: '', problem: () => ({ ruleId: 'directive-duplicate', message: `Listen ${arg.value} is duplicate: httpd refuses to start ("Cannot define multiple Listeners on the same IP:port")`, span: d.span }) });
      return;
    }
    where.listens.add(address);
  }
  const handler = HANDLERS[lower];
  if (handler) {
    const innermost = around.dirName;
    const ctx = {
      version: where.version,
      inSection: innermost !== undefined,
      inLocation: innermost === 'location' || innermost === 'locationmatch',
      inProxy: innermost === 'proxy' || innermost === 'proxymatch',
      raw: d.args.map((a) => a.raw),
    };
    // A fragment's top level may sit in any section: only what is wrong everywhere is said.
    const found = where.tree.fragment && enclosing.length === 0 && (lower === 'alias' || lower === 'scriptalias' || lower.startsWith('proxy')) ? undefined : handler(d.args.map((a) => a.value), ctx, lower);
    if (found) {
      const problem: ValidityProblem = { ruleId: found.ruleId, message: `${shown} ${found.message}`, span: found.at === undefined || !d.args[found.at] ? d.span : d.args[found.at].span };
      if (found.needs) where.needs.push({ d, key: found.needs.key, problem: () => problem });
      else {
        out.push(problem);
        return;
      }
    }
  }
  const deprecated = DEPRECATED[lower];
  if (deprecated && atLeast(where.version, deprecated.since)) {
    const problem: ValidityProblem = { ruleId: 'directive-deprecated', message: deprecated.message, span: d.span, since: deprecated.since };
    if (deprecated.quietFrom && atLeast(where.version, deprecated.quietFrom)) problem.severity = 'info';
    out.push(problem);
  }
}

function unknown(d: Directive, key: string, shown: string, where: Where, out: ValidityProblem[]): void {
  const lower = key.replace(/^</, '');
  const replacement = REMOVED_BEFORE_2_4[lower];
  if (replacement) {
    out.push({ ruleId: 'directive-removed', message: `${shown} was removed in httpd 2.4 (use ${replacement}): httpd refuses to start ("Invalid command")`, span: d.span });
    return;
  }
  const third = thirdPartyModule(lower);
  if (third) {
    out.push({ ruleId: 'directive-unknown', severity: 'info', message: `${shown} belongs to ${third}, a module httpd does not ship: ssllint does not check it`, span: d.span });
    return;
  }
  const near = nearestName(key, where.version);
  if (near) {
    const row = apacheDirective(near) as ApacheDirectiveRow;
    const name = near.startsWith('<') ? `${row.name}>` : row.name;
    out.push({
      ruleId: 'directive-unknown',
      severity: 'error',
      message: `unknown directive ${shown}: did you mean ${name}? httpd refuses to start ("Invalid command")`,
      span: d.span,
      fix: { description: `spell it ${name}` },
      meant: row.name.replace(/^</, ''),
    });
    return;
  }
  // A file whose only line is a path: a symbolic link (sites-enabled/x.conf) copied as a file.
  const link = d.args.length === 0 && /^\.{0,2}\/.*\//.test(d.name) ? ': this looks like a symbolic link saved as a plain file' : '';
  const problem: ValidityProblem = { ruleId: 'directive-unknown', severity: 'info', message: `unknown directive ${shown}: not in httpd 2.4 or a module ssllint knows; httpd refuses to start unless a module provides it${link}`, span: d.span };
  out.push(problem);
  // A link copied as a file is how the tree reached ssllint, not what the server reads: info.
  if (link) return;
  // No module names a directive `it's` or `-->`: such a line is text, and httpd stops there.
  if (!/^<?[A-Za-z_][A-Za-z0-9_]*$/.test(d.name)) {
    problem.severity = 'error';
    problem.message = `${shown} is not a directive: httpd refuses to start ("Invalid command")`;
    return;
  }
  where.strays.push(problem);
}

/**
 * httpd's modules that define no directive of the table (providers, balancer methods, MPMs
 * with nothing of their own, RHEL's mod_systemd): loading them adds no name.
 */
const NO_DIRECTIVES = new Set(
  'access_compat asis authz_host authz_owner authz_user bucketeer data lbmethod_bybusyness lbmethod_byrequests lbmethod_bytraffic lbmethod_heartbeat ldap mpm_worker mpm_prefork mpm_event proxy_ajp proxy_balancer proxy_fdpass proxy_http proxy_http2 proxy_uwsgi proxy_connect proxy_express proxy_fcgi proxy_scgi proxy_wstunnel proxy_hcheck ratelimit slotmem_plain slotmem_shm socache_dbm socache_shmcb socache_memcache socache_redis status unique_id version watchdog systemd authn_core authz_core authz_groupfile authz_dbm authn_anon authn_dbm authn_file authn_socache'.split(
    ' ',
  ),
);

let tableModules: Set<string> | undefined;
function knownModule(key: string): boolean {
  if (!tableModules) {
    tableModules = new Set(NO_DIRECTIVES);
    for (const name of apacheDirectiveNames()) {
      const row = apacheDirective(name) as ApacheDirectiveRow;
      tableModules.add(moduleKey(row.module));
      for (const m of row.also ?? []) tableModules.add(moduleKey(m));
    }
  }
  return tableModules.has(key);
}

/**
 * An unknown name is "Invalid command" unless a module could define it: when every module the
 * tree loads is one the table knows (and the tree's modules were all seen), none can.
 */
function settleStrays(where: Where, state: ConditionState): void {
  if (where.strays.length === 0 || where.tree.fragment || !state.treeLoadsModules || where.modulesUnseen) return;
  if (![...state.loaded].every(knownModule)) return;
  for (const p of where.strays) {
    p.severity = 'error';
    p.message = p.message.replace('not in httpd 2.4 or a module ssllint knows; httpd refuses to start unless a module provides it', 'no module this configuration loads defines it, so httpd refuses to start ("Invalid command")');
  }
}

const KEYS = new WeakMap<ApacheDirectiveRow, string>();
function keyOf(row: ApacheDirectiveRow): string {
  let key = KEYS.get(row);
  if (key === undefined) KEYS.set(row, (key = moduleKey(row.module)));
  return key;
}

function moduleProblem(d: Directive, key: string): ValidityProblem {
  const row = apacheDirective(d.block ? `<${d.name.toLowerCase()}` : d.name.toLowerCase()) as ApacheDirectiveRow;
  const shown = d.block ? `<${d.name}>` : d.name;
  const load = `LoadModule ${row.module} modules/${row.so ?? `mod_${key}.so`}`;
  const mpm = key.startsWith('mpm_');
  return {
    ruleId: 'directive-unknown',
    severity: 'error',
    message: mpm
      ? `${shown} needs an MPM and none is loaded (\`${load}\`, or mpm_prefork/mpm_worker): Debian's httpd has none compiled in and refuses to start ("No MPM loaded")`
      : `${shown} needs \`${load}\`: without it httpd refuses to start ("Invalid command")`,
    span: d.span,
    fix: { description: 'load the module', replacement: load },
  };
}

function contextProblem(row: ApacheDirectiveRow, shown: string, around: Enclosure, where: Where): string | undefined {
  if (row.override & EXEC_ON_READ) return undefined;
  const { vhost, limit, dir } = around;
  const proxy = around.dirName === 'proxy' || around.dirName === 'proxymatch';
  // What the context allows (cmd->override): the main server and <VirtualHost> take
  // (RSRC_CONF|OR_ALL) & ~(OR_AUTHCFG|OR_LIMIT); sections OR_ALL|ACCESS_CONF, <Proxy> also
  // PROXY_CONF; an .htaccess what AllowOverride gives it (unseen: taken as All). A fragment's
  // top level may be included anywhere: everything.
  let allowed: number;
  if (dir) allowed = OR_ALL | ACCESS_CONF | (proxy ? PROXY_CONF : 0);
  else if (where.htaccess) allowed = OR_ALL;
  else if (where.tree.fragment && !vhost && !limit) allowed = -1;
  else allowed = (RSRC_CONF | OR_ALL) & ~(OR_AUTHCFG | OR_LIMIT);
  // <Limit> keeps its parent's context.
  if (limit && !dir && !vhost && where.tree.fragment) allowed = -1;
  if ((row.override & allowed) === 0) {
    const place = dir ? `<${dir.name}>` : vhost ? '<VirtualHost>' : where.htaccess ? '.htaccess' : 'the main server config';
    return `${shown} is not allowed in ${place}: ${allowedPlaces(row.override)}`;
  }
  const forbidden = row.forbidden ?? 0;
  if (!forbidden) return undefined;
  if (forbidden & NOT_IN_VIRTUALHOST && vhost) return `${shown} cannot occur within <VirtualHost>: only in the main server config`;
  if (forbidden & NOT_IN_LIMIT && limit) return `${shown} cannot occur within <Limit> or <LimitExcept>`;
  if (forbidden & NOT_IN_HTACCESS && where.htaccess) return `${shown} cannot occur in an .htaccess file`;
  if ((forbidden & NOT_IN_DIR_LOC_FILE) === NOT_IN_DIR_LOC_FILE && dir) return `${shown} cannot occur within <${dir.name}> (directory context)`;
  for (const [bit, names] of PARENT_GROUPS) {
    if (!(forbidden & bit)) continue;
    for (let i = around.names.length - 1; i >= 0; i--) if (names.includes(around.names[i])) return `${shown} cannot occur within <${around.sections[i].name}>`;
  }
  return undefined;
}

/** util.c ap_timeout_parameter_parse: digits, then nothing or a unit starting s, h, ms or mi. */
function isTime(value: string): boolean {
  return /^\s*\+?\d*($|s|h|ms|mi)/.test(value);
}

function allowedPlaces(override: number): string {
  const places: string[] = [];
  if (override & RSRC_CONF) places.push('the main server config and <VirtualHost>');
  if (override & (ACCESS_CONF | OR_ALL)) places.push('<Directory>, <Location>, <Files> and <If>');
  if (override & PROXY_CONF && !(override & ACCESS_CONF)) places.push('<Proxy>');
  if ((override & OR_ALL) !== 0) places.push('.htaccess');
  return places.length ? `allowed in ${places.join(', ')}` : 'allowed nowhere in this build';
}

/** True when a problem was found. */
function checkValues(d: Directive, row: ApacheDirectiveRow, lower: string, shown: string, where: Where, out: ValidityProblem[]): boolean {
  if (row.onOff && d.args[0] && !/^(on|off)$/i.test(d.args[0].value)) {
    out.push({ ruleId: 'directive-value', message: `${shown} must be On or Off`, span: d.args[0].span, meant: row.name });
    return true;
  }
  if (row.time && d.args[0] && !isTime(d.args[0].value)) {
    out.push({ ruleId: 'directive-value', message: `${shown} has wrong format: a time is a number with an optional unit (ms, s, mi, h)`, span: d.args[0].span, meant: row.name });
    return true;
  }
  const check = VALUE_CHECKS[lower];
  if (check) {
    for (const a of d.args) {
      const message = check(a.value, where.version);
      if (message) {
        out.push({ ruleId: 'directive-value', message: `${shown}: ${message}`, span: a.span });
        return true;
      }
    }
  }
  // A socache provider is a module of its own (mod_socache_shmcb …): httpd says "Maybe you
  // need to load the appropriate socache module".
  if ((lower === 'sslsessioncache' || lower === 'sslstaplingcache') && d.args[0]) {
    const module = socacheModule(d.args[0].value);
    if (module) {
      const load = `LoadModule ${module}_module modules/mod_${module}.so`;
      const arg = d.args[0];
      where.needs.push({
        d,
        key: module,
        problem: () => ({ ruleId: 'directive-value', message: `${shown} ${arg.value.split(':')[0]} needs \`${load}\`: without it httpd refuses to start`, span: arg.span, fix: { description: 'load the socache module', replacement: load } }),
      });
    }
  }
  return false;
}


/**
 * `<IfModule mime.c>`: a form of a module's name that httpd matches to no module (it compares the
 * identifier and the source file exactly: conditions.ts misnamedModule). httpd says nothing and
 * skips the section (a negated one is always read): a warning naming the names that work.
 */
function misnamedIfModule(arg: Arg, state: ConditionState, out: ValidityProblem[]): void {
  const negated = arg.value.startsWith('!');
  const name = negated ? arg.value.slice(1) : arg.value;
  const right = misnamedModule(name, state);
  if (!right) return;
  const [id, source] = right;
  const better = /\.c$|^mod_/i.test(name) ? source : id;
  out.push({
    ruleId: 'directive-value',
    severity: 'warning',
    message: `<IfModule ${arg.value}> names no module: httpd looks for a module whose identifier or source file is exactly "${name}" (case included), finds none, and ${negated ? 'always reads' : 'skips'} this section; the module is ${source} or ${id}`,
    span: arg.span,
    fix: { description: `name the module as httpd knows it (${source} or ${id}); the section is then ${negated ? 'skipped' : 'read'} whenever the module is loaded`, replacement: `${negated ? '!' : ''}${better}`, risky: `the section's lines take effect from then on: check what they hold` },
  });
}
