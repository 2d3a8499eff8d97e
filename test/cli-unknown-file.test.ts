// A file named on the command line that is neither nginx nor Apache is a usage error (one line,
// exit 2), as a directory with nothing to lint is; --skip-unknown-files, which the pre-commit
// hook passes, skips it without a word.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from './helpers/cli.js';
import { scratchDir } from './helpers/fix.js';

function files(): string {
  const dir = scratchDir('ssllint-unknown-');
  writeFileSync(join(dir, 'data.json'), '{"servers": ["a", "b"]}\n');
  writeFileSync(join(dir, 'www.conf'), '[www]\nuser = www-data\nlisten = /run/php/php8.2-fpm.sock\n');
  writeFileSync(join(dir, 'site.conf'), 'server {\n    listen 443 ssl;\n    server_name example.com;\n}\n');
  return dir;
}

describe('a named file that is neither nginx nor Apache', () => {
  it('is a usage error with one line and exit 2', async () => {
    const dir = files();
    const r = await runCli(['data.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ssllint: data.json: neither nginx nor Apache configuration was recognised\n');
    expect(r.stdout).toBe('');
  });

  it('stops the run beside a config that is one', async () => {
    const dir = files();
    const r = await runCli(['site.conf', 'www.conf'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ssllint: www.conf: neither nginx nor Apache configuration was recognised\n');
  });

  it('ssllint audit refuses it too', async () => {
    const dir = files();
    const r = await runCli(['audit', 'data.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ssllint: data.json: neither nginx nor Apache configuration was recognised\n');
  });

  it('--skip-unknown-files skips it quietly and lints the rest', async () => {
    const dir = files();
    const r = await runCli(['site.conf', 'www.conf', 'data.json', '--skip-unknown-files', '--format', 'json'], { cwd: dir });
    expect(r.code).not.toBe(2);
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { files: string[] }).files).toEqual(['site.conf']);
    const alone = await runCli(['www.conf', '--skip-unknown-files'], { cwd: dir });
    expect([alone.code, alone.stderr]).toEqual([0, '']);
  });

  it('the pre-commit hook that passes file names passes --skip-unknown-files', () => {
    const hooks = parse(readFileSync(resolve(__dirname, '../.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string; args?: string[]; pass_filenames?: boolean }>;
    const perFile = hooks.filter((h) => h.pass_filenames !== false);
    expect(perFile.map((h) => [h.id, h.args])).toEqual([['ssllint', ['--skip-unknown-files']]]);
  });
});
