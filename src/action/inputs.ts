// The Action's `with:` values. The runner passes each input of a JavaScript action as the
// environment variable INPUT_<NAME>: the name upper-cased, spaces turned into `_`, dashes
// kept (so `fail-level` arrives as INPUT_FAIL-LEVEL, which no shell could set but a
// process environment can). Declared defaults from action.yml arrive the same way.
import type { Severity } from '../findings.js';
import { FORMATS, type Format } from '../settings/options.js';

export type Env = Record<string, string | undefined>;

/** A `with:` value the Action cannot use: reported as one error annotation, exit 2. */
export class InputError extends Error {}

export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** The input's value with surrounding whitespace removed; '' when unset. */
export function getInput(env: Env, name: string): string {
  return (env[inputVariable(name)] ?? '').trim();
}

// The spellings of YAML 1.2's core schema, as the toolkit's getBooleanInput accepts them:
// `yes`/`on` are YAML 1.1 and would surprise someone reading the workflow in a 1.2 editor.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export function getBooleanInput(env: Env, name: string, fallback: boolean): boolean {
  const value = getInput(env, name);
  if (value === '') return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new InputError(`input "${name}": "${value}" is not a boolean (use true or false)`);
}

export interface ActionInputs {
  /** Empty: the config file's `roots`, else the workspace. */
  paths: string[];
  config?: string;
  failLevel: Severity;
  /** The report printed to the job log. */
  format: Format;
  /** Empty: `ssllint.sarif` in the runner's temporary directory. */
  sarifFile: string;
  annotations: boolean;
  /** Post the fixes as suggested changes on the pull request (needs pull-requests: write). */
  suggestFixes: boolean;
  /** The token suggestions are posted with (action.yml defaults it to the job's token). */
  token: string;
  /** Append the audit's Markdown table (every TLS server's grade) to the job summary. */
  audit: boolean;
}

const FAIL_LEVELS: Severity[] = ['error', 'warning', 'info'];

export function readInputs(env: Env): ActionInputs {
  // Whitespace separates paths, so a multi-line YAML block and a one-line list both work.
  const paths = getInput(env, 'paths').split(/\s+/).filter(Boolean);
  if (paths.includes('-')) throw new InputError('input "paths": `-` (standard input) has no meaning in an Action; name files or directories');
  const failLevel = (getInput(env, 'fail-level') || 'error') as Severity;
  if (!FAIL_LEVELS.includes(failLevel)) throw new InputError(`input "fail-level": "${failLevel}" must be error, warning or info`);
  const format = (getInput(env, 'format') || 'stylish') as Format;
  if (!FORMATS.includes(format)) throw new InputError(`input "format": "${format}" must be one of ${FORMATS.join(', ')}`);
  const config = getInput(env, 'config');
  return {
    paths,
    config: config === '' ? undefined : config,
    failLevel,
    format,
    sarifFile: getInput(env, 'sarif-file'),
    annotations: getBooleanInput(env, 'annotations', true),
    suggestFixes: getBooleanInput(env, 'suggest-fixes', false),
    token: getInput(env, 'github-token'),
    audit: getBooleanInput(env, 'audit', false),
  };
}
