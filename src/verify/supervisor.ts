// The process that holds the server verify starts: it runs inside the private network and
// process namespaces (or beside verify when there are none), starts what verify asks, relays
// connections from Unix sockets in the private directory to the addresses the server listens
// on in there, and ends everything it started when verify says so, when verify goes away (its
// standard input closes: verify was killed) or when the time limit passes. Inside a PID
// namespace it is process 1, so the kernel ends whatever is left when it exits.
//
// It runs as `node -e` with the source of `supervise` below: the function must stand alone
// (it reaches modules through `req` only), and it speaks JSON lines on stdin/stdout.
import type { ChildProcess } from 'node:child_process';

export interface SupervisorConfig {
  /** The private directory: removed when the supervisor ends. */
  dir: string;
  /** Epoch milliseconds after which everything is stopped. */
  deadline: number;
  /** Bring the loopback interface up and give it these addresses (a fresh network namespace). */
  loopback?: { ip: string; addresses: string[] };
}

export type Request =
  | { id: number; op: 'run'; argv: string[]; env: Record<string, string>; timeoutMs: number }
  | { id: number; op: 'start'; argv: string[]; env: Record<string, string> }
  | { id: number; op: 'forward'; routes: { path: string; host: string; port: number }[] }
  | { id: number; op: 'connectable'; host: string; port: number }
  | { id: number; op: 'stop' }
  | { id: number; op: 'pids' };

/* The supervisor itself. Everything it uses comes through `req`: its source is run on its own. */
function supervise(req: (id: string) => unknown, proc: NodeJS.Process): void {
  const cp = req('node:child_process') as typeof import('node:child_process');
  const net = req('node:net') as typeof import('node:net');
  const fs = req('node:fs') as typeof import('node:fs');
  const config = JSON.parse(proc.argv[proc.argv.length - 1]) as SupervisorConfig;
  const OUTPUT_CAP = 64 * 1024;
  const children = new Map<number, ChildProcess>();
  const servers: import('node:net').Server[] = [];
  let ending = false;
  // verify may be gone (killed): writing to it must not end the supervisor before it has cleaned up.
  proc.stdout.on('error', () => undefined);
  const send = (message: unknown): void => {
    if (ending) return;
    try {
      proc.stdout.write(`${JSON.stringify(message)}\n`);
    } catch {
      // Nobody reads any more.
    }
  };
  const signalAll = (signal: NodeJS.Signals): void => {
    for (const pid of children.keys()) {
      try {
        // Each child leads its own process group: the server's workers go with it.
        proc.kill(-pid, signal);
      } catch {
        // Gone already.
      }
    }
  };
  const exited = (): Promise<void> =>
    new Promise((done) => {
      const until = Date.now() + 5000;
      const check = (): void => {
        if (children.size === 0 || Date.now() > until) done();
        else setTimeout(check, 50);
      };
      check();
    });
  const stopAll = async (): Promise<void> => {
    signalAll('SIGTERM');
    await exited();
    signalAll('SIGKILL');
    await exited();
  };
  const end = async (code: number): Promise<void> => {
    if (ending) return;
    ending = true;
    signalAll('SIGKILL');
    await exited();
    for (const s of servers) {
      try {
        s.close();
      } catch {
        // Closed already.
      }
    }
    // Only the directory verify made for this run (ssllint-verify-…), never anything else.
    if (/\/ssllint-verify-[A-Za-z0-9]+$/.test(config.dir)) {
      try {
        fs.rmSync(config.dir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // verify removes it too.
      }
    }
    proc.exit(code);
  };
  const capped = (stream: import('node:stream').Readable | null, into: { text: string }): void => {
    stream?.on('data', (chunk: Buffer) => {
      if (into.text.length < OUTPUT_CAP) into.text += chunk.toString('utf8').slice(0, OUTPUT_CAP - into.text.length);
    });
  };
  const spawnTracked = (argv: string[], env: Record<string, string>): { child: ChildProcess; out: { text: string }; err: { text: string } } => {
    const child = cp.spawn(argv[0], argv.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const out = { text: '' };
    const err = { text: '' };
    capped(child.stdout, out);
    capped(child.stderr, err);
    if (child.pid !== undefined) {
      const pid = child.pid;
      children.set(pid, child);
      child.once('exit', () => children.delete(pid));
    }
    return { child, out, err };
  };

  const handle = async (r: Request): Promise<unknown> => {
    switch (r.op) {
      case 'run': {
        const { child, out, err } = spawnTracked(r.argv, r.env);
        const timer = setTimeout(() => {
          try {
            proc.kill(-(child.pid ?? 0), 'SIGKILL');
          } catch {
            // Gone.
          }
        }, r.timeoutMs);
        const [code, signal] = await new Promise<[number | null, string | null]>((done) => {
          child.once('error', (e) => {
            err.text += String(e.message);
            done([null, null]);
          });
          child.once('close', (c, s) => done([c, s]));
        });
        clearTimeout(timer);
        return { code, signal, stdout: out.text, stderr: err.text };
      }
      case 'start': {
        const { child, err } = spawnTracked(r.argv, r.env);
        child.once('error', (e) => send({ event: 'exit', pid: child.pid ?? 0, code: null, signal: null, stderr: String(e.message) }));
        child.once('close', (code, signal) => send({ event: 'exit', pid: child.pid ?? 0, code, signal, stderr: err.text }));
        return { pid: child.pid ?? 0 };
      }
      case 'forward': {
        for (const route of r.routes) {
          const server = net.createServer((client) => {
            const upstream = net.connect({ host: route.host, port: route.port });
            const close = (): void => {
              client.destroy();
              upstream.destroy();
            };
            client.on('error', close);
            upstream.on('error', close);
            client.on('close', close);
            upstream.on('close', close);
            client.pipe(upstream);
            upstream.pipe(client);
          });
          await new Promise<void>((done, fail) => {
            server.once('error', fail);
            server.listen(route.path, () => done());
          });
          servers.push(server);
        }
        return { ok: true };
      }
      case 'connectable':
        return new Promise((done) => {
          const socket = net.connect({ host: r.host, port: r.port });
          socket.setTimeout(2000, () => {
            socket.destroy();
            done({ ok: false });
          });
          socket.once('connect', () => {
            socket.destroy();
            done({ ok: true });
          });
          socket.once('error', () => done({ ok: false }));
        });
      case 'stop':
        await stopAll();
        return { left: children.size };
      case 'pids':
        return { pids: [...children.keys()] };
      default:
        return { error: 'unknown request' };
    }
  };

  proc.stdin.setEncoding('utf8');
  let buffered = '';
  proc.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (!line.trim()) continue;
      let request: Request;
      try {
        request = JSON.parse(line) as Request;
      } catch {
        continue;
      }
      handle(request).then(
        (reply) => send({ id: request.id, reply }),
        (e: Error) => send({ id: request.id, reply: { error: String(e && e.message) } }),
      );
    }
  });
  // verify went away (it ended, or was killed): nothing it started may outlive it.
  proc.stdin.on('end', () => void end(0));
  proc.stdin.on('error', () => void end(0));
  proc.on('SIGTERM', () => void end(0));
  proc.on('SIGINT', () => void end(0));
  setTimeout(() => void end(3), Math.max(0, config.deadline - Date.now()));

  const setup: string[] = [];
  if (config.loopback) {
    const ip = config.loopback.ip;
    const commands = [
      ['link', 'set', 'lo', 'up'],
      ...config.loopback.addresses.map((a) => (a.includes(':') ? ['-6', 'addr', 'add', `${a}/128`, 'dev', 'lo', 'nodad'] : ['addr', 'add', `${a}/32`, 'dev', 'lo'])),
    ];
    for (const args of commands) {
      const r = cp.spawnSync(ip, args, { encoding: 'utf8', timeout: 5000 });
      if (r.status !== 0) setup.push(`${ip} ${args.join(' ')}: ${(r.stderr || r.error?.message || `exit ${r.status}`).trim()}`);
    }
  }
  send({ event: 'ready', pid: proc.pid, errors: setup });
}

/** The `node -e` program: the function above, called with the CommonJS `require` and `process`. */
export function supervisorSource(): string {
  return `(${supervise.toString()})(require, process);`;
}
