// The npm package as a user gets it: `npm pack`, installed with no dev dependencies (and,
// since everything is bundled, with no network), run on this Node and on other majors.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { nodeBinary, REPO, run, tempDir } from './ship-helpers.js';

interface PackageJson {
  version: string;
  engines?: { node?: string };
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as PackageJson;
const SAMPLE = join(REPO, 'fixtures', 'sample', 'nginx');
// A fixed clock, so that this run and the in-process one judge any certificate alike.
const LINT_ARGS = [SAMPLE, '--format', 'json', '--no-config', '--now', '2030-01-01'];

let packedFiles: string[] = [];
let installedBin = '';
let installedAction = '';
let expected: { code: number; findings: unknown[] };

function findings(stdout: string): unknown[] {
  return (JSON.parse(stdout) as { findings: unknown[] }).findings;
}

beforeAll(async () => {
  const out = tempDir();
  const packed = run('npm', ['pack', '--json', '--pack-destination', out]);
  expect(packed.status, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = info.files.map((f) => f.path).sort();

  const project = tempDir();
  writeFileSync(join(project, 'package.json'), '{ "name": "uses-ssllint", "version": "1.0.0", "private": true }\n');
  // --offline: the package must need nothing from the registry.
  const install = run('npm', ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', join(out, info.filename)], { cwd: project });
  expect(install.status, install.stderr).toBe(0);
  installedBin = join(project, 'node_modules', 'ssllint', 'bin', 'ssllint.js');
  installedAction = join(project, 'node_modules', 'ssllint', 'dist-bundle', 'action.mjs');

  const source = await runCli(LINT_ARGS, { cwd: REPO });
  expected = { code: source.code, findings: findings(source.stdout) };
}, 300_000);

describe('npm pack', () => {
  it('holds the bin and the bundle, and no sources', () => {
    expect(packedFiles).toContain('bin/ssllint.js');
    expect(packedFiles).toContain('bin/package.json');
    expect(packedFiles).toContain('dist-bundle/ssllint.cjs');
    expect(packedFiles).toContain('dist-bundle/app.cjs');
    expect(packedFiles).toContain('dist-bundle/yaml.cjs');
    expect(packedFiles).toContain('dist-bundle/ssllint.mjs');
    expect(packedFiles).toContain('dist-bundle/node-forge.cjs');
    expect(packedFiles).toContain('dist-bundle/THIRD-PARTY-LICENSES.txt');
    expect(packedFiles.filter((f) => /^(src|rules|test|dist|scripts|fixtures)\//.test(f))).toEqual([]);
    expect(pkg.bin).toEqual({ ssllint: 'bin/ssllint.js' });
  });

  it('declares no runtime dependencies, and no script that would run when it is installed or packed', () => {
    // Everything is bundled. pre-commit installs the hook with `npm install -g git+file://…`,
    // which runs these scripts in the clone, where the dev dependencies (tsc) are absent.
    expect(pkg.dependencies ?? {}).toEqual({});
    const atInstall = ['prepare', 'prepack', 'preinstall', 'install', 'postinstall'].filter((s) => pkg.scripts?.[s] !== undefined);
    expect(atInstall, 'scripts npm runs when installing from git').toEqual([]);
    // The oldest major the tests below run the CLI on, and the one bin/ssllint.js checks for.
    expect(pkg.engines?.node).toBe('>=16');
    expect(readFileSync(join(REPO, 'bin', 'ssllint.js'), 'utf8')).toContain('var MIN_NODE = 16;');
  });

  it('installs without dev dependencies and runs at once', () => {
    const version = run(process.execPath, [installedBin, '--version']);
    expect(version).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
    const lint = run(process.execPath, [installedBin, ...LINT_ARGS]);
    expect(lint.stderr).toBe('');
    expect(lint.status).toBe(expected.code);
    expect(findings(lint.stdout)).toEqual(expected.findings);
    expect(expected.findings.length).toBeGreaterThan(0);
  });

  // Node 12 (what Debian 11 and Ubuntu 22.04 install with apt) cannot parse the bundle: the
  // bin's own check says so in one line and exits 2, before the bundle is loaded.
  it('on Node 12, says in one line which Node it needs and exits 2', (ctx) => {
    const node = nodeBinary(12);
    if ('reason' in node) return ctx.skip(node.reason);
    expect(run(node.path, ['--version']).stdout).toMatch(/^v12\./);
    for (const args of [['--version'], LINT_ARGS]) {
      const r = run(node.path, [installedBin, ...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `ssllint: needs Node.js 16 or newer, but this is Node.js ${run(node.path, ['--version']).stdout.trim().slice(1)} (${node.path}); install a current one (https://nodejs.org, or NodeSource or nvm for Debian/Ubuntu), or lint from a machine that has it: ssh HOST nginx -T | ssllint -\n`,
      );
    }
  }, 300_000);

  // 16: the oldest Node `engines` allows (servers run their distribution's Node; 16 runs the
  // bundle as it is); 18, 20 and 22: the LTS lines since; 24: what the Action's
  // `runs.using: node24` runs. Each runs the installed package to the same findings.
  for (const major of [16, 18, 20, 22, 24]) {
    it(`runs on Node ${major}`, (ctx) => {
      const node = nodeBinary(major);
      if ('reason' in node) return ctx.skip(node.reason);
      const actual = run(node.path, ['--version']);
      expect(actual.stdout.startsWith(`v${major}.`), actual.stdout).toBe(true);

      expect(run(node.path, [installedBin, '--version'])).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
      const lint = run(node.path, [installedBin, ...LINT_ARGS]);
      expect(lint.stderr).toBe('');
      expect(lint.status).toBe(expected.code);
      expect(findings(lint.stdout)).toEqual(expected.findings);

      // The code cache this Node writes, and then reads, changes nothing in the output.
      const cacheHome = tempDir();
      expect(run(node.path, [installedBin, ...LINT_ARGS], { env: { XDG_CACHE_HOME: cacheHome } })).toEqual(lint);
      expect(readdirSync(join(cacheHome, 'ssllint'))).toEqual([expect.stringMatching(new RegExp(`^lint-[0-9a-f]{16}-\\d+-node${major}\\.`))]);
      expect(run(node.path, [installedBin, ...LINT_ARGS], { env: { XDG_CACHE_HOME: cacheHome } })).toEqual(lint);

      // The Action's entry, with the inputs the runner would pass.
      const outputs = join(tempDir(), 'outputs');
      writeFileSync(outputs, '');
      const action = run(node.path, [installedAction], {
        env: {
          'INPUT_PATHS': SAMPLE,
          'INPUT_FAIL-LEVEL': 'error',
          'INPUT_FORMAT': 'unix',
          'INPUT_SARIF-FILE': join(tempDir(), 'out.sarif'),
          'INPUT_ANNOTATIONS': 'true',
          'GITHUB_OUTPUT': outputs,
        },
      });
      expect(action.stderr).toBe('');
      expect(action.status).toBe(1);
      expect(readFileSync(outputs, 'utf8')).toMatch(/^errors=[1-9]\d*\nwarnings=\d+\ninfos=\d+\nsarif-file=.*out\.sarif\n$/);
    }, 300_000);
  }
});
