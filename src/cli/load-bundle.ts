// Runs dist-bundle/app.cjs, the shipped code, for the small entries that start it
// (ssllint.cjs for the command line, action.mjs for the GitHub Action). It goes through
// vm.Script rather than require() because a Script can be handed the code V8 compiled in an
// earlier run (code-cache.ts), on every Node from 18 on: compiling the bundle and the
// functions a lint calls is much of what ssllint costs at start-up. That is also why the
// bundle is CommonJS: a Script compiles a function body, which cannot hold an ES module.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type * as Bundled from './bundled.js';
import { cacheDirectory, codeCache } from './code-cache.js';

/** The first 16 hex digits of app.cjs's SHA-256, written in by scripts/bundle.mjs. */
declare const SSLLINT_BUNDLE_HASH: string;

// Commander needs node:child_process only for executable subcommands (ssllint has none),
// node:crypto serves certificates and SARIF fingerprints, node:net only isIP() for
// certificate names: a plain lint may need none of them, and each costs milliseconds to
// load. The bundle reads their exports only when it uses them, so they load then.
const LAZY_BUILTINS = new Set(['node:child_process', 'node:crypto', 'node:net']);

function lazyModule(load: () => object): object {
  let real: object | undefined;
  const target = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const d = Reflect.getOwnPropertyDescriptor(target(), key);
        // A proxy may not report a property the empty target lacks as non-configurable.
        return d && { ...d, configurable: true };
      },
    },
  );
}

/** The commands main.ts registers besides the lint itself (a test keeps the list true). */
export const SUBCOMMANDS: readonly string[] = ['ciphers', 'advise', 'parse', 'platforms', 'audit', 'lsp', 'rules', 'explain', 'verify'];

/**
 * A cache holds what the run that wrote it compiled, so one written by `ssllint --version`
 * would hold none of the linter: each command keeps its own. A wrong guess costs speed only.
 */
export function cacheTag(argv: readonly string[]): string {
  const words = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : argv.length);
  if (words.some((a) => a === '-v' || a === '--version' || a === '-h' || a === '--help')) return 'info';
  const first = words.find((a) => !a.startsWith('-'));
  if (first === 'help') return 'info';
  return first !== undefined && SUBCOMMANDS.includes(first) ? first : 'lint';
}

let loaded: typeof Bundled | undefined;

/**
 * Runs app.cjs (once per process) and returns its exports; `tag` names the cache entry.
 * `nodeRequire` is a require() of the entry beside app.cjs (its own, in CommonJS): the one
 * app.cjs gets, which finds the builtins and the sibling files as its own would.
 */
export function loadBundle(tag: string, nodeRequire: NodeJS.Require): typeof Bundled {
  if (loaded) return loaded;
  // In CommonJS (the command line's entry), the directory without a round trip through a URL.
  const file = join(typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url)), 'app.cjs');
  // ASCII only (scripts/bundle.mjs checks), so latin1 reads it as UTF-8 would, without the
  // UTF-8 reader's extra buffers: some 200 fewer fresh pages, each a page fault. The text is
  // already wrapped as Node wraps a CommonJS module, wrapper on the first line (line numbers
  // in stack traces stay the file's), so the Script compiles it as it is, with no copy.
  const source = readFileSync(file, 'latin1');
  // os.homedir() is $HOME wherever the cache is used (POSIX) and HOME is set: node:os, a
  // module more to load, only when it is not.
  const env = process.env;
  const dir = cacheDirectory(env, () => env.HOME ?? (nodeRequire('node:os') as typeof import('node:os')).homedir());
  // V8 checks little more than a source's length before it runs cached code for it, so the
  // entry is named after the build's content hash, the Node and the architecture, and also
  // the file's time: a bundle edited in place must not run as the code it replaced.
  const mtime = Math.round(statSync(file).mtimeMs);
  const cache = dir && codeCache(dir, `${tag}-${SSLLINT_BUNDLE_HASH}-${mtime}-node${process.versions.node}-${process.arch}`);
  const cachedData = cache ? cache.read() : undefined;
  const script = new Script(source, { filename: file, cachedData });
  if (cache && (!cachedData || script.cachedDataRejected)) {
    // Written at exit, when it holds every function the run compiled, not only the top level.
    process.once('exit', () => cache.write(() => script.createCachedData()));
  }
  // Each bundled module requires its builtins itself (node:fs some twenty times over), and
  // Node's require() does several microseconds of work for each call: a builtin is the same
  // object every time, so each is asked of Node once.
  const builtins = new Map<string, unknown>();
  const require = Object.assign((id: string) => {
    let m = builtins.get(id);
    if (m === undefined) {
      if (!id.startsWith('node:')) return nodeRequire(id);
      m = LAZY_BUILTINS.has(id) ? lazyModule(() => nodeRequire(id) as object) : nodeRequire(id);
      builtins.set(id, m);
    }
    return m;
  }, nodeRequire);
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dirname(file));
  return (loaded = module.exports as typeof Bundled);
}
