// An Apache directive from a module the server does not load stops httpd from starting
// ("Invalid command 'Header', perhaps misspelled or defined by a module not included in the
// server configuration"). A fix does not write one into a tree whose LoadModule lines leave
// its module out (src/fix/plan.ts), and a finding's fix says what it needs instead
// (fixForModules, in the lint); a tree with no LoadModule at all (a snippet) is given the
// benefit of the doubt.
import type { Fix } from '../findings.js';
import { moduleKey } from './conditions.js';
import type { ConfigTree } from '../source/types.js';
import type { Directive } from '../syntax/types.js';

/** The module each directive a fix may write comes from (lower-case names; core ones absent). */
const MODULE_OF: Record<string, string> = {
  header: 'headers',
  requestheader: 'headers',
  expiresactive: 'expires',
  expiresdefault: 'expires',
  expiresbytype: 'expires',
};

/** `ssl` for SSL* directives, else the table's module, else undefined (core). */
function moduleOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  return lower.startsWith('ssl') ? 'ssl' : MODULE_OF[lower];
}

/** A session or stapling cache names its provider, a module of its own (`shmcb:` is mod_socache_shmcb). */
function providerOf(name: string, words: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (lower !== 'sslsessioncache' && lower !== 'sslstaplingcache') return undefined;
  const m = /^["']?(shmcb|dbm|memcache|redis|dc)\b/i.exec(words[0] ?? '');
  return m ? `socache_${m[1].toLowerCase()}` : undefined;
}

/** Module keys an Apache tree loads anywhere (any condition). */
export function treeModules(tree: ConfigTree): Set<string> {
  const loaded = new Set<string>();
  const scan = (list: readonly Directive[]): void => {
    for (const d of list) {
      if (d.name.toLowerCase() === 'loadmodule' && d.args[0]) loaded.add(moduleKey(d.args[0].value));
      if (d.block) scan(d.block);
    }
  };
  for (const parsed of tree.files.values()) scan(parsed.directives);
  return loaded;
}

/** Module keys each Apache tree loads anywhere (any condition), by file; undefined: loads none. */
export function loadedModules(trees: readonly ConfigTree[]): Map<string, Set<string> | undefined> {
  const byFile = new Map<string, Set<string> | undefined>();
  for (const tree of trees) {
    if (tree.dialect !== 'apache') continue;
    const loaded = treeModules(tree);
    for (const file of tree.files.keys()) {
      const known = byFile.get(file);
      // A file two trees read keeps what both load (a module loaded by only one may be missing).
      byFile.set(file, loaded.size === 0 ? known : known ? new Set([...known].filter((k) => loaded.has(k))) : loaded);
    }
  }
  return byFile;
}

/** Why the directive cannot be written into `file`, or undefined. */
export function missingModule(loaded: Map<string, Set<string> | undefined>, file: string, name: string, words: readonly string[]): string | undefined {
  return missingFrom(loaded.get(file), name, words)?.why;
}

/** The module a directive needs that `set` lacks (undefined set: a tree that loads none, given the benefit of the doubt). */
function missingFrom(set: Set<string> | undefined, name: string, words: readonly string[]): { module: string; why: string } | undefined {
  if (!set || set.size === 0) return undefined;
  for (const module of [moduleOf(name), providerOf(name, words)]) {
    if (module && !set.has(module)) return { module, why: `\`${name}\` needs LoadModule ${module}_module, which the configuration does not load` };
  }
  return undefined;
}

/**
 * A finding's fix as a tree that loads `modules` can take it: when what it writes needs a module
 * the tree does not load, the fix says so first and writes nothing itself (--fix would refuse
 * it: src/fix/plan.ts), so that the fix line and --fix tell the same story.
 */
export function fixForModules(fix: Fix, modules: Set<string>): Fix {
  if (fix.replacement === undefined || modules.size === 0) return fix;
  for (const line of fix.replacement.split('\n')) {
    const [name, ...words] = line.trim().split(/\s+/);
    const missing = name ? missingFrom(modules, name, words) : undefined;
    if (!missing) continue;
    const { replacement, ...rest } = fix;
    // The directives on one line, joined as stylish joins an Apache fix's (report/directive-fixes.ts).
    const lines = (replacement as string).split('\n').map((l) => l.trim()).filter(Boolean);
    return { ...rest, description: `load mod_${missing.module} first (\`a2enmod ${missing.module}\`: the configuration has no LoadModule ${missing.module}_module), then write\n${lines.join(' · ')}` };
  }
  return fix;
}
