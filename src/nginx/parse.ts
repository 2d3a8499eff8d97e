// The nginx parser: statements from the tokenizer nested into blocks the way ngx_conf_parse
// nests them, with nginx's own error wording. It never throws: whatever it could read comes back
// with positioned errors, and after an error it goes on where the rest still makes sense.
import { copyRange } from '../syntax/copy.js';
import { MAX_NESTING, nestingMessage } from '../syntax/limits.js';
import type { Diagnostic, Directive, ParsedFile, Span } from '../syntax/types.js';
import { directiveKind } from './directive-kinds.js';
import { CLOSE, EOF, NginxLexer } from './tokenize.js';

interface Frame {
  /** The block's directive; none at the top and in a nameless `{` block, whose contents are dropped. */
  owner?: Directive;
  /** Where the block's directives start in the parser's list of open directives. */
  from: number;
  /** Inside `types`/`map`/`geo`…: lines are entries for a handler, not directives. */
  entries: boolean;
  /** Nested past MAX_NESTING: what the block holds is read (so braces pair up) and dropped. */
  drop?: boolean;
}

/** The directive the lexer's words make, its span running from the name to endLine:endColumn. */
function directiveOf(lexer: NginxLexer, endLine: number, endColumn: number, block: boolean): Directive {
  // The name's span becomes the directive's; the args are copied to size out of the lexer's
  // reused array. A block directive gets its block fields now, so that every directive object
  // keeps the shape it was made with (fields added later live in a separate store).
  const span = lexer.nameSpan;
  span.endLine = endLine;
  span.endColumn = endColumn;
  const args = lexer.takeArgs();
  return block ? { name: lexer.name, args, span, block: undefined, blockEnd: undefined } : { name: lexer.name, args, span };
}

/** A directive that the end of the input or a `}` cut short: it ends with its last word. */
function cutShort(lexer: NginxLexer): Directive {
  const last = lexer.lastWordSpan();
  return directiveOf(lexer, last.endLine, last.endColumn, false);
}

export interface ParseStats {
  /** Characters the tokenizer examined, rescans included (linear in the input, tests check it). */
  work: number;
}

export function parseNginx(text: string, file: string, stats?: ParseStats): ParsedFile {
  const errors: Diagnostic[] = [];
  const lexer = new NginxLexer(text, file, errors);
  // The directives of every open block, outermost first, are open[0, count): a block's are cut
  // out, to size, when it closes, so no block list is left with the slack of a growing array.
  const open: Directive[] = [];
  let count = 0;
  const add = (d: Directive): void => {
    open[count++] = d;
  };
  const stack: Frame[] = [{ from: 0, entries: false }];
  const closeBlock = (): void => {
    const frame = stack.pop() as Frame;
    if (frame.owner) frame.owner.block = frame.drop ? [] : copyRange(open, frame.from, count);
    count = frame.from;
  };
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
    const token = lexer.next();

    if (token === EOF) {
      // A directive cut short by the end of the file is kept: rules may still want to see it.
      // Not when the file ended inside one of its words (an unclosed quote): without that word
      // it would say what the config does not ("no arguments", an empty cipher string), and
      // the one error is the unclosed quote, as nginx -t says.
      if (lexer.words > 0 && !lexer.wordCut) add(cutShort(lexer));
      if (stack.length > 1 && !lexer.broken) failBalance('unexpected end of file, expecting "}"', lexer.eofSpan());
      break;
    }

    if (token === CLOSE) {
      if (lexer.words > 0) add(cutShort(lexer));
      if (stack.length === 1) {
        if (lexer.words === 0) failBalance('unexpected "}"', lexer.termSpan());
        continue;
      }
      if (top.owner) top.owner.blockEnd = lexer.termSpan();
      closeBlock();
      continue;
    }

    if (lexer.words === 0) {
      // `{` with no name (already reported): read its contents so the braces still pair up.
      guessedBraces = true;
      stack.push({ from: count, entries: top.entries });
      continue;
    }

    const opens = lexer.opensBlock();
    if (top.entries) {
      const d = directiveOf(lexer, lexer.termLine, lexer.termColumn, opens);
      add(d);
      if (opens) {
        // nginx's handler blocks refuse a nested block outright.
        fail('unexpected "{"', lexer.termSpan());
        guessedBraces = true;
        stack.push({ owner: d, from: count, entries: true, drop: stack.length > MAX_NESTING });
      }
      continue;
    }

    const kind = directiveKind(lexer.name, top.owner?.name);
    if (!opens) {
      const d = directiveOf(lexer, lexer.termLine, lexer.termColumn, false);
      add(d);
      if (kind === 'block' || kind === 'entries' || kind === 'lua') {
        fail(`directive "${d.name}" has no opening "{"`, lexer.termSpan());
      }
      continue;
    }

    if (kind === 'lua') {
      // The body is Lua, not nginx: it becomes one argument, as lua-nginx-module passes it on.
      const d = directiveOf(lexer, lexer.termLine, lexer.termColumn, false);
      add(d);
      const body = lexer.readLuaBody(lexer.termSpan());
      d.args.push(body.arg);
      if (!body.close) break;
      d.blockEnd = body.close;
      continue;
    }
    const d = directiveOf(lexer, lexer.termLine, lexer.termColumn, true);
    add(d);
    if (kind === 'plain') fail(`directive "${d.name}" is not terminated by ";"`, lexer.termSpan());
    // The block opened here is at depth stack.length; past the limit its contents are dropped.
    const drop = stack.length > MAX_NESTING;
    if (stack.length === MAX_NESTING + 1) fail(nestingMessage(), d.span);
    stack.push({ owner: d, from: count, entries: kind === 'entries', drop });
  }

  // Blocks the input left open keep what they hold.
  while (stack.length > 1) closeBlock();
  if (stats) stats.work = lexer.work;
  const comments = lexer.comments;
  // The comments are copied to size too: the tree keeps them.
  return { file, directives: copyRange(open, 0, count), comments: copyRange(comments, 0, comments.length), errors };
}
