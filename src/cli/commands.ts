// The subcommands' names, for "did you mean" when a first word is neither a path nor a command
// (`ssllint adit /etc/nginx`). The lint reads its command line without commander (quick-args.ts),
// so the names are listed here; test/cli-did-you-mean.test.ts holds the list to program.ts's.
import { editDistance } from '../nginx/near-miss.js';

export const COMMANDS = ['advise', 'audit', 'ciphers', 'explain', 'help', 'lsp', 'parse', 'platforms', 'rules', 'verify'] as const;

/** The command `word` was most likely meant to be: one or two keys off, or the start of one name alone. */
export function nearCommand(word: string): string | undefined {
  if (!/^[a-z]{2,}$/.test(word)) return undefined;
  const starts = COMMANDS.filter((c) => c.startsWith(word));
  if (starts.length === 1) return starts[0];
  const limit = word.length >= 5 ? 2 : 1;
  const scored = COMMANDS.map((c) => ({ c, d: editDistance(word, c, limit) })).filter((x) => x.d <= limit);
  scored.sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1));
  return scored.length === 1 || (scored.length > 1 && scored[0].d < scored[1].d) ? scored[0].c : undefined;
}
