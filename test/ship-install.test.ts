// `npm install` in a clean clone prints no warning (#37 §9): no peer dependency npm has to
// override, and every install script npm 11.16+ would list as unreviewed approved in
// package.json's allowScripts. (Checked on the lockfile, offline; .ci/run runs the real install.)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }>; version?: string }> };

/** The lowest version a range like `^20.19.0` or `~5.9.3` admits, as [major, minor, patch]. */
const floor = (range: string): number[] => (/(\d+)\.(\d+)\.(\d+)/.exec(range) ?? []).slice(1).map(Number);

describe('npm install', () => {
  it('runs no install script that allowScripts does not approve', () => {
    const scripted = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(scripted.length).toBeGreaterThan(0);
    for (const name of scripted) expect(pkg.allowScripts?.[name], name).toBe(true);
  });

  it('meets vite\'s @types/node peer range, so npm overrides nothing', () => {
    const vite = Object.entries(lock.packages).find(([path]) => path.endsWith('node_modules/vite'))![1];
    const wanted = vite.peerDependencies!['@types/node'];
    expect(wanted).toBe('^20.19.0 || >=22.12.0');
    const [major, minor] = floor(pkg.devDependencies['@types/node']);
    expect(major === 20 ? minor >= 19 : major > 22 || (major === 22 && minor >= 12)).toBe(true);
    const installed = floor(lock.packages['node_modules/@types/node'].version!);
    expect(installed[0] === 20 ? installed[1] >= 19 : installed[0] >= 22).toBe(true);
  });
});
