import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeConfigBytes, firstInvalidUtf8, MAX_CONFIG_BYTES, readConfigFile } from '../src/source/read.js';
import { isRoot, tempDir, writeTree } from './source-helpers.js';

describe('decodeConfigBytes', () => {
  it('decodes UTF-8 and drops a BOM', () => {
    expect(decodeConfigBytes(Buffer.from('\uFEFFserver {}\n', 'utf8'))).toEqual({ ok: true, text: 'server {}\n', bom: true });
    expect(decodeConfigBytes(Buffer.from('# café\n', 'utf8'))).toEqual({ ok: true, text: '# café\n' });
  });

  it('refuses binary content and says where the NUL byte is', () => {
    expect(decodeConfigBytes(Buffer.from('a;\nbc\0d', 'latin1'))).toEqual({
      ok: false,
      reason: 'binary file (NUL byte at line 2, column 3)',
    });
  });

  it('refuses non-UTF-8 content and says where the bad byte is', () => {
    expect(decodeConfigBytes(Buffer.from('# ok\n# caf\xe9\n', 'latin1'))).toEqual({
      ok: false,
      reason: 'not valid UTF-8 (invalid byte 0xe9 at line 2, column 6)',
    });
  });
});

describe('firstInvalidUtf8', () => {
  it.each([
    ['ascii', [0x61, 0x62], 2],
    ['2-byte é', [0xc3, 0xa9], 2],
    ['overlong', [0x61, 0xc0, 0xaf], 1],
    ['surrogate', [0xed, 0xa0, 0x80], 0],
    ['truncated', [0x61, 0xe2, 0x82], 1],
    ['4-byte emoji', [0xf0, 0x9f, 0x98, 0x80], 4],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['lone continuation', [0x80], 0],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
    // The validator and the platform decoder agree on what is valid.
    let platformOk = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
    } catch {
      platformOk = false;
    }
    expect(platformOk).toBe(expected === bytes.length);
  });
});

describe('readConfigFile', () => {
  const dir = tempDir();
  writeTree(dir, { 'ok.conf': 'a b;\n', 'sub/x': '' });

  it('reads a file', () => {
    expect(readConfigFile(join(dir, 'ok.conf'))).toEqual({ ok: true, text: 'a b;\n' });
  });

  it('says why a path cannot be read', () => {
    expect(readConfigFile(join(dir, 'missing.conf'))).toEqual({ ok: false, reason: 'no such file or directory' });
    expect(readConfigFile(join(dir, 'sub'))).toEqual({ ok: false, reason: 'is a directory' });
    expect(readConfigFile('/dev/null')).toEqual({ ok: false, reason: 'not a regular file' });
  });

  it('does not block on a FIFO', () => {
    const fifo = join(dir, 'pipe.conf');
    if (spawnSync('mkfifo', [fifo]).status !== 0) return;
    expect(readConfigFile(fifo)).toEqual({ ok: false, reason: 'not a regular file' });
  });

  it('refuses a file over 10 MB without reading it', () => {
    const big = join(dir, 'big.conf');
    writeTree(dir, { 'big.conf': Buffer.alloc(MAX_CONFIG_BYTES + 1, 0x20) });
    expect(readConfigFile(big)).toEqual({ ok: false, reason: `file is larger than 10 MB (${MAX_CONFIG_BYTES + 1} bytes)` });
  });

  it.skipIf(isRoot)('reports a permission error (skipped as root: root reads mode-000 files)', () => {
    const locked = join(dir, 'locked.conf');
    writeTree(dir, { 'locked.conf': 'x;\n' });
    chmodSync(locked, 0o000);
    expect(readConfigFile(locked)).toEqual({ ok: false, reason: 'permission denied' });
  });
});
