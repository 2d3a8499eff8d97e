// The fixer on real configs: where each edit lands, what it keeps (indentation, quoting, line
// endings, comments), what it merges and what it refuses. Texts are compared whole.
import { describe, expect, it } from 'vitest';
import { readFileSync, realpathSync, symlinkSync } from 'node:fs';
import type { Finding } from '../src/findings.js';
import { applyChanges } from '../src/fix/apply.js';
import { FileText } from '../src/fix/file-text.js';
import { planFixes } from '../src/fix/plan.js';
import { join, resolve } from 'node:path';
import { lint } from '../src/lint.js';
import { planAndCheck } from '../src/fix/run.js';
import { RULES } from '../rules/index.js';
import { fixTree, writeTree } from './helpers/fix.js';
import { fixedLintOptions } from './helpers/lint-options.js';

const ADVISED_NGINX =
  'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305';

const nginx = (server: string, http = ''): string => `events {}\nhttp {\n${http}    server {\n${server}    }\n}\n`;

describe('fix edits', () => {
  it('replaces a written directive in place, keeping its quotes and the comment after it', () => {
    const run = fixTree({ 'nginx.conf': nginx('        listen 443 ssl;\n        ssl_protocols "TLSv1" "TLSv1.2"; # legacy\n') }, { only: ['protocol-tls10-tls11'] });
    expect(run.texts['nginx.conf']).toBe(nginx('        listen 443 ssl;\n        ssl_protocols "TLSv1.2" "TLSv1.3"; # legacy\n'));
  });

  it('merges the cipher findings of one line into one edit', () => {
    const run = fixTree({ 'nginx.conf': nginx('        listen 443 ssl;\n        ssl_ciphers ALL:RC4:3DES;\n        ssl_prefer_server_ciphers on;\n') }, { only: ['cipher-rc4', 'cipher-3des', 'cipher-export', 'cipher-des'] });
    expect(run.outcome.edits).toHaveLength(1);
    expect(run.outcome.edits[0].findings.map((f) => f.ruleId).sort()).toEqual(['cipher-3des', 'cipher-des', 'cipher-export', 'cipher-rc4']);
    expect(run.texts['nginx.conf']).toBe(nginx(`        listen 443 ssl;\n        ssl_ciphers ${ADVISED_NGINX};\n        ssl_prefer_server_ciphers on;\n`));
  });

  it('adds a missing directive to the block the finding names, after its last plain directive, at its indentation', () => {
    const conf = 'events {}\nhttp {\n\tserver {\n\t\tlisten 443 ssl;\n\t\tssl_session_tickets off;\n\t\tlocation / {\n\t\t}\n\t}\n}\n';
    const run = fixTree({ 'nginx.conf': conf }, { only: ['session-cache-missing'] });
    expect(run.texts['nginx.conf']).toBe(conf.replace('ssl_session_tickets off;\n', 'ssl_session_tickets off;\n\t\tssl_session_cache shared:SSL:10m;\n'));
  });

  it('adds into an empty block one step in from the block, before its end', () => {
    const conf = 'events {}\nhttp {\n  server {\n    listen 443 ssl;\n    location ~* \\.css$ {\n    }\n  }\n}\n';
    const run = fixTree({ 'nginx.conf': conf }, { only: ['static-assets-uncached'] });
    expect(run.texts['nginx.conf']).toBe(conf.replace('\\.css$ {\n    }', '\\.css$ {\n      expires 30d;\n    }'));
  });

  it('keeps CRLF line endings and a byte order mark-free file as it was', () => {
    const conf = nginx('        listen 443 ssl;\n        ssl_prefer_server_ciphers on;\n        ssl_protocols TLSv1 TLSv1.2;\n').replace(/\n/g, '\r\n');
    const run = fixTree({ 'nginx.conf': conf }, { only: ['protocol-tls10-tls11', 'session-cache-missing'] });
    expect(run.texts['nginx.conf']).toBe(
      nginx('        listen 443 ssl;\n        ssl_prefer_server_ciphers on;\n        ssl_protocols TLSv1.2 TLSv1.3;\n        ssl_session_cache shared:SSL:10m;\n').replace(/\n/g, '\r\n'),
    );
  });

  it('edits an included snippet once for all the servers that share it', () => {
    const main = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        include snippets/tls.conf;\n    }\n    server {\n        listen 8443 ssl;\n        include snippets/tls.conf;\n    }\n}\n';
    const snippet = 'ssl_protocols TLSv1 TLSv1.2;\nssl_session_cache shared:SSL:1m;\n';
    const run = fixTree({ 'nginx.conf': main, 'snippets/tls.conf': snippet }, { only: ['protocol-tls10-tls11'] });
    expect(run.outcome.edits).toHaveLength(1);
    expect(run.texts['snippets/tls.conf']).toBe('ssl_protocols TLSv1.2 TLSv1.3;\nssl_session_cache shared:SSL:1m;\n');
    expect(run.texts['nginx.conf']).toBe(main);
  });

  it('replaces a namesake that an include puts in the same block instead of adding a duplicate', () => {
    // h5bp's layout: the cipher list in one snippet, the preference in another, both at http level.
    const main = 'events {}\nhttp {\n    include policy.conf;\n    include engine.conf;\n    server {\n        listen 443 ssl;\n    }\n}\n';
    const policy = 'ssl_protocols TLSv1.2 TLSv1.3;\nssl_ciphers EECDH+AES:RC4;\n';
    const engine = 'ssl_session_cache shared:SSL:10m;\nssl_prefer_server_ciphers off;\n';
    const run = fixTree({ 'nginx.conf': main, 'policy.conf': policy, 'engine.conf': engine }, { only: ['server-cipher-preference', 'cipher-rc4'] });
    expect(run.texts['engine.conf']).toBe('ssl_session_cache shared:SSL:10m;\nssl_prefer_server_ciphers on;\n');
    expect(run.texts['policy.conf']).toBe(`ssl_protocols TLSv1.2 TLSv1.3;\nssl_ciphers ${ADVISED_NGINX};\n`);
    expect(run.texts['nginx.conf']).toBe(main);
  });

  it('a fix that brings a new warning is dropped, and only the fixes of its server with it', () => {
    // HSTS added to the first server would be lost in its location that sets its own header. Both
    // serve a certificate that names an OCSP responder, so stapling is advised for both.
    const cert = resolve(__dirname, '../fixtures/certs/ocsp');
    const pair = `        ssl_certificate ${cert}/fullchain.pem;\n        ssl_certificate_key ${cert}/privkey.pem;\n`;
    const conf = nginx(
      `        listen 443 ssl;\n        ssl_session_cache shared:SSL:10m;\n${pair}        location / {\n            add_header X-Frame-Options DENY;\n        }\n    }\n    server {\n        listen 8443 ssl;\n        ssl_session_cache shared:SSL:10m;\n${pair}        ssl_stapling off;\n`,
    );
    const run = fixTree({ 'nginx.conf': conf }, { only: ['hsts-missing', 'ocsp-stapling-missing', 'header-inheritance-lost'] });
    expect(run.outcome.skipped.map((s) => `${s.finding.ruleId} ${s.finding.location.line}: ${s.reason.split(':')[0]}`)).toEqual([
      'hsts-missing 3: the fixed file would get a new warning',
      'ocsp-stapling-missing 3: the fixed file would get a new warning',
    ]);
    expect(run.texts['nginx.conf']).toBe(
      conf.replace('        ssl_stapling off;\n', '        ssl_stapling on;\n        add_header Strict-Transport-Security "max-age=63072000" always;\n        ssl_stapling_verify on;\n        resolver 127.0.0.53 valid=300s;\n'),
    );
  });

  it('adds a block a fix names (an if in a server on both ports) whole, in the file\'s indentation and line endings', () => {
    const conf = 'events {}\r\nhttp {\r\n\tserver {\r\n\t\tlisten 80;\r\n\t\tlisten 443 ssl;\r\n\t\tserver_name both.example.org;\r\n\t}\r\n}\r\n';
    const run = fixTree({ 'nginx.conf': conf }, { only: ['https-redirect-missing'] });
    expect(run.texts['nginx.conf']).toBe(
      conf.replace('\t\tlisten 80;\r\n', '\t\tlisten 80;\r\n\t\tif ($scheme = http) {\r\n\t\t\treturn 301 https://$host$request_uri;\r\n\t\t}\r\n'),
    );
    // Fixed, it is a fixed point: the rule sees the redirect, and a second pass adds nothing.
    const again = fixTree({ 'nginx.conf': run.texts['nginx.conf'] }, { only: ['https-redirect-missing'] });
    expect(again.outcome.edits).toEqual([]);
  });

  it('writes an ecdh-curve fix as the directive it is on, with X25519 only where every OpenSSL checked knows it', () => {
    const conf = nginx('        listen 443 ssl;\n        ssl_conf_command Groups P256;\n');
    const all = fixTree({ 'nginx.conf': conf }, { only: ['ecdh-curve'] });
    expect(all.texts['nginx.conf']).toBe(conf.replace('Groups P256', 'Groups prime256v1:secp384r1'));
    const modern = fixTree({ 'nginx.conf': conf }, { only: ['ecdh-curve'], lint: { generations: ['1.1.1', '3.x'] } });
    expect(modern.texts['nginx.conf']).toBe(conf.replace('Groups P256', 'Groups X25519:prime256v1:secp384r1'));
  });

  it('writes the fix into a one-line block beside the others', () => {
    const conf = 'events {}\nhttp { server { listen 443 ssl; ssl_session_tickets off; } }\n';
    const run = fixTree({ 'nginx.conf': conf }, { only: ['session-cache-missing'] });
    expect(run.texts['nginx.conf']).toBe('events {}\nhttp { server { listen 443 ssl; ssl_session_tickets off; ssl_session_cache shared:SSL:10m; } }\n');
  });

  it('leaves risky fixes out unless asked, by type or by rule', () => {
    const conf = nginx('        listen 443 ssl;\n        ssl_protocols TLSv1 TLSv1.2;\n');
    const safe = fixTree({ 'nginx.conf': conf }, { only: ['protocol-tls10-tls11'], types: ['safe'] });
    expect(safe.texts['nginx.conf']).toBe(conf);
    expect(safe.outcome.skipped.map((s) => s.reason)).toEqual([expect.stringContaining('a risky fix')]);
    const byRule = fixTree({ 'nginx.conf': conf }, { only: ['protocol-tls10-tls11'], types: ['safe'], perRule: [['protocol-tls10-tls11', true]] });
    expect(byRule.texts['nginx.conf']).toBe(nginx('        listen 443 ssl;\n        ssl_protocols TLSv1.2 TLSv1.3;\n'));
    const off = fixTree({ 'nginx.conf': conf }, { only: ['protocol-tls10-tls11'], perRule: [['protocol-tls10-tls11', false]] });
    expect(off.texts['nginx.conf']).toBe(conf);
  });

  it('nginx http2: `http2 on;` from 1.25.1, nothing written before (the directive is unknown there)', () => {
    const conf = nginx('        listen 443 ssl;\n');
    const at1251 = fixTree({ 'nginx.conf': conf }, { only: ['http2-disabled'], lint: { nginxVersion: '1.25.1' } });
    expect(at1251.texts['nginx.conf']).toBe(nginx('        listen 443 ssl;\n        http2 on;\n'));
    const at1250 = fixTree({ 'nginx.conf': conf }, { only: ['http2-disabled'], lint: { nginxVersion: '1.25.0' } });
    expect(at1250.texts['nginx.conf']).toBe(conf);
    expect(at1250.outcome.edits).toEqual([]);
  });

  it('Apache: replaces in a VirtualHost, adds beside, and does not write a directive whose module is not loaded', () => {
    const conf = [
      'LoadModule ssl_module modules/mod_ssl.so',
      'Listen 443',
      '<VirtualHost *:443>',
      '    SSLEngine on',
      '    SSLCompression on',
      '    <FilesMatch "\\.(css|js)$">',
      '    </FilesMatch>',
      '</VirtualHost>',
      '',
    ].join('\n');
    const run = fixTree({ 'httpd.conf': conf }, { only: ['tls-compression', 'static-assets-uncached', 'hsts-missing'] });
    expect(run.texts['httpd.conf']).toBe(conf.replace('SSLCompression on', 'SSLCompression off'));
    // Their findings' fixes say what they need and write nothing (src/apache/loaded-modules.ts), so
    // --fix has nothing to refuse, and the report's fix line tells the user what --fix would.
    expect(run.outcome.skipped).toEqual([]);
    const left = run.outcome.after.findings.filter((f) => f.ruleId === 'hsts-missing' || f.ruleId === 'static-assets-uncached');
    expect(left.map((f) => [f.ruleId, f.fix?.replacement, f.fix?.description.split('\n')[0]])).toEqual([
      ['hsts-missing', undefined, 'load mod_headers first (`a2enmod headers`: the configuration has no LoadModule headers_module), then write'],
      ['static-assets-uncached', undefined, 'load mod_expires first (`a2enmod expires`: the configuration has no LoadModule expires_module), then write'],
    ]);
  });

  it('Apache: a module that is loaded is written, in the block, keeping the file without a final newline', () => {
    const conf = 'LoadModule ssl_module modules/mod_ssl.so\nLoadModule headers_module modules/mod_headers.so\nListen 443\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>';
    const run = fixTree({ 'httpd.conf': conf }, { only: ['hsts-missing'] });
    expect(run.texts['httpd.conf']).toBe(conf.replace('SSLEngine on\n', 'SSLEngine on\n    Header always set Strict-Transport-Security "max-age=63072000"\n'));
  });

  it('never guesses a file path: a fix that names a key file is left for the user', () => {
    const certs = resolve(__dirname, '../fixtures/certs');
    const conf = nginx(`        listen 443 ssl;\n        ssl_certificate ${certs}/rsa2048/fullchain.pem;\n        ssl_certificate_key ${certs}/mismatch/privkey.pem;\n`, '        ssl_session_cache shared:SSL:10m;\n');
    const run = fixTree({ 'nginx.conf': conf }, { only: ['cert-key-mismatch'] });
    expect(run.outcome.edits).toEqual([]);
    expect(run.outcome.skipped.map((s) => s.reason)).toEqual(['`ssl_certificate_key` names a file, and ssllint does not guess where the nginx server keeps it']);
  });

  it('never edits a file the configuration names as a certificate or key, even its own', () => {
    const conf = nginx('        listen 443 ssl;\n        ssl_protocols TLSv1 TLSv1.2;\n        ssl_certificate_key nginx.conf;\n');
    const run = fixTree({ 'nginx.conf': conf }, { only: ['protocol-tls10-tls11'] });
    expect(run.texts['nginx.conf']).toBe(conf);
    expect(run.outcome.skipped.map((s) => s.reason)).toEqual([`${realpathSync(join(run.dir, 'nginx.conf'))} is named as a certificate, key or parameter file: ssllint never edits one`]);
  });

  it("never adds a directive to nginx's main context (a finding on the file's first line)", () => {
    const conf = 'user www-data;\nevents {}\nhttp {\n    server {\n        listen 443 ssl;\n    }\n}\n';
    const dir = writeTree({ 'nginx.conf': conf });
    const first = lint(fixedLintOptions([join(dir, 'nginx.conf')]), RULES);
    const file = realpathSync(join(dir, 'nginx.conf'));
    const plan = planFixes(
      [{ ruleId: 'protocol-default', severity: 'info', message: 'no protocols', location: { file, line: 1, column: 1 }, fix: { description: 'state them', replacement: 'ssl_protocols TLSv1.2 TLSv1.3;' } }],
      first.trees,
      { text: (f) => new FileText(f, readFileSync(f, 'utf8')), allowed: () => true },
    );
    expect(plan.edits).toEqual([]);
    expect(plan.skipped.map((s) => s.reason)).toEqual(["nginx's main context takes no such directive: a fix adds it only inside a block"]);
  });

  it('an empty replacement removes the directive, its whole line when it has one to itself', () => {
    // The shape of a directive-removed fix: `ssl on;` goes (nginx 1.25.1 removed it).
    const conf = nginx('        listen 443 ssl;\n        ssl on;\n        ssl_session_cache shared:SSL:1m; ssl on;\n');
    const dir = writeTree({ 'nginx.conf': conf });
    const options = fixedLintOptions([join(dir, 'nginx.conf')]);
    const first = lint(options, RULES);
    const finding = (line: number, column: number): Finding => ({ ruleId: 'directive-removed', severity: 'error', message: '"ssl" was removed', location: { file: realpathSync(join(dir, 'nginx.conf')), line, column }, fix: { description: 'remove it', replacement: '' } });
    const text = (file: string) => new FileText(file, readFileSync(file, 'utf8'));
    const plan = planFixes([finding(5, 9), finding(6, 42)], first.trees, { text, allowed: () => true });
    const fixed = applyChanges(conf, plan.edits);
    expect(fixed).toBe(nginx('        listen 443 ssl;\n        ssl_session_cache shared:SSL:1m; \n'));
    expect(plan.edits.map((e) => e.safety)).toEqual(['safe', 'safe']);
  });

  it('edits a file reached through a symlink only when its target lies inside the linted tree', () => {
    const outside = writeTree({ 'tls.conf': 'ssl_protocols TLSv1 TLSv1.2;\n' });
    const conf = 'events {}\nhttp {\n    server {\n        listen 443 ssl;\n        include tls.conf;\n    }\n}\n';
    const dir = writeTree({ 'nginx.conf': conf });
    symlinkSync(join(outside, 'tls.conf'), join(dir, 'tls.conf'));
    const options = fixedLintOptions([join(dir, 'nginx.conf')], { levels: new Map(RULES.filter((r) => r.meta.id !== 'protocol-tls10-tls11').map((r) => [r.meta.id, 'off'])) });
    const outcome = planAndCheck(lint(options, RULES), options, RULES, { types: new Set(['safe', 'risky']), perRule: new Map() });
    expect(outcome.edits).toEqual([]);
    expect(outcome.skipped.map((s) => s.reason)).toEqual([`${realpathSync(join(outside, 'tls.conf'))} lies outside the linted tree (${realpathSync(dir)}): a symlink's target there is not edited`]);
    // Linted as part of the tree that holds the target, the same file is edited.
    const inside = writeTree({ 'nginx.conf': conf, 'real/tls.conf': 'ssl_protocols TLSv1 TLSv1.2;\n' });
    symlinkSync(join(inside, 'real/tls.conf'), join(inside, 'tls.conf'));
    const options2 = { ...options, paths: [join(inside, 'nginx.conf')] };
    const outcome2 = planAndCheck(lint(options2, RULES), options2, RULES, { types: new Set(['safe', 'risky']), perRule: new Map() });
    expect([...outcome2.changed.keys()]).toEqual([realpathSync(join(inside, 'real/tls.conf'))]);
  });
});
