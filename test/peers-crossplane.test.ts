// The crossplane differential holds crossplane 0.5.8's answers (#37 §9): another release is
// another parser, so the tests that use it skip, naming the release found, instead of failing a
// contributor's first `npm test`.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSSPLANE_VERSION, crossplaneVenv, findCrossplane } from './helpers/peers.js';
import { makeTmp } from './helpers/tmp.js';

/** A stand-in python whose crossplane is `version`. */
function python(version: string): string {
  const dir = makeTmp('ssllint-fake-python-').dir;
  const path = join(dir, 'python');
  writeFileSync(path, `#!/bin/sh\necho ${version}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('the crossplane the tests compare with', () => {
  it('is taken when it is the release the answers are of', () => {
    const p = python(CROSSPLANE_VERSION);
    expect(findCrossplane(p)).toEqual({ python: p });
  });

  it('another release is a skip that names it and says how to get the right one', () => {
    const p = python('0.5.16');
    expect(findCrossplane(p)).toEqual({
      missing: `crossplane 0.5.16 (${p}) is installed, and these tests hold crossplane 0.5.8's answers: make a virtualenv with it at ${crossplaneVenv()} (.ci/run does), or set SSLLINT_CROSSPLANE_PYTHON to a python that has it`,
    });
  });

  it('.ci/run makes that virtualenv', async () => {
    const { readFileSync } = await import('node:fs');
    const ci = readFileSync(join(__dirname, '..', '.ci', 'run'), 'utf8');
    expect(ci).toContain(`ssllint-test/crossplane-${CROSSPLANE_VERSION}`);
    expect(ci).toContain(`crossplane==${CROSSPLANE_VERSION}`);
  });
});
