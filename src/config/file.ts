// The ssllint config file: `.ssllint.json` or `.ssllint.yaml`, found by walking up from the
// working directory to the repository root. It is data only: nothing in it is executed.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readSmallFile } from '../source/small-file.js';

export const CONFIG_NAMES = ['.ssllint.json', '.ssllint.yaml', '.ssllint.yml'];

export interface ConfigFile {
  path: string;
  rules?: Record<string, string>;
  openssl?: string[];
  nginxVersion?: string;
  apacheVersion?: string;
  pathMap?: [string, string][];
  /** Apache: names defined as with `httpd -D NAME`. */
  defines?: string[];
  ignore?: string[];
  hardware?: string[];
  /** `--policy` names or files (relative to the config file). */
  policies?: string[];
  /** Paths linted when none are given on the command line (the whole-tree pre-commit hook). */
  roots?: string[];
  /** Where each of `roots` (resolved) is written in the file: a finding about a root is placed there. */
  rootSpans?: Map<string, { file: string; line: number; column: number; endLine: number; endColumn: number }>;
  expiringDays?: number;
  /** `--platform`: a name from the platform table, or `auto`. */
  platform?: string;
  /** Per-rule choice for --fix: true applies the rule's fixes even when risky, false never. */
  fix?: Record<string, boolean>;
}

/** A config problem: always a usage error (exit 2), with a position when there is one. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line ? `${file}:${line}:${column ?? 1}: ${message}` : `${file}: ${message}`);
  }
}

/** Nearest config file from `cwd` up to the directory holding `.git` (inclusive). */
export function findConfigFile(cwd: string): string | undefined {
  let dir = resolve(cwd);
  for (;;) {
    for (const name of CONFIG_NAMES) {
      const candidate = join(dir, name);
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    if (existsSync(join(dir, '.git'))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function lineColumnAt(text: string, offset: number): [number, number] {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return [line, offset - lineStart + 1];
}

/** Where `value` is first written after the `roots` key (quoted as JSON, else bare): the file's start when not found. */
function spanOf(file: string, text: string, value: string): { file: string; line: number; column: number; endLine: number; endColumn: number } {
  const from = Math.max(0, text.indexOf('roots'));
  let written = JSON.stringify(value);
  let at = text.indexOf(written, from);
  if (at === -1) at = text.indexOf((written = value), from);
  if (at === -1) return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  const [line, column] = lineColumnAt(text, at);
  return { file, line, column, endLine: line, endColumn: column + written.length };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : unexpectedTokenOffset(text, message);
    const [line, column] = offset !== undefined ? lineColumnAt(text, offset) : [undefined, undefined];
    // V8 quotes up to 21 characters of the text ("Unexpected token 'r', "root:x:0:0"... is not
    // valid JSON"): the position says where, and the file may be anything a symlink points at.
    const what = /^Unexpected token/.test(message) ? 'unexpected character' : message.replace(/\s*(in JSON )?at position \d+.*$/, '').replace(/'.'|".*"/g, '').trim();
    throw new ConfigError(file, `invalid JSON: ${what}`, line, column);
  }
}

/**
 * Where V8's "Unexpected token" error is, which it gives only as an excerpt: the text from 10
 * characters before to 10 after the token, `…` marking a cut (the whole text when under 21).
 */
function unexpectedTokenOffset(text: string, message: string): number | undefined {
  const m = /^Unexpected token '([^]*?)', (\.\.\.)?"([^]*)"(\.\.\.)? is not valid JSON$/.exec(message);
  if (!m) return undefined;
  const [, token, before, excerpt] = m;
  if (before === undefined) {
    // The excerpt starts the text: it ends 10 characters after the token, unless it is the whole text.
    return excerpt.length === text.length ? Math.max(0, text.indexOf(token)) : Math.max(0, excerpt.length - 10);
  }
  for (let at = text.indexOf(excerpt); at !== -1; at = text.indexOf(excerpt, at + 1)) {
    if (text[at + 10] === token) return at + 10;
  }
  return undefined;
}

// yaml is a quarter of the bundle and only YAML config files need it: loading it here keeps
// it out of every other start-up. yaml is CommonJS, and `default` (its module.exports) is the
// one export both Node and the esbuild bundle give a dynamic import of it.
async function parseYaml(file: string, text: string): Promise<unknown> {
  const { parseDocument } = (await import('yaml')).default;
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const [line, column] = lineColumnAt(text, first.pos[0]);
    throw new ConfigError(file, `invalid YAML: ${first.message.split('\n')[0]}`, line, column);
  }
  // Aliases and custom tags are data here; toJS never runs code. An alias bomb (aliases of
  // aliases, each doubling the data) is refused by yaml's maxAliasCount with a ReferenceError.
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    if (err instanceof ReferenceError) throw new ConfigError(file, `invalid YAML: ${err.message}`);
    throw err;
  }
}

/**
 * `record[key] = value`, also for the key `__proto__` (JSON.parse makes it an own key): an
 * assignment would set the record's prototype instead and drop the entry unsaid, where the
 * caller reports it as an unknown rule.
 */
function own<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

const stringList = (file: string, key: string, v: unknown): string[] => {
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
    throw new ConfigError(file, `"${key}" must be a string or a list of strings`);
  }
  return list;
};

function pathMapOf(file: string, v: unknown): [string, string][] {
  if (Array.isArray(v)) return v.map((entry) => splitPathMap(String(entry), file));
  if (v && typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>).map(([from, to]) => {
      if (typeof to !== 'string') throw new ConfigError(file, `"pathMap.${from}" must be a string`);
      return [from, to];
    });
  }
  throw new ConfigError(file, '"pathMap" must be an object {FROM: TO} or a list of "FROM=TO"');
}

/** A name for httpd's -D: one word, as httpd's command line would pass it. */
export function defineName(name: string, source: string): string {
  if (!/^[^\s${}]+$/.test(name)) throw new ConfigError(source, `define "${name}" must be one word without spaces, \`$\`, \`{\` or \`}\``);
  return name;
}

export function splitPathMap(entry: string, source = '--path-map'): [string, string] {
  const eq = entry.indexOf('=');
  if (eq <= 0 || eq === entry.length - 1) {
    throw new ConfigError(source, `path map "${entry}" must be FROM=TO`);
  }
  return [entry.slice(0, eq), entry.slice(eq + 1)];
}

const KEYS = new Set(['rules', 'openssl', 'nginxVersion', 'apacheVersion', 'pathMap', 'ignore', 'hardware', 'roots', 'expiringDays', 'defines', 'policies', 'platform', 'fix']);

export async function readConfigFile(path: string): Promise<ConfigFile> {
  const read = readSmallFile(path);
  if (!read.ok) throw new ConfigError(path, `cannot read config file (${read.reason})`);
  const text = read.text;
  const raw = path.endsWith('.json') ? parseJson(path, text) : await parseYaml(path, text);
  if (raw === null || raw === undefined) return { path };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(path, 'the config must be an object');
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!KEYS.has(key)) throw new ConfigError(path, `unknown key "${key}" (known: ${[...KEYS].join(', ')})`);
  }
  const config: ConfigFile = { path };
  if (obj.rules !== undefined) {
    if (!obj.rules || typeof obj.rules !== 'object' || Array.isArray(obj.rules)) {
      throw new ConfigError(path, '"rules" must be an object {rule-id: off|info|warning|error}');
    }
    config.rules = {};
    for (const [id, level] of Object.entries(obj.rules as Record<string, unknown>)) {
      if (typeof level !== 'string') throw new ConfigError(path, `"rules.${id}" must be off, info, warning or error`);
      own(config.rules, id, level);
    }
  }
  if (obj.openssl !== undefined) config.openssl = stringList(path, 'openssl', obj.openssl);
  if (obj.ignore !== undefined) config.ignore = stringList(path, 'ignore', obj.ignore);
  if (obj.hardware !== undefined) config.hardware = stringList(path, 'hardware', obj.hardware);
  if (obj.policies !== undefined) config.policies = stringList(path, 'policies', obj.policies);
  if (obj.roots !== undefined) {
    const written = stringList(path, 'roots', obj.roots);
    config.roots = written.map((r) => resolve(dirname(path), r));
    config.rootSpans = new Map(written.map((r, i) => [config.roots![i], spanOf(path, text, r)]));
  }
  for (const key of ['nginxVersion', 'apacheVersion'] as const) {
    if (obj[key] !== undefined) {
      if (typeof obj[key] !== 'string' && typeof obj[key] !== 'number') throw new ConfigError(path, `"${key}" must be a version string`);
      config[key] = String(obj[key]);
    }
  }
  if (obj.platform !== undefined) {
    if (typeof obj.platform !== 'string') throw new ConfigError(path, '"platform" must be a platform name (see `ssllint --platform list`) or auto');
    config.platform = obj.platform;
  }
  if (obj.pathMap !== undefined) config.pathMap = pathMapOf(path, obj.pathMap);
  if (obj.defines !== undefined) config.defines = stringList(path, 'defines', obj.defines).map((name) => defineName(name, `${path}: defines`));
  if (obj.expiringDays !== undefined) {
    if (typeof obj.expiringDays !== 'number' || !(obj.expiringDays >= 0)) throw new ConfigError(path, '"expiringDays" must be a number of days');
    config.expiringDays = obj.expiringDays;
  }
  if (obj.fix !== undefined) {
    if (!obj.fix || typeof obj.fix !== 'object' || Array.isArray(obj.fix)) throw new ConfigError(path, '"fix" must be an object {rule-id: true|false}');
    config.fix = {};
    for (const [id, on] of Object.entries(obj.fix as Record<string, unknown>)) {
      if (typeof on !== 'boolean') throw new ConfigError(path, `"fix.${id}" must be true or false`);
      own(config.fix, id, on);
    }
  }
  return config;
}
