// Whether a server staples: the audit's `ocspStapling` (switched on) and `staples` (a response
// goes out) fields, from what the certificates name. nginx and httpd staple only for a
// certificate that names an OCSP responder, or one configured in its place.
import type { ServedChain } from '../certs/audit.js';
import type { Server, TlsSettings } from '../model/types.js';
import type { AuditRecord } from './types.js';

export function staplingOf(server: Server & { tls: TlsSettings }, served: readonly ServedChain[]): Pick<AuditRecord, 'ocspStapling' | 'staples'> {
  const tls = server.tls;
  const on = tls.stapling.value;
  if (!on) return { ocspStapling: false, staples: false };
  if (tls.staplingFile || tls.staplingResponder) return { ocspStapling: true, staples: true };
  const read = tls.certificates.filter((ref) => served.some((c) => c.pair.cert === ref));
  // nginx asks only the first responder a certificate names, and only over http:// (ngx_ssl_stapling_responder).
  const usable = (urls: readonly string[]) => urls.length > 0 && (server.dialect !== 'nginx' || /^http:\/\//i.test(urls[0]));
  if (served.some((c) => tls.certificates.includes(c.pair.cert) && usable(c.chain.leaf.cert.ocspResponders))) return { ocspStapling: true, staples: true };
  return { ocspStapling: true, staples: read.length === tls.certificates.length && read.length > 0 ? false : null };
}
