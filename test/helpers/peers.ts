// Optional peers: programs the tests use as oracles when this machine has them (.ci/run installs
// them all; docs/development.md lists them). A test that needs one is skipped when it is absent,
// with the reason in its name, and never fails for it.
//
// SSLLINT_TEST_WITHOUT=apache2,chromium,… makes the named peers count as absent, so that the
// skips can be checked on a machine that has them (binaries found by absolute path, such as
// /usr/sbin/apache2, do not disappear with a shorter PATH).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type Peer = 'nginx' | 'apache2' | 'openssl' | 'patch' | 'tar' | 'chromium' | 'crossplane' | 'nassl' | 'sslyze' | 'pre-commit' | 'cmarkgfm';

const INSTALL: Record<Peer, string> = {
  nginx: 'apt-get install nginx',
  apache2: 'apt-get install apache2',
  openssl: 'apt-get install openssl',
  patch: 'apt-get install patch',
  tar: 'apt-get install tar',
  chromium: 'apt-get install chromium',
  crossplane: `pip install crossplane==0.5.8, or a virtualenv with it at ${'$'}{XDG_CACHE_HOME:-~/.cache}/ssllint-test/crossplane-0.5.8`,
  nassl: 'pip install nassl==5.4.0',
  sslyze: 'pip install sslyze==6.3.1',
  'pre-commit': "pip install 'pre-commit>=3'",
  cmarkgfm: 'pip install cmarkgfm==2025.10.22',
};

/** True when SSLLINT_TEST_WITHOUT names the peer. */
export function withheld(peer: Peer): boolean {
  return (process.env.SSLLINT_TEST_WITHOUT ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(peer);
}

/** The reason a test needing `peer` is skipped: not installed, with how to install it. */
export function absent(peer: Peer): string {
  return withheld(peer) ? `${peer} withheld by SSLLINT_TEST_WITHOUT` : `${peer} is not installed (${INSTALL[peer]}; .ci/run installs it)`;
}

/** Whether `command args` runs and exits 0 on this machine's PATH. */
function runs(command: string, args: string[]): boolean {
  const r = spawnSync(command, args, { stdio: 'ignore', timeout: 30_000 });
  return r.error === undefined && r.status === 0;
}

const PROBES: Partial<Record<Peer, [string, string[]]>> = {
  nginx: ['nginx', ['-v']],
  openssl: ['openssl', ['version']],
  patch: ['patch', ['--version']],
  tar: ['tar', ['--version']],
  nassl: ['python3', ['-c', 'import nassl']],
  sslyze: ['python3', ['-c', 'import sslyze']],
  'pre-commit': ['pre-commit', ['--version']],
  cmarkgfm: ['python3', ['-c', 'import cmarkgfm']],
};

const known = new Map<Peer, string | undefined>();

/** Why `peer` cannot be used here, or undefined when it can (for apache2 and chromium, pass `found`: the binary the test located). */
export function peerMissing(peer: Peer, found?: string | boolean): string | undefined {
  if (withheld(peer)) return absent(peer);
  if (peer === 'crossplane') return crossplaneMissing();
  if (found !== undefined) return found ? undefined : absent(peer);
  if (!known.has(peer)) {
    const probe = PROBES[peer];
    known.set(peer, probe && runs(...probe) ? undefined : absent(peer));
  }
  return known.get(peer);
}

/**
 * The crossplane release whose answers the tests hold: test/nginx-crossplane.test.ts lists the
 * files where its parser and nginx disagree, and another release disagrees elsewhere (0.5.16).
 */
export const CROSSPLANE_VERSION = '0.5.8';

/** Where .ci/run makes a virtualenv with crossplane CROSSPLANE_VERSION, outside any clone. */
export function crossplaneVenv(): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ssllint-test', `crossplane-${CROSSPLANE_VERSION}`);
}

let crossplaneFound: { python: string } | { missing: string } | undefined;

/**
 * A Python that imports crossplane CROSSPLANE_VERSION, to run `python -m crossplane` and
 * scripts/crossplane-batch.py with: SSLLINT_CROSSPLANE_PYTHON, else the virtualenv .ci/run makes,
 * else python3; or why there is none, naming the release found when it is another one.
 */
export function crossplanePython(): { python: string } | { missing: string } {
  crossplaneFound ??= withheld('crossplane') ? { missing: absent('crossplane') } : findCrossplane(process.env.SSLLINT_CROSSPLANE_PYTHON);
  return crossplaneFound;
}

/** crossplanePython's search, uncached: `given` (SSLLINT_CROSSPLANE_PYTHON) alone when set. */
export function findCrossplane(given: string | undefined): { python: string } | { missing: string } {
  const venv = join(crossplaneVenv(), 'bin', 'python');
  const candidates = given ? [given] : existsSync(venv) ? [venv, 'python3'] : ['python3'];
  const others: string[] = [];
  for (const python of candidates) {
    const r = spawnSync(python, ['-c', 'import crossplane; print(crossplane.__version__)'], { encoding: 'utf8', timeout: 30_000 });
    const version = r.status === 0 ? r.stdout.trim() : undefined;
    if (version === CROSSPLANE_VERSION) return { python };
    if (version) others.push(`${version} (${python})`);
  }
  if (others.length === 0) return { missing: absent('crossplane') };
  return { missing: `crossplane ${others.join(', ')} is installed, and these tests hold crossplane ${CROSSPLANE_VERSION}'s answers: make a virtualenv with it at ${crossplaneVenv()} (.ci/run does), or set SSLLINT_CROSSPLANE_PYTHON to a python that has it` };
}

/** Why crossplane CROSSPLANE_VERSION cannot be used here, or undefined. */
export function crossplaneMissing(): string | undefined {
  const found = crossplanePython();
  return 'missing' in found ? found.missing : undefined;
}

/** What to append to the name of a test that may be skipped: ` (skipped: why)`, or '' when it runs. */
export function skipNote(why: string | undefined): string {
  return why ? ` (skipped: ${why})` : '';
}

const SBIN = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin', '/sbin', '/bin'];

/** The path of a server binary (nginx, apache2, httpd) in the usual places or on PATH, unless withheld. */
export function findBinary(name: 'nginx' | 'apache2' | 'httpd'): string | undefined {
  if (withheld(name === 'httpd' ? 'apache2' : name)) return undefined;
  const fixed = SBIN.map((d) => `${d}/${name}`).find((p) => existsSync(p));
  if (fixed) return fixed;
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : undefined;
}
