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

export class TreeIndex {
  private readonly directives = new Map<string, Placed>();
  private readonly words = new Map<string, { at: Placed; arg: Arg }>();
  /** Files each tree reads, with the dialect they were parsed as. */
  readonly dialects = new Map<string, Dialect>();

  constructor(trees: readonly ConfigTree[]) {
    for (const tree of trees) {
      for (const [file, parsed] of tree.files) {
        // A file several trees read was parsed the same way by each: indexed once.
        if (this.dialects.has(file)) continue;
        this.dialects.set(file, tree.dialect);
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
        if (arg.span.file === file) this.words.set(key(file, arg.span.line, arg.span.column), { at: placed, arg });
      }
      if (directive.block) this.add(dialect, file, directive.block, directive);
    }
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
    for (const w of this.words.values()) {
      const s = w.arg.span;
      if (s.file !== file || s.line !== line || s.endLine !== line) continue;
      if (s.column <= column && column <= s.endColumn) return w;
    }
    return undefined;
  }
}
