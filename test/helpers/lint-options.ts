// The options the whole-tree tests lint with: every OpenSSL generation, the default server
// versions, and a fixed clock, so that findings do not depend on the day the tests run.
// `extra` may name the target's parts one by one (generations, nginxVersion…): the server
// versions are given (the assumed releases, DEFAULT_NGINX_VERSION / DEFAULT_APACHE_VERSION,
// unless named), the generations assumed unless opensslNamed.
import type { LintOptions } from '../../src/lint.js';
import { DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION, targetOf, type TargetParts } from '../../src/platform/target.js';

/** Lint options to override, the target's parts among them. */
export type LintExtra = Partial<LintOptions> & TargetParts;

export function fixedLintOptions(paths: string[], extra: LintExtra = {}): LintOptions {
  const { generations, nginxVersion, apacheVersion, opensslNamed, systemPolicy, legacyTlsMaxSeclevel, seclevel, ...rest } = extra;
  return {
    paths,
    pathMap: [],
    target: targetOf({ generations, nginxVersion: nginxVersion ?? DEFAULT_NGINX_VERSION, apacheVersion: apacheVersion ?? DEFAULT_APACHE_VERSION, opensslNamed, systemPolicy, legacyTlsMaxSeclevel, seclevel }),
    now: new Date('2026-06-01T00:00:00Z'),
    expiringDays: 30,
    hardware: ['x86-aesni'],
    levels: new Map(),
    ignored: () => false,
    ...rest,
  };
}
