// A fix must not name what the linted httpd does not have: it would stop the server
// ("Invalid command", "SSLProtocol: Illegal protocol 'TLSv1.3'"). Every Apache fix passes here
// once, whichever rule wrote it.
import type { Fix } from '../findings.js';
import { atLeast, parseVersion } from '../text/version.js';
import { apacheDirective } from './directive-table.js';

/**
 * TLS 1.3 reaches mod_ssl in 2.4.36 (CHANGES 2.4.36: "mod_ssl: Add support for OpenSSL 1.1.1
 * and TLSv1.3."): before it, `SSLProtocol` refuses the word and `SSLCipherSuite` takes no
 * protocol argument.
 */
const TLS13 = '2.4.36';

/** One line as this release can take it: rewritten, or undefined (with the release it needs). */
function lineFor(line: string, version: readonly number[]): { line?: string; needs?: string } {
  const words = line.trim().split(/\s+/);
  const name = words[0]?.toLowerCase() ?? '';
  const tls13 = atLeast(version as [number, number, number], TLS13);
  if (!tls13) {
    if (name === 'sslprotocol' && words.some((w) => /^[+-]?tlsv1\.3$/i.test(w))) {
      const kept = words.filter((w) => !/^[+-]?tlsv1\.3$/i.test(w));
      return kept.length > 1 ? { line: line.replace(/^(\s*).*$/, `$1${kept.join(' ')}`) } : { needs: TLS13 };
    }
    if (name === 'sslciphersuite' && words.length > 2 && /^tlsv1\.3$/i.test(words[1])) return { needs: TLS13 };
  }
  // The table knows 2.4 (the first 2.4 tag with each directive); 2.2 is not judged by it.
  const row = atLeast(version as [number, number, number], '2.4.0') ? apacheDirective(name) : undefined;
  if (row?.added && !row.added.startsWith('>') && !atLeast(version as [number, number, number], row.added)) return { needs: row.added };
  return { line };
}

/** `fix` as httpd `serverVersion` can take it; unchanged when it names nothing newer. */
export function fixForRelease(fix: Fix, serverVersion: string): Fix {
  if (fix.replacement === undefined) return fix;
  const version = parseVersion(serverVersion);
  if (!version) return fix;
  const lines = fix.replacement.split('\n');
  const kept: string[] = [];
  const needs: string[] = [];
  for (const l of lines) {
    const r = lineFor(l, version);
    if (r.line !== undefined) kept.push(r.line);
    else if (r.needs) needs.push(`${l.trim().split(/\s+/)[0]} (httpd ${r.needs})`);
  }
  if (needs.length === 0 && kept.every((l, i) => l === lines[i])) return fix;
  if (kept.length === 0) return { description: `${fix.description}: needs ${needs.join(', ')} or later, newer than httpd ${serverVersion}` };
  return { description: fix.description, replacement: kept.join('\n') };
}
