// Standard input: either the `nginx -T` dump (every file nginx read, each after a
// `# configuration file PATH:` line) split back into its files with their original names
// and line numbers, or one anonymous fragment.
import { readFileSync } from 'node:fs';
import { decodeConfigBytes, type ReadOutcome } from './read.js';

/** The virtual name of standard input that is not an nginx -T dump. */
export const STDIN_NAME = '<stdin>';

const HEADER = /^# configuration file (\/.*):\r?$/;

export interface NginxDump {
  /** Files in dump order (the main config first), by the absolute path nginx printed. */
  files: Map<string, string>;
  /** The main configuration file: the first one dumped. */
  main: string;
}

/**
 * Splits an `nginx -T` dump. Lines before the first header (nginx's own
 * `syntax is ok` lines when stderr was piped too) are dropped. nginx writes each file's
 * bytes and then one newline before the next header, so the lines between two headers
 * are exactly the file: line N of a virtual file is line N of the original. A file
 * dumped twice keeps its first copy (nginx dumps each file once). Returns undefined when
 * the text holds no header.
 */
export function splitNginxDump(text: string): NginxDump | undefined {
  const lines = text.split('\n');
  const files = new Map<string, string>();
  let name: string | undefined;
  let body: string[] = [];
  const flush = () => {
    if (name === undefined) return;
    if (!files.has(name)) files.set(name, body.join('\n'));
  };
  for (let i = 0; i < lines.length; i++) {
    const m = HEADER.exec(lines[i]);
    if (m) {
      flush();
      name = m[1];
      body = [];
      continue;
    }
    if (name !== undefined) body.push(lines[i]);
  }
  // The newline nginx wrote after the last file ends the text: not part of the file.
  if (text.endsWith('\n')) body.pop();
  flush();
  const main = files.keys().next().value;
  return main === undefined ? undefined : { files, main };
}

/** Reads all of fd 0 through the same guards as a file (binary, non-UTF-8, over 10 MB). */
export function readStdin(): ReadOutcome {
  try {
    return decodeConfigBytes(readFileSync(0));
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
}
