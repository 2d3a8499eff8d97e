// RFC 6797 section 6.1 grammar, and the examples of section 6.2, read by readHsts.
import { describe, expect, it } from 'vitest';
import { readHsts } from '../src/rules-support/hsts.js';

describe('readHsts', () => {
  it('reads the RFC 6797 section 6.2 examples', () => {
    expect(readHsts('max-age=31536000')).toEqual({ ok: true, maxAge: 31536000, includeSubDomains: false, preload: false });
    expect(readHsts('max-age=15768000 ; includeSubDomains')).toEqual({ ok: true, maxAge: 15768000, includeSubDomains: true, preload: false });
    expect(readHsts('max-age="31536000"')).toEqual({ ok: true, maxAge: 31536000, includeSubDomains: false, preload: false });
    expect(readHsts('max-age=0')).toEqual({ ok: true, maxAge: 0, includeSubDomains: false, preload: false });
  });

  it('takes names in any case, empty directives and unknown ones', () => {
    expect(readHsts('Max-Age=63072000;;IncludeSubDomains; preload; foo=bar')).toEqual({ ok: true, maxAge: 63072000, includeSubDomains: true, preload: true });
  });

  it('rejects what browsers ignore', () => {
    for (const bad of ['includeSubDomains', '', 'max-age=1, includeSubDomains', 'max-age=1; max-age=2', 'max-age', 'max-age=-1', 'max-age=1; includeSubDomains=yes', 'max age=1', 'max-age="1']) {
      expect(readHsts(bad).ok, bad).toBe(false);
    }
  });
});
