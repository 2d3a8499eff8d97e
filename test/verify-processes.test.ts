// `ssllint verify` as the shipped command in a child process: run as an unprivileged user (it
// makes its namespace through a user namespace, and serves throwaway certificates for keys it
// cannot read), and killed in the middle of a run (everything it started goes with it, and its
// directory too).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyReport } from '../src/verify/types.js';
import { freshPackage, type FreshPackage } from './helpers/fresh-bundle.js';
import { skipNote } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';
import { namespaceMissing, nobodyMissing, stockApache, verifyMissing } from './helpers/verify.js';

const SAMPLE = resolve(__dirname, '../fixtures/sample');
const CORPUS = resolve(__dirname, 'verify-corpus');
const apacheSkip = verifyMissing('apache');
const nginxSkip = verifyMissing('nginx');
const nobodySkip = nobodyMissing();
// An unprivileged user namespace where the host allows one; loopback ports where not (a container).
const nobodyIsolation = namespaceMissing(true) ? 'loopback-ports' : 'network-namespace';

let pkg: FreshPackage;
beforeAll(async () => {
  pkg = await freshPackage();
  // The package is run as nobody too: readable by all.
  for (const dir of [pkg.dir, join(pkg.dir, 'bin'), pkg.bundleDir]) {
    chmodSync(dir, 0o755);
    for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isFile()) chmodSync(join(dir, name), 0o644);
  }
}, 120_000);
afterAll(() => {
  spawnSync('rm', ['-rf', pkg.dir]);
});

const NOBODY = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'];

function runAs(user: 'root' | 'nobody', args: string[]): { code: number | null; report?: VerifyReport; stderr: string } {
  const argv = [...(user === 'nobody' ? NOBODY : []), process.execPath, pkg.bin, 'verify', ...args, '--format', 'json'];
  const r = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', timeout: 240_000, cwd: tmpdir(), env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' } });
  return { code: r.status, report: r.stdout ? (JSON.parse(r.stdout) as VerifyReport) : undefined, stderr: r.stderr };
}

/** The run directories in `dir` (each killed run has a TMPDIR of its own: other test files run verify meanwhile). */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((n) => /^ssllint-verify-[A-Za-z0-9]+$/.test(n));
}

/** Processes whose command line names `needle` (the run's private directory). */
function processesNaming(needle: string): string[] {
  const out: string[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmd.includes(needle)) out.push(`${pid}: ${cmd}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

describe.skipIf(!!apacheSkip || !!nobodySkip)(`verify as user nobody${skipNote(apacheSkip ?? nobodySkip)}`, () => {
  it(`Debian's /etc/apache2 with default-ssl: ${nobodyIsolation === 'network-namespace' ? 'a user namespace' : 'loopback ports (no unprivileged namespace here)'}, a throwaway certificate for the key nobody may not read, every property reported`, () => {
    const dir = stockApache()!;
    const { code, report, stderr } = runAs('nobody', [dir]);
    expect(report, stderr).toBeDefined();
    expect(report!.user).toBe('nobody');
    expect(report!.isolation).toBe(nobodyIsolation);
    const tree = report!.trees[0];
    expect(tree.starts.verdict).toBe('agrees');
    expect(tree.certificates[0]).toMatchObject({ source: 'throwaway', key: 'RSA-2048' });
    const props = tree.servers[0].properties;
    expect(props.find((p) => p.property === 'chain')).toMatchObject({ verdict: 'not-verified' });
    expect(props.filter((p) => p.verdict === 'differs')).toEqual([]);
    expect(code).toBe(0);
  }, 240_000);

  it('Debian\'s /etc/apache2 with default-ssl on loopback ports (--isolation ports): the mapping shown, every property reported', () => {
    const dir = stockApache()!;
    const { code, report, stderr } = runAs('nobody', [dir, '--isolation', 'ports']);
    expect(report, stderr).toBeDefined();
    expect(report!.isolation).toBe('loopback-ports');
    const tree = report!.trees[0];
    expect(tree.portMap.map((m) => m.configured)).toContain('*:443');
    expect(tree.starts.verdict).toBe('agrees');
    expect(tree.servers[0].properties.filter((p) => p.verdict === 'differs')).toEqual([]);
    expect(code).toBe(0);
  }, 240_000);

  it('the sample trees: refused as predicted, in the server\'s words', () => {
    const copy = makeTmp('ssllint-verify-sample-').dir;
    cpSync(SAMPLE, copy, { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', copy]);
    const { code, report } = runAs('nobody', [join(copy, 'apache'), join(copy, 'nginx')]);
    expect(report!.trees.map((t) => [t.dialect, t.starts.verdict])).toEqual([
      ['apache', 'agrees'],
      ['nginx', 'agrees'],
    ]);
    expect(code).toBe(2);
  }, 240_000);
});

describe.skipIf(!!nginxSkip)(`verify killed in the middle of a run${skipNote(nginxSkip)}`, () => {
  for (const [isolation, whole] of [['namespace', false], ['ports', false], ['namespace', true], ['ports', true]] as const) {
    it(`leaves no process and no directory behind (--isolation ${isolation}; ${whole ? 'its whole process group killed, supervisor too' : 'verify alone killed'})`, async () => {
      if (isolation === 'namespace' && namespaceMissing()) return;
      const tmp = makeTmp('ssllint-verify-killed-').dir;
      chmodSync(tmp, 0o755);
      const child = spawn(process.execPath, [pkg.bin, 'verify', join(CORPUS, 'nginx/tls12-tls13.conf'), '--isolation', isolation, '--verbose'], { stdio: ['ignore', 'ignore', 'pipe'], detached: whole, env: { ...process.env, TMPDIR: tmp } });
      let said = '';
      await new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`verify never started probing: ${said}`)), 120_000);
        child.stderr!.on('data', (b: Buffer) => {
          said += b.toString();
          if (/probing/.test(said)) {
            clearTimeout(timer);
            done();
          }
        });
      });
      const made = leftovers(tmp);
      expect(made).toHaveLength(1);
      const running = processesNaming(made[0]);
      expect(running.length).toBeGreaterThan(0);
      if (whole) process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
      const until = Date.now() + 20_000;
      while (Date.now() < until && processesNaming(made[0]).length > 0) await new Promise((r) => setTimeout(r, 200));
      expect(processesNaming(made[0])).toEqual([]);
      if (!whole) {
        // The supervisor outlives verify long enough to remove the run's directory.
        while (Date.now() < until && leftovers(tmp).includes(made[0])) await new Promise((r) => setTimeout(r, 200));
        expect(leftovers(tmp)).not.toContain(made[0]);
      }
    }, 180_000);
  }
});
