// What ssllint reads (docs/security.md), one rule since issue 35 item 7: in a repository (a git
// work tree, with or without a config file), in the Action's workspace and always in the
// language server, nothing outside the repository or workspace is read, and each read refused
// is a positioned finding saying how to allow it; on the host's own tree (outside any
// repository) everything the server would read is read and quoted. The fence follows the tree
// linted, not the working directory.
//
// Issue 25's tests were written for "on a host, read but not quoted". Those that still apply
// are kept (every repository and Action case, the config file's own JSON errors); those of the
// host are replaced: a host's files outside the path named are now quoted. Item 12: a refusal
// names the path as written, never where it resolves, and says the same whether it exists.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/run.js';
import { judge } from '../src/cli/lsp/judge.js';
import { SettingsCache } from '../src/cli/lsp/settings.js';
import { RULES } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { REPO, run, tempDir } from './ship-helpers.js';

const SECRETS = ['supersecret', 'hunter2', 'SECRETLINE', 'token=abc123', 'PRIVATEPEM', 'secret-host.internal'];
const FORMATS = ['stylish', 'unix', 'json', 'sarif', 'github'];
const NOW = ['--now', '2026-06-01'];
const CERTS = resolve(__dirname, '../fixtures/certs');

function expectNoSecret(text: string): void {
  for (const s of SECRETS) expect(text, `output quotes ${s}`).not.toContain(s);
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
  write(join(outside, 'names.conf'), 'server_name secret-host.internal;\n');
  write(join(outside, 'cert.pem'), '-----BEGIN PRIVATE KEY-----\nPRIVATEPEM\n-----END PRIVATE KEY-----\n');
  const host = join(base, 'host');
  write(join(host, 'nginx.conf'), ['events {}', 'http {', `    include ${outside}/secret.conf;`, `    include ${outside}/secret.xml;`, '    include inner.conf;', '}', ''].join('\n'));
  write(join(host, 'inner.conf'), 'INSIDE_WORD on;\n');
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
  findings: { ruleId: string; severity: string; message: string; location: { file: string; line: number; column: number }; fix?: { description: string } }[];
  files: string[];
}

const json = (stdout: string): JsonReport => JSON.parse(stdout) as JsonReport;

describe("a host: the operator's own tree is read and quoted wherever the server would read", () => {
  const t = hostileTree();

  it('includes outside the path named are read and their findings quoted, in every format', async () => {
    for (const format of FORMATS) {
      const r = await runCli(['nginx.conf', '--no-config', '--format', format, ...NOW], { cwd: t.host });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toContain('SECRETLINE');
      expect(r.stdout).not.toContain('not quoted');
    }
    const report = json((await runCli(['nginx.conf', '--no-config', '--format', 'json', ...NOW], { cwd: t.host })).stdout);
    expect(report.files).toContain(join(t.outside, 'secret.conf'));
    expect(report.findings.find((f) => f.location.file === join(t.outside, 'secret.conf'))?.message).toMatch(/^unknown directive "SECRETLINE"/);
  });

  it("RHEL's layout, `ssllint /etc/httpd/conf/httpd.conf`: the conf.d/ files beside conf/ are quoted, with their suites and fixes (before: \"(text not quoted)\")", async () => {
    const etc = join(t.base, 'etc', 'httpd');
    write(join(etc, 'conf', 'httpd.conf'), ['ServerRoot "/etc/httpd"', 'Listen 443', 'LoadModule ssl_module modules/mod_ssl.so', 'IncludeOptional conf.d/*.conf', ''].join('\n'));
    write(join(etc, 'conf.d', 'ssl.conf'), ['<VirtualHost *:443>', '    ServerName shop.example', '    SSLEngine on', '    SSLProtocol all', '    SSLCipherSuite RC4-SHA:AES128-SHA', '</VirtualHost>', ''].join('\n'));
    const r = await runCli([join(etc, 'conf', 'httpd.conf'), '--no-config', '--path-map', `/etc/httpd=${etc}`, '--format', 'json', ...NOW], { cwd: t.base });
    const inConfD = json(r.stdout).findings.filter((f) => f.location.file === 'etc/httpd/conf.d/ssl.conf');
    expect(inConfD.find((f) => f.ruleId === 'cipher-rc4')?.message).toContain('RC4-SHA');
    expect(inConfD.find((f) => f.ruleId === 'protocol-tls10-tls11')?.fix?.description).toBeDefined();
    expect(inConfD.every((f) => !f.message.includes('not quoted'))).toBe(true);
  });

  it('`ssllint /etc/nginx` typed inside a git work tree (its config file in effect): the fence follows the tree linted, and the snakeoil certificate is read', async () => {
    const ssl = join(t.base, 'etc', 'ssl');
    write(join(ssl, 'certs', 'ssl-cert-snakeoil.pem'), readFileSync(join(CERTS, 'selfsigned', 'cert.pem'), 'utf8'));
    write(join(ssl, 'private', 'ssl-cert-snakeoil.key'), readFileSync(join(CERTS, 'selfsigned', 'privkey.pem'), 'utf8'));
    const nginx = join(t.base, 'etc', 'nginx');
    write(
      join(nginx, 'nginx.conf'),
      `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name localhost;\n        ssl_certificate ${ssl}/certs/ssl-cert-snakeoil.pem;\n        ssl_certificate_key ${ssl}/private/ssl-cert-snakeoil.key;\n    }\n}\n`,
    );
    // t.repo is a git work tree with a .ssllint.json: on main, that closed the fence for any path.
    const r = await runCli([nginx, '--format', 'json', ...NOW], { cwd: t.repo });
    const findings = json(r.stdout).findings;
    expect(findings.filter((f) => f.ruleId === 'cert-unreadable' || f.ruleId === 'file-unreadable')).toEqual([]);
    expect(findings.some((f) => f.ruleId === 'cert-chain-incomplete' || f.ruleId === 'cert-name-mismatch')).toBe(true);
  });

  it("the config file's own JSON errors give the position, never V8's excerpt of the text (#25, still applies)", async () => {
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
  const outside = (where: string, link = false) =>
    `it ${link ? 'leads' : 'lies'} outside the repository${link ? ' through a symbolic link' : ''}, and ssllint reads only files inside it (docs/security.md)`;

  it("the config file's roots, includes, globs, symlinks and certificates that lead outside are findings, in every format", async () => {
    for (const format of FORMATS) {
      const r = await runCli(['--format', format, ...NOW], { cwd: t.repo });
      expect(r.code, r.stderr).toBe(1);
      expectNoSecret(r.stdout + r.stderr);
    }
    const report = json((await runCli(['--format', 'json', ...NOW], { cwd: t.repo })).stdout);
    expect(report.files).toEqual(['site/nginx.conf']);
    const seen = report.findings
      .filter((f) => ['file-unreadable', 'cert-unreadable', 'protocol-sslv3'].includes(f.ruleId))
      .map((f) => `${f.location.file}:${f.location.line}:${f.location.column} ${f.ruleId} ${f.message}`);
    expect(seen).toEqual([
      `.ssllint.json:3:5 file-unreadable /etc/nginx is not linted: ${outside(t.repo)}`,
      `.ssllint.json:4:5 file-unreadable ${t.outside} is not linted: ${outside(t.repo)}`,
      `site/nginx.conf:3:5 file-unreadable ${t.outside}/secret.conf is not read: ${outside(t.repo)}`,
      `site/nginx.conf:4:5 file-unreadable ../../outside/*.xml is not read: ${outside(t.repo)}`,
      `site/nginx.conf:5:5 file-unreadable conf.d/evil.conf is not read: ${outside(t.repo, true)}`,
      `site/nginx.conf:8:9 cert-unreadable the certificate file "${t.outside}/cert.pem" ${outside(t.repo).replace(/^it /, '')}; certificate checks are skipped for it. Map its directory to a copy inside with --path-map ${t.outside}=DIR (a certificate only: a private key never belongs in a repository)`,
      `site/nginx.conf:9:9 cert-unreadable the private key file "${t.outside}/absent.key" ${outside(t.repo).replace(/^it /, '')}; certificate checks are skipped for it. Map its directory to a copy inside with --path-map ${t.outside}=DIR (a certificate only: a private key never belongs in a repository)`,
      'site/nginx.conf:10:9 protocol-sslv3 the protocol list enables SSLv3 (SSLv3 is broken (POODLE, RFC 7568)), negotiable with OpenSSL 1.0.2; OpenSSL 1.0.2 is end of life since 2019, so this is reported as info: lint with --openssl 1.0.2 if a server still runs it',
    ]);
    // How to have it read.
    expect(report.findings.find((f) => f.ruleId === 'file-unreadable')?.fix?.description).toContain('--path-map');
  });

  it('without a config file too: a site file includes names from outside, and no value from there reaches a finding (item 7)', async () => {
    const dir = tempDir('ssllint-hostile-noconfig-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, 'certs', 'fullchain.pem'), readFileSync(join(CERTS, 'rsa2048', 'fullchain.pem'), 'utf8'));
    write(join(dir, 'certs', 'privkey.pem'), readFileSync(join(CERTS, 'rsa2048', 'privkey.pem'), 'utf8'));
    write(
      join(dir, 'nginx.conf'),
      `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        include ${t.outside}/names.conf;\n        ssl_certificate certs/fullchain.pem;\n        ssl_certificate_key certs/privkey.pem;\n    }\n}\n`,
    );
    for (const format of ['unix', 'json', 'stylish', 'sarif']) {
      const r = await runCli(['nginx.conf', '--format', format, ...NOW], { cwd: dir });
      expect(r.code, r.stderr).toBe(1);
      expectNoSecret(r.stdout + r.stderr);
    }
    const audit = await runCli(['audit', 'nginx.conf', '--format', 'json', ...NOW], { cwd: dir });
    expectNoSecret(audit.stdout + audit.stderr);
    const report = json((await runCli(['nginx.conf', '--format', 'json', ...NOW], { cwd: dir })).stdout);
    expect(report.findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${f.location.line}:${f.location.column} ${f.message}`)).toEqual([
      `6:9 ${t.outside}/names.conf is not read: ${outside(dir)}`,
    ]);
  });

  it('item 12: a refusal names the path as written, never where it resolves, and says the same whether anything is there', async () => {
    const dir = tempDir('ssllint-hostile-proc-');
    mkdirSync(join(dir, '.git'));
    const hostLink = join(t.base, 'hostlink');
    symlinkSync(t.outside, hostLink);
    const includes = [
      '/proc/self/cwd/secret.conf',
      '/proc/self/cwd/absent.conf',
      `/proc/${process.pid}/fd/0`,
      `/proc/${process.pid}/fd/9999`,
      `${hostLink}/secret.conf`,
      `${hostLink}/absent.conf`,
      `${t.base}/no-such-dir/x.conf`,
    ];
    write(join(dir, 'nginx.conf'), `events {}\nhttp {\n${includes.map((i) => `    include ${i};\n`).join('')}}\n`);
    // A link inside the repository, to something there and to nothing: the same words.
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, 'there.conf'));
    symlinkSync(join(t.outside, 'absent.conf'), join(dir, 'dangling.conf'));
    // (A third line makes it nginx: a file of include lines alone is neither dialect, #37 §1.)
    write(join(dir, 'links.conf'), 'include there.conf;\ninclude dangling.conf;\nserver_tokens off;\n');
    const r = await runCli([join(dir, 'nginx.conf'), join(dir, 'links.conf'), '--format', 'json', ...NOW], { cwd: t.outside });
    expect(r.code, r.stderr).toBe(1);
    const said = json(r.stdout).findings.filter((f) => f.ruleId === 'file-unreadable' || f.ruleId === 'include-missing').map((f) => `${f.location.line} ${f.message}`);
    expect(said).toEqual([
      `1 there.conf is not read: ${outside(dir, true)}`,
      `2 dangling.conf is not read: ${outside(dir, true)}`,
      ...includes.map((i, n) => `${n + 3} ${i} is not read: ${outside(dir)}`),
    ]);
    expect(r.stdout).not.toContain(t.outside);
  });

  it('a glob through a directory that links outside, and IncludeOptional of a directory holding a link out: findings, not silence', async () => {
    const dir = tempDir('ssllint-hostile-globs-');
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'conf.d'));
    symlinkSync(t.outside, join(dir, 'conf.d', 'evil'));
    write(join(dir, 'nginx.conf'), 'events {}\nhttp {\n    include conf.d/*/*.conf;\n}\n');
    write(join(dir, 'apache', 'extra', 'a.conf'), 'ServerAdmin a@example.com\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, 'apache', 'extra', 'b.conf'));
    write(join(dir, 'apache', 'httpd.conf'), 'IncludeOptional extra/\n');
    const r = await runCli(['nginx.conf', 'apache/httpd.conf', '--format', 'json', ...NOW], { cwd: dir });
    expectNoSecret(r.stdout);
    expect(json(r.stdout).findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${f.location.file}:${f.location.line} ${f.message}`)).toEqual([
      `apache/httpd.conf:1 extra/b.conf is not read: ${outside(dir, true)}`,
      `nginx.conf:3 conf.d/evil/*.conf is not read: ${outside(dir, true)}`,
    ]);
  });

  it("a path named on the command line outside any repository is the host's own: read whole, typed from a repository too", async () => {
    const inRepo = json((await runCli(['site', '--format', 'json', ...NOW], { cwd: t.repo })).stdout);
    expect(inRepo.files).toEqual(['site/nginx.conf']);
    expect(inRepo.findings.filter((f) => f.ruleId === 'file-unreadable').length).toBe(3);
    // (A file of nginx directives: secret.conf's one line is no configuration a named file is read as.)
    write(join(t.outside, 'named.conf'), 'server_tokens off;\n');
    const named = await runCli([join(t.outside, 'named.conf'), '--format', 'json', ...NOW], { cwd: t.repo });
    expect(json(named.stdout).files).toEqual([join(t.outside, 'named.conf')]);
  });

  it('a path named through a symlink into a clone is the clone\'s: read, fenced in the clone', async () => {
    const link = join(t.base, 'site-link');
    symlinkSync(join(t.repo, 'site'), link);
    const r = await runCli([link, '--format', 'json', ...NOW], { cwd: t.base });
    const report = json(r.stdout);
    expect(report.files).toEqual(['repo/site/nginx.conf']);
    expect(report.findings.filter((f) => f.ruleId === 'file-unreadable').map((f) => f.message)).toEqual([
      `${t.outside}/secret.conf is not read: ${outside(t.repo)}`,
      `../../outside/*.xml is not read: ${outside(t.repo)}`,
      `conf.d/evil.conf is not read: ${outside(t.repo, true)}`,
    ]);
  });

  it('a config file that is a symlink out of the repository is not read, and where it leads is not said', async () => {
    const dir = tempDir('ssllint-hostile-repo-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, 'nginx.conf'), 'events {}\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, '.ssllint.json'));
    const r = await runCli(['nginx.conf'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}: the config file is not read: ${outside(dir, true)}\n`);
  });

  it('a *.conf found in a directory that links outside: placed on the link, its target neither read nor line-hashed', async () => {
    const dir = tempDir('ssllint-hostile-links-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, '.ssllint.json'), '{"roots": ["conf"]}');
    write(join(dir, 'conf', 'a.conf'), 'server {\n    listen 80;\n}\n');
    symlinkSync(join(t.outside, 'secret.conf'), join(dir, 'conf', 'evil.conf'));
    const report = json((await runCli(['--format', 'json', ...NOW], { cwd: dir })).stdout);
    expect(report.findings.map((f) => `${f.location.file}:${f.location.line} ${f.ruleId} ${f.message}`)).toContain(`conf/evil.conf:1 file-unreadable evil.conf is not read: ${outside(dir, true)}`);
    const sarif = (await runCli(['--format', 'sarif', ...NOW], { cwd: dir })).stdout;
    expectNoSecret(sarif);
    const results = (JSON.parse(sarif) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[]; partialFingerprints: { primaryLocationLineHash: string } }[] }[] }).runs[0].results;
    const onLink = results.find((r) => r.locations[0].physicalLocation.artifactLocation.uri === 'conf/evil.conf');
    expect(onLink?.partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:1$/);
  });

  it('a policy file of the config file outside the repository is not read', async () => {
    const dir = tempDir('ssllint-hostile-policy-');
    mkdirSync(join(dir, '.git'));
    write(join(dir, 'nginx.conf'), 'events {}\n');
    write(join(dir, '.ssllint.json'), JSON.stringify({ policies: [join(t.outside, 'secret.xml')] }));
    const r = await runCli(['nginx.conf'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`ssllint: ${join(dir, '.ssllint.json')}: policies: ${join(t.outside, 'secret.xml')} is not read: ${outside(dir)}\n`);
  });

  it('the audit reads nothing outside either', async () => {
    const r = await runCli(['audit', '--format', 'json', ...NOW], { cwd: t.repo });
    // What was refused is listed as not read, and a configuration not read whole fails (#25 §3).
    expect(r.code, r.stderr).toBe(1);
    expectNoSecret(r.stdout);
    const notRead = (JSON.parse(r.stdout) as { notRead: { file: string; line: number; message: string }[] }).notRead;
    expect(notRead.map((n) => `${n.file}:${n.line} ${n.message}`)).toEqual([
      `.ssllint.json:3 /etc/nginx is not linted: ${outside(t.repo)}`,
      `.ssllint.json:4 ${t.outside} is not linted: ${outside(t.repo)}`,
      `site/nginx.conf:3 ${t.outside}/secret.conf is not read: ${outside(t.repo)}`,
      `site/nginx.conf:4 ../../outside/*.xml is not read: ${outside(t.repo)}`,
      `site/nginx.conf:5 conf.d/evil.conf is not read: ${outside(t.repo, true)}`,
    ]);
  });
});

describe('the language server: a workspace is fenced, with or without a config file (item 7)', () => {
  it('an outside include is refused on its line, and none of its values reaches a diagnostic of the workspace file', async () => {
    const t = hostileTree();
    // Not a git work tree, no config file: on main, a host run that read names.conf.
    const ws = join(t.base, 'ws');
    write(join(ws, 'certs', 'fullchain.pem'), readFileSync(join(CERTS, 'rsa2048', 'fullchain.pem'), 'utf8'));
    write(join(ws, 'certs', 'privkey.pem'), readFileSync(join(CERTS, 'rsa2048', 'privkey.pem'), 'utf8'));
    const file = join(ws, 'nginx.conf');
    write(file, `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        include ${t.outside}/names.conf;\n        ssl_certificate certs/fullchain.pem;\n        ssl_certificate_key certs/privkey.pem;\n    }\n}\n`);
    const settings = await new SettingsCache(() => new Date('2026-06-01T00:00:00Z')).get(ws);
    const judged = judge(file, ws, settings, new Map(), RULES);
    const mine = judged.result.findings.filter((f) => f.location.file === file);
    expectNoSecret(JSON.stringify(mine));
    expect(judged.result.files).toEqual([file]);
    expect(mine.filter((f) => f.ruleId === 'file-unreadable').map((f) => `${f.location.line} ${f.message}`)).toEqual([
      `6 ${t.outside}/names.conf is not read: it lies outside the workspace ${ws}, and ssllint reads only files inside it (docs/security.md)`,
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
    const code = await runAction({ stdout: (s) => void (log += s), env, cwd: t.repo, now: () => new Date('2026-06-01T00:00:00Z') });
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
    const refusals = commands.filter((l) => /^::error file=[^,]+,line=\d+,col=\d+.*title=A configuration file cannot be read \(file-unreadable\)::.* (lies|leads) outside the workspace /.test(l));
    expect(refusals.length).toBe(5);
  });

  it('a `config` input naming a host file is refused, unread', async () => {
    const r = await action({ config: join(t.outside, 'secret.conf') });
    expect(r.code).toBe(2);
    expect(r.log).toBe(`::error title=ssllint::${join(t.outside, 'secret.conf')}: the config file is not read: it lies outside the workspace ${t.repo}, and ssllint reads only files inside it (docs/security.md)\n`);
  });
});
