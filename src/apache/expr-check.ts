// The one read-time check of an `<If>` / `<ElseIf>` condition that belongs to syntax: httpd
// parses the condition (ap_expr) when it reads the section and refuses to start when a string
// or `%{variable}` inside it is never closed. The rest of ap_expr is the model's business;
// this follows its lexer only as far as needed to know where strings, variables and
// regular expressions begin and end, so a quote inside `/it's/` is not mistaken for one.

const enum State {
  Expr,
  Str,
  Var,
  VarArg,
  Regex,
}

// Delimiters ap_expr accepts after `m` for a regular expression (`m#...#`).
const REGEX_SEPARATORS = '/#$%^|?!\'",;:._-';

function isAlpha(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

function isIdentChar(c: string): boolean {
  return isAlpha(c) || (c >= '0' && c <= '9') || c === '_';
}

/** True when the condition ends inside a string or a `%{...}` variable. */
export function hasUnterminatedString(expr: string): boolean {
  // Strings can hold variables (`'%{HTTP_HOST}'`); a variable ends back in whatever held it.
  const stack: { state: State; stop: string }[] = [];
  let state = State.Expr as State;
  let stop = '';
  const enter = (next: State, nextStop: string): void => {
    stack.push({ state, stop });
    state = next;
    stop = nextStop;
  };
  const leave = (): void => {
    const outer = stack.pop();
    state = outer ? outer.state : State.Expr;
    stop = outer ? outer.stop : '';
  };
  const len = expr.length;
  let i = 0;
  while (i < len) {
    const c = expr[i];
    switch (state) {
      case State.Expr:
        if (c === '"' || c === "'") {
          enter(State.Str, c);
          i++;
        } else if (c === '%' && expr[i + 1] === '{') {
          enter(State.Var, '}');
          i += 2;
        } else if (c === '/') {
          enter(State.Regex, '/');
          i++;
        } else if (isAlpha(c)) {
          // Longest match, as flex does: `m#` opens a regex only when it is not the start of
          // a longer identifier.
          let j = i + 1;
          while (j < len && isIdentChar(expr[j])) j++;
          const sep = i + 1 < len ? expr[i + 1] : '';
          if (c === 'm' && sep !== '' && REGEX_SEPARATORS.includes(sep) && j <= i + 2) {
            enter(State.Regex, sep);
            i += 2;
          } else {
            i = j;
          }
        } else {
          i++;
        }
        break;
      case State.Str:
        if (c === '\\') {
          i += 2;
        } else if (c === stop) {
          leave();
          i++;
        } else if (c === '%' && expr[i + 1] === '{') {
          enter(State.Var, '}');
          i += 2;
        } else {
          i++;
        }
        break;
      case State.Var:
        if (c === '}') leave();
        else if (c === ':') state = State.VarArg;
        i++;
        break;
      case State.VarArg:
        if (c === '}') leave();
        i++;
        break;
      case State.Regex:
        if (c === stop) leave();
        i++;
        break;
    }
  }
  return state === State.Str || state === State.Var || state === State.VarArg;
}
