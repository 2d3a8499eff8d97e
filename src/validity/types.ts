// What `nginx -t` / `apachectl configtest` would say about a directive, found offline from the
// directive tables (src/nginx/directives*, src/apache/directives*). Each dialect's checker
// produces these while the model is built; the directive-* rules report them.
import type { Fix, Severity } from '../findings.js';
import type { Span } from '../syntax/types.js';

export type ValidityRuleId =
  | 'directive-unknown'
  | 'directive-context'
  | 'directive-arguments'
  | 'directive-value'
  | 'directive-removed'
  | 'directive-deprecated'
  | 'directive-duplicate'
  | 'semicolon-missing';

export interface ValidityProblem {
  ruleId: ValidityRuleId;
  /** Absent: the rule's default severity (directive-unknown sets it: error for a near miss, info otherwise). */
  severity?: Severity;
  message: string;
  /** The one-line form, where the message's head would not say it (see Finding.short). */
  short?: string;
  span: Span;
  fix?: Fix;
  related?: Span[];
  /**
   * The known directive this one was meant to be (lower-case), for a near-miss name or a misplaced
   * directive: a rule that falls back to a default because that directive is absent names it.
   */
  meant?: string;
  /**
   * nginx: the heads of the server-level (and deeper) blocks the directive stands in, outermost
   * first; empty at http level or a fragment's top, where it concerns every server. Absent (Apache):
   * a problem concerns the settings of its own file.
   */
  within?: Span[];
  /** The release from which this holds (a deprecation): see Finding.since. */
  since?: string;
}
