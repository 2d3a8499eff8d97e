// GitHub's Markdown library, cmark-gfm (through the cmarkgfm Python binding, an optional peer:
// test/helpers/peers.ts), with the extensions GitHub enables: what a job summary or a review
// comment of ssllint's shows. Raw HTML is kept (GitHub renders it, then sanitises), so that
// what the Markdown made of config text can be read off the HTML.
import { spawnSync } from 'node:child_process';

const SCRIPT = `
import sys, cmarkgfm
from cmarkgfm.cmark import Options
sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read(), options=Options.CMARK_OPT_UNSAFE))
`;

/** The HTML GitHub's renderer makes of `markdown`. */
export function renderGfm(markdown: string): string {
  const r = spawnSync('python3', ['-c', SCRIPT], { input: markdown, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`cmarkgfm failed: ${r.stderr}`);
  return r.stdout;
}

/** The elements of `html` by tag name, counted: what the Markdown turned into. */
export function elements(html: string): Record<string, number> {
  const count: Record<string, number> = {};
  for (const m of html.matchAll(/<([a-z][a-z0-9]*)\b/g)) count[m[1]] = (count[m[1]] ?? 0) + 1;
  return count;
}
