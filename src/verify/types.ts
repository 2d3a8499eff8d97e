// What `ssllint verify` reports: for each server name and listen address, each property the
// audit predicts beside what the real server binary did on a private copy of the tree. The JSON
// format prints these objects as they are (docs/verify.md), so a field added here is a schema
// change.
import type { Finding, FindingLocation } from '../findings.js';

export const VERIFY_SCHEMA_VERSION = 1;

/** The properties compared, in report order. */
export const PROPERTIES = [
  'starts',
  'protocols',
  'suites',
  'suite-order',
  'tls13-suites',
  'tls13-order',
  'groups',
  'chain',
  'ocsp-staple',
  'resumption-id',
  'resumption-ticket',
  'alpn-h2',
  'hsts',
  'keepalive',
  'cache-control',
] as const;

export type PropertyId = (typeof PROPERTIES)[number];

/**
 * agrees: prediction and server agree; differs: they do not (exit 1); known: they differ in a
 * way the project has recorded (src/verify/known-differences.ts), which does not fail the run;
 * not-verified: this run could not observe it (the note says why).
 */
export type Verdict = 'agrees' | 'differs' | 'known' | 'not-verified';

export type Value = string | number | boolean | null | readonly string[];

export interface PropertyResult {
  property: PropertyId;
  predicted: Value;
  observed: Value;
  verdict: Verdict;
  /** Why it was not verified, what a known difference is, or how it was observed. */
  note?: string;
  /** The recorded difference, when verdict is `known` (src/verify/known-differences.ts). */
  known?: { id: string; issue: string; reason: string };
  /** The directive (or block) the prediction rests on: where a difference is reported. */
  at?: FindingLocation;
  /** HTTP properties: the path requested. */
  path?: string;
}

/** One server block / virtual host, reached by one name on one configured address. */
export interface ServerResult {
  dialect: 'nginx' | 'apache';
  /** The server's label as the audit prints it. */
  label: string;
  /** The SNI name sent, or null for a handshake without one. */
  name: string | null;
  /** The address as configured (`*:443`). */
  listen: string;
  /** Where the copy listened for it (the same inside a private network namespace). */
  reached: string;
  file: string;
  line: number;
  properties: PropertyResult[];
}

export interface CertificateUse {
  /** As the configuration names it. */
  path: string;
  /** `real`: the file itself was used; `throwaway`: a certificate made for this run. */
  source: 'real' | 'throwaway';
  /** For a throwaway: why the real one was not used, and what it was made like. */
  reason?: string;
  key?: string;
}

export interface TreeResult {
  dialect: 'nginx' | 'apache';
  root: string;
  /** The server's configuration test and start, against the lint's "will not start" verdict. */
  starts: PropertyResult;
  servers: ServerResult[];
  /** Configured address -> where the copy listened instead (loopback-ports isolation only). */
  portMap: { configured: string; reached: string }[];
  certificates: CertificateUse[];
  /** What the copy changes beside paths (worker count, log level...), each said once. */
  changes: string[];
  /** Servers (names x addresses) left unprobed by the budget. */
  skipped?: number;
}

export interface ServerBinaryInfo {
  dialect: 'nginx' | 'apache';
  path: string;
  version: string;
  openssl?: string;
}

export type Isolation = 'network-namespace' | 'loopback-ports';

export interface VerifyReport {
  version: typeof VERIFY_SCHEMA_VERSION;
  tool: { name: 'ssllint'; version: string };
  binaries: ServerBinaryInfo[];
  isolation?: Isolation;
  /** `root`, or the user the run had when it was not root. */
  user: string;
  trees: TreeResult[];
  /** Why the run stopped short or refused a tree (a config that runs programs), positioned. */
  findings: Finding[];
  summary: { agrees: number; differs: number; known: number; notVerified: number };
}
