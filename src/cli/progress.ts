// The progress line of a long run: on a terminal's standard error only, and only once the run
// has taken two seconds (a lint of one server's tree is over long before), redrawn in place at
// most ten times a second and wiped before the report is written.
import type { LintOptions } from '../lint.js';
import type { Io } from './main.js';

/** A run this long (ms) says how far it is. */
export const PROGRESS_AFTER_MS = 2000;
const REDRAW_MS = 100;
/** Erase the line and go back to its start (ECMA-48 EL). */
const WIPE = '\r\x1b[K';

export interface ProgressLine {
  /** Hand this to lint(); undefined when standard error is no terminal. */
  progress?: LintOptions['progress'];
  /** Wipes the line, if one was drawn. */
  done(): void;
}

export function progressLine(io: Io): ProgressLine {
  if (!io.stderrIsTTY) return { done: () => undefined };
  const clock = io.clock ?? (() => performance.now());
  const start = clock();
  let drawn = -Infinity;
  return {
    progress(stage, done, total) {
      const now = clock();
      if (now - start < PROGRESS_AFTER_MS || now - drawn < REDRAW_MS) return;
      drawn = now;
      const n = done.toLocaleString('en-US');
      io.stderr(`${WIPE}ssllint: ${stage === 'reading' ? `reading configuration, ${n} files so far` : `checking ${n} of ${(total ?? 0).toLocaleString('en-US')} trees`}…`);
    },
    done() {
      if (drawn > -Infinity) io.stderr(WIPE);
    },
  };
}
