// What every formatter receives. The CLI builds it once; formatters only read it.
import type { Finding } from '../findings.js';
import type { RuleMeta } from '../rule.js';

export type ReportFormat = 'stylish' | 'unix' | 'json' | 'sarif' | 'github';

export const REPORT_FORMATS: readonly ReportFormat[] = ['stylish', 'unix', 'json', 'sarif', 'github'];

export interface ToolInfo {
  name: 'ssllint';
  version: string;
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
  /** ANSI colour in the stylish output. */
  color: boolean;
  /** The planned edits of the findings that have them (src/fix/), for SARIF's `fixes`. */
  fixes?: ReadonlyMap<Finding, ReportFix>;
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
