// With `--policy`, a fix follows the policy: one whose directives a clause of it would flag
// (server-cipher-preference writing `ssl_prefer_server_ciphers on` where Mozilla's intermediate
// guideline asks for the client's order) is not written; the finding says which clause stops it.
import type { Fix } from '../findings.js';
import type { Protocol } from '../model/types.js';
import type { Dialect } from '../syntax/types.js';
import type { Policy } from './types.js';

interface Line {
  name: string;
  words: string[];
}

function linesOf(replacement: string): Line[] {
  return replacement
    .split('\n')
    .map((l) => l.trim().replace(/;$/, '').split(/\s+/).filter(Boolean))
    .filter((w) => w.length > 0)
    .map(([name, ...words]) => ({ name: name.toLowerCase(), words }));
}

/** The protocols a written protocol line enables, when it lists them plainly (`-all +TLSv1.2` counts). */
function protocolsOf(line: Line, dialect: Dialect): Protocol[] | undefined {
  if (dialect === 'nginx' ? line.name !== 'ssl_protocols' : line.name !== 'sslprotocol') return undefined;
  const out: Protocol[] = [];
  for (const w of line.words) {
    if (w.toLowerCase() === '-all') continue;
    const name = w.replace(/^\+/, '');
    if (/^(all|-)/i.test(name)) return undefined;
    out.push(name as Protocol);
  }
  return out;
}

function curvesOf(line: Line, dialect: Dialect): string[] | undefined {
  if (dialect === 'nginx' && line.name === 'ssl_ecdh_curve') return line.words[0]?.split(':');
  if (line.name === 'sslopensslconfcmd' || line.name === 'ssl_conf_command') {
    if (/^(curves|groups)$/i.test(line.words[0] ?? '')) return line.words[1]?.split(':');
  }
  return undefined;
}

function preferenceOf(line: Line, dialect: Dialect): boolean | undefined {
  if (line.name !== (dialect === 'nginx' ? 'ssl_prefer_server_ciphers' : 'sslhonorcipherorder')) return undefined;
  const v = line.words[0]?.toLowerCase();
  return v === 'on' ? true : v === 'off' ? false : undefined;
}

/** The first clause of `policies` the fix's directives would break, as `policy clause (title)`. */
export function policyConflict(fix: Fix, dialect: Dialect, policies: readonly Policy[]): string | undefined {
  if (fix.replacement === undefined || policies.length === 0) return undefined;
  const lines = linesOf(fix.replacement);
  for (const policy of policies) {
    for (const clause of policy.clauses) {
      const check = clause.check;
      const broken = lines.some((line) => {
        if (check.kind === 'server-preference') {
          const on = preferenceOf(line, dialect);
          return on !== undefined && on !== check.value;
        }
        if (check.kind === 'protocols') {
          const written = protocolsOf(line, dialect);
          if (!written) return false;
          return written.some((p) => (check.allowed && !check.allowed.includes(p)) || check.denied?.includes(p)) || (check.required ?? []).some((p) => !written.includes(p));
        }
        if (check.kind === 'curves') {
          const written = curvesOf(line, dialect);
          return written !== undefined && written.some((c) => !check.allowed.includes(c));
        }
        return false;
      });
      if (broken) return `${policy.id} ${clause.id} (${clause.title})`;
    }
  }
  return undefined;
}

/** The fix as the policy lets it be: unchanged, or advice only that says which clause stops it. */
export function followPolicy(fix: Fix, dialect: Dialect, policies: readonly Policy[] | undefined): Fix {
  if (!policies?.length) return fix;
  const clause = policyConflict(fix, dialect, policies);
  if (!clause) return fix;
  const { replacement: _dropped, ...rest } = fix;
  return { ...rest, description: `${fix.description} — not written: --policy ${clause} asks otherwise` };
}
