// Reads one policy file (YAML or JSON, which is YAML) into a Policy, checking the schema as it
// goes: every mistake is a PolicyError at the line and column of the offending value.
import type { Severity } from '../findings.js';
import type { Protocol } from '../model/types.js';
import { FFDHE_PRIMES } from './rfc7919.js';
import type { Check, Clause, Policy, SuiteMatcher } from './types.js';

export class PolicyError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line ? `${file}:${line}:${column ?? 1}: ${detail}` : `${file}: ${detail}`);
  }
}

const PROTOCOLS: readonly Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];
const CHECK_KEYS = ['protocols', 'suites', 'tls13Suites', 'curves', 'certificate', 'dhParams', 'hsts', 'ocspStapling', 'serverPreference', 'sessionTickets', 'compression'] as const;
const CLAUSE_KEYS = new Set<string>(['id', 'title', 'url', 'severity', ...CHECK_KEYS]);

// The parts of yaml's node API used here (yaml itself is loaded lazily, as for config files).
interface YNode {
  range?: [number, number, number];
  items?: YPair[] | YNode[];
  value?: unknown;
  toJSON(): unknown;
}
interface YPair {
  key: YNode;
  value: YNode | null;
}
// yaml's own node tests, set when the module is loaded (parsePolicy).
let yamlIsMap: (n: unknown) => boolean = () => false;
let yamlIsSeq: (n: unknown) => boolean = () => false;
const isMap = (n: unknown): n is YNode & { items: YPair[] } => yamlIsMap(n);
const isSeq = (n: unknown): n is YNode & { items: YNode[] } => yamlIsSeq(n);

class Reader {
  constructor(
    readonly file: string,
    /** yaml's LineCounter: 1-based line and column of an offset. */
    private readonly linePos: (offset: number) => { line: number; col: number },
  ) {}

  fail(node: YNode | null | undefined, message: string): never {
    const offset = node?.range?.[0];
    if (offset === undefined) throw new PolicyError(this.file, message);
    const { line, col } = this.linePos(offset);
    throw new PolicyError(this.file, message, line, col);
  }

  map(node: YNode | null, what: string, known: ReadonlySet<string>): Map<string, { key: YNode; value: YNode | null }> {
    if (!isMap(node)) this.fail(node, `${what} must be a mapping`);
    const out = new Map<string, { key: YNode; value: YNode | null }>();
    for (const pair of node.items) {
      const name = String(pair.key?.toJSON());
      if (!known.has(name)) this.fail(pair.key, `unknown key "${name}" in ${what} (known: ${[...known].join(', ')})`);
      out.set(name, pair);
    }
    return out;
  }

  string(node: YNode | null, what: string): string {
    const v = node?.toJSON();
    if (typeof v !== 'string' && typeof v !== 'number') this.fail(node, `${what} must be a string`);
    return String(v);
  }

  number(node: YNode | null, what: string): number {
    const v = node?.toJSON();
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) this.fail(node, `${what} must be a number ≥ 0`);
    return v;
  }

  boolean(node: YNode | null, what: string): boolean {
    const v = node?.toJSON();
    if (typeof v !== 'boolean') this.fail(node, `${what} must be true or false`);
    return v;
  }

  strings(node: YNode | null, what: string): string[] {
    if (!isSeq(node)) this.fail(node, `${what} must be a list`);
    return node.items.map((item, i) => this.string(item, `${what}[${i}]`));
  }

  protocols(node: YNode | null, what: string): Protocol[] {
    if (!isSeq(node)) this.fail(node, `${what} must be a list of protocols`);
    return node.items.map((item) => {
      const v = this.string(item, what);
      if (!(PROTOCOLS as readonly string[]).includes(v)) this.fail(item, `"${v}" is not a protocol (use ${PROTOCOLS.join(', ')})`);
      return v as Protocol;
    });
  }
}

const SUITE_KEYS = new Set(['name', 'kx', 'au', 'enc', 'mac', 'aead', 'fs', 'minBits']);

function suiteMatchers(r: Reader, node: YNode | null, what: string): SuiteMatcher[] {
  if (!isSeq(node)) r.fail(node, `${what} must be a list of suite names or {kx, au, enc, mac, aead, fs, minBits} properties`);
  return node.items.map((item, i): SuiteMatcher => {
    if (!isMap(item)) return { name: r.string(item, `${what}[${i}]`) };
    const keys = r.map(item, `${what}[${i}]`, SUITE_KEYS);
    if (keys.has('name')) {
      if (keys.size > 1) r.fail(item, `${what}[${i}]: give a name or properties, not both`);
      return { name: r.string(keys.get('name')!.value, 'name') };
    }
    const m: SuiteMatcher & { name?: never } = {};
    for (const k of ['kx', 'au', 'enc', 'mac'] as const) if (keys.has(k)) m[k] = r.strings(keys.get(k)!.value, k);
    if (keys.has('aead')) m.aead = r.boolean(keys.get('aead')!.value, 'aead');
    if (keys.has('fs')) m.fs = r.boolean(keys.get('fs')!.value, 'fs');
    if (keys.has('minBits')) m.minBits = r.number(keys.get('minBits')!.value, 'minBits');
    if (Object.keys(m).length === 0) r.fail(item, `${what}[${i}] names no property`);
    return m;
  });
}

function check(r: Reader, key: (typeof CHECK_KEYS)[number], node: YNode | null): Check {
  const sub = (known: string[]) => r.map(node, key, new Set(known));
  switch (key) {
    case 'protocols': {
      const m = sub(['allowed', 'denied', 'required']);
      if (m.size === 0) r.fail(node, 'protocols needs allowed, denied or required');
      const list = (k: string) => (m.has(k) ? r.protocols(m.get(k)!.value, k) : undefined);
      return { kind: 'protocols', allowed: list('allowed'), denied: list('denied'), required: list('required') };
    }
    case 'suites': {
      const m = sub(['allowed', 'denied']);
      if (m.size === 0) r.fail(node, 'suites needs allowed and/or denied');
      return { kind: 'suites', allowed: m.has('allowed') ? suiteMatchers(r, m.get('allowed')!.value, 'allowed') : undefined, denied: m.has('denied') ? suiteMatchers(r, m.get('denied')!.value, 'denied') : undefined };
    }
    case 'tls13Suites': {
      const m = sub(['allowed']);
      if (!m.has('allowed')) r.fail(node, 'tls13Suites needs allowed');
      return { kind: 'tls13-suites', allowed: r.strings(m.get('allowed')!.value, 'allowed') };
    }
    case 'curves': {
      const m = sub(['allowed', 'anyOf']);
      if (m.size === 0) r.fail(node, 'curves needs allowed and/or anyOf');
      const list = (k: string) => (m.has(k) ? r.strings(m.get(k)!.value, k) : undefined);
      return { kind: 'curves', allowed: list('allowed'), anyOf: list('anyOf') };
    }
    case 'certificate': {
      const m = sub(['types', 'rsaMinBits', 'ecMinBits', 'curves', 'signatures', 'maxLifetimeDays', 'valid']);
      if (m.size === 0) r.fail(node, 'certificate names no requirement');
      const c: Check & { kind: 'certificate' } = { kind: 'certificate' };
      for (const k of ['types', 'curves', 'signatures'] as const) if (m.has(k)) c[k] = r.strings(m.get(k)!.value, k);
      for (const k of ['rsaMinBits', 'ecMinBits', 'maxLifetimeDays'] as const) if (m.has(k)) c[k] = r.number(m.get(k)!.value, k);
      if (m.has('valid')) c.valid = r.boolean(m.get('valid')!.value, 'valid');
      return c;
    }
    case 'dhParams': {
      const m = sub(['minBits', 'groups']);
      if (m.size === 0) r.fail(node, 'dhParams needs minBits and/or groups');
      const c: Check & { kind: 'dh-params' } = { kind: 'dh-params' };
      if (m.has('minBits')) c.minBits = r.number(m.get('minBits')!.value, 'minBits');
      if (m.has('groups')) {
        const node = m.get('groups')!.value;
        c.groups = r.strings(node, 'groups');
        const i = c.groups.findIndex((g) => !(g in FFDHE_PRIMES));
        if (i >= 0 && isSeq(node)) r.fail(node.items[i], `"${c.groups[i]}" is not an RFC 7919 group (use ${Object.keys(FFDHE_PRIMES).join(', ')})`);
      }
      return c;
    }
    case 'hsts': {
      const m = sub(['minMaxAge', 'includeSubDomains', 'required']);
      if (!m.has('minMaxAge')) r.fail(node, 'hsts needs minMaxAge');
      return {
        kind: 'hsts',
        minMaxAge: r.number(m.get('minMaxAge')!.value, 'minMaxAge'),
        includeSubDomains: m.has('includeSubDomains') ? r.boolean(m.get('includeSubDomains')!.value, 'includeSubDomains') : undefined,
        required: m.has('required') ? r.boolean(m.get('required')!.value, 'required') : true,
      };
    }
    case 'ocspStapling':
      if (r.boolean(node, 'ocspStapling') !== true) r.fail(node, 'ocspStapling: only `true` (stapling required) is a requirement');
      return { kind: 'ocsp-stapling' };
    case 'serverPreference':
      return { kind: 'server-preference', value: r.boolean(node, 'serverPreference') };
    case 'sessionTickets':
      return { kind: 'session-tickets', value: r.boolean(node, 'sessionTickets') };
    case 'compression':
      return { kind: 'compression', value: r.boolean(node, 'compression') };
  }
}

function clause(r: Reader, node: YNode, seen: Set<string>): Clause {
  const m = r.map(node, 'a clause', CLAUSE_KEYS);
  if (!m.has('id')) r.fail(node, 'a clause needs an id');
  const id = r.string(m.get('id')!.value, 'id');
  if (seen.has(id)) r.fail(m.get('id')!.value, `clause id "${id}" is used twice`);
  seen.add(id);
  const checks = CHECK_KEYS.filter((k) => m.has(k));
  if (checks.length !== 1) r.fail(node, `clause "${id}" must have exactly one of ${CHECK_KEYS.join(', ')} (has ${checks.length ? checks.join(', ') : 'none'})`);
  let severity: Severity = 'error';
  if (m.has('severity')) {
    const s = r.string(m.get('severity')!.value, 'severity');
    if (!(SEVERITIES as readonly string[]).includes(s)) r.fail(m.get('severity')!.value, `severity "${s}" must be error, warning or info`);
    severity = s as Severity;
  }
  const c: Clause = {
    id,
    title: m.has('title') ? r.string(m.get('title')!.value, 'title') : id,
    severity,
    check: check(r, checks[0], m.get(checks[0])!.value),
  };
  if (m.has('url')) c.url = r.string(m.get('url')!.value, 'url');
  return c;
}

/** Parses `text` (the contents of `file`). Throws PolicyError with a position on any mistake. */
export async function parsePolicy(file: string, text: string): Promise<Policy> {
  const yaml = (await import('yaml')).default;
  yamlIsMap = yaml.isMap;
  yamlIsSeq = yaml.isSeq;
  const lines = new yaml.LineCounter();
  const doc = yaml.parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  const r: Reader = new Reader(file, (offset) => lines.linePos(offset));
  if (doc.errors.length) {
    const first = doc.errors[0];
    r.fail({ range: [first.pos[0], first.pos[1], first.pos[1]], toJSON: () => null }, `invalid YAML: ${first.message.split('\n')[0]}`);
  }
  const root = r.map(doc.contents as YNode | null, 'the policy', new Set(['id', 'title', 'source', 'clauses']));
  for (const k of ['id', 'title', 'source', 'clauses']) if (!root.has(k)) r.fail(doc.contents as YNode, `the policy needs "${k}"`);
  const source = r.map(root.get('source')!.value, 'source', new Set(['document', 'version', 'url']));
  for (const k of ['document', 'version', 'url']) if (!source.has(k)) r.fail(root.get('source')!.value, `source needs "${k}"`);
  const clausesNode = root.get('clauses')!.value;
  if (!isSeq(clausesNode) || clausesNode.items.length === 0) r.fail(clausesNode, 'clauses must be a non-empty list');
  const seen = new Set<string>();
  return {
    id: r.string(root.get('id')!.value, 'id'),
    title: r.string(root.get('title')!.value, 'title'),
    source: {
      document: r.string(source.get('document')!.value, 'document'),
      version: r.string(source.get('version')!.value, 'version'),
      url: r.string(source.get('url')!.value, 'url'),
    },
    clauses: clausesNode.items.map((n) => clause(r, n, seen)),
    file,
  };
}
