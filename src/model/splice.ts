// Include splicing: the directives of an included file belong where the include stands
// (nginx `include`, Apache `Include`/`IncludeOptional`). The loader has already resolved
// each include to the real paths it pulled in (`directive.includes`).
import type { Directive, ParsedFile } from '../syntax/types.js';

/**
 * Spliced directives allowed per tree. A few includes of includes fanning out can multiply
 * without a cycle; past this bound the rest is left out rather than stalling the linter.
 */
const SPLICE_BUDGET = 5_000_000;

export class Splicer {
  private spent = 0;
  private readonly active = new Set<string>();

  constructor(
    private readonly files: ReadonlyMap<string, ParsedFile>,
    private readonly isInclude: (directive: Directive) => boolean,
  ) {}

  /** `list` with every include replaced by the directives of the files it pulled in. */
  expand(list: readonly Directive[]): readonly Directive[] {
    // Most blocks include nothing: hand them back as they are, without a copy.
    let includes = false;
    for (const d of list) {
      if (d.includes && this.isInclude(d)) {
        includes = true;
        break;
      }
    }
    if (!includes) {
      this.spent += list.length;
      return list;
    }
    const out: Directive[] = [];
    this.into(list, out);
    return out;
  }

  private into(list: readonly Directive[], out: Directive[]): void {
    for (const d of list) {
      if (this.spent >= SPLICE_BUDGET) return;
      if (d.includes && this.isInclude(d)) {
        for (const path of d.includes) {
          // A file including itself (directly or not) is the loader's diagnostic; here it
          // only must not loop.
          if (this.active.has(path)) continue;
          const parsed = this.files.get(path);
          if (!parsed) continue;
          this.active.add(path);
          this.into(parsed.directives, out);
          this.active.delete(path);
        }
        continue;
      }
      this.spent++;
      out.push(d);
    }
  }
}
