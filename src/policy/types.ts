// A compliance policy (`--policy NAME|FILE`): a published TLS guideline as clauses, each one
// check that a server's effective settings pass or fail. Shipped policies live in policies/*.yaml
// and a user's own file uses the same schema (docs/policies.md).
import type { Severity } from '../findings.js';
import type { Protocol } from '../model/types.js';

/** A suite, by name (OpenSSL or IANA) or by properties as `openssl ciphers -v` prints them. */
export type SuiteMatcher =
  | { name: string }
  | {
      kx?: string[];
      au?: string[];
      enc?: string[];
      mac?: string[];
      aead?: boolean;
      fs?: boolean;
      /** Minimum bulk-cipher key size in bits. */
      minBits?: number;
    };

export type Check =
  | { kind: 'protocols'; allowed?: Protocol[]; denied?: Protocol[]; required?: Protocol[] }
  | { kind: 'suites'; allowed?: SuiteMatcher[]; denied?: SuiteMatcher[] }
  | { kind: 'tls13-suites'; allowed: string[] }
  | { kind: 'curves'; allowed?: string[]; anyOf?: string[] }
  | { kind: 'certificate'; types?: string[]; rsaMinBits?: number; ecMinBits?: number; curves?: string[]; signatures?: string[]; maxLifetimeDays?: number; valid?: boolean }
  /** `groups`: the DH prime must be one of these RFC 7919 groups (src/policy/rfc7919.ts). */
  | { kind: 'dh-params'; minBits?: number; groups?: string[] }
  | { kind: 'hsts'; minMaxAge: number; includeSubDomains?: boolean; required: boolean }
  | { kind: 'ocsp-stapling' }
  | { kind: 'server-preference'; value: boolean }
  | { kind: 'session-tickets'; value: boolean }
  | { kind: 'compression'; value: boolean };

export type CheckKind = Check['kind'];

export interface Clause {
  /** As the document numbers it (`3.3.1`, `Req 4.2.1`), unique within the policy. */
  id: string;
  /** What the clause requires, in a few words. */
  title: string;
  url?: string;
  /** `error` (the default) fails the policy; `warning`/`info` clauses are advice the document gives without requiring it. */
  severity: Severity;
  check: Check;
}

export interface Policy {
  /** The name `--policy` takes for a shipped policy, or the file's `id`. */
  id: string;
  /** Shown in every message, e.g. "NIST SP 800-52r2". */
  title: string;
  source: { document: string; version: string; url: string };
  clauses: Clause[];
  /** Where it was read from (`builtin:NAME` for shipped ones). */
  file: string;
}
