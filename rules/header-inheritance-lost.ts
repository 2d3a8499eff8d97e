import type { Fix, Severity } from '../src/findings.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import type { DroppedRequestLines, Header, HttpSettings, Scope } from '../src/model/types.js';
import { knownFrom } from '../src/version-floor.js';
import { httpLevels, locationOf } from '../src/rules-support/helpers.js';
import type { Directive, Span } from '../src/syntax/types.js';
import { capList } from '../src/bounded-text.js';

// nginx CHANGES 1.29.3 (2025-10-28): "the "add_header_inherit" and "add_trailer_inherit"
// directives"; `merge` appends the outer lines to the block's own (ngx_http_headers_merge_conf).
const INHERIT_MERGE_SINCE = '1.29.3';

// Request headers whose loss changes what the application sees of the client or the
// connection: the host it was asked for, the client's address and scheme, a WebSocket upgrade.
const SIGNIFICANT_REQUEST = /^(host|x-forwarded-[a-z-]+|x-real-ip|forwarded|upgrade|connection|early-data|x-scheme)$/i;

const SIGNIFICANT =
  /^(strict-transport-security|content-security-policy(-report-only)?|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-[a-z-]+|cache-control|expires|access-control-[a-z-]+)$/i;

const rule: Rule = {
  meta: {
    id: 'header-inheritance-lost',
    title: 'An inner add_header or proxy_set_header drops the outer lines',
    severity: 'warning',
    category: 'performance',
    security: true,
    docs: {
      why: 'nginx inherits `add_header` from the outer level only when the inner level has no `add_header` of its own. One `add_header` in a location silently removes every header set at server or http level there, typically HSTS and Cache-Control. `add_trailer` inherits the same way and is reported too, as info. From nginx 1.29.3 (CHANGES, 2025-10-28), `add_header_inherit merge` (and `add_trailer_inherit merge`) keeps the outer lines, and the fix writes it where the release is known to be that new and the block sets no outer header again (merge would send that one twice); an explicit `off` is a deliberate choice and is not reported.\n\nThe request lines nginx sends to an upstream inherit the same way: one `proxy_set_header` (or `grpc_set_header`, `fastcgi_param`, `uwsgi_param`, `scgi_param`) in a location drops every outer line of that directive there, so `Host`, `X-Forwarded-For` or `Upgrade` set at server level vanish for that location, and a location with one `fastcgi_param` of its own loses the `include fastcgi_params;` of the server. Reported where the level (or a location inside it) hands requests to that kind of upstream: a warning when a header the application reads about the client or connection is lost (Host, X-Forwarded-*, X-Real-IP, Forwarded, Upgrade, Connection) or any FastCGI/uwsgi/SCGI parameter, else info. The fix repeats the lost lines in the block.',
      nginx: {
        bad: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Cache-Control "public, max-age=31536000";\n}',
        good: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    add_header Cache-Control "public, max-age=31536000";\n}',
      },
      references: [
        'https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header',
        'https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header_inherit',
        'https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_set_header',
      ],
    },
  },
  check(model, context) {
    if (model.dialect !== 'nginx') return [];
    const out: RuleFinding[] = [];
    // Only where the release is known to have it: an assumed release writes no guessed directive.
    const canMerge = knownFrom(context.target.nginx, INHERIT_MERGE_SINCE);
    // Splicing hands every includer of a file the same directive objects, so within one
    // model a place is one span object.
    const seen = new Set<Span>();
    // A fleet's servers repeat a few templates: the same dropped lines give the same message
    // and fix, built once and shared by every finding (findings are never mutated).
    const wording = new Map<string, Wording>();
    for (const { http, scope, server } of httpLevels(model)) {
      if (http.droppedRequestLines) out.push(...requestFindings(http.droppedRequestLines, http, scope?.scopes ?? server.scopes, seen));
      // Most levels drop nothing: they are passed over before any list is made for them.
      if (http.droppedHeaders.length === 0 && http.droppedTrailers.length === 0) continue;
      // `if (…) { add_header …; return 204; }` answers a side request (a CORS preflight, a
      // redirect) with headers of its own: the pages the location serves keep theirs.
      if (scope?.kind === 'if' && http.answer) continue;
      // add_trailer inherits exactly as add_header does, with its own add_trailer_inherit.
      for (const [directive, all, own] of [
        ['add_header', http.droppedHeaders, http.headers.value],
        ['add_trailer', http.droppedTrailers, http.trailers.value],
      ] as const) {
        const dropped = all.filter((h) => sentHere(h, http.upstream !== undefined));
        if (dropped.length === 0 || own.length === 0) continue;
        const at = own[0].at;
        if (seen.has(at)) continue;
        seen.add(at);
        const text = dropped.map((h) => headerLine(directive, h)).join('\n');
        // `merge` keeps every outer line, so it suits only a block that sets none of them again.
        const merge = canMerge && !http.redefined?.includes(directive);
        const key = `${merge ? 'm' : 'r'}${text}`;
        let w = wording.get(key);
        if (!w) wording.set(key, (w = word(directive, dropped, text, merge)));
        out.push({ severity: w.severity, message: w.message, location: locationOf(at), related: dropped.map((h) => locationOf(h.at)), fix: w.fix });
      }
    }
    return out;
  },
};

/**
 * Whether nginx would send `h` at a level at all: it skips an add_header whose value is empty
 * (`add_header ETag ""`), and an `$upstream_*` variable is empty where nothing is proxied. A
 * header never sent is not lost by being dropped. (Live: test/nginx-round2-false-alarms.test.ts.)
 */
function sentHere(h: Header, proxied: boolean): boolean {
  if (h.value === '') return false;
  return proxied || !/^(\s*\$(upstream_\w+|\{upstream_\w+\})\s*)+$/.test(h.value);
}

interface Wording {
  severity: Severity | undefined;
  message: string;
  fix: Fix;
}

// The locations of a server drop the same outer header objects: each line is written once.
const lines = new WeakMap<Header, string>();

function headerLine(directive: string, h: Header): string {
  let line = lines.get(h);
  // A name that is not a plain token is quoted the way the value is: nginx reads `\n`, `\r`,
  // `\"` and `\\` in a quoted string back as the characters (ngx_conf_read_token), so a name
  // holding a line break stays one line of the fix, as it was one directive of the config.
  const name = /^[A-Za-z0-9_-]+$/.test(h.name) ? h.name : JSON.stringify(h.name);
  if (line === undefined) lines.set(h, (line = `${directive} ${name} ${JSON.stringify(h.value)}${h.always ? ' always' : ''};`));
  return line;
}

function word(directive: string, dropped: Header[], replacement: string, merge: boolean): Wording {
  const names = [...new Set(dropped.map((h) => h.name))];
  const what = directive === 'add_header' ? 'headers' : 'trailers';
  return {
    // Losing a security or caching header changes what browsers do; losing X-Foo may not.
    severity: directive === 'add_header' && names.some((n) => SIGNIFICANT.test(n)) ? undefined : 'info',
    message: `${directive} here drops the outer ${directive} lines (${capList(names)}): nginx inherits ${directive} only into blocks that have none of their own`,
    fix: merge
      ? { description: `keep the outer ${what} in this block as well (\`${directive}_inherit merge\`, nginx ${INHERIT_MERGE_SINCE})`, replacement: `${directive}_inherit merge;`, since: INHERIT_MERGE_SINCE }
      : { description: `repeat the outer ${what} in this block (or keep them in a snippet included at every level)`, replacement },
  };
}

/**
 * The request lines a level loses, reported where the level or a location inside it hands
 * requests to that family's upstream (elsewhere the lines are never sent).
 */
function requestFindings(list: readonly DroppedRequestLines[], http: HttpSettings, inner: readonly Scope[], seen: Set<Span>): RuleFinding[] {
  const out: RuleFinding[] = [];
  for (const { family, pass, own, dropped } of list) {
    if (!passesTo(http, inner, pass)) continue;
    const at = own[0].span;
    if (seen.has(at)) continue;
    seen.add(at);
    const names = [...new Set(dropped.map((d) => d.args[0]?.value ?? ''))];
    const params = family.endsWith('_param');
    const included = [...new Set(dropped.map((d) => d.span.file).filter((f) => f !== at.file))];
    out.push({
      severity: params || names.some((n) => SIGNIFICANT_REQUEST.test(n)) ? undefined : 'info',
      message: `${family} here drops the outer ${family} lines (${capList(names)}): nginx inherits ${family} only into blocks that have none of their own, so the ${params ? 'application behind' : 'upstream'} ${pass} never gets ${names.length === 1 ? 'it' : 'them'} from here`,
      location: locationOf(at),
      related: dropped.map((d) => locationOf(d.span)),
      fix: {
        description: `repeat the outer ${family} lines in this block${included.length > 0 ? ' (or include the file they come from here as well)' : ''}`,
        replacement: dropped.map(lineOf).join('\n'),
      },
    });
  }
  return out;
}

/** Whether this level, or a location inside it that writes none of the family, passes requests with `pass`. */
function passesTo(http: HttpSettings, inner: readonly Scope[], pass: string): boolean {
  if (http.upstream?.pass.name === pass) return true;
  return inner.some((s) => passesTo(s.http, s.scopes, pass));
}

/** A lost line as it was written (its words' own quoting), for the fix to repeat. */
function lineOf(d: Directive): string {
  return `${[d.name, ...d.args.map((a) => a.raw)].join(' ')};`;
}

export default rule;
