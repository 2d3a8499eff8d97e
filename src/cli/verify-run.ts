// `ssllint verify PATH…`: the lint and the audit as `ssllint audit` runs them, judged for the
// server binaries and OpenSSL of this host; then each tree started on a private copy and every
// property the audit predicts held against what the server does. Exit 0 when all agree, 1 on a
// difference, 2 when it cannot run (no server binary, no way to isolate it, a tree that would
// run programs, a tree the server refuses as predicted).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { RULES, allRuleMeta } from '../../rules/index.js';
import type { Finding } from '../findings.js';
import { lint, type LintOptions } from '../lint.js';
import { auditRecords } from '../audit/record.js';
import { parseGeneration } from '../openssl/generation.js';
import { choosePlatform, platformTarget } from '../settings/choose-platform.js';
import type { Host } from '../platform/host.js';
import type { Target } from '../platform/target.js';
import { DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION } from '../platform/target.js';
import { resolveSettings } from '../settings/options.js';
import { splitNginxDump } from '../source/stdin.js';
import { writeFile } from '../settings/output-file.js';
import { UsageError } from '../settings/usage-error.js';
import { toolVersion } from '../settings/version.js';
import type { Generation } from '../rule.js';
import { findBinary, type ServerBinary } from '../verify/binary.js';
import { formatVerifyJson } from '../verify/format-json.js';
import { formatVerifySarif } from '../verify/format-sarif.js';
import { formatVerifyText } from '../verify/format-text.js';
import { programsIn } from '../verify/programs.js';
import { isRoot, planIsolation, type IsolationChoice } from '../verify/sandbox.js';
import { runTree } from '../verify/tree-run.js';
import { VERIFY_SCHEMA_VERSION, type TreeResult, type VerifyReport } from '../verify/types.js';

export const VERIFY_FORMATS = ['text', 'json', 'sarif'] as const;

export interface VerifyFlags {
  format?: string;
  output?: string;
  config?: string | false;
  pathMap?: string[];
  define?: string[];
  now?: string;
  serverBinary?: string;
  allowPrograms?: boolean;
  isolation?: string;
  timeout?: string;
  maxServers?: string;
  verbose?: boolean;
}

/** The host's I/O, as the command line gives it (main.ts Io): only what verify uses. */
export interface VerifyIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
  env: Record<string, string | undefined>;
  cwd: string;
  now: () => Date;
}

const ISOLATIONS = ['auto', 'namespace', 'ports'];

function positiveNumber(value: string | undefined, flag: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > max) throw new UsageError(`${flag}: "${value}" must be a number from 1 to ${max}`);
  return n;
}

/** The host as the platform detection reads it, with the server binaries verify will run. */
function verifyHost(binaries: Map<string, ServerBinary>): Host {
  const version = (path: string, args: string[]) => {
    const r = spawnSync(path, args, { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' } });
    return r.status === 0 ? `${r.stdout}${r.stderr}` : undefined;
  };
  return {
    root: '/',
    run(program) {
      if (program === 'openssl') return version('openssl', ['version']);
      const b = binaries.get(program);
      return b ? `${program === 'nginx' ? 'nginx version: nginx/' : 'Server version: Apache/'}${b.version}` : undefined;
    },
  };
}

export async function runVerify(paths: string[], flags: VerifyFlags, io: VerifyIo): Promise<number> {
  const format = flags.format ?? 'text';
  if (!(VERIFY_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format: "${format}" must be one of ${VERIFY_FORMATS.join(', ')}`);
  const isolationChoice = (flags.isolation ?? 'auto') as IsolationChoice;
  if (!ISOLATIONS.includes(isolationChoice)) throw new UsageError(`--isolation: "${flags.isolation}" must be one of ${ISOLATIONS.join(', ')}`);
  const timeout = positiveNumber(flags.timeout, '--timeout', 300, 3600);
  const maxServers = positiveNumber(flags.maxServers, '--max-servers', 50, 10_000);
  if (paths.length === 0) throw new UsageError('name the tree to verify (a config file or directory, or - for `nginx -T` output)');
  const started = Date.now();
  const deadline = started + timeout * 1000;
  const say = flags.verbose ? (line: string) => io.stderr(`ssllint verify: ${line}\n`) : () => undefined;

  // The binaries first: their versions and OpenSSL decide how the trees are read.
  const scratch = mkdtempSync(join(tmpdir(), 'ssllint-verify-probe-'));
  const binaries = new Map<string, ServerBinary>();
  const missing = new Map<string, string>();
  try {
    const empty = join(scratch, 'empty.conf');
    writeFileSync(empty, '');
    for (const dialect of ['nginx', 'apache'] as const) {
      const given = flags.serverBinary ? resolve(io.cwd, flags.serverBinary) : undefined;
      const found = findBinary(dialect, given, io.env.PATH, empty);
      if (found.ok) binaries.set(dialect, found.binary);
      else missing.set(dialect, found.reason);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (flags.serverBinary && binaries.size === 0) throw new UsageError(`--server-binary: ${missing.get('nginx')}; ${missing.get('apache')}`);

  const known = new Set(allRuleMeta().map((m) => m.id));
  const settings = await resolveSettings(paths, { config: flags.config, pathMap: flags.pathMap, define: flags.define, now: flags.now }, io.cwd, known, io.now, null);
  const platform = choosePlatform('auto', 'verify', { paths: ['-'], cwd: io.cwd, host: verifyHost(binaries) });
  const generations = [...new Set([...binaries.values()].map((b) => (b.openssl ? parseGeneration(b.openssl) : undefined)).filter((g): g is Generation => g !== undefined))];
  const target: Target = {
    nginx: binaries.has('nginx') ? { value: binaries.get('nginx')!.version, from: 'detected', source: binaries.get('nginx')!.path, floor: binaries.get('nginx')!.version } : { value: DEFAULT_NGINX_VERSION, from: 'assumed' },
    apache: binaries.has('apache') ? { value: binaries.get('apache')!.version, from: 'detected', source: binaries.get('apache')!.path, floor: binaries.get('apache')!.version } : { value: DEFAULT_APACHE_VERSION, from: 'assumed' },
    openssl: { value: generations.length ? generations : ['3.x'], from: 'detected', source: 'the server binaries' },
    platform: {
      value: platformTarget(platform),
      from: platform.report ? 'detected' : 'assumed',
      source: 'this host',
    },
  };
  const roots = settings.lint.paths.map((p) => (p === '-' ? p : resolve(io.cwd, p)));
  const absent = roots.filter((p) => p !== '-' && !existsSync(p));
  if (absent.length) throw new UsageError(`no such file or directory: ${absent.join(', ')}`);
  const options: LintOptions = { ...settings.lint, target, paths: roots, hardware: [] };
  if (roots.includes('-')) options.stdin = io.readStdin();
  // An `nginx -T` dump's files are held in memory by the loader: the copy is written from them.
  const dump = options.stdin !== undefined ? splitNginxDump(options.stdin.replace(/^\uFEFF/, '')) : undefined;
  const linted = lint(options, RULES);
  const wrong = linted.skipped.filter((s) => s.usage || s.unrecognised);
  if (wrong.length) throw new UsageError(wrong.map((s) => `${s.path}: ${s.reason}`).join('; '));

  const report: VerifyReport = {
    version: VERIFY_SCHEMA_VERSION,
    tool: { name: 'ssllint', version: toolVersion() },
    binaries: [...binaries.values()].filter((b) => linted.trees.some((t) => t.dialect === b.dialect)).map((b) => ({ dialect: b.dialect, path: b.path, version: b.version, ...(b.openssl ? { openssl: b.openssl } : {}) })),
    user: isRoot() ? 'root' : userName(),
    trees: [],
    findings: [],
    summary: { agrees: 0, differs: 0, known: 0, notVerified: 0 },
  };
  let cannotRun = false;
  const budget = { left: maxServers };
  const isolation = planIsolation(isolationChoice);
  if ('error' in isolation) throw new UsageError(isolation.error);
  report.isolation = isolation.isolation;
  if (isolation.why) say(`no private network namespace: ${isolation.why}; loopback ports instead`);

  for (let i = 0; i < linted.trees.length; i++) {
    const tree = linted.trees[i];
    const model = linted.models[i];
    const binary = binaries.get(tree.dialect);
    if (!binary) {
      report.findings.push(stop(tree.root, `no ${tree.dialect === 'nginx' ? 'nginx' : 'httpd'} to run: ${missing.get(tree.dialect)}`));
      cannotRun = true;
      continue;
    }
    const programs = programsIn(tree, model, binary);
    if (programs.length && !flags.allowPrograms) {
      for (const f of programs) report.findings.push(f);
      cannotRun = true;
      continue;
    }
    const generation = (binary.openssl && parseGeneration(binary.openssl)) || '3.x';
    const records = auditRecords([model], linted.findings, { generations: [generation], now: settings.lint.now });
    const text = (file: string) => linted.text?.(file)?.text ?? dump?.files.get(file);
    const result = await runTree({ tree, model, findings: linted.findings, records, text, binary, generation, isolation, now: settings.lint.now, deadline, budget, say });
    report.trees.push(result);
    // A tree that did not start, as predicted (or as recorded), leaves nothing else to compare.
    if (result.starts.observed !== 'starts' && result.starts.verdict !== 'differs') cannotRun = true;
  }

  for (const t of report.trees) {
    for (const r of [t.starts, ...t.servers.flatMap((s) => s.properties)]) {
      if (r.verdict === 'agrees') report.summary.agrees++;
      else if (r.verdict === 'differs') report.summary.differs++;
      else if (r.verdict === 'known') report.summary.known++;
      else report.summary.notVerified++;
    }
  }
  const rendered = format === 'json' ? formatVerifyJson(report, io.cwd) : format === 'sarif' ? formatVerifySarif(report, io.cwd) : formatVerifyText(report, io.cwd);
  if (flags.output) writeFile(resolve(io.cwd, flags.output), [rendered]);
  else io.stdout(rendered);
  if (cannotRun) return 2;
  return report.summary.differs > 0 ? 1 : 0;
}

function userName(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

function stop(file: string, message: string): Finding {
  return { ruleId: 'verify-cannot-run', severity: 'error', message, location: { file, line: 1, column: 1 } };
}
