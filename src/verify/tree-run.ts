// One tree from copy to comparison: the private copy written, the server's configuration test
// and start inside the sandbox, every server name on every address probed, everything stopped
// and the copy removed (also when a step throws).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Finding } from '../findings.js';
import type { AuditRecord } from '../audit/types.js';
import type { Model, Server } from '../model/types.js';
import type { Generation } from '../rule.js';
import type { ConfigTree } from '../source/types.js';
import { readEnvvars } from '../source/envvars.js';
import { spanKey } from '../rules-support/helpers.js';
import { certCacheFor } from '../certs/cache.js';
import { parseRelease } from '../openssl/releases.js';
import type { ServerBinary } from './binary.js';
import { planCertificates } from './certs.js';
import { compare, unverified } from './compare.js';
import { makeLayout, mirrorOf, removeLayout, writeInside, type CopyLayout } from './copy.js';
import { applyKnown } from './known.js';
import { observe } from './observe.js';
import { PortMap, socketKey } from './ports.js';
import { canonicalGroup, predictServers, predictsRefusal, type KeyOverride, type ServerPrediction } from './predict.js';
import { apacheSockets, rewriteApache } from './rewrite-apache.js';
import { nginxSockets, rewriteNginx, type Rewritten } from './rewrite-nginx.js';
import { Sandbox, type IsolationPlan } from './sandbox.js';
import type { PropertyResult, ServerResult, TreeResult } from './types.js';

export interface TreeInput {
  tree: ConfigTree;
  model: Model;
  findings: readonly Finding[];
  records: readonly AuditRecord[];
  text: (file: string) => string | undefined;
  binary: ServerBinary;
  generation: Generation;
  isolation: IsolationPlan;
  now: Date;
  /** Epoch ms: the whole run's time limit. */
  deadline: number;
  /** How many (server, name, address) targets may still be probed in this run. */
  budget: { left: number };
  /** Called with progress lines (--verbose). */
  say: (line: string) => void;
}

const DUMMY_BODY = 'ssllint verify\n';
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));

function refusalPrediction(input: TreeInput): PropertyResult['predicted'] {
  return input.findings.some((f) => predictsRefusal(f) && input.model.files.includes(f.location.file)) ? 'refused' : 'starts';
}

/** The server's words with the copy's paths turned back into the original ones. */
function inServerWords(text: string, layout: CopyLayout, links: ReadonlyMap<string, string>): string {
  const lines = text
    .split('\n')
    .map((l) => [...links].reduce((t, [link, real]) => t.split(link).join(real), l))
    .map((l) => l.split(layout.conf).join('').split(`${layout.dir}/`).join('<copy>/').replace(/^\[[^\]]*\] |^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, '').trim())
    .filter((l) => l && !/^nginx: the configuration file .* syntax is ok|test is successful|^Syntax OK/.test(l));
  return lines.slice(0, 12).join(' | ');
}

/** Where, inside the sandbox, a configured address is reached: the address itself, or its loopback stand-in. */
function inside(address: string, port: number, ports: PortMap | undefined): { host: string; port: number; shown: string } {
  const bare = address.replace(/^\[|\]$/g, '');
  const shown = `${address}:${port}`;
  if (ports) return { host: '127.0.0.1', port: ports.portFor(shown), shown };
  if (bare === '*' || bare === '0.0.0.0' || bare === '_default_') return { host: '127.0.0.1', port, shown };
  if (bare === '::') return { host: '::1', port, shown };
  return { host: bare, port, shown };
}

/** SNI names for a server: each plain name, a stand-in under each wildcard, none for a catch-all. */
function sniNames(server: Server): (string | null)[] {
  const out: (string | null)[] = [];
  for (const s of server.names) {
    let n = s.value;
    if (!n || n === '_' || n.startsWith('~') || n.includes('$') || n === 'localhost.localdomain') continue;
    if (n.startsWith('*.')) n = `ssllint-verify.${n.slice(2)}`;
    else if (n.startsWith('.')) n = n.slice(1);
    else if (n.endsWith('.*')) n = `${n.slice(0, -2)}.example`;
    if (/^[\w.-]+$/.test(n) && !out.includes(n)) out.push(n);
  }
  return out.length ? out : [null];
}

/** Addresses a fresh network namespace must have on its loopback for the tree to bind (specific IPs). */
function specificAddresses(sockets: string[]): string[] {
  const out = new Set<string>();
  for (const s of sockets) {
    const key = socketKey(s);
    const host = key.slice(0, key.lastIndexOf(':')).replace(/^\[|\]$/g, '');
    if (host === '*' || host === '::' || host === '::1' || /^127\./.test(host)) continue;
    if (/^[\d.]+$/.test(host) || host.includes(':')) out.add(host);
  }
  return [...out];
}

export async function runTree(input: TreeInput): Promise<TreeResult> {
  const layout = makeLayout();
  let sandbox: Sandbox | undefined;
  try {
    return await verifyTree(input, layout, (s) => (sandbox = s));
  } finally {
    await sandbox?.close();
    removeLayout(layout);
  }
}

async function verifyTree(input: TreeInput, layout: CopyLayout, hold: (s: Sandbox) => void): Promise<TreeResult> {
  const { tree, model, binary, isolation } = input;
  const plan = planCertificates(model, layout);
  const sockets = tree.dialect === 'nginx' ? nginxSockets(tree) : apacheSockets(tree);
  const ports = isolation.isolation === 'loopback-ports' ? await PortMap.allocate(sockets.map((s) => socketKey(s))) : undefined;
  const ctx = { tree, text: input.text, layout, binary, files: plan.replace, ports };
  const copy: Rewritten = tree.dialect === 'nginx' ? rewriteNginx(ctx) : rewriteApache(ctx);
  for (const [file, text] of copy.texts) writeInside(mirrorOf(layout, file), text);

  const predictions = predictServers(model, input.records, input.generation, input.now, (s) => plan.keys.get(s), input.binary.openssl ? parseRelease(input.binary.openssl)?.version : undefined);
  placeDummies(copy, predictions);

  const result: TreeResult = {
    dialect: tree.dialect,
    root: tree.root,
    starts: { property: 'starts', predicted: refusalPrediction(input), observed: null, verdict: 'not-verified' },
    servers: [],
    portMap: ports ? ports.entries() : [],
    certificates: plan.uses,
    changes: copy.changes,
  };
  const refusals = input.findings.filter((f) => predictsRefusal(f) && model.files.includes(f.location.file));
  result.starts.at = refusals[0]?.location ?? { file: tree.root, line: 1, column: 1 };
  if (refusals.length) result.starts.note = `predicted by ${refusals.slice(0, 3).map((f) => `${f.ruleId} at ${basename(f.location.file)}:${f.location.line}:${f.location.column}`).join(', ')}`;

  const sandbox = Sandbox.start(isolation, {
    dir: layout.dir,
    deadline: input.deadline + 10_000,
    ...(isolation.isolation === 'network-namespace' ? { loopback: { ip: isolation.ip!, addresses: specificAddresses(sockets) } } : {}),
  });
  hold(sandbox);
  const ready = await sandbox.whenReady();
  if (ready.errors.length) input.say(`sandbox: ${ready.errors.join('; ')}`);

  const env = serverEnv(tree, layout);
  const argv = serverArgv(tree, binary, copy, layout);
  const test = await sandbox.request<{ code: number | null; stdout: string; stderr: string }>({ op: 'run', argv: [...argv, '-t'], env, timeoutMs: 60_000 });
  const testSaid = inServerWords(`${test.stdout}\n${test.stderr}`, layout, copy.links);
  input.say(`${binary.path} -t: ${test.code === 0 ? 'ok' : `refused: ${testSaid}`}`);
  if (test.code !== 0) return refused(result, `${tree.dialect === 'nginx' ? 'nginx -t' : 'configtest'}: ${testSaid || `exit ${test.code}`}`, predictions, ports, model, input.generation);

  // Without a PID namespace the server runs as one process (master_process off, httpd -X) that
  // the kernel kills when the supervisor dies, however it dies (setpriv --pdeathsig).
  const ports_ = isolation.isolation === 'loopback-ports';
  const deathSignal = ports_ && SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', '--'] : [];
  const start = await sandbox.request<{ pid: number }>({ op: 'start', argv: [...deathSignal, ...argv, ...(tree.dialect === 'apache' ? (ports_ ? ['-X'] : ['-DFOREGROUND']) : [])], env });
  const targets = predictions.flatMap((p) => tlsListens(p.server).map((l) => ({ p, at: inside(l.address, l.port, ports) })));
  const wanted = [...new Map(targets.map((t) => [`${t.at.host}\0${t.at.port}`, t.at])).values()];
  const up = await waitListening(sandbox, wanted, start.pid, input.deadline);
  if (up !== true) {
    const log = readLog(layout);
    return refused(result, `it did not start: ${inServerWords(`${up}\n${log}`, layout, copy.links) || 'no reason given'}`, predictions, ports, model, input.generation);
  }
  result.starts.observed = 'starts';
  result.starts.verdict = result.starts.predicted === 'starts' ? 'agrees' : 'differs';
  input.say(`${binary.path} started (${isolation.isolation})`);

  const routes = wanted.map((w, i) => ({ path: join(layout.sock, `probe-${i}.sock`), host: w.host, port: w.port }));
  await sandbox.request({ op: 'forward', routes });
  const socketOf = (host: string, port: number) => routes.find((r) => r.host === host && r.port === port)!.path;
  const blind = isolation.isolation === 'network-namespace' ? 'offline: the private network has no route to an OCSP responder, so there is nothing to staple' : 'stapling is switched off in the copy (with loopback ports it would ask a responder on the network)';
  const log = () => readLog(layout);

  for (const p of predictions) {
    const keys = p.server.tls.certificates.map((c) => keyOf(model, c.resolved, plan.keys.get(p.server)));
    const keyTypes = keys.map((k) => k.type);
    const certCurves = [...new Set(keys.flatMap((k) => (k.type === 'ec' && k.curve ? [canonicalGroup(k.curve)] : [])))];
    for (const l of tlsListens(p.server)) {
      for (const name of sniNames(p.server)) {
        const at = inside(l.address, l.port, ports);
        const server: ServerResult = { dialect: tree.dialect, label: p.record.label, name, listen: at.shown, reached: reachedOf(at), file: p.server.at.file, line: p.server.at.line, properties: [] };
        if (input.budget.left <= 0 || Date.now() > input.deadline) {
          result.skipped = (result.skipped ?? 0) + 1;
          continue;
        }
        input.budget.left--;
        input.say(`probing ${name ?? '(no SNI)'} on ${at.shown}`);
        const observation = await observe({ socket: socketOf(at.host, at.port), servername: name ?? undefined, deadline: input.deadline }, p, keyTypes, certCurves);
        const staplingLog = staplingLines(log(), p, plan.replace);
        server.properties = applyKnown(compare(p, observation, { throwaway: plan.throwaway.has(p.server), staplingBlind: blind, staplingLog }), { model, server: p.server, generation: input.generation });
        result.servers.push(server);
      }
    }
  }
  return result;
}

/** The tree did not start: its verdict against the prediction, and every server's properties unseen. */
function refused(result: TreeResult, words: string, predictions: ServerPrediction[], ports: PortMap | undefined, model: Model, generation: Generation): TreeResult {
  result.starts.observed = 'refused';
  result.starts.verdict = result.starts.predicted === 'refused' ? 'agrees' : 'differs';
  result.starts.note = [result.starts.note, words].filter(Boolean).join('; ');
  result.starts = applyKnown([result.starts], { model, generation })[0];
  for (const p of predictions) {
    for (const l of tlsListens(p.server)) {
      for (const name of sniNames(p.server)) {
        const at = inside(l.address, l.port, ports);
        result.servers.push({ dialect: result.dialect, label: p.record.label, name, listen: at.shown, reached: reachedOf(at), file: p.server.at.file, line: p.server.at.line, properties: unverified(p, 'the server did not start') });
      }
    }
  }
  return result;
}

function reachedOf(at: { host: string; port: number }): string {
  return `${at.host.includes(':') ? `[${at.host}]` : at.host}:${at.port}`;
}

function tlsListens(server: Server): { address: string; port: number }[] {
  const tcp = server.listen.filter((l) => !l.address.startsWith('unix:'));
  const ssl = tcp.filter((l) => l.ssl);
  const list = ssl.length ? ssl : tcp;
  const seen = new Set<string>();
  return list.filter((l) => {
    const key = `${l.address}:${l.port}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The key of a certificate the copy serves: the throwaway's, or the file's own. */
function keyOf(model: Model, resolved: string, override: KeyOverride | undefined): { type: string; curve?: string } {
  if (override && override.types.size === 1) return { type: [...override.types][0], curve: override.curves?.[0] };
  const loaded = certCacheFor(model).load(resolved);
  const key = loaded.ok ? loaded.file.certs[0]?.key : undefined;
  return key ? { type: key.type, curve: key.curve } : { type: 'rsa' };
}

/** The dummy file for each path the probes request, in every document root and alias of the copy. */
function placeDummies(copy: Rewritten, predictions: ServerPrediction[]): void {
  const paths = new Set(predictions.flatMap((p) => p.paths.targets.map((t) => t.path)));
  for (const path of paths) {
    for (const root of copy.roots) writeInside(join(root, path), DUMMY_BODY);
    for (const a of copy.aliases) {
      if (a.prefix && path.startsWith(a.prefix)) writeInside(join(a.dir, path.slice(a.prefix.length)), DUMMY_BODY);
    }
  }
}

function serverArgv(tree: ConfigTree, binary: ServerBinary, copy: Rewritten, layout: CopyLayout): string[] {
  if (tree.dialect === 'nginx') {
    // -e (nginx 1.19.5+): the error log nginx opens before it reads the configuration.
    const early = versionAtLeast(binary.version, [1, 19, 5]) ? ['-e', join(layout.logs, 'error.log')] : [];
    return [binary.path, '-p', `${layout.prefix}/`, '-c', copy.main, ...early];
  }
  return [binary.path, '-d', mirrorOf(layout, tree.base), '-f', copy.main];
}

function versionAtLeast(version: string, floor: number[]): boolean {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < floor.length; i++) {
    if ((parts[i] ?? 0) !== floor[i]) return (parts[i] ?? 0) > floor[i];
  }
  return true;
}

/**
 * The environment the server starts with: a clean one, plus for a Debian Apache tree what
 * apache2ctl would read from its envvars, the run, lock, log and pid locations replaced by the copy's.
 */
function serverEnv(tree: ConfigTree, layout: CopyLayout): Record<string, string> {
  const env: Record<string, string> = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' };
  if (tree.dialect !== 'apache') return env;
  try {
    const text = readFileSync(join(tree.base, 'envvars'), 'utf8').slice(0, 65536);
    for (const [k, v] of readEnvvars(text)) env[k] = v;
  } catch {
    // Not a Debian tree.
  }
  Object.assign(env, {
    APACHE_RUN_DIR: layout.run,
    APACHE_PID_FILE: join(layout.run, 'apache2.pid'),
    APACHE_LOCK_DIR: layout.run,
    APACHE_LOG_DIR: layout.logs,
    APACHE_CONFDIR: mirrorOf(layout, tree.base),
  });
  env.APACHE_RUN_USER ??= 'www-data';
  env.APACHE_RUN_GROUP ??= 'www-data';
  return env;
}

async function waitListening(sandbox: Sandbox, wanted: { host: string; port: number }[], pid: number, deadline: number): Promise<true | string> {
  const until = Math.min(Date.now() + 30_000, deadline);
  for (;;) {
    const exit = sandbox.exits.find((e) => e.pid === pid);
    if (exit) return `exited ${exit.code ?? exit.signal}: ${exit.stderr}`;
    let all = true;
    for (const w of wanted) {
      const r = await sandbox.request<{ ok: boolean }>({ op: 'connectable', host: w.host, port: w.port });
      if (!r.ok) {
        all = false;
        break;
      }
    }
    if (all) return true;
    if (Date.now() > until) return 'it did not listen within 30 s';
    await new Promise((r) => setTimeout(r, 150));
  }
}

function readLog(layout: CopyLayout): string {
  try {
    return readFileSync(join(layout.logs, 'error.log'), 'utf8').slice(-65536);
  } catch {
    return '';
  }
}

/** What the server logged about stapling one of `p`'s certificates. */
function staplingLines(log: string, p: ServerPrediction, replace: Map<string, string>): string[] {
  const paths = p.server.tls.certificates.map((c) => replace.get(spanKey(c.at)) ?? c.resolved);
  const out: string[] = [];
  for (const line of log.split('\n')) {
    if (!/stapl/i.test(line)) continue;
    if (paths.some((path) => line.includes(path)) || /AH0221[78]/.test(line)) {
      const said = line.replace(/^.*?\[(warn|error|emerg|crit)\][^:]*: /, '').replace(/^\d+#\d+: /, '').trim();
      if (!out.includes(said)) out.push(said);
    }
  }
  return out.slice(0, 3);
}
