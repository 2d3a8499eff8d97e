// What `nginx -t` would reject or warn about, judged offline from the directive table at the
// version linted for: ngx_conf_handler's checks (unknown name, context, argument count), the
// value parsers of the standard slots, "is duplicate", and the releases that removed or
// deprecated a directive. Messages use nginx's own words.
import { compareVersions, type VersionParts } from '../model/version.js';
import type { ConfigTree } from '../source/types.js';
import type { Arg, Directive, Span } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import { handlerOf, type Family, type HandlerContext } from './handler-values.js';
import { ANY_CTX, argsFit, argsWords, contextWords, CTX, nginxDirectiveRows, nginxRowsOf, rowAt, type NginxDirectiveRow } from './directives.js';
import { nearMiss } from './near-miss.js';
import { checkHttpServers, checkStreamServers, factsOf, type BlockFacts } from './validity-servers.js';
import { thirdPartyModule } from './third-party.js';
import { isFlag, isNumber, isSize, isTime } from './values.js';

/** Blocks whose lines are entries for a handler (`types`, `map` ...), not directives. */
const ENTRY_BLOCKS = new Set(['types', 'map', 'geo', 'split_clients', 'charset_map', 'match']);

/** Directives whose second occurrence is refused only when it names the same thing (sameValueTwice). */
const SAME_VALUE = new Set(['limit_req', 'limit_conn', 'root', 'alias', 'load_module', 'limit_req_zone', 'limit_conn_zone']);

/** Directives judged per tree at most (src/model/splice.ts bounds the model the same way). */
const SPLICE_BUDGET = 5_000_000;

/** Nesting beyond this is not checked (the model builder stops there too). */
const MAX_DEPTH = 64;

// nginx 1.25.1 CHANGES: "the "http2" parameter of the "listen" directive is now deprecated"
// (ngx_http_core_module.c warns: the "listen ... http2" directive is deprecated).
const LISTEN_HTTP2_DEPRECATED: VersionParts = [1, 25, 1];

const SPDY_SUPERSEDED: VersionParts = [1, 9, 5];
const SPDY_REFUSED: VersionParts = [1, 19, 7];

/** The context(s) the block opened by `name` puts its children in, given the parent's. */
function childContext(name: string, parent: number): number {
  let c = 0;
  switch (name) {
    case 'events':
      return CTX.events;
    case 'http':
      return CTX.http;
    case 'stream':
      return CTX.stream;
    case 'mail':
      return CTX.mail;
    case 'server':
      if (parent & CTX.http) c |= CTX.server;
      if (parent & CTX.stream) c |= CTX.stream_server;
      if (parent & CTX.mail) c |= CTX.mail_server;
      return c || CTX.server;
    case 'upstream':
      if (parent & CTX.stream) c |= CTX.stream_upstream;
      if (parent & CTX.http || !c) c |= CTX.upstream;
      return c;
    case 'location':
      return CTX.location;
    case 'if':
      if (parent & CTX.server) c |= CTX.sif;
      if (parent & CTX.location || !c) c |= CTX.lif;
      return c;
    case 'limit_except':
      return CTX.limit_except;
    default:
      return 0;
  }
}

const FAMILIES = [
  CTX.http | CTX.server | CTX.location | CTX.sif | CTX.lif | CTX.limit_except | CTX.upstream,
  CTX.stream | CTX.stream_server | CTX.stream_upstream,
  CTX.mail | CTX.mail_server,
];

/** The module family of a context, when it is one family's only. */
function familyOf(ctx: number): Family | undefined {
  if ((ctx & ~FAMILIES[0]) === 0) return 'http';
  if ((ctx & ~FAMILIES[1]) === 0) return 'stream';
  if ((ctx & ~FAMILIES[2]) === 0) return 'mail';
  return undefined;
}

/** Blocks whose heads are given to problems as `within`: a setting's block is one of these. */
const SERVER_LEVEL = CTX.server | CTX.location | CTX.sif | CTX.lif | CTX.limit_except | CTX.upstream | CTX.stream_server | CTX.mail_server;

export function checkNginxValidity(tree: ConfigTree, version: VersionParts): ValidityProblem[] {
  const root = tree.files.get(tree.root);
  if (!root) return [];
  const checker = new Checker(tree, version);
  // An `nginx -T` dump read as a file: after the first `# configuration file` section come the
  // files it included, whose places are not known.
  const headers = root.comments.filter((c) => !c.inline && c.span.column === 1 && /^ configuration file \//.test(c.text));
  const cut = headers.length > 1 ? headers[1].span.line : Infinity;
  const main = root.directives.filter((d) => d.span.line < cut);
  const rest = root.directives.filter((d) => d.span.line >= cut);
  checker.block(main, tree.fragment || !checker.looksLikeMain(main) ? ANY_CTX : CTX.main, [], 0);
  if (rest.length > 0) checker.block(rest, ANY_CTX, [], 0);
  return checker.problems;
}

/** The rows a directive's shape fits; `bad`: each of them refuses its value (reported). */
interface Fitting {
  readonly rows: NginxDirectiveRow[];
  readonly bad: boolean;
  /** Every row refuses a second occurrence in one block ("is duplicate"). */
  readonly duplicateOnly: boolean;
  /** The name may repeat, but not with the same value (sameValueTwice). */
  readonly sameValue: boolean;
}

/** What judging a directive needs of its name at the version linted for, worked out once per name. */
interface NameState {
  /** The name's rows at this version (empty: it had some in other releases). */
  readonly now: NginxDirectiveRow[];
  /** When `now` is one row: the answer for a directive that fits it. */
  readonly one: Fitting | undefined;
  /** When `now` has several: the answers by block and argument count (rowsFitting). */
  readonly shapes: Map<number, Fitting>;
  readonly handler: ReturnType<typeof handlerOf>;
  readonly sameValue: boolean;
}

class Checker {
  readonly problems: ValidityProblem[] = [];
  /** A file included in several places is judged once per place; its problems are reported once. */
  private readonly reported = new Set<string>();
  private readonly active = new Set<string>();
  private spliced = 0;
  private readonly logFormats = new Set<string>();
  private readonly zones = new Map<string, Directive>();
  private readonly handlerContexts = new Map<Family | undefined, HandlerContext>();
  /** Each name's state at the version linted for; null for a name nginx never had. */
  private readonly names = new Map<string, NameState | null>();

  constructor(
    private readonly tree: ConfigTree,
    private readonly version: VersionParts,
  ) {}

  /**
   * One block's directives, includes spliced in, judged in context `ctx` (a mask: a fragment's
   * top may be several). Gives the spliced list back for the outer block's checks.
   */
  block(list: readonly Directive[], ctx: number, within: Span[], depth: number): readonly Directive[] {
    const first = new Map<string, Directive>();
    const flat = this.flatten(list);
    const servers: BlockFacts[] = [];
    // Values of bitmask directives, and the extensions of `types` blocks, met in this block.
    let masks: Map<string, Arg> | undefined;
    let types: Map<string, { type: string; arg: Arg }> | undefined;
    for (const d of flat) {
      const fit = this.judge(d, ctx, within);
      if (!d.block && d.args.length > 0) this.swallowed(d, ctx, within);
      if (fit && !fit.bad && fit.rows.some((r) => r.kind === 'bitmask')) this.maskValues(d, (masks ??= new Map()), within);
      if (d.block && d.name === 'types' && ctx & FAMILIES[0]) this.typeEntries(d, (types ??= new Map()), within);
      if (fit?.sameValue) this.sameValueTwice(d, first, within);
      else if (fit?.duplicateOnly) {
        const earlier = first.get(d.name);
        if (earlier) {
          this.report({ ruleId: 'directive-duplicate', message: `"${d.name}" directive is duplicate`, span: d.span, related: [earlier.span], meant: d.name, within });
        } else first.set(d.name, d);
      }
      if (!d.block || depth >= MAX_DEPTH || ENTRY_BLOCKS.has(d.name)) continue;
      const child = childContext(d.name, ctx);
      // An unknown block (a third-party module's) holds what that module reads: not judged.
      if (child === 0) continue;
      const inner = this.block(d.block, child, ctx & SERVER_LEVEL || child & SERVER_LEVEL ? [...within, d.span] : within, depth + 1);
      if (d.name === 'server' && (child === CTX.server || child === CTX.stream_server)) servers.push(factsOf(d, inner));
    }
    // Whole-block checks need the whole tree: a fragment's outer blocks were not seen.
    if (!this.tree.fragment && ctx === CTX.http) checkHttpServers(factsOf(undefined, flat), servers, this.version, (p) => this.report(p));
    if (!this.tree.fragment && ctx === CTX.stream) checkStreamServers(factsOf(undefined, flat), servers, this.version, (p) => this.report(p));
    return flat;
  }

  /**
   * A bitmask directive (ngx_conf_set_bitmask_slot: `ssl_protocols`, `proxy_next_upstream` ...)
   * adds each line's values to what the block already set, and warns about a value set twice,
   * in one line or across lines (an included snippet's and the server's own).
   */
  private maskValues(d: Directive, seen: Map<string, Arg>, within: Span[]): void {
    for (const a of d.args) {
      const key = `${d.name}\0${a.value.toLowerCase()}`;
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, a);
        continue;
      }
      const again = earlier.span.line === a.span.line && earlier.span.file === a.span.file;
      this.report({
        ruleId: 'directive-duplicate',
        severity: 'warning',
        message: `duplicate value "${a.value}"${again ? ` in "${d.name}"` : `: "${d.name}" on line ${earlier.span.line}${earlier.span.file === a.span.file ? '' : ` of ${earlier.span.file}`} names it already, and a second ${d.name} line in the same block adds its values to the first instead of replacing them`}`,
        span: a.span,
        related: [earlier.span],
        within,
      });
    }
  }

  /**
   * `types { TYPE EXT ...; }` (ngx_http_core_type): an extension given again takes the later type,
   * with a warning; every `types` block of one level fills one table.
   */
  private typeEntries(d: Directive, seen: Map<string, { type: string; arg: Arg }>, within: Span[]): void {
    for (const entry of this.flatten(d.block ?? [])) {
      if (entry.block || entry.name === 'include') continue;
      for (const a of entry.args) {
        const ext = a.value.toLowerCase();
        const earlier = seen.get(ext);
        seen.set(ext, { type: entry.name, arg: a });
        if (!earlier) continue;
        this.report({
          ruleId: 'directive-duplicate',
          severity: 'warning',
          message: `duplicate extension "${ext}", content type: "${entry.name}", previous content type: "${earlier.type}"`,
          short: `duplicate extension "${ext}" in types (now ${entry.name}, was ${earlier.type})`,
          span: a.span,
          related: [earlier.arg.span],
          within,
        });
      }
    }
  }

  /**
   * A directive whose line lacks its `;` takes the next line's words as its own arguments:
   * `index index.php` then `ssl_certificate cert.pem;` is one `index` directive of three words,
   * which `nginx -t` accepts, and the server has no certificate line. Reported where a word
   * that starts a later line, unquoted, names a directive this block takes, with a number of
   * words after it on its line that the directive takes.
   */
  private swallowed(d: Directive, ctx: number, within: Span[]): void {
    const args = d.args;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const before = i === 0 ? d.span.line : args[i - 1].span.endLine;
      if (a.quote !== null || a.span.line <= before || !/^[a-z_][a-z0-9_]*$/.test(a.value)) continue;
      const state = this.nameState(a.value);
      if (!state) continue;
      let count = 0;
      while (i + 1 + count < args.length && args[i + 1 + count].span.line === a.span.line) count++;
      if (!state.now.some((r) => r.ctx & ctx && argsFit(r.args, count))) continue;
      const last = i === 0 ? undefined : args[i - 1];
      const line = last ? last.span.endLine : d.span.line;
      this.report({
        ruleId: 'semicolon-missing',
        message: `"${a.value}" on line ${a.span.line} is read as an argument of "${d.name}" on line ${d.span.line}: line ${line} does not end with ";", so nginx never sees a ${a.value} directive here`,
        span: a.span,
        related: [last?.span ?? d.span],
        fix: { description: `end line ${line} with ";"` },
        within,
      });
    }
  }

  /**
   * Directives a block may repeat, but not with the same thing: `limit_req` of one zone, `root`
   * after `alias` (one field), `load_module` of one module; a zone defined twice anywhere.
   */
  private sameValueTwice(d: Directive, first: Map<string, Directive>, within: Span[]): void {
    let key: string | undefined;
    let message = `"${d.name}" directive is duplicate`;
    switch (d.name) {
      case 'limit_req':
      case 'limit_conn': {
        const zone = d.name === 'limit_req' ? d.args.find((a) => a.value.startsWith('zone='))?.value.slice(5) : d.args[0]?.value;
        if (zone !== undefined) key = `${d.name}\0${zone}`;
        break;
      }
      case 'root':
      case 'alias': {
        const other = first.get(d.name === 'root' ? 'alias' : 'root');
        if (other) {
          this.report({ ruleId: 'directive-duplicate', message: `"${d.name}" directive is duplicate, "${other.name}" directive was specified earlier`, span: d.span, related: [other.span], within });
          return;
        }
        key = d.name;
        break;
      }
      case 'load_module':
        key = `load_module\0${d.args[0]?.value}`;
        message = `module "${d.args[0]?.value}" is already loaded`;
        break;
      case 'limit_req_zone':
      case 'limit_conn_zone': {
        const zone = d.args.find((a) => a.value.startsWith('zone='))?.value.slice(5).split(':')[0];
        if (zone === undefined) return;
        const earlier = this.zones.get(`${d.name}\0${zone}`);
        if (earlier) {
          this.report({ ruleId: 'directive-duplicate', message: `${d.name} "${zone}" is already bound to key "${earlier.args[0]?.value}"`, span: d.span, related: [earlier.span], within });
        } else this.zones.set(`${d.name}\0${zone}`, d);
        return;
      }
      default:
        return;
    }
    if (key === undefined) return;
    const earlier = first.get(key);
    if (earlier) this.report({ ruleId: 'directive-duplicate', message, span: d.span, related: [earlier.span], within });
    else first.set(key, d);
  }

  /**
   * Whether a root file is a main configuration: it opens a main-level block or writes a
   * directive only the main level takes. Else it is a snippet saved under a root's name
   * (`server { ... }` alone), judged like a fragment.
   */
  looksLikeMain(list: readonly Directive[]): boolean {
    const flat = this.flatten(list);
    return flat.some((d) => {
      if (d.block && (d.name === 'http' || d.name === 'events' || d.name === 'stream' || d.name === 'mail')) return true;
      const rows = nginxRowsOf(d.name);
      return rows !== undefined && rows.every((r) => r.ctx === CTX.main);
    });
  }

  /** `list` with each include's files in its place; `list` itself when it includes nothing (most blocks). */
  private flatten(list: readonly Directive[]): readonly Directive[] {
    let includes = false;
    for (const d of list) if (d.includes && d.name === 'include') includes = true;
    if (!includes && this.spliced + list.length <= SPLICE_BUDGET) {
      this.spliced += list.length;
      return list;
    }
    const flat: Directive[] = [];
    this.splice(list, flat);
    return flat;
  }

  /** `list` with each include's files in its place (the include itself kept, to be judged too). */
  private splice(list: readonly Directive[], out: Directive[]): void {
    for (const d of list) {
      // Includes of includes fanning out can multiply without a cycle: past the model's own
      // bound the rest is left unjudged rather than stalling the linter.
      if (this.spliced++ >= SPLICE_BUDGET) return;
      out.push(d);
      if (d.name !== 'include' || !d.includes) continue;
      for (const path of d.includes) {
        if (this.active.has(path)) continue;
        const parsed = this.tree.files.get(path);
        if (!parsed) continue;
        this.active.add(path);
        this.splice(parsed.directives, out);
        this.active.delete(path);
      }
    }
  }

  private report(p: ValidityProblem): void {
    const key = `${p.ruleId}\0${p.span.file}\0${p.span.line}\0${p.span.column}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push(p);
  }

  /** The state of a name, worked out on its first directive; null for a name nginx never had. */
  private nameState(name: string): NameState | null {
    let state = this.names.get(name);
    if (state !== undefined) return state;
    const all = nginxRowsOf(name);
    if (all) {
      const now = all.filter((r) => rowAt(r, this.version));
      const sameValue = SAME_VALUE.has(name);
      const one = now.length === 1 ? fitting(now, false, sameValue) : undefined;
      state = { now, one, shapes: new Map(), handler: handlerOf(name), sameValue };
    } else state = null;
    this.names.set(name, state);
    return state;
  }

  /**
   * Judges one directive; gives the rows it matched in its context with what the block's
   * duplicate checks need (undefined when none matched).
   */
  private judge(d: Directive, ctx: number, within: Span[]): Fitting | undefined {
    const state = this.nameState(d.name);
    if (state === null) {
      this.unknown(d, ctx, within);
      return undefined;
    }
    const now = state.now;
    if (now.length === 0) {
      this.notInVersion(d, nginxRowsOf(d.name) as NginxDirectiveRow[], within);
      return undefined;
    }
    // Most names have one row at a version: judged without building the lists below.
    const fit = state.one ? this.oneRow(d, state.one, ctx, within) : this.rowsFitting(d, state, ctx, within);
    if (fit === undefined) return undefined;
    if (fit.bad) return fit;
    const handled = state.handler?.(d, this.handlerContext(ctx));
    if (handled) {
      this.report({ ruleId: 'directive-value', message: handled[0], span: handled[1], meant: d.name, within });
      return fit;
    }
    let dep: NginxDirectiveRow['deprecated'];
    let depSince = '';
    for (const r of fit.rows) {
      if (dep === undefined && r.deprecated) {
        dep = r.deprecated;
        depSince = r.sinceText;
      }
    }
    if (dep) {
      const message =
        dep.how === 'deprecated'
          ? `the "${d.name}" directive is deprecated, use the "${dep.use}" directive instead`
          : dep.use
            ? `the "${d.name}" directive is obsolete, use the "${dep.use}" directive instead`
            : `the "${d.name}" directive is obsolete, ignored`;
      this.report({ ruleId: 'directive-deprecated', message, span: d.span, within, ...(depSince ? { since: depSince } : {}) });
    }
    if (d.name === 'listen') this.listenParameters(d, ctx, within);
    return fit;
  }

  /** A `listen` parameter nginx has deprecated or superseded at this version. */
  private listenParameters(d: Directive, ctx: number, within: Span[]): void {
    // nginx 1.9.5 CHANGES: ngx_http_spdy_module superseded by ngx_http_v2_module; listen still took
    // `spdy` with a warning until 1.19.7 (ngx_http_core_listen).
    const spdy = ctx === CTX.server ? d.args.find((a, i) => i > 0 && a.value === 'spdy') : undefined;
    if (spdy && compareVersions(this.version, SPDY_SUPERSEDED) >= 0 && compareVersions(this.version, SPDY_REFUSED) < 0) {
      this.report({
        ruleId: 'directive-deprecated',
        message: 'invalid parameter "spdy": ngx_http_spdy_module was superseded by ngx_http_v2_module (nginx 1.9.5)',
        span: spdy.span,
        fix: { description: 'use the http2 parameter', replacement: 'http2' },
        since: '1.9.5',
        within,
      });
    }
    if (ctx & CTX.server && compareVersions(this.version, LISTEN_HTTP2_DEPRECATED) >= 0) {
      const arg = d.args.find((a, i) => i > 0 && a.value === 'http2');
      if (arg) {
        this.report({
          ruleId: 'directive-deprecated',
          message: 'the "listen ... http2" directive is deprecated, use the "http2" directive instead (nginx 1.25.1)',
          span: arg.span,
          // Advice only: a fix adding `http2 on;` left the parameter in place, so the finding stayed
          // (and on a tree not known to run 1.25.1, adding it raised the release the tree needs).
          fix: { description: 'remove http2 from the listen lines and enable HTTP/2 with its own directive, `http2 on;` (nginx 1.25.1 or later)', since: '1.25.1' },
          since: '1.25.1',
          within,
        });
      }
    }
  }

  /** `d` judged against the one row its name has at this version; reports what does not fit. */
  private oneRow(d: Directive, one: Fitting, ctx: number, within: Span[]): Fitting | undefined {
    const row = one.rows[0];
    if ((row.ctx & ctx) === 0) return this.wrongContext(d, one.rows, ctx, within);
    if (!argsFit(row.args, d.args.length)) return this.wrongCount(d, row, within);
    const bad = badValue(row, d);
    if (bad === undefined) return one;
    this.report({ ruleId: 'directive-value', message: bad[0], span: bad[1], meant: d.name, within });
    return fitting(one.rows, true, one.sameValue);
  }

  /** `d` judged against the rows its name has at this version (several shapes, or several modules). */
  private rowsFitting(d: Directive, state: NameState, ctx: number, within: Span[]): Fitting | undefined {
    // Which rows a name's directive fits depends on the block and the argument count alone
    // (past 8 arguments only the "any"/"more" shapes are left), so it is worked out once for each.
    const shape = ctx * 16 + Math.min(d.args.length, 15);
    let fit = state.shapes.get(shape);
    if (fit === undefined) state.shapes.set(shape, (fit = fitting(state.now.filter((r) => r.ctx & ctx && argsFit(r.args, d.args.length)), false, state.sameValue)));
    if (fit.rows.length === 0) {
      const here = state.now.filter((r) => r.ctx & ctx);
      return here.length === 0 ? this.wrongContext(d, state.now, ctx, within) : this.wrongCount(d, here[0], within);
    }
    let bad: [string, Span] | undefined;
    for (const r of fit.rows) {
      const b = badValue(r, d);
      if (b === undefined) return fit;
      bad ??= b;
    }
    const [message, span] = bad as [string, Span];
    this.report({ ruleId: 'directive-value', message, span, meant: d.name, within });
    return fitting(fit.rows, true, state.sameValue);
  }

  private wrongContext(d: Directive, now: NginxDirectiveRow[], ctx: number, within: Span[]): undefined {
    let allowed = now.reduce((m, r) => m | r.ctx, 0);
    // Name the blocks of the module family written in (http's, stream's, mail's) when it has any.
    const family = FAMILIES.find((f) => f & ctx && f & allowed);
    if (family !== undefined) allowed &= family;
    this.report({
      ruleId: 'directive-context',
      message: `"${d.name}" directive is not allowed here: nginx takes it in ${contextWords(allowed)}`,
      span: d.span,
      meant: d.name,
      within,
    });
    return undefined;
  }

  private wrongCount(d: Directive, row: NginxDirectiveRow, within: Span[]): undefined {
    this.report({
      ruleId: 'directive-arguments',
      message: `invalid number of arguments in "${d.name}" directive: it takes ${argsWords(row.args)}, not ${d.args.length}`,
      span: d.span,
      meant: d.name,
      within,
    });
    return undefined;
  }

  /** One context per module family, kept: its log_format names carry over from block to block. */
  private handlerContext(ctx: number): HandlerContext {
    const family = familyOf(ctx);
    let c = this.handlerContexts.get(family);
    if (!c) this.handlerContexts.set(family, (c = { family, version: this.version, logFormats: this.logFormats }));
    return c;
  }

  /** A name nginx has had, but not at this version. */
  private notInVersion(d: Directive, all: NginxDirectiveRow[], within: Span[]): void {
    const later = all.filter((r) => r.since && compareVersions(r.since, this.version) > 0);
    const earlier = all.filter((r) => r.until && compareVersions(r.until, this.version) <= 0);
    const at = this.versionText();
    if (earlier.length > 0 && later.length === 0) {
      const last = earlier.reduce((a, b) => (compareVersions(a.until as VersionParts, b.until as VersionParts) >= 0 ? a : b));
      const use = last.deprecated?.use ? `; use "${last.deprecated.use}"` : '';
      this.report({ ruleId: 'directive-removed', message: `unknown directive "${d.name}": removed in nginx ${last.untilText} (linting for ${at})${use}`, span: d.span, within });
      return;
    }
    const first = later.reduce((a, b) => (compareVersions(a.since as VersionParts, b.since as VersionParts) <= 0 ? a : b));
    this.report({
      ruleId: 'directive-unknown',
      severity: 'error',
      message: `unknown directive "${d.name}": added in nginx ${first.sinceText} (linting for ${at})`,
      span: d.span,
      within,
    });
  }

  private unknown(d: Directive, ctx: number, within: Span[]): void {
    if (thirdPartyModule(d.name) !== undefined) return;
    const near = nearMiss(d.name, nginxDirectiveRows(), this.version, ctx);
    if (near !== undefined) {
      this.report({
        ruleId: 'directive-unknown',
        severity: 'error',
        message: `unknown directive "${d.name}": did you mean "${near}"?`,
        span: d.span,
        fix: { description: `write "${near}"`, replacement: near },
        meant: near,
        within,
      });
      return;
    }
    this.report({
      ruleId: 'directive-unknown',
      severity: 'info',
      message: `unknown directive "${d.name}": not an nginx directive nor one of a well-known third-party module; nginx refuses it unless a module it loads provides it`,
      span: d.span,
      within,
    });
  }

  private versionText(): string {
    return `nginx ${this.version.join('.')}`;
  }
}

/** nginx's complaint about the value of `d` under `row`, or undefined when the parser takes it. */
function badValue(row: NginxDirectiveRow, d: Directive): [string, Span] | undefined {
  const a = d.args;
  // A custom handler that hands one shape to a standard slot (`ssl` → the flag slot) may take others.
  if (a.length !== (row.kind === 'bufs' ? 2 : 1) && row.kind !== 'bitmask') return undefined;
  switch (row.kind) {
    case 'flag':
      if (!isFlag(a[0].value)) return [`invalid value "${a[0].value}" in "${d.name}" directive, it must be "on" or "off"`, a[0].span];
      return undefined;
    case 'enum':
    case 'bitmask': {
      // A table the generator could not read says nothing: never refuse every value.
      if (row.values.length === 0) return undefined;
      for (let i = 0; i < a.length; i++) {
        if (!row.lowerValues.has(a[i].value.toLowerCase())) {
          return [`invalid value "${a[i].value}" in "${d.name}" directive: nginx takes ${row.values.join(', ')}`, a[i].span];
        }
      }
      return undefined;
    }
    case 'num': {
      if (!isNumber(a[0].value)) return [`"${d.name}" directive invalid number "${a[0].value}"`, a[0].span];
      const n = Number(a[0].value);
      if (row.bounds && (n < row.bounds[0] || (row.bounds[1] !== -1 && n > row.bounds[1]))) {
        const range = row.bounds[1] === -1 ? `equal to or greater than ${row.bounds[0]}` : `between ${row.bounds[0]} and ${row.bounds[1]}`;
        return [`"${d.name}" directive value must be ${range}`, a[0].span];
      }
      return undefined;
    }
    case 'size':
    case 'off':
      return isSize(a[0].value, row.kind === 'off') ? undefined : invalid(d, 0);
    case 'msec':
    case 'sec':
      return isTime(a[0].value, row.kind === 'sec') ? undefined : invalid(d, 0);
    case 'bufs':
      if (!isNumber(a[0].value) || Number(a[0].value) === 0) return invalid(d, 0);
      if (!isSize(a[1].value, false) || /^0+[kKmM]?$/.test(a[1].value)) return invalid(d, 1);
      return undefined;
    default:
      return undefined;
  }
}

function invalid(d: Directive, i: number): [string, Span] {
  return [`invalid value "${d.args[i].value}" in "${d.name}" directive`, d.args[i].span];
}

function fitting(rows: NginxDirectiveRow[], bad: boolean, sameValue: boolean): Fitting {
  let duplicateOnly = rows.length > 0;
  for (const r of rows) if (!r.duplicate) duplicateOnly = false;
  return { rows, bad, duplicateOnly, sameValue };
}
