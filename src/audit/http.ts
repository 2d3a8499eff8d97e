// The HTTP part of an audit record: HSTS as the server sends it, and whether any level of
// the server gives static files a cache lifetime.
import type { Header, Scope, Server } from '../model/types.js';
import type { Hsts } from './types.js';

/** The Strict-Transport-Security header in effect at the server level, parsed (RFC 6797 6.1). */
export function hstsOf(server: Server): Hsts | null {
  const all: Header[] = [...server.http.headers.value, ...server.http.moduleHeaders];
  const header = all.find((h) => h.name.toLowerCase() === 'strict-transport-security');
  if (!header) return null;
  let maxAge = -1;
  let includeSubDomains = false;
  let preload = false;
  for (const part of header.value.split(';')) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim().replace(/^"(.*)"$/, '$1');
    if (name === 'max-age' && /^\d+$/.test(value)) maxAge = Number(value);
    else if (name === 'includesubdomains') includeSubDomains = true;
    else if (name === 'preload') preload = true;
  }
  // A header without a valid max-age is ignored by browsers (RFC 6797 8.1).
  return maxAge < 0 ? null : { maxAge, includeSubDomains, preload };
}

/** Some level sets an expiry (`expires`, mod_expires) or a Cache-Control header. */
export function cachesStatic(server: Server): boolean {
  const sets = (http: Server['http']) =>
    http.expires.value !== undefined || http.headers.value.some((h) => h.name.toLowerCase() === 'cache-control');
  const walk = (scopes: readonly Scope[]): boolean => scopes.some((s) => sets(s.http) || walk(s.scopes));
  return sets(server.http) || walk(server.scopes);
}
