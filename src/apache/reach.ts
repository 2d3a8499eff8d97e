// Which connections the Apache main server answers: none on an address a <VirtualHost> covers.
// httpd hands a connection to the vhosts of its IP:port (or of *:port / _default_:port) and,
// among name-based ones, to the first when no name matches: the main server answers only on a
// Listen address no <VirtualHost> covers (core docs, "Virtual Host Matching").
import type { Model } from '../model/types.js';

/** True when every address the main server listens on is covered by some <VirtualHost>. */
export function apacheMainUnreachable(model: Model): boolean {
  if (model.dialect !== 'apache') return false;
  const main = model.servers.find((s) => s.kind === 'global');
  if (!main || main.listen.length === 0) return false;
  const vhosts = model.servers.filter((s) => s.kind === 'virtual');
  return main.listen.every((l) =>
    vhosts.some((v) => v.listen.some((a) => (a.port === l.port || a.port === 0) && (a.address === '*' || a.address.toLowerCase() === '_default_' || a.address === l.address))),
  );
}
