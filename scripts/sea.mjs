// `npm run sea`: ssllint as one executable file for machines without Node, with Node's
// single-executable-application support (Node 20: --experimental-sea-config, then postject
// injects the blob into a copy of this node binary). Output: dist/ssllint-<platform>-<arch>.
// https://nodejs.org/docs/latest-v20.x/api/single-executable-applications.html
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO, singleFile } from './bundle.mjs';

/** The fuse string Node's binary carries for postject to flip (the docs' value for Node 20). */
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

export async function buildSea(outDir = join(REPO, 'dist')) {
  const work = join(outDir, 'sea');
  mkdirSync(work, { recursive: true });
  const main = await singleFile(join(work, 'ssllint.cjs'));
  const blob = join(work, 'ssllint.blob');
  const config = join(work, 'sea-config.json');
  // useCodeCache: V8's compiled code goes into the blob, so each run starts without compiling it.
  writeFileSync(config, JSON.stringify({ main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true }, null, 2));
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'pipe' });
  const exe = join(outDir, `ssllint-${process.platform}-${process.arch}`);
  copyFileSync(process.execPath, exe);
  chmodSync(exe, 0o755);
  const postject = createRequire(join(REPO, 'package.json')).resolve('postject/dist/cli.js');
  execFileSync(process.execPath, [postject, exe, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE], { stdio: 'pipe' });
  return exe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const exe = await buildSea(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`built ${exe}${existsSync(exe) ? '' : ' (missing!)'}`);
}
