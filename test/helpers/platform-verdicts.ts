// The stock-config platform tests' view: a fixture tree under fixtures/platforms linted as its
// server would load it (/etc/<server> mapped onto the fixture), with a platform applied the way
// the CLI applies it (choosePlatform), certificate files aside (the fixtures hold none).
import { join, relative, resolve } from 'node:path';
import { RULES } from '../../rules/index.js';
import { choosePlatform } from '../../src/settings/choose-platform.js';
import { lint, type LintOptions } from '../../src/lint.js';
import { fixedLintOptions, type LintExtra } from './lint-options.js';

export const PLATFORM_FIXTURES = resolve(__dirname, '../../fixtures/platforms');

export function withPlatform(id: string | undefined): LintExtra {
  if (!id) return {};
  const c = choosePlatform(id, '--platform', { paths: [], cwd: '/', host: null });
  return {
    generations: c.generations!,
    nginxVersion: c.nginxVersion!,
    apacheVersion: c.apacheVersion!,
    ...(c.systemPolicy !== undefined ? { systemPolicy: c.systemPolicy } : {}),
    ...(c.legacyTlsMaxSeclevel !== undefined ? { legacyTlsMaxSeclevel: c.legacyTlsMaxSeclevel } : {}),
  };
}

/** rule@file:line:column:severity, file relative to fixtures/platforms. */
export function stockVerdicts(tree: string, server: 'nginx' | 'apache2', platform?: string): string[] {
  const root = join(PLATFORM_FIXTURES, tree, server);
  const top = join(root, server === 'nginx' ? 'nginx.conf' : 'apache2.conf');
  const options = { ...withPlatform(platform), pathMap: [[`/etc/${server}`, root]] as [string, string][] };
  return lint(fixedLintOptions([top], options), RULES)
    .findings.filter((f) => f.ruleId !== 'cert-unreadable')
    .map((f) => `${f.ruleId}@${relative(PLATFORM_FIXTURES, f.location.file)}:${f.location.line}:${f.location.column}:${f.severity}`);
}

export const errorsOf = (v: string[]): string[] => v.filter((x) => x.endsWith(':error'));
