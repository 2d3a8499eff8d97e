// What `ssllint audit` reports: one record per virtual server that terminates TLS, with its
// grade per OpenSSL generation. The JSON format prints these objects as they are
// (docs/audit-schema.json), so a field added here is a schema change.
import type { Severity } from '../findings.js';
import type { Protocol } from '../model/types.js';
import type { Generation } from '../rule.js';

export const AUDIT_SCHEMA_VERSION = 1;

export type Letter = 'A+' | 'A' | 'A-' | 'B' | 'C' | 'D' | 'E' | 'F';
/** `will not start`: the configuration stops the server (the lint says why), so nothing is served to grade. */
export type Grade = Letter | 'T' | 'will not start';

/** One grade cap (or 2009r warning, grade A-) that applied, with the guide's reason. */
export interface Cap {
  id: string;
  grade: Grade;
  reason: string;
}

export interface GradeResult {
  /**
   * `will not start` when the configuration stops the server; else T when a known trust problem
   * applies; `ignoringTrust` then says what it would be otherwise (as if it started and were trusted).
   */
  grade: Grade;
  ignoringTrust: Letter;
  /** The numeric score (0–100) and its three parts, before caps. */
  score: number;
  protocolScore: number;
  keyExchangeScore: number;
  cipherScore: number;
  caps: Cap[];
  /** What the grade could not take into account (an unreadable certificate, …). */
  notChecked: string[];
}

export interface GenerationPosture {
  generation: Generation;
  /** Protocols this OpenSSL generation can negotiate with the server's settings. */
  protocols: Protocol[];
  /** TLS <= 1.2 suites in the server's order (OpenSSL names). */
  suites: string[];
  /** TLS 1.3 suites in order. */
  tls13Suites: string[];
  grade: GradeResult;
  /** The group the server prefers on this generation, when it has one (src/audit/key-exchange.ts). */
  keyExchange?: KeyExchange;
}

export interface KeyExchange {
  /** The first group of the server's list this generation accepts, or of OpenSSL's default list. */
  first: string;
  /** An ML-KEM group or hybrid (X25519MLKEM768). */
  postQuantum: boolean;
  /** The config names no group list: OpenSSL's own. */
  defaulted: boolean;
}

export interface CertificateSummary {
  path: string;
  /** `ok`, or why it was not read (`not checked`: a path with variables, an external key store). */
  status: 'ok' | 'unreadable' | 'not checked';
  reason?: string;
  subject?: string;
  /** The first 100 (bounded-text.ts DATA_LIST_CAP); sansOmitted counts the rest. */
  sans?: string[];
  sansOmitted?: number;
  issuer?: string;
  key?: string;
  keyBits?: number;
  notBefore?: string;
  notAfter?: string;
  daysLeft?: number;
  chainComplete?: boolean;
  /** The issuer of a missing intermediate can be fetched (an AIA caIssuers URL). */
  issuerUrl?: string;
  ocspResponder?: string;
  selfSigned?: boolean;
  /** Server names the leaf does not cover. */
  namesNotCovered?: string[];
  namesNotCoveredOmitted?: number;
}

export interface Hsts {
  maxAge: number;
  includeSubDomains: boolean;
  preload: boolean;
}

export interface AuditRecord {
  dialect: 'nginx' | 'apache';
  /** `name` or `file:line` when the server has no name. */
  label: string;
  names: string[];
  listen: string[];
  file: string;
  line: number;
  /** Protocols as configured (before any generation's limits). */
  protocols: Protocol[];
  preferServerCiphers: boolean;
  curves: string | null;
  certificates: CertificateSummary[];
  sessionCache: string;
  sessionTickets: boolean;
  hsts: Hsts | null;
  http2: boolean;
  keepalive: boolean;
  staticCaching: boolean;
  findings: Record<Severity, number>;
  /** The rule ids of those findings, each once, sorted. */
  rules: string[];
  /** False when the lint found an error that stops the server (nginx and httpd read the whole tree, so it stops every server of it). */
  starts: boolean;
  /** Present when `starts` is false: the findings that stop it (file as in the report's other paths). */
  startErrors?: StartErrorRecord[];
  /** Stapling is switched on (nginx `ssl_stapling`, Apache `SSLUseStapling`). */
  ocspStapling: boolean;
  /**
   * Whether the handshake carries an OCSP response: stapling is on and a served certificate names
   * a responder nginx/httpd can ask (or one is configured, or a response file is stapled). Null
   * when stapling is on but no certificate naming one could be read.
   */
  staples: boolean | null;
  generations: GenerationPosture[];
  /** The worst grade over the generations checked. */
  worst: Grade;
  /**
   * The grade `--fail-grade` compares: `worst`, except on a run that named no OpenSSL, where a
   * grade only OpenSSL 1.0.2 (end of life since 2019) gets is shown but does not fail the gate.
   */
  gate: Grade;
  /** With `--policy`: the server's verdict per policy (rule policy-violation has the details). */
  policies?: PolicyResult[];
}

export interface StartErrorRecord {
  file: string;
  line: number;
  column: number;
  ruleId: string;
  message: string;
  generations?: Generation[];
}

export interface PolicyResult {
  policy: string;
  title: string;
  pass: boolean;
  /** Clause ids broken (severity error), in the policy's order. */
  failed: string[];
}

/**
 * A part of the configuration the audit could not read (a file-unreadable finding: a file too
 * large, binary or unreadable, or past one of ssllint's bounds on input; or a syntax-error a
 * bound made, Diagnostic.limit): the grades say nothing about what it holds, and
 * `ssllint audit` exits 1.
 */
export interface NotRead {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface AuditReport {
  version: typeof AUDIT_SCHEMA_VERSION;
  tool: { name: 'ssllint'; version: string };
  /** The instant certificate expiry was judged at (ISO). */
  now: string;
  generations: Generation[];
  /** Worst grade first; ties by file and line. */
  servers: AuditRecord[];
  /** Present when some of the configuration was not read. */
  notRead?: NotRead[];
}
