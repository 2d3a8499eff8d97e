// Shared wording for the certificate rules: directives in each dialect (for fixes), dates
// and durations against the injected clock, and one finding per place and message however
// many servers inherit the same file reference.
import { posix } from 'node:path';
import type { FindingLocation } from '../findings.js';
import type { FileRef } from '../model/types.js';
import type { RuleFinding } from '../rule.js';
import { PlaceMap } from '../syntax/place-map.js';
import type { Dialect, Span } from '../syntax/types.js';

export type FileRole = 'certificate' | 'key' | 'chain' | 'dhparam' | 'trusted';

const DIRECTIVES: Record<Dialect, Record<FileRole, string>> = {
  nginx: {
    certificate: 'ssl_certificate',
    key: 'ssl_certificate_key',
    chain: 'ssl_certificate',
    dhparam: 'ssl_dhparam',
    trusted: 'ssl_trusted_certificate',
  },
  apache: {
    certificate: 'SSLCertificateFile',
    key: 'SSLCertificateKeyFile',
    chain: 'SSLCertificateChainFile',
    dhparam: 'SSLOpenSSLConfCmd DHParameters',
    trusted: 'SSLCACertificateFile',
  },
};

export function directiveName(dialect: Dialect, role: FileRole): string {
  return DIRECTIVES[dialect][role];
}

/** The directive line to write, e.g. `ssl_certificate /etc/…/fullchain.pem;`. */
export function directive(dialect: Dialect, role: FileRole, path: string): string {
  if (dialect === 'nginx') {
    const p = /[\s;{}"'#\\]/.test(path) ? `"${path.replace(/(["\\])/g, '\\$1')}"` : path;
    return `${DIRECTIVES.nginx[role]} ${p};`;
  }
  const p = /[\s"]/.test(path) || role === 'dhparam' ? `"${path.replace(/"/g, '\\"')}"` : path;
  return `${DIRECTIVES.apache[role]} ${p}`;
}

/**
 * What a fix says when what it would name is a file the user has to make first (a reissued
 * certificate, a DH group to download): that, in words, and no directive naming a file that is
 * not there (`fix: ssl_certificate …/fullchain-ecdsa.pem;` reads as if it were).
 */
export const YOU_MAKE = 'this needs a file you make first';

/** A file next to the one written, in the config's own spelling. */
export function sibling(written: string, name: string): string {
  return posix.join(posix.dirname(written), name);
}

/** The span itself: spans are never written to once parsed (see rules-support/helpers). */
export function locationOf(span: Span): FindingLocation {
  return span;
}

const DAY = 24 * 60 * 60 * 1000;

/** `2124-01-01 00:00:00 UTC`: the zone spelled out, since users read it next to local times. */
export function utc(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Whole days between two instants, rounded down. */
export function wholeDays(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY);
}

export function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** Which certificate of a served chain, for messages: `the leaf certificate "example.com"`. */
export function certPhrase(role: 'leaf' | 'intermediate' | 'root' | 'certificate', label: string): string {
  return `the ${role === 'certificate' ? '' : `${role} `}certificate "${label}"`;
}

/** `an RSA-2048`, `an ECDSA P-256`, `an Ed25519`, `a DSA-1024`: as the acronyms are spoken. */
export function withArticle(keyDescription: string): string {
  return `${/^(RSA|ECDSA|Ed|unknown)/.test(keyDescription) ? 'an' : 'a'} ${keyDescription}`;
}

/** Collects findings, one per (place, message). */
export class Findings {
  // A tree linted away from its server has a distinct missing path per site: keyed by place
  // without a key string, and a second message at the same place (rare) goes to `more`.
  private readonly byPlace = new PlaceMap<RuleFinding>();
  private readonly more = new Map<string, RuleFinding>();
  private readonly order: RuleFinding[] = [];

  add(at: FileRef | Span, finding: Omit<RuleFinding, 'location'>): void {
    const span = 'resolved' in at ? at.at : at;
    const first = this.byPlace.get(span.file, span.line, span.column);
    const moreKey = first === undefined || first.message === finding.message ? '' : `${span.file}\0${span.line}:${span.column}\0${finding.message}`;
    const known = moreKey === '' ? first : this.more.get(moreKey);
    if (known) {
      // The same file reference inherited by several servers: keep one finding, merge the pointers.
      for (const r of finding.related ?? []) {
        if (!known.related?.some((k) => sameLocation(k, r))) (known.related ??= []).push(r);
      }
      return;
    }
    const created: RuleFinding = { message: finding.message, location: locationOf(span) };
    if (finding.severity !== undefined) created.severity = finding.severity;
    if (finding.fix !== undefined) created.fix = finding.fix;
    // Merging pointers must not write into an array the caller still holds.
    if (finding.related !== undefined) created.related = [...finding.related];
    if (finding.generations !== undefined) created.generations = finding.generations;
    if (finding.short !== undefined) created.short = finding.short;
    if (first === undefined) this.byPlace.set(span.file, span.line, span.column, created);
    else this.more.set(moreKey, created);
    this.order.push(created);
  }

  /** The findings in the order first added; the collector is done with them. */
  list(): RuleFinding[] {
    return this.order;
  }
}

function sameLocation(a: FindingLocation, b: FindingLocation): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}
