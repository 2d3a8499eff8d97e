// The lint settings of a workspace: its .ssllint.json/.yaml read as the command line reads it
// (options.ts), kept until the file changes (its path and modification time are the key, so
// an edit is seen even by a client that does not report file changes).
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findConfigFile } from '../../config/file.js';
import { resolveHardware } from '../../advice/auto.js';
import type { LintOptions } from '../../lint.js';
import { allRuleMeta } from '../../../rules/index.js';
import { resolveSettings } from '../../settings/options.js';

export interface WorkspaceSettings {
  /** Everything but the paths, which depend on the buffer. */
  lint: Omit<LintOptions, 'paths'>;
  /** The config file's `roots`, absolute. */
  roots: string[];
  /** Config `fix: {RULE: true|false}`. */
  perRule: Map<string, boolean>;
  /** The config file read, if any. */
  configPath?: string;
  /** Why the config file could not be used (the defaults apply meanwhile). */
  error?: string;
}

export class SettingsCache {
  private key: string | undefined;
  private value: WorkspaceSettings | undefined;

  constructor(private readonly now: () => Date) {}

  /** Forgets what was read: the next get() reads the config file again. */
  invalidate(): void {
    this.key = undefined;
  }

  /** `fence`: the directory nothing outside of which is read, when it is not `dir` (a file opened without a workspace folder). */
  async get(dir: string, fence = dir): Promise<WorkspaceSettings> {
    const path = findConfigFile(dir);
    const key = `${dir}\0${fence}\0${path ?? ''}\0${path ? mtimeOf(path) : ''}`;
    if (this.value && key === this.key) return this.value;
    this.value = await this.read(dir, path, fence);
    this.key = key;
    return this.value;
  }

  private async read(dir: string, path: string | undefined, fence: string): Promise<WorkspaceSettings> {
    const known = new Set(allRuleMeta().map((m) => m.id));
    let error: string | undefined;
    let settings;
    // In an editor every file is fenced in its workspace, config file or not (source/fence.ts).
    const workspace = { dirs: [fence], editor: true };
    try {
      // A placeholder path: resolveSettings takes the roots from it; the buffer names its own.
      settings = await resolveSettings([dir], path ? { config: path } : { config: false }, dir, known, this.now, null, workspace);
    } catch (err) {
      error = (err as Error).message;
      settings = await resolveSettings([dir], { config: false }, dir, known, this.now, null, workspace);
    }
    const hardware = await resolveHardware(settings.hardware);
    const config = error ? undefined : settings.config;
    const base = config ? dirname(config.path) : dir;
    const { paths: _paths, ...lint } = settings.lint;
    return {
      lint: { ...lint, hardware: hardware.ok ? hardware.hosts : ['x86-aesni'] },
      roots: (config?.roots ?? []).map((r) => resolve(base, r)),
      perRule: new Map(Object.entries(config?.fix ?? {})),
      configPath: config?.path,
      error,
    };
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
