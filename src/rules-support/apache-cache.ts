// The session and stapling cache lines an Apache fix writes, in the platform's own layout.
// A path from another distribution's layout is wrong there: Debian's `${APACHE_RUN_DIR}` is set
// by its /etc/apache2/envvars only, and httpd elsewhere warns "Config variable
// ${APACHE_RUN_DIR} is not defined" at every start (AH00111) and puts the file under that
// literal name below ServerRoot. So: the platform's packaged line where the platform's package
// was read (src/platform/platforms.ts `apacheSessionCache`); Debian's where the tree is
// Debian's own layout (its main file is apache2.conf, beside envvars); else `shmcb` with no
// path, httpd's own default in every 2.4 release (socache_shmcb_create in
// modules/cache/mod_socache_shmcb.c: anonymous shared memory, 512 KiB, its fallback file in
// the run-time directory), which works on any layout (live: test/apache-cache-paths.test.ts).
import type { Model } from '../model/types.js';
import { findPlatform } from '../platform/platforms.js';
import type { RuleContext } from '../rule.js';

const DEBIAN_LAYOUT = 'shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)';

export function apacheCacheSpec(kind: 'session' | 'stapling', model: Model, context: RuleContext): string {
  const report = context.target.platform.value.report;
  const platform = report ? findPlatform(report.id) : undefined;
  const session = platform?.apacheSessionCache?.value ?? (model.root.endsWith('/apache2.conf') ? DEBIAN_LAYOUT : undefined);
  if (!session) return 'shmcb';
  if (kind === 'session') return session;
  // The stapling cache beside the session cache, in the same run-time directory.
  const dir = /^shmcb:(.*)\/[^/]*$/.exec(session)?.[1];
  return dir ? `shmcb:${dir}/ssl_stapling(32768)` : 'shmcb';
}

/** The directive line for `kind`, quoted as httpd reads it. */
export function apacheCacheLine(kind: 'session' | 'stapling', model: Model, context: RuleContext): string {
  const spec = apacheCacheSpec(kind, model, context);
  return `${kind === 'session' ? 'SSLSessionCache' : 'SSLStaplingCache'} ${spec === 'shmcb' ? spec : `"${spec}"`}`;
}
