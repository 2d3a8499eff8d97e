// Reading one configuration file with the guards that keep bad input from crashing or
// stalling the linter: each failure becomes a reason string the loader positions.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { readUpTo } from './read-fd.js';

/** Larger than any real configuration (the 1,016-server ingress-nginx config is 3.85 MB). */
export const MAX_CONFIG_BYTES = 10 * 1024 * 1024;

export type ReadOutcome =
  | {
      ok: true;
      text: string;
      /** A UTF-8 byte order mark was removed: httpd skips one, nginx reads it as text. */
      bom?: boolean;
    }
  | {
      ok: false;
      reason: string;
      /** Refused because the run's read budget is spent (source/budget.ts), not because of the file itself. */
      budget?: boolean;
    };

const ERRNO_REASONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a path component is not a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'file name too long',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

export function errnoReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code && ERRNO_REASONS[code]) return ERRNO_REASONS[code];
  if (code) return code;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Reads `path` from disk. Type and size are checked on the open descriptor before
 * reading: O_NONBLOCK keeps the open of a FIFO from waiting forever for a writer, and a
 * huge file is never pulled into memory.
 */
export function readConfigFile(path: string): ReadOutcome {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    return { ok: false, reason: errnoReason(err) };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, reason: 'is a directory' };
    if (!st.isFile()) return { ok: false, reason: 'not a regular file' };
    if (st.size > MAX_CONFIG_BYTES) {
      return { ok: false, reason: `file is larger than 10 MB (${st.size} bytes)` };
    }
    if (st.size === 0) return emptyOrPseudo(fd);
    const bytes = readUpTo(fd, st.size);
    const got = bytes.length;
    // sysfs files say 4096 and hold less; nginx then refuses them ("pread() returned only N
    // bytes instead of M", ngx_conf_read_token). What they hold is not configuration: not parsed.
    if (got < st.size) {
      return { ok: false, reason: `its size reads ${st.size} bytes but only ${got} could be read (a kernel pseudo-file such as sysfs, or a file cut short while read); nginx refuses it the same way` };
    }
    return decodeConfigBytes(bytes);
  } catch (err) {
    return { ok: false, reason: errnoReason(err) };
  } finally {
    closeSync(fd);
  }
}

/**
 * A regular file whose size reads 0 is empty, or a kernel pseudo-file (/proc/self/environ,
 * most of procfs) whose content is made when read. nginx reads a configuration file up to
 * its size (ngx_conf_read_token), so it takes such a file as empty; httpd reads to the end.
 * Neither is configuration: a byte of probe tells them apart, and the content is neither
 * parsed nor shown (environ holds the environment, secrets included).
 */
function emptyOrPseudo(fd: number): ReadOutcome {
  const probe = Buffer.alloc(1);
  let n: number;
  try {
    n = readSync(fd, probe, 0, 1, null);
  } catch (err) {
    // EAGAIN: a non-blocking pseudo-file with nothing ready; anything else, as reading says.
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'EAGAIN' ? { ok: false, reason: PSEUDO_FILE } : { ok: false, reason: errnoReason(err) };
  }
  return n === 0 ? { ok: true, text: '' } : { ok: false, reason: PSEUDO_FILE };
}

const PSEUDO_FILE =
  'a kernel pseudo-file (procfs, sysfs): its size reads 0 but it holds data made when read; nginx reads it as empty, httpd as text; not configuration, so ssllint does not read it';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Turns bytes into text, refusing binary and non-UTF-8 content; a UTF-8 BOM is dropped. */
export function decodeConfigBytes(bytes: Uint8Array): ReadOutcome {
  if (bytes.length > MAX_CONFIG_BYTES) {
    return { ok: false, reason: `file is larger than 10 MB (${bytes.length} bytes)` };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const { line, column } = lineColumnAt(bytes, nul);
    return { ok: false, reason: `binary file (NUL byte at line ${line}, column ${column})` };
  }
  try {
    const text = utf8.decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? { ok: true, text: text.slice(1), bom: true } : { ok: true, text };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const { line, column } = lineColumnAt(bytes, bad);
    return { ok: false, reason: `not valid UTF-8 (invalid byte 0x${hex(bytes[bad])} at line ${line}, column ${column})` };
  }
}

function hex(b: number | undefined): string {
  return (b ?? 0).toString(16).padStart(2, '0');
}

/** Line and 1-based byte column of a byte offset: enough to find the bad byte in an editor. */
function lineColumnAt(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const shape = leadShape(b);
    if (!shape) return i;
    const [need, min, max] = shape;
    const second = bytes[i + 1];
    if (second === undefined || second < min || second > max) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

/** Continuation count and the allowed range of the second byte for a lead byte. */
function leadShape(b: number): [number, number, number] | undefined {
  if (b >= 0xc2 && b <= 0xdf) return [1, 0x80, 0xbf];
  if (b === 0xe0) return [2, 0xa0, 0xbf];
  if (b === 0xed) return [2, 0x80, 0x9f]; // no UTF-16 surrogates
  if (b >= 0xe1 && b <= 0xef) return [2, 0x80, 0xbf];
  if (b === 0xf0) return [3, 0x90, 0xbf];
  if (b >= 0xf1 && b <= 0xf3) return [3, 0x80, 0xbf];
  if (b === 0xf4) return [3, 0x80, 0x8f]; // nothing above U+10FFFF
  return undefined;
}
