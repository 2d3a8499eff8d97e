// main.ts reads plain lint command lines itself (quick-args.ts) and leaves the rest to
// commander: whatever it reads must come out exactly as commander's parse would hand it to
// the lint, and the options it knows must be the ones commander is given.
import type { Command, Option } from 'commander';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/main.js';
import type { CliFlags } from '../src/settings/options.js';
import { buildProgram } from '../src/cli/program.js';
import { COMMAND_WORDS, QUICK_OPTIONS, quickLintArgs } from '../src/cli/quick-args.js';

const io: Io = {
  stdout: () => undefined,
  stderr: () => undefined,
  readStdin: () => '',
  isTTY: false,
  env: {},
  cwd: process.cwd(),
  now: () => new Date(0),
};

/** What commander hands the lint action for `argv`, or the code of the error it stops with. */
async function viaCommander(argv: string[]): Promise<{ paths: string[]; flags: CliFlags } | { error: string }> {
  const program = buildProgram(io, () => undefined);
  program.exitOverride();
  for (const sub of program.commands) sub.exitOverride();
  let got: { paths: string[]; flags: CliFlags } | undefined;
  program.action((paths: string[], flags: CliFlags) => {
    got = { paths, flags };
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    return { error: (err as { code?: string }).code ?? String(err) };
  }
  return got ?? { error: 'a subcommand ran' };
}

/** Compares key order too: commander's flags are an object built in a particular order. */
function same(a: unknown, b: unknown): void {
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
}

describe('quickLintArgs', () => {
  const program: Command = buildProgram(io, () => undefined);

  it('knows the lint options exactly as commander is given them', () => {
    const spellings = new Set<string>();
    for (const o of program.options as Option[]) {
      for (const name of [o.short, o.long].filter((n): n is string => !!n)) {
        if (name === '-v' || name === '--version') continue;
        spellings.add(name);
        const quick = QUICK_OPTIONS.get(name);
        expect(quick, name).toBeDefined();
        expect(quick!.attribute, name).toBe(o.attributeName());
        expect(quick!.takesValue, name).toBe(o.required);
        if (o.negate) expect(quick!.switchValue, name).toBe(false);
        expect([...(quick!.choices ?? [])], name).toEqual(o.argChoices ?? []);
        // choices() works through parseArg too; otherwise a parseArg is the collecting one.
        const collects = o.parseArg !== undefined && !o.argChoices;
        expect(!!quick!.collects, name).toBe(collects);
        if (collects) expect(o.parseArg!('v', ['u'] as never)).toEqual(['u', 'v']);
      }
    }
    expect([...QUICK_OPTIONS.keys()].sort()).toEqual([...spellings].sort());
  });

  it('stays away from every word commander takes for a command', () => {
    expect([...COMMAND_WORDS].sort()).toEqual([...program.commands.map((c) => c.name()), 'help'].sort());
  });

  it.each([
    [['/etc/nginx']],
    [['fixtures/sample/nginx', '--no-color']],
    [['a', 'b', '--format', 'json', '-q', '--no-config']],
    [['--format=sarif', '-o', 'out.sarif', 'a']],
    [['a', '--rule', 'x=off', '-r', 'y=info', '--path-map', '/etc/nginx=conf']],
    [['-', '--fail-level', 'warning', '--max-warnings', '3', '--openssl', '3.x']],
    [[]],
  ])('reads %j as commander does', async (argv) => {
    const quick = quickLintArgs(argv);
    expect(quick).toBeDefined();
    same(quick, await viaCommander(argv));
  });

  it.each([[['--help']], [['-v']], [['ciphers', 'HIGH']], [['a', '--', '-b']], [['a', '--format', 'bogus']], [['a', '-qf', 'json']], [['a', '--output']], [['help']], [['a', '--colour']]])(
    'leaves %j to commander',
    (argv) => {
      expect(quickLintArgs(argv)).toBeUndefined();
    },
  );

  it('agrees with commander on any command line it reads', async () => {
    const names = [...QUICK_OPTIONS.keys(), '-v', '-h', '--help', '--version', '--', '--bogus', '-qf', '--format=json', '--no-color=1', '--rule=a=off', '--output='];
    const values = ['json', 'stylish', 'unix', 'sarif', 'github', 'error', 'warning', 'info', 'bogus', '-', '-x', '', 'a=b', '3.x', '1.2', 'x y'];
    const operands = ['a', 'dir/x.conf', '-', 'ciphers', 'help', 'parse', '', 'x y'];
    const word = fc.oneof(fc.constantFrom(...names), fc.constantFrom(...values), fc.constantFrom(...operands));
    let read = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 8 }), async (argv) => {
        const quick = quickLintArgs(argv);
        if (!quick) return;
        read++;
        same(quick, await viaCommander(argv));
      }),
      { numRuns: 3000 },
    );
    // The property says nothing if hardly any command line is read quickly.
    expect(read).toBeGreaterThan(300);
  });
});
