// The report's way out without process.stdout. Creating that stream loads node:stream (and,
// for a pipe or a terminal, node:net and node:tty): milliseconds that a lint writing one
// block of text to a pipe or a file need not pay. A plain write(2) on descriptor 1 does the
// same there, since Node's own stdout writes synchronously to files and pipes on POSIX.
import { fstatSync, writeSync } from 'node:fs';
import { escapeControls } from '../report/untrusted.js';

// Windows consoles need the stream's wide-character writes; elsewhere the stream takes over
// at the first failed write (a full non-blocking pipe, a closed descriptor) and does what it
// always did with it: wait for the pipe, or discard.
let useStream = process.platform === 'win32';

// A reader that went away (`ssllint /etc/nginx | head`) is no error of ours: the rest of the
// output is dropped, as in a shell pipeline, and the run ends with its own exit code.
let readerGone = false;
let guarded = false;

const isEpipe = (err: unknown): boolean => (err as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';

/** process.stdout, quiet about a reader that closed the pipe (Node would throw EPIPE at us). */
function stdoutStream(): NodeJS.WriteStream {
  const stream = process.stdout;
  if (!guarded) {
    guarded = true;
    stream.on('error', (err) => {
      if (!isEpipe(err)) throw err;
      readerGone = true;
    });
  }
  return stream;
}

/**
 * process.stdout.write(text), less the EPIPE crash: for the commands whose output is small.
 * Their text passes escapeControls, as main() makes everything written through its Io do.
 */
export function streamStdout(text: string): void {
  if (!readerGone) stdoutStream().write(escapeControls(text));
}

/** Writes `text` to standard output, as process.stdout.write(text) would. */
export function writeStdout(text: string): void {
  if (readerGone) return;
  if (useStream) {
    stdoutStream().write(text);
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
  } catch (err) {
    if (isEpipe(err)) {
      readerGone = true;
      return;
    }
    // anything else is handed to the stream below
  }
  if (done < bytes.length) {
    useStream = true;
    stdoutStream().write(done === 0 ? text : bytes.subarray(done));
  }
}

/**
 * process.stdout.isTTY, without creating the stream when the descriptor cannot be a terminal
 * (a pipe, a file, a socket): only a character device can.
 */
export function stdoutIsTTY(): boolean {
  return isTTY(1);
}

/** process.stderr.isTTY, as stdoutIsTTY. */
export function stderrIsTTY(): boolean {
  return isTTY(2);
}

function isTTY(fd: 1 | 2): boolean {
  if (process.platform !== 'win32') {
    try {
      if (!fstatSync(fd).isCharacterDevice()) return false;
    } catch {
      // no descriptor to look at: the stream knows what to make of that
    }
  }
  return !!(fd === 1 ? process.stdout : process.stderr).isTTY;
}
