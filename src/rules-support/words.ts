// Where a word of a directive's value stands, so that a finding about one word (a cipher
// keyword, a protocol name) lands on it rather than on the whole directive.
import type { FindingLocation } from '../findings.js';
import type { Setting } from '../model/types.js';
import { locationOf } from './helpers.js';

/** Where `word` stands in `raw` as a whole word (not inside a longer one), or -1. */
function wordAt(raw: string, word: string): number {
  const boundary = (c: string | undefined) => c === undefined || /[\s:,;!+\-"']/.test(c);
  for (let i = raw.indexOf(word); i !== -1; i = raw.indexOf(word, i + 1)) {
    if (boundary(raw[i - 1]) && boundary(raw[i + word.length])) return i;
  }
  return raw.indexOf(word);
}

/** The word's own column when the string is one argument on one line, else the directive. */
export function wordLocation(setting: Setting<unknown>, word: string): FindingLocation {
  const arg = setting.directive?.args.find((a) => a.raw.includes(word));
  if (!arg || arg.span.line !== arg.span.endLine) return locationOf(setting.at);
  const column = arg.span.column + wordAt(arg.raw, word);
  return { file: arg.span.file, line: arg.span.line, column, endLine: arg.span.line, endColumn: column + word.length - 1 };
}

