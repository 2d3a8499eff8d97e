// Bad input never loses the run (#19 item 5a): trees nested far deeper than any real config,
// in one file or across includes, end in a positioned syntax-error at the nesting limit
// (src/syntax/limits.ts) while the rest of the tree and the other files are linted; nothing
// anywhere (parsers, loader, model builders, rules, `ssllint parse`) overflows the stack.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_NESTING } from '../src/syntax/limits.js';
import { runCli } from './helpers/cli.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-deep-').dir;
afterAll(() => removeTmp(dir));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

interface Found {
  ruleId: string;
  message: string;
  location: { file: string; line: number; column: number };
}

async function lint(files: string[]): Promise<{ code: number; findings: Found[]; stderr: string }> {
  const run = await runCli([...files, '--format', 'json']);
  expect(run.stderr).not.toMatch(/internal error|Maximum call stack/);
  expect(run.code).not.toBe(2);
  return { code: run.code, findings: (JSON.parse(run.stdout) as { findings: Found[] }).findings, stderr: run.stderr };
}

const at = (f: Found): string => `${f.location.file.split('/').pop()}:${f.location.line}:${f.location.column}`;

/** A plain-HTTP server whose keepalive_timeout 0 must still be reported: proof the rest was linted. */
const witness = (line: string): string => `    server {\n        listen 80;\n        server_name after.example;\n${line}\n    }\n`;

describe('nginx', () => {
  test('10,000 nested locations: one syntax-error at the limit, the server after them still linted', async () => {
    const n = 10_000;
    // http is level 1 and server level 2: the location opened at level MAX_NESTING + 1 is cut.
    const lines = ['events {}', 'http {', '    server {', '        listen 80;'];
    for (let i = 0; i < n; i++) lines.push(`location /l${i}/ {`);
    lines.push('return 200;');
    for (let i = 0; i < n; i++) lines.push('}');
    lines.push('    }', witness('        keepalive_timeout 0;'), '}', '');
    const file = write('deep.conf', lines.join('\n'));
    const other = write('other.conf', `events {}\nhttp {\n${witness('        keepalive_timeout 0;')}}\n`);
    const { findings } = await lint([file, other]);
    const cutLine = 4 + (MAX_NESTING + 1 - 2);
    expect(findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${at(f)} ${f.message}`)).toEqual([
      `deep.conf:${cutLine}:1 blocks nested deeper than ${MAX_NESTING} levels: ssllint does not read what this block holds`,
    ]);
    expect(findings.filter((f) => f.ruleId === 'keepalive-disabled').map(at)).toEqual([`deep.conf:${4 + 2 * n + 1 + 5}:9`, 'other.conf:6:9']);
  });

  test('blocks that includes nest inside each other are counted across files', async () => {
    // Each file opens 40 locations and includes the next inside the innermost: 2 + 40 + 40 + 40 > 100.
    const chain = (i: number): string => {
      const open = Array.from({ length: 40 }, (_, k) => `location /f${i}x${k}/ {`).join('\n');
      const close = '}\n'.repeat(40);
      return `${open}\n${i < 4 ? `include inc${i + 1}.conf;\n` : 'return 200;\n'}${close}`;
    };
    for (let i = 1; i <= 4; i++) write(`inc${i}.conf`, chain(i));
    const main = write('nested.conf', `events {}\nhttp {\n    server {\n        listen 80;\n        include inc1.conf;\n    }\n${witness('        keepalive_timeout 0;')}}\n`);
    const { findings } = await lint([main]);
    // inc1 holds levels 3-42, inc2 43-82, inc3 83-122: its location 19 (level 101) is cut.
    expect(findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${at(f)} ${f.message}`)).toEqual([
      `inc3.conf:19:1 blocks nested deeper than ${MAX_NESTING} levels: ssllint does not read what this block holds (counting the blocks around the include that reads this file)`,
    ]);
    expect(findings.filter((f) => f.ruleId === 'keepalive-disabled').map(at)).toEqual(['nested.conf:10:9']);
  });

  test('a file read once and included again deeper is not spliced where it would nest too deep', async () => {
    const open = (k: number): string => Array.from({ length: k }, (_, i) => `location /d${i}/ {`).join('\n');
    write('sixty.conf', `${open(60)}\nreturn 200;\n${'}\n'.repeat(60)}`);
    const main = write(
      'twice.conf',
      `events {}\nhttp {\n    server {\n        listen 80;\n        include sixty.conf;\n    }\n    server {\n        listen 81;\n${open(50)}\ninclude sixty.conf;\n${'}\n'.repeat(50)}    }\n}\n`,
    );
    const { findings } = await lint([main]);
    expect(findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${at(f)} ${f.message}`)).toEqual([
      `twice.conf:59:1 sixty.conf is not read here: its blocks would nest deeper than ${MAX_NESTING} levels`,
    ]);
  });

  test.each([
    ['inside a map', 'map $a $b {\n', 'x { ', '}\n'],
    ['with no name', 'server {\n    listen 81;\n', '{ ', '}\n'],
  ])('10,000 nested braces %s: each reported as nginx would, the rest still linted', async (_what, head, open, tail) => {
    const n = 10_000;
    const file = write(`braces-${n}-${head.length}.conf`, `events {}\nhttp {\n${head}${open.repeat(n)}\n${'}'.repeat(n)}\n${tail}${witness('        keepalive_timeout 0;')}}\n`);
    const { findings } = await lint([file]);
    const errors = findings.filter((f) => f.ruleId === 'syntax-error');
    expect(errors.length).toBeGreaterThanOrEqual(n);
    expect(errors.every((f) => f.message === 'unexpected "{"' || f.message.startsWith('blocks nested deeper than'))).toBe(true);
    expect(findings.filter((f) => f.ruleId === 'keepalive-disabled')).toHaveLength(1);
  });

  test('ssllint parse prints the cut tree', async () => {
    const file = write('parse-deep.conf', `${'location / {\n'.repeat(5000)}${'}\n'.repeat(5000)}`);
    const run = await runCli(['parse', file, '--format', 'json']);
    expect(run.stderr).not.toMatch(/internal error|Maximum call stack/);
    expect(run.code).not.toBe(2);
  });
});

describe('Apache', () => {
  test('sections that Include nests inside each other are counted across files', async () => {
    // Each file opens 40 <IfModule> sections and includes the next inside the innermost: 1 + 40 + 40 + 40 > 100.
    const chain = (i: number): string => {
      const open = Array.from({ length: 40 }, () => '<IfModule mod_headers.c>').join('\n');
      const close = '</IfModule>\n'.repeat(40);
      return `${open}\n${i < 4 ? `Include ${join(dir, `ainc${i + 1}.conf`)}\n` : 'Header set X-Deep 1\n'}${close}`;
    };
    for (let i = 1; i <= 4; i++) write(`ainc${i}.conf`, chain(i));
    const main = write('anested.conf', `Listen 80\n<VirtualHost *:80>\n    ServerName deep.example\n    Include ${join(dir, 'ainc1.conf')}\n</VirtualHost>\n<VirtualHost *:80>\n    ServerName after.example\n    MaxKeepAliveRequests 1\n</VirtualHost>\n`);
    const { findings } = await lint([main]);
    // ainc1 holds levels 2-41, ainc2 42-81, ainc3 82-121: its section 20 (level 101) is cut.
    expect(findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${at(f)} ${f.message}`)).toEqual([
      `ainc3.conf:20:1 blocks nested deeper than ${MAX_NESTING} levels: ssllint does not read what this block holds (counting the blocks around the include that reads this file)`,
    ]);
    expect(findings.filter((f) => f.ruleId === 'keepalive-disabled').map(at)).toEqual(['anested.conf:8:5']);
  });

  test.each([
    ['Location', '/x'],
    ['IfModule', 'mod_headers.c'],
    ['Directory', '/srv'],
  ])('10,000 nested <%s> sections: one syntax-error at the limit, the rest linted', async (name, arg) => {
    const n = 10_000;
    const lines = ['Listen 80', 'KeepAlive On', '<VirtualHost *:80>', '    ServerName deep.example'];
    for (let i = 0; i < n; i++) lines.push(`<${name} ${arg}>`);
    lines.push('Header set X-Deep 1');
    for (let i = 0; i < n; i++) lines.push(`</${name}>`);
    lines.push('</VirtualHost>', '<VirtualHost *:80>', '    ServerName after.example', '    MaxKeepAliveRequests 1', '</VirtualHost>', '');
    const file = write(`deep-${name}.conf`, lines.join('\n'));
    const { findings } = await lint([file]);
    // <VirtualHost> is level 1: the section opened at level MAX_NESTING + 1 is cut.
    expect(findings.filter((f) => f.ruleId === 'syntax-error').map((f) => `${at(f)} ${f.message}`)).toEqual([
      `deep-${name}.conf:${4 + MAX_NESTING}:1 blocks nested deeper than ${MAX_NESTING} levels: ssllint does not read what this block holds`,
    ]);
    expect(findings.filter((f) => f.ruleId === 'keepalive-disabled').map(at)).toEqual([`deep-${name}.conf:${4 + 2 * n + 5}:5`]);
  });
});
