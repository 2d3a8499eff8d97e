// Golden output of `ssllint advise` per profile × hardware × server (text and JSON), plus the
// server/OpenSSL versions whose syntax differs. UPDATE_GOLDEN=1 rewrites the files; review the
// diff line by line before committing it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdvise, type AdviseFlags } from '../src/cli/advise-command.js';
import { SYSTEM_IO } from '../src/advice/auto.js';
import { HARDWARE_PROFILES } from '../src/advice/hardware.js';
import { PROFILE_NAMES } from '../src/advice/profiles.js';

const DIR = join(__dirname, 'golden', 'advice');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

async function run(flags: Partial<AdviseFlags>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runAdvise(
    { hardware: 'x86-aesni', profile: 'intermediate', server: 'nginx', openssl: '3.x', format: 'text', ...flags },
    { io: SYSTEM_IO, stdout: (t) => void (out += t), stderr: (t) => void (err += t) },
  );
  return { code, out, err };
}

function golden(name: string, actual: string): void {
  const file = join(DIR, name);
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) throw new Error(`missing golden ${name}: run with UPDATE_GOLDEN=1 and review it`);
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

const cases: { name: string; flags: Partial<AdviseFlags> }[] = [];
for (const profile of PROFILE_NAMES) {
  for (const hardware of HARDWARE_PROFILES) {
    for (const server of ['nginx', 'apache']) cases.push({ name: `${profile}-${hardware}-${server}`, flags: { profile, hardware, server } });
  }
}
cases.push(
  { name: 'intermediate-mixed-nginx', flags: { hardware: 'x86-aesni,arm-no-crypto' } },
  { name: 'intermediate-mixed-apache', flags: { hardware: 'x86-aesni,arm-no-crypto', server: 'apache' } },
  { name: 'intermediate-arm-no-crypto-nginx1.14.0-openssl1.1.1', flags: { hardware: 'arm-no-crypto', serverVersion: '1.14.0', openssl: '1.1.1' } },
  { name: 'modern-x86-aesni-nginx1.18.0-openssl1.1.1', flags: { profile: 'modern', serverVersion: '1.18.0', openssl: '1.1.1' } },
  { name: 'modern-x86-aesni-nginx1.27.3-openssl3.5.0', flags: { profile: 'modern', serverVersion: '1.27.3', openssl: '3.5.0' } },
  { name: 'old-x86-no-aesni-nginx1.4.6-openssl1.0.2', flags: { profile: 'old', hardware: 'x86-no-aesni', serverVersion: '1.4.6', openssl: '1.0.2' } },
  { name: 'intermediate-x86-aesni-apache2.4.29-openssl1.1.1', flags: { server: 'apache', serverVersion: '2.4.29', openssl: '1.1.1' } },
  { name: 'old-arm-no-crypto-apache2.2.15-openssl1.0.2', flags: { profile: 'old', hardware: 'arm-no-crypto', server: 'apache', serverVersion: '2.2.15', openssl: '1.0.2' } },
  { name: 'modern-arm64-crypto-apache2.4.60-openssl3.5.0', flags: { profile: 'modern', hardware: 'arm64-crypto', server: 'apache', serverVersion: '2.4.60', openssl: '3.5.0' } },
);

describe('advise golden output', () => {
  for (const c of cases) {
    it(`${c.name} (text)`, async () => {
      const r = await run({ ...c.flags, format: 'text' });
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      golden(`${c.name}.txt`, r.out);
    });
    it(`${c.name} (json)`, async () => {
      const r = await run({ ...c.flags, format: 'json' });
      expect(r.code).toBe(0);
      const parsed = JSON.parse(r.out) as { version: number; advice: { lines: { directive: string }[] } };
      expect(parsed.version).toBe(1);
      // The JSON carries the same directives as the text.
      const text = (await run({ ...c.flags, format: 'text' })).out;
      for (const l of parsed.advice.lines) expect(text).toContain(l.directive);
      golden(`${c.name}.json`, r.out);
    });
  }
});
