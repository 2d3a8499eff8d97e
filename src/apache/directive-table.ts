// The generated httpd 2.4 directive table (directive-data.ts), parsed on first use. Its
// `added`/`removed` versions are the first release tag whose command tables (AP_INIT_* in
// httpd's sources, github.com/apache/httpd) have / no longer have the directive: e.g.
// SSLPKCS7CertificateFile, removed by commit 1278feaa72 (2.4.8), Protocols added in 2.4.17.
// Directives newer than the last tag read (2.4.62) take the first release of httpd's CHANGES
// that names them (SSLVHostSNIPolicy: 2.4.66), and their GLOBAL_ONLY check from the installed
// httpd's own answer (scripts/gen-apache-directives.mjs).
import { APACHE_DIRECTIVES_JSON } from './directive-data.js';

export interface ApacheDirectiveRow {
  /** As httpd spells it (sections with their `<`). */
  name: string;
  /** Module identifier, as LoadModule names it (`headers_module`). */
  module: string;
  /** Other modules that define the same directive (ScriptLog: cgi_module and cgid_module): any one will do. */
  also?: string[];
  /** The Debian .so file of the module; absent for modules compiled in. */
  so?: string;
  /** cmd_how: TAKE1, FLAG, RAW_ARGS …; absent when only `apache2 -L` knows the directive. */
  how?: string;
  /** req_override bits: where the directive may stand. */
  override: number;
  /** The handler's ap_check_cmd_context() limits (NOT_IN_VIRTUALHOST …). */
  forbidden?: number;
  /** A TAKE1 whose handler takes only on/off ("value must be On or Off"). */
  onOff?: boolean;
  /** A TAKE1 whose handler reads a time (ap_timeout_parameter_parse: `10`, `10s`, `500ms`, `2mi`, `1h`). */
  time?: boolean;
  /** First 2.4 release tag that has it (absent: 2.4.0); `>2.4.N`: only newer than the tags read. */
  added?: string;
  /** First 2.4 release tag without it. */
  removed?: string;
}

interface Table {
  static: string[];
  requires: Record<string, string[]>;
  directives: Record<string, ApacheDirectiveRow>;
}

let table: { rows: Map<string, ApacheDirectiveRow>; static: Set<string>; requires: Record<string, string[]>; modules?: Set<string> } | undefined;

function load(): NonNullable<typeof table> {
  if (!table) {
    const parsed = JSON.parse(APACHE_DIRECTIVES_JSON) as Table;
    table = { rows: new Map(Object.entries(parsed.directives)), static: new Set(parsed.static), requires: parsed.requires ?? {} };
  }
  return table;
}

/** By lower-case name; sections as `<directory`. */
export function apacheDirective(key: string): ApacheDirectiveRow | undefined {
  return load().rows.get(key);
}

export function apacheDirectiveNames(): IterableIterator<string> {
  return load().rows.keys();
}

/** Compiled into httpd (`apache2 -l`): loaded without a LoadModule line. */
export function isStaticModule(module: string): boolean {
  return load().static.has(module);
}

/** The modules a module's .so needs loaded before it (`proxy_http_module` → `proxy_module`). */
export function moduleRequires(module: string): readonly string[] {
  return load().requires[module] ?? [];
}

/** A module the table knows: compiled in, defining a directive, or needed by one that does. */
export function isKnownModule(module: string): boolean {
  const t = load();
  if (!t.modules) {
    t.modules = new Set([...t.static, ...Object.keys(t.requires), ...Object.values(t.requires).flat()]);
    for (const row of t.rows.values()) {
      t.modules.add(row.module);
      for (const m of row.also ?? []) t.modules.add(m);
    }
  }
  return t.modules.has(module);
}
