// The nginx directive table (generated into directive-table.ts from nginx's own command tables)
// read into rows, by name, once per process, and asked at one nginx version.
import { compareVersions, parseVersion, type VersionParts } from '../text/version.js';
import { NGINX_DIRECTIVE_ROWS } from './directive-table.js';

/** The blocks a directive is written in: nginx's NGX_*_CONF bits, one per kind of block. */
export const CTX = {
  main: 1,
  events: 2,
  http: 4,
  server: 8,
  location: 16,
  /** `if` in a server block */
  sif: 32,
  /** `if` in a location */
  lif: 64,
  limit_except: 128,
  upstream: 256,
  stream: 512,
  stream_server: 1024,
  stream_upstream: 2048,
  mail: 4096,
  mail_server: 8192,
} as const;
export const ANY_CTX = 16383;

/** nginx's argument flags (ngx_conf_file.h). */
export const ARG = { NOARGS: 0x1, BLOCK: 0x100, FLAG: 0x200, ANY: 0x400, MORE1: 0x800, MORE2: 0x1000, TAKES: 0xff } as const;

export type ValueKind = '' | 'flag' | 'str' | 'num' | 'size' | 'off' | 'msec' | 'sec' | 'bufs' | 'enum' | 'bitmask';

export interface NginxDirectiveRow {
  name: string;
  module: string;
  ctx: number;
  args: number;
  kind: ValueKind;
  duplicate: boolean;
  since: VersionParts | undefined;
  /** The first release without this shape. */
  until: VersionParts | undefined;
  sinceText: string;
  untilText: string;
  values: string[];
  /** `values` in lower case: nginx compares enum and bitmask values case-insensitively. */
  lowerValues: Set<string>;
  bounds: [number, number] | undefined;
  /** `deprecated NEW` or `obsolete [NEW]` (nginx warns and goes on). */
  deprecated: { how: 'deprecated' | 'obsolete'; use: string } | undefined;
}

// A lint reads the rows of the few dozen names its config writes: each name's lines are found
// with one cheap pass over the table, and decoded only when that name is asked for (decoding all
// of them cost a small tree's lint about 2 ms of its start-up, scripts/bench/20-startup.mjs).
let linesByName: Map<string, string[]> | undefined;
const decoded = new Map<string, NginxDirectiveRow[]>();

function tableLines(): Map<string, string[]> {
  if (linesByName) return linesByName;
  linesByName = new Map();
  for (const line of NGINX_DIRECTIVE_ROWS.split('\n')) {
    if (line === '') continue;
    const name = line.slice(0, line.indexOf('|'));
    const list = linesByName.get(name);
    if (list) list.push(line);
    else linesByName.set(name, [line]);
  }
  return linesByName;
}

/** The table's rows for one directive name (every version), or undefined for a name nginx never had. */
export function nginxRowsOf(name: string): NginxDirectiveRow[] | undefined {
  let rows = decoded.get(name);
  if (rows) return rows;
  const lines = tableLines().get(name);
  if (!lines) return undefined;
  decoded.set(name, (rows = lines.map(decodeRow)));
  return rows;
}

let everyName: Map<string, NginxDirectiveRow[]> | undefined;

/** Every name's rows (what "did you mean" searches). */
export function nginxDirectiveRows(): Map<string, NginxDirectiveRow[]> {
  if (everyName) return everyName;
  everyName = new Map();
  for (const name of tableLines().keys()) everyName.set(name, nginxRowsOf(name) as NginxDirectiveRow[]);
  return everyName;
}

function decodeRow(line: string): NginxDirectiveRow {
  const [name, module, ctx, args, kind, dup, since, until, values, bounds, dep] = line.split('|');
  const depMatch = /^(deprecated|obsolete) ?(.*)$/.exec(dep);
  return {
    name,
    module,
    ctx: parseInt(ctx, 16),
    args: parseInt(args, 16),
    kind: kind as ValueKind,
    duplicate: dup === 'd',
    since: since ? parseVersion(since) : undefined,
    until: until ? parseVersion(until) : undefined,
    sinceText: since,
    untilText: until,
    values: values ? values.split(' ') : [],
    lowerValues: new Set(values ? values.toLowerCase().split(' ') : []),
    bounds: bounds ? (bounds.split(' ').map(Number) as [number, number]) : undefined,
    deprecated: depMatch ? { how: depMatch[1] as 'deprecated' | 'obsolete', use: depMatch[2] } : undefined,
  };
}

export function rowAt(row: NginxDirectiveRow, version: VersionParts): boolean {
  return (row.since === undefined || compareVersions(version, row.since) >= 0) && (row.until === undefined || compareVersions(version, row.until) < 0);
}

const CTX_NAMES = Object.entries(CTX) as [keyof typeof CTX, number][];
const CTX_WORDS: Record<keyof typeof CTX, string> = {
  main: 'main',
  events: 'events',
  http: 'http',
  server: 'server',
  location: 'location',
  sif: 'if in server',
  lif: 'if in location',
  limit_except: 'limit_except',
  upstream: 'upstream',
  stream: 'stream',
  stream_server: 'stream server',
  stream_upstream: 'stream upstream',
  mail: 'mail',
  mail_server: 'mail server',
};

/** `http, server, location` for a context mask. */
export function contextWords(mask: number): string {
  if (mask === ANY_CTX) return 'any block';
  return CTX_NAMES.filter(([, bit]) => mask & bit)
    .map(([name]) => CTX_WORDS[name])
    .join(', ');
}

/** Whether `count` arguments fit nginx's argument flags (ngx_conf_handler's check). */
export function argsFit(args: number, count: number): boolean {
  if (args & ARG.ANY) return true;
  if (args & ARG.FLAG) return count === 1;
  if (args & ARG.MORE1) return count >= 1;
  if (args & ARG.MORE2) return count >= 2;
  // NGX_CONF_MAX_ARGS counts the name too.
  if (count + 1 > 8) return false;
  return (args & (1 << count)) !== 0;
}

/** "1 or 2 arguments", "no arguments", "at least 1 argument" ... */
export function argsWords(args: number): string {
  if (args & ARG.FLAG) return 'one argument, on or off';
  if (args & ARG.MORE1) return 'at least one argument';
  if (args & ARG.MORE2) return 'at least two arguments';
  const counts: number[] = [];
  for (let n = 0; n < 8; n++) if (args & (1 << n)) counts.push(n);
  if (counts.length === 0) return 'no arguments';
  if (counts.length === 1) return counts[0] === 0 ? 'no arguments' : `${counts[0]} argument${counts[0] === 1 ? '' : 's'}`;
  return `${counts.slice(0, -1).join(', ')} or ${counts[counts.length - 1]} arguments`;
}
