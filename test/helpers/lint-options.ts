// The options the whole-tree tests lint with: every OpenSSL generation, the default server
// versions, and a fixed clock, so that findings do not depend on the day the tests run.
// `extra` may name the target's parts one by one (generations, nginxVersion…): the server
// versions are given (1.28.0 / 2.4.65 unless named), the generations assumed unless opensslNamed.
import type { LintOptions } from '../../src/lint.js';
import { targetOf, type TargetParts } from '../../src/platform/target.js';

/** Lint options to override, the target's parts among them. */
export type LintExtra = Partial<LintOptions> & TargetParts;

export function fixedLintOptions(paths: string[], extra: LintExtra = {}): LintOptions {
  const { generations, nginxVersion, apacheVersion, opensslNamed, systemPolicy, legacyTlsMaxSeclevel, seclevel, ...rest } = extra;
  return {
    paths,
    pathMap: [],
    target: targetOf({ generations, nginxVersion: nginxVersion ?? '1.28.0', apacheVersion: apacheVersion ?? '2.4.65', opensslNamed, systemPolicy, legacyTlsMaxSeclevel, seclevel }),
    now: new Date('2026-06-01T00:00:00Z'),
    expiringDays: 30,
    hardware: ['x86-aesni'],
    levels: new Map(),
    ignored: () => false,
    ...rest,
  };
}
