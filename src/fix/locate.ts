// Where a finding sits in the parsed tree. Rules report on a written directive (its first
// character), on a word of one, or, for a setting nobody wrote, on the block that would hold it
// (`server {`, `<VirtualHost`): this finds which, so that any rule's fix lands in the right place
// without the rule knowing about fixes.
import type { ConfigTree } from '../source/types.js';
import type { Arg, Dialect, Directive } from '../syntax/types.js';

export interface Placed {
  dialect: Dialect;
  file: string;
  directive: Directive;
  /** The list the directive sits in: a block's directives, or a file's top level. */
  siblings: Directive[];
  /** The block directive holding it (undefined at a file's top level). */
  parent?: Directive;
}

export type Spot = { kind: 'directive'; at: Placed } | { kind: 'word'; at: Placed; arg: Arg };

const key = (file: string, line: number, column: number): string => `${file}\0${line}\0${column}`;

/** A list of directives that an include pulls a file into. */
interface Includer {
  list: Directive[];
  file: string;
}

export class TreeIndex {
  private readonly directives = new Map<string, Placed>();
  private readonly includers = new Map<string, Includer[]>();
  private readonly tops = new Map<string, Directive[]>();
  private readonly words = new Map<string, { at: Placed; arg: Arg }>();
  /** Words by file and line, for a finding that starts inside one. */
  private readonly wordsByLine = new Map<string, { at: Placed; arg: Arg }[]>();
  /** Files each tree reads, with the dialect they were parsed as. */
  readonly dialects = new Map<string, Dialect>();

  constructor(trees: readonly ConfigTree[]) {
    for (const tree of trees) {
      for (const [file, parsed] of tree.files) {
        // A file several trees read was parsed the same way by each: indexed once.
        if (this.dialects.has(file)) continue;
        this.dialects.set(file, tree.dialect);
        this.tops.set(file, parsed.directives);
        this.add(tree.dialect, file, parsed.directives, undefined);
      }
    }
  }

  private add(dialect: Dialect, file: string, list: Directive[], parent: Directive | undefined): void {
    for (const directive of list) {
      const placed: Placed = { dialect, file, directive, siblings: list, parent };
      const s = directive.span;
      if (s.file === file) this.directives.set(key(file, s.line, s.column), placed);
      for (const arg of directive.args) {
        if (arg.span.file !== file) continue;
        const word = { at: placed, arg };
        this.words.set(key(file, arg.span.line, arg.span.column), word);
        const lineKey = `${file}\0${arg.span.line}`;
        let onLine = this.wordsByLine.get(lineKey);
        if (!onLine) this.wordsByLine.set(lineKey, (onLine = []));
        onLine.push(word);
      }
      for (const included of directive.includes ?? []) {
        let sites = this.includers.get(included);
        if (!sites) this.includers.set(included, (sites = []));
        sites.push({ list, file });
      }
      if (directive.block) this.add(dialect, file, directive.block, directive);
    }
  }

  /**
   * Every directive of the block `list` sits in, as the server reads it: the block's own lines
   * with included files spliced in, and for a file's top level, the block each include of the
   * file sits in. One list per block the file is read into.
   */
  blocksOf(file: string, list: Directive[]): { directive: Directive; file: string }[][] {
    const out: { directive: Directive; file: string }[][] = [];
    const seen = new Set<Directive[]>();
    const up = (f: string, l: Directive[], depth: number): void => {
      const includedBy = l === this.tops.get(f) ? this.includers.get(f) : undefined;
      if (!includedBy || depth > 16) {
        if (!seen.has(l)) {
          seen.add(l);
          out.push(this.spliced(f, l, 0));
        }
        return;
      }
      for (const i of includedBy) up(i.file, i.list, depth + 1);
    };
    up(file, list, 0);
    return out;
  }

  private spliced(file: string, list: Directive[], depth: number): { directive: Directive; file: string }[] {
    const out: { directive: Directive; file: string }[] = [];
    for (const directive of list) {
      out.push({ directive, file });
      if (depth > 16) continue;
      for (const included of directive.includes ?? []) {
        const top = this.tops.get(included);
        if (top) out.push(...this.spliced(included, top, depth + 1));
      }
    }
    return out;
  }

  /** What a finding at this position is about, or undefined when no directive starts there. */
  find(file: string, line: number, column: number): Spot | undefined {
    const k = key(file, line, column);
    const at = this.directives.get(k);
    if (at) return { kind: 'directive', at };
    const word = this.words.get(k);
    if (word) return { kind: 'word', ...word };
    return undefined;
  }

  /** The directive whose arguments hold this position (a finding on part of a word). */
  wordAround(file: string, line: number, column: number): { at: Placed; arg: Arg } | undefined {
    return this.wordsByLine.get(`${file}\0${line}`)?.find((w) => w.arg.span.endLine === line && w.arg.span.column <= column && column <= w.arg.span.endColumn);
  }
}
