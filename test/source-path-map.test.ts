import { describe, expect, it } from 'vitest';
import { applyPathMap, parsePathMap, pathMapCovers } from '../src/source/path-map.js';

describe('parsePathMap', () => {
  it('splits FROM=TO and makes TO absolute against the working directory', () => {
    expect(parsePathMap(['/etc/nginx/=conf', '/etc/ssl=/srv/ssl/'], '/work/repo')).toEqual({
      ok: true,
      map: [
        ['/etc/nginx', '/work/repo/conf'],
        ['/etc/ssl', '/srv/ssl'],
      ],
    });
  });

  it('rejects malformed pairs with a usage message', () => {
    expect(parsePathMap(['/etc/nginx'])).toEqual({ ok: false, error: '--path-map expects FROM=TO, got "/etc/nginx"' });
    expect(parsePathMap(['=x'])).toEqual({ ok: false, error: '--path-map expects FROM=TO, got "=x"' });
    expect(parsePathMap(['etc/nginx=x'])).toEqual({ ok: false, error: '--path-map FROM must be an absolute path, got "etc/nginx"' });
  });
});

describe('applyPathMap', () => {
  const map: [string, string][] = [
    ['/etc', '/copy/etc'],
    ['/etc/nginx', '/repo/nginx'],
  ];

  it('uses the longest FROM that covers the path', () => {
    expect(applyPathMap('/etc/nginx/conf.d/a.conf', map)).toBe('/repo/nginx/conf.d/a.conf');
    expect(applyPathMap('/etc/ssl/cert.pem', map)).toBe('/copy/etc/ssl/cert.pem');
    expect(applyPathMap('/etc/nginx', map)).toBe('/repo/nginx');
  });

  it('matches whole path components only', () => {
    expect(applyPathMap('/etc/nginx2/x', map)).toBe('/copy/etc/nginx2/x');
    expect(applyPathMap('/etcetera/x', map)).toBe('/etcetera/x');
    expect(pathMapCovers('/etcetera/x', map)).toBe(false);
    expect(pathMapCovers('/etc/x', map)).toBe(true);
  });

  it('leaves relative paths and unmapped paths alone', () => {
    expect(applyPathMap('conf.d/a.conf', map)).toBe('conf.d/a.conf');
    expect(applyPathMap('/usr/share/x', map)).toBe('/usr/share/x');
    expect(applyPathMap('/usr/share/x', undefined)).toBe('/usr/share/x');
  });

  it('maps the root itself', () => {
    expect(applyPathMap('/etc/x', [['/', '/chroot']])).toBe('/chroot/etc/x');
  });
});
