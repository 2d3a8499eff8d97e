// The broken fixtures are configs the real httpd rejects: for each, `apache2 -t` and
// parseApache must both reject it, on the same line, with the same message.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasUnterminatedString } from '../src/apache/expr-check.js';
import { parseApache } from '../src/apache/parse.js';
import { apache2Check, apache2Missing } from './apache-httpd.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const BROKEN = resolve(__dirname, '../fixtures/apache/broken');
const ACCEPTED = resolve(__dirname, '../fixtures/apache/accepted');
const brokenFiles = readdirSync(BROKEN).filter((f) => f.endsWith('.conf')).sort();

/** What httpd reports for each fixture, checked against apache2 when it is installed. */
const EXPECTED: Record<string, { line: number; message: string }> = {
  'continued-comment.conf': { line: 1, message: '<VirtualHost> was not closed.' },
  'ifmodule-closing-comment.conf': { line: 5, message: '</IfModule> without matching <IfModule> section' },
  'mismatched-section.conf': { line: 10, message: 'Expected </Directory> but saw </VirtualHost>' },
  'missing-gt-closing.conf': { line: 3, message: "</VirtualHost> directive missing closing '>'" },
  'missing-gt.conf': { line: 2, message: "<VirtualHost> directive missing closing '>'" },
  'stray-closing-tag.conf': { line: 9, message: '</Directory> without matching <Directory> section' },
  'unclosed-ifdefine.conf': { line: 1, message: 'Expected </IfDefine> before end of configuration' },
  'unclosed-section.conf': { line: 3, message: '<VirtualHost> was not closed.' },
  'unterminated-quote-if.conf': { line: 4, message: 'Cannot parse condition clause: Unterminated string or variable' },
  'utf8-bom.conf': {
    line: 1,
    message: "Invalid command '\\xef\\xbb\\xbf#', perhaps misspelled or defined by a module not included in the server configuration",
  },
};

describe('fixtures/apache/broken: parseApache', () => {
  it('has an expectation for every fixture', () => {
    expect(brokenFiles).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(brokenFiles)('%s: first error on the line httpd names', (name) => {
    const path = join(BROKEN, name);
    const r = parseApache(readFileSync(path, 'utf8'), path);
    expect(r.errors.length).toBeGreaterThan(0);
    expect({ line: r.errors[0].span.line, message: r.errors[0].message }).toEqual(EXPECTED[name]);
    expect(r.errors.every((e) => e.ruleId === 'syntax-error' && e.span.file === path)).toBe(true);
  });
});

describe.skipIf(apache2Missing !== undefined)(`fixtures/apache against apache2 -t${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
  it.each(brokenFiles)('%s: apache2 rejects it at our line with our message', (name) => {
    const path = join(BROKEN, name);
    const verdict = apache2Check(path);
    const ours = parseApache(readFileSync(path, 'utf8'), path).errors[0];
    expect(verdict.ok, verdict.output).toBe(false);
    expect({ file: verdict.file, line: verdict.line, message: verdict.message }).toEqual({
      file: path,
      line: ours.span.line,
      message: ours.message,
    });
  });

  it('httpd-quirks.conf: apache2 accepts it and so do we', () => {
    const path = join(ACCEPTED, 'httpd-quirks.conf');
    const verdict = apache2Check(path);
    expect(verdict.ok, verdict.output).toBe(true);
    const r = parseApache(readFileSync(path, 'utf8'), path);
    expect(r.errors).toEqual([]);
    const [, vhost, other, ifSection, elseSection] = r.directives;
    expect([vhost.name, vhost.args.map((a) => a.value), vhost.span.line, vhost.span.endLine, vhost.blockEnd?.line]).toEqual([
      'VirtualHost',
      ['*:8443'],
      6,
      8,
      20,
    ]);
    const directory = vhost.block?.find((d) => d.name === 'Directory');
    expect(directory?.args.map((a) => [a.value, a.raw])).toEqual([['/var/www/shop', '"/var/www/shop']]);
    expect([other.name, other.args.map((a) => a.value), other.blockEnd?.line]).toEqual(['virtualhost', ['*:8444'], 24]);
    expect([ifSection.name, elseSection.name]).toEqual(['If', 'Else']);
  });

  describe('<If> conditions: unterminated strings, ours against ap_expr', () => {
    const dir = makeTmp('ssllint-if-').dir;
    afterAll(() => removeTmp(dir));
    // Conditions without `"`, so each fits in `<If "...">` unchanged.
    const conditions = [
      "%{HTTPS} == 'on'",
      "%{HTTPS} == 'on",
      '%{HTTPS',
      '%{HTTP:X-Forwarded-Proto',
      "%{HTTP:X-Forwarded-Proto} == 'https'",
      "%{REQUEST_URI} =~ m#it's#",
      "%{REQUEST_URI} =~ /it's/",
      "'%{HTTP_HOST}' == 'a'",
      "'%{HTTP_HOST}",
      "-R '10.0.0.0/8'",
      "-R '10.0.0.0/8",
      "%{REMOTE_ADDR} -ipmatch '192.168.0.0/16' && %{HTTPS} != 'on'",
    ];
    it.each(conditions)('%s', (condition) => {
      const path = join(dir, `if-${conditions.indexOf(condition)}.conf`);
      writeFileSync(path, `<If "${condition}">\n</If>\n`);
      const verdict = apache2Check(path);
      const httpdSaysUnterminated = !verdict.ok && /Unterminated string or variable/.test(verdict.message ?? '');
      expect(hasUnterminatedString(condition)).toBe(httpdSaysUnterminated);
      const ours = parseApache(`<If "${condition}">\n</If>\n`, path).errors;
      expect(ours.length > 0).toBe(httpdSaysUnterminated);
    });
  });
});
