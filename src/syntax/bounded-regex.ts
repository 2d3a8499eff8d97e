// Regexes from a configuration run under V8's watchdog: they come from whoever wrote the config
// (in the GitHub Action, a pull request's author), and a backtracking regex can take
// exponential time even on a short subject (`^((.*)*)*x` on "/any/path.html" never ends).
//
// The watchdog measures wall time, so on a loaded machine it can give up on `^(.*)$` too, and a
// verdict would then depend on the load. A regex whose backtracking is bounded by a small power
// of the subject's length (no repeated group that holds a repetition or an alternative, no
// back-reference, at most MAX_REPEATS repetitions in all) is run directly instead; only the
// others pay the watchdog and its load-dependent answer.
import { createContext, Script, type Context } from 'node:vm';

let sandbox: { context: Context; script: Script } | undefined;

/** Repetitions whose backtracking multiplies: n^4 steps on a 100-character path stay well under a millisecond's worth. */
const MAX_REPEATS = 3;

const safe = new WeakMap<RegExp, boolean>();

/** `regex.test(subject)`, or undefined when it is still running after `ms` milliseconds. */
export function testWithin(regex: RegExp, subject: string, ms: number): boolean | undefined {
  let direct = safe.get(regex);
  if (direct === undefined) safe.set(regex, (direct = boundedBacktracking(regex.source)));
  if (direct) {
    regex.lastIndex = 0;
    return regex.test(subject);
  }
  sandbox ??= { context: createContext({ regex: undefined, subject: '' }), script: new Script('regex.test(subject)') };
  sandbox.context.regex = regex;
  sandbox.context.subject = subject;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: Math.max(1, Math.ceil(ms)) }) === true;
  } catch {
    return undefined;
  } finally {
    sandbox.context.regex = undefined;
  }
}

/**
 * Whether a JavaScript regex source can only backtrack polynomially, with a low degree: no
 * back-reference, no repeated group that itself holds a repetition or an alternative, and at
 * most MAX_REPEATS repetitions. Conservative: anything it does not understand is "no".
 */
export function boundedBacktracking(source: string): boolean {
  // Per open group: does it hold a repetition or an alternative (directly or in a nested group)?
  const groups: boolean[] = [];
  let repeats = 0;
  let lastGroupRisky: boolean | undefined; // the group that just closed, when the next token may quantify it
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    let closed: boolean | undefined;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return false;
      if (/[1-9k]/.test(next)) return false; // back-reference
      i++;
    } else if (c === '[') {
      // A character class is one atom; skip to its closing bracket.
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      for (; j < source.length && source[j] !== ']'; j++) if (source[j] === '\\') j++;
      if (j >= source.length) return false;
      i = j;
    } else if (c === '(') {
      groups.push(false);
      if (source[i + 1] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        i++;
        if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!') {
          const end = source.indexOf('>', i);
          if (end < 0) return false;
          i = end;
        } else i++;
      }
    } else if (c === ')') {
      if (groups.length === 0) return false;
      closed = groups.pop() as boolean;
      if (closed && groups.length > 0) groups[groups.length - 1] = true;
    } else if (c === '|') {
      if (groups.length > 0) groups[groups.length - 1] = true;
    } else if (c === '*' || c === '+' || c === '{') {
      let repeat = true;
      if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
        if (!m) continue; // a literal brace
        repeat = m[2] !== undefined && (m[3] === '' || Number(m[3]) > 1);
        i += m[0].length - 1;
      }
      if (source[i + 1] === '?') i++; // lazy: the same backtracking
      if (repeat) {
        if (lastGroupRisky) return false;
        if (++repeats > MAX_REPEATS) return false;
        if (groups.length > 0) groups[groups.length - 1] = true;
      }
      lastGroupRisky = undefined;
      continue;
    }
    lastGroupRisky = closed;
  }
  return groups.length === 0;
}
