// The GitHub Action run the way the runner runs it: `node <runs.main>` in the workspace,
// each input in INPUT_<NAME> (declared defaults filled in, dashes kept), and temporary
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { allRuleMeta } from '../rules/index.js';
import { runCli } from './helpers/cli.js';
import { REPO, run, tempDir } from './ship-helpers.js';

interface ActionYml {
  runs: { using: string; main: string };
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as ActionYml;
const VERSION = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: string;
  summary: string;
  workspace: string;
  runnerTemp: string;
}

/** A workspace holding a copy of a fixture tree, checked out like a repository. */
function workspace(fixture?: string): string {
  const dir = tempDir('ssllint-ws-');
  if (fixture) cpSync(join(REPO, 'fixtures', 'ship', fixture), dir, { recursive: true });
  expect(run('git', ['init', '-q'], { cwd: dir }).status).toBe(0);
  return dir;
}

function runAction(ws: string, inputs: Record<string, string>, env: Record<string, string> = {}): ActionRun {
  const runnerTemp = tempDir('ssllint-runner-temp-');
  const outputFile = join(runnerTemp, 'github_output');
  const summaryFile = join(runnerTemp, 'step_summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const vars: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = inputs[name] ?? spec.default;
    if (value !== undefined) vars[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  for (const name of Object.keys(inputs)) expect(action.inputs, `input ${name} is not declared in action.yml`).toHaveProperty([name]);
  const r = run(process.execPath, [join(REPO, action.runs.main)], {
    cwd: ws,
    env: {
      ...vars,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: ws,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: runnerTemp,
      ...env,
    },
  });
  return { ...r, outputs: readFileSync(outputFile, 'utf8'), summary: readFileSync(summaryFile, 'utf8'), workspace: ws, runnerTemp };
}

/** `Title (id)` as a workflow-command property: the runner's escapes for `%`, `:` and `,`. */
function title(id: string): string {
  const meta = allRuleMeta().find((m) => m.id === id);
  if (!meta) throw new Error(`no rule ${id}`);
  return `${meta.title} (${id})`.replace(/%/g, '%25').replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const commands = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::'));

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The report the Action prints between `::stop-commands::TOKEN` and `::TOKEN::` (the runner
 * obeys nothing in between), and the rest of the log: the Action's own commands and notes.
 */
function untrustedBlock(stdout: string): { token: string; report: string; outside: string } {
  const m = new RegExp(`^::stop-commands::(${UUID})\\n([\\s\\S]*?)^::\\1::\\n`, 'm').exec(stdout);
  if (!m) throw new Error(`no stop-commands block in:\n${stdout}`);
  return { token: m[1], report: m[2], outside: stdout.slice(0, m.index) + stdout.slice(m.index + m[0].length) };
}

const FIX_PROTOCOLS = 'Fix: enable only TLS 1.2 and TLS 1.3%0Assl_protocols TLSv1.2 TLSv1.3;';

describe('action.yml', () => {
  it('is a node24 JavaScript action whose entry is committed, with the documented inputs and outputs', () => {
    expect(action.runs.using).toBe('node24');
    expect(action.runs.main).toBe('dist-bundle/action.mjs');
    expect(existsSync(join(REPO, action.runs.main))).toBe(true);
    expect(Object.keys(action.inputs)).toEqual(['paths', 'config', 'fail-level', 'format', 'sarif-file', 'annotations', 'suggest-fixes', 'github-token', 'audit', 'platform', 'policy', 'fail-grade']);
    expect(Object.keys(action.outputs)).toEqual(['errors', 'warnings', 'infos', 'sarif-file']);
  });
});

describe('the Action entry', () => {
  it('annotates, summarises, writes SARIF and outputs, and fails on an error', async () => {
    const ws = workspace('action-nginx');
    const r = runAction(ws, { paths: '.' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);

    // The log: the stylish report (as the CLI prints it), the annotations, the failing count.
    const cli = await runCli(['.', '--format', 'stylish'], { cwd: ws });
    const block = untrustedBlock(r.stdout);
    expect(r.stdout.startsWith(`::stop-commands::${block.token}\n${cli.stdout}::${block.token}::\n`)).toBe(true);
    expect(block.report).toBe(cli.stdout);
    // No session-resumption-inconsistent: before nginx 1.29.2 shop.example.com gets its address's
    // default server's (legacy's) ssl_protocols (#27 item 3), so both offer the same.
    expect(commands(block.outside)).toEqual([
      `::error file=conf.d/legacy.conf,line=5,col=5,endLine=5,endColumn=46,title=${title('protocol-sslv3')}::the protocol list enables SSLv3 (SSLv3 is broken (POODLE, RFC 7568)), negotiable with OpenSSL 1.0.2%0A${FIX_PROTOCOLS}`,
      // The same fix for the same directive is given once, with the first annotation on it.
      `::warning file=conf.d/legacy.conf,line=5,col=5,endLine=5,endColumn=46,title=${title('protocol-tls10-tls11')}::the protocol list enables TLSv1 (deprecated by RFC 8996), negotiable with OpenSSL 1.0.2 and OpenSSL 1.1.1`,
      `::notice file=conf.d/shop.conf,line=1,col=1,endLine=1,endColumn=8,title=${title('http2-disabled')}::shop.example.com offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page's requests over one connection%0AFix: enable HTTP/2%0Ahttp2 on;`,
    ]);
    expect(r.stdout.endsWith('\nssllint: 1 finding at or above fail-level error.\n')).toBe(true);

    const sarifFile = join(r.runnerTemp, 'ssllint.sarif');
    expect(r.outputs).toBe(`errors=1\nwarnings=1\ninfos=1\nsarif-file=${sarifFile}\n`);

    expect(r.summary).toBe(
      [
        `### ssllint ${VERSION}`,
        '',
        '3 problems (1 error, 1 warning, 1 info) in 3 files, 2 servers.',
        '',
        '| Severity | File | Line | Column | Rule | Message | Fix |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| error | `conf.d/legacy.conf` | 5 | 5 | protocol-sslv3 | `the protocol list enables SSLv3 (SSLv3 is broken (POODLE, RFC 7568)), negotiable with OpenSSL 1.0.2` | `enable only TLS 1.2 and TLS 1.3`<br>`ssl_protocols TLSv1.2 TLSv1.3;` |',
        '| warning | `conf.d/legacy.conf` | 5 | 5 | protocol-tls10-tls11 | `the protocol list enables TLSv1 (deprecated by RFC 8996), negotiable with OpenSSL 1.0.2 and OpenSSL 1.1.1` |  |',
        '| info | `conf.d/shop.conf` | 1 | 1 | http2-disabled | `shop.example.com offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page\'s requests over one connection` | `enable HTTP/2`<br>`http2 on;` |',
        '',
      ].join('\n'),
    );

    // The SARIF file is the CLI's own SARIF for the same tree.
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8')) as { runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    const cliSarif = await runCli(['.', '--format', 'sarif'], { cwd: ws });
    expect(sarif).toEqual(JSON.parse(cliSarif.stdout));
    expect(sarif.runs[0].results.map((x) => `${x.locations[0].physicalLocation.artifactLocation.uri} ${x.ruleId}`)).toEqual([
      'conf.d/legacy.conf protocol-sslv3',
      'conf.d/legacy.conf protocol-tls10-tls11',
      'conf.d/shop.conf http2-disabled',
    ]);
  });

  it('passes on a clean tree and says so in the summary', () => {
    const ws = workspace('action-clean');
    const sarifFile = join(ws, 'reports', 'ssllint.sarif');
    const r = runAction(ws, { 'paths': 'nginx.conf', 'fail-level': 'info', 'format': 'unix', 'sarif-file': 'reports/ssllint.sarif' });
    expect(r).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(r.outputs).toBe(`errors=0\nwarnings=0\ninfos=0\nsarif-file=${sarifFile}\n`);
    expect(r.summary).toBe(`### ssllint ${VERSION}\n\nNo problems in 1 file.\n`);
    expect((JSON.parse(readFileSync(sarifFile, 'utf8')) as { runs: { results: unknown[] }[] }).runs[0].results).toEqual([]);
  });

  it('fails at a lower fail-level, and without annotations still writes the summary', async () => {
    const ws = workspace('action-nginx');
    const r = runAction(ws, { 'fail-level': 'info', 'annotations': 'false', 'format': 'unix' });
    const cli = await runCli(['.', '--format', 'unix'], { cwd: ws });
    const { token } = untrustedBlock(r.stdout);
    expect(r.stdout).toBe(`::stop-commands::${token}\n${cli.stdout}::${token}::\nssllint: 3 findings at or above fail-level info.\n`);
    expect(commands(untrustedBlock(r.stdout).outside)).toEqual([]);
    expect(r.status).toBe(1);
    expect(r.summary).toContain('3 problems (1 error, 1 warning, 1 info) in 3 files, 2 servers');
  });

  it('lints the config file roots when paths is empty', () => {
    const ws = workspace('action-nginx');
    // Outside the root: linting the workspace instead would report it.
    cpSync(join(ws, 'conf.d', 'legacy.conf'), join(ws, 'stray.conf'));
    writeFileSync(join(ws, '.ssllint.json'), '{ "roots": ["nginx.conf"], "openssl": ["1.0.2", "1.1.1", "3.x"], "rules": { "http2-disabled": "off" } }\n');
    const r = runAction(ws, {});
    expect(r.status).toBe(1);
    expect(commands(untrustedBlock(r.stdout).outside).map((c) => /^::\w+ file=([^,]+),.*\((\S+)\)::/.exec(c)?.slice(1).join(' '))).toEqual([
      'conf.d/legacy.conf protocol-sslv3',
      'conf.d/legacy.conf protocol-tls10-tls11',
    ]);
    expect(r.outputs).toMatch(/^errors=1\nwarnings=1\ninfos=0\n/);
  });

  it('escapes file names and caps annotations at what GitHub shows, the summary holding all', () => {
    const ws = workspace();
    // Twelve servers, each enabling SSLv3 in its own directive: twelve errors.
    const servers = Array.from({ length: 12 }, (_, i) => `server {\n    listen 443 ssl;\n    http2 on;\n    server_name s${i}.example.com;\n    ssl_protocols SSLv3 TLSv1.2 TLSv1.3;\n}\n`).join('');
    writeFileSync(join(ws, 'nginx.conf'), `events {}\nhttp {\n    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;\n    ssl_prefer_server_ciphers on;\n    ssl_session_cache shared:SSL:10m;\n    ssl_stapling on;\n    ssl_stapling_verify on;\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    include "odd,name:50%.conf";\n    resolver 127.0.0.53;\n}\n`);
    writeFileSync(join(ws, 'odd,name:50%.conf'), servers);
    // Named generations: SSLv3, which only OpenSSL 1.0.2 negotiates, stays an error.
    writeFileSync(join(ws, '.ssllint.json'), '{ "openssl": ["1.0.2", "1.1.1", "3.x"] }\n');
    const r = runAction(ws, {});
    expect(r.status).toBe(1);
    const errors = commands(untrustedBlock(r.stdout).outside);
    expect(errors).toHaveLength(10);
    errors.forEach((e, i) => expect(e.startsWith(`::error file=odd%2Cname%3A50%25.conf,line=${5 + 6 * i},col=5,`), e).toBe(true));
    expect(r.stdout).toContain('ssllint: 2 findings not annotated (2 errors): GitHub shows at most 10 errors, 10 warnings and 10 notices per step. Every finding is in the job summary.\n');
    expect(r.outputs).toMatch(/^errors=12\n/);
    expect(r.summary.split('\n').filter((l) => l.startsWith('| error |'))).toHaveLength(12);
  });

  it('reports a bad input as one error annotation and exits 2', () => {
    const ws = workspace('action-nginx');
    const bad = runAction(ws, { 'fail-level': 'fatal' });
    expect(bad).toMatchObject({ status: 2, stdout: '::error title=ssllint::input "fail-level": "fatal" must be error, warning or info\n', outputs: '', summary: '' });
    const notBoolean = runAction(ws, { annotations: 'yes' });
    expect(notBoolean).toMatchObject({ status: 2, stdout: '::error title=ssllint::input "annotations": "yes" is not a boolean (use true or false)\n' });
    const badConfig = runAction(ws, { config: 'missing.json' });
    expect(badConfig.status).toBe(2);
    expect(badConfig.stdout).toBe(`::error title=ssllint::${join(ws, 'missing.json')}: cannot read config file (ENOENT)\n`);
  });
});
