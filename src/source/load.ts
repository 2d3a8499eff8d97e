// The source stage: command-line paths in, configuration trees out. Each tree is walked
// in the order the server reads it, following include/Include/IncludeOptional wherever
// they sit (inside http {}, <VirtualHost>, <IfModule>), so that Apache Defines apply in
// document order across files. Every file is parsed once; the model builder splices
// included files in using `directive.includes`.
import { isAbsolute, posix, resolve } from 'node:path';
import { parseApache } from '../apache/parse.js';
import { substituteDefines } from '../apache/defines.js';
import { parseNginx } from '../nginx/parse.js';
import { MAX_NESTING, nestingMessage } from '../syntax/limits.js';
import type { Arg, Diagnostic, Dialect, Directive, ParsedFile, Span } from '../syntax/types.js';
import { budgetedFs, readBudget } from './budget.js';
import { outsideReason, resolveInFence, withinFence, type Fence } from './fence.js';
import { classifyFile, detectPath, type Root } from './detect.js';
import { readEnvvars } from './envvars.js';
import { cachingFs, diskFs, mappedDiskFs, memoryFs, type SourceFs } from './fs.js';
import { expandApacheInclude, globNginxBounded, hasNginxMagic, MAX_INCLUDE_PATHS } from './glob.js';
import { applyPathMap, pathMapCovers, type PathMap } from './path-map.js';
import type { ReadOutcome } from './read.js';
import { STDIN_NAME, readStdin, splitNginxDump } from './stdin.js';
import type { ConfigTree, LoadOptions, LoadResult, ParseCache } from './types.js';

/** httpd's AP_MAX_INCLUDE_DEPTH; nginx has no limit but no real tree comes close. */
export const MAX_INCLUDE_DEPTH = 128;

/**
 * Directives a tree may hold once every include is spliced where it stands. A file included
 * many times is read once but spliced at each include, so a few files including each other
 * ten times over make 10^7 directives out of a few hundred bytes; every later stage walks
 * the spliced tree. The 10,000-server benchmark tree splices about 300,000; past this bound an
 * include is not spliced, with a finding at it, and the rest of the tree is still read.
 */
export const MAX_SPLICED_DIRECTIVES = 1_000_000;

/**
 * Apache `${VAR}` expansion: characters one value may expand to, and characters expansion may
 * add to one tree. Real values are a path or a name; httpd reads lines of up to 8,192 bytes
 * (MAX_STRING_LEN) and never bounds what they expand to.
 */
export const MAX_EXPANDED_VALUE = 64 * 1024;
export const MAX_EXPANDED_TOTAL = 16 * 1024 * 1024;

export function loadPaths(paths: string[], options: LoadOptions = {}): LoadResult {
  // The fence is about this machine's files: an archive or an nginx -T dump holds none.
  const fences = options.fs ? undefined : options.fence;
  const budget = readBudget(options.limits, options.onRead);
  // One file system per fence (a run may lint a host's tree and a repository's), one read budget.
  const made = new Map<Fence | undefined, SourceFs>();
  const fsFor = (fence: Fence | undefined): SourceFs => {
    let fs = made.get(fence);
    if (!fs) made.set(fence, (fs = cachingFs(budgetedFs(sourceFs(options, fence), budget))));
    return fs;
  };
  const result: LoadResult = { trees: [], files: [], skipped: [] };
  keptTexts.set(result, (file) => {
    for (const fs of made.values()) {
      const kept = textOf(fs.cachedRead?.(file));
      if (kept) return kept;
    }
    return undefined;
  });
  const rootsSeen = new Set<string>();
  for (const given of paths) {
    if (given === '-') {
      const fence = fences?.of(process.cwd());
      const tree = loadStdin(options, fsFor(fence), fence);
      if ('tree' in tree) result.trees.push(tree.tree);
      else result.skipped.push({ path: '-', reason: tree.skipped, usage: false });
      continue;
    }
    const absolute = resolve(given);
    const fence = fences?.of(absolute);
    const fs = fsFor(fence);
    if (fence?.closed) {
      // Named outside (a config file's `roots`, the Action's `paths`), or a named link leading out.
      const lexical = withinFence(fence, absolute);
      if (!lexical || !withinFence(fence, fs.realpath(absolute))) {
        result.trees.push(refusedPath(given, absolute, fence, lexical, options.origins?.get(given)));
        continue;
      }
    }
    const detection = detectPath(fs, absolute);
    for (const each of detection.skipped.map((s) => ({ ...s, path: given }))) result.skipped.push(each);
    if (detection.stopped) {
      const tree = emptyTree('nginx', absolute, true, absolute);
      tree.diagnostics.push({ ruleId: 'file-unreadable', message: detection.stopped, span: fileStart(absolute) });
      result.trees.push(tree);
    }
    for (const root of detection.roots) {
      const real = fs.realpath(root.path);
      if (rootsSeen.has(real)) continue;
      rootsSeen.add(real);
      result.trees.push(loadTree(fs, root, { pathMap: options.pathMap, reportMissing: !root.fragment, fence, parsed: options.parsed }));
    }
  }
  // A fragment that a whole tree on the same command line already reads was linted there,
  // in context: a second copy would only repeat its findings without the outer scope.
  const inTrees = new Set<string>();
  for (const tree of result.trees) if (!tree.fragment) for (const file of tree.files.keys()) inTrees.add(file);
  result.trees = result.trees.filter((t) => !t.fragment || !inTrees.has(t.root));
  const files = new Set<string>();
  for (const tree of result.trees) for (const file of tree.files.keys()) files.add(file);
  result.files = [...files];
  return result;
}

/**
 * The files a tree is read from: the archive or dump handed in; else the disk, through
 * --path-map, and for a closed fence only inside it (fencedFs); the editor's unsaved buffers
 * in place of their files.
 */
function sourceFs(options: LoadOptions, fence: Fence | undefined): SourceFs {
  const overlay = (inner: SourceFs): SourceFs => (options.overlay ? overlaidFs(inner, options.overlay) : inner);
  if (options.fs) return overlay(options.fs);
  if (fence?.closed) return fencedFs(fence, options.pathMap, overlay(diskFs));
  return overlay(mappedDiskFs(options.pathMap));
}

// Beside the result rather than in it: the texts are for --fix alone, and the result's shape stays.
const keptTexts = new WeakMap<LoadResult, (file: string) => { text: string; bom: boolean } | undefined>();

/** The text each file of a load was read as (by real path), kept from its one read: --fix edits it. */
export function keptText(result: LoadResult): (file: string) => { text: string; bom: boolean } | undefined {
  return keptTexts.get(result) ?? (() => undefined);
}

function textOf(read: ReadOutcome | undefined): { text: string; bom: boolean } | undefined {
  return read?.ok ? { text: read.text, bom: !!read.bom } : undefined;
}

/**
 * The disk as a closed fence lets it be read: every path is resolved inside the fence only
 * (resolveInFence: absolute link targets through --path-map, nothing outside looked at), and
 * what resolves outside is neither read, listed nor said to exist. The loader refuses such
 * paths itself, with a finding at the include; this is the floor under it (detection sniffing a
 * directory's files, envvars, ServerRoot).
 */
function fencedFs(fence: Fence, map: PathMap | undefined, inner: SourceFs): SourceFs {
  const real = (p: string): string => resolveInFence(p, fence, map);
  return {
    // Outside: something ssllint will not look at, the same whether it exists; reading says why.
    kind: (p) => {
      const r = real(p);
      return withinFence(fence, r) ? inner.kind(r) : 'other';
    },
    realpath: real,
    list: (p) => {
      const r = real(p);
      return withinFence(fence, r) ? inner.list(r) : undefined;
    },
    read: (p) => {
      const r = real(p);
      return withinFence(fence, r) ? inner.read(r) : { ok: false, reason: outsideReason(fence, withinFence(fence, p)) };
    },
  };
}

/** A path to lint (a config file's `roots` entry, the Action's `paths`) that lies outside a closed fence: a finding, nothing read. */
function refusedPath(given: string, absolute: string, fence: Fence, lexical: boolean, origin: Span | undefined): ConfigTree {
  const tree = emptyTree('nginx', absolute, true, posix.dirname(absolute));
  tree.fence = fence;
  tree.diagnostics.push({ ruleId: 'file-unreadable', message: `${given} is not linted: ${outsideReason(fence, lexical)}`, span: origin ?? fileStart(absolute), fix: fence.allow() });
  return tree;
}

/** `inner` with some files' texts replaced: the fixed tree is linted before anything is written. */
function overlaidFs(inner: SourceFs, overlay: ReadonlyMap<string, string>): SourceFs {
  return {
    ...inner,
    // An editor's buffer of a file not saved yet is a file all the same.
    kind: (p) => (overlay.has(inner.realpath(p)) ? 'file' : inner.kind(p)),
    read(p) {
      const text = overlay.get(inner.realpath(p));
      return text !== undefined ? { ok: true, text } : inner.read(p);
    },
  };
}

function loadStdin(options: LoadOptions, disk: SourceFs, fence: Fence | undefined): { tree: ConfigTree } | { skipped: string } {
  const given = options.stdin;
  const read: ReadOutcome =
    given === undefined
      ? readStdin()
      : given.includes('\0')
        ? { ok: false, reason: 'binary input (NUL byte)' }
        : { ok: true, text: given };
  if (!read.ok) {
    const tree = emptyTree('nginx', STDIN_NAME, true, process.cwd());
    tree.diagnostics.push(unreadable(STDIN_NAME, read.reason, fileStart(STDIN_NAME)));
    return { tree };
  }
  const text = read.text.replace(/^\uFEFF/, '');
  const dump = splitNginxDump(text);
  if (dump) {
    // Includes resolve among the dumped files: the disk of this machine is not the server's.
    const root: Root = { path: dump.main, dialect: 'nginx', fragment: false };
    return { tree: loadTree(memoryFs(dump.files), root, { reportMissing: true }) };
  }
  const root = classifyFile(STDIN_NAME, text);
  if (!root) return { skipped: 'neither nginx nor Apache configuration was recognised on standard input' };
  const files = new Map([[STDIN_NAME, text]]);
  // Plain stdin has no directory: relative includes resolve against the working
  // directory, and one that is not found there says nothing about the server.
  const fs: SourceFs = {
    kind: (p) => (p === STDIN_NAME ? 'file' : disk.kind(p)),
    list: (p) => disk.list(p),
    realpath: (p) => (p === STDIN_NAME ? p : disk.realpath(p)),
    read: (p) => (files.has(p) ? { ok: true, text } : disk.read(p)),
  };
  return { tree: loadTree(fs, root, { pathMap: options.pathMap, reportMissing: false, base: process.cwd(), fence }) };
}

/** What an include names; `bounded`: one of ssllint's bounds stopped the expansion (`error` says which). */
interface Targets {
  files: string[];
  error?: string;
  bounded?: boolean;
}

interface TreeOptions {
  pathMap?: PathMap;
  /**
   * Report includes that match nothing. Off for fragments: without the root that
   * includes them their prefix/ServerRoot is a guess, and what was not seen is not missing.
   */
  reportMissing: boolean;
  base?: string;
  /** What may be read (source/fence.ts); absent for files held in memory. */
  fence?: Fence;
  parsed?: ParseCache;
}

function emptyTree(dialect: Dialect, root: string, fragment: boolean, base: string): ConfigTree {
  return { dialect, root, fragment, base, files: new Map(), diagnostics: [] };
}

function fileStart(file: string): Span {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}

function unreadable(file: string, reason: string, at: Span): Diagnostic {
  return { ruleId: 'file-unreadable', message: `cannot read ${file}: ${reason}`, span: at };
}

/**
 * The directory relative includes start from before any ServerRoot directive: nginx's
 * prefix is the main file's directory; httpd's compiled-in ServerRoot is the directory
 * holding apache2.conf on Debian and the parent of conf/ on RHEL.
 */
function defaultBase(fs: SourceFs, root: Root): string {
  const dir = posix.dirname(root.path);
  if (root.dialect === 'apache' && posix.basename(dir) === 'conf' && posix.basename(root.path) === 'httpd.conf') {
    return posix.dirname(dir);
  }
  if (root.fragment) {
    // A fragment below a server tree (sites-available/x.conf, conf.d/y.conf) takes that
    // tree's prefix: its includes are written relative to it.
    const marker = root.dialect === 'nginx' ? ['nginx.conf'] : ['apache2.conf', 'httpd.conf', 'conf/httpd.conf'];
    for (let d = dir; ; d = posix.dirname(d)) {
      for (const m of marker) {
        if (fs.kind(posix.join(d, m)) !== 'file') continue;
        return m === 'httpd.conf' && posix.basename(d) === 'conf' ? posix.dirname(d) : d;
      }
      if (d === posix.dirname(d)) break;
    }
  }
  return dir;
}

// Only names as long as one the loader acts on need lower-casing, which makes a new string.
const LOADER_NAME_LENGTHS = new Set(['define', 'undefine', 'serverroot', 'include', 'includeoptional'].map((n) => n.length));

class TreeLoader {
  readonly tree: ConfigTree;
  private readonly stack: string[] = [];
  private readonly done = new Set<string>();
  /** For each file read: how many block levels deep its own blocks and its includes' reach below its top. */
  private readonly reach = new Map<string, number>();
  /** For each file read: how many directives it holds with its includes spliced. */
  private readonly weight = new Map<string, number>();
  /** Directives of the tree spliced so far (MAX_SPLICED_DIRECTIVES). */
  private spliced = 0;
  /** MAX_SPLICED_DIRECTIVES was reached: said once, at the first include left out. */
  private splicedReported = false;
  /** Characters `${VAR}` expansion has added to the tree so far (MAX_EXPANDED_TOTAL). */
  private expanded = 0;
  private expandedReported = false;
  private readonly defines = new Map<string, string>();
  private readonly parse: (text: string, file: string) => ParsedFile;
  private readonly rootReal: string;
  private readonly rootPath: string;
  /** The run's read budget ran out while reading this tree: said once, on the first file refused. */
  private budgetReported = false;

  constructor(
    private readonly fs: SourceFs,
    root: Root,
    private readonly options: TreeOptions,
  ) {
    this.rootReal = fs.realpath(root.path);
    this.rootPath = root.path;
    const base = options.base ?? defaultBase(fs, root);
    this.tree = emptyTree(root.dialect, this.rootReal, root.fragment, base);
    if (options.fence) this.tree.fence = options.fence;
    this.parse = root.dialect === 'nginx' ? parseNginx : parseApache;
    if (root.dialect === 'apache') {
      // Beside apache2.conf, where Debian keeps it (for a fragment: in the tree around it).
      const envvars = posix.join(base, 'envvars');
      if (fs.kind(envvars) === 'file') {
        const read = fs.read(envvars);
        if (read.ok) for (const [k, v] of readEnvvars(read.text)) this.defines.set(k, v);
      }
    }
  }

  load(): ConfigTree {
    const outside = this.outside(this.rootReal, this.rootPath);
    if (outside) {
      // A file found inside (a directory's *.conf) that is a symlink to one outside: said at the link.
      this.tree.diagnostics.push({ ruleId: 'file-unreadable', message: `${this.display(this.rootPath)} is not read: ${outside}`, span: fileStart(this.rootPath), fix: this.options.fence?.allow() });
      return this.tree;
    }
    const parsed = this.readAndParse(this.rootReal, fileStart(this.rootReal));
    if (parsed) this.walkFile(parsed, 0);
    return this.tree;
  }

  /** Why `real`, reached from `written`, may not be read (a closed fence it lies outside), or undefined. */
  private outside(real: string, written: string): string | undefined {
    const fence = this.options.fence;
    // `<stdin>` is no file of this machine: the user handed its text in.
    if (!fence?.closed || !real.startsWith('/')) return undefined;
    return withinFence(fence, real) ? undefined : outsideReason(fence, withinFence(fence, written));
  }

  private readAndParse(real: string, at: Span): ParsedFile | undefined {
    const read = this.fs.read(real);
    if (!read.ok) {
      if (read.budget && this.budgetReported) return undefined;
      if (read.budget) this.budgetReported = true;
      this.tree.diagnostics.push(unreadable(this.display(real), read.reason, at));
      return undefined;
    }
    if (read.bom && this.tree.dialect === 'nginx') {
      this.tree.diagnostics.push({
        ruleId: 'syntax-error',
        message: 'the file starts with a UTF-8 byte order mark: nginx reads it as part of the first directive name ("unknown directive")',
        span: fileStart(real),
      });
    }
    const parsed = this.parsedText(read.text, real);
    this.tree.files.set(real, parsed);
    return parsed;
  }

  private parsedText(text: string, real: string): ParsedFile {
    const cache = this.tree.dialect === 'nginx' ? this.options.parsed : undefined;
    const kept = cache?.get(real);
    if (kept && kept.text === text) return kept.parsed;
    const parsed = this.parse(text, real);
    cache?.set(real, { text, parsed });
    return parsed;
  }

  /** Walks a file whose top-level directives sit `depth` blocks deep; returns the deepest level reached. */
  private walkFile(parsed: ParsedFile, depth: number): number {
    this.stack.push(parsed.file);
    const before = this.spliced;
    const deepest = this.walk(parsed.directives, depth);
    this.stack.pop();
    this.done.add(parsed.file);
    this.reach.set(parsed.file, deepest - depth);
    this.weight.set(parsed.file, this.spliced - before);
    return deepest;
  }

  /**
   * Each parser stops at MAX_NESTING levels within its file; blocks that includes put inside
   * other blocks are counted here, across files, so that no stage after this one meets a
   * deeper tree: a block past the limit is emptied, with a syntax-error on its line.
   */
  private walk(directives: Directive[], depth: number): number {
    let deepest = depth;
    this.spliced += directives.length;
    for (const d of directives) {
      let reached = depth;
      if (this.tree.dialect === 'apache') reached = this.apacheDirective(d, depth);
      else if (d.name === 'include') reached = this.include(d, this.nginxTargets(d), depth);
      if (d.block && d.block.length > 0) {
        if (depth + 1 > MAX_NESTING) {
          this.tree.diagnostics.push({ ruleId: 'syntax-error', message: `${nestingMessage()} (counting the blocks around the include that reads this file)`, span: d.span, limit: true });
          d.block = [];
          // Emptied for this tree's depth: a later load must parse the file afresh.
          this.options.parsed?.delete(d.span.file);
        } else reached = this.walk(d.block, depth + 1);
      }
      if (reached > deepest) deepest = reached;
    }
    return deepest;
  }

  private apacheDirective(d: Directive, depth: number): number {
    // httpd substitutes ${VAR} on each line as it reads it, so Defines met so far apply.
    for (const arg of d.args) {
      if (arg.value.includes('${')) this.expand(arg);
    }
    const name = LOADER_NAME_LENGTHS.has(d.name.length) ? d.name.toLowerCase() : '';
    const [first, second] = d.args;
    if (name === 'define' && first) {
      if (second) this.defines.set(first.value, second.value);
    } else if (name === 'undefine' && first) {
      this.defines.delete(first.value);
    } else if (name === 'serverroot' && first) {
      this.serverRoot(first.value);
    } else if (name === 'include' || name === 'includeoptional') {
      return this.include(d, this.apacheTargets(d, name === 'includeoptional'), depth);
    }
    return depth;
  }

  /** Substitutes the Defines met so far in `arg`, within MAX_EXPANDED_VALUE and MAX_EXPANDED_TOTAL. */
  private expand(arg: Arg): void {
    const room = MAX_EXPANDED_TOTAL - this.expanded;
    const max = Math.min(MAX_EXPANDED_VALUE, arg.value.length + Math.max(0, room));
    const sub = substituteDefines(arg.value, this.defines, max);
    if (!sub.tooLong) {
      this.expanded += Math.max(0, sub.value.length - arg.value.length);
      arg.value = sub.value;
      return;
    }
    const total = max < MAX_EXPANDED_VALUE;
    // The tree's total is said once: past it, every later value would say it again.
    if (total && this.expandedReported) return;
    if (total) this.expandedReported = true;
    const why = total
      ? `\${...} expansion has added ${MAX_EXPANDED_TOTAL} characters to this tree, as much as ssllint expands; later values are read as written too`
      : `its \${...} expansion is longer than ${MAX_EXPANDED_VALUE} characters, more than ssllint expands (a Define built from itself doubles at each line)`;
    this.tree.diagnostics.push({ ruleId: 'syntax-error', message: `this value is read as written, unexpanded: ${why}`, span: arg.span, limit: true });
  }

  /**
   * ServerRoot usually names where the tree lives on the server (/etc/httpd), not where
   * this copy of it is. It is used when --path-map covers it or it exists here; an absolute
   * path that is neither falls back to the tree's directory (Debian: apache2.conf's
   * directory; RHEL: the parent of conf/).
   */
  private serverRoot(value: string): void {
    if (!isAbsolute(value)) return;
    const mapped = applyPathMap(value, this.options.pathMap);
    if (pathMapCovers(value, this.options.pathMap) || this.fs.kind(mapped) === 'dir') {
      this.tree.base = mapped;
    }
  }

  private absolute(value: string): string {
    if (isAbsolute(value)) return applyPathMap(posix.normalize(value), this.options.pathMap);
    return posix.join(this.tree.base, value);
  }

  /**
   * An include whose path (a glob: the directory it starts from) lies outside a closed fence is
   * refused before anything there is looked at, named as written: neither where it leads nor
   * whether anything is there leaks into messages.
   */
  private refusedPattern(value: string, path: string): Targets['refused'] {
    const fence = this.options.fence;
    if (!fence?.closed) return undefined;
    const magic = path.search(/[*?[]/);
    const fixed = magic === -1 ? path : posix.dirname(path.slice(0, magic + 1));
    const outside = this.outside(this.fs.realpath(fixed), fixed);
    // An absolute path as written names the directory --path-map would map.
    const dir = isAbsolute(value) && !withinFence(fence, fixed) ? posix.dirname(posix.normalize(value.slice(0, magic === -1 ? undefined : value.search(/[*?[]/) + 1))) : undefined;
    return outside ? { message: `${value} is not read: ${outside}`, fix: fence.allow(dir) } : undefined;
  }

  private nginxTargets(d: Directive): Targets {
    if (d.args.length !== 1) return { files: [] };
    const value = d.args[0].value;
    const path = this.absolute(value);
    const refused = this.refusedPattern(value, path);
    if (refused) return { files: [], refused };
    // glob(3) matching nothing is fine for nginx; a literal path must open.
    if (hasNginxMagic(value)) {
      const glob = globNginxBounded(this.fs, path);
      if (!glob.tooMany) return { files: glob.files };
      return { files: [], error: `include ${value}: it matches more than ${MAX_INCLUDE_PATHS} paths (directories that link to themselves multiply them); ssllint reads none of them`, bounded: true };
    }
    if (this.fs.kind(this.fs.realpath(path)) !== 'missing') return { files: [path] };
    return { files: [], error: `included file ${this.describe(value, path)} does not exist` };
  }

  private apacheTargets(d: Directive, optional: boolean): Targets {
    if (d.args.length !== 1) return { files: [] };
    const value = d.args[0].value;
    const path = this.absolute(value);
    const refused = this.refusedPattern(value, path);
    if (refused) return { files: [], refused: { ...refused, message: `${d.name} ${refused.message}` } };
    const expansion = expandApacheInclude(this.fs, path, optional);
    if (!expansion.error) return expansion;
    if (expansion.bounded) return { files: [], error: `${d.name} ${value}: ${expansion.error}`, bounded: true };
    const undefinedVar = /\$\{([^}:]+)\}/.exec(value);
    const hint = undefinedVar ? ` (\${${undefinedVar[1]}} is not defined)` : '';
    return { files: expansion.files, error: `${d.name} ${value}: ${expansion.error}${hint}` };
  }

  /** Reads what an include at `depth` blocks pulls in; returns the deepest level reached. */
  private include(d: Directive, targets: Targets, depth: number): number {
    let deepest = depth;
    const includes: string[] = [];
    d.includes = includes;
    if (targets.refused) this.tree.diagnostics.push({ ruleId: 'file-unreadable', message: targets.refused.message, span: d.span, fix: targets.refused.fix });
    if (targets.bounded) {
      // Not a missing file but what ssllint would not read: said for fragments too.
      this.tree.diagnostics.push({ ruleId: 'file-unreadable', message: targets.error ?? '', span: d.span });
    } else if (targets.error && this.options.reportMissing) {
      this.tree.diagnostics.push({ ruleId: 'include-missing', message: targets.error, span: d.span });
    }
    for (const target of targets.files) {
      const real = this.fs.realpath(target);
      const outside = this.outside(real, target);
      if (outside) {
        // A symlink (or a glob match that is one) inside the tree pointing out of it.
        this.tree.diagnostics.push({ ruleId: 'file-unreadable', message: `${this.display(target)} is not read: ${outside}`, span: d.span, fix: this.options.fence?.allow() });
        continue;
      }
      const at = this.stack.indexOf(real);
      if (at !== -1) {
        const chain = [...this.stack.slice(at), real].map((f) => this.display(f)).join(' → ');
        this.tree.diagnostics.push({ ruleId: 'syntax-error', message: `include cycle: ${chain}`, span: d.span });
        continue;
      }
      const weight = this.weight.get(real) ?? 0;
      if (this.spliced + weight > MAX_SPLICED_DIRECTIVES) {
        // Once past the bound, every later include is left out, so which ones were read does
        // not depend on their sizes; said once per tree, at the first one.
        if (!this.splicedReported) {
          this.splicedReported = true;
          this.tree.diagnostics.push(
            unreadable(
              this.display(real),
              `ssllint splices at most ${MAX_SPLICED_DIRECTIVES} directives into one tree (files included many times over are counted each time), and this include would take the tree past that: it and every include after it in this tree are not read`,
              d.span,
            ),
          );
        }
        this.spliced = MAX_SPLICED_DIRECTIVES + 1;
        continue;
      }
      if (this.done.has(real)) {
        // Read once already, elsewhere: spliced here too, unless its blocks would nest too deep here.
        const below = depth + (this.reach.get(real) ?? 0);
        if (below > MAX_NESTING) {
          this.tree.diagnostics.push({ ruleId: 'syntax-error', message: `${this.display(real)} is not read here: its blocks would nest deeper than ${MAX_NESTING} levels`, span: d.span });
          continue;
        }
        this.spliced += weight;
        includes.push(real);
        if (below > deepest) deepest = below;
        continue;
      }
      if (this.stack.length >= MAX_INCLUDE_DEPTH) {
        this.tree.diagnostics.push({
          ruleId: 'syntax-error',
          message: `includes nested deeper than ${MAX_INCLUDE_DEPTH} files at ${this.display(real)}`,
          span: d.span,
          limit: true,
        });
        continue;
      }
      const parsed = this.tree.files.get(real) ?? this.readAndParse(real, d.span);
      if (!parsed) continue;
      includes.push(real);
      const reached = this.walkFile(parsed, depth);
      if (reached > deepest) deepest = reached;
    }
    return deepest;
  }

  private describe(value: string, path: string): string {
    return value === path ? path : `${value} (${path})`;
  }

  /** A path as messages show it: relative to the tree's base when inside it. */
  private display(path: string): string {
    const base = this.tree.base.endsWith('/') ? this.tree.base : this.tree.base + '/';
    return path.startsWith(base) ? path.slice(base.length) : path;
  }
}

interface Targets {
  files: string[];
  /** Why nothing matched that must be read (include-missing). */
  error?: string;
  /** Why the include is not followed at all: it leads outside a closed fence (file-unreadable), and how to allow it. */
  refused?: { message: string; fix: string };
}

function loadTree(fs: SourceFs, root: Root, options: TreeOptions): ConfigTree {
  return new TreeLoader(fs, root, options).load();
}
