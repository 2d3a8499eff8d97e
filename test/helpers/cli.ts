// Runs the public CLI in-process with captured output: the same `main()` bin/ssllint.js calls.
import { main, type Io } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; stdin?: string; isTTY?: boolean; host?: Io['host']; stderrIsTTY?: boolean; clock?: () => number } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: () => options.stdin ?? '',
    isTTY: options.isTTY ?? false,
    stderrIsTTY: options.stderrIsTTY ?? false,
    clock: options.clock,
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    now: () => new Date('2026-06-01T00:00:00Z'),
    // No host unless a test gives one: what the machine running the tests has installed never counts.
    host: options.host ?? null,
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

export interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  location: { file: string; line: number; column: number };
  fix?: { description: string; replacement?: string };
}

export async function lintJson(args: string[], cwd?: string): Promise<{ code: number; findings: JsonFinding[]; files: string[] }> {
  const run = await runCli([...args, '--format', 'json'], { cwd });
  if (run.code === 2) throw new Error(`ssllint exited 2: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { findings: JsonFinding[]; files: string[] };
  return { code: run.code, findings: report.findings, files: report.files };
}
