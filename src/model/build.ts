// The model stage: one configuration tree in, the server-agnostic Model out. The dialect
// builders resolve inheritance and defaults once, here, so that rules never have to.
import { REGEX_LIMIT_MS, REGEX_TOTAL_MS, regexSkips, startRegexBudget } from '../apache/directories.js';
import { buildApacheServers } from '../apache/model.js';
import { apacheValidity } from '../apache/validity.js';
import { checkNginxValidity } from '../nginx/validity.js';
import { buildNginxServers } from '../nginx/model.js';
import type { PathMap } from '../source/path-map.js';
import type { ConfigTree } from '../source/types.js';
import type { Diagnostic, Directive } from '../syntax/types.js';
import type { ValidityProblem } from '../validity/types.js';
import type { Model, Server } from './types.js';
import { clientCertificates } from './client-certificates.js';
import { parseVersion, type VersionParts } from './version.js';
import { markUnreadIncludes } from './unread.js';
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
  /**
   * The OpenSSL the server runs is known to be 1.0.2 only: nginx has no ClientHello callback
   * there, and the default server decides every name's protocols at any release (nginx/model.ts).
   */
  opensslBefore111?: boolean;
  /** false: skip the validity pass (what `nginx -t` / `apachectl` would refuse); `npm run bench` measures its cost so. */
  validity?: boolean;
  /**
   * nginx: whether each server's own ssl_protocols apply (1.29.2 and later), overriding the
   * release's say: lint passes false when the release is only assumed (src/nginx/model.ts).
   */
  perServerProtocols?: boolean;
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
  let modelProblems: ValidityProblem[] = [];
  if (tree.dialect === 'nginx') {
    servers = buildNginxServers(tree, { version, versionText, pathMap, opensslBefore111: options.opensslBefore111, perServerProtocols: options.perServerProtocols });
  } else {
    startRegexBudget();
    const built = buildApacheServers(tree, { version, versionText, pathMap, defines: options.apacheDefines, visit: apacheCheck?.visit });
    servers = built.servers;
    // A regex section left out is said: past the budget, once, at the first one.
    let budgetSaid = false;
    for (const { section, why } of regexSkips()) {
      if (why === 'budget' && budgetSaid) continue;
      budgetSaid ||= why === 'budget';
      const message =
        why === 'slow'
          ? `this section's regex ran for more than ${REGEX_LIMIT_MS} ms against a path (it backtracks without bound): ssllint leaves the section out of what it checks`
          : `ssllint spends at most ${REGEX_TOTAL_MS} ms on the regexes of <DirectoryMatch> sections in one tree, and that is spent: this section and every regex section after it are left out of what it checks`;
      diagnostics.push({ ruleId: 'syntax-error', message, span: section.directive.span, limit: true });
    }
    diagnostics.push(...built.bounded);
    modelProblems = built.problems;
    http2ModuleMissing = built.http2ModuleMissing;
    // httpd does not read an Include inside a false <IfModule>/<IfDefine>/<IfVersion>: a
    // missing file there is no error. (The loader cannot decide those sections: whether a
    // module is loaded depends on the whole tree.)
    diagnostics = diagnostics.filter((d) => d.ruleId !== 'include-missing' || built.reachedIncludes.has(d.span));
  }
  const policy = options.systemPolicy === undefined ? defaultSystemPolicy() : options.systemPolicy;
  if (policy) applySystemPolicy(servers, policy);
  for (const parsed of tree.files.values()) for (const each of parsed.errors) diagnostics.push(each);
  markUnreadIncludes(tree, diagnostics, servers);
  const validity = !judgeValidity ? [] : tree.dialect === 'nginx' ? checkNginxValidity(tree, version) : [...(apacheCheck?.problems() ?? []), ...modelProblems];

  return {
    dialect: tree.dialect,
    root: tree.root,
    fragment: tree.fragment,
    serverVersion: versionText,
    servers,
    files: [...tree.files.keys()],
    clientCertificates: clientCertificates(tree, pathMap),
    diagnostics,
    validity,
    ...(http2ModuleMissing ? { http2ModuleMissing } : {}),
    ...engineDirectives(tree),
    parsed: tree.files,
  };
}

/** nginx `ssl_engine NAME`, Apache `SSLCryptoDevice NAME` (not `builtin`): they need OpenSSL's ENGINE API. */
function engineDirectives(tree: ConfigTree): { engines?: Directive[] } {
  const found: Directive[] = [];
  const walk = (list: readonly Directive[]) => {
    for (const d of list) {
      const name = d.name.toLowerCase();
      if (tree.dialect === 'nginx' ? name === 'ssl_engine' : name === 'sslcryptodevice' && d.args[0]?.value.toLowerCase() !== 'builtin') found.push(d);
      if (d.block) walk(d.block);
    }
  };
  for (const parsed of tree.files.values()) walk(parsed.directives);
  return found.length > 0 ? { engines: found } : {};
}
