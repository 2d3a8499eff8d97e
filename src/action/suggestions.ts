// `suggest-fixes: true`: the fixes as GitHub suggested changes, one pull-request review whose
// comments hold ```suggestion blocks on the lines they replace, so a reviewer applies a fix with
// one click. GitHub accepts comments only on lines the pull request's diff shows: the others
// are left out and counted in the log. Needs `pull-requests: write` for the token.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Finding } from '../findings.js';
import type { FixOutcome } from '../fix/run.js';
import type { FileText } from '../fix/file-text.js';
import type { Env } from './inputs.js';
import { codeSpan } from '../report/markdown.js';
import { hasControl } from '../report/untrusted.js';

export interface ReviewComment {
  path: string;
  /** Last line replaced (RIGHT side); with start_line, a range. */
  line: number;
  start_line?: number;
  side: 'RIGHT';
  start_side?: 'RIGHT';
  body: string;
}

export interface Suggestions {
  comments: ReviewComment[];
  /** Suggestions left out because a review comment cannot carry their text as it is. */
  refused: number;
}

/**
 * One comment per run of changed lines: the lines as they are, replaced by the fixed ones. The
 * comment speaks with the bot's voice, and its text comes from the pull request: the fixes'
 * descriptions go in code spans, and the lines in a fence no line of theirs can close.
 */
export function suggestionComments(outcome: FixOutcome, workspace: string): Suggestions {
  const comments: ReviewComment[] = [];
  let refused = 0;
  const byFile = new Map<string, typeof outcome.firstEdits>();
  for (const e of outcome.firstEdits) {
    let list = byFile.get(e.file);
    if (!list) byFile.set(e.file, (list = []));
    list.push(e);
  }
  for (const [file, edits] of [...byFile].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const text = outcome.changed.get(file)?.original;
    if (!text) continue;
    const path = relative(workspace, file).split(sep).join('/');
    if (path.startsWith('../')) continue;
    for (const group of groups(text, edits)) {
      const block = suggestionBlock(group.replacement);
      if (block === undefined) {
        refused++;
        continue;
      }
      const fixes = [...new Set(group.findings.map((f) => `**${f.ruleId}**: ${codeSpan(f.fix?.description ?? '')}`))];
      const risky = group.risky ? '\n\nA risky fix: it changes what clients can negotiate or promise; check the clients this server must serve.' : '';
      const body = `ssllint suggests:\n${fixes.map((l) => `- ${l}`).join('\n')}${risky}\n\n${block}`;
      const c: ReviewComment = { path, line: group.last, side: 'RIGHT', body };
      if (group.first !== group.last) {
        c.start_line = group.first;
        c.start_side = 'RIGHT';
      }
      comments.push(c);
    }
  }
  return { comments, refused };
}

/**
 * The ```suggestion block of `lines` (each ending in LF), or undefined when Markdown would not
 * give them back as they are. GitHub renders a comment as CommonMark, where CR, LF and CRLF all
 * end a line: the file's own CRLF is its line ending (normalised); a lone CR left in a line (a
 * comment on the fixed line can hold one) would end the block early, and what follows would be
 * Markdown posted under the bot's name. So would a fence as short as a run of backticks in the
 * lines. The fence is longer than any; a line holding a character a comment cannot carry as it
 * is (a lone CR, other controls, NUL, bidi overrides) refuses the suggestion; and the block is
 * read back as CommonMark reads a fence, and refused unless it gives exactly the lines.
 */
export function suggestionBlock(lines: string): string | undefined {
  const text = lines.replace(/\r\n/g, '\n');
  if (hasControl(text)) return undefined;
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const block = `${fence}suggestion\n${text}${fence}\n`;
  return fencedContent(block) === text ? block : undefined;
}

/** The content of the first backtick-fenced code block, as CommonMark reads it (spec 0.31, 4.5). */
function fencedContent(markdown: string): string | undefined {
  const lines = markdown.split(/\r\n|\r|\n/);
  const open = lines.findIndex((l) => /^ {0,3}`{3,}[^`]*$/.test(l));
  if (open === -1) return undefined;
  const fence = /`+/.exec(lines[open])![0].length;
  const indent = lines[open].length - lines[open].trimStart().length;
  const content: string[] = [];
  for (const line of lines.slice(open + 1)) {
    const close = /^ {0,3}(`+)[ \t]*$/.exec(line);
    if (close && close[1].length >= fence) return content.map((l) => `${l}\n`).join('');
    // The opening fence's indentation is taken off each content line, as far as it goes.
    content.push(line.replace(new RegExp(`^ {0,${indent}}`), ''));
  }
  return undefined;
}

interface Group {
  first: number;
  last: number;
  /** The new text of lines first..last, each line ending in a newline. */
  replacement: string;
  findings: Finding[];
  risky: boolean;
}

/**
 * Edits grown to whole lines and joined where they share or touch one. A suggestion replaces
 * existing lines, so an insertion takes the line it follows (or, at the top, the one it
 * precedes) along.
 */
function groups(text: FileText, edits: FixOutcome['firstEdits']): Group[] {
  const spans = edits.map((e) => {
    let first = text.position(e.start).line;
    let last = e.end > e.start ? text.position(e.end - 1).line : first;
    const atLineStart = text.lineStart(first) === e.start;
    if (e.start === e.end && atLineStart) {
      if (first > 1) first = last = first - 1;
    }
    // An edit ending at a line start (a removed whole line) ends on the line before.
    if (e.end > e.start && text.lineStart(text.position(e.end).line) === e.end && text.position(e.end).line - 1 >= first) last = text.position(e.end).line - 1;
    last = Math.max(first, Math.min(last, text.lines));
    return { e, first, last };
  });
  spans.sort((a, b) => a.first - b.first || a.e.start - b.e.start);
  const out: Group[] = [];
  let i = 0;
  while (i < spans.length) {
    let { first, last } = spans[i];
    let j = i + 1;
    while (j < spans.length && spans[j].first <= last) last = Math.max(last, spans[j++].last);
    const from = text.lineStart(first);
    const to = text.lineAfter(last);
    let body = text.text.slice(from, to);
    for (let k = j - 1; k >= i; k--) {
      const e = spans[k].e;
      body = body.slice(0, e.start - from) + e.text + body.slice(e.end - from);
    }
    // A suggestion block holds lines; its last line's end is GitHub's to add.
    const members = spans.slice(i, j).map((s) => s.e);
    out.push({ first, last, replacement: body.endsWith('\n') ? body : `${body}\n`, findings: members.flatMap((m) => m.findings), risky: members.some((m) => m.safety === 'risky') });
    i = j;
  }
  return out;
}

/** The pull request the workflow runs for, from the event payload; undefined outside one. */
export function pullRequestOf(env: Env): { number: number; headSha: string } | undefined {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    const event = JSON.parse(readFileSync(file, 'utf8')) as { pull_request?: { number?: number; head?: { sha?: string } } };
    const pr = event.pull_request;
    return pr?.number && pr.head?.sha ? { number: pr.number, headSha: pr.head.sha } : undefined;
  } catch {
    return undefined;
  }
}

/** Lines of the new side each file's diff shows (the only ones a review comment may name). */
export function commentableLines(patch: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) ranges.push([start, start + count - 1]);
  }
  return ranges;
}

export interface ReviewResult {
  posted: number;
  left: number;
  message: string;
}

/** Posts the comments GitHub can place as one review; says what was posted and left out. */
export async function postSuggestions(env: Env, token: string, suggestions: Suggestions): Promise<ReviewResult> {
  const result = await post(env, token, suggestions.comments);
  if (suggestions.refused === 0) return result;
  const n = suggestions.refused;
  return { ...result, message: `${result.message}; ${n} suggestion${n === 1 ? '' : 's'} left out: the lines hold a character a review comment cannot carry as it is (a lone carriage return, a control or bidirectional character)` };
}

async function post(env: Env, token: string, comments: ReviewComment[]): Promise<ReviewResult> {
  const pr = pullRequestOf(env);
  const repo = env.GITHUB_REPOSITORY;
  if (!pr || !repo) return { posted: 0, left: comments.length, message: 'suggest-fixes: not a pull_request event; no suggestions posted' };
  if (!token) return { posted: 0, left: comments.length, message: 'suggest-fixes: no token (input github-token); no suggestions posted' };
  if (comments.length === 0) return { posted: 0, left: 0, message: 'suggest-fixes: no fix to suggest' };
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');
  const headers = { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'x-github-api-version': '2022-11-28', 'content-type': 'application/json', 'user-agent': 'ssllint' };
  const shown = new Map<string, [number, number][]>();
  for (let page = 1; page <= 30; page++) {
    const r = await fetch(`${api}/repos/${repo}/pulls/${pr.number}/files?per_page=100&page=${page}`, { headers });
    if (!r.ok) return { posted: 0, left: comments.length, message: `suggest-fixes: listing the pull request's files failed (HTTP ${r.status}); no suggestions posted` };
    const files = (await r.json()) as { filename: string; patch?: string }[];
    for (const f of files) shown.set(f.filename, f.patch ? commentableLines(f.patch) : []);
    if (files.length < 100) break;
  }
  const placeable = comments.filter((c) => (shown.get(c.path) ?? []).some(([a, b]) => a <= (c.start_line ?? c.line) && c.line <= b));
  const left = comments.length - placeable.length;
  if (placeable.length === 0) return { posted: 0, left, message: `suggest-fixes: none of the ${left} suggestions falls on lines this pull request changes` };
  const body = { commit_id: pr.headSha, event: 'COMMENT', body: `ssllint suggests ${placeable.length} fix${placeable.length === 1 ? '' : 'es'}.`, comments: placeable };
  const r = await fetch(`${api}/repos/${repo}/pulls/${pr.number}/reviews`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!r.ok) return { posted: 0, left: comments.length, message: `suggest-fixes: posting the review failed (HTTP ${r.status}); the token needs pull-requests: write` };
  return { posted: placeable.length, left, message: `suggest-fixes: posted ${placeable.length} suggestion${placeable.length === 1 ? '' : 's'}${left ? `, ${left} not on lines this pull request changes` : ''}` };
}
