// The entry of the single executable (`npm run sea`, scripts/sea.mjs): main() run directly,
// the whole program bundled into one file with it (scripts/bundle.mjs singleFile()).
import { main } from './main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`ssllint: internal error: ${(err as Error)?.message}\n`);
    process.exitCode = 2;
  },
);
