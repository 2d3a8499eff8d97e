// Optional peers: programs the tests use as oracles when this machine has them (.ci/run installs
// them all; docs/development.md lists them). A test that needs one is skipped when it is absent,
// with the reason in its name, and never fails for it.
//
// SSLLINT_TEST_WITHOUT=apache2,chromium,… makes the named peers count as absent, so that the
// skips can be checked on a machine that has them (binaries found by absolute path, such as
// /usr/sbin/apache2, do not disappear with a shorter PATH).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type Peer = 'nginx' | 'apache2' | 'openssl' | 'patch' | 'tar' | 'chromium' | 'crossplane' | 'nassl' | 'sslyze' | 'pre-commit' | 'cmarkgfm';

const INSTALL: Record<Peer, string> = {
  nginx: 'apt-get install nginx',
  apache2: 'apt-get install apache2',
  openssl: 'apt-get install openssl',
  patch: 'apt-get install patch',
  tar: 'apt-get install tar',
  chromium: 'apt-get install chromium',
  crossplane: 'pip install crossplane==0.5.8',
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
  crossplane: ['crossplane', ['--help']],
  nassl: ['python3', ['-c', 'import nassl']],
  sslyze: ['python3', ['-c', 'import sslyze']],
  'pre-commit': ['pre-commit', ['--version']],
  cmarkgfm: ['python3', ['-c', 'import cmarkgfm']],
};

const known = new Map<Peer, string | undefined>();

/** Why `peer` cannot be used here, or undefined when it can (for apache2 and chromium, pass `found`: the binary the test located). */
export function peerMissing(peer: Peer, found?: string | boolean): string | undefined {
  if (withheld(peer)) return absent(peer);
  if (found !== undefined) return found ? undefined : absent(peer);
  if (!known.has(peer)) {
    const probe = PROBES[peer];
    known.set(peer, probe && runs(...probe) ? undefined : absent(peer));
  }
  return known.get(peer);
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
