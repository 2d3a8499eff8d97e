// Reads an Apache tree in the order httpd does: includes spliced where they stand,
// conditional sections decided with what was loaded and defined up to that line, and what
// remains sorted into the main server, its <VirtualHost>s and their per-directory sections.
import type { ScopeKind } from '../model/types.js';
import type { VersionParts } from '../model/version.js';
import type { ConfigTree } from '../source/types.js';
import type { Directive, ParsedFile, Span } from '../syntax/types.js';
import { conditionHolds, moduleKey, type ConditionState } from './conditions.js';
import { expandMacro, macroOf, type Macro } from './macros.js';

export interface ApacheBlock {
  /** The <VirtualHost> / section directive; undefined for the main server. */
  directive?: Directive;
  /** Simple directives in effect here, in reading order. */
  own: Directive[];
  sections: ApacheSection[];
}

export interface ApacheSection extends ApacheBlock {
  kind: ScopeKind;
  directive: Directive;
}

export interface ApacheWalk {
  main: ApacheBlock;
  vhosts: (ApacheBlock & { directive: Directive })[];
  state: ConditionState;
  /**
   * The spans of the Include/IncludeOptional lines httpd reaches. The loader follows every
   * include, also those in a section that turns out false; httpd never reads those.
   */
  reachedIncludes: Set<Span>;
}

const SECTION_KINDS: Record<string, ScopeKind> = {
  directory: 'directory',
  directorymatch: 'directory',
  files: 'files',
  filesmatch: 'files',
  location: 'location',
  locationmatch: 'location',
  if: 'if',
  elseif: 'if',
  else: 'if',
};

/** Sections, conditionals and includes nested deeper than this are left out (httpd itself stops includes at 128). */
const MAX_DEPTH = 256;

function isInclude(lowerName: string): boolean {
  return lowerName === 'include' || lowerName === 'includeoptional';
}

/**
 * Sees every directive httpd reads, in reading order: `enclosing` holds the sections around it
 * (<VirtualHost>, <Directory>, <Limit>, <Proxy> …; not the conditionals, which are transparent),
 * innermost last; `state` is what was loaded and defined up to that line.
 */
export type WalkVisitor = (d: Directive, enclosing: readonly Directive[], state: ConditionState) => void;

/** Containers whose bodies httpd does not read as directives where they stand. */
const OPAQUE_BODIES = new Set(['macro', 'perl']);

/** `defines`: names given to httpd with -D at start (Gentoo's `-D SSL`), true in <IfDefine> from the first line. */
export function walkApache(
  tree: ConfigTree,
  version: VersionParts,
  versionText: string,
  defines: readonly string[] = [],
  visit?: WalkVisitor,
): ApacheWalk {
  const state: ConditionState = {
    loaded: new Set(),
    treeLoadsModules: loadsModules(tree),
    defines: new Set(defines),
    version,
    versionText,
  };
  const main: ApacheBlock = { own: [], sections: [] };
  const vhosts: ApacheWalk['vhosts'] = [];
  const active = new Set<string>();
  const reachedIncludes = new Set<Span>();
  // mod_macro's table as reading goes: defined by <Macro>, dropped by UndefMacro.
  const macros = new Map<string, Macro>();
  const expanding = new Set<string>();

  const enclosing: Directive[] = [];
  const walk = (list: readonly Directive[], block: ApacheBlock, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const d of list) {
      const name = d.name.toLowerCase();
      visit?.(d, enclosing, state);
      if (isInclude(name) && d.includes) {
        reachedIncludes.add(d.span);
        for (const path of d.includes) {
          const parsed = tree.files.get(path);
          if (!parsed || active.has(path)) continue;
          active.add(path);
          walk(parsed.directives, block, depth + 1);
          active.delete(path);
        }
        continue;
      }
      if (name === 'macro' && d.block) {
        const def = macroOf(d);
        if (def) macros.set(def.name, def.macro);
        continue;
      }
      if (name === 'use' && d.args[0]) {
        const key = d.args[0].value.toLowerCase();
        const macro = macros.get(key);
        // A macro used inside itself is refused by httpd ("recursive use of macro").
        const body = macro && !expanding.has(key) ? expandMacro(macro, d.args.slice(1).map((a) => a.value)) : undefined;
        if (body) {
          expanding.add(key);
          walk(body, block, depth + 1);
          expanding.delete(key);
          continue;
        }
      }
      if (name === 'undefmacro' && d.args[0]) macros.delete(d.args[0].value.toLowerCase());
      if (d.block) {
        const holds = conditionHolds(name, d.args.map((a) => a.value), state);
        if (holds !== undefined) {
          if (holds) walk(d.block, block, depth + 1);
          continue;
        }
        if (name === 'virtualhost') {
          // A <VirtualHost> inside another or inside a section is an httpd error: skipped.
          if (block === main) {
            const vhost = { directive: d, own: [], sections: [] };
            vhosts.push(vhost);
            enclosing.push(d);
            walk(d.block, vhost, depth + 1);
            enclosing.pop();
          }
          continue;
        }
        const kind = SECTION_KINDS[name];
        if (kind) {
          const section: ApacheSection = { kind, directive: d, own: [], sections: [] };
          block.sections.push(section);
          enclosing.push(d);
          walk(d.block, section, depth + 1);
          enclosing.pop();
        } else if (visit && !OPAQUE_BODIES.has(name)) {
          // Other containers (<Proxy>, <Limit>, <RequireAll> …) hold nothing the model reads,
          // but their directives are checked: walked into a block the model never sees.
          enclosing.push(d);
          walk(d.block, { own: [], sections: [] }, depth + 1);
          enclosing.pop();
        }
        continue;
      }
      if (name === 'loadmodule' && d.args[0]) state.loaded.add(moduleKey(d.args[0].value));
      else if (name === 'define' && d.args[0]) state.defines.add(d.args[0].value);
      else if (name === 'undefine' && d.args[0]) state.defines.delete(d.args[0].value);
      block.own.push(d);
    }
  };

  const root = tree.files.get(tree.root);
  if (root) walk(root.directives, main, 0);
  return { main, vhosts, state, reachedIncludes };
}

/** True when some file reachable from the root, under any condition, has a LoadModule line. */
function loadsModules(tree: ConfigTree): boolean {
  const seen = new Set<string>();
  const scan = (list: readonly Directive[], depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    for (const d of list) {
      const name = d.name.toLowerCase();
      if (name === 'loadmodule') return true;
      if (d.block && scan(d.block, depth + 1)) return true;
      if (isInclude(name) && d.includes) {
        for (const path of d.includes) {
          if (seen.has(path)) continue;
          seen.add(path);
          const parsed: ParsedFile | undefined = tree.files.get(path);
          if (parsed && scan(parsed.directives, depth + 1)) return true;
        }
      }
    }
    return false;
  };
  const root = tree.files.get(tree.root);
  if (!root) return false;
  seen.add(tree.root);
  return scan(root.directives, 0);
}
