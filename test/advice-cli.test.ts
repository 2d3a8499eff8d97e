import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { SYSTEM_IO } from '../src/advice/auto.js';
import { detectHardware } from '../src/advice/hardware.js';
import { registerAdviseCommand, runAdvise, type AdviseDeps, type AdviseFlags } from '../src/cli/advise-command.js';
import { makeTmp } from './helpers/tmp.js';

function capture(): { deps: AdviseDeps; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    deps: { io: SYSTEM_IO, stdout: (t) => void (out += t), stderr: (t) => void (err += t) },
    out: () => out,
    err: () => err,
  };
}

const defaults: AdviseFlags = { hardware: 'x86-aesni', profile: 'intermediate', server: 'nginx', openssl: '3.x', format: 'text' };

describe('ssllint advise usage errors exit 2 with one clear line', () => {
  it.each([
    [{ profile: 'paranoid' }, 'ssllint advise: unknown profile "paranoid" (expected modern, intermediate, old)\n'],
    [{ server: 'caddy' }, 'ssllint advise: unknown server "caddy" (expected nginx or apache)\n'],
    [{ format: 'xml' }, 'ssllint advise: unknown format "xml" (expected text or json)\n'],
    [
      { hardware: 'x86' },
      'ssllint advise: unknown hardware profile "x86" (expected auto, x86-aesni, x86-no-aesni, arm64-crypto, arm-no-crypto, or a comma-separated list)\n',
    ],
    [{ openssl: '1.1.0' }, 'ssllint advise: unknown OpenSSL "1.1.0" (expected 1.0.2, 1.1.1, 3.x or a release such as 3.5.0)\n'],
    [{ serverVersion: 'latest' }, 'ssllint advise: cannot read server version "latest" (expected e.g. 1.30.4)\n'],
    [
      { profile: 'modern', openssl: '1.0.2' },
      'ssllint advise: the modern profile is TLS 1.3 only, but OpenSSL 1.0.2 has no TLS 1.3: use --profile intermediate\n',
    ],
    [
      { profile: 'modern', server: 'apache', serverVersion: '2.4.29' },
      'ssllint advise: the modern profile is TLS 1.3 only, but Apache 2.4.29 cannot enable TLS 1.3 (needs Apache 2.4.36): use --profile intermediate\n',
    ],
  ])('%j', async (flags, message) => {
    const c = capture();
    expect(await runAdvise({ ...defaults, ...flags } as AdviseFlags, c.deps)).toBe(2);
    expect(c.err()).toBe(message);
    expect(c.out()).toBe('');
  });
});

describe('registerAdviseCommand', () => {
  async function cli(args: string[]) {
    const c = capture();
    const program = new Command('ssllint').exitOverride();
    registerAdviseCommand(program, c.deps);
    const before = process.exitCode;
    process.exitCode = undefined;
    await program.parseAsync(['advise', ...args], { from: 'user' });
    const code = process.exitCode;
    process.exitCode = before;
    return { code, out: c.out(), err: c.err() };
  }

  it('parses the flags and prints the advice', async () => {
    const r = await cli(['--hardware', 'arm-no-crypto', '--server', 'apache', '--server-version', '2.4.71', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { advice: { server: string; serverVersion: string; hardware: string[]; tls12: { suites: string[] } } };
    expect(j.advice.server).toBe('apache');
    expect(j.advice.serverVersion).toBe('2.4.71');
    expect(j.advice.hardware).toEqual(['arm-no-crypto']);
    expect(j.advice.tls12.suites[0]).toBe('ECDHE-ECDSA-CHACHA20-POLY1305');
  });

  it('sets exit code 2 on a usage error', async () => {
    const r = await cli(['--profile', 'bogus']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown profile "bogus"/);
  });

  it('defaults to auto: this machine, with the evidence in the report', async () => {
    const cpuinfo = SYSTEM_IO.readCpuinfo();
    const r = await cli(['--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { detection: { profile: string; evidence: string }; advice: { hardware: string[] } };
    expect(j.advice.hardware).toEqual([j.detection.profile]);
    if (cpuinfo !== undefined) expect(j.detection.profile).toBe(detectHardware(cpuinfo, process.arch).profile);
  });

  it('--measure puts this machine\'s figures into the costs and the report', async () => {
    const r = await cli(['--measure', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      measurement: { bulk: Record<string, number>; elapsedMs: number };
      advice: { costs: { measured: boolean; source: string; bulk: Record<string, number> }[] };
    };
    expect(j.measurement.bulk['aes-128-gcm']).toBeGreaterThan(0);
    expect(j.measurement.elapsedMs).toBeLessThan(3000 * 1.5 + 250);
    expect(j.advice.costs).toHaveLength(1);
    expect(j.advice.costs[0].measured).toBe(true);
    expect(j.advice.costs[0].source).toMatch(/^measured on this machine \(Node /);
    // The cost table is the measurement, normalised: cheapest AEAD = 1.
    const ratio = j.measurement.bulk['aes-128-gcm'] / j.measurement.bulk['chacha20-poly1305'];
    const c = j.advice.costs[0].bulk;
    expect(c['AES128-GCM'] === 1 || c['CHACHA20-POLY1305'] === 1).toBe(true);
    expect(c['CHACHA20-POLY1305'] / c['AES128-GCM']).toBeCloseTo(ratio, 1);
  });

  it('--measure with declared hardware of another kind keeps the table and says why', async () => {
    const cpuinfo = SYSTEM_IO.readCpuinfo();
    const self = cpuinfo === undefined ? undefined : detectHardware(cpuinfo, process.arch).profile;
    if (!self) return;
    const other = self === 'arm-no-crypto' ? 'x86-aesni' : 'arm-no-crypto';
    const r = await cli(['--measure', '--hardware', other, '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { measurement: object; advice: { notes: string[]; costs: { measured: boolean }[] } };
    expect(j.advice.notes).toContain(`The measurement is of this machine (${self}), not of the declared hardware: the built-in table is used.`);
    expect(j.advice.costs.map((c) => c.measured)).toEqual([false]);
    expect(j.measurement).toBeDefined();
  });
});

describe('ssllint advise reads the config file', () => {
  it('takes the hardware from .ssllint.yaml when --hardware is not given, and the flag wins', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join, resolve } = await import('node:path');
    const { spawnSync } = await import('node:child_process');
    const dir = makeTmp('ssllint-advise-config-').dir;
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.ssllint.yaml'), 'hardware: [arm-no-crypto]\n');
    const bin = resolve(__dirname, '../bin/ssllint.js');
    const run = (...args: string[]) => JSON.parse(spawnSync(process.execPath, [bin, 'advise', '--format', 'json', ...args], { cwd: dir, encoding: 'utf8' }).stdout);
    expect(run().advice.hardware).toEqual(['arm-no-crypto']);
    expect(run().advice.tls12.suites[0]).toBe('ECDHE-ECDSA-CHACHA20-POLY1305');
    expect(run('--hardware', 'x86-aesni').advice.hardware).toEqual(['x86-aesni']);
  });
});
