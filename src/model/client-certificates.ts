// The certificates a server presents as a TLS client to its upstreams: nginx
// `proxy_ssl_certificate` (http and stream), `grpc_ssl_certificate`, `uwsgi_ssl_certificate`;
// Apache `SSLProxyMachineCertificateFile`. Written at any level (http, server, location,
// VirtualHost, main server): each directive once, wherever it stands.
import type { ConfigTree } from '../source/types.js';
import type { Directive } from '../syntax/types.js';
import { FileRefs } from './paths.js';
import type { PathMap } from '../source/path-map.js';
import type { FileRef } from './types.js';

const NGINX = new Set(['proxy_ssl_certificate', 'grpc_ssl_certificate', 'uwsgi_ssl_certificate']);
const APACHE = 'sslproxymachinecertificatefile';

export function clientCertificates(tree: ConfigTree, pathMap: PathMap): FileRef[] {
  const files = new FileRefs(tree.base, pathMap);
  const out: FileRef[] = [];
  const wanted = (d: Directive) => (tree.dialect === 'nginx' ? NGINX.has(d.name) : d.name.toLowerCase() === APACHE);
  const walk = (directives: readonly Directive[]): void => {
    for (const d of directives) {
      if (wanted(d) && d.args.length > 0) out.push(files.ref(d, false));
      if (d.block) walk(d.block);
    }
  };
  for (const parsed of tree.files.values()) walk(parsed.directives);
  return out;
}
