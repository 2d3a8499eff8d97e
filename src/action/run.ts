// The GitHub Action: one lint of the workspace, reported four ways at once — the chosen
// report in the job log, annotations on the pull request, the job summary, and a SARIF
// file for code scanning — plus step outputs with the counts.
import { randomUUID } from 'node:crypto';
import { makeDirectoriesWithin, writeFile } from '../settings/output-file.js';
import { tmpdir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, findConfigFile } from '../config/file.js';
import { resolveHardware } from '../advice/index.js';
import { exitCodeFor } from '../settings/exit-code.js';
import { readRunConfig, resolveSettings, UsageError } from '../settings/options.js';
import type { Workspace } from '../source/fence.js';
import { refuseWrongPaths } from '../settings/wrong-paths.js';
import { toolVersion } from '../settings/version.js';
import { SEVERITY_RANK } from '../findings.js';
import type { Target } from '../platform/target.js';
import { lint, serverCount } from '../lint.js';
import { countSeverities, plural } from '../report/counts.js';
import { appendStepSummary, appendToStepSummary, formatGithub, STEP_SUMMARY_LIMIT } from '../report/github.js';
import { formatReport, type ReportInput } from '../report/index.js';
import { formatSarif, withinLimit } from '../report/sarif.js';
import { workflowCommand } from '../report/workflow-command.js';
import { escapeControls } from '../report/untrusted.js';
import { RULES, allRuleMeta } from '../../rules/index.js';
import { fixableCounts, reportFixes } from '../fix/report-fixes.js';
import { planAndCheck } from '../fix/run.js';
import type { Grade } from '../audit/types.js';
import { InputError, readInputs, type ActionInputs, type Env } from './inputs.js';
import { postSuggestions, suggestionComments } from './suggestions.js';
import { writeOutputs } from './outputs.js';

export interface ActionIo {
  stdout: (text: string) => void;
  env: Env;
  cwd: string;
  now: () => Date;
}

/** Exit code: 0 clean, 1 findings at or above fail-level, 2 the Action could not lint. */
export async function runAction(given: ActionIo): Promise<number> {
  // The job log is also read in a terminal: nothing written obeys there (report/untrusted.ts).
  const io: ActionIo = { ...given, stdout: (text) => given.stdout(escapeControls(text)) };
  try {
    return await lintAndReport(io);
  } catch (err) {
    if (err instanceof InputError || err instanceof UsageError) {
      io.stdout(`${workflowCommand('error', [['title', 'ssllint']], (err as Error).message)}\n`);
      return 2;
    }
    // Only the message: a stack could hold text the runner would take for a command, and
    // workflowCommand escapes the data so it stays one line.
    io.stdout(`${workflowCommand('error', [['title', 'ssllint internal error']], `${(err as Error).message}. Please report this with the config that caused it.`)}\n`);
    return 2;
  }
}

/** The config file's roots when `paths` is empty; the workspace when there are none. */
async function defaultPaths(inputs: ActionInputs, cwd: string, workspace: Workspace): Promise<string[]> {
  if (inputs.paths.length > 0) return inputs.paths;
  try {
    const file = inputs.config ? resolve(cwd, inputs.config) : findConfigFile(cwd);
    if (file && (await readRunConfig(file, cwd, workspace)).roots?.length) return [];
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  return ['.'];
}

async function lintAndReport(io: ActionIo): Promise<number> {
  const inputs = readInputs(io.env);
  const known = new Set(allRuleMeta().map((m) => m.id));
  const flags = { config: inputs.config, failLevel: inputs.failLevel, format: inputs.format, platform: inputs.platform, policy: inputs.policies?.length ? inputs.policies : undefined };
  // Nothing outside the workspace is read: the tree, its workflow and its config may all come from a stranger's pull request.
  const workspace: Workspace = { dirs: [io.env.GITHUB_WORKSPACE || io.cwd] };
  const settings = await resolveSettings(await defaultPaths(inputs, io.cwd, workspace), flags, io.cwd, known, io.now, null, workspace);
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`hardware auto: ${hardware.error}`);
  const lintOptions = { ...settings.lint, paths: settings.lint.paths.map((p) => resolve(io.cwd, p)), hardware: hardware.hosts };
  const result = lint(lintOptions, RULES);
  // As the command line: a path that is not there, or a named file that is neither nginx nor
  // Apache, fails the step (exit 2) instead of passing with nothing linted.
  refuseWrongPaths(result.skipped, lintOptions.paths, settings.lint.paths);

  const input: ReportInput = {
    findings: result.findings,
    files: result.files,
    cwd: io.cwd,
    rules: allRuleMeta(),
    tool: { name: 'ssllint', version: toolVersion() },
    color: color(io.env),
    servers: serverCount(result.models),
    legacyRanked: result.legacyRanked,
  };
  if (inputs.format === 'stylish') {
    // The "N fixable" line as the command line counts it (src/fix/report-fixes.ts).
    input.fixable = fixableCounts(result, lintOptions);
    input.fixableEstimated = input.fixable === undefined;
  }

  const audit = inputs.audit || inputs.failGrade ? await auditOf(result, settings.lint, io, inputs.failGrade) : undefined;
  // One budget for the whole summary: the findings leave room for the audit table after them
  // (up to half of it), which then takes what they left.
  const reserve = audit ? Math.min(Buffer.byteLength(audit.markdown) + 1, STEP_SUMMARY_LIMIT / 2) : 0;
  if (inputs.format !== 'github') io.stdout(untrustedBlock(formatReport(inputs.format, input)));
  if (inputs.annotations || inputs.format === 'github') io.stdout(formatGithub(input, io.env, reserve));
  else writeSummary(input, io.env, io.stdout, reserve);
  if (audit) {
    const problem = appendToStepSummary(audit.markdown, io.env, io.cwd, 'the audit');
    if (problem) io.stdout(`${problem}\n`);
  }
  const gate = audit?.gate;

  const sarifFile = sarifPath(inputs.sarifFile, io);
  try {
    // Not through a symlink the pull request planted at the SARIF file's path, nor at a directory on the way.
    makeDirectoriesWithin(sarifFile, workspace.dirs[0], 'input "sarif-file":');
    writeFile(sarifFile, [formatSarif({ ...input, fixes: reportFixes(result, lintOptions, withinLimit(result.findings)) })], 'input "sarif-file":');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`input "sarif-file": cannot write ${sarifFile} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }

  if (inputs.suggestFixes) {
    // Every fix that holds up on the fixed tree, risky ones too: a reviewer decides each.
    const outcome = planAndCheck(result, lintOptions, RULES, { types: new Set(['safe', 'risky']), perRule: new Map(Object.entries(settings.config?.fix ?? {})) });
    const posted = await postSuggestions(io.env, inputs.token, suggestionComments(outcome, io.env.GITHUB_WORKSPACE || io.cwd));
    io.stdout(`${posted.message}\n`);
  }

  const counts = countSeverities(result.findings);
  writeOutputs(io.env.GITHUB_OUTPUT, [
    ['errors', String(counts.error)],
    ['warnings', String(counts.warning)],
    ['infos', String(counts.info)],
    ['sarif-file', sarifFile],
  ]);

  const code = exitCodeFor(result.findings, settings.failLevel);
  if (code !== 0) {
    const failing = result.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[settings.failLevel]).length;
    io.stdout(`ssllint: ${plural(failing, 'finding')} at or above fail-level ${settings.failLevel}.\n`);
  }
  if (gate) io.stdout(`${workflowCommand('error', [['title', 'ssllint audit']], gate)}\n`);
  return code === 0 && gate ? 1 : code;
}

/**
 * The audit of the same lint (no second read): its Markdown table for the end of the job
 * summary, and with fail-grade, what fails the gate (undefined when nothing does).
 */
async function auditOf(result: ReturnType<typeof lint>, options: { target: Target; now: Date }, io: ActionIo, failGrade?: string): Promise<{ markdown: string; gate?: string }> {
  const { buildAudit } = await import('../audit/audit.js');
  const { formatMarkdown } = await import('../audit/format-markdown.js');
  const { gateMessage } = await import('../audit/gate.js');
  const report = buildAudit(result.models, result.findings, { target: options.target, now: options.now, toolVersion: toolVersion() });
  return { markdown: formatMarkdown(report, { cwd: io.cwd }), gate: failGrade ? gateMessage(report, failGrade as Grade) : undefined };
}

/**
 * The report between `::stop-commands::TOKEN` and `::TOKEN::`, as GitHub documents for
 * output a workflow does not control: the runner obeys no command in between, so even text
 * that got past neutralise (report/untrusted.ts) could not forge an annotation. The token is
 * random per run, and never one the report holds, so the report cannot end the block itself;
 * the Action's own annotations come after it.
 */
export function untrustedBlock(report: string, token: () => string = randomUUID): string {
  if (report === '') return '';
  let t = token();
  while (report.includes(t)) t = token();
  return `::stop-commands::${t}\n${report}${report.endsWith('\n') ? '' : '\n'}::${t}::\n`;
}

function color(env: Env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0';
}

function sarifPath(given: string, io: ActionIo): string {
  if (given !== '') return isAbsolute(given) ? given : resolve(io.cwd, given);
  return resolve(io.env.RUNNER_TEMP || tmpdir(), 'ssllint.sarif');
}

/** The job summary without annotations (`annotations: false`). */
function writeSummary(input: ReportInput, env: Env, out: (text: string) => void, reserve: number): void {
  const { problem } = appendStepSummary(input, env, reserve);
  if (problem) out(`${problem}\n`);
}
