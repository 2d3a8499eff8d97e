// The server binary verify runs: the one the host runs (`nginx`, `apache2` or `httpd` on PATH
// or in the system's sbin directories), or the one --server-binary names, with what it says
// about itself. It is only ever run with arguments verify chose, on files verify wrote.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { installedOpenssl } from '../platform/detect.js';

export interface ServerBinary {
  dialect: 'nginx' | 'apache';
  path: string;
  version: string;
  /** The OpenSSL release the server runs with (nginx says so; for httpd the host's libcrypto). */
  openssl?: string;
  /** nginx: --prefix, where relative paths of the main context resolve. */
  prefix?: string;
  /** Directories whose modules are the server's own (load_module / LoadModule from there run no foreign code). */
  moduleDirs: string[];
  /** nginx: configure arguments (`--without-http_uwsgi_module`...), to know which directives exist. */
  configure: string[];
}

const NAMES = { nginx: ['nginx'], apache: ['apache2', 'httpd'] } as const;
// Where distributions install them: root's PATH has these, an ordinary user's often not.
const SYSTEM_DIRS = ['/usr/sbin', '/usr/local/sbin', '/sbin', '/usr/local/nginx/sbin', '/usr/local/apache2/bin', '/usr/bin', '/bin'];
// Where packaged httpd keeps its modules (Debian, the RHEL family 64- and 32-bit, a source build).
const APACHE_MODULE_DIRS = ['/usr/lib/apache2/modules', '/usr/lib64/httpd/modules', '/usr/lib/httpd/modules', '/usr/local/apache2/modules'];
const CLEAN_ENV = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' };

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The first `names` on PATH, then in the system directories. */
export function findOnPath(names: readonly string[], pathVar: string | undefined): string | undefined {
  const dirs = [...(pathVar ?? '').split(delimiter).filter((d) => d.startsWith('/')), ...SYSTEM_DIRS];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return undefined;
}

function run(path: string, args: string[]): string | undefined {
  const r = spawnSync(path, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'], env: CLEAN_ENV });
  if (r.error) return undefined;
  return `${r.stdout ?? ''}${r.stderr ?? ''}`;
}

export type BinaryLookup = { ok: true; binary: ServerBinary } | { ok: false; reason: string };

/**
 * The server binary for `dialect`: `given` (--server-binary) when it is that server, else the
 * host's. `emptyConf` is a file verify made, for `httpd -V` (which reads a configuration).
 */
export function findBinary(dialect: 'nginx' | 'apache', given: string | undefined, pathVar: string | undefined, emptyConf: string): BinaryLookup {
  const path = given ?? findOnPath(NAMES[dialect], pathVar);
  if (!path) return { ok: false, reason: `no ${NAMES[dialect].join(' or ')} on PATH or in ${SYSTEM_DIRS.slice(0, 3).join(', ')} (name one with --server-binary FILE)` };
  if (!executable(path)) return { ok: false, reason: `${path} is not an executable file` };
  return dialect === 'nginx' ? nginxBinary(path) : apacheBinary(path, emptyConf);
}

function nginxBinary(path: string): BinaryLookup {
  const out = run(path, ['-V']);
  const version = out && /nginx version: [^/\s]+\/(\d+\.\d+\.\d+)/.exec(out)?.[1];
  if (!out || !version) return { ok: false, reason: `${path} -V does not print an nginx version: not nginx` };
  // `built with OpenSSL 3.0.22 … (running with OpenSSL 3.0.19 …)`: the library that runs is the one that counts.
  const openssl = /running with OpenSSL (\d+\.\d+\.\d+[a-z]*)/.exec(out)?.[1] ?? /built with OpenSSL (\d+\.\d+\.\d+[a-z]*)/.exec(out)?.[1];
  const configure = (/configure arguments:(.*)$/m.exec(out)?.[1] ?? '').trim().split(/\s+(?=--)/).filter(Boolean);
  const arg = (name: string) => configure.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).replace(/^'(.*)'$/, '$1');
  const prefix = arg('prefix') ?? '/usr/local/nginx';
  const moduleDirs = [arg('modules-path') ?? join(prefix, 'modules'), join(prefix, 'modules')];
  return { ok: true, binary: { dialect: 'nginx', path, version, openssl, prefix, moduleDirs: realDirs(moduleDirs), configure } };
}

function apacheBinary(path: string, emptyConf: string): BinaryLookup {
  const out = run(path, ['-v']);
  const version = out && /Apache\/(\d+\.\d+\.\d+)/.exec(out)?.[1];
  if (!out || !version) return { ok: false, reason: `${path} -v does not print an Apache version: not httpd` };
  const compiled = run(path, ['-V', '-f', emptyConf]) ?? '';
  const root = /HTTPD_ROOT="([^"]+)"/.exec(compiled)?.[1];
  const moduleDirs = [...APACHE_MODULE_DIRS, ...(root ? [join(root, 'modules')] : [])];
  return { ok: true, binary: { dialect: 'apache', path, version, openssl: installedOpenssl('/'), prefix: root, moduleDirs: realDirs(moduleDirs), configure: [] } };
}

function realDirs(dirs: string[]): string[] {
  const out: string[] = [];
  for (const d of dirs) {
    try {
      const real = realpathSync(d);
      if (statSync(real).isDirectory() && !out.includes(real)) out.push(real);
    } catch {
      // Not on this host.
    }
  }
  return out;
}

/** Whether `file` (a module a config loads) lies in one of the server's own module directories. */
export function inModuleDir(file: string, binary: ServerBinary): boolean {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    // A module that does not exist makes the server refuse to start; nothing runs.
    return true;
  }
  return binary.moduleDirs.some((d) => real.startsWith(`${d}/`));
}
