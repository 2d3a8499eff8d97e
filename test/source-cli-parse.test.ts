// `ssllint parse`: the debug command's output on fixture trees, wired into a program that,
// like the main CLI, has its own --format and --path-map.
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
import { registerParseCommand } from '../src/cli/parse-command.js';
import { tempDir, writeTree } from './source-helpers.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const program = new Command('ssllint');
  program
    .argument('[paths...]')
    .addOption(new Option('-f, --format <format>').choices(['stylish', 'json']).default('stylish'))
    .option('--path-map <from=to>', 'map', collect)
    .action(() => {
      stdout += 'main command ran\n';
    });
  program.configureOutput({ writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  registerParseCommand(program);
  program.exitOverride();
  process.exitCode = undefined;
  await program.parseAsync(args, { from: 'user' });
  const code = typeof process.exitCode === 'number' ? process.exitCode : 0;
  return { code, stdout, stderr };
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('ssllint parse', () => {
  it('prints the loaded tree as JSON: files, directives with positions, includes, diagnostics', async () => {
    const { code, stdout, stderr } = await run(['parse', 'fixtures/nginx/tree-missing', '--format', 'json']);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const out = JSON.parse(stdout);
    expect(out.version).toBe(1);
    expect(out.files).toEqual(['fixtures/nginx/tree-missing/nginx.conf', 'fixtures/nginx/tree-missing/present.conf']);
    expect(out.skipped).toEqual([]);
    expect(out.trees).toHaveLength(1);
    const tree = out.trees[0];
    expect(tree).toMatchObject({
      dialect: 'nginx',
      root: 'fixtures/nginx/tree-missing/nginx.conf',
      fragment: false,
      base: 'fixtures/nginx/tree-missing',
    });
    expect(tree.files.map((f: { file: string }) => f.file)).toEqual(out.files);
    expect(tree.diagnostics).toEqual([
      {
        ruleId: 'include-missing',
        message: `included file snippets/absent.conf (${process.cwd()}/fixtures/nginx/tree-missing/snippets/absent.conf) does not exist`,
        file: 'fixtures/nginx/tree-missing/nginx.conf',
        at: '9:9-9:37',
      },
      {
        ruleId: 'include-missing',
        message: `included file also missing.conf (${process.cwd()}/fixtures/nginx/tree-missing/also missing.conf) does not exist`,
        file: 'fixtures/nginx/tree-missing/nginx.conf',
        at: '11:5-11:34',
      },
    ]);
    const http = tree.files[0].directives.find((d: { name: string }) => d.name === 'http');
    expect(http.at).toBe('4:1-4:6');
    expect(http.blockEnd).toBe('12:1-12:1');
    expect(http.block[0]).toEqual({
      name: 'include',
      args: [{ value: 'present.conf', at: '5:13-5:24' }],
      at: '5:5-5:25',
      includes: ['fixtures/nginx/tree-missing/present.conf'],
    });
    expect(http.block[1]).toMatchObject({ name: 'include', at: '6:5-6:26', includes: [] });
    expect(http.block[3]).toEqual({
      name: 'include',
      args: [{ value: 'also missing.conf', raw: '"also missing.conf"', at: '11:15-11:33' }],
      at: '11:5-11:34',
      includes: [],
    });
    expect(tree.files[0].comments[0]).toEqual({
      text: ' ssllint fixture: literal includes that do not exist (nginx -t refuses to start on the',
      at: '1:1-1:87',
      inline: false,
    });
  });

  it('defaults to JSON and exits 0 on a clean tree', async () => {
    const { code, stdout } = await run(['parse', 'fixtures/apache/tree-basic']);
    expect(code).toBe(0);
    const tree = JSON.parse(stdout).trees[0];
    expect(tree.dialect).toBe('apache');
    expect(tree.files).toHaveLength(11);
    expect(tree.diagnostics).toEqual([]);
  });

  it('prints a text outline with --format text', async () => {
    const { code, stdout } = await run(['parse', 'fixtures/nginx/tree-cycle', '--format', 'text']);
    expect(code).toBe(1);
    expect(stdout).toBe(
      [
        'nginx tree fixtures/nginx/tree-cycle/nginx.conf (base fixtures/nginx/tree-cycle)',
        '  fixtures/nginx/tree-cycle/nginx.conf',
        '    2:1 events {',
        '    }',
        '    3:1 http {',
        '      4:5 include a.conf  → fixtures/nginx/tree-cycle/a.conf',
        '      5:5 include self.conf  → fixtures/nginx/tree-cycle/self.conf',
        '      6:5 include a.conf  → fixtures/nginx/tree-cycle/a.conf',
        '    }',
        '  fixtures/nginx/tree-cycle/a.conf',
        '    1:1 server_tokens off',
        '    2:1 include b.conf  → fixtures/nginx/tree-cycle/b.conf',
        '  fixtures/nginx/tree-cycle/b.conf',
        '    2:1 include a.conf  → (nothing)',
        '  fixtures/nginx/tree-cycle/self.conf',
        '    1:1 include self.conf  → (nothing)',
        '  ! fixtures/nginx/tree-cycle/b.conf:2:1 syntax-error: include cycle: a.conf → b.conf → a.conf',
        '  ! fixtures/nginx/tree-cycle/self.conf:1:1 syntax-error: include cycle: self.conf → self.conf',
        '',
      ].join('\n'),
    );
  });

  it('applies --path-map given to parse or to the program before it', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'nginx.conf': 'events {}\nhttp {\n    include /etc/ssllint-test/site.conf;\n}\n',
      'copy/site.conf': 'server_tokens off;\n',
    });
    const after = JSON.parse((await run(['parse', dir, '--path-map', `/etc/ssllint-test=${dir}/copy`])).stdout);
    expect(after.files).toEqual([join(dir, 'nginx.conf'), join(dir, 'copy/site.conf')]);
    const before = JSON.parse((await run(['--path-map', `/etc/ssllint-test=${dir}/copy`, 'parse', dir])).stdout);
    expect(before.files).toEqual(after.files);
    const unmapped = await run(['parse', dir]);
    expect(unmapped.code).toBe(1);
    expect(JSON.parse(unmapped.stdout).trees[0].diagnostics[0].ruleId).toBe('include-missing');
  });

  it('exits 2 with one line on a usage error, printing no report', async () => {
    const missing = await run(['parse', 'fixtures/no-such-tree']);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: 'ssllint: fixtures/no-such-tree: no such file or directory\n' });
    const badMap = await run(['parse', 'fixtures/nginx/tree-basic', '--path-map', 'relative=x']);
    expect(badMap).toEqual({ code: 2, stdout: '', stderr: 'ssllint: --path-map FROM must be an absolute path, got "relative"\n' });
  });

  it('leaves the main command its own options', async () => {
    const { stdout } = await run(['fixtures/nginx/tree-basic', '--format', 'json']);
    expect(stdout).toBe('main command ran\n');
  });

  // #35 item 7 (replacing #25's "read but not quoted"): `parse` reads what the lint reads.
  it("a host's tree: an include outside the path named is read and shown, in both formats", async () => {
    const base = tempDir();
    writeTree(base, {
      'site/nginx.conf': `events {}\nhttp {\n    include ${base}/host/extra.conf;\n    unknown_here x;\n}\n`,
      'host/extra.conf': 'EXTRALINE on;\n',
    });
    for (const format of ['json', 'text']) {
      const { stdout } = await run(['parse', join(base, 'site'), '--format', format]);
      expect(stdout).toContain('EXTRALINE');
      expect(stdout).toContain('unknown_here');
    }
  });

  it('a repository: an include outside it is not read, and said so, in both formats', async () => {
    const base = tempDir();
    writeTree(base, {
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/site/nginx.conf': `events {}\nhttp {\n    include ${base}/host/secret.conf;\n    unknown_here x;\n}\n`,
      'host/secret.conf': 'SECRETLINE supersecret;\nbroken {\n',
    });
    for (const format of ['json', 'text']) {
      const { stdout } = await run(['parse', join(base, 'repo', 'site'), '--format', format]);
      expect(stdout).toContain(`${base}/host/secret.conf is not read: it lies outside the repository, and`);
      expect(stdout).not.toMatch(/SECRETLINE|supersecret|broken/);
      expect(stdout).toContain('unknown_here');
    }
  });
});
