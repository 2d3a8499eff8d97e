// Does a certificate cover the names a server answers to? The rules (decided here, and
// documented in cert-name-mismatch):
// - A SAN `*.example.com` covers exactly one extra leftmost label (`a.example.com`, not
//   `example.com` nor `a.b.example.com`), as RFC 6125 and browsers have it; partial-label
//   wildcards (`w*.example.com`) and wildcards over a single label (`*.com`) cover nothing.
// - Without any SAN, browsers ignore the CN: nothing is covered.
// - nginx `*.example.com` server names are covered by the same wildcard in the SAN;
//   `.example.com` stands for `example.com` and `*.example.com`, each checked.
// - Skipped (no finding either way): nginx regex names (`~…`), the catch-all `_`, the empty
//   name, names with a trailing wildcard (`www.example.*`) or any other glob, names holding
//   nginx variables. Apache `ServerName https://host:443` is reduced to `host`.
// - IP addresses are checked against the SAN's IP entries.
import { isIP } from 'node:net';

/** What one written server name requires of the certificate, or undefined when not checkable. */
export function requiredNames(written: string, dialect: 'nginx' | 'apache'): string[] | undefined {
  let name = written.trim().toLowerCase();
  if (dialect === 'apache') {
    name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
    if (name.startsWith('[')) name = name.slice(0, name.indexOf(']') + 1);
    else name = name.replace(/:\d+$/, '');
  }
  name = name.replace(/\.$/, '');
  if (name === '' || name === '_' || name.startsWith('~') || name.includes('$')) return undefined;
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (isIP(name)) return [name];
  if (dialect === 'nginx' && name.startsWith('.')) return [name.slice(1), `*${name}`];
  if (name.startsWith('*.') && !/[*?[\]]/.test(name.slice(2))) return [name];
  if (/[*?[\]]/.test(name)) return undefined;
  return [name];
}

// A certificate's names, normalised once: a certificate with 30,000 names used by 300 servers
// was normalised name by name for each server and rule (seconds of a lint). Keyed by the
// array, which a parsed certificate never changes.
const prepared = new WeakMap<readonly string[], { exact: Set<string>; wildcards: string[] }>();

function prepare(dnsNames: readonly string[]): { exact: Set<string>; wildcards: string[] } {
  let p = prepared.get(dnsNames);
  if (p === undefined) {
    p = { exact: new Set(), wildcards: [] };
    for (const raw of dnsNames) {
      const san = raw.toLowerCase().replace(/\.$/, '');
      p.exact.add(san);
      if (san.startsWith('*.')) p.wildcards.push(san);
    }
    prepared.set(dnsNames, p);
  }
  return p;
}

export function covered(name: string, dnsNames: readonly string[], ipAddresses: readonly string[]): boolean {
  if (isIP(name)) return ipAddresses.some((ip) => sameIp(ip, name));
  // sanCovers holds for a name equal to the SAN, or for a wildcard SAN: the set answers the first.
  const { exact, wildcards } = prepare(dnsNames);
  return exact.has(name) || wildcards.some((san) => sanCovers(san, name));
}

function sanCovers(san: string, name: string): boolean {
  if (san === name) return true;
  if (!san.startsWith('*.')) return false;
  const parent = san.slice(2);
  if (!parent.includes('.') || parent.includes('*')) return false;
  if (name.startsWith('*.')) return false; // a wildcard name is only covered by the same wildcard
  if (!name.endsWith(`.${parent}`)) return false;
  const label = name.slice(0, name.length - parent.length - 1);
  return label !== '' && !label.includes('.');
}

function sameIp(a: string, b: string): boolean {
  return expandIp(a) === expandIp(b);
}

/** Canonical form so `2001:db8::1` equals Node's `2001:DB8:0:0:0:0:0:1`. */
function expandIp(ip: string): string {
  const v = ip.trim().toLowerCase();
  if (isIP(v) !== 6) return v;
  const [head, tail] = v.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}
