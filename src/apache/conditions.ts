// httpd's configuration-time conditionals: <IfModule>, <IfDefine>, <IfVersion>, and the
// ones whose answer is on a machine we do not see (<IfFile>, <IfDirective>, <IfSection>).
import { compareVersions, parseVersion, type VersionParts } from '../model/version.js';
import { testWithin } from '../syntax/bounded-regex.js';
import { isKnownModule } from './directive-table.js';

/**
 * Modules compiled into Debian's and upstream's default httpd (`apache2 -l`): present even
 * in a tree whose LoadModule lines name others.
 */
const STATIC_MODULES = new Set(['core', 'so', 'http', 'watchdog', 'log_config', 'logio', 'version', 'unixd']);

const MPM_SOURCES: Record<string, string> = { 'event.c': 'mpm_event', 'prefork.c': 'mpm_prefork', 'worker.c': 'mpm_worker' };

/**
 * One key per module whichever way it is named: `<IfModule>` takes the module identifier
 * (`ssl_module`) or its source file (`mod_ssl.c`); LoadModule names the identifier.
 */
export function moduleKey(name: string): string {
  const n = name.trim().toLowerCase();
  if (MPM_SOURCES[n]) return MPM_SOURCES[n];
  if (n === 'http_core.c') return 'http';
  let m = /^mod_(.+)\.c$/.exec(n);
  if (m) return m[1];
  m = /^(.+)_module$/.exec(n);
  if (m) return m[1];
  m = /^(.+)\.c$/.exec(n);
  if (m) return m[1];
  return n;
}

/** Source files of httpd's own modules that are not `mod_<name>.c`. */
const SOURCES: Record<string, string> = { core_module: 'core.c', http_module: 'http_core.c', mpm_event_module: 'event.c', mpm_prefork_module: 'prefork.c', mpm_worker_module: 'worker.c' };

/**
 * The two names `<IfModule>` finds a module by: its identifier (as LoadModule names it) and its
 * source file (the module's `name`, __FILE__ without the directory). httpd compares each with
 * strcmp, case included (find_module in server/core.c; live: `<IfModule mime.c>` and
 * `<IfModule Mod_Mime.c>` are skipped with mod_mime loaded, `mod_mime.c` and `mime_module` read).
 * A third-party module's source file is taken to follow the same `mod_<name>.c` convention.
 */
export function moduleNames(id: string): [string, string] {
  return [id, SOURCES[id] ?? `mod_${id.replace(/_module$/, '')}.c`];
}

/**
 * An `<IfModule>` name that is a form of a module's name but neither of the two httpd matches
 * (`mime.c`, `mod_mime`, `mod_mime.so`, `Mod_Mime.c`, `mime`): httpd finds no module, and the
 * section is skipped (or, negated, always read). Returns the names it would match; undefined
 * for a name httpd matches, or one no module known here goes by.
 */
export function misnamedModule(name: string, state: ConditionState): [string, string] | undefined {
  const loose = name.toLowerCase().replace(/\.(c|so)$/, '').replace(/_module$/, '').replace(/^mod_/, '');
  if (!/^[a-z0-9_]+$/.test(loose)) return undefined;
  const id = `${loose}_module`;
  if (!state.loaded.has(loose) && !isKnownModule(id) && !SOURCES[id]) return undefined;
  const names = moduleNames(id);
  return names.includes(name) ? undefined : names;
}

export interface ConditionState {
  /** Keys (moduleKey) of the modules loaded so far, in the order httpd reads the files. */
  loaded: Set<string>;
  /**
   * False when no LoadModule appears anywhere in the tree (a snippet, an .htaccess, a
   * statically built server): then every module is assumed present.
   */
  treeLoadsModules: boolean;
  /** Names set by `Define` so far (and not undone by `UnDefine`). */
  defines: Set<string>;
  version: VersionParts;
  versionText: string;
}

function negation(arg: string | undefined): { negated: boolean; name: string } {
  const text = arg ?? '';
  return text.startsWith('!') ? { negated: true, name: text.slice(1) } : { negated: false, name: text };
}

export function moduleLoaded(state: ConditionState, name: string): boolean {
  if (!state.treeLoadsModules) return true;
  const key = moduleKey(name);
  return state.loaded.has(key) || STATIC_MODULES.has(key);
}

/** Whether the body of a conditional section applies; undefined for a section that is not a conditional. */
export function conditionHolds(section: string, args: readonly string[], state: ConditionState): boolean | undefined {
  switch (section) {
    case 'ifmodule': {
      const { negated, name } = negation(args[0]);
      if (misnamedModule(name, state)) return negated;
      return moduleLoaded(state, name) !== negated;
    }
    case 'ifdefine': {
      const { negated, name } = negation(args[0]);
      return state.defines.has(name) !== negated;
    }
    case 'ifversion':
      return versionMatches(args, state);
    // Whether a file exists on the server, or a directive/section is known to its build,
    // cannot be seen from here: take the positive test as true so its body is linted.
    case 'iffile':
    case 'ifdirective':
    case 'ifsection':
      return !negation(args[0]).negated;
    default:
      return undefined;
  }
}

/** `<IfVersion [[!]op] version>` with op one of = == > >= < <= ~, or a `/regex/` version (mod_version). */
function versionMatches(args: readonly string[], state: ConditionState): boolean {
  let op = '=';
  let operand = args[0] ?? '';
  if (args.length >= 2) {
    op = args[0];
    operand = args[1];
  }
  let negated = false;
  if (op.startsWith('!')) {
    negated = true;
    op = op.slice(1) || '=';
  }
  let result: boolean;
  if (op === '~' || (operand.length > 1 && operand.startsWith('/') && operand.endsWith('/') && (op === '=' || op === '=='))) {
    const source = op === '~' ? operand : operand.slice(1, -1);
    try {
      // Still running after 50 ms (a regex that backtracks without bound): taken as false.
      result = testWithin(new RegExp(source), state.versionText, 50) === true;
    } catch {
      result = false;
    }
  } else {
    const wanted = parseVersion(operand);
    if (!wanted) return false;
    const c = compareVersions(state.version, wanted);
    switch (op) {
      case '=':
      case '==':
        result = c === 0;
        break;
      case '>':
        result = c > 0;
        break;
      case '>=':
        result = c >= 0;
        break;
      case '<':
        result = c < 0;
        break;
      case '<=':
        result = c <= 0;
        break;
      default:
        result = false;
    }
  }
  return result !== negated;
}
