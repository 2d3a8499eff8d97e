// `ignore` globs from the config file: gitignore-like patterns matched against paths
// relative to the config file's directory (`**` spans directories, `*` and `?` do not).
//
// A glob comes from the repository being linted, so matching must not depend on its shape:
// a backtracking regular expression takes exponential time on `*a*a*a…*b` against a long
// name. Each glob is compiled to a small automaton instead and run over the path once,
// keeping the set of states reached (Thompson's construction): O(path × glob) always.
import { isAbsolute, relative, sep } from 'node:path';

/** One state: consume a character the test accepts and go to `next`, or (no test) go to both `next` and `alt` without consuming. */
interface State {
  test?: (c: string) => boolean;
  next: number;
  alt?: number;
}

const notSlash = (c: string): boolean => c !== '/';
const anything = (): boolean => true;

interface Glob {
  states: State[];
  /** No `/` in the glob: it may start after any `/` of the path, as in .gitignore. */
  anywhere: boolean;
}

function compile(glob: string): Glob {
  const states: State[] = [];
  const anywhere = !glob.includes('/');
  const text = glob.replace(/^\//, '');
  // Each element adds states ending at index `states.length` (the next element's start).
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const here = states.length;
    if (c === '*' && text[i + 1] === '*') {
      if (text[i + 2] === '/') {
        // `**/`: zero or more whole directories, `(?:.*/)?`: skip it all, or loop over any
        // character until a `/` is taken.
        states.push(
          { next: here + 1, alt: here + 4 },
          { next: here + 2, alt: here + 3 },
          { test: anything, next: here + 1 },
          { test: (ch) => ch === '/', next: here + 4 },
        );
        i += 2;
      } else {
        states.push({ next: here + 1, alt: here + 2 }, { test: anything, next: here });
        i += 1;
      }
    } else if (c === '*') {
      states.push({ next: here + 1, alt: here + 2 }, { test: notSlash, next: here });
    } else if (c === '?') {
      states.push({ test: notSlash, next: here + 1 });
    } else {
      states.push({ test: (ch) => ch === c, next: here + 1 });
    }
  }
  return { states, anywhere };
}

/** `s` and every state reachable from it without consuming a character. */
function closure(states: State[], s: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const todo = [s];
  while (todo.length > 0) {
    const t = todo.pop() as number;
    if (seen.has(t)) continue;
    seen.add(t);
    const st = states[t];
    if (st && !st.test) {
      todo.push(st.next);
      if (st.alt !== undefined) todo.push(st.alt);
    } else out.push(t);
  }
  return out;
}

/** Whether the compiled glob matches `path` or a directory above it (`(?:/.*)?$`). */
function matcher(glob: Glob): (path: string) => boolean {
  const { states, anywhere } = glob;
  const accept = states.length;
  // Closures computed once per glob: a step is then one pass over the states reached.
  const closures = Array.from({ length: accept + 1 }, (_, s) => closure(states, s));
  const mark = new Uint32Array(accept + 1);
  let generation = 0;
  return (path) => {
    let current: number[] = [];
    const add = (list: number[], into: number[]): void => {
      for (const s of list) {
        if (mark[s] === generation) continue;
        mark[s] = generation;
        into.push(s);
      }
    };
    generation++;
    add(closures[0], current);
    for (let p = 0; p <= path.length; p++) {
      // A match may end at the end of the path or just before any `/`: the rest is beneath it.
      if ((p === path.length || path[p] === '/') && current.includes(accept)) return true;
      if (p === path.length || (current.length === 0 && !anywhere)) break;
      const c = path[p];
      const next: number[] = [];
      generation++;
      for (const s of current) {
        const st = states[s];
        if (st?.test && st.test(c)) add(closures[st.next], next);
      }
      // Unanchored globs start afresh after each `/`.
      if (anywhere && c === '/') add(closures[0], next);
      current = next;
    }
    return false;
  };
}

export function makeIgnore(patterns: string[], baseDir: string): (file: string) => boolean {
  if (patterns.length === 0) return () => false;
  const globs = patterns.map((p) => matcher(compile(p)));
  return (file) => {
    const rel = isAbsolute(file) ? relative(baseDir, file) : file;
    if (rel.startsWith('..')) return false;
    const posix = rel.split(sep).join('/');
    return globs.some((matches) => matches(posix));
  };
}
