// The Apache validity checker on small trees: where the loaded modules can and cannot be
// known, .htaccess context, conditional sections, ${VAR} words, versions outside 2.4.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkArgumentCount } from '../src/apache/validity-args.js';
import { editDistance } from '../src/apache/validity-names.js';
import { buildModel } from '../src/load/build.js';
import { loadPaths } from '../src/load/load.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const root = makeTmp('ssllint-apache-validity-').dir;
afterAll(() => removeTmp(root));

let n = 0;
/** Writes the files (relative name → text, @ROOT@ for their directory) in a fresh directory; lints the first. */
function problems(files: Record<string, string>, apacheVersion = '2.4.65'): string[] {
  const dir = join(root, String(n++));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text.replaceAll('@ROOT@', dir));
  }
  const loaded = loadPaths([join(dir, Object.keys(files)[0])], {});
  const model = buildModel(loaded.trees[0], { apacheVersion });
  return model.validity.map((p) => `${p.span.line}:${p.span.column} ${p.ruleId}${p.severity ? `/${p.severity}` : ''}${p.meant ? ` meant=${p.meant}` : ''}`).sort();
}

const MAIN = 'ServerRoot @ROOT@\nListen 80\nLoadModule mpm_event_module modules/mod_mpm_event.so\n';

describe('Apache validity', () => {
  test('a near miss names the directive meant; a misplaced one too', () => {
    expect(problems({ 'site.conf': '<VirtualHost *:443>\n    SSLCipherSuit HIGH\n    <Location />\n        SSLProtocol all\n    </Location>\n</VirtualHost>\n' })).toEqual([
      '2:5 directive-unknown/error meant=SSLCipherSuite',
      '4:9 directive-context meant=SSLProtocol',
    ]);
  });

  test('a module directive in a whole tree needs its LoadModule; in <IfModule> it is never read', () => {
    expect(problems({ 'httpd.conf': `${MAIN}Header set X 1\n<IfModule mod_headers.c>\n    Header set Y 1\n</IfModule>\n` })).toEqual(['4:1 directive-unknown/error']);
    expect(problems({ 'httpd.conf': `${MAIN}Header set X 1\nLoadModule headers_module modules/mod_headers.so\n` })).toEqual([]);
  });

  test('the modules of a tree are unknown when its module includes matched nothing, or in a fragment', () => {
    expect(problems({ 'httpd.conf': `${MAIN}IncludeOptional mods-enabled/*.load\nHeader set X 1\n` })).toEqual([]);
    expect(problems({ 'site.conf': 'Header set X 1\nRewriteEngine on\n' })).toEqual([]);
  });

  test('modules come in through includes, and a LoadModule needs the modules its .so links against first', () => {
    expect(
      problems({
        'httpd.conf': `${MAIN}IncludeOptional mods-enabled/*.load\nProxyPass /a http://127.0.0.1:9000/\n`,
        'mods-enabled/proxy_http.load': 'LoadModule proxy_http_module modules/mod_proxy_http.so\n',
        'mods-enabled/proxy.load': 'LoadModule proxy_module modules/mod_proxy.so\n',
      }),
    ).toEqual([]);
    expect(
      problems({
        'httpd.conf': `${MAIN}Include mods/*.load\n`,
        'mods/a.load': 'LoadModule proxy_http_module modules/mod_proxy_http.so\n',
        'mods/b.load': 'LoadModule proxy_module modules/mod_proxy.so\n',
      }),
    ).toEqual(['1:12 directive-value']);
  });

  test('.htaccess: per-directory directives only, and not those httpd keeps out of it', () => {
    expect(problems({ '.htaccess': 'Header set X 1\nOptions -Indexes\nSSLEngine on\nAllowOverride None\n' })).toEqual(['3:1 directive-context meant=SSLEngine', '4:1 directive-context meant=AllowOverride']);
  });

  test('a word with ${VAR} is not counted; a -D name decides <IfDefine>', () => {
    expect(problems({ 'site.conf': 'Define NAME "a b"\nServerName ${NAME}\n<IfDefine !NOPE>\n    ServerName a b\n</IfDefine>\n' })).toEqual(['4:5 directive-arguments']);
  });

  test('third-party modules are info, unknown names info, versions before 2.4 are not judged', () => {
    expect(problems({ 'site.conf': 'SecRuleEngine On\nphp_value memory_limit 1G\nZzzFooQuux 1\n' })).toEqual(['1:1 directive-unknown/info', '2:1 directive-unknown/info', '3:1 directive-unknown/info']);
    expect(problems({ 'site.conf': 'SSLCipherSuit HIGH\nOrder deny,allow\n' }, '2.2.34')).toEqual([]);
  });

  test('argument shapes read as httpd reads them', () => {
    expect(checkArgumentCount('TAKE1', [''])?.message).toBe('takes one argument');
    expect(checkArgumentCount('TAKE13', ['a', 'b'])?.message).toBe('takes one or three arguments');
    expect(checkArgumentCount('TAKE13', ['a', 'b', 'c'])).toBeUndefined();
    expect(checkArgumentCount('ITERATE2', ['a'])?.message).toBe('requires at least two arguments');
    expect(checkArgumentCount('FLAG', ['On', 'ignored'])).toBeUndefined();
    expect(checkArgumentCount('FLAG', ['1'])?.kind).toBe('flag');
    expect(checkArgumentCount('NO_ARGS', ['x'])?.message).toBe('takes no arguments');
  });

  test('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('sslprotcool', 'sslprotocol', 2)).toBe(1);
    expect(editDistance('sslciphersuit', 'sslciphersuite', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

test('the body of a container httpd does not know is not judged', () => {
  expect(problems({ 'site.conf': '<Lua>\n    local x = 1\n</Lua>\n<Macro Site $name>\n    ServerName $name extra\n</Macro>\n' })).toEqual(['1:1 directive-unknown/info']);
});

test('a symbolic link saved as a plain file is named as such', () => {
  const dir = join(root, 'link');
  mkdirSync(join(dir, 'sites'), { recursive: true });
  writeFileSync(join(dir, 'httpd.conf'), `ServerRoot ${dir}\nInclude sites/*.conf\n`);
  writeFileSync(join(dir, 'sites', 'x.conf'), '../sites-available/x.conf\n');
  const model = buildModel(loadPaths([join(dir, 'httpd.conf')], {}).trees[0], {});
  expect(model.validity.map((p) => `${p.span.line} ${p.severity} ${/symbolic link/.test(p.message)}`)).toEqual(['1 info true']);
});

test('a directive two modules define needs either', () => {
  expect(problems({ 'httpd.conf': `${MAIN}LoadModule cgid_module modules/mod_cgid.so\nScriptLog logs/cgi.log\n` })).toEqual([]);
  expect(problems({ 'httpd.conf': `${MAIN}ScriptLog logs/cgi.log\n` })).toEqual(['4:1 directive-unknown/error']);
});
