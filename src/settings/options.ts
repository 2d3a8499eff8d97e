// Turns command-line flags and the config file into LintOptions. Every bad value is a
// UsageError (exit 2) that names the flag or config key and what it accepts.
import { dirname, resolve } from 'node:path';
import type { Severity } from '../findings.js';
import { ConfigError, defineName, findConfigFile, readConfigFile, splitPathMap, type ConfigFile } from '../config/file.js';
import { makeIgnore } from '../config/ignore.js';
import { GENERATIONS as ALL_OPENSSL_GENERATIONS } from '../openssl/types.js';
import { ALL_GENERATIONS, DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION, type Judged, type OpensslTarget, type Provenance, type ServerRelease, type Target } from '../platform/target.js';
import type { LintOptions } from '../lint.js';
import type { Generation } from '../rule.js';
import { HARDWARE_PROFILES, type HardwareChoice } from '../advice/hardware.js';
import { FORMATS, type Format } from './formats.js';
import { UsageError } from './usage-error.js';
import { absolutePathMap } from '../source/path-map.js';
import { loadPolicy } from '../policy/load.js';
import { PolicyError } from '../policy/parse.js';
import type { Policy } from '../policy/types.js';
import { choosePlatform, defaultPlatform, platformTarget, type PlatformChoice } from './choose-platform.js';
import type { Host } from '../platform/host.js';
import { SAFETIES, type Safety } from '../fix/safety.js';
import { configFence, decideFences, outsideReason, resolveInFence, withinFence, type Fence, type Workspace } from '../source/fence.js';

export { FORMATS, type Format, UsageError };

function parseHardwareOrThrow(word: string, source: string): HardwareChoice {
  if (word === 'auto' || (HARDWARE_PROFILES as readonly string[]).includes(word)) return word as HardwareChoice;
  throw new UsageError(`${source}: unknown hardware "${word}" (use ${HARDWARE_PROFILES.join(', ')} or auto)`);
}

/** What `--openssl` takes: every generation modelled (ALL_GENERATIONS is the set assumed when none is named). */
export const GENERATIONS: Generation[] = [...ALL_OPENSSL_GENERATIONS];
const LEVELS = ['off', 'info', 'warning', 'error'] as const;

export interface CliFlags {
  format?: string;
  output?: string;
  config?: string | false;
  rule?: string[];
  openssl?: string;
  failLevel?: string;
  maxWarnings?: string;
  pathMap?: string[];
  define?: string[];
  color?: boolean;
  quiet?: boolean;
  nginxVersion?: string;
  apacheVersion?: string;
  now?: string;
  expiringDays?: string;
  hardware?: string;
  policy?: string[];
  verbose?: boolean;
  platform?: string;
  fix?: boolean;
  fixDryRun?: boolean;
  fixType?: string;
  fixBackup?: boolean;
  /** A named file that is neither nginx nor Apache is skipped quietly, not a usage error (the pre-commit hook). */
  skipUnknownFiles?: boolean;
}

export interface RunSettings {
  /** Everything but `hardware`, which may need `auto` resolved (asynchronously) first. */
  lint: Omit<LintOptions, 'hardware'>;
  hardware: HardwareChoice[];
  format: Format;
  output?: string;
  failLevel: Severity;
  maxWarnings?: number;
  quiet: boolean;
  config?: ConfigFile;
  /** stylish and unix: full messages, every fix's reason, each rule's docs URL. */
  verbose: boolean;
  /** What `--platform auto` read or why it chose nothing: said on stderr. */
  notes: string[];
  /** Set by --fix / --fix-dry-run (src/fix/). */
  fix?: FixSettings;
}

export interface FixSettings {
  /** Write the files (--fix) or print a diff (--fix-dry-run). */
  write: boolean;
  types: Set<Safety>;
  perRule: Map<string, boolean>;
  backup: boolean;
}

export function parseGenerations(value: string | string[], source: string): Generation[] {
  return parseOpenssl(value, source).generations;
}

/**
 * `--openssl 1.1.1,3.x`, or one release (`3.5`, `3.5.5`, `4.0.3`): its generation, and the
 * release, whose group defaults and fixed bugs then apply (src/openssl/releases.ts).
 */
export function parseOpenssl(value: string | string[], source: string): { generations: Generation[]; release?: string } {
  const words = (Array.isArray(value) ? value : value.split(',')).map((w) => w.trim()).filter(Boolean);
  const out: Generation[] = [];
  let release: string | undefined;
  for (const w of words) {
    const named = /^([34])(?:\.x)?$/.exec(w);
    const exact = /^([34])\.(\d+)(?:\.(\d+))?$/.exec(w);
    const g = named ? `${named[1]}.x` : exact ? `${exact[1]}.x` : w;
    if (!GENERATIONS.includes(g as Generation)) {
      throw new UsageError(`${source}: unknown OpenSSL generation "${w}" (use ${GENERATIONS.join(', ')}, or a release such as 3.5.5)`);
    }
    if (exact) release = w;
    if (!out.includes(g as Generation)) out.push(g as Generation);
  }
  if (out.length === 0) throw new UsageError(`${source}: name at least one OpenSSL generation`);
  // A release says which one runs: with several generations named, none of them is known to be it.
  return { generations: out, ...(release !== undefined && out.length === 1 ? { release } : {}) };
}

function parseLevel(id: string, level: string, source: string, known: ReadonlySet<string>): Severity | 'off' {
  if (!known.has(id)) throw new UsageError(`${source}: unknown rule "${id}" (\`ssllint rules\` lists them)`);
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`${source}: rule "${id}" level "${level}" must be one of ${LEVELS.join(', ')}`);
  }
  return level as Severity | 'off';
}

function parseVersion(value: string, source: string): string {
  if (!/^\d+(\.\d+){0,2}$/.test(value)) throw new UsageError(`${source}: "${value}" is not a version like 1.26.2`);
  return value;
}

export async function resolveSettings(
  paths: string[],
  flags: CliFlags,
  cwd: string,
  knownRules: ReadonlySet<string>,
  now: () => Date,
  /** The machine ssllint runs on, for `--platform auto` and the host's own config; null: none (an archive, CI). */
  host: Host | null = null,
  /** The GitHub Action's or the editor's workspace: nothing outside it is read (source/fence.ts). */
  workspace?: Workspace,
  /** What is linted when neither the command line nor the config file names a path (`ssllint audit`: the host's trees). */
  defaultRoots?: () => string[],
): Promise<RunSettings> {
  let config: ConfigFile | undefined;
  try {
    const configPath = flags.config === false ? undefined : flags.config ?? findConfigFile(cwd);
    if (configPath) config = await readRunConfig(configPath, cwd, workspace);
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }

  const format = (flags.format ?? 'stylish') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format: "${flags.format}" must be one of ${FORMATS.join(', ')}`);
  const failLevel = (flags.failLevel ?? 'error') as Severity;
  if (!['error', 'warning', 'info'].includes(failLevel)) throw new UsageError(`--fail-level: "${flags.failLevel}" must be error, warning or info`);
  let maxWarnings: number | undefined;
  if (flags.maxWarnings !== undefined) {
    maxWarnings = Number(flags.maxWarnings);
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw new UsageError(`--max-warnings: "${flags.maxWarnings}" must be a whole number ≥ 0`);
  }

  const levels = new Map<string, Severity | 'off'>();
  for (const [id, level] of Object.entries(config?.rules ?? {})) levels.set(id, parseLevel(id, level, `${config!.path}: rules`, knownRules));
  for (const entry of flags.rule ?? []) {
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new UsageError(`--rule: "${entry}" must be RULE-ID=off|info|warning|error`);
    levels.set(entry.slice(0, eq), parseLevel(entry.slice(0, eq), entry.slice(eq + 1), '--rule', knownRules));
  }

  let pathMap: [string, string][];
  try {
    const fromFile = absolutePathMap(config?.pathMap ?? [], config ? dirname(config.path) : cwd, `${config?.path}: pathMap`);
    const fromFlags = absolutePathMap((flags.pathMap ?? []).map((e) => splitPathMap(e)), cwd, '--path-map');
    if (!fromFile.ok) throw new UsageError(fromFile.error);
    if (!fromFlags.ok) throw new UsageError(fromFlags.error);
    pathMap = [...fromFile.map, ...fromFlags.map];
  } catch (err) {
    throw new UsageError((err as Error).message);
  }

  let apacheDefines: string[];
  try {
    apacheDefines = [...new Set([...(config?.defines ?? []), ...(flags.define ?? []).map((name) => defineName(name, '--define'))])];
  } catch (err) {
    throw new UsageError((err as Error).message);
  }

  let when = now();
  if (flags.now !== undefined) {
    when = new Date(flags.now);
    if (Number.isNaN(when.getTime())) throw new UsageError(`--now: "${flags.now}" is not an ISO date like 2026-01-31 or 2026-01-31T12:00:00Z`);
  }
  let expiringDays = config?.expiringDays;
  if (flags.expiringDays !== undefined) {
    expiringDays = Number(flags.expiringDays);
    if (!(expiringDays >= 0)) throw new UsageError(`--expiring-days: "${flags.expiringDays}" must be a number of days`);
  }

  const roots = paths.length ? paths : config?.roots ?? defaultRoots?.() ?? [];
  const fence = decideFences({ cwd, workspace, configFile: config?.path, fromConfig: paths.length === 0 && config?.roots !== undefined });
  const platformWord = flags.platform ?? config?.platform;
  const where = { paths: roots, cwd, host };
  const platform: PlatformChoice = platformWord
    ? choosePlatform(platformWord, flags.platform ? '--platform' : `${config!.path}: platform`, where)
    : defaultPlatform(where) ?? { notes: [] };

  const target = chooseTarget(flags, config, platform, platformWord !== undefined || platform.from === 'detected');

  let hardware: HardwareChoice[] = ['x86-aesni'];
  const hardwareWords = flags.hardware ? flags.hardware.split(',') : config?.hardware;
  if (hardwareWords) {
    const source = flags.hardware ? '--hardware' : `${config!.path}: hardware`;
    hardware = [...new Set(hardwareWords.map((w) => w.trim()).filter(Boolean).map((w) => parseHardwareOrThrow(w, source)))];
    if (hardware.length === 0) throw new UsageError(`${source}: name at least one hardware profile`);
  }

  // --policy replaces the config file's list, as --openssl does; a config's relative paths are its own.
  const policyWords = flags.policy?.length ? flags.policy.map((p) => ({ p, cwd })) : (config?.policies ?? []).map((p) => ({ p, cwd: dirname(config!.path) }));
  const policies: Policy[] = [];
  // A policy file named by a repository's config file is read only from inside it (a --policy
  // flag is the user's own choice, but the Action's workspace holds for it too).
  const policyFence = workspace !== undefined ? fence.of(cwd) : !flags.policy?.length && config ? configFence(config.path, cwd) : undefined;
  for (const { p, cwd: base } of policyWords) {
    const refused = policyFence && /[\\/]|\.(ya?ml|json)$/i.test(p) ? refusal(policyFence, resolve(base, p)) : undefined;
    if (refused) throw new UsageError(`${flags.policy?.length ? '--policy' : `${config!.path}: policies`}: ${p} is not read: ${refused}`);
    try {
      const policy = await loadPolicy(p, base);
      if (!policies.some((known) => known.id === policy.id)) policies.push(policy);
    } catch (err) {
      if (err instanceof PolicyError) throw new UsageError(err.message);
      throw err;
    }
  }

  const fix = fixSettings(flags, config, knownRules);

  if (roots.length === 0) throw new UsageError('no path given: name a config file or directory (or `-` for standard input)');

  return {
    format,
    output: flags.output,
    failLevel,
    maxWarnings,
    quiet: !!flags.quiet,
    verbose: !!flags.verbose,
    config,
    fix,
    hardware,
    notes: platform.notes,
    lint: {
      paths: roots,
      pathMap,
      apacheDefines,
      target,
      now: when,
      expiringDays,
      policies,
      levels,
      ignored: makeIgnore(config?.ignore ?? [], config ? dirname(config.path) : cwd),
      fence,
      ...(paths.length === 0 && config?.rootSpans ? { origins: config.rootSpans } : {}),
    },
  };
}

/**
 * Reads the config file, unless it is a repository's (or the Action workspace's) and leads
 * outside it (a symlink to /etc/passwd, a `config:` input naming a host file): nothing outside is
 * read, and the refusal names the file as written (source/fence.ts). Throws ConfigError or UsageError.
 */
export async function readRunConfig(configPath: string, cwd: string, workspace?: Workspace): Promise<ConfigFile> {
  const own = configFence(configPath, cwd, workspace);
  const refused = own && refusal(own, resolve(cwd, configPath));
  if (refused) throw new UsageError(`${configPath}: the config file is not read: ${refused}`);
  return readConfigFile(resolve(cwd, configPath));
}

/** Why a closed fence refuses `path` (absolute), or undefined when it may be read. */
function refusal(fence: Fence, path: string): string | undefined {
  if (!fence.closed) return undefined;
  if (!withinFence(fence, path)) return outsideReason(fence);
  return withinFence(fence, resolveInFence(path, fence, undefined)) ? undefined : outsideReason(fence, true);
}

/**
 * What the run judges, each part marked with where it came from. An explicit OpenSSL generation
 * or server version wins over the platform's, a flag over the file: --openssl, then --platform,
 * then the file's openssl, then the file's platform.
 */
function chooseTarget(flags: CliFlags, config: ConfigFile | undefined, platform: PlatformChoice, platformNamed: boolean): Target {
  const flagPlatform = flags.platform !== undefined;
  const platformFrom: Provenance = platform.from ?? 'given';
  const platformSource = platform.source ?? (flagPlatform ? `--platform ${flags.platform}` : `${config?.path}: platform`);
  let openssl: OpensslTarget;
  const named = (value: string | string[], source: string): OpensslTarget => {
    const o = parseOpenssl(value, source);
    return { value: o.generations, from: 'given', source, ...(o.release !== undefined ? { release: o.release } : {}) };
  };
  const ofPlatform = (): OpensslTarget => ({ value: platform.generations!, from: platformFrom, source: platformSource, ...(platform.opensslRelease !== undefined ? { release: platform.opensslRelease } : {}) });
  if (flags.openssl) openssl = named(flags.openssl, '--openssl');
  else if (flagPlatform && platform.generations) openssl = ofPlatform();
  else if (config?.openssl) openssl = named(config.openssl, `${config.path}: openssl`);
  else if (platform.generations) openssl = ofPlatform();
  else openssl = { value: [...ALL_GENERATIONS], from: 'assumed' };
  const release = (flag: string | undefined, flagName: string, file: string | undefined, fileKey: string, fromPlatform: string | undefined, fallback: string): ServerRelease => {
    const pick = (value: string, from: Provenance, source: string): ServerRelease => {
      const v = parseVersion(value, flag !== undefined ? flagName : source);
      return { value: v, from, source, floor: v };
    };
    if (flag !== undefined) return pick(flag, 'given', flagName);
    const fileFirst = !flagPlatform;
    if (fileFirst && file !== undefined) return pick(file, 'given', `${config?.path}: ${fileKey}`);
    if (fromPlatform !== undefined) return pick(fromPlatform, platformFrom, platformSource);
    if (file !== undefined) return pick(file, 'given', `${config?.path}: ${fileKey}`);
    return { value: fallback, from: 'assumed' };
  };
  return {
    openssl,
    nginx: release(flags.nginxVersion, '--nginx-version', config?.nginxVersion, 'nginxVersion', platform.nginxVersion, DEFAULT_NGINX_VERSION),
    apache: release(flags.apacheVersion, '--apache-version', config?.apacheVersion, 'apacheVersion', platform.apacheVersion, DEFAULT_APACHE_VERSION),
    platform: {
      value: platformTarget(platform),
      from: platformNamed && platform.report ? platformFrom : 'assumed',
      ...(platformNamed ? { source: platformSource } : {}),
    },
  };
}

function fixSettings(flags: CliFlags, config: ConfigFile | undefined, knownRules: ReadonlySet<string>): FixSettings | undefined {
  if (flags.fix && flags.fixDryRun) throw new UsageError('--fix and --fix-dry-run: give one of them');
  if (!flags.fix && !flags.fixDryRun) {
    if (flags.fixType !== undefined || flags.fixBackup) throw new UsageError(`${flags.fixType !== undefined ? '--fix-type' : '--fix-backup'} needs --fix or --fix-dry-run`);
    return undefined;
  }
  const types = new Set<Safety>();
  for (const word of (flags.fixType ?? 'safe').split(',').map((w) => w.trim()).filter(Boolean)) {
    if (!(SAFETIES as readonly string[]).includes(word)) throw new UsageError(`--fix-type: "${word}" must be ${SAFETIES.join(' or ')}`);
    types.add(word as Safety);
  }
  if (types.size === 0) throw new UsageError('--fix-type: name safe, risky or both');
  const perRule = new Map<string, boolean>();
  for (const [id, on] of Object.entries(config?.fix ?? {})) {
    if (!knownRules.has(id)) throw new UsageError(`${config!.path}: fix: unknown rule "${id}"`);
    perRule.set(id, on);
  }
  return { write: !!flags.fix, types, perRule, backup: !!flags.fixBackup };
}
