// What `nginx -t` would reject or warn about, judged offline from the directive table.
// (Issue 15: filled in from the generated table; until then it finds nothing.)
import type { VersionParts } from '../model/version.js';
import type { ConfigTree } from '../source/types.js';
import type { ValidityProblem } from '../validity/types.js';

export function checkNginxValidity(_tree: ConfigTree, _version: VersionParts): ValidityProblem[] {
  return [];
}
