// The client's byte stream, checked frame by frame before the JSON-RPC reader sees it. The
// reader (vscode-jsonrpc) reports a header without a Content-Length, or with one that is not
// a number, and then reads what follows as headers again: the server stays up and never
// answers. A Content-Length of 2 GB makes it buffer whatever comes. Either way the editor
// waits on a server that is gone in all but name; exiting instead lets it restart the server.
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The largest message taken: a 10 MB buffer (the bound on a configuration file,
 * docs/input-bounds.md) is 10 MB of JSON, 60 MB if every character needed an escape.
 */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;
/** Headers are two short lines (Content-Length, Content-Type). */
const MAX_HEADER_BYTES = 8 * 1024;
const END = Buffer.from('\r\n\r\n');

/**
 * A pass-through of the client's bytes that calls `malformed` (once, and passes nothing more)
 * at a frame whose header has no Content-Length, one that is not a decimal number, or one over
 * MAX_FRAME_BYTES, or at a header section over 8 KiB.
 */
export function frameGuard(malformed: (why: string) => void): Transform {
  let header = Buffer.alloc(0);
  // Body bytes still to pass before the next header; -1 while reading a header.
  let body = -1;
  let failed = false;
  const fail = (why: string): void => {
    failed = true;
    malformed(why);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (failed) return done();
      let at = 0;
      while (at < chunk.length) {
        if (body >= 0) {
          const n = Math.min(body, chunk.length - at);
          body -= n;
          at += n;
          if (body === 0) body = -1;
          continue;
        }
        const rest = chunk.subarray(at);
        const joined = header.length ? Buffer.concat([header, rest]) : rest;
        const end = joined.indexOf(END);
        if (end === -1) {
          if (joined.length > MAX_HEADER_BYTES) {
            fail('a header of more than 8 KiB');
            return done();
          }
          header = Buffer.from(joined);
          at = chunk.length;
          continue;
        }
        const why = frameLength(joined.subarray(0, end).toString('ascii'));
        if (typeof why === 'string') {
          fail(why);
          return done();
        }
        // What of this chunk the header took: the part after what was carried over.
        at += end + END.length - header.length;
        header = Buffer.alloc(0);
        body = why === 0 ? -1 : why;
      }
      done(null, chunk);
    },
  });
}

/** The frame's length from its header section, or what is wrong with it. */
function frameLength(headers: string): number | string {
  let length: string | undefined;
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === 'content-length') length = line.slice(colon + 1).trim();
  }
  if (length === undefined) return 'a message without a Content-Length header';
  if (!/^\d{1,12}$/.test(length)) return `a Content-Length that is not a number (${JSON.stringify(length.slice(0, 40))})`;
  const n = Number(length);
  if (n > MAX_FRAME_BYTES) return `a message of ${n} bytes (at most ${MAX_FRAME_BYTES} are taken)`;
  return n;
}
