// The checks that common directives' own handlers make on their words (RAW_ARGS and TAKE_ARGV
// directives, whose count httpd's table does not fix), read from httpd 2.4's sources: each
// function below names the handler it follows. Only what makes `apache2 -t` fail is here.
import { atLeast, type VersionParts } from '../text/version.js';

export interface HandlerProblem {
  ruleId: 'directive-arguments' | 'directive-value';
  message: string;
  /** The word to point at; undefined: the directive. */
  at?: number;
  /** A module the value needs (a Require provider, a filter): reported only when it is not loaded. */
  needs?: { key: string; module: string };
}

export interface HandlerContext {
  version: VersionParts;
  /** Inside <Directory>, <Location>, <Files>, <If> or <Proxy> (httpd's cmd->path is set). */
  inSection: boolean;
  /** The innermost such section is a <Location>/<LocationMatch>. */
  inLocation: boolean;
  inProxy: boolean;
  /** The words as written (quotes kept, escapes not undone). */
  raw: readonly string[];
}

type Handler = (words: readonly string[], ctx: HandlerContext, name: string) => HandlerProblem | undefined;

const args = (message: string, at?: number): HandlerProblem => ({ ruleId: 'directive-arguments', message, at });
const value = (message: string, at?: number): HandlerProblem => ({ ruleId: 'directive-value', message, at });
const needs = (message: string, key: string, at: number): HandlerProblem => ({ ruleId: 'directive-value', message, at, needs: { key, module: `${key}_module` } });

// mod_headers.c header_cmd / header_inout_cmd.
const HEADER_ACTIONS = new Set(['set', 'setifempty', 'add', 'append', 'merge', 'unset', 'echo', 'edit', 'edit*', 'note']);
const header: Handler = (w, _ctx, name) => {
  let i = 0;
  let action = w[i++] ?? '';
  if (name === 'header' && /^(always|onsuccess)$/i.test(action)) action = w[i++] ?? '';
  const actionAt = i - 1;
  i++; // the header name
  const val = i < w.length ? w[i++] : undefined;
  const subs = i < w.length ? w[i++] : undefined;
  let env = i < w.length ? w[i++] : undefined;
  if (i < w.length) return args('has too many arguments', i);
  const act = action.toLowerCase();
  if (!HEADER_ACTIONS.has(act)) return value("first argument must be 'add', 'set', 'setifempty', 'append', 'merge', 'unset', 'echo', 'note', 'edit', or 'edit*'", w.length ? actionAt : undefined);
  let v = val;
  if (act === 'edit' || act === 'edit*') {
    if (subs === undefined) return args('edit requires a match and a substitution');
  } else {
    if (env !== undefined) return args('has too many arguments', w.length - 1);
    env = subs;
  }
  if (act === 'unset' || act === 'echo') {
    if (v !== undefined) {
      if (env !== undefined) return args(`${act} takes two arguments`, w.length - 1);
      env = v;
      v = undefined;
    }
    if (act === 'echo' && name !== 'header') return value('echo is only valid on Header', actionAt);
  } else if (v === undefined) {
    return args('requires three arguments');
  }
  if (env !== undefined && !/^(early$|env=.|expr=)/i.test(env)) return value(`unknown parameter ${env}: the last word must be early, env=VAR or expr=EXPR`, w.indexOf(env, actionAt + 1));
  return undefined;
};

// mod_authz_core.c add_authz_provider and the providers' parsers (mod_authz_host.c …).
const REQUIRE_PROVIDERS: Record<string, string> = {
  all: 'authz_core',
  env: 'authz_core',
  method: 'authz_core',
  expr: 'authz_core',
  ip: 'authz_host',
  host: 'authz_host',
  local: 'authz_host',
  'forward-dns': 'authz_host',
  user: 'authz_user',
  'valid-user': 'authz_user',
  group: 'authz_groupfile',
  'file-owner': 'authz_owner',
  'file-group': 'authz_owner',
  'dbm-group': 'authz_dbm',
  'dbm-file-group': 'authz_dbm',
  'dbd-group': 'authz_dbd',
  'ldap-user': 'authnz_ldap',
  'ldap-group': 'authnz_ldap',
  'ldap-dn': 'authnz_ldap',
  'ldap-attribute': 'authnz_ldap',
  'ldap-filter': 'authnz_ldap',
  'ldap-search': 'authnz_ldap',
};
const IPV4 = /^\d{1,3}(\.\d{1,3}){0,3}\.?(\/(\d{1,2}|\d{1,3}(\.\d{1,3}){3}))?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
const require_: Handler = (w) => {
  const start = w[0]?.toLowerCase() === 'not' ? 1 : 0;
  const provider = w[start];
  if (provider === undefined) return value('needs an authorization provider (all, ip, host, user, valid-user, group …)');
  const module = REQUIRE_PROVIDERS[provider.toLowerCase()];
  // A provider of another module (mod_authnz_external, a custom one): not ours to judge.
  if (!module) return undefined;
  const rest = w.slice(start + 1);
  if (provider.toLowerCase() === 'all' && (rest.length !== 1 || !/^(granted|denied)$/i.test(rest[0]))) return value("argument for 'Require all' must be 'granted' or 'denied'", rest.length ? start + 1 : undefined);
  if (provider.toLowerCase() === 'ip') {
    const bad = rest.findIndex((a) => !IPV4.test(a) && !IPV6.test(a));
    if (bad >= 0) return value(`ip address '${rest[bad]}' appears to be invalid`, start + 1 + bad);
  }
  if (module !== 'authz_core') return needs(`${provider} needs \`LoadModule ${module}_module modules/mod_${module}.so\`: httpd says "Unknown Authz provider"`, module, start);
  return undefined;
};

// core.c set_options.
const OPTIONS = new Set(['indexes', 'includes', 'includesnoexec', 'followsymlinks', 'symlinksifownermatch', 'execcgi', 'multiviews', 'runscripts', 'none', 'all']);
const options: Handler = (w) => {
  let signed: boolean | undefined;
  for (let i = 0; i < w.length; i++) {
    const word = w[i];
    const sign = word.startsWith('+') || word.startsWith('-');
    const bare = sign ? word.slice(1) : word;
    if (signed !== undefined && sign !== signed) return value('either all Options must start with + or -, or no Option may', i);
    signed = sign;
    if (!OPTIONS.has(bare.toLowerCase())) return value(`illegal option ${bare}`, i);
  }
  return undefined;
};

// core.c set_override.
const OVERRIDES = /^(none|all|authconfig|fileinfo|indexes|limit|options(=.*)?|nonfatal=(override|unknown|all))$/i;
const allowOverride: Handler = (w) => {
  const bad = w.findIndex((word) => !OVERRIDES.test(word));
  return bad >= 0 ? value(`illegal override option ${w[bad]}`, bad) : undefined;
};

// mod_rewrite.c cmd_rewriterule / cmd_rewritecond (parseargline).
/** mod_rewrite splits its own words: a backslash keeps a space in the word (`^GET\ /x`). */
function rewriteWords(raw: readonly string[]): string[] {
  const out: string[] = [];
  let joining = false;
  for (const word of raw) {
    if (joining) out[out.length - 1] += ` ${word}`;
    else out.push(word);
    joining = word.endsWith('\\') && !word.endsWith('\\\\');
  }
  return out;
}

const rewrite =
  (label: string): Handler =>
  (_words, ctx) => {
    const w = rewriteWords(ctx.raw);
    // parseargline reads three words and ignores any after them.
    if (w.length < 2) return args(`takes a pattern, a ${label === 'RewriteRule' ? 'substitution' : 'condition'} and optional [flags] (${label}: bad argument line)`);
    if (w.length >= 3 && !/^(["']?)\[.*\]\1$/.test(w[2])) return value('the flags must be written as [flag,flag,…]', w.length === ctx.raw.length ? 2 : undefined);
    return undefined;
  };

// listen.c ap_set_listener.
const listen: Handler = (w) => (w.length < 1 || w.length > 2 ? args('requires 1 or 2 arguments') : undefined);

// ssl_engine_config.c ssl_cmd_SSLCipherSuite: the two-word form names the protocol first.
const cipherSuite: Handler = (w, ctx) => {
  if (w.length !== 2) return undefined;
  if (w[0] === 'TLSv1.3' && ctx.inSection) return value('TLSv1.3 ciphers cannot be set inside a directory context: OpenSSL fixes them per server', 0);
  if (w[0] === 'SSL' || (w[0] === 'TLSv1.3' && atLeast(ctx.version, '2.4.36'))) return undefined;
  return value(`protocol '${w[0]}' not supported: the two-word form is SSLCipherSuite SSL|TLSv1.3 CIPHERS`, 0);
};

// ssl_engine_config.c ssl_cmd_SSLRandomSeed.
const randomSeed: Handler = (w) => {
  if (w[0] && !/^(startup|connect)$/i.test(w[0])) return value(`invalid context '${w[0]}': startup or connect`, 0);
  if (w[1]?.toLowerCase() === 'builtin' && w.length > 2) return value('byte specification not allowed for builtin seed source', 2);
  return undefined;
};

// mod_log_config.c add_custom_log: the third word is the condition.
const customLog: Handler = (w) => (w.length === 3 && !/^(env=|expr=)/i.test(w[2]) ? value('the condition must be env=[!]VAR or expr=EXPR', 2) : undefined);

// mod_setenvif.c add_setenvif / add_browser_match.
const setEnvIf: Handler = (w, _ctx, name) => {
  if (name === 'browsermatch' || name === 'browsermatchnocase') return w.length < 2 ? args('needs a regular expression and at least one variable') : undefined;
  if (w.length === 0) return args('is missing the header-field name');
  if (w.length === 1) return args('is missing the regular expression');
  if (w.length === 2) return args('is missing the variable to set');
  return undefined;
};

// mod_filter.c add_filter (AddOutputFilterByType): the filters must be registered by a loaded module.
const FILTER_PROVIDERS: Record<string, string> = {
  deflate: 'deflate',
  inflate: 'deflate',
  brotli_compress: 'brotli',
  substitute: 'substitute',
  includes: 'include',
  sed: 'sed',
  buffer: 'buffer',
  rate_limit: 'ratelimit',
  data: 'data',
  proxy_html: 'proxy_html',
  xml2enc: 'xml2enc',
};
const addOutputFilterByType: Handler = (w) => {
  if (w.length < 2) return args('requires at least two arguments');
  for (const f of w[0].split(';')) {
    const module = FILTER_PROVIDERS[f.toLowerCase()];
    if (module) return needs(`filter ${f} needs \`LoadModule ${module}_module modules/mod_${module}.so\`: httpd says "Unknown filter provider"`, module, 0);
  }
  return undefined;
};

// mod_proxy.c add_pass / add_pass_reverse, mod_alias.c add_alias_internal: in a <Location>
// the location is the path, so the path word is not written there.
const PASS_FLAGS = /^(nocanon|interpolate|noquery|mapping=.*)$/i;
const proxyPass: Handler = (w, ctx) => {
  const keyValues = (from: number): HandlerProblem | undefined => {
    const bad = w.findIndex((word, i) => i >= from && !word.includes('=') && !PASS_FLAGS.test(word));
    return bad >= 0 ? value(`parameter ${w[bad]} must be in the form key=value`, bad) : undefined;
  };
  if (ctx.inLocation) {
    if (w.length >= 2 && !w[1].includes('=') && !PASS_FLAGS.test(w[1])) return args('can not have a path when defined in a <Location>', 0);
    return w.length ? keyValues(1) : args('needs a URL');
  }
  if (ctx.inSection) return undefined;
  if (w.length < 2) return args('needs a path and a URL when not defined in a <Location>');
  return keyValues(2);
};
const proxyPassReverse: Handler = (w, ctx) => {
  const rest = w.filter((x) => x.toLowerCase() !== 'interpolate');
  if (ctx.inLocation && rest.length >= 2) return args('can not have a path when defined in a <Location>', 0);
  return undefined;
};
const proxySet: Handler = (w, ctx) => {
  // Outside <Proxy> the first word names the worker or balancer (a URL).
  if (!ctx.inProxy && w[0] !== undefined && !w[0].includes('://')) return value(`${w[0]} is not a worker URL: outside <Proxy>, ProxySet names the worker first`, 0);
  const from = ctx.inProxy ? 0 : 1;
  const bad = w.findIndex((word, i) => i >= from && !word.includes('='));
  return bad >= 0 ? value(`parameter ${w[bad]} must be in the form key=value`, bad) : undefined;
};
const alias: Handler = (w, ctx) => {
  if (ctx.inLocation && w.length === 2) return args('takes one argument (the target) inside a <Location>: the location is the path', 1);
  if (!ctx.inSection && w.length === 1) return args('must have two arguments when used outside a <Location>');
  return undefined;
};

// log.c / core.c set_loglevel: a level, or module:level pairs.
const LEVELS = /^(emerg|alert|crit|error|warn|notice|info|debug|trace[1-8])$/i;
const logLevel: Handler = (w) => {
  const bad = w.findIndex((word) => !LEVELS.test(word.includes(':') ? word.slice(word.lastIndexOf(':') + 1) : word));
  return bad >= 0 ? value('level must be one of emerg, alert, crit, error, warn, notice, info, debug, trace1 … trace8', bad) : undefined;
};

// core.c set_error_document: the code is read with atoi and must be one httpd has a status
// line for (http_protocol.c status_lines; 103 and 418 are left alone: newer releases know them).
const STATUS_CODES = new Set('100 101 102 103 200 201 202 203 204 205 206 207 208 226 300 301 302 303 304 305 307 308 400 401 402 403 404 405 406 407 408 409 410 411 412 413 414 415 416 417 418 421 422 423 424 426 428 429 431 451 500 501 502 503 504 505 506 507 508 510 511'.split(' ').map(Number));
const errorDocument: Handler = (w) => {
  if (w.length === 0) return undefined;
  const code = Number(/^\s*[+-]?\d*/.exec(w[0])?.[0].trim() || '0');
  return STATUS_CODES.has(code) ? undefined : value(`unsupported HTTP response code ${w[0]}`, 0);
};

export const HANDLERS: Record<string, Handler> = {
  errordocument: errorDocument,
  loglevel: logLevel,
  header,
  requestheader: header,
  require: require_,
  options,
  allowoverride: allowOverride,
  rewriterule: rewrite('RewriteRule'),
  rewritecond: rewrite('RewriteCond'),
  listen,
  sslciphersuite: cipherSuite,
  sslrandomseed: randomSeed,
  customlog: customLog,
  setenvif: setEnvIf,
  setenvifnocase: setEnvIf,
  setenvifexpr: (w) => (w.length < 2 ? args('needs an expression and at least one variable') : undefined),
  browsermatch: setEnvIf,
  browsermatchnocase: setEnvIf,
  addoutputfilterbytype: addOutputFilterByType,
  proxypass: proxyPass,
  proxypassreverse: proxyPassReverse,
  proxyset: proxySet,
  alias,
  scriptalias: alias,
};
