// Where each rule's page lives: docs/rules/<id>.md of the repository (generated from the
// rule's own docs by `npm run docs`). The one place that names the base, for sarif `helpUri`
// and `--verbose`; the lead may point it at the project's final home.
export const RULE_DOCS_BASE = 'https://github.com/ssllint/ssllint/blob/main/docs/rules/';

export function ruleDocsUrl(ruleId: string): string {
  return `${RULE_DOCS_BASE}${encodeURIComponent(ruleId)}.md`;
}
