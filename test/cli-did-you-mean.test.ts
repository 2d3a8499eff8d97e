// "Did you mean" where users type most (#37 §4): a first word that is neither a path nor a
// command, and `ssllint explain` given a part of a rule id.
import { describe, expect, it } from 'vitest';
import { COMMANDS, nearCommand } from '../src/cli/commands.js';
import { buildProgram } from '../src/cli/program.js';
import { defaultIo } from '../src/cli/main.js';
import { runCli } from './helpers/cli.js';
import { makeTmp } from './helpers/tmp.js';

describe('a mistyped command', () => {
  it('the names "did you mean" knows are the commands program.ts defines', () => {
    const program = buildProgram(defaultIo(), () => undefined);
    expect([...COMMANDS].sort()).toEqual([...program.commands.map((c) => c.name()), 'help'].sort());
  });

  it.each([
    ['adit', 'audit'],
    ['audti', 'audit'],
    ['expain', 'explain'],
    ['rule', 'rules'],
    ['platform', 'platforms'],
    ['cipher', 'ciphers'],
    ['advice', 'advise'],
    ['pars', 'parse'],
  ])('%s → ssllint %s', (typed, meant) => {
    expect(nearCommand(typed)).toBe(meant);
  });

  it.each(['nginx', 'conf', 'etc', 'x', 'site.conf', '/etc/ngin'])('%s is no command\'s near miss', (typed) => {
    expect(nearCommand(typed)).toBeUndefined();
  });

  it('`ssllint adit /etc/nginx` says which command was meant, exit 2', async () => {
    const dir = makeTmp('ssllint-dym-').dir;
    const r = await runCli(['adit', '/etc/nginx'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'ssllint: adit: no such file or directory, nor a command of ssllint; did you mean `ssllint audit`?\n']);
    // A missing path that is no near miss, or not the first word, is only missing.
    const other = await runCli(['nginx.conf', 'adit'], { cwd: dir });
    expect(other.stderr).toBe('ssllint: no such file or directory: nginx.conf, adit\n');
  });
});

describe('ssllint explain with a part of a rule id', () => {
  it('prints the page of the one rule whose id holds it', async () => {
    const part = await runCli(['explain', 'rc4']);
    const full = await runCli(['explain', 'cipher-rc4']);
    expect(part.code).toBe(0);
    expect(part.stdout).toBe(full.stdout);
    expect((await runCli(['explain', 'RC4'])).stdout).toBe(full.stdout);
    expect((await runCli(['explain', 'early-data'])).stdout).toBe((await runCli(['explain', 'tls13-early-data'])).stdout);
  });

  it('a part several ids hold is a usage error naming them', async () => {
    const r = await runCli(['explain', 'hsts']);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe('ssllint: "hsts" is part of 2 rule ids: hsts-missing, hsts-weak; name one (`ssllint rules` lists them)\n');
  });
});
