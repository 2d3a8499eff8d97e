// Where the copy runs: a private network namespace when the host allows one (as root, or
// through an unprivileged user namespace), with a PID namespace around it so that nothing
// outlives the supervisor; otherwise beside verify, on loopback ports that replace the
// configured ones. The supervisor (supervisor.ts) is verify's only child; everything else is
// its child.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Isolation } from './types.js';
import { supervisorSource, type Request, type SupervisorConfig } from './supervisor.js';

const IP_PATHS = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'];
const UNSHARE_PATHS = ['/usr/bin/unshare', '/bin/unshare', '/usr/sbin/unshare'];

/** A request without its id (the sandbox numbers them). */
export type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type IsolationChoice = 'auto' | 'namespace' | 'ports';

export interface IsolationPlan {
  isolation: Isolation;
  /** The command that wraps the supervisor (unshare ...), empty for none. */
  wrapper: string[];
  ip?: string;
  /** Why there is no namespace (loopback-ports), to say in the report. */
  why?: string;
}

function firstExisting(paths: readonly string[]): string | undefined {
  return paths.find((p) => existsSync(p));
}

export function isRoot(): boolean {
  return typeof process.geteuid === 'function' && process.geteuid() === 0;
}

/**
 * A namespace when `unshare` can make one here (tried with `true`, which does nothing), and
 * `ip` is there to bring its loopback up. `choice` forces one or the other.
 */
export function planIsolation(choice: IsolationChoice): IsolationPlan | { error: string } {
  const ports: IsolationPlan = { isolation: 'loopback-ports', wrapper: [] };
  if (choice === 'ports') return { ...ports, why: '--isolation ports' };
  const unshare = firstExisting(UNSHARE_PATHS);
  const ip = firstExisting(IP_PATHS);
  let why: string | undefined;
  let wrapper: string[] = [];
  if (!unshare) why = 'no unshare(1) here';
  else if (!ip) why = 'no ip(8) here to bring a namespace\'s loopback up';
  else {
    // Unprivileged: a user namespace maps this user to itself and keeps the capabilities it gets
    // there (to bring the loopback up and bind the configured ports), no more.
    const user = isRoot() ? [] : ['--map-current-user', '--keep-caps'];
    wrapper = [unshare, ...user, '--net', '--pid', '--fork', '--kill-child', '--'];
    const probe = spawnSync(unshare, [...user, '--net', '--pid', '--fork', '--', 'true'], { encoding: 'utf8', timeout: 10_000 });
    if (probe.status !== 0) why = `unshare cannot make a network namespace here (${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim()})`;
  }
  if (why === undefined) return { isolation: 'network-namespace', wrapper, ip };
  if (choice === 'namespace') return { error: `--isolation namespace: ${why}` };
  return { ...ports, why };
}

interface Pending {
  resolve: (reply: unknown) => void;
  reject: (err: Error) => void;
}

export interface ExitEvent {
  pid: number;
  code: number | null;
  signal: string | null;
  stderr: string;
}

/** The supervisor, seen from verify: requests and their replies, and the exits of what it started. */
export class Sandbox {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  readonly exits: ExitEvent[] = [];
  private ready!: Promise<{ pid: number; errors: string[] }>;
  private closed = false;
  private readonly ended: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    this.ended = new Promise((done) =>
      child.once('exit', () => {
        for (const p of this.pending.values()) p.reject(new Error('the supervisor ended'));
        this.pending.clear();
        done();
      }),
    );
  }

  static start(plan: IsolationPlan, config: SupervisorConfig): Sandbox {
    const argv = [...plan.wrapper, process.execPath, '-e', supervisorSource(), '--', JSON.stringify(config)];
    // stderr is kept apart: a supervisor that cannot start says why there.
    const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' } });
    const sandbox = new Sandbox(child);
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      if (stderr.length < 8192) stderr += b.toString('utf8');
    });
    sandbox.ready = new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the supervisor exited (${code}) before it was ready${stderr ? `: ${stderr.trim()}` : ''}`)));
      child.once('error', (e) => reject(e));
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        let message: { id?: number; reply?: unknown; event?: string } & Record<string, unknown>;
        try {
          message = JSON.parse(line);
        } catch {
          return;
        }
        if (message.event === 'ready') resolve({ pid: message.pid as number, errors: message.errors as string[] });
        else if (message.event === 'exit') sandbox.exits.push(message as unknown as ExitEvent);
        else if (message.id !== undefined) {
          const p = sandbox.pending.get(message.id);
          sandbox.pending.delete(message.id);
          p?.resolve(message.reply);
        }
      });
    });
    // A rejection nobody awaited yet must not end the process.
    sandbox.ready.catch(() => undefined);
    return sandbox;
  }

  whenReady(): Promise<{ pid: number; errors: string[] }> {
    return this.ready;
  }

  /** The supervisor's own process id, as verify sees it. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  request<T>(r: RequestBody): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the sandbox is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.child.stdin!.write(`${JSON.stringify({ ...r, id })}\n`);
    });
  }

  /** Ends the supervisor and, with it, everything it started; waits until it is gone. */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.child.stdin?.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await this.ended;
      clearTimeout(timer);
    }
  }
}
