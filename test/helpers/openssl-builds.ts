// The `openssl` programs of OpenSSL 3.5.5, 3.6.3 and 4.0.3 that scripts/build-openssl.sh builds
// from the openssl-src crate's sources into a cache outside the clone (.ci/run builds them). A
// test that needs one is skipped with the reason in its name when it is absent.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type Release = '3.5.5' | '3.6.3' | '4.0.3';

export const OPENSSL_CACHE = process.env.SSLLINT_OPENSSL_CACHE ?? join(homedir(), '.cache', 'ssllint', 'openssl');

/** The build's program, or undefined when it is not there (or withheld by SSLLINT_TEST_WITHOUT=openssl-builds). */
export function opensslBuild(release: Release): string | undefined {
  if ((process.env.SSLLINT_TEST_WITHOUT ?? '').split(',').includes('openssl-builds')) return undefined;
  const bin = join(OPENSSL_CACHE, release, 'apps', 'openssl');
  return existsSync(bin) ? bin : undefined;
}

/** Why a test needing these builds is skipped, or undefined when it can run. */
export function buildsMissing(...releases: Release[]): string | undefined {
  const missing = releases.filter((r) => opensslBuild(r) === undefined);
  return missing.length ? `no OpenSSL ${missing.join(', ')} build in ${OPENSSL_CACHE}: run scripts/build-openssl.sh` : undefined;
}
