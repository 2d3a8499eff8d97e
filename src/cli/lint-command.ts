// What `ssllint PATHS…` does once commander has read the flags: settings, lint, report.
// main.ts imports it only when a lint runs, so `--version` and `--help` never load the linter.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { lint, serverCount, type LintOptions, type LintResult } from '../lint.js';
import type { Finding } from '../findings.js';
import { refuseWrongPaths } from '../settings/wrong-paths.js';
export { refuseWrongPaths };
import { resolveHardware } from '../advice/auto.js';
import { reportChunks } from '../report/index.js';
import { neutralise } from '../report/untrusted.js';
import { RULES, allRuleMeta } from '../../rules/index.js';
import { exitCodeFor } from '../settings/exit-code.js';
import type { Io } from './main.js';
import { writeFile } from '../settings/output-file.js';
import { progressLine } from './progress.js';
import { nearCommand } from './commands.js';
export { writeFile };
import { resolveSettings, type CliFlags } from '../settings/options.js';
import { UsageError } from '../settings/usage-error.js';
import { toolVersion } from '../settings/version.js';
import { systemHost, type Host } from '../platform/host.js';

function useColor(flags: CliFlags, io: Io): boolean {
  if (flags.color === false || flags.output) return false;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  return io.isTTY;
}

/** Exit code: 0 or 1 by the findings (see exitCodeFor); throws UsageError for bad flags. */
export async function runLint(paths: string[], flags: CliFlags, io: Io): Promise<number> {
  if (flags.platform === 'list') {
    const { platformTable } = await import('../platform/choose.js');
    io.stdout(platformTable());
    return 0;
  }
  const known = new Set(allRuleMeta().map((m) => m.id));
  const settings = await resolveSettings(paths, flags, io.cwd, known, io.now, hostOf(io));
  for (const note of settings.notes) io.stderr(neutralise(`ssllint: ${note}\n`));
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`--hardware auto: ${hardware.error}`);
  // Behind a closed fence the loader says what is missing: whether a path outside exists is not told.
  const missing = settings.lint.paths.filter((p) => p !== '-' && !settings.lint.fence?.of(resolve(io.cwd, p)).closed && !existsSync(resolve(io.cwd, p)));
  if (missing.length) {
    // A first word that is no path may be a command mistyped (`ssllint adit /etc/nginx`).
    const meant = missing[0] === paths[0] ? nearCommand(paths[0]) : undefined;
    if (meant) throw new UsageError(`${paths[0]}: no such file or directory, nor a command of ssllint; did you mean \`ssllint ${meant}\`?`);
    throw new UsageError(`no such file or directory: ${missing.join(', ')}`);
  }
  const options: LintOptions = {
    ...settings.lint,
    paths: settings.lint.paths.map((p) => (p === '-' ? p : resolve(io.cwd, p))),
    hardware: hardware.hosts,
  };
  if (options.paths.includes('-')) options.stdin = io.readStdin();
  const line = progressLine(io);
  let result = lint({ ...options, progress: line.progress }, RULES);
  line.done();
  refuseWrongPaths(result.skipped, options.paths, settings.lint.paths, !!flags.skipUnknownFiles);
  if (settings.fix) {
    if (options.paths.includes('-')) throw new UsageError('--fix and --fix-dry-run edit files: name them, not standard input');
    const { runFixes } = await import('./fix-command.js');
    const outcome = runFixes(result, options, RULES, settings.fix, io);
    if (!outcome) return 2;
    // The diff is the dry run's output; --fix goes on to report what the fixed tree still has.
    if (!settings.fix.write) return exitCodeFor(outcome.after.findings, settings.failLevel, settings.maxWarnings);
    result = outcome.after;
  }
  const shown = settings.quiet ? result.findings.filter((f) => f.severity === 'error') : result.findings;
  // The version is read from package.json only by the formats that print it.
  const tool = {
    name: 'ssllint' as const,
    get version() {
      return toolVersion();
    },
  };
  // SARIF carries the edits of each finding it holds (a viewer offers them); loaded only for that format.
  const fixes = settings.format === 'sarif' && !settings.fix ? await sarifFixes(result, options, shown) : undefined;
  // stylish's "N fixable with --fix" line counts what the fixer would do, not what the fixes say.
  // (The fixer's modules are loaded only when some finding has a fix to write.)
  const planned = settings.format === 'stylish' && !settings.quiet && result.findings.some((f) => f.fix?.replacement !== undefined);
  const fixable = planned ? (await import('../fix/report-fixes.js')).fixableCounts(result, options) : undefined;
  const input = { findings: shown, files: result.files, cwd: io.cwd, rules: allRuleMeta(), tool, color: useColor(flags, io), verbose: settings.verbose, quiet: settings.quiet, columns: terminalColumns(io), policies: result.policies, servers: serverCount(result.models), legacyRanked: result.legacyRanked, opensslNotes: result.opensslNotes, platform: settings.lint.target.platform.value.report, fixes, fixable, fixableEstimated: planned && fixable === undefined };
  const chunks = reportChunks(settings.format, input, io.env);
  if (settings.output) writeFile(resolve(io.cwd, settings.output), chunks);
  else for (const chunk of chunks) io.stdout(chunk);
  return exitCodeFor(result.findings, settings.failLevel, settings.maxWarnings);
}

async function sarifFixes(result: LintResult, options: LintOptions, shown: readonly Finding[]) {
  const [{ reportFixes }, { withinLimit }] = await Promise.all([import('../fix/report-fixes.js'), import('../report/sarif.js')]);
  return reportFixes(result, options, withinLimit(shown));
}

/** The terminal's width: COLUMNS as the shell exports it, else the terminal's own when stdout is one. */
function terminalColumns(io: Io): number | undefined {
  const n = Number(io.env.COLUMNS);
  if (Number.isInteger(n) && n >= 40) return n;
  return io.isTTY && process.stdout.columns >= 40 ? process.stdout.columns : undefined;
}

/** The machine to read for `--platform auto`: the Io's, or a tree SSLLINT_ROOT names. */
export function hostOf(io: Io): Host | null {
  if (io.env.SSLLINT_ROOT) return systemHost(io.env.SSLLINT_ROOT);
  if (io.host === 'system') return systemHost('/');
  return io.host ?? null;
}
