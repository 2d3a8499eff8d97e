// The workflows (#37 §11): CI for pull requests runs the project's own tests through .ci/run; a
// version tag publishes to npm with provenance, builds the linux x64 and arm64 executables with
// their checksums and moves the Action's major tag. actionlint checks both where it is
// installed (.ci/run installs it: go install github.com/rhysd/actionlint/cmd/actionlint@latest).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { skipNote } from './helpers/peers.js';

const repo = resolve(__dirname, '..');
const dir = join(repo, '.github', 'workflows');

/** actionlint on PATH or where `go install` puts it; undefined when absent or withheld. */
function actionlint(): string | undefined {
  if ((process.env.SSLLINT_TEST_WITHOUT ?? '').split(',').includes('actionlint')) return undefined;
  const onPath = spawnSync('sh', ['-c', 'command -v actionlint'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const gopath = join(process.env.GOPATH ?? join(homedir(), 'go'), 'bin', 'actionlint');
  return existsSync(gopath) ? gopath : undefined;
}

const linter = actionlint();
const missing = linter ? undefined : 'actionlint is not installed (go install github.com/rhysd/actionlint/cmd/actionlint@latest; .ci/run installs it)';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  container?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  strategy?: { matrix: { include: Record<string, string>[] } };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = (name: string): Workflow => parse(readFileSync(join(dir, name), 'utf8')) as Workflow;
const runs = (job: Job): string => job.steps.map((s) => s.run ?? '').join('\n');

describe('.github/workflows', () => {
  it.skipIf(missing !== undefined)(`pass actionlint${skipNote(missing)}`, () => {
    const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).map((f) => join(dir, f));
    expect(files.length).toBe(2);
    const r = spawnSync(linter!, ['-no-color', ...files], { cwd: repo, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('ci: pull requests and main run the project\'s tests, as root on Debian 12, read-only', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.permissions).toEqual({ contents: 'read' });
    const test = ci.jobs.test;
    expect(test.container).toBe('node:20-bookworm');
    expect(runs(test)).toContain('bash .ci/run');
  });

  it('release: a version tag publishes with provenance, ships both executables with checksums, moves the major tag', () => {
    const release = workflow('release.yml');
    expect(release.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    expect(release.permissions).toEqual({ contents: 'read' });
    const { check, binaries, publish } = release.jobs;
    expect(runs(check)).toContain('test/ship-bundle.test.ts');
    expect(binaries.needs).toBe('check');
    expect(binaries.strategy!.matrix.include.map((m) => m.arch)).toEqual(['x64', 'arm64']);
    expect(runs(binaries)).toContain('npm run sea');
    expect(publish.needs).toBe('binaries');
    expect(publish.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const script = runs(publish);
    expect(script).toContain('npm publish --provenance --access public');
    expect(script).toContain('sha256sum ssllint-linux-* > SHA256SUMS');
    expect(script).toContain('release/ssllint-linux-x64 release/ssllint-linux-arm64 release/SHA256SUMS');
    expect(script).toMatch(/git push -f origin "refs\/tags\/\$major"/);
    // No expression of the event is spliced into a script: they come in through env.
    for (const job of Object.values(release.jobs)) for (const step of job.steps) expect(step.run ?? '', step.run).not.toMatch(/\$\{\{/);
  });

  it('docs/releasing.md says how a release is cut', () => {
    const doc = readFileSync(join(repo, 'docs/releasing.md'), 'utf8');
    expect(doc).toContain('git push origin v0.2.0');
    expect(doc).toContain('npm run bundle');
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toContain('(docs/releasing.md)');
  });
});
