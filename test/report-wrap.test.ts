// Stylish never cuts a message or a fix (#37 §2): on a terminal of known width both wrap in their
// column, elsewhere a line is as long as its text; a "will not start" finding says why on its
// first line; a fix that needs a file the user must make says so and names none.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrap } from '../src/report/stylish.js';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
const CERTS = join(repo, 'fixtures/certs');

/** The words of a stylish report, in order: what wrapping may move between lines but never drop. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

describe('stylish at any width', () => {
  it.each([60, 80, 100, 140])('%i columns: no line is cut, each fits unless one word is longer, every word is kept', async (columns) => {
    const wide = await runCli(['fixtures/sample/nginx', '--no-config', '--now', '2026-06-01'], { cwd: repo });
    const narrow = await runCli(['fixtures/sample/nginx', '--no-config', '--now', '2026-06-01'], { cwd: repo, env: { COLUMNS: String(columns) } });
    expect(wide.stdout).not.toContain('…');
    expect(narrow.stdout).not.toContain('…');
    expect(words(narrow.stdout).sort()).toEqual(words(wide.stdout).sort());
    // Under 80 columns the position, severity and rule id columns leave a message no room: lines
    // run long there (the terminal folds them), still whole.
    if (columns < 80) return;
    for (const line of narrow.stdout.split('\n')) {
      if (line.length <= columns) continue;
      // Longer only where a word (a cipher string, a path) cannot fit a line of its own.
      const text = line.trim().replace(/^fix: /, '');
      const longest = Math.max(...text.split(' ').map((w) => w.length));
      expect(longest, line).toBeGreaterThan(columns - (line.length - line.trimStart().length) - 5 - 1);
    }
  });

  it('wraps at spaces outside quotes, never inside a word', () => {
    expect(wrap('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;', 40)).toEqual([
      'add_header Strict-Transport-Security',
      '"max-age=63072000; includeSubDomains"',
      'always;',
    ]);
    // A word longer than a line stays on the line it starts: `ssl_ciphers LONG;` is copied whole.
    const long = `ssl_ciphers ${'ECDHE-RSA-AES128-GCM-SHA256:'.repeat(4)}X;`;
    expect(wrap(long, 40)).toEqual([long]);
    expect(wrap('a b c d e f', 3, 5)).toEqual(['a b', 'c d e', 'f']);
  });
});

describe('a server that will not start', () => {
  const dir = makeTmp('ssllint-wns-').dir;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `events {}\nhttp {\n    server {\n        listen 443 ssl;\n        server_name example.com;\n        ssl_certificate ${CERTS}/rsa1024/fullchain.pem;\n        ssl_certificate_key ${CERTS}/rsa1024/privkey.pem;\n    }\n}\n`,
  );

  it('says why on its first line, and that the fix needs files the user makes, naming none', async () => {
    const r = await runCli(['nginx.conf', '--no-config', '--platform', 'debian-12', '--now', '2026-06-01'], { cwd: dir });
    const at = r.stdout.split('\n').findIndex((l) => l.endsWith('cert-weak-key'));
    expect(r.stdout.split('\n')[at]).toMatch(/^ {2}6:9 +error +nginx will not start \(ee key too small\): an RSA-1024 key gives 80 bits of security and security level 2 asks for 112 +cert-weak-key$/);
    expect(r.stdout.split('\n')[at + 1]).toMatch(/^ +fix: this needs a file you make first: a key security level 2 accepts .* point ssl_certificate and ssl_certificate_key at them\. Or lower the level$/);
    expect(r.stdout).not.toContain('-ecdsa.pem');
  });
});
