// What the source stage hands to the model builder: every configuration tree found on the
// command line, each file parsed once, with the read/include problems met on the way.
import type { Diagnostic, Dialect, ParsedFile, Span } from '../syntax/types.js';
import type { ReadLimits } from './budget.js';

export interface ConfigTree {
  dialect: Dialect;
  /** Real path of the main file or fragment (a virtual name for stdin: `<stdin>`, or the nginx -T path). */
  root: string;
  /**
   * True when the file was linted without the root that includes it (a `sites-available/x.conf`,
   * a snippet, plain stdin): its outer scope was not seen.
   */
  fragment: boolean;
  /** nginx prefix directory / Apache ServerRoot: the directory relative include paths resolve against. */
  base: string;
  /** By real path, each parsed once, in the order first read. */
  files: Map<string, ParsedFile>;
  /** Read and include problems (file-unreadable, include-missing, include cycles as syntax-error). */
  diagnostics: Diagnostic[];
  /** What the tree may read (source/fence.ts); absent for a tree held in memory (an archive, an nginx -T dump). */
  fence?: import('./fence.js').Fence;
}

/** A command-line path that could not be turned into a tree. */
export interface SkippedPath {
  path: string;
  reason: string;
  /** A path that does not exist, or a directory with nothing to lint: a usage error (exit 2), not a finding. */
  usage: boolean;
  /** A file named on the command line that is neither nginx nor Apache: a usage error unless the run skips such files. */
  unrecognised?: boolean;
}

export interface LoadResult {
  trees: ConfigTree[];
  /** Every file read, real paths, in the order read, without duplicates. */
  files: string[];
  /** Paths given on the command line that produced no tree. */
  skipped: SkippedPath[];
}

export interface LoadOptions {
  /** `--path-map FROM=TO` pairs, already split. */
  pathMap?: [string, string][];
  /** The text of standard input when `-` is among the paths (read from fd 0 when absent). */
  stdin?: string;
  /** Caps on files and bytes read in the run (source/budget.ts); the defaults when absent. */
  limits?: ReadLimits;
  /** Told the number of files read so far, after each read (a progress line on a terminal). */
  onRead?: (files: number) => void;
  /** Texts to read instead of the disk's, by real path (`--fix` lints its edits before writing them). */
  overlay?: ReadonlyMap<string, string>;
  /** Read the trees from this file system instead of the disk (an archive read into memory). */
  fs?: import('./fs.js').SourceFs;
  /** What each tree may read (source/fence.ts); applies to the disk only, not to `fs` or an nginx -T dump. */
  fence?: import('./fence.js').Fences;
  /** Where a path came from (a config file's `roots` entry), by its resolved path: findings about it are placed there. */
  origins?: ReadonlyMap<string, Span>;
  /** nginx files parsed by an earlier load of the same trees, reused while their text is the same. */
  parsed?: ParseCache;
}

/**
 * The language server lints the same tree at every keystroke: an nginx file whose text has not
 * changed is not parsed again. (nginx only: the Apache loader rewrites arguments in place as it
 * substitutes Defines, so its parses are not reusable.)
 */
export type ParseCache = Map<string, { text: string; parsed: ParsedFile }>;
