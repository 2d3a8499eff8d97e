// One buffer judged in its tree: the open buffers replace their files (the lint's overlay), and
// the tree is the first of config `roots`, the main configurations above, or the file alone
// that actually reads the buffer's file. Findings come for the open buffers only.
import { lint, type LintOptions, type LintResult } from '../../lint.js';
import type { Rule } from '../../rule.js';
import type { ParseCache } from '../../source/types.js';
import { mainConfigsAbove } from './tree.js';
import type { WorkspaceSettings } from './settings.js';

export interface Judged {
  result: LintResult;
  options: LintOptions;
}

export function judge(file: string, top: string | undefined, settings: WorkspaceSettings, overlay: ReadonlyMap<string, string>, rules: readonly Rule[], parsed?: ParseCache): Judged {
  // Diagnostics are wanted for the open buffers alone: the rules that judge a server by itself
  // see only the servers those files hold (src/focus.ts), the tree is still read whole.
  const focus = new Set([file, ...overlay.keys()]);
  const run = (paths: string[]): Judged => {
    const options: LintOptions = { ...settings.lint, paths, overlay, focus, parsed };
    return { result: lint(options, rules), options };
  };
  const candidates: string[][] = [];
  if (settings.roots.length) candidates.push(settings.roots);
  for (const main of mainConfigsAbove(file, top)) candidates.push([main]);
  for (const paths of candidates) {
    const judged = run(paths);
    if (judged.result.files.includes(file)) return judged;
  }
  return run([file]);
}
