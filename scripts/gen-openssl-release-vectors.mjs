// Writes data/openssl-vectors/openssl-ciphers-releases.json: what the `openssl ciphers` of each
// OpenSSL build from scripts/build-openssl.sh answers for every cipher string of
// data/openssl-vectors/openssl-ciphers.json, and the TLS 1.3 groups each build knows.
//
//   scripts/build-openssl.sh && node scripts/gen-openssl-release-vectors.mjs
//
// Each string is run as `openssl ciphers -V STRING` with OPENSSL_CONF pointing to an empty file
// (as the older vectors were made): TLS 1.3 suites first, then the TLS <= 1.2 list in
// SSL_CTX_set_cipher_list's order. The builds are found where build-openssl.sh leaves them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RELEASES = ['3.5.5', '3.6.3', '4.0.3'];
const cache = process.env.SSLLINT_OPENSSL_CACHE ?? join(homedir(), '.cache', 'ssllint', 'openssl');

const tmp = mkdtempSync(join(tmpdir(), 'ssllint-vectors-'));
const conf = join(tmp, 'empty.cnf');
writeFileSync(conf, '');
const env = { ...process.env, OPENSSL_CONF: conf };

function run(bin, args) {
  const r = spawnSync(bin, args, { env, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function ciphers(bin, string) {
  const r = run(bin, ['ciphers', '-V', string]);
  if (r.code !== 0) {
    const error = /no cipher match/.test(r.err) ? 'no cipher match' : /invalid command/.test(r.err) ? 'invalid command' : r.err.trim().split('\n')[0];
    return { error };
  }
  const rows = r.out.split('\n').filter(Boolean).map((l) => /^\s*(0x[0-9A-F]{2},0x[0-9A-F]{2}) - (\S+)\s+(\S+)/.exec(l));
  const tls13 = rows.filter((m) => m[3] === 'TLSv1.3');
  const rest = rows.filter((m) => m[3] !== 'TLSv1.3');
  // Names alone: from 1.1.0 on each names one suite (1.0.2's SSLv2 twins are what needed the code points).
  return { ciphers: rest.map((m) => m[2]), tls13: tls13.map((m) => m[2]) };
}

const cases = JSON.parse(readFileSync(join(REPO, 'data/openssl-vectors/openssl-ciphers.json'), 'utf8')).cases;
const versions = {};
const out = cases.map((c) => ({ string: c.string, results: {} }));
const groups = {};
for (const release of RELEASES) {
  const bin = join(cache, release, 'apps', 'openssl');
  if (!existsSync(bin)) throw new Error(`no build of OpenSSL ${release} at ${bin}: run scripts/build-openssl.sh`);
  versions[release] = execFileSync(bin, ['version'], { env, encoding: 'utf8' }).trim();
  cases.forEach((c, i) => (out[i].results[release] = ciphers(bin, c.string)));
  const list = (flag) => run(bin, ['list', '-tls-groups', flag]).out.split(':').map((g) => g.trim()).filter(Boolean);
  groups[release] = { 'TLSv1.3': list('-tls1_3'), 'TLSv1.2': list('-tls1_2') };
}
rmSync(tmp, { recursive: true, force: true });

const doc = {
  generated_with: {
    generator: 'scripts/gen-openssl-release-vectors.mjs',
    date: new Date().toISOString().slice(0, 10),
    method: '`openssl ciphers -V STRING` with OPENSSL_CONF an empty file; TLS 1.3 suites (tls13) split from the rest; `openssl list -tls-groups -tls1_3` and `-tls1_2` for the groups each build offers per protocol',
    builds: 'scripts/build-openssl.sh: the sources of openssl-src 300.5.5+3.5.5, 300.6.1+3.6.3, 400.0.2+4.0.3 from crates.io; ./Configure no-shared no-module no-tests no-comp no-zlib no-legacy; make build_programs',
    versions,
  },
  groups,
  cases: out,
};
// One case a line, so that a regenerated file's diff shows which strings changed.
const text = `{\n"generated_with": ${JSON.stringify(doc.generated_with)},\n"groups": ${JSON.stringify(doc.groups)},\n"cases": [\n${doc.cases.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
writeFileSync(join(REPO, 'data/openssl-vectors/openssl-ciphers-releases.json'), text);
console.log(`wrote ${out.length} strings × ${RELEASES.length} releases`);
