// OCSP after 2025 (#34 item 3): stapling is advised only for a certificate that names a
// responder; stapling on for one that names none, or verified against Let's Encrypt's retired
// intermediates, is a finding wherever the files live; an OCSP Must-Staple certificate that can
// get no staple is an error; the policies' stapling clauses hold only where stapling is possible.
// Clock: 2026-03-01, inside the 2026 fixtures' validity.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { advise } from '../src/advice/advise.js';
import { PLACEHOLDER_PATHS } from '../src/advice/lines.js';
import { lint } from '../src/lint.js';
import { loadPolicy } from '../src/policy/load.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const certs = resolve(__dirname, '../fixtures/certs');
const y2026 = join(certs, '2026');
const work = makeTmp('ssllint-ocsp-2025-').dir;
afterAll(() => removeTmp(work));
const NOW = new Date('2026-03-01T00:00:00Z');

let n = 0;
/** A whole nginx tree with one TLS server; returns the findings of `rule` as `line:severity:message`. */
function nginx(body: string, rule: string, extra: Parameters<typeof fixedLintOptions>[1] = {}): string[] {
  const dir = join(work, `t${n++}`);
  mkdirSync(dir);
  const lines = ['events {}', 'http {', '    server {', '        listen 443 ssl;', '        server_name example.com;', ...body.split('\n').map((l) => `        ${l}`), '    }', '}'];
  writeFileSync(join(dir, 'nginx.conf'), lines.join('\n') + '\n');
  return lint(fixedLintOptions([join(dir, 'nginx.conf')], { now: NOW, ...extra }), RULES)
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => `${f.location.line}:${f.severity}:${f.message}`);
}
const pair = (dir: string) => `ssl_certificate ${dir}/fullchain.pem;\nssl_certificate_key ${dir}/privkey.pem;`;

describe('ocsp-stapling-missing speaks only for a certificate that names a responder', () => {
  it('stapling off for a certificate that names an OCSP responder: the info, at the server', () => {
    expect(nginx(`${pair(join(certs, 'ocsp'))}\nresolver 127.0.0.53;`, 'ocsp-stapling-missing')).toEqual(['3:info:OCSP stapling is off: clients that check revocation contact the CA themselves, an extra round trip']);
  });

  it('quiet for one that names none (Let\'s Encrypt\'s since 2025-05-07), wherever it lives', () => {
    expect(nginx(pair(join(y2026, 'le-90d')), 'ocsp-stapling-missing')).toEqual([]);
  });

  it('quiet where the certificate cannot be read (was: told to staple), and where no certificate is written', () => {
    expect(nginx('ssl_certificate /etc/nginx/ssl/site.crt;\nssl_certificate_key /etc/nginx/ssl/site.key;', 'ocsp-stapling-missing')).toEqual([]);
    expect(nginx('ssl_protocols TLSv1.2 TLSv1.3;', 'ocsp-stapling-missing')).toEqual([]);
  });
});

describe('ocsp-stapling-unusable: stapling on that can staple nothing', () => {
  it('a certificate that names no responder, anywhere on disk (not only under /etc/letsencrypt)', () => {
    const got = nginx(`${pair(join(y2026, 'le-90d'))}\nssl_stapling on;\nresolver 127.0.0.53;`, 'ocsp-stapling-unusable');
    expect(got).toEqual([`6:warning:stapling is on, but "${y2026}/le-90d/fullchain.pem" names no OCSP responder: nginx ignores ssl_stapling for it`]);
  });

  it('ssl_trusted_certificate naming Let\'s Encrypt\'s retired X3 cross-signed intermediate, wherever it lives: the file, and the certificate it says is Let\'s Encrypt\'s', () => {
    const got = nginx('ssl_certificate /etc/nginx/ssl/site.crt;\nssl_certificate_key /etc/nginx/ssl/site.key;\nssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/nginx/ssl/lets-encrypt-x3-cross-signed.pem;\nresolver 127.0.0.53;', 'ocsp-stapling-unusable');
    expect(got).toEqual([
      '6:warning:stapling is on, but "/etc/nginx/ssl/site.crt" is verified against Let\'s Encrypt\'s lets-encrypt-x3-cross-signed (ssl_trusted_certificate), so it is a Let\'s Encrypt certificate, and those name no OCSP responder since 2025: nginx ignores ssl_stapling for it',
      '10:warning:stapling is on, but ssl_trusted_certificate "/etc/nginx/ssl/lets-encrypt-x3-cross-signed.pem" is Let\'s Encrypt\'s retired lets-encrypt-x3-cross-signed (a file tutorials had people download; long expired): nginx cannot verify an OCSP response against it and staples nothing',
    ]);
  });

  it('a trusted-certificate file, read, that holds only expired certificates, under any name; the current intermediate is fine', () => {
    const dir = join(work, 'trust');
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(y2026, 'retired/lets-encrypt-x3-cross-signed.pem'), join(dir, 'ca-bundle.pem'));
    const expired = nginx(`${pair(join(certs, 'ocsp'))}\nssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate ${dir}/ca-bundle.pem;\nresolver 127.0.0.53;`, 'ocsp-stapling-unusable');
    expect(expired).toEqual([`10:warning:stapling is on, but ssl_trusted_certificate "${dir}/ca-bundle.pem" holds only certificates that have expired (the last on 2021-03-17 00:00:00 UTC): nginx cannot verify an OCSP response against it and staples nothing`]);
    const current = nginx(`${pair(join(certs, 'ocsp'))}\nssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate ${certs}/ocsp/chain.pem;\nresolver 127.0.0.53;`, 'ocsp-stapling-unusable');
    expect(current).toEqual([]);
  });
});

describe('ocsp-must-staple', () => {
  it('Must-Staple without a responder: an error at the certificate, stapling on or off', () => {
    const msg = `6:error:"${y2026}/must-staple/fullchain.pem" carries OCSP Must-Staple (TLS Feature status_request) but names no OCSP responder, so nothing can ever be stapled: Firefox, which honours it, refuses every connection without a stapled response (its CA runs no OCSP; Let's Encrypt has refused Must-Staple since 2025-05-07)`;
    expect(nginx(pair(join(y2026, 'must-staple')), 'ocsp-must-staple')).toEqual([msg]);
    expect(nginx(`${pair(join(y2026, 'must-staple'))}\nssl_stapling on;\nresolver 127.0.0.53;`, 'ocsp-must-staple')).toEqual([msg]);
  });

  it('Must-Staple with a responder: quiet with stapling on, an error with it off', () => {
    expect(nginx(`${pair(join(y2026, 'must-staple-ocsp'))}\nssl_stapling on;\nresolver 127.0.0.53;`, 'ocsp-must-staple')).toEqual([]);
    expect(nginx(pair(join(y2026, 'must-staple-ocsp')), 'ocsp-must-staple')).toEqual([`6:error:"${y2026}/must-staple-ocsp/fullchain.pem" carries OCSP Must-Staple (TLS Feature status_request) and stapling is off: Firefox, which honours it, refuses every connection without a stapled response`]);
  });

  it('a certificate without Must-Staple: quiet', () => {
    expect(nginx(pair(join(y2026, 'le-90d')), 'ocsp-must-staple')).toEqual([]);
  });
});

describe("the policies' stapling clauses hold only where stapling is possible", () => {
  const clause = async (body: string) => nginx(body, 'policy-violation', { policies: [await loadPolicy('mozilla-intermediate-6.0', process.cwd())] }).filter((f) => f.includes('ocsp_staple'));

  it('stapling off for a certificate that names a responder: the clause is broken', async () => {
    expect(await clause(`${pair(join(certs, 'ocsp'))}\nresolver 127.0.0.53;`)).toEqual(['3:info:Mozilla Intermediate 6.0 ocsp_staple: OCSP stapling is off, and the certificate names an OCSP responder (the server default)']);
  });

  it('for a certificate that names none, or one not read: nothing to ask', async () => {
    expect(await clause(pair(join(y2026, 'le-90d')))).toEqual([]);
    expect(await clause('ssl_certificate /etc/nginx/ssl/site.crt;\nssl_certificate_key /etc/nginx/ssl/site.key;')).toEqual([]);
  });
});

describe('ssllint advise: stapling lines only for a certificate known to name a responder', () => {
  const text = (paths = PLACEHOLDER_PATHS) => {
    const r = advise({ server: 'nginx', serverVersion: '1.28.0', profile: 'intermediate', hardware: 'x86-aesni', openssl: '3.x' }, paths);
    if (!r.ok) throw new Error(r.error);
    return r.advice.lines.map((l) => l.directive);
  };

  it('placeholders (a certificate not read): no stapling, as Mozilla\'s generator since March 2025', () => {
    expect(text().filter((d) => /stapling|resolver|trusted/.test(d))).toEqual([]);
  });

  it('a certificate that names a responder: ssl_stapling, its verification and a resolver', () => {
    expect(text({ ...PLACEHOLDER_PATHS, ocspResponder: true }).filter((d) => /stapling|resolver/.test(d))).toEqual(['ssl_stapling on;', 'ssl_stapling_verify on;', 'resolver 127.0.0.1;']);
  });
});
