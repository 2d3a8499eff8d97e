// The Apache httpd configuration parser: one file in, its directive tree out, following how
// httpd itself reads a file (server/config.c ap_build_config and server/util.c) so that what
// we call a syntax error is what `apache2 -t` rejects, reported at the line it names.
//
// Shape of the tree:
// - A directive line is a Directive whose `name` is the first word as written (compare
//   lower-cased: httpd matches names case-insensitively) and whose args are the other words.
// - A section `<Name args>` ... `</Name>` is a Directive named `Name` (no `<`) with `block`
//   set, even when empty, and `blockEnd` on its closing tag. Its args are the words before the
//   last `>` of the opening line, as httpd's section handlers read them; text after that `>`
//   is ignored by httpd and so by us. `<IfModule>`, `<IfDefine>`, `<IfVersion>`, `<If>`,
//   `<ElseIf>` and `<Else>` are kept as sections: which branch applies is the model's call.
// - Values are raw: `${VAR}` is left for the loader, which knows the Defines in force
//   (see defines.ts).
import { copyRange } from '../syntax/copy.js';
import { MAX_NESTING, nestingMessage } from '../syntax/limits.js';
import type { Diagnostic, Directive, ParsedFile, Span } from '../syntax/types.js';
import { hasUnterminatedString } from './expr-check.js';
import { forEachLogicalLine, type LogicalLine } from './lines.js';
import { SectionStack, trimBlock } from './sections.js';
import { readArgs, readWord, skipSpace, type Word } from './words.js';

/** Sections httpd evaluates while reading the file (EXEC_ON_READ in httpd's sources). */
const READ_TIME_CONDITIONALS = new Set(['ifmodule', 'ifdefine', 'ifversion', 'iffile', 'ifdirective', 'ifsection']);

export function parseApache(source: string, file: string): ParsedFile {
  // httpd on Unix does not skip a UTF-8 byte order mark: it becomes part of the first word
  // and the server refuses to start. Columns are counted without it, as editors show them.
  const bom = source.charCodeAt(0) === 0xfeff;
  const text = bom ? source.slice(1) : source;
  const top: Directive[] = [];
  const comments: ParsedFile['comments'] = [];
  const errors: Diagnostic[] = [];
  const open = new SectionStack();

  const error = (message: string, span: Span): void => {
    errors.push({ ruleId: 'syntax-error', message, span });
  };
  const container = (): Directive[] => {
    const innermost = open.innermost();
    return innermost ? (innermost.sink ?? (innermost.directive.block as Directive[])) : top;
  };

  const closeSection = (line: LogicalLine, first: Word): void => {
    const written = first.value;
    const tagSpan = line.span(file, first.start, first.end);
    const innermost = open.innermost();
    if (!innermost) {
      error(`${written} without matching <${written.slice(2)} section`, tagSpan);
      return;
    }
    let name: string;
    if (written.endsWith('>')) {
      name = written.slice(2, -1);
    } else {
      error(`${written}> directive missing closing '>'`, tagSpan);
      // Recovery: the author surely meant to close something; let the name decide what.
      name = written.slice(2);
    }
    const lower = name.toLowerCase();
    if (lower !== innermost.lower && written.endsWith('>')) {
      error(`Expected </${innermost.name}> but saw </${name}>`, tagSpan);
    }
    // Recovery from a mismatch: close the enclosing section this tag names, leaving the
    // ones inside it without a blockEnd; a tag that names no open section is dropped.
    const closed = open.closeNamed(lower);
    if (!closed) return;
    closed.directive.blockEnd = tagSpan;
    // httpd ends the body of a true read-time conditional only at a line that is exactly
    // `</IfModule>`; with more on the line it reads on and rejects the tag.
    if (READ_TIME_CONDITIONALS.has(lower) && written.endsWith('>') && skipSpace(line.text, first.end, line.end) < line.end) {
      error(`${written} without matching <${written.slice(2)} section`, tagSpan);
    }
  };

  const openSection = (line: LogicalLine, first: Word): void => {
    let name = first.value.slice(1);
    if (name.endsWith('>')) name = name.slice(0, -1);
    const s = line.text;
    const restStart = skipSpace(s, first.end, line.end);
    let argsEnd = line.end;
    const span = line.span(file, first.start, line.end);
    if (restStart < line.end) {
      // httpd's section handlers cut the argument text at its last `>`, quotes or not.
      let gt = line.end - 1;
      while (gt >= restStart && s.charCodeAt(gt) !== 62) gt--;
      if (gt < restStart) {
        error(`<${name}> directive missing closing '>'`, span);
      } else {
        argsEnd = gt;
      }
    }
    // Every field from the start, blockEnd too: fields added later live in a separate store.
    const directive: Directive = { name, args: readArgs(line, file, restStart, argsEnd), span, block: [], blockEnd: undefined };
    const lower = name.toLowerCase();
    if ((lower === 'if' || lower === 'elseif') && directive.args.length > 0) {
      const condition = directive.args[0];
      if (hasUnterminatedString(condition.value)) {
        error('Cannot parse condition clause: Unterminated string or variable', condition.span);
      }
    }
    container().push(directive);
    // Past the nesting limit a section keeps an empty block: what it holds goes to a list
    // that is thrown away (its tags are still read, so the sections around it close right).
    const depth = open.all().length;
    if (depth === MAX_NESTING) error(nestingMessage(), span);
    open.push(depth >= MAX_NESTING ? { directive, name, lower, sink: [] } : { directive, name, lower });
  };

  forEachLogicalLine(text, (line) => {
    if (line.start === line.end) return;
    const s = line.text;
    if (s.charCodeAt(line.start) === 35) {
      comments.push({
        text: s.slice(line.start + 1, line.end),
        span: line.span(file, line.start, line.end),
        inline: false,
      });
      return;
    }
    const first = readWord(s, line.start, line.end);
    // httpd ignores a line whose first word is empty (`"" foo`).
    if (first.value === '') return;
    if (first.value.charCodeAt(0) === 60) {
      if (first.value.charCodeAt(1) === 47) closeSection(line, first);
      else openSection(line, first);
      return;
    }
    const args = readArgs(line, file, first.end, line.end);
    container().push({ name: first.value, args, span: line.span(file, line.start, line.end) });
  });

  if (bom) {
    const word = /^[^\t\n\v\f\r ]*/.exec(text)?.[0] ?? '';
    error(
      `Invalid command '\\xef\\xbb\\xbf${word}', perhaps misspelled or defined by a module not included in the server configuration`,
      { file, line: 1, column: 1, endLine: 1, endColumn: Math.max(1, word.length) },
    );
  }
  const unclosed = open.all();
  for (let k = unclosed.length - 1; k >= 0; k--) {
    const { name, lower, directive } = unclosed[k];
    trimBlock(directive);
    // httpd reads the body of a read-time conditional itself and words this case its own
    // way; it only rejects it when the condition is false (a true one simply ends at the end
    // of the file), but the author meant to close it either way.
    const message = READ_TIME_CONDITIONALS.has(lower)
      ? `Expected </${name}> before end of configuration`
      : `<${name}> was not closed.`;
    error(message, directive.span);
  }
  errors.sort((a, b) => a.span.line - b.span.line || a.span.column - b.span.column);
  // The tree keeps these lists: copied to size, without the slack of a growing array.
  return { file, directives: copyRange(top, 0, top.length), comments: copyRange(comments, 0, comments.length), errors };
}
