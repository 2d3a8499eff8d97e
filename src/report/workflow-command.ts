// GitHub Actions workflow commands, escaped exactly as the runner unescapes them
// (actions/runner ActionCommand: data `%`,CR,LF; property values also `:` and `,`).
// `%` goes first so the escapes we add are not escaped again. What the runner has no escape
// for and a terminal would obey (an ESC sequence, a bidirectional override) is shown as an
// escape (untrusted.ts), in the file name too: a name holding one no longer names its file,
// and the annotation still says where.
import { escapeControls } from './untrusted.js';

function escapeBreaks(text: string): string {
  return escapeControls(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/**
 * The message. `##[` has no escape the runner decodes: it is shown as `##\x5b`, as the other
 * formats show it (untrusted.ts). A command line is read as one command (the runner tries the
 * `::` form first), so this is for whoever reads the annotation, not for the runner.
 */
export function escapeData(text: string): string {
  return escapeBreaks(text).replace(/##\[/g, '##\\x5b');
}

/** A property value, kept exact (a file name must still name its file). */
export function escapeProperty(text: string): string {
  return escapeBreaks(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export type AnnotationCommand = 'error' | 'warning' | 'notice';

/**
 * One command line. Property names are ours; the values and the data may come from a
 * pull request, and after escaping none of them can hold a line break, or `:`/`,` inside
 * a property, so they cannot end the command early or add a property.
 */
export function workflowCommand(command: AnnotationCommand, properties: [string, string | number][], data: string): string {
  const props = properties.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${command}${props ? ` ${props}` : ''}::${escapeData(data)}`;
}
