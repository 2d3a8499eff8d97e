// Unit tests of the nginx tokenizer and parser: exact spans, values as nginx sees them, errors
// worded and placed as nginx places them. Expected positions are counted by hand from the input.
import { describe, expect, it } from 'vitest';
import { parseNginx } from '../src/nginx/parse.js';
import { unescapeNginx } from '../src/nginx/tokenize.js';
import type { Arg, Directive, Span } from '../src/syntax/types.js';

const F = 'test.conf';
const sp = (line: number, column: number, endLine: number, endColumn: number): Span => ({ file: F, line, column, endLine, endColumn });
const parse = (text: string) => parseNginx(text, F);
const errs = (text: string) => parse(text).errors.map((e) => [e.message, e.span.line, e.span.column]);
const values = (d: Directive) => d.args.map((a) => a.value);
/** An argument's four fields as a plain object: the parser's arguments make their span on request. */
const plain = (a: Arg) => ({ value: a.value, raw: a.raw, quote: a.quote, span: a.span });

describe('directives, arguments and blocks', () => {
  it('gives every directive, argument and closing brace its exact span', () => {
    const r = parse('server {\n    listen 443 ssl;\n}\n');
    expect(r.errors).toEqual([]);
    const [server] = r.directives;
    expect(server.name).toBe('server');
    expect(server.span).toEqual(sp(1, 1, 1, 8));
    expect(server.blockEnd).toEqual(sp(3, 1, 3, 1));
    const [listen] = server.block!;
    expect({ ...listen, args: listen.args.map(plain) }).toEqual({
      name: 'listen',
      span: sp(2, 5, 2, 19),
      args: [
        { value: '443', raw: '443', quote: null, span: sp(2, 12, 2, 14) },
        { value: 'ssl', raw: 'ssl', quote: null, span: sp(2, 16, 2, 18) },
      ],
    });
    expect(listen.block).toBeUndefined();
  });

  it('keeps several directives on one line and blocks nested on one line', () => {
    const r = parse('location = /x { add_header A "a";add_header B b; }');
    expect(r.errors).toEqual([]);
    const [loc] = r.directives;
    expect(values(loc)).toEqual(['=', '/x']);
    expect(loc.span).toEqual(sp(1, 1, 1, 15));
    expect(loc.block!.map((d) => [d.name, values(d), d.span.column, d.span.endColumn])).toEqual([
      ['add_header', ['A', 'a'], 17, 33],
      ['add_header', ['B', 'b'], 34, 48],
    ]);
    expect(loc.blockEnd).toEqual(sp(1, 50, 1, 50));
  });

  it('counts columns in UTF-16 units', () => {
    const r = parse('server_name пример.рф 😀x;');
    expect(r.directives[0].args.map((a) => [a.value, a.span.column, a.span.endColumn])).toEqual([
      ['пример.рф', 13, 21],
      ['😀x', 23, 25],
    ]);
  });

  it('treats CR as whitespace and counts lines by LF only', () => {
    const r = parse('gzip on;\r\nserver {\r\n  listen 80;\r\n}\r\n');
    expect(r.errors).toEqual([]);
    expect(r.directives.map((d) => [d.name, d.span.line])).toEqual([['gzip', 1], ['server', 2]]);
    expect(r.directives[1].block![0].span).toEqual(sp(3, 3, 3, 12));
    expect(r.directives[1].blockEnd).toEqual(sp(4, 1, 4, 1));
  });

  it('keeps a directive whose arguments run over several lines', () => {
    const r = parse('ssl_ciphers\n    ECDHE-RSA-AES128-GCM-SHA256\n    HIGH;\n');
    const [d] = r.directives;
    expect(values(d)).toEqual(['ECDHE-RSA-AES128-GCM-SHA256', 'HIGH']);
    expect(d.span).toEqual(sp(1, 1, 3, 9));
    expect(d.args[1].span).toEqual(sp(3, 5, 3, 8));
  });
});

describe('quotes and backslash escapes', () => {
  it('un-escapes \\" \\\' \\\\ \\t \\r \\n in quoted words and keeps other backslashes', () => {
    const text = String.raw`add_header X "a \"b\" \\ c\n\q" 'it\'s';`;
    const [d] = parse(text).directives;
    expect(plain(d.args[1])).toEqual({
      value: 'a "b" \\ c\n\\q',
      raw: String.raw`"a \"b\" \\ c\n\q"`,
      quote: '"',
      span: sp(1, 14, 1, 31),
    });
    expect(plain(d.args[2])).toEqual({ value: "it's", raw: String.raw`'it\'s'`, quote: "'", span: sp(1, 33, 1, 39) });
    expect(d.span).toEqual(sp(1, 1, 1, 40));
  });

  it('un-escapes unquoted words too, as nginx does (the zenphoto case gixy trips on)', () => {
    const [d] = parse(String.raw`rewrite ^/(.*)\.(jpg|png)$ /i.php?a=\"$1\"\t last;`).directives;
    expect(values(d)).toEqual(['^/(.*)\\.(jpg|png)$', '/i.php?a="$1"\t', 'last']);
    expect(d.args[1].raw).toBe(String.raw`/i.php?a=\"$1\"\t`);
    expect(d.args[1].quote).toBeNull();
  });

  it('lets a backslash escape a space, a semicolon or a newline inside a word', () => {
    const r = parse('set $a a\\ b\\;c;\nset $b x\\\ny;');
    expect(r.errors).toEqual([]);
    const [a, b] = r.directives;
    expect(a.args[1]).toMatchObject({ value: 'a\\ b\\;c', span: sp(1, 8, 1, 14) });
    // The escaped LF is part of the word, which ends on the next line.
    expect(b.args[1]).toMatchObject({ value: 'x\\\ny', span: sp(2, 8, 3, 1) });
    expect(b.span).toEqual(sp(2, 1, 3, 2));
  });

  it('reads a word starting with a backslash', () => {
    const [d] = parse(String.raw`set $a \"x\";`).directives;
    expect(plain(d.args[1])).toEqual({ value: '"x"', raw: String.raw`\"x\"`, quote: null, span: sp(1, 8, 1, 12) });
  });

  it('keeps a quoted string across lines', () => {
    const r = parse("add_header CSP \"default-src 'self';\n  script-src 'self'\" always;");
    expect(r.errors).toEqual([]);
    const [d] = r.directives;
    expect(d.args[1].value).toBe("default-src 'self';\n  script-src 'self'");
    expect(d.args[1].span).toEqual(sp(1, 16, 2, 20));
    expect(d.args[2].span).toEqual(sp(2, 22, 2, 27));
  });

  it('treats quotes inside a word as ordinary characters', () => {
    const [d] = parse(`set $a a"b c'd;`).directives;
    expect(values(d)).toEqual(['$a', 'a"b', "c'd"]);
  });

  it('keeps empty quoted words', () => {
    const [d] = parse(`map $a $b { default ""; }`).directives;
    expect(plain(d.block![0].args[0])).toEqual({ value: '', raw: '""', quote: '"', span: sp(1, 21, 1, 22) });
  });

  it('unescapeNginx reads escapes left to right', () => {
    expect(unescapeNginx('\\\\\\\\')).toBe('\\\\');
    expect(unescapeNginx('\\q\\\\')).toBe('\\q\\');
    expect(unescapeNginx('a\\')).toBe('a\\');
    expect(unescapeNginx('\\r\\n\\t')).toBe('\r\n\t');
  });
});

describe('comments', () => {
  it('starts a comment only at the start of a token', () => {
    const r = parse('server_name a#b; # real comment\n# own line\n');
    expect(r.directives[0].args.map((a) => a.value)).toEqual(['a#b']);
    expect(r.comments).toEqual([
      { text: ' real comment', span: sp(1, 18, 1, 31), inline: true },
      { text: ' own line', span: sp(2, 1, 2, 10), inline: false },
    ]);
  });

  it('collects comments inside blocks and between arguments, and marks inline ones', () => {
    const r = parse('server { # opens\n    listen 80 # mid\n        ssl;\n} # closes\n#last');
    expect(r.errors).toEqual([]);
    expect(values(r.directives[0].block![0])).toEqual(['80', 'ssl']);
    expect(r.comments.map((c) => [c.text, c.span.line, c.span.column, c.inline])).toEqual([
      [' opens', 1, 10, true],
      [' mid', 2, 15, true],
      [' closes', 4, 3, true],
      ['last', 5, 1, false],
    ]);
  });

  it('leaves the CR of a CRLF line ending out of the comment', () => {
    const r = parse('# note\r\ngzip on;');
    expect(r.comments).toEqual([{ text: ' note', span: sp(1, 1, 1, 6), inline: false }]);
  });

  it('treats a # after a closing quote as an error, as nginx does', () => {
    expect(errs('add_header X "a"# c\n;')).toEqual([['unexpected "#"', 1, 17]]);
  });
});

describe('variables, if and data blocks', () => {
  it('keeps the { of ${ in the word', () => {
    const r = parse('set $x ${a}${b};\nset $y "${uri}x";');
    expect(r.errors).toEqual([]);
    expect(r.directives.map(values)).toEqual([
      ['$x', '${a}${b}'],
      ['$y', '${uri}x'],
    ]);
    expect(r.directives[0].args[1].span).toEqual(sp(1, 8, 1, 15));
  });

  it('opens a block at a { that does not follow $', () => {
    const r = parse('location ~ ^/a$b{ return 204; }');
    expect(r.errors).toEqual([]);
    expect(values(r.directives[0])).toEqual(['~', '^/a$b']);
    expect(r.directives[0].block!.map((d) => d.name)).toEqual(['return']);
  });

  it('reads if (…) with its parentheses as nginx passes them on', () => {
    const r = parse('if ($a = "b") { return 403; }');
    expect(r.errors).toEqual([]);
    const [d] = r.directives;
    expect(d.args.map((a) => [a.value, a.span.column, a.span.endColumn])).toEqual([
      ['($a', 4, 6],
      ['=', 8, 8],
      ['b', 10, 12],
      [')', 13, 13],
    ]);
    expect(d.span).toEqual(sp(1, 1, 1, 15));
    expect(d.block![0].span).toEqual(sp(1, 17, 1, 27));
    expect(d.blockEnd).toEqual(sp(1, 29, 1, 29));
  });

  it('keeps map, geo, types and split_clients lines as directives', () => {
    const r = parse(
      'map $uri $t {\n    default 0;\n    ~^/a 1;\n    hostnames;\n}\n' +
        'geo $g { 10.0.0.0/8 1; }\ntypes { text/html html htm; }\nsplit_clients "${remote_addr}" $v { 50% a; * b; }',
    );
    expect(r.errors).toEqual([]);
    expect(r.directives.map((d) => [d.name, values(d), d.block!.map((e) => [e.name, ...values(e)])])).toEqual([
      ['map', ['$uri', '$t'], [['default', '0'], ['~^/a', '1'], ['hostnames']]],
      ['geo', ['$g'], [['10.0.0.0/8', '1']]],
      ['types', [], [['text/html', 'html', 'htm']]],
      ['split_clients', ['${remote_addr}', '$v'], [['50%', 'a'], ['*', 'b']]],
    ]);
    expect(r.directives[0].block![1].span).toEqual(sp(3, 5, 3, 11));
  });
});

describe('*_by_lua_block bodies', () => {
  it('keeps the Lua body as one argument, braces in strings and comments ignored', () => {
    const text = 'content_by_lua_block {\n    local s = "}" -- }\n    ngx.say(\'{\')\n}\nlisten 80;';
    const r = parse(text);
    expect(r.errors).toEqual([]);
    const [lua, listen] = r.directives;
    const body = '\n    local s = "}" -- }\n    ngx.say(\'{\')\n';
    expect(lua.args.map(plain)).toEqual([{ value: body, raw: `{${body}}`, quote: null, span: sp(1, 22, 4, 1) }]);
    expect(lua.span).toEqual(sp(1, 1, 1, 22));
    expect(lua.blockEnd).toEqual(sp(4, 1, 4, 1));
    expect(lua.block).toBeUndefined();
    expect(listen.span).toEqual(sp(5, 1, 5, 10));
  });

  it('reads set_by_lua_block with its variable, nested tables and escaped quotes', () => {
    const r = parse('set_by_lua_block $x { local t = { a = "x\\"}" } return t.a }');
    expect(r.errors).toEqual([]);
    expect(values(r.directives[0])).toEqual(['$x', ' local t = { a = "x\\"}" } return t.a ']);
  });

  it('skips long brackets and long comments', () => {
    const r = parse('content_by_lua_block { local a = [==[ } ]] ]==] --[[ } ]] --[=[\n}\n]=] }\ngzip on;');
    expect(r.errors).toEqual([]);
    expect(r.directives.map((d) => d.name)).toEqual(['content_by_lua_block', 'gzip']);
    expect(r.directives[0].args[0].value).toBe(' local a = [==[ } ]] ]==] --[[ } ]] --[=[\n}\n]=] ');
    expect(r.directives[1].span.line).toBe(4);
  });

  it('treats a quote with no partner on its line as a plain character', () => {
    const r = parse("content_by_lua_block { -- it's\n local x = \"a\n }\ngzip on;");
    expect(r.errors).toEqual([]);
    expect(r.directives[0].blockEnd).toEqual(sp(3, 2, 3, 2));
  });

  it('reports an unclosed body at the line of the last { seen', () => {
    expect(errs('content_by_lua_block {\n local t = {\n  a = 1\n')).toEqual([
      ['unexpected end of file, expecting terminating characters for lua code block', 2, 12],
    ]);
    expect(errs('access_by_lua_block {\n local s = [[\n')).toEqual([
      ['Lua code block missing the closing long bracket "]]", the inlined Lua code may be too long', 2, 12],
    ]);
  });

  it('asks for the block of a lua directive ended by ;', () => {
    expect(errs('content_by_lua_block;')).toEqual([['directive "content_by_lua_block" has no opening "{"', 1, 21]]);
  });
});

describe('errors, worded and placed as nginx does', () => {
  it('reports a block left open at the line where the file ends', () => {
    expect(errs('http {\n  server {\n  }\n')).toEqual([['unexpected end of file, expecting "}"', 4, 1]]);
    expect(errs('http {')).toEqual([['unexpected end of file, expecting "}"', 1, 7]]);
  });

  it('reports a directive cut by the end of the file', () => {
    const r = parse('events {}\n@@@\n');
    expect(r.errors.map((e) => [e.message, e.span])).toEqual([['unexpected end of file, expecting ";" or "}"', sp(3, 1, 3, 1)]]);
    // What could be read is kept.
    expect(r.directives.map((d) => d.name)).toEqual(['events', '@@@']);
  });

  it('reports an unterminated quote at the end of the file', () => {
    expect(errs('add_header X "abc;\n}\n')).toEqual([['unexpected end of file, expecting ";" or "}"', 3, 1]]);
    // The directive lost its last word: it is not kept, so nothing is judged on what is left of it.
    const r = parse('server {\n    ssl_ciphers "HIGH:!aNULL;\n}\n');
    expect(r.directives.map((d) => [d.name, d.block?.map((c) => c.name)])).toEqual([['server', []]]);
  });

  it('reports a stray }', () => {
    expect(errs('gzip on;\n}\ngzip off;')).toEqual([['unexpected "}"', 2, 1]]);
  });

  it('reports a } that cuts a directive short and closes the block', () => {
    const r = parse('server {\n    listen 80\n}\ngzip on;');
    expect(r.errors.map((e) => [e.message, e.span])).toEqual([['unexpected "}"', sp(3, 1, 3, 1)]]);
    expect(r.directives.map((d) => d.name)).toEqual(['server', 'gzip']);
    expect(r.directives[0].block![0]).toMatchObject({ name: 'listen', span: sp(2, 5, 2, 13) });
  });

  it('reports a character glued to a closing quote, then reads on', () => {
    const r = parse('add_header X "DENY"always;\ngzip on;');
    expect(r.errors.map((e) => [e.message, e.span])).toEqual([['unexpected "a"', sp(1, 20, 1, 20)]]);
    expect(r.directives.map((d) => [d.name, ...values(d)])).toEqual([['add_header', 'X', 'DENY', 'always'], ['gzip', 'on']]);
  });

  it('reports a lone ; or {', () => {
    expect(errs('gzip on;\n  ;\ngzip off;')).toEqual([['unexpected ";"', 2, 3]]);
    expect(errs('{ gzip on; }\ngzip off;')).toEqual([['unexpected "{"', 1, 1]]);
  });

  it('names the { line when a plain directive lacks its ;', () => {
    const r = parse('ssl_protocols TLSv1.2\n\nlocation / {\n}\n');
    expect(r.errors.map((e) => [e.message, e.span])).toEqual([['directive "ssl_protocols" is not terminated by ";"', sp(3, 12, 3, 12)]]);
    // nginx's tokens say a block opened there, so the braces still pair.
    expect(r.directives[0].block).toEqual([]);
  });

  it('names the ; when a block directive lacks its {', () => {
    expect(errs('http { server { location /x; } }')).toEqual([['directive "location" has no opening "{"', 1, 28]]);
  });

  it('knows server is plain inside upstream, a block elsewhere, and unknown at the top of a file', () => {
    expect(errs('upstream u { server 127.0.0.1:8080; }')).toEqual([]);
    expect(errs('upstream u { server x {\n} }')).toEqual([['directive "server" is not terminated by ";"', 1, 23]]);
    expect(errs('http { server x; }')).toEqual([['directive "server" has no opening "{"', 1, 16]]);
    // A backends file included inside an upstream block.
    expect(errs('server 10.0.0.1:80;\nserver 10.0.0.2:80;')).toEqual([]);
  });

  it('does not guess about directives it does not know', () => {
    expect(errs('my_module_block on {\n  thing 1;\n}\nmy_module_block2 x;')).toEqual([]);
  });

  it('refuses a nested block in a map and does not echo the guess at the end of the file', () => {
    expect(errs('http {\n  map $h $b {\n    ~^x{1,3}$ b;\n  }\n}\n')).toEqual([['unexpected "{"', 3, 8]]);
  });

  it('goes on after an error and reports later ones that are certain', () => {
    expect(errs('add_header X "a"b;\nserver {\n  ;\n}\n}\n')).toEqual([
      ['unexpected "b"', 1, 17],
      ['unexpected ";"', 3, 3],
      ['unexpected "}"', 5, 1],
    ]);
  });
});

describe("nginx's 4096-byte read buffer", () => {
  const tail = '\n' + '#'.repeat(100) + '\n';
  it('takes a bare word that fits with its terminator and refuses one byte more', () => {
    expect(errs('x ' + 'a'.repeat(4095) + ';' + tail)).toEqual([]);
    expect(errs('x ' + 'a'.repeat(4096) + ';' + tail)).toEqual([['too long parameter "aaaaaaaaaa..." started', 1, 3]]);
  });

  it('needs room for the closing quote and the character after it', () => {
    expect(errs('x "' + 'a'.repeat(4094) + '";' + tail)).toEqual([]);
    expect(errs('x "' + 'a'.repeat(4095) + '";' + tail)).toEqual([['too long parameter "aaaaaaaaaa..." started', 1, 3]]);
    expect(errs("x\n'" + 'a'.repeat(4096) + "';" + tail)).toEqual([
      ['too long parameter, probably missing terminating "\'" character', 2, 1],
    ]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(errs('x "' + 'é'.repeat(2047) + '";' + tail)).toEqual([]);
    expect(errs('x "' + 'é'.repeat(2047) + 'c";' + tail)).toEqual([['too long parameter "ééééé..." started', 1, 3]]);
  });

  it('holds comments to the same limit', () => {
    expect(errs('#' + 'c'.repeat(4094) + tail)).toEqual([]);
    expect(errs('#' + 'c'.repeat(4095) + tail)).toEqual([['too long parameter "#ccccccccc..." started', 1, 1]]);
  });

  it('does not complain when the rest of the file fits the buffer', () => {
    // nginx never refills its buffer then: it reports the missing ";" at the end instead.
    expect(errs('x ' + 'a'.repeat(4096))).toEqual([['unexpected end of file, expecting ";" or "}"', 1, 4099]]);
  });
});

describe('never throws', () => {
  it('returns positioned errors for odd inputs', () => {
    for (const text of ['', '\n', '}', '{', ';', '"', "'", '\\', '#', '$', '${', 'a\\', 'content_by_lua_block {', '\u0000\u0001']) {
      const r = parse(text);
      for (const e of r.errors) {
        expect(e.span.line).toBeGreaterThanOrEqual(1);
        expect(e.span.column).toBeGreaterThanOrEqual(1);
      }
    }
    expect(parse('').directives).toEqual([]);
    expect(errs('a\\')).toEqual([['unexpected end of file, expecting ";" or "}"', 1, 3]]);
  });

  it('keeps the raw text of every argument', () => {
    const text = `a "b c" 'd' \\e f\${g} { h; }`;
    const walk = (ds: Directive[]): Arg[] => ds.flatMap((d) => [...d.args, ...walk(d.block ?? [])]);
    for (const a of walk(parse(text).directives)) {
      const line = text.split('\n')[a.span.line - 1];
      expect(line.slice(a.span.column - 1, a.span.endColumn)).toBe(a.raw);
    }
  });
});

describe('regressions found by the property tests', () => {
  it('an unclosed Lua long bracket spanning CRLF lines ends its argument on the last line', () => {
    const r = parseNginx('set_by_lua_block{[=[\r\nserver', 'x.conf');
    expect(r.directives[0].args[0].span).toEqual({ file: 'x.conf', line: 1, column: 17, endLine: 2, endColumn: 6 });
    expect(r.errors.map((e) => e.message)).toEqual(['Lua code block missing the closing long bracket "]=]", the inlined Lua code may be too long']);
  });
});
