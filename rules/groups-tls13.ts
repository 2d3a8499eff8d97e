import type { Model, Setting } from '../src/model/types.js';
import { groupKnown, weakGroup } from '../src/openssl/groups.js';
import { DEPRECATED_EC, isP256, tls13Group } from '../src/openssl/releases.js';
import type { Generation, Rule, RuleFinding } from '../src/rule.js';
import { defaultKeyword, explicitList, groupListDirective, groupNames, wordLocation } from '../src/rules-support/group-list.js';
import { distinctSettings } from '../src/rules-support/helpers.js';
import { GENERATIONS } from '../src/openssl/types.js';

const rule: Rule = {
  meta: {
    id: 'groups-tls13',
    title: 'A group list without P-256, or with a group TLS 1.3 does not define',
    severity: 'warning',
    category: 'protocol',
    security: false,
    docs: {
      why: 'TLS 1.3 makes secp256r1 (P-256) the one key exchange group every client must implement (RFC 8446 §9.1, August 2018): a client that offers nothing else, common among embedded and FIPS-mode clients, finds no shared group with a list that leaves P-256 out, and the handshake fails (or, from OpenSSL 3.5, costs a HelloRetryRequest round trip at best). A curve TLS 1.3 does not define (RFC 8446 §4.2.7 lists P-256, P-384, P-521, X25519, X448 and the FFDHE groups; RFC 8734 adds the brainpool `…tls13` groups), such as `secp256k1` or the TLS 1.2 brainpool curves, is never used by a TLS 1.3 handshake and is deprecated for TLS 1.2 by RFC 8422; OpenSSL 4.0 builds without the deprecated ones. The fix for a missing P-256 adds `prime256v1` (every OpenSSL knows that name); a group TLS 1.3 lacks is left to you, since a TLS 1.2 client may still use it.',
      nginx: { bad: 'ssl_ecdh_curve X25519:secp256k1;', good: 'ssl_ecdh_curve X25519MLKEM768:X25519:prime256v1:secp384r1;' },
      apache: { bad: 'SSLOpenSSLConfCmd Curves X25519:secp384r1', good: 'SSLOpenSSLConfCmd Curves X25519:prime256v1:secp384r1' },
      references: ['https://www.rfc-editor.org/rfc/rfc8446#section-9.1', 'https://www.rfc-editor.org/rfc/rfc8446#section-4.2.7', 'https://www.rfc-editor.org/rfc/rfc8422#section-5.1.1'],
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    for (const { setting } of distinctSettings(model, (tls) => tls.curves)) {
      const value = explicitList(setting);
      if (value === undefined) continue;
      out.push(...judge(model, setting as Setting<string>, value, context.generations));
    }
    return out;
  },
};

function judge(model: Model, setting: Setting<string>, value: string, generations: readonly Generation[]): RuleFinding[] {
  const out: RuleFinding[] = [];
  const names = groupNames(value).filter((n) => !n.removed);
  // DEFAULT brings P-256 with it; a list of names no OpenSSL knows is ecdh-curve's.
  const known = names.filter((n) => GENERATIONS.some((g) => groupKnown(n.name, g).known !== false));
  if (defaultKeyword(value) === undefined && known.length > 0 && !names.some((n) => isP256(n.name))) {
    out.push({
      message: `the group list "${value}" leaves out P-256 (secp256r1), the group every TLS 1.3 client must support (RFC 8446 §9.1): a client that offers only P-256 cannot connect`,
      short: `no P-256 in the group list "${value}"`,
      location: wordLocation(setting, value, 0, value.length),
      fix: { description: 'add P-256 (prime256v1)', replacement: groupListDirective(model, setting, `${value}:prime256v1`) },
    });
  }
  for (const n of known) {
    // Weak curves are ecdh-curve's (80-bit security), and so is a name the generations judged refuse.
    if (tls13Group(n.name) || weakGroup(n.name) || generations.some((g) => groupKnown(n.name, g).known === false)) continue;
    out.push({
      message: `"${n.name}" is not a TLS 1.3 group (RFC 8446 §4.2.7): no TLS 1.3 handshake uses it${DEPRECATED_EC.has(n.name.toLowerCase()) ? ', RFC 8422 deprecates it for TLS 1.2, and OpenSSL 4.0 builds without it' : ', only TLS 1.2 clients can'}`,
      location: wordLocation(setting, value, n.offset, n.name.length),
      fix: { description: `drop "${n.name}" once no TLS 1.2 client needs it` },
    });
  }
  return out;
}

export default rule;
