import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findConfigFile, readConfigFile } from '../src/config/file.js';
import { makeIgnore } from '../src/config/ignore.js';
import { makeTmp } from './helpers/tmp.js';

function repo(files: Record<string, string>): string {
  const dir = makeTmp('ssllint-config-').dir;
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('config file discovery', () => {
  it('walks up from the working directory to the repository root', () => {
    const dir = repo({ '.git/HEAD': 'ref: main\n', '.ssllint.yaml': 'openssl: [3.x]\n', 'etc/nginx/sites/x.conf': '' });
    expect(findConfigFile(join(dir, 'etc/nginx/sites'))).toBe(join(dir, '.ssllint.yaml'));
  });

  it('stops at the repository root', () => {
    const outer = repo({ '.ssllint.json': '{}', 'inner/.git/HEAD': '' });
    expect(findConfigFile(join(outer, 'inner'))).toBeUndefined();
  });
});

describe('config file parsing', () => {
  it('reads every key of a YAML config', async () => {
    const dir = repo({
      '.ssllint.yaml': [
        'rules:',
        '  cipher-cbc: off',
        '  hsts-missing: warning',
        'openssl: ["1.1.1", "3.x"]',
        'nginxVersion: 1.24.0',
        'pathMap:',
        '  /etc/nginx: ./nginx',
        'ignore: ["vendor/**"]',
        'hardware: arm-no-crypto',
        'roots: [nginx]',
        'expiringDays: 14',
      ].join('\n'),
    });
    const config = await readConfigFile(join(dir, '.ssllint.yaml'));
    expect(config).toEqual({
      path: join(dir, '.ssllint.yaml'),
      rules: { 'cipher-cbc': 'off', 'hsts-missing': 'warning' },
      openssl: ['1.1.1', '3.x'],
      nginxVersion: '1.24.0',
      pathMap: [['/etc/nginx', './nginx']],
      ignore: ['vendor/**'],
      hardware: ['arm-no-crypto'],
      roots: [join(dir, 'nginx')],
      // Where each root is written: a finding about a root outside the repository is placed there.
      rootSpans: new Map([[join(dir, 'nginx'), { file: join(dir, '.ssllint.yaml'), line: 10, column: 9, endLine: 10, endColumn: 14 }]]),
      expiringDays: 14,
    });
  });

  it('reports a JSON syntax error at its line and column', async () => {
    const dir = repo({ '.ssllint.json': '{\n  "rules": {\n    "cipher-cbc": "off",\n  }\n}\n' });
    try {
      await readConfigFile(join(dir, '.ssllint.json'));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).line).toBe(4);
      expect((err as ConfigError).column).toBe(3);
    }
  });

  it('reports a YAML syntax error at its line', async () => {
    const dir = repo({ '.ssllint.yaml': 'rules:\n  cipher-cbc: off\n openssl: [3.x\n' });
    await expect(readConfigFile(join(dir, '.ssllint.yaml'))).rejects.toThrowError(/\.ssllint\.yaml:3:\d+: invalid YAML/);
  });

  it('rejects unknown keys by name', async () => {
    const dir = repo({ '.ssllint.json': '{"rule": {}}' });
    await expect(readConfigFile(join(dir, '.ssllint.json'))).rejects.toThrowError(/unknown key "rule"/);
  });

  it('treats YAML tags as data, never code', async () => {
    const dir = repo({ '.ssllint.yaml': 'nginxVersion: !!js/function "function(){ return 1 }"\n' });
    // An unknown tag is a YAML warning/error, never evaluated.
    let result: unknown;
    try {
      result = await readConfigFile(join(dir, '.ssllint.yaml'));
    } catch (err) {
      result = err;
    }
    expect(typeof (result as { nginxVersion?: unknown }).nginxVersion).not.toBe('function');
  });
});

describe('ignore globs', () => {
  const ignored = makeIgnore(['vendor/**', '*.bak', 'sites-available/old-*.conf'], '/repo');
  it.each([
    ['/repo/vendor/nginx/x.conf', true],
    ['/repo/a/b/site.conf.bak', true],
    ['/repo/sites-available/old-shop.conf', true],
    ['/repo/sites-available/shop.conf', false],
    ['/elsewhere/vendor/x.conf', false],
  ])('%s → %s', (file, expected) => {
    expect(ignored(file)).toBe(expected);
  });
});
