import type { Fix, Severity } from '../src/findings.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import type { Header } from '../src/model/types.js';
import { httpLevels, locationOf } from '../src/rules-support/helpers.js';
import type { Span } from '../src/syntax/types.js';
import { capList } from '../src/bounded-text.js';

const SIGNIFICANT =
  /^(strict-transport-security|content-security-policy(-report-only)?|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-[a-z-]+|cache-control|expires|access-control-[a-z-]+)$/i;

const rule: Rule = {
  meta: {
    id: 'header-inheritance-lost',
    title: 'An inner add_header drops the outer add_header lines',
    severity: 'warning',
    category: 'performance',
    security: true,
    docs: {
      why: 'nginx inherits `add_header` from the outer level only when the inner level has no `add_header` of its own. One `add_header` in a location silently removes every header set at server or http level there, typically HSTS and Cache-Control. `add_trailer` inherits the same way and is reported too, as info. From nginx 1.29.3, `add_header_inherit merge` (and `add_trailer_inherit merge`) keeps the outer lines; an explicit `off` is a deliberate choice and is not reported.',
      nginx: {
        bad: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Cache-Control "public, max-age=31536000";\n}',
        good: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    add_header Cache-Control "public, max-age=31536000";\n}',
      },
      references: ['https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header'],
    },
  },
  check(model) {
    if (model.dialect !== 'nginx') return [];
    const out: RuleFinding[] = [];
    // Splicing hands every includer of a file the same directive objects, so within one
    // model a place is one span object.
    const seen = new Set<Span>();
    // A fleet's servers repeat a few templates: the same dropped lines give the same message
    // and fix, built once and shared by every finding (findings are never mutated).
    const wording = new Map<string, Wording>();
    for (const { http, scope } of httpLevels(model)) {
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
        let w = wording.get(text);
        if (!w) wording.set(text, (w = word(directive, dropped, text)));
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

function word(directive: string, dropped: Header[], replacement: string): Wording {
  const names = [...new Set(dropped.map((h) => h.name))];
  return {
    // Losing a security or caching header changes what browsers do; losing X-Foo may not.
    severity: directive === 'add_header' && names.some((n) => SIGNIFICANT.test(n)) ? undefined : 'info',
    message: `${directive} here drops the outer ${directive} lines (${capList(names)}): nginx inherits ${directive} only into blocks that have none of their own`,
    fix: { description: `repeat the outer ${directive === 'add_header' ? 'headers' : 'trailers'} in this block (or keep them in a snippet included at every level)`, replacement },
  };
}

export default rule;
