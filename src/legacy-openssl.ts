// Findings that hold only on OpenSSL 1.0.2. That generation reached end of life on
// 2019-12-31 (openssl.org release strategy: "Version 1.0.2 will be supported until
// 2019-12-31 (LTS)"); Debian since 10 and RHEL since 8 ship 1.1.1 or 3.x, whose default build
// has no EXPORT, single-DES or RC2 suite and no SSLv3 (OpenSSL CHANGES, 1.1.0: "Remove support
// for all 40 and 56 bit ciphers", SSLv3 disabled at build time) — which generations a finding
// holds on is the rules' own data (src/openssl/ tables, protocol-support.ts). Checked against every generation by
// default, a modern tree would be dominated by what only a 1.0.2 build could negotiate, so
// unless the user named the generations (`--openssl`, config `openssl`) such a finding is
// reported as info and says why; `--openssl 1.0.2` (a CentOS 7 estate, 1.0.2k) gets every
// one at the rule's own severity. A level set for the rule (`--rule`, config `rules`) wins.
import type { Finding, Severity } from './findings.js';
import { shortMessage } from './report/short.js';

/** True when the finding says it holds on OpenSSL 1.0.2 and on no later generation. */
export function legacyOnly(f: Pick<Finding, 'generations'>): boolean {
  const g = f.generations;
  return g !== undefined && g.length === 1 && g[0] === '1.0.2';
}

const NOTE = '; OpenSSL 1.0.2 is end of life since 2019, so this is reported as info: lint with --openssl 1.0.2 if a server still runs it';
const SHORT_NOTE = ' only (EOL 2019)';

/** "… on OpenSSL 1.0.2" → "… on OpenSSL 1.0.2 only (EOL 2019)"; said at the end if not named. */
function shortRanked(f: Finding): string {
  const short = shortMessage(f, Infinity);
  const at = short.indexOf('OpenSSL 1.0.2');
  return at < 0 ? `${short} (OpenSSL 1.0.2 only, EOL 2019)` : `${short.slice(0, at + 13)}${SHORT_NOTE}${short.slice(at + 13)}`;
}

/** The finding ranked down to info, its messages saying so. */
export function rankedDown(f: Finding): Finding {
  return { ...f, severity: 'info' as Severity, message: `${f.message}${NOTE}`, short: shortRanked(f) };
}
