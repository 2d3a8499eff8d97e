// Runs the real `apache2 -t` on one config file, the oracle for what httpd accepts.
// Shared by the Apache tests; not a test file itself.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { absent, withheld } from './helpers/peers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const BINARIES = ['/usr/sbin/apache2', '/usr/local/sbin/apache2'];
const MODULES_DIR = '/usr/lib/apache2/modules';

export const apache2Binary: string | undefined = withheld('apache2') ? undefined : BINARIES.find((b) => existsSync(b));

/** Why the httpd-backed tests cannot run here, or undefined when they can. */
export const apache2Missing: string | undefined = !apache2Binary
  ? absent('apache2')
  : !existsSync(join(MODULES_DIR, 'mod_mpm_event.so'))
    ? `${MODULES_DIR}/mod_mpm_event.so is missing`
    : undefined;

/**
 * The head of a config for an httpd started by a test (`apache2 -X -f FILE`): its files under
 * `root`, listening on 127.0.0.1:`port` only, the MPM, mod_authz_core and `modules` (module id,
 * .so name) loaded.
 */
export function httpdPreamble(root: string, port: number, modules: [string, string][] = []): string {
  const load = [['mpm_event_module', 'mod_mpm_event.so'], ['authz_core_module', 'mod_authz_core.so'], ...modules].map(([id, so]) => `LoadModule ${id} ${MODULES_DIR}/${so}`);
  return [`ServerRoot ${root}`, `PidFile ${root}/httpd.pid`, `ErrorLog ${root}/error.log`, 'ServerName localhost', `Listen 127.0.0.1:${port}`, 'User nobody', 'Group nogroup', ...load, ''].join('\n');
}

export interface HttpdVerdict {
  ok: boolean;
  /** The innermost "Syntax error on line N of FILE" httpd printed, if any. */
  line?: number;
  file?: string;
  /** httpd's message, without the `FILE:LINE: ` prefix it puts on "was not closed". */
  message?: string;
  output: string;
}

/**
 * `apache2 -t` on a wrapper config that includes `file`. `modules` are module ids and .so
 * names to load beyond the MPM and mod_authz_core (`['ssl_module', 'mod_ssl.so']`).
 */
export function apache2Check(file: string, modules: [string, string][] = []): HttpdVerdict {
  if (!apache2Binary) throw new Error('apache2 is not installed');
  const dir = makeTmp('ssllint-httpd-').dir;
  try {
    const load = [['mpm_event_module', 'mod_mpm_event.so'], ['authz_core_module', 'mod_authz_core.so'], ...modules]
      .map(([id, so]) => `LoadModule ${id} ${MODULES_DIR}/${so}`)
      .join('\n');
    const wrapper = join(dir, 'httpd.conf');
    writeFileSync(
      wrapper,
      [
        `ServerRoot ${dir}`,
        `PidFile ${dir}/httpd.pid`,
        'ErrorLog /dev/stderr',
        'ServerName localhost',
        'Listen 127.0.0.1:58443',
        load,
        `Include ${file}`,
        '',
      ].join('\n'),
    );
    const run = spawnSync(apache2Binary, ['-d', dir, '-f', wrapper, '-t'], { encoding: 'utf8', timeout: 30_000 });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const verdict: HttpdVerdict = { ok: run.status === 0 && /Syntax OK/.test(output), output };
    // Errors in an included file are printed as a chain of "Syntax error on line N of F:";
    // the last link names the file and line where the problem is.
    const re = /Syntax error on line (\d+) of ([^:\n]+):/g;
    let last: RegExpExecArray | null = null;
    for (let m = re.exec(output); m; m = re.exec(output)) last = m;
    if (last) {
      verdict.line = Number(last[1]);
      verdict.file = last[2];
      const rest = output.slice(last.index + last[0].length).replace(/^\s+/, '');
      const message = rest.split('\n')[0].trim();
      const prefix = `${last[2]}:${last[1]}: `;
      verdict.message = message.startsWith(prefix) ? message.slice(prefix.length) : message;
    }
    return verdict;
  } finally {
    removeTmp(dir);
  }
}
