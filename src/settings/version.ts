// The version printed by --version and written into reports, read from package.json once.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function toolVersion(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'ssllint' && pkg.version) return (cached = pkg.version);
    } catch {
      // not here: look one directory up
    }
    dir = dirname(dir);
  }
  return (cached = '0.0.0');
}
