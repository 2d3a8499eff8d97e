import type { Model, Server, Setting } from '../src/model/types.js';
import { compareVersions, parseVersion } from '../src/model/version.js';
import { CVE_2026_2673, defaultGroups, hasCve2026_2673, isHybrid, PQ_DEFAULT_SINCE, PQ_HYBRID } from '../src/openssl/releases.js';
import type { Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { defaultKeyword, explicitList, groupListDirective, groupNames, wordLocation } from '../src/rules-support/group-list.js';
import { distinctSettings } from '../src/rules-support/helpers.js';
import { knownFrom, knownRelease, releaseText, type KnownRelease } from '../src/rules-support/openssl-release.js';

const rule: Rule = {
  meta: {
    id: 'groups-post-quantum',
    title: 'A group list that turns post-quantum key exchange off, or names DEFAULT on a release with CVE-2026-2673',
    severity: 'warning',
    category: 'protocol',
    security: true,
    docs: {
      why: 'Since OpenSSL 3.5.0 (8 April 2025; CHANGES 3.5.0) a TLS 1.3 server prefers the hybrid post-quantum group X25519MLKEM768 by default, the key exchange Chrome (131, November 2024), Firefox (132) and Safari (iOS/macOS 26) send first: recorded traffic cannot be decrypted later by a quantum computer. An explicit group list (nginx `ssl_ecdh_curve`, `ssl_conf_command Groups|Curves`; Apache `SSLOpenSSLConfCmd Groups|Curves`) replaces that default, and the pre-2025 advice `X25519:prime256v1:secp384r1` switches post-quantum key exchange off for every client. On a server known to run OpenSSL 3.5 or later (`--openssl 3.5`, a platform such as Debian 13, or a tree that names a 3.5 group elsewhere), a list without an ML-KEM hybrid is a warning; the fix puts `X25519MLKEM768` first. Before 3.5 the name stops the server, which `ecdh-curve` reports. `DEFAULT` in a group list (3.5 syntax) on 3.5.0-3.5.5 and 3.6.0-3.6.1 loses the default list\'s tuple structure, and the server may settle on a classical group where both ends have X25519MLKEM768: CVE-2026-2673, fixed in 3.5.6 and 3.6.2 (7 April 2026). On a release known only as "3.5 or later" that is info.',
      nginx: { bad: 'ssl_ecdh_curve X25519:prime256v1:secp384r1;', good: 'ssl_ecdh_curve X25519MLKEM768:X25519:prime256v1:secp384r1;' },
      apache: { bad: 'SSLOpenSSLConfCmd Curves X25519:prime256v1:secp384r1', good: 'SSLOpenSSLConfCmd Curves X25519MLKEM768:X25519:prime256v1:secp384r1' },
      references: [
        'https://github.com/openssl/openssl/blob/openssl-3.5.0/CHANGES.md',
        'https://openssl-library.org/news/vulnerabilities/#CVE-2026-2673',
        'https://ssl-config.mozilla.org/guidelines/6.0.json',
        'https://datatracker.ietf.org/doc/draft-ietf-tls-ecdhe-mlkem/',
      ],
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    const known = knownRelease(context);
    if (!knownFrom(known, PQ_DEFAULT_SINCE)) return out;
    for (const { setting, servers } of distinctSettings(model, (tls) => tls.curves)) {
      const value = explicitList(setting);
      if (value === undefined) continue;
      out.push(...judge(model, setting as Setting<string>, value, servers, known!));
    }
    return out;
  },
};

function judge(model: Model, setting: Setting<string>, value: string, servers: Server[], known: KnownRelease): RuleFinding[] {
  const out: RuleFinding[] = [];
  const release = releaseText(known.version);
  const on = known.exact ? `OpenSSL ${release} (${known.source})` : `OpenSSL ${release} or later (${known.source})`;
  const defaultAt = defaultKeyword(value);
  const names = groupNames(value).filter((n) => !n.removed);
  // DEFAULT brings the release's own list, hybrid first.
  const hybrid = names.some((n) => isHybrid(n.name)) || (defaultAt !== undefined && (defaultGroups(known.version)?.groups ?? []).some(isHybrid));
  const tls13 = servers.some((s) => s.tls?.protocols.value.includes('TLSv1.3'));
  if (!hybrid && tls13) {
    out.push({
      message: `the group list "${value}" has no post-quantum hybrid: ${on} offers ${PQ_HYBRID} first by default, what Chrome, Firefox and Safari send first, and this list turns it off for every client`,
      short: `no post-quantum group (${PQ_HYBRID}) in "${value}" on ${on.replace(/ \(.*\)$/, '')}`,
      location: wordLocation(setting, value, 0, value.length),
      fix: { description: `put ${PQ_HYBRID} first`, replacement: groupListDirective(model, setting, `${PQ_HYBRID}:${value}`) },
    });
  }
  if (defaultAt !== undefined) {
    const affected = hasCve2026_2673(known.version, known.patchKnown);
    // Possibly affected: a 3.5 or 3.6 whose patch is unknown, or a release known only to be 3.5.0 or later (below 3.6.2).
    const possible = affected === undefined || (!known.exact && compareVersions(known.version, parseVersion(CVE_2026_2673.fixed[1])!) < 0);
    if (affected === true || possible) {
      const fixed = `fixed in ${CVE_2026_2673.fixed.join(' and ')} (OpenSSL, ${CVE_2026_2673.date})`;
      out.push({
        ...(affected === true ? {} : { severity: 'info' as const }),
        message:
          affected === true
            ? `"DEFAULT" in the group list on ${on}: ${CVE_2026_2673.id}, the server loses the default list's tuple structure and may settle on a classical group where the client has ${PQ_HYBRID}; ${fixed}`
            : `"DEFAULT" in the group list: on OpenSSL 3.5.0-3.5.5 and 3.6.0-3.6.1 this is ${CVE_2026_2673.id} (the server may settle on a classical group where the client has ${PQ_HYBRID}), ${fixed}; the OpenSSL release is known only to be ${release} or later: pin it with --openssl or --platform`,
        short: `${CVE_2026_2673.id}: "DEFAULT" in the group list on ${affected === true ? `OpenSSL ${release}` : 'OpenSSL 3.5.0-3.5.5/3.6.0-3.6.1'}`,
        location: wordLocation(setting, value, defaultAt, 'DEFAULT'.length),
        fix: { description: `upgrade OpenSSL to ${CVE_2026_2673.fixed.join(' or ')}, or write the groups out instead of DEFAULT` },
      });
    }
  }
  return out;
}

export default rule;
