// Server names against subjectAltName entries: which names are checked and what covers them.
import { describe, expect, it } from 'vitest';
import { covered, requiredNames } from '../src/certs/names.js';

describe('requiredNames', () => {
  it.each([
    ['example.com', 'nginx', ['example.com']],
    ['WWW.Example.COM.', 'nginx', ['www.example.com']],
    ['*.example.com', 'nginx', ['*.example.com']],
    ['.example.com', 'nginx', ['example.com', '*.example.com']],
    ['www.example.*', 'nginx', undefined],
    ['~^(?<sub>.+)\\.example\\.com$', 'nginx', undefined],
    ['_', 'nginx', undefined],
    ['', 'nginx', undefined],
    ['$host', 'nginx', undefined],
    ['192.0.2.10', 'nginx', ['192.0.2.10']],
    ['[2001:db8::1]', 'nginx', ['2001:db8::1']],
    ['https://www.example.com:443', 'apache', ['www.example.com']],
    ['www.example.com:8443', 'apache', ['www.example.com']],
    ['*.example.com', 'apache', ['*.example.com']],
    ['www?.example.com', 'apache', undefined],
    ['www.*.com', 'apache', undefined],
    ['[2001:db8::1]:443', 'apache', ['2001:db8::1']],
  ] as const)('%s (%s) → %j', (name, dialect, expected) => {
    expect(requiredNames(name, dialect)).toEqual(expected);
  });
});

describe('covered', () => {
  const san = ['example.com', '*.example.org', 'w*.example.net', '*.com'];
  it.each([
    ['example.com', true],
    ['www.example.com', false],
    ['www.example.org', true],
    ['example.org', false], // a wildcard needs one more label
    ['a.b.example.org', false], // and exactly one
    ['*.example.org', true], // the same wildcard
    ['*.example.com', false],
    ['www.example.net', false], // partial-label wildcards cover nothing
    ['foo.com', false], // nor do wildcards over one label
  ])('%s → %s', (name, expected) => {
    expect(covered(name, san, [])).toBe(expected);
  });

  it('matches IP addresses against IP entries only, in any spelling', () => {
    expect(covered('192.0.2.10', ['192.0.2.10'], [])).toBe(false);
    expect(covered('192.0.2.10', [], ['192.0.2.10'])).toBe(true);
    expect(covered('2001:db8::1', [], ['2001:DB8:0:0:0:0:0:1'])).toBe(true);
    expect(covered('2001:db8::2', [], ['2001:DB8:0:0:0:0:0:1'])).toBe(false);
  });

  it('covers nothing without a SAN (clients ignore the CN)', () => {
    expect(covered('example.com', [], [])).toBe(false);
  });
});
