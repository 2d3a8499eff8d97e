import type { Fix, Severity } from '../src/findings.js';
import type { Rule, RuleFinding } from '../src/rule.js';
import type { Header } from '../src/model/types.js';
import { httpLevels, locationOf } from '../src/rules-support/helpers.js';
import type { Span } from '../src/syntax/types.js';

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
      why: 'nginx inherits `add_header` from the outer level only when the inner level has no `add_header` of its own. One `add_header` in a location silently removes every header set at server or http level there, typically HSTS and Cache-Control.',
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
    // and fix, built once and shared by every finding (findings are never mutated). They are
    // looked up by the lines' parts, without writing the lines out for each level.
    const wordings: WordingNode = new Map();
    for (const { http } of httpLevels(model)) {
      const dropped = http.droppedHeaders;
      const own = http.headers.value;
      if (dropped.length === 0 || own.length === 0) continue;
      const at = own[0].at;
      if (seen.has(at)) continue;
      seen.add(at);
      let node = wordings;
      for (const h of dropped) node = child(child(child(node, h.name), h.value), h.always ? 'always' : '');
      let w = node.get(WORDING) as Wording | undefined;
      if (!w) node.set(WORDING, (w = word(dropped, dropped.map(headerLine).join('\n'))));
      out.push({ severity: w.severity, message: w.message, location: locationOf(at), related: dropped.map((h) => locationOf(h.at)), fix: w.fix });
    }
    return out;
  },
};

/** A trie over the dropped lines' name, value and flag; a wording sits under WORDING. */
type WordingNode = Map<string | typeof WORDING, WordingNode | Wording>;
const WORDING = Symbol('wording');

function child(node: WordingNode, key: string): WordingNode {
  let next = node.get(key) as WordingNode | undefined;
  if (!next) node.set(key, (next = new Map()));
  return next;
}

interface Wording {
  severity: Severity | undefined;
  message: string;
  fix: Fix;
}

// The locations of a server drop the same outer header objects: each line is written once.
const lines = new WeakMap<Header, string>();

function headerLine(h: Header): string {
  let line = lines.get(h);
  if (line === undefined) lines.set(h, (line = `add_header ${h.name} ${JSON.stringify(h.value)}${h.always ? ' always' : ''};`));
  return line;
}

function word(dropped: Header[], replacement: string): Wording {
  const names = [...new Set(dropped.map((h) => h.name))];
  return {
    // Losing a security or caching header changes what browsers do; losing X-Foo may not.
    severity: names.some((n) => SIGNIFICANT.test(n)) ? undefined : 'info',
    message: `add_header here drops the outer add_header lines (${names.join(', ')}): nginx inherits add_header only into blocks that have none of their own`,
    fix: { description: 'repeat the outer headers in this block (or keep them in a snippet included at every level)', replacement },
  };
}

export default rule;
