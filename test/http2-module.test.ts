// Apache: `Protocols h2` is read by the core but only mod_http2 speaks it. A tree that loads its
// modules and not mod_http2 is told to load it (a2enmod http2), and no fix writes a Protocols
// line that would change nothing (http2-disabled would fire again at it).
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { RULES } from '../rules/index.js';
import { writeTree } from './helpers/fix.js';

const MODULES = '/usr/lib/apache2/modules';
const vhost = 'Listen 443\n<VirtualHost *:443>\n    ServerName shop.example.com\n    SSLEngine on\n    SSLCertificateFile /etc/ssl/shop.pem\n    SSLCertificateKeyFile /etc/ssl/shop.key\n</VirtualHost>\n';
const ONLY_HTTP2 = RULES.filter((r) => r.meta.id !== 'http2-disabled').flatMap((r) => ['--rule', `${r.meta.id}=off`]);
const withModules = (modules: string[]) => `${modules.map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`).join('\n')}\n${vhost}`;

async function http2(text: string): Promise<{ messages: string[]; replacements: (string | undefined)[]; diff: string }> {
  const dir = writeTree({ 'httpd.conf': text });
  const run = await runCli([`${dir}/httpd.conf`, '--no-config', '--apache-version', '2.4.62', '--format', 'json']);
  const found = (JSON.parse(run.stdout) as { findings: Array<{ ruleId: string; message: string; fix?: { replacement?: string } }> }).findings.filter((f) => f.ruleId === 'http2-disabled');
  // Only this rule's fix, so that the others' do not decide what is written.
  const dry = await runCli([`${dir}/httpd.conf`, '--no-config', '--apache-version', '2.4.62', '--fix-dry-run', ...ONLY_HTTP2]);
  return { messages: found.map((f) => f.message), replacements: found.map((f) => f.fix?.replacement), diff: dry.stdout };
}

describe('http2-disabled and mod_http2', () => {
  it('loads ssl but not http2: says a2enmod http2, and writes no Protocols line', async () => {
    const r = await http2(withModules(['ssl']));
    expect(r.messages).toEqual([
      "shop.example.com offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page's requests over one connection; mod_http2 is not loaded, so `Protocols h2` alone changes nothing: load it first (Debian, Ubuntu: `a2enmod http2`; elsewhere `LoadModule http2_module modules/mod_http2.so`)",
    ]);
    expect(r.replacements).toEqual([undefined]);
    expect(r.diff).not.toContain('Protocols');
  });

  it('loads http2: the fix writes Protocols h2 http/1.1', async () => {
    const r = await http2(withModules(['ssl', 'http2']));
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]).not.toContain('a2enmod');
    expect(r.replacements).toEqual(['Protocols h2 http/1.1']);
    expect(r.diff).toContain('+    Protocols h2 http/1.1');
  });

  it('a snippet that loads no module at all is given the benefit of the doubt', async () => {
    const r = await http2(vhost);
    expect(r.messages[0]).not.toContain('a2enmod');
    expect(r.diff).toContain('+    Protocols h2 http/1.1');
  });
});
