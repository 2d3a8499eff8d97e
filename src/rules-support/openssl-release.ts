// What a rule may take as known of the OpenSSL release that runs a tree: the release named
// (`--openssl 3.5.5`, a platform's or the host's OpenSSL: exact), or the oldest one the tree
// can start on (src/openssl-floor.ts, or the generations judged: at least). A verdict that
// needs a release beyond what is known is never more than info.
import { compareVersions, parseVersion, type VersionParts } from '../model/version.js';
import { GENERATION_FIRST, generationOfRelease, parseRelease } from '../openssl/releases.js';
import type { RuleContext } from '../rule.js';

export interface KnownRelease {
  /** The release, or the oldest one possible. */
  readonly version: VersionParts;
  /** True when the tree runs this very release; false when it runs this one or a later one. */
  readonly exact: boolean;
  /** The patch level is known (`3.5.5`, not `3.5`). */
  readonly patchKnown: boolean;
  /** For messages: `--openssl 3.5.5`, `Debian 13 (trixie)`, `the tree uses "X25519MLKEM768"`. */
  readonly source: string;
}

export function knownRelease(context: RuleContext): KnownRelease | undefined {
  const openssl = context.target.openssl;
  const named = openssl.release !== undefined && openssl.from !== 'assumed' && openssl.from !== 'inferred' ? parseRelease(openssl.release) : undefined;
  if (named) {
    const platform = context.target.platform.value.report;
    const source = platform && openssl.source?.startsWith('--platform') ? platform.name : (openssl.source ?? 'the OpenSSL named');
    return { version: named.version, exact: true, patchKnown: named.patchKnown, source };
  }
  // A platform named beside the generations: its OpenSSL, where it is of the generation judged.
  const report = context.target.platform.value.report;
  const platformRelease = report ? parseRelease(report.openssl) : undefined;
  if (report && platformRelease) {
    const g = generationOfRelease(platformRelease.version);
    if (g && context.generations.every((x) => x === g)) return { version: platformRelease.version, exact: true, patchKnown: platformRelease.patchKnown, source: report.name };
  }
  if (openssl.floor !== undefined) return { version: parseVersion(openssl.floor)!, exact: false, patchKnown: false, source: openssl.source ?? 'the tree' };
  // The generations alone: the first release of the oldest.
  const firsts = context.generations.map((g) => parseVersion(GENERATION_FIRST[g])!).sort(compareVersions);
  if (firsts.length === 0) return undefined;
  return { version: firsts[0], exact: false, patchKnown: false, source: openssl.source ?? 'the generations judged' };
}

/** The release is known to be `floor` or later. */
export function knownFrom(known: KnownRelease | undefined, floor: string): boolean {
  return known !== undefined && compareVersions(known.version, parseVersion(floor)!) >= 0;
}

/** The release is known to be before `release` (it is that exact one). */
export function knownBefore(known: KnownRelease | undefined, release: string): boolean {
  return known !== undefined && known.exact && compareVersions(known.version, parseVersion(release)!) < 0;
}

export function releaseText(v: VersionParts): string {
  return v.join('.');
}
