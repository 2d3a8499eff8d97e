// `npm run bundle`: the committed, self-contained build that every way of running ssllint
// uses — the npm package's bin, the pre-commit hook (installed from git, where nothing
// can be compiled) and the GitHub Action (run from a checkout, with no node_modules).
//
// dist-bundle/
//   ssllint.mjs        the CLI (exports main(); bin/ssllint.js calls it)
//   action.mjs         the Action's entry (runs on import)
//   chunk-HASH.mjs     the code both share, and code loaded only when needed (yaml for a
//                      .ssllint.yaml, the --measure timing): esbuild splits each import()
//                      into its own chunk, so a plain lint never reads or compiles them
//   node-forge.cjs     node-forge, read only when a certificate field needs it
//   THIRD-PARTY-LICENSES.txt  the licences of the packages bundled in
//
// Every dependency is bundled, so the package has no runtime dependencies to install.
// Output is a pure function of the sources, the locked dependencies and the pinned esbuild:
// test/ship-bundle.test.ts rebuilds it and fails when the committed copy is stale.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(REPO, 'dist-bundle');
const FORGE_FILE = 'node-forge.cjs';

// Node 18 has every API the code uses; the Action's node24 runs the same file.
const TARGET = 'node18';

// src/certs/forge.ts loads node-forge synchronously, and only when needed, with
// createRequire(import.meta.url)('node-forge'): esbuild leaves such a call alone. In the
// bundle that call must reach the sibling node-forge.cjs instead of a node_modules that
// the Action and the hook do not have. The rewrite fails loudly if forge.ts changes shape.
const FORGE_CALL = "createRequire(import.meta.url)('node-forge')";
const forgeSibling = {
  name: 'forge-sibling',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]certs[\\/]forge\.ts$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const uses = text.split(FORGE_CALL).length - 1;
      if (uses !== 1) {
        return {
          errors: [{ text: `${relative(REPO, path)} should call ${FORGE_CALL} exactly once (found ${uses}); update scripts/bundle.mjs to load node-forge the new way` }],
        };
      }
      return { contents: text.replace(FORGE_CALL, `createRequire(import.meta.url)('./${FORGE_FILE}')`), loader: 'ts' };
    });
  },
};

// CommonJS packages inside an ES module call require() for Node built-ins (commander
// needs node:events, node:child_process...): give every output file a real one.
const BANNER = "import { createRequire as __ssllintCreateRequire } from 'node:module';\nconst require = __ssllintCreateRequire(import.meta.url);";

const common = {
  absWorkingDir: REPO,
  bundle: true,
  platform: 'node',
  target: TARGET,
  write: false,
  metafile: true,
  logLevel: 'silent',
  legalComments: 'none',
};

/** The package directory an input file lies in (`node_modules/@scope/name/lib/x.js` → `node_modules/@scope/name`). */
function packageDirOf(input) {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return m ? m[1] : undefined;
}

function licenses(packageDirs) {
  const parts = [];
  for (const rel of [...packageDirs].sort()) {
    const dir = join(REPO, rel);
    const name = rel.replace(/^.*node_modules\//, '');
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[sc]e(\.|$)/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `(no licence file; package.json says ${pkg.license})`;
    parts.push(`${name} ${pkg.version}, licence: ${pkg.license}\n${'-'.repeat(72)}\n${text}\n`);
  }
  return `Third-party software bundled into the files of this directory.\n\n${parts.join('\n')}`;
}

/**
 * Builds the bundle into `outdir` (default: the committed dist-bundle/), replacing what was
 * there. Returns the file names written, sorted.
 */
export async function bundle(outdir = BUNDLE_DIR) {
  const app = await esbuild.build({
    ...common,
    entryPoints: { ssllint: 'src/cli/main.ts', action: 'src/action/main.ts' },
    outdir,
    format: 'esm',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    banner: { js: BANNER },
    plugins: [forgeSibling],
  });
  const forge = await esbuild.build({
    ...common,
    entryPoints: [createRequire(join(REPO, 'package.json')).resolve('node-forge')],
    outfile: join(outdir, FORGE_FILE),
    format: 'cjs',
  });

  const packageDirs = new Set();
  for (const result of [app, forge]) {
    for (const input of Object.keys(result.metafile.inputs)) {
      const dir = packageDirOf(input);
      if (dir) packageDirs.add(dir);
    }
  }

  // Only what an earlier build wrote goes: a chunk's name changes with its content.
  mkdirSync(outdir, { recursive: true });
  for (const name of readdirSync(outdir)) {
    if (/\.(mjs|cjs)$|^THIRD-PARTY-LICENSES\.txt$/.test(name)) rmSync(join(outdir, name));
  }
  const written = [];
  for (const file of [...app.outputFiles, ...forge.outputFiles]) {
    writeFileSync(file.path, file.contents);
    written.push(relative(outdir, file.path));
  }
  writeFileSync(join(outdir, 'THIRD-PARTY-LICENSES.txt'), licenses(packageDirs));
  written.push('THIRD-PARTY-LICENSES.txt');
  return written.sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const files = await bundle(process.argv[2] ? resolve(process.argv[2]) : BUNDLE_DIR);
    console.log(`bundled ${files.length} files: ${files.join(', ')}`);
  } catch (err) {
    const errors = err.errors ?? [];
    for (const e of errors) console.error(`${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`);
    if (errors.length === 0) console.error(err);
    process.exitCode = 1;
  }
}
