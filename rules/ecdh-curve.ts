import type { FindingLocation } from '../src/findings.js';
import type { Model, Setting } from '../src/model/types.js';
import { atLeast, parseVersion } from '../src/model/version.js';
import { groupKnown, weakGroup } from '../src/openssl/groups.js';
import type { Generation, Rule, RuleContext, RuleFinding } from '../src/rule.js';
import { distinctSettings, inDialect, listGenerations, locationOf } from '../src/rules-support/helpers.js';

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
    for (const { setting } of distinctSettings(model, (tls) => tls.curves)) {
      const value = setting.value;
      if (value === undefined || setting.defaulted) continue;
      for (const each of judge(model, setting as Setting<string>, value, listAllowed, context)) out.push(each);
    }
    return out;
  },
};

function judge(model: Model, setting: Setting<string>, value: string, listAllowed: boolean, context: RuleContext): RuleFinding[] {
  const out: RuleFinding[] = [];
  const fix = { description: 'name groups every OpenSSL you run knows', replacement: replacementFor(model, setting, context.generations, listAllowed) };
  const at = (offset: number, length: number): FindingLocation => wordLocation(setting, value, offset, length);
  const lower = value.toLowerCase();
  // SSL_CONF's ECDHParameters takes "automatic" (1.0.2) / "auto" itself.
  const command = setting.directive?.args[0]?.value.toLowerCase();
  if (model.dialect === 'apache' && command === 'ecdhparameters' && (lower === 'auto' || lower === 'automatic' || lower === '+automatic')) return out;
  if (model.dialect === 'nginx' && value === 'auto') {
    if (!listAllowed) out.push({ message: `nginx ${model.serverVersion} takes one curve name: "auto" came with nginx 1.11.0, and this one refuses to start`, location: at(0, value.length), fix });
    return out;
  }
  const words = value.split(':');
  if (!listAllowed && words.length > 1) {
    out.push({ message: `nginx ${model.serverVersion} takes one curve name (lists came with nginx 1.11.0): it refuses to start with "${value}"`, location: locationOf(setting.at), fix });
    return out;
  }
  const seen = new Set<string>();
  let offset = -1;
  for (const word of words) {
    offset += 1;
    const start = offset;
    offset += word.length;
    if (word === '') {
      out.push({ message: `the group list "${value}" has an empty element: OpenSSL rejects the list and the server refuses to start`, location: locationOf(setting.at), fix });
      continue;
    }
    // OpenSSL 3.5's syntax: `?` (skip if unknown), `*` (send a key share), `-` (remove), `/` (tuples), DEFAULT.
    const modern = /^[?*-]/.test(word) || word.includes('/') || word === 'DEFAULT';
    const optional = word.replace(/^[*-]+/, '').startsWith('?');
    if (modern) {
      out.push({ severity: 'info', message: `"${word}" uses OpenSSL 3.5's group list syntax (?, *, -, / or DEFAULT): earlier releases reject the list and the server refuses to start with them`, location: at(start, word.length), fix });
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
        out.push({ message: `"${name}" is named twice: OpenSSL rejects the list and the server refuses to start`, location: nameAt, fix });
        continue;
      }
      seen.add(name);
      const finding = nameFinding(name, context.generations, optional);
      const platform = finding?.severity === 'info' ? platformVerdict(name, context) : undefined;
      if (platform === 'has') continue;
      if (platform) {
        out.push({ severity: 'error', message: `"${name}" needs ${platform.since} and ${platform.platform} has OpenSSL ${platform.release}: ${model.dialect === 'nginx' ? `nginx will not start (SSL_CTX_set1_curves_list("${value}") failed: group '${name}' cannot be set)` : 'OpenSSL rejects the list and the server refuses to start'}`, location: nameAt, fix });
        continue;
      }
      if (finding) out.push({ ...finding, location: nameAt, fix });
      else if (weakGroup(name)) out.push({ severity: 'warning', message: `"${name}" is a weak curve (80-bit security): OpenSSL's security level 2 refuses it`, location: nameAt, fix });
    }
  }
  return out;
}

/**
 * The good list, written as the directive the finding is on (a `Groups`/`Curves` OpenSSL
 * command stays one, so the fix replaces it rather than adding a second list beside it), and
 * without X25519 when an OpenSSL checked lacks it (1.0.2): the fix names only groups every
 * OpenSSL checked knows, or this rule would report the fixed line again; one curve for an
 * nginx that takes no list.
 */
function replacementFor(model: Model, setting: Setting<string>, generations: Generation[], listAllowed: boolean): string {
  // nginx before 1.11.0 takes one curve (see the docs above).
  const list = !listAllowed ? 'prime256v1' : generations.every((g) => groupKnown('X25519', g).known === true) ? 'X25519:prime256v1:secp384r1' : 'prime256v1:secp384r1';
  const d = setting.directive;
  const command = d?.args[0]?.value;
  const name = d?.name.toLowerCase();
  if (d && command && d.args.length === 2 && (name === 'ssl_conf_command' || name === 'sslopensslconfcmd') && /^(groups|curves)$/i.test(command)) {
    return model.dialect === 'nginx' ? `${d.name} ${command} ${list};` : `${d.name} ${command} ${list}`;
  }
  return inDialect(model.dialect, { nginx: `ssl_ecdh_curve ${list};`, apache: `SSLOpenSSLConfCmd Curves ${list}` });
}

function nameFinding(name: string, generations: Generation[], optional: boolean): Omit<RuleFinding, 'location'> | undefined {
  const unknown: Generation[] = [];
  let later: string | undefined;
  for (const g of generations) {
    const v = groupKnown(name, g);
    if (v.known === false) unknown.push(g);
    else if (v.known === 'later') later = v.since;
  }
  if (unknown.length === 0 && !later) return undefined;
  if (optional) return undefined;
  if (unknown.length === generations.length && !later) {
    return { message: `"${name}" is not a group ${listGenerations(generations)} knows: OpenSSL rejects the list and the server refuses to start` };
  }
  const parts: string[] = [];
  if (unknown.length > 0) parts.push(`${listGenerations(unknown)} ${unknown.length > 1 ? 'do' : 'does'} not know it`);
  if (later) parts.push(`in the 3.x line it needs ${later}`);
  // Valid with the newest OpenSSL checked (or a release of it): whether the server's is older is not known here.
  // The generations it fails on: on 1.0.2 alone, the fix (dropping the group) is never a safe one.
  return { severity: 'info', message: `"${name}" is not known to every OpenSSL checked (${parts.join('; ')}): with those the server refuses to start`, ...(later ? {} : { generations: unknown }) };
}

/**
 * A group the later 3.x releases added, where the platform (\`--platform\`) names its OpenSSL
 * release: none where it has the group, and where it is older, the list fails there for certain (nginx 1.22.1 on Debian
 * 12's 3.0.19: SSL_CTX_set1_curves_list fails on X25519MLKEM768, which came with 3.5.0).
 */
function platformVerdict(name: string, context: RuleContext): { since: string; release: string; platform: string } | 'has' | undefined {
  const report = context.target.platform.value.report;
  const release = report ? parseVersion(report.openssl) : undefined;
  if (!report || !release || release[0] !== 3 || !context.generations.every((g) => g === '3.x')) return undefined;
  const v = groupKnown(name, '3.x');
  if (v.known !== 'later') return undefined;
  // "a release after 3.0": another spelling than the table's, which 3.0 compares case-sensitively.
  const since = /OpenSSL (\d+\.\d+)/.exec(v.since)?.[1] ?? '3.1';
  return atLeast(release, since) ? 'has' : { since: v.since.startsWith('OpenSSL') ? v.since : `OpenSSL ${since} or later (3.0 compares names case-sensitively)`, release: report.openssl, platform: report.name };
}

/** Where `length` characters at `offset` of the list are, when it is one argument on one line written as read; else the directive. */
function wordLocation(setting: Setting<unknown>, value: string, offset: number, length: number): FindingLocation {
  const arg = setting.directive?.args[setting.directive.args.length - 1];
  const base = arg ? arg.raw.indexOf(value) : -1;
  if (!arg || base < 0 || arg.value !== value || arg.span.line !== arg.span.endLine) return locationOf(setting.at);
  const column = arg.span.column + base + offset;
  return { file: arg.span.file, line: arg.span.line, column, endLine: arg.span.line, endColumn: column + length - 1 };
}

export default rule;
