// The real `apache2 -t` as the oracle for the directive-* rules: valid configs of our own,
// mutated one edit at a time (a misspelt name, arguments dropped or added, `yes` for `on`, a
// directive moved into or out of a section, a LoadModule line removed). Every mutation httpd
// rejects must get an error from ssllint at the line httpd names; every mutation httpd accepts
// must get none. ssllint is run at the installed httpd's version.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildModel } from '../src/model/build.js';
import { loadPaths } from '../src/source/load.js';
import { apache2Binary, apache2Missing } from './apache-httpd.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { skipNote } from './helpers/peers.js';

const MODULES = '/usr/lib/apache2/modules';

/** `R` is the temporary ServerRoot. Each base config must pass `apache2 -t` as it is. */
const BASES: Record<string, (R: string) => string> = {
  tls: (R) => `ServerRoot ${R}
PidFile ${R}/httpd.pid
ErrorLog ${R}/error.log
Listen 127.0.0.1:58080
LoadModule mpm_event_module ${MODULES}/mod_mpm_event.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule authz_host_module ${MODULES}/mod_authz_host.so
LoadModule socache_shmcb_module ${MODULES}/mod_socache_shmcb.so
LoadModule ssl_module ${MODULES}/mod_ssl.so
LoadModule headers_module ${MODULES}/mod_headers.so
LoadModule expires_module ${MODULES}/mod_expires.so
LoadModule rewrite_module ${MODULES}/mod_rewrite.so
LoadModule dir_module ${MODULES}/mod_dir.so
ServerName localhost
ServerAdmin admin@example.com
Timeout 60
KeepAlive On
MaxKeepAliveRequests 100
KeepAliveTimeout 5
ServerTokens Prod
SSLSessionCache shmcb:${R}/ssl_scache(512000)
SSLSessionCacheTimeout 300
SSLRandomSeed startup builtin
SSLProtocol all -TLSv1 -TLSv1.1
SSLCipherSuite HIGH:!aNULL
SSLHonorCipherOrder on
SSLCompression off
SSLSessionTickets off
SSLVHostSNIPolicy secure
<VirtualHost 127.0.0.1:58443>
    ServerName example.com
    ServerAlias www.example.com
    DocumentRoot ${R}/www
    SSLEngine on
    SSLCertificateFile ${R}/cert.pem
    SSLCertificateKeyFile ${R}/key.pem
    SSLProtocol -all +TLSv1.2 +TLSv1.3
    SSLVerifyClient none
    Header always set Strict-Transport-Security "max-age=63072000"
    RewriteEngine on
    RewriteRule ^/old$ /new [R=301,L]
    <Directory ${R}/www>
        Options -Indexes +FollowSymLinks
        AllowOverride None
        Require all granted
        ExpiresActive On
        ExpiresByType text/css "access plus 1 year"
        DirectoryIndex index.html
    </Directory>
    <Location /status>
        Require ip 127.0.0.1
    </Location>
    <Files "*.log">
        Require all denied
    </Files>
    <IfModule mod_headers.c>
        Header set X-Frame-Options DENY
    </IfModule>
</VirtualHost>
`,
  site: (R) => `ServerRoot ${R}
PidFile ${R}/httpd.pid
ErrorLog ${R}/error.log
Listen 127.0.0.1:58081
LoadModule mpm_event_module ${MODULES}/mod_mpm_event.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule mime_module ${MODULES}/mod_mime.so
LoadModule alias_module ${MODULES}/mod_alias.so
LoadModule setenvif_module ${MODULES}/mod_setenvif.so
LoadModule deflate_module ${MODULES}/mod_deflate.so
LoadModule filter_module ${MODULES}/mod_filter.so
LoadModule proxy_module ${MODULES}/mod_proxy.so
LoadModule proxy_http_module ${MODULES}/mod_proxy_http.so
ServerName localhost
HostnameLookups Off
UseCanonicalName Off
ServerSignature Off
TraceEnable Off
LogFormat "%h %l %u %t %r %>s %b" common
CustomLog ${R}/access.log common
TypesConfig ${R}/mime.types
AddType application/wasm .wasm
DocumentRoot ${R}/www
<VirtualHost *:58081>
    ServerName shop.example.com
    Alias /static ${R}/static
    Redirect permanent /old https://shop.example.com/new
    SetEnvIf User-Agent "^curl" is_curl
    AddOutputFilterByType DEFLATE text/html text/css
    ProxyPass /api http://127.0.0.1:9000/
    ProxyPassReverse /api http://127.0.0.1:9000/
    ProxyPreserveHost On
    <Directory ${R}/static>
        Options None
        AllowOverride None
        Require all granted
        <LimitExcept GET HEAD>
            Require all denied
        </LimitExcept>
    </Directory>
    <FilesMatch "\\.(gz|br)$">
        AddEncoding gzip .gz
    </FilesMatch>
    <LocationMatch "^/private">
        Require all denied
    </LocationMatch>
    <Proxy "http://127.0.0.1:9000/">
        ProxySet connectiontimeout=5 timeout=30
    </Proxy>
</VirtualHost>
`,
  main: (R) => `ServerRoot ${R}
PidFile ${R}/httpd.pid
ErrorLog ${R}/error.log
LogLevel warn
Listen 127.0.0.1:58082
Listen 127.0.0.1:58445 https
LoadModule mpm_event_module ${MODULES}/mod_mpm_event.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule authn_core_module ${MODULES}/mod_authn_core.so
LoadModule authn_file_module ${MODULES}/mod_authn_file.so
LoadModule auth_basic_module ${MODULES}/mod_auth_basic.so
LoadModule authz_user_module ${MODULES}/mod_authz_user.so
LoadModule socache_shmcb_module ${MODULES}/mod_socache_shmcb.so
LoadModule ssl_module ${MODULES}/mod_ssl.so
LoadModule http2_module ${MODULES}/mod_http2.so
LoadModule headers_module ${MODULES}/mod_headers.so
LoadModule expires_module ${MODULES}/mod_expires.so
LoadModule deflate_module ${MODULES}/mod_deflate.so
LoadModule filter_module ${MODULES}/mod_filter.so
LoadModule mime_module ${MODULES}/mod_mime.so
ServerName localhost
Protocols h2 http/1.1
H2Direct on
KeepAlive On
KeepAliveTimeout 5
SSLStaplingCache shmcb:${R}/stapling(128000)
SSLSessionCache shmcb:${R}/ssl_scache(512000)
<IfModule mod_expires.c>
    ExpiresActive On
    ExpiresDefault "access plus 1 month"
</IfModule>
<IfModule !mod_rewrite.c>
    ErrorDocument 404 /missing.html
</IfModule>
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<FilesMatch "\\.(css|js)$">
    Header append Vary Accept-Encoding
    SetOutputFilter DEFLATE
</FilesMatch>
<VirtualHost 127.0.0.1:58445>
    ServerName secure.example.com
    SSLEngine on
    SSLCertificateFile ${R}/cert.pem
    SSLCertificateKeyFile ${R}/key.pem
    SSLCertificateChainFile ${R}/cert.pem
    SSLUseStapling on
    SSLOpenSSLConfCmd Curves X25519:prime256v1
    SSLCipherSuite TLSv1.3 TLS_AES_256_GCM_SHA384
    Protocols h2 http/1.1
    <Location /admin>
        AuthType Basic
        AuthName "admin"
        AuthUserFile ${R}/htpasswd
        <RequireAll>
            Require valid-user
        </RequireAll>
    </Location>
    <If "%{HTTP_HOST} == 'secure.example.com'">
        Header set X-Host secure
    </If>
</VirtualHost>
`,
};

interface Mutation {
  base: string;
  kind: string;
  line: number;
  text: string;
}

/** The directive lines of a config (not comments, not section tags), 1-based line numbers. */
function directiveLines(lines: string[]): { index: number; name: string; args: string; indent: string; depth: number }[] {
  const out = [];
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(\S+)(.*)$/.exec(lines[i]);
    if (!m) continue;
    if (m[2].startsWith('</')) {
      depth--;
      continue;
    }
    if (m[2].startsWith('<')) {
      depth++;
      continue;
    }
    out.push({ index: i, name: m[2], args: m[3].trim(), indent: m[1], depth });
  }
  return out;
}

function mutations(base: string, text: string): Mutation[] {
  const lines = text.split('\n');
  const out: Mutation[] = [];
  const emit = (kind: string, line: number, next: string[]): void => {
    out.push({ base, kind, line, text: next.join('\n') });
  };
  const essential = /^(ServerRoot|PidFile|ErrorLog)$/i;
  const dirOpen = lines.findIndex((l) => /^\s*<Directory /.test(l));
  const locOpen = lines.findIndex((l) => /^\s*<Location(Match)? /.test(l));
  const vhostOpen = lines.findIndex((l) => /^<VirtualHost /.test(l));
  // A section's opening tag misspelt (one letter dropped), its closing tag left as it was.
  lines.forEach((l, i) => {
    const m = /^(\s*)<(\w+)(.*)$/.exec(l);
    if (!m || m[2].length < 4) return;
    const cut = Math.floor(m[2].length / 2);
    emit('section misspelt', i + 1, lines.map((x, j) => (j === i ? `${m[1]}<${m[2].slice(0, cut)}${m[2].slice(cut + 1)}${m[3]}` : x)));
  });
  for (const d of directiveLines(lines)) {
    if (essential.test(d.name)) continue;
    const with_ = (replacement: string): string[] => lines.map((l, i) => (i === d.index ? replacement : l));
    if (d.name.toLowerCase() === 'loadmodule') {
      emit('LoadModule removed', d.index + 1, lines.filter((_, i) => i !== d.index));
      emit('line repeated', d.index + 2, lines.flatMap((l, i) => (i === d.index ? [l, l] : [l])));
      continue;
    }
    // A misspelling: one letter dropped from the middle of the name.
    const cut = Math.floor(d.name.length / 2);
    emit('misspelt name', d.index + 1, with_(`${d.indent}${d.name.slice(0, cut)}${d.name.slice(cut + 1)} ${d.args}`));
    emit('arguments dropped', d.index + 1, with_(`${d.indent}${d.name}`));
    emit('argument added', d.index + 1, with_(`${d.indent}${d.name} ${d.args} extra`));
    emit('line repeated', d.index + 2, lines.flatMap((l, i) => (i === d.index ? [l, l] : [l])));
    if (/\bon\b/i.test(d.args)) emit('yes for on', d.index + 1, with_(`${d.indent}${d.name} ${d.args.replace(/\bon\b/i, 'yes')}`));
    if (/^\d+$/.test(d.args.split(/\s+/)[0] ?? '')) emit('number made a word', d.index + 1, with_(`${d.indent}${d.name} ${d.args.replace(/^\d+/, 'ten')}`));
    // Moved: from the server level into a <Directory> and a <Location>; from a section to the <VirtualHost>.
    const moveTo = (open: number, kind: string): void => {
      if (open < 0 || open === d.index) return;
      const next = lines.filter((_, i) => i !== d.index);
      const at = open < d.index ? open + 1 : open;
      next.splice(at, 0, `        ${d.name} ${d.args}`);
      emit(kind, at + 1, next);
    };
    if (d.depth <= 1) {
      moveTo(dirOpen, 'moved into <Directory>');
      moveTo(locOpen, 'moved into <Location>');
    } else if (vhostOpen >= 0) {
      moveTo(vhostOpen, 'moved to <VirtualHost>');
    }
  }
  return out;
}

interface Verdict {
  ok: boolean;
  line?: number;
  output: string;
}

function httpd(dir: string, conf: string): Promise<Verdict> {
  return new Promise((resolve) => {
    const child = spawn(apache2Binary as string, ['-d', dir, '-f', conf, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b) => (output += b));
    child.stderr.on('data', (b) => (output += b));
    child.on('close', (code) => {
      const lines = [...output.matchAll(/Syntax error on line (\d+) of /g)];
      resolve({ ok: code === 0 && /Syntax OK/.test(output), line: lines.length ? Number(lines[lines.length - 1][1]) : undefined, output });
    });
  });
}

function ssllintErrors(conf: string, version: string): { lines: Set<number>; messages: string[] } {
  const loaded = loadPaths([conf], {});
  const model = buildModel(loaded.trees[0], { apacheVersion: version });
  const lines = new Set<number>();
  const messages: string[] = [];
  for (const p of model.validity) {
    const severity = p.severity ?? (p.ruleId === 'directive-deprecated' ? 'warning' : 'error');
    if (severity !== 'error') continue;
    lines.add(p.span.line);
    messages.push(`${p.span.line}: ${p.ruleId} ${p.message}`);
  }
  for (const d of model.diagnostics) {
    if (d.ruleId !== 'syntax-error') continue;
    lines.add(d.span.line);
    messages.push(`${d.span.line}: ${d.ruleId} ${d.message}`);
  }
  return { lines, messages };
}

describe.skipIf(apache2Missing)(`directive validity agrees with apache2 -t${skipNote(apache2Missing)}`, () => {
  let root: string;
  let version: string;
  beforeAll(() => {
    root = makeTmp('ssllint-validity-').dir;
    version = /Apache\/(\d+\.\d+\.\d+)/.exec(spawnSync(apache2Binary as string, ['-v'], { encoding: 'utf8' }).stdout)?.[1] ?? '';
    // mod_ssl checks at read time that the files exist; `apache2 -t` never parses them.
    writeFileSync(join(root, 'cert.pem'), 'not read by apache2 -t\n');
    writeFileSync(join(root, 'key.pem'), 'not read by apache2 -t\n');
    // DocumentRoot must be a directory (httpd checks the file system, which ssllint does not).
    mkdirSync(join(root, 'www'));
    mkdirSync(join(root, 'static'));
    writeFileSync(join(root, 'mime.types'), 'text/html html\n');
  });
  afterAll(() => removeTmp(root));

  test('every single-edit mutation: httpd and ssllint agree', async () => {
    const all: Mutation[] = [];
    for (const [name, make] of Object.entries(BASES)) {
      const text = make(root);
      const conf = join(root, `${name}.conf`);
      writeFileSync(conf, text);
      const verdict = await httpd(root, conf);
      expect(verdict.output, `base config ${name} must be valid`).toMatch(/Syntax OK/);
      expect(ssllintErrors(conf, version).messages, `base config ${name}`).toEqual([]);
      all.push(...mutations(name, text));
    }
    const disagreements: string[] = [];
    const byKind = new Map<string, { agree: number; total: number }>();
    let rejected = 0;
    const run = async (m: Mutation, i: number): Promise<void> => {
      const conf = join(root, `m${i}.conf`);
      writeFileSync(conf, m.text);
      const verdict = await httpd(root, conf);
      const ours = ssllintErrors(conf, version);
      const agree = verdict.ok ? ours.lines.size === 0 : verdict.line === undefined ? ours.lines.size > 0 : ours.lines.has(verdict.line);
      if (!verdict.ok) rejected++;
      const k = byKind.get(m.kind) ?? { agree: 0, total: 0 };
      k.total++;
      if (agree) k.agree++;
      byKind.set(m.kind, k);
      if (!agree) {
        const line = m.text.split('\n')[m.line - 1]?.trim();
        const said = verdict.output.split('\n').find((l) => /Syntax error|AH\d+/.test(l)) ?? '';
        disagreements.push(`${m.base} ${m.kind} at ${m.line} \`${line}\`: httpd ${verdict.ok ? 'accepts' : `rejects at ${verdict.line} (${verdict.output.split('\n').slice(-3).join(' ').trim() || said})`}; ssllint: ${ours.messages.join('; ') || 'no error'}`);
      }
    };
    // Two at a time: the machine is shared.
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < all.length) {
        const i = next++;
        await run(all[i], i);
      }
    };
    await Promise.all([worker(), worker()]);
    const agreed = [...byKind.values()].reduce((n, k) => n + k.agree, 0);
    const report = [...byKind].map(([kind, k]) => `  ${kind}: ${k.agree}/${k.total}`).join('\n');
    console.log(`apache2 -t ${version} vs ssllint: ${agreed}/${all.length} mutations agree (${((100 * agreed) / all.length).toFixed(1)}%), httpd rejected ${rejected}\n${report}`);
    expect(rejected).toBeGreaterThan(all.length / 3);
    expect(disagreements).toEqual([]);
    // Hundreds of apache2 -t runs: 70 s on a quiet 2-core machine, over 120 s on a loaded one.
  }, 300_000);
});
