// A config tree a stranger's pull request could hold, written to make ssllint's output forge
// GitHub Actions workflow commands, and the runner's own reading of a log to check it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// What the runner obeys: a line whose text after leading whitespace starts with `::`, or one
// holding the legacy `##[` anywhere (actions/runner ActionCommandManager). It reads the
// output with .NET's ReadLine, so CR, LF and CRLF each end a line; TrimStart() skips what
// Char.IsWhiteSpace calls white space (JavaScript's \s, and NEL).

/** The output's lines as the runner reads them. */
export function runnerLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function isCommandLine(line: string): boolean {
  return /^[\s\x85]*::/.test(line) || line.includes('##[');
}

/** The lines the runner would take for commands. */
export function runnerCommands(output: string): string[] {
  return runnerLines(output).filter(isCommandLine);
}

/** A forged annotation, as written into the tree. */
export const FORGED = '::error file=forged.conf,line=1::pwn';

/**
 * Writes the tree into `dir` (which should be empty) and returns the name of its nginx.conf.
 * Every kind of config text that reaches a report carries a command: a file name
 * (`::stop-commands::tok.conf`, and one with a line break), an add_header name with an
 * embedded LF and one with a lone CR (the header-inheritance fix repeats them, so the fix
 * text and the --fix-dry-run diff carry them too), and words with `##[error]` (a server name,
 * a cipher word, a directive name, a header value).
 */
export function writeHostileTree(dir: string): string {
  mkdirSync(join(dir, 'conf.d'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'events {}',
      'http {',
      `    add_header "X-A\n${FORGED}" "v##[error]header-value";`,
      `    add_header "X-B\r::warning file=cr.conf,line=2::cr" v;`,
      '    include "::stop-commands::tok.conf";',
      '    include conf.d/*.conf;',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, '::stop-commands::tok.conf'),
    [
      'server {',
      '    listen 443 ssl;',
      '    server_name "##[error]name.example" ::warning.example;',
      '    ssl_certificate "::error::cert.pem";',
      '    ssl_certificate_key "##[error]key.pem";',
      '    ssl_protocols SSLv3 TLSv1.2;',
      '    ssl_ciphers "HIGH:##[error]word:!aNULL";',
      // A lone CR in a line the --fix-dry-run diff shows as context: the runner ends a line there.
      '    add_header "Y\r::error file=cr2.conf,line=1::pwn2" z;',
      '    x##[warning]directive on;',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'conf.d', `a\n${FORGED}.conf`),
    ['server {', '    listen 443 ssl;', '    server_name b.example;', '    ssl_protocols TLSv1 TLSv1.2;', '    add_header Z z;', '}', ''].join('\n'),
  );
  return join(dir, 'nginx.conf');
}

// What a terminal obeys (ECMA-48, xterm): C0 controls (ESC starts CSI/OSC sequences, BEL ends an
// OSC, BS and a CR not followed by LF overwrite what was shown), DEL, C1 controls (the 8-bit CSI,
// OSC…), and the Unicode bidirectional controls and line separators that show text in another
// order or on another line than it is. TAB and LF only space and end lines; CRLF is a line end.
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
// The SGR colour sequences ssllint's stylish report writes itself (src/report/ansi.ts).
const OWN_SGR = /^\x1b\[(1|2|4|22|24|31|32|33|34|39)m/;

/** Each raw character in `output` a terminal would obey, with its offset, e.g. `12:U+001B`. */
export function terminalControls(output: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < output.length; i++) {
    const c = output.charCodeAt(i);
    if (c === 0x1b) {
      const own = OWN_SGR.exec(output.slice(i, i + 6));
      if (own) {
        i += own[0].length - 1;
        continue;
      }
    }
    if (c === 0x0d && output.charCodeAt(i + 1) === 0x0a) continue;
    const control = (c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f) || BIDI.has(c);
    if (control) found.push(`${i}:U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return found;
}
