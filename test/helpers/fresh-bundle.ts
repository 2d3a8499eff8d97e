// A package laid out as it ships (bin/ beside dist-bundle/), built from the sources into a temp
// directory: the tests that run the shipped command (ssllint lsp, the single executable) run
// this, not the committed dist-bundle/, which is rebuilt only at release.
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '..', '..');

export interface FreshPackage {
  dir: string;
  /** bin/ssllint.js of the package: run it with node. */
  bin: string;
  bundleDir: string;
}

export async function freshPackage(): Promise<FreshPackage> {
  const dir = mkdtempSync(join(tmpdir(), 'ssllint-fresh-'));
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(REPO, 'bin', 'ssllint.js'), join(dir, 'bin', 'ssllint.js'));
  copyFileSync(join(REPO, 'bin', 'package.json'), join(dir, 'bin', 'package.json'));
  copyFileSync(join(REPO, 'package.json'), join(dir, 'package.json'));
  const { bundle } = (await import(join(REPO, 'scripts', 'bundle.mjs'))) as { bundle: (outdir: string) => Promise<string[]> };
  await bundle(join(dir, 'dist-bundle'));
  return { dir, bin: join(dir, 'bin', 'ssllint.js'), bundleDir: join(dir, 'dist-bundle') };
}
