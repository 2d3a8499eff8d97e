// The modules main.ts reaches without an import() are what every run evaluates first: a plain
// lint needs no commander; `--version` and `--help` load it and the option definitions only.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO } from './ship-helpers.js';

async function staticInputs(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: REPO,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    outdir: join(REPO, 'no-output'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['yaml', 'node-forge'],
  });
  const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint === entry);
  // The entry chunk, and the chunks it imports statically (not through import()).
  const chunks = [output];
  for (let i = 0; i < chunks.length; i++) {
    for (const imp of chunks[i].imports) {
      if (imp.kind === 'import-statement' && !imp.external) chunks.push(result.metafile.outputs[imp.path]);
    }
  }
  return [...new Set(chunks.flatMap((c) => Object.keys(c.inputs)))].sort();
}

describe('the command line before a command runs', () => {
  it('reads a plain lint command line without commander', async () => {
    const inputs = await staticInputs('src/cli/main.ts');
    expect(inputs.filter((i) => i.includes('node_modules/'))).toEqual([]);
    expect(inputs).toEqual([
      'src/cli/main.ts',
      'src/cli/quick-args.ts',
      'src/cli/stdout.ts',
      'src/findings.ts',
      'src/settings/exit-code.ts',
      'src/settings/formats.ts',
      'src/settings/usage-error.ts',
      // Everything written passes escapeControls (issue 35 item 1): a module of two regexes, no imports.
      'src/text/untrusted.ts',
    ]);
  });

  it('loads commander and the definitions of the commands only for any other', async () => {
    const inputs = await staticInputs('src/cli/program.ts');
    const packages = new Set(inputs.filter((i) => i.includes('node_modules/')).map((i) => i.replace(/^.*node_modules\/([^/]+)\/.*$/, '$1')));
    expect([...packages]).toEqual(['commander']);
    expect(inputs.filter((i) => !i.includes('node_modules/'))).toEqual([
      'src/advice/versions.ts',
      'src/cli/advise-command.ts',
      'src/cli/audit-command.ts',
      // The audit's formats, which the option lists and audit-run.ts checks: no imports.
      'src/cli/audit-flags.ts',
      'src/cli/ciphers-command.ts',
      'src/cli/parse-command.ts',
      'src/cli/program.ts',
      'src/cli/rules-command.ts',
      // parse-command.ts writes through it; main.ts loads it for every run anyway.
      'src/cli/stdout.ts',
      'src/cli/verify-command.ts',
      // The version, and the home page rule links derive from (package.json).
      'src/package-info.ts',
      'src/settings/formats.ts',
      // Options written before a command's name are refused through it; main.ts loads it anyway.
      'src/settings/usage-error.ts',
      'src/settings/version.ts',
      // stdout.ts escapes what it writes through it; main.ts loads it for every run anyway.
      'src/text/untrusted.ts',
    ]);
  });
});
