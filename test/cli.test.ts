// End-to-end behaviour of the command line: exit codes, every format, usage errors,
// configuration, suppression comments, colour and standard input.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintJson, runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const fx = (p: string) => join(repo, 'fixtures', p);
const bin = join(repo, 'bin/ssllint.js');

describe('exit codes', () => {
  it('0 when nothing reaches the fail level', async () => {
    const run = await runCli([fx('cli/clean.conf')]);
    expect(run).toMatchObject({ code: 0, stdout: '✔ no problems in 1 file, 1 server\n', stderr: '' });
    expect((await runCli([fx('cli/clean.conf'), '-q'])).stdout).toBe('✔ no errors in 1 file, 1 server\n');
  });

  it('0 for warnings at the default fail level, 1 at --fail-level warning', async () => {
    expect((await runCli([fx('cli/warn-only.conf')])).code).toBe(0);
    expect((await runCli([fx('cli/warn-only.conf'), '--fail-level', 'warning'])).code).toBe(1);
  });

  it('1 when warnings exceed --max-warnings', async () => {
    expect((await runCli([fx('cli/warn-only.conf'), '--max-warnings', '1'])).code).toBe(0);
    expect((await runCli([fx('cli/warn-only.conf'), '--max-warnings', '0'])).code).toBe(1);
  });

  it('1 for errors, and a syntax error is a finding, not a usage error', async () => {
    expect((await runCli([fx('sample/nginx')])).code).toBe(1);
    const broken = await lintJson([fx('rules/syntax-error/nginx-bad.conf')]);
    expect(broken.code).toBe(1);
    expect(broken.findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${f.location.line}:${f.location.column} ${f.message}`)).toEqual([
      '6:33 unexpected "}"',
      '9:1 unexpected "}"',
    ]);
  });

  it.each([
    [['--rule', 'no-such-rule=off', 'x.conf'], /--rule: unknown rule "no-such-rule"/],
    [['--rule', 'cipher-rc4=loud', 'x.conf'], /level "loud" must be one of off, info, warning, error/],
    [['--format', 'xml', 'x.conf'], /argument 'xml' is invalid/],
    [['--openssl', '1.0.1', 'x.conf'], /unknown OpenSSL generation "1.0.1"/],
    [['--max-warnings', 'many', 'x.conf'], /--max-warnings: "many"/],
    [['--now', 'yesterday', 'x.conf'], /--now: "yesterday" is not an ISO date/],
    [['--hardware', 'pentium', 'x.conf'], /unknown hardware "pentium"/],
    [['--path-map', '/etc/nginx', 'x.conf'], /must be FROM=TO/],
    [['--no-config'], /no path given/],
    [['--bogus-flag', 'x.conf'], /unknown option '--bogus-flag'/],
  ])('2 with a clear message for %j', async (args, message) => {
    const run = await runCli(args as string[]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('2 for a path that does not exist', async () => {
    const run = await runCli([fx('no/such/dir')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no\/such\/dir/);
  });

  it('the real binary sets the process exit code', () => {
    const ok = spawnSync(process.execPath, [bin, fx('cli/clean.conf')], { encoding: 'utf8' });
    const bad = spawnSync(process.execPath, [bin, fx('sample/nginx'), '--format', 'unix'], { encoding: 'utf8' });
    const usage = spawnSync(process.execPath, [bin, '--format', 'xml', 'x'], { encoding: 'utf8' });
    expect([ok.status, bad.status, usage.status]).toEqual([0, 1, 2]);
    expect(bad.stdout).toMatch(/^fixtures\/sample\/nginx\/conf\.d\/shop\.conf:6:5: error: .* \[cipher-rc4\]$/m);
  });
});

describe('formats', () => {
  const target = fx('cli/warn-only.conf');

  it('unix: path:line:col: severity: message [rule-id]', async () => {
    const run = await runCli([target, '--format', 'unix'], { cwd: repo });
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'fixtures/cli/warn-only.conf:8:5: warning: `keepalive_timeout 0` turns keep-alive off [keepalive-disabled]',
      'fixtures/cli/warn-only.conf:8:5: fix: keepalive_timeout 65s;',
    ]);
    const verbose = await runCli([target, '--format', 'unix', '--verbose'], { cwd: repo });
    expect(verbose.stdout).toContain('turns keep-alive off: every request opens a new connection and, over HTTPS, pays a new TLS handshake [keepalive-disabled https://');
  });

  it('stylish: grouped by file with a summary, colour only when asked', async () => {
    const plain = await runCli([target], { cwd: repo });
    expect(plain.stdout).toContain('fixtures/cli/warn-only.conf\n  8:5  warning  `keepalive_timeout 0` turns keep-alive off');
    expect(plain.stdout).toMatch(/keepalive-disabled\n/);
    expect(plain.stdout).toContain('✖ 1 problem (0 errors, 1 warning, 0 infos) in 1 file, 1 server');
    expect(plain.stdout).not.toMatch(/\x1b\[/);
    expect((await runCli([target], { cwd: repo, isTTY: true })).stdout).toMatch(/\x1b\[/);
    expect((await runCli([target], { cwd: repo, isTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toMatch(/\x1b\[/);
    expect((await runCli([target, '--no-color'], { cwd: repo, isTTY: true })).stdout).not.toMatch(/\x1b\[/);
    expect((await runCli([target], { cwd: repo, env: { FORCE_COLOR: '1' } })).stdout).toMatch(/\x1b\[/);
  });

  it('json: version, tool, findings, files with paths relative to the working directory', async () => {
    const run = await runCli([target, '--format', 'json'], { cwd: repo });
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(['version', 'tool', 'findings', 'files']);
    expect(report.version).toBe(1);
    expect(report.tool.name).toBe('ssllint');
    expect(report.files).toEqual(['fixtures/cli/warn-only.conf']);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ ruleId: 'keepalive-disabled', severity: 'warning', location: { file: 'fixtures/cli/warn-only.conf', line: 8, column: 5 } });
    expect(report.findings[0].fix.replacement).toBe('keepalive_timeout 65s;');
  });

  it('sarif: one result per finding on the right line', async () => {
    const run = await runCli([target, '--format', 'sarif'], { cwd: repo });
    const log = JSON.parse(run.stdout);
    expect(log.version).toBe('2.1.0');
    const [result] = log.runs[0].results;
    expect(result).toMatchObject({ ruleId: 'keepalive-disabled', level: 'warning' });
    expect(result.locations[0].physicalLocation.region).toMatchObject({ startLine: 8, startColumn: 5 });
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toBe('fixtures/cli/warn-only.conf');
    expect(log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toContain('cipher-rc4');
  });

  it('github: a workflow command per finding', async () => {
    const run = await runCli([target, '--format', 'github'], { cwd: repo });
    expect(run.stdout.split('\n')[0]).toMatch(/^::warning file=fixtures\/cli\/warn-only\.conf,line=8,col=5,endLine=8,endColumn=\d+,title=Keep-alive is off \(keepalive-disabled\)::`keepalive_timeout 0` turns keep-alive off/);
  });

  it('-o writes the report to a file', async () => {
    const out = join(makeTmp('ssllint-out-').dir, 'report.json');
    const run = await runCli([target, '--format', 'json', '-o', out], { cwd: repo });
    expect(run.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).findings).toHaveLength(1);
  });

  it('-o into a directory that does not exist: exit 2 with one line, not an internal error', async () => {
    const out = join(makeTmp('ssllint-out-').dir, 'no-such-dir', 'report.json');
    expect(await runCli([target, '--format', 'json', '-o', out], { cwd: repo })).toEqual({
      code: 2,
      stdout: '',
      stderr: `ssllint: --output ${out}: cannot write it: no such file or directory\n`,
    });
  });

  it('--quiet reports errors only', async () => {
    const run = await runCli([fx('sample/nginx'), '--format', 'json', '--quiet'], { cwd: repo });
    const severities = new Set(JSON.parse(run.stdout).findings.map((f: { severity: string }) => f.severity));
    expect([...severities]).toEqual(['error']);
  });

  it('--version and --help exit 0', async () => {
    const version = await runCli(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('nginx -T | ssllint -');
    expect(help.stdout).toContain('--fail-level');
  });
});

describe('configuration', () => {
  function project(config: Record<string, string>): string {
    const dir = makeTmp('ssllint-project-').dir;
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'site.conf'), readFileSync(fx('cli/warn-only.conf')));
    for (const [name, text] of Object.entries(config)) writeFileSync(join(dir, name), text);
    return dir;
  }

  it('the nearest config file sets rule levels', async () => {
    const dir = project({ '.ssllint.yaml': 'rules:\n  keepalive-disabled: error\n' });
    const run = await lintJson(['site.conf'], dir);
    expect(run.code).toBe(1);
    expect(run.findings.map((f) => `${f.ruleId}:${f.severity}`)).toEqual(['keepalive-disabled:error']);
  });

  it('--rule overrides the config file', async () => {
    const dir = project({ '.ssllint.json': '{"rules": {"keepalive-disabled": "error"}}' });
    const run = await runCli(['site.conf', '--rule', 'keepalive-disabled=off', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(run.stdout).findings).toEqual([]);
  });

  it('a config file that cannot be parsed is exit 2 with its position', async () => {
    const dir = project({ '.ssllint.json': '{\n  "rules": {\n    "keepalive-disabled": "error",\n  }\n}\n' });
    const run = await runCli(['site.conf'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\.ssllint\.json:4:3: invalid JSON/);
  });

  it('roots from the config file are linted when no path is given', async () => {
    const dir = project({ '.ssllint.yaml': 'roots: [site.conf]\n' });
    const run = await lintJson([], dir);
    expect(run.files).toEqual(['site.conf']);
  });

  it('ignore globs drop findings in matching files', async () => {
    const dir = project({ '.ssllint.yaml': 'ignore: ["site.*"]\n' });
    expect((await lintJson(['site.conf'], dir)).findings).toEqual([]);
  });
});

describe('--define (httpd -D) for <IfDefine>', () => {
  // fixtures/model/apache/defines: a Gentoo-style tree whose TLS virtual host sits in <IfDefine SSL><IfDefine SSL_DEFAULT_VHOST>.
  const root = fx('model/apache/defines/httpd.conf');
  const vhost = 'vhosts.d/00_default_ssl_vhost.conf';
  const where = (run: { findings: { ruleId: string; location: { file: string; line: number; column: number } }[] }) =>
    run.findings.map((f) => `${f.location.file.replace(/^.*defines\//, '')}:${f.location.line}:${f.location.column} ${f.ruleId}`);

  it('without it the TLS host is not read and the <IfDefine !SSL> branch holds', async () => {
    const run = await lintJson([root, '--now', '2026-06-01'], repo);
    expect(where(run)).toEqual(['httpd.conf:9:1 keepalive-disabled']);
  });

  it('-D and --define add the names: the TLS host is linted, the !SSL branch drops out', async () => {
    const run = await lintJson([root, '--now', '2026-06-01', '-D', 'SSL', '--define', 'SSL_DEFAULT_VHOST', '--rule', 'cipher-cbc=off', '--rule', 'cipher-slow=off'], repo);
    expect(where(run).filter((w) => !w.includes(':5:1 '))).toEqual([
      `${vhost}:8:5 protocol-tls10-tls11`,
      `${vhost}:9:5 cipher-3des`,
      `${vhost}:9:5 cipher-no-forward-secrecy`,
      `${vhost}:9:5 cipher-rc4`,
      `${vhost}:9:5 server-cipher-preference`,
    ]);
    expect(where(run).some((w) => w.startsWith('httpd.conf'))).toBe(false);
  });

  it('the config file\'s defines count, and --define adds to them', async () => {
    const dir = makeTmp('ssllint-defines-').dir;
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.ssllint.yaml'), 'defines: [SSL]\n');
    const onlySsl = await lintJson([root, '--now', '2026-06-01'], dir);
    // SSL alone: the module loads (no !SSL KeepAlive Off), the host still needs SSL_DEFAULT_VHOST.
    expect(where(onlySsl)).toEqual([]);
    const both = await lintJson([root, '--now', '2026-06-01', '-D', 'SSL_DEFAULT_VHOST'], dir);
    expect(where(both)).toContain(`${vhost}:8:5 protocol-tls10-tls11`);
  });

  it('a name with a space is a usage error, in the file as on the command line', async () => {
    const flag = await runCli([root, '--define', 'A B']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe('ssllint: --define: define "A B" must be one word without spaces, `$`, `{` or `}`\n');
    const dir = makeTmp('ssllint-defines-').dir;
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.ssllint.json'), '{"defines": ["${X}"]}');
    const file = await runCli([root], { cwd: dir });
    expect(file.code).toBe(2);
    expect(file.stderr).toContain('.ssllint.json: defines: define "${X}" must be one word');
  });
});

describe('suppression comments', () => {
  it('silence the named rules on the next line and report unused or unknown ones', async () => {
    const run = await lintJson([fx('cli/suppress/nginx.conf'), '--rule', 'cipher-cbc=off'], repo);
    const got = run.findings.map((f) => `${f.location.line}:${f.location.column} ${f.ruleId} ${f.ruleId === 'unused-suppression' ? f.message : ''}`.trim());
    expect(got).toEqual([
      '13:9 unused-suppression unused suppression: keepalive-disabled reports nothing on the next line',
      '15:9 unused-suppression unknown rule "no-such-rule" in suppression comment',
    ]);
  });

  it('without the comments the findings are there', async () => {
    const text = readFileSync(fx('cli/suppress/nginx.conf'), 'utf8').replace(/# ssllint-disable[^\n]*/g, '#');
    const dir = makeTmp('ssllint-nosuppress-').dir;
    writeFileSync(join(dir, 'nginx.conf'), text);
    const run = await lintJson([join(dir, 'nginx.conf'), '--rule', 'cipher-cbc=off'], repo);
    expect(run.findings.map((f) => `${f.location.line} ${f.ruleId}`)).toEqual(['12 cipher-no-forward-secrecy', '12 cipher-rc4']);
  });
});

describe('suppression for a whole file', () => {
  it('ssllint-disable-file silences a rule everywhere in the file', async () => {
    const dir = makeTmp('ssllint-disable-file-').dir;
    const text = readFileSync(fx('rules/cipher-rc4/nginx-bad.conf'), 'utf8');
    writeFileSync(join(dir, 'nginx.conf'), `# ssllint-disable-file cipher-rc4 -- accepted until the POS fleet is replaced\n${text}`);
    const run = await lintJson([join(dir, 'nginx.conf')], repo);
    expect(run.findings.filter((f) => f.ruleId === 'cipher-rc4')).toEqual([]);
    expect(run.findings.filter((f) => f.ruleId === 'unused-suppression')).toEqual([]);
  });
});

describe('hardware-aware fixes', () => {
  it('cipher-3des states the CPU multiple and fixes with the order advised for the declared hardware', async () => {
    const { advisedFix, cost3desMultiple } = await import('../src/advice/index.js');
    const file = fx('rules/cipher-3des/nginx-bad.conf');
    for (const hardware of ['x86-aesni', 'arm-no-crypto'] as const) {
      const run = await runCli([file, '--openssl', '1.1.1', '--hardware', hardware, '--format', 'json'], { cwd: repo });
      const finding = JSON.parse(run.stdout).findings.find((f: { ruleId: string }) => f.ruleId === 'cipher-3des');
      const advice = advisedFix('nginx', { hardware: [hardware], serverVersion: '1.28.0' });
      expect(finding.fix.replacement).toBe(advice.cipherDirective);
      expect(finding.message).toContain(`about ${Math.round(cost3desMultiple(hardware))}× the CPU per byte of the fastest AEAD on ${hardware}`);
    }
    const fast = (await lintJson([file, '--openssl', '1.1.1', '--hardware', 'arm-no-crypto'], repo)).findings.find((f) => f.ruleId === 'cipher-3des')!;
    expect(fast.message).toContain('15×');
  });

  it('the advised order differs with the hardware: ChaCha20 first without AES instructions', async () => {
    const file = fx('rules/cipher-order/nginx-bad.conf');
    const fixes = [];
    for (const hardware of ['x86-aesni', 'arm-no-crypto']) {
      const run = await runCli([file, '--hardware', hardware, '--format', 'json'], { cwd: repo });
      fixes.push(JSON.parse(run.stdout).findings.find((f: { ruleId: string }) => f.ruleId === 'cipher-order').fix.replacement as string);
    }
    expect(fixes[0]).toMatch(/^ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:/);
    expect(fixes[1]).toMatch(/^ssl_ciphers ECDHE-ECDSA-CHACHA20-POLY1305:/);
  });
});

describe('standard input', () => {
  it('nginx -T | ssllint - reports the original file names and lines', async () => {
    const dump = readFileSync(fx('nginx/dump-tree-basic.txt'), 'utf8').replace('http {\n', 'http {\n    keepalive_timeout 0;\n');
    const run = await runCli(['-', '--format', 'unix', '--rule', 'keepalive-disabled=error'], { stdin: dump, cwd: repo });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('/etc/nginx/nginx.conf:10:5: error: `keepalive_timeout 0` turns keep-alive off');
  });
});
