// The stack of sections open at the current line. Finding the open section a closing tag
// names is O(1), so that a file of thousands of mismatched closing tags stays linear.
import { copyRange } from '../syntax/copy.js';
import type { Directive } from '../syntax/types.js';

export interface OpenSection {
  directive: Directive;
  /** The name as written, for messages (`<VirtualHost>` quoted back as the user wrote it). */
  name: string;
  lower: string;
  /** Past the nesting limit: where the section's contents go instead of its block (dropped). */
  sink?: Directive[];
}

/** A section's block no longer grows once it is closed: it is copied to size, without the slack of a growing array. */
export function trimBlock(directive: Directive): void {
  const block = directive.block as Directive[];
  directive.block = copyRange(block, 0, block.length);
}

export class SectionStack {
  private readonly stack: OpenSection[] = [];
  /** Depths at which each lower-cased name is open, innermost last. */
  private readonly depths = new Map<string, number[]>();

  innermost(): OpenSection | undefined {
    return this.stack[this.stack.length - 1];
  }

  push(section: OpenSection): void {
    let at = this.depths.get(section.lower);
    if (!at) {
      at = [];
      this.depths.set(section.lower, at);
    }
    at.push(this.stack.length);
    this.stack.push(section);
  }

  /**
   * Closes the innermost open section named `lower` and every section inside it; returns
   * it, or undefined (closing nothing) when no such section is open.
   */
  closeNamed(lower: string): OpenSection | undefined {
    const at = this.depths.get(lower);
    if (!at || at.length === 0) return undefined;
    const depth = at[at.length - 1];
    let section: OpenSection | undefined;
    while (this.stack.length > depth) {
      section = this.stack.pop() as OpenSection;
      (this.depths.get(section.lower) as number[]).pop();
      trimBlock(section.directive);
    }
    return section;
  }

  /** Open sections, outermost first. */
  all(): readonly OpenSection[] {
    return this.stack;
  }
}
