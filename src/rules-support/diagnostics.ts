// The three input rules report what the loader and parsers found; they share this adapter.
import type { Model } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import type { Diagnostic } from '../syntax/types.js';

export function diagnosticsAsFindings(model: Model, ruleId: Diagnostic['ruleId'], fix: string): RuleFinding[] {
  return model.diagnostics
    .filter((d) => d.ruleId === ruleId)
    .map((d) => ({
      message: d.message,
      location: { file: d.span.file, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn },
      fix: { description: d.fix ?? fix },
    }));
}
