// The fingerprint must equal what GitHub's own upload step computes, or GitHub warns about
// inconsistent fingerprints and alerts stop following their lines. The expected values
// are the ones GitHub publishes for its implementation (github/codeql-action,
// src/fingerprints.test.ts): an external oracle, not output of this code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineHasher, lineHashes } from '../src/report/line-hash.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

describe('lineHashes (GitHub primaryLocationLineHash)', () => {
  it('hashes the empty file as one empty line', () => {
    expect(lineHashes('')).toEqual(['c129715d7a2bc9a3:1']);
  });

  it('ignores spaces and tabs and hashes every line', () => {
    expect(lineHashes(' a\nb\n  \t\tc\n d')).toEqual(['271789c17abda88f:1', '54703d4cd895b18:1', '180aee12dab6264:1', 'a23a3dc5e078b07b:1']);
    expect(lineHashes(' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End')).toEqual([
      '8b7cf3e952e7aeb2:1',
      'b1ae1287ec4718d9:1',
      'bff680108adb0fcc:1',
      'c6805c5e1288b612:1',
      'b86d3392aea1be30:1',
      'e6ceba753e1a442:1',
    ]);
  });

  it('treats LF, CR and CRLF alike', () => {
    const expected = [
      'e9496ae3ebfced30:1',
      'fb7c023a8b9ccb3f:1',
      'ce8ba1a563dcdaca:1',
      'e20e36e16fcb0cc8:1',
      'b3edc88f2938467e:1',
      'c8e28b0b4002a3a0:1',
      'c129715d7a2bc9a3:1',
    ];
    expect(lineHashes(' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n')).toEqual(expected);
    expect(lineHashes(' hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r')).toEqual(expected);
    expect(lineHashes(' hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n')).toEqual(expected);
    expect(lineHashes(' hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n')).toEqual(expected);
  });

  it('numbers identical hashes in line order', () => {
    expect(lineHashes('Lorem ipsum dolor sit amet.\n'.repeat(10))).toEqual([
      'a7f2ff13bc495cf2:1',
      'a7f2ff13bc495cf2:2',
      'a7f2ff13bc495cf2:3',
      'a7f2ff13bc495cf2:4',
      'a7f2ff13bc495cf2:5',
      'a7f2ff13bc495cf2:6',
      'a7f2ff1481e87703:1',
      'a9cf91f7bbf1862b:1',
      '55ec222b86bcae53:1',
      'cc97dc7b1d7d8f7b:1',
      'c129715d7a2bc9a3:1',
    ]);
  });
});

describe('LineHasher', () => {
  const dir = makeTmp('ssllint-hash-').dir;
  afterAll(() => removeTmp(dir));

  it('reads the file and returns the hash of the asked line', () => {
    const file = join(dir, 'a.conf');
    writeFileSync(file, ' a\nb\n  \t\tc\n d');
    const h = new LineHasher();
    expect(h.fingerprint(file, 3, 'r', 'a.conf')).toBe('180aee12dab6264:1');
    expect(h.fingerprint(file, 1, 'r', 'a.conf')).toBe('271789c17abda88f:1');
  });

  it('falls back to rule, path and line for unreadable files and lines out of range, numbering repeats', () => {
    const h = new LineHasher();
    const missing = join(dir, 'missing.conf');
    const a = h.fingerprint(missing, 4, 'protocol-sslv3', 'missing.conf');
    const b = h.fingerprint(missing, 4, 'protocol-sslv3', 'missing.conf');
    const c = h.fingerprint(missing, 4, 'cipher-rc4', 'missing.conf');
    expect(a).toMatch(/^[0-9a-f]{16}:1$/);
    expect(b).toBe(`${a.slice(0, 16)}:2`);
    expect(c.slice(0, 16)).not.toBe(a.slice(0, 16));
    // A directory is not hashed (and is not read).
    expect(h.fingerprint(dir, 1, 'r', 'x')).toMatch(/^[0-9a-f]{16}:1$/);
    const file = join(dir, 'short.conf');
    writeFileSync(file, 'x\n');
    expect(h.fingerprint(file, 9, 'r', 'short.conf')).toMatch(/^[0-9a-f]{16}:1$/);
  });
});
