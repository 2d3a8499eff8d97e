// dist-bundle/ is committed (pre-commit and the Action run it from git, where nothing is
// compiled), so it must be exactly what the sources build, and it must run on its own.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { bundle, BUNDLE_DIR } from '../scripts/bundle.mjs';
import { runCli } from './helpers/cli.js';
import { REPO, run, tempDir } from './ship-helpers.js';

const STALE = 'dist-bundle/ is stale: run `npm run bundle` and commit dist-bundle/';

/** A directory with no node_modules anywhere above it: what a checkout of the Action has. */
function isolated(): string {
  const dir = tempDir();
  for (let d = dir; d !== dirname(d); d = dirname(d)) {
    if (existsSync(join(d, 'node_modules'))) throw new Error(`${d}/node_modules would let a missing dependency go unnoticed`);
  }
  return dir;
}

// Runs the bundled main() and reports on stderr whether node-forge was loaded.
const RUNNER = `
import { createRequire } from 'node:module';
const { main } = await import(process.env.BUNDLE_URL);
const code = await main(process.argv.slice(1));
const forge = Object.keys(createRequire(import.meta.url).cache).some((k) => k.endsWith('node-forge.cjs'));
process.stderr.write('node-forge loaded: ' + forge + '\\n');
process.exitCode = code;
`;

describe('dist-bundle', () => {
  it('is what `npm run bundle` builds from the current sources', async () => {
    const fresh = tempDir();
    const files: string[] = await bundle(fresh);
    expect(readdirSync(BUNDLE_DIR).sort(), STALE).toEqual(files);
    for (const file of files) {
      const same = readFileSync(join(BUNDLE_DIR, file)).equals(readFileSync(join(fresh, file)));
      expect(same, `${STALE} (${file} differs)`).toBe(true);
    }
  });

  it('runs with no node_modules in reach, and loads node-forge only when a certificate is read', async () => {
    const where = isolated();
    cpSync(BUNDLE_DIR, join(where, 'dist-bundle'), { recursive: true });
    const bundleUrl = `file://${join(where, 'dist-bundle', 'ssllint.mjs')}`;

    const site = join(where, 'site');
    mkdirSync(site);
    // A CA and a leaf it signs: the certificate rules read the leaf's signature algorithm,
    // which is what needs node-forge (self-signed roots are exempt, so one would not do).
    const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: site, stdio: 'ignore' });
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    openssl('req', '-x509', ...ec, '-days', '36500', '-subj', '/CN=Test CA', '-keyout', 'ca-key.pem', '-out', 'ca.pem');
    openssl('req', ...ec, '-subj', '/CN=shop.example.com', '-keyout', 'key.pem', '-out', 'leaf.csr');
    writeFileSync(join(site, 'san.ext'), 'subjectAltName=DNS:shop.example.com\n');
    openssl('x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca-key.pem', '-CAcreateserial', '-days', '36500', '-sha256', '-extfile', 'san.ext', '-out', 'leaf.pem');
    writeFileSync(join(site, 'cert.pem'), readFileSync(join(site, 'leaf.pem'), 'utf8') + readFileSync(join(site, 'ca.pem'), 'utf8'));
    const server = (cert: string) => `server {\n    listen 443 ssl;\n    server_name shop.example.com;\n    ssl_protocols TLSv1 TLSv1.2;\n${cert}}\n`;
    writeFileSync(join(site, 'plain.conf'), server(''));
    writeFileSync(join(site, 'cert.conf'), server(`    ssl_certificate ${join(site, 'cert.pem')};\n    ssl_certificate_key ${join(site, 'key.pem')};\n`));

    for (const [file, forgeLoaded] of [['plain.conf', false], ['cert.conf', true]] as const) {
      // One clock for both runs: the certificates are valid from today for 100 years.
      const args = [join(site, file), '--format', 'json', '--no-config', '--now', '2100-01-01'];
      const bundled = run(process.execPath, ['--input-type=module', '-e', RUNNER, '--', ...args], { cwd: where, env: { BUNDLE_URL: bundleUrl } });
      expect(bundled.stderr).toBe(`node-forge loaded: ${forgeLoaded}\n`);
      const source = await runCli(args, { cwd: where });
      expect(bundled.status).toBe(source.code);
      const findings = (text: string) => (JSON.parse(text) as { findings: unknown[] }).findings;
      expect(findings(bundled.stdout)).toEqual(findings(source.stdout));
      expect(findings(bundled.stdout).length).toBeGreaterThan(0);
    }
  });

  it('reads a YAML config file with no node_modules in reach (yaml is a lazy chunk)', () => {
    const where = isolated();
    cpSync(BUNDLE_DIR, join(where, 'dist-bundle'), { recursive: true });
    mkdirSync(join(where, '.git'));
    writeFileSync(join(where, '.ssllint.yaml'), 'rules:\n  keepalive-disabled: error\nroots: [site.conf]\n');
    writeFileSync(join(where, 'site.conf'), 'server {\n    listen 80;\n    keepalive_timeout 0;\n}\n');
    const bundled = run(process.execPath, ['--input-type=module', '-e', RUNNER, '--', '--format', 'unix'], {
      cwd: where,
      env: { BUNDLE_URL: `file://${join(where, 'dist-bundle', 'ssllint.mjs')}` },
    });
    expect(bundled.stdout).toMatch(/^site\.conf:3:5: error: `keepalive_timeout 0` turns keep-alive off/m);
    expect(bundled.status).toBe(1);
  });

  it('orders suites as the sources do (its start orders for 1.1.1 and 3.x were worked out when it was built)', async () => {
    const { runCiphers } = await import('../src/cli/ciphers.js');
    for (const generation of ['1.1.1', '3.x']) {
      for (const cipherString of ['ALL:COMPLEMENTOFALL', 'eNULL:ALL', 'DEFAULT', 'HIGH:@STRENGTH']) {
        const args = ['ciphers', cipherString, '--openssl', generation, '--format', 'json'];
        const bundled = run(process.execPath, [join(REPO, 'bin', 'ssllint.js'), ...args]);
        let stdout = '';
        const code = runCiphers(cipherString, { openssl: generation, format: 'json' }, { stdout: (t) => void (stdout += t), stderr: () => undefined });
        expect({ status: bundled.status, stdout: bundled.stdout }, `${generation} ${cipherString}`).toEqual({ status: code, stdout });
      }
    }
  });

  it('lints the sample trees byte for byte as the sources do (the values baked into it are the code\'s own)', async () => {
    for (const tree of ['nginx', 'apache']) {
      for (const format of ['stylish', 'json']) {
        // --verbose: the default stylish shows what to write, not why (the advice's wording).
        const args = [join(REPO, 'fixtures', 'sample', tree), '--format', format, '--verbose', '--no-color', '--no-config', '--now', '2030-01-01'];
        const bundled = run(process.execPath, [join(REPO, 'bin', 'ssllint.js'), ...args]);
        const source = await runCli(args, { cwd: REPO });
        // Fixes with the advised cipher order: the default advice, baked.
        expect(source.stdout).toContain('ordered for x86-aesni');
        expect({ status: bundled.status, stdout: bundled.stdout, stderr: bundled.stderr }, `${tree} ${format}`).toEqual({ status: source.code, stdout: source.stdout, stderr: '' });
      }
    }
  });

  it('is what bin/ssllint.js runs', () => {
    const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
    const r = run(process.execPath, [join(REPO, 'bin', 'ssllint.js'), '--version']);
    expect(r).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    // CommonJS (bin/package.json), requiring the bundle's CommonJS entry: no ES module loader.
    expect(readFileSync(join(REPO, 'bin', 'package.json'), 'utf8')).toContain('"type": "commonjs"');
    expect(readFileSync(join(REPO, 'bin', 'ssllint.js'), 'utf8')).toContain("require('../dist-bundle/ssllint.cjs')");
  });
});

// bin/ssllint.js keeps V8's compiled code in $XDG_CACHE_HOME/ssllint (src/cli/code-cache.ts):
// a run with a cache must print exactly what one without prints, and a cache that cannot be
// used or written must change nothing but the speed.
describe('the code cache', () => {
  const SAMPLE = join(REPO, 'fixtures', 'sample', 'nginx');
  const ARGS = [join(REPO, 'bin', 'ssllint.js'), SAMPLE, '--format', 'json', '--no-config', '--now', '2030-01-01'];
  const lint = (env: Record<string, string | undefined>) => run(process.execPath, ARGS, { env: { SSLLINT_NO_CODE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined, ...env } });
  const uncached = () => lint({ SSLLINT_NO_CODE_CACHE: '1' });
  const entries = (home: string) => (existsSync(join(home, 'ssllint')) ? readdirSync(join(home, 'ssllint')).sort() : []);

  it('is written by the first run, one entry per command, and read by the next ones', () => {
    const home = tempDir();
    const expected = uncached();
    expect(expected.stderr).toBe('');
    expect(entries(home)).toEqual([]);

    expect(lint({ XDG_CACHE_HOME: home })).toEqual(expected);
    const [entry] = entries(home);
    expect(entries(home)).toEqual([expect.stringMatching(new RegExp(`^lint-[0-9a-f]{16}-\\d+-node${process.versions.node}-${process.arch}\\.v8cache$`))]);
    expect(statSync(join(home, 'ssllint')).mode & 0o777).toBe(0o700);
    expect(statSync(join(home, 'ssllint', entry)).mode & 0o777).toBe(0o600);
    const first = readFileSync(join(home, 'ssllint', entry));
    expect(first.length).toBeGreaterThan(100_000);

    expect(lint({ XDG_CACHE_HOME: home })).toEqual(expected);
    expect(readFileSync(join(home, 'ssllint', entry)).equals(first), 'a run that used the entry leaves it alone').toBe(true);

    const version = run(process.execPath, [join(REPO, 'bin', 'ssllint.js'), '--version'], { env: { XDG_CACHE_HOME: home } });
    expect(version.stderr).toBe('');
    expect(entries(home).map((f) => f.split('-')[0])).toEqual(['info', 'lint']);
  });

  it('does not run the old code for a bundle edited in place', () => {
    const where = tempDir();
    cpSync(join(REPO, 'bin'), join(where, 'bin'), { recursive: true });
    cpSync(BUNDLE_DIR, join(where, 'dist-bundle'), { recursive: true });
    const home = tempDir();
    const ciphers = () => run(process.execPath, [join(where, 'bin', 'ssllint.js'), 'ciphers', 'NOSUCHWORD'], { env: { XDG_CACHE_HOME: home } });
    expect(ciphers().stderr).toContain('NOSUCHWORD: unknown to OpenSSL 3.x');
    expect(ciphers().stderr).toContain('NOSUCHWORD: unknown to OpenSSL 3.x');
    // Same length, same build hash: only the file's time tells the two apart.
    const app = join(where, 'dist-bundle', 'app.cjs');
    writeFileSync(app, readFileSync(app, 'utf8').replace('unknown to OpenSSL', 'unknown to OPENSSL'));
    utimesSync(app, new Date(), new Date(Date.now() + 5_000));
    expect(ciphers().stderr).toContain('NOSUCHWORD: unknown to OPENSSL 3.x');
  });

  it('is off with SSLLINT_NO_CODE_CACHE', () => {
    const home = tempDir();
    expect(lint({ XDG_CACHE_HOME: home, SSLLINT_NO_CODE_CACHE: '1' }).stderr).toBe('');
    expect(entries(home)).toEqual([]);
  });

  it('survives an entry that is not V8 code (V8 refuses it; the run compiles and replaces it)', () => {
    const home = tempDir();
    const expected = uncached();
    lint({ XDG_CACHE_HOME: home });
    const [entry] = entries(home);
    const garbage = Buffer.alloc(200_000, 'x');
    writeFileSync(join(home, 'ssllint', entry), garbage);
    expect(lint({ XDG_CACHE_HOME: home })).toEqual(expected);
    expect(readFileSync(join(home, 'ssllint', entry)).equals(garbage)).toBe(false);
    expect(lint({ XDG_CACHE_HOME: home })).toEqual(expected);
  });

  it('leaves a directory others can write to alone', () => {
    const home = tempDir();
    mkdirSync(join(home, 'ssllint'), { mode: 0o700 });
    chmodSync(join(home, 'ssllint'), 0o777);
    expect(lint({ XDG_CACHE_HOME: home })).toEqual(uncached());
    expect(entries(home)).toEqual([]);
  });

  it('runs quietly where no cache can be kept', () => {
    const home = tempDir();
    writeFileSync(join(home, 'ssllint'), 'a file where the directory would go');
    expect(lint({ XDG_CACHE_HOME: home })).toEqual(uncached());
  });
});
