// `ssllint`: the command line. Usage errors exit 2 with one clear line; config problems
// are findings, never crashes.
//
// This module and what it imports are what every run loads first. A plain lint command line
// is read here (quick-args.ts); any other goes to commander (program.ts, which `--version`
// and `--help` load with the option definitions). What a command does lives in its own
// module, imported when the command runs (lint-command.ts for a lint).
import { readFileSync } from 'node:fs';
import { quickLintArgs } from './quick-args.js';
import { stderrIsTTY, stdoutIsTTY, writeStdout } from './stdout.js';
import { UsageError } from '../settings/usage-error.js';
import { escapeControls } from '../report/untrusted.js';
import type { Host } from '../platform/host.js';

export { exitCodeFor } from '../settings/exit-code.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
  /** Standard input as bytes (an archive for `audit --tar -`); read from fd 0 when absent. */
  readStdinBytes?: () => Buffer;
  isTTY: boolean;
  /** Standard error is a terminal: a long run shows its progress there (src/cli/progress.ts). */
  stderrIsTTY?: boolean;
  /** Milliseconds from some fixed point, for the progress line's timing (performance.now when absent). */
  clock?: () => number;
  env: Record<string, string | undefined>;
  cwd: string;
  now: () => Date;
  /**
   * The machine ssllint runs on (`--platform auto`, and the default when the host's own config
   * is linted). Absent: none, unless SSLLINT_ROOT names a tree standing in for one (tests).
   */
  host?: Host | null | 'system';
}

export function defaultIo(): Io {
  return {
    stdout: writeStdout,
    stderr: (t) => process.stderr.write(t),
    readStdin: () => readFileSync(0, 'utf8'),
    // Asked only when no flag or variable has settled the colours already.
    get isTTY() {
      return stdoutIsTTY();
    },
    get stderrIsTTY() {
      return stderrIsTTY();
    },
    env: process.env,
    cwd: process.cwd(),
    now: () => new Date(),
    // Resolved when a lint runs (lint-command.ts): the start-up path loads nothing it needs.
    host: 'system',
  };
}

/**
 * The Io, its output made inert for a terminal: whatever a command writes (a report, a message
 * quoting a config file, commander's own errors) passes here, so no text from a tree can
 * reach the terminal as a control sequence, however it got into the message (untrusted.ts).
 */
function inert(io: Io): Io {
  // Everything else read through the given Io, its lazy isTTY getter included.
  const wrapped = Object.create(io) as Io;
  wrapped.stdout = (t) => io.stdout(escapeControls(t));
  wrapped.stderr = (t) => io.stderr(escapeControls(t));
  return wrapped;
}

export async function main(argv: string[], given: Io = defaultIo()): Promise<number> {
  const io = inert(given);
  let code = 0;
  const quick = quickLintArgs(argv);
  let commander: typeof import('./program.js') | undefined;
  try {
    process.exitCode = undefined;
    if (quick) {
      const { runLint } = await import('./lint-command.js');
      code = await runLint(quick.paths, quick.flags, io);
    } else {
      commander = await import('./program.js');
      const program = commander.buildProgram(io, (c) => (code = c));
      program.exitOverride();
      for (const sub of program.commands) sub.exitOverride();
      await program.parseAsync(argv, { from: 'user' });
    }
    // Subcommands report through process.exitCode.
    if (typeof process.exitCode === 'number' && process.exitCode !== 0) code = process.exitCode;
    return code;
  } catch (err) {
    if (commander && err instanceof commander.CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return 0;
      return 2;
    }
    // A message can quote a path or a config's text: loaded only on this path, as startup counts.
    const { neutralise } = await import('../report/untrusted.js');
    if (err instanceof UsageError) {
      io.stderr(neutralise(`ssllint: ${err.message}\n`));
      return 2;
    }
    io.stderr(neutralise(`ssllint: internal error: ${(err as Error).message}\nPlease report this with the config that caused it.\n`));
    if (io.env.SSLLINT_DEBUG) io.stderr(`${(err as Error).stack}\n`);
    return 2;
  }
}
