// What a <VirtualHost> answers every request with instead of content: mod_alias `Redirect
// [status] / URL`, `RedirectPermanent / URL`, `RedirectMatch [status] REGEX URL` whose regex
// matches every path, or mod_rewrite `RewriteRule PATTERN URL [R…]` (RewriteEngine on) whose
// pattern does. Statuses: permanent 301, temp 302 (the default), seeother 303, gone 410.
import type { Answer } from '../model/types.js';
import { testWithin } from '../syntax/bounded-regex.js';
import type { Directive } from '../syntax/types.js';
import { allOf, isOn, lastOf, type DirectiveIndex } from './index.js';

const KEYWORDS: Record<string, number> = { permanent: 301, temp: 302, seeother: 303, gone: 410 };

export function apacheAnswer(index: DirectiveIndex): Answer | undefined {
  for (const d of allOf(index, 'redirect')) {
    const a = withStatus(d, 302);
    if (a && a.path === '/') return { status: a.status, target: a.rest[0], at: d.span };
  }
  for (const d of allOf(index, 'redirectpermanent')) {
    if (d.args[0]?.value === '/') return { status: 301, target: d.args[1]?.value, at: d.span };
  }
  for (const d of allOf(index, 'redirectmatch')) {
    const a = withStatus(d, 302);
    if (a && matchesEverything(a.path)) return { status: a.status, target: a.rest[0], at: d.span };
  }
  const engine = lastOf(index, 'rewriteengine');
  if (engine && isOn(engine)) {
    for (const d of allOf(index, 'rewriterule')) {
      const [pattern, target, flags] = d.args.map((x) => x.value);
      const r = /(?:^\[|,)\s*R(?:edirect)?(?:=(\d+|permanent|temp|seeother))?\s*(?:,|\]$)/i.exec(flags ?? '');
      if (!pattern || !target || !r || !matchesEverything(pattern)) continue;
      const code = r[1] ? (/^\d+$/.test(r[1]) ? Number(r[1]) : KEYWORDS[r[1].toLowerCase()]) : 302;
      return { status: code, target, at: d.span };
    }
  }
  return undefined;
}

function withStatus(d: Directive, fallback: number): { status: number; path: string; rest: string[] } | undefined {
  const words = d.args.map((a) => a.value);
  let status = fallback;
  const first = words[0]?.toLowerCase();
  if (first && (first in KEYWORDS || /^\d{3}$/.test(first))) {
    status = KEYWORDS[first] ?? Number(first);
    words.shift();
  }
  const path = words.shift();
  return path === undefined ? undefined : { status, path, rest: words };
}

function matchesEverything(regex: string): boolean {
  try {
    const re = new RegExp(regex.replace(/^!/, '(?!)'));
    // A regex still running after 50 ms is taken as not matching everything: no redirect is assumed.
    return testWithin(re, '/', 50) === true && testWithin(re, '/any/path.html', 50) === true;
  } catch {
    return false;
  }
}
