// A server's URL-path maps and redirects, read in order: mod_alias's Redirect, RedirectMatch,
// RedirectPermanent, RedirectTemp, Alias and AliasMatch, mod_proxy's ProxyPass and
// ProxyPassMatch, and mod_rewrite's RewriteRule with the
// RewriteCond lines before it (RewriteEngine on). rules-support/url-path.ts decides what a path
// gets from them, in httpd's order.
import type { UrlMap } from '../model/types.js';
import type { Directive } from '../syntax/types.js';

const KEYWORDS: Record<string, number> = { permanent: 301, temp: 302, seeother: 303, gone: 410 };

export function urlMaps(own: readonly Directive[]): UrlMap[] {
  const out: UrlMap[] = [];
  let engine = false;
  let conds: NonNullable<UrlMap['conds']> = [];
  for (const d of own) {
    const name = d.name.toLowerCase();
    const words = d.args.map((a) => a.value);
    switch (name) {
      case 'rewriteengine':
        engine = words[0]?.toLowerCase() === 'on';
        break;
      case 'rewritecond': {
        const [test, pattern, flags] = words;
        if (test === undefined || pattern === undefined) break;
        const negated = pattern.startsWith('!');
        conds.push({ test, pattern: negated ? pattern.slice(1) : pattern, negated, or: /(?:^\[|,)\s*(OR|ornext)\s*(?:,|\]$)/i.test(flags ?? '') });
        break;
      }
      case 'rewriterule': {
        const [raw, target, flags = ''] = words;
        const mine = conds;
        conds = [];
        if (!engine || raw === undefined || target === undefined) break;
        const negated = raw.startsWith('!');
        const r = /(?:^\[|,)\s*R(?:edirect)?(?:=(\d+|permanent|temp|seeother))?\s*(?=,|\]$)/i.exec(flags);
        const absolute = /^https?:\/\//i.test(target);
        const last = /(?:^\[|,)\s*(L|last|END)\s*(?=,|\]$)/i.test(flags);
        const map: UrlMap = { kind: r || absolute ? 'redirect' : 'rewrite', module: 'rewrite', pattern: negated ? raw.slice(1) : raw, regex: true, target, at: d.span };
        if (negated) map.negated = true;
        if (map.kind === 'redirect') map.status = r?.[1] ? (/^\d+$/.test(r[1]) ? Number(r[1]) : KEYWORDS[r[1].toLowerCase()]) : 302;
        if (last) map.last = true;
        if (mine.length > 0) map.conds = mine;
        out.push(map);
        break;
      }
      case 'redirect':
      case 'redirectmatch':
      case 'redirectpermanent':
      case 'redirecttemp': {
        let status = name === 'redirectpermanent' ? 301 : 302;
        const rest = [...words];
        const first = rest[0]?.toLowerCase();
        if (name !== 'redirectpermanent' && name !== 'redirecttemp' && first !== undefined && (first in KEYWORDS || /^\d{3}$/.test(first))) {
          status = KEYWORDS[first] ?? Number(first);
          rest.shift();
        }
        const [pattern, target] = rest;
        if (pattern !== undefined) out.push({ kind: 'redirect', module: 'alias', pattern, regex: name === 'redirectmatch', status, target, at: d.span });
        break;
      }
      case 'proxypass':
      case 'proxypassmatch':
        // ProxyPass inside a <Location> takes one word; in the server it takes the path too.
        if (words[0] !== undefined && words[1] !== undefined) out.push({ kind: 'proxy', module: 'proxy', pattern: words[0], regex: name === 'proxypassmatch', target: words[1], at: d.span });
        break;
      case 'alias':
      case 'aliasmatch':
        if (words[0] !== undefined && words[1] !== undefined) out.push({ kind: 'alias', module: 'alias', pattern: words[0], regex: name === 'aliasmatch', target: words[1], at: d.span });
        break;
      default:
        break;
    }
  }
  return out;
}
