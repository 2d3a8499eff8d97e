// The model stage's part of the platform: a `PROFILE=SYSTEM` cipher string becomes the crypto
// policy's string once, here, so that every rule and the engine see what OpenSSL applies.
import type { Protocol, Server, Setting, TlsSettings } from '../model/types.js';
import { PROTOCOL_ORDER, restrictProtocols } from '../model/protocol-range.js';
import type { CryptoPolicy } from '../platform/crypto-policies.js';
import type { SystemPolicy } from '../platform/target.js';
import { DEFAULT_SYSTEM_PLATFORM_ID, findPlatform, type Platform } from '../platform/platforms.js';
import { resolveSystemProfile, startsWithSystemProfile, systemProfileSuffix } from '../platform/system-profile.js';

export function systemPolicyOf(platformId: string, note = ''): SystemPolicy | null {
  const platform = findPlatform(platformId);
  if (!platform?.crypto) return null;
  const policy = platform.crypto.set.policies[platform.crypto.policy];
  const label = `the ${platform.name.replace(/ family, crypto policy \w+$/, '')} ${policy.name} crypto policy${note}`;
  // Without a platform (a `note` says so) only PROFILE=SYSTEM is read as the policy.
  return note ? { policy, label } : { policy, label, defaults: policyDefaults(platform, policy) };
}

/** What the policy sets for a server that names no protocols and no TLS 1.3 suites, on `platform`. */
export function policyDefaults(platform: Platform, policy: CryptoPolicy): SystemPolicy['defaults'] {
  if (!platform.serverProtocolsFromPolicy?.value) return {};
  return { protocols: restrictProtocols(PROTOCOL_ORDER, policy.minProtocol, policy.maxProtocol) };
}

let fallback: SystemPolicy | undefined;

/** Without a platform, PROFILE=SYSTEM is judged as the RHEL 9/10 DEFAULT policy. */
export function defaultSystemPolicy(): SystemPolicy {
  return (fallback ??= systemPolicyOf(DEFAULT_SYSTEM_PLATFORM_ID, ', assumed as no --platform was given') as SystemPolicy);
}

export function applySystemPolicy(servers: readonly Server[], system: SystemPolicy): void {
  const seen = new Set<TlsSettings>();
  // One replacement per default setting, so that servers sharing one still share it.
  const replaced = new Map<object, Setting<unknown>>();
  const swap = <T>(setting: Setting<T>, value: T): Setting<T> => {
    let next = replaced.get(setting) as Setting<T> | undefined;
    if (!next) replaced.set(setting, (next = { ...setting, value }));
    return next;
  };
  for (const server of servers) {
    const tls = server.tls;
    if (!tls || seen.has(tls)) continue;
    seen.add(tls);
    if (system.defaults) {
      if (tls.tls13Ciphers.defaulted) tls.tls13Ciphers = swap(tls.tls13Ciphers, system.policy.ciphersuites);
      const protocols = system.defaults.protocols;
      if (protocols && tls.protocols.defaulted) tls.protocols = swap(tls.protocols, [...protocols]);
    }
    const written = tls.ciphers.value;
    if (!startsWithSystemProfile(written) && !startsWithSystemProfile(tls.effectiveCiphers)) continue;
    const resolved = resolveSystemProfile(tls.effectiveCiphers, written, system.policy);
    if (resolved === undefined) continue;
    tls.effectiveCiphers = resolved;
    tls.systemPolicy = { policy: system.policy.name, label: system.label, writtenSuffix: systemProfileSuffix(written) };
  }
}
