// What package.json says about the tool: its version, and its public home. The home is named
// in package.json alone (`repository`, `homepage`, `bugs`); every link ssllint prints (SARIF
// helpUri, --verbose rule pages, `ssllint explain`) derives from it, so publishing elsewhere is
// a one-line change there.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PackageInfo {
  version: string;
  /** https://host/owner/name, without a trailing slash or `.git`; '' when package.json has none. */
  home: string;
}

let cached: PackageInfo | undefined;

/** Written in by scripts/bundle.mjs for the single executable, which has no package.json beside it. */
declare const SSLLINT_PACKAGE_VERSION: string | undefined;
declare const SSLLINT_PACKAGE_HOME: string | undefined;

/** `git+https://github.com/a/b.git` or `{ url }` → `https://github.com/a/b`. */
export function homeOf(repository: unknown): string {
  const url = typeof repository === 'string' ? repository : typeof repository === 'object' && repository ? (repository as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return '';
  const m = /^(?:git\+)?(https:\/\/[^\s#?]+?)(?:\.git)?\/?$/.exec(url.trim());
  return m ? m[1] : '';
}

export function packageInfo(): PackageInfo {
  if (cached) return cached;
  if (typeof SSLLINT_PACKAGE_VERSION === 'string') return (cached = { version: SSLLINT_PACKAGE_VERSION, home: typeof SSLLINT_PACKAGE_HOME === 'string' ? SSLLINT_PACKAGE_HOME : '' });
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; repository?: unknown };
      if (pkg.name === 'ssllint' && pkg.version) return (cached = { version: pkg.version, home: homeOf(pkg.repository) });
    } catch {
      // not here: look one directory up
    }
    dir = dirname(dir);
  }
  return (cached = { version: '0.0.0', home: '' });
}
