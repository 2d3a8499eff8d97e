// Step outputs in the runner's file-command format ($GITHUB_OUTPUT). The runner reads the
// file line by line (CR, LF and CRLF all end a line): `name=value` for a one-line value, or
// `name<<DELIMITER`, the value's lines, then DELIMITER alone on a line.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';

function delimiterFor(value: string): string {
  // Random, so a value taken from a config file cannot end the block early and set
  // outputs of its own; checked all the same.
  for (;;) {
    const delimiter = `ssllint_${randomBytes(16).toString('hex')}`;
    if (!value.includes(delimiter)) return delimiter;
  }
}

export function outputEntry(name: string, value: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) throw new Error(`invalid output name: ${name}`);
  if (!/[\r\n]/.test(value)) return `${name}=${value}\n`;
  const delimiter = delimiterFor(value);
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}

/** Appends the outputs to the file the runner named; without one (a local run) there is nowhere to put them. */
export function writeOutputs(file: string | undefined, outputs: [string, string][]): void {
  if (!file) return;
  appendFileSync(file, outputs.map(([name, value]) => outputEntry(name, value)).join(''));
}
