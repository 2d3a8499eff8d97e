// Where a finding sits in the parsed tree. Rules report on a written directive (its first
// character), on a word of one, or, for a setting nobody wrote, on the block that would hold it
// (`server {`, `<VirtualHost`): this finds which, so that any rule's fix lands in the right place
// without the rule knowing about fixes. A file is indexed when a finding first asks about it:
// a fleet's tree has 100,000s of directives and few files with fixes.
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

/** A place in one file as one number: columns stay far below 2^20. */
const place = (line: number, column: number): number => line * 1048576 + column;

interface FileIndex {
  directives: Map<number, Placed>;
  /** Made when a finding first misses every directive start (most findings sit on one). */
  words?: Map<number, { at: Placed; arg: Arg }>;
  /** Words by line, for a finding that starts inside one. */
  wordsByLine?: Map<number, { at: Placed; arg: Arg }[]>;
}

/** A list of directives that an include pulls a file into. */
interface Includer {
  list: Directive[];
  file: string;
}

export class TreeIndex {
  private readonly files = new Map<string, FileIndex>();
  private includers: Map<string, Includer[]> | undefined;
  private readonly tops = new Map<string, Directive[]>();
  /** Files each tree reads, with the dialect they were parsed as. */
  readonly dialects = new Map<string, Dialect>();
  /** Main files of whole nginx trees: their top level is the main context, not http. */
  readonly nginxMains = new Set<string>();

  constructor(trees: readonly ConfigTree[]) {
    for (const tree of trees) {
      if (tree.dialect === 'nginx' && !tree.fragment) this.nginxMains.add(tree.root);
      for (const [file, parsed] of tree.files) {
        // A file several trees read was parsed the same way by each: taken once.
        if (this.dialects.has(file)) continue;
        this.dialects.set(file, tree.dialect);
        this.tops.set(file, parsed.directives);
      }
    }
  }

  private indexOf(file: string): FileIndex | undefined {
    let index = this.files.get(file);
    if (index) return index;
    const top = this.tops.get(file);
    const dialect = this.dialects.get(file);
    if (!top || !dialect) return undefined;
    index = { directives: new Map() };
    this.add(index, dialect, file, top, undefined);
    this.files.set(file, index);
    return index;
  }

  private add(index: FileIndex, dialect: Dialect, file: string, list: Directive[], parent: Directive | undefined): void {
    for (const directive of list) {
      const s = directive.span;
      if (s.file === file) index.directives.set(place(s.line, s.column), { dialect, file, directive, siblings: list, parent });
      if (directive.block) this.add(index, dialect, file, directive.block, directive);
    }
  }

  private wordsOf(index: FileIndex): { words: Map<number, { at: Placed; arg: Arg }>; wordsByLine: Map<number, { at: Placed; arg: Arg }[]> } {
    if (!index.words || !index.wordsByLine) {
      const words = new Map<number, { at: Placed; arg: Arg }>();
      const wordsByLine = new Map<number, { at: Placed; arg: Arg }[]>();
      for (const at of index.directives.values()) {
        for (const arg of at.directive.args) {
          if (arg.span.file !== at.file) continue;
          const word = { at, arg };
          words.set(place(arg.span.line, arg.span.column), word);
          let onLine = wordsByLine.get(arg.span.line);
          if (!onLine) wordsByLine.set(arg.span.line, (onLine = []));
          onLine.push(word);
        }
      }
      index.words = words;
      index.wordsByLine = wordsByLine;
    }
    return { words: index.words, wordsByLine: index.wordsByLine };
  }

  /** What a finding at this position is about, or undefined when no directive starts there. */
  find(file: string, line: number, column: number): Spot | undefined {
    const index = this.indexOf(file);
    if (!index) return undefined;
    const at = index.directives.get(place(line, column));
    if (at) return { kind: 'directive', at };
    const word = this.wordsOf(index).words.get(place(line, column));
    if (word) return { kind: 'word', ...word };
    return undefined;
  }

  /** The directive whose arguments hold this position (a finding on part of a word). */
  wordAround(file: string, line: number, column: number): { at: Placed; arg: Arg } | undefined {
    const index = this.indexOf(file);
    return index && this.wordsOf(index).wordsByLine.get(line)?.find((w) => w.arg.span.endLine === line && w.arg.span.column <= column && column <= w.arg.span.endColumn);
  }

  /** Which lists include each file, worked out once, when first asked. */
  private includersOf(file: string): Includer[] | undefined {
    if (!this.includers) {
      const map = new Map<string, Includer[]>();
      const walk = (list: Directive[], f: string): void => {
        for (const d of list) {
          for (const included of d.includes ?? []) {
            let sites = map.get(included);
            if (!sites) map.set(included, (sites = []));
            sites.push({ list, file: f });
          }
          if (d.block) walk(d.block, f);
        }
      };
      for (const [f, top] of this.tops) walk(top, f);
      this.includers = map;
    }
    return this.includers.get(file);
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
      const includedBy = l === this.tops.get(f) ? this.includersOf(f) : undefined;
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
        if (top) for (const each of this.spliced(included, top, depth + 1)) out.push(each);
      }
    }
    return out;
  }
}
