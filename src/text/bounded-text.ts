// Output bounded whatever the input: a word or a list a message quotes from a config is cut
// to a size a person can read, with what was left out counted, so a 1 MB directive name or a
// certificate with 50,000 names makes a message of a few hundred characters, not megabytes,
// in every format. Applied to every finding as it leaves a rule (src/lint.ts); lists are cut
// where a rule joins them (capList), which keeps the message's sense ("and N more").

/**
 * The most of one word (a run without whitespace) a message quotes. An OpenSSL cipher string
 * is one word, and the ones ssllint itself advises run to ~600 characters: a smaller cap would
 * cut a fix a person copies from the report.
 */
export const WORD_CAP = 1000;
/** The most of one message (or fix description) a finding carries. */
export const MESSAGE_CAP = 4000;
/** The most items of one list a message names. */
export const LIST_CAP = 20;

const LONG_WORD = new RegExp(`\\S{${WORD_CAP + 1},}`, 'g');

/** `n` UTF-16 units of `text`, less a high surrogate whose pair the cut would split. */
function head(text: string, n: number): string {
  const code = text.charCodeAt(n - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}

function more(n: number): string {
  return `… and ${n} more character${n === 1 ? '' : 's'}`;
}

/**
 * `text` with every word longer than WORD_CAP cut to its start and the count of what was left
 * out, and the whole cut at MESSAGE_CAP the same way: a 1 MB directive name is quoted as its
 * first WORD_CAP characters, not whole.
 */
export function capText(text: string): string {
  if (text.length <= WORD_CAP) return text;
  let out = text.replace(LONG_WORD, (word) => {
    const kept = head(word, WORD_CAP);
    return `${kept}${more(word.length - kept.length)}`;
  });
  if (out.length > MESSAGE_CAP) {
    const kept = head(out, MESSAGE_CAP);
    out = `${kept}${more(out.length - kept.length)}`;
  }
  return out;
}

/** The first LIST_CAP items joined with `separator`, then `and N more`. */
export function capList(items: readonly string[], separator = ', ', cap = LIST_CAP): string {
  if (items.length <= cap) return items.join(separator);
  return `${items.slice(0, cap).join(separator)} and ${items.length - cap} more`;
}

/**
 * The fix with its description capped. Its replacement is left whole: `--fix` writes it and
 * SARIF carries it; the text reports cap it as they show it (report/text.ts).
 */
export function capFix<F extends { description: string } | undefined>(fix: F): F {
  if (fix === undefined || fix.description.length <= WORD_CAP) return fix;
  const description = capText(fix.description);
  return description === fix.description ? fix : { ...fix, description };
}

/** The most items of one list a structured report (the audit's JSON) carries. */
export const DATA_LIST_CAP = 100;

/** The first `cap` items, each word-capped, and how many were left out. */
export function capItems(items: readonly string[], cap = DATA_LIST_CAP): { items: string[]; omitted: number } {
  return { items: items.slice(0, cap).map(capText), omitted: Math.max(0, items.length - cap) };
}
