// Runs `ssllint audit … --format json` in-process (the same main() the bin calls) and parses it.
import { main, type Io } from '../../src/cli/main.js';
import type { AuditReport } from '../../src/audit/types.js';

export async function auditRun(args: string[], options: { stdinBytes?: Buffer; cwd?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: () => options.stdinBytes?.toString('utf8') ?? '',
    readStdinBytes: () => options.stdinBytes ?? Buffer.alloc(0),
    isTTY: false,
    env: {},
    cwd: options.cwd ?? process.cwd(),
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
  const code = await main(['audit', ...args], io);
  return { code, stdout, stderr };
}

export async function auditJson(args: string[], options: { stdinBytes?: Buffer; cwd?: string } = {}): Promise<AuditReport> {
  const run = await auditRun([...args, '--format', 'json'], options);
  // 1: the report names parts of the configuration it could not read (a corpus holds a few).
  if (run.code === 1 && run.stdout) {
    const report = JSON.parse(run.stdout) as AuditReport;
    if (report.notRead?.length) return report;
  }
  if (run.code !== 0) throw new Error(`ssllint audit exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as AuditReport;
}
