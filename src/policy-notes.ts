// A finding about a `PROFILE=SYSTEM` directive says which crypto policy it was judged as (the
// verdict is about the policy, not about words the config wrote), and its fix says when to keep
// PROFILE=SYSTEM and change the system policy instead of hard-coding suites.
import type { Finding, FindingLocation } from './findings.js';
import type { Model, SystemPolicyUse } from './model/types.js';

export type PolicyNotes = ReadonlyMap<string, SystemPolicyUse>;

const key = (file: string, line: number) => `${file}\0${line}`;

/** Directive place → the policy it used, for the servers whose string used PROFILE=SYSTEM; undefined when none did. */
export function policyNotes(model: Model): PolicyNotes | undefined {
  let notes: Map<string, SystemPolicyUse> | undefined;
  for (const server of model.servers) {
    const use = server.tls?.systemPolicy;
    if (!use) continue;
    notes ??= new Map();
    const at = server.tls!.ciphers.at;
    notes.set(key(at.file, at.line), use);
  }
  return notes;
}

export function policyAt(location: FindingLocation, notes: PolicyNotes): SystemPolicyUse | undefined {
  return notes.get(key(location.file, location.line));
}

export function withPolicyNote(message: string, use: SystemPolicyUse): string {
  const note = ` (PROFILE=SYSTEM judged as ${use.label})`;
  return message.endsWith(note) ? message : message + note;
}

// What the FUTURE policy removes from DEFAULT, LEGACY and FIPS (its string: -kRSA, -SHA1,
// -SHA256, -SHA384 and, from level 3, forward secrecy only): findings of these rules go away
// by changing the policy (test/platform-lint.test.ts holds FUTURE's verdicts).
const FUTURE_FIXES = new Set(['cipher-cbc', 'cipher-no-forward-secrecy', 'cipher-3des', 'cipher-slow']);

/**
 * The fix for a finding on a PROFILE=SYSTEM directive: where a stricter policy removes what the
 * rule reports, keep the keyword and change the policy system-wide; otherwise (the order within
 * a policy, a policy's own choice) say that hard-coding suites leaves the system policy.
 */
export function policyFix(ruleId: string, fix: Finding['fix'], use: SystemPolicyUse): Finding['fix'] {
  if (FUTURE_FIXES.has(ruleId) && use.policy !== 'FUTURE') {
    return {
      description:
        'keep PROFILE=SYSTEM and make the system policy stricter: `update-crypto-policies --set FUTURE` (forward secrecy and AEAD only, but RSA keys of at least 3072 bits; every program on the host follows it). Hard-coding suites here instead takes this server out of the system policy',
    };
  }
  // A misspelt word after the keyword keeps its own fix.
  if (!fix || ruleId === 'cipher-string-invalid') return fix;
  return { ...fix, description: `${fix.description} (a hard-coded list takes this server out of the system crypto policy, which update-crypto-policies then no longer changes)` };
}
