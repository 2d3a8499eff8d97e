// Suppression comments, read from the parsed files' comments:
//   # ssllint-disable-next-line RULE[,RULE] -- reason   (the line right after the comment)
//   # ssllint-disable-file RULE[,RULE] -- reason        (the whole file)
// A suppression that silences nothing is itself reported, so stale ones do not pile up.
import type { Finding } from './findings.js';
import type { RuleMeta } from './rule.js';
import type { Comment } from './syntax/types.js';

export const UNUSED_SUPPRESSION: RuleMeta = {
  id: 'unused-suppression',
  title: 'Suppression comment that silences nothing',
  severity: 'info',
  category: 'syntax',
  security: false,
  docs: {
    why: 'A suppression comment whose rule no longer fires there (or names an unknown rule) hides nothing today but would hide a future problem. Remove it.',
    nginx: {
      bad: '# ssllint-disable-next-line cipher-rc4 -- legacy clients\nssl_ciphers ECDHE+AESGCM;',
      good: 'ssl_ciphers ECDHE+AESGCM;',
    },
    apache: {
      bad: '# ssllint-disable-next-line cipher-rc4 -- legacy clients\nSSLCipherSuite ECDHE+AESGCM',
      good: 'SSLCipherSuite ECDHE+AESGCM',
    },
  },
};

interface Suppression {
  kind: 'next-line' | 'file';
  rules: string[];
  comment: Comment;
  used: Set<string>;
}

const PATTERN = /^\s*ssllint-disable-(next-line|file)\b\s*([^]*?)\s*(?:--[^]*)?$/;

export function parseSuppressions(comments: Comment[]): Suppression[] {
  const out: Suppression[] = [];
  for (const comment of comments) {
    const m = PATTERN.exec(comment.text);
    if (!m) continue;
    const rules = m[2].split(/[\s,]+/).filter(Boolean);
    out.push({ kind: m[1] as Suppression['kind'], rules, comment, used: new Set() });
  }
  return out;
}

/**
 * Drops the findings that a suppression in their own file covers and adds an
 * `unused-suppression` finding for each rule id a suppression named but did not use.
 */
export function applySuppressions(
  findings: Finding[],
  commentsByFile: Map<string, Comment[]>,
  knownRules: ReadonlySet<string>,
): Finding[] {
  const byFile = new Map<string, Suppression[]>();
  for (const [file, comments] of commentsByFile) {
    const list = parseSuppressions(comments);
    if (list.length) byFile.set(file, list);
  }
  if (byFile.size === 0) return findings;

  const kept = findings.filter((f) => {
    const list = byFile.get(f.location.file);
    if (!list) return true;
    for (const s of list) {
      if (!s.rules.includes(f.ruleId)) continue;
      if (s.kind === 'file' || f.location.line === s.comment.span.line + 1) {
        s.used.add(f.ruleId);
        return false;
      }
    }
    return true;
  });

  for (const list of byFile.values()) {
    for (const s of list) {
      const { span } = s.comment;
      const location = { file: span.file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
      if (s.rules.length === 0) {
        kept.push({ ruleId: UNUSED_SUPPRESSION.id, severity: 'info', location, message: `ssllint-disable-${s.kind} names no rule: write the rule id(s) to disable` });
        continue;
      }
      for (const rule of s.rules) {
        if (s.used.has(rule)) continue;
        const message = knownRules.has(rule)
          ? `unused suppression: ${rule} reports nothing ${s.kind === 'file' ? 'in this file' : 'on the next line'}`
          : `unknown rule "${rule}" in suppression comment`;
        kept.push({ ruleId: UNUSED_SUPPRESSION.id, severity: 'info', location, message, fix: { description: `remove "${rule}" from the comment` } });
      }
    }
  }
  return kept;
}
