// `ssllint ciphers`: called through a fresh commander program as the CLI does, output
// captured. The lines must be OpenSSL's own (`SSL_CIPHER_description` from the vectors, and
// byte for byte the machine's `openssl ciphers -v` for 3.x) plus the weaknesses.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCiphersCommand } from '../src/cli/ciphers-command.js';
import { makeTmp } from './helpers/tmp.js';
import { skipNote } from './helpers/peers.js';

interface Run {
  stdout: string;
  stderr: string;
  code: number | undefined;
}

async function run(...args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  process.exitCode = undefined;
  try {
    const program = new Command('ssllint');
    registerCiphersCommand(program);
    await program.parseAsync(['ciphers', ...args], { from: 'user' });
    return { stdout, stderr, code: process.exitCode as number | undefined };
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.exitCode = undefined;
  }
}

afterEach(() => {
  process.exitCode = undefined;
});

const tables = JSON.parse(readFileSync(new URL('../data/openssl-vectors/openssl-cipher-table.json', import.meta.url), 'utf8')).tables as Record<
  string,
  Array<{ description: string }>
>;

const withoutWeaknesses = (line: string) => line.replace(/ {2}! .*$/, '');
const squeeze = (line: string) => line.trim().replace(/\s+/g, ' ');

describe('ssllint ciphers, text', () => {
  for (const [vectorGen, gen] of [
    ['1.0.2', '1.0.2'],
    ['1.1.1', '1.1.1'],
    ['3.0', '3.x'],
  ] as const) {
    it(`prints SSL_CIPHER_description of OpenSSL ${gen} for every suite, in order`, async () => {
      const r = await run('ALL:COMPLEMENTOFALL', '--openssl', gen);
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n').map(withoutWeaknesses).map(squeeze);
      expect(lines).toEqual(tables[vectorGen].map((row) => squeeze(row.description)));
    });
  }

  it('defaults to 3.x and names the weaknesses of each line', async () => {
    const r = await run('AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256:NULL-SHA256');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.slice(3).map((l) => /! (.*)$/.exec(l)?.[1] ?? '')).toEqual(['no forward secrecy, CBC', '', 'no encryption, no forward secrecy']);
  });

  it('1.0.2: HIGH enabled 3DES and the SSLv2 DES-CBC3-MD5', async () => {
    const r = await run('HIGH', '--openssl', '1.0.2');
    expect(r.stdout).toContain('DES-CBC3-MD5            SSLv2 Kx=RSA      Au=RSA  Enc=3DES(168) Mac=MD5   ! 3DES, no forward secrecy, CBC\n');
  });

  it('reports a rejected string on stderr with exit code 1', async () => {
    const r = await run('HIGH:@FOO', '--openssl', '1.1.1');
    expect(r).toEqual({ stdout: '', stderr: 'ssllint ciphers: OpenSSL 1.1.1 rejects this string: invalid command\n', code: 1 });
  });

  it('explains ignored words', async () => {
    const r = await run('TLS_RSA_WITH_AES_128_CBC_SHA:high:kDH:HIGH', '--openssl', '3.x');
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'ssllint ciphers: ignored TLS_RSA_WITH_AES_128_CBC_SHA: an IANA name; OpenSSL cipher strings want its own name, AES128-SHA',
      'ssllint ciphers: ignored high: keywords are case-sensitive; did you mean HIGH?',
      'ssllint ciphers: ignored kDH: not known to OpenSSL 3.x (known to 1.0.2)',
    ]);
  });

  it('refuses an unknown generation or format with exit code 2', async () => {
    expect((await run('HIGH', '--openssl', '0.9.8')).code).toBe(2);
    expect((await run('HIGH', '--format', 'xml')).code).toBe(2);
  });
});

describe('ssllint ciphers, json', () => {
  it('has the documented shape, hex as in the vectors', async () => {
    const r = await run('EXP-RC4-MD5:RC4-MD5:NULL-MD5:FOO', '--openssl', '1.0.2', '--format', 'json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual(['generation', 'ciphers', 'tls13', 'ignored']);
    expect(doc.generation).toBe('1.0.2');
    expect(doc.ignored).toEqual(['FOO']);
    expect(doc.tls13).toEqual([]);
    // RC4-MD5 and EXP-RC4-MD5 exist as SSLv3 and as SSLv2 suites in 1.0.2e: five suites.
    expect(doc.ciphers.map((c: { hex: string }) => c.hex)).toEqual(['0x00,0x03', '0x02,0x00,0x80', '0x00,0x04', '0x01,0x00,0x80', '0x00,0x01']);
    expect(doc.ciphers[0]).toEqual({
      name: 'EXP-RC4-MD5',
      iana: 'TLS_RSA_EXPORT_WITH_RC4_40_MD5',
      hex: '0x00,0x03',
      protocol: 'SSLv3',
      kx: 'RSA(512)',
      au: 'RSA',
      enc: 'RC4',
      bits: 40,
      mac: 'MD5',
      aead: false,
      fs: false,
      export: true,
    });
  });

  it('carries the error and the TLS 1.3 suites', async () => {
    const bad = JSON.parse((await run('RC4', '--format', 'json')).stdout);
    expect(bad).toEqual({ generation: '3.x', ciphers: [], tls13: bad.tls13, ignored: ['RC4'], error: 'no cipher match' });
    expect(bad.tls13.map((s: { name: string }) => s.name)).toEqual(['TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_GCM_SHA256']);
    const own = JSON.parse((await run('HIGH', '--format', 'json', '--ciphersuites', 'TLS_AES_128_GCM_SHA256:NOPE', '--openssl', '1.1.1')).stdout);
    expect(own.tls13).toEqual([]);
    expect(own.tls13Error).toBe('no cipher match');
    expect(own.tls13Ignored).toEqual(['NOPE']);
  });
});

// --- byte-for-byte against the machine's own openssl --------------------------------------

let opensslVersion = '';
try {
  opensslVersion = execFileSync('openssl', ['version'], { encoding: 'utf8' });
} catch {
  opensslVersion = '';
}
const emptyConf = join(makeTmp('ssllint-cli-').dir, 'empty.cnf');
writeFileSync(emptyConf, '');

describe.skipIf(!/^OpenSSL 3\.0\./.test(opensslVersion))(`text equals \`openssl ciphers -v\` (3.x)${skipNote(/^OpenSSL 3\.0\./.test(opensslVersion) ? undefined : `needs OpenSSL 3.0, this is ${opensslVersion.trim() || 'no openssl'}`)}`, () => {
  it.each(['HIGH:!aNULL:!MD5', 'ECDHE+AESGCM:DHE+AESGCM:@STRENGTH', 'ALL:COMPLEMENTOFALL', 'DEFAULT:!kRSA'])('%s', async (s) => {
    const want = execFileSync('openssl', ['ciphers', '-v', '--', s], { encoding: 'utf8', env: { ...process.env, OPENSSL_CONF: emptyConf } });
    const r = await run(s);
    expect(r.stdout.split('\n').map(withoutWeaknesses).join('\n')).toBe(want);
  });
});
