// `npm run bundle`: the committed, self-contained build that every way of running ssllint
// uses — the npm package's bin, the pre-commit hook (installed from git, where nothing
// can be compiled) and the GitHub Action (run from a checkout, with no node_modules).
//
// dist-bundle/
//   app.cjs            all the code: the CLI and the Action (src/cli/bundled.ts). CommonJS,
//                      in Node's module wrapper, because it runs through vm.Script, which can
//                      reuse V8's compiled code from an earlier run (src/cli/load-bundle.ts,
//                      code-cache.ts)
//   ssllint.cjs        the CLI's entry: exports main(), which runs app.cjs (bin/ssllint.js
//                      calls it). CommonJS too: an ES module would start Node's ES module
//                      loader, about 10 ms more for every run
//   ssllint.mjs        the same main() for ES modules that import the bundle
//   action.mjs         the Action's entry (runs on import), through app.cjs the same way
//   yaml.cjs           yaml, read only for a .ssllint.yaml
//   vscode-languageserver*.cjs  the LSP libraries, read only by `ssllint lsp`
//   node-forge.cjs     node-forge, read only when a certificate field needs it
//   THIRD-PARTY-LICENSES.txt  the licences of the packages bundled in
//
// Every dependency is bundled, so the package has no runtime dependencies to install.
// Output is a pure function of the sources, the locked dependencies and the pinned esbuild:
// test/ship-bundle.test.ts rebuilds it and fails when the committed copy is stale.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(REPO, 'dist-bundle');
const FORGE_FILE = 'node-forge.cjs';
const YAML_FILE = 'yaml.cjs';
const CODE_FILE = 'app.cjs';
// app.cjs holds the function src/cli/load-bundle.ts calls, as Node wraps a CommonJS module:
// the script is compiled from the file's text as it is, with no wrapped copy to make. The
// wrapper opens the first line, so the file's line numbers are the stack traces' own.
const CODE_WRAPPER = ['(function (exports, require, module, __filename, __dirname) {', '\n})\n'];

// Node 18 has every API the code uses; the Action's node24 runs the same file. Node 16 runs
// this output as it is (test/ship-pack.test.ts runs the package on 16 to 24), while esbuild's
// node16 target (16.0.0) would downlevel every `?.` call that 16.20 runs natively.
const TARGET = 'node18';

// src/certs/forge.ts loads node-forge synchronously, and only when needed, with
// createRequire(import.meta.url)('node-forge'): esbuild leaves such a call alone. In the
// bundle that call must reach the sibling node-forge.cjs instead of a node_modules that
// the Action and the hook do not have. app.cjs is handed a require() of its own directory
// (src/cli/load-bundle.ts), so the call becomes that require's, and node:module, which
// createRequire would load on every run, is not imported at all. The rewrite fails loudly if
// forge.ts changes shape.
const FORGE_CALL = "createRequire(import.meta.url)('node-forge')";
const FORGE_IMPORT = "import { createRequire } from 'node:module';\n";
const FORGE_REQUIRE = `require('./${FORGE_FILE}')`;
const forgeSibling = {
  name: 'forge-sibling',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]certs[\\/]forge\.ts$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const uses = text.split(FORGE_CALL).length - 1;
      const imports = text.split(FORGE_IMPORT).length - 1;
      const rest = text.replace(FORGE_IMPORT, '').replace(FORGE_CALL, '');
      if (uses !== 1 || imports !== 1 || rest.includes('createRequire')) {
        return {
          errors: [{ text: `${relative(REPO, path)} should import createRequire once and call ${FORGE_CALL} exactly once, and nothing else of it; update scripts/bundle.mjs to load node-forge the new way` }],
        };
      }
      return { contents: text.replace(FORGE_IMPORT, '').replace(FORGE_CALL, FORGE_REQUIRE), loader: 'ts' };
    });
    // Left to the require() app.cjs is given, not bundled.
    build.onResolve({ filter: new RegExp(`^\\./${FORGE_FILE.replace('.', '\\.')}$`) }, ({ path }) => ({ path, external: true }));
  },
};

// Packages that only some runs need stay in files of their own beside the bundle, which a
// require() in the bundle reads when that happens: yaml (a quarter of the bundle) only for a
// .ssllint.yaml (config/file.ts imports it with import()), the language server's libraries
// only for `ssllint lsp` (src/cli/lsp/, itself loaded by that command alone).
const SIBLINGS = [
  { pkg: 'yaml', file: YAML_FILE },
  { pkg: 'vscode-languageserver/node', file: 'vscode-languageserver.cjs' },
  { pkg: 'vscode-languageserver-textdocument', file: 'vscode-languageserver-textdocument.cjs' },
];
const siblingPackages = {
  name: 'sibling-packages',
  setup(build) {
    for (const { pkg, file } of SIBLINGS) {
      build.onResolve({ filter: new RegExp(`^${pkg.replaceAll('/', '\\/')}$`) }, () => ({ path: file, namespace: 'sibling' }));
    }
    build.onResolve({ filter: /.*/, namespace: 'sibling' }, ({ path }) => ({ path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'sibling' }, ({ path }) => ({ contents: `module.exports = require('./${path}');`, loader: 'js' }));
  },
};

// CommonJS has no import.meta: the modules that ask for their own URL (to find package.json
// and app.cjs) get their output file's, which lies in the same place. A getter, so that a run
// that asks for none (a lint) pays nothing for it. The banner comes before esbuild's
// "use strict", so it repeats it: ES modules are strict code.
const IMPORT_META = '__ssllintImportMeta';
const CJS_BANNER = `"use strict";\nvar ${IMPORT_META} = { get url() { return require('node:url').pathToFileURL(__filename).href; } };`;
const cjs = { format: 'cjs', define: { 'import.meta.url': `${IMPORT_META}.url` }, banner: { js: CJS_BANNER } };

// The entries are small: the code cache handling, and the call into app.cjs. In the Action's,
// src/action/main.ts imports runAction from bundle-action.ts instead of run.ts.
const ENTRY_INPUTS = new Set(['src/cli/bundle-cli.ts', 'src/cli/load-bundle.ts', 'src/cli/code-cache.ts', 'src/action/main.ts', 'src/cli/bundle-action.ts']);
const actionThroughBundle = {
  name: 'action-through-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/run\.js$/ }, ({ importer }) => {
      if (!/[\\/]src[\\/]action[\\/]main\.ts$/.test(importer)) return undefined;
      return { path: join(REPO, 'src', 'cli', 'bundle-action.ts') };
    });
  },
};

// A source with a single non-ASCII character is held by V8 as two bytes a character, which is
// slower to read and to compile at every start. esbuild escapes strings and regular
// expressions, but keeps a few comments as written: their characters become \uXXXX text,
// which changes nothing.
function asciiOnly(text, file) {
  const escaped = text.replace(/^[ \t]*\/\/.*$/gm, (line) => line.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const left = /^.*[^\x00-\x7f].*$/m.exec(escaped);
  if (left) throw new Error(`${file} has a non-ASCII character outside a line comment: ${left[0].trim().slice(0, 120)}`);
  return escaped;
}

// Values every run would otherwise work out the same way, at interpreter speed, from code and
// tables it then need not carry: each module here exports a function that returns its value
// as JSON text. The build bundles the module on its own and asks it, so the answer is the
// code's own, and the bundle gets a module that returns that answer in its place.
//   src/openssl/images.ts     the engines' image, built from the suite tables and the profiles
//   src/advice/fix-defaults.ts  the fix each server kind gets with the default advice options
const BAKED = [
  { file: 'src/openssl/images.ts', exported: 'export function imageJson(): string', name: 'imageJson' },
  { file: 'src/advice/fix-defaults.ts', exported: 'export function defaultFixesJson(): string', name: 'defaultFixesJson' },
];
const BAKED_FILTER = new RegExp(`[\\\\/](?:${BAKED.map((b) => b.file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);

async function bakedValues() {
  const values = new Map();
  for (const b of BAKED) {
    const built = await esbuild.build({ ...common, entryPoints: [b.file], format: 'esm', metafile: false });
    const mod = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].contents).toString('base64')}`);
    values.set(b.file, mod[b.name]());
  }
  return values;
}

function baked(values) {
  return {
    name: 'baked-values',
    setup(build) {
      build.onLoad({ filter: BAKED_FILTER }, ({ path }) => {
        const b = BAKED.find((x) => path.endsWith(x.file) || path.endsWith(x.file.replaceAll('/', '\\')));
        if (!readFileSync(path, 'utf8').includes(b.exported)) {
          return { errors: [{ text: `${b.file} should export \`${b.exported}\`; update scripts/bundle.mjs to bake it the new way` }] };
        }
        const contents = `// Baked by scripts/bundle.mjs: what ${b.file} returns.\n${b.exported} {\n  return ${JSON.stringify(values.get(b.file))};\n}\n`;
        return { contents, loader: 'ts' };
      });
    },
  };
}

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
  const code = await esbuild.build({
    ...common,
    ...cjs,
    entryPoints: ['src/cli/bundled.ts'],
    outfile: join(outdir, CODE_FILE),
    plugins: [forgeSibling, siblingPackages, baked(await bakedValues())],
  });
  const codeText = `${CODE_WRAPPER[0]}${asciiOnly(code.outputFiles[0].text, CODE_FILE)}${CODE_WRAPPER[1]}`;
  const hashed = { SSLLINT_BUNDLE_HASH: JSON.stringify(createHash('sha256').update(codeText).digest('hex').slice(0, 16)) };
  const cli = await esbuild.build({
    ...common,
    ...cjs,
    entryPoints: ['src/cli/bundle-cli.ts'],
    outfile: join(outdir, 'ssllint.cjs'),
    define: { ...cjs.define, ...hashed },
  });
  const action = await esbuild.build({
    ...common,
    entryPoints: ['src/action/main.ts'],
    outfile: join(outdir, 'action.mjs'),
    format: 'esm',
    define: hashed,
    plugins: [actionThroughBundle],
  });
  for (const entry of [cli, action]) {
    const leaked = Object.keys(entry.metafile.inputs).filter((i) => !ENTRY_INPUTS.has(i));
    if (leaked.length) throw new Error(`an entry would hold code that belongs in ${CODE_FILE}: ${leaked.join(', ')}`);
  }
  const vendored = (file, pkg) =>
    esbuild.build({
      ...common,
      entryPoints: [createRequire(join(REPO, 'package.json')).resolve(pkg)],
      outfile: join(outdir, file),
      format: 'cjs',
    });
  const forge = await vendored(FORGE_FILE, 'node-forge');
  const siblings = [];
  for (const { pkg, file } of SIBLINGS) siblings.push(await vendored(file, pkg));

  const packageDirs = new Set();
  for (const result of [code, forge, ...siblings]) {
    for (const input of Object.keys(result.metafile.inputs)) {
      const dir = packageDirOf(input);
      if (dir) packageDirs.add(dir);
    }
  }

  // What earlier builds wrote goes, including files of an older layout (chunk-*.mjs).
  mkdirSync(outdir, { recursive: true });
  for (const name of readdirSync(outdir)) {
    if (/\.(mjs|cjs)$|^THIRD-PARTY-LICENSES\.txt$/.test(name)) rmSync(join(outdir, name));
  }
  const written = [];
  const write = (file, text) => {
    writeFileSync(file.path, text);
    written.push(relative(outdir, file.path));
  };
  write(code.outputFiles[0], codeText);
  for (const file of [...cli.outputFiles, ...action.outputFiles]) write(file, asciiOnly(file.text, relative(outdir, file.path)));
  // The vendored packages are compiled only when needed, as they come.
  for (const file of [forge, ...siblings].flatMap((r) => r.outputFiles)) write(file, file.contents);
  // esbuild marks ssllint.cjs's exports for Node's CommonJS export detection, so this works.
  writeFileSync(join(outdir, 'ssllint.mjs'), "// The CLI's main() for ES modules; see ssllint.cjs.\nexport { main } from './ssllint.cjs';\n");
  written.push('ssllint.mjs');
  writeFileSync(join(outdir, 'THIRD-PARTY-LICENSES.txt'), licenses(packageDirs));
  written.push('THIRD-PARTY-LICENSES.txt');
  return written.sort();
}

/**
 * The whole program in one CommonJS file, for a single executable (scripts/sea.mjs): no code
 * cache through vm.Script, no sibling files (node-forge, yaml and the LSP libraries are in it),
 * and package.json's version written in, since there is no package.json beside an executable.
 */
export async function singleFile(outfile) {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  const forgeInline = {
    name: 'forge-inline',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]certs[\\/]forge\.ts$/ }, ({ path }) => {
        const text = readFileSync(path, 'utf8');
        if (!text.includes(FORGE_CALL) || !text.includes(FORGE_IMPORT)) {
          return { errors: [{ text: `${relative(REPO, path)} no longer calls ${FORGE_CALL}; update scripts/bundle.mjs` }] };
        }
        return { contents: text.replace(FORGE_IMPORT, '').replace(FORGE_CALL, "require('node-forge')"), loader: 'ts' };
      });
    },
  };
  const built = await esbuild.build({
    ...common,
    ...cjs,
    define: { ...cjs.define, SSLLINT_PACKAGE_VERSION: JSON.stringify(pkg.version), SSLLINT_PACKAGE_HOME: JSON.stringify(/^(?:git\+)?(https:\/\/[^\s#?]+?)(?:\.git)?\/?$/.exec(pkg.repository?.url ?? '')?.[1] ?? '') },
    entryPoints: ['src/cli/sea-main.ts'],
    outfile,
    plugins: [forgeInline, baked(await bakedValues())],
  });
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(outfile, built.outputFiles[0].text);
  return outfile;
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
