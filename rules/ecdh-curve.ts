import type { FindingLocation } from '../src/findings.js';
import type { Model, Setting } from '../src/model/types.js';
import { atLeast, parseVersion } from '../src/model/version.js';
import { groupKnown, groupSince, weakGroup } from '../src/openssl/groups.js';
import { DEPRECATED_EC } from '../src/openssl/releases.js';
import { knownBefore, knownFrom, knownRelease, releaseText, type KnownRelease } from '../src/rules-support/openssl-release.js';
import type { Generation, Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { distinctSettings, inDialect, listGenerations, locationOf, spanKey } from '../src/rules-support/helpers.js';
import { groupListDirective, wordLocation } from '../src/rules-support/group-list.js';

const rule: Rule = {
  meta: {
    id: 'ecdh-curve',
    title: 'A curve or group name the server\'s OpenSSL refuses, or a weak curve',
    severity: 'error',
    category: 'protocol',
    security: true,
    docs: {
      why: 'The groups list (nginx `ssl_ecdh_curve` or `ssl_conf_command Groups`, Apache `SSLOpenSSLConfCmd Curves|Groups`) is handed to OpenSSL whole: one name it does not know, an empty element or a name written twice makes it reject the list, and the server refuses to start (error). Which names exist depends on the OpenSSL generation: X25519 needs 1.1.0, the `secp256r1` spelling and the FFDHE groups 3.0, the brainpool TLS 1.3 groups 3.2, ML-KEM and the hybrid X25519MLKEM768 3.5. A name that only some of the OpenSSL generations checked know (or only later 3.x releases, such as X25519MLKEM768) is valid with the right OpenSSL: it is reported as info naming the releases that refuse it, never as unknown. Where the platform (`--platform`) names its OpenSSL release, that release decides: a group it lacks is an error (nginx 1.22.1 on Debian 12\'s OpenSSL 3.0: `SSL_CTX_set1_curves_list(...) failed` for X25519MLKEM768), a group it has is not reported. Curves of 80-bit security (P-192, secp160*, sect163*, sect193*) are weak (warning). nginx before 1.11.0 takes a single curve name and no `auto` (CHANGES 1.11.0: "the ssl_ecdh_curve directive now allows specifying a list of curves"); from 1.11.0 `auto` means OpenSSL\'s own list.',
      nginx: { bad: 'ssl_ecdh_curve X25519:secp192r1:P256;', good: 'ssl_ecdh_curve X25519:prime256v1:secp384r1;' },
      apache: { bad: 'SSLOpenSSLConfCmd Curves X25519:P-256:P-256', good: 'SSLOpenSSLConfCmd Curves X25519:prime256v1:secp384r1' },
      references: ['https://nginx.org/en/docs/http/ngx_http_ssl_module.html#ssl_ecdh_curve', 'https://docs.openssl.org/master/man3/SSL_CTX_set1_curves/', 'https://www.rfc-editor.org/rfc/rfc8422#section-5.1.1'],
    },
  },
  check(model, context) {
    const out: RuleFinding[] = [];
    const version = parseVersion(model.serverVersion);
    const listAllowed = model.dialect === 'apache' || !version || atLeast(version, '1.11.0');
    const judgedAt = new Set<string>();
    for (const { setting } of distinctSettings(model, (tls) => tls.curves)) {
      const value = setting.value;
      if (value === undefined || setting.defaulted) continue;
      judgedAt.add(spanKey(setting.at));
      for (const each of judge(model, setting as Setting<string>, value, listAllowed, context)) out.push(each);
    }
    // A list no handshake uses (another server on the address decides the groups) is still
    // handed to OpenSSL at start-up: what stops the server from starting is said there too
    // (a weak curve it would offer is not: it offers none).
    for (const { setting } of distinctSettings(model, (tls) => tls.unusedBySni?.curves)) {
      const value = setting.value;
      if (value === undefined || setting.defaulted || judgedAt.has(spanKey(setting.at))) continue;
      out.push(...judge(model, setting as Setting<string>, value, listAllowed, context).filter((f) => f.severity !== 'warning'));
    }
    return out;
  },
};

function judge(model: Model, setting: Setting<string>, value: string, listAllowed: boolean, context: RuleContext): RuleFinding[] {
  const out: RuleFinding[] = [];
  const known = knownRelease(context);
  const failing = new Set<string>();
  const at = (offset: number, length: number): FindingLocation => wordLocation(setting, value, offset, length);
  const lower = value.toLowerCase();
  // SSL_CONF's ECDHParameters takes "automatic" (1.0.2) / "auto" itself.
  const command = setting.directive?.args[0]?.value.toLowerCase();
  if (model.dialect === 'apache' && command === 'ecdhparameters' && (lower === 'auto' || lower === 'automatic' || lower === '+automatic')) return out;
  const fix = () => ({ description: 'name groups every OpenSSL you run knows', replacement: replacementFor(model, setting, value, failing, context, listAllowed) });
  if (model.dialect === 'nginx' && value === 'auto') {
    if (!listAllowed) out.push({ message: `nginx ${model.serverVersion} takes one curve name: "auto" came with nginx 1.11.0, and this one refuses to start`, location: at(0, value.length), fix: fix() });
    return out;
  }
  const words = value.split(':');
  if (!listAllowed && words.length > 1) {
    out.push({ message: `nginx ${model.serverVersion} takes one curve name (lists came with nginx 1.11.0): it refuses to start with "${value}"`, location: locationOf(setting.at), fix: fix() });
    return out;
  }
  const pending: Array<Omit<RuleFinding, 'fix'>> = [];
  const seen = new Set<string>();
  let offset = -1;
  for (const word of words) {
    offset += 1;
    const start = offset;
    offset += word.length;
    if (word === '') {
      pending.push({ message: `the group list "${value}" has an empty element: OpenSSL rejects the list and the server refuses to start`, location: locationOf(setting.at) });
      continue;
    }
    // OpenSSL 3.5's syntax: `?` (skip if unknown), `*` (send a key share), `-` (remove), `/` (tuples), DEFAULT.
    const modern = /^[?*-]/.test(word) || word.includes('/') || word === 'DEFAULT';
    const optional = word.replace(/^[*-]+/, '').startsWith('?');
    if (modern && !knownFrom(known, '3.5.0')) {
      const before = knownBefore(known, '3.5.0');
      pending.push({
        ...(before ? {} : { severity: 'info' as const }),
        message: before
          ? `"${word}" uses OpenSSL 3.5's group list syntax (?, *, -, / or DEFAULT), and ${known!.source} has OpenSSL ${releaseText(known!.version)}: OpenSSL rejects the list and the server refuses to start`
          : `"${word}" uses OpenSSL 3.5's group list syntax (?, *, -, / or DEFAULT): earlier releases reject the list and the server refuses to start with them`,
        location: at(start, word.length),
      });
    }
    let inner = start - 1;
    for (const part of word.split('/')) {
      inner += 1;
      const partStart = inner;
      inner += part.length;
      const name = part.replace(/^[?*-]+/, '');
      if (name === '' || name === 'DEFAULT') continue;
      const nameAt = at(partStart + part.length - name.length, name.length);
      if (seen.has(name)) {
        pending.push({ message: `"${name}" is named twice: OpenSSL rejects the list and the server refuses to start`, location: nameAt });
        continue;
      }
      seen.add(name);
      const finding = optional ? undefined : nameFinding(model, name, value, context.generations, known);
      if (finding) {
        failing.add(name);
        pending.push({ ...finding, location: nameAt });
      } else if (weakGroup(name)) pending.push({ severity: 'warning', message: `"${name}" is a weak curve (80-bit security): OpenSSL's security level 2 refuses it`, location: nameAt });
    }
  }
  if (pending.length === 0) return out;
  const theFix = fix();
  for (const f of pending) out.push({ ...f, fix: theFix });
  return out;
}

/**
 * The list with the names that fail removed, in the directive it is on (a `Groups`/`Curves`
 * OpenSSL command stays one, so the fix replaces it rather than adding a second list beside
 * it): every group a generation the tree runs on uses stays. A weak curve goes too. When
 * nothing is left, the default list, without X25519 when an OpenSSL checked lacks it (1.0.2);
 * one curve for an nginx that takes no list.
 */
function replacementFor(model: Model, setting: Setting<string>, value: string, failing: ReadonlySet<string>, context: RuleContext, listAllowed: boolean): string {
  // Before 3.5 (known), its syntax goes too: tuples become plain names, `?`/`*` fall, `-X` and DEFAULT go.
  const flatten = knownBefore(knownRelease(context), '3.5.0');
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of listAllowed && value !== 'auto' ? value.split(':') : []) {
    const optional = word.replace(/^[*-]+/, '').startsWith('?');
    const names = word.split('/').map((p) => p.replace(/^[?*-]+/, '')).filter((n) => n !== '' && n !== 'DEFAULT');
    // An empty element, a name that stops the server somewhere, a weak curve, one named already: dropped.
    const drop = word === '' || names.some((n) => seen.has(n) || weakGroup(n) || (!optional && failing.has(n)));
    for (const n of names) seen.add(n);
    if (drop) continue;
    if (!flatten) kept.push(word);
    else for (const part of word.split('/')) if (!/^[*?]*-/.test(part) && part.replace(/^[?*]+/, '') !== 'DEFAULT' && part !== '') kept.push(part.replace(/^[?*]+/, ''));
  }
  const list = !listAllowed
    ? 'prime256v1'
    : kept.length > 0
      ? kept.join(':')
      : context.generations.every((g) => groupKnown('X25519', g).known === true)
        ? 'X25519:prime256v1:secp384r1'
        : 'prime256v1:secp384r1';
  return groupListDirective(model, setting, list);
}

function nameFinding(model: Model, name: string, value: string, generations: Generation[], known: KnownRelease | undefined): Omit<RuleFinding, 'location'> | undefined {
  const unknown: Generation[] = [];
  let later: string | undefined;
  let laterSince: string | undefined;
  for (const g of generations) {
    const v = groupKnown(name, g);
    if (v.known === false) unknown.push(g);
    else if (v.known === 'later') {
      // The release that has it (another case than the table's: 3.5.0).
      const since = groupSince(name) ?? '3.5.0';
      if (knownFrom(known, since)) continue;
      later = v.since;
      laterSince = since;
    }
  }
  if (unknown.length === 0 && !later) return undefined;
  if (unknown.length === 0 && laterSince && knownBefore(known, laterSince)) {
    const needs = later!;
    return {
      severity: 'error',
      message: `"${name}" needs ${needs} and ${known!.source} has OpenSSL ${releaseText(known!.version)}: ${model.dialect === 'nginx' ? `nginx will not start (SSL_CTX_set1_curves_list("${value}") failed: group '${name}' cannot be set)` : 'OpenSSL rejects the list and the server refuses to start'}`,
    };
  }
  if (unknown.length === generations.length && !later) {
    const removed = unknown.every((g) => g === '4.x') && DEPRECATED_EC.has(name.toLowerCase()) ? ' (OpenSSL 4.0 builds without the groups RFC 8422 deprecated)' : '';
    return { message: `"${name}" is not a group ${listGenerations(generations)} knows${removed}: OpenSSL rejects the list and the server refuses to start` };
  }
  const parts: string[] = [];
  if (unknown.length > 0) parts.push(`${listGenerations(unknown)} ${unknown.length > 1 ? 'do' : 'does'} not know it${unknown.includes('4.x') && DEPRECATED_EC.has(name.toLowerCase()) ? ' (4.0 builds without the groups RFC 8422 deprecated)' : ''}`);
  if (later) parts.push(`in the 3.x line it needs ${later}`);
  // Valid with the newest OpenSSL checked (or a release of it): whether the server's is older is not known here.
  // The generations it fails on: on 1.0.2 alone, the fix (dropping the group) is never a safe one.
  return { severity: 'info', message: `"${name}" is not known to every OpenSSL checked (${parts.join('; ')}): with those the server refuses to start`, ...(later ? {} : { generations: unknown }) };
}

export default rule;
