// `--platform auto`: what the host says about itself, read from files only (nothing is run):
// /etc/os-release, the version string compiled into the installed libcrypto, and on the RHEL
// family the active crypto policy and the exact string PROFILE=SYSTEM reads. `root` is where
// the host's filesystem starts: `/` in use, a fixture tree in tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostFacts {
  /** os-release ID, lower case (`debian`, `rhel`, `rocky`…). */
  id?: string;
  versionId?: string;
  prettyName?: string;
  /** `3.0.19`, `1.1.1k` as libcrypto names itself. */
  openssl?: string;
  /** /etc/crypto-policies/config: `DEFAULT`, or `DEFAULT:SHA1` with sub-policies. */
  cryptoPolicy?: string;
  /** First line of /etc/crypto-policies/back-ends/openssl.config: what PROFILE=SYSTEM reads. */
  profileSystem?: string;
}

function readText(path: string, limit = 1 << 16): string | undefined {
  try {
    return readFileSync(path, 'utf8').slice(0, limit);
  } catch {
    return undefined;
  }
}

export function parseOsRelease(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z_]+)=(?:"([^"]*)"|'([^']*)'|(\S*))\s*$/.exec(line.trim());
    if (m) out[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

const LIB_DIRS = ['usr/lib/x86_64-linux-gnu', 'usr/lib/aarch64-linux-gnu', 'usr/lib64', 'usr/lib', 'lib64', 'lib'];

/** The version libcrypto carries in its own text (`OpenSSL 3.0.19 27 Jan 2026`). */
export function installedOpenssl(root: string): string | undefined {
  for (const dir of LIB_DIRS) {
    let names: string[];
    try {
      names = readdirSync(join(root, dir));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => /^libcrypto\.so\.\d/.test(n)).sort()) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(root, dir, name));
      } catch {
        continue;
      }
      const m = /OpenSSL (\d+\.\d+\.\d+[a-z]*)(?:-fips)?\s+\d{1,2} [A-Z][a-z]{2} \d{4}/.exec(bytes.toString('latin1'));
      if (m) return m[1];
    }
  }
  return undefined;
}

export function detectHost(root: string): HostFacts {
  const facts: HostFacts = {};
  const osText = readText(join(root, 'etc/os-release')) ?? readText(join(root, 'usr/lib/os-release'));
  if (osText) {
    const os = parseOsRelease(osText);
    if (os.ID) facts.id = os.ID.toLowerCase();
    if (os.VERSION_ID) facts.versionId = os.VERSION_ID;
    if (os.PRETTY_NAME) facts.prettyName = os.PRETTY_NAME;
  }
  facts.openssl = installedOpenssl(root);
  const policy = readText(join(root, 'etc/crypto-policies/config'))?.split('\n').find((l) => l.trim() && !l.startsWith('#'));
  if (policy) facts.cryptoPolicy = policy.trim();
  const backEnd = join(root, 'etc/crypto-policies/back-ends/openssl.config');
  if (existsSync(backEnd)) facts.profileSystem = readText(backEnd)?.split('\n')[0].replace(/\r$/, '').trim() || undefined;
  return facts;
}
