// The nginx parser: statements from the tokenizer nested into blocks the way ngx_conf_parse
// nests them, with nginx's own error wording. It never throws: whatever it could read comes back
// with positioned errors, and after an error it goes on where the rest still makes sense.
import type { Arg, Diagnostic, Directive, ParsedFile, Span } from '../syntax/types.js';
import { directiveKind } from './directive-kinds.js';
import { NginxLexer } from './tokenize.js';

interface Frame {
  list: Directive[];
  owner?: Directive;
  /** Inside `types`/`map`/`geo`…: lines are entries for a handler, not directives. */
  entries: boolean;
}

function directiveOf(words: Arg[], end: Span): Directive {
  const name = words[0];
  // The name's Arg is dropped here, so its span can become the directive's. An exact-size
  // copy of the rest keeps the push-grown slack of `words` out of the retained tree.
  const span = name.span;
  span.endLine = end.endLine;
  span.endColumn = end.endColumn;
  return { name: name.value, args: words.slice(1), span };
}

export interface ParseStats {
  /** Characters the tokenizer examined, rescans included (linear in the input, tests check it). */
  work: number;
}

export function parseNginx(text: string, file: string, stats?: ParseStats): ParsedFile {
  const errors: Diagnostic[] = [];
  const lexer = new NginxLexer(text, file, errors);
  const root: Directive[] = [];
  const stack: Frame[] = [{ list: root, entries: false }];
  const fail = (message: string, span: Span): void => {
    errors.push({ ruleId: 'syntax-error', message, span });
  };
  // After guessing what a misplaced `{` meant, a later brace mismatch may be the guess's echo:
  // such errors are then left out rather than reported wrongly.
  let guessedBraces = false;
  const failBalance = (message: string, span: Span): void => {
    if (!guessedBraces) fail(message, span);
  };

  for (;;) {
    const top = stack[stack.length - 1];
    const st = lexer.next();

    if (st.kind === 'eof') {
      // A directive cut short by the end of the file is kept: rules may still want to see it.
      if (st.words.length > 0) top.list.push(directiveOf(st.words, st.words[st.words.length - 1].span));
      if (stack.length > 1 && !st.broken) failBalance('unexpected end of file, expecting "}"', st.span);
      break;
    }

    if (st.kind === 'close') {
      if (st.words.length > 0) top.list.push(directiveOf(st.words, st.words[st.words.length - 1].span));
      if (stack.length === 1) {
        if (st.words.length === 0) failBalance('unexpected "}"', st.termSpan);
        continue;
      }
      if (top.owner) {
        top.owner.blockEnd = st.termSpan;
        // Trimmed to size: a closed block no longer grows.
        if (top.owner.block === top.list) top.owner.block = top.list.slice();
      }
      stack.pop();
      continue;
    }

    if (st.words.length === 0) {
      // `{` with no name (already reported): read its contents so the braces still pair up.
      guessedBraces = true;
      stack.push({ list: [], entries: top.entries });
      continue;
    }

    const d = directiveOf(st.words, st.termSpan);
    top.list.push(d);
    if (top.entries) {
      if (st.term === '{') {
        // nginx's handler blocks refuse a nested block outright.
        fail('unexpected "{"', st.termSpan);
        guessedBraces = true;
        d.block = [];
        stack.push({ list: d.block, owner: d, entries: true });
      }
      continue;
    }

    const kind = directiveKind(d.name, top.owner?.name);
    if (st.term === ';') {
      if (kind === 'block' || kind === 'entries' || kind === 'lua') {
        fail(`directive "${d.name}" has no opening "{"`, st.termSpan);
      }
      continue;
    }

    if (kind === 'lua') {
      // The body is Lua, not nginx: it becomes one argument, as lua-nginx-module passes it on.
      const body = lexer.readLuaBody(st.termSpan);
      d.args.push(body.arg);
      if (!body.close) break;
      d.blockEnd = body.close;
      continue;
    }
    if (kind === 'plain') fail(`directive "${d.name}" is not terminated by ";"`, st.termSpan);
    d.block = [];
    stack.push({ list: d.block, owner: d, entries: kind === 'entries' });
  }

  if (stats) stats.work = lexer.work;
  return { file, directives: root, comments: lexer.comments, errors };
}
