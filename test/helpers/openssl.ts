// The machine's openssl CLI, the ground truth the certificate parsing is checked against.
import { execFileSync, spawnSync } from 'node:child_process';

export function openssl(...args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Exit status and combined output, for commands whose failure is the answer. */
export function opensslStatus(...args: string[]): { status: number; output: string } {
  const r = spawnSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/** `key=value` lines of `openssl x509 -noout -subject …` output. */
export function fields(output: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of output.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}
