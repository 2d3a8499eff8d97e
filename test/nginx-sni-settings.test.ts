// Which TLS settings follow the name a client asks for (SNI) and which stay the default
// server's (issue #36 item 16; docs/semantics-nginx.md, "SNI"). The installed nginx 1.22.1 is
// the oracle for the releases before 1.29.2: a.test is the default server of the socket, b.test
// shares it, each with its own groups, TLS 1.3 suites, tickets and session cache; what a client
// gets from b.test is what ssllint must judge b.test by.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { lint } from '../src/lint.js';
import { auditJson } from './helpers/audit.js';
import { fixedLintOptions } from './helpers/lint-options.js';
import { CERTS, handshake, hasNginx, hasOpenssl, portFor, put, wholeConfig, withNginx } from './helpers/nginx-live.js';
import { modelOf, serverNamed } from './model-helpers.js';

const work = mkdtempSync(join(tmpdir(), 'ssllint-sni-settings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
function config(a: string, b: string, offset: number) {
  const dir = join(work, `c${n++}`);
  const port = portFor(60 + offset);
  const server = (name: string, extra: string, dflt: string) =>
    `server {\n    listen 127.0.0.1:${port} ssl${dflt};\n    server_name ${name};\n    ssl_certificate ${CERTS}/rsa2048/fullchain.pem;\n    ssl_certificate_key ${CERTS}/rsa2048/privkey.pem;\n    ssl_protocols TLSv1.2 TLSv1.3;\n${extra}    location / { return 200 "${name}"; }\n}\n`;
  const body = server('a.test', a, ' default_server') + server('b.test', b, '');
  return { dir, port, conf: put(dir, 'nginx.conf', wholeConfig(dir, body)) };
}

// The preamble takes lines 1-11: a.test's `server {` is line 12, b.test's settings follow its own.
const A = '    ssl_ecdh_curve X25519;\n    ssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256;\n';
const B = '    ssl_ecdh_curve secp384r1;\n    ssl_conf_command Ciphersuites TLS_AES_256_GCM_SHA384;\n';
const first = config(`${A}    ssl_session_cache shared:A:1m;\n    ssl_session_tickets off;\n`, `${B}    ssl_session_tickets on;\n`, 0);
const second = config(`${A}    ssl_session_tickets on;\n`, `${B}    ssl_session_cache shared:B:1m;\n    ssl_session_tickets off;\n`, 1);

function linted(conf: string, version: string) {
  return lint(fixedLintOptions([conf], { nginxVersion: version, generations: ['3.x'] }), RULES).findings;
}

/** `Reused` or `New` for a second TLS 1.2 handshake without tickets that offers the first one's session. */
function resumes(port: number, name: string, dir: string): string | undefined {
  const sess = join(dir, `${name}.sess`);
  handshake(port, ['-servername', name, '-tls1_2', '-no_ticket', '-sess_out', sess]);
  return /^(New|Reused),/m.exec(handshake(port, ['-servername', name, '-tls1_2', '-no_ticket', '-sess_in', sess]).output)?.[1];
}

const ticketIssued = (port: number, name: string) => /TLS session ticket:/.test(handshake(port, ['-servername', name, '-tls1_2']).output);

describe('the model, on both sides of nginx 1.29.2', () => {
  it('b.test gets the default server\'s groups and session cache in every release; its TLS 1.3 suites and tickets before 1.29.2 only', () => {
    const old = serverNamed(modelOf(first.conf, { nginxVersion: '1.22.1' }), 'b.test').tls!;
    expect([old.curves.value, old.tls13Ciphers.value, old.sessionTickets.value, old.sessionCache.value.spec]).toEqual(['X25519', 'TLS_AES_128_GCM_SHA256', false, 'shared:A:1m']);
    expect([old.unusedBySni?.curves?.value, old.unusedBySni?.tls13Ciphers?.value, old.unusedBySni?.sessionTickets?.value]).toEqual(['secp384r1', 'TLS_AES_256_GCM_SHA384', true]);
    const now = serverNamed(modelOf(first.conf, { nginxVersion: '1.29.2' }), 'b.test').tls!;
    expect([now.curves.value, now.tls13Ciphers.value, now.sessionTickets.value, now.sessionCache.value.spec]).toEqual(['X25519', 'TLS_AES_256_GCM_SHA384', true, 'shared:A:1m']);
    // The default server keeps its own; a fragment (no default server known) too.
    expect(serverNamed(modelOf(first.conf, { nginxVersion: '1.22.1' }), 'a.test').tls!.unusedBySni).toBeUndefined();
  });

  it('b.test\'s own lines are said not to be used (info), at each line, naming the default server', () => {
    const unused = (conf: string, version: string) =>
      linted(conf, version)
        .filter((f) => f.ruleId === 'directive-context')
        .map((f) => `${f.location.line}:${f.severity}`);
    expect(unused(first.conf, '1.22.1')).toEqual(['30:info', '31:info', '32:info']);
    expect(unused(first.conf, '1.29.2')).toEqual(['30:info']);
    expect(unused(second.conf, '1.29.2')).toEqual(['29:info', '31:info']);
    const message = linted(first.conf, '1.22.1').find((f) => f.ruleId === 'directive-context')!.message;
    expect(message).toBe(`this line is not used: on 127.0.0.1:${first.port}, nginx 1.22.1 takes the key-exchange groups for every name from its default server (a.test, line 12)`);
  });

  it('session-ticket-key-rotation: b.test\'s tickets are encrypted with the default server\'s keys; said once, where they are decided', () => {
    const rotation = (conf: string, version: string) =>
      linted(conf, version)
        .filter((f) => f.ruleId === 'session-ticket-key-rotation')
        .map((f) => `${f.location.line}:${f.severity}`);
    // Both on, the default server without a shared cache: its finding stands for b.test too.
    const both = config('', '    ssl_session_cache shared:B:1m;\n', 3);
    expect(rotation(both.conf, '1.22.1')).toEqual(['12:warning']);
    // The default server says off: b.test has none before 1.29.2, its own from 1.29.2, naming whose cache it uses.
    const off = config('    ssl_session_tickets off;\n', '    ssl_session_cache shared:B:1m;\n', 4);
    expect(rotation(off.conf, '1.22.1')).toEqual([]);
    expect(rotation(off.conf, '1.29.2')).toEqual(['21:warning']);
    expect(linted(off.conf, '1.29.2').find((f) => f.ruleId === 'session-ticket-key-rotation')!.message).toContain('the default server whose keys and cache its handshakes use (a.test) has none');
  });

  it('a group list only b.test writes still stops nginx from starting: judged at b.test\'s line', () => {
    const bad = config(A, '    ssl_ecdh_curve X25519:P256;\n', 2);
    const found = linted(bad.conf, '1.22.1').filter((f) => f.ruleId === 'ecdh-curve');
    expect(found.map((f) => `${f.location.line}:${f.location.column}:${f.severity}`)).toEqual(['28:27:error']);
  });
});

describe.skipIf(!hasNginx || !hasOpenssl)('nginx 1.22.1 live: what b.test really offers', () => {
  it('groups and TLS 1.3 suites are the default server\'s; tickets off there stay off; sessions resume through its cache', async () => {
    const live = await withNginx(first.dir, first.conf, first.port, () => ({
      p384: handshake(first.port, ['-servername', 'b.test', '-groups', 'secp384r1']).ok,
      x25519: handshake(first.port, ['-servername', 'b.test', '-groups', 'X25519']).ok,
      own13: handshake(first.port, ['-servername', 'b.test', '-ciphersuites', 'TLS_AES_256_GCM_SHA384']).ok,
      default13: handshake(first.port, ['-servername', 'b.test', '-ciphersuites', 'TLS_AES_128_GCM_SHA256']).cipher,
      ticket: ticketIssued(first.port, 'b.test'),
      resumed: resumes(first.port, 'b.test', first.dir),
    }));
    expect(live).toEqual({ p384: false, x25519: true, own13: false, default13: 'TLS_AES_128_GCM_SHA256', ticket: false, resumed: 'Reused' });
  }, 60_000);

  it('b.test\'s own session cache is not used (no resumption when the default server has none); its tickets off do hold', async () => {
    const live = await withNginx(second.dir, second.conf, second.port, () => ({
      aTicket: ticketIssued(second.port, 'a.test'),
      bTicket: ticketIssued(second.port, 'b.test'),
      resumed: resumes(second.port, 'b.test', second.dir),
    }));
    expect(live).toEqual({ aTicket: true, bTicket: false, resumed: 'New' });
    const b = serverNamed(modelOf(second.conf, { nginxVersion: '1.22.1' }), 'b.test').tls!;
    expect([b.sessionCache.value.kind, b.sessionTickets.value]).toEqual(['none', false]);
    // The missing cache is said once, at the default server, for both names.
    expect(linted(second.conf, '1.22.1').filter((f) => f.ruleId === 'session-cache-missing').map((f) => f.location.line)).toEqual([12]);
  }, 60_000);

  it('the audit reports b.test\'s groups and TLS 1.3 suites as the default server\'s', async () => {
    const report = await auditJson([first.conf, '--no-config', '--now', '2026-06-01', '--openssl', '3.x', '--nginx-version', '1.22.1']);
    const b = report.servers.find((x) => x.names.includes('b.test'))!;
    expect([b.curves, b.sessionTickets, b.sessionCache]).toEqual(['X25519', false, 'shared:A:1m']);
    expect(b.generations[0].tls13Suites).toEqual(['TLS_AES_128_GCM_SHA256']);
  }, 60_000);
});
