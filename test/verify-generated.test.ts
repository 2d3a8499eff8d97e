// Generated TLS blocks against the real servers: fast-check writes small nginx and Apache trees
// (protocols, cipher strings, TLS 1.3 suites, curves, server preference, certificate type, SNI
// layouts: one server, two names on one address, two addresses) and `ssllint verify` must find
// every property the audit predicts agreeing with what nginx or httpd does (or differing only
// as recorded in src/verify/known-differences.ts). On failure fast-check prints the seed and
// the tree; FC_SEED=<seed> replays it. SSLLINT_VERIFY_RUNS sets how many trees per server.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skipNote } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';
import { verdicts, verifyMissing, verifyRun } from './helpers/verify.js';

const CERTS = resolve(__dirname, '../fixtures/certs');
const RUNS = Number(process.env.SSLLINT_VERIFY_RUNS ?? 6);
const PROTOCOLS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;
const WORDS = [
  'HIGH', '!aNULL', '!MD5', 'ECDHE+AESGCM', 'ECDHE+CHACHA20', 'AES128-SHA', 'ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-AES256-GCM-SHA384',
  'DHE-RSA-AES128-GCM-SHA256', 'AES256-GCM-SHA384', 'MEDIUM', '!kRSA', 'CAMELLIA', '!SHA1', 'DEFAULT', '@STRENGTH', '!3DES', 'ARIA', 'ECDHE-RSA-AES256-SHA', '!ECDSA',
];
const TLS13 = ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_CCM_SHA256'];
const CURVES = ['X25519', 'prime256v1', 'secp384r1', 'X25519:secp384r1', 'secp521r1:X25519'];

interface Block {
  protocols: string[];
  ciphers: string;
  tls13?: string;
  prefer: boolean;
  curves?: string;
  cert: 'rsa2048' | 'ecdsa-p256';
}

const block: fc.Arbitrary<Block> = fc.record({
  protocols: fc.subarray([...PROTOCOLS], { minLength: 1 }),
  ciphers: fc
    .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.constantFrom('', '', ':@SECLEVEL=0', ':@SECLEVEL=1'))
    .map(([words, level]) => words.join(':') + level),
  tls13: fc.option(fc.subarray(TLS13, { minLength: 1 }).map((s) => s.join(':')), { nil: undefined }),
  prefer: fc.boolean(),
  curves: fc.option(fc.constantFrom(...CURVES), { nil: undefined }),
  cert: fc.constantFrom('rsa2048' as const, 'ecdsa-p256' as const),
});

type Layout = 'one' | 'two-names' | 'two-ports';
const tree = fc.record({ layout: fc.constantFrom<Layout>('one', 'two-names', 'two-ports'), a: block, b: block });

function nginxServer(name: string, port: number, b: Block, dflt: boolean): string {
  return [
    'server {',
    `    listen ${port} ssl${dflt ? ' default_server' : ''};`,
    `    server_name ${name};`,
    `    ssl_certificate ${CERTS}/${b.cert}/fullchain.pem;`,
    `    ssl_certificate_key ${CERTS}/${b.cert}/privkey.pem;`,
    `    ssl_protocols ${b.protocols.join(' ')};`,
    `    ssl_ciphers '${b.ciphers}';`,
    `    ssl_prefer_server_ciphers ${b.prefer ? 'on' : 'off'};`,
    ...(b.tls13 ? [`    ssl_conf_command Ciphersuites ${b.tls13};`] : []),
    ...(b.curves ? [`    ssl_ecdh_curve ${b.curves};`] : []),
    '}',
  ].join('\n');
}

function apacheVhost(name: string, port: number, b: Block): string {
  return [
    `<VirtualHost *:${port}>`,
    `    ServerName ${name}`,
    '    SSLEngine on',
    `    SSLCertificateFile ${CERTS}/${b.cert}/fullchain.pem`,
    `    SSLCertificateKeyFile ${CERTS}/${b.cert}/privkey.pem`,
    `    SSLProtocol ${['-all', ...b.protocols.map((p) => `+${p}`)].join(' ')}`,
    `    SSLCipherSuite "${b.ciphers}"`,
    ...(b.tls13 ? [`    SSLCipherSuite TLSv1.3 ${b.tls13}`] : []),
    `    SSLHonorCipherOrder ${b.prefer ? 'on' : 'off'}`,
    ...(b.curves ? [`    SSLOpenSSLConfCmd Curves ${b.curves}`] : []),
    '</VirtualHost>',
  ].join('\n');
}

export function nginxTree(t: { layout: Layout; a: Block; b: Block }): string {
  const servers = [nginxServer('a.example.com', 443, t.a, true)];
  if (t.layout !== 'one') servers.push(nginxServer('b.example.com', t.layout === 'two-ports' ? 8443 : 443, t.b, false));
  return `events {}\nhttp {\n${servers.join('\n')}\n}\n`;
}

export function apacheTree(t: { layout: Layout; a: Block; b: Block }): string {
  const ports = t.layout === 'two-ports' ? [443, 8443] : [443];
  const head = [
    'ServerName localhost',
    ...ports.map((p) => `Listen ${p}`),
    'User nobody',
    'Group nogroup',
    ...['mpm_event', 'authz_core', 'ssl'].map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`),
  ];
  const vhosts = [apacheVhost('a.example.com', 443, t.a)];
  if (t.layout !== 'one') vhosts.push(apacheVhost('b.example.com', t.layout === 'two-ports' ? 8443 : 443, t.b));
  return `${[...head, ...vhosts].join('\n')}\n`;
}

for (const dialect of ['nginx', 'apache'] as const) {
  const skip = verifyMissing(dialect);
  describe.skipIf(!!skip)(`generated ${dialect} trees: predicted and live agree${skipNote(skip)}`, () => {
    it(`${RUNS} trees`, async () => {
      const dir = makeTmp('ssllint-verify-generated-').dir;
      let n = 0;
      await fc.assert(
        fc.asyncProperty(tree, async (t) => {
          const file = join(dir, `t${++n}.conf`);
          const text = dialect === 'nginx' ? nginxTree(t) : apacheTree(t);
          writeFileSync(file, text);
          const { code, report } = await verifyRun([file, '--timeout', '90', '--max-servers', '4']);
          const differs = verdicts(report).filter((v) => / differs/.test(v));
          expect(differs, `the tree:\n${text}`).toEqual([]);
          expect(code).not.toBe(1);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 60_000 + RUNS * 60_000);
  });
}
