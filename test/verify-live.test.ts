// `ssllint verify` on the sample trees and on copies of the Debian stock trees (default-ssl
// enabled), against the real nginx and httpd of this machine: every property is reported, the
// predictions agree with what the servers do, and nothing of the run is left behind.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROPERTIES } from '../src/verify/types.js';
import type { VerifyReport } from '../src/verify/types.js';
import { skipNote } from './helpers/peers.js';
import { leftBehind, namespaceMissing, stockApache, stockNginx, verdicts, verifyMissing, verifyRun } from './helpers/verify.js';

const SAMPLE = resolve(__dirname, '../fixtures/sample');
const nginxSkip = verifyMissing('nginx');
const apacheSkip = verifyMissing('apache');
const nsSkip = namespaceMissing();

/** Each server reports every property (a chain per certificate, HTTP ones per path), each with a verdict. */
function everyProperty(report: VerifyReport): void {
  for (const t of report.trees) {
    for (const s of t.servers) {
      const seen = new Set(s.properties.map((p) => p.property));
      for (const p of PROPERTIES) if (p !== 'starts' && p !== 'cache-control') expect(seen, `${s.name} ${s.listen} reports ${p}`).toContain(p);
      for (const p of s.properties) expect(['agrees', 'differs', 'known', 'not-verified']).toContain(p.verdict);
    }
  }
}

describe.skipIf(!!nginxSkip)(`verify on the nginx sample tree${skipNote(nginxSkip)}`, () => {
  it('nginx 1.22 refuses `http2 on` as the lint predicts: exit 2, the refusal in nginx\'s words, every server\'s properties reported as not verified', async () => {
    let run: Awaited<ReturnType<typeof verifyRun>> | undefined;
    const left = await leftBehind(async () => (run = await verifyRun([`${SAMPLE}/nginx`])));
    const { code, report } = run!;
    const tree = report.trees[0];
    if (report.binaries[0].version.localeCompare('1.25.1', undefined, { numeric: true }) >= 0) return; // http2 on is known from 1.25.1
    expect(code).toBe(2);
    expect(tree.starts).toMatchObject({ predicted: 'refused', observed: 'refused', verdict: 'agrees' });
    expect(tree.starts.note).toMatch(/unknown directive "http2" in \S*fixtures\/sample\/nginx\/conf\.d\/blog\.conf:3/);
    expect(tree.certificates.map((c) => c.source)).toEqual(['throwaway', 'throwaway']);
    expect(tree.servers.map((s) => s.name).sort()).toEqual(['blog.example.com', 'shop.example.com']);
    everyProperty(report);
    expect(tree.servers.flatMap((s) => s.properties).every((p) => p.verdict === 'not-verified')).toBe(true);
    expect(left).toEqual([]);
  }, 120_000);
});

describe.skipIf(!!apacheSkip)(`verify on the Apache sample tree${skipNote(apacheSkip)}`, () => {
  it('httpd refuses a tree that loads no MPM, as the lint predicts', async () => {
    const { code, report } = await verifyRun([`${SAMPLE}/apache`]);
    expect(code).toBe(2);
    expect(report.trees[0].starts).toMatchObject({ predicted: 'refused', observed: 'refused', verdict: 'agrees' });
    expect(report.trees[0].starts.note).toMatch(/No MPM loaded/);
    everyProperty(report);
  }, 120_000);
});

// Where no namespace can be made (a container without CAP_SYS_ADMIN, as CI's may be), the
// Debian trees run on loopback ports instead: the same properties must agree.
const expectedIsolation = nsSkip ? 'loopback-ports' : 'network-namespace';

describe.skipIf(!!nginxSkip)(`verify on a copy of Debian's /etc/nginx with its TLS lines on${skipNote(nginxSkip)}`, () => {
  it(`starts ${nsSkip ? `on loopback ports (${nsSkip})` : 'in a private network namespace'} for 443 and [::]:443; every property agrees`, async () => {
    const dir = stockNginx();
    if (!dir) return expect.fail('no /etc/nginx here although nginx is installed');
    const { code, report } = await verifyRun([dir, '--path-map', `/etc/nginx=${dir}`]);
    expect(report.isolation).toBe(expectedIsolation);
    expect(report.trees[0].servers.map((s) => s.listen)).toEqual(['*:443', '[::]:443']);
    everyProperty(report);
    expect(verdicts(report).filter((v) => /differs|not-verified/.test(v))).toEqual([]);
    expect(code).toBe(0);
  }, 180_000);
});

describe.skipIf(!!apacheSkip)(`verify on a copy of Debian's /etc/apache2 with default-ssl enabled${skipNote(apacheSkip)}`, () => {
  it('starts; every property agrees; the snakeoil certificate is the real one when readable', async () => {
    const dir = stockApache();
    if (!dir) return expect.fail('no /etc/apache2 here although apache2 is installed');
    const { code, report } = await verifyRun([dir]);
    expect(report.isolation).toBe(expectedIsolation);
    everyProperty(report);
    const bad = verdicts(report).filter((v) => /differs/.test(v));
    expect(bad).toEqual([]);
    expect(code).toBe(0);
    expect(report.trees[0].servers).toHaveLength(1);
  }, 180_000);

  it('with loopback ports instead of a namespace: the mapping is shown and the same properties agree', async () => {
    const dir = stockApache()!;
    const { code, report } = await verifyRun([dir, '--isolation', 'ports']);
    expect(report.isolation).toBe('loopback-ports');
    const map = report.trees[0].portMap;
    expect(map.map((m) => m.configured)).toContain('*:443');
    for (const m of map) expect(m.reached).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(verdicts(report).filter((v) => /differs/.test(v))).toEqual([]);
    // Stapling would ask a responder on the network: switched off, and said so.
    expect(report.trees[0].changes.join('\n')).toMatch(/loopback ports/);
    expect(code).toBe(0);
  }, 180_000);
});
