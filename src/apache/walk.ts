// Reads an Apache tree in the order httpd does: includes spliced where they stand,
// conditional sections decided with what was loaded and defined up to that line, and what
// remains sorted into the main server, its <VirtualHost>s and their per-directory sections.
import type { ScopeKind } from '../model/types.js';
import type { VersionParts } from '../model/version.js';
import type { ConfigTree } from '../source/types.js';
import { MAX_EXPANDED_TOTAL, MAX_EXPANDED_VALUE, MAX_SPLICED_DIRECTIVES } from '../source/load.js';
import type { Diagnostic, Directive, ParsedFile, Span } from '../syntax/types.js';
import { conditionHolds, moduleKey, type ConditionState } from './conditions.js';
import { expandMacro, macroOf, type Macro, type SubstitutionRoom } from './macros.js';

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
  /** Where one of the walk's bounds left something unread (syntax-error findings, `limit`). */
  bounded: Diagnostic[];
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

/**
 * Levels of sections, conditionals, includes and macros used inside macros the walk goes down.
 * The loader holds blocks to MAX_NESTING and includes to MAX_INCLUDE_DEPTH, so only macros
 * that use other macros reach this; httpd itself stops includes at 128.
 */
export const MAX_WALK_DEPTH = 256;

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

const BOUND_FIX = 'httpd makes every copy in memory as it starts: make fewer (docs/input-bounds.md lists what ssllint reads)';

/** A list of directives being read, or the files of one Include being read in turn. */
type Frame =
  | { list: readonly Directive[]; at: number; block: ApacheBlock; depth: number; leave?: () => void }
  | { paths: readonly string[]; at: number; block: ApacheBlock; depth: number; include: Directive };

/**
 * `defines`: names given to httpd with -D at start (Gentoo's `-D SSL`), true in <IfDefine> from the first line.
 *
 * The walk keeps its own stack of what it is reading (no recursion: a macro that uses another
 * goes one level down, and nothing but MAX_WALK_DEPTH bounds a chain of them). Directives are
 * counted as they are read, includes and macro expansions each time: past the tree's bound
 * (MAX_SPLICED_DIRECTIVES, the loader's), a macro expansion under way is cut short and no
 * later `Use` is expanded, with a finding at the `Use` that went past it.
 */
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
  const bounded: Diagnostic[] = [];
  // mod_macro's table as reading goes: defined by <Macro>, dropped by UndefMacro.
  const macros = new Map<string, Macro>();
  const expanding = new Set<string>();
  /** The `Use` lines being expanded, outermost first: a bound is said at the outermost, the line the user wrote. */
  const uses: Directive[] = [];
  let walked = 0;
  /** The directive bound was passed: expansions under way are drained unread, later ones not made. */
  let exhausted = false;
  const said = new Set<string>();
  const room: SubstitutionRoom = { value: MAX_EXPANDED_VALUE, total: MAX_EXPANDED_TOTAL };

  const limit = (kind: string, at: Directive, message: string): void => {
    if (said.has(kind)) return;
    said.add(kind);
    bounded.push({ ruleId: 'syntax-error', message, span: (uses[0] ?? at).span, limit: true, fix: BOUND_FIX });
  };
  const enclosing: Directive[] = [];
  const stack: Frame[] = [];
  /** Reads `list` next, `depth` levels down; `leave` undoes what entering it did. */
  const enter = (list: readonly Directive[], block: ApacheBlock, depth: number, at: Directive, leave?: () => void): void => {
    if (depth > MAX_WALK_DEPTH) {
      limit('depth', at, `nested deeper than ${MAX_WALK_DEPTH} levels (sections, includes and macros used inside macros, counted together): ssllint does not read what this holds`);
      leave?.();
      return;
    }
    stack.push({ list, at: 0, block, depth, leave });
  };
  const tooMany = (): string =>
    `this Use would take the tree past ${MAX_SPLICED_DIRECTIVES} directives (macros that use other macros multiply them; includes are counted each time they are read), as many as ssllint reads in one tree: the rest of this expansion and every Use after it in this tree are not read`;

  /** The body a `Use` reads, or undefined when it is not expanded. */
  const expansion = (d: Directive, macro: Macro, depth: number): Directive[] | undefined => {
    if (exhausted) return undefined;
    if (walked + macro.size > MAX_SPLICED_DIRECTIVES) {
      // Not even copied: one Use of a macro as large as a file could hold too many.
      limit('directives', d, tooMany());
      exhausted = true;
      return undefined;
    }
    if (depth + 1 > MAX_WALK_DEPTH) {
      limit('depth', d, `macros used inside macros more than ${MAX_WALK_DEPTH} levels deep (with the sections and includes around them): ssllint does not expand this Use`);
      return undefined;
    }
    const made = expandMacro(macro, d.args.slice(1).map((a) => a.value), room);
    if ('tooLong' in made) {
      limit(
        'length',
        d,
        `this Use makes a value longer than ${MAX_EXPANDED_VALUE} characters, or its values add more than ${MAX_EXPANDED_TOTAL} characters to the tree (a macro that passes \`$a$a\` on doubles its value at each level), more than ssllint expands: it is not expanded, nor any later Use that does the same`,
      );
      return undefined;
    }
    return 'body' in made ? made.body : undefined;
  };

  const read = (d: Directive, block: ApacheBlock, depth: number): void => {
    const name = d.name.toLowerCase();
    visit?.(d, enclosing, state);
    if (isInclude(name) && d.includes) {
      reachedIncludes.add(d.span);
      stack.push({ paths: d.includes, at: 0, block, depth, include: d });
      return;
    }
    if (name === 'macro' && d.block) {
      const def = macroOf(d);
      if (def) macros.set(def.name, def.macro);
      return;
    }
    if (name === 'use' && d.args[0]) {
      const key = d.args[0].value.toLowerCase();
      const macro = macros.get(key);
      // A macro used inside itself is refused by httpd ("recursive use of macro").
      const body = macro && !expanding.has(key) ? expansion(d, macro, depth) : undefined;
      if (body) {
        expanding.add(key);
        uses.push(d);
        enter(body, block, depth + 1, d, () => {
          expanding.delete(key);
          uses.pop();
        });
        return;
      }
    }
    if (name === 'undefmacro' && d.args[0]) macros.delete(d.args[0].value.toLowerCase());
    if (d.block) {
      const holds = conditionHolds(name, d.args.map((a) => a.value), state);
      if (holds !== undefined) {
        if (holds) enter(d.block, block, depth + 1, d);
        return;
      }
      if (name === 'virtualhost') {
        // A <VirtualHost> inside another or inside a section is an httpd error: skipped.
        if (block === main) {
          const vhost = { directive: d, own: [], sections: [] };
          vhosts.push(vhost);
          enclosing.push(d);
          enter(d.block, vhost, depth + 1, d, () => enclosing.pop());
        }
        return;
      }
      const kind = SECTION_KINDS[name];
      if (kind) {
        const section: ApacheSection = { kind, directive: d, own: [], sections: [] };
        block.sections.push(section);
        enclosing.push(d);
        enter(d.block, section, depth + 1, d, () => enclosing.pop());
      } else if (visit && !OPAQUE_BODIES.has(name)) {
        // Other containers (<Proxy>, <Limit>, <RequireAll> …) hold nothing the model reads,
        // but their directives are checked: walked into a block the model never sees.
        enclosing.push(d);
        enter(d.block, { own: [], sections: [] }, depth + 1, d, () => enclosing.pop());
      }
      return;
    }
    if (name === 'loadmodule' && d.args[0]) state.loaded.add(moduleKey(d.args[0].value));
    else if (name === 'define' && d.args[0]) state.defines.add(d.args[0].value);
    else if (name === 'undefine' && d.args[0]) state.defines.delete(d.args[0].value);
    block.own.push(d);
  };

  const root = tree.files.get(tree.root);
  if (root) stack.push({ list: root.directives, at: 0, block: main, depth: 0 });
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if ('paths' in top) {
      if (top.at >= top.paths.length) {
        stack.pop();
        continue;
      }
      const path = top.paths[top.at++];
      const parsed = tree.files.get(path);
      if (!parsed || active.has(path)) continue;
      active.add(path);
      enter(parsed.directives, top.block, top.depth + 1, top.include, () => active.delete(path));
      continue;
    }
    if (top.at >= top.list.length) {
      stack.pop();
      top.leave?.();
      continue;
    }
    const d = top.list[top.at++];
    walked++;
    if (uses.length > 0 && (exhausted || walked > MAX_SPLICED_DIRECTIVES)) {
      // An include inside a macro is read again at each Use: past the bound, what is left of
      // the expansions under way is passed over unread.
      if (!exhausted) limit('directives', d, tooMany());
      exhausted = true;
      continue;
    }
    read(d, top.block, top.depth);
  }
  return { main, vhosts, state, reachedIncludes, bounded };
}

/** True when some file reachable from the root, under any condition, has a LoadModule line. */
function loadsModules(tree: ConfigTree): boolean {
  const seen = new Set<string>();
  const scan = (list: readonly Directive[], depth: number): boolean => {
    if (depth > MAX_WALK_DEPTH) return false;
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
