// Drives the system's headless Chromium over the DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on fd 3, answers on fd 4, each message ending in NUL),
// which needs no WebSocket client and no port.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { withheld } from './peers.js';
import { makeTmp, removeTmp } from './tmp.js';

export const CHROMIUM = withheld('chromium') ? undefined : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: { message: string }; sessionId?: string };

export class Browser {
  private nextId = 1;
  private readonly waiting = new Map<number, (m: Message) => void>();
  readonly events: Message[] = [];
  private buffer = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    const out = child.stdio[4] as Readable;
    out.setEncoding('utf8');
    out.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nul: number;
      while ((nul = this.buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, nul)) as Message;
        this.buffer = this.buffer.slice(nul + 1);
        if (message.id !== undefined) this.waiting.get(message.id)?.(message);
        else this.events.push(message);
      }
    });
  }

  static launch(): Browser {
    if (!CHROMIUM) throw new Error('no chromium');
    const profile = makeTmp('ssllint-chromium-').dir;
    const child = spawn(
      CHROMIUM,
      ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage', `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new Browser(child, profile);
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const pipe = this.child.stdio[3] as Writable;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 20 s`)), 20_000);
      this.waiting.set(id, (m) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        if (m.error) reject(new Error(`${method}: ${m.error.message}`));
        else resolve(m.result ?? {});
      });
      pipe.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });
  }

  /** A new page, attached, with Page/Runtime/Network events on. */
  async page(): Promise<Page> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    for (const domain of ['Page', 'Runtime', 'Network']) await this.send(`${domain}.enable`, {}, sessionId);
    return new Page(this, sessionId);
  }

  async waitFor(pred: (m: Message) => boolean, ms = 20_000): Promise<Message> {
    const start = Date.now();
    for (;;) {
      const hit = this.events.find(pred);
      if (hit) return hit;
      if (Date.now() - start > ms) throw new Error('timed out waiting for a DevTools event');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async close(): Promise<void> {
    try {
      await this.send('Browser.close');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) resolve();
      else {
        const t = setTimeout(() => {
          this.child.kill('SIGKILL');
          resolve();
        }, 5000);
        this.child.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
      }
    });
    removeTmp(this.profile);
  }
}

export class Page {
  constructor(
    private readonly browser: Browser,
    readonly sessionId: string,
  ) {}

  async goto(url: string): Promise<void> {
    // Only a load event after this navigation counts (an earlier page's is still in the log).
    const before = this.browser.events.length;
    await this.browser.send('Page.navigate', { url }, this.sessionId);
    await this.browser.waitFor((m) => m.sessionId === this.sessionId && m.method === 'Page.loadEventFired' && this.browser.events.indexOf(m) >= before);
  }

  async evaluate<T>(expression: string): Promise<T> {
    const r = (await this.browser.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, this.sessionId)) as { result: { value: T }; exceptionDetails?: { text: string } };
    if (r.exceptionDetails) throw new Error(`page: ${r.exceptionDetails.text}`);
    return r.result.value;
  }

  /** The viewport, as a window of this size would have (CSS pixels). */
  async setViewport(width: number, height: number): Promise<void> {
    await this.browser.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false }, this.sessionId);
  }

  async screenshot(): Promise<Buffer> {
    const r = (await this.browser.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true }, this.sessionId)) as { data: string };
    return Buffer.from(r.data, 'base64');
  }

  /** URLs the page asked for since it was created. */
  requests(): string[] {
    return this.browser.events.filter((m) => m.sessionId === this.sessionId && m.method === 'Network.requestWillBeSent').map((m) => (m.params as { request: { url: string } }).request.url);
  }
}
