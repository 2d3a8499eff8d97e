// `npm run bench`: runs every benchmark module in scripts/bench/ in name order. Each module
// exports `run()` and prints its own figures beside a baseline measured in the same run.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv.slice(2);
for (const name of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const mod = await import(pathToFileURL(join(dir, name)).href);
  console.log(`\n## ${name.replace(/\.mjs$/, '')}`);
  await mod.run();
}
