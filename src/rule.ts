// The shape of one rule module (rules/*.ts): metadata for docs/SARIF plus a pure check.
import type { Finding, Severity } from './findings.js';
import type { HardwareProfile } from './advice/hardware.js';
import type { Model } from './model/types.js';
import type { Policy } from './policy/types.js';
import type { Target } from './platform/target.js';

export type Category = 'protocol' | 'cipher' | 'certificate' | 'performance' | 'syntax' | 'vulnerability';

export interface Example {
  bad: string;
  good: string;
}

export interface RuleDocs {
  /** Why it matters, a short paragraph (Markdown). */
  why: string;
  nginx?: Example;
  apache?: Example;
  references?: string[];
}

export interface RuleMeta {
  id: string;
  title: string;
  severity: Severity;
  category: Category;
  /** Security (not only performance) relevance: SARIF `security-severity` is emitted for these. */
  security: boolean;
  /**
   * The rule compares servers with each other (a redirect elsewhere, the resumption of a
   * neighbour): it sees every server even when only some files' findings are wanted (src/focus.ts).
   */
  acrossServers?: true;
  docs: RuleDocs;
}

export type Generation = '1.0.2' | '1.1.1' | '3.x' | '4.x';

export interface RuleContext {
  /** What is judged: server releases, OpenSSL generations, platform (src/platform/target.ts). */
  target: Target;
  /** OpenSSL generations checked: `target.openssl.value`, as an array rules can filter. */
  generations: Generation[];
  /** The clock, injected so that expiry checks are deterministic. */
  now: Date;
  /**
   * `--expiring-days`: a fixed horizon for cert-expiring. Undefined (the default): a leaf is judged
   * by its own lifetime (a third left: warning; a sixth: error).
   */
  expiringDays?: number;
  /** The CPUs that terminate TLS (`--hardware`, config `hardware`): they decide the advised order. */
  hardware: HardwareProfile[];
  /** Compliance policies given with `--policy` (rule policy-violation); none by default. */
  policies?: readonly Policy[];
}

/** A finding before the rule's configured severity is applied (the runner sets it). */
export type RuleFinding = Omit<Finding, 'ruleId' | 'severity'> & { severity?: Severity };

export interface Rule {
  meta: RuleMeta;
  check(model: Model, context: RuleContext): RuleFinding[];
}
