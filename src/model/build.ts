// The model stage: one configuration tree in, the server-agnostic Model out. The dialect
// builders resolve inheritance and defaults once, here, so that rules never have to.
import { buildApacheServers } from '../apache/model.js';
import { apacheValidity } from '../apache/validity.js';
import { checkNginxValidity } from '../nginx/validity.js';
import { buildNginxServers } from '../nginx/model.js';
import type { PathMap } from '../source/path-map.js';
import type { ConfigTree } from '../source/types.js';
import type { Diagnostic } from '../syntax/types.js';
import type { Model, Server } from './types.js';
import { parseVersion, type VersionParts } from './version.js';
import { applySystemPolicy, defaultSystemPolicy, type SystemPolicy } from '../platform/apply.js';

/** Current stable releases, assumed when no version is given (src/platform/target.ts). */
export { DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION } from '../platform/target.js';
import { DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION } from '../platform/target.js';

export interface BuildOptions {
  nginxVersion?: string;
  apacheVersion?: string;
  pathMap?: PathMap;
  /** Apache: names defined on httpd's command line with -D, for <IfDefine>. */
  apacheDefines?: readonly string[];
  /**
   * What `PROFILE=SYSTEM` stands for: a crypto policy (absent: the RHEL 9/10 DEFAULT one), or
   * null on a platform whose OpenSSL does not know the keyword.
   */
  systemPolicy?: SystemPolicy | null;
  /** false: skip the validity pass (what `nginx -t` / `apachectl` would refuse); `npm run bench` measures its cost so. */
  validity?: boolean;
}

export function buildModel(tree: ConfigTree, options: BuildOptions = {}): Model {
  const pathMap = options.pathMap ?? [];
  const fallback = tree.dialect === 'nginx' ? DEFAULT_NGINX_VERSION : DEFAULT_APACHE_VERSION;
  const given = tree.dialect === 'nginx' ? options.nginxVersion : options.apacheVersion;
  // The CLI rejects a malformed version; a caller of the API gets the default instead.
  const versionText = given !== undefined && parseVersion(given) ? given : fallback;
  const version = parseVersion(versionText) as VersionParts;
  let servers: Server[];
  let http2ModuleMissing = false;
  const judgeValidity = options.validity !== false;
  const apacheCheck = tree.dialect === 'apache' && judgeValidity ? apacheValidity(tree, version) : undefined;
  let diagnostics: Diagnostic[] = [...tree.diagnostics];
  if (tree.dialect === 'nginx') {
    servers = buildNginxServers(tree, { version, versionText, pathMap });
  } else {
    const built = buildApacheServers(tree, { version, versionText, pathMap, defines: options.apacheDefines, visit: apacheCheck?.visit });
    servers = built.servers;
    http2ModuleMissing = built.http2ModuleMissing;
    // httpd does not read an Include inside a false <IfModule>/<IfDefine>/<IfVersion>: a
    // missing file there is no error. (The loader cannot decide those sections: whether a
    // module is loaded depends on the whole tree.)
    diagnostics = diagnostics.filter((d) => d.ruleId !== 'include-missing' || built.reachedIncludes.has(d.span));
  }
  const policy = options.systemPolicy === undefined ? defaultSystemPolicy() : options.systemPolicy;
  if (policy) applySystemPolicy(servers, policy);
  for (const parsed of tree.files.values()) diagnostics.push(...parsed.errors);
  const validity = !judgeValidity ? [] : tree.dialect === 'nginx' ? checkNginxValidity(tree, version) : (apacheCheck?.problems() ?? []);

  return {
    dialect: tree.dialect,
    root: tree.root,
    fragment: tree.fragment,
    serverVersion: versionText,
    servers,
    files: [...tree.files.keys()],
    diagnostics,
    validity,
    ...(http2ModuleMissing ? { http2ModuleMissing } : {}),
  };
}
