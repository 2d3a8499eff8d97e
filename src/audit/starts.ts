// Whether the configuration lets the server start, from the lint's own findings: nginx and httpd
// read the whole tree at start-up, so one error that stops them stops every server of the tree.
import type { Finding } from '../findings.js';
import type { Model } from '../model/types.js';
import type { Generation } from '../rule.js';

/** Rules whose every error is one `nginx -t` / `apachectl configtest` rejects the tree for. */
const REJECTED = new Set(['syntax-error', 'include-missing', 'directive-unknown', 'directive-context', 'directive-arguments', 'directive-value', 'directive-removed', 'directive-duplicate']);

/**
 * The other rules say it in words: an error that stops the server (a cipher string OpenSSL
 * rejects, a key under the security level, a key that does not match) says the server "will not
 * start" or "refuses to start" (the phrase the rules share; docs/audit-grading.md). Not when the
 * phrase is a condition (`refuses to start when that OpenSSL has no compression methods`).
 */
const SAYS_IT_STOPS = /\b(will not start|refuses to start)\b(?! (when|if|unless)\b)/;

export function stopsServer(f: Finding): boolean {
  return f.severity === 'error' && (REJECTED.has(f.ruleId) || SAYS_IT_STOPS.test(f.message));
}

export interface StartError {
  file: string;
  line: number;
  column: number;
  ruleId: string;
  message: string;
  /** Only on these OpenSSL generations (absent: on every one). */
  generations?: Generation[];
}

/**
 * The findings that stop the server a model describes: those in one of the files its tree is made
 * of. A syntax-error one of ssllint's own bounds made (nesting, expansion, regex time) is no error
 * of the server's: the audit lists it as not read instead.
 */
export function startErrors(model: Model, findings: readonly Finding[]): StartError[] {
  const files = new Set([model.root, ...model.files]);
  const bounds = new Set(model.diagnostics.filter((d) => d.limit).map((d) => `${d.span.file}\0${d.span.line}\0${d.span.column}\0${d.message}`));
  return findings
    .filter((f) => stopsServer(f) && files.has(f.location.file) && !bounds.has(`${f.location.file}\0${f.location.line}\0${f.location.column}\0${f.message}`))
    .map((f) => ({ file: f.location.file, line: f.location.line, column: f.location.column, ruleId: f.ruleId, message: f.message, ...(f.generations ? { generations: f.generations } : {}) }));
}

/** Those that hold on this generation. */
export function startErrorsOn(errors: readonly StartError[], generation: Generation): StartError[] {
  return errors.filter((e) => !e.generations || e.generations.includes(generation));
}
