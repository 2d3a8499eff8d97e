// Server versions as the CLI accepts them (`1.23.4`, `2.4`, `1`): compared numerically, a
// missing part counting as 0, so that defaults can change at the release that changed them.

export type VersionParts = [number, number, number];

/** Parses `1.23.4`; anything unreadable gives undefined so the caller can fall back. */
export function parseVersion(text: string): VersionParts | undefined {
  const m = /^\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

export function compareVersions(a: VersionParts, b: VersionParts): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** True when `version` is `floor` or newer. */
export function atLeast(version: VersionParts, floor: string): boolean {
  return compareVersions(version, parseVersion(floor) as VersionParts) >= 0;
}
