// Loopback-ports isolation: each configured socket (address and port) gets a free port on
// 127.0.0.1 in its place, the same one wherever the configuration names that socket, so that
// servers sharing a socket still share one in the copy.
import { createServer } from 'node:net';

/** `443`, `*:443`, `0.0.0.0:443` are one socket; `[::]:443` and `192.0.2.1:443` others. */
export function socketKey(value: string, defaultPort = 80): string {
  const v = value.trim();
  if (/^\d+$/.test(v)) return `*:${v}`;
  if (v.startsWith('[')) {
    const close = v.indexOf(']');
    const port = v.slice(close + 1).replace(/^:/, '') || String(defaultPort);
    return `${v.slice(0, close + 1).toLowerCase()}:${port}`;
  }
  const colon = v.lastIndexOf(':');
  const [host, port] = colon >= 0 ? [v.slice(0, colon), v.slice(colon + 1)] : [v, String(defaultPort)];
  const h = host === '0.0.0.0' || host === '' ? '*' : host.toLowerCase();
  return `${h}:${port}`;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export class PortMap {
  private constructor(private readonly ports: Map<string, number>) {}

  static async allocate(keys: Iterable<string>): Promise<PortMap> {
    const map = new Map<string, number>();
    for (const key of keys) if (!map.has(key)) map.set(key, await freePort());
    return new PortMap(map);
  }

  /** The loopback port standing in for the socket `value` names. */
  portFor(value: string, defaultPort = 80): number {
    const port = this.ports.get(socketKey(value, defaultPort));
    if (port === undefined) throw new Error(`no loopback port was set aside for ${value}`);
    return port;
  }

  has(value: string, defaultPort = 80): boolean {
    return this.ports.has(socketKey(value, defaultPort));
  }

  entries(): { configured: string; reached: string }[] {
    return [...this.ports].map(([configured, port]) => ({ configured, reached: `127.0.0.1:${port}` }));
  }
}
