import { describe, expect, it } from 'vitest';
import { parseApache } from '../src/apache/parse.js';
import { substituteDefines } from '../src/apache/defines.js';
import { hasUnterminatedString } from '../src/apache/expr-check.js';
import type { Arg, Directive, Span } from '../src/syntax/types.js';

const FILE = '/etc/apache2/test.conf';
const parse = (text: string) => parseApache(text, FILE);
/** `line:column-endLine:endColumn`, the whole span in one comparable string. */
const at = (s: Span | undefined) => (s ? `${s.line}:${s.column}-${s.endLine}:${s.endColumn}` : 'none');
const arg = (a: Arg) => ({ value: a.value, raw: a.raw, quote: a.quote, at: at(a.span) });
const errs = (text: string) => parse(text).errors.map((e) => `${at(e.span)} ${e.message}`);

describe('parseApache: directives and arguments', () => {
  it('reads names and arguments with exact spans', () => {
    const r = parse('ServerName example.com\n  Listen 443 https\n');
    expect(r.errors).toEqual([]);
    expect(r.directives).toHaveLength(2);
    const [name, listen] = r.directives;
    expect(name.name).toBe('ServerName');
    expect(name.span).toEqual({ file: FILE, line: 1, column: 1, endLine: 1, endColumn: 22 });
    expect(name.args.map(arg)).toEqual([{ value: 'example.com', raw: 'example.com', quote: null, at: '1:12-1:22' }]);
    expect(listen.name).toBe('Listen');
    expect(at(listen.span)).toBe('2:3-2:18');
    expect(listen.args.map(arg)).toEqual([
      { value: '443', raw: '443', quote: null, at: '2:10-2:12' },
      { value: 'https', raw: 'https', quote: null, at: '2:14-2:18' },
    ]);
    expect(listen.block).toBeUndefined();
  });

  it('keeps names as written and splits on tabs, CR and form feeds like C isspace', () => {
    const r = parse('sslprotocol\t-all \f+TLSv1.2\r\nSSLEngine on\r\n');
    expect(r.directives.map((d) => d.name)).toEqual(['sslprotocol', 'SSLEngine']);
    expect(r.directives[0].args.map(arg)).toEqual([
      { value: '-all', raw: '-all', quote: null, at: '1:13-1:16' },
      { value: '+TLSv1.2', raw: '+TLSv1.2', quote: null, at: '1:19-1:26' },
    ]);
    // The CR of a CRLF file is trailing white space, not part of the last word.
    expect(at(r.directives[0].span)).toBe('1:1-1:26');
    expect(at(r.directives[1].span)).toBe('2:1-2:12');
  });

  it('resolves quotes and backslashes as ap_getword_conf does', () => {
    const line = String.raw`Header set X "a \"b\" \\ c" 'it\'s' x\\y a\"b "abc"def`;
    const d = parse(line).directives[0];
    expect(d.args.map(arg)).toEqual([
      { value: 'set', raw: 'set', quote: null, at: '1:8-1:10' },
      { value: 'X', raw: 'X', quote: null, at: '1:12-1:12' },
      // Inside quotes: \" and \\ are escapes.
      { value: 'a "b" \\ c', raw: String.raw`"a \"b\" \\ c"`, quote: '"', at: '1:14-1:27' },
      { value: "it's", raw: String.raw`'it\'s'`, quote: "'", at: '1:29-1:35' },
      // Outside quotes only \\ is an escape; \" stays as written.
      { value: 'x\\y', raw: String.raw`x\\y`, quote: null, at: '1:37-1:40' },
      { value: 'a\\"b', raw: String.raw`a\"b`, quote: null, at: '1:42-1:45' },
      // A closing quote ends the word even without white space after it.
      { value: 'abc', raw: '"abc"', quote: '"', at: '1:47-1:51' },
      { value: 'def', raw: 'def', quote: null, at: '1:52-1:54' },
    ]);
  });

  it('keeps other backslashes inside quotes (regular expressions)', () => {
    const d = parse(String.raw`RewriteRule "^/(.*)\.php$" "/$1" [R=301,L]`).directives[0];
    expect(d.args.map((a) => a.value)).toEqual([String.raw`^/(.*)\.php$`, '/$1', '[R=301,L]']);
  });

  it('accepts an unterminated quote as httpd does: the word runs to the end of the line', () => {
    const r = parse('SSLCipherSuite "HIGH:!aNULL\nSSLEngine on\n');
    expect(r.errors).toEqual([]);
    expect(r.directives[0].args.map(arg)).toEqual([{ value: 'HIGH:!aNULL', raw: '"HIGH:!aNULL', quote: '"', at: '1:16-1:27' }]);
    expect(r.directives[1].name).toBe('SSLEngine');
  });

  it('treats # after the start of a line as an ordinary word, not a comment', () => {
    const r = parse('Listen 80 # http\n');
    expect(r.comments).toEqual([]);
    expect(r.directives[0].args.map((a) => a.value)).toEqual(['80', '#', 'http']);
    expect(at(r.directives[0].span)).toBe('1:1-1:16');
  });

  it('keeps ${VAR} raw for the loader', () => {
    const d = parse('ErrorLog ${APACHE_LOG_DIR}/error.log').directives[0];
    expect(d.args.map(arg)).toEqual([{ value: '${APACHE_LOG_DIR}/error.log', raw: '${APACHE_LOG_DIR}/error.log', quote: null, at: '1:10-1:36' }]);
  });

  it('ignores blank lines and handles a file without a final newline', () => {
    const r = parse('\n   \n\t\nSSLEngine on');
    expect(r.directives).toHaveLength(1);
    expect(at(r.directives[0].span)).toBe('4:1-4:12');
  });

  it('reports a UTF-8 byte order mark, which httpd takes as part of the first word', () => {
    const r = parse('\uFEFFServerName x\nListen 80\n');
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual([
      "1:1-1:10 Invalid command '\\xef\\xbb\\xbfServerName', perhaps misspelled or defined by a module not included in the server configuration",
    ]);
    // Columns are counted as an editor shows them, without the mark.
    expect(r.directives.map((d) => [d.name, at(d.span)])).toEqual([
      ['ServerName', '1:1-1:12'],
      ['Listen', '2:1-2:9'],
    ]);
  });

  it('returns an empty tree for empty input', () => {
    expect(parse('')).toEqual({ file: FILE, directives: [], comments: [], errors: [] });
  });
});

describe('parseApache: continuation lines', () => {
  it('joins a line ending in a backslash to the next, keeping the next line\'s indentation', () => {
    const r = parse('SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:\\\n    ECDHE-RSA-AES256-GCM-SHA384\nSSLEngine on\n');
    const [suite, engine] = r.directives;
    // The indentation of line 2 survives the join, so these are two words, as httpd reads them.
    expect(suite.args.map(arg)).toEqual([
      { value: 'ECDHE-RSA-AES128-GCM-SHA256:', raw: 'ECDHE-RSA-AES128-GCM-SHA256:', quote: null, at: '1:16-1:43' },
      { value: 'ECDHE-RSA-AES256-GCM-SHA384', raw: 'ECDHE-RSA-AES256-GCM-SHA384', quote: null, at: '2:5-2:31' },
    ]);
    expect(at(suite.span)).toBe('1:1-2:31');
    expect(at(engine.span)).toBe('3:1-3:12');
  });

  it('joins inside a word; raw keeps the source text, value what httpd sees', () => {
    const d = parse('Listen 44\\\n3\n').directives[0];
    expect(d.args.map(arg)).toEqual([{ value: '443', raw: '44\\\n3', quote: null, at: '1:8-2:1' }]);
  });

  it('handles CRLF continuations', () => {
    const r = parse('Protocols h2 \\\r\n  http/1.1\r\nNext x\r\n');
    expect(r.directives[0].args.map(arg)).toEqual([
      { value: 'h2', raw: 'h2', quote: null, at: '1:11-1:12' },
      { value: 'http/1.1', raw: 'http/1.1', quote: null, at: '2:3-2:10' },
    ]);
    expect(at(r.directives[1].span)).toBe('3:1-3:6');
  });

  it('continues a quoted argument across lines', () => {
    const d = parse('Header set X "a \\\nb"\n').directives[0];
    const a = d.args[2];
    expect({ value: a.value, raw: a.raw, quote: a.quote, span: a.span }).toEqual({ value: 'a b', raw: '"a \\\nb"', quote: '"', span: { file: FILE, line: 1, column: 14, endLine: 2, endColumn: 2 } });
  });

  it('keeps a backslash on the last line of a file without a final newline', () => {
    const d = parse('Alias /x /srv/x\\').directives[0];
    expect(d.args.map((a) => a.value)).toEqual(['/x', '/srv/x\\']);
  });

  it('ends the logical line at end of file after a continuation', () => {
    const r = parse('Listen 80 \\\n');
    expect(r.directives.map((d) => [d.name, d.args.map((a) => a.value), at(d.span)])).toEqual([['Listen', ['80'], '1:1-1:9']]);
  });

  it('lets a continued comment swallow the next line, as httpd does', () => {
    const r = parse('# note \\\nListen 80\nListen 81\n');
    expect(r.directives.map((d) => d.args[0].value)).toEqual(['81']);
    expect(r.comments).toEqual([{ text: ' note Listen 80', span: { file: FILE, line: 1, column: 1, endLine: 2, endColumn: 9 }, inline: false }]);
  });

  it('reads a section opener continued over several lines (certbot #2525)', () => {
    const text = '<VirtualHost \\\n\t0.0.0.0:7080 \\\n\t127.0.0.1:7080 \\\n\t>\n\tServerName default\n</VirtualHost>\n';
    const r = parse(text);
    expect(r.errors).toEqual([]);
    const vh = r.directives[0];
    expect(vh.name).toBe('VirtualHost');
    expect(vh.args.map(arg)).toEqual([
      { value: '0.0.0.0:7080', raw: '0.0.0.0:7080', quote: null, at: '2:2-2:13' },
      { value: '127.0.0.1:7080', raw: '127.0.0.1:7080', quote: null, at: '3:2-3:15' },
    ]);
    expect(at(vh.span)).toBe('1:1-4:2');
    expect(vh.block?.map((d) => [d.name, at(d.span)])).toEqual([['ServerName', '5:2-5:19']]);
    expect(at(vh.blockEnd)).toBe('6:1-6:14');
  });
});

describe('parseApache: comments', () => {
  it('collects whole-line comments with their position', () => {
    const r = parse('# ssllint-disable-next-line weak-cipher\n    #indented  \nSSLEngine on\n');
    expect(r.comments).toEqual([
      { text: ' ssllint-disable-next-line weak-cipher', span: { file: FILE, line: 1, column: 1, endLine: 1, endColumn: 39 }, inline: false },
      { text: 'indented', span: { file: FILE, line: 2, column: 5, endLine: 2, endColumn: 13 }, inline: false },
    ]);
    expect(r.directives).toHaveLength(1);
  });

  it('keeps comments inside sections and an empty comment', () => {
    const r = parse('<Directory />\n\t#\n</Directory>\n');
    expect(r.comments.map((c) => [c.text, at(c.span)])).toEqual([['', '2:2-2:2']]);
    expect(r.directives[0].block).toEqual([]);
  });
});

describe('parseApache: sections', () => {
  const text = [
    '<IfModule mod_ssl.c>', // 1
    '    <VirtualHost _default_:443>', // 2
    '        SSLEngine on', // 3
    '    </VirtualHost>', // 4
    '</IfModule>', // 5
    '<IfModule !mod_ssl.c>', // 6
    '</ifmodule>', // 7
    '<FilesMatch "\\.(js|css)$">', // 8
    '    Header set Cache-Control "max-age=31536000"', // 9
    '</FilesMatch>', // 10
    '<If "%{HTTPS} == \'on\'">', // 11
    '</If>', // 12
    '<Else>', // 13
    '</Else>', // 14
    '',
  ].join('\n');

  it('nests sections with args, blocks and closing spans', () => {
    const r = parse(text);
    expect(r.errors).toEqual([]);
    const outline = (ds: Directive[]): unknown[] =>
      ds.map((d) => ({
        name: d.name,
        args: d.args.map(arg),
        at: at(d.span),
        ...(d.block ? { block: outline(d.block), end: at(d.blockEnd) } : {}),
      }));
    expect(outline(r.directives)).toEqual([
      {
        name: 'IfModule',
        args: [{ value: 'mod_ssl.c', raw: 'mod_ssl.c', quote: null, at: '1:11-1:19' }],
        at: '1:1-1:20',
        end: '5:1-5:11',
        block: [
          {
            name: 'VirtualHost',
            args: [{ value: '_default_:443', raw: '_default_:443', quote: null, at: '2:18-2:30' }],
            at: '2:5-2:31',
            end: '4:5-4:18',
            block: [{ name: 'SSLEngine', args: [{ value: 'on', raw: 'on', quote: null, at: '3:19-3:20' }], at: '3:9-3:20' }],
          },
        ],
      },
      {
        name: 'IfModule',
        args: [{ value: '!mod_ssl.c', raw: '!mod_ssl.c', quote: null, at: '6:11-6:20' }],
        at: '6:1-6:21',
        end: '7:1-7:11',
        block: [],
      },
      {
        name: 'FilesMatch',
        args: [{ value: '\\.(js|css)$', raw: '"\\.(js|css)$"', quote: '"', at: '8:13-8:25' }],
        at: '8:1-8:26',
        end: '10:1-10:13',
        block: [
          {
            name: 'Header',
            args: [
              { value: 'set', raw: 'set', quote: null, at: '9:12-9:14' },
              { value: 'Cache-Control', raw: 'Cache-Control', quote: null, at: '9:16-9:28' },
              { value: 'max-age=31536000', raw: '"max-age=31536000"', quote: '"', at: '9:30-9:47' },
            ],
            at: '9:5-9:47',
          },
        ],
      },
      {
        name: 'If',
        args: [{ value: "%{HTTPS} == 'on'", raw: '"%{HTTPS} == \'on\'"', quote: '"', at: '11:5-11:22' }],
        at: '11:1-11:23',
        end: '12:1-12:5',
        block: [],
      },
      { name: 'Else', args: [], at: '13:1-13:6', end: '14:1-14:7', block: [] },
    ]);
  });

  it('cuts section args at the last ">" and ignores text after it, as httpd does', () => {
    const r = parse('<VirtualHost *:80 *:81> trailing\n</VirtualHost> # done\n');
    expect(r.errors).toEqual([]);
    const vh = r.directives[0];
    expect(vh.args.map((a) => a.value)).toEqual(['*:80', '*:81']);
    expect(at(vh.span)).toBe('1:1-1:32');
    expect(at(vh.blockEnd)).toBe('2:1-2:14');
  });

  it('accepts an unterminated quote in a section opener, as httpd does', () => {
    // apache2 -t: Syntax OK; the path is /var/www (test/apache-broken.test.ts checks this).
    const r = parse('<Directory "/var/www>\n</Directory>\n');
    expect(r.errors).toEqual([]);
    expect(r.directives[0].args.map(arg)).toEqual([{ value: '/var/www', raw: '"/var/www', quote: '"', at: '1:12-1:20' }]);
  });

  it('matches closing tags case-insensitively', () => {
    expect(errs('<virtualhost *:80>\n<DIRECTORY />\n</directory>\n</VIRTUALHOST>\n')).toEqual([]);
  });

  it('treats a lone "<Name" with no other text as an opener with no arguments', () => {
    const r = parse('<VirtualHost\n</VirtualHost>\n');
    expect(r.errors).toEqual([]);
    expect(r.directives[0].args).toEqual([]);
  });
});

describe('parseApache: errors, worded as httpd words them', () => {
  it('reports a mismatched closing tag and recovers by closing the section it names', () => {
    const text = '<VirtualHost *:80>\n  <Directory /srv>\n</VirtualHost>\nServerName after\n';
    const r = parse(text);
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual(['3:1-3:14 Expected </Directory> but saw </VirtualHost>']);
    const vh = r.directives[0];
    expect(at(vh.blockEnd)).toBe('3:1-3:14');
    expect(vh.block?.[0].name).toBe('Directory');
    expect(vh.block?.[0].blockEnd).toBeUndefined();
    // The next directive is back at the top level.
    expect(r.directives.map((d) => d.name)).toEqual(['VirtualHost', 'ServerName']);
  });

  it('drops a closing tag that names no open section', () => {
    const r = parse('<VirtualHost *:80>\n</Directory>\nServerName in\n</VirtualHost>\n');
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual(['2:1-2:12 Expected </VirtualHost> but saw </Directory>']);
    expect(r.directives[0].block?.map((d) => d.name)).toEqual(['ServerName']);
    expect(at(r.directives[0].blockEnd)).toBe('4:1-4:14');
  });

  it('reports a stray closing tag', () => {
    expect(errs('ServerName x\n  </Directory>\n')).toEqual(['2:3-2:14 </Directory> without matching <Directory> section']);
  });

  it('reports every section left open at end of file, at its opening line', () => {
    expect(errs('<VirtualHost *:443>\n  <Location /x>\n    Require all denied\n')).toEqual([
      '1:1-1:19 <VirtualHost> was not closed.',
      '2:3-2:15 <Location> was not closed.',
    ]);
  });

  it('words an unclosed read-time conditional the way httpd does', () => {
    expect(errs('<IfModule mod_ssl.c>\n<IfDefine SSL>\n<IfVersion >= 2.4>\n')).toEqual([
      '1:1-1:20 Expected </IfModule> before end of configuration',
      '2:1-2:14 Expected </IfDefine> before end of configuration',
      '3:1-3:18 Expected </IfVersion> before end of configuration',
    ]);
  });

  it('rejects text after the closing tag of a read-time conditional, and still closes it', () => {
    // httpd (module loaded) ends the block only at a line that is exactly </IfModule>.
    const r = parse('<IfModule mod_ssl.c>\n  SSLEngine on\n</IfModule> # ssl\n<Directory />\n</Directory> # ok here\n');
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual(['3:1-3:11 </IfModule> without matching <IfModule> section']);
    expect(r.directives.map((d) => [d.name, d.blockEnd?.line])).toEqual([
      ['IfModule', 3],
      ['Directory', 5],
    ]);
  });

  it('reports a section opener without its ">" and still reads the section', () => {
    const r = parse('<VirtualHost *:8443\n  ServerName x\n</VirtualHost>\n');
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual(["1:1-1:19 <VirtualHost> directive missing closing '>'"]);
    expect(r.directives[0].args.map((a) => a.value)).toEqual(['*:8443']);
    expect(r.directives[0].block?.map((d) => d.name)).toEqual(['ServerName']);
  });

  it('reports a closing tag without its ">" and still closes the section', () => {
    const r = parse('<VirtualHost *:80>\n</VirtualHost\nServerName top\n');
    expect(r.errors.map((e) => `${at(e.span)} ${e.message}`)).toEqual(["2:1-2:13 </VirtualHost> directive missing closing '>'"]);
    expect(r.directives.map((d) => d.name)).toEqual(['VirtualHost', 'ServerName']);
    // httpd checks for an open section first, then for the '>'.
    expect(errs('</VirtualHost\n')).toEqual(['1:1-1:13 </VirtualHost without matching <VirtualHost section']);
    expect(errs('<VirtualHost *:80>\n</VirtualHost >\n')).toEqual(["2:1-2:13 </VirtualHost> directive missing closing '>'"]);
  });

  it('reports an <If> condition whose string is never closed, at the condition', () => {
    expect(errs('<If "%{HTTP_HOST} == \'www.example.com">\n</If>\n')).toEqual([
      '1:5-1:38 Cannot parse condition clause: Unterminated string or variable',
    ]);
    expect(errs('<If true>\n</If>\n<ElseIf "-R \'10.0.0.0/8">\n</ElseIf>\n')).toEqual([
      '3:9-3:24 Cannot parse condition clause: Unterminated string or variable',
    ]);
  });

  it('orders errors by position', () => {
    const r = parse('<VirtualHost *:80>\n</Directory>\n<Location /a>\n');
    expect(r.errors.map((e) => e.span.line)).toEqual([1, 2, 3]);
  });
});

describe('hasUnterminatedString (ap_expr strings and variables)', () => {
  it.each([
    ["%{HTTPS} == 'on'", false],
    ["%{HTTPS} == 'on", true],
    ['%{HTTPS', true],
    ['%{HTTP:X-Forwarded-Proto', true],
    ["%{HTTP:X-Forwarded-Proto} == 'https'", false],
    ["%{REQUEST_URI} =~ m#it's#", false],
    ["%{REQUEST_URI} =~ /it's/", false],
    ["'%{HTTP_HOST}' == 'a'", false],
    ["'a\\' == 'b'", true],
    ["'a\\\\' == 'b'", false],
    ["-R '10.0.0.0/8'", false],
    ["main == 'x'", false],
    ['true', false],
  ])('%s → %s', (expr, expected) => {
    expect(hasUnterminatedString(expr)).toBe(expected);
  });
});

describe('substituteDefines', () => {
  const defines = new Map([
    ['APACHE_LOG_DIR', '/var/log/apache2'],
    ['EMPTY', ''],
  ]);

  it('replaces defined variables, leaves undefined ones as is and lists them', () => {
    expect(substituteDefines('${APACHE_LOG_DIR}/error.log', defines)).toEqual({ value: '/var/log/apache2/error.log', undefinedVars: [] });
    expect(substituteDefines('${NOPE}/a${EMPTY}b${ALSO_NOPE}', defines)).toEqual({ value: '${NOPE}/ab${ALSO_NOPE}', undefinedVars: ['NOPE', 'ALSO_NOPE'] });
  });

  it('does not rescan substituted text and leaves malformed references alone', () => {
    const m = new Map([['A', '${B}'], ['B', 'no']]);
    expect(substituteDefines('${A}', m)).toEqual({ value: '${B}', undefinedVars: [] });
    expect(substituteDefines('$A ${A $${A}', m)).toEqual({ value: '$A ${A $${A}', undefinedVars: ['A $${A'] });
    expect(substituteDefines('cost: $5 and ${unclosed', m)).toEqual({ value: 'cost: $5 and ${unclosed', undefinedVars: [] });
  });

  it('does not warn about names with a colon (mod_rewrite map lookups)', () => {
    expect(substituteDefines('${lowercase:%{HTTP_HOST}}', defines)).toEqual({ value: '${lowercase:%{HTTP_HOST}}', undefinedVars: [] });
  });
});
