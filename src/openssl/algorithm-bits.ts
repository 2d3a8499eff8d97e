// OpenSSL selects suites with 32-bit algorithm masks (key exchange, authentication,
// encryption, MAC, strength). A vocabulary gives each named algorithm of one generation its
// own bit, so masks here behave like OpenSSL's, including `~X` ("anything but X").

/** All 32 bits set, as OpenSSL's `~SSL_eNULL` style masks have. */
export const ALL_BITS = 0xffffffff;

export class Vocabulary {
  private readonly bits = new Map<string, number>();

  constructor(readonly category: string, names: readonly string[]) {
    if (names.length > 32) throw new Error(`${category}: more than 32 algorithms`);
    names.forEach((n, i) => this.bits.set(n, (1 << i) >>> 0));
  }

  bit(name: string): number {
    const b = this.bits.get(name);
    if (b === undefined) throw new Error(`${this.category}: unknown algorithm ${name}`);
    return b;
  }

  /** The union of the named bits. */
  of(...names: string[]): number {
    return union(this, names);
  }

  /** Every bit but the named ones, like OpenSSL's `~SSL_aNULL`. */
  not(...names: string[]): number {
    return (~union(this, names)) >>> 0;
  }
}

function union(vocabulary: Vocabulary, names: readonly string[]): number {
  let m = 0;
  for (const n of names) m = (m | vocabulary.bit(n)) >>> 0;
  return m;
}

export function and(a: number, b: number): number {
  return (a & b) >>> 0;
}
