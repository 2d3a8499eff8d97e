// What a tree says about the OpenSSL that runs it, as version-floor.ts does for the server's
// release. A group list is handed to OpenSSL whole and one name it does not know stops the
// server (rules/ecdh-curve.ts), so a tree that names X25519MLKEM768 runs on OpenSSL 3.5 or
// later, one that names X25519 on 1.1.0 or later (src/openssl/groups.ts groupSince), and one
// that writes 3.5's group syntax (`?`, `*`, `-`, `/`, DEFAULT) on 3.5 or later (CHANGES 3.5.0:
// "Support DEFAULT keyword and '-' prefix in `SSL_CTX_set1_groups_list()`", the tuple and key
// share syntax). A `Ciphersuites` configuration command needs 1.1.1 (CHANGES 1.1.1: the TLS 1.3
// cipher suites are configured apart, with SSL_CTX_set_ciphersuites).
//
// With no OpenSSL given or detected, the generations judged are those that reach that floor:
// Mozilla's 6.0 configs for OpenSSL 3.5 are not judged, fixed or graded for 1.0.2, where they
// would not start. A name guarded by `?` (skipped when unknown) bounds nothing.
import { GENERATIONS, type Generation } from './openssl/types.js';
import { groupSince } from './openssl/groups.js';
import { generationsFrom } from './openssl/releases.js';
import { compareVersions, parseVersion, type VersionParts } from './model/version.js';
import type { OpensslTarget } from './platform/target.js';
import type { ConfigTree } from './source/types.js';
import type { Directive } from './syntax/types.js';
import { capText } from './bounded-text.js';

export interface OpensslFloor {
  /** The oldest OpenSSL release that accepts everything the tree names. */
  version: string;
  /** What sets it: `"X25519MLKEM768"`. */
  because: string;
}

/** The release from which a group list is accepted whole: its syntax and its names. */
export function groupListSince(list: string): { version: string; because: string } | undefined {
  let best: VersionParts | undefined;
  let because = '';
  const consider = (v: string | undefined, what: string) => {
    const parts = v === undefined ? undefined : parseVersion(v);
    if (parts && (best === undefined || compareVersions(parts, best) > 0)) {
      best = parts;
      because = what;
    }
  };
  for (const word of list.split(':')) {
    if (/^[?*-]/.test(word) || word.includes('/') || word === 'DEFAULT') consider('3.5.0', `"${word}" (OpenSSL 3.5's group list syntax)`);
    for (const part of word.split('/')) {
      // `?NAME` is skipped where unknown, `-NAME` removes: neither says the name is known.
      if (/^[*]*[?-]/.test(part)) continue;
      const name = part.replace(/^[*]+/, '');
      if (name === '' || name === 'DEFAULT') continue;
      consider(groupSince(name), `"${name}"`);
    }
  }
  return best ? { version: best.join('.'), because } : undefined;
}

const GROUP_COMMANDS = new Set(['groups', 'curves']);
// Blocks whose lines are data, and Apache sections an older server may never read (as version-floor.ts).
const NGINX_DATA_BLOCKS = new Set(['map', 'types', 'geo', 'split_clients', 'charset_map', 'match']);
const APACHE_CONDITIONALS = new Set(['ifmodule', 'ifdefine', 'ifversion', 'ifdirective', 'iffile', 'ifsection']);

/** The group list or configuration command a directive hands OpenSSL, if any. */
function named(d: Directive, dialect: 'nginx' | 'apache'): { list?: string; command?: string } | undefined {
  // nginx's names are lower case as written; the cheap test first, for trees of 100,000 directives.
  if (dialect === 'nginx') {
    if (d.name === 'ssl_ecdh_curve') return { list: d.args[0]?.value };
    if (!d.name.endsWith('ssl_conf_command') || !/^(?:|proxy_|grpc_|uwsgi_)ssl_conf_command$/.test(d.name)) return undefined;
  } else if (d.name.length !== 17 || d.name.toLowerCase() !== 'sslopensslconfcmd') return undefined;
  if (d.args.length < 2) return undefined;
  const command = d.args[0].value.toLowerCase();
  return GROUP_COMMANDS.has(command) ? { list: d.args[1].value } : { command };
}

/**
 * `<IfModule mod_ssl.c>` (Debian's ssl.conf): where it is false, mod_ssl is not loaded and no
 * OpenSSL is in play, so what it holds bounds the OpenSSL of every tree that uses one.
 */
function sslModule(d: Directive): boolean {
  if (d.name.toLowerCase().replace(/^</, '') !== 'ifmodule') return false;
  const arg = d.args[0]?.value.toLowerCase();
  return arg === 'mod_ssl.c' || arg === 'ssl_module';
}

/** The lower bound the tree itself sets on its OpenSSL, or undefined when nothing does beyond 1.0.2. */
export function opensslTreeFloor(tree: ConfigTree): OpensslFloor | undefined {
  let best: VersionParts | undefined;
  let because = '';
  const consider = (v: string, what: string) => {
    const parts = parseVersion(v)!;
    if (best === undefined || compareVersions(parts, best) > 0) {
      best = parts;
      because = what;
    }
  };
  const dialect = tree.dialect === 'nginx' ? 'nginx' : 'apache';
  const walk = (list: readonly Directive[]) => {
    for (const d of list) {
      const found = named(d, dialect);
      if (found?.list !== undefined && found.list !== 'auto') {
        const since = groupListSince(found.list);
        if (since) consider(since.version, since.because);
      }
      if (found?.command === 'ciphersuites') consider('1.1.1', `"${d.name} ${d.args[0].value}"`);
      if (!d.block) continue;
      if (dialect === 'nginx' ? !NGINX_DATA_BLOCKS.has(d.name) : !APACHE_CONDITIONALS.has(d.name.toLowerCase().replace(/^</, '')) || sslModule(d)) walk(d.block);
    }
  };
  for (const parsed of tree.files.values()) walk(parsed.directives);
  // 1.0.2 is the oldest generation modelled: a floor there bounds nothing.
  if (!best || compareVersions(best, [1, 0, 2]) <= 0) return undefined;
  return { version: best.join('.'), because };
}

/** The OpenSSL as judged for one tree: assumed generations narrowed to those the tree can start on. */
export function opensslForTree(openssl: OpensslTarget, tree: ConfigTree): OpensslTarget {
  if (openssl.from !== 'assumed') return openssl;
  const floor = opensslTreeFloor(tree);
  if (!floor) return openssl;
  const kept = generationsFrom(floor.version, openssl.value);
  // A floor past every generation assumed (4.0's curveSM2): the generation that has it.
  const value: Generation[] = kept.length > 0 ? kept : generationsFrom(floor.version, GENERATIONS).slice(0, 1);
  const because = capText(floor.because);
  return { value, from: 'inferred', floor: floor.version, because, source: `the tree uses ${because} (OpenSSL ${floor.version} or later)` };
}

/** "OpenSSL 3.5.0 or later (the tree uses …)": the summary's note for a tree judged for fewer generations. */
export function opensslFloorNote(openssl: OpensslTarget): string | undefined {
  if (openssl.from !== 'inferred' || openssl.floor === undefined) return undefined;
  return `judged for OpenSSL ${openssl.floor} or later (${openssl.value.join(', ')}): the tree uses ${openssl.because}, which older OpenSSL refuses; pin with --openssl or --platform`;
}
