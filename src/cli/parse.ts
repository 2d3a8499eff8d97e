// `ssllint parse PATH…`: the debug view of the source and syntax stages, printing what was
// loaded (trees, files, directives with positions, includes, diagnostics) so that the
// front half of the pipeline can be checked on its own. parse-command.ts defines the command.
import { relative, isAbsolute } from 'node:path';
import { loadPaths } from '../source/load.js';
import { parsePathMap } from '../source/path-map.js';
import type { ConfigTree, LoadResult } from '../source/types.js';
import type { Arg, Comment, Diagnostic, Directive, ParsedFile, Span } from '../syntax/types.js';
import type { ParseFlags } from './parse-command.js';
import { neutralise } from '../report/untrusted.js';
import { decideFences } from '../source/fence.js';

/** Exit code: 0 clean, 1 when anything was reported, 2 on a usage error. */
export function runParse(
  paths: string[],
  flags: ParseFlags,
  outerPathMap: string[] | undefined,
  write: (text: string) => void,
  fail: (text: string) => void,
  cwd = process.cwd(),
): number {
  const map = parsePathMap([...(outerPathMap ?? []), ...(flags.pathMap ?? [])], cwd);
  if (!map.ok) {
    fail(`ssllint: ${map.error}\n`);
    return 2;
  }
  let result: LoadResult;
  try {
    // What the lint may read, `parse` may read and print: a repository's tree, nothing outside it (docs/security.md).
    result = loadPaths(paths, { pathMap: map.map, fence: decideFences({ cwd }) });
  } catch (err) {
    fail(`ssllint: internal error while loading: ${(err as Error).message}\nPlease report this with the config that caused it.\n`);
    return 2;
  }
  const usage = result.skipped.filter((s) => s.usage);
  for (const s of usage) fail(neutralise(`ssllint: ${s.path}: ${s.reason}\n`));
  if (usage.length) return 2;
  const show = (p: string) => displayPath(p, cwd);
  // A debug view still goes to a log: no config text in it may read as a runner command.
  write(flags.format === 'text' ? neutralise(textReport(result, show)) : neutralise(JSON.stringify(jsonReport(result, show), null, 2) + '\n', 'json'));
  const reported = result.trees.some((t) => t.diagnostics.length > 0 || [...t.files.values()].some((f) => f.errors.length > 0));
  return reported || result.skipped.length > 0 ? 1 : 0;
}

/** Relative to the working directory when inside it; virtual names (`<stdin>`) as they are. */
function displayPath(path: string, cwd: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

function at(span: Span): string {
  return `${span.line}:${span.column}-${span.endLine}:${span.endColumn}`;
}

type Show = (path: string) => string;

function jsonArg(a: Arg): object {
  return a.raw === a.value ? { value: a.value, at: at(a.span) } : { value: a.value, raw: a.raw, at: at(a.span) };
}

function jsonDirective(d: Directive, show: Show): object {
  return {
    name: d.name,
    args: d.args.map(jsonArg),
    at: at(d.span),
    ...(d.includes ? { includes: d.includes.map(show) } : {}),
    ...(d.block ? { block: d.block.map((c) => jsonDirective(c, show)) } : {}),
    ...(d.blockEnd ? { blockEnd: at(d.blockEnd) } : {}),
  };
}

function jsonDiagnostic(d: Diagnostic, show: Show): object {
  return { ruleId: d.ruleId, message: d.message, file: show(d.span.file), at: at(d.span) };
}

function jsonFile(f: ParsedFile, show: Show): object {
  return {
    file: show(f.file),
    directives: f.directives.map((d) => jsonDirective(d, show)),
    comments: f.comments.map((c: Comment) => ({ text: c.text, at: at(c.span), inline: c.inline })),
    errors: f.errors.map((e) => jsonDiagnostic(e, show)),
  };
}

function jsonTree(t: ConfigTree, show: Show): object {
  return {
    dialect: t.dialect,
    root: show(t.root),
    fragment: t.fragment,
    base: show(t.base),
    files: [...t.files.values()].map((f) => jsonFile(f, show)),
    diagnostics: t.diagnostics.map((d) => jsonDiagnostic(d, show)),
  };
}

export function jsonReport(result: LoadResult, show: Show): object {
  return {
    version: 1,
    trees: result.trees.map((t) => jsonTree(t, show)),
    files: result.files.map(show),
    skipped: result.skipped.map((s) => ({ path: s.path, reason: s.reason })),
  };
}

function textDirective(d: Directive, indent: string, show: Show, lines: string[]): void {
  const args = d.args.map((a) => a.raw).join(' ');
  const head = `${indent}${d.span.line}:${d.span.column} ${d.name}${args ? ' ' + args : ''}`;
  if (d.includes) {
    lines.push(`${head}  → ${d.includes.length ? d.includes.map(show).join(', ') : '(nothing)'}`);
  } else {
    lines.push(d.block ? `${head} {` : head);
  }
  if (d.block) {
    for (const c of d.block) textDirective(c, indent + '  ', show, lines);
    lines.push(`${indent}}`);
  }
}

function textReport(result: LoadResult, show: Show): string {
  const lines: string[] = [];
  for (const t of result.trees) {
    lines.push(`${t.dialect} ${t.fragment ? 'fragment' : 'tree'} ${show(t.root)} (base ${show(t.base)})`);
    for (const f of t.files.values()) {
      lines.push(`  ${show(f.file)}`);
      for (const d of f.directives) textDirective(d, '    ', show, lines);
      for (const e of f.errors) lines.push(`    ! ${e.span.line}:${e.span.column} ${e.ruleId}: ${e.message}`);
    }
    for (const d of t.diagnostics) {
      lines.push(`  ! ${show(d.span.file)}:${d.span.line}:${d.span.column} ${d.ruleId}: ${d.message}`);
    }
  }
  for (const s of result.skipped) lines.push(`skipped ${s.path}: ${s.reason}`);
  return lines.join('\n') + '\n';
}
