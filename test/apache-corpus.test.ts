// Every Apache config file in the corpus (test/corpus: real configs written by others) parses
// without a syntax error, except the few httpd itself rejects; for those, apache2 -t shows
// the rejection at the same line with the same message.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseApache } from '../src/apache/parse.js';
import type { Directive, ParsedFile, Span } from '../src/syntax/types.js';
import { apache2Check, apache2Missing } from './apache-httpd.js';
import { CORPUS } from './helpers/corpus.js';


/** The corpus directories that hold Apache configs (see corpus/SOURCES.md). */
const ROOTS = [
  'debian-apache2/apache2',
  'apache-httpd-upstream/docs/conf',
  'h5bp-server-configs-apache',
  'npm-apache-server-configs-6.0.0',
  'apache-ultimate-bad-bot-blocker',
  'mozilla-ssl-config-generator/generated/apache',
  'certbot/certbot/src/certbot/_internal/plugins/apache/tls_configs',
  'certbot/certbot/src/certbot/_internal/tests/plugins/apache',
  'certbot/certbot-ci/src/certbot_integration_tests/assets/sample-config',
  'certbot/certbot-compatibility-test/src/certbot_compatibility_test/testdata/apache-tar',
];

// Config syntax by name; what is left out is not httpd config syntax: envvars (shell),
// magic, mime.types, charset.conv, READMEs, certbot's `sites`/`modules`/`version` lists,
// Gentoo's conf.d/apache2 and CentOS's sysconfig/httpd (shell variables), Python tests.
const CONFIG_NAME = /(\.conf|\.conf\.in|\.load|\.include|\.htaccess)$/;
const CONFIG_EXTRA = new Set(['.htaccess', 'htaccess-mod_rewrite.txt', 'finalize-1243.apache2.conf.txt']);

function collect(): string[] {
  const seen = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // Debian's sites-enabled are symlinks into sites-available: parse each real file once.
      const real = realpathSync(path);
      const stat = statSync(real);
      if (stat.isDirectory()) {
        if (!entry.isSymbolicLink()) walk(path);
      } else if (CONFIG_NAME.test(entry.name) || CONFIG_EXTRA.has(entry.name)) {
        seen.add(real);
      }
    }
  };
  for (const root of ROOTS) walk(join(CORPUS, root));
  return [...seen].sort();
}

interface Exception {
  line: number;
  message: string;
  reason: string;
}

const CERTBOT_APACHE = 'certbot/certbot/src/certbot/_internal/tests/plugins/apache';
const TWO_BLOCKS = `${CERTBOT_APACHE}/apache-conf-files/passing/two-blocks-one-line-1693.conf`;

/** Files httpd rejects too: their first error, and why. */
const EXCEPTIONS: Record<string, Exception> = {
  [`${CERTBOT_APACHE}/testdata/debian_apache_2_4/augeas_vhosts/apache2/conf-available/bad_conf_file.conf`]: {
    line: 1,
    message: '<VirtualHost> was not closed.',
    reason: "certbot's deliberately broken test file: a <VirtualHost> that is never closed",
  },
  [`${CERTBOT_APACHE}/testdata/debian_apache_2_4/multiple_vhosts/apache2/conf-available/bad_conf_file.conf`]: {
    line: 1,
    message: '<VirtualHost> was not closed.',
    reason: 'the same deliberately broken file in another certbot test tree',
  },
  [TWO_BLOCKS]: {
    line: 1,
    message: 'Expected </IfModule> before end of configuration',
    reason:
      'its last line is `</VirtualHost> </IfModule>`: httpd reads only the first word of a closing line, ' +
      'so <IfModule mod_ssl.c> is never closed. apache2 -t rejects the file when mod_ssl is not loaded; ' +
      'with mod_ssl loaded it accepts it, because a true read-time conditional may run to end of file',
  },
};

const files = collect();
const rel = (path: string) => relative(CORPUS, path);
const parsed = new Map<string, ParsedFile>();
const parse = (path: string): ParsedFile => {
  let r = parsed.get(path);
  if (!r) {
    r = parseApache(readFileSync(path, 'utf8'), path);
    parsed.set(path, r);
  }
  return r;
};
const fileAt = (relPath: string) => parse(join(CORPUS, relPath));

/** Every directive in the tree, depth first, with its depth. */
function flatten(ds: Directive[], depth = 0, out: { d: Directive; depth: number }[] = []) {
  for (const d of ds) {
    out.push({ d, depth });
    if (d.block) flatten(d.block, depth + 1, out);
  }
  return out;
}

describe('Apache corpus', () => {
  it('finds every Apache config file of the corpus', () => {
    // The same count as `find ROOTS -type f` with the same name patterns.
    expect(files.length).toBe(940);
    for (const expected of [
      'debian-apache2/apache2/apache2.conf',
      'debian-apache2/apache2/mods-available/ssl.conf',
      'apache-httpd-upstream/docs/conf/extra/httpd-ssl.conf.in',
      'h5bp-server-configs-apache/dist/.htaccess',
      'h5bp-server-configs-apache/bin/htaccess.conf',
      'npm-apache-server-configs-6.0.0/dist/.htaccess',
      'apache-ultimate-bad-bot-blocker/Apache_2.4/custom.d/globalblacklist.conf',
      'apache-ultimate-bad-bot-blocker/_htaccess_versions/htaccess-mod_rewrite.txt',
      `${CERTBOT_APACHE}/apache-conf-files/failing/multivhost-1093b.conf`,
      `${CERTBOT_APACHE}/testdata/gentoo_apache/apache/apache2/vhosts.d/default_vhost.include`,
      `${CERTBOT_APACHE}/testdata/centos7_apache/apache/httpd/conf.d/ssl.conf`,
      'mozilla-ssl-config-generator/generated/apache/g6.0-intermediate-apache2.4.62-openssl3.0.17-hsts-ocsp.conf',
    ]) {
      expect(files.map(rel)).toContain(expected);
    }
  });

  it('parses every file with no syntax error, except the ones httpd rejects too', () => {
    const failures: string[] = [];
    for (const path of files) {
      const r = parse(path);
      const exception = EXCEPTIONS[rel(path)];
      if (exception) {
        const first = r.errors[0];
        if (!first || first.span.line !== exception.line || first.message !== exception.message) {
          failures.push(`${rel(path)}: expected "${exception.message}" at line ${exception.line}, got ${JSON.stringify(first)}`);
        }
      } else {
        for (const e of r.errors) failures.push(`${rel(path)}:${e.span.line}:${e.span.column}: ${e.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps every span inside its file, and every arg\'s raw text at its span', () => {
    const bad: string[] = [];
    for (const path of files) {
      const lines = readFileSync(path, 'utf8').split('\n');
      const r = parse(path);
      const inside = (s: Span): boolean =>
        s.line >= 1 &&
        s.endLine <= lines.length &&
        (s.line < s.endLine || s.column <= s.endColumn) &&
        s.column >= 1 &&
        s.column <= lines[s.line - 1].length &&
        s.endColumn >= 1 &&
        s.endColumn <= lines[s.endLine - 1].length;
      for (const { d } of flatten(r.directives)) {
        for (const s of [d.span, ...(d.blockEnd ? [d.blockEnd] : [])]) if (!inside(s)) bad.push(`${rel(path)}: ${d.name} ${JSON.stringify(s)}`);
        for (const a of d.args) {
          // Single-line args: the raw text is exactly what the span covers.
          const ok = inside(a.span) && (a.span.line !== a.span.endLine || lines[a.span.line - 1].slice(a.span.column - 1, a.span.endColumn) === a.raw);
          if (!ok) bad.push(`${rel(path)}: ${d.name} arg ${JSON.stringify(a)}`);
        }
      }
      for (const c of r.comments) if (!inside(c.span)) bad.push(`${rel(path)}: comment ${JSON.stringify(c.span)}`);
    }
    expect(bad).toEqual([]);
  });

  it("Debian's default-ssl.conf: the TLS virtual host at its exact lines and columns", () => {
    // Debian 2.4.71 ships it without an <IfModule mod_ssl.c> wrapper.
    const r = fileAt('debian-apache2/apache2/sites-available/default-ssl.conf');
    expect(r.directives.map((d) => d.name)).toEqual(['VirtualHost']);
    const vh = r.directives[0];
    expect(vh.args.map((a) => a.value)).toEqual(['*:443']);
    expect([vh.span.line, vh.span.column, vh.blockEnd?.line]).toEqual([1, 1, 130]);
    const engine = vh.block?.find((d) => d.name === 'SSLEngine');
    expect(engine && [engine.span.line, engine.span.column, engine.args[0].value]).toEqual([24, 2, 'on']);
    const cert = vh.block?.find((d) => d.name === 'SSLCertificateFile');
    expect(cert?.args.map((a) => [a.value, a.span.line, a.span.column])).toEqual([['/etc/ssl/certs/ssl-cert-snakeoil.pem', 31, 26]]);
  });

  it('the older Debian default-ssl.conf: <VirtualHost _default_:443> inside <IfModule mod_ssl.c>', () => {
    const r = fileAt('apache-ultimate-bad-bot-blocker/dev-tools/_conf_files_for_testing/apache2.4.34/default-ssl.conf');
    const [ifmod] = r.directives;
    expect([ifmod.name, ifmod.args[0].value, ifmod.span.line, ifmod.blockEnd?.line]).toEqual(['IfModule', 'mod_ssl.c', 1, 132]);
    const vh = ifmod.block?.[0] as Directive;
    expect([vh.name, vh.args[0].value, vh.span.line, vh.span.column, vh.blockEnd?.line]).toEqual(['VirtualHost', '_default_:443', 2, 2, 131]);
    const engine = vh.block?.find((d) => d.name === 'SSLEngine');
    expect(engine && [engine.span.line, engine.span.column, engine.span.endColumn]).toEqual([25, 3, 14]);
    const cert = vh.block?.find((d) => d.name === 'SSLCertificateFile');
    expect(cert?.args.map((a) => [a.value, a.span.line, a.span.column])).toEqual([['/etc/ssl/certs/ssl-cert-snakeoil.pem', 32, 22]]);
  });

  it("Debian's mods-available/ssl.conf keeps ${VAR} raw and skips commented-out directives", () => {
    const r = fileAt('debian-apache2/apache2/mods-available/ssl.conf');
    const byName = (n: string) => r.directives.filter((d) => d.name === n).map((d) => [d.span.line, ...d.args.map((a) => a.value)]);
    expect(byName('SSLSessionCache')).toEqual([[41, 'shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)']]);
    expect(byName('SSLCipherSuite')).toEqual([[57, 'HIGH:!aNULL']]);
    expect(byName('SSLProtocol')).toEqual([[71, 'all', '-SSLv3']]);
    expect(r.comments.some((c) => c.span.line === 40 && c.text === 'SSLSessionCache    dbm:${APACHE_RUN_DIR}/ssl_scache')).toBe(true);
  });

  it('the 437 KB bad-bot blocklist: every directive, and the Require sections at their lines', () => {
    // Counts from `grep -v '^\s*#' | awk '{print $1}' | sort | uniq -c` on the file.
    const r = fileAt('apache-ultimate-bad-bot-blocker/Apache_2.4/custom.d/globalblacklist.conf');
    const all = flatten(r.directives);
    const count = (n: string) => all.filter(({ d }) => d.name === n).length;
    expect([count('SetEnvIfNoCase'), count('BrowserMatchNoCase'), count('Require'), count('Include')]).toEqual([7116, 758, 422, 5]);
    const sections = all.filter(({ d }) => d.block).map(({ d, depth }) => [d.name, depth, d.span.line, d.blockEnd?.line]);
    expect(sections).toEqual([
      ['RequireAny', 0, 8158, 8668],
      ['RequireAll', 1, 8159, 8466],
      ['RequireAny', 1, 8468, 8666],
    ]);
  });

  it('the 594 KB mod_rewrite .htaccess blocklist', () => {
    const r = fileAt('apache-ultimate-bad-bot-blocker/_htaccess_versions/htaccess-mod_rewrite.txt');
    const all = flatten(r.directives);
    const count = (n: string) => all.filter(({ d }) => d.name === n).length;
    expect([count('RewriteCond'), count('IfModule'), count('RewriteRule'), count('RequireAll')]).toEqual([7816, 4, 1, 1]);
  });

  it("h5bp's .htaccess and certbot's multi-vhost file: section counts match grep", () => {
    const h5bp = flatten(fileAt('h5bp-server-configs-apache/dist/.htaccess').directives);
    expect(h5bp.filter(({ d }) => d.name.toLowerCase() === 'ifmodule').length).toBe(19);
    const multi = flatten(fileAt(`${CERTBOT_APACHE}/apache-conf-files/failing/multivhost-1093b.conf`).directives);
    expect(multi.filter(({ d }) => d.name === 'VirtualHost').length).toBe(4);
  });

  it("certbot's section-continuations-2525.conf: a <VirtualHost> opener over five lines", () => {
    const r = fileAt(`${CERTBOT_APACHE}/apache-conf-files/passing/section-continuations-2525.conf`);
    const vh = r.directives.find((d) => d.name === 'VirtualHost') as Directive;
    const text = readFileSync(join(CORPUS, `${CERTBOT_APACHE}/apache-conf-files/passing/section-continuations-2525.conf`), 'utf8').split('\n');
    const openerLine = text.findIndex((l) => l.startsWith('<VirtualHost \\')) + 1;
    expect(vh.span.line).toBe(openerLine);
    expect(vh.span.endLine).toBe(openerLine + 5);
    expect(vh.args.map((a) => [a.value, a.span.line, a.span.column])).toEqual([
      ['0.0.0.0:7080', openerLine + 1, 2],
      ['[00000:000:000:0000::2]:7080', openerLine + 2, 2],
      ['0.0.0.0:7080', openerLine + 3, 2],
      ['127.0.0.1:7080', openerLine + 4, 2],
    ]);
  });

  describe.skipIf(apache2Missing !== undefined)(`exceptions, shown with apache2 -t${apache2Missing ? ` (skipped: ${apache2Missing})` : ''}`, () => {
    it.each(Object.keys(EXCEPTIONS))('%s is rejected by httpd at the same line', (relPath) => {
      const path = realpathSync(join(CORPUS, relPath));
      const verdict = apache2Check(path);
      expect(verdict.ok, verdict.output).toBe(false);
      expect({ file: verdict.file, line: verdict.line, message: verdict.message }).toEqual({
        file: path,
        line: EXCEPTIONS[relPath].line,
        message: EXCEPTIONS[relPath].message,
      });
    });

    const snakeoil = ['/etc/ssl/certs/ssl-cert-snakeoil.pem', '/etc/ssl/private/ssl-cert-snakeoil.key'];
    it.skipIf(!snakeoil.every((f) => existsSync(f)))('two-blocks-one-line-1693.conf is accepted when mod_ssl is loaded (needs the snakeoil certificate it names)', () => {
      const verdict = apache2Check(join(CORPUS, TWO_BLOCKS), [
        ['socache_shmcb_module', 'mod_socache_shmcb.so'],
        ['ssl_module', 'mod_ssl.so'],
        ['setenvif_module', 'mod_setenvif.so'],
      ]);
      expect(verdict.ok, verdict.output).toBe(true);
    });
  });
});
