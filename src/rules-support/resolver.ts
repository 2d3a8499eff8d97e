// The `resolver` line a stapling fix writes. The host's own resolvers (/etc/resolv.conf, read
// when the host's own config is linted) make a safe fix; anywhere else an address would be a
// guess (127.0.0.53 is right only where systemd-resolved runs: not in most containers, nor on
// RHEL by default), so the fix is risky and says what to fill in.
import type { Fix } from '../findings.js';
import type { RuleContext } from '../rule.js';

const GUESS = '127.0.0.53';

/** The resolver directive, and why the fix writing it is not safe (when the address is a guess). */
export function resolverLine(context: RuleContext): { line: string; risky?: string; note: string } {
  const known = context.target.platform.value.resolvers;
  if (known && known.length > 0) {
    const words = known.map((a) => (a.includes(':') ? `[${a}]` : a));
    return { line: `resolver ${words.join(' ')} valid=300s;`, note: ` (this host's resolvers, /etc/resolv.conf)` };
  }
  return {
    line: `resolver ${GUESS} valid=300s;`,
    risky: `the resolver address is a guess: put the DNS resolver the server uses in place of ${GUESS} (the nameserver lines of its /etc/resolv.conf; ${GUESS} is systemd-resolved's)`,
    note: `; replace ${GUESS} with the server's DNS resolver (its /etc/resolv.conf) unless systemd-resolved runs there`,
  };
}

/** `fix` made risky, saying why, when it writes a guessed resolver. */
export function withResolver(fix: Fix, resolver: { risky?: string; note: string }): Fix {
  const out: Fix = { ...fix, description: `${fix.description}${resolver.note}` };
  if (resolver.risky) out.risky = resolver.risky;
  return out;
}
