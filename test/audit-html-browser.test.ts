// The HTML audit page in a real headless Chromium: it renders its table and both charts,
// asks the network for nothing, sorts when a header is clicked, and is screenshotted.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRun } from './helpers/audit.js';
import { Browser, CHROMIUM, type Page } from './helpers/chromium.js';
import { absent, skipNote } from './helpers/peers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const repo = resolve(__dirname, '..');
let dir: string;
let browser: Browser;
let page: Page;
let url: string;

describe.skipIf(!CHROMIUM)(`the audit page in Chromium${skipNote(CHROMIUM ? undefined : absent('chromium'))}`, () => {
  beforeAll(async () => {
    dir = makeTmp('ssllint-audit-html-').dir;
    const run = await auditRun([resolve(repo, 'fixtures/sample'), resolve(repo, 'fixtures/audit/caps'), '--no-config', '--now', '2026-06-01', '--format', 'html', '-o', join(dir, 'audit.html')], { cwd: repo });
    expect(run.code).toBe(0);
    url = pathToFileURL(join(dir, 'audit.html')).href;
    browser = Browser.launch();
    page = await browser.page();
    await page.goto(url);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) removeTmp(dir);
  });

  it('renders the table, the grade chart and the expiry timeline', async () => {
    const servers = readdirSync(resolve(repo, 'fixtures/audit/caps')).filter((n) => n.endsWith('.conf')).length + 3;
    expect(await page.evaluate<number>('document.querySelectorAll("#servers tbody tr").length')).toBe(servers);
    const bars = await page.evaluate<Record<string, number>>('Object.fromEntries([...document.querySelectorAll("#grade-chart rect.bar")].map(r => [r.dataset.grade, r.getBoundingClientRect().height]))');
    // rc4-only.conf does not start on OpenSSL 3 (no RC4 there): a bar of its own.
    expect(Object.keys(bars)).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'E', 'F', 'T', 'will not start']);
    // F is the most common worst grade in these fixtures: the tallest bar; no server has D.
    expect(bars.F).toBe(Math.max(...Object.values(bars)));
    expect(bars.D).toBe(0);
    expect(await page.evaluate<number>('document.querySelectorAll("#expiry-timeline g.cert").length')).toBeGreaterThan(3);
    const width = await page.evaluate<number>('document.querySelector("#expiry-timeline").getBoundingClientRect().width');
    expect(width).toBeGreaterThan(500);
  });

  it('asks the network for nothing but the page itself', async () => {
    expect(page.requests()).toEqual([url]);
  });

  it('sorts by a column when its header is clicked, and back when clicked again', async () => {
    const column = (i: number) => page.evaluate<string[]>(`[...document.querySelectorAll("#servers tbody tr")].map(r => r.cells[${i}].dataset.key ?? r.cells[${i}].textContent)`);
    await page.evaluate('document.querySelectorAll("#servers th")[6].click()');
    const days = (await column(6)).map(Number);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days[0]).toBeLessThan(0);
    await page.evaluate('document.querySelectorAll("#servers th")[6].click()');
    const back = (await column(6)).map(Number);
    expect(back).toEqual([...days].sort((a, b) => b - a));
    await page.evaluate('document.querySelectorAll("#servers th")[1].click()');
    const names = await column(1);
    expect(names).toEqual([...names].sort());
    expect(await page.evaluate<string>('document.querySelectorAll("#servers th")[1].getAttribute("aria-sort")')).toBe('ascending');
  });

  it('fits a 1,400 px and an 800 px window: no sideways scrolling, the Why column whole', async () => {
    for (const width of [1400, 800]) {
      await page.setViewport(width, 900);
      await page.goto(url);
      const fit = await page.evaluate<{ scroll: number; inner: number; right: number; why: string }>(
        '({ scroll: document.documentElement.scrollWidth, inner: innerWidth, right: Math.max(...[...document.querySelectorAll("#servers td, #servers th")].map(c => c.getBoundingClientRect().right)), why: getComputedStyle(document.querySelector("#servers td:nth-child(10)")).display })',
      );
      expect(fit.scroll, `${width}`).toBeLessThanOrEqual(fit.inner);
      expect(fit.right, `${width}`).toBeLessThanOrEqual(fit.inner);
      // Wide: a table; narrow: each server a card of labelled lines.
      expect(fit.why).toBe(width === 1400 ? 'table-cell' : 'block');
      const png = await page.screenshot();
      expect(png.readUInt32BE(16)).toBeLessThanOrEqual(width);
      writeFileSync(join(dir, `audit-${width}.png`), png);
    }
  });

  it('says dates and HSTS lifetimes as people read them', async () => {
    const text = await page.evaluate<string>('document.body.innerText');
    expect(text).toContain('on 1 Jun 2026 after the SSL Labs');
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
    expect(text).toMatch(/2 years, includeSubDomains|2 years/);
    expect(text).not.toMatch(/\b63072000\b/);
    expect(text).toMatch(/-\d+ \(\d{1,2} [A-Z][a-z]{2} \d{4}\)/);
  });

  it('takes a screenshot', async () => {
    const png = await page.screenshot();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Width and height from the IHDR chunk: the whole page, not an empty frame.
    expect(png.readUInt32BE(16)).toBeGreaterThan(700);
    expect(png.readUInt32BE(20)).toBeGreaterThan(600);
    expect(png.length).toBeGreaterThan(20_000);
    writeFileSync(join(dir, 'audit.png'), png);
  });
});
