// Issue 25, section 2: no host file is read or quoted. A crafted tree includes files outside
// the paths linted (an XML file holding a password, a .conf holding a secret line), links to
// them, points its config file's `roots` and a certificate outside the repository, and makes
// its config file a symlink to a host file. On a host (paths named on the command line)
// outside files are read but only named and placed, never quoted, never line-hashed; in a
// repository (a config file in a git work tree) and in the Action nothing outside is read.
// Every format of the lint, the audit, --fix-dry-run and the Action's log and SARIF file.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { lineHashes } from '../src/report/line-hash.js';
import { runCli } from './helpers/cli.js';
import { REPO, run, tempDir } from './ship-helpers.js';

const SECRETS = ['supersecret', 'hunter2', 'SECRETLINE', 'token=abc123', 'PRIVATEPEM'];
const FORMATS = ['stylish', 'unix', 'json', 'sarif', 'github'];
const NOW = ['--now', '2026-06-01'];
const UNQUOTED = '(the text of files outside the paths named is not quoted (docs/security.md))';

function expectNoSecret(text: string): void {
  for (const s of SECRETS) expect(text, `output quotes ${s}`).not.toContain(s);
}

/** Time and memory of one step, bounded: the refusals cost nothing measurable. */
async function bounded<T>(step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await step();
  expect(performance.now() - start).toBeLessThan(30_000);
  expect(process.memoryUsage().rss).toBeLessThan(1024 * 1024 * 1024);
  return value;
}

function write(path: string, text: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/** base/outside: the host's files; base/host: a host tree; base/repo: a repository. */
function hostileTree(): { base: string; outside: string; host: string; repo: string } {
  const base = tempDir('ssllint-hostile-');
  const outside = join(base, 'outside');
  write(join(outside, 'secret.xml'), '<?xml version="1.0"?>\n<config>\n<password>supersecret-hunter2</password>\n</config>\n');
  write(join(outside, 'secret.conf'), 'SECRETLINE token=abc123 ;\n');
  write(join(outside, 'cert.pem'), '-----BEGIN PRIVATE KEY-----\nPRIVATEPEM\n-----END PRIVATE KEY-----\n');
  const host = join(base, 'host');
  write(join(host, 'nginx.conf'), ['events {}', 'http {', `    include ${outside}/secret.conf;`, `    include ${outside}/secret.xml;`, '    include inner.conf;', '}', ''].join('\n'));
  write(join(host, 'inner.conf'), 'INSIDE_WORD on;\n');
  write(join(host, 'apache', 'httpd.conf'), [`Include ${outside}/secret.xml`, `Include ${outside}/secret.conf`, ''].join('\n'));
  const repo = join(base, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  write(join(repo, '.ssllint.json'), JSON.stringify({ roots: ['/etc/nginx', '../outside', 'site'] }, null, 2));
  write(
    join(repo, 'site', 'nginx.conf'),
    [
      'events {}',
      'http {',
      `    include ${outside}/secret.conf;`,
      '    include ../../outside/*.xml;',
      '    include conf.d/*.conf;',
      '    server {',
      '        listen 443 ssl;',
      `        ssl_certificate ${outside}/cert.pem;`,
      // Not there at all: still "outside", not "no such file" (existence is not told either).
      `        ssl_certificate_key ${outside}/absent.key;`,
      '        ssl_protocols SSLv3 TLSv1.2;',
      '    }',
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(join(repo, 'site', 'conf.d'));
  symlinkSync(join(outside, 'secret.conf'), join(repo, 'site', 'conf.d', 'evil.conf'));
  return { base, outside, host, repo };
}

interface JsonReport {
  findings: { ruleId: string; message: string; location: { file: string; line: number; column: number } }[];
  files: string[];
}

describe('a host: files outside the paths named are read, named and placed, never quoted', () => {
  const t = hostileTree();

  it('in every format of the lint', async () => {
    for (const format of FORMATS) {
      const run = await bounded(() => runCli(['nginx.conf', 'apache/httpd.conf', '--no-config', '--format', format, ...NOW], { cwd: t.host }));
      expect(run.code, run.stderr).toBe(1);
      expectNoSecret(run.stdout + run.stderr);
    }
    const run = await runCli(['nginx.conf', 'apache/httpd.conf', '--no-config', '--format', 'json', ...NOW], { cwd: t.host });
    const report = JSON.parse(run.stdout) as JsonReport;
    // Still read and linted: the parse errors and unknown directives are there, by place and rule.
    // Paths in reports are relative to the working directory (t.host) when inside it.
    expect(report.files).toContain(join(t.outside, 'secret.xml'));
    const outside = report.findings.filter((f) => f.location.file.includes('outside')).map((f) => [f.location.file, f.location.line, f.ruleId, f.message]);
    expect(outside).toContainEqual([join(t.outside, 'secret.xml'), 4, 'syntax-error', `The configuration cannot be parsed ${UNQUOTED}`]);
    expect(outside).toContainEqual([join(t.outside, 'secret.conf'), 1, 'directive-unknown', `A directive the server does not know ${UNQUOTED}`]);
    for (const f of outside) expect(f[3]).toMatch(/not quoted/);
    // A file inside the paths named is quoted as ever.
    expect(report.findings.some((f) => f.location.file === 'inner.conf' && f.message.includes('INSIDE_WORD'))).toBe(true);
  });

  it('SARIF fingerprints of outside files are not hashes of their lines', async () => {
    const run = await runCli(['nginx.conf', '--no-config', '--format', 'sarif', ...NOW], { cwd: t.host });
    const results = (JSON.parse(run.stdout) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[]; partialFingerprints: { primaryLocationLineHash: string } }[] }[] }).runs[0].results;
    const uri = (r: (typeof results)[number]) => r.locations[0].physicalLocation.artifactLocation.uri;
    const line = (r: (typeof results)[number]) => (r.locations[0].physicalLocation as unknown as { region: { startLine: number } }).region.startLine;
    const outside = results.filter((r) => uri(r).includes('/outside/'));
    expect(outside.length).toBeGreaterThan(0);
    // Not the hash GitHub computes from the line (test/report-line-hash.test.ts checks lineHashes against it).
    for (const r of outside) {
      const hashes = lineHashes(readFileSync(new URL(uri(r)), 'utf8'));
      expect(r.partialFingerprints.primaryLocationLineHash).not.toBe(hashes[line(r) - 1]);
    }
    const inside = results.filter((r) => uri(r).endsWith('inner.conf'));
    expect(inside[0].partialFingerprints.primaryLocationLineHash).toBe(lineHashes('INSIDE_WORD on;\n')[0]);
  });

  it('in the audit and in --fix-dry-run', async () => {
    for (const format of ['text', 'json', 'markdown', 'html']) {
      const run = await bounded(() => runCli(['audit', 'nginx.conf', '--no-config', '--format', format, ...NOW], { cwd: t.host }));
      expect(run.code, run.stderr).toBe(0);
      expectNoSecret(run.stdout + run.stderr);
    }
    const dry = await runCli(['nginx.conf', 'apache/httpd.conf', '--no-config', '--fix-dry-run', '--fix-type', 'safe,risky', ...NOW], { cwd: t.host });
    expectNoSecret(dry.stdout + dry.stderr);
  });

  it('a config file that is a symlink to a host file: its JSON error is placed, not quoted', async () => {
    const dir = tempDir('ssllint-hostile-config-');
    write(join(dir, 'nginx.conf'), 'events {}\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, '.ssllint.json'));
    const run = await runCli(['nginx.conf'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}:1:1: not a valid config file; it links to ${t.outside}/secret.conf, outside its directory, whose text is not quoted\n`);
    // Valid JSON with keys of its own: not quoted either ("unknown key").
    write(join(t.outside, 'creds.json'), '{"hunter2": "supersecret"}');
    const creds = tempDir('ssllint-hostile-config-');
    write(join(creds, 'nginx.conf'), 'events {}\n');
    symlinkSync(join(t.outside, 'creds.json'), join(creds, '.ssllint.json'));
    const keys = await runCli(['nginx.conf'], { cwd: creds });
    expect(keys.code).toBe(2);
    expectNoSecret(keys.stderr);
    // A config file of its own directory says what is wrong, but never quotes V8's excerpt of the text.
    const plain = tempDir('ssllint-hostile-config-');
    write(join(plain, 'nginx.conf'), 'events {}\n');
    write(join(plain, '.ssllint.json'), '{\n  "rules": {}\n} SECRETLINE token=abc123');
    const own = await runCli(['nginx.conf'], { cwd: plain });
    expect(own.stderr).toBe(`ssllint: ${join(plain, '.ssllint.json')}:3:3: invalid JSON: Unexpected non-whitespace character after JSON\n`);
    write(join(plain, '.ssllint.json'), 'SECRETLINE token=abc123');
    expect((await runCli(['nginx.conf'], { cwd: plain })).stderr).toBe(`ssllint: ${join(plain, '.ssllint.json')}:1:1: invalid JSON: unexpected character\n`);
    write(join(plain, '.ssllint.json'), '{"rules": {"a": tru}, "x": "SECRETLINE token=abc123"}');
    expect((await runCli(['nginx.conf'], { cwd: plain })).stderr).toBe(`ssllint: ${join(plain, '.ssllint.json')}:1:20: invalid JSON: unexpected character\n`);
  });
});

describe('a repository: nothing outside it is read', () => {
  const t = hostileTree();

  it("the config file's roots, includes, globs, symlinks and certificates that lead outside are findings, in every format", async () => {
    for (const format of FORMATS) {
      const run = await bounded(() => runCli(['--format', format, ...NOW], { cwd: t.repo }));
      expect(run.code, run.stderr).toBe(1);
      expectNoSecret(run.stdout + run.stderr);
    }
    const run = await runCli(['--format', 'json', ...NOW], { cwd: t.repo });
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.files).toEqual(['site/nginx.conf']);
    const seen = report.findings
      .filter((f) => ['file-unreadable', 'cert-unreadable', 'protocol-sslv3'].includes(f.ruleId))
      .map((f) => `${f.location.file}:${f.location.line}:${f.location.column} ${f.ruleId}`);
    expect(seen).toEqual([
      '.ssllint.json:3:5 file-unreadable',
      '.ssllint.json:4:5 file-unreadable',
      'site/nginx.conf:3:5 file-unreadable',
      'site/nginx.conf:4:5 file-unreadable',
      'site/nginx.conf:5:5 file-unreadable',
      'site/nginx.conf:8:9 cert-unreadable',
      'site/nginx.conf:9:9 cert-unreadable',
      'site/nginx.conf:10:9 protocol-sslv3',
    ]);
    const unreadable = report.findings.filter((f) => f.ruleId === 'file-unreadable' || f.ruleId === 'cert-unreadable');
    for (const f of unreadable) expect(f.message).toContain(`lies outside the repository ${t.repo}`);
    expect(unreadable[0].message).toBe(`/etc/nginx is not linted: it lies outside the repository ${t.repo}, and ssllint reads only files inside it (docs/security.md)`);
    expect(unreadable[4].message).toBe(`conf.d/evil.conf links to ${t.outside}/secret.conf, which is not read: it lies outside the repository ${t.repo}, and ssllint reads only files inside it (docs/security.md)`);
  });

  it('a path named on the command line is the user\'s own: read, but what it includes from outside is not', async () => {
    const run = await runCli(['site', '--format', 'json', ...NOW], { cwd: t.repo });
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.files).toEqual(['site/nginx.conf']);
    expect(report.findings.filter((f) => f.ruleId === 'file-unreadable').length).toBe(3);
    // (A file of nginx directives: secret.conf's one line is no configuration a named file is read as.)
    write(join(t.outside, 'named.conf'), 'server_tokens off;\n');
    const named = await runCli([join(t.outside, 'named.conf'), '--format', 'json', ...NOW], { cwd: t.repo });
    expect((JSON.parse(named.stdout) as JsonReport).files).toEqual([join(t.outside, 'named.conf')]);
  });

  it('a config file that is a symlink out of the repository is not read', async () => {
    const dir = tempDir('ssllint-hostile-repo-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, 'nginx.conf'), 'events {}\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, '.ssllint.json'));
    const run = await runCli(['nginx.conf'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}: the config file is not read: it resolves to ${t.outside}/secret.conf; it lies outside the repository ${dir}, and ssllint reads only files inside it (docs/security.md)\n`);
  });

  it('a *.conf found in a directory that links outside: placed on the link, its target neither read nor line-hashed', async () => {
    const dir = tempDir('ssllint-hostile-links-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, '.ssllint.json'), '{"roots": ["conf"]}');
    write(join(dir, 'conf', 'a.conf'), 'server {\n    listen 80;\n}\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, 'conf', 'evil.conf'));
    const json = JSON.parse((await runCli(['--format', 'json', ...NOW], { cwd: dir })).stdout) as JsonReport;
    expect(json.findings.map((f) => `${f.location.file}:${f.location.line} ${f.ruleId} ${f.message}`)).toContain(
      `conf/evil.conf:1 file-unreadable evil.conf links to ${t.outside}/secret.conf, which is not read: it lies outside the repository ${dir}, and ssllint reads only files inside it (docs/security.md)`,
    );
    const sarif = (await runCli(['--format', 'sarif', ...NOW], { cwd: dir })).stdout;
    expectNoSecret(sarif);
    const results = (JSON.parse(sarif) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[]; partialFingerprints: { primaryLocationLineHash: string } }[] }[] }).runs[0].results;
    const onLink = results.find((r) => r.locations[0].physicalLocation.artifactLocation.uri === 'conf/evil.conf');
    expect(onLink?.partialFingerprints.primaryLocationLineHash).not.toBe(lineHashes('SECRETLINE token=abc123 ;\n')[0]);
  });

  it('a policy file of the config file outside the repository is not read', async () => {
    const dir = tempDir('ssllint-hostile-policy-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, 'nginx.conf'), 'events {}\n');
    write(join(dir, '.ssllint.json'), JSON.stringify({ policies: [join(t.outside, 'secret.xml')] }));
    const run = await runCli(['nginx.conf'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}: policies: ${join(t.outside, 'secret.xml')} is not read: it lies outside the repository ${dir}, and ssllint reads only files inside it (docs/security.md)\n`);
  });

  it('the audit reads nothing outside either', async () => {
    const run = await runCli(['audit', '--format', 'json', ...NOW], { cwd: t.repo });
    // What was refused is listed as not read, and a configuration not read whole fails (#25 §3).
    expect(run.code, run.stderr).toBe(1);
    expectNoSecret(run.stdout);
    const notRead = (JSON.parse(run.stdout) as { notRead: { file: string; line: number; message: string }[] }).notRead;
    const outside = `it lies outside the repository ${t.repo}, and ssllint reads only files inside it (docs/security.md)`;
    expect(notRead.map((n) => `${n.file}:${n.line} ${n.message}`)).toEqual([
      `.ssllint.json:3 /etc/nginx is not linted: ${outside}`,
      `.ssllint.json:4 ${t.outside} is not linted: ${outside}`,
      `site/nginx.conf:3 ${t.outside}/secret.conf is not read: ${outside}`,
      `site/nginx.conf:4 ../../outside/*.xml (${t.outside}) is not read: ${outside}`,
      `site/nginx.conf:5 conf.d/evil.conf links to ${t.outside}/secret.conf, which is not read: ${outside}`,
    ]);
  });
});

describe('the Action: nothing outside the workspace is read', () => {
  const t = hostileTree();

  async function action(inputs: Record<string, string>): Promise<{ code: number; log: string; sarif?: string }> {
    const temp = tempDir('ssllint-hostile-runner-');
    let log = '';
    const env: Record<string, string> = { GITHUB_WORKSPACE: t.repo, RUNNER_TEMP: temp, GITHUB_ACTIONS: 'true' };
    for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
    const code = await bounded(() => runAction({ stdout: (s) => void (log += s), env, cwd: t.repo, now: () => new Date('2026-06-01T00:00:00Z') }));
    return { code, log, sarif: existsSync(join(temp, 'ssllint.sarif')) ? readFileSync(join(temp, 'ssllint.sarif'), 'utf8') : undefined };
  }

  it("the config file's roots and the `paths` input, in every format of the log and in the SARIF file", async () => {
    for (const format of FORMATS) {
      const r = await action({ format });
      expect(r.code).toBe(1);
      expect(r.sarif).toBeDefined();
      expectNoSecret(r.log + r.sarif);
      expect(r.log).toContain('::error file=.ssllint.json,line=3,col=5');
    }
    const named = await action({ paths: `site ${t.outside}` });
    expectNoSecret(named.log + named.sarif);
    expect(named.log).toContain(`${t.outside} is not linted: it lies outside the workspace ${t.repo}`);
  });

  it('end to end: the entry point the runner starts (src/action/main.ts), its log read the way the runner reads it', () => {
    const temp = tempDir('ssllint-hostile-runner-');
    const r = run(join(REPO, 'node_modules', '.bin', 'vite-node'), [join(REPO, 'src', 'action', 'main.ts')], {
      cwd: t.repo,
      env: { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: t.repo, RUNNER_TEMP: temp, INPUT_FORMAT: 'stylish', INPUT_ANNOTATIONS: 'true' },
      timeout: 300_000,
    });
    expect(r.status, r.stderr).toBe(1);
    const log = r.stdout;
    expectNoSecret(log + readFileSync(join(temp, 'ssllint.sarif'), 'utf8'));
    // Commands: a line whose trimmed start is `::`, and the legacy `##[...]` anywhere.
    const commands = log.split('\n').filter((l) => l.trimStart().startsWith('::') || l.includes('##['));
    const refusals = commands.filter((l) => /^::error file=[^,]+,line=\d+,col=\d+.*title=A configuration file cannot be read \(file-unreadable\)::.* lies outside the workspace /.test(l) || /links to .*lies outside the workspace/.test(l));
    expect(refusals.length).toBe(5);
  });

  it('a `config` input naming a host file is refused, unread', async () => {
    const r = await action({ config: join(t.outside, 'secret.conf') });
    expect(r.code).toBe(2);
    expect(r.log).toBe(`::error title=ssllint::${join(t.outside, 'secret.conf')}: the config file is not read: it lies outside the workspace ${t.repo}, and ssllint reads only files inside it (docs/security.md)\n`);
  });
});
