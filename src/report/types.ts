// What every formatter receives. The CLI builds it once; formatters only read it.
import type { Finding } from '../findings.js';
import type { RuleMeta } from '../rule.js';
import type { PolicyVerdict } from '../policy/evaluate.js';

export type ReportFormat = 'stylish' | 'unix' | 'json' | 'sarif' | 'github';

export const REPORT_FORMATS: readonly ReportFormat[] = ['stylish', 'unix', 'json', 'sarif', 'github'];

export interface ToolInfo {
  name: 'ssllint';
  version: string;
}

export interface ReportPlatform {
  id: string;
  name: string;
  openssl: string;
  nginx?: string;
  apache?: string;
  /** RHEL family: the crypto policy PROFILE=SYSTEM was judged as. */
  cryptoPolicy?: string;
  /** How it was chosen: `--platform`, the config file, or `auto` from the host's files. */
  from: string;
}

export interface ReportInput {
  /** Already in output order (compareFindings). */
  findings: Finding[];
  /** Absolute paths of the files read. */
  files: string[];
  /** Output paths are relative to this directory when inside it. */
  cwd: string;
  /** Metadata of every rule, including ones that produced nothing (SARIF lists them all). */
  rules: RuleMeta[];
  tool: ToolInfo;
  advice?: unknown;
  /** Each policy's pass/fail per server (`--policy`). */
  policies?: PolicyVerdict[];
  /** The platform the findings were judged for (`--platform`), when one was given. */
  platform?: ReportPlatform;
  /** ANSI colour in the stylish output. */
  color: boolean;
  /** stylish and unix: full messages, every fix's description and each rule's docs URL. */
  verbose?: boolean;
  /** `-q`: errors only, and no footnotes under the summary. */
  quiet?: boolean;
  /** stylish: the terminal's width (COLUMNS), when known; lines are fitted to it. */
  columns?: number;
  /** Servers linted (server blocks / virtual hosts), for the summary line. */
  servers?: number;
  /** Findings ranked down because they hold only on OpenSSL 1.0.2 (src/legacy-openssl.ts). */
  legacyRanked?: number;
  /** Trees judged for the OpenSSL generations they can start on only (src/openssl-floor.ts): a line each. */
  opensslNotes?: readonly string[];
  /** The planned edits of the findings that have them (src/fix/), for SARIF's `fixes`. */
  fixes?: ReadonlyMap<Finding, ReportFix>;
  /** Findings --fix would fix, as its planner sees them (src/fix/report-fixes.ts); estimated from the fixes when absent. */
  fixable?: FixCounts;
  /** The planner was not asked (too many fixes to plan for a count): the estimate is said to be one. */
  fixableEstimated?: boolean;
}

/** Findings `--fix` fixes by default (safe) and only with `--fix-type risky` (risky). */
export interface FixCounts {
  safe: number;
  risky: number;
}

/** The edits that apply a finding's fix, for formats that carry them (SARIF `fixes`). */
export interface ReportFix {
  description: string;
  changes: ReportChange[];
}

export interface ReportChange {
  file: string;
  /** 1-based; the end is exclusive (SARIF's convention); start === end inserts. */
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  text: string;
}

export type Env = Record<string, string | undefined>;
