// A real editor's client: Neovim's built-in LSP client, headless, opens a site file of the
// fixture tree (fixtures/lsp/nginx), receives ssllint's diagnostics and applies a quick fix
// (test/lsp-neovim.lua does the editor's part).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPackage, REPO, type FreshPackage } from './helpers/fresh-bundle.js';

const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const why = nvim.status === 0 ? undefined : 'nvim is not installed (apt-get install neovim)';

let pkg: FreshPackage;
let work: string;

describe.skipIf(why !== undefined)(`ssllint lsp in Neovim${why ? ` (skipped: ${why})` : ''}`, () => {
  beforeAll(async () => {
    pkg = await freshPackage();
    work = mkdtempSync(join(tmpdir(), 'ssllint-nvim-'));
    cpSync(join(REPO, 'fixtures', 'lsp', 'nginx'), join(work, 'nginx'), { recursive: true });
  }, 120_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
    if (pkg) rmSync(pkg.dir, { recursive: true, force: true });
  });

  it('shows the diagnostics of a site file judged in its tree and applies the preferred quick fix', () => {
    const out = join(work, 'out.json');
    const run = spawnSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${join(REPO, 'test', 'lsp-neovim.lua')}`], {
      cwd: work,
      encoding: 'utf8',
      timeout: 90_000,
      env: {
        ...process.env,
        XDG_CACHE_HOME: join(work, 'cache'),
        XDG_STATE_HOME: join(work, 'state'),
        XDG_DATA_HOME: join(work, 'data'),
        SSLLINT_NODE: process.execPath,
        SSLLINT_BIN: pkg.bin,
        SSLLINT_ROOT: join(work, 'nginx'),
        SSLLINT_FILE: join(work, 'nginx', 'sites', 'a.conf'),
        SSLLINT_NVIM_OUT: out,
      },
    });
    const result = JSON.parse(readFileSync(out, 'utf8')) as { error?: string; waited: boolean; before: string[]; titles: string[]; applied?: string; lines: string[]; fixed: boolean; after: string[] };
    expect(result.error, run.stderr).toBeUndefined();
    expect(result.waited).toBe(true);
    // No session-cache-missing: nginx.conf's http {} sets the cache for the site.
    expect(result.before).toEqual([
      '1:1 hsts-missing',
      '1:1 http2-disabled',
      '4:5 cipher-3des',
      '4:5 cipher-cbc',
      '4:5 cipher-no-forward-secrecy',
      '4:5 cipher-slow',
      '4:5 server-cipher-preference',
    ]);
    expect(result.applied).toMatch(/^Fix http2-disabled: /);
    expect(result.lines).toContain('    http2 on;');
    expect(result.fixed).toBe(true);
    expect(result.after).not.toContain('1:1 http2-disabled');
    expect(result.after).toContain('4:5 cipher-no-forward-secrecy');
  });
});
