// The host ssllint runs on, as `--platform auto` reads it: its files under `root`, and the
// version the installed servers and OpenSSL print. Only programs at the distributions' standard
// paths under `root` are run, with `-v` / `version` and nothing else: never a path a config
// names, nor one found on $PATH. Tests inject a host of their own (a fixture tree, a fake run).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Host {
  /** Where the host's filesystem starts: `/` in use. */
  readonly root: string;
  /** The output (stdout and stderr) of a program at a standard path with these arguments, or undefined. */
  run(program: HostProgram): string | undefined;
}

export type HostProgram = 'nginx' | 'apache' | 'openssl';

const PROGRAMS: Record<HostProgram, { paths: readonly string[]; args: readonly string[] }> = {
  nginx: { paths: ['usr/sbin/nginx', 'usr/local/sbin/nginx', 'usr/local/nginx/sbin/nginx'], args: ['-v'] },
  // Debian's binary is apache2, RHEL's httpd; both print `Server version: Apache/2.4.62 (…)` for -v.
  apache: { paths: ['usr/sbin/apache2', 'usr/sbin/httpd', 'usr/local/apache2/bin/httpd'], args: ['-v'] },
  openssl: { paths: ['usr/bin/openssl', 'usr/local/bin/openssl'], args: ['version'] },
};

/**
 * The machine itself at `/`. Another root (a tree standing in for a host, SSLLINT_ROOT) is read
 * but nothing under it is run: its programs may be another machine's.
 */
export function systemHost(root: string): Host {
  return {
    root,
    run(program) {
      if (root !== '/') return undefined;
      const spec = PROGRAMS[program];
      const path = spec.paths.map((p) => join(root, p)).find((p) => existsSync(p));
      if (!path) return undefined;
      const r = spawnSync(path, [...spec.args], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' } });
      if (r.error || r.status !== 0) return undefined;
      return `${r.stdout ?? ''}${r.stderr ?? ''}`;
    },
  };
}

/** The `nameserver` addresses of the host's /etc/resolv.conf, in order. */
export function hostResolvers(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, 'etc/resolv.conf'), 'utf8').slice(0, 1 << 16);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*nameserver\s+([0-9A-Fa-f.:]+)(?:%\S+)?\s*(?:[#;].*)?$/.exec(line);
    if (m && !out.includes(m[1])) out.push(m[1]);
  }
  return out;
}

/** `nginx version: nginx/1.22.1` → 1.22.1 */
export function nginxVersionOf(text: string | undefined): string | undefined {
  return text ? /nginx\/(\d+\.\d+\.\d+)/.exec(text)?.[1] : undefined;
}

/** `Server version: Apache/2.4.71 (Debian)` → 2.4.71 */
export function apacheVersionOf(text: string | undefined): string | undefined {
  return text ? /Apache\/(\d+\.\d+\.\d+)/.exec(text)?.[1] : undefined;
}

/**
 * `OpenSSL 3.0.19 27 Jan 2026 (Library: OpenSSL 3.0.19 27 Jan 2026)` → 3.0.19: the library's
 * version when it differs from the command's (the library is what the servers link).
 */
export function opensslVersionOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const library = /Library: OpenSSL (\d+\.\d+\.\d+[a-z]*)/.exec(text)?.[1];
  return library ?? /^OpenSSL (\d+\.\d+\.\d+[a-z]*)/m.exec(text)?.[1];
}
