// The order rules (cipher-order, server-cipher-preference) judge each list of servable suites
// once and answer every other server block with that list from a memo keyed by the list
// itself. That holds only while blocks with the same string and the same kind of certificate
// get the same array: when HIGH's PSK suites were filtered into a fresh array per block,
// cipher-order's quadratic search ran once per block and took most of a 10,000-server lint.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distinctCipherSettings } from '../src/rules-support/ciphers.js';
import { modelOf } from './model-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'ssllint-cipher-places-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CERTS = resolve(__dirname, '../fixtures/certs');

function server(i: number, ciphers: string, cert: string): string {
  return `    server {
        listen 443 ssl;
        server_name s${i}.example.com;
        ssl_certificate ${cert}/fullchain.pem;
        ssl_certificate_key ${cert}/privkey.pem;
        ssl_ciphers "${ciphers}";
        ssl_prefer_server_ciphers on;
    }
`;
}

function placesOf(blocks: string[]) {
  const file = join(dir, `nginx-${blocks.length}-${Math.random().toString(36).slice(2)}.conf`);
  writeFileSync(file, `events {}\nhttp {\n${blocks.join('')}}\n`);
  const model = modelOf(file, { nginxVersion: '1.28.0' });
  return { model, places: distinctCipherSettings(model) };
}

describe('servable suites of blocks that share a cipher string', () => {
  it('without readable certificates: one array for every block, PSK suites and all', () => {
    // HIGH enables PSK suites on every generation, which the servable list leaves out.
    const { model, places } = placesOf([0, 1, 2].map((i) => server(i, 'HIGH:!aNULL:!MD5', `/nonexistent/site${i}`)));
    expect(places).toHaveLength(3);
    for (const g of ['1.0.2', '1.1.1', '3.x'] as const) {
      const lists = places.map((p) => p.servableSuites(model, g));
      expect(lists[0].length).toBeLessThan(places[0].suites(g).length);
      expect(lists[0].some((s) => /PSK/.test(s.kx))).toBe(false);
      expect(lists[1]).toBe(lists[0]);
      expect(lists[2]).toBe(lists[0]);
    }
  });

  it('with certificates: blocks with the same key type share a list, an RSA and an ECDSA block do not', () => {
    const { model, places } = placesOf([
      server(0, 'HIGH:!aNULL:!MD5', `${CERTS}/rsa4096`),
      server(1, 'HIGH:!aNULL:!MD5', `${CERTS}/ecdsa-p384`),
      server(2, 'HIGH:!aNULL:!MD5', `${CERTS}/rsa4096`),
    ]);
    const [rsa, ecdsa, rsaAgain] = places.map((p) => p.servableSuites(model, '3.x'));
    expect(rsaAgain).toBe(rsa);
    expect(ecdsa).not.toBe(rsa);
    expect(rsa.some((s) => s.au === 'ECDSA')).toBe(false);
    expect(ecdsa.some((s) => s.au === 'RSA')).toBe(false);
  });
});
