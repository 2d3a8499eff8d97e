// What a command reads and writes through: main.ts gives the process's own (defaultIo), tests
// give their own. Below every command module, so that none imports main.ts for it.
import type { Host } from '../platform/host.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
  /** Standard input as bytes (an archive for `audit --tar -`); read from fd 0 when absent. */
  readStdinBytes?: () => Buffer;
  isTTY: boolean;
  /** Standard error is a terminal: a long run shows its progress there (src/cli/progress.ts). */
  stderrIsTTY?: boolean;
  /**
   * Standard error's current line replaced by `line` ('' wipes it): the progress line, the one
   * terminal control ssllint itself writes there. Set by main() (the line's text is escaped too).
   */
  redraw?: (line: string) => void;
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
