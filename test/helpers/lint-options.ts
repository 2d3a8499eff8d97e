// The options the whole-tree tests lint with: every OpenSSL generation, the default server
// versions, and a fixed clock, so that findings do not depend on the day the tests run.
import type { LintOptions } from '../../src/lint.js';

export function fixedLintOptions(paths: string[], extra: Partial<LintOptions> = {}): LintOptions {
  return {
    paths,
    pathMap: [],
    generations: ['1.0.2', '1.1.1', '3.x'],
    nginxVersion: '1.28.0',
    apacheVersion: '2.4.65',
    now: new Date('2026-06-01T00:00:00Z'),
    expiringDays: 30,
    hardware: ['x86-aesni'],
    levels: new Map(),
    ignored: () => false,
    ...extra,
  };
}
