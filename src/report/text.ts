// Plain-text safety and the fix wording shared by the formats.
import type { Finding, Fix } from '../findings.js';
import { capText } from '../text/bounded-text.js';

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Makes text from a config file safe to print on a terminal or in a one-line-per-finding
 * format: control characters (ESC sequences could rewrite the screen or the clipboard),
 * line breaks, Unicode line/paragraph separators and bidirectional overrides are shown as
 * escapes instead of being obeyed.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Like `printable` but keeps line breaks (normalised to LF) for multi-line displays. */
export function printableLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((l) => printable(capText(l)));
}

/** The fix as prose lines: the description, then the directive(s) to write, if any. */
export function fixText(fix: Fix): string {
  // The replacement as shown, each line capped (bounded-text.ts); `--fix` writes it whole.
  return fix.replacement ? `${fix.description}\n${fix.replacement.split('\n').map(capText).join('\n')}` : fix.description;
}

/** The message followed by its fix, for formats that have one text field per finding. */
export function messageWithFix(finding: Finding): string {
  return finding.fix ? `${finding.message}\nFix: ${fixText(finding.fix)}` : finding.message;
}
