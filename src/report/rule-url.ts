// Where each rule's page lives: docs/rules/<id>.md of the repository named in package.json
// (src/package-info.ts), for SARIF `helpUri` and `--verbose`. The same page is offline in the
// package's docs/ and in `ssllint explain RULE`.
import { packageInfo } from '../package-info.js';

export function ruleDocsUrl(ruleId: string): string {
  const home = packageInfo().home;
  const path = `docs/rules/${encodeURIComponent(ruleId)}.md`;
  return home ? `${home}/blob/main/${path}` : path;
}
