// The model stage's part of the platform: a `PROFILE=SYSTEM` cipher string becomes the crypto
// policy's string once, here, so that every rule and the engine see what OpenSSL applies.
import type { Server, TlsSettings } from '../model/types.js';
import type { CryptoPolicy } from './crypto-policies.js';
import { DEFAULT_SYSTEM_PLATFORM_ID, findPlatform } from './platforms.js';
import { resolveSystemProfile, startsWithSystemProfile, systemProfileSuffix } from './system-profile.js';

export interface SystemPolicy {
  readonly policy: CryptoPolicy;
  /** How messages name it: `the RHEL 9 DEFAULT crypto policy (no --platform given)`. */
  readonly label: string;
}

export function systemPolicyOf(platformId: string, note = ''): SystemPolicy | null {
  const platform = findPlatform(platformId);
  if (!platform?.crypto) return null;
  const policy = platform.crypto.set.policies[platform.crypto.policy];
  return { policy, label: `the ${platform.name.replace(/ family, crypto policy \w+$/, '')} ${policy.name} crypto policy${note}` };
}

let fallback: SystemPolicy | undefined;

/** Without a platform, PROFILE=SYSTEM is judged as the RHEL 9/10 DEFAULT policy. */
export function defaultSystemPolicy(): SystemPolicy {
  return (fallback ??= systemPolicyOf(DEFAULT_SYSTEM_PLATFORM_ID, ', assumed as no --platform was given') as SystemPolicy);
}

export function applySystemPolicy(servers: readonly Server[], system: SystemPolicy): void {
  const seen = new Set<TlsSettings>();
  for (const server of servers) {
    const tls = server.tls;
    if (!tls || seen.has(tls)) continue;
    seen.add(tls);
    const written = tls.ciphers.value;
    if (!startsWithSystemProfile(written) && !startsWithSystemProfile(tls.effectiveCiphers)) continue;
    const resolved = resolveSystemProfile(tls.effectiveCiphers, written, system.policy);
    if (resolved === undefined) continue;
    tls.effectiveCiphers = resolved;
    tls.systemPolicy = { policy: system.policy.name, label: system.label, writtenSuffix: systemProfileSuffix(written) };
  }
}
