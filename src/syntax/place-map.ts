// A map keyed by a place in a file (file, line, column), for grouping findings and settings
// by where they were written. No key string is built per lookup, and a file holds its first
// place directly: a fleet's tree has one server per file, and a map (or a key string) per
// file per rule cost more than the rule's own work.

/** Lines and columns are below 2^24 (files are at most 10 MB): one number holds both. */
const placeKey = (line: number, column: number): number => line * 0x1000000 + column;

interface One<V> {
  key: number;
  value: V;
}

export class PlaceMap<V> {
  private readonly byFile = new Map<string, One<V> | Map<number, V>>();

  get(file: string, line: number, column: number): V | undefined {
    const inFile = this.byFile.get(file);
    if (inFile === undefined) return undefined;
    const key = placeKey(line, column);
    if (inFile instanceof Map) return inFile.get(key);
    return inFile.key === key ? inFile.value : undefined;
  }

  /** Sets the value at a place (replacing any value there). */
  set(file: string, line: number, column: number, value: V): void {
    const key = placeKey(line, column);
    const inFile = this.byFile.get(file);
    if (inFile === undefined) this.byFile.set(file, { key, value });
    else if (inFile instanceof Map) inFile.set(key, value);
    else if (inFile.key === key) inFile.value = value;
    else this.byFile.set(file, new Map([[inFile.key, inFile.value], [key, value]]));
  }
}
