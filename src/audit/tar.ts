// `audit --tar -`: a tree streamed as a tar archive (ustar, pax and GNU long names), held in
// memory and read as if rooted at `/`. Nothing is written to disk; symbolic links resolve
// inside the archive only (Debian's sites-enabled, Let's Encrypt's live/ → archive/), so no
// path of this machine is ever opened. Limits keep a hostile or mistaken stream from
// exhausting memory.
import { posix } from 'node:path';
import { ReadFailure, MAX_CERT_FILE_BYTES, type CertReader } from '../certs/read.js';
import type { DirEntry, PathKind, SourceFs } from '../source/fs.js';
import { decodeConfigBytes, type ReadOutcome } from '../source/read.js';
import { Extraction } from './tar-extract.js';

export const TAR_LIMITS = {
  /** The whole archive: far above /etc/nginx plus /etc/ssl, far below a disk image. */
  archiveBytes: 512 * 1024 * 1024,
  entries: 200_000,
  /** One file kept; larger ones are listed but not held (a config is under 10 MB, a cert under 4). */
  fileBytes: 16 * 1024 * 1024,
};

export class TarError extends Error {}

export interface TarTree {
  files: Map<string, Buffer>;
  links: Map<string, string>;
  dirs: Set<string>;
  /** Files listed but not kept, with why. */
  skipped: Map<string, string>;
}

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul < 0 ? length : nul).toString('utf8');
}

function octal(header: Buffer, offset: number, length: number): number {
  // GNU base-256 for sizes of 8 GiB and more: larger than any limit here anyway.
  if (header[offset] & 0x80) return Number.MAX_SAFE_INTEGER;
  const text = field(header, offset, length).trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new TarError(`a header has a malformed number field ("${text.slice(0, 12)}"): is this a tar archive?`);
  return parseInt(text, 8);
}

function checksumOk(header: Buffer): boolean {
  const stored = octal(header, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum === stored;
}

/** pax extended header records: `LEN key=value\n`. */
function paxRecords(data: Buffer, into = new Map<string, string>()): Map<string, string> {
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) break;
    const len = Number(data.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(len) || len <= 0 || at + len > data.length) break;
    const record = data.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) into.set(record.slice(0, eq), record.slice(eq + 1));
    at += len;
  }
  return into;
}

/**
 * Reads the archive's members in order into the tree `tar -x` would make of them
 * (tar-extract.ts). Linear in the archive: pax global records are kept once and looked up
 * beside the member's own, never copied per member.
 */
export function readTar(bytes: Buffer): TarTree {
  if (bytes.length > TAR_LIMITS.archiveBytes) throw new TarError(`the archive is larger than ${TAR_LIMITS.archiveBytes / 1024 / 1024} MB`);
  const tree: TarTree = { files: new Map(), links: new Map(), dirs: new Set(['/']), skipped: new Map() };
  const extraction = new Extraction(tree);
  let at = 0;
  let entries = 0;
  let pax = new Map<string, string>();
  const globalPax = new Map<string, string>();
  // A member's own record wins over a global one; an empty value unsets the keyword (POSIX pax).
  const record = (key: string): string | undefined => {
    const value = pax.get(key) ?? globalPax.get(key);
    return value === '' ? undefined : value;
  };
  let longName: string | undefined;
  let longLink: string | undefined;
  if (bytes.length === 0) throw new TarError('the archive is empty');
  if (bytes.length < BLOCK) throw new TarError(`the input is ${bytes.length} bytes, less than one tar header: not a tar archive`);
  let ended = false;
  while (at + BLOCK <= bytes.length) {
    const header = bytes.subarray(at, at + BLOCK);
    // A memcmp: a callback per byte made 200,000 headers take seconds.
    if (header.equals(ZERO_BLOCK)) {
      ended = true;
      break;
    }
    if (!checksumOk(header)) throw new TarError(`bad header checksum at byte ${at}: not a tar archive, or a damaged one`);
    if (++entries > TAR_LIMITS.entries) throw new TarError(`more than ${TAR_LIMITS.entries} entries`);
    const type = String.fromCharCode(header[156] || 0x30);
    const extended = type === 'x' || type === 'g' || type === 'L' || type === 'K';
    // tar reads as much data as a pax `size` record says, whatever the header says.
    const paxSize = extended ? undefined : record('size');
    const size = paxSize !== undefined && /^\d{1,15}$/.test(paxSize) ? Number(paxSize) : octal(header, 124, 12);
    const dataStart = at + BLOCK;
    const dataEnd = dataStart + size;
    if (dataEnd > bytes.length) throw new TarError(`the archive ends inside an entry (at byte ${bytes.length}): was the stream cut short?`);
    const data = bytes.subarray(dataStart, dataEnd);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      pax = paxRecords(data);
      continue;
    }
    if (type === 'g') {
      paxRecords(data, globalPax);
      continue;
    }
    if (type === 'L') {
      longName = data.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    if (type === 'K') {
      longLink = data.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    const prefix = field(header, 345, 155);
    const name = record('path') ?? longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const linkName = record('linkpath') ?? longLink ?? field(header, 157, 100);
    pax = new Map();
    longName = longLink = undefined;
    const path = Extraction.memberPath(name);
    if (path === undefined) continue;
    if (type === '5' || type === 'D') extraction.directory(path);
    else if (type === '2') extraction.symlink(path, linkName);
    else if (type === '1') extraction.hardLink(path, Extraction.linkTarget(linkName));
    // Devices, FIFOs and sockets are listed by nothing: the server would not read them either.
    else if (type === '3' || type === '4' || type === '6') extraction.other(path);
    else if (type === 'S') extraction.file(path, { skipped: 'it is a sparse file, which ssllint does not read from an archive' });
    // A volume label, a multi-volume continuation, GNU's old names record: no file of the tree.
    else if (type === 'V' || type === 'M' || type === 'N') continue;
    // Regular files, and what tar does not know: "Unknown file type, extracted as normal file".
    else extraction.file(path, size > TAR_LIMITS.fileBytes ? { skipped: `it is ${size} bytes, more than the ${TAR_LIMITS.fileBytes / 1024 / 1024} MB kept per file` } : data);
  }
  // Every archive ends with zero blocks: without them the stream was cut (a dropped ssh).
  if (!ended) throw new TarError(`the archive ends inside an entry (at byte ${bytes.length}): was the stream cut short?`);
  return tree;
}

const MAX_LINK_HOPS = 40;

/** The archive as the source stage and the certificate reader see it. */
export function archiveFs(tree: TarTree): { fs: SourceFs; certReader: CertReader } {
  const children = new Map<string, Map<string, DirEntry>>();
  const addChild = (path: string, entry: Omit<DirEntry, 'name'>) => {
    if (path === '/') return;
    const dir = posix.dirname(path);
    let list = children.get(dir);
    if (!list) children.set(dir, (list = new Map()));
    list.set(posix.basename(path), { name: posix.basename(path), ...entry });
  };
  for (const d of tree.dirs) addChild(d, { isDir: true, isLink: false, isFile: false });
  for (const f of [...tree.files.keys(), ...tree.skipped.keys()]) addChild(f, { isDir: false, isLink: false, isFile: true });
  for (const l of tree.links.keys()) addChild(l, { isDir: false, isLink: true, isFile: false });

  /** Resolves links component by component, inside the archive; undefined for a loop. */
  const realpath = (path: string): string | undefined => {
    let todo = path.split('/').filter((p) => p !== '' && p !== '.');
    let done = '/';
    let hops = 0;
    while (todo.length) {
      const part = todo.shift()!;
      if (part === '..') {
        done = posix.dirname(done);
        continue;
      }
      const next = posix.join(done, part);
      const target = tree.links.get(next);
      if (target === undefined) {
        done = next;
        continue;
      }
      if (++hops > MAX_LINK_HOPS) return undefined;
      if (target.startsWith('/')) done = '/';
      todo = [...target.split('/').filter((p) => p !== '' && p !== '.'), ...todo];
    }
    return done;
  };
  const kindOf = (real: string | undefined): PathKind => {
    if (real === undefined) return 'other';
    if (tree.files.has(real) || tree.skipped.has(real)) return 'file';
    return tree.dirs.has(real) ? 'dir' : 'missing';
  };
  const fs: SourceFs = {
    kind: (path) => kindOf(realpath(path)),
    list(path) {
      const real = realpath(path);
      if (real === undefined || !tree.dirs.has(real)) return undefined;
      return [...(children.get(real)?.values() ?? [])];
    },
    realpath: (path) => realpath(path) ?? path,
    read(path): ReadOutcome {
      const real = realpath(path);
      if (real === undefined) return { ok: false, reason: 'too many levels of symbolic links' };
      const bytes = tree.files.get(real);
      if (bytes) return decodeConfigBytes(bytes);
      const skipped = tree.skipped.get(real);
      if (skipped) return { ok: false, reason: skipped };
      return { ok: false, reason: tree.dirs.has(real) ? 'is a directory' : 'no such file in the archive' };
    },
  };
  const certReader: CertReader = (path) => {
    const real = realpath(path);
    if (real === undefined) throw new ReadFailure('missing', 'too many symbolic links (a loop?)');
    const bytes = tree.files.get(real);
    if (bytes) {
      if (bytes.length > MAX_CERT_FILE_BYTES) throw new ReadFailure('too-large', `it is ${bytes.length} bytes, more than any certificate file should be`);
      // The cache wipes what it is handed once parsed: hand it a copy, keep the archive intact.
      return Buffer.from(bytes);
    }
    if (tree.skipped.has(real)) throw new ReadFailure('too-large', tree.skipped.get(real)!);
    if (tree.dirs.has(real)) throw new ReadFailure('not-a-file', 'it is a directory');
    throw new ReadFailure('missing', 'no such file in the archive');
  };
  return { fs, certReader };
}

/**
 * Reads a stream whole (standard input, a pipe, a file), refusing more than the archive limit.
 * Chunks are filled before the next is taken: a pipe hands over 64 kB a read, and a buffer per
 * read would hold sixteen times the data.
 */
export function readLimited(read: (buf: Buffer) => number, limit = TAR_LIMITS.archiveBytes): Buffer {
  const CHUNK = 1 << 20;
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK);
  let filled = 0;
  let total = 0;
  for (;;) {
    const n = read(chunk.subarray(filled));
    if (n <= 0) break;
    filled += n;
    total += n;
    if (total > limit) throw new TarError(`the archive is larger than ${limit / 1024 / 1024} MB`);
    if (filled === CHUNK) {
      chunks.push(chunk);
      chunk = Buffer.allocUnsafe(CHUNK);
      filled = 0;
    }
  }
  chunks.push(chunk.subarray(0, filled));
  return Buffer.concat(chunks, total);
}
