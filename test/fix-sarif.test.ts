// SARIF results carry their fixes (SARIF 2.1.0 §3.55 fix, §3.56 artifactChange, §3.57
// replacement): checked against the schema, the Microsoft validator, and by applying the
// replacements, which must give what --fix writes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { writeTree } from './helpers/fix.js';

const require = createRequire(import.meta.url);
const multitoolDir = join(require.resolve('@microsoft/sarif-multitool-linux/package.json'), '..');
const schema = JSON.parse(readFileSync(join(multitoolDir, 'sarif-2.1.0.json'), 'utf8'));
const multitool = join(multitoolDir, 'Sarif.Multitool');
const Ajv2020 = ajv2020.default;
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addFormat('uri', (s: string) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s));
ajv.addFormat('uri-reference', () => true);
ajv.addFormat('date-time', (x: string) => !Number.isNaN(Date.parse(x)));
ajv.addFormat('uuid', (x: string) => /^[0-9a-f-]{36}$/i.test(x));
const validate = ajv.compile(schema);

// The certificate names an OCSP responder: stapling is advised for it.
const OCSP = resolve(__dirname, '../fixtures/certs/ocsp');
const CONF = `events {}\r\nhttp {\r\n    keepalive_timeout 0;\r\n    server {\r\n        listen 443 ssl;\r\n        http2 on;\r\n        ssl_protocols TLSv1 TLSv1.2;\r\n        ssl_session_cache shared:SSL:10m;\r\n        ssl_certificate ${OCSP}/fullchain.pem;\r\n        ssl_certificate_key ${OCSP}/privkey.pem;\r\n    }\r\n}\r\n`;

interface Replacement {
  deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
  insertedContent?: { text: string };
}

/** Applies SARIF replacements (each distinct one once) to a text. */
function applyReplacements(text: string, replacements: Replacement[]): string {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const offset = (line: number, column: number) => starts[line - 1] + column - 1;
  const seen = new Set<string>();
  const unique = replacements.filter((r) => !seen.has(JSON.stringify(r)) && !!seen.add(JSON.stringify(r)));
  // From the end, so offsets stay true; insertions at one point in the results' order.
  const order = unique.map((r, i) => ({ r, i, at: offset(r.deletedRegion.startLine, r.deletedRegion.startColumn) }));
  order.sort((a, b) => b.at - a.at || b.i - a.i);
  for (const { r } of order) {
    const d = r.deletedRegion;
    text = text.slice(0, offset(d.startLine, d.startColumn)) + (r.insertedContent?.text ?? '') + text.slice(offset(d.endLine, d.endColumn));
  }
  return text;
}

describe('SARIF fixes', () => {
  it('carry the edits of each finding, valid SARIF, and applied they give what --fix writes', async () => {
    const dir = writeTree({ 'nginx.conf': CONF });
    const run = await runCli(['nginx.conf', '--format', 'sarif', '--no-config', '--now', '2026-06-01'], { cwd: dir });
    const log = JSON.parse(run.stdout);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const results = log.runs[0].results as { ruleId: string; fixes?: { description: { text: string }; artifactChanges: { artifactLocation: { uri: string }; replacements: Replacement[] }[] }[] }[];
    const keepalive = results.find((r) => r.ruleId === 'keepalive-disabled')!;
    expect(keepalive.fixes).toEqual([
      {
        description: { text: 'keep connections open between requests' },
        artifactChanges: [{ artifactLocation: { uri: 'nginx.conf', uriBaseId: '%SRCROOT%' }, replacements: [{ deletedRegion: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 25 }, insertedContent: { text: 'keepalive_timeout 65s;' } }] }],
      },
    ]);
    const tls10 = results.find((r) => r.ruleId === 'protocol-tls10-tls11')!;
    expect(tls10.fixes![0].description.text).toBe('enable only TLS 1.2 and TLS 1.3 (a risky fix: --fix applies it only with --fix-type risky)');
    // A finding on the server line adds to the block: an insertion point, in the file's CRLF.
    const stapling = results.find((r) => r.ruleId === 'ocsp-stapling-missing')!;
    expect(stapling.fixes![0].artifactChanges[0].replacements).toEqual([
      { deletedRegion: { startLine: 11, startColumn: 1, endLine: 11, endColumn: 1 }, insertedContent: { text: '        ssl_stapling on;\r\n' } },
      { deletedRegion: { startLine: 11, startColumn: 1, endLine: 11, endColumn: 1 }, insertedContent: { text: '        ssl_stapling_verify on;\r\n' } },
      // Stapling without a resolver would be unusable (ocsp-stapling-unusable): the fix brings one.
      { deletedRegion: { startLine: 11, startColumn: 1, endLine: 11, endColumn: 1 }, insertedContent: { text: '        resolver 127.0.0.53 valid=300s;\r\n' } },
    ]);

    const all = results.flatMap((r) => (r.fixes ?? []).flatMap((f) => f.artifactChanges.flatMap((c) => c.replacements)));
    const applied = applyReplacements(CONF, all);
    await runCli(['nginx.conf', '--fix', '--fix-type', 'safe,risky', '--no-config', '--now', '2026-06-01'], { cwd: dir });
    const fixed = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    // Here one pass fixes all: the replacements applied are exactly what --fix writes.
    expect(fixed).toBe(applied);
    expect(applied).toContain('ssl_protocols TLSv1.2 TLSv1.3;\r\n');

    if (existsSync(multitool)) {
      writeFileSync(join(dir, 'out.sarif'), run.stdout);
      execFileSync(multitool, ['validate', '--rule-kind', 'Sarif;Gh', '-o', join(dir, 'checked.sarif'), join(dir, 'out.sarif')], { stdio: 'pipe', timeout: 60_000 });
      const checked = JSON.parse(readFileSync(join(dir, 'checked.sarif'), 'utf8'));
      expect(checked.runs[0].results.map((r: { ruleId: string; message: { id?: string } }) => `${r.ruleId} ${r.message.id ?? ''}`)).toEqual([]);
    }
  });
});
