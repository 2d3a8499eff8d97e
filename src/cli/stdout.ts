// The report's way out without process.stdout. Creating that stream loads node:stream (and,
// for a pipe or a terminal, node:net and node:tty): milliseconds that a lint writing one
// block of text to a pipe or a file need not pay. A plain write(2) on descriptor 1 does the
// same there, since Node's own stdout writes synchronously to files and pipes on POSIX.
import { fstatSync, writeSync } from 'node:fs';

// Windows consoles need the stream's wide-character writes; elsewhere the stream takes over
// at the first failed write (a full non-blocking pipe, a closed reader, a closed descriptor)
// and does what it always did with it: wait for the pipe, report EPIPE, or discard.
let useStream = process.platform === 'win32';

/** Writes `text` to standard output, as process.stdout.write(text) would. */
export function writeStdout(text: string): void {
  if (useStream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  try {
    while (done < bytes.length) {
      const n = writeSync(1, bytes, done, bytes.length - done);
      if (n <= 0) break;
      done += n;
    }
  } catch {
    // handed to the stream below
  }
  if (done < bytes.length) {
    useStream = true;
    process.stdout.write(done === 0 ? text : bytes.subarray(done));
  }
}

/**
 * process.stdout.isTTY, without creating the stream when the descriptor cannot be a terminal
 * (a pipe, a file, a socket): only a character device can.
 */
export function stdoutIsTTY(): boolean {
  if (process.platform !== 'win32') {
    try {
      if (!fstatSync(1).isCharacterDevice()) return false;
    } catch {
      // no descriptor 1 to look at: the stream knows what to make of that
    }
  }
  return !!process.stdout.isTTY;
}
