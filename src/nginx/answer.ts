// What an nginx level answers every request with before content: `return` (ngx_http_rewrite
// module: `return code [text|URL]` or `return URL`, a 302) or a `rewrite` of every path to an
// absolute URL (302, or 301 with `permanent`). nginx runs these in the server's rewrite phase
// before any location is chosen, so at server level they answer everything.
import type { Answer } from '../model/types.js';
import { testWithin } from '../syntax/bounded-regex.js';
import type { Directive } from '../syntax/types.js';
import { allOwn, type Level } from './levels.js';

const ABSOLUTE = /^(https?|\$scheme):\/\//i;

export function answerOf(level: Level): Answer | undefined {
  const ret = allOwn(level, 'return')[0];
  const rewrite = allOwn(level, 'rewrite').find(rewritesEverything);
  // Whichever comes first in the block runs first.
  const first = ret && rewrite ? (before(rewrite, ret) ? rewrite : ret) : (ret ?? rewrite);
  if (!first) return undefined;
  if (first === ret) {
    const [a, b] = ret.args.map((x) => x.value);
    if (a === undefined) return undefined;
    if (/^\d+$/.test(a)) return { status: Number(a), target: b, at: ret.span };
    return { status: 302, target: a, at: ret.span };
  }
  const flag = first.args[2]?.value;
  return { status: flag === 'permanent' ? 301 : 302, target: first.args[1]?.value, at: first.span };
}

/** `rewrite REGEX URL [flag]` whose regex matches any path and whose replacement is absolute (so a redirect). */
function rewritesEverything(d: Directive): boolean {
  const [regex, replacement] = d.args.map((a) => a.value);
  if (!regex || !replacement || !ABSOLUTE.test(replacement)) return false;
  try {
    const re = new RegExp(regex);
    // A regex still running after 50 ms is taken as not matching everything: no redirect is assumed.
    return testWithin(re, '/', 50) === true && testWithin(re, '/any/path.html', 50) === true;
  } catch {
    return false;
  }
}

function before(a: Directive, b: Directive): boolean {
  return a.span.file === b.span.file ? a.span.line < b.span.line || (a.span.line === b.span.line && a.span.column < b.span.column) : false;
}
