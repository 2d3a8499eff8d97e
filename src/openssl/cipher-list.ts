// The working list OpenSSL builds a cipher string on: every available suite, each active or
// not, in an order that every operation changes by a stable move. Killed suites leave the
// list for good, which is why `!X` beats a later `X` while `-X` does not.

/** A suite as the selection code sees it: its algorithm bits in one generation's vocabulary. */
export interface EngineSuite {
  readonly index: number;
  readonly id: number;
  readonly kx: number;
  readonly au: number;
  readonly enc: number;
  readonly mac: number;
  readonly proto: number;
  readonly strength: number;
  readonly strengthBits: number;
  readonly exportSuite: boolean;
}

export type RuleOp = 'add' | 'ord' | 'del' | 'kill' | 'bump';

export class CipherList {
  private order: Int32Array;
  private length: number;
  /** Scratch space for one rule's moved and kept suites; reused, a string applies many rules. */
  private moved: Int32Array;
  private kept: Int32Array;
  private readonly active: Uint8Array;

  constructor(order: readonly number[], size: number) {
    this.order = Int32Array.from(order);
    this.length = order.length;
    this.moved = new Int32Array(order.length);
    this.kept = new Int32Array(order.length);
    this.active = new Uint8Array(size);
  }

  /**
   * Applies one rule to the suites `matches` selects. add: inactive ones become active and go
   * to the end; ord (`+`): active ones go to the end; del (`-`): active ones become inactive and
   * go to the front, where a later add finds them first; bump: active ones go to the front;
   * kill (`!`): gone. Each move keeps the moved suites in their current relative order.
   */
  apply(op: RuleOp, suites: readonly EngineSuite[], matches: (s: EngineSuite) => boolean): void {
    const { order, moved, kept, active } = this;
    const n = this.length;
    let m = 0;
    let k = 0;
    // One loop per operation: this runs for every rule of every string, mostly before V8 has
    // optimised anything, so the per-suite work is kept to the test and the move.
    if (op === 'kill') {
      for (let j = 0; j < n; j++) {
        const i = order[j];
        if (matches(suites[i])) active[i] = 0;
        else kept[k++] = i;
      }
      order.set(kept.subarray(0, k));
      this.length = k;
      return;
    }
    if (op === 'add') {
      for (let j = 0; j < n; j++) {
        const i = order[j];
        if (active[i] === 0 && matches(suites[i])) {
          active[i] = 1;
          moved[m++] = i;
        } else kept[k++] = i;
      }
    } else if (op === 'del') {
      for (let j = 0; j < n; j++) {
        const i = order[j];
        if (active[i] !== 0 && matches(suites[i])) {
          active[i] = 0;
          moved[m++] = i;
        } else kept[k++] = i;
      }
    } else {
      // ord and bump move active suites only.
      for (let j = 0; j < n; j++) {
        const i = order[j];
        if (active[i] !== 0 && matches(suites[i])) moved[m++] = i;
        else kept[k++] = i;
      }
    }
    if (op === 'del' || op === 'bump') {
      order.set(moved.subarray(0, m));
      order.set(kept.subarray(0, k), m);
    } else {
      order.set(kept.subarray(0, k));
      order.set(moved.subarray(0, m), k);
    }
  }

  /** `@STRENGTH`: active suites by descending strength bits, ties keeping their order. */
  strengthSort(suites: readonly EngineSuite[]): void {
    const used: number[] = [];
    for (let j = 0; j < this.length; j++) {
      const i = this.order[j];
      if (this.active[i] && !used.includes(suites[i].strengthBits)) used.push(suites[i].strengthBits);
    }
    used.sort((a, b) => b - a);
    for (const bits of used) this.apply('ord', suites, (s) => s.strengthBits === bits);
  }

  /** Current order, killed suites excluded. */
  listOrder(): number[] {
    return Array.from(this.order.subarray(0, this.length));
  }

  activeOrder(): number[] {
    const out: number[] = [];
    for (let j = 0; j < this.length; j++) if (this.active[this.order[j]]) out.push(this.order[j]);
    return out;
  }
}
