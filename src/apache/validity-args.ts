// httpd's argument-count checks (server/config.c invoke_cmd), word for word: each shape reads
// words with ap_getword_conf, where an empty quoted word ("") reads as no word at all.

export interface CountProblem {
  kind: 'count' | 'flag';
  message: string;
  /** Index of the argument to point at; undefined: the directive. */
  at?: number;
}

export function checkArgumentCount(how: string | undefined, words: readonly string[]): CountProblem | undefined {
  let i = 0;
  const next = (): string => words[i++] ?? '';
  const more = (): boolean => i < words.length;
  const count = (message: string): CountProblem => ({ kind: 'count', message });
  switch (how) {
    case 'NO_ARGS':
      return words.length ? { kind: 'count', message: 'takes no arguments', at: 0 } : undefined;
    case 'TAKE1': {
      const w = next();
      return w === '' || more() ? count('takes one argument') : undefined;
    }
    case 'TAKE2': {
      const w = next();
      const w2 = next();
      return w === '' || w2 === '' || more() ? count('takes two arguments') : undefined;
    }
    case 'TAKE12': {
      const w = next();
      next();
      return w === '' || more() ? count('takes one or two arguments') : undefined;
    }
    case 'TAKE3': {
      const w = next();
      const w2 = next();
      const w3 = next();
      return w === '' || w2 === '' || w3 === '' || more() ? count('takes three arguments') : undefined;
    }
    case 'TAKE23': {
      const w = next();
      const w2 = next();
      if (more()) next();
      return w === '' || w2 === '' || more() ? count('takes two or three arguments') : undefined;
    }
    case 'TAKE123': {
      const w = next();
      if (more()) next();
      if (more()) next();
      return w === '' || more() ? count('takes one, two or three arguments') : undefined;
    }
    case 'TAKE13': {
      const w = next();
      const w2 = more() ? next() : undefined;
      const w3 = more() ? next() : undefined;
      return w === '' || (w2 && w3 === undefined) || more() ? count('takes one or three arguments') : undefined;
    }
    case 'ITERATE':
      return next() === '' ? count('requires at least one argument') : undefined;
    case 'ITERATE2': {
      const w = next();
      return w === '' || !more() ? count('requires at least two arguments') : undefined;
    }
    case 'FLAG': {
      // Words after the first are not read (2.4's FLAG reads one word and ignores the rest).
      const w = next().toLowerCase();
      return w !== 'on' && w !== 'off' ? { kind: 'flag', message: 'must be On or Off', at: words.length ? 0 : undefined } : undefined;
    }
    default:
      // RAW_ARGS and TAKE_ARGV: the handler reads the line itself.
      return undefined;
  }
}
