// One row per version gate of docs/version-gates.md: what ssllint concludes at the last
// release before the gate and at the release that made it (the primary source is cited in
// the doc). The doc and this table name the same gates.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { capabilities } from '../src/advice/capabilities.js';
import { parseOpenSsl } from '../src/advice/versions.js';
import { apacheDefaults, cipherGuardFor } from '../src/apache/defaults.js';
import { sendsFirstCertificateOnly } from '../src/certs/served.js';
import { protocolsOn } from '../src/model/protocol-range.js';
import type { Model, Protocol, Setting } from '../src/model/types.js';
import { parseVersion, type VersionParts } from '../src/model/version.js';
import { nginxDefaultCiphers, nginxDefaults } from '../src/nginx/defaults.js';
import { expand } from '../src/openssl/index.js';
import { apacheAllProtocols, apacheDefaultProtocols, effectiveProtocols, nginxDefaultProtocols } from '../src/openssl/protocols.js';
import tlsCompression from '../rules/tls-compression.js';
import ecdhCurve from '../rules/ecdh-curve.js';
import groupsPostQuantum from '../rules/groups-post-quantum.js';
import opensslEngine from '../rules/openssl-engine.js';
import { groupKnown } from '../src/openssl/groups.js';
import { defaultGroups } from '../src/openssl/releases.js';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import type { Generation, RuleContext } from '../src/rule.js';
import { targetOf } from '../src/platform/target.js';
import { apache2Check, apache2Missing } from './apache-httpd.js';
import { modelOf } from './model-helpers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const v = (text: string): VersionParts => parseVersion(text)!;
const nginxCaps = (version: string) => capabilities('nginx', v(version), parseOpenSsl('3.x')!);
const apacheCaps = (version: string) => capabilities('apache', v(version), parseOpenSsl('3.x')!);
const names = (suites: readonly { name: string }[]): string[] => suites.map((s) => s.name);

interface Gate {
  /** The release before the gate and the release of the gate (for OpenSSL: the generations on each side). */
  sides: [string, string];
  probe: (version: string) => unknown;
  expected: [unknown, unknown];
}

const dir = makeTmp('ssllint-gates-').dir;
afterAll(() => removeTmp(dir));
const REJECT = join(dir, 'nginx.conf');
const COMPRESSION = join(dir, 'httpd.conf');
const INHERIT = join(dir, 'inherit.conf');
writeFileSync(INHERIT, 'events {}\nhttp {\n    server {\n        listen 80;\n        add_header X-Frame-Options DENY always;\n        location / {\n            add_header X-Own 1;\n        }\n    }\n}\n');
writeFileSync(COMPRESSION, 'Listen 443\n<VirtualHost *:443>\n    SSLEngine on\n    SSLCompression on\n</VirtualHost>\n');
/** tls-compression's message on COMPRESSION for one httpd release and OpenSSL generations. */
const compression = (apacheVersion: string, generations: Generation[]): string[] =>
  tlsCompression.check(modelOf(COMPRESSION, { apacheVersion }), { target: targetOf({ generations }), generations, now: new Date(0), expiringDays: 30, hardware: [] } as RuleContext).map((f) => f.message);
const BASE_VHOST = join(dir, 'base-vhost.conf');
writeFileSync(BASE_VHOST, 'Listen 443\n<VirtualHost *:443>\n    ServerName a.example\n    SSLEngine on\n    SSLProtocol -all +TLSv1.1 +TLSv1.2\n</VirtualHost>\n<VirtualHost *:443>\n    ServerName b.example\n    SSLEngine on\n    SSLProtocol -all +TLSv1.2\n</VirtualHost>\n');
const SNI_NGINX = join(dir, 'sni', 'nginx.conf');
mkdirSync(join(dir, 'sni'));
writeFileSync(
  SNI_NGINX,
  'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name a.example;\n        ssl_protocols TLSv1.2 TLSv1.3;\n        ssl_session_tickets off;\n        ssl_ecdh_curve X25519;\n    }\n    server {\n        listen 443 ssl;\n        server_name b.example;\n        ssl_protocols TLSv1.3;\n        ssl_conf_command Ciphersuites TLS_AES_256_GCM_SHA384;\n        ssl_session_tickets on;\n        ssl_ecdh_curve secp384r1;\n    }\n}\n',
);
const LISTEN_HTTPS = join(dir, 'listen-https.conf');
const LISTEN_HTTPS_OFF = join(dir, 'listen-https-off.conf');
const listenHttps = (engine: string) => `ServerRoot ${dir}\nListen 443\n<VirtualHost *:443>\n${engine}    SSLCertificateFile cert.pem\n</VirtualHost>\n`;
writeFileSync(LISTEN_HTTPS, listenHttps(''));
writeFileSync(LISTEN_HTTPS_OFF, listenHttps('    SSLEngine off\n'));
const BASE_VHOST_TLS13 = join(dir, 'base-vhost-tls13.conf');
writeFileSync(BASE_VHOST_TLS13, 'Listen 443\n<VirtualHost *:443>\n    ServerName a.example\n    SSLEngine on\n    SSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256\n    SSLOpenSSLConfCmd Groups X25519\n</VirtualHost>\n<VirtualHost *:443>\n    ServerName b.example\n    SSLEngine on\n    SSLCipherSuite TLSv1.3 TLS_AES_256_GCM_SHA384\n    SSLOpenSSLConfCmd Groups secp384r1\n</VirtualHost>\n');
/** What b.example's handshakes use: protocols, TLS 1.3 suites, tickets, groups. */
const second = (file: string, options: { nginxVersion?: string; apacheVersion?: string }) => {
  const tls = modelOf(file, options).servers.filter((s) => s.kind === 'virtual')[1].tls!;
  return [tls.protocols.value, tls.tls13Ciphers.value ?? null, tls.sessionTickets.value, tls.curves.value];
};
writeFileSync(REJECT, 'events {}\nhttp {\n    server {\n        listen 443 ssl default_server;\n        ssl_reject_handshake on;\n    }\n}\n');
const SNI_POLICY = join(dir, 'sni-policy.conf');
writeFileSync(SNI_POLICY, 'SSLVHostSNIPolicy secure\nListen 443\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>\n');
/** What the directive-* rules say of a tree at one release: rule ids of its validity problems. */
const validityAt = (file: string, apacheVersion: string): string[] => modelOf(file, { apacheVersion }).validity.map((p) => p.ruleId);

/** A rule's findings (severity:column) on one nginx group list, for a named OpenSSL release. */
const GROUPS = join(dir, 'groups.conf');
const onRelease = (rule: { check: (m: Model, c: RuleContext) => { severity?: string; location: { column: number } }[] }, list: string, release: string, generation: Generation = '3.x'): string[] => {
  writeFileSync(GROUPS, `events {}\nhttp {\n    ssl_protocols TLSv1.2 TLSv1.3;\n    server {\n        listen 443 ssl;\n        ssl_ecdh_curve ${list};\n    }\n}\n`);
  const target = targetOf({ generations: [generation], opensslNamed: true, opensslRelease: release });
  return rule.check(modelOf(GROUPS), { target, generations: [generation], now: new Date(0), expiringDays: 30, hardware: [] } as RuleContext).map((f) => `${f.severity ?? 'default'}:${f.location.column}`);
};

const GATES: Record<string, Gate> = {
  'nginx-protocols-sslv2': { sides: ['0.8.18', '0.8.19'], probe: nginxDefaultProtocols, expected: [['SSLv2', 'SSLv3', 'TLSv1'], ['SSLv3', 'TLSv1']] },
  'nginx-protocols-tls12': { sides: ['1.1.12', '1.1.13'], probe: nginxDefaultProtocols, expected: [['SSLv3', 'TLSv1'], ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']] },
  'nginx-protocols-sslv3': { sides: ['1.9.0', '1.9.1'], probe: nginxDefaultProtocols, expected: [['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'], ['TLSv1', 'TLSv1.1', 'TLSv1.2']] },
  'nginx-protocols-tls13': { sides: ['1.23.3', '1.23.4'], probe: nginxDefaultProtocols, expected: [['TLSv1', 'TLSv1.1', 'TLSv1.2'], ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']] },
  'nginx-protocols-tls10': { sides: ['1.27.2', '1.27.3'], probe: nginxDefaultProtocols, expected: [['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], ['TLSv1.2', 'TLSv1.3']] },
  'nginx-ciphers': {
    sides: ['1.0.4', '1.0.5'],
    // HIGH:!ADH:!MD5 leaves the anonymous ECDH suites on; !aNULL takes them off.
    probe: (x) => [nginxDefaultCiphers(v(x)), names(expand(nginxDefaultCiphers(v(x)), '1.1.1').ciphers).filter((n) => n.startsWith('AECDH-'))],
    expected: [
      ['HIGH:!ADH:!MD5', ['AECDH-AES256-SHA', 'AECDH-AES128-SHA']],
      ['HIGH:!aNULL:!MD5', []],
    ],
  },
  'nginx-ecdh-curve': { sides: ['1.10.3', '1.11.0'], probe: (x) => nginxDefaults(v(x), x).ecdhCurve, expected: ['prime256v1', 'auto'] },
  'nginx-compression': { sides: ['1.1.5', '1.1.6'], probe: (x) => nginxDefaults(v(x), x).compression, expected: [true, false] },
  'nginx-renegotiation': { sides: ['0.8.22', '0.8.23'], probe: (x) => nginxDefaults(v(x), x).insecureRenegotiation, expected: [true, false] },
  'nginx-reject-handshake': {
    sides: ['1.19.3', '1.19.4'],
    probe: (x) => modelOf(REJECT, { nginxVersion: x }).servers.find((s) => s.kind === 'virtual')!.servesNothing?.reason,
    expected: [undefined, 'reject-handshake'],
  },
  'nginx-conf-command': { sides: ['1.19.3', '1.19.4'], probe: (x) => nginxCaps(x).confCmd, expected: [false, true] },
  'nginx-tls13-keyword': { sides: ['1.12.2', '1.13.0'], probe: (x) => nginxCaps(x).tls13, expected: [false, true] },
  'nginx-session-tickets': {
    sides: ['1.5.8', '1.5.9'],
    probe: (x) => [nginxCaps(x).sessionTicketsDirective, nginxCaps(x).ticketKeyRotation, nginxCaps('1.23.1').ticketKeyRotation, nginxCaps('1.23.2').ticketKeyRotation],
    expected: [
      [false, false, false, true],
      [true, false, false, true],
    ],
  },
  'nginx-stapling': { sides: ['1.3.6', '1.3.7'], probe: (x) => nginxCaps(x).stapling, expected: [false, true] },
  'nginx-http2': {
    sides: ['1.9.4', '1.9.5'],
    probe: (x) => [nginxCaps(x).http2, nginxCaps('1.25.0').http2, nginxCaps('1.25.1').http2],
    expected: [
      ['none', 'listen-parameter', 'http2-directive'],
      ['listen-parameter', 'listen-parameter', 'http2-directive'],
    ],
  },
  'nginx-header-always': { sides: ['1.7.4', '1.7.5'], probe: (x) => nginxCaps(x).headerAlways, expected: [false, true] },
  'nginx-add-header-inherit': {
    sides: ['1.29.2', '1.29.3'],
    probe: (x) => lint(fixedLintOptions([INHERIT], { nginxVersion: x }), RULES).findings.find((f) => f.ruleId === 'header-inheritance-lost')?.fix?.replacement,
    expected: ['add_header X-Frame-Options "DENY" always;', 'add_header_inherit merge;'],
  },
  'nginx-curve-list': {
    sides: ['1.10.3', '1.11.0'],
    probe: (x) => [nginxCaps(x).curveList, nginxCaps('1.0.15').singleCurve, nginxCaps('1.1.0').singleCurve],
    expected: [
      [false, false, true],
      [true, false, true],
    ],
  },

  'httpd-cipher-guard': {
    sides: ['2.4.6', '2.4.7'],
    probe: (x) => [cipherGuardFor(v(x)), cipherGuardFor(v('2.4.16')), cipherGuardFor(v('2.4.17')), cipherGuardFor(v('2.2.29')), cipherGuardFor(v('2.2.30'))],
    expected: [
      ['none', 'prefix', 'suffix', 'none', 'prefix'],
      ['prefix', 'prefix', 'suffix', 'none', 'prefix'],
    ],
  },
  'httpd-protocols': {
    sides: ['2.4.16', '2.4.17'],
    probe: (x) => apacheDefaultProtocols({ apacheVersion: x, generation: '1.0.2' }),
    expected: [
      ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2'],
      ['TLSv1', 'TLSv1.1', 'TLSv1.2'],
    ],
  },
  'httpd-tls13': {
    sides: ['2.4.35', '2.4.36'],
    probe: (x) => [apacheAllProtocols({ apacheVersion: x, generation: '1.1.1' }).includes('TLSv1.3'), apacheCaps(x).tls13Suites],
    expected: [
      [false, false],
      [true, true],
    ],
  },
  'httpd-protocol-range': {
    sides: ['2.4.25', '2.4.26'],
    // On OpenSSL 1.1.1 a gap below the highest protocol ends the range; on 1.0.2 it never does.
    probe: (x) => (['1.1.1', '1.0.2'] as const).map((g) => protocolsOn({ protocols: { value: ['TLSv1', 'TLSv1.2'] } as Setting<Protocol[]>, protocolRange: apacheDefaults(v(x), x).protocolRange }, g)),
    expected: [
      [
        ['TLSv1', 'TLSv1.2'],
        ['TLSv1', 'TLSv1.2'],
      ],
      [['TLSv1.2'], ['TLSv1', 'TLSv1.2']],
    ],
  },
  'httpd-base-vhost-protocol': {
    sides: ['2.4.41', '2.4.42'],
    // b.example's own SSLProtocol, or the base vhost's (a.example) on the name-based address.
    probe: (x) => modelOf(BASE_VHOST, { apacheVersion: x }).servers.filter((s) => s.kind === 'virtual').map((s) => s.tls!.protocols.value),
    expected: [
      [
        ['TLSv1.1', 'TLSv1.2'],
        ['TLSv1.1', 'TLSv1.2'],
      ],
      [['TLSv1.1', 'TLSv1.2'], ['TLSv1.2']],
    ],
  },
  'httpd-base-vhost-tls13': {
    sides: ['2.4.41', '2.4.42'],
    probe: (x) => second(BASE_VHOST_TLS13, { apacheVersion: x }).slice(1),
    expected: [
      ['TLS_AES_128_GCM_SHA256', true, 'X25519'],
      ['TLS_AES_256_GCM_SHA384', true, 'X25519'],
    ],
  },
  'httpd-listen-https': {
    sides: ['2.4.9', '2.4.10'],
    // `Listen 443` and <VirtualHost *:443> with certificate lines: TLS without SSLEngine; under SSLEngine off only before 2.4.10.
    probe: (x) => [LISTEN_HTTPS, LISTEN_HTTPS_OFF].map((f) => modelOf(f, { apacheVersion: x }).servers[1].tls !== undefined),
    expected: [
      [true, true],
      [true, false],
    ],
  },
  'nginx-sni-clienthello': {
    sides: ['1.29.1', '1.29.2'],
    probe: (x) => second(SNI_NGINX, { nginxVersion: x }),
    expected: [
      [['TLSv1.2', 'TLSv1.3'], null, false, 'X25519'],
      [['TLSv1.3'], 'TLS_AES_256_GCM_SHA384', true, 'X25519'],
    ],
  },
  'httpd-compression': { sides: ['2.4.3', '2.4.4'], probe: (x) => apacheDefaults(v(x), x).compression, expected: [true, false] },
  'httpd-allowoverride': { sides: ['2.3.8', '2.3.9'], probe: (x) => apacheDefaults(v(x), x).allowOverride, expected: [['all'], []] },
  'httpd-chain': { sides: ['2.4.7', '2.4.8'], probe: (x) => sendsFirstCertificateOnly({ dialect: 'apache', serverVersion: x } as Model), expected: [true, false] },
  'httpd-conf-cmd': { sides: ['2.4.7', '2.4.8'], probe: (x) => apacheCaps(x).confCmd, expected: [false, true] },
  'httpd-session-tickets': {
    sides: ['2.4.10', '2.4.11'],
    probe: (x) => [apacheCaps(x).sessionTicketsDirective, apacheCaps('2.2.29').sessionTicketsDirective, apacheCaps('2.2.30').sessionTicketsDirective],
    expected: [
      [false, false, true],
      [true, false, true],
    ],
  },
  'httpd-stapling': { sides: ['2.3.2', '2.3.3'], probe: (x) => apacheCaps(x).stapling, expected: [false, true] },
  'httpd-http2': { sides: ['2.4.16', '2.4.17'], probe: (x) => apacheCaps(x).http2, expected: ['none', 'protocols'] },
  'httpd-vhost-sni-policy': { sides: ['2.4.65', '2.4.66'], probe: (x) => validityAt(SNI_POLICY, x), expected: [['directive-unknown'], []] },

  'httpd-compression-refused': {
    sides: ['2.4.29', '2.4.30'],
    probe: (x) => compression(x, ['3.x']),
    expected: [['SSLCompression on asks for TLS compression (open to CRIME); on OpenSSL 3.x it stays off whatever mod_ssl says'], ['SSLCompression on asks for TLS compression (open to CRIME); on OpenSSL 3.x it stays off whatever mod_ssl says, and httpd refuses to start when that OpenSSL has no compression methods (most distribution builds)']],
  },
  'openssl-compression': {
    sides: ['1.0.2', '1.1.1'],
    probe: (g) => compression('2.4.29', [g as Generation]),
    expected: [['TLS compression is on with OpenSSL 1.0.2 (built with zlib): the CRIME attack can recover cookies from compressed record lengths'], ['SSLCompression on asks for TLS compression (open to CRIME); on OpenSSL 1.1.1 it stays off whatever mod_ssl says']],
  },
  'openssl-3des-high': {
    sides: ['1.0.2', '1.1.1'],
    probe: (g) => names(expand('HIGH', g as '1.0.2').ciphers).includes('DES-CBC3-SHA'),
    expected: [true, false],
  },
  'openssl-3des-default': {
    sides: ['1.0.2', '1.1.1'],
    probe: (g) => names(expand('DEFAULT', g as '1.0.2').ciphers).includes('DES-CBC3-SHA'),
    expected: [true, false],
  },
  'openssl-export-sslv2': {
    sides: ['1.0.2', '1.1.1'],
    probe: (g) => [expand('EXPORT', g as '1.0.2').ciphers.length > 0, effectiveProtocols(['SSLv2', 'TLSv1.2'], g as '1.0.2').enabled],
    expected: [
      [true, ['SSLv2', 'TLSv1.2']],
      [false, ['TLSv1.2']],
    ],
  },
  'openssl-tls13': { sides: ['1.0.2', '1.1.1'], probe: (g) => effectiveProtocols(['TLSv1.2', 'TLSv1.3'], g as '1.0.2').enabled, expected: [['TLSv1.2'], ['TLSv1.2', 'TLSv1.3']] },
  'openssl-x25519': { sides: ['1.0.2', '1.1.1'], probe: (g) => [groupKnown('X25519', g as Generation).known, groupKnown('X448', g as Generation).known], expected: [[false, false], [true, true]] },
  'openssl-provider-group-names': { sides: ['1.1.1', '3.x'], probe: (g) => ['secp256r1', 'x25519', 'ffdhe2048'].map((n) => groupKnown(n, g as Generation).known), expected: [[false, false, false], [true, true, true]] },
  'openssl-pq-default': {
    sides: ['3.4.1', '3.5.0'],
    probe: (x) => [defaultGroups(v(x))!.groups[0], defaultGroups(v(x))!.keyShares, onRelease(groupsPostQuantum, 'X25519:prime256v1', x)],
    expected: [
      ['X25519', ['X25519'], []],
      ['X25519MLKEM768', ['X25519MLKEM768', 'X25519'], ['default:24']],
    ],
  },
  // `?` and `*` before 3.5: the list is refused (ecdh-curve, an error where the release is named).
  'openssl-group-syntax': { sides: ['3.4.1', '3.5.0'], probe: (x) => onRelease(ecdhCurve, '?*X25519:prime256v1', x), expected: [['default:24'], []] },
  'openssl-group-case': { sides: ['3.4.1', '3.5.0'], probe: (x) => onRelease(ecdhCurve, 'x25519:P-256:SECP384R1', x), expected: [['error:37'], []] },
  'openssl-cve-2026-2673': {
    sides: ['3.5.5', '3.5.6'],
    probe: (x) => [onRelease(groupsPostQuantum, 'DEFAULT', x), onRelease(groupsPostQuantum, 'DEFAULT', x === '3.5.5' ? '3.6.1' : '3.6.2')],
    expected: [
      [['default:24'], ['default:24']],
      [[], []],
    ],
  },
  'openssl-ccm8-medium': {
    sides: ['3.x', '4.x'],
    probe: (g) => expand('HIGH', g as Generation).ciphers.filter((c) => c.name === 'ECDHE-ECDSA-AES256-CCM8').map((c) => [c.strengthClass, c.strengthBits]),
    expected: [[['HIGH', 256]], []],
  },
  'openssl-4-cipher-names': {
    sides: ['3.x', '4.x'],
    probe: (g) => ['high', 'TLS_RSA_WITH_AES_128_CBC_SHA', 'SSLv3', 'FIPS'].map((w) => expand(w, g as Generation).error ?? expand(w, g as Generation).ciphers.length > 0),
    expected: [
      ['no cipher match', 'no cipher match', true, true],
      [true, true, 'no cipher match', 'no cipher match'],
    ],
  },
  'openssl-4-deprecated-ec': { sides: ['3.x', '4.x'], probe: (g) => ['secp256k1', 'secp224r1', 'brainpoolP256r1'].map((n) => groupKnown(n, g as Generation).known), expected: [[true, true, true], [false, false, true]] },
  'openssl-4-engine': {
    sides: ['3.x', '4.x'],
    probe: (g) => {
      writeFileSync(GROUPS, 'ssl_engine pkcs11;\nevents {}\nhttp {}\n');
      return opensslEngine.check(modelOf(GROUPS), { target: targetOf({ generations: [g as Generation], opensslNamed: true }), generations: [g as Generation], now: new Date(0), expiringDays: 30, hardware: [] } as RuleContext).map((f) => f.severity ?? 'error');
    },
    expected: [['info'], ['error']],
  },
  'openssl-4-sslv3': {
    sides: ['3.x', '4.x'],
    probe: (g) => [effectiveProtocols(['SSLv3', 'TLSv1.2'], g as Generation).dropped[0].reason, expand('SSLv3', g as Generation).error],
    expected: [
      ['OpenSSL 3.x is built without SSLv3 by default', undefined],
      ['OpenSSL 4.0 removed SSLv3', 'no cipher match'],
    ],
  },
  'openssl-seclevel': {
    sides: ['1.1.1', '3.x'],
    probe: (g) => [effectiveProtocols(['TLSv1', 'TLSv1.2'], g as '3.x').enabled, effectiveProtocols(['TLSv1', 'TLSv1.2'], g as '3.x', 0).enabled, capabilities('nginx', v('1.28.0'), parseOpenSsl(g)!).seclevel],
    expected: [
      [['TLSv1', 'TLSv1.2'], ['TLSv1', 'TLSv1.2'], true],
      [['TLSv1.2'], ['TLSv1', 'TLSv1.2'], true],
    ],
  },
};

describe('version gates, each on both sides', () => {
  test.each(Object.entries(GATES))('%s', (_name, gate) => {
    const [before, after] = gate.sides;
    expect([gate.probe(before), gate.probe(after)]).toEqual(gate.expected);
    // A gate that changes nothing is no gate: the two sides differ.
    expect(gate.expected[0]).not.toEqual(gate.expected[1]);
  });

  test('docs/version-gates.md lists exactly these gates', () => {
    const doc = readFileSync(resolve(__dirname, '../docs/version-gates.md'), 'utf8');
    const inDoc = [...doc.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(inDoc.sort()).toEqual(Object.keys(GATES).sort());
  });
});

describe.skipIf(apache2Missing !== undefined)(`httpd-compression-refused against the installed apache2${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  test('a distribution OpenSSL without compression methods: httpd refuses SSLCompression on, accepts off', () => {
    const on = join(dir, 'compression-on.conf');
    const off = join(dir, 'compression-off.conf');
    writeFileSync(on, 'SSLCompression on\n');
    writeFileSync(off, 'SSLCompression off\n');
    const ssl: [string, string][] = [['ssl_module', 'mod_ssl.so']];
    const refused = apache2Check(on, ssl);
    expect(refused.ok).toBe(false);
    expect(refused.message).toBe('This version of OpenSSL does not have any compression methods available, cannot enable SSLCompression.');
    expect(apache2Check(off, ssl).ok).toBe(true);
  });
});
