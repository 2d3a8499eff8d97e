// `npm run docs`: writes docs/rules/<id>.md for every rule and the index docs/rules/README.md
// from the rules' metadata (src/docs/rule-page.ts). Pages of rules that no longer exist are
// removed. test/ship-docs.test.ts fails when the committed pages differ from what this writes.
//
// The TypeScript is bundled on the fly with esbuild, so the pages never come from a stale dist/.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = join(REPO, 'docs', 'rules');

const ENTRY = `
import { allRuleMeta } from './rules/index.ts';
import { rulePages } from './src/docs/rule-page.ts';
export const pages = rulePages(allRuleMeta());
`;

/** The pages as they should be, by file name. */
export async function expectedPages() {
  const dir = mkdtempSync(join(tmpdir(), 'ssllint-docs-'));
  try {
    const out = join(dir, 'pages.mjs');
    await esbuild.build({
      stdin: { contents: ENTRY, resolveDir: REPO, loader: 'ts' },
      absWorkingDir: REPO,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node18',
      outfile: out,
      logLevel: 'silent',
    });
    return (await import(pathToFileURL(out).href)).pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function writePages(dir = DOCS_DIR) {
  const pages = await expectedPages();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.md') && !pages.has(name)) rmSync(join(dir, name));
  }
  for (const [name, text] of pages) writeFileSync(join(dir, name), text);
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = await writePages();
  console.log(`wrote ${pages.size} pages to ${DOCS_DIR}`);
}
