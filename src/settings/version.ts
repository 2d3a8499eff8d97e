// The version printed by --version and written into reports (package.json, src/package-info.ts).
import { packageInfo } from '../package-info.js';

export function toolVersion(): string {
  return packageInfo().version;
}
