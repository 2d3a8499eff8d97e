// The fix each server kind gets when nothing about the advice is configured (fix.ts): the
// default hardware, the server's default version. Every default lint would work out the same
// two, at interpreter speed, so the bundle carries them worked out: scripts/bundle.mjs bakes
// what defaultFixesJson() returns, computed by this module itself; from the sources, they are
// computed on first use.
import { computeAdvisedFix, type AdvisedFix } from './advised-fix.js';
import type { ServerKind } from './capabilities.js';
import { DEFAULT_SERVER_VERSION } from './decide.js';
import type { HardwareProfile } from './hardware.js';

export interface DefaultFix {
  hardware: HardwareProfile;
  serverVersion: string;
  fix: AdvisedFix;
}

/** What the lint uses when no --hardware is given (settings/options.ts), and the advice's default. */
const DEFAULT_HARDWARE: HardwareProfile = 'x86-aesni';

export function defaultFixesJson(): string {
  const worked = (server: ServerKind): DefaultFix => {
    const serverVersion = DEFAULT_SERVER_VERSION[server];
    return { hardware: DEFAULT_HARDWARE, serverVersion, fix: computeAdvisedFix(server, { hardware: [DEFAULT_HARDWARE], serverVersion }) };
  };
  return JSON.stringify({ nginx: worked('nginx'), apache: worked('apache') });
}
