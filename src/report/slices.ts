// The big reports (json, sarif) are written a slice of findings at a time: each slice is
// stringified inside a copy of the nesting it has in the whole report, and cut out of it, so
// its text drops into the report unchanged (same indentation as one JSON.stringify).

/**
 * The items [0, count) as they read inside the whole report, SLICE at a time, joined by
 * `,\n`. `wrap(items)` nests them as the report does; `open` and `close` are the text that
 * nesting puts before and after them.
 */
export function* stringifiedSlices<T>(count: number, items: (from: number, to: number) => T[], wrap: (items: T[]) => unknown, open: string, close: string): Generator<string> {
  for (let i = 0; i < count; i += SLICE) {
    const text = JSON.stringify(wrap(items(i, Math.min(i + SLICE, count))), null, 2);
    yield `${i > 0 ? ',\n' : ''}${text.slice(open.length, text.length - close.length)}`;
  }
}

/** Findings per piece of a report: enough that writes stay few, few enough that a piece is small to hold. */
export const SLICE = 2000;
