// The per-run reader answers "missing" from directory listings instead of a stat per path.
// Its answers must be exactly readCertFile's for every kind of path, and it must spare the
// reads it claims to spare.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCertReader, readCertFile, ReadFailure } from '../src/certs/read.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const root = makeTmp('ssllint-cert-listing-').dir;
mkdirSync(join(root, 'present'));
writeFileSync(join(root, 'present', 'cert.pem'), 'not really a certificate\n');
writeFileSync(join(root, 'a-file'), 'x');
symlinkSync(join(root, 'nowhere'), join(root, 'dangling'));
symlinkSync(join(root, 'present'), join(root, 'linked'));
afterAll(() => removeTmp(root));

function outcome(read: (p: string) => Buffer, path: string): string {
  try {
    return `ok ${read(path).toString('utf8').trim()}`;
  } catch (err) {
    expect(err).toBeInstanceOf(ReadFailure);
    const f = err as ReadFailure;
    return `${f.kind}: ${f.message}`;
  }
}

const PATHS: [string, string][] = [
  ['present/cert.pem', 'ok not really a certificate'],
  ['present/missing.pem', 'missing: no such file'],
  ['absent-dir/cert.pem', 'missing: no such file'],
  ['absent-dir/deeper/cert.pem', 'missing: no such file'],
  ['a-file/cert.pem', 'missing: a component of the path is not a directory'],
  ['dangling/cert.pem', 'missing: no such file'],
  ['linked/cert.pem', 'ok not really a certificate'],
  // The kernel walks `absent-dir` before `..`, so the first fails and the second does not.
  ['absent-dir/../present/cert.pem', 'missing: no such file'],
  ['linked/../present/cert.pem', 'ok not really a certificate'],
  ['present', 'not-a-file: it is a directory'],
];

describe('createCertReader', () => {
  it.each(PATHS)('answers %s as a stat would: %s', (rel, expected) => {
    // Written out rather than join()ed, which would fold the `..`.
    const asWritten = `${root}/${rel}`;
    expect(outcome(readCertFile, asWritten)).toBe(expected);
    expect(outcome(createCertReader(), asWritten)).toBe(expected);
  });

  it('does not touch the disk per path below a directory its parent does not list', () => {
    const asked: string[] = [];
    const read = createCertReader((p) => {
      asked.push(p);
      return readCertFile(p);
    });
    for (let i = 0; i < 50; i++) {
      expect(outcome(read, join(root, `site${i}`, 'fullchain.pem'))).toBe('missing: no such file');
      expect(outcome(read, join(root, `site${i}`, 'privkey.pem'))).toBe('missing: no such file');
    }
    expect(outcome(read, join(root, 'present', 'cert.pem'))).toBe('ok not really a certificate');
    expect(outcome(read, join(root, 'present', 'other.pem'))).toBe('missing: no such file');
    // Only the paths whose directory exists reach the real reader.
    expect(asked).toEqual([join(root, 'present', 'cert.pem'), join(root, 'present', 'other.pem')]);
  });

  it('sees a directory created after an earlier run (each run lists afresh)', () => {
    const path = join(root, 'later', 'cert.pem');
    expect(outcome(createCertReader(), path)).toBe('missing: no such file');
    mkdirSync(join(root, 'later'));
    writeFileSync(path, 'made later\n');
    expect(outcome(createCertReader(), path)).toBe('ok made later');
  });
});
