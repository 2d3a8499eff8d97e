// Plain HTTP against the servers tests start on 127.0.0.1: one request with Node's client, and
// an upstream that answers with the request headers it received (what nginx sent it), so that a
// test can see which request headers a location really passes on.
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { request as tlsRequest } from 'node:https';
import { freePort } from './ports.js';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every header line as sent, name and value by turns (Node keeps one Content-Type in `headers`). */
  raw: string[];
  body: string;
}

/** One request; `headers` are sent as given (a Host header replaces Node's own). `tls`: over TLS, the certificate not checked. */
export function get(port: number, path: string, options: { method?: string; headers?: Record<string, string>; tls?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body }));
    };
    const base = { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers };
    const host = options.headers?.Host ?? options.headers?.host;
    const req = options.tls ? tlsRequest({ ...base, rejectUnauthorized: false, servername: host }, done) : request(base, done);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from 127.0.0.1:${port}${path} within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

export interface Echo {
  port: number;
  close(): Promise<void>;
}

/** An upstream on a free port whose body is the JSON of the request headers it got. */
export async function startEcho(): Promise<Echo> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The request headers the echo upstream reports for a request through the server on `port`. */
export async function upstreamSaw(port: number, path: string, headers?: Record<string, string>): Promise<IncomingHttpHeaders> {
  const reply = await get(port, path, { headers });
  if (reply.status !== 200) throw new Error(`${path}: status ${reply.status}: ${reply.body.slice(0, 200)}`);
  return JSON.parse(reply.body) as IncomingHttpHeaders;
}

/** The values of every `name` line of a reply, in order. */
export function headerLines(reply: Reply, name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < reply.raw.length; i += 2) if (reply.raw[i].toLowerCase() === name.toLowerCase()) out.push(reply.raw[i + 1]);
  return out;
}
