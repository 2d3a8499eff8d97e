// `--policy NAME|FILE`: a shipped policy by name (policies/*.yaml, carried in builtin.ts), or a
// user's own file with the same schema. Short names pick a guideline's current version.
import { resolve } from 'node:path';
import { readSmallFile } from '../source/small-file.js';
import { BUILTIN_POLICIES } from './builtin.js';
import { parsePolicy, PolicyError } from './parse.js';
import type { Policy } from './types.js';

/** Names that stand for the newest version of a versioned guideline. */
const ALIASES: Record<string, string> = {
  'mozilla-modern': 'mozilla-modern-6.0',
  'mozilla-intermediate': 'mozilla-intermediate-6.0',
  // Guideline 6.0 dropped "old". The short name stays on 5.7, the level `ssllint advise` renders
  // (src/advice/profiles.ts); 5.8's old (no DHE suites, 2048-bit DH) is `mozilla-old-5.8`.
  'mozilla-old': 'mozilla-old-5.7',
};

export function policyNames(): string[] {
  return [...Object.keys(ALIASES), ...Object.keys(BUILTIN_POLICIES)].sort();
}

/** A shipped policy's name or a file path (anything with a `/` or a .yaml/.yml/.json ending is a file). */
export async function loadPolicy(nameOrFile: string, cwd: string): Promise<Policy> {
  const name = ALIASES[nameOrFile] ?? nameOrFile;
  const text = BUILTIN_POLICIES[name];
  if (text !== undefined) return parsePolicy(`builtin:${name}`, text);
  if (!/[\\/]|\.(ya?ml|json)$/i.test(nameOrFile)) {
    throw new PolicyError('--policy', `unknown policy "${nameOrFile}" (shipped: ${policyNames().join(', ')}; or give a file path)`);
  }
  const file = resolve(cwd, nameOrFile);
  const read = readSmallFile(file);
  if (!read.ok) throw new PolicyError(nameOrFile, `cannot read the policy file: ${read.reason}`);
  return parsePolicy(nameOrFile, read.text);
}
