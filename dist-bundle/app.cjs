(function (exports, require, module, __filename, __dirname) {"use strict";
var __ssllintImportMeta = { get url() { return require('node:url').pathToFileURL(__filename).href; } };
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/formats.ts
var FORMATS;
var init_formats = __esm({
  "src/cli/formats.ts"() {
    "use strict";
    FORMATS = ["stylish", "unix", "json", "sarif", "github"];
  }
});

// src/cli/quick-args.ts
function quickLintArgs(argv) {
  const flags = { format: "stylish", failLevel: "error", color: true };
  const seen = /* @__PURE__ */ new Set();
  const paths = [];
  for (let i = 0; i < argv.length; i++) {
    const word3 = argv[i];
    if (word3 === "-" || !word3.startsWith("-")) {
      if (COMMAND_WORDS.has(word3)) return void 0;
      paths.push(word3);
      continue;
    }
    const eq = word3.startsWith("--") ? word3.indexOf("=") : -1;
    const name = eq > 0 ? word3.slice(0, eq) : word3;
    const option = QUICK_OPTIONS.get(name);
    if (!option) return void 0;
    if (seen.has(option.attribute) && !option.collects) return void 0;
    seen.add(option.attribute);
    if (!option.takesValue) {
      if (eq > 0) return void 0;
      flags[option.attribute] = option.switchValue;
      continue;
    }
    let v;
    if (eq > 0) v = word3.slice(eq + 1);
    else {
      if (i + 1 >= argv.length) return void 0;
      v = argv[++i];
    }
    if (v.startsWith("-") || option.choices && !option.choices.includes(v)) return void 0;
    if (option.collects) flags[option.attribute] = [...flags[option.attribute] ?? [], v];
    else flags[option.attribute] = v;
  }
  return { paths, flags };
}
var QUICK_OPTIONS, COMMAND_WORDS;
var init_quick_args = __esm({
  "src/cli/quick-args.ts"() {
    "use strict";
    init_formats();
    QUICK_OPTIONS = (() => {
      const value2 = (attribute, extra = {}) => ({ attribute, takesValue: true, ...extra });
      const format = value2("format", { choices: FORMATS });
      const output = value2("output");
      const config = value2("config");
      const rule38 = value2("rule", { collects: true });
      const define = value2("define", { collects: true });
      const quiet = { attribute: "quiet", takesValue: false, switchValue: true };
      return /* @__PURE__ */ new Map([
        ["-f", format],
        ["--format", format],
        ["-o", output],
        ["--output", output],
        ["-c", config],
        ["--config", config],
        ["--no-config", { attribute: "config", takesValue: false, switchValue: false }],
        ["-r", rule38],
        ["--rule", rule38],
        ["--openssl", value2("openssl")],
        ["--fail-level", value2("failLevel", { choices: ["error", "warning", "info"] })],
        ["--max-warnings", value2("maxWarnings")],
        ["--path-map", value2("pathMap", { collects: true })],
        ["-D", define],
        ["--define", define],
        ["--nginx-version", value2("nginxVersion")],
        ["--apache-version", value2("apacheVersion")],
        ["--now", value2("now")],
        ["--expiring-days", value2("expiringDays")],
        ["--hardware", value2("hardware")],
        ["--no-color", { attribute: "color", takesValue: false, switchValue: false }],
        ["-q", quiet],
        ["--quiet", quiet]
      ]);
    })();
    COMMAND_WORDS = /* @__PURE__ */ new Set(["ciphers", "advise", "parse", "help"]);
  }
});

// src/cli/stdout.ts
function writeStdout(text) {
  if (useStream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let done = 0;
  try {
    while (done < bytes.length) {
      const n = (0, import_node_fs.writeSync)(1, bytes, done, bytes.length - done);
      if (n <= 0) break;
      done += n;
    }
  } catch {
  }
  if (done < bytes.length) {
    useStream = true;
    process.stdout.write(done === 0 ? text : bytes.subarray(done));
  }
}
function stdoutIsTTY() {
  if (process.platform !== "win32") {
    try {
      if (!(0, import_node_fs.fstatSync)(1).isCharacterDevice()) return false;
    } catch {
    }
  }
  return !!process.stdout.isTTY;
}
var import_node_fs, useStream;
var init_stdout = __esm({
  "src/cli/stdout.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    useStream = process.platform === "win32";
  }
});

// src/cli/usage-error.ts
var UsageError;
var init_usage_error = __esm({
  "src/cli/usage-error.ts"() {
    "use strict";
    UsageError = class extends Error {
    };
  }
});

// src/findings.ts
function compareFindings(a, b) {
  const la = a.location;
  const lb = b.location;
  if (la.file !== lb.file) return la.file < lb.file ? -1 : 1;
  if (la.line !== lb.line) return la.line - lb.line;
  if (la.column !== lb.column) return la.column - lb.column;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
function sortFindings(findings) {
  const n = findings.length;
  const fileIndex = /* @__PURE__ */ new Map();
  const files = [];
  const counts = [];
  const fileOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const file = findings[i].location.file;
    let k = fileIndex.get(file);
    if (k === void 0) {
      k = files.length;
      fileIndex.set(file, k);
      files.push(file);
      counts.push(0);
    }
    counts[k]++;
    fileOf[i] = k;
  }
  const order = files.map((_, k) => k).sort((a, b) => files[a] < files[b] ? -1 : files[a] > files[b] ? 1 : 0);
  const end = new Int32Array(files.length);
  let at2 = 0;
  for (const k of order) {
    end[k] = at2;
    at2 += counts[k];
  }
  const source = findings.slice();
  for (let i = 0; i < n; i++) findings[end[fileOf[i]]++] = source[i];
  for (const k of order) sortRun(findings, end[k] - counts[k], end[k]);
  return findings;
}
function sortRun(findings, from, to) {
  if (to - from > SHORT_RUN) {
    const run = findings.slice(from, to).sort(compareFindings);
    for (let i = 0; i < run.length; i++) findings[from + i] = run[i];
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const f = findings[i];
    let j = i - 1;
    while (j >= from && compareFindings(findings[j], f) > 0) {
      findings[j + 1] = findings[j];
      j--;
    }
    findings[j + 1] = f;
  }
}
var SEVERITY_RANK, SHORT_RUN;
var init_findings = __esm({
  "src/findings.ts"() {
    "use strict";
    SEVERITY_RANK = { info: 0, warning: 1, error: 2 };
    SHORT_RUN = 24;
  }
});

// src/cli/exit-code.ts
function exitCodeFor(findings, failLevel, maxWarnings) {
  const threshold = SEVERITY_RANK[failLevel];
  if (findings.some((f) => SEVERITY_RANK[f.severity] >= threshold)) return 1;
  if (maxWarnings !== void 0 && findings.filter((f) => f.severity === "warning").length > maxWarnings) return 1;
  return 0;
}
var init_exit_code = __esm({
  "src/cli/exit-code.ts"() {
    "use strict";
    init_findings();
  }
});

// src/source/path-map.ts
function parsePathMap(specs, cwd = process.cwd()) {
  const map = [];
  for (const spec of specs) {
    const eq = spec.indexOf("=");
    const from = eq === -1 ? "" : spec.slice(0, eq);
    const to = eq === -1 ? "" : spec.slice(eq + 1);
    if (!from || !to) return { ok: false, error: `--path-map expects FROM=TO, got "${spec}"` };
    if (!from.startsWith("/")) return { ok: false, error: `--path-map FROM must be an absolute path, got "${from}"` };
    map.push([trimSlash(import_node_path.posix.normalize(from)), trimSlash((0, import_node_path.resolve)(cwd, to))]);
  }
  return { ok: true, map };
}
function trimSlash(p) {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
function longestCover(path, map) {
  if (!map || !path.startsWith("/")) return void 0;
  let best;
  for (const pair of map) {
    const from = pair[0];
    const covers = from === "/" || path === from || path.startsWith(from + "/");
    if (covers && (!best || from.length > best[0].length)) best = pair;
  }
  return best;
}
function applyPathMap(path, map) {
  const best = longestCover(path, map);
  if (!best) return path;
  const [from, to] = best;
  if (path === from) return to;
  return import_node_path.posix.join(to, from === "/" ? path : path.slice(from.length));
}
function pathMapCovers(path, map) {
  return longestCover(path, map) !== void 0;
}
var import_node_path;
var init_path_map = __esm({
  "src/source/path-map.ts"() {
    "use strict";
    import_node_path = require("node:path");
  }
});

// src/model/paths.ts
function resolveServerPath(written2, base, pathMap) {
  if (written2.startsWith("data:") || written2.includes("$")) return written2;
  const absolute = written2.startsWith("/") ? NOT_NORMAL.test(written2) ? import_node_path2.posix.normalize(written2) : written2 : import_node_path2.posix.join(base || "/", written2);
  return applyPathMap(absolute, pathMap);
}
var import_node_path2, NOT_NORMAL, FileRefs;
var init_paths = __esm({
  "src/model/paths.ts"() {
    "use strict";
    import_node_path2 = require("node:path");
    init_path_map();
    NOT_NORMAL = /\/(\.\.?)?(\/|$)/;
    FileRefs = class {
      constructor(base, pathMap) {
        this.base = base;
        this.pathMap = pathMap;
      }
      base;
      pathMap;
      resolved = /* @__PURE__ */ new Map();
      inheritedRefs = /* @__PURE__ */ new Map();
      /** The FileRef for the first argument of `directive`, or for `written` when given. */
      ref(directive2, inherited, written2 = directive2.args[0]?.value ?? "") {
        if (inherited) {
          const cached2 = this.inheritedRefs.get(directive2);
          if (cached2 && cached2.path === written2) return cached2;
        }
        let resolved = this.resolved.get(written2);
        if (resolved === void 0) {
          resolved = resolveServerPath(written2, this.base, this.pathMap);
          this.resolved.set(written2, resolved);
        }
        const ref = { path: written2, resolved, at: directive2.span, inherited };
        if (inherited) this.inheritedRefs.set(directive2, ref);
        return ref;
      }
    };
  }
});

// src/model/settings.ts
function written(value2, directive2) {
  return { value: value2, at: directive2.span, inherited: false, defaulted: false, directive: directive2 };
}
function defaulted(value2, block) {
  return { value: value2, at: block, inherited: false, defaulted: true };
}
function inherit(outer, block) {
  if (outer.defaulted) return outer.at === block ? outer : { ...outer, at: block };
  if (outer.inherited) return outer;
  let view = inheritedViews.get(outer);
  if (!view) inheritedViews.set(outer, view = { ...outer, inherited: true });
  return view;
}
function fromOuter(outer) {
  return outer.defaulted ? outer : inherit(outer, outer.at);
}
function fileStart(file) {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
var inheritedViews, InheritedCache;
var init_settings = __esm({
  "src/model/settings.ts"() {
    "use strict";
    inheritedViews = /* @__PURE__ */ new WeakMap();
    InheritedCache = class {
      settings = /* @__PURE__ */ new Map();
      get(directive2, parse) {
        let s2 = this.settings.get(directive2);
        if (!s2) {
          s2 = { value: parse(directive2), at: directive2.span, inherited: true, defaulted: false, directive: directive2 };
          this.settings.set(directive2, s2);
        }
        return s2;
      }
    };
  }
});

// src/syntax/copy.ts
function copyRange(items, from, to) {
  switch (to - from) {
    case 0:
      return [];
    case 1:
      return [items[from]];
    case 2:
      return [items[from], items[from + 1]];
    case 3:
      return [items[from], items[from + 1], items[from + 2]];
    case 4:
      return [items[from], items[from + 1], items[from + 2], items[from + 3]];
    default:
      return items.slice(from, to);
  }
}
var init_copy = __esm({
  "src/syntax/copy.ts"() {
    "use strict";
  }
});

// src/model/version.ts
function parseVersion(text) {
  const m = /^\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!m) return void 0;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}
function compareVersions(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
function atLeast(version, floor) {
  return compareVersions(version, parseVersion(floor)) >= 0;
}
var init_version = __esm({
  "src/model/version.ts"() {
    "use strict";
  }
});

// src/apache/conditions.ts
function moduleKey(name) {
  const n = name.trim().toLowerCase();
  if (MPM_SOURCES[n]) return MPM_SOURCES[n];
  if (n === "http_core.c") return "http";
  let m = /^mod_(.+)\.c$/.exec(n);
  if (m) return m[1];
  m = /^(.+)_module$/.exec(n);
  if (m) return m[1];
  m = /^(.+)\.c$/.exec(n);
  if (m) return m[1];
  return n;
}
function negation(arg) {
  const text = arg ?? "";
  return text.startsWith("!") ? { negated: true, name: text.slice(1) } : { negated: false, name: text };
}
function moduleLoaded(state, name) {
  if (!state.treeLoadsModules) return true;
  const key = moduleKey(name);
  return state.loaded.has(key) || STATIC_MODULES.has(key);
}
function conditionHolds(section, args2, state) {
  switch (section) {
    case "ifmodule": {
      const { negated, name } = negation(args2[0]);
      return moduleLoaded(state, name) !== negated;
    }
    case "ifdefine": {
      const { negated, name } = negation(args2[0]);
      return state.defines.has(name) !== negated;
    }
    case "ifversion":
      return versionMatches(args2, state);
    // Whether a file exists on the server, or a directive/section is known to its build,
    // cannot be seen from here: take the positive test as true so its body is linted.
    case "iffile":
    case "ifdirective":
    case "ifsection":
      return !negation(args2[0]).negated;
    default:
      return void 0;
  }
}
function versionMatches(args2, state) {
  let op = "=";
  let operand = args2[0] ?? "";
  if (args2.length >= 2) {
    op = args2[0];
    operand = args2[1];
  }
  let negated = false;
  if (op.startsWith("!")) {
    negated = true;
    op = op.slice(1) || "=";
  }
  let result;
  if (op === "~" || operand.length > 1 && operand.startsWith("/") && operand.endsWith("/") && (op === "=" || op === "==")) {
    const source = op === "~" ? operand : operand.slice(1, -1);
    try {
      result = new RegExp(source).test(state.versionText);
    } catch {
      result = false;
    }
  } else {
    const wanted = parseVersion(operand);
    if (!wanted) return false;
    const c = compareVersions(state.version, wanted);
    switch (op) {
      case "=":
      case "==":
        result = c === 0;
        break;
      case ">":
        result = c > 0;
        break;
      case ">=":
        result = c >= 0;
        break;
      case "<":
        result = c < 0;
        break;
      case "<=":
        result = c <= 0;
        break;
      default:
        result = false;
    }
  }
  return result !== negated;
}
var STATIC_MODULES, MPM_SOURCES;
var init_conditions = __esm({
  "src/apache/conditions.ts"() {
    "use strict";
    init_version();
    STATIC_MODULES = /* @__PURE__ */ new Set(["core", "so", "http", "watchdog", "log_config", "logio", "version", "unixd"]);
    MPM_SOURCES = { "event.c": "mpm_event", "prefork.c": "mpm_prefork", "worker.c": "mpm_worker" };
  }
});

// src/openssl/protocols.ts
function ordered(set) {
  return PROTOCOLS.filter((p) => set.has(p));
}
function parseVersion2(text) {
  if (text === void 0) return void 0;
  const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : void 0;
}
function atLeast2(v, major, minor, patch) {
  if (v[0] !== major) return v[0] > major;
  if (v[1] !== minor) return v[1] > minor;
  return v[2] >= patch;
}
function parseNginxProtocols(words, sameBlock = []) {
  const set = new Set(sameBlock);
  const diagnostics = [];
  words.forEach((word3, index2) => {
    const p = PROTOCOLS.find((x) => x.toLowerCase() === word3.toLowerCase());
    if (!p) {
      diagnostics.push({ index: index2, word: word3, severity: "error", message: `invalid value "${word3}"` });
    } else if (set.has(p)) {
      diagnostics.push({ index: index2, word: word3, severity: "warning", message: `duplicate value "${word3}"` });
    } else {
      set.add(p);
    }
  });
  if (words.length === 0) {
    diagnostics.push({ index: 0, word: "", severity: "error", message: 'invalid number of arguments in "ssl_protocols" directive' });
  }
  return { protocols: ordered(set), diagnostics, ok: !diagnostics.some((d) => d.severity === "error") };
}
function nginxDefaultProtocols(nginxVersion) {
  const v = parseVersion2(nginxVersion);
  if (!v || atLeast2(v, 1, 27, 3)) return ["TLSv1.2", "TLSv1.3"];
  if (atLeast2(v, 1, 23, 4)) return ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
  if (atLeast2(v, 1, 9, 1)) return ["TLSv1", "TLSv1.1", "TLSv1.2"];
  const tls12 = atLeast2(v, 1, 1, 13) || v[0] === 1 && v[1] === 0 && v[2] >= 12;
  if (tls12) return ["SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2"];
  const noSslv2 = atLeast2(v, 0, 8, 19) || v[0] === 0 && v[1] === 7 && v[2] >= 65;
  return noSslv2 ? ["SSLv3", "TLSv1"] : ["SSLv2", "SSLv3", "TLSv1"];
}
function apacheModel(ctx) {
  const key = `${ctx.apacheVersion ?? ""}\0${ctx.generation ?? ""}`;
  let model = models.get(key);
  if (!model) {
    if (models.size >= 64) models.clear();
    models.set(key, model = buildApacheModel(ctx));
  }
  return model;
}
function buildApacheModel(ctx) {
  const v = parseVersion2(ctx.apacheVersion) ?? [2, 4, 999];
  const gen = ctx.generation ?? "3.x";
  const v22 = v[0] === 2 && v[1] < 4;
  const hasSslv2 = gen === "1.0.2";
  const hasSslv3 = gen === "1.0.2";
  const hasTls13 = gen !== "1.0.2" && !v22 && atLeast2(v, 2, 4, 36);
  const words = /* @__PURE__ */ new Map();
  const onlyRemovable = /* @__PURE__ */ new Map();
  const all = [];
  if (v22 && hasSslv2) all.push("SSLv2");
  if (hasSslv3) all.push("SSLv3");
  all.push("TLSv1", "TLSv1.1", "TLSv1.2");
  if (hasTls13) all.push("TLSv1.3");
  if (v22) {
    if (hasSslv2) words.set("sslv2", ["SSLv2"]);
    else onlyRemovable.set("sslv2", "SSLv2 not supported by this version of OpenSSL");
  } else {
    onlyRemovable.set("sslv2", "SSLProtocol: SSLv2 is no longer supported");
  }
  if (hasSslv3) words.set("sslv3", ["SSLv3"]);
  else onlyRemovable.set("sslv3", "SSLv3 not supported by this version of OpenSSL");
  words.set("tlsv1", ["TLSv1"]);
  words.set("tlsv1.1", ["TLSv1.1"]);
  words.set("tlsv1.2", ["TLSv1.2"]);
  if (hasTls13) words.set("tlsv1.3", ["TLSv1.3"]);
  words.set("all", all);
  return { v22, words, onlyRemovable, all };
}
function parseApacheProtocol(words, ctx = {}) {
  const model = apacheModel(ctx);
  let set = /* @__PURE__ */ new Set();
  const diagnostics = [];
  for (let index2 = 0; index2 < words.length; index2++) {
    const word3 = words[index2];
    const action = word3[0] === "+" || word3[0] === "-" ? word3[0] : "";
    const name = (action ? word3.slice(1) : word3).toLowerCase();
    const removable = model.onlyRemovable.get(name);
    if (removable !== void 0) {
      if (action === "-") continue;
      diagnostics.push({ index: index2, word: word3, severity: "error", message: removable });
      break;
    }
    const named = model.words.get(name);
    if (!named) {
      diagnostics.push({ index: index2, word: word3, severity: "error", message: `SSLProtocol: Illegal protocol '${action ? word3.slice(1) : word3}'` });
      break;
    }
    if (action === "-") for (const p of named) set.delete(p);
    else if (action === "+") for (const p of named) set.add(p);
    else {
      if (set.size > 0) {
        diagnostics.push({
          index: index2,
          word: word3,
          severity: "warning",
          message: `SSLProtocol: Protocol '${word3}' overrides already set parameter(s). Check if a +/- prefix is missing.`
        });
      }
      set = new Set(named);
    }
  }
  const ok = !diagnostics.some((d) => d.severity === "error");
  return { protocols: ok ? ordered(set) : [], diagnostics, ok };
}
function apacheDefaultProtocols(ctx = {}) {
  const model = apacheModel(ctx);
  const v = parseVersion2(ctx.apacheVersion) ?? [2, 4, 999];
  if (model.v22 || !atLeast2(v, 2, 4, 17)) return [...model.all];
  return model.all.filter((p) => p !== "SSLv3");
}
var PROTOCOLS, models;
var init_protocols = __esm({
  "src/openssl/protocols.ts"() {
    "use strict";
    PROTOCOLS = ["SSLv2", "SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
    models = /* @__PURE__ */ new Map();
  }
});

// src/model/protocol-range.ts
function rank(name) {
  if (name === void 0) return void 0;
  const i = PROTOCOL_ORDER.findIndex((p) => p.toLowerCase() === name.toLowerCase());
  return i >= 0 ? i : void 0;
}
function restrictProtocols(enabled, min, max) {
  const lo = rank(min) ?? 0;
  const hi = rank(max) ?? PROTOCOL_ORDER.length - 1;
  return enabled.filter((p) => {
    const r = PROTOCOL_ORDER.indexOf(p);
    return r >= lo && r <= hi;
  });
}
function orderedProtocols(set) {
  return PROTOCOL_ORDER.filter((p) => set.has(p));
}
var PROTOCOL_ORDER;
var init_protocol_range = __esm({
  "src/model/protocol-range.ts"() {
    "use strict";
    PROTOCOL_ORDER = ["SSLv2", "SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
  }
});

// src/apache/protocols.ts
function acrossGenerations(enabled) {
  const set = /* @__PURE__ */ new Set();
  for (const g of GENERATIONS) for (const p of enabled(g)) set.add(p);
  return orderedProtocols(set);
}
function apacheProtocols(words, versionText) {
  return acrossGenerations((generation) => parseApacheProtocol(words, { apacheVersion: versionText, generation }).protocols);
}
var GENERATIONS;
var init_protocols2 = __esm({
  "src/apache/protocols.ts"() {
    "use strict";
    init_protocol_range();
    init_protocols();
    GENERATIONS = ["1.0.2", "3.x"];
  }
});

// src/apache/defaults.ts
function apacheDefaults(version, versionText) {
  const v24 = atLeast(version, "2.4.0");
  return {
    protocols: acrossGenerations((generation) => apacheDefaultProtocols({ apacheVersion: versionText, generation })),
    // 2.2's documented default. 2.4 hands OpenSSL its prefix followed by the *expansion* of
    // SSL_DEFAULT_CIPHER_LIST (ssl_init_ctx_cipher_suite), not the word DEFAULT, which OpenSSL
    // honours only at the very start of a string.
    ciphers: v24 ? "ALL:!COMPLEMENTOFDEFAULT:!eNULL" : "ALL:!ADH:RC4+RSA:+HIGH:+MEDIUM:+LOW:+SSLv2:+EXP",
    cipherPrefix: v24 ? "!aNULL:!eNULL:!EXP:" : "",
    honorCipherOrder: false,
    sessionCache: { kind: "none" },
    sessionTickets: true,
    stapling: false,
    // SSLCompression arrived in 2.4.3 defaulting to on; 2.4.4 turned it off.
    compression: !atLeast(version, "2.4.4"),
    insecureRenegotiation: false,
    keepAlive: true,
    maxKeepAliveRequests: 100,
    protocolsDirective: ["http/1.1"],
    allowOverride: atLeast(version, "2.3.9") ? [] : ["all"]
  };
}
var init_defaults = __esm({
  "src/apache/defaults.ts"() {
    "use strict";
    init_version();
    init_protocols();
    init_protocols2();
  }
});

// src/source/read.ts
function errnoReason(err) {
  const code = err?.code;
  if (code && ERRNO_REASONS[code]) return ERRNO_REASONS[code];
  if (code) return code;
  return err instanceof Error ? err.message : String(err);
}
function readConfigFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0));
  } catch (err) {
    return { ok: false, reason: errnoReason(err) };
  }
  try {
    const st = (0, import_node_fs2.fstatSync)(fd);
    if (st.isDirectory()) return { ok: false, reason: "is a directory" };
    if (!st.isFile()) return { ok: false, reason: "not a regular file" };
    if (st.size > MAX_CONFIG_BYTES) {
      return { ok: false, reason: `file is larger than 10 MB (${st.size} bytes)` };
    }
    const bytes = Buffer.allocUnsafe(st.size);
    let got = 0;
    while (got < st.size) {
      const n = (0, import_node_fs2.readSync)(fd, bytes, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return decodeConfigBytes(got === st.size ? bytes : bytes.subarray(0, got));
  } catch (err) {
    return { ok: false, reason: errnoReason(err) };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function decodeConfigBytes(bytes) {
  if (bytes.length > MAX_CONFIG_BYTES) {
    return { ok: false, reason: `file is larger than 10 MB (${bytes.length} bytes)` };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const { line, column } = lineColumnAt(bytes, nul);
    return { ok: false, reason: `binary file (NUL byte at line ${line}, column ${column})` };
  }
  try {
    const text = utf8.decode(bytes);
    return text.charCodeAt(0) === 65279 ? { ok: true, text: text.slice(1), bom: true } : { ok: true, text };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const { line, column } = lineColumnAt(bytes, bad);
    return { ok: false, reason: `not valid UTF-8 (invalid byte 0x${hex(bytes[bad])} at line ${line}, column ${column})` };
  }
}
function hex(b) {
  return (b ?? 0).toString(16).padStart(2, "0");
}
function lineColumnAt(bytes, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
function firstInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    const shape = leadShape(b);
    if (!shape) return i;
    const [need, min, max] = shape;
    const second = bytes[i + 1];
    if (second === void 0 || second < min || second > max) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c === void 0 || c < 128 || c > 191) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
function leadShape(b) {
  if (b >= 194 && b <= 223) return [1, 128, 191];
  if (b === 224) return [2, 160, 191];
  if (b === 237) return [2, 128, 159];
  if (b >= 225 && b <= 239) return [2, 128, 191];
  if (b === 240) return [3, 144, 191];
  if (b >= 241 && b <= 243) return [3, 128, 191];
  if (b === 244) return [3, 128, 143];
  return void 0;
}
var import_node_fs2, MAX_CONFIG_BYTES, ERRNO_REASONS, utf8;
var init_read = __esm({
  "src/source/read.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    MAX_CONFIG_BYTES = 10 * 1024 * 1024;
    ERRNO_REASONS = {
      ENOENT: "no such file or directory",
      ENOTDIR: "a path component is not a directory",
      EACCES: "permission denied",
      EPERM: "operation not permitted",
      EISDIR: "is a directory",
      ELOOP: "too many levels of symbolic links",
      ENAMETOOLONG: "file name too long",
      EMFILE: "too many open files",
      EIO: "input/output error"
    };
    utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
});

// src/source/fs.ts
function childPath(dir, name) {
  return dir.endsWith("/") ? dir + name : dir + "/" + name;
}
function mappedRealpath(path, map) {
  let todo = path.split("/").filter((p) => p !== "" && p !== ".");
  let done = "/";
  let hops = 0;
  while (todo.length > 0) {
    const part = todo.shift();
    if (part === "..") {
      done = import_node_path3.posix.dirname(done);
      continue;
    }
    const next = import_node_path3.posix.join(done, part);
    let target;
    try {
      target = (0, import_node_fs3.readlinkSync)(next);
    } catch {
      done = next;
      continue;
    }
    if (++hops > MAX_LINK_HOPS) return path;
    const mapped = target.startsWith("/") ? applyPathMap(target, map) : target;
    if (mapped.startsWith("/")) done = "/";
    todo = [...mapped.split("/").filter((p) => p !== "" && p !== "."), ...todo];
  }
  return done;
}
function mappedDiskFs(map) {
  if (!map || map.length === 0) return diskFs;
  const real = (p) => mappedRealpath(p, map);
  return {
    kind: (p) => diskFs.kind(real(p)),
    list: (p) => diskFs.list(real(p)),
    realpath: real,
    read: (p) => diskFs.read(real(p))
  };
}
function memoryFs(files) {
  const dirs = /* @__PURE__ */ new Map();
  for (const file of files.keys()) {
    let child = file;
    let parent = import_node_path3.posix.dirname(child);
    while (parent !== child) {
      let entries = dirs.get(parent);
      if (!entries) dirs.set(parent, entries = /* @__PURE__ */ new Map());
      entries.set(import_node_path3.posix.basename(child), child !== file);
      child = parent;
      parent = import_node_path3.posix.dirname(child);
    }
  }
  return {
    kind: (path) => files.has(path) ? "file" : dirs.has(path) ? "dir" : "missing",
    list(path) {
      const entries = dirs.get(path);
      return entries ? [...entries].map(([name, isDir]) => ({ name, isDir, isLink: false, isFile: !isDir })) : void 0;
    },
    realpath: (path) => path,
    read(path) {
      const text = files.get(path);
      if (text !== void 0) return { ok: true, text };
      return { ok: false, reason: dirs.has(path) ? "is a directory" : "no such file in the nginx -T dump" };
    }
  };
}
function cachingFs(inner) {
  const reads = /* @__PURE__ */ new Map();
  const lists = /* @__PURE__ */ new Map();
  const reals = /* @__PURE__ */ new Map();
  const list = (p) => {
    if (!lists.has(p)) {
      const entries = inner.list(p);
      lists.set(p, entries && new Map(entries.map((e) => [e.name, e])));
    }
    return lists.get(p);
  };
  const realpath = (p) => {
    let real = reals.get(p);
    if (real !== void 0) return real;
    const dir = import_node_path3.posix.dirname(p);
    const entry = dir !== p ? lists.get(dir)?.get(import_node_path3.posix.basename(p)) : void 0;
    if (entry && !entry.isLink) {
      const joined = childPath(realpath(dir), entry.name);
      real = joined === p ? p : joined;
    } else {
      real = inner.realpath(p);
    }
    reals.set(p, real);
    return real;
  };
  return {
    kind: (p) => inner.kind(p),
    list: (p) => {
      const entries = list(p);
      return entries && [...entries.values()];
    },
    realpath,
    read(p) {
      let r = reads.get(p);
      if (!r) reads.set(p, r = inner.read(p));
      return r;
    }
  };
}
var import_node_fs3, import_node_path3, diskFs, MAX_LINK_HOPS;
var init_fs = __esm({
  "src/source/fs.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path3 = require("node:path");
    init_path_map();
    init_read();
    diskFs = {
      kind(path) {
        try {
          const st = (0, import_node_fs3.statSync)(path);
          return st.isFile() ? "file" : st.isDirectory() ? "dir" : "other";
        } catch (err) {
          const code = err.code;
          return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "other";
        }
      },
      list(path) {
        try {
          return (0, import_node_fs3.readdirSync)(path, { withFileTypes: true }).map((d) => ({
            name: d.name,
            isDir: d.isDirectory(),
            isLink: d.isSymbolicLink(),
            isFile: d.isFile()
          }));
        } catch {
          return void 0;
        }
      },
      realpath(path) {
        try {
          return import_node_fs3.realpathSync.native(path);
        } catch {
          return path;
        }
      },
      read: readConfigFile
    };
    MAX_LINK_HOPS = 40;
  }
});

// src/source/glob.ts
function hasNginxMagic(path) {
  return /[*?[]/.test(path);
}
function hasApacheMagic(path) {
  let open = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === "*" || c === "?") return true;
    if (c === "\\") {
      i++;
    } else if (c === "[") {
      open = true;
    } else if (c === "]" && open) {
      return true;
    }
  }
  return false;
}
function matchBracket(pattern, at2, c) {
  let i = at2 + 1;
  const negate = pattern[i] === "!" || pattern[i] === "^";
  if (negate) i++;
  let matched = false;
  let first = true;
  while (i < pattern.length) {
    let ch = pattern[i];
    if (ch === "]" && !first) return { matched: matched !== negate, next: i + 1 };
    first = false;
    if (ch === "[" && pattern[i + 1] === ":") {
      const end = pattern.indexOf(":]", i + 2);
      const test = end === -1 ? void 0 : CLASSES[pattern.slice(i + 2, end)];
      if (test) {
        if (test(c)) matched = true;
        i = end + 2;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < pattern.length) ch = pattern[++i];
    let hi = ch;
    if (pattern[i + 1] === "-" && i + 2 < pattern.length && pattern[i + 2] !== "]") {
      hi = pattern[i + 2];
      i += 2;
      if (hi === "\\" && i + 1 < pattern.length) hi = pattern[++i];
    }
    if (c >= ch && c <= hi) matched = true;
    i++;
  }
  return void 0;
}
function fnmatchName(pattern, name, period = true) {
  if (period && name.startsWith(".") && !pattern.startsWith(".") && !pattern.startsWith("\\.")) return false;
  let p = 0;
  let n = 0;
  let starP = -1;
  let starN = 0;
  while (n < name.length) {
    const pc = pattern[p];
    if (pc === "*") {
      starP = ++p;
      starN = n;
      continue;
    }
    if (pc !== void 0) {
      if (pc === "?") {
        p++;
        n++;
        continue;
      }
      if (pc === "[") {
        const r = matchBracket(pattern, p, name[n]);
        if (r) {
          if (r.matched) {
            p = r.next;
            n++;
            continue;
          }
        } else if (name[n] === "[") {
          p++;
          n++;
          continue;
        }
      } else {
        const lit = pc === "\\" && p + 1 < pattern.length ? pattern[p + 1] : pc;
        if (lit === name[n]) {
          p += pc === "\\" && p + 1 < pattern.length ? 2 : 1;
          n++;
          continue;
        }
      }
    }
    if (starP === -1) return false;
    p = starP;
    n = ++starN;
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
function unescape(component) {
  return component.replace(/\\(.)/g, "$1");
}
function compareBytewise(a, b) {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 && y >= 55296) {
      x = x >= 57344 ? x - 2048 : x + 8192;
      y = y >= 57344 ? y - 2048 : y + 8192;
    }
    return x - y;
  }
  return a.length - b.length;
}
function sortBytewise(items, key) {
  if (items.some((item) => HIGH_UNITS.test(key(item)))) return items.sort((a, b) => compareBytewise(key(a), key(b)));
  return items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
function globNginx(fs, pattern) {
  const parts = pattern.split("/").filter((p) => p !== "");
  let current = ["/"];
  parts.forEach((part, i) => {
    const last2 = i === parts.length - 1;
    const next = [];
    for (const dir of current) {
      if (!hasNginxMagic(part)) {
        next.push(import_node_path4.posix.join(dir, unescape(part)));
        continue;
      }
      for (const entry of fs.list(dir) ?? []) {
        if (!fnmatchName(part, entry.name)) continue;
        const full = childPath(dir, entry.name);
        if (last2 || fs.kind(full) === "dir") next.push(full);
      }
    }
    current = next;
  });
  const last = parts[parts.length - 1] ?? "";
  const found = hasNginxMagic(last) ? current : current.filter((p) => fs.kind(p) !== "missing");
  return sortBytewise(found, itself);
}
function expandApacheInclude(fs, path, optional) {
  const out = { files: [] };
  if (!hasApacheMagic(path)) {
    includeLiteral(fs, path, optional, 0, out);
  } else {
    includeWildcard(fs, "/", path.replace(/^\/+/, ""), optional, out);
  }
  return out;
}
function includeLiteral(fs, path, optional, depth, out, listed) {
  if (listed?.isFile) {
    out.files.push(path);
    return true;
  }
  const kind = fs.kind(path);
  if (kind === "missing") {
    if (!optional) out.error = `could not open configuration file ${path}: no such file or directory`;
    return optional;
  }
  if (kind !== "dir") {
    out.files.push(path);
    return true;
  }
  if (depth + 1 > MAX_DIR_DEPTH) {
    out.error = `directory ${path} exceeds the maximum include directory nesting level of ${MAX_DIR_DEPTH}`;
    return false;
  }
  const entries = fs.list(path);
  if (!entries) {
    out.error = `could not open config directory ${path}`;
    return false;
  }
  for (const e of sortBytewise(entries.slice(), nameOf)) {
    if (!includeLiteral(fs, childPath(path, e.name), optional, depth + 1, out, e)) return false;
  }
  return true;
}
function includeWildcard(fs, dir, rest, optional, out) {
  const slash = rest.indexOf("/");
  const part = slash === -1 ? rest : rest.slice(0, slash);
  const tail = slash === -1 ? void 0 : rest.slice(slash + 1);
  if (!hasApacheMagic(part)) {
    const next = import_node_path4.posix.join(dir, unescape(part));
    return tail === void 0 ? includeLiteral(fs, next, optional, 0, out) : includeWildcard(fs, next, tail, optional, out);
  }
  const entries = fs.list(dir);
  if (!entries) {
    if (!optional) out.error = `could not open directory ${dir}: no such directory`;
    return optional;
  }
  const matches = sortBytewise(
    entries.filter((e) => fnmatchName(part, e.name) && (tail === void 0 || e.isDir)),
    nameOf
  );
  if (matches.length === 0) {
    if (!optional) out.error = `no matches for the wildcard '${part}' in '${dir}'`;
    return optional;
  }
  for (const e of matches) {
    const m = childPath(dir, e.name);
    const ok = tail === void 0 ? includeLiteral(fs, m, optional, 0, out, e) : includeWildcard(fs, m, tail, optional, out);
    if (!ok) return false;
  }
  return true;
}
var import_node_path4, CLASSES, HIGH_UNITS, itself, nameOf, MAX_DIR_DEPTH;
var init_glob = __esm({
  "src/source/glob.ts"() {
    "use strict";
    import_node_path4 = require("node:path");
    init_fs();
    CLASSES = {
      alnum: (c) => /[A-Za-z0-9]/.test(c),
      alpha: (c) => /[A-Za-z]/.test(c),
      blank: (c) => c === " " || c === "	",
      cntrl: (c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127,
      digit: (c) => c >= "0" && c <= "9",
      graph: (c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) < 127,
      lower: (c) => c >= "a" && c <= "z",
      print: (c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127,
      punct: (c) => /[!-/:-@[-`{-~]/.test(c),
      space: (c) => /[ \t\n\v\f\r]/.test(c),
      upper: (c) => c >= "A" && c <= "Z",
      xdigit: (c) => /[0-9A-Fa-f]/.test(c)
    };
    HIGH_UNITS = /[\ud800-\uffff]/;
    itself = (s2) => s2;
    nameOf = (e) => e.name;
    MAX_DIR_DEPTH = 128;
  }
});

// src/apache/directories.ts
function directorySections(sections) {
  const out = [];
  for (const section of sections) {
    const d = section.directive;
    const name = d.name.toLowerCase();
    if (name !== "directory" && name !== "directorymatch") continue;
    const args2 = d.args.map((a) => a.value);
    let pattern;
    if (name === "directorymatch" && args2.length === 1) pattern = args2[0];
    else if (name === "directory" && args2.length === 2 && args2[0] === "~") pattern = args2[1];
    if (pattern !== void 0) {
      const regex = compile(pattern);
      if (regex) out.push({ kind: "regex", section, regex, slashes: pattern === "/" ? 0 : pattern.split("/").length - 1 });
      continue;
    }
    if (name !== "directory" || args2.length !== 1 || !args2[0].startsWith("/")) continue;
    const path = trimSlash2(args2[0]);
    if (hasApacheMagic(path)) out.push({ kind: "wildcard", section, path, parts: partsOf(path) });
    else out.push({ kind: "plain", section, path });
  }
  return out;
}
function compile(pattern) {
  try {
    return new RegExp(pattern);
  } catch {
    return void 0;
  }
}
function trimSlash2(path) {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
function partsOf(path) {
  return path === "/" ? [] : path.slice(1).split("/");
}
function holdingDirectories(directories, path, self) {
  if (directories.length === 0) return [];
  const before = self ? directories.indexOf(self) : directories.length;
  const parts = partsOf(path);
  const walked = [];
  const regex = [];
  directories.forEach((d, i) => {
    if (d.kind === "plain") {
      const holds = d.path === path ? i < before : d.path === "/" || path.startsWith(`${d.path}/`);
      if (holds) walked.push({ section: d.section, depth: partsOf(d.path).length });
    } else if (d.kind === "wildcard") {
      const inOrder = d.parts.length < parts.length || i < before;
      if (inOrder && d.parts.length <= parts.length && d.parts.every((p, k) => fnmatchName(p, parts[k], false))) walked.push({ section: d.section, depth: d.parts.length });
    } else if (self === void 0 && boundedTest(d.regex, `${path === "/" ? "" : path}/${ANY_FILE}`)) {
      regex.push({ section: d.section, depth: d.slashes });
    }
  });
  return [...walked.sort(byDepth), ...regex.sort(byDepth)].map((w) => w.section);
}
function byDepth(a, b) {
  return a.depth - b.depth;
}
function boundedTest(regex, subject) {
  sandbox ??= { context: (0, import_node_vm.createContext)({ regex: void 0, subject: "" }), script: new import_node_vm.Script("regex.test(subject)") };
  sandbox.context.regex = regex;
  sandbox.context.subject = subject;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: LIMIT_MS }) === true;
  } catch {
    return false;
  } finally {
    sandbox.context.regex = void 0;
  }
}
var import_node_vm, ANY_FILE, LIMIT_MS, sandbox;
var init_directories = __esm({
  "src/apache/directories.ts"() {
    "use strict";
    import_node_vm = require("node:vm");
    init_glob();
    ANY_FILE = "";
    LIMIT_MS = 50;
  }
});

// src/apache/universal.ts
function isUniversal(section) {
  if (section.kind !== "location" && section.kind !== "files") return false;
  const { name, args: args2 } = section.directive;
  const lower = name.toLowerCase();
  const first = args2[0]?.value;
  const regex = lower.endsWith("match") && args2.length === 1 ? first : args2.length === 2 && first === "~" ? args2[1].value : void 0;
  if (regex !== void 0) return ANY.has(regex) || section.kind === "location" && ANY_URI.has(regex);
  if (args2.length !== 1) return false;
  return section.kind === "location" ? lower === "location" && first === "/" : lower === "files" && /^\*+$/.test(first);
}
function universalSections(sections, base) {
  const out = [];
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i];
    if (isUniversal(section)) out.push({ section, rank: RANK[section.kind], order: base + i });
  }
  return out;
}
function around(universal, section, order, merged) {
  if (universal.length === 0) return NONE;
  const under = [];
  const over = [];
  const rank2 = RANK[section.kind];
  if (rank2 !== void 0) {
    for (const u of universal) {
      if (u.section === section || merged.has(u.section)) continue;
      const before = u.rank < rank2 || u.rank === rank2 && (order === void 0 || u.order < order);
      (before ? under : over).push(u);
    }
  }
  return { under: inMergeOrder(under), over: inMergeOrder(over) };
}
function inMergeOrder(list) {
  return [...list].sort((a, b) => a.rank - b.rank || a.order - b.order).map((u) => u.section);
}
var RANK, ANY, ANY_URI, NONE;
var init_universal = __esm({
  "src/apache/universal.ts"() {
    "use strict";
    RANK = { directory: 0, files: 1, location: 2, if: 3 };
    ANY = /* @__PURE__ */ new Set(["", ".", ".*", ".+", "^", "^.*", "^.+", ".*$", "^.*$", "^.+$"]);
    ANY_URI = /* @__PURE__ */ new Set(["/", "^/", "^/.*", "^/.*$"]);
    NONE = { under: [], over: [] };
  }
});

// src/apache/index.ts
function indexDirectives(own) {
  const index2 = /* @__PURE__ */ new Map();
  for (const d of own) {
    const key = d.name.toLowerCase();
    const list = index2.get(key);
    if (list) list.push(d);
    else index2.set(key, [d]);
  }
  return index2;
}
function lastOf(index2, name, where) {
  const list = index2.get(name);
  if (!list) return void 0;
  for (let i = list.length - 1; i >= 0; i--) if (!where || where(list[i])) return list[i];
  return void 0;
}
function allOf(index2, name) {
  return index2.get(name) ?? [];
}
function isOn(d) {
  return d.args[0]?.value.toLowerCase() === "on";
}
var init_apache = __esm({
  "src/apache/index.ts"() {
    "use strict";
  }
});

// src/apache/http.ts
function emptyDirLevel(span, overrideDefault) {
  return { headers: defaulted([], span), expiresByType: /* @__PURE__ */ new Map(), expires: defaulted(void 0, span), overrideDefault, overrides: defaulted(overrideDefault, span) };
}
function innerDirLevel(parent, index2, span) {
  const headerLines = allOf(index2, "header");
  let headers;
  if (headerLines.length === 0) {
    headers = inherit(parent.headers, span);
  } else {
    let list = parent.headers.value;
    for (const d of headerLines) list = applyHeader(list, d);
    headers = written(list, headerLines[headerLines.length - 1]);
  }
  const ownActive = lastOf(index2, "expiresactive");
  const ownDefault = lastOf(index2, "expiresdefault");
  const byType = new Map(parent.expiresByType);
  const ownTypes = allOf(index2, "expiresbytype");
  for (const d of ownTypes) if (d.args[0]) byType.set(d.args[0].value.toLowerCase(), d);
  const ownOverride = lastOf(index2, "allowoverride");
  const ownList = lastOf(index2, "allowoverridelist");
  const level = {
    headers,
    expiresActive: ownActive ?? parent.expiresActive,
    expiresDefault: ownDefault ?? parent.expiresDefault,
    expiresByType: byType,
    expires: parent.expires,
    allowOverride: ownOverride ?? parent.allowOverride,
    allowOverrideList: ownList ?? parent.allowOverrideList,
    overrideDefault: parent.overrideDefault,
    overrides: parent.overrides
  };
  const touched = ownActive !== void 0 || ownDefault !== void 0 || ownTypes.length > 0;
  level.expires = touched ? expiresSetting(level, span, /* @__PURE__ */ new Set([ownActive, ownDefault, ...ownTypes])) : inherit(parent.expires, span);
  level.overrides = ownOverride || ownList ? overridesSetting(level, ownList ?? ownOverride) : parent.overrides.defaulted ? parent.overrides : inherit(parent.overrides, span);
  return level;
}
function overridesSetting(level, last) {
  const words = (d) => d ? d.args.map((a) => a.value.toLowerCase()).filter((w) => w !== "none") : [];
  const categories = level.allowOverride ? words(level.allowOverride) : level.overrideDefault;
  return written([...categories, ...words(level.allowOverrideList)], last);
}
function expiresSetting(level, span, own) {
  const mark = (s2) => s2.directive && !own.has(s2.directive) ? { ...s2, inherited: true } : s2;
  const active = level.expiresActive;
  if (!active) return defaulted(void 0, span);
  if (!isOn(active)) return mark(written(void 0, active));
  if (level.expiresDefault) return mark(written(level.expiresDefault.args[0]?.value, level.expiresDefault));
  if (level.expiresByType.size > 0) {
    const lines2 = [...level.expiresByType.values()];
    const text = lines2.map((d) => `${d.args[0]?.value}: ${d.args[1]?.value ?? ""}`).join("; ");
    return mark(written(text, lines2[lines2.length - 1]));
  }
  return mark(written(void 0, active));
}
function applyHeader(list, d) {
  const args2 = d.args.map((a) => a.value);
  let i = 0;
  let always = false;
  const first = args2[0]?.toLowerCase();
  if (first === "always" || first === "onsuccess") {
    always = first === "always";
    i = 1;
  }
  const action = args2[i]?.toLowerCase();
  const name = args2[i + 1];
  if (!action || !name) return list;
  const value2 = args2[i + 2] ?? "";
  const lower = name.toLowerCase();
  const same2 = (h) => h.always === always && h.name.toLowerCase() === lower;
  const header2 = { name, value: value2, always, at: d.span };
  switch (action) {
    case "set":
      return [...list.filter((h) => !same2(h)), header2];
    case "unset":
      return list.filter((h) => !same2(h));
    case "add":
      return [...list, header2];
    case "setifempty":
      return list.some(same2) ? list : [...list, header2];
    case "append":
    case "merge": {
      const k = list.findIndex(same2);
      if (k < 0) return [...list, header2];
      const old = list[k];
      if (action === "merge" && old.value.split(",").some((part) => part.trim() === value2.trim())) return list;
      const out = list.slice();
      out[k] = { ...old, value: `${old.value}, ${value2}`, at: d.span };
      return out;
    }
    // echo, edit, edit*, note change request-dependent values: nothing static to record.
    default:
      return list;
  }
}
function serverHttp(outer, index2, span, defaults2, h2Available) {
  const pick = (name, parse, fallback, value2) => {
    const own = lastOf(index2, name);
    if (own) return written(parse(own), own);
    return fallback ? inherit(fallback, span) : defaulted(value2, span);
  };
  return {
    keepAlive: pick("keepalive", isOn, outer?.keepAlive, defaults2.keepAlive),
    maxKeepAliveRequests: pick("maxkeepaliverequests", (d) => Number.parseInt(d.args[0]?.value ?? "", 10), outer?.maxKeepAliveRequests, defaults2.maxKeepAliveRequests),
    // `Protocols h2 \u2026` offers HTTP/2 only when mod_http2 is there to speak it.
    http2: pick("protocols", (d) => h2Available && d.args.some((a) => a.value.toLowerCase() === "h2"), outer?.http2, false)
  };
}
function toHttpSettings(server, dir, inSection) {
  let keepalive = server.keepAlive;
  if (keepalive.value && server.maxKeepAliveRequests.value === 1) keepalive = { ...server.maxKeepAliveRequests, value: false };
  let http2 = server.http2;
  if (inSection) {
    keepalive = fromOuter(keepalive);
    http2 = fromOuter(http2);
  }
  return { keepalive, headers: dir.headers, droppedHeaders: [], trailers: defaulted([], dir.headers.at), droppedTrailers: [], moduleHeaders: [], expires: dir.expires, http2, overrides: dir.overrides };
}
var init_http = __esm({
  "src/apache/http.ts"() {
    "use strict";
    init_settings();
    init_apache();
  }
});

// src/apache/tls.ts
function isSslDirective(d) {
  const n = d.name.toLowerCase();
  return n.startsWith("ssl") && !n.startsWith("sslproxy") && n !== "sslengine" && n !== "sslrandomseed" && n !== "sslpassphrasedialog" && n !== "sslcryptodevice" && n !== "sslmutex";
}
function cipherFamily(d) {
  if (d.args.length === 1) return "ssl";
  const p = d.args[0]?.value.toLowerCase();
  if (p === "ssl") return "ssl";
  if (p === "tlsv1.3") return "tls13";
  return void 0;
}
function cipherSpec(d) {
  return d.args[d.args.length - 1]?.value ?? "";
}
function isFlagWord(d) {
  const v = d.args[0]?.value.toLowerCase();
  return v === "on" || v === "off";
}
function apacheTls(outer, inner, at2, ctx) {
  const d = ctx.defaults;
  const pickWhere = (name, parse, fallback, where) => {
    const own = lastOf(inner, name, where);
    if (own) return written(parse(own), own);
    const up = outer && lastOf(outer, name, where);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at2);
  };
  const oneFile = (name) => {
    const own = lastOf(inner, name);
    const directive2 = own ?? (outer && lastOf(outer, name));
    if (!directive2?.args[0]) return void 0;
    return ctx.files.ref(directive2, !own);
  };
  const certKeys = (name) => {
    const add = allOf(inner, name).filter((x) => x.args[0]);
    const base = outer ? allOf(outer, name).filter((x) => x.args[0]) : [];
    const taken = Math.min(add.length, CERTKEYS_REPLACED);
    const ref = (x, inherited) => ctx.files.ref(x, inherited);
    return [...add.slice(0, taken).map((x) => ref(x, false)), ...base.slice(taken).map((x) => ref(x, true)), ...add.slice(CERTKEYS_REPLACED).map((x) => ref(x, false))];
  };
  const commands = [
    ...outer ? allOf(outer, "sslopensslconfcmd").map((directive2) => ({ directive: directive2, inherited: true })) : [],
    ...allOf(inner, "sslopensslconfcmd").map((directive2) => ({ directive: directive2, inherited: false }))
  ];
  const command = (...names) => {
    let found;
    for (const c of commands) {
      const n = c.directive.args[0]?.value.toLowerCase();
      if (n && names.includes(n) && c.directive.args[1]) found = c;
    }
    if (!found) return void 0;
    const value2 = found.directive.args[1].value;
    const setting = found.inherited ? ctx.inherited.get(found.directive, () => value2) : written(value2, found.directive);
    return { setting, directive: found.directive, inherited: found.inherited };
  };
  let protocols = pickWhere("sslprotocol", (x) => apacheProtocols(x.args.map((a) => a.value), ctx.versionText), d.protocols);
  const min = command("minprotocol");
  const max = command("maxprotocol");
  if (min || max) {
    const narrowed = restrictProtocols(protocols.value, min?.setting.value, max?.setting.value);
    if (narrowed.length !== protocols.value.length) {
      const byMin = min && restrictProtocols(protocols.value, min.setting.value, void 0).length !== protocols.value.length;
      protocols = { ...(byMin ? min : max).setting, value: narrowed };
    }
  }
  const cipherString = command("cipherstring");
  const suite = pickWhere("sslciphersuite", cipherSpec, d.ciphers, (x) => cipherFamily(x) === "ssl");
  const ciphers = cipherString ? cipherString.setting : suite;
  const effectiveCiphers = cipherString ? cipherString.setting.value : d.cipherPrefix + suite.value;
  const suites13 = command("ciphersuites");
  const tls13Ciphers = suites13?.setting ?? pickWhere("sslciphersuite", cipherSpec, void 0, (x) => cipherFamily(x) === "tls13");
  const groups = command("groups", "curves", "ecdhparameters");
  const dh = command("dhparameters");
  return {
    protocols,
    ciphers,
    effectiveCiphers,
    tls13Ciphers,
    preferServerCiphers: pickWhere("sslhonorcipherorder", isOn, d.honorCipherOrder, isFlagWord),
    certificates: certKeys("sslcertificatefile"),
    keys: certKeys("sslcertificatekeyfile"),
    chainFiles: (() => {
      const ref = oneFile("sslcertificatechainfile");
      return ref ? [ref] : [];
    })(),
    trustedCertificate: oneFile("sslcacertificatefile"),
    dhparam: dh ? ctx.files.ref(dh.directive, dh.inherited, dh.setting.value) : void 0,
    curves: groups?.setting ?? defaulted(void 0, at2),
    sessionCache: mainSessionCache(outer ?? inner, at2, !outer, d.sessionCache),
    sessionTickets: pickWhere("sslsessiontickets", isOn, d.sessionTickets, isFlagWord),
    stapling: pickWhere("sslusestapling", isOn, d.stapling, isFlagWord),
    compression: pickWhere("sslcompression", isOn, d.compression, isFlagWord),
    insecureRenegotiation: pickWhere("sslinsecurerenegotiation", isOn, d.insecureRenegotiation, isFlagWord)
  };
}
function mainSessionCache(main2, at2, isMain, fallback) {
  const d = lastOf(main2, "sslsessioncache");
  if (!d) return defaulted(fallback, at2);
  const s2 = written(sessionCache(d), d);
  return isMain ? s2 : inherit(s2, at2);
}
function sessionCache(d) {
  const spec = d.args[0]?.value ?? "";
  const lower = spec.toLowerCase();
  if (lower === "none" || lower === "nonenotnull") return { kind: "none", spec };
  const provider = lower.split(":")[0].split("(")[0];
  if (provider === "shmcb" || provider === "shmht" || provider === "shm" || provider === "dbm") return { kind: "shared", spec };
  return { kind: "external", spec };
}
var CERTKEYS_REPLACED;
var init_tls = __esm({
  "src/apache/tls.ts"() {
    "use strict";
    init_protocol_range();
    init_settings();
    init_apache();
    init_protocols2();
    CERTKEYS_REPLACED = 3;
  }
});

// src/apache/walk.ts
function isInclude(lowerName) {
  return lowerName === "include" || lowerName === "includeoptional";
}
function walkApache(tree, version, versionText, defines = [], visit) {
  const state = {
    loaded: /* @__PURE__ */ new Set(),
    treeLoadsModules: loadsModules(tree),
    defines: new Set(defines),
    version,
    versionText
  };
  const main2 = { own: [], sections: [] };
  const vhosts = [];
  const active = /* @__PURE__ */ new Set();
  const reachedIncludes = /* @__PURE__ */ new Set();
  const enclosing = [];
  const walk = (list, block, depth) => {
    if (depth > MAX_DEPTH) return;
    for (const d of list) {
      const name = d.name.toLowerCase();
      visit?.(d, enclosing, state);
      if (isInclude(name) && d.includes) {
        reachedIncludes.add(d.span);
        for (const path of d.includes) {
          const parsed = tree.files.get(path);
          if (!parsed || active.has(path)) continue;
          active.add(path);
          walk(parsed.directives, block, depth + 1);
          active.delete(path);
        }
        continue;
      }
      if (d.block) {
        const holds = conditionHolds(name, d.args.map((a) => a.value), state);
        if (holds !== void 0) {
          if (holds) walk(d.block, block, depth + 1);
          continue;
        }
        if (name === "virtualhost") {
          if (block === main2) {
            const vhost = { directive: d, own: [], sections: [] };
            vhosts.push(vhost);
            enclosing.push(d);
            walk(d.block, vhost, depth + 1);
            enclosing.pop();
          }
          continue;
        }
        const kind = SECTION_KINDS[name];
        if (kind) {
          const section = { kind, directive: d, own: [], sections: [] };
          block.sections.push(section);
          enclosing.push(d);
          walk(d.block, section, depth + 1);
          enclosing.pop();
        } else if (visit && !OPAQUE_BODIES.has(name)) {
          enclosing.push(d);
          walk(d.block, { own: [], sections: [] }, depth + 1);
          enclosing.pop();
        }
        continue;
      }
      if (name === "loadmodule" && d.args[0]) state.loaded.add(moduleKey(d.args[0].value));
      else if (name === "define" && d.args[0]) state.defines.add(d.args[0].value);
      else if (name === "undefine" && d.args[0]) state.defines.delete(d.args[0].value);
      block.own.push(d);
    }
  };
  const root = tree.files.get(tree.root);
  if (root) walk(root.directives, main2, 0);
  return { main: main2, vhosts, state, reachedIncludes };
}
function loadsModules(tree) {
  const seen = /* @__PURE__ */ new Set();
  const scan = (list, depth) => {
    if (depth > MAX_DEPTH) return false;
    for (const d of list) {
      const name = d.name.toLowerCase();
      if (name === "loadmodule") return true;
      if (d.block && scan(d.block, depth + 1)) return true;
      if (isInclude(name) && d.includes) {
        for (const path of d.includes) {
          if (seen.has(path)) continue;
          seen.add(path);
          const parsed = tree.files.get(path);
          if (parsed && scan(parsed.directives, depth + 1)) return true;
        }
      }
    }
    return false;
  };
  const root = tree.files.get(tree.root);
  if (!root) return false;
  seen.add(tree.root);
  return scan(root.directives, 0);
}
var SECTION_KINDS, MAX_DEPTH, OPAQUE_BODIES;
var init_walk = __esm({
  "src/apache/walk.ts"() {
    "use strict";
    init_conditions();
    SECTION_KINDS = {
      directory: "directory",
      directorymatch: "directory",
      files: "files",
      filesmatch: "files",
      location: "location",
      locationmatch: "location",
      if: "if",
      elseif: "if",
      else: "if"
    };
    MAX_DEPTH = 256;
    OPAQUE_BODIES = /* @__PURE__ */ new Set(["macro", "perl"]);
  }
});

// src/apache/model.ts
function buildApacheServers(tree, options2) {
  const walk = walkApache(tree, options2.version, options2.versionText, options2.defines, options2.visit);
  const defaults2 = apacheDefaults(options2.version, options2.versionText);
  const ctx = { defaults: defaults2, versionText: options2.versionText, files: new FileRefs(tree.base, options2.pathMap), inherited: new InheritedCache() };
  const h2Available = moduleLoaded(walk.state, "http2_module");
  const mainIndex = indexDirectives(walk.main.own);
  const mainAt = fileStart(tree.root);
  const mainHttp = serverHttp(void 0, mainIndex, mainAt, defaults2, h2Available);
  const mainDir = innerDirLevel(emptyDirLevel(mainAt, defaults2.allowOverride), mainIndex, mainAt);
  const engine = lastOf(mainIndex, "sslengine");
  const engineOn = engine !== void 0 && engine.args[0]?.value.toLowerCase() === "on";
  const enginePorts = new Set((engine?.args ?? []).filter((a) => a.value.includes(":")).map((a) => portOf(a.value)));
  const mainNames = serverNames(mainIndex);
  const mainDirectories = directorySections(walk.main.sections);
  const mainUniversal = universalSections(walk.main.sections, 0);
  const mainContext = { directories: mainDirectories, docRoot: documentRoot(mainIndex), universal: mainUniversal };
  const global = {
    dialect: "apache",
    kind: "global",
    names: mainNames,
    listen: listenDirectives(mainIndex),
    http: toHttpSettings(mainHttp, everyRequest(mainDir, mainContext, mainAt), false),
    scopes: scopes(walk.main.sections, mainHttp, mainDir, mainContext, 0),
    at: mainAt
  };
  const virtual = [];
  for (const vhost of walk.vhosts) {
    const index2 = indexDirectives(vhost.own);
    const at2 = vhost.directive.span;
    const http = serverHttp(mainHttp, index2, at2, defaults2, h2Available);
    const dir = innerDirLevel(mainDir, index2, at2);
    const ownEngine = lastOf(index2, "sslengine");
    const listen2 = vhostAddresses(vhost.directive);
    const tls = ownEngine ? ownEngine.args[0]?.value.toLowerCase() === "on" : engineOn || listen2.some((l) => enginePorts.has(l.port)) || tree.fragment && vhost.own.some(isSslDirective);
    const names = serverNames(index2);
    const ownUniversal = universalSections(vhost.sections, VHOST_ORDER);
    const context = {
      directories: [...mainDirectories, ...directorySections(vhost.sections)],
      docRoot: documentRoot(index2) ?? documentRoot(mainIndex),
      universal: ownUniversal.length === 0 ? mainUniversal : [...mainUniversal, ...ownUniversal]
    };
    if (!lastOf(index2, "servername") && mainNames[0] && mainNames[0].directive?.name.toLowerCase() === "servername") {
      names.unshift(inherit(mainNames[0], at2));
    }
    const server = {
      dialect: "apache",
      kind: "virtual",
      names,
      listen: listen2,
      http: toHttpSettings(http, everyRequest(dir, context, at2), false),
      scopes: scopes(vhost.sections, http, dir, context, VHOST_ORDER),
      at: at2,
      directive: vhost.directive
    };
    if (tls) server.tls = apacheTls(mainIndex, index2, at2, ctx);
    for (const l of listen2) {
      l.ssl = tls;
      l.http2 = server.http.http2.value;
    }
    virtual.push(server);
  }
  if (engineOn || walk.main.own.some(isSslDirective) && !virtual.some((s2) => s2.tls)) {
    global.tls = apacheTls(void 0, mainIndex, mainAt, ctx);
  }
  return { servers: [global, ...virtual], reachedIncludes: walk.reachedIncludes };
}
function scopes(sections, http, parent, context, order, merged = NOTHING_MERGED) {
  return sections.map((s2, i) => {
    let outer = parent;
    if (order !== void 0 && context.directories.length > 0) {
      const own = context.directories.find((d) => d.section === s2);
      const path = s2.kind !== "directory" ? context.docRoot : own?.kind === "plain" ? own.path : void 0;
      if (path !== void 0) {
        for (const section of holdingDirectories(context.directories, path, own)) outer = innerDirLevel(outer, indexDirectives(section.own), section.directive.span);
      }
    }
    const { under, over } = around(context.universal, s2, order === void 0 ? void 0 : order + i, merged);
    for (const u of under) outer = innerDirLevel(outer, indexDirectives(u.own), s2.directive.span);
    const dir = innerDirLevel(outer, indexDirectives(s2.own), s2.directive.span);
    let effective = dir;
    for (const u of over) effective = innerDirLevel(effective, indexDirectives(u.own), s2.directive.span);
    return {
      kind: s2.kind,
      match: s2.directive.args.map((a) => a.value),
      at: s2.directive.span,
      http: toHttpSettings(http, overlaid(dir, effective), true),
      scopes: scopes(s2.sections, http, dir, context, void 0, under.length > 0 ? /* @__PURE__ */ new Set([...merged, ...under]) : merged),
      directive: s2.directive
    };
  });
}
function everyRequest(dir, context, at2) {
  let effective = dir;
  for (const section of inMergeOrder(context.universal)) effective = innerDirLevel(effective, indexDirectives(section.own), at2);
  const level = overlaid(dir, effective);
  if (context.docRoot === void 0) return level;
  let docRoot = dir;
  for (const section of holdingDirectories(context.directories, context.docRoot)) docRoot = innerDirLevel(docRoot, indexDirectives(section.own), at2);
  return docRoot.overrides === dir.overrides ? level : { ...level, overrides: docRoot.overrides };
}
function overlaid(own, effective) {
  if (own === effective) return own;
  const mark = (mine, got) => got === mine || got.inherited || got.defaulted ? got : { ...got, inherited: true };
  return { ...effective, headers: mark(own.headers, effective.headers), expires: mark(own.expires, effective.expires) };
}
function documentRoot(index2) {
  const value2 = lastOf(index2, "documentroot")?.args[0]?.value;
  return value2?.startsWith("/") ? trimSlash2(value2) : void 0;
}
function serverNames(index2) {
  const names = [];
  const name = lastOf(index2, "servername");
  if (name?.args[0]) names.push({ value: hostOf(name.args[0].value), at: name.args[0].span, inherited: false, defaulted: false, directive: name });
  for (const alias2 of allOf(index2, "serveralias")) {
    for (const arg of alias2.args) names.push({ value: arg.value, at: arg.span, inherited: false, defaulted: false, directive: alias2 });
  }
  return copyRange(names, 0, names.length);
}
function hostOf(serverName) {
  const noScheme = serverName.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  if (noScheme.startsWith("[")) {
    const close = noScheme.indexOf("]");
    return close > 0 ? noScheme.slice(0, close + 1) : noScheme;
  }
  const colon = noScheme.indexOf(":");
  return colon >= 0 ? noScheme.slice(0, colon) : noScheme;
}
function vhostAddresses(d) {
  return d.args.map((a) => {
    const { address, port } = splitHostPort(a.value);
    return { address, port, ssl: false, http2: false, defaultServer: address.toLowerCase() === "_default_", at: d.span };
  });
}
function listenDirectives(index2) {
  return allOf(index2, "listen").filter((d) => d.args[0]).map((d) => {
    const text = d.args[0].value;
    const { address, port } = /^\d+$/.test(text) ? { address: "*", port: Number(text) } : splitHostPort(text);
    const protocol = d.args[1]?.value.toLowerCase();
    return { address, port, ssl: protocol ? protocol === "https" : port === 443, http2: false, defaultServer: false, at: d.span };
  });
}
function splitHostPort(text) {
  if (text.startsWith("[")) {
    const close = text.indexOf("]");
    if (close > 0) return { address: text.slice(0, close + 1), port: portOf(text.slice(close + 1)) };
  }
  const colon = text.lastIndexOf(":");
  if (colon < 0) return { address: text, port: 0 };
  return { address: text.slice(0, colon), port: portOf(text.slice(colon)) };
}
function portOf(text) {
  const m = /:(\d+)$/.exec(text);
  return m ? Number(m[1]) : 0;
}
var NOTHING_MERGED, VHOST_ORDER;
var init_model = __esm({
  "src/apache/model.ts"() {
    "use strict";
    init_paths();
    init_settings();
    init_copy();
    init_conditions();
    init_defaults();
    init_directories();
    init_universal();
    init_http();
    init_apache();
    init_tls();
    init_walk();
    NOTHING_MERGED = /* @__PURE__ */ new Set();
    VHOST_ORDER = 1 << 30;
  }
});

// src/apache/directive-facts.ts
function socacheModule(value2) {
  const kind = value2.split(":")[0].toLowerCase();
  return SOCACHE_PROVIDERS[kind] || void 0;
}
function thirdPartyModule(lower) {
  if (THIRD_PARTY_NAMES[lower]) return THIRD_PARTY_NAMES[lower];
  for (const [prefix, module2] of THIRD_PARTY_PREFIXES) if (lower.startsWith(prefix)) return module2;
  return void 0;
}
var protocolWord, SOCACHE_PROVIDERS, sessionCache2, oneOf, VALUE_CHECKS, DEPRECATED, REMOVED_BEFORE_2_4, THIRD_PARTY_PREFIXES, THIRD_PARTY_NAMES;
var init_directive_facts = __esm({
  "src/apache/directive-facts.ts"() {
    "use strict";
    init_version();
    protocolWord = (value2, version) => {
      const word3 = (value2.startsWith("+") || value2.startsWith("-") ? value2.slice(1) : value2).toLowerCase();
      if (word3 === "sslv2") return value2.startsWith("-") ? void 0 : "SSLv2 is no longer supported";
      if (["sslv3", "tlsv1", "tlsv1.1", "tlsv1.2", "all"].includes(word3)) return void 0;
      if (word3 === "tlsv1.3") return atLeast(version, "2.4.36") ? void 0 : "TLSv1.3 is known to httpd from 2.4.36";
      return `illegal protocol '${value2.replace(/^[+-]/, "")}' (all, TLSv1, TLSv1.1, TLSv1.2, TLSv1.3, with + or -)`;
    };
    SOCACHE_PROVIDERS = {
      shmcb: "socache_shmcb",
      shm: "socache_shmcb",
      dbm: "socache_dbm",
      dc: "socache_dc",
      memcache: "socache_memcache",
      redis: "socache_redis",
      default: ""
    };
    sessionCache2 = (value2) => {
      const v = value2.toLowerCase();
      if (v === "none" || v === "nonenotnull") return void 0;
      const kind = v.split(":")[0];
      return kind in SOCACHE_PROVIDERS ? void 0 : `unknown session cache type '${value2.split(":")[0]}' (none, nonenotnull, shmcb:\u2026, dbm:\u2026, memcache:\u2026, redis:\u2026)`;
    };
    oneOf = (...words) => (value2) => words.includes(value2.toLowerCase()) ? void 0 : `must be ${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
    VALUE_CHECKS = {
      sslprotocol: protocolWord,
      sslproxyprotocol: protocolWord,
      sslsessioncache: sessionCache2,
      // ssl_cmd_SSLEngine: "Argument must be On, Off, or Optional".
      sslengine: oneOf("on", "off", "optional"),
      // ssl_cmd_verify_parse.
      sslverifyclient: oneOf("none", "optional", "require", "optional_no_ca"),
      sslproxyverify: oneOf("none", "optional", "require", "optional_no_ca")
    };
    DEPRECATED = {
      // CHANGES 2.4.8: "deprecate the SSLCertificateChainFile directive (obsoleted by
      // SSLCertificateFile)"; 2.4.8\u20132.4.14 log AH02559 at start-up (CHANGES 2.4.15 removed the warning,
      // the directive stays deprecated in the manual).
      sslcertificatechainfile: {
        since: "2.4.8",
        quietFrom: "2.4.15",
        message: "SSLCertificateChainFile is deprecated since httpd 2.4.8 (2.4.8\u20132.4.14 log AH02559): put the chain in the SSLCertificateFile, after the certificate"
      },
      // CHANGES 2.3.11: "The NameVirtualHost directive has no effect"; vhost.c logs AH00548.
      namevirtualhost: { since: "2.3.11", message: "NameVirtualHost has no effect since httpd 2.4 and will be removed (AH00548): delete it" }
    };
    REMOVED_BEFORE_2_4 = {
      acceptmutex: "Mutex",
      lockfile: "Mutex",
      rewritelock: "Mutex rewrite-map",
      sslmutex: "Mutex ssl-cache",
      sslstaplingmutex: "Mutex ssl-stapling",
      watchdogmutexpath: "Mutex watchdog-callback"
    };
    THIRD_PARTY_PREFIXES = [
      ["sec", "ModSecurity (mod_security2)"],
      ["passenger", "Phusion Passenger"],
      ["modpagespeed", "PageSpeed (mod_pagespeed)"],
      ["dos", "mod_evasive"],
      ["qs_", "mod_qos"],
      ["oidc", "mod_auth_openidc"],
      ["wsgi", "mod_wsgi"],
      ["php_", "mod_php"],
      ["php", "mod_php"],
      ["jk", "mod_jk"],
      ["fcgid", "mod_fcgid"],
      ["fcgi", "mod_fcgid"],
      ["ruby", "mod_ruby"],
      ["fastcgi", "mod_fastcgi"],
      ["perl", "mod_perl"],
      ["python", "mod_python"],
      ["shib", "Shibboleth (mod_shib)"],
      ["mellon", "mod_auth_mellon"],
      ["gnutls", "mod_gnutls"],
      ["nss", "mod_nss"],
      ["krb", "mod_auth_kerb"],
      ["gssapi", "mod_auth_gssapi"],
      ["maxminddb", "mod_maxminddb"],
      ["geoip", "mod_geoip"],
      ["rpaf", "mod_rpaf"],
      ["xsendfile", "mod_xsendfile"],
      ["cloudflare", "mod_cloudflare"],
      ["suphp_", "suPHP"],
      ["lsapi_", "mod_lsapi"],
      ["ruid", "mod_ruid2"],
      ...["caslogin", "casvalidate", "cascookie", "castimeout", "casidletimeout", "casdebug", "casscope", "casattribute", "casauthn", "casrootproxied", "cascertificate", "casversion", "cassso"].map((p) => [p, "mod_auth_cas"]),
      ["bandwidth", "mod_bw"],
      ["pagespeed", "PageSpeed"]
    ];
    THIRD_PARTY_NAMES = {
      assignuserid: "mpm-itk",
      // mod_fcgid's names before 2.3 (still read as aliases).
      processlifetime: "mod_fcgid",
      idletimeout: "mod_fcgid",
      busytimeout: "mod_fcgid",
      ipcconnecttimeout: "mod_fcgid",
      ipccommtimeout: "mod_fcgid",
      defaultminclassprocesscount: "mod_fcgid",
      defaultmaxclassprocesscount: "mod_fcgid",
      maxprocesscount: "mod_fcgid",
      maxrequestsperprocess: "mod_fcgid",
      maxclientsvhost: "mpm-itk",
      rmode: "mod_ruid2",
      rgroups: "mod_ruid2",
      ruidgid: "mod_ruid2",
      maxconnperip: "mod_limitipconn",
      noiplimit: "mod_limitipconn",
      addexternalauth: "mod_authnz_external",
      setexternalauthmethod: "mod_authnz_external",
      authbasicprovider_external: "mod_authnz_external",
      remoteipheader_cloudflare: "mod_cloudflare",
      uploadprogresstracking: "mod_upload_progress",
      trackuploads: "mod_upload_progress",
      reportuploads: "mod_upload_progress"
    };
  }
});

// src/apache/directive-data.ts
var APACHE_DIRECTIVES_JSON;
var init_directive_data = __esm({
  "src/apache/directive-data.ts"() {
    "use strict";
    APACHE_DIRECTIVES_JSON = '{"generated":{"by":"scripts/gen-apache-directives.mjs","apache2":"2.4.71","tags":"2.4.0..2.4.62"},"static":["core_module","so_module","watchdog_module","http_module","log_config_module","logio_module","version_module","unixd_module"],"requires":{"cache_disk_module":["cache_module"],"cache_socache_module":["cache_module"],"dav_fs_module":["dav_module"],"dav_lock_module":["dav_module"],"proxy_ajp_module":["proxy_module"],"proxy_balancer_module":["proxy_module"],"proxy_connect_module":["proxy_module"],"proxy_fcgi_module":["proxy_module"],"proxy_fdpass_module":["proxy_module"],"proxy_ftp_module":["proxy_module"],"proxy_hcheck_module":["proxy_module"],"proxy_http_module":["proxy_module"],"proxy_http2_module":["proxy_module"],"proxy_scgi_module":["proxy_module"],"proxy_uwsgi_module":["proxy_module"],"proxy_wstunnel_module":["proxy_module"],"session_cookie_module":["session_module"],"session_crypto_module":["session_module"],"session_dbd_module":["session_module"]},"directives":{"<authnprovideralias":{"name":"<AuthnProviderAlias","module":"authn_core_module","so":"mod_authn_core.so","how":"RAW_ARGS","override":128,"forbidden":95},"<authzprovideralias":{"name":"<AuthzProviderAlias","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":128,"forbidden":95},"<directory":{"name":"<Directory","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":94},"<directorymatch":{"name":"<DirectoryMatch","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":94},"<else":{"name":"<Else","module":"core_module","how":"RAW_ARGS","override":31,"forbidden":2},"<elseif":{"name":"<ElseIf","module":"core_module","how":"RAW_ARGS","override":31,"forbidden":2},"<files":{"name":"<Files","module":"core_module","how":"RAW_ARGS","override":31,"forbidden":10},"<filesmatch":{"name":"<FilesMatch","module":"core_module","how":"RAW_ARGS","override":31,"forbidden":10},"<if":{"name":"<If","module":"core_module","how":"RAW_ARGS","override":31,"forbidden":2},"<ifdefine":{"name":"<IfDefine","module":"core_module","how":"RAW_ARGS","override":287},"<ifdirective":{"name":"<IfDirective","module":"core_module","how":"RAW_ARGS","override":287,"added":"2.4.34"},"<iffile":{"name":"<IfFile","module":"core_module","how":"RAW_ARGS","override":287,"added":"2.4.34"},"<ifmodule":{"name":"<IfModule","module":"core_module","how":"RAW_ARGS","override":287},"<ifsection":{"name":"<IfSection","module":"core_module","how":"RAW_ARGS","override":287,"added":"2.4.34"},"<ifversion":{"name":"<IfVersion","module":"version_module","how":"TAKE123","override":287},"<limit":{"name":"<Limit","module":"core_module","how":"RAW_ARGS","override":9},"<limitexcept":{"name":"<LimitExcept","module":"core_module","how":"RAW_ARGS","override":9},"<location":{"name":"<Location","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":94},"<locationmatch":{"name":"<LocationMatch","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":94},"<luahookaccesschecker":{"name":"<LuaHookAccessChecker","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahookauthchecker":{"name":"<LuaHookAuthChecker","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahookcheckuserid":{"name":"<LuaHookCheckUserID","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahookfixups":{"name":"<LuaHookFixups","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahookmaptostorage":{"name":"<LuaHookMapToStorage","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahookpretranslatename":{"name":"<LuaHookPreTranslateName","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287,"added":"2.4.49"},"<luahooktranslatename":{"name":"<LuaHookTranslateName","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luahooktypechecker":{"name":"<LuaHookTypeChecker","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<luaquickhandler":{"name":"<LuaQuickHandler","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":287},"<macro":{"name":"<Macro","module":"macro_module","so":"mod_macro.so","how":"RAW_ARGS","override":287,"added":"2.4.5"},"<mdomain":{"name":"<MDomain","module":"md_module","so":"mod_md.so","how":"RAW_ARGS","override":128,"added":"2.4.40"},"<mdomainset":{"name":"<MDomainSet","module":"md_module","so":"mod_md.so","how":"RAW_ARGS","override":128,"added":"2.4.30"},"<proxy":{"name":"<Proxy","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":128,"forbidden":94},"<proxymatch":{"name":"<ProxyMatch","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":128,"forbidden":94},"<requireall":{"name":"<RequireAll","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":8},"<requireany":{"name":"<RequireAny","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":8},"<requirenone":{"name":"<RequireNone","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":8},"<requirenotall":{"name":"<RequireNotAll","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":8},"<virtualhost":{"name":"<VirtualHost","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":95},"acceptfilter":{"name":"AcceptFilter","module":"core_module","how":"TAKE2","override":128,"forbidden":95},"acceptpathinfo":{"name":"AcceptPathInfo","module":"core_module","how":"TAKE1","override":4},"accessfilename":{"name":"AccessFileName","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":94},"action":{"name":"Action","module":"actions_module","so":"mod_actions.so","how":"TAKE23","override":4},"addalt":{"name":"AddAlt","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addaltbyencoding":{"name":"AddAltByEncoding","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addaltbytype":{"name":"AddAltByType","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addcharset":{"name":"AddCharset","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"adddefaultcharset":{"name":"AddDefaultCharset","module":"core_module","how":"TAKE1","override":4},"adddescription":{"name":"AddDescription","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addencoding":{"name":"AddEncoding","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"addhandler":{"name":"AddHandler","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"addicon":{"name":"AddIcon","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addiconbyencoding":{"name":"AddIconByEncoding","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addiconbytype":{"name":"AddIconByType","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE2","override":16},"addinputfilter":{"name":"AddInputFilter","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"addlanguage":{"name":"AddLanguage","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"addmoduleinfo":{"name":"AddModuleInfo","module":"info_module","so":"mod_info.so","how":"TAKE2","override":128},"addoutputfilter":{"name":"AddOutputFilter","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"addoutputfilterbytype":{"name":"AddOutputFilterByType","module":"filter_module","so":"mod_filter.so","how":"TAKE_ARGV","override":4},"addtype":{"name":"AddType","module":"mime_module","so":"mod_mime.so","how":"ITERATE2","override":4},"alias":{"name":"Alias","module":"alias_module","so":"mod_alias.so","how":"TAKE12","override":192,"forbidden":20},"aliasmatch":{"name":"AliasMatch","module":"alias_module","so":"mod_alias.so","how":"TAKE2","override":128,"forbidden":94},"aliaspreservepath":{"name":"AliasPreservePath","module":"alias_module","so":"mod_alias.so","how":"FLAG","override":4,"added":"2.4.58"},"allow":{"name":"allow","module":"access_compat_module","so":"mod_access_compat.so","how":"ITERATE2","override":1},"allowconnect":{"name":"AllowCONNECT","module":"proxy_connect_module","so":"mod_proxy_connect.so","how":"ITERATE","override":128},"allowencodedslashes":{"name":"AllowEncodedSlashes","module":"core_module","how":"TAKE1","override":128},"allowmethods":{"name":"AllowMethods","module":"allowmethods_module","so":"mod_allowmethods.so","how":"TAKE_ARGV","override":64},"allowoverride":{"name":"AllowOverride","module":"core_module","how":"RAW_ARGS","override":64,"forbidden":32},"allowoverridelist":{"name":"AllowOverrideList","module":"core_module","how":"TAKE_ARGV","override":64,"forbidden":32},"anonymous":{"name":"Anonymous","module":"authn_anon_module","so":"mod_authn_anon.so","how":"ITERATE","override":8},"anonymous_logemail":{"name":"Anonymous_LogEmail","module":"authn_anon_module","so":"mod_authn_anon.so","how":"FLAG","override":8},"anonymous_mustgiveemail":{"name":"Anonymous_MustGiveEmail","module":"authn_anon_module","so":"mod_authn_anon.so","how":"FLAG","override":8},"anonymous_nouserid":{"name":"Anonymous_NoUserId","module":"authn_anon_module","so":"mod_authn_anon.so","how":"FLAG","override":8},"anonymous_verifyemail":{"name":"Anonymous_VerifyEmail","module":"authn_anon_module","so":"mod_authn_anon.so","how":"FLAG","override":8},"asyncrequestworkerfactor":{"name":"AsyncRequestWorkerFactor","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"authbasicauthoritative":{"name":"AuthBasicAuthoritative","module":"auth_basic_module","so":"mod_auth_basic.so","how":"FLAG","override":8},"authbasicfake":{"name":"AuthBasicFake","module":"auth_basic_module","so":"mod_auth_basic.so","how":"TAKE12","override":8,"added":"2.4.5"},"authbasicprovider":{"name":"AuthBasicProvider","module":"auth_basic_module","so":"mod_auth_basic.so","how":"ITERATE","override":8},"authbasicusedigestalgorithm":{"name":"AuthBasicUseDigestAlgorithm","module":"auth_basic_module","so":"mod_auth_basic.so","how":"TAKE1","override":8,"added":"2.4.7"},"authdbduserpwquery":{"name":"AuthDBDUserPWQuery","module":"authn_dbd_module","so":"mod_authn_dbd.so","how":"TAKE1","override":64,"forbidden":32},"authdbduserrealmquery":{"name":"AuthDBDUserRealmQuery","module":"authn_dbd_module","so":"mod_authn_dbd.so","how":"TAKE1","override":64,"forbidden":32},"authdbmgroupfile":{"name":"AuthDBMGroupFile","module":"authz_dbm_module","so":"mod_authz_dbm.so","how":"TAKE1","override":8},"authdbmtype":{"name":"AuthDBMType","module":"authn_dbm_module","so":"mod_authn_dbm.so","how":"TAKE1","override":8},"authdbmuserfile":{"name":"AuthDBMUserFile","module":"authn_dbm_module","so":"mod_authn_dbm.so","how":"TAKE1","override":8},"authdigestalgorithm":{"name":"AuthDigestAlgorithm","module":"auth_digest_module","so":"mod_auth_digest.so","how":"TAKE1","override":8},"authdigestdomain":{"name":"AuthDigestDomain","module":"auth_digest_module","so":"mod_auth_digest.so","how":"ITERATE","override":8},"authdigestnccheck":{"name":"AuthDigestNcCheck","module":"auth_digest_module","so":"mod_auth_digest.so","how":"FLAG","override":8},"authdigestnonceformat":{"name":"AuthDigestNonceFormat","module":"auth_digest_module","so":"mod_auth_digest.so","how":"TAKE1","override":8},"authdigestnoncelifetime":{"name":"AuthDigestNonceLifetime","module":"auth_digest_module","so":"mod_auth_digest.so","how":"TAKE1","override":8},"authdigestprovider":{"name":"AuthDigestProvider","module":"auth_digest_module","so":"mod_auth_digest.so","how":"ITERATE","override":8},"authdigestqop":{"name":"AuthDigestQop","module":"auth_digest_module","so":"mod_auth_digest.so","how":"ITERATE","override":8},"authdigestshmemsize":{"name":"AuthDigestShmemSize","module":"auth_digest_module","so":"mod_auth_digest.so","how":"TAKE1","override":128},"authformauthoritative":{"name":"AuthFormAuthoritative","module":"auth_form_module","so":"mod_auth_form.so","how":"FLAG","override":8},"authformbody":{"name":"AuthFormBody","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformdisablenostore":{"name":"AuthFormDisableNoStore","module":"auth_form_module","so":"mod_auth_form.so","how":"FLAG","override":8},"authformfakebasicauth":{"name":"AuthFormFakeBasicAuth","module":"auth_form_module","so":"mod_auth_form.so","how":"FLAG","override":8},"authformlocation":{"name":"AuthFormLocation","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformloginrequiredlocation":{"name":"AuthFormLoginRequiredLocation","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformloginsuccesslocation":{"name":"AuthFormLoginSuccessLocation","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformlogoutlocation":{"name":"AuthFormLogoutLocation","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformmethod":{"name":"AuthFormMethod","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformmimetype":{"name":"AuthFormMimetype","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformpassword":{"name":"AuthFormPassword","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformprovider":{"name":"AuthFormProvider","module":"auth_form_module","so":"mod_auth_form.so","how":"ITERATE","override":8},"authformsitepassphrase":{"name":"AuthFormSitePassphrase","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authformsize":{"name":"AuthFormSize","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":64},"authformusername":{"name":"AuthFormUsername","module":"auth_form_module","so":"mod_auth_form.so","how":"TAKE1","override":8},"authgroupfile":{"name":"AuthGroupFile","module":"authz_groupfile_module","so":"mod_authz_groupfile.so","how":"TAKE1","override":8},"authldapauthorizeprefix":{"name":"AuthLDAPAuthorizePrefix","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapbindauthoritative":{"name":"AuthLDAPBindAuthoritative","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapbinddn":{"name":"AuthLDAPBindDN","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapbindpassword":{"name":"AuthLDAPBindPassword","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapcharsetconfig":{"name":"AuthLDAPCharsetConfig","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":128},"authldapcompareasuser":{"name":"AuthLDAPCompareAsUser","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapcomparednonserver":{"name":"AuthLDAPCompareDNOnServer","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapdereferencealiases":{"name":"AuthLDAPDereferenceAliases","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapgroupattribute":{"name":"AuthLDAPGroupAttribute","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"ITERATE","override":8},"authldapgroupattributeisdn":{"name":"AuthLDAPGroupAttributeIsDN","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapinitialbindasuser":{"name":"AuthLDAPInitialBindAsUser","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapinitialbindpattern":{"name":"AuthLDAPInitialBindPattern","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE2","override":8},"authldapmaxsubgroupdepth":{"name":"AuthLDAPMaxSubGroupDepth","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapremoteuserattribute":{"name":"AuthLDAPRemoteUserAttribute","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE1","override":8},"authldapremoteuserisdn":{"name":"AuthLDAPRemoteUserIsDN","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapsearchasuser":{"name":"AuthLDAPSearchAsUser","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"FLAG","override":8},"authldapsubgroupattribute":{"name":"AuthLDAPSubGroupAttribute","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"ITERATE","override":8},"authldapsubgroupclass":{"name":"AuthLDAPSubGroupClass","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"ITERATE","override":8},"authldapurl":{"name":"AuthLDAPURL","module":"authnz_ldap_module","so":"mod_authnz_ldap.so","how":"TAKE12","override":8},"authmerging":{"name":"AuthMerging","module":"authz_core_module","so":"mod_authz_core.so","how":"TAKE1","override":8},"authname":{"name":"AuthName","module":"authn_core_module","so":"mod_authn_core.so","how":"TAKE1","override":8},"authncachecontext":{"name":"AuthnCacheContext","module":"authn_socache_module","so":"mod_authn_socache.so","how":"TAKE1","override":64},"authncacheenable":{"name":"AuthnCacheEnable","module":"authn_socache_module","so":"mod_authn_socache.so","how":"NO_ARGS","override":128,"forbidden":95},"authncacheprovidefor":{"name":"AuthnCacheProvideFor","module":"authn_socache_module","so":"mod_authn_socache.so","how":"ITERATE","override":8},"authncachesocache":{"name":"AuthnCacheSOCache","module":"authn_socache_module","so":"mod_authn_socache.so","how":"TAKE1","override":128,"forbidden":95},"authncachetimeout":{"name":"AuthnCacheTimeout","module":"authn_socache_module","so":"mod_authn_socache.so","how":"TAKE1","override":8},"authnzfcgicheckauthnprovider":{"name":"AuthnzFcgiCheckAuthnProvider","module":"authnz_fcgi_module","so":"mod_authnz_fcgi.so","how":"TAKE_ARGV","override":4,"added":"2.4.10"},"authnzfcgidefineprovider":{"name":"AuthnzFcgiDefineProvider","module":"authnz_fcgi_module","so":"mod_authnz_fcgi.so","how":"TAKE_ARGV","override":128,"forbidden":95,"added":"2.4.10"},"authtype":{"name":"AuthType","module":"authn_core_module","so":"mod_authn_core.so","how":"TAKE1","override":8},"authuserfile":{"name":"AuthUserFile","module":"authn_file_module","so":"mod_authn_file.so","how":"TAKE1","override":8},"authzdbdlogintoreferer":{"name":"AuthzDBDLoginToReferer","module":"authz_dbd_module","so":"mod_authz_dbd.so","how":"FLAG","override":64},"authzdbdquery":{"name":"AuthzDBDQuery","module":"authz_dbd_module","so":"mod_authz_dbd.so","how":"TAKE1","override":64,"forbidden":32},"authzdbdredirectquery":{"name":"AuthzDBDRedirectQuery","module":"authz_dbd_module","so":"mod_authz_dbd.so","how":"TAKE1","override":64,"forbidden":32},"authzdbmtype":{"name":"AuthzDBMType","module":"authz_dbm_module","so":"mod_authz_dbm.so","how":"TAKE1","override":8},"authzsendforbiddenonfailure":{"name":"AuthzSendForbiddenOnFailure","module":"authz_core_module","so":"mod_authz_core.so","how":"FLAG","override":8},"balancergrowth":{"name":"BalancerGrowth","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"balancerinherit":{"name":"BalancerInherit","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":128,"added":"2.4.5"},"balancermember":{"name":"BalancerMember","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":192,"forbidden":32},"balancerpersist":{"name":"BalancerPersist","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":128,"added":"2.4.4"},"brotlialteretag":{"name":"BrotliAlterETag","module":"brotli_module","so":"mod_brotli.so","how":"TAKE1","override":128,"added":"2.4.26"},"brotlicompressionmaxinputblock":{"name":"BrotliCompressionMaxInputBlock","module":"brotli_module","so":"mod_brotli.so","how":"TAKE1","override":128,"added":"2.4.26"},"brotlicompressionquality":{"name":"BrotliCompressionQuality","module":"brotli_module","so":"mod_brotli.so","how":"TAKE1","override":128,"added":"2.4.26"},"brotlicompressionwindow":{"name":"BrotliCompressionWindow","module":"brotli_module","so":"mod_brotli.so","how":"TAKE1","override":128,"added":"2.4.26"},"brotlifilternote":{"name":"BrotliFilterNote","module":"brotli_module","so":"mod_brotli.so","how":"TAKE12","override":128,"added":"2.4.26"},"browsermatch":{"name":"BrowserMatch","module":"setenvif_module","so":"mod_setenvif.so","how":"RAW_ARGS","override":4},"browsermatchnocase":{"name":"BrowserMatchNoCase","module":"setenvif_module","so":"mod_setenvif.so","how":"RAW_ARGS","override":4},"bufferedlogs":{"name":"BufferedLogs","module":"log_config_module","how":"FLAG","override":128},"buffersize":{"name":"BufferSize","module":"buffer_module","so":"mod_buffer.so","how":"TAKE1","override":64},"cachedefaultexpire":{"name":"CacheDefaultExpire","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":192},"cachedetailheader":{"name":"CacheDetailHeader","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cachedirlength":{"name":"CacheDirLength","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":128},"cachedirlevels":{"name":"CacheDirLevels","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":128},"cachedisable":{"name":"CacheDisable","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":192,"forbidden":22},"cacheenable":{"name":"CacheEnable","module":"cache_module","so":"mod_cache.so","how":"TAKE12","override":192,"forbidden":22},"cachefile":{"name":"cachefile","module":"file_cache_module","so":"mod_file_cache.so","how":"ITERATE","override":128},"cacheheader":{"name":"CacheHeader","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cacheignorecachecontrol":{"name":"CacheIgnoreCacheControl","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":128},"cacheignoreheaders":{"name":"CacheIgnoreHeaders","module":"cache_module","so":"mod_cache.so","how":"ITERATE","override":128},"cacheignorenolastmod":{"name":"CacheIgnoreNoLastMod","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cacheignorequerystring":{"name":"CacheIgnoreQueryString","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":128},"cacheignoreurlsessionidentifiers":{"name":"CacheIgnoreURLSessionIdentifiers","module":"cache_module","so":"mod_cache.so","how":"ITERATE","override":128},"cachekeybaseurl":{"name":"CacheKeyBaseURL","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":128},"cachelastmodifiedfactor":{"name":"CacheLastModifiedFactor","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":192},"cachelock":{"name":"CacheLock","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":128},"cachelockmaxage":{"name":"CacheLockMaxAge","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":128},"cachelockpath":{"name":"CacheLockPath","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":128},"cachemaxexpire":{"name":"CacheMaxExpire","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":192},"cachemaxfilesize":{"name":"CacheMaxFileSize","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":192},"cacheminexpire":{"name":"CacheMinExpire","module":"cache_module","so":"mod_cache.so","how":"TAKE1","override":192},"cacheminfilesize":{"name":"CacheMinFileSize","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":192},"cachenegotiateddocs":{"name":"CacheNegotiatedDocs","module":"negotiation_module","so":"mod_negotiation.so","how":"FLAG","override":128},"cachequickhandler":{"name":"CacheQuickHandler","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":128},"cachereadsize":{"name":"CacheReadSize","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":192},"cachereadtime":{"name":"CacheReadTime","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":192},"cacheroot":{"name":"CacheRoot","module":"cache_disk_module","so":"mod_cache_disk.so","how":"TAKE1","override":128},"cachesocache":{"name":"CacheSocache","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":128,"added":"2.4.5"},"cachesocachemaxsize":{"name":"CacheSocacheMaxSize","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":192,"added":"2.4.5"},"cachesocachemaxtime":{"name":"CacheSocacheMaxTime","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":192,"added":"2.4.5"},"cachesocachemintime":{"name":"CacheSocacheMinTime","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":192,"added":"2.4.5"},"cachesocachereadsize":{"name":"CacheSocacheReadSize","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":192,"added":"2.4.5"},"cachesocachereadtime":{"name":"CacheSocacheReadTime","module":"cache_socache_module","so":"mod_cache_socache.so","how":"TAKE1","override":192,"added":"2.4.5"},"cachestaleonerror":{"name":"CacheStaleOnError","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cachestoreexpired":{"name":"CacheStoreExpired","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cachestorenostore":{"name":"CacheStoreNoStore","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"cachestoreprivate":{"name":"CacheStorePrivate","module":"cache_module","so":"mod_cache.so","how":"FLAG","override":192},"casefilter":{"name":"CaseFilter","module":"case_filter_module","so":"mod_case_filter.so","how":"FLAG","override":128},"casefilterin":{"name":"CaseFilterIn","module":"case_filter_in_module","so":"mod_case_filter_in.so","how":"FLAG","override":128},"cgidscripttimeout":{"name":"CGIDScriptTimeout","module":"cgid_module","so":"mod_cgid.so","how":"TAKE1","override":192,"time":true,"added":"2.4.10"},"cgipassauth":{"name":"CGIPassAuth","module":"core_module","how":"FLAG","override":8,"added":"2.4.13"},"cgiscripttimeout":{"name":"CGIScriptTimeout","module":"cgi_module","so":"mod_cgi.so","how":"TAKE1","override":192,"time":true,"added":"2.4.59"},"cgivar":{"name":"CGIVar","module":"core_module","how":"TAKE2","override":4,"added":"2.4.21"},"charsetdefault":{"name":"CharsetDefault","module":"charset_lite_module","so":"mod_charset_lite.so","how":"TAKE1","override":4},"charsetoptions":{"name":"CharsetOptions","module":"charset_lite_module","so":"mod_charset_lite.so","how":"ITERATE","override":4},"charsetsourceenc":{"name":"CharsetSourceEnc","module":"charset_lite_module","so":"mod_charset_lite.so","how":"TAKE1","override":4},"checkbasenamematch":{"name":"CheckBasenameMatch","module":"speling_module","so":"mod_speling.so","how":"FLAG","override":2,"added":"2.4.50"},"checkcaseonly":{"name":"CheckCaseOnly","module":"speling_module","so":"mod_speling.so","how":"FLAG","override":2},"checkspelling":{"name":"CheckSpelling","module":"speling_module","so":"mod_speling.so","how":"FLAG","override":2},"chrootdir":{"name":"ChrootDir","module":"unixd_module","how":"TAKE1","override":128,"forbidden":95},"contentdigest":{"name":"ContentDigest","module":"core_module","how":"FLAG","override":2},"cookiedomain":{"name":"CookieDomain","module":"usertrack_module","so":"mod_usertrack.so","how":"TAKE1","override":4},"cookieexpires":{"name":"CookieExpires","module":"usertrack_module","so":"mod_usertrack.so","how":"TAKE1","override":4},"cookiehttponly":{"name":"CookieHttpOnly","module":"usertrack_module","so":"mod_usertrack.so","how":"FLAG","override":4,"added":"2.4.42"},"cookiename":{"name":"CookieName","module":"usertrack_module","so":"mod_usertrack.so","how":"TAKE1","override":4},"cookiesamesite":{"name":"CookieSameSite","module":"usertrack_module","so":"mod_usertrack.so","how":"TAKE1","override":4,"added":"2.4.42"},"cookiesecure":{"name":"CookieSecure","module":"usertrack_module","so":"mod_usertrack.so","how":"FLAG","override":4,"added":"2.4.42"},"cookiestyle":{"name":"CookieStyle","module":"usertrack_module","so":"mod_usertrack.so","how":"TAKE1","override":4},"cookietracking":{"name":"CookieTracking","module":"usertrack_module","so":"mod_usertrack.so","how":"FLAG","override":4},"coredumpdirectory":{"name":"CoreDumpDirectory","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"customlog":{"name":"CustomLog","module":"log_config_module","how":"TAKE23","override":128},"dav":{"name":"DAV","module":"dav_module","so":"mod_dav.so","how":"TAKE1","override":64},"davbasepath":{"name":"DAVBasePath","module":"dav_module","so":"mod_dav.so","how":"TAKE1","override":64,"added":"2.4.58"},"davdepthinfinity":{"name":"DAVDepthInfinity","module":"dav_module","so":"mod_dav.so","how":"FLAG","override":192},"davgenericlockdb":{"name":"DAVGenericLockDB","module":"dav_lock_module","so":"mod_dav_lock.so","how":"TAKE1","override":64},"davlockdb":{"name":"DAVLockDB","module":"dav_fs_module","so":"mod_dav_fs.so","how":"TAKE1","override":128},"davlockdiscovery":{"name":"DAVLockDiscovery","module":"dav_module","so":"mod_dav.so","how":"FLAG","override":192,"added":"2.4.55"},"davmintimeout":{"name":"DAVMinTimeout","module":"dav_module","so":"mod_dav.so","how":"TAKE1","override":192},"dbdexptime":{"name":"DBDExptime","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdinitsql":{"name":"DBDInitSQL","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdkeep":{"name":"DBDKeep","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdmax":{"name":"DBDMax","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdmin":{"name":"DBDMin","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdparams":{"name":"DBDParams","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"dbdpersist":{"name":"DBDPersist","module":"dbd_module","so":"mod_dbd.so","how":"FLAG","override":128},"dbdpreparesql":{"name":"DBDPrepareSQL","module":"dbd_module","so":"mod_dbd.so","how":"TAKE12","override":128},"dbdriver":{"name":"DBDriver","module":"dbd_module","so":"mod_dbd.so","how":"TAKE1","override":128},"defaulticon":{"name":"DefaultIcon","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE1","override":16},"defaultlanguage":{"name":"DefaultLanguage","module":"mime_module","so":"mod_mime.so","how":"TAKE1","override":4},"defaultruntimedir":{"name":"DefaultRuntimeDir","module":"core_module","how":"TAKE1","override":384,"forbidden":95,"added":"2.4.2"},"defaulttype":{"name":"DefaultType","module":"core_module","how":"TAKE1","override":4},"define":{"name":"Define","module":"core_module","how":"TAKE12","override":448,"forbidden":32},"deflatealteretag":{"name":"DeflateAlterEtag","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":128,"added":"2.4.58"},"deflatebuffersize":{"name":"DeflateBufferSize","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":128},"deflatecompressionlevel":{"name":"DeflateCompressionLevel","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":128},"deflatefilternote":{"name":"DeflateFilterNote","module":"deflate_module","so":"mod_deflate.so","how":"TAKE12","override":128},"deflateinflatelimitrequestbody":{"name":"DeflateInflateLimitRequestBody","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":31,"added":"2.4.10"},"deflateinflateratioburst":{"name":"DeflateInflateRatioBurst","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":31,"added":"2.4.10"},"deflateinflateratiolimit":{"name":"DeflateInflateRatioLimit","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":31,"added":"2.4.10"},"deflatememlevel":{"name":"DeflateMemLevel","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":128},"deflatewindowsize":{"name":"DeflateWindowSize","module":"deflate_module","so":"mod_deflate.so","how":"TAKE1","override":128},"deny":{"name":"deny","module":"access_compat_module","so":"mod_access_compat.so","how":"ITERATE2","override":1},"directorycheckhandler":{"name":"DirectoryCheckHandler","module":"dir_module","so":"mod_dir.so","how":"FLAG","override":16,"added":"2.4.8"},"directoryindex":{"name":"DirectoryIndex","module":"dir_module","so":"mod_dir.so","how":"RAW_ARGS","override":16},"directoryindexredirect":{"name":"DirectoryIndexRedirect","module":"dir_module","so":"mod_dir.so","how":"TAKE1","override":16},"directoryslash":{"name":"DirectorySlash","module":"dir_module","so":"mod_dir.so","how":"FLAG","override":16},"documentroot":{"name":"DocumentRoot","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"dtraceprivileges":{"name":"DTracePrivileges","module":"privileges_module","how":"FLAG","override":128,"forbidden":95},"dumpioinput":{"name":"DumpIOInput","module":"dumpio_module","so":"mod_dumpio.so","how":"FLAG","override":128},"dumpiooutput":{"name":"DumpIOOutput","module":"dumpio_module","so":"mod_dumpio.so","how":"FLAG","override":128},"enableexceptionhook":{"name":"EnableExceptionHook","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"enablemmap":{"name":"EnableMMAP","module":"core_module","how":"TAKE1","override":4},"enablesendfile":{"name":"EnableSendfile","module":"core_module","how":"TAKE1","override":4},"error":{"name":"Error","module":"core_module","how":"RAW_ARGS","override":31},"errordocument":{"name":"ErrorDocument","module":"core_module","how":"TAKE2","override":4},"errorlog":{"name":"ErrorLog","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"errorlogformat":{"name":"ErrorLogFormat","module":"core_module","how":"TAKE12","override":128},"example":{"name":"Example","module":"example_hooks_module","how":"NO_ARGS","override":2},"expiresactive":{"name":"ExpiresActive","module":"expires_module","so":"mod_expires.so","how":"FLAG","override":16},"expiresbytype":{"name":"ExpiresByType","module":"expires_module","so":"mod_expires.so","how":"TAKE2","override":16},"expiresdefault":{"name":"ExpiresDefault","module":"expires_module","so":"mod_expires.so","how":"TAKE1","override":16},"extendedstatus":{"name":"ExtendedStatus","module":"core_module","how":"FLAG","override":128,"forbidden":95},"extfilterdefine":{"name":"ExtFilterDefine","module":"ext_filter_module","so":"mod_ext_filter.so","how":"RAW_ARGS","override":128},"extfilteroptions":{"name":"ExtFilterOptions","module":"ext_filter_module","so":"mod_ext_filter.so","how":"ITERATE","override":64},"fallbackresource":{"name":"FallbackResource","module":"dir_module","so":"mod_dir.so","how":"TAKE1","override":16},"fancyindexing":{"name":"FancyIndexing","module":"autoindex_module","so":"mod_autoindex.so","how":"RAW_ARGS","override":31},"fileetag":{"name":"FileETag","module":"core_module","how":"RAW_ARGS","override":4},"filterchain":{"name":"FilterChain","module":"filter_module","so":"mod_filter.so","how":"ITERATE","override":2},"filterdeclare":{"name":"FilterDeclare","module":"filter_module","so":"mod_filter.so","how":"TAKE12","override":2},"filterprotocol":{"name":"FilterProtocol","module":"filter_module","so":"mod_filter.so","how":"TAKE23","override":2},"filterprovider":{"name":"FilterProvider","module":"filter_module","so":"mod_filter.so","how":"TAKE3","override":2},"filtertrace":{"name":"FilterTrace","module":"filter_module","so":"mod_filter.so","how":"TAKE2","override":192},"flushmaxpipelined":{"name":"FlushMaxPipelined","module":"core_module","how":"TAKE1","override":128,"added":"2.4.47"},"flushmaxthreshold":{"name":"FlushMaxThreshold","module":"core_module","how":"TAKE1","override":128,"added":"2.4.47"},"forcelanguagepriority":{"name":"ForceLanguagePriority","module":"negotiation_module","so":"mod_negotiation.so","how":"ITERATE","override":4},"forcetype":{"name":"ForceType","module":"core_module","how":"TAKE1","override":4},"forensiclog":{"name":"ForensicLog","module":"log_forensic_module","so":"mod_log_forensic.so","how":"TAKE1","override":128},"globallog":{"name":"GlobalLog","module":"log_config_module","how":"TAKE23","override":128,"forbidden":95,"added":"2.4.19"},"gprofdir":{"name":"GprofDir","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"gracefulshutdowntimeout":{"name":"GracefulShutdownTimeout","module":"mpm_event_module","so":"mod_mpm_event.so","override":128,"added":">2.4.62"},"group":{"name":"Group","module":"unixd_module","how":"TAKE1","override":128,"forbidden":95},"h2copyfiles":{"name":"H2CopyFiles","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":4,"onOff":true,"added":"2.4.24"},"h2direct":{"name":"H2Direct","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"onOff":true,"added":"2.4.17"},"h2earlyhint":{"name":"H2EarlyHint","module":"http2_module","so":"mod_http2.so","how":"TAKE2","override":12,"added":"2.4.58"},"h2earlyhints":{"name":"H2EarlyHints","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"onOff":true,"added":"2.4.24"},"h2maxdataframelen":{"name":"H2MaxDataFrameLen","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.58"},"h2maxheaderblocklen":{"name":"H2MaxHeaderBlockLen","module":"http2_module","so":"mod_http2.so","override":128,"added":">2.4.62"},"h2maxsessionstreams":{"name":"H2MaxSessionStreams","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2maxstreamerrors":{"name":"H2MaxStreamErrors","module":"http2_module","so":"mod_http2.so","override":128,"added":">2.4.62"},"h2maxworkeridleseconds":{"name":"H2MaxWorkerIdleSeconds","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"time":true,"added":"2.4.17"},"h2maxworkers":{"name":"H2MaxWorkers","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2minworkers":{"name":"H2MinWorkers","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2moderntlsonly":{"name":"H2ModernTLSOnly","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"onOff":true,"added":"2.4.18"},"h2outputbuffering":{"name":"H2OutputBuffering","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"onOff":true,"added":"2.4.47"},"h2padding":{"name":"H2Padding","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.39"},"h2proxyrequests":{"name":"H2ProxyRequests","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":4,"onOff":true,"added":"2.4.58"},"h2push":{"name":"H2Push","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":136,"onOff":true,"added":"2.4.18"},"h2pushdiarysize":{"name":"H2PushDiarySize","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.19"},"h2pushpriority":{"name":"H2PushPriority","module":"http2_module","so":"mod_http2.so","how":"TAKE23","override":128,"added":"2.4.18"},"h2pushresource":{"name":"H2PushResource","module":"http2_module","so":"mod_http2.so","how":"TAKE123","override":12,"added":"2.4.24"},"h2serializeheaders":{"name":"H2SerializeHeaders","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2sessionextrafiles":{"name":"H2SessionExtraFiles","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2streammaxmemsize":{"name":"H2StreamMaxMemSize","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"h2streamtimeout":{"name":"H2StreamTimeout","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"time":true,"added":"2.4.55"},"h2tlscooldownsecs":{"name":"H2TLSCoolDownSecs","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.18"},"h2tlswarmupsize":{"name":"H2TLSWarmUpSize","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.18"},"h2upgrade":{"name":"H2Upgrade","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":136,"onOff":true,"added":"2.4.18"},"h2websockets":{"name":"H2WebSockets","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"onOff":true,"added":"2.4.58"},"h2windowsize":{"name":"H2WindowSize","module":"http2_module","so":"mod_http2.so","how":"TAKE1","override":128,"added":"2.4.17"},"header":{"name":"Header","module":"headers_module","so":"mod_headers.so","how":"RAW_ARGS","override":4},"headername":{"name":"HeaderName","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE1","override":16},"heartbeataddress":{"name":"HeartbeatAddress","module":"heartbeat_module","so":"mod_heartbeat.so","how":"TAKE1","override":128,"forbidden":95},"heartbeatlisten":{"name":"HeartbeatListen","module":"heartmonitor_module","so":"mod_heartmonitor.so","how":"TAKE1","override":128,"forbidden":95},"heartbeatmaxservers":{"name":"HeartbeatMaxServers","module":"heartmonitor_module","so":"mod_heartmonitor.so","how":"TAKE1","override":128,"forbidden":95},"heartbeatstorage":{"name":"HeartbeatStorage","module":"heartmonitor_module","also":["lbmethod_heartbeat_module"],"so":"mod_heartmonitor.so","how":"TAKE1","override":128,"forbidden":95},"hostnamelookups":{"name":"HostnameLookups","module":"core_module","how":"TAKE1","override":192},"httpprotocoloptions":{"name":"HttpProtocolOptions","module":"core_module","how":"ITERATE","override":128,"added":"2.4.24"},"identitycheck":{"name":"IdentityCheck","module":"ident_module","so":"mod_ident.so","how":"FLAG","override":192},"identitychecktimeout":{"name":"IdentityCheckTimeout","module":"ident_module","so":"mod_ident.so","how":"TAKE1","override":192},"imapbase":{"name":"ImapBase","module":"imagemap_module","so":"mod_imagemap.so","how":"TAKE1","override":16},"imapdefault":{"name":"ImapDefault","module":"imagemap_module","so":"mod_imagemap.so","how":"TAKE1","override":16},"imapmenu":{"name":"ImapMenu","module":"imagemap_module","so":"mod_imagemap.so","how":"TAKE1","override":16},"include":{"name":"Include","module":"core_module","how":"TAKE1","override":448},"includeoptional":{"name":"IncludeOptional","module":"core_module","how":"TAKE1","override":448},"indexheadinsert":{"name":"IndexHeadInsert","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE1","override":16},"indexignore":{"name":"IndexIgnore","module":"autoindex_module","so":"mod_autoindex.so","how":"ITERATE","override":16},"indexignorereset":{"name":"IndexIgnoreReset","module":"autoindex_module","so":"mod_autoindex.so","how":"FLAG","override":16},"indexoptions":{"name":"IndexOptions","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE_ARGV","override":16},"indexorderdefault":{"name":"IndexOrderDefault","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE2","override":16},"indexstylesheet":{"name":"IndexStyleSheet","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE1","override":16},"inputsed":{"name":"InputSed","module":"sed_module","so":"mod_sed.so","how":"TAKE1","override":64},"keepalive":{"name":"KeepAlive","module":"http_module","how":"FLAG","override":128,"forbidden":94},"keepalivetimeout":{"name":"KeepAliveTimeout","module":"http_module","how":"TAKE1","override":128,"forbidden":94,"time":true},"keptbodysize":{"name":"KeptBodySize","module":"request_module","so":"mod_request.so","how":"TAKE1","override":64},"languagepriority":{"name":"LanguagePriority","module":"negotiation_module","so":"mod_negotiation.so","how":"ITERATE","override":4},"limitinternalrecursion":{"name":"LimitInternalRecursion","module":"core_module","how":"TAKE12","override":128},"limitrequestbody":{"name":"LimitRequestBody","module":"core_module","how":"TAKE1","override":31},"limitrequestfields":{"name":"LimitRequestFields","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"limitrequestfieldsize":{"name":"LimitRequestFieldsize","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"limitrequestline":{"name":"LimitRequestLine","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"limitxmlrequestbody":{"name":"LimitXMLRequestBody","module":"core_module","how":"TAKE1","override":31},"listen":{"name":"Listen","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE_ARGV","override":128,"forbidden":95},"listenbacklog":{"name":"ListenBacklog","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"listencoresbucketsratio":{"name":"ListenCoresBucketsRatio","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95,"added":"2.4.17"},"listentcpdeferaccept":{"name":"ListenTCPDeferAccept","module":"mpm_event_module","so":"mod_mpm_event.so","override":128,"added":">2.4.62"},"loadfile":{"name":"LoadFile","module":"so_module","how":"ITERATE","override":384},"loadmodule":{"name":"LoadModule","module":"so_module","how":"TAKE2","override":384},"logformat":{"name":"LogFormat","module":"log_config_module","how":"TAKE12","override":128},"logiotrackttfb":{"name":"LogIOTrackTTFB","module":"logio_module","how":"FLAG","override":31,"added":"2.4.13"},"loglevel":{"name":"LogLevel","module":"core_module","how":"ITERATE","override":192},"logmessage":{"name":"LogMessage","module":"log_debug_module","so":"mod_log_debug.so","how":"TAKE123","override":192},"lua_____bytecodehack":{"name":"Lua_____ByteCodeHack","module":"lua_module","so":"mod_lua.so","how":"RAW_ARGS","override":31},"luaauthzprovider":{"name":"LuaAuthzProvider","module":"lua_module","so":"mod_lua.so","how":"TAKE3","override":384,"forbidden":95,"added":"2.4.3"},"luacodecache":{"name":"LuaCodeCache","module":"lua_module","so":"mod_lua.so","how":"TAKE1","override":31,"added":"2.4.5"},"luahookaccesschecker":{"name":"LuaHookAccessChecker","module":"lua_module","so":"mod_lua.so","how":"TAKE23","override":31},"luahookauthchecker":{"name":"LuaHookAuthChecker","module":"lua_module","so":"mod_lua.so","how":"TAKE23","override":31},"luahookcheckuserid":{"name":"LuaHookCheckUserID","module":"lua_module","so":"mod_lua.so","how":"TAKE23","override":31},"luahookfixups":{"name":"LuaHookFixups","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31},"luahookinsertfilter":{"name":"LuaHookInsertFilter","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31},"luahooklog":{"name":"LuaHookLog","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31,"added":"2.4.7"},"luahookmaptostorage":{"name":"LuaHookMapToStorage","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31},"luahookpretranslatename":{"name":"LuaHookPreTranslateName","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31,"added":"2.4.49"},"luahooktranslatename":{"name":"LuaHookTranslateName","module":"lua_module","so":"mod_lua.so","how":"TAKE23","override":31,"forbidden":52},"luahooktypechecker":{"name":"LuaHookTypeChecker","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31},"luainherit":{"name":"LuaInherit","module":"lua_module","so":"mod_lua.so","how":"TAKE1","override":31},"luainputfilter":{"name":"LuaInputFilter","module":"lua_module","so":"mod_lua.so","how":"TAKE3","override":31,"forbidden":52,"added":"2.4.5"},"luamaphandler":{"name":"LuaMapHandler","module":"lua_module","so":"mod_lua.so","how":"TAKE23","override":31,"forbidden":52,"added":"2.4.5"},"luaoutputfilter":{"name":"LuaOutputFilter","module":"lua_module","so":"mod_lua.so","how":"TAKE3","override":31,"forbidden":52,"added":"2.4.5"},"luapackagecpath":{"name":"LuaPackageCPath","module":"lua_module","so":"mod_lua.so","how":"TAKE1","override":31},"luapackagepath":{"name":"LuaPackagePath","module":"lua_module","so":"mod_lua.so","how":"TAKE1","override":31},"luaquickhandler":{"name":"LuaQuickHandler","module":"lua_module","so":"mod_lua.so","how":"TAKE2","override":31,"forbidden":52},"luaroot":{"name":"LuaRoot","module":"lua_module","so":"mod_lua.so","how":"TAKE1","override":31},"luascope":{"name":"LuaScope","module":"lua_module","so":"mod_lua.so","how":"TAKE123","override":31},"macroignorebadnesting":{"name":"MacroIgnoreBadNesting","module":"macro_module","so":"mod_macro.so","override":223,"added":">2.4.62"},"macroignoreemptyargs":{"name":"MacroIgnoreEmptyArgs","module":"macro_module","so":"mod_macro.so","override":223,"added":">2.4.62"},"maxclients":{"name":"MaxClients","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"maxconnectionsperchild":{"name":"MaxConnectionsPerChild","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"maxkeepaliverequests":{"name":"MaxKeepAliveRequests","module":"http_module","how":"TAKE1","override":128,"forbidden":94},"maxmemfree":{"name":"MaxMemFree","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"maxrangeoverlaps":{"name":"MaxRangeOverlaps","module":"core_module","how":"TAKE1","override":192},"maxrangereversals":{"name":"MaxRangeReversals","module":"core_module","how":"TAKE1","override":192},"maxranges":{"name":"MaxRanges","module":"core_module","how":"TAKE1","override":192},"maxrequestsperchild":{"name":"MaxRequestsPerChild","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"maxrequestworkers":{"name":"MaxRequestWorkers","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"maxspareservers":{"name":"MaxSpareServers","module":"mpm_prefork_module","how":"TAKE1","override":128,"forbidden":95},"maxsparethreads":{"name":"MaxSpareThreads","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"mdactivationdelay":{"name":"MDActivationDelay","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mdbaseserver":{"name":"MDBaseServer","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdcacertificatefile":{"name":"MDCACertificateFile","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.48"},"mdcachallenges":{"name":"MDCAChallenges","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdcertificateagreement":{"name":"MDCertificateAgreement","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdcertificateauthority":{"name":"MDCertificateAuthority","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdcertificatecheck":{"name":"MDCertificateCheck","module":"md_module","so":"mod_md.so","how":"TAKE2","override":128,"added":"2.4.42"},"mdcertificatefile":{"name":"MDCertificateFile","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"mdcertificatekeyfile":{"name":"MDCertificateKeyFile","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"mdcertificateprotocol":{"name":"MDCertificateProtocol","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdcertificatestatus":{"name":"MDCertificateStatus","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"mdchallengedns01":{"name":"MDChallengeDns01","module":"md_module","so":"mod_md.so","how":"RAW_ARGS","override":128,"added":"2.4.40"},"mdchallengedns01version":{"name":"MDChallengeDns01Version","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.58"},"mdcheckinterval":{"name":"MDCheckInterval","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.60"},"mdcontactemail":{"name":"MDContactEmail","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mddrivemode":{"name":"MDDriveMode","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdexternalaccountbinding":{"name":"MDExternalAccountBinding","module":"md_module","so":"mod_md.so","how":"TAKE12","override":128,"added":"2.4.52"},"mdhttpproxy":{"name":"MDHttpProxy","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdhttpproxycacertificatefile":{"name":"MDHttpProxyCACertificateFile","module":"md_module","so":"mod_md.so","override":128,"added":">2.4.62"},"mdinitialdelay":{"name":"MDInitialDelay","module":"md_module","so":"mod_md.so","override":128,"added":">2.4.62"},"mdmatchnames":{"name":"MDMatchNames","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.58"},"mdmember":{"name":"MDMember","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdmembers":{"name":"MDMembers","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdmessagecmd":{"name":"MDMessageCmd","module":"md_module","so":"mod_md.so","how":"RAW_ARGS","override":128,"added":"2.4.40"},"mdmuststaple":{"name":"MDMustStaple","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdnotifycmd":{"name":"MDNotifyCmd","module":"md_module","so":"mod_md.so","how":"RAW_ARGS","override":128,"added":"2.4.30"},"mdomain":{"name":"MDomain","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdportmap":{"name":"MDPortMap","module":"md_module","so":"mod_md.so","how":"TAKE12","override":128,"added":"2.4.30"},"mdprivatekeys":{"name":"MDPrivateKeys","module":"md_module","so":"mod_md.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"mdprofile":{"name":"MDProfile","module":"md_module","so":"mod_md.so","override":128,"added":">2.4.62"},"mdprofilemandatory":{"name":"MDProfileMandatory","module":"md_module","so":"mod_md.so","override":128,"added":">2.4.62"},"mdrenewmode":{"name":"MDRenewMode","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"mdrenewviaari":{"name":"MDRenewViaARI","module":"md_module","so":"mod_md.so","override":128,"added":">2.4.62"},"mdrenewwindow":{"name":"MDRenewWindow","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdrequirehttps":{"name":"MDRequireHttps","module":"md_module","so":"mod_md.so","how":"TAKE1","override":136,"added":"2.4.30"},"mdretrydelay":{"name":"MDRetryDelay","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.54"},"mdretryfailover":{"name":"MDRetryFailover","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.54"},"mdserverstatus":{"name":"MDServerStatus","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"mdstapleothers":{"name":"MDStapleOthers","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mdstapling":{"name":"MDStapling","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mdstaplingkeepresponse":{"name":"MDStaplingKeepResponse","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mdstaplingrenewwindow":{"name":"MDStaplingRenewWindow","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.42"},"mdstoredir":{"name":"MDStoreDir","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.30"},"mdstorelocks":{"name":"MDStoreLocks","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.55"},"mdwarnwindow":{"name":"MDWarnWindow","module":"md_module","so":"mod_md.so","how":"TAKE1","override":128,"added":"2.4.40"},"memcacheconnttl":{"name":"MemcacheConnTTL","module":"socache_memcache_module","so":"mod_socache_memcache.so","how":"TAKE1","override":128,"time":true,"added":"2.4.17"},"mergeslashes":{"name":"MergeSlashes","module":"core_module","how":"FLAG","override":128,"added":"2.4.39"},"mergetrailers":{"name":"MergeTrailers","module":"core_module","how":"FLAG","override":128,"added":"2.4.11"},"metadir":{"name":"MetaDir","module":"cern_meta_module","so":"mod_cern_meta.so","how":"TAKE1","override":16},"metafiles":{"name":"MetaFiles","module":"cern_meta_module","so":"mod_cern_meta.so","how":"FLAG","override":16},"metasuffix":{"name":"MetaSuffix","module":"cern_meta_module","so":"mod_cern_meta.so","how":"TAKE1","override":16},"mimemagicfile":{"name":"MimeMagicFile","module":"mime_magic_module","so":"mod_mime_magic.so","how":"TAKE1","override":128},"minspareservers":{"name":"MinSpareServers","module":"mpm_prefork_module","how":"TAKE1","override":128,"forbidden":95},"minsparethreads":{"name":"MinSpareThreads","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"mmapfile":{"name":"mmapfile","module":"file_cache_module","so":"mod_file_cache.so","how":"ITERATE","override":128},"modemstandard":{"name":"ModemStandard","module":"dialup_module","so":"mod_dialup.so","override":64,"added":">2.4.62"},"modmimeusepathinfo":{"name":"ModMimeUsePathInfo","module":"mime_module","so":"mod_mime.so","how":"FLAG","override":64},"multiviewsmatch":{"name":"MultiviewsMatch","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4,"forbidden":8},"mutex":{"name":"Mutex","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":95},"namevirtualhost":{"name":"NameVirtualHost","module":"core_module","how":"TAKE1","override":128},"noproxy":{"name":"NoProxy","module":"proxy_module","so":"mod_proxy.so","how":"ITERATE","override":128},"options":{"name":"Options","module":"core_module","how":"RAW_ARGS","override":2},"order":{"name":"order","module":"access_compat_module","so":"mod_access_compat.so","how":"TAKE1","override":1},"outputsed":{"name":"OutputSed","module":"sed_module","so":"mod_sed.so","how":"TAKE1","override":64},"passenv":{"name":"PassEnv","module":"env_module","so":"mod_env.so","how":"ITERATE","override":4},"pidfile":{"name":"PidFile","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"port":{"name":"Port","module":"core_module","how":"TAKE1","override":128},"privilegesmode":{"name":"PrivilegesMode","module":"privileges_module","how":"TAKE1","override":192},"protocol":{"name":"Protocol","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"protocolecho":{"name":"ProtocolEcho","module":"echo_module","so":"mod_echo.so","how":"FLAG","override":128},"protocols":{"name":"Protocols","module":"core_module","how":"ITERATE","override":128,"forbidden":94,"added":"2.4.17"},"protocolshonororder":{"name":"ProtocolsHonorOrder","module":"core_module","how":"TAKE1","override":128,"forbidden":94,"added":"2.4.17"},"proxy100continue":{"name":"Proxy100Continue","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":192,"added":"2.4.40"},"proxyaddheaders":{"name":"ProxyAddHeaders","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":192},"proxybadheader":{"name":"ProxyBadHeader","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxyblock":{"name":"ProxyBlock","module":"proxy_module","so":"mod_proxy.so","how":"ITERATE","override":128},"proxydomain":{"name":"ProxyDomain","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxyerroroverride":{"name":"ProxyErrorOverride","module":"proxy_module","so":"mod_proxy.so","how":"ITERATE","override":192},"proxyexpressdbmfile":{"name":"ProxyExpressDBMFile","module":"proxy_express_module","so":"mod_proxy_express.so","how":"TAKE1","override":4},"proxyexpressdbmtype":{"name":"ProxyExpressDBMType","module":"proxy_express_module","so":"mod_proxy_express.so","how":"TAKE1","override":4},"proxyexpressenable":{"name":"ProxyExpressEnable","module":"proxy_express_module","so":"mod_proxy_express.so","how":"FLAG","override":4},"proxyfcgibackendtype":{"name":"ProxyFCGIBackendType","module":"proxy_fcgi_module","so":"mod_proxy_fcgi.so","how":"TAKE1","override":4,"added":"2.4.26"},"proxyfcgisetenvif":{"name":"ProxyFCGISetEnvIf","module":"proxy_fcgi_module","so":"mod_proxy_fcgi.so","how":"TAKE23","override":4,"added":"2.4.26"},"proxyftpdircharset":{"name":"ProxyFtpDirCharset","module":"proxy_ftp_module","so":"mod_proxy_ftp.so","how":"TAKE1","override":192},"proxyftpescapewildcards":{"name":"ProxyFtpEscapeWildcards","module":"proxy_ftp_module","so":"mod_proxy_ftp.so","how":"FLAG","override":192},"proxyftplistonwildcard":{"name":"ProxyFtpListOnWildcard","module":"proxy_ftp_module","so":"mod_proxy_ftp.so","how":"FLAG","override":192},"proxyhcexpr":{"name":"ProxyHCExpr","module":"proxy_hcheck_module","so":"mod_proxy_hcheck.so","how":"RAW_ARGS","override":4,"forbidden":32,"added":"2.4.21"},"proxyhctemplate":{"name":"ProxyHCTemplate","module":"proxy_hcheck_module","so":"mod_proxy_hcheck.so","how":"RAW_ARGS","override":4,"forbidden":32,"added":"2.4.21"},"proxyhctpsize":{"name":"ProxyHCTPsize","module":"proxy_hcheck_module","so":"mod_proxy_hcheck.so","how":"TAKE1","override":128,"forbidden":95,"added":"2.4.21"},"proxyhtmlbufsize":{"name":"ProxyHTMLBufSize","module":"proxy_html_module","so":"mod_proxy_html.so","how":"TAKE1","override":192},"proxyhtmlcharsetout":{"name":"ProxyHTMLCharsetOut","module":"proxy_html_module","so":"mod_proxy_html.so","how":"TAKE1","override":192},"proxyhtmldoctype":{"name":"ProxyHTMLDoctype","module":"proxy_html_module","so":"mod_proxy_html.so","how":"TAKE12","override":192},"proxyhtmlenable":{"name":"ProxyHTMLEnable","module":"proxy_html_module","so":"mod_proxy_html.so","how":"FLAG","override":192},"proxyhtmlevents":{"name":"ProxyHTMLEvents","module":"proxy_html_module","so":"mod_proxy_html.so","how":"ITERATE","override":192},"proxyhtmlextended":{"name":"ProxyHTMLExtended","module":"proxy_html_module","so":"mod_proxy_html.so","how":"FLAG","override":192},"proxyhtmlfixups":{"name":"ProxyHTMLFixups","module":"proxy_html_module","so":"mod_proxy_html.so","how":"ITERATE","override":192},"proxyhtmlinterp":{"name":"ProxyHTMLInterp","module":"proxy_html_module","so":"mod_proxy_html.so","how":"FLAG","override":192},"proxyhtmllinks":{"name":"ProxyHTMLLinks","module":"proxy_html_module","so":"mod_proxy_html.so","how":"ITERATE2","override":192},"proxyhtmlmeta":{"name":"ProxyHTMLMeta","module":"proxy_html_module","so":"mod_proxy_html.so","how":"FLAG","override":192},"proxyhtmlstripcomments":{"name":"ProxyHTMLStripComments","module":"proxy_html_module","so":"mod_proxy_html.so","how":"FLAG","override":192},"proxyhtmlurlmap":{"name":"ProxyHTMLURLMap","module":"proxy_html_module","so":"mod_proxy_html.so","how":"RAW_ARGS","override":192},"proxyiobuffersize":{"name":"ProxyIOBufferSize","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxymaxforwards":{"name":"ProxyMaxForwards","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxypass":{"name":"ProxyPass","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":192,"forbidden":20},"proxypassinherit":{"name":"ProxyPassInherit","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":128,"added":"2.4.5"},"proxypassinterpolateenv":{"name":"ProxyPassInterpolateEnv","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":192},"proxypassmatch":{"name":"ProxyPassMatch","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":192,"forbidden":20},"proxypassreverse":{"name":"ProxyPassReverse","module":"proxy_module","so":"mod_proxy.so","how":"TAKE123","override":192,"forbidden":20},"proxypassreversecookiedomain":{"name":"ProxyPassReverseCookieDomain","module":"proxy_module","so":"mod_proxy.so","how":"TAKE23","override":192},"proxypassreversecookiepath":{"name":"ProxyPassReverseCookiePath","module":"proxy_module","so":"mod_proxy.so","how":"TAKE23","override":192},"proxypreservehost":{"name":"ProxyPreserveHost","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":192},"proxyreceivebuffersize":{"name":"ProxyReceiveBufferSize","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxyremote":{"name":"ProxyRemote","module":"proxy_module","so":"mod_proxy.so","how":"TAKE23","override":128},"proxyremotematch":{"name":"ProxyRemoteMatch","module":"proxy_module","so":"mod_proxy.so","how":"TAKE23","override":128},"proxyrequests":{"name":"ProxyRequests","module":"proxy_module","so":"mod_proxy.so","how":"FLAG","override":128},"proxyscgiinternalredirect":{"name":"ProxySCGIInternalRedirect","module":"proxy_scgi_module","so":"mod_proxy_scgi.so","how":"TAKE1","override":192},"proxyscgisendfile":{"name":"ProxySCGISendfile","module":"proxy_scgi_module","so":"mod_proxy_scgi.so","how":"TAKE1","override":192},"proxyset":{"name":"ProxySet","module":"proxy_module","so":"mod_proxy.so","how":"RAW_ARGS","override":192,"forbidden":32},"proxysourceaddress":{"name":"ProxySourceAddress","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxystatus":{"name":"ProxyStatus","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxytimeout":{"name":"ProxyTimeout","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxyvia":{"name":"ProxyVia","module":"proxy_module","so":"mod_proxy.so","how":"TAKE1","override":128},"proxywebsocketfallbacktoproxyhttp":{"name":"ProxyWebsocketFallbackToProxyHttp","module":"proxy_wstunnel_module","so":"mod_proxy_wstunnel.so","how":"FLAG","override":192,"added":"2.4.48"},"qualifyredirecturl":{"name":"QualifyRedirectURL","module":"core_module","how":"FLAG","override":4,"added":"2.4.18"},"readbuffersize":{"name":"ReadBufferSize","module":"core_module","how":"TAKE1","override":192,"added":"2.4.47"},"readmename":{"name":"ReadmeName","module":"autoindex_module","so":"mod_autoindex.so","how":"TAKE1","override":16},"receivebuffersize":{"name":"ReceiveBufferSize","module":"mpm_event_module","so":"mod_mpm_event.so","override":128,"added":">2.4.62"},"redirect":{"name":"Redirect","module":"alias_module","so":"mod_alias.so","how":"TAKE123","override":4},"redirectmatch":{"name":"RedirectMatch","module":"alias_module","so":"mod_alias.so","how":"TAKE23","override":4},"redirectpermanent":{"name":"RedirectPermanent","module":"alias_module","so":"mod_alias.so","how":"TAKE2","override":4},"redirectrelative":{"name":"RedirectRelative","module":"alias_module","so":"mod_alias.so","how":"FLAG","override":4,"added":"2.4.58"},"redirecttemp":{"name":"RedirectTemp","module":"alias_module","so":"mod_alias.so","how":"TAKE2","override":4},"redisconnpoolttl":{"name":"RedisConnPoolTTL","module":"socache_redis_module","so":"mod_socache_redis.so","how":"TAKE1","override":128,"time":true,"added":"2.4.39"},"redistimeout":{"name":"RedisTimeout","module":"socache_redis_module","so":"mod_socache_redis.so","how":"TAKE1","override":128,"time":true,"added":"2.4.39"},"reflectorheader":{"name":"ReflectorHeader","module":"reflector_module","so":"mod_reflector.so","how":"TAKE12","override":2},"regexdefaultoptions":{"name":"RegexDefaultOptions","module":"core_module","how":"RAW_ARGS","override":128,"forbidden":95,"added":"2.4.30"},"registerhttpmethod":{"name":"RegisterHttpMethod","module":"core_module","how":"ITERATE","override":128,"forbidden":95,"added":"2.4.24"},"remoteipheader":{"name":"RemoteIPHeader","module":"remoteip_module","so":"mod_remoteip.so","how":"TAKE1","override":128},"remoteipinternalproxy":{"name":"RemoteIPInternalProxy","module":"remoteip_module","so":"mod_remoteip.so","how":"ITERATE","override":128},"remoteipinternalproxylist":{"name":"RemoteIPInternalProxyList","module":"remoteip_module","so":"mod_remoteip.so","how":"TAKE1","override":384},"remoteipproxiesheader":{"name":"RemoteIPProxiesHeader","module":"remoteip_module","so":"mod_remoteip.so","how":"TAKE1","override":128},"remoteipproxyprotocol":{"name":"RemoteIPProxyProtocol","module":"remoteip_module","so":"mod_remoteip.so","how":"FLAG","override":128,"added":"2.4.30"},"remoteipproxyprotocolexceptions":{"name":"RemoteIPProxyProtocolExceptions","module":"remoteip_module","so":"mod_remoteip.so","how":"TAKE_ARGV","override":128,"added":"2.4.30"},"remoteiptrustedproxy":{"name":"RemoteIPTrustedProxy","module":"remoteip_module","so":"mod_remoteip.so","how":"ITERATE","override":128},"remoteiptrustedproxylist":{"name":"RemoteIPTrustedProxyList","module":"remoteip_module","so":"mod_remoteip.so","how":"TAKE1","override":384},"removecharset":{"name":"RemoveCharset","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removeencoding":{"name":"RemoveEncoding","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removehandler":{"name":"RemoveHandler","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removeinputfilter":{"name":"RemoveInputFilter","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removelanguage":{"name":"RemoveLanguage","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removeoutputfilter":{"name":"RemoveOutputFilter","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"removetype":{"name":"RemoveType","module":"mime_module","so":"mod_mime.so","how":"ITERATE","override":4},"requestheader":{"name":"RequestHeader","module":"headers_module","so":"mod_headers.so","how":"RAW_ARGS","override":4},"requestreadtimeout":{"name":"RequestReadTimeout","module":"reqtimeout_module","so":"mod_reqtimeout.so","how":"RAW_ARGS","override":128},"require":{"name":"Require","module":"authz_core_module","so":"mod_authz_core.so","how":"RAW_ARGS","override":8},"rewritebase":{"name":"RewriteBase","module":"rewrite_module","so":"mod_rewrite.so","how":"TAKE1","override":4},"rewritecond":{"name":"RewriteCond","module":"rewrite_module","so":"mod_rewrite.so","how":"RAW_ARGS","override":4},"rewriteengine":{"name":"RewriteEngine","module":"rewrite_module","so":"mod_rewrite.so","how":"FLAG","override":4},"rewritemap":{"name":"RewriteMap","module":"rewrite_module","so":"mod_rewrite.so","how":"TAKE23","override":128},"rewriteoptions":{"name":"RewriteOptions","module":"rewrite_module","so":"mod_rewrite.so","how":"ITERATE","override":4},"rewriterule":{"name":"RewriteRule","module":"rewrite_module","so":"mod_rewrite.so","how":"RAW_ARGS","override":4},"rlimitcpu":{"name":"RLimitCPU","module":"core_module","how":"TAKE12","override":31},"rlimitmem":{"name":"RLimitMEM","module":"core_module","how":"TAKE12","override":31},"rlimitnproc":{"name":"RLimitNPROC","module":"core_module","how":"TAKE12","override":31},"satisfy":{"name":"Satisfy","module":"access_compat_module","so":"mod_access_compat.so","how":"TAKE1","override":8},"scoreboardfile":{"name":"ScoreBoardFile","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"script":{"name":"Script","module":"actions_module","so":"mod_actions.so","how":"TAKE2","override":192},"scriptalias":{"name":"ScriptAlias","module":"alias_module","so":"mod_alias.so","how":"TAKE12","override":192,"forbidden":20},"scriptaliasmatch":{"name":"ScriptAliasMatch","module":"alias_module","so":"mod_alias.so","how":"TAKE2","override":128,"forbidden":94},"scriptlog":{"name":"ScriptLog","module":"cgi_module","also":["cgid_module"],"so":"mod_cgi.so","how":"TAKE1","override":128},"scriptlogbuffer":{"name":"ScriptLogBuffer","module":"cgi_module","also":["cgid_module"],"so":"mod_cgi.so","how":"TAKE1","override":128},"scriptloglength":{"name":"ScriptLogLength","module":"cgi_module","also":["cgid_module"],"so":"mod_cgi.so","how":"TAKE1","override":128},"scriptsock":{"name":"ScriptSock","module":"cgid_module","so":"mod_cgid.so","how":"TAKE1","override":128,"forbidden":95},"seerequesttail":{"name":"SeeRequestTail","module":"core_module","how":"FLAG","override":128,"forbidden":95},"sendbuffersize":{"name":"SendBufferSize","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"serveradmin":{"name":"ServerAdmin","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"serveralias":{"name":"ServerAlias","module":"core_module","how":"RAW_ARGS","override":128},"serverlimit":{"name":"ServerLimit","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"servername":{"name":"ServerName","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"serverpath":{"name":"ServerPath","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"serverroot":{"name":"ServerRoot","module":"core_module","how":"TAKE1","override":384,"forbidden":95},"serversignature":{"name":"ServerSignature","module":"core_module","how":"TAKE1","override":31},"servertokens":{"name":"ServerTokens","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"session":{"name":"Session","module":"session_module","so":"mod_session.so","how":"FLAG","override":136},"sessioncookiename":{"name":"SessionCookieName","module":"session_cookie_module","so":"mod_session_cookie.so","how":"RAW_ARGS","override":136},"sessioncookiename2":{"name":"SessionCookieName2","module":"session_cookie_module","so":"mod_session_cookie.so","how":"RAW_ARGS","override":136},"sessioncookieremove":{"name":"SessionCookieRemove","module":"session_cookie_module","so":"mod_session_cookie.so","how":"FLAG","override":136},"sessioncryptocipher":{"name":"SessionCryptoCipher","module":"session_crypto_module","so":"mod_session_crypto.so","how":"TAKE1","override":136},"sessioncryptodriver":{"name":"SessionCryptoDriver","module":"session_crypto_module","so":"mod_session_crypto.so","how":"RAW_ARGS","override":128,"forbidden":95},"sessioncryptopassphrase":{"name":"SessionCryptoPassphrase","module":"session_crypto_module","so":"mod_session_crypto.so","how":"ITERATE","override":136},"sessioncryptopassphrasefile":{"name":"SessionCryptoPassphraseFile","module":"session_crypto_module","so":"mod_session_crypto.so","how":"TAKE1","override":192},"sessiondbdcookiename":{"name":"SessionDBDCookieName","module":"session_dbd_module","so":"mod_session_dbd.so","how":"RAW_ARGS","override":136},"sessiondbdcookiename2":{"name":"SessionDBDCookieName2","module":"session_dbd_module","so":"mod_session_dbd.so","how":"RAW_ARGS","override":136},"sessiondbdcookieremove":{"name":"SessionDBDCookieRemove","module":"session_dbd_module","so":"mod_session_dbd.so","how":"FLAG","override":136},"sessiondbddeletelabel":{"name":"SessionDBDDeleteLabel","module":"session_dbd_module","so":"mod_session_dbd.so","how":"TAKE1","override":136},"sessiondbdinsertlabel":{"name":"SessionDBDInsertLabel","module":"session_dbd_module","so":"mod_session_dbd.so","how":"TAKE1","override":136},"sessiondbdperuser":{"name":"SessionDBDPerUser","module":"session_dbd_module","so":"mod_session_dbd.so","how":"FLAG","override":136},"sessiondbdselectlabel":{"name":"SessionDBDSelectLabel","module":"session_dbd_module","so":"mod_session_dbd.so","how":"TAKE1","override":136},"sessiondbdupdatelabel":{"name":"SessionDBDUpdateLabel","module":"session_dbd_module","so":"mod_session_dbd.so","how":"TAKE1","override":136},"sessionenv":{"name":"SessionEnv","module":"session_module","so":"mod_session.so","how":"FLAG","override":136},"sessionexclude":{"name":"SessionExclude","module":"session_module","so":"mod_session.so","how":"TAKE1","override":136},"sessionexpiryupdateinterval":{"name":"SessionExpiryUpdateInterval","module":"session_module","so":"mod_session.so","how":"TAKE1","override":136,"added":"2.4.41"},"sessionheader":{"name":"SessionHeader","module":"session_module","so":"mod_session.so","how":"TAKE1","override":136},"sessioninclude":{"name":"SessionInclude","module":"session_module","so":"mod_session.so","how":"TAKE1","override":136},"sessionmaxage":{"name":"SessionMaxAge","module":"session_module","so":"mod_session.so","how":"TAKE1","override":136},"setenv":{"name":"SetEnv","module":"env_module","so":"mod_env.so","how":"TAKE12","override":4},"setenvif":{"name":"SetEnvIf","module":"setenvif_module","so":"mod_setenvif.so","how":"RAW_ARGS","override":4},"setenvifexpr":{"name":"SetEnvIfExpr","module":"setenvif_module","so":"mod_setenvif.so","how":"RAW_ARGS","override":4},"setenvifnocase":{"name":"SetEnvIfNoCase","module":"setenvif_module","so":"mod_setenvif.so","how":"RAW_ARGS","override":4},"sethandler":{"name":"SetHandler","module":"core_module","how":"TAKE1","override":4},"setinputfilter":{"name":"SetInputFilter","module":"core_module","how":"TAKE1","override":4},"setoutputfilter":{"name":"SetOutputFilter","module":"core_module","how":"TAKE1","override":4},"ssiendtag":{"name":"SSIEndTag","module":"include_module","so":"mod_include.so","how":"TAKE1","override":128},"ssierrormsg":{"name":"SSIErrorMsg","module":"include_module","so":"mod_include.so","how":"TAKE1","override":31},"ssietag":{"name":"SSIEtag","module":"include_module","so":"mod_include.so","how":"FLAG","override":1},"ssilastmodified":{"name":"SSILastModified","module":"include_module","so":"mod_include.so","how":"FLAG","override":1},"ssilegacyexprparser":{"name":"SSILegacyExprParser","module":"include_module","so":"mod_include.so","how":"FLAG","override":1},"ssistarttag":{"name":"SSIStartTag","module":"include_module","so":"mod_include.so","how":"TAKE1","override":128},"ssitimeformat":{"name":"SSITimeFormat","module":"include_module","so":"mod_include.so","how":"TAKE1","override":31},"ssiundefinedecho":{"name":"SSIUndefinedEcho","module":"include_module","so":"mod_include.so","how":"TAKE1","override":31},"sslcacertificatefile":{"name":"SSLCACertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":136},"sslcacertificatepath":{"name":"SSLCACertificatePath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":136},"sslcadnrequestfile":{"name":"SSLCADNRequestFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcadnrequestpath":{"name":"SSLCADNRequestPath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcarevocationcheck":{"name":"SSLCARevocationCheck","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":128},"sslcarevocationfile":{"name":"SSLCARevocationFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcarevocationpath":{"name":"SSLCARevocationPath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcertificatechainfile":{"name":"SSLCertificateChainFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcertificatefile":{"name":"SSLCertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslcertificatekeyfile":{"name":"SSLCertificateKeyFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslciphersuite":{"name":"SSLCipherSuite","module":"ssl_module","so":"mod_ssl.so","how":"TAKE12","override":136},"sslcompression":{"name":"SSLCompression","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128,"forbidden":95,"added":"2.4.3"},"sslcryptodevice":{"name":"SSLCryptoDevice","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"forbidden":95},"sslengine":{"name":"SSLEngine","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslfips":{"name":"SSLFIPS","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128,"forbidden":95},"sslhonorcipherorder":{"name":"SSLHonorCipherOrder","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslinsecurerenegotiation":{"name":"SSLInsecureRenegotiation","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"ssllog":{"name":"SSLLog","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":31},"sslloglevel":{"name":"SSLLogLevel","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":31},"sslocspdefaultresponder":{"name":"SSLOCSPDefaultResponder","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslocspenable":{"name":"SSLOCSPEnable","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":128},"sslocspnoverify":{"name":"SSLOCSPNoVerify","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128,"added":"2.4.26"},"sslocspoverrideresponder":{"name":"SSLOCSPOverrideResponder","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslocspproxyurl":{"name":"SSLOCSPProxyURL","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"added":"2.4.19"},"sslocsprespondercertificatefile":{"name":"SSLOCSPResponderCertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"added":"2.4.26"},"sslocsprespondertimeout":{"name":"SSLOCSPResponderTimeout","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslocspresponsemaxage":{"name":"SSLOCSPResponseMaxAge","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslocspresponsetimeskew":{"name":"SSLOCSPResponseTimeSkew","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslocspuserequestnonce":{"name":"SSLOCSPUseRequestNonce","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128,"added":"2.4.10"},"sslopensslconfcmd":{"name":"SSLOpenSSLConfCmd","module":"ssl_module","so":"mod_ssl.so","how":"TAKE2","override":128,"added":"2.4.8"},"ssloptions":{"name":"SSLOptions","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":2},"sslpassphrasedialog":{"name":"SSLPassPhraseDialog","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"forbidden":95},"sslpkcs7certificatefile":{"name":"SSLPKCS7CertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"removed":"2.4.8"},"sslprotocol":{"name":"SSLProtocol","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":128},"sslproxycacertificatefile":{"name":"SSLProxyCACertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxycacertificatepath":{"name":"SSLProxyCACertificatePath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxycarevocationcheck":{"name":"SSLProxyCARevocationCheck","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":2176},"sslproxycarevocationfile":{"name":"SSLProxyCARevocationFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxycarevocationpath":{"name":"SSLProxyCARevocationPath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxycheckpeercn":{"name":"SSLProxyCheckPeerCN","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":2176},"sslproxycheckpeerexpire":{"name":"SSLProxyCheckPeerExpire","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":2176},"sslproxycheckpeername":{"name":"SSLProxyCheckPeerName","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":2176,"added":"2.4.5"},"sslproxyciphersuite":{"name":"SSLProxyCipherSuite","module":"ssl_module","so":"mod_ssl.so","how":"TAKE12","override":2176},"sslproxyengine":{"name":"SSLProxyEngine","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":2176},"sslproxymachinecertificatechainfile":{"name":"SSLProxyMachineCertificateChainFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxymachinecertificatefile":{"name":"SSLProxyMachineCertificateFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxymachinecertificatepath":{"name":"SSLProxyMachineCertificatePath","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxyprotocol":{"name":"SSLProxyProtocol","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":2176},"sslproxyverify":{"name":"SSLProxyVerify","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslproxyverifydepth":{"name":"SSLProxyVerifyDepth","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":2176},"sslrandomseed":{"name":"SSLRandomSeed","module":"ssl_module","so":"mod_ssl.so","how":"TAKE23","override":128,"forbidden":95},"sslrenegbuffersize":{"name":"SSLRenegBufferSize","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":8},"sslrequire":{"name":"SSLRequire","module":"ssl_module","so":"mod_ssl.so","how":"RAW_ARGS","override":8},"sslrequiressl":{"name":"SSLRequireSSL","module":"ssl_module","so":"mod_ssl.so","how":"NO_ARGS","override":8},"sslsessioncache":{"name":"SSLSessionCache","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"forbidden":95},"sslsessioncachetimeout":{"name":"SSLSessionCacheTimeout","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslsessionticketkeyfile":{"name":"SSLSessionTicketKeyFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslsessiontickets":{"name":"SSLSessionTickets","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128,"added":"2.4.11"},"sslsrpunknownuserseed":{"name":"SSLSRPUnknownUserSeed","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"added":"2.4.4"},"sslsrpverifierfile":{"name":"SSLSRPVerifierFile","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"added":"2.4.4"},"sslstaplingcache":{"name":"SSLStaplingCache","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128,"forbidden":95},"sslstaplingerrorcachetimeout":{"name":"SSLStaplingErrorCacheTimeout","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstaplingfaketrylater":{"name":"SSLStaplingFakeTryLater","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslstaplingforceurl":{"name":"SSLStaplingForceURL","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstaplingrespondertimeout":{"name":"SSLStaplingResponderTimeout","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstaplingresponsemaxage":{"name":"SSLStaplingResponseMaxAge","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstaplingresponsetimeskew":{"name":"SSLStaplingResponseTimeSkew","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstaplingreturnrespondererrors":{"name":"SSLStaplingReturnResponderErrors","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslstaplingstandardcachetimeout":{"name":"SSLStaplingStandardCacheTimeout","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":128},"sslstrictsnivhostcheck":{"name":"SSLStrictSNIVHostCheck","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslusername":{"name":"SSLUserName","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":136},"sslusestapling":{"name":"SSLUseStapling","module":"ssl_module","so":"mod_ssl.so","how":"FLAG","override":128},"sslverifyclient":{"name":"SSLVerifyClient","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":136},"sslverifydepth":{"name":"SSLVerifyDepth","module":"ssl_module","so":"mod_ssl.so","how":"TAKE1","override":136},"sslvhostsnipolicy":{"name":"SSLVHostSNIPolicy","module":"ssl_module","so":"mod_ssl.so","override":128,"added":">2.4.62"},"startservers":{"name":"StartServers","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"stricthostcheck":{"name":"StrictHostCheck","module":"core_module","how":"FLAG","override":128,"added":"2.4.49"},"substitute":{"name":"Substitute","module":"substitute_module","so":"mod_substitute.so","how":"TAKE1","override":4},"substituteinheritbefore":{"name":"SubstituteInheritBefore","module":"substitute_module","so":"mod_substitute.so","how":"FLAG","override":4,"added":"2.4.17"},"substitutemaxlinelength":{"name":"SubstituteMaxLineLength","module":"substitute_module","so":"mod_substitute.so","how":"TAKE1","override":4,"added":"2.4.11"},"suexec":{"name":"Suexec","module":"unixd_module","how":"FLAG","override":128,"forbidden":95},"suexecusergroup":{"name":"SuexecUserGroup","module":"suexec_module","so":"mod_suexec.so","how":"TAKE2","override":128,"forbidden":94},"threadlimit":{"name":"ThreadLimit","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"threadsperchild":{"name":"ThreadsPerChild","module":"mpm_event_module","so":"mod_mpm_event.so","how":"TAKE1","override":128,"forbidden":95},"threadstacksize":{"name":"ThreadStackSize","module":"core_module","how":"TAKE1","override":128,"forbidden":95},"timeout":{"name":"Timeout","module":"core_module","how":"TAKE1","override":128,"forbidden":94},"tlscertificate":{"name":"TLSCertificate","module":"tls_module","how":"TAKE12","override":128,"added":"2.4.52"},"tlsciphersprefer":{"name":"TLSCiphersPrefer","module":"tls_module","how":"TAKE_ARGV","override":128,"added":"2.4.52"},"tlscipherssuppress":{"name":"TLSCiphersSuppress","module":"tls_module","how":"TAKE_ARGV","override":128,"added":"2.4.52"},"tlsclientca":{"name":"TLSClientCA","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlsclientcertificate":{"name":"TLSClientCertificate","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlsengine":{"name":"TLSEngine","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlshonorclientorder":{"name":"TLSHonorClientOrder","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlsoptions":{"name":"TLSOptions","module":"tls_module","how":"TAKE_ARGV","override":2,"added":"2.4.52"},"tlsprotocol":{"name":"TLSProtocol","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlsproxyca":{"name":"TLSProxyCA","module":"tls_module","how":"TAKE1","override":2176,"added":"2.4.52"},"tlsproxyciphersprefer":{"name":"TLSProxyCiphersPrefer","module":"tls_module","how":"TAKE_ARGV","override":2176,"added":"2.4.52"},"tlsproxycipherssuppress":{"name":"TLSProxyCiphersSuppress","module":"tls_module","how":"TAKE_ARGV","override":2176,"added":"2.4.52"},"tlsproxyengine":{"name":"TLSProxyEngine","module":"tls_module","how":"FLAG","override":2176,"added":"2.4.52"},"tlsproxymachinecertificate":{"name":"TLSProxyMachineCertificate","module":"tls_module","how":"TAKE12","override":2176,"added":"2.4.52"},"tlsproxyprotocol":{"name":"TLSProxyProtocol","module":"tls_module","how":"TAKE1","override":2176,"added":"2.4.52"},"tlssessioncache":{"name":"TLSSessionCache","module":"tls_module","how":"TAKE1","override":128,"forbidden":95,"added":"2.4.52"},"tlsstrictsni":{"name":"TLSStrictSNI","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"tlsusername":{"name":"TLSUserName","module":"tls_module","how":"TAKE1","override":128,"added":"2.4.52"},"traceenable":{"name":"TraceEnable","module":"core_module","how":"TAKE1","override":128},"transferlog":{"name":"TransferLog","module":"log_config_module","how":"TAKE1","override":128},"typesconfig":{"name":"TypesConfig","module":"mime_module","so":"mod_mime.so","how":"TAKE1","override":128},"unclist":{"name":"UNCList","module":"core_module","how":"TAKE_ARGV","override":128,"forbidden":1,"added":"2.4.60"},"undefine":{"name":"UnDefine","module":"core_module","how":"TAKE1","override":448,"forbidden":32},"undefmacro":{"name":"UndefMacro","module":"macro_module","so":"mod_macro.so","how":"TAKE1","override":287,"added":"2.4.5"},"unsetenv":{"name":"UnsetEnv","module":"env_module","so":"mod_env.so","how":"ITERATE","override":4},"use":{"name":"Use","module":"macro_module","so":"mod_macro.so","how":"RAW_ARGS","override":287,"added":"2.4.5"},"usecanonicalname":{"name":"UseCanonicalName","module":"core_module","how":"TAKE1","override":192},"usecanonicalphysicalport":{"name":"UseCanonicalPhysicalPort","module":"core_module","how":"TAKE1","override":192},"user":{"name":"User","module":"unixd_module","how":"TAKE1","override":128,"forbidden":95},"userdir":{"name":"UserDir","module":"userdir_module","so":"mod_userdir.so","how":"RAW_ARGS","override":128},"vhostcgimode":{"name":"VHostCGIMode","module":"privileges_module","how":"TAKE1","override":128},"vhostcgiprivs":{"name":"VHostCGIPrivs","module":"privileges_module","how":"ITERATE","override":128},"vhostgroup":{"name":"VHostGroup","module":"privileges_module","how":"TAKE1","override":128},"vhostprivs":{"name":"VHostPrivs","module":"privileges_module","how":"ITERATE","override":128},"vhostsecure":{"name":"VHostSecure","module":"privileges_module","how":"FLAG","override":128},"vhostuser":{"name":"VHostUser","module":"privileges_module","how":"TAKE1","override":128},"virtualdocumentroot":{"name":"VirtualDocumentRoot","module":"vhost_alias_module","so":"mod_vhost_alias.so","how":"TAKE1","override":128},"virtualdocumentrootip":{"name":"VirtualDocumentRootIP","module":"vhost_alias_module","so":"mod_vhost_alias.so","how":"TAKE1","override":128},"virtualscriptalias":{"name":"VirtualScriptAlias","module":"vhost_alias_module","so":"mod_vhost_alias.so","how":"TAKE1","override":128},"virtualscriptaliasip":{"name":"VirtualScriptAliasIP","module":"vhost_alias_module","so":"mod_vhost_alias.so","how":"TAKE1","override":128},"watchdoginterval":{"name":"WatchdogInterval","module":"watchdog_module","how":"TAKE1","override":128,"forbidden":95,"time":true},"xbithack":{"name":"XBitHack","module":"include_module","so":"mod_include.so","how":"TAKE1","override":2},"xml2encalias":{"name":"xml2EncAlias","module":"xml2enc_module","so":"mod_xml2enc.so","how":"ITERATE2","override":128,"forbidden":95},"xml2encdefault":{"name":"xml2EncDefault","module":"xml2enc_module","so":"mod_xml2enc.so","how":"TAKE1","override":31},"xml2startparse":{"name":"xml2StartParse","module":"xml2enc_module","so":"mod_xml2enc.so","how":"ITERATE","override":31}}}';
  }
});

// src/apache/directive-table.ts
function load() {
  if (!table) {
    const parsed = JSON.parse(APACHE_DIRECTIVES_JSON);
    table = { rows: new Map(Object.entries(parsed.directives)), static: new Set(parsed.static), requires: parsed.requires ?? {} };
  }
  return table;
}
function apacheDirective(key) {
  return load().rows.get(key);
}
function apacheDirectiveNames() {
  return load().rows.keys();
}
function isStaticModule(module2) {
  return load().static.has(module2);
}
function moduleRequires(module2) {
  return load().requires[module2] ?? [];
}
var table;
var init_directive_table = __esm({
  "src/apache/directive-table.ts"() {
    "use strict";
    init_directive_data();
  }
});

// src/apache/validity-args.ts
function checkArgumentCount(how, words) {
  let i = 0;
  const next = () => words[i++] ?? "";
  const more = () => i < words.length;
  const count = (message) => ({ kind: "count", message });
  switch (how) {
    case "NO_ARGS":
      return words.length ? { kind: "count", message: "takes no arguments", at: 0 } : void 0;
    case "TAKE1": {
      const w = next();
      return w === "" || more() ? count("takes one argument") : void 0;
    }
    case "TAKE2": {
      const w = next();
      const w2 = next();
      return w === "" || w2 === "" || more() ? count("takes two arguments") : void 0;
    }
    case "TAKE12": {
      const w = next();
      next();
      return w === "" || more() ? count("takes one or two arguments") : void 0;
    }
    case "TAKE3": {
      const w = next();
      const w2 = next();
      const w3 = next();
      return w === "" || w2 === "" || w3 === "" || more() ? count("takes three arguments") : void 0;
    }
    case "TAKE23": {
      const w = next();
      const w2 = next();
      if (more()) next();
      return w === "" || w2 === "" || more() ? count("takes two or three arguments") : void 0;
    }
    case "TAKE123": {
      const w = next();
      if (more()) next();
      if (more()) next();
      return w === "" || more() ? count("takes one, two or three arguments") : void 0;
    }
    case "TAKE13": {
      const w = next();
      const w2 = more() ? next() : void 0;
      const w3 = more() ? next() : void 0;
      return w === "" || w2 && w3 === void 0 || more() ? count("takes one or three arguments") : void 0;
    }
    case "ITERATE":
      return next() === "" ? count("requires at least one argument") : void 0;
    case "ITERATE2": {
      const w = next();
      return w === "" || !more() ? count("requires at least two arguments") : void 0;
    }
    case "FLAG": {
      const w = next().toLowerCase();
      return w !== "on" && w !== "off" ? { kind: "flag", message: "must be On or Off", at: words.length ? 0 : void 0 } : void 0;
    }
    default:
      return void 0;
  }
}
var init_validity_args = __esm({
  "src/apache/validity-args.ts"() {
    "use strict";
  }
});

// src/apache/validity-handlers.ts
function rewriteWords(raw) {
  const out = [];
  let joining = false;
  for (const word3 of raw) {
    if (joining) out[out.length - 1] += ` ${word3}`;
    else out.push(word3);
    joining = word3.endsWith("\\") && !word3.endsWith("\\\\");
  }
  return out;
}
var args, value, needs, HEADER_ACTIONS, header, REQUIRE_PROVIDERS, IPV4, IPV6, require_, OPTIONS, options, OVERRIDES, allowOverride, rewrite, listen, cipherSuite, randomSeed, customLog, setEnvIf, FILTER_PROVIDERS, addOutputFilterByType, PASS_FLAGS, proxyPass, proxyPassReverse, proxySet, alias, LEVELS, logLevel, STATUS_CODES, errorDocument, HANDLERS;
var init_validity_handlers = __esm({
  "src/apache/validity-handlers.ts"() {
    "use strict";
    init_version();
    args = (message, at2) => ({ ruleId: "directive-arguments", message, at: at2 });
    value = (message, at2) => ({ ruleId: "directive-value", message, at: at2 });
    needs = (message, key, at2) => ({ ruleId: "directive-value", message, at: at2, needs: { key, module: `${key}_module` } });
    HEADER_ACTIONS = /* @__PURE__ */ new Set(["set", "setifempty", "add", "append", "merge", "unset", "echo", "edit", "edit*", "note"]);
    header = (w, _ctx, name) => {
      let i = 0;
      let action = w[i++] ?? "";
      if (name === "header" && /^(always|onsuccess)$/i.test(action)) action = w[i++] ?? "";
      const actionAt = i - 1;
      i++;
      const val = i < w.length ? w[i++] : void 0;
      const subs = i < w.length ? w[i++] : void 0;
      let env = i < w.length ? w[i++] : void 0;
      if (i < w.length) return args("has too many arguments", i);
      const act = action.toLowerCase();
      if (!HEADER_ACTIONS.has(act)) return value("first argument must be 'add', 'set', 'setifempty', 'append', 'merge', 'unset', 'echo', 'note', 'edit', or 'edit*'", w.length ? actionAt : void 0);
      let v = val;
      if (act === "edit" || act === "edit*") {
        if (subs === void 0) return args("edit requires a match and a substitution");
      } else {
        if (env !== void 0) return args("has too many arguments", w.length - 1);
        env = subs;
      }
      if (act === "unset" || act === "echo") {
        if (v !== void 0) {
          if (env !== void 0) return args(`${act} takes two arguments`, w.length - 1);
          env = v;
          v = void 0;
        }
        if (act === "echo" && name !== "header") return value("echo is only valid on Header", actionAt);
      } else if (v === void 0) {
        return args("requires three arguments");
      }
      if (env !== void 0 && !/^(early$|env=.|expr=)/i.test(env)) return value(`unknown parameter ${env}: the last word must be early, env=VAR or expr=EXPR`, w.indexOf(env, actionAt + 1));
      return void 0;
    };
    REQUIRE_PROVIDERS = {
      all: "authz_core",
      env: "authz_core",
      method: "authz_core",
      expr: "authz_core",
      ip: "authz_host",
      host: "authz_host",
      local: "authz_host",
      "forward-dns": "authz_host",
      user: "authz_user",
      "valid-user": "authz_user",
      group: "authz_groupfile",
      "file-owner": "authz_owner",
      "file-group": "authz_owner",
      "dbm-group": "authz_dbm",
      "dbm-file-group": "authz_dbm",
      "dbd-group": "authz_dbd",
      "ldap-user": "authnz_ldap",
      "ldap-group": "authnz_ldap",
      "ldap-dn": "authnz_ldap",
      "ldap-attribute": "authnz_ldap",
      "ldap-filter": "authnz_ldap",
      "ldap-search": "authnz_ldap"
    };
    IPV4 = /^\d{1,3}(\.\d{1,3}){0,3}\.?(\/(\d{1,2}|\d{1,3}(\.\d{1,3}){3}))?$/;
    IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
    require_ = (w) => {
      const start = w[0]?.toLowerCase() === "not" ? 1 : 0;
      const provider = w[start];
      if (provider === void 0) return value("needs an authorization provider (all, ip, host, user, valid-user, group \u2026)");
      const module2 = REQUIRE_PROVIDERS[provider.toLowerCase()];
      if (!module2) return void 0;
      const rest = w.slice(start + 1);
      if (provider.toLowerCase() === "all" && (rest.length !== 1 || !/^(granted|denied)$/i.test(rest[0]))) return value("argument for 'Require all' must be 'granted' or 'denied'", rest.length ? start + 1 : void 0);
      if (provider.toLowerCase() === "ip") {
        const bad = rest.findIndex((a) => !IPV4.test(a) && !IPV6.test(a));
        if (bad >= 0) return value(`ip address '${rest[bad]}' appears to be invalid`, start + 1 + bad);
      }
      if (module2 !== "authz_core") return needs(`${provider} needs \`LoadModule ${module2}_module modules/mod_${module2}.so\`: httpd says "Unknown Authz provider"`, module2, start);
      return void 0;
    };
    OPTIONS = /* @__PURE__ */ new Set(["indexes", "includes", "includesnoexec", "followsymlinks", "symlinksifownermatch", "execcgi", "multiviews", "runscripts", "none", "all"]);
    options = (w) => {
      let signed;
      for (let i = 0; i < w.length; i++) {
        const word3 = w[i];
        const sign2 = word3.startsWith("+") || word3.startsWith("-");
        const bare = sign2 ? word3.slice(1) : word3;
        if (signed !== void 0 && sign2 !== signed) return value("either all Options must start with + or -, or no Option may", i);
        signed = sign2;
        if (!OPTIONS.has(bare.toLowerCase())) return value(`illegal option ${bare}`, i);
      }
      return void 0;
    };
    OVERRIDES = /^(none|all|authconfig|fileinfo|indexes|limit|options(=.*)?|nonfatal=(override|unknown|all))$/i;
    allowOverride = (w) => {
      const bad = w.findIndex((word3) => !OVERRIDES.test(word3));
      return bad >= 0 ? value(`illegal override option ${w[bad]}`, bad) : void 0;
    };
    rewrite = (label) => (_words, ctx) => {
      const w = rewriteWords(ctx.raw);
      if (w.length < 2) return args(`takes a pattern, a ${label === "RewriteRule" ? "substitution" : "condition"} and optional [flags] (${label}: bad argument line)`);
      if (w.length >= 3 && !/^(["']?)\[.*\]\1$/.test(w[2])) return value("the flags must be written as [flag,flag,\u2026]", w.length === ctx.raw.length ? 2 : void 0);
      return void 0;
    };
    listen = (w) => w.length < 1 || w.length > 2 ? args("requires 1 or 2 arguments") : void 0;
    cipherSuite = (w, ctx) => {
      if (w.length !== 2) return void 0;
      if (w[0] === "TLSv1.3" && ctx.inSection) return value("TLSv1.3 ciphers cannot be set inside a directory context: OpenSSL fixes them per server", 0);
      if (w[0] === "SSL" || w[0] === "TLSv1.3" && atLeast(ctx.version, "2.4.36")) return void 0;
      return value(`protocol '${w[0]}' not supported: the two-word form is SSLCipherSuite SSL|TLSv1.3 CIPHERS`, 0);
    };
    randomSeed = (w) => {
      if (w[0] && !/^(startup|connect)$/i.test(w[0])) return value(`invalid context '${w[0]}': startup or connect`, 0);
      if (w[1]?.toLowerCase() === "builtin" && w.length > 2) return value("byte specification not allowed for builtin seed source", 2);
      return void 0;
    };
    customLog = (w) => w.length === 3 && !/^(env=|expr=)/i.test(w[2]) ? value("the condition must be env=[!]VAR or expr=EXPR", 2) : void 0;
    setEnvIf = (w, _ctx, name) => {
      if (name === "browsermatch" || name === "browsermatchnocase") return w.length < 2 ? args("needs a regular expression and at least one variable") : void 0;
      if (w.length === 0) return args("is missing the header-field name");
      if (w.length === 1) return args("is missing the regular expression");
      if (w.length === 2) return args("is missing the variable to set");
      return void 0;
    };
    FILTER_PROVIDERS = {
      deflate: "deflate",
      inflate: "deflate",
      brotli_compress: "brotli",
      substitute: "substitute",
      includes: "include",
      sed: "sed",
      buffer: "buffer",
      rate_limit: "ratelimit",
      data: "data",
      proxy_html: "proxy_html",
      xml2enc: "xml2enc"
    };
    addOutputFilterByType = (w) => {
      if (w.length < 2) return args("requires at least two arguments");
      for (const f of w[0].split(";")) {
        const module2 = FILTER_PROVIDERS[f.toLowerCase()];
        if (module2) return needs(`filter ${f} needs \`LoadModule ${module2}_module modules/mod_${module2}.so\`: httpd says "Unknown filter provider"`, module2, 0);
      }
      return void 0;
    };
    PASS_FLAGS = /^(nocanon|interpolate|noquery|mapping=.*)$/i;
    proxyPass = (w, ctx) => {
      const keyValues = (from) => {
        const bad = w.findIndex((word3, i) => i >= from && !word3.includes("=") && !PASS_FLAGS.test(word3));
        return bad >= 0 ? value(`parameter ${w[bad]} must be in the form key=value`, bad) : void 0;
      };
      if (ctx.inLocation) {
        if (w.length >= 2 && !w[1].includes("=") && !PASS_FLAGS.test(w[1])) return args("can not have a path when defined in a <Location>", 0);
        return w.length ? keyValues(1) : args("needs a URL");
      }
      if (ctx.inSection) return void 0;
      if (w.length < 2) return args("needs a path and a URL when not defined in a <Location>");
      return keyValues(2);
    };
    proxyPassReverse = (w, ctx) => {
      const rest = w.filter((x) => x.toLowerCase() !== "interpolate");
      if (ctx.inLocation && rest.length >= 2) return args("can not have a path when defined in a <Location>", 0);
      return void 0;
    };
    proxySet = (w, ctx) => {
      if (!ctx.inProxy && w[0] !== void 0 && !w[0].includes("://")) return value(`${w[0]} is not a worker URL: outside <Proxy>, ProxySet names the worker first`, 0);
      const from = ctx.inProxy ? 0 : 1;
      const bad = w.findIndex((word3, i) => i >= from && !word3.includes("="));
      return bad >= 0 ? value(`parameter ${w[bad]} must be in the form key=value`, bad) : void 0;
    };
    alias = (w, ctx) => {
      if (ctx.inLocation && w.length === 2) return args("takes one argument (the target) inside a <Location>: the location is the path", 1);
      if (!ctx.inSection && w.length === 1) return args("must have two arguments when used outside a <Location>");
      return void 0;
    };
    LEVELS = /^(emerg|alert|crit|error|warn|notice|info|debug|trace[1-8])$/i;
    logLevel = (w) => {
      const bad = w.findIndex((word3) => !LEVELS.test(word3.includes(":") ? word3.slice(word3.lastIndexOf(":") + 1) : word3));
      return bad >= 0 ? value("level must be one of emerg, alert, crit, error, warn, notice, info, debug, trace1 \u2026 trace8", bad) : void 0;
    };
    STATUS_CODES = new Set("100 101 102 103 200 201 202 203 204 205 206 207 208 226 300 301 302 303 304 305 307 308 400 401 402 403 404 405 406 407 408 409 410 411 412 413 414 415 416 417 418 421 422 423 424 426 428 429 431 451 500 501 502 503 504 505 506 507 508 510 511".split(" ").map(Number));
    errorDocument = (w) => {
      if (w.length === 0) return void 0;
      const code = Number(/^\s*[+-]?\d*/.exec(w[0])?.[0].trim() || "0");
      return STATUS_CODES.has(code) ? void 0 : value(`unsupported HTTP response code ${w[0]}`, 0);
    };
    HANDLERS = {
      errordocument: errorDocument,
      loglevel: logLevel,
      header,
      requestheader: header,
      require: require_,
      options,
      allowoverride: allowOverride,
      rewriterule: rewrite("RewriteRule"),
      rewritecond: rewrite("RewriteCond"),
      listen,
      sslciphersuite: cipherSuite,
      sslrandomseed: randomSeed,
      customlog: customLog,
      setenvif: setEnvIf,
      setenvifnocase: setEnvIf,
      setenvifexpr: (w) => w.length < 2 ? args("needs an expression and at least one variable") : void 0,
      browsermatch: setEnvIf,
      browsermatchnocase: setEnvIf,
      addoutputfilterbytype: addOutputFilterByType,
      proxypass: proxyPass,
      proxypassreverse: proxyPassReverse,
      proxyset: proxySet,
      alias,
      scriptalias: alias
    };
  }
});

// src/apache/validity-names.ts
function budget(length) {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}
function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2 = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}
function nearestName(key, version) {
  const max = budget(key.replace(/^</, "").length);
  if (max === 0) return void 0;
  let best;
  let bestDistance = max + 1;
  for (const name of apacheDirectiveNames()) {
    if (name.startsWith("<") !== key.startsWith("<")) continue;
    const d = editDistance(key, name, max);
    if (d < bestDistance || d === bestDistance && best !== void 0 && name < best) {
      const row = apacheDirective(name);
      if (!row || row.removed && atLeast(version, row.removed) || row.added && !row.added.startsWith(">") && !atLeast(version, row.added)) continue;
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
var init_validity_names = __esm({
  "src/apache/validity-names.ts"() {
    "use strict";
    init_version();
    init_directive_table();
  }
});

// src/apache/validity.ts
function apacheValidity(tree, version) {
  const problems = [];
  if (compareVersions(version, FIRST_JUDGED) < 0) return { visit: () => void 0, problems: () => problems };
  const where = { tree, version, htaccess: /(^|\/)\.htaccess$/.test(tree.root), needs: [], byModule: /* @__PURE__ */ new Map(), modulesUnseen: false, debianModules: false, listens: /* @__PURE__ */ new Set(), chain: [], enclosure: TOP };
  let last;
  const visit = (d, enclosing, state) => {
    last = state;
    checkDirective(d, enclosing, state, where, problems);
  };
  return { visit, problems: () => last ? withModules(problems, where, last) : problems };
}
function enclosureOf(enclosing, where) {
  if (enclosing.length === 0) return TOP;
  const chain = where.chain;
  let same2 = chain.length === enclosing.length;
  for (let i = 0; same2 && i < chain.length; i++) same2 = chain[i] === enclosing[i];
  if (same2) return where.enclosure;
  const sections = [...enclosing];
  const e = { vhost: false, limit: false, unknown: false, sections, names: [] };
  for (const x of enclosing) {
    const n = x.name.toLowerCase();
    e.names.push(n);
    if (n === "virtualhost") e.vhost = true;
    else if (n === "limit" || n === "limitexcept") e.limit = true;
    if (DIR_SECTIONS.has(n)) {
      e.dir = x;
      e.dirName = n;
    }
    if (!apacheDirective(`<${n}`)) e.unknown = true;
  }
  where.chain = sections;
  where.enclosure = e;
  return e;
}
function withModules(problems, where, state) {
  if (where.tree.fragment || !state.treeLoadsModules || where.modulesUnseen) return problems;
  const missing2 = where.needs.filter((n) => n.key === "" || !state.loaded.has(n.key));
  const noMpm = where.debianModules && ![...state.loaded].some((k) => k.startsWith("mpm_"));
  for (const [key, list] of where.byModule) {
    if (state.loaded.has(key) || key.startsWith("mpm_") && !noMpm) continue;
    for (const d of list) {
      const also = apacheDirective(d.block ? `<${d.name.toLowerCase()}` : d.name.toLowerCase())?.also;
      if (also?.some((m) => state.loaded.has(moduleKey(m)))) continue;
      missing2.push({ d, key, problem: () => moduleProblem(d, key) });
    }
  }
  if (missing2.length === 0) return problems;
  const spans = new Set(missing2.flatMap((n) => [n.d.span, ...n.d.args.map((a) => a.span)]));
  const kept = problems.filter((p) => !spans.has(p.span));
  return [...kept, ...missing2.map((n) => n.problem())];
}
function checkDirective(d, enclosing, state, where, out) {
  const lower = d.name.toLowerCase();
  if (lower === "include" || lower === "includeoptional") {
    if (!d.includes?.length && d.args.some((a) => MODULE_FILES.test(a.value))) where.modulesUnseen = true;
    if (d.args.some((a) => a.value.includes("mods-enabled"))) where.debianModules = true;
  } else if (lower === "loadmodule" && d.args[1]?.value.startsWith("/usr/lib/apache2/modules/")) where.debianModules = true;
  const around2 = enclosureOf(enclosing, where);
  if (around2.unknown) return;
  if (lower.includes("${")) return;
  const key = d.block ? `<${lower}` : lower;
  const shown = d.block ? `<${d.name}>` : d.name;
  const row = apacheDirective(key);
  if (!row) {
    unknown(d, key, shown, where, out);
    return;
  }
  if (row.added && !row.added.startsWith(">") && !atLeast(where.version, row.added)) {
    out.push({ ruleId: "directive-unknown", severity: "error", message: `${shown} is not known to httpd before ${row.added}`, span: d.span });
    return;
  }
  if (row.removed && atLeast(where.version, row.removed)) {
    out.push({ ruleId: "directive-removed", message: `${shown} was removed in httpd ${row.removed}: httpd refuses to start ("Invalid command")`, span: d.span });
    return;
  }
  if (!isStaticModule(row.module)) {
    const key2 = keyOf(row);
    const list = where.byModule.get(key2);
    if (list) list.push(d);
    else where.byModule.set(key2, [d]);
  }
  if (CONDITIONALS.has(lower)) return;
  if (lower === "loadmodule" && d.args[0] && state.loaded.has(moduleKey(d.args[0].value))) {
    out.push({ ruleId: "directive-duplicate", severity: "warning", message: `module ${d.args[0].value} is already loaded: httpd skips this line (AH01574)`, span: d.span });
    return;
  }
  if (lower === "loadmodule" && d.args[0] && !where.tree.fragment) {
    const before = moduleRequires(d.args[0].value).filter((m) => !state.loaded.has(moduleKey(m)));
    if (before.length) {
      const lines2 = before.map((m) => `LoadModule ${m} modules/mod_${moduleKey(m)}.so`);
      out.push({ ruleId: "directive-value", message: `LoadModule ${d.args[0].value} needs ${lines2.map((l) => `\`${l}\``).join(" and ")} before it: httpd cannot load the module ("undefined symbol")`, span: d.args[0].span, fix: { description: "load the module it needs first", replacement: lines2.join("\n") } });
      return;
    }
  }
  const context = contextProblem(row, shown, around2, where);
  if (context) {
    out.push({ ruleId: "directive-context", message: context, span: d.span, meant: lower });
    return;
  }
  if (d.args.some((a) => a.value.includes("${"))) return;
  const count = checkArgumentCount(row.how, d.args.map((a) => a.value));
  if (count) {
    const problem = { ruleId: count.kind === "flag" ? "directive-value" : "directive-arguments", message: `${shown} ${count.message}`, span: count.at === void 0 ? d.span : d.args[count.at].span };
    if (count.kind === "flag") problem.meant = lower;
    out.push(problem);
    return;
  }
  if (checkValues(d, row, lower, shown, where, out)) return;
  if (lower === "listen" && d.args[0] && enclosing.length === 0) {
    const address = d.args[0].value.toLowerCase().replace(/^(\d+)$/, "*:$1").replace(/^0\.0\.0\.0:/, "*:");
    if (where.listens.has(address)) {
      const arg = d.args[0];
      where.needs.push({ d, key: "", problem: () => ({ ruleId: "directive-duplicate", message: `Listen ${arg.value} is duplicate: httpd refuses to start ("Cannot define multiple Listeners on the same IP:port")`, span: d.span }) });
      return;
    }
    where.listens.add(address);
  }
  const handler = HANDLERS[lower];
  if (handler) {
    const innermost = around2.dirName;
    const ctx = {
      version: where.version,
      inSection: innermost !== void 0,
      inLocation: innermost === "location" || innermost === "locationmatch",
      inProxy: innermost === "proxy" || innermost === "proxymatch",
      raw: d.args.map((a) => a.raw)
    };
    const found = where.tree.fragment && enclosing.length === 0 && (lower === "alias" || lower === "scriptalias" || lower.startsWith("proxy")) ? void 0 : handler(d.args.map((a) => a.value), ctx, lower);
    if (found) {
      const problem = { ruleId: found.ruleId, message: `${shown} ${found.message}`, span: found.at === void 0 || !d.args[found.at] ? d.span : d.args[found.at].span };
      if (found.needs) where.needs.push({ d, key: found.needs.key, problem: () => problem });
      else {
        out.push(problem);
        return;
      }
    }
  }
  const deprecated = DEPRECATED[lower];
  if (deprecated && atLeast(where.version, deprecated.since)) {
    const problem = { ruleId: "directive-deprecated", message: deprecated.message, span: d.span };
    if (deprecated.quietFrom && atLeast(where.version, deprecated.quietFrom)) problem.severity = "info";
    out.push(problem);
  }
}
function unknown(d, key, shown, where, out) {
  const lower = key.replace(/^</, "");
  const replacement = REMOVED_BEFORE_2_4[lower];
  if (replacement) {
    out.push({ ruleId: "directive-removed", message: `${shown} was removed in httpd 2.4 (use ${replacement}): httpd refuses to start ("Invalid command")`, span: d.span });
    return;
  }
  const third = thirdPartyModule(lower);
  if (third) {
    out.push({ ruleId: "directive-unknown", severity: "info", message: `${shown} belongs to ${third}, a module httpd does not ship: ssllint does not check it`, span: d.span });
    return;
  }
  const near = nearestName(key, where.version);
  if (near) {
    const row = apacheDirective(near);
    const name = near.startsWith("<") ? `${row.name}>` : row.name;
    out.push({
      ruleId: "directive-unknown",
      severity: "error",
      message: `unknown directive ${shown}: did you mean ${name}? httpd refuses to start ("Invalid command")`,
      span: d.span,
      fix: { description: `spell it ${name}` },
      meant: near.replace(/^</, "")
    });
    return;
  }
  const link = d.args.length === 0 && /^\.{0,2}\/.*\//.test(d.name) ? ": this looks like a symbolic link saved as a plain file" : "";
  out.push({ ruleId: "directive-unknown", severity: "info", message: `unknown directive ${shown}: not in httpd 2.4 or a module ssllint knows; httpd refuses to start unless a module provides it${link}`, span: d.span });
}
function keyOf(row) {
  let key = KEYS.get(row);
  if (key === void 0) KEYS.set(row, key = moduleKey(row.module));
  return key;
}
function moduleProblem(d, key) {
  const row = apacheDirective(d.block ? `<${d.name.toLowerCase()}` : d.name.toLowerCase());
  const shown = d.block ? `<${d.name}>` : d.name;
  const load2 = `LoadModule ${row.module} modules/${row.so ?? `mod_${key}.so`}`;
  const mpm = key.startsWith("mpm_");
  return {
    ruleId: "directive-unknown",
    severity: "error",
    message: mpm ? `${shown} needs an MPM and none is loaded (\`${load2}\`, or mpm_prefork/mpm_worker): Debian's httpd has none compiled in and refuses to start ("No MPM loaded")` : `${shown} needs \`${load2}\`: without it httpd refuses to start ("Invalid command")`,
    span: d.span,
    fix: { description: "load the module", replacement: load2 }
  };
}
function contextProblem(row, shown, around2, where) {
  if (row.override & EXEC_ON_READ) return void 0;
  const { vhost, limit, dir } = around2;
  const proxy = around2.dirName === "proxy" || around2.dirName === "proxymatch";
  let allowed;
  if (dir) allowed = OR_ALL | ACCESS_CONF | (proxy ? PROXY_CONF : 0);
  else if (where.htaccess) allowed = OR_ALL;
  else if (where.tree.fragment && !vhost && !limit) allowed = -1;
  else allowed = (RSRC_CONF | OR_ALL) & ~(OR_AUTHCFG | OR_LIMIT);
  if (limit && !dir && !vhost && where.tree.fragment) allowed = -1;
  if ((row.override & allowed) === 0) {
    const place = dir ? `<${dir.name}>` : vhost ? "<VirtualHost>" : where.htaccess ? ".htaccess" : "the main server config";
    return `${shown} is not allowed in ${place}: ${allowedPlaces(row.override)}`;
  }
  const forbidden = row.forbidden ?? 0;
  if (!forbidden) return void 0;
  if (forbidden & NOT_IN_VIRTUALHOST && vhost) return `${shown} cannot occur within <VirtualHost>: only in the main server config`;
  if (forbidden & NOT_IN_LIMIT && limit) return `${shown} cannot occur within <Limit> or <LimitExcept>`;
  if (forbidden & NOT_IN_HTACCESS && where.htaccess) return `${shown} cannot occur in an .htaccess file`;
  if ((forbidden & NOT_IN_DIR_LOC_FILE) === NOT_IN_DIR_LOC_FILE && dir) return `${shown} cannot occur within <${dir.name}> (directory context)`;
  for (const [bit, names] of PARENT_GROUPS) {
    if (!(forbidden & bit)) continue;
    for (let i = around2.names.length - 1; i >= 0; i--) if (names.includes(around2.names[i])) return `${shown} cannot occur within <${around2.sections[i].name}>`;
  }
  return void 0;
}
function isTime(value2) {
  return /^\s*\+?\d*($|s|h|ms|mi)/.test(value2);
}
function allowedPlaces(override) {
  const places = [];
  if (override & RSRC_CONF) places.push("the main server config and <VirtualHost>");
  if (override & (ACCESS_CONF | OR_ALL)) places.push("<Directory>, <Location>, <Files> and <If>");
  if (override & PROXY_CONF && !(override & ACCESS_CONF)) places.push("<Proxy>");
  if ((override & OR_ALL) !== 0) places.push(".htaccess");
  return places.length ? `allowed in ${places.join(", ")}` : "allowed nowhere in this build";
}
function checkValues(d, row, lower, shown, where, out) {
  if (row.onOff && d.args[0] && !/^(on|off)$/i.test(d.args[0].value)) {
    out.push({ ruleId: "directive-value", message: `${shown} must be On or Off`, span: d.args[0].span, meant: lower });
    return true;
  }
  if (row.time && d.args[0] && !isTime(d.args[0].value)) {
    out.push({ ruleId: "directive-value", message: `${shown} has wrong format: a time is a number with an optional unit (ms, s, mi, h)`, span: d.args[0].span, meant: lower });
    return true;
  }
  const check = VALUE_CHECKS[lower];
  if (check) {
    for (const a of d.args) {
      const message = check(a.value, where.version);
      if (message) {
        out.push({ ruleId: "directive-value", message: `${shown}: ${message}`, span: a.span });
        return true;
      }
    }
  }
  if ((lower === "sslsessioncache" || lower === "sslstaplingcache") && d.args[0]) {
    const module2 = socacheModule(d.args[0].value);
    if (module2) {
      const load2 = `LoadModule ${module2}_module modules/mod_${module2}.so`;
      const arg = d.args[0];
      where.needs.push({
        d,
        key: module2,
        problem: () => ({ ruleId: "directive-value", message: `${shown} ${arg.value.split(":")[0]} needs \`${load2}\`: without it httpd refuses to start`, span: arg.span, fix: { description: "load the socache module", replacement: load2 } })
      });
    }
  }
  return false;
}
var OR_LIMIT, OR_AUTHCFG, OR_ALL, ACCESS_CONF, RSRC_CONF, EXEC_ON_READ, PROXY_CONF, NOT_IN_VIRTUALHOST, NOT_IN_LIMIT, NOT_IN_DIRECTORY, NOT_IN_LOCATION, NOT_IN_FILES, NOT_IN_HTACCESS, NOT_IN_PROXY, NOT_IN_DIR_LOC_FILE, DIR_SECTIONS, PARENT_GROUPS, CONDITIONALS, MODULE_FILES, FIRST_JUDGED, TOP, KEYS;
var init_validity = __esm({
  "src/apache/validity.ts"() {
    "use strict";
    init_version();
    init_conditions();
    init_directive_facts();
    init_directive_table();
    init_validity_args();
    init_validity_handlers();
    init_validity_names();
    OR_LIMIT = 1;
    OR_AUTHCFG = 8;
    OR_ALL = 31;
    ACCESS_CONF = 64;
    RSRC_CONF = 128;
    EXEC_ON_READ = 256;
    PROXY_CONF = 2048;
    NOT_IN_VIRTUALHOST = 1;
    NOT_IN_LIMIT = 2;
    NOT_IN_DIRECTORY = 4;
    NOT_IN_LOCATION = 8;
    NOT_IN_FILES = 16;
    NOT_IN_HTACCESS = 32;
    NOT_IN_PROXY = 64;
    NOT_IN_DIR_LOC_FILE = NOT_IN_DIRECTORY | NOT_IN_LOCATION | NOT_IN_FILES;
    DIR_SECTIONS = /* @__PURE__ */ new Set(["directory", "directorymatch", "location", "locationmatch", "files", "filesmatch", "if", "elseif", "else", "proxy", "proxymatch"]);
    PARENT_GROUPS = [
      [NOT_IN_DIRECTORY, ["directory", "directorymatch"]],
      [NOT_IN_LOCATION, ["location", "locationmatch"]],
      [NOT_IN_FILES, ["files", "filesmatch", "if", "elseif", "else"]],
      [NOT_IN_PROXY, ["proxy", "proxymatch"]]
    ];
    CONDITIONALS = /* @__PURE__ */ new Set(["ifmodule", "ifdefine", "ifversion", "iffile", "ifdirective", "ifsection"]);
    MODULE_FILES = /mods-(enabled|available)|\.load\b|modules\.d|\bmodules?\b/i;
    FIRST_JUDGED = parseVersion("2.4.0");
    TOP = { vhost: false, limit: false, unknown: false, sections: [], names: [] };
    KEYS = /* @__PURE__ */ new WeakMap();
  }
});

// src/nginx/validity.ts
function checkNginxValidity(_tree, _version) {
  return [];
}
var init_validity2 = __esm({
  "src/nginx/validity.ts"() {
    "use strict";
  }
});

// src/model/splice.ts
var SPLICE_BUDGET, Splicer;
var init_splice = __esm({
  "src/model/splice.ts"() {
    "use strict";
    SPLICE_BUDGET = 5e6;
    Splicer = class {
      constructor(files, isInclude2) {
        this.files = files;
        this.isInclude = isInclude2;
      }
      files;
      isInclude;
      spent = 0;
      active = /* @__PURE__ */ new Set();
      /** `list` with every include replaced by the directives of the files it pulled in. */
      expand(list) {
        let includes = false;
        for (const d of list) {
          if (d.includes && this.isInclude(d)) {
            includes = true;
            break;
          }
        }
        if (!includes) {
          this.spent += list.length;
          return list;
        }
        const out = [];
        this.into(list, out);
        return out;
      }
      into(list, out) {
        for (const d of list) {
          if (this.spent >= SPLICE_BUDGET) return;
          if (d.includes && this.isInclude(d)) {
            for (const path of d.includes) {
              if (this.active.has(path)) continue;
              const parsed = this.files.get(path);
              if (!parsed) continue;
              this.active.add(path);
              this.into(parsed.directives, out);
              this.active.delete(path);
            }
            continue;
          }
          this.spent++;
          out.push(d);
        }
      }
    };
  }
});

// src/nginx/defaults.ts
function nginxDefaults(version, versionText) {
  return {
    // From nginx CHANGES: 1.9.1 dropped SSLv3, 1.23.4 added TLSv1.3, 1.27.3 dropped TLSv1 and TLSv1.1.
    protocols: nginxDefaultProtocols(versionText),
    ciphers: "HIGH:!aNULL:!MD5",
    preferServerCiphers: false,
    // 1.11.0 made `auto` the default (OpenSSL's own list); before it was one fixed curve.
    ecdhCurve: atLeast(version, "1.11.0") ? "auto" : "prime256v1",
    sessionCache: { kind: "none" },
    sessionTickets: true,
    stapling: false,
    keepaliveTimeout: "75s"
  };
}
var init_defaults2 = __esm({
  "src/nginx/defaults.ts"() {
    "use strict";
    init_version();
    init_protocols();
  }
});

// src/nginx/levels.ts
function levelOf(children2, span) {
  let own;
  for (const d of children2) {
    if (d.block || !READ.has(d.name)) continue;
    own ??= /* @__PURE__ */ new Map();
    const list = own.get(d.name);
    if (list) list.push(d);
    else own.set(d.name, [d]);
  }
  return { own: own ?? NOTHING_READ, span };
}
function firstOwn(level, name) {
  return level.own.get(name)?.[0];
}
function allOwn(level, name) {
  return level.own.get(name) ?? [];
}
function argValues(directive2) {
  return directive2.args.map((a) => a.value);
}
function flagValue(directive2) {
  return directive2.args[0]?.value.toLowerCase() === "on";
}
var NGINX_TLS_DIRECTIVES, READ, NOTHING_READ;
var init_levels = __esm({
  "src/nginx/levels.ts"() {
    "use strict";
    NGINX_TLS_DIRECTIVES = /* @__PURE__ */ new Set([
      "ssl_certificate",
      "ssl_certificate_key",
      "ssl_protocols",
      "ssl_ciphers",
      "ssl_prefer_server_ciphers",
      "ssl_conf_command",
      "ssl_dhparam",
      "ssl_ecdh_curve",
      "ssl_session_cache",
      "ssl_session_tickets",
      "ssl_session_timeout",
      "ssl_stapling",
      "ssl_trusted_certificate"
    ]);
    READ = /* @__PURE__ */ new Set([
      "listen",
      "server_name",
      "ssl",
      "http2",
      "keepalive_timeout",
      "keepalive_requests",
      "add_header",
      "add_header_inherit",
      "add_trailer",
      "add_trailer_inherit",
      "more_set_headers",
      "security_headers",
      "expires",
      ...NGINX_TLS_DIRECTIVES
    ]);
    NOTHING_READ = /* @__PURE__ */ new Map();
  }
});

// src/nginx/http.ts
function topHttpLevel(level, keepaliveDefault) {
  const base = {
    keepaliveTimeout: defaulted(keepaliveDefault, level.span),
    headers: defaulted([], level.span),
    droppedHeaders: [],
    headerInherit: "on",
    trailers: defaulted([], level.span),
    droppedTrailers: [],
    trailerInherit: "on",
    moreSetHeaders: [],
    securityHeaders: void 0,
    expires: defaulted(void 0, level.span),
    http2: defaulted(false, level.span)
  };
  return innerHttpLevel(base, level);
}
function innerHttpLevel(parent, level) {
  const timeout = firstOwn(level, "keepalive_timeout");
  const requests = firstOwn(level, "keepalive_requests");
  const expires = firstOwn(level, "expires");
  const http2 = firstOwn(level, "http2");
  const headerInherit = inheritMode(level, "add_header_inherit", parent.headerInherit);
  const trailerInherit = inheritMode(level, "add_trailer_inherit", parent.trailerInherit);
  const { lines: headers, dropped: droppedHeaders } = resolveLines(parent.headers, allOwn(level, "add_header"), level, headerInherit);
  const { lines: trailers, dropped: droppedTrailers } = resolveLines(parent.trailers, allOwn(level, "add_trailer"), level, trailerInherit);
  const more = allOwn(level, "more_set_headers");
  const security = firstOwn(level, "security_headers");
  return {
    keepaliveTimeout: timeout ? written(timeout.args[0]?.value ?? "", timeout) : inherit(parent.keepaliveTimeout, level.span),
    keepaliveRequests: requests ? written(Number.parseInt(requests.args[0]?.value ?? "", 10), requests) : parent.keepaliveRequests && inherit(parent.keepaliveRequests, level.span),
    headers,
    droppedHeaders,
    headerInherit,
    trailers,
    droppedTrailers,
    trailerInherit,
    moreSetHeaders: more.length === 0 ? parent.moreSetHeaders : [...parent.moreSetHeaders, ...more.flatMap(moreSetHeaders)],
    securityHeaders: security ? flagValue(security) ? security : void 0 : parent.securityHeaders,
    expires: expires ? written(expiresValue(expires), expires) : inherit(parent.expires, level.span),
    http2: http2 ? written(flagValue(http2), http2) : inherit(parent.http2, level.span)
  };
}
function inheritMode(level, name, outer) {
  const d = firstOwn(level, name);
  if (!d) return outer;
  const v = d.args[0]?.value.toLowerCase();
  return v === "off" || v === "merge" ? v : "on";
}
function resolveLines(parent, lines2, level, mode) {
  if (lines2.length === 0) {
    if (mode === "off") return { lines: defaulted(NO_HEADERS, level.span), dropped: NO_HEADERS };
    return { lines: inherit(parent, level.span), dropped: NO_HEADERS };
  }
  const own = lines2.map(toHeader).filter((h) => h !== void 0);
  const outer = mode === "off" ? [] : parent.value;
  if (mode === "merge") {
    return { lines: written([...outer, ...own], lines2[0]), dropped: NO_HEADERS };
  }
  const names = new Set(own.map((h) => h.name.toLowerCase()));
  return { lines: written(own, lines2[0]), dropped: outer.filter((h) => !names.has(h.name.toLowerCase())) };
}
function moreSetHeaders(d) {
  const out = [];
  for (let i = 0; i < d.args.length; i++) {
    const word3 = d.args[i].value;
    if (word3 === "-s" || word3 === "-t") {
      i++;
      continue;
    }
    if (word3.startsWith("-")) continue;
    const colon = word3.indexOf(":");
    if (colon <= 0) continue;
    const value2 = word3.slice(colon + 1).trim();
    if (value2 !== "") out.push({ name: word3.slice(0, colon).trim(), value: value2, always: true, at: d.span });
  }
  return out;
}
function toHeader(d) {
  const [name, value2, flag] = d.args;
  if (!name) return void 0;
  return { name: name.value, value: value2?.value ?? "", always: flag?.value === "always", at: d.span };
}
function expiresValue(d) {
  const words = argValues(d);
  if (words.length === 1 && words[0].toLowerCase() === "off") return void 0;
  return words.join(" ");
}
function toHttpSettings2(level) {
  return {
    keepalive: keepaliveSetting(level),
    headers: level.headers,
    droppedHeaders: level.droppedHeaders,
    trailers: level.trailers,
    droppedTrailers: level.droppedTrailers,
    moduleHeaders: moduleHeaders(level),
    expires: level.expires,
    http2: level.http2
  };
}
function moduleHeaders(level) {
  const security = level.securityHeaders;
  if (!security) return level.moreSetHeaders;
  return [...level.moreSetHeaders, { name: "Strict-Transport-Security", value: SECURITY_HEADERS_HSTS, always: false, at: security.span }];
}
function keepaliveSetting(level) {
  const timeout = level.keepaliveTimeout;
  const requests = level.keepaliveRequests;
  if (requests) return keepaliveFrom(timeout, requests);
  let setting = keepaliveByTimeout.get(timeout);
  if (!setting) keepaliveByTimeout.set(timeout, setting = keepaliveFrom(timeout, void 0));
  return setting;
}
function keepaliveFrom(timeout, requests) {
  if (isZeroTime(timeout.value)) return { ...timeout, value: false };
  if (requests && Number.isFinite(requests.value) && requests.value <= 1) return { ...requests, value: false };
  return { ...timeout, value: true };
}
function isZeroTime(text) {
  if (!/^(\d+(ms|[smhdwMy])?)+$/.test(text)) return false;
  return /^(0+(ms|[smhdwMy])?)+$/.test(text);
}
var NO_HEADERS, SECURITY_HEADERS_HSTS, keepaliveByTimeout;
var init_http2 = __esm({
  "src/nginx/http.ts"() {
    "use strict";
    init_settings();
    init_levels();
    NO_HEADERS = Object.freeze([]);
    SECURITY_HEADERS_HSTS = "max-age=31536000; includeSubDomains; preload";
    keepaliveByTimeout = /* @__PURE__ */ new WeakMap();
  }
});

// src/nginx/listen.ts
function socketKey(parsed) {
  const { address, port } = parsed.listen;
  if (address.startsWith("unix:")) return address;
  return `${parsed.quic ? "udp" : "tcp"} ${address === "0.0.0.0" ? "*" : address}:${port}`;
}
function parseListen(directive2) {
  const first = directive2.args[0]?.value;
  if (first === void 0) return void 0;
  const { address, port } = splitAddress(first);
  const listen2 = { address, port, ssl: false, http2: false, defaultServer: false, at: directive2.span };
  let quic = false;
  for (const arg of directive2.args.slice(1)) {
    switch (arg.value) {
      case "ssl":
        listen2.ssl = true;
        break;
      case "quic":
        listen2.ssl = true;
        quic = true;
        break;
      case "http2":
        listen2.http2 = true;
        break;
      case "default_server":
      case "default":
        listen2.defaultServer = true;
        break;
      default:
        break;
    }
  }
  return { listen: listen2, quic };
}
function splitAddress(text) {
  if (text.startsWith("unix:")) return { address: text, port: 0 };
  if (/^\d+(-\d+)?$/.test(text)) return { address: "*", port: firstPort(text) };
  if (text.startsWith("[")) {
    const close = text.indexOf("]");
    if (close > 0) {
      const rest = text.slice(close + 1);
      return { address: text.slice(0, close + 1), port: rest.startsWith(":") ? firstPort(rest.slice(1)) : 80 };
    }
    return { address: text, port: 80 };
  }
  const colon = text.lastIndexOf(":");
  if (colon >= 0) return { address: text.slice(0, colon) || "*", port: firstPort(text.slice(colon + 1)) };
  return { address: text, port: 80 };
}
function firstPort(text) {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}
var init_listen = __esm({
  "src/nginx/listen.ts"() {
    "use strict";
  }
});

// src/nginx/tls.ts
function writesTls(level) {
  for (const name of level.own.keys()) if (NGINX_TLS_DIRECTIVES.has(name)) return true;
  return false;
}
function nginxTls(outer, inner, at2, ctx) {
  const d = ctx.defaults;
  const pick = (name, parse, fallback) => {
    const own = firstOwn(inner, name);
    if (own) return written(parse(own), own);
    const up = outer && firstOwn(outer, name);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at2);
  };
  const list = (name) => {
    const own = allOwn(inner, name);
    if (own.length > 0 || !outer) return { directives: own, inherited: false };
    return { directives: allOwn(outer, name), inherited: true };
  };
  const files = (name) => {
    const { directives, inherited } = list(name);
    return directives.filter((x) => x.args[0]).map((x) => ctx.files.ref(x, inherited));
  };
  const oneFile = (name) => {
    const own = firstOwn(inner, name);
    const up = own ? void 0 : outer && firstOwn(outer, name);
    const directive2 = own ?? up;
    if (!directive2?.args[0]) return void 0;
    return ctx.files.ref(directive2, !own);
  };
  const commands = list("ssl_conf_command");
  const command = (...names) => {
    let found;
    for (const c of commands.directives) {
      const name = c.args[0]?.value.toLowerCase();
      if (name && names.includes(name) && c.args[1]) found = c;
    }
    if (!found) return void 0;
    const value2 = found.args[1].value;
    return commands.inherited ? ctx.inherited.get(found, () => value2) : written(value2, found);
  };
  let protocols = protocolSetting(inner, outer, at2, d.protocols, ctx);
  const min = command("minprotocol");
  const max = command("maxprotocol");
  if (min || max) {
    const narrowed = restrictProtocols(protocols.value, min?.value, max?.value);
    if (narrowed.length !== protocols.value.length) {
      const byMin = min && restrictProtocols(protocols.value, min.value, void 0).length !== protocols.value.length;
      protocols = { ...byMin ? min : max, value: narrowed };
    }
  }
  const ciphers = command("cipherstring") ?? pick("ssl_ciphers", (x) => x.args[0]?.value ?? "", d.ciphers);
  const tls13 = command("ciphersuites");
  const groups = command("groups", "curves");
  return {
    protocols,
    ciphers,
    effectiveCiphers: ciphers.value,
    tls13Ciphers: tls13 ?? defaulted(void 0, at2),
    preferServerCiphers: pick("ssl_prefer_server_ciphers", flagValue, d.preferServerCiphers),
    certificates: files("ssl_certificate"),
    keys: files("ssl_certificate_key"),
    chainFiles: [],
    trustedCertificate: oneFile("ssl_trusted_certificate"),
    dhparam: oneFile("ssl_dhparam"),
    curves: groups ?? pick("ssl_ecdh_curve", (x) => x.args[0]?.value, d.ecdhCurve),
    sessionCache: pick("ssl_session_cache", sessionCache3, d.sessionCache),
    sessionTickets: pick("ssl_session_tickets", flagValue, d.sessionTickets),
    stapling: pick("ssl_stapling", flagValue, d.stapling),
    // nginx switches TLS compression off itself and never allows client renegotiation.
    compression: defaulted(false, at2),
    insecureRenegotiation: defaulted(false, at2)
  };
}
function sessionCache3(d) {
  const words = argValues(d);
  if (words.length === 1 && words[0] === "off") return { kind: "off" };
  if (words.length === 1 && words[0] === "none") return { kind: "none" };
  const shared = words.find((w) => w.startsWith("shared:"));
  if (shared) return { kind: "shared", spec: shared };
  const builtin = words.find((w) => w === "builtin" || w.startsWith("builtin:"));
  if (builtin) return { kind: "builtin", spec: builtin };
  return { kind: "none" };
}
function protocolSetting(inner, outer, at2, fallback, ctx) {
  const union = (lines2) => {
    let set = [];
    for (const line of lines2) set = [...parseNginxProtocols(argValues(line), set).protocols];
    return set;
  };
  const own = allOwn(inner, "ssl_protocols");
  if (own.length > 0) return written(union(own), own[0]);
  const up = outer ? allOwn(outer, "ssl_protocols") : [];
  if (up.length > 0) return ctx.inherited.get(up[0], () => union(up));
  return defaulted(fallback, at2);
}
var init_tls2 = __esm({
  "src/nginx/tls.ts"() {
    "use strict";
    init_protocol_range();
    init_settings();
    init_protocols();
    init_levels();
  }
});

// src/nginx/model.ts
function buildNginxServers(tree, options2) {
  const root = tree.files.get(tree.root);
  if (!root) return [];
  const splicer = new Splicer(tree.files, (d) => d.name === "include");
  const defaults2 = nginxDefaults(options2.version, options2.versionText);
  const tlsContext = { defaults: defaults2, files: new FileRefs(tree.base, options2.pathMap), inherited: new InheritedCache() };
  const top = splicer.expand(root.directives);
  const servers = [];
  const https = [];
  const pending = [];
  const openHttp = (children2, span, directive2, fragmentTop) => {
    const level = levelOf(children2, span);
    const eff = topHttpLevel(level, defaults2.keepaliveTimeout);
    const global = { dialect: "nginx", kind: "global", names: [], listen: [], http: toHttpSettings2(eff), scopes: [], at: span, directive: directive2 };
    const http = { level, eff, global, fragmentTop };
    servers.push(global);
    https.push(http);
    for (const d of children2) {
      if (!d.block) continue;
      if (d.name === "server") pending.push(readServer(d, http, splicer));
      else if (fragmentTop && (d.name === "location" || d.name === "if")) global.scopes.push(buildScope(d, eff, 1, splicer));
    }
  };
  const httpBlocks = top.filter((d) => d.name === "http" && d.block);
  if (httpBlocks.length > 0 || !tree.fragment) {
    for (const h of httpBlocks) openHttp(splicer.expand(h.block ?? []), h.span, h, false);
  } else {
    openHttp(top, fileStart(tree.root), void 0, true);
  }
  const sslSockets = /* @__PURE__ */ new Set();
  const h2Sockets = /* @__PURE__ */ new Map();
  for (const p of pending) {
    for (const { parsed, directive: directive2 } of p.listens) {
      const key = socketKey(parsed);
      if (parsed.listen.ssl) sslSockets.add(key);
      if (parsed.listen.http2 && !h2Sockets.has(key)) h2Sockets.set(key, directive2);
    }
  }
  const byHttp = /* @__PURE__ */ new Map();
  for (const p of pending) {
    const server = buildServer(p, sslSockets, h2Sockets, tree.fragment, tlsContext, splicer);
    const list = byHttp.get(p.http);
    if (list) list.push(server);
    else byHttp.set(p.http, [server]);
  }
  const out = [];
  for (const http of https) {
    const virtual = byHttp.get(http) ?? [];
    if (writesTls(http.level) && !virtual.some((s2) => s2.tls)) {
      http.global.tls = nginxTls(void 0, http.level, http.global.at, tlsContext);
    }
    out.push(http.global, ...virtual);
  }
  return out;
}
function readServer(directive2, http, splicer) {
  const children2 = splicer.expand(directive2.block ?? []);
  const level = levelOf(children2, directive2.span);
  const listens = [];
  for (const d of allOwn(level, "listen")) {
    const parsed = parseListen(d);
    if (parsed) listens.push({ parsed, directive: d });
  }
  return { directive: directive2, http, level, children: children2, listens };
}
function buildServer(p, sslSockets, h2Sockets, fragment, tlsContext, splicer) {
  const keys = p.listens.length > 0 ? p.listens.map((l) => socketKey(l.parsed)) : [IMPLICIT_SOCKET];
  let eff = innerHttpLevel(p.http.eff, p.level);
  if (!eff.http2.value) {
    const own = p.listens.find((l) => l.parsed.listen.http2);
    const shared = own?.directive ?? keys.map((k) => h2Sockets.get(k)).find((d) => d !== void 0);
    if (shared) eff = { ...eff, http2: written(true, shared) };
  }
  const names = [];
  for (const d of allOwn(p.level, "server_name")) {
    for (const arg of d.args) names.push({ value: arg.value, at: arg.span, inherited: false, defaulted: false, directive: d });
  }
  const server = {
    dialect: "nginx",
    kind: "virtual",
    // Lists grown by push keep their slack: the model keeps them to size (a tree has one per server).
    names: copyRange(names, 0, names.length),
    listen: p.listens.map((l) => l.parsed.listen),
    http: toHttpSettings2(eff),
    scopes: [],
    at: p.directive.span,
    directive: p.directive
  };
  server.scopes = scopesOf(p.children, eff, 1, splicer);
  const sslDirective = firstOwn(p.level, "ssl") ?? firstOwn(p.http.level, "ssl");
  const tls = p.listens.some((l) => l.parsed.listen.ssl) || sslDirective !== void 0 && flagValue(sslDirective) || keys.some((k) => sslSockets.has(k)) || // A fragment's server may get its TLS listen from a file not seen; what it writes counts.
  fragment && writesTls(p.level);
  if (tls) server.tls = nginxTls(p.http.level, p.level, p.directive.span, tlsContext);
  return server;
}
function buildScope(directive2, parent, depth, splicer) {
  const children2 = depth <= MAX_SCOPE_DEPTH ? splicer.expand(directive2.block ?? []) : [];
  const eff = innerHttpLevel(parent, levelOf(children2, directive2.span));
  const scopeEff = {
    keepaliveTimeout: eff.keepaliveTimeout,
    keepaliveRequests: eff.keepaliveRequests,
    headers: eff.headers,
    droppedHeaders: eff.droppedHeaders,
    headerInherit: eff.headerInherit,
    trailers: eff.trailers,
    droppedTrailers: eff.droppedTrailers,
    trailerInherit: eff.trailerInherit,
    moreSetHeaders: eff.moreSetHeaders,
    securityHeaders: eff.securityHeaders,
    expires: eff.expires,
    http2: fromOuter(parent.http2)
  };
  const scope = {
    kind: directive2.name === "if" ? "if" : "location",
    match: directive2.args.map((a) => a.value),
    at: directive2.span,
    http: toHttpSettings2(scopeEff),
    scopes: [],
    directive: directive2
  };
  scope.scopes = scopesOf(children2, scopeEff, depth + 1, splicer);
  return scope;
}
function scopesOf(children2, parent, depth, splicer) {
  const scopes2 = [];
  for (const d of children2) {
    if (d.block && (d.name === "location" || d.name === "if")) scopes2.push(buildScope(d, parent, depth, splicer));
  }
  return copyRange(scopes2, 0, scopes2.length);
}
var MAX_SCOPE_DEPTH, IMPLICIT_SOCKET;
var init_model2 = __esm({
  "src/nginx/model.ts"() {
    "use strict";
    init_paths();
    init_settings();
    init_splice();
    init_copy();
    init_defaults2();
    init_http2();
    init_levels();
    init_listen();
    init_tls2();
    MAX_SCOPE_DEPTH = 64;
    IMPLICIT_SOCKET = "tcp *:80";
  }
});

// src/model/build.ts
function buildModel(tree, options2 = {}) {
  const pathMap = options2.pathMap ?? [];
  const fallback = tree.dialect === "nginx" ? DEFAULT_NGINX_VERSION : DEFAULT_APACHE_VERSION;
  const given = tree.dialect === "nginx" ? options2.nginxVersion : options2.apacheVersion;
  const versionText = given !== void 0 && parseVersion(given) ? given : fallback;
  const version = parseVersion(versionText);
  let servers;
  const apacheCheck = tree.dialect === "apache" ? apacheValidity(tree, version) : void 0;
  let diagnostics = [...tree.diagnostics];
  if (tree.dialect === "nginx") {
    servers = buildNginxServers(tree, { version, versionText, pathMap });
  } else {
    const built = buildApacheServers(tree, { version, versionText, pathMap, defines: options2.apacheDefines, visit: apacheCheck?.visit });
    servers = built.servers;
    diagnostics = diagnostics.filter((d) => d.ruleId !== "include-missing" || built.reachedIncludes.has(d.span));
  }
  for (const parsed of tree.files.values()) diagnostics.push(...parsed.errors);
  const validity = tree.dialect === "nginx" ? checkNginxValidity(tree, version) : apacheCheck?.problems() ?? [];
  return {
    dialect: tree.dialect,
    root: tree.root,
    fragment: tree.fragment,
    serverVersion: versionText,
    servers,
    files: [...tree.files.keys()],
    diagnostics,
    validity
  };
}
var DEFAULT_NGINX_VERSION, DEFAULT_APACHE_VERSION;
var init_build = __esm({
  "src/model/build.ts"() {
    "use strict";
    init_model();
    init_validity();
    init_validity2();
    init_model2();
    init_version();
    DEFAULT_NGINX_VERSION = "1.28.0";
    DEFAULT_APACHE_VERSION = "2.4.65";
  }
});

// src/apache/expr-check.ts
function isAlpha(c) {
  return c >= "a" && c <= "z" || c >= "A" && c <= "Z";
}
function isIdentChar(c) {
  return isAlpha(c) || c >= "0" && c <= "9" || c === "_";
}
function hasUnterminatedString(expr) {
  const stack = [];
  let state = 0 /* Expr */;
  let stop = "";
  const enter = (next, nextStop) => {
    stack.push({ state, stop });
    state = next;
    stop = nextStop;
  };
  const leave = () => {
    const outer = stack.pop();
    state = outer ? outer.state : 0 /* Expr */;
    stop = outer ? outer.stop : "";
  };
  const len = expr.length;
  let i = 0;
  while (i < len) {
    const c = expr[i];
    switch (state) {
      case 0 /* Expr */:
        if (c === '"' || c === "'") {
          enter(1 /* Str */, c);
          i++;
        } else if (c === "%" && expr[i + 1] === "{") {
          enter(2 /* Var */, "}");
          i += 2;
        } else if (c === "/") {
          enter(4 /* Regex */, "/");
          i++;
        } else if (isAlpha(c)) {
          let j = i + 1;
          while (j < len && isIdentChar(expr[j])) j++;
          const sep4 = i + 1 < len ? expr[i + 1] : "";
          if (c === "m" && sep4 !== "" && REGEX_SEPARATORS.includes(sep4) && j <= i + 2) {
            enter(4 /* Regex */, sep4);
            i += 2;
          } else {
            i = j;
          }
        } else {
          i++;
        }
        break;
      case 1 /* Str */:
        if (c === "\\") {
          i += 2;
        } else if (c === stop) {
          leave();
          i++;
        } else if (c === "%" && expr[i + 1] === "{") {
          enter(2 /* Var */, "}");
          i += 2;
        } else {
          i++;
        }
        break;
      case 2 /* Var */:
        if (c === "}") leave();
        else if (c === ":") state = 3 /* VarArg */;
        i++;
        break;
      case 3 /* VarArg */:
        if (c === "}") leave();
        i++;
        break;
      case 4 /* Regex */:
        if (c === stop) leave();
        i++;
        break;
    }
  }
  return state === 1 /* Str */ || state === 2 /* Var */ || state === 3 /* VarArg */;
}
var REGEX_SEPARATORS;
var init_expr_check = __esm({
  "src/apache/expr-check.ts"() {
    "use strict";
    REGEX_SEPARATORS = `/#$%^|?!'",;:._-`;
  }
});

// src/syntax/word.ts
var Word;
var init_word = __esm({
  "src/syntax/word.ts"() {
    "use strict";
    Word = class {
      constructor(value2, raw, quote, file, line, column, endLine, endColumn) {
        this.value = value2;
        this.raw = raw;
        this.quote = quote;
        this.file = file;
        this.line = line;
        this.column = column;
        this.endLine = endLine;
        this.endColumn = endColumn;
      }
      value;
      raw;
      quote;
      file;
      line;
      column;
      endLine;
      endColumn;
      get span() {
        return { file: this.file, line: this.line, column: this.column, endLine: this.endLine, endColumn: this.endColumn };
      }
    };
  }
});

// src/apache/lines.ts
function isConfSpace(code) {
  return code === 32 || code >= 9 && code <= 13;
}
function trimmed(text, from, to, source, lineNo, segments) {
  let start = from;
  let end = to;
  while (start < end && isConfSpace(text.charCodeAt(start))) start++;
  while (end > start && isConfSpace(text.charCodeAt(end - 1))) end--;
  return new LogicalLine(text, start, end, source, lineNo, from, segments);
}
function forEachLogicalLine(text, visit) {
  const len = text.length;
  let pos = 0;
  let lineNo = 1;
  while (pos < len) {
    let joined = "";
    let segments;
    const first = lineNo;
    for (; ; ) {
      const eol = text.indexOf("\n", pos);
      const lineEnd = eol < 0 ? len : eol;
      let contentEnd = lineEnd;
      if (eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 13) contentEnd--;
      const continued = eol >= 0 && contentEnd > pos && text.charCodeAt(contentEnd - 1) === 92;
      const segmentEnd = continued ? contentEnd - 1 : lineEnd;
      const segmentStart = pos;
      pos = eol < 0 ? len : eol + 1;
      lineNo++;
      const last = !continued || pos >= len;
      if (last && !segments) {
        visit(trimmed(text, segmentStart, segmentEnd, text, first));
        break;
      }
      segments ??= { starts: [], lines: [], offsets: [] };
      segments.starts.push(joined.length);
      segments.lines.push(lineNo - 1);
      segments.offsets.push(segmentStart);
      joined += text.slice(segmentStart, segmentEnd);
      if (last) {
        visit(trimmed(joined, 0, joined.length, text, first, segments));
        break;
      }
    }
  }
}
var placeLine, placeColumn, placeEndLine, placeEndColumn, LogicalLine;
var init_lines = __esm({
  "src/apache/lines.ts"() {
    "use strict";
    init_word();
    placeLine = 0;
    placeColumn = 0;
    placeEndLine = 0;
    placeEndColumn = 0;
    LogicalLine = class {
      /**
       * Most lines are one physical line: their offsets are offsets in the source text itself, so
       * reading one copies nothing. A continued line is joined into a text of its own.
       * @param text the source text, or for a continued line the joined text
       * @param start first non-space offset in `text`
       * @param end offset after the last non-space character (`start === end` for a blank line)
       * @param lineNo physical line number of the first segment
       * @param base offset in `text` of the first segment's first character
       * @param segments for a continued line, where its segments come from
       */
      constructor(text, start, end, source, lineNo, base, segments) {
        this.text = text;
        this.start = start;
        this.end = end;
        this.source = source;
        this.lineNo = lineNo;
        this.base = base;
        this.segments = segments;
      }
      text;
      start;
      end;
      source;
      lineNo;
      base;
      segments;
      segmentOf(i) {
        const starts = this.segments.starts;
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = lo + hi + 1 >> 1;
          if (starts[mid] <= i) lo = mid;
          else hi = mid - 1;
        }
        return lo;
      }
      /**
       * The source text behind offsets [from, to): what the user wrote, including any
       * `\` + line break that joined the lines in between.
       */
      sourceSlice(from, to) {
        if (to <= from) return "";
        const seg = this.segments;
        if (!seg) return this.text.slice(from, to);
        const a = this.segmentOf(from);
        const b = this.segmentOf(to - 1);
        const absFrom = seg.offsets[a] + (from - seg.starts[a]);
        const absTo = seg.offsets[b] + (to - 1 - seg.starts[b]) + 1;
        return this.source.slice(absFrom, absTo);
      }
      /** Sets placeLine and the rest to the place of offsets [from, to): inclusive end, as Span wants. */
      place(from, to) {
        const last = Math.max(from, to - 1);
        const seg = this.segments;
        if (!seg) {
          placeLine = placeEndLine = this.lineNo;
          placeColumn = from - this.base + 1;
          placeEndColumn = last - this.base + 1;
          return;
        }
        const a = this.segmentOf(from);
        const b = this.segmentOf(last);
        placeLine = seg.lines[a];
        placeColumn = from - seg.starts[a] + 1;
        placeEndLine = seg.lines[b];
        placeEndColumn = last - seg.starts[b] + 1;
      }
      /** Span from offset `from` to the character before `to`. */
      span(file, from, to) {
        this.place(from, to);
        return { file, line: placeLine, column: placeColumn, endLine: placeEndLine, endColumn: placeEndColumn };
      }
      /** The argument read from offsets [from, to), placed as span() places it. */
      word(value2, raw, quote, file, from, to) {
        this.place(from, to);
        return new Word(value2, raw, quote, file, placeLine, placeColumn, placeEndLine, placeEndColumn);
      }
      /** True when the line is one physical line, so its text is source text. */
      get single() {
        return this.segments === void 0;
      }
    };
  }
});

// src/apache/sections.ts
function trimBlock(directive2) {
  const block = directive2.block;
  directive2.block = copyRange(block, 0, block.length);
}
var SectionStack;
var init_sections = __esm({
  "src/apache/sections.ts"() {
    "use strict";
    init_copy();
    SectionStack = class {
      stack = [];
      /** Depths at which each lower-cased name is open, innermost last. */
      depths = /* @__PURE__ */ new Map();
      innermost() {
        return this.stack[this.stack.length - 1];
      }
      push(section) {
        let at2 = this.depths.get(section.lower);
        if (!at2) {
          at2 = [];
          this.depths.set(section.lower, at2);
        }
        at2.push(this.stack.length);
        this.stack.push(section);
      }
      /**
       * Closes the innermost open section named `lower` and every section inside it; returns
       * it, or undefined (closing nothing) when no such section is open.
       */
      closeNamed(lower) {
        const at2 = this.depths.get(lower);
        if (!at2 || at2.length === 0) return void 0;
        const depth = at2[at2.length - 1];
        let section;
        while (this.stack.length > depth) {
          section = this.stack.pop();
          this.depths.get(section.lower).pop();
          trimBlock(section.directive);
        }
        return section;
      }
      /** Open sections, outermost first. */
      all() {
        return this.stack;
      }
    };
  }
});

// src/apache/words.ts
function slice(s2, from, to) {
  const w = s2.slice(from, to);
  if (to - from > INTERN_MAX_LENGTH) return w;
  const known = interned.get(w);
  if (known !== void 0) return known;
  if (interned.size < INTERN_MAX_ENTRIES) interned.set(w, w);
  return w;
}
function readWordAt(s2, i, limit) {
  const q = s2.charCodeAt(i);
  if (q === 34 || q === 39) {
    let j2 = i + 1;
    let escaped = false;
    while (j2 < limit && s2.charCodeAt(j2) !== q) {
      const next = j2 + 1 < limit ? s2.charCodeAt(j2 + 1) : -1;
      if (s2.charCodeAt(j2) === 92 && (next === q || next === 92)) {
        escaped = true;
        j2 += 2;
      } else {
        j2++;
      }
    }
    const inner = slice(s2, i + 1, j2);
    wordEnd = j2 < limit ? j2 + 1 : j2;
    wordValue = escaped ? inner.replace(q === 34 ? /\\([\\"])/g : /\\([\\'])/g, "$1") : inner;
    wordQuote = q === 34 ? '"' : "'";
    return;
  }
  let j = i;
  let doubled = false;
  for (; j < limit; j++) {
    const c = s2.charCodeAt(j);
    if (c > 32 && c !== 92) continue;
    if (c === 92) doubled ||= j + 1 < limit && s2.charCodeAt(j + 1) === 92;
    else if (isConfSpace(c)) break;
  }
  const raw = slice(s2, i, j);
  wordEnd = j;
  wordValue = doubled ? raw.replace(/\\\\/g, "\\") : raw;
  wordQuote = null;
}
function readWord(s2, i, limit) {
  readWordAt(s2, i, limit);
  return { start: i, end: wordEnd, value: wordValue, quote: wordQuote };
}
function skipSpace(s2, i, limit) {
  while (i < limit && isConfSpace(s2.charCodeAt(i))) i++;
  return i;
}
function readArgs(line, file, from, to) {
  const s2 = line.text;
  let count = 0;
  let i = skipSpace(s2, from, to);
  while (i < to) {
    readWordAt(s2, i, to);
    const raw = !line.single ? line.sourceSlice(i, wordEnd) : wordQuote === null && wordValue.length === wordEnd - i ? wordValue : slice(s2, i, wordEnd);
    gathered[count++] = line.word(wordValue, raw, wordQuote, file, i, wordEnd);
    i = skipSpace(s2, wordEnd, to);
  }
  return copyRange(gathered, 0, count);
}
var INTERN_MAX_LENGTH, INTERN_MAX_ENTRIES, interned, wordEnd, wordValue, wordQuote, gathered;
var init_words = __esm({
  "src/apache/words.ts"() {
    "use strict";
    init_copy();
    init_lines();
    INTERN_MAX_LENGTH = 12;
    INTERN_MAX_ENTRIES = 8192;
    interned = /* @__PURE__ */ new Map();
    wordEnd = 0;
    wordValue = "";
    wordQuote = null;
    gathered = [];
  }
});

// src/apache/parse.ts
function parseApache(source, file) {
  const bom = source.charCodeAt(0) === 65279;
  const text = bom ? source.slice(1) : source;
  const top = [];
  const comments = [];
  const errors = [];
  const open = new SectionStack();
  const error = (message, span) => {
    errors.push({ ruleId: "syntax-error", message, span });
  };
  const container = () => {
    const innermost = open.innermost();
    return innermost ? innermost.directive.block : top;
  };
  const closeSection = (line, first) => {
    const written2 = first.value;
    const tagSpan = line.span(file, first.start, first.end);
    const innermost = open.innermost();
    if (!innermost) {
      error(`${written2} without matching <${written2.slice(2)} section`, tagSpan);
      return;
    }
    let name;
    if (written2.endsWith(">")) {
      name = written2.slice(2, -1);
    } else {
      error(`${written2}> directive missing closing '>'`, tagSpan);
      name = written2.slice(2);
    }
    const lower = name.toLowerCase();
    if (lower !== innermost.lower && written2.endsWith(">")) {
      error(`Expected </${innermost.name}> but saw </${name}>`, tagSpan);
    }
    const closed = open.closeNamed(lower);
    if (!closed) return;
    closed.directive.blockEnd = tagSpan;
    if (READ_TIME_CONDITIONALS.has(lower) && written2.endsWith(">") && skipSpace(line.text, first.end, line.end) < line.end) {
      error(`${written2} without matching <${written2.slice(2)} section`, tagSpan);
    }
  };
  const openSection = (line, first) => {
    let name = first.value.slice(1);
    if (name.endsWith(">")) name = name.slice(0, -1);
    const s2 = line.text;
    const restStart = skipSpace(s2, first.end, line.end);
    let argsEnd = line.end;
    const span = line.span(file, first.start, line.end);
    if (restStart < line.end) {
      let gt = line.end - 1;
      while (gt >= restStart && s2.charCodeAt(gt) !== 62) gt--;
      if (gt < restStart) {
        error(`<${name}> directive missing closing '>'`, span);
      } else {
        argsEnd = gt;
      }
    }
    const directive2 = { name, args: readArgs(line, file, restStart, argsEnd), span, block: [], blockEnd: void 0 };
    const lower = name.toLowerCase();
    if ((lower === "if" || lower === "elseif") && directive2.args.length > 0) {
      const condition = directive2.args[0];
      if (hasUnterminatedString(condition.value)) {
        error("Cannot parse condition clause: Unterminated string or variable", condition.span);
      }
    }
    container().push(directive2);
    open.push({ directive: directive2, name, lower });
  };
  forEachLogicalLine(text, (line) => {
    if (line.start === line.end) return;
    const s2 = line.text;
    if (s2.charCodeAt(line.start) === 35) {
      comments.push({
        text: s2.slice(line.start + 1, line.end),
        span: line.span(file, line.start, line.end),
        inline: false
      });
      return;
    }
    const first = readWord(s2, line.start, line.end);
    if (first.value === "") return;
    if (first.value.charCodeAt(0) === 60) {
      if (first.value.charCodeAt(1) === 47) closeSection(line, first);
      else openSection(line, first);
      return;
    }
    const args2 = readArgs(line, file, first.end, line.end);
    container().push({ name: first.value, args: args2, span: line.span(file, line.start, line.end) });
  });
  if (bom) {
    const word3 = /^[^\t\n\v\f\r ]*/.exec(text)?.[0] ?? "";
    error(
      `Invalid command '\\xef\\xbb\\xbf${word3}', perhaps misspelled or defined by a module not included in the server configuration`,
      { file, line: 1, column: 1, endLine: 1, endColumn: Math.max(1, word3.length) }
    );
  }
  const unclosed = open.all();
  for (let k = unclosed.length - 1; k >= 0; k--) {
    const { name, lower, directive: directive2 } = unclosed[k];
    trimBlock(directive2);
    const message = READ_TIME_CONDITIONALS.has(lower) ? `Expected </${name}> before end of configuration` : `<${name}> was not closed.`;
    error(message, directive2.span);
  }
  errors.sort((a, b) => a.span.line - b.span.line || a.span.column - b.span.column);
  return { file, directives: copyRange(top, 0, top.length), comments: copyRange(comments, 0, comments.length), errors };
}
var READ_TIME_CONDITIONALS;
var init_parse = __esm({
  "src/apache/parse.ts"() {
    "use strict";
    init_copy();
    init_expr_check();
    init_lines();
    init_sections();
    init_words();
    READ_TIME_CONDITIONALS = /* @__PURE__ */ new Set(["ifmodule", "ifdefine", "ifversion", "iffile", "ifdirective", "ifsection"]);
  }
});

// src/apache/defines.ts
function substituteDefines(value2, defines) {
  const undefinedVars = [];
  let i = value2.indexOf("${");
  if (i < 0) return { value: value2, undefinedVars };
  let out = "";
  let from = 0;
  while (i >= 0) {
    const close = value2.indexOf("}", i + 2);
    if (close < 0) break;
    const name = value2.slice(i + 2, close);
    const replacement = defines.get(name);
    out += value2.slice(from, i);
    if (replacement !== void 0) {
      out += replacement;
    } else {
      out += value2.slice(i, close + 1);
      if (!name.includes(":")) undefinedVars.push(name);
    }
    from = close + 1;
    i = value2.indexOf("${", from);
  }
  out += value2.slice(from);
  return { value: out, undefinedVars };
}
var init_defines = __esm({
  "src/apache/defines.ts"() {
    "use strict";
  }
});

// src/nginx/directive-kinds.ts
function directiveKind(name, parent) {
  if (name === "server") return parent === "upstream" ? "plain" : parent === void 0 ? "unknown" : "block";
  const kind = KINDS.get(name);
  if (kind !== void 0) return kind;
  return name.endsWith("_by_lua_block") ? "lua" : "unknown";
}
var BLOCKS, ENTRY_BLOCKS, PLAIN, KINDS, plain;
var init_directive_kinds = __esm({
  "src/nginx/directive-kinds.ts"() {
    "use strict";
    BLOCKS = /* @__PURE__ */ new Set([
      "events",
      "http",
      "mail",
      "stream",
      "server",
      "location",
      "upstream",
      "if",
      "limit_except",
      // nginx Plus health-check conditions
      "match"
    ]);
    ENTRY_BLOCKS = /* @__PURE__ */ new Set(["types", "map", "geo", "split_clients", "charset_map"]);
    PLAIN = `
absolute_redirect accept_mutex accept_mutex_delay access_log add_after_body add_before_body
add_header add_trailer addition_types aio aio_write alias allow ancient_browser
ancient_browser_value auth_basic auth_basic_user_file auth_delay auth_http auth_http_header
auth_http_pass_client_cert auth_http_timeout auth_request auth_request_set autoindex
autoindex_exact_size autoindex_format autoindex_localtime break charset charset_types
chunked_transfer_encoding client_body_buffer_size client_body_in_file_only
client_body_in_single_buffer client_body_temp_path client_body_timeout client_header_buffer_size
client_header_timeout client_max_body_size connection_pool_size create_full_put_path daemon
dav_access dav_methods debug_connection debug_points default_type deny directio
directio_alignment disable_symlinks empty_gif env epoll_events error_log error_page etag expires
fastcgi_bind fastcgi_buffer_size fastcgi_buffering fastcgi_buffers fastcgi_busy_buffers_size
fastcgi_cache fastcgi_cache_background_update fastcgi_cache_bypass fastcgi_cache_key
fastcgi_cache_lock fastcgi_cache_lock_age fastcgi_cache_lock_timeout
fastcgi_cache_max_range_offset fastcgi_cache_methods fastcgi_cache_min_uses fastcgi_cache_path
fastcgi_cache_revalidate fastcgi_cache_use_stale fastcgi_cache_valid fastcgi_catch_stderr
fastcgi_connect_timeout fastcgi_force_ranges fastcgi_hide_header fastcgi_ignore_client_abort
fastcgi_ignore_headers fastcgi_index fastcgi_intercept_errors fastcgi_keep_conn
fastcgi_limit_rate fastcgi_max_temp_file_size fastcgi_next_upstream
fastcgi_next_upstream_timeout fastcgi_next_upstream_tries fastcgi_no_cache fastcgi_param
fastcgi_pass fastcgi_pass_header fastcgi_pass_request_body fastcgi_pass_request_headers
fastcgi_read_timeout fastcgi_request_buffering fastcgi_send_lowat fastcgi_send_timeout
fastcgi_socket_keepalive fastcgi_split_path_info fastcgi_store fastcgi_store_access
fastcgi_temp_file_write_size fastcgi_temp_path flv geoip_city geoip_country geoip_org
geoip_proxy geoip_proxy_recursive grpc_bind grpc_buffer_size grpc_connect_timeout
grpc_hide_header grpc_ignore_headers grpc_intercept_errors grpc_next_upstream
grpc_next_upstream_timeout grpc_next_upstream_tries grpc_pass grpc_pass_header grpc_read_timeout
grpc_send_timeout grpc_set_header grpc_socket_keepalive grpc_ssl_certificate
grpc_ssl_certificate_key grpc_ssl_ciphers grpc_ssl_conf_command grpc_ssl_crl grpc_ssl_name
grpc_ssl_password_file grpc_ssl_protocols grpc_ssl_server_name grpc_ssl_session_reuse
grpc_ssl_trusted_certificate grpc_ssl_verify grpc_ssl_verify_depth gunzip gunzip_buffers gzip
gzip_buffers gzip_comp_level gzip_disable gzip_hash gzip_http_version gzip_min_length
gzip_no_buffer gzip_proxied gzip_static gzip_types gzip_vary gzip_window hash
http2_body_preread_size http2_chunk_size http2_idle_timeout http2_max_concurrent_pushes
http2_max_concurrent_streams http2_max_field_size http2_max_header_size http2_max_requests
http2_pool_size http2_push http2_push_preload http2_recv_buffer_size http2_recv_timeout
http2_streams_index_size if_modified_since ignore_invalid_headers image_filter
image_filter_buffer image_filter_interlace image_filter_jpeg_quality image_filter_sharpen
image_filter_transparency image_filter_webp_quality imap_auth imap_capabilities
imap_client_buffer include index internal ip_hash keepalive keepalive_disable keepalive_requests
keepalive_time keepalive_timeout large_client_header_buffers least_conn limit_conn
limit_conn_dry_run limit_conn_log_level limit_conn_status limit_conn_zone limit_rate
limit_rate_after limit_req limit_req_dry_run limit_req_log_level limit_req_status limit_req_zone
lingering_close lingering_time lingering_timeout listen load_module lock_file log_format
log_not_found log_subrequest map_hash_bucket_size map_hash_max_size master_process max_errors
max_headers max_ranges memcached_bind memcached_buffer_size memcached_connect_timeout
memcached_gzip_flag memcached_next_upstream memcached_next_upstream_timeout
memcached_next_upstream_tries memcached_pass memcached_read_timeout memcached_send_timeout
memcached_socket_keepalive merge_slashes min_delete_depth mirror mirror_request_body
modern_browser modern_browser_value mp4 mp4_buffer_size mp4_max_buffer_size mp4_start_key_frame
msie_padding msie_refresh multi_accept open_file_cache open_file_cache_errors
open_file_cache_events open_file_cache_min_uses open_file_cache_valid open_log_file_cache
output_buffers override_charset pcre_jit perl perl_modules perl_require perl_set pid pop3_auth
pop3_capabilities port_in_redirect post_action postpone_gzipping postpone_output
preread_buffer_size preread_timeout protocol proxy proxy_bind proxy_buffer proxy_buffer_size
proxy_buffering proxy_buffers proxy_busy_buffers_size proxy_cache proxy_cache_background_update
proxy_cache_bypass proxy_cache_convert_head proxy_cache_key proxy_cache_lock
proxy_cache_lock_age proxy_cache_lock_timeout proxy_cache_max_range_offset proxy_cache_methods
proxy_cache_min_uses proxy_cache_path proxy_cache_revalidate proxy_cache_use_stale
proxy_cache_valid proxy_connect_timeout proxy_cookie_domain proxy_cookie_flags proxy_cookie_path
proxy_download_rate proxy_downstream_buffer proxy_force_ranges proxy_half_close
proxy_headers_hash_bucket_size proxy_headers_hash_max_size proxy_hide_header proxy_http_version
proxy_ignore_client_abort proxy_ignore_headers proxy_intercept_errors proxy_limit_rate
proxy_max_temp_file_size proxy_method proxy_next_upstream proxy_next_upstream_timeout
proxy_next_upstream_tries proxy_no_cache proxy_pass proxy_pass_error_message proxy_pass_header
proxy_pass_request_body proxy_pass_request_headers proxy_protocol proxy_protocol_timeout
proxy_read_timeout proxy_redirect proxy_request_buffering proxy_requests proxy_responses
proxy_send_lowat proxy_send_timeout proxy_set_body proxy_set_header proxy_smtp_auth
proxy_socket_keepalive proxy_ssl proxy_ssl_certificate proxy_ssl_certificate_key
proxy_ssl_ciphers proxy_ssl_conf_command proxy_ssl_crl proxy_ssl_name proxy_ssl_password_file
proxy_ssl_protocols proxy_ssl_server_name proxy_ssl_session_reuse proxy_ssl_trusted_certificate
proxy_ssl_verify proxy_ssl_verify_depth proxy_store proxy_store_access
proxy_temp_file_write_size proxy_temp_path proxy_timeout proxy_upload_rate proxy_upstream_buffer
random random_index read_ahead real_ip_header real_ip_recursive recursive_error_pages
referer_hash_bucket_size referer_hash_max_size request_pool_size reset_timedout_connection
resolver resolver_timeout return rewrite rewrite_log root satisfy scgi_bind scgi_buffer_size
scgi_buffering scgi_buffers scgi_busy_buffers_size scgi_cache scgi_cache_background_update
scgi_cache_bypass scgi_cache_key scgi_cache_lock scgi_cache_lock_age scgi_cache_lock_timeout
scgi_cache_max_range_offset scgi_cache_methods scgi_cache_min_uses scgi_cache_path
scgi_cache_revalidate scgi_cache_use_stale scgi_cache_valid scgi_connect_timeout
scgi_force_ranges scgi_hide_header scgi_ignore_client_abort scgi_ignore_headers
scgi_intercept_errors scgi_limit_rate scgi_max_temp_file_size scgi_next_upstream
scgi_next_upstream_timeout scgi_next_upstream_tries scgi_no_cache scgi_param scgi_pass
scgi_pass_header scgi_pass_request_body scgi_pass_request_headers scgi_read_timeout
scgi_request_buffering scgi_send_timeout scgi_socket_keepalive scgi_store scgi_store_access
scgi_temp_file_write_size scgi_temp_path secure_link secure_link_md5 secure_link_secret
send_lowat send_timeout sendfile sendfile_max_chunk server_name server_name_in_redirect
server_names_hash_bucket_size server_names_hash_max_size server_tokens set set_real_ip_from
slice smtp_auth smtp_capabilities smtp_client_buffer smtp_greeting_delay source_charset ssi
ssi_ignore_recycled_buffers ssi_last_modified ssi_min_file_chunk ssi_silent_errors ssi_types
ssi_value_length ssl ssl_alpn ssl_buffer_size ssl_certificate ssl_certificate_key ssl_ciphers
ssl_client_certificate ssl_conf_command ssl_crl ssl_dhparam ssl_early_data ssl_ecdh_curve
ssl_engine ssl_handshake_timeout ssl_ocsp ssl_ocsp_cache ssl_ocsp_responder ssl_password_file
ssl_prefer_server_ciphers ssl_preread ssl_protocols ssl_reject_handshake ssl_session_cache
ssl_session_ticket_key ssl_session_tickets ssl_session_timeout ssl_stapling ssl_stapling_file
ssl_stapling_responder ssl_stapling_verify ssl_trusted_certificate ssl_verify_client
ssl_verify_depth starttls stub_status sub_filter sub_filter_last_modified sub_filter_once
sub_filter_types subrequest_output_buffer_size tcp_nodelay tcp_nopush thread_pool timeout
timer_resolution try_files types_hash_bucket_size types_hash_max_size underscores_in_headers
uninitialized_variable_warn use user userid userid_domain userid_expires userid_flags
userid_mark userid_name userid_p3p userid_path userid_service uwsgi_bind uwsgi_buffer_size
uwsgi_buffering uwsgi_buffers uwsgi_busy_buffers_size uwsgi_cache uwsgi_cache_background_update
uwsgi_cache_bypass uwsgi_cache_key uwsgi_cache_lock uwsgi_cache_lock_age
uwsgi_cache_lock_timeout uwsgi_cache_max_range_offset uwsgi_cache_methods uwsgi_cache_min_uses
uwsgi_cache_path uwsgi_cache_revalidate uwsgi_cache_use_stale uwsgi_cache_valid
uwsgi_connect_timeout uwsgi_force_ranges uwsgi_hide_header uwsgi_ignore_client_abort
uwsgi_ignore_headers uwsgi_intercept_errors uwsgi_limit_rate uwsgi_max_temp_file_size
uwsgi_modifier1 uwsgi_modifier2 uwsgi_next_upstream uwsgi_next_upstream_timeout
uwsgi_next_upstream_tries uwsgi_no_cache uwsgi_param uwsgi_pass uwsgi_pass_header
uwsgi_pass_request_body uwsgi_pass_request_headers uwsgi_read_timeout uwsgi_request_buffering
uwsgi_send_timeout uwsgi_socket_keepalive uwsgi_ssl_certificate uwsgi_ssl_certificate_key
uwsgi_ssl_ciphers uwsgi_ssl_conf_command uwsgi_ssl_crl uwsgi_ssl_name uwsgi_ssl_password_file
uwsgi_ssl_protocols uwsgi_ssl_server_name uwsgi_ssl_session_reuse uwsgi_ssl_trusted_certificate
uwsgi_ssl_verify uwsgi_ssl_verify_depth uwsgi_store uwsgi_store_access uwsgi_string
uwsgi_temp_file_write_size uwsgi_temp_path valid_referers variables_hash_bucket_size
variables_hash_max_size worker_aio_requests worker_connections worker_cpu_affinity
worker_priority worker_processes worker_rlimit_core worker_rlimit_nofile worker_shutdown_timeout
working_directory xclient xml_entities xslt_last_modified xslt_param xslt_string_param
xslt_stylesheet xslt_types zone
http2 http3 http3_hq http3_max_concurrent_streams http3_stream_buffer_size
quic_active_connection_id_limit quic_bpf quic_gso quic_host_key quic_retry
js_access js_body_filter js_content js_filter js_header_filter js_import js_include js_path
js_preload_object js_preread js_set js_var
`;
    KINDS = /* @__PURE__ */ new Map();
    plain = PLAIN.split(/\s+/);
    for (let i = 0; i < plain.length; i++) if (plain[i] !== "") KINDS.set(plain[i], "plain");
    for (const name of ENTRY_BLOCKS) KINDS.set(name, "entries");
    for (const name of BLOCKS) KINDS.set(name, "block");
  }
});

// src/nginx/tokenize.ts
function unescapeNginx(content) {
  if (content.indexOf("\\") < 0) return content;
  const parts = [];
  let from = 0;
  const n = content.length;
  for (let i = content.indexOf("\\"); i >= 0 && i + 1 < n; i = content.indexOf("\\", i)) {
    const d = content[i + 1];
    const resolved = d === '"' || d === "'" || d === "\\" ? d : d === "t" ? "	" : d === "r" ? "\r" : d === "n" ? "\n" : void 0;
    if (resolved === void 0) {
      i++;
      continue;
    }
    parts.push(content.slice(from, i), resolved);
    from = i + 2;
    i += 2;
  }
  if (from === 0) return content;
  parts.push(content.slice(from));
  return parts.join("");
}
function utf8Length(s2) {
  let bytes = 0;
  for (let i = 0; i < s2.length; i++) {
    const c = s2.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < s2.length) {
      const d = s2.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
function firstBytes(s2, max) {
  let bytes = 0;
  let i = 0;
  while (i < s2.length) {
    const b = utf8Length(s2[i]);
    if (bytes + b > max) break;
    bytes += b;
    i++;
  }
  return s2.slice(0, i);
}
function word(text, from, to) {
  const s2 = text.slice(from, to);
  if (to - from > INTERN_MAX_LENGTH2) return s2;
  const known = interned2.get(s2);
  if (known !== void 0) return known;
  if (interned2.size < INTERN_MAX_ENTRIES2) interned2.set(s2, s2);
  return s2;
}
var STATEMENT, CLOSE, EOF, LF, CR, TAB, SPACE, DQUOTE, SQUOTE, DOLLAR, HASH, RPAREN, SEMI, LBRACE, RBRACE, BACKSLASH, MINUS, LBRACKET, EQUALS, NGX_CONF_BUFFER, MAX_UNCOUNTED, isSpace, INTERN_MAX_LENGTH2, INTERN_MAX_ENTRIES2, interned2, NginxLexer;
var init_tokenize = __esm({
  "src/nginx/tokenize.ts"() {
    "use strict";
    init_copy();
    init_word();
    STATEMENT = 0;
    CLOSE = 1;
    EOF = 2;
    LF = 10;
    CR = 13;
    TAB = 9;
    SPACE = 32;
    DQUOTE = 34;
    SQUOTE = 39;
    DOLLAR = 36;
    HASH = 35;
    RPAREN = 41;
    SEMI = 59;
    LBRACE = 123;
    RBRACE = 125;
    BACKSLASH = 92;
    MINUS = 45;
    LBRACKET = 91;
    EQUALS = 61;
    NGX_CONF_BUFFER = 4096;
    MAX_UNCOUNTED = Math.floor(NGX_CONF_BUFFER / 3);
    isSpace = (c) => c === SPACE || c === TAB || c === CR || c === LF;
    INTERN_MAX_LENGTH2 = 12;
    INTERN_MAX_ENTRIES2 = 8192;
    interned2 = /* @__PURE__ */ new Map();
    NginxLexer = class {
      constructor(text, file, errors) {
        this.text = text;
        this.file = file;
        this.errors = errors;
      }
      text;
      file;
      errors;
      comments = [];
      i = 0;
      line = 1;
      lineStart = 0;
      prevLineStart = 0;
      /** Characters examined so far, rescans included: the tests hold this to a multiple of the input size. */
      work = 0;
      /** Line on which the last word or terminator ended: a comment on it is inline. */
      lastTokenLine = 0;
      // What the last next() read. The words are held here rather than in a new array and result
      // object per statement: a large tree has hundreds of thousands of statements, and only what
      // the tree keeps is allocated for each.
      /** Words read, the name included. */
      words = 0;
      /** The first word, which names the directive. */
      name = "";
      nameSpan;
      /** The words after the name, the first `words - 1` entries (the array is reused). */
      args = [];
      /** The terminator of a STATEMENT (`;` or `{`, as a character code). */
      term = 0;
      /** Where a STATEMENT's terminator or a CLOSE's `}` stands. */
      termLine = 0;
      termColumn = 0;
      /** For EOF: the input ended inside a directive. */
      broken = false;
      /** The word readBare/readQuoted just read, and where it stands. */
      value = "";
      raw = "";
      wordLine = 0;
      wordColumn = 0;
      wordEndLine = 0;
      wordEndColumn = 0;
      error(message, span) {
        this.errors.push({ ruleId: "syntax-error", message, span });
      }
      spanAt(line, column, endLine, endColumn) {
        return { file: this.file, line, column, endLine, endColumn };
      }
      /** The one-character span at offset `o`, which must lie on the current line. */
      charSpan(o) {
        const col = o - this.lineStart + 1;
        return this.spanAt(this.line, col, this.line, col);
      }
      /** The point just past the last character of the input, on the line nginx names at end of file. */
      eofSpan() {
        const col = this.text.length - this.lineStart + 1;
        return this.spanAt(this.line, col, this.line, col);
      }
      /** True when the last STATEMENT ended with `{`. */
      opensBlock() {
        return this.term === LBRACE;
      }
      /** The span of the last STATEMENT's terminator or CLOSE's `}`. */
      termSpan() {
        return this.spanAt(this.termLine, this.termColumn, this.termLine, this.termColumn);
      }
      /** The words after the name, in an array of their own. */
      takeArgs() {
        return copyRange(this.args, 0, this.words - 1);
      }
      /** Where the last word ended (the name's span when it is the only word). */
      lastWordSpan() {
        return this.words > 1 ? this.args[this.words - 2].span : this.nameSpan;
      }
      newline(o) {
        this.line++;
        this.prevLineStart = this.lineStart;
        this.lineStart = o + 1;
      }
      /** Takes the character at `o` (on the current line) as the terminator; only its position is kept. */
      terminate(c, o) {
        this.term = c;
        this.termLine = this.line;
        this.termColumn = o - this.lineStart + 1;
        this.i = o + 1;
      }
      addWord(quote) {
        if (this.words === 0) {
          this.name = this.value;
          this.nameSpan = this.spanAt(this.wordLine, this.wordColumn, this.wordEndLine, this.wordEndColumn);
        } else {
          this.args[this.words - 1] = new Word(this.value, this.raw, quote, this.file, this.wordLine, this.wordColumn, this.wordEndLine, this.wordEndColumn);
        }
        this.words++;
      }
      wordEndsAt(line, column, endLine, endColumn) {
        this.wordLine = line;
        this.wordColumn = column;
        this.wordEndLine = endLine;
        this.wordEndColumn = endColumn;
        return true;
      }
      /** Reads one statement the way ngx_conf_read_token does, recording errors and recovering from them. */
      next() {
        const text = this.text;
        const n = text.length;
        this.words = 0;
        for (; ; ) {
          this.skipSpace();
          this.work++;
          const o = this.i;
          if (o >= n) {
            this.broken = this.words > 0;
            if (this.broken) this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
            return EOF;
          }
          const c = text.charCodeAt(o);
          if (c === SEMI || c === LBRACE) {
            this.terminate(c, o);
            this.lastTokenLine = this.line;
            if (this.words === 0) {
              this.error(`unexpected "${c === SEMI ? ";" : "{"}"`, this.termSpan());
              if (c === SEMI) continue;
            }
            return STATEMENT;
          }
          if (c === RBRACE) {
            this.terminate(c, o);
            this.lastTokenLine = this.line;
            if (this.words > 0) this.error('unexpected "}"', this.termSpan());
            return CLOSE;
          }
          if (c === HASH) {
            this.readComment();
            continue;
          }
          const quoted = c === DQUOTE || c === SQUOTE;
          const read = quoted ? this.readQuoted(c) : this.readBare();
          if (!read) {
            this.broken = true;
            return EOF;
          }
          this.addWord(quoted ? c === DQUOTE ? '"' : "'" : null);
          this.lastTokenLine = this.line;
          if (quoted) {
            if (this.afterQuote()) return STATEMENT;
          } else if (this.i < n) {
            const t = text.charCodeAt(this.i);
            if (t === SEMI || t === LBRACE) {
              this.terminate(t, this.i);
              return STATEMENT;
            }
          }
        }
      }
      /** Skips white space, counting lines; one unit of work per character. */
      skipSpace() {
        const text = this.text;
        const n = text.length;
        const from = this.i;
        let i = from;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === LF) this.newline(i);
          else if (c !== SPACE && c !== TAB && c !== CR) break;
          i++;
        }
        this.work += i - from;
        this.i = i;
      }
      /**
       * nginx's need_space state: after a closing quote only whitespace, `)`, `;` or `{` may follow.
       * Returns true when a terminator follows at once (it is taken).
       */
      afterQuote() {
        const text = this.text;
        if (this.i >= text.length) return false;
        const t = text.charCodeAt(this.i);
        if (isSpace(t) || t === RPAREN) return false;
        if (t === SEMI || t === LBRACE) {
          this.terminate(t, this.i);
          return true;
        }
        if (t !== RBRACE) {
          this.error(`unexpected "${String.fromCodePoint(text.codePointAt(this.i))}"`, this.charSpan(this.i));
        }
        return false;
      }
      readComment() {
        const text = this.text;
        const start = this.i;
        const col = start - this.lineStart + 1;
        let end = text.indexOf("\n", start);
        if (end < 0) end = text.length;
        let last = end;
        if (last > start + 1 && text.charCodeAt(last - 1) === CR) last--;
        if (end + 1 - start > MAX_UNCOUNTED) this.checkLength(start, end + 1, col, this.line);
        this.work += 2 * (end - start);
        this.comments.push({
          text: text.slice(start + 1, last),
          span: this.spanAt(this.line, col, this.line, col + (last - start) - 1),
          inline: this.lastTokenLine === this.line
        });
        this.i = end;
      }
      /**
       * nginx refuses a token that does not fit its 4096-byte read buffer ("too long parameter").
       * What must fit is text[from, to): the token, the character that ends it and, after a closing
       * quote, the character after that (nginx still points at the word while it checks that one).
       * For a quoted word, `contentEnd` is where its content stops, to word the message as nginx does.
       * Callers skip tokens of at most MAX_UNCOUNTED characters.
       */
      checkLength(from, to, col, line, quote, contentEnd) {
        const text = this.text;
        to = Math.min(to, text.length);
        if (to - from <= MAX_UNCOUNTED) return;
        this.work += to - from + NGX_CONF_BUFFER + 1;
        if (utf8Length(text.slice(from, to)) <= NGX_CONF_BUFFER) return;
        if (utf8Length(text.slice(from, from + NGX_CONF_BUFFER + 1)) <= NGX_CONF_BUFFER) return;
        const span = this.spanAt(line, col, line, col);
        if (quote !== void 0 && utf8Length(text.slice(from, contentEnd)) >= NGX_CONF_BUFFER) {
          this.error(
            `too long parameter, probably missing terminating "${String.fromCharCode(quote)}" character`,
            span
          );
        } else {
          this.error(`too long parameter "${firstBytes(text.slice(from, from + 10), 10)}..." started`, span);
        }
      }
      /** Reads the quoted word at this.i into value/raw and its place; false at end of input. */
      readQuoted(q) {
        const text = this.text;
        const n = text.length;
        const start = this.i;
        const line = this.line;
        const col = start - this.lineStart + 1;
        let escaped = false;
        let i = start + 1;
        for (; ; ) {
          if (i >= n) {
            this.i = n;
            this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
            return false;
          }
          const c = text.charCodeAt(i);
          if (c === BACKSLASH) {
            escaped = true;
            i++;
            if (i < n && text.charCodeAt(i) === LF) this.newline(i);
            i++;
            continue;
          }
          if (c === LF) this.newline(i);
          else if (c === q) break;
          i++;
        }
        if (i + 1 - start > MAX_UNCOUNTED) this.checkLength(start + 1, i + 2, col, line, q, i);
        const endCol = i - this.lineStart + 1;
        this.i = i + 1;
        this.work += 2 * (i + 1 - start);
        const content = word(text, start + 1, i);
        this.value = escaped ? unescapeNginx(content) : content;
        this.raw = word(text, start, i + 1);
        return this.wordEndsAt(line, col, this.line, endCol);
      }
      /** Reads the unquoted word at this.i into value/raw and its place; false at end of input. */
      readBare() {
        const text = this.text;
        const n = text.length;
        const start = this.i;
        const line = this.line;
        const col = start - this.lineStart + 1;
        let escaped = false;
        let bracePart = -1;
        let i = start;
        for (; ; ) {
          let c = text.charCodeAt(i);
          while (c > DOLLAR && c !== SEMI && c !== BACKSLASH && c !== LBRACE) c = text.charCodeAt(++i);
          if (i >= n) {
            this.i = n;
            this.error('unexpected end of file, expecting ";" or "}"', this.eofSpan());
            return false;
          }
          if (c === DOLLAR) {
            bracePart = ++i;
            continue;
          }
          if (c === LBRACE) {
            if (i !== bracePart) break;
            bracePart = ++i;
            continue;
          }
          if (c === BACKSLASH) {
            escaped = true;
            i++;
            if (i < n && text.charCodeAt(i) === LF) this.newline(i);
            i++;
            continue;
          }
          if (c === SEMI || isSpace(c)) break;
          i++;
        }
        if (i + 1 - start > MAX_UNCOUNTED) this.checkLength(start, i + 1, col, line);
        const last = i - 1;
        const onLine = last >= this.lineStart;
        const endLine = onLine ? this.line : this.line - 1;
        const endCol = last - (onLine ? this.lineStart : this.prevLineStart) + 1;
        this.i = i;
        this.work += 2 * (i - start);
        const raw = word(text, start, i);
        this.raw = raw;
        this.value = escaped ? unescapeNginx(raw) : raw;
        return this.wordEndsAt(line, col, endLine, endCol);
      }
      /**
       * Reads a `*_by_lua_block` body after its opening `{`, as lua-nginx-module's own lexer does:
       * braces count unless they sit in a Lua string ("..." or '...' on one line), a long bracket
       * ([[...]], [==[...]==]) or a comment (-- to end of line, --[[...]]).
       */
      readLuaBody(open) {
        const text = this.text;
        const n = text.length;
        const bodyStart = this.i;
        let lastOpen = open;
        let depth = 1;
        let noDquoteBefore = -1;
        let noSquoteBefore = -1;
        let i = bodyStart;
        while (i < n) {
          this.work++;
          const c = text.charCodeAt(i);
          if (c === LF) {
            this.newline(i);
            i++;
          } else if (c === LBRACE) {
            depth++;
            lastOpen = this.charSpan(i);
            i++;
          } else if (c === RBRACE) {
            depth--;
            if (depth === 0) {
              const close = this.charSpan(i);
              const body = text.slice(bodyStart, i);
              this.i = i + 1;
              this.lastTokenLine = this.line;
              return {
                arg: new Word(body, text.slice(bodyStart - 1, i + 1), null, open.file, open.line, open.column, close.endLine, close.endColumn),
                close
              };
            }
            i++;
          } else if (c === MINUS && i + 1 < n && text.charCodeAt(i + 1) === MINUS) {
            const level = i + 2 < n && text.charCodeAt(i + 2) === LBRACKET ? this.longBracketLevel(i + 2) : -1;
            if (level >= 0) {
              const after = this.skipLongBracket(i + 2, level);
              if (after < 0) return this.luaUnclosed(bodyStart, open);
              i = after;
            } else {
              const eol = text.indexOf("\n", i);
              this.work += (eol < 0 ? n : eol) - i;
              i = eol < 0 ? n : eol;
            }
          } else if (c === LBRACKET) {
            const level = this.longBracketLevel(i);
            if (level >= 0) {
              const after = this.skipLongBracket(i, level);
              if (after < 0) return this.luaUnclosed(bodyStart, open);
              i = after;
            } else i++;
          } else if (c === DQUOTE || c === SQUOTE) {
            const limit = c === DQUOTE ? noDquoteBefore : noSquoteBefore;
            if (i < limit) {
              i++;
              continue;
            }
            let j = i + 1;
            let closed = false;
            while (j < n) {
              this.work++;
              const d = text.charCodeAt(j);
              if (d === BACKSLASH) j += 2;
              else if (d === LF) break;
              else if (d === c) {
                closed = true;
                break;
              } else j++;
            }
            this.work += j - i;
            if (closed) {
              for (let k = i + 1; k < j; k++) if (text.charCodeAt(k) === LF) this.newline(k);
              i = j + 1;
            } else {
              if (c === DQUOTE) noDquoteBefore = j;
              else noSquoteBefore = j;
              i++;
            }
          } else i++;
        }
        this.i = n;
        this.error(
          "unexpected end of file, expecting terminating characters for lua code block",
          { ...lastOpen, endLine: lastOpen.line, endColumn: lastOpen.column }
        );
        return this.luaPartial(bodyStart, open);
      }
      /** The level (number of `=`) of a long bracket opening at `o` (`[`, `=`*, `[`), or -1. */
      longBracketLevel(o) {
        const text = this.text;
        let j = o + 1;
        while (j < text.length && text.charCodeAt(j) === EQUALS) j++;
        return j < text.length && text.charCodeAt(j) === LBRACKET ? j - o - 1 : -1;
      }
      /** Skips a long bracket opening at `o`; returns the offset after its close, or -1 (error recorded). */
      skipLongBracket(o, level) {
        const text = this.text;
        const openEnd = o + level + 2;
        const closing = "]" + "=".repeat(level) + "]";
        const at2 = text.indexOf(closing, openEnd);
        this.work += 2 * ((at2 < 0 ? text.length : at2 + closing.length) - o);
        if (at2 < 0) {
          this.error(
            `Lua code block missing the closing long bracket "${closing}", the inlined Lua code may be too long`,
            this.charSpan(o)
          );
          for (let k = o; k < text.length; k++) if (text.charCodeAt(k) === LF) this.newline(k);
          return -1;
        }
        const end = at2 + closing.length;
        for (let k = o; k < end; k++) if (text.charCodeAt(k) === LF) this.newline(k);
        return end;
      }
      luaUnclosed(bodyStart, open) {
        this.i = this.text.length;
        return this.luaPartial(bodyStart, open);
      }
      luaPartial(bodyStart, open) {
        const body = this.text.slice(bodyStart);
        const end = this.endOfText();
        return { arg: new Word(body, "{" + body, null, open.file, open.line, open.column, end.endLine, end.endColumn) };
      }
      endOfText() {
        return { endLine: this.line, endColumn: Math.max(1, this.text.length - this.lineStart) };
      }
    };
  }
});

// src/nginx/parse.ts
function directiveOf(lexer, endLine, endColumn, block) {
  const span = lexer.nameSpan;
  span.endLine = endLine;
  span.endColumn = endColumn;
  const args2 = lexer.takeArgs();
  return block ? { name: lexer.name, args: args2, span, block: void 0, blockEnd: void 0 } : { name: lexer.name, args: args2, span };
}
function cutShort(lexer) {
  const last = lexer.lastWordSpan();
  return directiveOf(lexer, last.endLine, last.endColumn, false);
}
function parseNginx(text, file, stats) {
  const errors = [];
  const lexer = new NginxLexer(text, file, errors);
  const open = [];
  let count = 0;
  const add = (d) => {
    open[count++] = d;
  };
  const stack = [{ from: 0, entries: false }];
  const closeBlock = () => {
    const frame = stack.pop();
    if (frame.owner) frame.owner.block = copyRange(open, frame.from, count);
    count = frame.from;
  };
  const fail = (message, span) => {
    errors.push({ ruleId: "syntax-error", message, span });
  };
  let guessedBraces = false;
  const failBalance = (message, span) => {
    if (!guessedBraces) fail(message, span);
  };
  for (; ; ) {
    const top = stack[stack.length - 1];
    const token = lexer.next();
    if (token === EOF) {
      if (lexer.words > 0) add(cutShort(lexer));
      if (stack.length > 1 && !lexer.broken) failBalance('unexpected end of file, expecting "}"', lexer.eofSpan());
      break;
    }
    if (token === CLOSE) {
      if (lexer.words > 0) add(cutShort(lexer));
      if (stack.length === 1) {
        if (lexer.words === 0) failBalance('unexpected "}"', lexer.termSpan());
        continue;
      }
      if (top.owner) top.owner.blockEnd = lexer.termSpan();
      closeBlock();
      continue;
    }
    if (lexer.words === 0) {
      guessedBraces = true;
      stack.push({ from: count, entries: top.entries });
      continue;
    }
    const opens = lexer.opensBlock();
    if (top.entries) {
      const d2 = directiveOf(lexer, lexer.termLine, lexer.termColumn, opens);
      add(d2);
      if (opens) {
        fail('unexpected "{"', lexer.termSpan());
        guessedBraces = true;
        stack.push({ owner: d2, from: count, entries: true });
      }
      continue;
    }
    const kind = directiveKind(lexer.name, top.owner?.name);
    if (!opens) {
      const d2 = directiveOf(lexer, lexer.termLine, lexer.termColumn, false);
      add(d2);
      if (kind === "block" || kind === "entries" || kind === "lua") {
        fail(`directive "${d2.name}" has no opening "{"`, lexer.termSpan());
      }
      continue;
    }
    if (kind === "lua") {
      const d2 = directiveOf(lexer, lexer.termLine, lexer.termColumn, false);
      add(d2);
      const body = lexer.readLuaBody(lexer.termSpan());
      d2.args.push(body.arg);
      if (!body.close) break;
      d2.blockEnd = body.close;
      continue;
    }
    const d = directiveOf(lexer, lexer.termLine, lexer.termColumn, true);
    add(d);
    if (kind === "plain") fail(`directive "${d.name}" is not terminated by ";"`, lexer.termSpan());
    stack.push({ owner: d, from: count, entries: kind === "entries" });
  }
  while (stack.length > 1) closeBlock();
  if (stats) stats.work = lexer.work;
  const comments = lexer.comments;
  return { file, directives: copyRange(open, 0, count), comments: copyRange(comments, 0, comments.length), errors };
}
var init_parse2 = __esm({
  "src/nginx/parse.ts"() {
    "use strict";
    init_copy();
    init_directive_kinds();
    init_tokenize();
  }
});

// src/source/detect.ts
function sniffDialect(text) {
  let nginx = 0;
  let apache = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (APACHE_SECTION.test(line)) {
      apache += 5;
      continue;
    }
    if (NGINX_BLOCK.test(line)) {
      nginx += 5;
      continue;
    }
    const code = line.replace(/\s#.*$/, "").trimEnd();
    const word3 = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(code)?.[0];
    if (/^[\w.-]+\s*=/.test(code) || /^\[.*\]$/.test(code)) continue;
    if (code.endsWith(";")) nginx++;
    else if (word3 === void 0) continue;
    else if (APACHE_DIRECTIVES.has(word3.toLowerCase()) || /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(word3)) apache++;
    else if (code.endsWith("{")) nginx++;
  }
  if (nginx > apache) return "nginx";
  if (apache > nginx) return "apache";
  return void 0;
}
function classifyFile(path, text) {
  const name = import_node_path5.posix.basename(path);
  let dialect;
  if (name === "nginx.conf") dialect = "nginx";
  else if (name === "apache2.conf" || name === "httpd.conf" || name === ".htaccess") dialect = "apache";
  else if (text !== void 0) dialect = sniffDialect(text);
  if (!dialect) return void 0;
  const main2 = dialect === "nginx" ? name === "nginx.conf" || text !== void 0 && NGINX_MAIN.test(text) : name === "apache2.conf" || name === "httpd.conf" || text !== void 0 && APACHE_MAIN.test(text);
  return { path, dialect, fragment: !main2 };
}
function treeRoots(fs, dir) {
  const roots = [];
  const nginx = import_node_path5.posix.join(dir, "nginx.conf");
  if (fs.kind(nginx) === "file") roots.push({ path: nginx, dialect: "nginx", fragment: false });
  for (const name of ["apache2.conf", "httpd.conf", "conf/httpd.conf"]) {
    const p = import_node_path5.posix.join(dir, name);
    if (fs.kind(p) === "file") {
      roots.push({ path: p, dialect: "apache", fragment: false });
      break;
    }
  }
  return roots;
}
function confFiles(fs, dir, out) {
  const entries = sortBytewise((fs.list(dir) ?? []).slice(), (e) => e.name);
  for (const e of entries) {
    const full = import_node_path5.posix.join(dir, e.name);
    if (e.isDir) {
      if (!e.name.startsWith(".")) confFiles(fs, full, out);
    } else if (e.name.endsWith(".conf") && fs.kind(full) !== "dir") {
      out.push(full);
    }
  }
}
function detectPath(fs, path) {
  const kind = fs.kind(path);
  if (kind === "missing") {
    return { roots: [], skipped: [{ path, reason: "no such file or directory", usage: true }] };
  }
  if (kind === "dir") {
    const roots = treeRoots(fs, path);
    if (roots.length) return { roots, skipped: [] };
    const files = [];
    confFiles(fs, path, files);
    const found = [];
    const unreadable2 = [];
    for (const file of files) {
      const read2 = fs.read(file);
      if (!read2.ok) {
        unreadable2.push(file);
        continue;
      }
      const root2 = classifyFile(file, read2.text);
      if (root2) found.push(root2);
    }
    const dialect = found.filter((r) => r.dialect === "apache").length > found.length / 2 ? "apache" : "nginx";
    for (const file of unreadable2) found.push({ path: file, dialect, fragment: true });
    sortBytewise(found, (r) => r.path);
    return { roots: found, skipped: [] };
  }
  const read = fs.read(path);
  const root = classifyFile(path, read.ok ? read.text : void 0);
  if (root) return { roots: [root], skipped: [] };
  if (!read.ok) {
    return { roots: [{ path, dialect: "nginx", fragment: true }], skipped: [] };
  }
  return {
    roots: [],
    skipped: [{ path, reason: "neither nginx nor Apache configuration was recognised", usage: false }]
  };
}
var import_node_path5, APACHE_SECTION, APACHE_DIRECTIVES, NGINX_BLOCK, NGINX_MAIN, APACHE_MAIN;
var init_detect = __esm({
  "src/source/detect.ts"() {
    "use strict";
    import_node_path5 = require("node:path");
    init_glob();
    APACHE_SECTION = /^<\/?(virtualhost|directory|directorymatch|files|filesmatch|location|locationmatch|ifmodule|ifdefine|ifversion|if|elseif|else|ifdirective|iffile|ifsection|proxy|proxymatch|macro|limit|limitexcept|requireall|requireany|requirenone|authnprovideralias|authzprovideralias|mdomainset|mdomain)(\s|>|$)/i;
    APACHE_DIRECTIVES = /* @__PURE__ */ new Set(
      [
        "sslengine",
        "sslprotocol",
        "sslciphersuite",
        "sslcertificatefile",
        "sslcertificatekeyfile",
        "sslcertificatechainfile",
        "sslhonorcipherorder",
        "sslsessioncache",
        "sslsessiontickets",
        "sslusestapling",
        "sslstaplingcache",
        "sslcompression",
        "sslopensslconfcmd",
        "sslproxyengine",
        "servername",
        "serveralias",
        "serveradmin",
        "serverroot",
        "serversignature",
        "servertokens",
        "documentroot",
        "loadmodule",
        "rewriteengine",
        "rewriterule",
        "rewritecond",
        "header",
        "requestheader",
        "options",
        "allowoverride",
        "require",
        "order",
        "allow",
        "deny",
        "directoryindex",
        "errorlog",
        "customlog",
        "logformat",
        "loglevel",
        "include",
        "includeoptional",
        "define",
        "undefine",
        "addtype",
        "addhandler",
        "addoutputfilterbytype",
        "alias",
        "scriptalias",
        "redirect",
        "redirectmatch",
        "keepalive",
        "keepalivetimeout",
        "maxkeepaliverequests",
        "timeout",
        "listen",
        "setenvif",
        "expiresactive",
        "expiresbytype",
        "protocols",
        "mutex",
        "pidfile",
        "user",
        "group",
        "hostnamelookups",
        "accessfilename",
        "addcharset",
        "adddefaultcharset",
        "browsermatch",
        "sslrequire",
        "sslverifyclient",
        "sslcacertificatefile",
        "sslusestapling",
        "sslstrictsnivhostcheck",
        "proxypass",
        "proxypassreverse",
        "proxypreservehost",
        "errordocument",
        "filesmatch",
        "usecanonicalname"
      ]
    );
    NGINX_BLOCK = /^(server|http|events|stream|mail|location|upstream|map|geo|types|if|limit_except|split_clients)\b[^;{}]*\{/;
    NGINX_MAIN = /^\s*(events|http)\s*\{/m;
    APACHE_MAIN = /^\s*ServerRoot\s/im;
  }
});

// src/source/envvars.ts
function readEnvvars(text) {
  const shell = /* @__PURE__ */ new Map();
  const exported = /* @__PURE__ */ new Map();
  for (const raw of text.split("\n")) {
    const m = /^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(\S*)\s*(#.*)?$/.exec(raw);
    if (!m) continue;
    let value2 = m[3];
    if (/[`(]/.test(value2) || /\$\{[^}]*[^A-Za-z0-9_}]/.test(value2)) continue;
    value2 = value2.replace(/^'(.*)'$/, "$1").replace(/^"(.*)"$/, "$1");
    value2 = value2.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, b) => shell.get(a ?? b) ?? "");
    shell.set(m[2], value2);
    if (m[1]) exported.set(m[2], value2);
  }
  return exported;
}
var init_envvars = __esm({
  "src/source/envvars.ts"() {
    "use strict";
  }
});

// src/source/stdin.ts
function splitNginxDump(text) {
  const lines2 = text.split("\n");
  const files = /* @__PURE__ */ new Map();
  let name;
  let body = [];
  const flush = () => {
    if (name === void 0) return;
    if (!files.has(name)) files.set(name, body.join("\n"));
  };
  for (let i = 0; i < lines2.length; i++) {
    const m = HEADER.exec(lines2[i]);
    if (m) {
      flush();
      name = m[1];
      body = [];
      continue;
    }
    if (name !== void 0) body.push(lines2[i]);
  }
  if (text.endsWith("\n")) body.pop();
  flush();
  const main2 = files.keys().next().value;
  return main2 === void 0 ? void 0 : { files, main: main2 };
}
function readStdin() {
  try {
    return decodeConfigBytes((0, import_node_fs4.readFileSync)(0));
  } catch (err) {
    return { ok: false, reason: err.message };
  }
}
var import_node_fs4, STDIN_NAME, HEADER;
var init_stdin = __esm({
  "src/source/stdin.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    init_read();
    STDIN_NAME = "<stdin>";
    HEADER = /^# configuration file (\/.*):\r?$/;
  }
});

// src/source/load.ts
function loadPaths(paths, options2 = {}) {
  const fs = cachingFs(mappedDiskFs(options2.pathMap));
  const result = { trees: [], files: [], skipped: [] };
  const rootsSeen = /* @__PURE__ */ new Set();
  for (const given of paths) {
    if (given === "-") {
      const tree = loadStdin(options2);
      if ("tree" in tree) result.trees.push(tree.tree);
      else result.skipped.push({ path: "-", reason: tree.skipped, usage: false });
      continue;
    }
    const detection = detectPath(fs, (0, import_node_path6.resolve)(given));
    result.skipped.push(...detection.skipped.map((s2) => ({ ...s2, path: given })));
    for (const root of detection.roots) {
      const real = fs.realpath(root.path);
      if (rootsSeen.has(real)) continue;
      rootsSeen.add(real);
      result.trees.push(loadTree(fs, root, { pathMap: options2.pathMap, reportMissing: !root.fragment }));
    }
  }
  const inTrees = /* @__PURE__ */ new Set();
  for (const tree of result.trees) if (!tree.fragment) for (const file of tree.files.keys()) inTrees.add(file);
  result.trees = result.trees.filter((t) => !t.fragment || !inTrees.has(t.root));
  const files = /* @__PURE__ */ new Set();
  for (const tree of result.trees) for (const file of tree.files.keys()) files.add(file);
  result.files = [...files];
  return result;
}
function loadStdin(options2) {
  const given = options2.stdin;
  const read = given === void 0 ? readStdin() : given.includes("\0") ? { ok: false, reason: "binary input (NUL byte)" } : { ok: true, text: given };
  if (!read.ok) {
    const tree = emptyTree("nginx", STDIN_NAME, true, process.cwd());
    tree.diagnostics.push(unreadable(STDIN_NAME, read.reason, fileStart2(STDIN_NAME)));
    return { tree };
  }
  const text = read.text.replace(/^\uFEFF/, "");
  const dump = splitNginxDump(text);
  if (dump) {
    const root2 = { path: dump.main, dialect: "nginx", fragment: false };
    return { tree: loadTree(memoryFs(dump.files), root2, { reportMissing: true }) };
  }
  const root = classifyFile(STDIN_NAME, text);
  if (!root) return { skipped: "neither nginx nor Apache configuration was recognised on standard input" };
  const files = /* @__PURE__ */ new Map([[STDIN_NAME, text]]);
  const disk = mappedDiskFs(options2.pathMap);
  const fs = {
    kind: (p) => p === STDIN_NAME ? "file" : disk.kind(p),
    list: (p) => disk.list(p),
    realpath: (p) => p === STDIN_NAME ? p : disk.realpath(p),
    read: (p) => files.has(p) ? { ok: true, text } : disk.read(p)
  };
  return { tree: loadTree(fs, root, { pathMap: options2.pathMap, reportMissing: false, base: process.cwd() }) };
}
function emptyTree(dialect, root, fragment, base) {
  return { dialect, root, fragment, base, files: /* @__PURE__ */ new Map(), diagnostics: [] };
}
function fileStart2(file) {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
function unreadable(file, reason, at2) {
  return { ruleId: "file-unreadable", message: `cannot read ${file}: ${reason}`, span: at2 };
}
function defaultBase(fs, root) {
  const dir = import_node_path6.posix.dirname(root.path);
  if (root.dialect === "apache" && import_node_path6.posix.basename(dir) === "conf" && import_node_path6.posix.basename(root.path) === "httpd.conf") {
    return import_node_path6.posix.dirname(dir);
  }
  if (root.fragment) {
    const marker = root.dialect === "nginx" ? ["nginx.conf"] : ["apache2.conf", "httpd.conf", "conf/httpd.conf"];
    for (let d = dir; ; d = import_node_path6.posix.dirname(d)) {
      for (const m of marker) {
        if (fs.kind(import_node_path6.posix.join(d, m)) !== "file") continue;
        return m === "httpd.conf" && import_node_path6.posix.basename(d) === "conf" ? import_node_path6.posix.dirname(d) : d;
      }
      if (d === import_node_path6.posix.dirname(d)) break;
    }
  }
  return dir;
}
function loadTree(fs, root, options2) {
  return new TreeLoader(fs, root, options2).load();
}
var import_node_path6, MAX_INCLUDE_DEPTH, LOADER_NAME_LENGTHS, TreeLoader;
var init_load = __esm({
  "src/source/load.ts"() {
    "use strict";
    import_node_path6 = require("node:path");
    init_parse();
    init_defines();
    init_parse2();
    init_detect();
    init_envvars();
    init_fs();
    init_glob();
    init_path_map();
    init_stdin();
    MAX_INCLUDE_DEPTH = 128;
    LOADER_NAME_LENGTHS = new Set(["define", "undefine", "serverroot", "include", "includeoptional"].map((n) => n.length));
    TreeLoader = class {
      constructor(fs, root, options2) {
        this.fs = fs;
        this.options = options2;
        this.rootReal = fs.realpath(root.path);
        const base = options2.base ?? defaultBase(fs, root);
        this.tree = emptyTree(root.dialect, this.rootReal, root.fragment, base);
        this.parse = root.dialect === "nginx" ? parseNginx : parseApache;
        if (root.dialect === "apache") {
          const envvars = import_node_path6.posix.join(base, "envvars");
          if (fs.kind(envvars) === "file") {
            const read = fs.read(envvars);
            if (read.ok) for (const [k, v] of readEnvvars(read.text)) this.defines.set(k, v);
          }
        }
      }
      fs;
      options;
      tree;
      stack = [];
      done = /* @__PURE__ */ new Set();
      defines = /* @__PURE__ */ new Map();
      parse;
      rootReal;
      load() {
        const parsed = this.readAndParse(this.rootReal, fileStart2(this.rootReal));
        if (parsed) this.walkFile(parsed);
        return this.tree;
      }
      readAndParse(real, at2) {
        const read = this.fs.read(real);
        if (!read.ok) {
          this.tree.diagnostics.push(unreadable(this.display(real), read.reason, at2));
          return void 0;
        }
        if (read.bom && this.tree.dialect === "nginx") {
          this.tree.diagnostics.push({
            ruleId: "syntax-error",
            message: 'the file starts with a UTF-8 byte order mark: nginx reads it as part of the first directive name ("unknown directive")',
            span: fileStart2(real)
          });
        }
        const parsed = this.parse(read.text, real);
        this.tree.files.set(real, parsed);
        return parsed;
      }
      walkFile(parsed) {
        this.stack.push(parsed.file);
        this.walk(parsed.directives);
        this.stack.pop();
        this.done.add(parsed.file);
      }
      walk(directives) {
        for (const d of directives) {
          if (this.tree.dialect === "apache") this.apacheDirective(d);
          else if (d.name === "include") this.include(d, this.nginxTargets(d));
          if (d.block) this.walk(d.block);
        }
      }
      apacheDirective(d) {
        for (const arg of d.args) {
          if (arg.value.includes("${")) arg.value = substituteDefines(arg.value, this.defines).value;
        }
        const name = LOADER_NAME_LENGTHS.has(d.name.length) ? d.name.toLowerCase() : "";
        const [first, second] = d.args;
        if (name === "define" && first) {
          if (second) this.defines.set(first.value, second.value);
        } else if (name === "undefine" && first) {
          this.defines.delete(first.value);
        } else if (name === "serverroot" && first) {
          this.serverRoot(first.value);
        } else if (name === "include" || name === "includeoptional") {
          this.include(d, this.apacheTargets(d, name === "includeoptional"));
        }
      }
      /**
       * ServerRoot usually names where the tree lives on the server (/etc/httpd), not where
       * this copy of it is. It is used when --path-map covers it or it exists here; an absolute
       * path that is neither falls back to the tree's directory (Debian: apache2.conf's
       * directory; RHEL: the parent of conf/).
       */
      serverRoot(value2) {
        if (!(0, import_node_path6.isAbsolute)(value2)) return;
        const mapped = applyPathMap(value2, this.options.pathMap);
        if (pathMapCovers(value2, this.options.pathMap) || this.fs.kind(mapped) === "dir") {
          this.tree.base = mapped;
        }
      }
      absolute(value2) {
        if ((0, import_node_path6.isAbsolute)(value2)) return applyPathMap(import_node_path6.posix.normalize(value2), this.options.pathMap);
        return import_node_path6.posix.join(this.tree.base, value2);
      }
      nginxTargets(d) {
        if (d.args.length !== 1) return { files: [] };
        const value2 = d.args[0].value;
        const path = this.absolute(value2);
        if (hasNginxMagic(value2)) return { files: globNginx(this.fs, path) };
        if (this.fs.kind(this.fs.realpath(path)) !== "missing") return { files: [path] };
        return { files: [], error: `included file ${this.describe(value2, path)} does not exist` };
      }
      apacheTargets(d, optional) {
        if (d.args.length !== 1) return { files: [] };
        const value2 = d.args[0].value;
        const expansion = expandApacheInclude(this.fs, this.absolute(value2), optional);
        if (!expansion.error) return expansion;
        const undefinedVar = /\$\{([^}:]+)\}/.exec(value2);
        const hint = undefinedVar ? ` (\${${undefinedVar[1]}} is not defined)` : "";
        return { files: expansion.files, error: `${d.name} ${value2}: ${expansion.error}${hint}` };
      }
      include(d, targets) {
        const includes = [];
        d.includes = includes;
        if (targets.error && this.options.reportMissing) {
          this.tree.diagnostics.push({ ruleId: "include-missing", message: targets.error, span: d.span });
        }
        for (const target of targets.files) {
          const real = this.fs.realpath(target);
          const at2 = this.stack.indexOf(real);
          if (at2 !== -1) {
            const chain = [...this.stack.slice(at2), real].map((f) => this.display(f)).join(" \u2192 ");
            this.tree.diagnostics.push({ ruleId: "syntax-error", message: `include cycle: ${chain}`, span: d.span });
            continue;
          }
          if (this.done.has(real)) {
            includes.push(real);
            continue;
          }
          if (this.stack.length >= MAX_INCLUDE_DEPTH) {
            this.tree.diagnostics.push({
              ruleId: "syntax-error",
              message: `includes nested deeper than ${MAX_INCLUDE_DEPTH} files at ${this.display(real)}`,
              span: d.span
            });
            continue;
          }
          const parsed = this.tree.files.get(real) ?? this.readAndParse(real, d.span);
          if (!parsed) continue;
          includes.push(real);
          this.walkFile(parsed);
        }
      }
      describe(value2, path) {
        return value2 === path ? path : `${value2} (${path})`;
      }
      /** A path as messages show it: relative to the tree's base when inside it. */
      display(path) {
        const base = this.tree.base.endsWith("/") ? this.tree.base : this.tree.base + "/";
        return path.startsWith(base) ? path.slice(base.length) : path;
      }
    };
  }
});

// src/suppress.ts
function parseSuppressions(comments) {
  const out = [];
  for (const comment of comments) {
    const m = PATTERN.exec(comment.text);
    if (!m) continue;
    const rules = m[2].split(/[\s,]+/).filter(Boolean);
    out.push({ kind: m[1], rules, comment, used: /* @__PURE__ */ new Set() });
  }
  return out;
}
function applySuppressions(findings, commentsByFile, knownRules) {
  const byFile = /* @__PURE__ */ new Map();
  for (const [file, comments] of commentsByFile) {
    const list = parseSuppressions(comments);
    if (list.length) byFile.set(file, list);
  }
  if (byFile.size === 0) return findings;
  const kept = findings.filter((f) => {
    const list = byFile.get(f.location.file);
    if (!list) return true;
    for (const s2 of list) {
      if (!s2.rules.includes(f.ruleId)) continue;
      if (s2.kind === "file" || f.location.line === s2.comment.span.line + 1) {
        s2.used.add(f.ruleId);
        return false;
      }
    }
    return true;
  });
  for (const list of byFile.values()) {
    for (const s2 of list) {
      const { span } = s2.comment;
      const location2 = { file: span.file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
      if (s2.rules.length === 0) {
        kept.push({ ruleId: UNUSED_SUPPRESSION.id, severity: "info", location: location2, message: `ssllint-disable-${s2.kind} names no rule: write the rule id(s) to disable` });
        continue;
      }
      for (const rule38 of s2.rules) {
        if (s2.used.has(rule38)) continue;
        const message = knownRules.has(rule38) ? `unused suppression: ${rule38} reports nothing ${s2.kind === "file" ? "in this file" : "on the next line"}` : `unknown rule "${rule38}" in suppression comment`;
        kept.push({ ruleId: UNUSED_SUPPRESSION.id, severity: "info", location: location2, message, fix: { description: `remove "${rule38}" from the comment` } });
      }
    }
  }
  return kept;
}
var UNUSED_SUPPRESSION, PATTERN;
var init_suppress = __esm({
  "src/suppress.ts"() {
    "use strict";
    UNUSED_SUPPRESSION = {
      id: "unused-suppression",
      title: "Suppression comment that silences nothing",
      severity: "info",
      category: "syntax",
      security: false,
      docs: {
        why: "A suppression comment whose rule no longer fires there (or names an unknown rule) hides nothing today but would hide a future problem. Remove it.",
        nginx: {
          bad: "# ssllint-disable-next-line cipher-rc4 -- legacy clients\nssl_ciphers ECDHE+AESGCM;",
          good: "ssl_ciphers ECDHE+AESGCM;"
        },
        apache: {
          bad: "# ssllint-disable-next-line cipher-rc4 -- legacy clients\nSSLCipherSuite ECDHE+AESGCM",
          good: "SSLCipherSuite ECDHE+AESGCM"
        }
      }
    };
    PATTERN = /^\s*ssllint-disable-(next-line|file)\b\s*([^]*?)\s*(?:--[^]*)?$/;
  }
});

// src/lint.ts
function lint(options2, rules) {
  const loaded2 = loadPaths(options2.paths, { pathMap: options2.pathMap, stdin: options2.stdin });
  const context = { generations: options2.generations, now: options2.now, expiringDays: options2.expiringDays, hardware: options2.hardware };
  const active = rules.filter((r) => options2.levels.get(r.meta.id) !== "off");
  const findings = [];
  const comments = /* @__PURE__ */ new Map();
  const models2 = [];
  for (const tree of loaded2.trees) {
    for (const [file, parsed] of tree.files) comments.set(file, parsed.comments);
    const model = buildModel(tree, { nginxVersion: options2.nginxVersion, apacheVersion: options2.apacheVersion, pathMap: options2.pathMap, apacheDefines: options2.apacheDefines });
    models2.push(model);
    for (const rule38 of active) {
      const level = options2.levels.get(rule38.meta.id);
      for (const f of rule38.check(model, context)) {
        const finding2 = { ruleId: rule38.meta.id, severity: level ?? f.severity ?? rule38.meta.severity, message: f.message, location: f.location };
        if (f.fix !== void 0) finding2.fix = f.fix;
        if (f.related !== void 0) finding2.related = f.related;
        f.message.charCodeAt(0);
        findings.push(finding2);
      }
    }
  }
  const known = new Set(rules.map((r) => r.meta.id));
  const kept = [];
  const ignoredFiles = /* @__PURE__ */ new Map();
  const ignored = (file) => {
    let answer = ignoredFiles.get(file);
    if (answer === void 0) ignoredFiles.set(file, answer = options2.ignored(file));
    return answer;
  };
  for (const f of applySuppressions(findings, comments, known)) {
    const level = options2.levels.get(f.ruleId);
    if (level === "off" || ignored(f.location.file)) continue;
    kept.push(level && f.severity !== level ? { ...f, severity: level } : f);
  }
  return { findings: dropTwins(sortFindings(kept)), files: loaded2.files, models: models2 };
}
function dropTwins(sorted) {
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    const f = sorted[i];
    if (n > 0 && f.ruleId !== UNUSED_SUPPRESSION.id && compareFindings(sorted[n - 1], f) === 0) continue;
    sorted[n++] = f;
  }
  sorted.length = n;
  return sorted;
}
var init_lint = __esm({
  "src/lint.ts"() {
    "use strict";
    init_findings();
    init_build();
    init_load();
    init_suppress();
  }
});

// src/advice/hardware.ts
function hasAesHardware(h) {
  return h === "x86-aesni" || h === "arm64-crypto";
}
function isHardwareProfile(s2) {
  return HARDWARE_PROFILES.includes(s2);
}
function familyOfArch(arch) {
  if (arch === "x64" || arch === "ia32" || arch === "x86_64" || arch === "i386" || arch === "i686") return "x86";
  if (arch === "arm64" || arch === "arm" || arch === "aarch64" || arch.startsWith("armv")) return "arm";
  return void 0;
}
function featureSets(cpuinfo, key) {
  const sets = [];
  for (const line of cpuinfo.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    if (line.slice(0, colon).trim().toLowerCase() !== key) continue;
    sets.push(new Set(line.slice(colon + 1).trim().split(/\s+/).filter(Boolean)));
  }
  return sets;
}
function allHave(sets, wanted) {
  return sets.length > 0 && sets.every((s2) => wanted.every((w) => s2.has(w)));
}
function detectHardware(cpuinfo, arch) {
  let family = familyOfArch(arch);
  const x86 = featureSets(cpuinfo, "flags");
  const arm = featureSets(cpuinfo, "features");
  if (family === void 0) family = x86.length > 0 ? "x86" : arm.length > 0 ? "arm" : void 0;
  if (family === "x86") {
    if (x86.length === 0) return { evidence: `no "flags" line in /proc/cpuinfo (arch ${arch})` };
    const ok = allHave(x86, ["aes", "pclmulqdq"]);
    return {
      profile: ok ? "x86-aesni" : "x86-no-aesni",
      evidence: ok ? "cpuinfo flags include aes and pclmulqdq" : `cpuinfo flags lack ${missing(x86, ["aes", "pclmulqdq"])}`
    };
  }
  if (family === "arm") {
    if (arm.length === 0) return { evidence: `no "Features" line in /proc/cpuinfo (arch ${arch})` };
    const ok = allHave(arm, ["aes", "pmull"]);
    return {
      profile: ok ? "arm64-crypto" : "arm-no-crypto",
      evidence: ok ? "cpuinfo Features include aes and pmull" : `cpuinfo Features lack ${missing(arm, ["aes", "pmull"])}`
    };
  }
  return { evidence: `architecture ${arch} has no hardware profile` };
}
function missing(sets, wanted) {
  return wanted.filter((w) => !sets.every((s2) => s2.has(w))).join(" and ");
}
function parseHardwareList(text) {
  const parts = text.split(",").map((s2) => s2.trim()).filter(Boolean);
  if (parts.length === 0) return "empty --hardware value";
  const out = [];
  for (const p of parts) {
    if (p !== "auto" && !isHardwareProfile(p)) {
      return `unknown hardware profile "${p}" (expected auto, ${HARDWARE_PROFILES.join(", ")}, or a comma-separated list)`;
    }
    if (!out.includes(p)) out.push(p);
  }
  return out;
}
var HARDWARE_PROFILES, HARDWARE_LABELS;
var init_hardware = __esm({
  "src/advice/hardware.ts"() {
    "use strict";
    HARDWARE_PROFILES = ["x86-aesni", "x86-no-aesni", "arm64-crypto", "arm-no-crypto"];
    HARDWARE_LABELS = {
      "x86-aesni": "x86 with AES-NI and PCLMULQDQ",
      "x86-no-aesni": "x86 without AES-NI",
      "arm64-crypto": "ARMv8 with the Cryptography Extensions, aes and pmull",
      "arm-no-crypto": "ARM without AES instructions, such as the Raspberry Pi 4 and older"
    };
  }
});

// src/advice/costs.ts
function costsFromMeasurement(m, base) {
  const estimated = [];
  const perByte = (rate) => rate && rate > 0 ? 1 / rate : void 0;
  const raw = {
    "AES128-GCM": perByte(m.bulk["aes-128-gcm"]),
    "AES256-GCM": perByte(m.bulk["aes-256-gcm"]),
    "CHACHA20-POLY1305": perByte(m.bulk["chacha20-poly1305"]),
    "AES128-CBC-SHA": perByte(m.bulk["aes-128-cbc-hmac-sha1"]),
    "3DES-CBC-SHA": perByte(m.bulk["des-ede3-cbc-hmac-sha1"])
  };
  const aead = [raw["AES128-GCM"], raw["CHACHA20-POLY1305"]].filter((x) => x !== void 0);
  const bulk = { ...base.bulk };
  if (aead.length > 0) {
    const unit = Math.min(...aead);
    const anchor = raw["AES128-GCM"] !== void 0 ? "AES128-GCM" : "CHACHA20-POLY1305";
    for (const c of BULK_CIPHERS) {
      const r = raw[c];
      if (r !== void 0) bulk[c] = r / unit;
      else {
        const neighbour = c === "AES256-CBC-SHA" && raw["AES128-CBC-SHA"] !== void 0 ? "AES128-CBC-SHA" : anchor;
        bulk[c] = raw[neighbour] / unit * (base.bulk[c] / base.bulk[neighbour]);
        estimated.push(c);
      }
    }
  } else {
    estimated.push(...BULK_CIPHERS);
  }
  const sign2 = { ...base.sign };
  const p256 = m.sign["ecdsa-p256"];
  const measuredSign = /* @__PURE__ */ new Set();
  if (p256 && p256 > 0) {
    for (const [alg, name] of Object.entries(SIGN_FROM_MEASURE)) {
      const rate = m.sign[alg];
      if (rate && rate > 0) {
        sign2[name] = p256 / rate;
        measuredSign.add(name);
      }
    }
    for (const name of SIGNATURES) {
      if (measuredSign.has(name)) continue;
      const near = ["RSA-2048", "RSA-3072", "RSA-4096"].filter((n) => measuredSign.has(n));
      const from = name.startsWith("RSA-") && near.length > 0 ? near[near.length - 1] : void 0;
      if (from) sign2[name] = sign2[from] * (base.sign[name] / base.sign[from]);
      estimated.push(name);
    }
  } else {
    estimated.push(...SIGNATURES);
  }
  return { bulk, sign: sign2, source: `measured on this machine (Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion})`, estimated };
}
function costsFor(hardware, measured) {
  return measured ? costsFromMeasurement(measured, BUILTIN_COSTS[hardware]) : BUILTIN_COSTS[hardware];
}
function cheapestAead(t) {
  return Math.min(t.bulk["AES128-GCM"], t.bulk["CHACHA20-POLY1305"]);
}
function cost3desMultiple(hardware, measured) {
  const hosts = typeof hardware === "string" ? [hardware] : hardware;
  let worst = 0;
  for (const h of hosts) {
    const t = costsFor(h, measured);
    worst = Math.max(worst, t.bulk["3DES-CBC-SHA"] / cheapestAead(t));
  }
  return worst;
}
function formatMultiple(x) {
  if (!Number.isFinite(x)) return "?";
  if (x >= 10) return String(Math.round(x / (x >= 100 ? 10 : 1)) * (x >= 100 ? 10 : 1));
  return x.toFixed(1).replace(/\.0$/, "");
}
function times(x) {
  return `${formatMultiple(x)}x`;
}
function estimatedOf(t) {
  const e = t.estimated;
  return Array.isArray(e) ? e.map(String) : [];
}
var BULK_CIPHERS, SIGNATURES, BUILTIN_COSTS, SIGN_FROM_MEASURE;
var init_costs = __esm({
  "src/advice/costs.ts"() {
    "use strict";
    BULK_CIPHERS = [
      "AES128-GCM",
      "AES256-GCM",
      "CHACHA20-POLY1305",
      "AES128-CBC-SHA",
      "AES256-CBC-SHA",
      "3DES-CBC-SHA"
    ];
    SIGNATURES = ["ECDSA-P256", "Ed25519", "ECDSA-P384", "RSA-2048", "RSA-3072", "RSA-4096"];
    BUILTIN_COSTS = {
      "x86-aesni": {
        bulk: { "AES128-GCM": 1, "AES256-GCM": 1.4, "CHACHA20-POLY1305": 1.6, "AES128-CBC-SHA": 4.5, "AES256-CBC-SHA": 5.5, "3DES-CBC-SHA": 150 },
        sign: { "ECDSA-P256": 1, Ed25519: 1.4, "ECDSA-P384": 25, "RSA-2048": 12, "RSA-3072": 36, "RSA-4096": 80 },
        source: "built-in table (openssl speed on a Xeon with AES-NI, public figures)"
      },
      "x86-no-aesni": {
        bulk: { "AES128-GCM": 4.5, "AES256-GCM": 5.5, "CHACHA20-POLY1305": 1, "AES128-CBC-SHA": 4.6, "AES256-CBC-SHA": 5.6, "3DES-CBC-SHA": 38 },
        sign: { "ECDSA-P256": 1, Ed25519: 1.4, "ECDSA-P384": 25, "RSA-2048": 12, "RSA-3072": 36, "RSA-4096": 80 },
        source: "built-in table (openssl speed with AES-NI masked, public figures)"
      },
      "arm64-crypto": {
        bulk: { "AES128-GCM": 1, "AES256-GCM": 1.3, "CHACHA20-POLY1305": 2.8, "AES128-CBC-SHA": 4, "AES256-CBC-SHA": 4.8, "3DES-CBC-SHA": 120 },
        sign: { "ECDSA-P256": 1, Ed25519: 1.3, "ECDSA-P384": 20, "RSA-2048": 15, "RSA-3072": 45, "RSA-4096": 100 },
        source: "built-in table (public openssl speed figures)"
      },
      "arm-no-crypto": {
        bulk: { "AES128-GCM": 4.5, "AES256-GCM": 5.5, "CHACHA20-POLY1305": 1, "AES128-CBC-SHA": 4, "AES256-CBC-SHA": 5, "3DES-CBC-SHA": 15 },
        sign: { "ECDSA-P256": 1, Ed25519: 1.2, "ECDSA-P384": 20, "RSA-2048": 15, "RSA-3072": 45, "RSA-4096": 100 },
        source: "built-in table (public openssl speed figures)"
      }
    };
    SIGN_FROM_MEASURE = {
      "ecdsa-p256": "ECDSA-P256",
      ed25519: "Ed25519",
      "ecdsa-p384": "ECDSA-P384",
      "rsa-2048": "RSA-2048",
      "rsa-3072": "RSA-3072",
      "rsa-4096": "RSA-4096"
    };
  }
});

// src/advice/versions.ts
function parseVersion3(text) {
  const m = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!m) return void 0;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}
function compareVersions2(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
function atLeast3(v, min) {
  const m = parseVersion3(min);
  return m !== void 0 && compareVersions2(v, m) >= 0;
}
function formatVersion(v) {
  return v.join(".");
}
function parseOpenSsl(text) {
  const t = text.trim().toLowerCase().replace(/^openssl\s*/, "");
  if (t === "1.0.2" || t === "1.0.2x") return { generation: "1.0.2", version: [1, 0, 2], label: "1.0.2" };
  if (t === "1.1.1" || t === "1.1.1x") return { generation: "1.1.1", version: [1, 1, 1], label: "1.1.1" };
  if (t === "3" || t === "3.x") return { generation: "3.x", version: [3, 0, 0], label: "3.x" };
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?[a-z]{0,2}$/.exec(t);
  if (!m) return void 0;
  const v = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const label = t;
  if (v[0] === 1 && v[1] === 0 && v[2] === 2) return { generation: "1.0.2", version: v, label };
  if (v[0] === 1 && v[1] === 1 && v[2] === 1) return { generation: "1.1.1", version: v, label };
  if (v[0] === 3) return { generation: "3.x", version: v, label };
  return void 0;
}
var DEFAULT_OPENSSL;
var init_versions = __esm({
  "src/advice/versions.ts"() {
    "use strict";
    DEFAULT_OPENSSL = "3.x";
  }
});

// src/advice/capabilities.ts
function capabilities(server, v, openssl) {
  const o = openssl.version;
  const ossl111 = atLeast3(o, "1.1.1");
  const ossl110 = atLeast3(o, "1.1.0");
  const common = {
    x25519: ossl110,
    mlkem: atLeast3(o, "3.5.0"),
    seclevel: ossl110
  };
  if (server === "nginx") {
    const confCmd2 = atLeast3(v, "1.19.4") && atLeast3(o, "1.0.2");
    return {
      ...common,
      tls13: atLeast3(v, "1.13.0") && ossl111,
      tls13Suites: atLeast3(v, "1.13.0") && ossl111 && confCmd2,
      confCmd: confCmd2,
      prioritizeChaCha: confCmd2 && ossl111,
      curveList: atLeast3(v, "1.11.0") && atLeast3(o, "1.0.2"),
      singleCurve: atLeast3(v, "1.1.0"),
      sessionTicketsDirective: atLeast3(v, "1.5.9"),
      ticketKeyRotation: atLeast3(v, "1.23.2"),
      stapling: atLeast3(v, "1.3.7"),
      http2: atLeast3(v, "1.25.1") ? "http2-directive" : atLeast3(v, "1.9.5") ? "listen-parameter" : "none",
      headerAlways: atLeast3(v, "1.7.5"),
      autoDh: false
    };
  }
  const confCmd = atLeast3(v, "2.4.8") && atLeast3(o, "1.0.2");
  const tickets = atLeast3(v, "2.4.11") || atLeast3(v, "2.2.30") && !atLeast3(v, "2.3.0");
  return {
    ...common,
    tls13: atLeast3(v, "2.4.36") && ossl111,
    tls13Suites: atLeast3(v, "2.4.36") && ossl111,
    confCmd,
    prioritizeChaCha: confCmd && ossl111,
    curveList: confCmd,
    singleCurve: false,
    sessionTicketsDirective: tickets,
    ticketKeyRotation: false,
    stapling: atLeast3(v, "2.3.3"),
    http2: atLeast3(v, "2.4.17") ? "protocols" : "none",
    headerAlways: true,
    autoDh: atLeast3(v, "2.4.7")
  };
}
var init_capabilities = __esm({
  "src/advice/capabilities.ts"() {
    "use strict";
    init_versions();
  }
});

// src/advice/suites.ts
function s(name, kx, au, bulk, generations = ALL) {
  return { name, kx, au, bulk, aead: bulk.endsWith("GCM") || bulk === "CHACHA20-POLY1305", generations };
}
function tls12Suite(name) {
  const x = BY_NAME.get(name);
  return x && "kx" in x ? x : void 0;
}
function tls13Suite(name) {
  const x = BY_NAME.get(name);
  return x && !("kx" in x) ? x : void 0;
}
var ALL, NO_102, DES3, TLS12_SUITES, TLS13_SUITES, OPENSSL_DEFAULT_TLS13, BY_NAME, BULK_LABELS;
var init_suites = __esm({
  "src/advice/suites.ts"() {
    "use strict";
    ALL = ["1.0.2", "1.1.1", "3.x"];
    NO_102 = ["1.1.1", "3.x"];
    DES3 = ["1.0.2", "1.1.1"];
    TLS12_SUITES = [
      s("ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE", "ECDSA", "AES128-GCM"),
      s("ECDHE-RSA-AES128-GCM-SHA256", "ECDHE", "RSA", "AES128-GCM"),
      s("ECDHE-ECDSA-AES256-GCM-SHA384", "ECDHE", "ECDSA", "AES256-GCM"),
      s("ECDHE-RSA-AES256-GCM-SHA384", "ECDHE", "RSA", "AES256-GCM"),
      s("ECDHE-ECDSA-CHACHA20-POLY1305", "ECDHE", "ECDSA", "CHACHA20-POLY1305", NO_102),
      s("ECDHE-RSA-CHACHA20-POLY1305", "ECDHE", "RSA", "CHACHA20-POLY1305", NO_102),
      s("DHE-RSA-AES128-GCM-SHA256", "DHE", "RSA", "AES128-GCM"),
      s("DHE-RSA-AES256-GCM-SHA384", "DHE", "RSA", "AES256-GCM"),
      s("DHE-RSA-CHACHA20-POLY1305", "DHE", "RSA", "CHACHA20-POLY1305", NO_102),
      s("ECDHE-ECDSA-AES128-SHA256", "ECDHE", "ECDSA", "AES128-CBC-SHA"),
      s("ECDHE-RSA-AES128-SHA256", "ECDHE", "RSA", "AES128-CBC-SHA"),
      s("ECDHE-ECDSA-AES128-SHA", "ECDHE", "ECDSA", "AES128-CBC-SHA"),
      s("ECDHE-RSA-AES128-SHA", "ECDHE", "RSA", "AES128-CBC-SHA"),
      s("ECDHE-ECDSA-AES256-SHA384", "ECDHE", "ECDSA", "AES256-CBC-SHA"),
      s("ECDHE-RSA-AES256-SHA384", "ECDHE", "RSA", "AES256-CBC-SHA"),
      s("ECDHE-ECDSA-AES256-SHA", "ECDHE", "ECDSA", "AES256-CBC-SHA"),
      s("ECDHE-RSA-AES256-SHA", "ECDHE", "RSA", "AES256-CBC-SHA"),
      s("DHE-RSA-AES128-SHA256", "DHE", "RSA", "AES128-CBC-SHA"),
      s("DHE-RSA-AES256-SHA256", "DHE", "RSA", "AES256-CBC-SHA"),
      s("AES128-GCM-SHA256", "RSA", "RSA", "AES128-GCM"),
      s("AES256-GCM-SHA384", "RSA", "RSA", "AES256-GCM"),
      s("AES128-SHA256", "RSA", "RSA", "AES128-CBC-SHA"),
      s("AES256-SHA256", "RSA", "RSA", "AES256-CBC-SHA"),
      s("AES128-SHA", "RSA", "RSA", "AES128-CBC-SHA"),
      s("AES256-SHA", "RSA", "RSA", "AES256-CBC-SHA"),
      s("DES-CBC3-SHA", "RSA", "RSA", "3DES-CBC-SHA", DES3)
    ];
    TLS13_SUITES = [
      { name: "TLS_AES_128_GCM_SHA256", bulk: "AES128-GCM" },
      { name: "TLS_AES_256_GCM_SHA384", bulk: "AES256-GCM" },
      { name: "TLS_CHACHA20_POLY1305_SHA256", bulk: "CHACHA20-POLY1305" }
    ];
    OPENSSL_DEFAULT_TLS13 = [
      "TLS_AES_256_GCM_SHA384",
      "TLS_CHACHA20_POLY1305_SHA256",
      "TLS_AES_128_GCM_SHA256"
    ];
    BY_NAME = new Map([...TLS12_SUITES, ...TLS13_SUITES].map((x) => [x.name, x]));
    BULK_LABELS = {
      "AES128-GCM": "AES-128-GCM",
      "AES256-GCM": "AES-256-GCM",
      "CHACHA20-POLY1305": "ChaCha20-Poly1305",
      "AES128-CBC-SHA": "AES-128-CBC",
      "AES256-CBC-SHA": "AES-256-CBC",
      "3DES-CBC-SHA": "3DES"
    };
  }
});

// src/advice/order.ts
function hostCost(bulk, hosts) {
  let worst = 0;
  for (const h of hosts) {
    const unit = Math.min(h.bulk["AES128-GCM"], h.bulk["CHACHA20-POLY1305"]);
    worst = Math.max(worst, h.bulk[bulk] / unit);
  }
  return worst;
}
function tier(s2) {
  if (s2.bulk === "3DES-CBC-SHA") return 99;
  return (s2.kx === "RSA" ? 4 : 0) + (s2.aead ? 0 : 2) + (s2.kx === "DHE" ? 1 : 0);
}
function pickByCost(items, cost) {
  const left = [...items];
  const out = [];
  while (left.length > 0) {
    const min = Math.min(...left.map(cost));
    const i = left.findIndex((x) => cost(x) <= min * TIE_FACTOR);
    out.push(left.splice(i, 1)[0]);
  }
  return out;
}
function orderTls12(names, hosts) {
  const known = names.map((n) => tls12Suite(n)).filter((x) => x !== void 0);
  const tiers = [...new Set(known.map(tier))].sort((a, b) => a - b);
  const out = [];
  for (const t of tiers) {
    out.push(...pickByCost(known.filter((s2) => tier(s2) === t), (s2) => hostCost(s2.bulk, hosts)).map((s2) => s2.name));
  }
  return [...out, ...names.filter((n) => !tls12Suite(n))];
}
function orderTls13(names, hosts) {
  return pickByCost(names, (n) => {
    const s2 = tls13Suite(n);
    return s2 ? hostCost(s2.bulk, hosts) : Number.POSITIVE_INFINITY;
  });
}
var TIE_FACTOR;
var init_order = __esm({
  "src/advice/order.ts"() {
    "use strict";
    init_suites();
    TIE_FACTOR = 1.2;
  }
});

// src/advice/cost-notes.ts
function costNotes(i) {
  const notes = [];
  const tables3 = i.costs.map((c) => c.table);
  const hosts = i.costs.map((c) => c.hardware);
  for (const c of i.costs) {
    const est = estimatedOf(c.table);
    const tail = est.length > 0 ? `; not measured, scaled from the built-in table: ${est.join(", ")}` : "";
    notes.push(`${c.hardware} (${HARDWARE_LABELS[c.hardware]}): costs ${c.measured ? c.table.source : "from the " + c.table.source}${tail}.`);
  }
  if (i.measuredHardware && !hosts.includes(i.measuredHardware)) {
    notes.push(`The measurement is of this machine (${i.measuredHardware}), not of the declared hardware: the built-in table is used.`);
  }
  if (hosts.length > 1) notes.push(severalHosts(tables3, i.best, i.hasChaCha));
  if (i.tls12.includes("DES-CBC3-SHA")) {
    const worst = Math.max(...tables3.map((t) => t.bulk["3DES-CBC-SHA"] / t.bulk[i.best]));
    notes.push(
      `DES-CBC3-SHA is last and only for IE8 on Windows XP-era clients: a client that offers only 3DES costs ${times(worst)} the CPU per byte of ${BULK_LABELS[i.best]} here (and SWEET32 limits it); drop it unless such clients matter.`
    );
  } else if (i.profile.ciphers.includes("DES-CBC3-SHA") && i.generation === "3.x") {
    notes.push("DES-CBC3-SHA is left out: default OpenSSL 3.x builds have no 3DES suites.");
  }
  notes.push(certificateNote(i.profile, tables3));
  return notes;
}
function severalHosts(tables3, best, hasChaCha) {
  const same2 = "Several hosts share this address: a resumed session keeps the cipher it was negotiated with on whichever host served it first, so every host gets this same order.";
  if (!hasChaCha) return `${same2} Each suite is ranked by its cost on the host where it costs most.`;
  const aesFirst = hostCost("AES128-GCM", tables3);
  const chachaFirst = hostCost("CHACHA20-POLY1305", tables3);
  return `${same2} AES-GCM first would cost the worst host ${times(aesFirst)} its cheapest cipher, ChaCha20-Poly1305 first ${times(chachaFirst)}: ${best === "CHACHA20-POLY1305" ? "ChaCha20-Poly1305" : "AES-GCM"} first has the smaller worst case.`;
}
function certificateNote(profile, tables3) {
  const worst = (s2) => Math.max(...tables3.map((t) => t.sign[s2] / t.sign["ECDSA-P256"]));
  const rsa2048 = worst("RSA-2048");
  const rsa4096 = worst("RSA-4096");
  const base = `per handshake RSA-2048 costs ${times(rsa2048)} an ECDSA P-256 signature, RSA-3072 ${times(worst("RSA-3072"))}, RSA-4096 ${times(rsa4096)}`;
  if (profile.name === "modern") return `Certificate: ECDSA P-256 (the modern profile takes ECDSA only); ${base}.`;
  if (profile.name === "old") return `Certificate: RSA-2048 (old clients lack ECDSA); ${base}; RSA-4096 would cost ${times(rsa4096 / rsa2048)} RSA-2048.`;
  return `Certificate: ECDSA P-256, or RSA-2048 beside it for old clients; ${base}.`;
}
var init_cost_notes = __esm({
  "src/advice/cost-notes.ts"() {
    "use strict";
    init_costs();
    init_hardware();
    init_order();
    init_suites();
  }
});

// src/advice/profiles.ts
function isProfileName(s2) {
  return PROFILE_NAMES.includes(s2);
}
var PROFILE_NAMES, TLS13, PROFILES;
var init_profiles = __esm({
  "src/advice/profiles.ts"() {
    "use strict";
    PROFILE_NAMES = ["modern", "intermediate", "old"];
    TLS13 = ["TLS_AES_128_GCM_SHA256", "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256"];
    PROFILES = {
      modern: {
        name: "modern",
        guideline: "6.0",
        protocols: ["TLSv1.3"],
        ciphers: [],
        ciphersuites: TLS13,
        curves: ["X25519MLKEM768", "X25519", "prime256v1", "secp384r1"],
        serverPreferredOrder: false,
        hstsMaxAge: 63072e3,
        ocspStaple: true,
        dhParamSize: null,
        oldestClients: ["Firefox 63", "Android 10.0", "Chrome 70", "Edge 75", "Java 11", "OpenSSL 1.1.1", "Opera 57", "Safari 12.1"]
      },
      intermediate: {
        name: "intermediate",
        guideline: "6.0",
        protocols: ["TLSv1.2", "TLSv1.3"],
        ciphers: [
          "ECDHE-ECDSA-AES128-GCM-SHA256",
          "ECDHE-RSA-AES128-GCM-SHA256",
          "ECDHE-ECDSA-AES256-GCM-SHA384",
          "ECDHE-RSA-AES256-GCM-SHA384",
          "ECDHE-ECDSA-CHACHA20-POLY1305",
          "ECDHE-RSA-CHACHA20-POLY1305"
        ],
        ciphersuites: TLS13,
        curves: ["X25519MLKEM768", "X25519", "prime256v1", "secp384r1"],
        serverPreferredOrder: false,
        hstsMaxAge: 63072e3,
        ocspStaple: true,
        dhParamSize: 2048,
        oldestClients: ["Firefox 31.3.0", "Android 4.4.2", "Chrome 49", "Edge 15 on Windows 10", "IE 11 on Windows 10", "Java 8u161", "OpenSSL 1.0.1l", "Opera 20", "Safari 9"]
      },
      old: {
        name: "old",
        guideline: "5.7",
        protocols: ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"],
        ciphers: [
          "ECDHE-ECDSA-AES128-GCM-SHA256",
          "ECDHE-RSA-AES128-GCM-SHA256",
          "ECDHE-ECDSA-AES256-GCM-SHA384",
          "ECDHE-RSA-AES256-GCM-SHA384",
          "ECDHE-ECDSA-CHACHA20-POLY1305",
          "ECDHE-RSA-CHACHA20-POLY1305",
          "DHE-RSA-AES128-GCM-SHA256",
          "DHE-RSA-AES256-GCM-SHA384",
          "DHE-RSA-CHACHA20-POLY1305",
          "ECDHE-ECDSA-AES128-SHA256",
          "ECDHE-RSA-AES128-SHA256",
          "ECDHE-ECDSA-AES128-SHA",
          "ECDHE-RSA-AES128-SHA",
          "ECDHE-ECDSA-AES256-SHA384",
          "ECDHE-RSA-AES256-SHA384",
          "ECDHE-ECDSA-AES256-SHA",
          "ECDHE-RSA-AES256-SHA",
          "DHE-RSA-AES128-SHA256",
          "DHE-RSA-AES256-SHA256",
          "AES128-GCM-SHA256",
          "AES256-GCM-SHA384",
          "AES128-SHA256",
          "AES256-SHA256",
          "AES128-SHA",
          "AES256-SHA",
          "DES-CBC3-SHA"
        ],
        ciphersuites: TLS13,
        curves: ["X25519", "prime256v1", "secp384r1"],
        serverPreferredOrder: true,
        hstsMaxAge: 63072e3,
        ocspStaple: true,
        // The guideline says 1024 (for Java 6). ssllint's own dhparam-weak rule warns below 2048,
        // and every DHE suite in this list is TLS 1.2-only, which Java 6 cannot speak anyway: it
        // lands on AES128-SHA with RSA key exchange.
        dhParamSize: 2048,
        oldestClients: ["Firefox 1", "Android 2.3", "Chrome 1", "Edge 12", "IE8 on Windows XP", "Java 6", "OpenSSL 0.9.8", "Opera 5", "Safari 1"]
      }
    };
  }
});

// src/advice/decide.ts
function hostList(h) {
  const list = typeof h === "string" ? [h] : [...h];
  return [...new Set(list)];
}
function costSummary(bulks, tables3) {
  return [...new Set(bulks)].map((b) => `${BULK_LABELS[b]} ${times(hostCost(b, tables3))}`).join(", ");
}
function onWorst(bulk, costs) {
  if (costs.length === 1) return `on ${costs[0].hardware}`;
  const norm = (t) => t.bulk[bulk] / Math.min(t.bulk["AES128-GCM"], t.bulk["CHACHA20-POLY1305"]);
  const worst = costs.reduce((a, b) => norm(b.table) > norm(a.table) ? b : a);
  return `on ${worst.hardware}, the worst of ${hostsLabel(costs.map((c) => c.hardware))}`;
}
function cheapestOn(hosts) {
  return hosts.length === 1 ? `cheapest first on ${hosts[0]}` : `cheapest worst case first over ${hostsLabel(hosts)}`;
}
function hostsLabel(hosts) {
  return hosts.length === 1 ? hosts[0] : `${hosts.slice(0, -1).join(", ")} and ${hosts[hosts.length - 1]}`;
}
function decide(options2) {
  const profile = PROFILES[options2.profile];
  if (!profile) return { ok: false, error: `unknown profile "${String(options2.profile)}" (expected modern, intermediate or old)` };
  const hosts = hostList(options2.hardware);
  if (hosts.length === 0) return { ok: false, error: "no hardware profile given" };
  for (const h of hosts) {
    if (!BUILTIN_COSTS[h]) return { ok: false, error: `unknown hardware profile "${String(h)}"` };
  }
  const server = options2.server;
  if (server !== "nginx" && server !== "apache") return { ok: false, error: `unknown server "${String(server)}" (expected nginx or apache)` };
  const versionText = options2.serverVersion ?? DEFAULT_SERVER_VERSION[server];
  const serverVersion = parseVersion3(versionText);
  if (!serverVersion) return { ok: false, error: `cannot read server version "${versionText}" (expected e.g. ${DEFAULT_SERVER_VERSION[server]})` };
  const opensslText = options2.openssl ?? DEFAULT_OPENSSL;
  const openssl = parseOpenSsl(opensslText);
  if (!openssl) return { ok: false, error: `unknown OpenSSL "${opensslText}" (expected 1.0.2, 1.1.1, 3.x or a release such as 3.5.0)` };
  if (server === "apache" && !atLeast3(serverVersion, "2.2.0")) {
    return { ok: false, error: `Apache ${versionText} is older than 2.2: mod_ssl's directives differ too much to advise` };
  }
  const caps = capabilities(server, serverVersion, openssl);
  const serverLabel2 = `${server === "nginx" ? "nginx" : "Apache"} ${formatVersion(serverVersion)}`;
  if (profile.name === "modern" && !caps.tls13) {
    const why = openssl.generation === "1.0.2" ? "OpenSSL 1.0.2 has no TLS 1.3" : `${serverLabel2} cannot enable TLS 1.3 (needs ${server === "nginx" ? "nginx 1.13.0" : "Apache 2.4.36"})`;
    return { ok: false, error: `the modern profile is TLS 1.3 only, but ${why}: use --profile intermediate` };
  }
  const costs = hosts.map((h) => {
    const m = options2.measured;
    if (m && m.hardware === h) return { hardware: h, measured: true, table: costsFromMeasurement(m.measurement, BUILTIN_COSTS[h]) };
    return { hardware: h, measured: false, table: BUILTIN_COSTS[h] };
  });
  const tables3 = costs.map((c) => c.table);
  const notes = [];
  let protocols = [...profile.protocols];
  let protocolReason = `Mozilla ${profile.guideline} ${profile.name}: ${profile.protocols.join(", ")}`;
  if (!caps.tls13 && protocols.includes("TLSv1.3")) {
    protocols = protocols.filter((p) => p !== "TLSv1.3");
    protocolReason += `; TLSv1.3 left out: ${openssl.generation === "1.0.2" ? "OpenSSL 1.0.2 lacks it" : `${serverLabel2} does not know it`}`;
  } else if (profile.name === "old") {
    protocolReason += " (TLSv1 and TLSv1.1 only for clients that have nothing newer)";
  }
  const hasTls12Below = protocols.some((p) => p !== "TLSv1.3");
  const hasTls13 = protocols.includes("TLSv1.3");
  const available = profile.ciphers.filter((n) => tls12Suite(n)?.generations.includes(openssl.generation));
  const dropped = profile.ciphers.filter((n) => !available.includes(n));
  const tls12 = hasTls12Below ? orderTls12(available, tables3) : [];
  const bulks12 = tls12.map((n) => tls12Suite(n).bulk);
  let tls12Reason = "";
  if (tls12.length > 0) {
    tls12Reason = `${cheapestOn(hosts)}: ${costSummary(bulks12.filter((b) => b !== "3DES-CBC-SHA"), tables3)} per byte`;
    if (profile.name === "old") tls12Reason += "; forward secrecy, then AEAD, then ECDHE before DHE, 3DES last";
    if (dropped.length > 0) {
      const what = dropped.some((n) => n.includes("CHACHA20")) ? "ChaCha20-Poly1305 (needs OpenSSL 1.1.0)" : "3DES (not in default 3.x builds)";
      tls12Reason += `; no ${what}`;
    }
  }
  const seclevel0 = profile.name === "old" && openssl.generation === "3.x" && protocols.some((p) => p === "TLSv1" || p === "TLSv1.1");
  const cipherString = tls12.length > 0 ? [...seclevel0 ? ["@SECLEVEL=0"] : [], ...tls12].join(":") : void 0;
  if (seclevel0) notes.push("@SECLEVEL=0 heads the cipher string: OpenSSL 3 refuses TLSv1 and TLSv1.1 handshakes at its default security level; it does not change the order.");
  let tls13 = [];
  let tls13Reason = "";
  if (hasTls13) {
    const wanted = orderTls13(profile.ciphersuites, tables3);
    if (caps.tls13Suites) {
      tls13 = wanted;
      tls13Reason = `${cheapestOn(hosts)}: ${costSummary(wanted.map((n) => tls13Suite(n).bulk), tables3)} per byte`;
    } else {
      tls13 = [...OPENSSL_DEFAULT_TLS13];
      tls13Reason = `${serverLabel2} cannot set TLS 1.3 suites (needs nginx 1.19.4 for ssl_conf_command): OpenSSL's own order applies`;
    }
  }
  const offered = [.../* @__PURE__ */ new Set([...bulks12, ...tls13.map((n) => tls13Suite(n).bulk)])].filter(
    (b) => b === "AES128-GCM" || b === "AES256-GCM" || b === "CHACHA20-POLY1305"
  );
  const best = offered.reduce((a, b) => hostCost(b, tables3) < hostCost(a, tables3) ? b : a, offered[0] ?? "AES128-GCM");
  const bestCost = hostCost(best, tables3);
  const firsts = [];
  if (tls12.length > 0) firsts.push(tls12Suite(tls12[0]).bulk);
  if (tls13.length > 0) firsts.push(tls13Suite(tls13[0]).bulk);
  const costlyFirst = firsts.find((b) => hostCost(b, tables3) > bestCost * TIE_FACTOR);
  const hasChaCha = offered.includes("CHACHA20-POLY1305");
  let prefer;
  let preferReason;
  let chacha = false;
  let chachaReason;
  if (costlyFirst && profile.name !== "old") {
    prefer = false;
    preferReason = `the server's first suite would be ${BULK_LABELS[costlyFirst]}, not the cheapest here: let clients choose, every suite is AEAD with forward secrecy`;
    chachaReason = "PrioritizeChaCha only acts with server preference on";
  } else if (!hasChaCha) {
    prefer = true;
    preferReason = `the server's CPU decides: ${costSummary(offered, tables3)} on ${hostsLabel(hosts)}`;
    chachaReason = `no ChaCha20-Poly1305 suite with OpenSSL ${openssl.label} (needs 1.1.0)`;
  } else if (best === "CHACHA20-POLY1305") {
    prefer = true;
    preferReason = `the server's CPU decides: AES-GCM costs ${times(hostCost("AES128-GCM", tables3))} ChaCha20-Poly1305 ${onWorst("AES128-GCM", costs)}`;
    chachaReason = "not needed: ChaCha20-Poly1305 is already first";
  } else if (caps.prioritizeChaCha) {
    prefer = true;
    chacha = true;
    preferReason = `AES-GCM first: the cheapest ${costs.length === 1 ? `on ${hosts[0]}` : `on every one of ${hostsLabel(hosts)}`}`;
    chachaReason = `clients that list ChaCha20 first (phones without AES instructions) still get it; it costs ${times(hostCost("CHACHA20-POLY1305", tables3))} AES-128-GCM ${onWorst("CHACHA20-POLY1305", costs)}`;
  } else if (profile.name === "old") {
    prefer = true;
    preferReason = "old offers CBC, static-RSA and 3DES suites: a client must not pick them over AEAD";
    chachaReason = prioritizeUnavailable(caps, server, openssl);
  } else {
    prefer = false;
    preferReason = `every suite is AEAD with forward secrecy; without PrioritizeChaCha server order would push AES-GCM onto clients without AES hardware, and ChaCha20 costs only ${times(hostCost("CHACHA20-POLY1305", tables3))} AES-128-GCM ${onWorst("CHACHA20-POLY1305", costs)}`;
    chachaReason = prioritizeUnavailable(caps, server, openssl);
  }
  if (!hasChaCha && hosts.some((h) => !hasAesHardware(h))) {
    notes.push(
      `OpenSSL ${openssl.label} has no ChaCha20-Poly1305: on hardware without AES instructions OpenSSL 1.1.1 or later would save ${times(Math.max(...costs.filter((c) => !hasAesHardware(c.hardware)).map((c) => c.table.bulk["AES128-GCM"] / c.table.bulk["CHACHA20-POLY1305"])))} CPU per byte.`
    );
  }
  let curves = profile.curves.filter((c) => c === "X25519MLKEM768" ? caps.mlkem : c === "X25519" ? caps.x25519 : true);
  let curvesReason = "X25519 first (cheapest and constant-time), then P-256 (fast assembler in OpenSSL), P-384 for the few clients that need it";
  if (curves[0] === "X25519MLKEM768") curvesReason = "hybrid post-quantum X25519MLKEM768 first (OpenSSL 3.5), then " + curvesReason.replace(/^X25519 first/, "X25519");
  else if (profile.curves.includes("X25519MLKEM768") && !caps.mlkem) curvesReason += "; X25519MLKEM768 needs OpenSSL 3.5";
  if (!caps.x25519) curvesReason = "P-256 first (X25519 needs OpenSSL 1.1.0), P-384 for the few clients that need it";
  if (!caps.curveList) {
    if (caps.singleCurve) {
      curves = ["prime256v1"];
      curvesReason = `${serverLabel2} takes a single curve (a list needs nginx 1.11.0 and OpenSSL 1.0.2): P-256`;
    } else {
      curves = [];
      curvesReason = `${serverLabel2} cannot set the curves (${server === "apache" ? "SSLOpenSSLConfCmd needs Apache 2.4.8 and OpenSSL 1.0.2" : "ssl_ecdh_curve needs nginx 1.1.0"}): OpenSSL's default applies`;
    }
  }
  let tickets;
  let ticketsReason;
  if (caps.ticketKeyRotation) {
    tickets = true;
    ticketsReason = `${serverLabel2} rotates the ticket key itself when a shared session cache is set`;
  } else if (caps.sessionTicketsDirective) {
    tickets = false;
    ticketsReason = `${serverLabel2} never rotates the ticket key without a restart, which undoes forward secrecy: resume from the session cache instead`;
  } else {
    tickets = true;
    ticketsReason = `${serverLabel2} cannot switch tickets off (needs ${server === "nginx" ? "nginx 1.5.9" : "Apache 2.4.11 or 2.2.30"}): restart daily to rotate the ticket key`;
  }
  if (hasTls13 && !caps.tls13Suites) notes.push(`TLS 1.3 order: ${tls13Reason}.`);
  if (!caps.sessionTicketsDirective) notes.push(`Session tickets: ${ticketsReason}.`);
  if (hasChaCha && !chacha && best !== "CHACHA20-POLY1305" && prefer && !caps.prioritizeChaCha) {
    notes.push(`${chachaReason}: clients without AES hardware get AES-GCM under server preference.`);
  }
  const hasDhe = tls12.some((n) => tls12Suite(n)?.kx === "DHE");
  const dhParamBits = hasDhe && profile.dhParamSize ? profile.dhParamSize : void 0;
  notes.push(
    ...costNotes({
      profile,
      costs,
      tls12,
      best,
      hasChaCha,
      generation: openssl.generation,
      measuredHardware: options2.measured?.hardware
    })
  );
  return {
    ok: true,
    decisions: {
      profile,
      hardware: hosts,
      server,
      serverVersion,
      openssl,
      caps,
      costs,
      protocols: { value: protocols, reason: protocolReason },
      tls12: { value: tls12, reason: tls12Reason },
      cipherString,
      tls13: { value: tls13, reason: tls13Reason },
      preferServerCiphers: { value: prefer, reason: preferReason },
      prioritizeChaCha: { value: chacha, reason: chachaReason },
      curves: { value: curves, reason: curvesReason },
      sessionTickets: { value: tickets, reason: ticketsReason },
      dhParamBits,
      notes
    }
  };
}
function prioritizeUnavailable(caps, server, openssl) {
  if (!caps.confCmd) return `PrioritizeChaCha cannot be set (${server === "nginx" ? "ssl_conf_command needs nginx 1.19.4" : "SSLOpenSSLConfCmd needs Apache 2.4.8"})`;
  return `PrioritizeChaCha needs OpenSSL 1.1.1 (this is ${openssl.label})`;
}
var DEFAULT_SERVER_VERSION;
var init_decide = __esm({
  "src/advice/decide.ts"() {
    "use strict";
    init_build();
    init_capabilities();
    init_cost_notes();
    init_costs();
    init_hardware();
    init_order();
    init_profiles();
    init_suites();
    init_versions();
    DEFAULT_SERVER_VERSION = { nginx: DEFAULT_NGINX_VERSION, apache: DEFAULT_APACHE_VERSION };
  }
});

// src/advice/lines.ts
var PLACEHOLDER_PATHS;
var init_lines2 = __esm({
  "src/advice/lines.ts"() {
    "use strict";
    PLACEHOLDER_PATHS = {
      certificate: "/path/to/fullchain.pem",
      key: "/path/to/privkey.pem",
      chain: "/path/to/intermediates.pem",
      trustedCertificate: "/path/to/chain.pem",
      dhparam: "/path/to/ffdhe2048.pem"
    };
  }
});

// src/advice/render-apache.ts
function quoteApache(value2) {
  return /^[^\s"'\\]+$/.test(value2) ? value2 : `"${value2.replace(/(["\\])/g, "\\$1")}"`;
}
function apacheProtocolValue(protocols) {
  return ["-all", ...protocols.map((p) => `+${p}`)].join(" ");
}
function apacheCipherDirective(cipherString) {
  return `SSLCipherSuite ${quoteApache(cipherString)}`;
}
function apachePreferDirective(on) {
  return `SSLHonorCipherOrder ${on ? "on" : "off"}`;
}
function renderApache(d, paths) {
  const c = d.caps;
  const out = [];
  const global = (directive2, reason) => out.push({ context: "global", directive: directive2, reason });
  const vhost = (directive2, reason) => out.push({ context: "vhost", directive: directive2, reason });
  global('SSLSessionCache "shmcb:logs/ssl_scache(512000)"', "one cache for all children (path relative to ServerRoot): a resumed session skips the signature and key exchange");
  global("SSLSessionCacheTimeout 86400", "clients come back within a day; the default 300 s forces a full handshake");
  const stapling = c.stapling && d.profile.ocspStaple;
  if (stapling) global('SSLStaplingCache "shmcb:logs/ssl_stapling(32768)"', "OCSP responses are cached here between handshakes");
  vhost("SSLEngine on", "TLS for this virtual host");
  if (atLeast3(d.serverVersion, "2.4.8")) {
    vhost(`SSLCertificateFile ${quoteApache(paths.certificate)}`, "leaf first, then the intermediates (one file since Apache 2.4.8); not the root");
  } else {
    vhost(`SSLCertificateFile ${quoteApache(paths.certificate)}`, "the leaf certificate alone");
    vhost(`SSLCertificateChainFile ${quoteApache(paths.chain)}`, "the intermediates, in their own file before Apache 2.4.8; not the root");
  }
  vhost(`SSLCertificateKeyFile ${quoteApache(paths.key)}`, "the key of that leaf");
  if (c.http2 === "protocols") vhost("Protocols h2 http/1.1", "HTTP/2 (mod_http2): many requests share one connection and so one handshake");
  vhost(`SSLProtocol ${apacheProtocolValue(d.protocols.value)}`, d.protocols.reason);
  if (d.cipherString) vhost(apacheCipherDirective(d.cipherString), `${d.tls12.reason}; explicit names keep this exact order`);
  if (d.tls13.value.length > 0 && c.tls13Suites) vhost(`SSLCipherSuite TLSv1.3 ${d.tls13.value.join(":")}`, `TLS 1.3, ${d.tls13.reason}`);
  vhost(apachePreferDirective(d.preferServerCiphers.value), d.preferServerCiphers.reason);
  if (d.prioritizeChaCha.value) vhost("SSLOpenSSLConfCmd Options PrioritizeChaCha", d.prioritizeChaCha.reason);
  if (d.curves.value.length > 0) vhost(`SSLOpenSSLConfCmd Curves ${d.curves.value.join(":")}`, d.curves.reason);
  if (c.sessionTicketsDirective) vhost(`SSLSessionTickets ${d.sessionTickets.value ? "on" : "off"}`, d.sessionTickets.reason);
  if (stapling) vhost("SSLUseStapling on", "the server sends its certificate's OCSP status, sparing the client a lookup (only where the CA still runs OCSP)");
  vhost(
    `Header always set Strict-Transport-Security "max-age=${d.profile.hstsMaxAge}; includeSubDomains"`,
    "HSTS for two years (mod_headers): browsers stop trying plain HTTP (drop includeSubDomains if a subdomain is still HTTP-only)"
  );
  return out;
}
function apacheDhNote(d) {
  if (!d.dhParamBits) return void 0;
  if (d.caps.autoDh) return `Apache picks DH parameters to match the key size (2.4.7+): a 2048-bit RSA key gives ${d.dhParamBits}-bit DHE.`;
  return `Append ${d.dhParamBits}-bit DH parameters (openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe${d.dhParamBits}) to the SSLCertificateFile: this Apache does not pick them itself.`;
}
var init_render_apache = __esm({
  "src/advice/render-apache.ts"() {
    "use strict";
    init_versions();
  }
});

// src/advice/render-nginx.ts
function quoteNginx(value2) {
  return /^[^\s;{}"'\\$#]+$/.test(value2) ? value2 : `"${value2.replace(/(["\\$])/g, "\\$1")}"`;
}
function nginxCipherDirective(cipherString) {
  return `ssl_ciphers ${quoteNginx(cipherString)};`;
}
function nginxPreferDirective(on) {
  return `ssl_prefer_server_ciphers ${on ? "on" : "off"};`;
}
function renderNginx(d, paths) {
  const c = d.caps;
  const out = [];
  const add = (directive2, reason) => out.push({ context: "server", directive: directive2, reason });
  const listenHttp2 = c.http2 === "listen-parameter" ? " http2" : "";
  add(`listen 443 ssl${listenHttp2};`, "TLS on the standard port" + (listenHttp2 ? "; HTTP/2 is a listen parameter before nginx 1.25.1" : ""));
  add(`listen [::]:443 ssl${listenHttp2};`, "the same on IPv6");
  if (c.http2 === "http2-directive") add("http2 on;", "HTTP/2: many requests share one connection and so one handshake");
  add(`ssl_certificate ${quoteNginx(paths.certificate)};`, "leaf first, then the intermediates; not the root");
  add(`ssl_certificate_key ${quoteNginx(paths.key)};`, "the key of that leaf");
  add(`ssl_protocols ${d.protocols.value.join(" ")};`, d.protocols.reason);
  if (d.cipherString) add(nginxCipherDirective(d.cipherString), `${d.tls12.reason}; explicit names keep this exact order`);
  if (d.tls13.value.length > 0 && c.tls13Suites) add(`ssl_conf_command Ciphersuites ${d.tls13.value.join(":")};`, `TLS 1.3, ${d.tls13.reason}`);
  add(nginxPreferDirective(d.preferServerCiphers.value), d.preferServerCiphers.reason);
  if (d.prioritizeChaCha.value) add("ssl_conf_command Options PrioritizeChaCha;", d.prioritizeChaCha.reason);
  if (d.curves.value.length > 0) add(`ssl_ecdh_curve ${d.curves.value.join(":")};`, d.curves.reason);
  if (d.dhParamBits) {
    add(
      `ssl_dhparam ${quoteNginx(paths.dhparam)};`,
      `the DHE suites need ${d.dhParamBits}-bit parameters: openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe${d.dhParamBits}`
    );
  }
  add("ssl_session_cache shared:SSL:10m;", "one cache for all workers, about 40000 sessions: a resumed session skips the signature and key exchange");
  add("ssl_session_timeout 1d;", "clients come back within a day; the default 5 minutes forces a full handshake");
  if (c.sessionTicketsDirective) add(`ssl_session_tickets ${d.sessionTickets.value ? "on" : "off"};`, d.sessionTickets.reason);
  if (c.stapling && d.profile.ocspStaple) {
    add("ssl_stapling on;", "the server sends its certificate's OCSP status, sparing the client a lookup (only where the CA still runs OCSP)");
    add("ssl_stapling_verify on;", "check the OCSP response before sending it");
    add(`ssl_trusted_certificate ${quoteNginx(paths.trustedCertificate)};`, "intermediates and root, to verify the OCSP response");
    add("resolver 127.0.0.1;", "nginx resolves the OCSP responder's name itself: point this at your DNS resolver");
  }
  const hsts = `"max-age=${d.profile.hstsMaxAge}; includeSubDomains"`;
  add(
    `add_header Strict-Transport-Security ${hsts}${c.headerAlways ? " always" : ""};`,
    "HSTS for two years: browsers stop trying plain HTTP (drop includeSubDomains if a subdomain is still HTTP-only)"
  );
  return out;
}
var init_render_nginx = __esm({
  "src/advice/render-nginx.ts"() {
    "use strict";
  }
});

// src/advice/advise.ts
function roundAll(r) {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round2(v)]));
}
function advise(options2, paths = PLACEHOLDER_PATHS) {
  const r = decide(options2);
  if (!r.ok) return r;
  const d = r.decisions;
  const lines2 = d.server === "nginx" ? renderNginx(d, paths) : renderApache(d, paths);
  const notes = [...d.notes];
  if (d.server === "apache") {
    const dh = apacheDhNote(d);
    if (dh) notes.push(dh);
  }
  return {
    ok: true,
    advice: {
      profile: d.profile.name,
      guideline: d.profile.guideline,
      hardware: d.hardware,
      server: d.server,
      serverVersion: formatVersion(d.serverVersion),
      openssl: { generation: d.openssl.generation, assumed: formatVersion(d.openssl.version) },
      protocols: d.protocols,
      tls12: { suites: d.tls12.value, cipherString: d.cipherString ?? null, reason: d.tls12.reason },
      tls13: { suites: d.tls13.value, configurable: d.caps.tls13Suites, reason: d.tls13.reason },
      preferServerCiphers: d.preferServerCiphers,
      prioritizeChaCha: d.prioritizeChaCha,
      curves: d.curves,
      sessionTickets: d.sessionTickets,
      lines: lines2,
      notes,
      costs: d.costs.map((c) => ({
        hardware: c.hardware,
        measured: c.measured,
        source: c.table.source,
        bulk: roundAll(c.table.bulk),
        sign: roundAll(c.table.sign),
        estimated: estimatedOf(c.table)
      }))
    }
  };
}
function renderConfig(a) {
  const out = [];
  const emit = (l, indent2) => {
    out.push(`${indent2}# ${l.reason}`);
    out.push(`${indent2}${l.directive}`);
  };
  if (a.server === "nginx") {
    out.push("server {");
    for (const l of a.lines) emit(l, "    ");
    out.push("    # ... server_name, root, locations ...");
    out.push("}");
  } else {
    const global = a.lines.filter((l) => l.context === "global");
    if (global.length > 0) {
      out.push("# main server config (outside any <VirtualHost>)");
      for (const l of global) emit(l, "");
      out.push("");
    }
    out.push("<VirtualHost *:443>");
    for (const l of a.lines.filter((l2) => l2.context === "vhost")) emit(l, "    ");
    out.push("    # ... ServerName, DocumentRoot ...");
    out.push("</VirtualHost>");
  }
  return out.join("\n");
}
var round2;
var init_advise = __esm({
  "src/advice/advise.ts"() {
    "use strict";
    init_costs();
    init_decide();
    init_lines2();
    init_render_apache();
    init_render_nginx();
    init_versions();
    round2 = (x) => Math.round(x * 100) / 100;
  }
});

// src/advice/format.ts
function wrap(text, width2, indent2) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines2 = [];
  let line = "";
  for (const w of words) {
    if (line && line.length + 1 + w.length > width2) {
      lines2.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  if (line) lines2.push(line);
  return lines2.map((l, i) => i === 0 ? l : indent2 + l);
}
function formatText(r) {
  const a = r.advice;
  const out = [];
  const server = a.server === "nginx" ? "nginx" : "Apache";
  out.push(`# ssllint advise: ${a.profile} (Mozilla guideline ${a.guideline}), ${server} ${a.serverVersion}, OpenSSL ${a.openssl.generation} (>= ${a.openssl.assumed})`);
  out.push(`# hardware: ${a.hardware.join(", ")}`);
  if (r.detection) out.push(`# auto-detected ${r.detection.profile}: ${r.detection.evidence}`);
  out.push("");
  if (r.measurement) {
    for (const l of formatMeasurement(r.measurement).split("\n")) out.push(`# ${l}`);
    out.push("");
  }
  if (a.tls12.suites.length > 0) {
    out.push("# TLS 1.2 and older, in the order OpenSSL will use:");
    a.tls12.suites.forEach((s2, i) => out.push(`#   ${String(i + 1).padStart(2)}. ${s2}`));
  }
  if (a.tls13.suites.length > 0) {
    out.push(`# TLS 1.3${a.tls13.configurable ? "" : " (OpenSSL default, not configurable here)"}:`);
    a.tls13.suites.forEach((s2, i) => out.push(`#   ${String(i + 1).padStart(2)}. ${s2}`));
  }
  out.push("");
  out.push(renderConfig(a));
  out.push("");
  out.push("# Notes:");
  for (const n of a.notes) {
    const [first, ...rest] = wrap(n, 96, "#   ");
    out.push(`# - ${first}`, ...rest);
  }
  return out.join("\n") + "\n";
}
function formatJson(r) {
  const body = { version: 1, tool: { name: "ssllint" }, advice: r.advice };
  if (r.detection) body.detection = r.detection;
  if (r.measurement) body.measurement = r.measurement;
  return JSON.stringify(body, null, 2) + "\n";
}
function formatRate(bytesPerSecond) {
  if (bytesPerSecond >= 1e9) return `${(bytesPerSecond / 1e9).toFixed(2)} GB/s`;
  return `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
}
function formatCount(n) {
  return Math.round(n).toLocaleString("en-US");
}
function pad(s2, n) {
  return s2.length >= n ? s2 + " " : s2 + " ".repeat(n - s2.length);
}
function formatMeasurement(m) {
  const lines2 = [];
  lines2.push(
    `Measured on this machine: Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion}, ${m.arch}, one core, ${(m.elapsedMs / 1e3).toFixed(1)} s`
  );
  const bulk = BULK_ALGORITHMS.filter((a) => m.bulk[a] !== void 0);
  if (bulk.length > 0) {
    const best = Math.max(...bulk.map((a) => m.bulk[a]));
    lines2.push(`  ${pad("bulk cipher (16 KiB records)", 30)}${pad("throughput", 14)}cost vs fastest`);
    for (const a of bulk) {
      lines2.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatRate(m.bulk[a]), 14)}${(best / m.bulk[a]).toFixed(1)}x`);
    }
  }
  const signs = SIGN_ALGORITHMS.filter((a) => m.sign[a] !== void 0);
  if (signs.length > 0) {
    const best = Math.max(...signs.map((a) => m.sign[a]));
    lines2.push(`  ${pad("handshake signature", 30)}${pad("signs/s", 14)}cost vs fastest`);
    for (const a of signs) {
      lines2.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatCount(m.sign[a]), 14)}${(best / m.sign[a]).toFixed(1)}x`);
    }
  }
  for (const s2 of m.skipped) lines2.push(`  skipped ${ALGORITHM_LABELS[s2.algorithm]}: ${s2.reason}`);
  return lines2.join("\n");
}
var BULK_ALGORITHMS, SIGN_ALGORITHMS, ALGORITHM_LABELS;
var init_format = __esm({
  "src/advice/format.ts"() {
    "use strict";
    init_advise();
    BULK_ALGORITHMS = [
      "aes-128-gcm",
      "aes-256-gcm",
      "chacha20-poly1305",
      "aes-128-cbc-hmac-sha1",
      "des-ede3-cbc-hmac-sha1"
    ];
    SIGN_ALGORITHMS = ["ecdsa-p256", "ed25519", "ecdsa-p384", "rsa-2048", "rsa-3072", "rsa-4096"];
    ALGORITHM_LABELS = {
      "aes-128-gcm": "AES-128-GCM",
      "aes-256-gcm": "AES-256-GCM",
      "chacha20-poly1305": "ChaCha20-Poly1305",
      "aes-128-cbc-hmac-sha1": "AES-128-CBC + HMAC-SHA1",
      "des-ede3-cbc-hmac-sha1": "3DES-CBC + HMAC-SHA1",
      "rsa-2048": "RSA-2048",
      "rsa-3072": "RSA-3072",
      "rsa-4096": "RSA-4096",
      "ecdsa-p256": "ECDSA P-256",
      "ecdsa-p384": "ECDSA P-384",
      "ed25519": "Ed25519"
    };
  }
});

// src/advice/measure.ts
var measure_exports = {};
__export(measure_exports, {
  ALGORITHM_LABELS: () => ALGORITHM_LABELS,
  BULK_ALGORITHMS: () => BULK_ALGORITHMS,
  SIGN_ALGORITHMS: () => SIGN_ALGORITHMS,
  formatMeasurement: () => formatMeasurement,
  measure: () => measure
});
function keyFor(alg) {
  let p = keyCache.get(alg);
  if (!p) {
    p = new Promise((resolve9, reject) => {
      const done = (err, _pub, privateKey) => err ? reject(err) : resolve9({ privateKey });
      switch (alg) {
        case "rsa-2048":
        case "rsa-3072":
        case "rsa-4096":
          (0, import_node_crypto.generateKeyPair)("rsa", { modulusLength: Number(alg.slice(4)) }, done);
          break;
        case "ecdsa-p256":
          (0, import_node_crypto.generateKeyPair)("ec", { namedCurve: "prime256v1" }, done);
          break;
        case "ecdsa-p384":
          (0, import_node_crypto.generateKeyPair)("ec", { namedCurve: "secp384r1" }, done);
          break;
        case "ed25519":
          (0, import_node_crypto.generateKeyPair)("ed25519", {}, done);
          break;
      }
    });
    p.catch(() => keyCache.delete(alg));
    keyCache.set(alg, p);
  }
  return p;
}
function withTimeout(p, ms) {
  return new Promise((resolve9, reject) => {
    const t = setTimeout(() => resolve9("timeout"), Math.max(0, ms));
    p.then(
      (v) => {
        clearTimeout(t);
        resolve9(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      }
    );
  });
}
function prepareBulk(alg) {
  const data = (0, import_node_crypto.randomBytes)(CHUNK);
  const records = [0, 1, 2, 3].map((i) => data.subarray(i * RECORD, (i + 1) * RECORD));
  const macKey = (0, import_node_crypto.randomBytes)(20);
  try {
    switch (alg) {
      case "aes-128-gcm": {
        const c = (0, import_node_crypto.createCipheriv)("aes-128-gcm", (0, import_node_crypto.randomBytes)(16), (0, import_node_crypto.randomBytes)(12));
        return () => void c.update(data);
      }
      case "aes-256-gcm": {
        const c = (0, import_node_crypto.createCipheriv)("aes-256-gcm", (0, import_node_crypto.randomBytes)(32), (0, import_node_crypto.randomBytes)(12));
        return () => void c.update(data);
      }
      case "chacha20-poly1305": {
        const c = (0, import_node_crypto.createCipheriv)("chacha20-poly1305", (0, import_node_crypto.randomBytes)(32), (0, import_node_crypto.randomBytes)(12), { authTagLength: 16 });
        return () => void c.update(data);
      }
      case "aes-128-cbc-hmac-sha1": {
        const c = (0, import_node_crypto.createCipheriv)("aes-128-cbc", (0, import_node_crypto.randomBytes)(16), (0, import_node_crypto.randomBytes)(16));
        return () => {
          for (const r of records) (0, import_node_crypto.createHmac)("sha1", macKey).update(r).digest();
          c.update(data);
        };
      }
      case "des-ede3-cbc-hmac-sha1": {
        if (!(0, import_node_crypto.getCiphers)().includes("des-ede3-cbc")) return "this Node/OpenSSL build has no des-ede3-cbc";
        const c = (0, import_node_crypto.createCipheriv)("des-ede3-cbc", (0, import_node_crypto.randomBytes)(24), (0, import_node_crypto.randomBytes)(8));
        return () => {
          for (const r of records) (0, import_node_crypto.createHmac)("sha1", macKey).update(r).digest();
          c.update(data);
        };
      }
    }
  } catch (e) {
    return `not available: ${e.message}`;
  }
}
function elapsed(wall0, cpu0) {
  const wall = import_node_perf_hooks.performance.now() - wall0;
  const c = process.cpuUsage(cpu0);
  const cpu = (c.user + c.system) / 1e3;
  return cpu > 0 ? Math.min(cpu, wall) : wall;
}
function timeBulk(step, sliceMs) {
  let bytes = 0;
  const cpu0 = process.cpuUsage();
  const start = import_node_perf_hooks.performance.now();
  do {
    step();
    bytes += CHUNK;
  } while (import_node_perf_hooks.performance.now() - start < sliceMs);
  return bytes * 1e3 / elapsed(start, cpu0);
}
function runSign(alg, key, sliceMs) {
  const digest = alg === "ed25519" ? null : alg === "ecdsa-p384" ? "sha384" : "sha256";
  const message = (0, import_node_crypto.randomBytes)(130);
  (0, import_node_crypto.sign)(digest, message, key);
  let count = 0;
  const cpu0 = process.cpuUsage();
  const start = import_node_perf_hooks.performance.now();
  do {
    (0, import_node_crypto.sign)(digest, message, key);
    count++;
  } while (import_node_perf_hooks.performance.now() - start < sliceMs);
  return count * 1e3 / elapsed(start, cpu0);
}
function signRank(a) {
  return a.startsWith("rsa-") ? 10 + Number(a.slice(4)) / 1024 : SIGN_ALGORITHMS.indexOf(a);
}
async function measure(options2 = {}) {
  const budget2 = Math.max(100, options2.budgetMs ?? 3e3);
  const bulkAlgs = options2.bulk ?? BULK_ALGORITHMS;
  const signAlgs = options2.sign ?? SIGN_ALGORITHMS;
  const started = import_node_perf_hooks.performance.now();
  const deadline = started + budget2;
  const result = {
    bulk: {},
    sign: {},
    skipped: [],
    elapsedMs: 0,
    opensslVersion: process.versions.openssl ?? "unknown",
    nodeVersion: process.versions.node,
    arch: process.arch
  };
  const bulkShare = signAlgs.length > 0 ? 0.4 : 0.95;
  const steps = [];
  for (const alg of bulkAlgs) {
    const step = prepareBulk(alg);
    if (typeof step === "string") result.skipped.push({ algorithm: alg, reason: step });
    else steps.push([alg, step]);
  }
  if (steps.length > 0) {
    const rounds = 5;
    const slice2 = budget2 * bulkShare / (steps.length * (rounds + 0.5));
    for (const [, step] of steps) {
      const warm = import_node_perf_hooks.performance.now();
      do
        step();
      while (import_node_perf_hooks.performance.now() - warm < slice2 / 2);
    }
    const bulkDeadline = started + budget2 * bulkShare;
    for (let r = 0; r < rounds; r++) {
      for (const [alg, step] of steps) {
        if (result.bulk[alg] !== void 0 && import_node_perf_hooks.performance.now() >= bulkDeadline) continue;
        result.bulk[alg] = Math.max(result.bulk[alg] ?? 0, timeBulk(step, slice2));
      }
    }
  }
  const wanted = (a) => signAlgs.includes(a);
  if (wanted("rsa-4096")) keyFor("rsa-4096").catch(() => void 0);
  const chain = wanted("rsa-2048") ? keyFor("rsa-2048").catch(() => void 0) : Promise.resolve(void 0);
  if (wanted("rsa-3072")) chain.then(() => keyFor("rsa-3072").catch(() => void 0));
  const signOrder = [...signAlgs].sort((a, b) => signRank(a) - signRank(b));
  for (let i = 0; i < signOrder.length; i++) {
    const alg = signOrder[i];
    const remaining = deadline - import_node_perf_hooks.performance.now();
    const left = signOrder.length - i;
    let pair;
    try {
      pair = await withTimeout(keyFor(alg), remaining - 20 * (left - 1));
    } catch (e) {
      result.skipped.push({ algorithm: alg, reason: `key generation failed: ${e.message}` });
      continue;
    }
    if (pair === "timeout") {
      result.skipped.push({ algorithm: alg, reason: "key generation did not finish within the time budget" });
      continue;
    }
    const slice2 = Math.max(10, (deadline - import_node_perf_hooks.performance.now()) / left);
    try {
      result.sign[alg] = Math.max(runSign(alg, pair.privateKey, slice2 / 2), runSign(alg, pair.privateKey, slice2 / 2));
    } catch (e) {
      result.skipped.push({ algorithm: alg, reason: `signing failed: ${e.message}` });
    }
  }
  result.elapsedMs = import_node_perf_hooks.performance.now() - started;
  return result;
}
var import_node_crypto, import_node_perf_hooks, RECORD, CHUNK, keyCache;
var init_measure = __esm({
  "src/advice/measure.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    import_node_perf_hooks = require("node:perf_hooks");
    init_format();
    init_format();
    RECORD = 16 * 1024;
    CHUNK = 4 * RECORD;
    keyCache = /* @__PURE__ */ new Map();
  }
});

// src/advice/auto.ts
function acceleratedFromRace(m) {
  const aes = m.bulk["aes-128-gcm"];
  const chacha = m.bulk["chacha20-poly1305"];
  if (!aes || !chacha) return void 0;
  return aes >= chacha / 2;
}
async function detectThisMachine(io = SYSTEM_IO) {
  const text = io.readCpuinfo();
  if (text !== void 0) {
    const d = detectHardware(text, io.arch);
    if (d.profile) return { ok: true, profile: d.profile, evidence: d.evidence };
  }
  const family = familyOfArch(io.arch);
  if (!family) return { ok: false, error: `no hardware profile for architecture ${io.arch}: declare one with --hardware` };
  const m = await io.measure({ bulk: ["aes-128-gcm", "chacha20-poly1305"], sign: [], budgetMs: 400 });
  const fast = acceleratedFromRace(m);
  if (fast === void 0) return { ok: false, error: "could not time AES-128-GCM against ChaCha20-Poly1305: declare --hardware" };
  const profile = family === "x86" ? fast ? "x86-aesni" : "x86-no-aesni" : fast ? "arm64-crypto" : "arm-no-crypto";
  const ratio = (m.bulk["aes-128-gcm"] / m.bulk["chacha20-poly1305"]).toFixed(2);
  return { ok: true, profile, evidence: `no usable /proc/cpuinfo; AES-128-GCM ran at ${ratio}x ChaCha20-Poly1305's speed` };
}
async function resolveHardware(choices, io = SYSTEM_IO) {
  let auto;
  const hosts = [];
  for (const c of choices) {
    if (c === "auto") {
      if (!auto) {
        const r = await detectThisMachine(io);
        if (!r.ok) return r;
        auto = { profile: r.profile, evidence: r.evidence };
      }
      if (!hosts.includes(auto.profile)) hosts.push(auto.profile);
    } else if (!hosts.includes(c)) {
      hosts.push(c);
    }
  }
  return { ok: true, hosts, auto };
}
var import_node_fs5, SYSTEM_IO;
var init_auto = __esm({
  "src/advice/auto.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    init_hardware();
    SYSTEM_IO = {
      readCpuinfo: () => {
        try {
          return (0, import_node_fs5.readFileSync)("/proc/cpuinfo", "utf8");
        } catch {
          return void 0;
        }
      },
      arch: process.arch,
      // Only --measure and a machine without /proc/cpuinfo time anything: the code loads then.
      measure: async (o) => (await Promise.resolve().then(() => (init_measure(), measure_exports))).measure(o)
    };
  }
});

// src/report/counts.ts
function countSeverities(findings) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] = (counts[f.severity] ?? 0) + 1;
  return counts;
}
function plural(n, word3) {
  return `${n} ${word3}${n === 1 ? "" : "s"}`;
}
function problemSummary(counts) {
  const total = counts.error + counts.warning + counts.info;
  return `${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${plural(counts.info, "info")})`;
}
var init_counts = __esm({
  "src/report/counts.ts"() {
    "use strict";
  }
});

// src/report/location.ts
function position(loc) {
  const line = positive(loc.line) ? loc.line : 1;
  const out = { line };
  if (positive(loc.column)) out.column = loc.column;
  const endLine = loc.endLine === void 0 ? line : loc.endLine;
  if (!positive(endLine) || endLine < line) return out;
  if (endLine !== line) out.endLine = endLine;
  if (out.column !== void 0 && positive(loc.endColumn) && (endLine !== line || loc.endColumn >= out.column)) {
    out.endLine = endLine;
    out.endColumn = loc.endColumn;
  }
  return out;
}
function sarifRegion(loc) {
  const p = position(loc);
  const region = { startLine: p.line };
  if (p.column !== void 0) region.startColumn = p.column;
  if (p.endLine !== void 0) region.endLine = p.endLine;
  if (p.endColumn !== void 0) region.endColumn = p.endColumn + 1;
  return region;
}
var positive;
var init_location = __esm({
  "src/report/location.ts"() {
    "use strict";
    positive = (n) => typeof n === "number" && Number.isInteger(n) && n >= 1;
  }
});

// src/report/markdown.ts
function markdownCell(text) {
  return text.replace(SPECIAL, (c) => `\\${c}`).replace(/\r\n|\r|\n|\u2028|\u2029/g, "<br>").replace(/[\u0000-\u001f\u007f]/g, " ");
}
function markdownTable(header2, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header2), line(header2.map(() => "---")), ...rows.map(line)].join("\n");
}
var SPECIAL;
var init_markdown = __esm({
  "src/report/markdown.ts"() {
    "use strict";
    SPECIAL = /[\\`*_[\]<>|~&$]/g;
  }
});

// src/report/paths.ts
function toPosix(p) {
  return import_node_path7.sep === "\\" ? p.split(import_node_path7.sep).join("/") : p;
}
function remembered(kind, base, file, compute2) {
  if (!(0, import_node_path7.isAbsolute)(base)) return compute2();
  let table2 = memo[kind].get(base);
  if (!table2) memo[kind].set(base, table2 = /* @__PURE__ */ new Map());
  const known = table2.get(file);
  if (known !== void 0) return known ?? void 0;
  const value2 = compute2();
  if (table2.size >= MEMO_LIMIT) table2.clear();
  table2.set(file, value2 ?? null);
  return value2;
}
function relativeInside(file, base) {
  return remembered("inside", base, file, () => computeRelativeInside(file, base));
}
function resolvedPosix(p) {
  return p.startsWith("/") && p.length > 1 && !p.endsWith("/") && !p.includes("//") && !p.includes("/./") && !p.includes("/../") && !p.endsWith("/.") && !p.endsWith("/..");
}
function computeRelativeInside(file, base) {
  if (import_node_path7.sep === "/" && file.length > base.length + 1 && file.charCodeAt(base.length) === 47 && file.startsWith(base) && resolvedPosix(base) && resolvedPosix(file)) {
    return file.slice(base.length + 1);
  }
  return relativeByPath(file, base);
}
function relativeByPath(file, base) {
  const rel = (0, import_node_path7.relative)((0, import_node_path7.resolve)(base), (0, import_node_path7.resolve)(base, file));
  if (rel === "" || (0, import_node_path7.isAbsolute)(rel)) return void 0;
  if (rel === ".." || rel.startsWith(`..${import_node_path7.sep}`)) return void 0;
  return toPosix(rel);
}
function displayPath(file, cwd) {
  return remembered("display", cwd, file, () => relativeInside(file, cwd) ?? toPosix((0, import_node_path7.resolve)(cwd, file)));
}
function findRepoRoot(cwd) {
  let dir = (0, import_node_path7.resolve)(cwd);
  for (; ; ) {
    if ((0, import_node_fs6.existsSync)((0, import_node_path7.join)(dir, ".git"))) return dir;
    const up = (0, import_node_path7.dirname)(dir);
    if (up === dir) return (0, import_node_path7.resolve)(cwd);
    dir = up;
  }
}
var import_node_fs6, import_node_path7, MEMO_LIMIT, memo;
var init_paths2 = __esm({
  "src/report/paths.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_path7 = require("node:path");
    MEMO_LIMIT = 1 << 16;
    memo = { inside: /* @__PURE__ */ new Map(), display: /* @__PURE__ */ new Map() };
  }
});

// src/report/text.ts
function printable(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.charCodeAt(0);
    return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function printableLines(text) {
  return text.split(/\r\n|\r|\n/).map(printable);
}
function fixText(fix) {
  return fix.replacement ? `${fix.description}
${fix.replacement}` : fix.description;
}
function messageWithFix(finding2) {
  return finding2.fix ? `${finding2.message}
Fix: ${fixText(finding2.fix)}` : finding2.message;
}
var NAMED;
var init_text = __esm({
  "src/report/text.ts"() {
    "use strict";
    NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
  }
});

// src/report/workflow-command.ts
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function workflowCommand(command, properties, data) {
  const props = properties.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${command}${props ? ` ${props}` : ""}::${escapeData(data)}`;
}
var init_workflow_command = __esm({
  "src/report/workflow-command.ts"() {
    "use strict";
  }
});

// src/report/github.ts
function annotationPath(file, cwd, root) {
  const absolute = (0, import_node_path8.resolve)(cwd, file);
  const rel = relativeInside(absolute, root);
  return rel !== void 0 && !rel.startsWith("=") ? rel : absolute;
}
function annotation(f, path, title) {
  const p = position(f.location);
  const props = [["file", path], ["line", p.line]];
  if (p.endLine !== void 0 && p.endLine !== p.line) props.push(["endLine", p.endLine]);
  else if (p.column !== void 0) {
    props.push(["col", p.column]);
    if (p.endColumn !== void 0) props.push(["endLine", p.line], ["endColumn", p.endColumn]);
  }
  props.push(["title", title]);
  return workflowCommand(COMMAND[f.severity], props, messageWithFix(f));
}
function githubAnnotations(input) {
  const root = findRepoRoot(input.cwd);
  const titles = new Map(input.rules.map((r) => [r.id, `${r.title} (${r.id})`]));
  const annotations = [];
  const skipped = { error: 0, warning: 0, info: 0 };
  for (const severity of ORDER) {
    const ofKind = input.findings.filter((f) => f.severity === severity);
    for (const f of ofKind.slice(0, ANNOTATION_CAP)) {
      annotations.push(annotation(f, annotationPath(f.location.file, input.cwd, root), titles.get(f.ruleId) ?? f.ruleId));
    }
    skipped[severity] = Math.max(0, ofKind.length - ANNOTATION_CAP);
  }
  return { annotations, skipped };
}
function stepSummary(input, budget2 = STEP_SUMMARY_LIMIT) {
  const root = findRepoRoot(input.cwd);
  const nFiles = new Set(input.files).size;
  const counts = countSeverities(input.findings);
  const head = [`### ${input.tool.name} ${markdownCell(input.tool.version)}`, ""];
  if (input.findings.length === 0) {
    head.push(`No problems in ${plural(nFiles, "file")}.`);
    const text2 = `${head.join("\n")}
`;
    return Buffer.byteLength(text2) <= budget2 ? text2 : void 0;
  }
  head.push(`${problemSummary(counts)} in ${plural(nFiles, "file")}.`, "");
  const header2 = ["Severity", "File", "Line", "Column", "Rule", "Message", "Fix"];
  const rows = input.findings.map((f) => [
    f.severity,
    markdownCell(annotationPath(f.location.file, input.cwd, root)),
    String(f.location.line),
    String(f.location.column),
    markdownCell(f.ruleId),
    markdownCell(f.message),
    f.fix ? markdownCell(fixText(f.fix)) : ""
  ]);
  const noteFor = (left) => `
${plural(left, "more finding")} not shown: a job summary holds at most 1 MiB. Use \`--format sarif\` or \`--format json\` for all of them.
`;
  const reserve = Buffer.byteLength(noteFor(rows.length));
  let used = Buffer.byteLength(`${head.join("\n")}
${markdownTable(header2, [])}
`);
  if (used + reserve > budget2) return void 0;
  let kept = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(`${markdownTable(header2, [row]).split("\n")[2]}
`);
    if (used + size + reserve > budget2) break;
    used += size;
    kept++;
  }
  const text = `${head.join("\n")}
${markdownTable(header2, rows.slice(0, kept))}
`;
  return kept === rows.length ? text : text + noteFor(rows.length - kept);
}
function skippedLine(skipped, summaryWritten) {
  const total = skipped.error + skipped.warning + skipped.info;
  if (total === 0) return void 0;
  const parts = ORDER.filter((s2) => skipped[s2] > 0).map((s2) => plural(skipped[s2], s2));
  const where = summaryWritten ? "Every finding is in the job summary." : "Use --format sarif or --format json to see every finding.";
  return `ssllint: ${plural(total, "finding")} not annotated (${parts.join(", ")}): GitHub shows at most ${ANNOTATION_CAP} errors, ${ANNOTATION_CAP} warnings and ${ANNOTATION_CAP} notices per step. ${where}`;
}
function appendStepSummary(input, env) {
  const target = env.GITHUB_STEP_SUMMARY;
  if (!target) return { written: false };
  try {
    const path = (0, import_node_path8.isAbsolute)(target) ? target : (0, import_node_path8.resolve)(input.cwd, target);
    let existing = 0;
    try {
      existing = (0, import_node_fs7.statSync)(path).size;
    } catch {
      existing = 0;
    }
    const separator = existing > 0 ? "\n" : "";
    const summary = stepSummary(input, STEP_SUMMARY_LIMIT - existing - separator.length);
    if (summary === void 0) {
      return { written: false, problem: "ssllint: the job summary is full (GitHub allows 1 MiB per step); findings were not added to it." };
    }
    (0, import_node_fs7.appendFileSync)(path, separator + summary);
    return { written: true };
  } catch (err) {
    const code = err.code ?? "unknown error";
    return { written: false, problem: `ssllint: could not write the job summary (${String(code).replace(/[^A-Za-z0-9_ ]/g, "")}).` };
  }
}
function formatGithub(input, env = {}) {
  const { annotations, skipped } = githubAnnotations(input);
  const lines2 = [...annotations];
  const summary = appendStepSummary(input, env);
  if (summary.problem) lines2.push(summary.problem);
  const summaryWritten = summary.written;
  const note = skippedLine(skipped, summaryWritten);
  if (note) lines2.push(note);
  return lines2.map((l) => `${l}
`).join("");
}
var import_node_fs7, import_node_path8, ANNOTATION_CAP, STEP_SUMMARY_LIMIT, COMMAND, ORDER;
var init_github = __esm({
  "src/report/github.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    import_node_path8 = require("node:path");
    init_counts();
    init_location();
    init_markdown();
    init_paths2();
    init_text();
    init_workflow_command();
    ANNOTATION_CAP = 10;
    STEP_SUMMARY_LIMIT = 1024 * 1024;
    COMMAND = { error: "error", warning: "warning", info: "notice" };
    ORDER = ["error", "warning", "info"];
  }
});

// src/report/slices.ts
function* stringifiedSlices(count, items, wrap3, open, close) {
  for (let i = 0; i < count; i += SLICE) {
    const text = JSON.stringify(wrap3(items(i, Math.min(i + SLICE, count))), null, 2);
    yield `${i > 0 ? ",\n" : ""}${text.slice(open.length, text.length - close.length)}`;
  }
}
var SLICE;
var init_slices = __esm({
  "src/report/slices.ts"() {
    "use strict";
    SLICE = 2e3;
  }
});

// src/report/json.ts
function location(loc, cwd) {
  const out = { file: displayPath(loc.file, cwd), line: loc.line, column: loc.column };
  if (loc.endLine !== void 0) out.endLine = loc.endLine;
  if (loc.endColumn !== void 0) out.endColumn = loc.endColumn;
  return out;
}
function finding(f, cwd) {
  const out = { ruleId: f.ruleId, severity: f.severity, message: f.message, location: location(f.location, cwd) };
  if (f.fix) out.fix = f.fix.replacement !== void 0 ? { description: f.fix.description, replacement: f.fix.replacement } : { description: f.fix.description };
  if (f.related && f.related.length > 0) out.related = f.related.map((r) => location(r, cwd));
  return out;
}
function jsonReport(input) {
  const files = jsonFiles(input);
  const report = {
    version: 1,
    tool: { name: input.tool.name, version: input.tool.version },
    findings: input.findings.map((f) => finding(f, input.cwd)),
    files
  };
  if (input.advice !== void 0) report.advice = input.advice;
  return report;
}
function formatJson2(input) {
  return [...jsonChunks(input)].join("");
}
function* jsonChunks(input) {
  if (input.findings.length === 0) {
    yield `${JSON.stringify(jsonReport(input), null, 2)}
`;
    return;
  }
  const report = jsonReport({ ...input, findings: [] });
  const head = JSON.stringify({ version: report.version, tool: report.tool }, null, 2);
  yield `${head.slice(0, -2)},
  "findings": [
`;
  yield* stringifiedSlices(input.findings.length, (from, to) => input.findings.slice(from, to).map((f) => finding(f, input.cwd)), (findings) => ({ findings }), OPEN, CLOSE2);
  const tail = JSON.stringify(report.advice !== void 0 ? { files: report.files, advice: report.advice } : { files: report.files }, null, 2);
  yield `
  ],
${tail.slice(2)}
`;
}
function jsonFiles(input) {
  return [...new Set(input.files.map((f) => displayPath(f, input.cwd)))].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
var OPEN, CLOSE2;
var init_json = __esm({
  "src/report/json.ts"() {
    "use strict";
    init_paths2();
    init_slices();
    OPEN = '{\n  "findings": [\n';
    CLOSE2 = "\n  ]\n}";
  }
});

// src/report/line-hash.ts
function hashTables() {
  return tables ??= {
    // 37^WINDOW mod 2^64, as two unsigned 32-bit halves: the weight of the character leaving the window.
    firstMod: (() => {
      const v = BigInt(37) ** BigInt(WINDOW) & (BigInt(1) << BigInt(64)) - BigInt(1);
      return { hi: Number(v >> BigInt(32)), lo: Number(v & BigInt(4294967295)) };
    })(),
    hexByte: Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"))
  };
}
function hex64(hexByte, hi, lo) {
  const s2 = hex32(hexByte, hi) + hex32(hexByte, lo);
  let k = 0;
  while (k < 15 && s2.charCodeAt(k) === 48) k++;
  return k === 0 ? s2 : s2.slice(k);
}
function lineHashes(text) {
  const window = new Uint16Array(WINDOW);
  const startsLine = new Int32Array(WINDOW).fill(-1);
  const out = [];
  const seen = /* @__PURE__ */ new Map();
  const { firstMod, hexByte } = hashTables();
  const fLo = firstMod.lo;
  const fHi = firstMod.hi;
  let hi = 0;
  let lo = 0;
  let at2 = 0;
  let line = 0;
  let atLineStart = true;
  let afterCR = false;
  const n = text.length;
  for (let i = 0; i < n + 1 + WINDOW; i++) {
    let c;
    if (i < n) {
      c = text.charCodeAt(i);
      if (c === SPACE2 || c === TAB2 || afterCR && c === LF2) {
        afterCR = false;
        continue;
      }
      afterCR = c === CR2;
      if (c === CR2) c = LF2;
    } else if (i === n) {
      c = EOF_CHAR;
      afterCR = false;
    } else {
      c = 0;
    }
    if (startsLine[at2] !== -1) {
      const hex2 = hex64(hexByte, hi, lo);
      const count = (seen.get(hex2) ?? 0) + 1;
      seen.set(hex2, count);
      out[startsLine[at2] - 1] = `${hex2}:${count}`;
      startsLine[at2] = -1;
    }
    if (i <= n) {
      if (atLineStart) {
        atLineStart = false;
        startsLine[at2] = ++line;
      }
      if (c === LF2) atLineStart = true;
    }
    const leaving = window[at2];
    window[at2] = c;
    const l = lo * 37 + c;
    const lLow = l >>> 0;
    const h = Math.imul(hi, 37) + (l - lLow) * INV_TWO32;
    const p = leaving * fLo;
    const pLow = p >>> 0;
    const ph = Math.imul(leaving, fHi) + (p - pLow) * INV_TWO32;
    let nl = lLow - pLow;
    let borrow = 0;
    if (nl < 0) {
      nl += 4294967296;
      borrow = 1;
    }
    hi = h - ph - borrow >>> 0;
    lo = nl;
    at2 = at2 + 1 === WINDOW ? 0 : at2 + 1;
  }
  return out;
}
var import_node_crypto2, import_node_fs8, WINDOW, EOF_CHAR, LF2, CR2, SPACE2, TAB2, INV_TWO32, tables, hex32, MAX_HASHED_BYTES, LineHasher;
var init_line_hash = __esm({
  "src/report/line-hash.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs8 = require("node:fs");
    WINDOW = 100;
    EOF_CHAR = 65535;
    LF2 = 10;
    CR2 = 13;
    SPACE2 = 32;
    TAB2 = 9;
    INV_TWO32 = 2 ** -32;
    hex32 = (h, x) => h[x >>> 24] + h[x >>> 16 & 255] + h[x >>> 8 & 255] + h[x & 255];
    MAX_HASHED_BYTES = 64 * 1024 * 1024;
    LineHasher = class {
      cache = /* @__PURE__ */ new Map();
      fallbackSeen = /* @__PURE__ */ new Map();
      hashesOf(path) {
        if (this.cache.has(path)) return this.cache.get(path);
        let hashes;
        try {
          const st = (0, import_node_fs8.statSync)(path);
          if (st.isFile() && st.size <= MAX_HASHED_BYTES) hashes = lineHashes((0, import_node_fs8.readFileSync)(path, "utf8"));
        } catch {
          hashes = void 0;
        }
        this.cache.set(path, hashes);
        return hashes;
      }
      /**
       * The fingerprint of `line` in `path`; when the line text can't be had, a hash of the
       * rule, the repository-relative path and the line number, numbered like GitHub's.
       */
      fingerprint(path, line, ruleId, uri) {
        const hashes = this.hashesOf(path);
        const hash = hashes && line >= 1 ? hashes[line - 1] : void 0;
        if (hash !== void 0) return hash;
        const hex2 = (0, import_node_crypto2.createHash)("sha256").update(`${ruleId}\0${uri}\0${line}`).digest("hex").slice(0, 16);
        const n = (this.fallbackSeen.get(hex2) ?? 0) + 1;
        this.fallbackSeen.set(hex2, n);
        return `${hex2}:${n}`;
      }
    };
  }
});

// src/report/rule-help.ts
function fence(code, lang) {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(Math.max(3, longest + 1));
  return `${ticks}${lang}
${code.replace(/\s+$/, "")}
${ticks}`;
}
function indent(code) {
  return code.replace(/\s+$/, "").split(/\r\n|\r|\n/).map((l) => l === "" ? "" : `    ${l}`).join("\n");
}
function examples(meta) {
  const out = [];
  for (const d of DIALECTS) {
    const example = meta.docs[d.key];
    if (example) out.push({ label: d.label, lang: d.lang, example });
  }
  return out;
}
function helpMarkdown(meta) {
  const parts = [meta.docs.why.trim()];
  for (const { label, lang, example } of examples(meta)) {
    parts.push(`## ${label}`, "Bad:", fence(example.bad, lang), "Good:", fence(example.good, lang));
  }
  const refs = meta.docs.references ?? [];
  if (refs.length > 0) parts.push("## References", refs.map((r) => /^https?:\/\/\S+$/.test(r) ? `- <${r}>` : `- ${r}`).join("\n"));
  return `${parts.join("\n\n")}
`;
}
function helpText(meta) {
  const parts = [meta.docs.why.trim()];
  for (const { label, example } of examples(meta)) {
    parts.push(`${label}, bad:
${indent(example.bad)}`, `${label}, good:
${indent(example.good)}`);
  }
  const refs = meta.docs.references ?? [];
  if (refs.length > 0) parts.push(`References:
${refs.map((r) => `  ${r}`).join("\n")}`);
  return `${parts.join("\n\n")}
`;
}
function pascalCase(id) {
  return id.split(/[^A-Za-z0-9]+/).filter((w) => w !== "").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
var DIALECTS;
var init_rule_help = __esm({
  "src/report/rule-help.ts"() {
    "use strict";
    DIALECTS = [
      { key: "nginx", label: "nginx", lang: "nginx" },
      { key: "apache", label: "Apache httpd", lang: "apache" }
    ];
  }
});

// src/report/sarif.ts
function withinLimit(findings) {
  if (findings.length <= MAX_RESULTS) return findings;
  const order = findings.map((_, i) => i).sort((a, b) => SEVERITY_RANK[findings[b].severity] - SEVERITY_RANK[findings[a].severity] || a - b);
  return order.slice(0, MAX_RESULTS).sort((a, b) => a - b).map((i) => findings[i]);
}
function encodePath(posixPath) {
  return posixPath.split("/").map((seg, i) => i <= 1 && /^[A-Za-z]:$/.test(seg) ? seg : encodeURIComponent(seg)).join("/");
}
function fileUri(absolute) {
  const posix12 = import_node_path9.sep === "\\" ? `/${absolute.split(import_node_path9.sep).join("/")}` : absolute;
  return `file://${encodePath(posix12)}`;
}
function descriptor(meta) {
  const tags = [meta.category];
  if (meta.security) tags.push("security");
  const d = {
    id: meta.id,
    name: pascalCase(meta.id),
    shortDescription: { text: meta.title },
    fullDescription: { text: meta.docs.why.trim() },
    help: { text: helpText(meta), markdown: helpMarkdown(meta) },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    properties: { tags }
  };
  if (meta.security) d.properties["security-severity"] = SECURITY_SEVERITY[meta.severity];
  return d;
}
function bareDescriptor(id, severity) {
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: id },
    fullDescription: { text: id },
    defaultConfiguration: { level: LEVEL[severity] },
    properties: { tags: [] }
  };
}
function sarifParts(input) {
  const root = findRepoRoot(input.cwd);
  const findings = withinLimit(input.findings);
  const rules = [];
  const index2 = /* @__PURE__ */ new Map();
  for (const meta of input.rules) {
    if (index2.has(meta.id)) continue;
    index2.set(meta.id, rules.length);
    rules.push(descriptor(meta));
  }
  const unknown2 = /* @__PURE__ */ new Map();
  for (const f of input.findings) if (!index2.has(f.ruleId) && !unknown2.has(f.ruleId)) unknown2.set(f.ruleId, f.severity);
  for (const id of [...unknown2.keys()].sort()) {
    index2.set(id, rules.length);
    rules.push(bareDescriptor(id, unknown2.get(id)));
  }
  const artifact = (file) => {
    const absolute = (0, import_node_path9.resolve)(input.cwd, file);
    const rel = relativeInside(absolute, root);
    return rel !== void 0 ? { uri: encodePath(rel), uriBaseId: SRCROOT } : { uri: fileUri(absolute) };
  };
  const physical = (loc) => ({ artifactLocation: artifact(loc.file), region: sarifRegion(loc) });
  const hasher = new LineHasher();
  const result = (f) => {
    const primary = physical(f.location);
    const r = {
      ruleId: f.ruleId,
      ruleIndex: index2.get(f.ruleId),
      level: LEVEL[f.severity],
      message: { text: messageWithFix(f) },
      locations: [{ physicalLocation: primary }],
      partialFingerprints: {
        primaryLocationLineHash: hasher.fingerprint((0, import_node_path9.resolve)(input.cwd, f.location.file), primary.region.startLine, f.ruleId, primary.artifactLocation.uri)
      }
    };
    if (f.related && f.related.length > 0) {
      r.relatedLocations = f.related.slice(0, MAX_RELATED_LOCATIONS).map((loc, i) => ({ id: i + 1, physicalLocation: physical(loc) }));
    }
    return r;
  };
  const driver = { name: input.tool.name, version: input.tool.version };
  if (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(input.tool.version)) driver.semanticVersion = input.tool.version;
  driver.informationUri = INFORMATION_URI;
  driver.rules = rules;
  const left = input.findings.length - findings.length;
  const invocations = left > 0 ? [
    {
      executionSuccessful: true,
      toolExecutionNotifications: [
        {
          level: "warning",
          message: {
            text: `${left} of ${input.findings.length} findings are left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run, so the most severe are kept. Use --format json for all of them.`
          }
        }
      ]
    }
  ] : void 0;
  return {
    count: findings.length,
    results: (from, to) => findings.slice(from, to).map(result),
    log: (results) => ({
      $schema: SARIF_SCHEMA,
      version: "2.1.0",
      runs: [
        {
          tool: { driver },
          originalUriBaseIds: { [SRCROOT]: { uri: `${fileUri(root).replace(/\/$/, "")}/` } },
          columnKind: "utf16CodeUnits",
          ...invocations ? { invocations } : {},
          results
        }
      ]
    })
  };
}
function formatSarif(input) {
  return [...sarifChunks(input)].join("");
}
function* sarifChunks(input) {
  const parts = sarifParts(input);
  const n = parts.count;
  if (n === 0) {
    yield `${JSON.stringify(parts.log([]), null, 2)}
`;
    return;
  }
  const around2 = JSON.stringify(parts.log([MARKER]), null, 2);
  const at2 = around2.lastIndexOf(MARKER_TEXT);
  yield around2.slice(0, at2);
  yield* stringifiedSlices(n, parts.results, (results) => ({ runs: [{ results }] }), RESULTS_OPEN, RESULTS_CLOSE);
  yield `${around2.slice(at2 + MARKER_TEXT.length)}
`;
}
var import_node_path9, SARIF_SCHEMA, INFORMATION_URI, SRCROOT, LEVEL, SECURITY_SEVERITY, MAX_RESULTS, MAX_RELATED_LOCATIONS, RESULTS_OPEN, RESULTS_CLOSE, MARKER, MARKER_TEXT;
var init_sarif = __esm({
  "src/report/sarif.ts"() {
    "use strict";
    import_node_path9 = require("node:path");
    init_findings();
    init_line_hash();
    init_location();
    init_paths2();
    init_rule_help();
    init_slices();
    init_text();
    SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
    INFORMATION_URI = "https://www.npmjs.com/package/ssllint";
    SRCROOT = "%SRCROOT%";
    LEVEL = { error: "error", warning: "warning", info: "note" };
    SECURITY_SEVERITY = { error: "7.5", warning: "5.0", info: "2.0" };
    MAX_RESULTS = 25e3;
    MAX_RELATED_LOCATIONS = 100;
    RESULTS_OPEN = '{\n  "runs": [\n    {\n      "results": [\n';
    RESULTS_CLOSE = "\n      ]\n    }\n  ]\n}";
    MARKER = "\0ssllint-results\0";
    MARKER_TEXT = `        ${JSON.stringify(MARKER)}`;
  }
});

// src/report/ansi.ts
function style(color2) {
  if (!color2) return { bold: same, dim: same, underline: same, red: same, yellow: same, blue: same, green: same };
  return {
    bold: wrap2(1, 22),
    dim: wrap2(2, 22),
    underline: wrap2(4, 24),
    red: wrap2(31, 39),
    yellow: wrap2(33, 39),
    blue: wrap2(34, 39),
    green: wrap2(32, 39)
  };
}
var wrap2, same;
var init_ansi = __esm({
  "src/report/ansi.ts"() {
    "use strict";
    wrap2 = (open, close) => (s2) => `\x1B[${open}m${s2}\x1B[${close}m`;
    same = (s2) => s2;
  }
});

// src/report/stylish.ts
function width(s2) {
  if (!SURROGATE.test(s2)) return s2.length;
  let n = 0;
  for (const _ of s2) n++;
  return n;
}
function pad2(s2, w) {
  return s2 + " ".repeat(Math.max(0, w - width(s2)));
}
function paint(s2, severity, text) {
  return severity === "error" ? s2.red(text) : severity === "warning" ? s2.yellow(text) : s2.blue(text);
}
function group(findings, cwd) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const key = displayPath(f.location.file, cwd);
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return groups;
}
function fileBlock(path, findings, s2) {
  const lineW = Math.max(...findings.map((f) => String(f.location.line).length));
  const colW = Math.max(...findings.map((f) => String(f.location.column).length));
  const posW = lineW + 1 + colW;
  const sevW = Math.max(...findings.map((f) => f.severity.length));
  const messages = findings.map((f) => printable(f.message));
  const msgW = Math.min(MESSAGE_WIDTH, Math.max(...messages.map(width)));
  const fixIndent = " ".repeat(2 + posW + 2 + sevW + 2);
  const out = [s2.underline(printable(path))];
  findings.forEach((f, i) => {
    const pos = `${String(f.location.line).padStart(lineW)}:${String(f.location.column).padEnd(colW)}`;
    out.push(`  ${s2.dim(pos)}  ${paint(s2, f.severity, pad2(f.severity, sevW))}  ${pad2(messages[i], msgW)}  ${s2.dim(printable(f.ruleId))}`);
    if (f.fix) {
      const [first, ...rest] = printableLines(f.fix.description);
      out.push(`${fixIndent}${s2.green("fix:")} ${first}`);
      const more = [...rest, ...f.fix.replacement ? printableLines(f.fix.replacement) : []];
      for (const line of more) out.push(line === "" ? "" : `${fixIndent}     ${line}`);
    }
  });
  return out.join("\n");
}
function formatStylish(input) {
  return [...stylishChunks(input)].join("");
}
function* stylishChunks(input) {
  if (input.findings.length === 0) return;
  const s2 = style(input.color);
  let text = "";
  let pending = 0;
  let first = true;
  for (const [path, fs] of group(input.findings, input.cwd)) {
    text += `${first ? "" : "\n\n"}${fileBlock(path, fs, s2)}`;
    first = false;
    pending += fs.length;
    if (pending >= SLICE) {
      yield text;
      text = "";
      pending = 0;
    }
  }
  const counts = countSeverities(input.findings);
  const summary = `\u2716 ${problemSummary(counts)}`;
  const painted = s2.bold(counts.error > 0 ? s2.red(summary) : counts.warning > 0 ? s2.yellow(summary) : s2.blue(summary));
  yield `${text}

${painted}
`;
}
var SURROGATE, MESSAGE_WIDTH;
var init_stylish = __esm({
  "src/report/stylish.ts"() {
    "use strict";
    init_ansi();
    init_counts();
    init_paths2();
    init_slices();
    init_text();
    SURROGATE = /[\uD800-\uDFFF]/;
    MESSAGE_WIDTH = 72;
  }
});

// src/report/unix.ts
function formatUnix(input) {
  return [...unixChunks(input)].join("");
}
function* unixChunks(input) {
  for (let i = 0; i < input.findings.length; i += SLICE) {
    let text = "";
    for (const f of input.findings.slice(i, i + SLICE)) {
      const { line, column } = f.location;
      text += `${printable(displayPath(f.location.file, input.cwd))}:${line}:${column}: ${f.severity}: ${printable(f.message)} [${printable(f.ruleId)}]
`;
    }
    yield text;
  }
}
var init_unix = __esm({
  "src/report/unix.ts"() {
    "use strict";
    init_paths2();
    init_slices();
    init_text();
  }
});

// src/report/types.ts
var init_types = __esm({
  "src/report/types.ts"() {
    "use strict";
  }
});

// src/report/index.ts
function formatReport(format, input, env = {}) {
  switch (format) {
    case "stylish":
      return formatStylish(input);
    case "unix":
      return formatUnix(input);
    case "json":
      return formatJson2(input);
    case "sarif":
      return formatSarif(input);
    case "github":
      return formatGithub(input, env);
    default: {
      const never = format;
      throw new Error(`unknown report format: ${String(never)}`);
    }
  }
}
function reportChunks(format, input, env = {}) {
  if (format === "json") return jsonChunks(input);
  if (format === "sarif") return sarifChunks(input);
  if (format === "stylish") return stylishChunks(input);
  if (format === "unix") return unixChunks(input);
  return [formatReport(format, input, env)];
}
var init_report = __esm({
  "src/report/index.ts"() {
    "use strict";
    init_github();
    init_json();
    init_sarif();
    init_stylish();
    init_unix();
    init_types();
  }
});

// src/syntax/place-map.ts
var placeKey, PlaceMap;
var init_place_map = __esm({
  "src/syntax/place-map.ts"() {
    "use strict";
    placeKey = (line, column) => line * 16777216 + column;
    PlaceMap = class {
      byFile = /* @__PURE__ */ new Map();
      get(file, line, column) {
        const inFile = this.byFile.get(file);
        if (inFile === void 0) return void 0;
        const key = placeKey(line, column);
        if (inFile instanceof Map) return inFile.get(key);
        return inFile.key === key ? inFile.value : void 0;
      }
      /** Sets the value at a place (replacing any value there). */
      set(file, line, column, value2) {
        const key = placeKey(line, column);
        const inFile = this.byFile.get(file);
        if (inFile === void 0) this.byFile.set(file, { key, value: value2 });
        else if (inFile instanceof Map) inFile.set(key, value2);
        else if (inFile.key === key) inFile.value = value2;
        else this.byFile.set(file, /* @__PURE__ */ new Map([[inFile.key, inFile.value], [key, value2]]));
      }
    };
  }
});

// src/rules-support/helpers.ts
function locationOf(span) {
  return span;
}
function spanKey(span) {
  return `${span.file}\0${span.line}\0${span.column}`;
}
function tlsServers(model) {
  let list = tlsByModel.get(model);
  if (!list) tlsByModel.set(model, list = model.servers.filter((s2) => s2.tls !== void 0));
  return list;
}
function tlsVirtualServers(model) {
  let list = virtualTlsByModel.get(model);
  if (!list) virtualTlsByModel.set(model, list = tlsServers(model).filter((s2) => s2.kind === "virtual"));
  return list;
}
function httpLevels(model) {
  let list = levelsByModel.get(model);
  if (list) return list;
  const out = [];
  const walk = (server, scopes2) => {
    for (const scope of scopes2) {
      out.push({ server, scope, http: scope.http });
      walk(server, scope.scopes);
    }
  };
  for (const server of model.servers) {
    out.push({ server, http: server.http });
    walk(server, server.scopes);
  }
  levelsByModel.set(model, list = out);
  return list;
}
function judged(server, setting) {
  return server.kind === "virtual" || !setting.defaulted;
}
function distinctSettings(model, pick) {
  const byPlace = new PlaceMap();
  const places = [];
  for (const server of tlsServers(model)) {
    const setting = pick(server.tls, server);
    if (!setting || !judged(server, setting)) continue;
    const { file, line, column } = setting.at;
    const entry = byPlace.get(file, line, column);
    if (entry) entry.servers.push(server);
    else {
      const created = { setting, servers: [server] };
      byPlace.set(file, line, column, created);
      places.push(created);
    }
  }
  return places;
}
function inDialect(dialect, text) {
  return dialect === "nginx" ? text.nginx : text.apache;
}
function absence(model, setting) {
  return model.fragment && setting.defaulted ? IN_FRAGMENT : PRESENT;
}
function htaccessMaySet(http, what) {
  const lets = (http.overrides?.value ?? []).filter(
    (w) => w === "all" || what.includes("header") && (w === "fileinfo" || w === "header") || what.includes("expires") && (w === "indexes" || w.startsWith("expires"))
  );
  return lets.length > 0 ? lets.join(", ") : void 0;
}
function listGenerations(gens) {
  const names = gens.map((g) => `OpenSSL ${g}`);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
function serverLabel(server) {
  const name = server.names[0]?.value;
  return name && name !== "_" ? name : `${server.at.file.split("/").pop()}:${server.at.line}`;
}
var tlsByModel, virtualTlsByModel, levelsByModel, FRAGMENT_NOTE, PRESENT, IN_FRAGMENT;
var init_helpers = __esm({
  "src/rules-support/helpers.ts"() {
    "use strict";
    init_place_map();
    tlsByModel = /* @__PURE__ */ new WeakMap();
    virtualTlsByModel = /* @__PURE__ */ new WeakMap();
    levelsByModel = /* @__PURE__ */ new WeakMap();
    FRAGMENT_NOTE = "the file was linted without the configuration that includes it, so an outer scope may set this";
    PRESENT = Object.freeze({ note: "" });
    IN_FRAGMENT = Object.freeze({ severity: "info", note: ` (${FRAGMENT_NOTE})` });
  }
});

// src/rules-support/protocol-support.ts
function negotiableOn(protocol, generation, seclevel0) {
  switch (protocol) {
    case "SSLv2":
    case "SSLv3":
      return generation === "1.0.2";
    case "TLSv1":
    case "TLSv1.1":
      return generation !== "3.x" || seclevel0;
    case "TLSv1.2":
      return true;
    case "TLSv1.3":
      return generation !== "1.0.2";
  }
}
var MODERN_PROTOCOLS;
var init_protocol_support = __esm({
  "src/rules-support/protocol-support.ts"() {
    "use strict";
    MODERN_PROTOCOLS = { nginx: "ssl_protocols TLSv1.2 TLSv1.3;", apache: "SSLProtocol -all +TLSv1.2 +TLSv1.3" };
  }
});

// src/openssl/cipher-list.ts
var CipherList;
var init_cipher_list = __esm({
  "src/openssl/cipher-list.ts"() {
    "use strict";
    CipherList = class {
      order;
      length;
      /** Scratch space for one rule's moved and kept suites; reused, a string applies many rules. */
      moved;
      kept;
      active;
      constructor(order, size) {
        this.order = Int32Array.from(order);
        this.length = order.length;
        this.moved = new Int32Array(order.length);
        this.kept = new Int32Array(order.length);
        this.active = new Uint8Array(size);
      }
      /**
       * Applies one rule to the suites `matches` selects. add: inactive ones become active and go
       * to the end; ord (`+`): active ones go to the end; del (`-`): active ones become inactive and
       * go to the front, where a later add finds them first; bump: active ones go to the front;
       * kill (`!`): gone. Each move keeps the moved suites in their current relative order.
       */
      apply(op, suites, matches) {
        const { order, moved, kept, active } = this;
        const n = this.length;
        let m = 0;
        let k = 0;
        if (op === "kill") {
          for (let j = 0; j < n; j++) {
            const i = order[j];
            if (matches(suites[i])) active[i] = 0;
            else kept[k++] = i;
          }
          order.set(kept.subarray(0, k));
          this.length = k;
          return;
        }
        if (op === "add") {
          for (let j = 0; j < n; j++) {
            const i = order[j];
            if (active[i] === 0 && matches(suites[i])) {
              active[i] = 1;
              moved[m++] = i;
            } else kept[k++] = i;
          }
        } else if (op === "del") {
          for (let j = 0; j < n; j++) {
            const i = order[j];
            if (active[i] !== 0 && matches(suites[i])) {
              active[i] = 0;
              moved[m++] = i;
            } else kept[k++] = i;
          }
        } else {
          for (let j = 0; j < n; j++) {
            const i = order[j];
            if (active[i] !== 0 && matches(suites[i])) moved[m++] = i;
            else kept[k++] = i;
          }
        }
        if (op === "del" || op === "bump") {
          order.set(moved.subarray(0, m));
          order.set(kept.subarray(0, k), m);
        } else {
          order.set(kept.subarray(0, k));
          order.set(moved.subarray(0, m), k);
        }
      }
      /** `@STRENGTH`: active suites by descending strength bits, ties keeping their order. */
      strengthSort(suites) {
        const used = [];
        for (let j = 0; j < this.length; j++) {
          const i = this.order[j];
          if (this.active[i] && !used.includes(suites[i].strengthBits)) used.push(suites[i].strengthBits);
        }
        used.sort((a, b) => b - a);
        for (const bits of used) this.apply("ord", suites, (s2) => s2.strengthBits === bits);
      }
      /** Current order, killed suites excluded. */
      listOrder() {
        return Array.from(this.order.subarray(0, this.length));
      }
      activeOrder() {
        const out = [];
        for (let j = 0; j < this.length; j++) if (this.active[this.order[j]]) out.push(this.order[j]);
        return out;
      }
    };
  }
});

// src/openssl/images.ts
function imageJson() {
  return '{"strings":["ECDHE-RSA-AES256-GCM-SHA384","TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384","0xC0,0x30","TLSv1.2","ECDH","RSA","AESGCM","AEAD","HIGH","ECDHE-ECDSA-AES256-GCM-SHA384","TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384","0xC0,0x2C","ECDSA","ECDHE-RSA-AES256-SHA384","TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384","0xC0,0x28","AES","SHA384","ECDHE-ECDSA-AES256-SHA384","TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA384","0xC0,0x24","ECDHE-RSA-AES256-SHA","TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA","0xC0,0x14","SSLv3","SHA1","ECDHE-ECDSA-AES256-SHA","TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA","0xC0,0x0A","SRP-DSS-AES-256-CBC-SHA","TLS_SRP_SHA_DSS_WITH_AES_256_CBC_SHA","0xC0,0x22","SRP","DSS","SRP-RSA-AES-256-CBC-SHA","TLS_SRP_SHA_RSA_WITH_AES_256_CBC_SHA","0xC0,0x21","SRP-AES-256-CBC-SHA","TLS_SRP_SHA_WITH_AES_256_CBC_SHA","0xC0,0x20","DH-DSS-AES256-GCM-SHA384","TLS_DH_DSS_WITH_AES_256_GCM_SHA384","0x00,0xA5","DH/DSS","DH","DHE-DSS-AES256-GCM-SHA384","TLS_DHE_DSS_WITH_AES_256_GCM_SHA384","0x00,0xA3","DH-RSA-AES256-GCM-SHA384","TLS_DH_RSA_WITH_AES_256_GCM_SHA384","0x00,0xA1","DH/RSA","DHE-RSA-AES256-GCM-SHA384","TLS_DHE_RSA_WITH_AES_256_GCM_SHA384","0x00,0x9F","DHE-RSA-AES256-SHA256","TLS_DHE_RSA_WITH_AES_256_CBC_SHA256","0x00,0x6B","SHA256","DHE-DSS-AES256-SHA256","TLS_DHE_DSS_WITH_AES_256_CBC_SHA256","0x00,0x6A","DH-RSA-AES256-SHA256","TLS_DH_RSA_WITH_AES_256_CBC_SHA256","0x00,0x69","DH-DSS-AES256-SHA256","TLS_DH_DSS_WITH_AES_256_CBC_SHA256","0x00,0x68","DHE-RSA-AES256-SHA","TLS_DHE_RSA_WITH_AES_256_CBC_SHA","0x00,0x39","DHE-DSS-AES256-SHA","TLS_DHE_DSS_WITH_AES_256_CBC_SHA","0x00,0x38","DH-RSA-AES256-SHA","TLS_DH_RSA_WITH_AES_256_CBC_SHA","0x00,0x37","DH-DSS-AES256-SHA","TLS_DH_DSS_WITH_AES_256_CBC_SHA","0x00,0x36","DHE-RSA-CAMELLIA256-SHA","TLS_DHE_RSA_WITH_CAMELLIA_256_CBC_SHA","0x00,0x88","Camellia","DHE-DSS-CAMELLIA256-SHA","TLS_DHE_DSS_WITH_CAMELLIA_256_CBC_SHA","0x00,0x87","DH-RSA-CAMELLIA256-SHA","TLS_DH_RSA_WITH_CAMELLIA_256_CBC_SHA","0x00,0x86","DH-DSS-CAMELLIA256-SHA","TLS_DH_DSS_WITH_CAMELLIA_256_CBC_SHA","0x00,0x85","AECDH-AES256-SHA","TLS_ECDH_anon_WITH_AES_256_CBC_SHA","0xC0,0x19","None","ADH-AES256-GCM-SHA384","TLS_DH_anon_WITH_AES_256_GCM_SHA384","0x00,0xA7","ADH-AES256-SHA256","TLS_DH_anon_WITH_AES_256_CBC_SHA256","0x00,0x6D","ADH-AES256-SHA","TLS_DH_anon_WITH_AES_256_CBC_SHA","0x00,0x3A","ADH-CAMELLIA256-SHA","TLS_DH_anon_WITH_CAMELLIA_256_CBC_SHA","0x00,0x89","ECDH-RSA-AES256-GCM-SHA384","TLS_ECDH_RSA_WITH_AES_256_GCM_SHA384","0xC0,0x32","ECDH/RSA","ECDH-ECDSA-AES256-GCM-SHA384","TLS_ECDH_ECDSA_WITH_AES_256_GCM_SHA384","0xC0,0x2E","ECDH/ECDSA","ECDH-RSA-AES256-SHA384","TLS_ECDH_RSA_WITH_AES_256_CBC_SHA384","0xC0,0x2A","ECDH-ECDSA-AES256-SHA384","TLS_ECDH_ECDSA_WITH_AES_256_CBC_SHA384","0xC0,0x26","ECDH-RSA-AES256-SHA","TLS_ECDH_RSA_WITH_AES_256_CBC_SHA","0xC0,0x0F","ECDH-ECDSA-AES256-SHA","TLS_ECDH_ECDSA_WITH_AES_256_CBC_SHA","0xC0,0x05","AES256-GCM-SHA384","TLS_RSA_WITH_AES_256_GCM_SHA384","0x00,0x9D","AES256-SHA256","TLS_RSA_WITH_AES_256_CBC_SHA256","0x00,0x3D","AES256-SHA","TLS_RSA_WITH_AES_256_CBC_SHA","0x00,0x35","CAMELLIA256-SHA","TLS_RSA_WITH_CAMELLIA_256_CBC_SHA","0x00,0x84","PSK-AES256-CBC-SHA","TLS_PSK_WITH_AES_256_CBC_SHA","0x00,0x8D","PSK","ECDHE-RSA-AES128-GCM-SHA256","TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256","0xC0,0x2F","ECDHE-ECDSA-AES128-GCM-SHA256","TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256","0xC0,0x2B","ECDHE-RSA-AES128-SHA256","TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256","0xC0,0x27","ECDHE-ECDSA-AES128-SHA256","TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256","0xC0,0x23","ECDHE-RSA-AES128-SHA","TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA","0xC0,0x13","ECDHE-ECDSA-AES128-SHA","TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA","0xC0,0x09","SRP-DSS-AES-128-CBC-SHA","TLS_SRP_SHA_DSS_WITH_AES_128_CBC_SHA","0xC0,0x1F","SRP-RSA-AES-128-CBC-SHA","TLS_SRP_SHA_RSA_WITH_AES_128_CBC_SHA","0xC0,0x1E","SRP-AES-128-CBC-SHA","TLS_SRP_SHA_WITH_AES_128_CBC_SHA","0xC0,0x1D","DH-DSS-AES128-GCM-SHA256","TLS_DH_DSS_WITH_AES_128_GCM_SHA256","0x00,0xA4","DHE-DSS-AES128-GCM-SHA256","TLS_DHE_DSS_WITH_AES_128_GCM_SHA256","0x00,0xA2","DH-RSA-AES128-GCM-SHA256","TLS_DH_RSA_WITH_AES_128_GCM_SHA256","0x00,0xA0","DHE-RSA-AES128-GCM-SHA256","TLS_DHE_RSA_WITH_AES_128_GCM_SHA256","0x00,0x9E","DHE-RSA-AES128-SHA256","TLS_DHE_RSA_WITH_AES_128_CBC_SHA256","0x00,0x67","DHE-DSS-AES128-SHA256","TLS_DHE_DSS_WITH_AES_128_CBC_SHA256","0x00,0x40","DH-RSA-AES128-SHA256","TLS_DH_RSA_WITH_AES_128_CBC_SHA256","0x00,0x3F","DH-DSS-AES128-SHA256","TLS_DH_DSS_WITH_AES_128_CBC_SHA256","0x00,0x3E","DHE-RSA-AES128-SHA","TLS_DHE_RSA_WITH_AES_128_CBC_SHA","0x00,0x33","DHE-DSS-AES128-SHA","TLS_DHE_DSS_WITH_AES_128_CBC_SHA","0x00,0x32","DH-RSA-AES128-SHA","TLS_DH_RSA_WITH_AES_128_CBC_SHA","0x00,0x31","DH-DSS-AES128-SHA","TLS_DH_DSS_WITH_AES_128_CBC_SHA","0x00,0x30","DHE-RSA-SEED-SHA","TLS_DHE_RSA_WITH_SEED_CBC_SHA","0x00,0x9A","SEED","MEDIUM","DHE-DSS-SEED-SHA","TLS_DHE_DSS_WITH_SEED_CBC_SHA","0x00,0x99","DH-RSA-SEED-SHA","TLS_DH_RSA_WITH_SEED_CBC_SHA","0x00,0x98","DH-DSS-SEED-SHA","TLS_DH_DSS_WITH_SEED_CBC_SHA","0x00,0x97","DHE-RSA-CAMELLIA128-SHA","TLS_DHE_RSA_WITH_CAMELLIA_128_CBC_SHA","0x00,0x45","DHE-DSS-CAMELLIA128-SHA","TLS_DHE_DSS_WITH_CAMELLIA_128_CBC_SHA","0x00,0x44","DH-RSA-CAMELLIA128-SHA","TLS_DH_RSA_WITH_CAMELLIA_128_CBC_SHA","0x00,0x43","DH-DSS-CAMELLIA128-SHA","TLS_DH_DSS_WITH_CAMELLIA_128_CBC_SHA","0x00,0x42","AECDH-AES128-SHA","TLS_ECDH_anon_WITH_AES_128_CBC_SHA","0xC0,0x18","ADH-AES128-GCM-SHA256","TLS_DH_anon_WITH_AES_128_GCM_SHA256","0x00,0xA6","ADH-AES128-SHA256","TLS_DH_anon_WITH_AES_128_CBC_SHA256","0x00,0x6C","ADH-AES128-SHA","TLS_DH_anon_WITH_AES_128_CBC_SHA","0x00,0x34","ADH-SEED-SHA","TLS_DH_anon_WITH_SEED_CBC_SHA","0x00,0x9B","ADH-CAMELLIA128-SHA","TLS_DH_anon_WITH_CAMELLIA_128_CBC_SHA","0x00,0x46","ECDH-RSA-AES128-GCM-SHA256","TLS_ECDH_RSA_WITH_AES_128_GCM_SHA256","0xC0,0x31","ECDH-ECDSA-AES128-GCM-SHA256","TLS_ECDH_ECDSA_WITH_AES_128_GCM_SHA256","0xC0,0x2D","ECDH-RSA-AES128-SHA256","TLS_ECDH_RSA_WITH_AES_128_CBC_SHA256","0xC0,0x29","ECDH-ECDSA-AES128-SHA256","TLS_ECDH_ECDSA_WITH_AES_128_CBC_SHA256","0xC0,0x25","ECDH-RSA-AES128-SHA","TLS_ECDH_RSA_WITH_AES_128_CBC_SHA","0xC0,0x0E","ECDH-ECDSA-AES128-SHA","TLS_ECDH_ECDSA_WITH_AES_128_CBC_SHA","0xC0,0x04","AES128-GCM-SHA256","TLS_RSA_WITH_AES_128_GCM_SHA256","0x00,0x9C","AES128-SHA256","TLS_RSA_WITH_AES_128_CBC_SHA256","0x00,0x3C","AES128-SHA","TLS_RSA_WITH_AES_128_CBC_SHA","0x00,0x2F","SEED-SHA","TLS_RSA_WITH_SEED_CBC_SHA","0x00,0x96","CAMELLIA128-SHA","TLS_RSA_WITH_CAMELLIA_128_CBC_SHA","0x00,0x41","IDEA-CBC-SHA","TLS_RSA_WITH_IDEA_CBC_SHA","0x00,0x07","IDEA","IDEA-CBC-MD5","0x05,0x00,0x80","SSLv2","MD5","RC2-CBC-MD5","0x03,0x00,0x80","RC2","PSK-AES128-CBC-SHA","TLS_PSK_WITH_AES_128_CBC_SHA","0x00,0x8C","ECDHE-RSA-RC4-SHA","TLS_ECDHE_RSA_WITH_RC4_128_SHA","0xC0,0x11","RC4","ECDHE-ECDSA-RC4-SHA","TLS_ECDHE_ECDSA_WITH_RC4_128_SHA","0xC0,0x07","AECDH-RC4-SHA","TLS_ECDH_anon_WITH_RC4_128_SHA","0xC0,0x16","ADH-RC4-MD5","TLS_DH_anon_WITH_RC4_128_MD5","0x00,0x18","ECDH-RSA-RC4-SHA","TLS_ECDH_RSA_WITH_RC4_128_SHA","0xC0,0x0C","ECDH-ECDSA-RC4-SHA","TLS_ECDH_ECDSA_WITH_RC4_128_SHA","0xC0,0x02","RC4-SHA","TLS_RSA_WITH_RC4_128_SHA","0x00,0x05","RC4-MD5","TLS_RSA_WITH_RC4_128_MD5","0x00,0x04","0x01,0x00,0x80","PSK-RC4-SHA","TLS_PSK_WITH_RC4_128_SHA","0x00,0x8A","ECDHE-RSA-DES-CBC3-SHA","TLS_ECDHE_RSA_WITH_3DES_EDE_CBC_SHA","0xC0,0x12","3DES","ECDHE-ECDSA-DES-CBC3-SHA","TLS_ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA","0xC0,0x08","SRP-DSS-3DES-EDE-CBC-SHA","TLS_SRP_SHA_DSS_WITH_3DES_EDE_CBC_SHA","0xC0,0x1C","SRP-RSA-3DES-EDE-CBC-SHA","TLS_SRP_SHA_RSA_WITH_3DES_EDE_CBC_SHA","0xC0,0x1B","SRP-3DES-EDE-CBC-SHA","TLS_SRP_SHA_WITH_3DES_EDE_CBC_SHA","0xC0,0x1A","EDH-RSA-DES-CBC3-SHA","TLS_DHE_RSA_WITH_3DES_EDE_CBC_SHA","0x00,0x16","EDH-DSS-DES-CBC3-SHA","TLS_DHE_DSS_WITH_3DES_EDE_CBC_SHA","0x00,0x13","DH-RSA-DES-CBC3-SHA","TLS_DH_RSA_WITH_3DES_EDE_CBC_SHA","0x00,0x10","DH-DSS-DES-CBC3-SHA","TLS_DH_DSS_WITH_3DES_EDE_CBC_SHA","0x00,0x0D","AECDH-DES-CBC3-SHA","TLS_ECDH_anon_WITH_3DES_EDE_CBC_SHA","0xC0,0x17","ADH-DES-CBC3-SHA","TLS_DH_anon_WITH_3DES_EDE_CBC_SHA","0x00,0x1B","ECDH-RSA-DES-CBC3-SHA","TLS_ECDH_RSA_WITH_3DES_EDE_CBC_SHA","0xC0,0x0D","ECDH-ECDSA-DES-CBC3-SHA","TLS_ECDH_ECDSA_WITH_3DES_EDE_CBC_SHA","0xC0,0x03","DES-CBC3-SHA","TLS_RSA_WITH_3DES_EDE_CBC_SHA","0x00,0x0A","DES-CBC3-MD5","0x07,0x00,0xC0","PSK-3DES-EDE-CBC-SHA","TLS_PSK_WITH_3DES_EDE_CBC_SHA","0x00,0x8B","EDH-RSA-DES-CBC-SHA","TLS_DHE_RSA_WITH_DES_CBC_SHA","0x00,0x15","DES","LOW","EDH-DSS-DES-CBC-SHA","TLS_DHE_DSS_WITH_DES_CBC_SHA","0x00,0x12","DH-RSA-DES-CBC-SHA","TLS_DH_RSA_WITH_DES_CBC_SHA","0x00,0x0F","DH-DSS-DES-CBC-SHA","TLS_DH_DSS_WITH_DES_CBC_SHA","0x00,0x0C","ADH-DES-CBC-SHA","TLS_DH_anon_WITH_DES_CBC_SHA","0x00,0x1A","DES-CBC-SHA","TLS_RSA_WITH_DES_CBC_SHA","0x00,0x09","DES-CBC-MD5","0x06,0x00,0x40","EXP-EDH-RSA-DES-CBC-SHA","TLS_DHE_RSA_EXPORT_WITH_DES40_CBC_SHA","0x00,0x14","DH(512)","EXPORT","EXP-EDH-DSS-DES-CBC-SHA","TLS_DHE_DSS_EXPORT_WITH_DES40_CBC_SHA","0x00,0x11","EXP-ADH-DES-CBC-SHA","TLS_DH_anon_EXPORT_WITH_DES40_CBC_SHA","0x00,0x19","EXP-DES-CBC-SHA","TLS_RSA_EXPORT_WITH_DES40_CBC_SHA","0x00,0x08","RSA(512)","EXP-RC2-CBC-MD5","TLS_RSA_EXPORT_WITH_RC2_CBC_40_MD5","0x00,0x06","0x04,0x00,0x80","EXP-ADH-RC4-MD5","TLS_DH_anon_EXPORT_WITH_RC4_40_MD5","0x00,0x17","EXP-RC4-MD5","TLS_RSA_EXPORT_WITH_RC4_40_MD5","0x00,0x03","0x02,0x00,0x80","ECDHE-RSA-NULL-SHA","TLS_ECDHE_RSA_WITH_NULL_SHA","0xC0,0x10","NONE","ECDHE-ECDSA-NULL-SHA","TLS_ECDHE_ECDSA_WITH_NULL_SHA","0xC0,0x06","AECDH-NULL-SHA","TLS_ECDH_anon_WITH_NULL_SHA","0xC0,0x15","ECDH-RSA-NULL-SHA","TLS_ECDH_RSA_WITH_NULL_SHA","0xC0,0x0B","ECDH-ECDSA-NULL-SHA","TLS_ECDH_ECDSA_WITH_NULL_SHA","0xC0,0x01","NULL-SHA256","TLS_RSA_WITH_NULL_SHA256","0x00,0x3B","NULL-SHA","TLS_RSA_WITH_NULL_SHA","0x00,0x02","NULL-MD5","TLS_RSA_WITH_NULL_MD5","0x00,0x01","TLS_AES_256_GCM_SHA384","0x13,0x02","TLSv1.3","any","TLS_CHACHA20_POLY1305_SHA256","0x13,0x03","CHACHA20/POLY1305","TLS_AES_128_GCM_SHA256","0x13,0x01","ECDHE-ECDSA-CHACHA20-POLY1305","TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xA9","ECDHE-RSA-CHACHA20-POLY1305","TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xA8","DHE-RSA-CHACHA20-POLY1305","TLS_DHE_RSA_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xAA","ECDHE-ECDSA-AES256-CCM8","TLS_ECDHE_ECDSA_WITH_AES_256_CCM_8","0xC0,0xAF","AESCCM8","ECDHE-ECDSA-AES256-CCM","TLS_ECDHE_ECDSA_WITH_AES_256_CCM","0xC0,0xAD","AESCCM","DHE-RSA-AES256-CCM8","TLS_DHE_RSA_WITH_AES_256_CCM_8","0xC0,0xA3","DHE-RSA-AES256-CCM","TLS_DHE_RSA_WITH_AES_256_CCM","0xC0,0x9F","ECDHE-ECDSA-ARIA256-GCM-SHA384","TLS_ECDHE_ECDSA_WITH_ARIA_256_GCM_SHA384","0xC0,0x5D","ARIAGCM","ECDHE-ARIA256-GCM-SHA384","TLS_ECDHE_RSA_WITH_ARIA_256_GCM_SHA384","0xC0,0x61","DHE-DSS-ARIA256-GCM-SHA384","TLS_DHE_DSS_WITH_ARIA_256_GCM_SHA384","0xC0,0x57","DHE-RSA-ARIA256-GCM-SHA384","TLS_DHE_RSA_WITH_ARIA_256_GCM_SHA384","0xC0,0x53","ECDHE-ECDSA-AES128-CCM8","TLS_ECDHE_ECDSA_WITH_AES_128_CCM_8","0xC0,0xAE","ECDHE-ECDSA-AES128-CCM","TLS_ECDHE_ECDSA_WITH_AES_128_CCM","0xC0,0xAC","DHE-RSA-AES128-CCM8","TLS_DHE_RSA_WITH_AES_128_CCM_8","0xC0,0xA2","DHE-RSA-AES128-CCM","TLS_DHE_RSA_WITH_AES_128_CCM","0xC0,0x9E","ECDHE-ECDSA-ARIA128-GCM-SHA256","TLS_ECDHE_ECDSA_WITH_ARIA_128_GCM_SHA256","0xC0,0x5C","ECDHE-ARIA128-GCM-SHA256","TLS_ECDHE_RSA_WITH_ARIA_128_GCM_SHA256","0xC0,0x60","DHE-DSS-ARIA128-GCM-SHA256","TLS_DHE_DSS_WITH_ARIA_128_GCM_SHA256","0xC0,0x56","DHE-RSA-ARIA128-GCM-SHA256","TLS_DHE_RSA_WITH_ARIA_128_GCM_SHA256","0xC0,0x52","ECDHE-ECDSA-CAMELLIA256-SHA384","TLS_ECDHE_ECDSA_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x73","ECDHE-RSA-CAMELLIA256-SHA384","TLS_ECDHE_RSA_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x77","DHE-RSA-CAMELLIA256-SHA256","TLS_DHE_RSA_WITH_CAMELLIA_256_CBC_SHA256","0x00,0xC4","DHE-DSS-CAMELLIA256-SHA256","TLS_DHE_DSS_WITH_CAMELLIA_256_CBC_SHA256","0x00,0xC3","ADH-CAMELLIA256-SHA256","TLS_DH_anon_WITH_CAMELLIA_256_CBC_SHA256","0x00,0xC5","ECDHE-ECDSA-CAMELLIA128-SHA256","TLS_ECDHE_ECDSA_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x72","ECDHE-RSA-CAMELLIA128-SHA256","TLS_ECDHE_RSA_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x76","DHE-RSA-CAMELLIA128-SHA256","TLS_DHE_RSA_WITH_CAMELLIA_128_CBC_SHA256","0x00,0xBE","DHE-DSS-CAMELLIA128-SHA256","TLS_DHE_DSS_WITH_CAMELLIA_128_CBC_SHA256","0x00,0xBD","ADH-CAMELLIA128-SHA256","TLS_DH_anon_WITH_CAMELLIA_128_CBC_SHA256","0x00,0xBF","TLSv1","DHE-RSA-DES-CBC3-SHA","DHE-DSS-DES-CBC3-SHA","RSA-PSK-AES256-GCM-SHA384","TLS_RSA_PSK_WITH_AES_256_GCM_SHA384","0x00,0xAD","RSAPSK","DHE-PSK-AES256-GCM-SHA384","TLS_DHE_PSK_WITH_AES_256_GCM_SHA384","0x00,0xAB","DHEPSK","RSA-PSK-CHACHA20-POLY1305","TLS_RSA_PSK_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xAE","DHE-PSK-CHACHA20-POLY1305","TLS_DHE_PSK_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xAD","ECDHE-PSK-CHACHA20-POLY1305","TLS_ECDHE_PSK_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xAC","ECDHEPSK","DHE-PSK-AES256-CCM8","TLS_PSK_DHE_WITH_AES_256_CCM_8","0xC0,0xAB","DHE-PSK-AES256-CCM","TLS_DHE_PSK_WITH_AES_256_CCM","0xC0,0xA7","RSA-PSK-ARIA256-GCM-SHA384","TLS_RSA_PSK_WITH_ARIA_256_GCM_SHA384","0xC0,0x6F","DHE-PSK-ARIA256-GCM-SHA384","TLS_DHE_PSK_WITH_ARIA_256_GCM_SHA384","0xC0,0x6D","AES256-CCM8","TLS_RSA_WITH_AES_256_CCM_8","0xC0,0xA1","AES256-CCM","TLS_RSA_WITH_AES_256_CCM","0xC0,0x9D","ARIA256-GCM-SHA384","TLS_RSA_WITH_ARIA_256_GCM_SHA384","0xC0,0x51","PSK-AES256-GCM-SHA384","TLS_PSK_WITH_AES_256_GCM_SHA384","0x00,0xA9","PSK-CHACHA20-POLY1305","TLS_PSK_WITH_CHACHA20_POLY1305_SHA256","0xCC,0xAB","PSK-AES256-CCM8","TLS_PSK_WITH_AES_256_CCM_8","0xC0,0xA9","PSK-AES256-CCM","TLS_PSK_WITH_AES_256_CCM","0xC0,0xA5","PSK-ARIA256-GCM-SHA384","TLS_PSK_WITH_ARIA_256_GCM_SHA384","0xC0,0x6B","RSA-PSK-AES128-GCM-SHA256","TLS_RSA_PSK_WITH_AES_128_GCM_SHA256","0x00,0xAC","DHE-PSK-AES128-GCM-SHA256","TLS_DHE_PSK_WITH_AES_128_GCM_SHA256","0x00,0xAA","DHE-PSK-AES128-CCM8","TLS_PSK_DHE_WITH_AES_128_CCM_8","0xC0,0xAA","DHE-PSK-AES128-CCM","TLS_DHE_PSK_WITH_AES_128_CCM","0xC0,0xA6","RSA-PSK-ARIA128-GCM-SHA256","TLS_RSA_PSK_WITH_ARIA_128_GCM_SHA256","0xC0,0x6E","DHE-PSK-ARIA128-GCM-SHA256","TLS_DHE_PSK_WITH_ARIA_128_GCM_SHA256","0xC0,0x6C","AES128-CCM8","TLS_RSA_WITH_AES_128_CCM_8","0xC0,0xA0","AES128-CCM","TLS_RSA_WITH_AES_128_CCM","0xC0,0x9C","ARIA128-GCM-SHA256","TLS_RSA_WITH_ARIA_128_GCM_SHA256","0xC0,0x50","PSK-AES128-GCM-SHA256","TLS_PSK_WITH_AES_128_GCM_SHA256","0x00,0xA8","PSK-AES128-CCM8","TLS_PSK_WITH_AES_128_CCM_8","0xC0,0xA8","PSK-AES128-CCM","TLS_PSK_WITH_AES_128_CCM","0xC0,0xA4","PSK-ARIA128-GCM-SHA256","TLS_PSK_WITH_ARIA_128_GCM_SHA256","0xC0,0x6A","CAMELLIA256-SHA256","TLS_RSA_WITH_CAMELLIA_256_CBC_SHA256","0x00,0xC0","CAMELLIA128-SHA256","TLS_RSA_WITH_CAMELLIA_128_CBC_SHA256","0x00,0xBA","ECDHE-PSK-AES256-CBC-SHA384","TLS_ECDHE_PSK_WITH_AES_256_CBC_SHA384","0xC0,0x38","ECDHE-PSK-AES256-CBC-SHA","TLS_ECDHE_PSK_WITH_AES_256_CBC_SHA","0xC0,0x36","RSA-PSK-AES256-CBC-SHA384","TLS_RSA_PSK_WITH_AES_256_CBC_SHA384","0x00,0xB7","DHE-PSK-AES256-CBC-SHA384","TLS_DHE_PSK_WITH_AES_256_CBC_SHA384","0x00,0xB3","RSA-PSK-AES256-CBC-SHA","TLS_RSA_PSK_WITH_AES_256_CBC_SHA","0x00,0x95","DHE-PSK-AES256-CBC-SHA","TLS_DHE_PSK_WITH_AES_256_CBC_SHA","0x00,0x91","ECDHE-PSK-CAMELLIA256-SHA384","TLS_ECDHE_PSK_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x9B","RSA-PSK-CAMELLIA256-SHA384","TLS_RSA_PSK_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x99","DHE-PSK-CAMELLIA256-SHA384","TLS_DHE_PSK_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x97","PSK-AES256-CBC-SHA384","TLS_PSK_WITH_AES_256_CBC_SHA384","0x00,0xAF","PSK-CAMELLIA256-SHA384","TLS_PSK_WITH_CAMELLIA_256_CBC_SHA384","0xC0,0x95","ECDHE-PSK-AES128-CBC-SHA256","TLS_ECDHE_PSK_WITH_AES_128_CBC_SHA256","0xC0,0x37","ECDHE-PSK-AES128-CBC-SHA","TLS_ECDHE_PSK_WITH_AES_128_CBC_SHA","0xC0,0x35","RSA-PSK-AES128-CBC-SHA256","TLS_RSA_PSK_WITH_AES_128_CBC_SHA256","0x00,0xB6","DHE-PSK-AES128-CBC-SHA256","TLS_DHE_PSK_WITH_AES_128_CBC_SHA256","0x00,0xB2","RSA-PSK-AES128-CBC-SHA","TLS_RSA_PSK_WITH_AES_128_CBC_SHA","0x00,0x94","DHE-PSK-AES128-CBC-SHA","TLS_DHE_PSK_WITH_AES_128_CBC_SHA","0x00,0x90","ECDHE-PSK-CAMELLIA128-SHA256","TLS_ECDHE_PSK_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x9A","RSA-PSK-CAMELLIA128-SHA256","TLS_RSA_PSK_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x98","DHE-PSK-CAMELLIA128-SHA256","TLS_DHE_PSK_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x96","PSK-AES128-CBC-SHA256","TLS_PSK_WITH_AES_128_CBC_SHA256","0x00,0xAE","PSK-CAMELLIA128-SHA256","TLS_PSK_WITH_CAMELLIA_128_CBC_SHA256","0xC0,0x94","ECDHE-PSK-RC4-SHA","TLS_ECDHE_PSK_WITH_RC4_128_SHA","0xC0,0x33","RSA-PSK-RC4-SHA","TLS_RSA_PSK_WITH_RC4_128_SHA","0x00,0x92","DHE-PSK-RC4-SHA","TLS_DHE_PSK_WITH_RC4_128_SHA","0x00,0x8E","ECDHE-PSK-3DES-EDE-CBC-SHA","TLS_ECDHE_PSK_WITH_3DES_EDE_CBC_SHA","0xC0,0x34","RSA-PSK-3DES-EDE-CBC-SHA","TLS_RSA_PSK_WITH_3DES_EDE_CBC_SHA","0x00,0x93","DHE-PSK-3DES-EDE-CBC-SHA","TLS_DHE_PSK_WITH_3DES_EDE_CBC_SHA","0x00,0x8F","ECDHE-PSK-NULL-SHA384","TLS_ECDHE_PSK_WITH_NULL_SHA384","0xC0,0x3B","ECDHE-PSK-NULL-SHA256","TLS_ECDHE_PSK_WITH_NULL_SHA256","0xC0,0x3A","ECDHE-PSK-NULL-SHA","TLS_ECDHE_PSK_WITH_NULL_SHA","0xC0,0x39","RSA-PSK-NULL-SHA384","TLS_RSA_PSK_WITH_NULL_SHA384","0x00,0xB9","RSA-PSK-NULL-SHA256","TLS_RSA_PSK_WITH_NULL_SHA256","0x00,0xB8","DHE-PSK-NULL-SHA384","TLS_DHE_PSK_WITH_NULL_SHA384","0x00,0xB5","DHE-PSK-NULL-SHA256","TLS_DHE_PSK_WITH_NULL_SHA256","0x00,0xB4","RSA-PSK-NULL-SHA","TLS_RSA_PSK_WITH_NULL_SHA","0x00,0x2E","DHE-PSK-NULL-SHA","TLS_DHE_PSK_WITH_NULL_SHA","0x00,0x2D","PSK-NULL-SHA384","TLS_PSK_WITH_NULL_SHA384","0x00,0xB1","PSK-NULL-SHA256","TLS_PSK_WITH_NULL_SHA256","0x00,0xB0","PSK-NULL-SHA","TLS_PSK_WITH_NULL_SHA","0x00,0x2C","TLS_AES_128_CCM_SHA256","0x13,0x04","TLS_AES_128_CCM_8_SHA256","0x13,0x05"],"suites":[0,1,2,3,4,5,6,256,7,256,8,3,9,10,11,3,4,12,6,256,7,256,8,3,13,14,15,3,4,5,16,256,17,256,8,1026,18,19,20,3,4,12,16,256,17,256,8,1026,21,22,23,24,4,5,16,256,25,256,8,1026,26,27,28,24,4,12,16,256,25,256,8,1026,29,30,31,24,32,33,16,256,25,256,8,1024,34,35,36,24,32,5,16,256,25,256,8,1024,37,38,39,24,32,32,16,256,25,256,8,1024,40,41,42,3,43,44,6,256,7,256,8,1,45,46,47,3,44,33,6,256,7,256,8,3,48,49,50,3,51,44,6,256,7,256,8,1,52,53,54,3,44,5,6,256,7,256,8,3,55,56,57,3,44,5,16,256,58,256,8,1026,59,60,61,3,44,33,16,256,58,256,8,1026,62,63,64,3,51,44,16,256,58,256,8,1024,65,66,67,3,43,44,16,256,58,256,8,1024,68,69,70,24,44,5,16,256,25,256,8,1026,71,72,73,24,44,33,16,256,25,256,8,1026,74,75,76,24,51,44,16,256,25,256,8,1024,77,78,79,24,43,44,16,256,25,256,8,1024,80,81,82,24,44,5,83,256,25,256,8,3074,84,85,86,24,44,33,83,256,25,256,8,3074,87,88,89,24,51,44,83,256,25,256,8,3072,90,91,92,24,43,44,83,256,25,256,8,3072,93,94,95,24,4,96,16,256,25,256,8,1282,97,98,99,3,44,96,6,256,7,256,8,259,100,101,102,3,44,96,16,256,58,256,8,1282,103,104,105,24,44,96,16,256,25,256,8,1282,106,107,108,24,44,96,83,256,25,256,8,3330,109,110,111,3,112,4,6,256,7,256,8,1,113,114,115,3,116,4,6,256,7,256,8,1,117,118,119,3,112,4,16,256,17,256,8,1024,120,121,122,3,116,4,16,256,17,256,8,1024,123,124,125,24,112,4,16,256,25,256,8,1024,126,127,128,24,116,4,16,256,25,256,8,1024,129,130,131,3,5,5,6,256,7,256,8,1,132,133,134,3,5,5,16,256,58,256,8,1024,135,136,137,24,5,5,16,256,25,256,8,1024,138,139,140,24,5,5,83,256,25,256,8,3072,141,142,143,24,144,144,16,256,25,256,8,1024,145,146,147,3,4,5,6,128,7,128,8,3,148,149,150,3,4,12,6,128,7,128,8,3,151,152,153,3,4,5,16,128,58,128,8,1026,154,155,156,3,4,12,16,128,58,128,8,1026,157,158,159,24,4,5,16,128,25,128,8,1026,160,161,162,24,4,12,16,128,25,128,8,1026,163,164,165,24,32,33,16,128,25,128,8,1024,166,167,168,24,32,5,16,128,25,128,8,1024,169,170,171,24,32,32,16,128,25,128,8,1024,172,173,174,3,43,44,6,128,7,128,8,1,175,176,177,3,44,33,6,128,7,128,8,3,178,179,180,3,51,44,6,128,7,128,8,1,181,182,183,3,44,5,6,128,7,128,8,3,184,185,186,3,44,5,16,128,58,128,8,1026,187,188,189,3,44,33,16,128,58,128,8,1026,190,191,192,3,51,44,16,128,58,128,8,1024,193,194,195,3,43,44,16,128,58,128,8,1024,196,197,198,24,44,5,16,128,25,128,8,1026,199,200,201,24,44,33,16,128,25,128,8,1026,202,203,204,24,51,44,16,128,25,128,8,1024,205,206,207,24,43,44,16,128,25,128,8,1024,208,209,210,24,44,5,211,128,25,128,212,3074,213,214,215,24,44,33,211,128,25,128,212,3074,216,217,218,24,51,44,211,128,25,128,212,3072,219,220,221,24,43,44,211,128,25,128,212,3072,222,223,224,24,44,5,83,128,25,128,8,1026,225,226,227,24,44,33,83,128,25,128,8,1026,228,229,230,24,51,44,83,128,25,128,8,1024,231,232,233,24,43,44,83,128,25,128,8,1024,234,235,236,24,4,96,16,128,25,128,8,1282,237,238,239,3,44,96,6,128,7,128,8,259,240,241,242,3,44,96,16,128,58,128,8,1282,243,244,245,24,44,96,16,128,25,128,8,1282,246,247,248,24,44,96,211,128,25,128,212,3330,249,250,251,24,44,96,83,128,25,128,8,1282,252,253,254,3,112,4,6,128,7,128,8,1,255,256,257,3,116,4,6,128,7,128,8,1,258,259,260,3,112,4,16,128,58,128,8,1024,261,262,263,3,116,4,16,128,58,128,8,1024,264,265,266,24,112,4,16,128,25,128,8,1024,267,268,269,24,116,4,16,128,25,128,8,1024,270,271,272,3,5,5,6,128,7,128,8,1,273,274,275,3,5,5,16,128,58,128,8,1024,276,277,278,24,5,5,16,128,25,128,8,1024,279,280,281,24,5,5,211,128,25,128,212,3072,282,283,284,24,5,5,83,128,25,128,8,1024,285,286,287,24,5,5,288,128,25,128,212,3072,289,-1,290,291,5,5,288,128,292,128,212,3072,293,-1,294,291,5,5,295,128,292,128,212,1088,296,297,298,24,144,144,16,128,25,128,8,1024,299,300,301,24,4,5,302,128,25,128,212,10,303,304,305,24,4,12,302,128,25,128,212,10,306,307,308,24,4,96,302,128,25,128,212,266,309,310,311,24,44,96,302,128,292,128,212,266,312,313,314,24,112,4,302,128,25,128,212,8,315,316,317,24,116,4,302,128,25,128,212,8,318,319,320,24,5,5,302,128,25,128,212,8,321,322,323,24,5,5,302,128,292,128,212,8,321,-1,324,291,5,5,302,128,292,128,212,8,325,326,327,24,144,144,302,128,25,128,212,8,328,329,330,24,4,5,331,168,25,112,8,1058,332,333,334,24,4,12,331,168,25,112,8,1058,335,336,337,24,32,33,331,168,25,112,8,1056,338,339,340,24,32,5,331,168,25,112,8,1056,341,342,343,24,32,32,331,168,25,112,8,1056,344,345,346,24,44,5,331,168,25,112,8,1058,347,348,349,24,44,33,331,168,25,112,8,1058,350,351,352,24,51,44,331,168,25,112,8,1056,353,354,355,24,43,44,331,168,25,112,8,1056,356,357,358,24,4,96,331,168,25,112,8,1314,359,360,361,24,44,96,331,168,25,112,8,1314,362,363,364,24,112,4,331,168,25,112,8,1056,365,366,367,24,116,4,331,168,25,112,8,1056,368,369,370,24,5,5,331,168,25,112,8,1056,371,-1,372,291,5,5,331,168,292,112,8,1056,373,374,375,24,144,144,331,168,25,112,8,1056,376,377,378,24,44,5,379,56,25,56,380,1042,381,382,383,24,44,33,379,56,25,56,380,1042,384,385,386,24,51,44,379,56,25,56,380,1040,387,388,389,24,43,44,379,56,25,56,380,1040,390,391,392,24,44,96,379,56,25,56,380,1298,393,394,395,24,5,5,379,56,25,56,380,1040,396,-1,397,291,5,5,379,56,292,56,380,1040,398,399,400,24,401,5,379,40,25,40,402,1558,403,404,405,24,401,33,379,40,25,40,402,1558,406,407,408,24,401,96,379,40,25,40,402,1814,409,410,411,24,412,5,379,40,25,40,402,1556,413,414,415,24,412,5,295,40,292,40,402,1604,413,-1,416,291,412,5,295,40,292,40,402,1604,417,418,419,24,401,96,302,40,292,40,402,782,420,421,422,24,412,5,302,40,292,40,402,524,420,-1,423,291,412,5,302,40,292,40,402,524,424,425,426,24,4,5,96,0,25,0,427,130,428,429,430,24,4,12,96,0,25,0,427,130,431,432,433,24,4,96,96,0,25,0,427,386,434,435,436,24,112,4,96,0,25,0,427,128,437,438,439,24,116,4,96,0,25,0,427,128,440,441,442,3,5,5,96,0,58,0,427,128,443,444,445,24,5,5,96,0,25,0,427,128,446,447,448,24,5,5,96,0,292,0,427,128,449,449,450,451,452,452,6,256,7,256,8,3,453,453,454,451,452,452,455,256,7,256,8,3,456,456,457,451,452,452,6,128,7,128,8,3,458,459,460,3,4,12,455,256,7,256,8,3,461,462,463,3,4,5,455,256,7,256,8,3,464,465,466,3,44,5,455,256,7,256,8,3,467,468,469,3,4,12,470,256,7,256,8,3,471,472,473,3,4,12,474,256,7,256,8,3,475,476,477,3,44,5,470,256,7,256,8,3,478,479,480,3,44,5,474,256,7,256,8,3,481,482,483,3,4,12,484,256,7,256,8,3,485,486,487,3,4,5,484,256,7,256,8,3,488,489,490,3,44,33,484,256,7,256,8,3,491,492,493,3,44,5,484,256,7,256,8,3,494,495,496,3,4,12,470,128,7,128,8,3,497,498,499,3,4,12,474,128,7,128,8,3,500,501,502,3,44,5,470,128,7,128,8,3,503,504,505,3,44,5,474,128,7,128,8,3,506,507,508,3,4,12,484,128,7,128,8,3,509,510,511,3,4,5,484,128,7,128,8,3,512,513,514,3,44,33,484,128,7,128,8,3,515,516,517,3,44,5,484,128,7,128,8,3,518,519,520,3,4,12,83,256,17,256,8,3074,521,522,523,3,4,5,83,256,17,256,8,3074,524,525,526,3,44,5,83,256,58,256,8,3074,527,528,529,3,44,33,83,256,58,256,8,3074,530,531,532,3,44,96,83,256,58,256,8,3330,533,534,535,3,4,12,83,128,58,128,8,1026,536,537,538,3,4,5,83,128,58,128,8,1026,539,540,541,3,44,5,83,128,58,128,8,1026,542,543,544,3,44,33,83,128,58,128,8,1026,545,546,547,3,44,96,83,128,58,128,8,1282,26,27,28,548,4,12,16,256,25,256,8,1026,21,22,23,548,4,5,16,256,25,256,8,1026,93,94,95,548,4,96,16,256,25,256,8,1282,160,161,162,548,4,12,16,128,25,128,8,1026,157,158,159,548,4,5,16,128,25,128,8,1026,234,235,236,548,4,96,16,128,25,128,8,1282,303,304,305,548,4,12,302,128,25,128,212,10,299,300,301,548,4,5,302,128,25,128,212,10,306,307,308,548,4,96,302,128,25,128,212,266,332,333,334,548,4,12,331,168,25,112,212,1058,328,329,330,548,4,5,331,168,25,112,212,1058,549,345,346,24,44,5,331,168,25,112,212,1058,550,348,349,24,44,33,331,168,25,112,212,1058,356,357,358,548,4,96,331,168,25,112,212,1314,359,360,361,24,44,96,331,168,25,112,212,1314,551,552,553,3,554,5,6,256,7,256,8,1,555,556,557,3,558,144,6,256,7,256,8,3,559,560,561,3,554,5,455,256,7,256,8,1,562,563,564,3,558,144,455,256,7,256,8,3,565,566,567,3,568,144,455,256,7,256,8,3,569,570,571,3,558,144,470,256,7,256,8,3,572,573,574,3,558,144,474,256,7,256,8,3,575,576,577,3,554,5,484,256,7,256,8,1,578,579,580,3,558,144,484,256,7,256,8,3,581,582,583,3,5,5,470,256,7,256,8,1,584,585,586,3,5,5,474,256,7,256,8,1,587,588,589,3,5,5,484,256,7,256,8,1,590,591,592,3,144,144,6,256,7,256,8,1,593,594,595,3,144,144,455,256,7,256,8,1,596,597,598,3,144,144,470,256,7,256,8,1,599,600,601,3,144,144,474,256,7,256,8,1,602,603,604,3,144,144,484,256,7,256,8,1,605,606,607,3,554,5,6,128,7,128,8,1,608,609,610,3,558,144,6,128,7,128,8,3,611,612,613,3,558,144,470,128,7,128,8,3,614,615,616,3,558,144,474,128,7,128,8,3,617,618,619,3,554,5,484,128,7,128,8,1,620,621,622,3,558,144,484,128,7,128,8,3,623,624,625,3,5,5,470,128,7,128,8,1,626,627,628,3,5,5,474,128,7,128,8,1,629,630,631,3,5,5,484,128,7,128,8,1,632,633,634,3,144,144,6,128,7,128,8,1,635,636,637,3,144,144,470,128,7,128,8,1,638,639,640,3,144,144,474,128,7,128,8,1,641,642,643,3,144,144,484,128,7,128,8,1,644,645,646,3,5,5,83,256,58,256,8,3072,647,648,649,3,5,5,83,128,58,128,8,1024,650,651,652,548,568,144,16,256,17,256,8,1026,653,654,655,548,568,144,16,256,25,256,8,1026,656,657,658,548,554,5,16,256,17,256,8,1024,659,660,661,548,558,144,16,256,17,256,8,1026,662,663,664,24,554,5,16,256,25,256,8,1024,665,666,667,24,558,144,16,256,25,256,8,1026,668,669,670,548,568,144,83,256,17,256,8,3074,671,672,673,548,554,5,83,256,17,256,8,3072,674,675,676,548,558,144,83,256,17,256,8,3074,677,678,679,548,144,144,16,256,17,256,8,1024,680,681,682,548,144,144,83,256,17,256,8,3072,683,684,685,548,568,144,16,128,58,128,8,1026,686,687,688,548,568,144,16,128,25,128,8,1026,689,690,691,548,554,5,16,128,58,128,8,1024,692,693,694,548,558,144,16,128,58,128,8,1026,695,696,697,24,554,5,16,128,25,128,8,1024,698,699,700,24,558,144,16,128,25,128,8,1026,701,702,703,548,568,144,83,128,58,128,8,1026,704,705,706,548,554,5,83,128,58,128,8,1024,707,708,709,548,558,144,83,128,58,128,8,1026,710,711,712,548,144,144,16,128,58,128,8,1024,713,714,715,548,144,144,83,128,58,128,8,1024,716,717,718,548,568,144,302,128,25,128,212,10,719,720,721,24,554,5,302,128,25,128,212,8,722,723,724,24,558,144,302,128,25,128,212,10,725,726,727,548,568,144,331,168,25,112,212,1058,335,336,337,24,32,33,331,168,25,112,212,1056,338,339,340,24,32,5,331,168,25,112,212,1056,341,342,343,24,32,32,331,168,25,112,212,1056,728,729,730,24,554,5,331,168,25,112,212,1056,731,732,733,24,558,144,331,168,25,112,212,1058,368,369,370,24,5,5,331,168,25,112,212,1056,373,374,375,24,144,144,331,168,25,112,212,1056,428,429,430,548,4,12,96,0,25,0,427,130,424,425,426,548,4,5,96,0,25,0,427,130,431,432,433,548,4,96,96,0,25,0,427,386,734,735,736,548,568,144,96,0,17,0,427,130,737,738,739,548,568,144,96,0,58,0,427,130,740,741,742,548,568,144,96,0,25,0,427,130,743,744,745,548,554,5,96,0,17,0,427,128,746,747,748,548,554,5,96,0,58,0,427,128,749,750,751,548,558,144,96,0,17,0,427,130,752,753,754,548,558,144,96,0,58,0,427,130,755,756,757,24,554,5,96,0,25,0,427,128,758,759,760,24,558,144,96,0,25,0,427,130,761,762,763,548,144,144,96,0,17,0,427,128,764,765,766,548,144,144,96,0,58,0,427,128,767,768,769,24,144,144,96,0,25,0,427,128,770,770,771,451,452,452,474,128,7,128,8,3,772,772,773,451,452,452,470,128,7,128,8,3],"generations":{"1.0.2":{"profile":{"generation":"1.0.2","strengthGroups":[{"mask":3,"firstAssigns":false},{"mask":508,"firstAssigns":false}],"protoMatch":"mask","selectNamedById":false,"complementShortcuts":{"exportOnly":3,"notSslv2":4294967294,"sslv2":1},"extraWordChars":"-.","supportsSeclevel":false,"defaultCipherList":"ALL:!EXPORT:!aNULL:!eNULL:!SSLv2","tls13":null},"suites":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140],"engineSuites":[50380848,128,1,8192,64,4,385,256,0,50380844,128,64,8192,64,4,385,256,0,50380840,128,1,128,32,4,385,256,0,50380836,128,64,128,32,4,385,256,0,50380820,128,1,128,2,2,385,256,0,50380810,128,64,128,2,2,385,256,0,50380834,1024,2,128,2,2,129,256,0,50380833,1024,1,128,2,2,129,256,0,50380832,1024,1024,128,2,2,129,256,0,50331813,4,8,8192,64,4,385,256,0,50331811,8,2,8192,64,4,385,256,0,50331809,2,8,8192,64,4,385,256,0,50331807,8,1,8192,64,4,385,256,0,50331755,8,1,128,16,4,385,256,0,50331754,8,2,128,16,4,385,256,0,50331753,2,8,128,16,4,385,256,0,50331752,4,8,128,16,4,385,256,0,50331705,8,1,128,2,2,385,256,0,50331704,8,2,128,2,2,385,256,0,50331703,2,8,128,2,2,385,256,0,50331702,4,8,128,2,2,385,256,0,50331784,8,1,512,2,2,129,256,0,50331783,8,2,512,2,2,129,256,0,50331782,2,8,512,2,2,129,256,0,50331781,4,8,512,2,2,129,256,0,50380825,128,4,128,2,2,385,256,0,50331815,8,4,8192,64,4,385,256,0,50331757,8,4,128,16,4,385,256,0,50331706,8,4,128,2,2,385,256,0,50331785,8,4,512,2,2,129,256,0,50380850,32,16,8192,64,4,385,256,0,50380846,64,16,8192,64,4,385,256,0,50380842,32,16,128,32,4,385,256,0,50380838,64,16,128,32,4,385,256,0,50380815,32,16,128,2,2,385,256,0,50380805,64,16,128,2,2,385,256,0,50331805,1,1,8192,64,4,385,256,0,50331709,1,1,128,16,4,385,256,0,50331701,1,1,128,2,2,385,256,0,50331780,1,1,512,2,2,129,256,0,50331789,256,128,128,2,2,385,256,0,50380847,128,1,4096,64,4,385,128,0,50380843,128,64,4096,64,4,385,128,0,50380839,128,1,64,16,4,385,128,0,50380835,128,64,64,16,4,385,128,0,50380819,128,1,64,2,2,385,128,0,50380809,128,64,64,2,2,385,128,0,50380831,1024,2,64,2,2,129,128,0,50380830,1024,1,64,2,2,129,128,0,50380829,1024,1024,64,2,2,129,128,0,50331812,4,8,4096,64,4,385,128,0,50331810,8,2,4096,64,4,385,128,0,50331808,2,8,4096,64,4,385,128,0,50331806,8,1,4096,64,4,385,128,0,50331751,8,1,64,16,4,385,128,0,50331712,8,2,64,16,4,385,128,0,50331711,2,8,64,16,4,385,128,0,50331710,4,8,64,16,4,385,128,0,50331699,8,1,64,2,2,385,128,0,50331698,8,2,64,2,2,385,128,0,50331697,2,8,64,2,2,385,128,0,50331696,4,8,64,2,2,385,128,0,50331802,8,1,2048,2,2,65,128,0,50331801,8,2,2048,2,2,65,128,0,50331800,2,8,2048,2,2,65,128,0,50331799,4,8,2048,2,2,65,128,0,50331717,8,1,256,2,2,129,128,0,50331716,8,2,256,2,2,129,128,0,50331715,2,8,256,2,2,129,128,0,50331714,4,8,256,2,2,129,128,0,50380824,128,4,64,2,2,385,128,0,50331814,8,4,4096,64,4,385,128,0,50331756,8,4,64,16,4,385,128,0,50331700,8,4,64,2,2,385,128,0,50331803,8,4,2048,2,2,65,128,0,50331718,8,4,256,2,2,129,128,0,50380849,32,16,4096,64,4,385,128,0,50380845,64,16,4096,64,4,385,128,0,50380841,32,16,64,16,4,385,128,0,50380837,64,16,64,16,4,385,128,0,50380814,32,16,64,2,2,385,128,0,50380804,64,16,64,2,2,385,128,0,50331804,1,1,4096,64,4,385,128,0,50331708,1,1,64,16,4,385,128,0,50331695,1,1,64,2,2,385,128,0,50331798,1,1,2048,2,2,65,128,0,50331713,1,1,256,2,2,129,128,0,50331655,1,1,16,2,2,65,128,0,33882240,1,1,16,1,1,65,128,0,33751168,1,1,8,1,1,65,128,0,50331788,256,128,64,2,2,385,128,0,50380817,128,1,4,2,2,65,128,0,50380807,128,64,4,2,2,65,128,0,50380822,128,4,4,2,2,65,128,0,50331672,8,4,4,1,2,65,128,0,50380812,32,16,4,2,2,65,128,0,50380802,64,16,4,2,2,65,128,0,50331653,1,1,4,2,2,65,128,0,50331652,1,1,4,1,2,65,128,0,33620096,1,1,4,1,1,65,128,0,50331786,256,128,4,2,2,65,128,0,50380818,128,1,2,2,2,385,112,0,50380808,128,64,2,2,2,385,112,0,50380828,1024,2,2,2,2,129,112,0,50380827,1024,1,2,2,2,129,112,0,50380826,1024,1024,2,2,2,129,112,0,50331670,8,1,2,2,2,385,112,0,50331667,8,2,2,2,2,385,112,0,50331664,2,8,2,2,2,385,112,0,50331661,4,8,2,2,2,385,112,0,50380823,128,4,2,2,2,385,112,0,50331675,8,4,2,2,2,385,112,0,50380813,32,16,2,2,2,385,112,0,50380803,64,16,2,2,2,385,112,0,50331658,1,1,2,2,2,385,112,0,34013376,1,1,2,1,1,129,112,0,50331787,256,128,2,2,2,385,112,0,50331669,8,1,1,2,2,33,56,0,50331666,8,2,1,2,2,33,56,0,50331663,2,8,1,2,2,33,56,0,50331660,4,8,1,2,2,33,56,0,50331674,8,4,1,2,2,33,56,0,50331657,1,1,1,2,2,33,56,0,33947712,1,1,1,1,1,33,56,0,50331668,8,1,1,2,2,10,40,1,50331665,8,2,1,2,2,10,40,1,50331673,8,4,1,2,2,10,40,1,50331656,1,1,1,2,2,10,40,1,50331654,1,1,8,1,2,10,40,1,33816704,1,1,8,1,1,10,40,1,50331671,8,4,4,1,2,10,40,1,50331651,1,1,4,1,2,10,40,1,33685632,1,1,4,1,1,10,40,1,50380816,128,1,32,2,2,5,0,0,50380806,128,64,32,2,2,5,0,0,50380821,128,4,32,2,2,5,0,0,50380811,32,16,32,2,2,5,0,0,50380801,64,16,32,2,2,5,0,0,50331707,1,1,32,16,4,5,0,0,50331650,1,1,32,2,2,5,0,0,50331649,1,1,32,1,2,5,0,0],"tableIndex":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140],"startOrder":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140],"names":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,130,131,133,134,135,136,137,138,139,140,-1,-2,-3,-4,-5,-6,-7,-8,-9,-10,-11,-12,-13,-14,-15,-16,-17,-18,-19,-20,-21,-22,-23,-24,-25,-26,-27,-28,-29,-30,-31,-32,-33,-34,-35,-36,-37,-38,-39,-40,-41,-42,-43,-44,-45,-46,-47,-48,-49,-50,-51,-52,-53,-54,-55,-56,-57,-58,-59,-60,-61,-62,-63,-64,-65,-66,-67,-68,-69,-70,-71,-72,-73,-74,-75],"aliases":[{"name":"ALL","enc":4294967263},{"name":"COMPLEMENTOFALL","enc":32},{"name":"COMPLEMENTOFDEFAULT","au":4,"enc":4294967263,"proto":4294967294,"strength":3},{"name":"kRSA","kx":1},{"name":"kDHr","kx":2},{"name":"kDHd","kx":4},{"name":"kDH","kx":6},{"name":"kEDH","kx":8},{"name":"kDHE","kx":8},{"name":"DH","kx":14},{"name":"kECDHr","kx":32},{"name":"kECDHe","kx":64},{"name":"kECDH","kx":96},{"name":"kEECDH","kx":128},{"name":"kECDHE","kx":128},{"name":"ECDH","kx":224},{"name":"kPSK","kx":256},{"name":"kSRP","kx":1024},{"name":"aRSA","au":1},{"name":"aDSS","au":2},{"name":"DSS","au":2},{"name":"aNULL","au":4},{"name":"aDH","au":8},{"name":"aECDH","au":16},{"name":"aECDSA","au":64},{"name":"ECDSA","au":64},{"name":"aPSK","au":128},{"name":"aSRP","au":1024},{"name":"EDH","kx":8,"au":4294967291},{"name":"DHE","kx":8,"au":4294967291},{"name":"EECDH","kx":128,"au":4294967291},{"name":"ECDHE","kx":128,"au":4294967291},{"name":"NULL","enc":32},{"name":"RSA","kx":1,"au":1},{"name":"ADH","kx":8,"au":4},{"name":"AECDH","kx":128,"au":4},{"name":"PSK","kx":256,"au":128},{"name":"SRP","kx":1024},{"name":"DES","enc":1},{"name":"3DES","enc":2},{"name":"RC4","enc":4},{"name":"RC2","enc":8},{"name":"IDEA","enc":16},{"name":"SEED","enc":2048},{"name":"eNULL","enc":32},{"name":"AES128","enc":4160},{"name":"AES256","enc":8320},{"name":"AES","enc":12480},{"name":"AESGCM","enc":12288},{"name":"CAMELLIA128","enc":256},{"name":"CAMELLIA256","enc":512},{"name":"CAMELLIA","enc":768},{"name":"MD5","mac":1},{"name":"SHA1","mac":2},{"name":"SHA","mac":2},{"name":"SHA256","mac":16},{"name":"SHA384","mac":32},{"name":"SSLv2","proto":1},{"name":"SSLv3","proto":2},{"name":"TLSv1","proto":2},{"name":"TLSv1.2","proto":4},{"name":"EXP","strength":2},{"name":"EXPORT","strength":2},{"name":"EXPORT40","strength":8},{"name":"EXPORT56","strength":16},{"name":"LOW","strength":32},{"name":"MEDIUM","strength":64},{"name":"HIGH","strength":128},{"name":"FIPS","enc":4294967263,"strength":256},{"name":"EXP-DHE-DSS-DES-CBC-SHA","kx":8,"au":2,"enc":1,"mac":2,"proto":2,"strength":10},{"name":"DHE-DSS-DES-CBC-SHA","kx":8,"au":2,"enc":1,"mac":2,"proto":2,"strength":33},{"name":"DHE-DSS-DES-CBC3-SHA","kx":8,"au":2,"enc":2,"mac":2,"proto":2,"strength":385},{"name":"EXP-DHE-RSA-DES-CBC-SHA","kx":8,"au":1,"enc":1,"mac":2,"proto":2,"strength":10},{"name":"DHE-RSA-DES-CBC-SHA","kx":8,"au":1,"enc":1,"mac":2,"proto":2,"strength":33},{"name":"DHE-RSA-DES-CBC3-SHA","kx":8,"au":1,"enc":2,"mac":2,"proto":2,"strength":385}],"tls13Defaults":[],"unavailableTls13":[]},"1.1.1":{"profile":{"generation":"1.1.1","strengthGroups":[{"mask":31,"firstAssigns":true},{"mask":32,"firstAssigns":false}],"protoMatch":"equal","selectNamedById":true,"extraWordChars":"-.=","supportsSeclevel":true,"defaultCipherList":"ALL:!COMPLEMENTOFDEFAULT:!eNULL","tls13":{"defaults":["TLS_AES_256_GCM_SHA384","TLS_CHACHA20_POLY1305_SHA256","TLS_AES_128_GCM_SHA256"],"unknownNameFails":true}},"suites":[141,142,143,1,0,10,12,144,145,146,147,148,149,150,151,152,153,154,26,42,41,51,53,155,156,157,158,159,160,161,162,71,3,2,13,14,163,164,165,166,27,167,44,43,54,55,168,169,170,171,72,172,173,174,17,18,21,22,175,28,29,176,177,58,59,62,63,66,67,178,73,74,75,179,180,181,94,182,183,184,185,186,187,188,189,190,191,192,193,194,195,196,36,197,198,199,200,201,202,203,204,205,206,207,208,209,210,82,211,212,213,214,215,216,217,37,218,83,219,220,221,6,7,8,222,223,224,225,226,227,228,38,39,229,40,230,231,232,47,48,49,233,234,235,236,237,238,239,84,85,86,87,240,90,241,242,243,244,97,98,100,245,246,247,248,249,250,251,252,253,254,255,138,256,257,258,259,260,261,262,263,264,139,140,265,266,267,268,269],"engineSuites":[50380844,4,8,8192,64,771,24,256,0,50380848,4,1,8192,64,771,24,256,0,50331811,2,2,8192,64,771,56,256,0,50331807,2,1,8192,64,771,24,256,0,50384041,4,8,524288,64,771,8,256,0,50384040,4,1,524288,64,771,8,256,0,50384042,2,1,524288,64,771,8,256,0,50380975,4,8,131072,64,771,40,256,0,50380973,4,8,32768,64,771,40,256,0,50380963,2,1,131072,64,771,40,256,0,50380959,2,1,32768,64,771,40,256,0,50380893,4,8,2097152,64,771,40,256,0,50380897,4,1,2097152,64,771,40,256,0,50380887,2,2,2097152,64,771,40,256,0,50380883,2,1,2097152,64,771,40,256,0,50331815,2,4,8192,64,771,56,256,0,50380843,4,8,4096,64,771,24,128,0,50380847,4,1,4096,64,771,24,128,0,50331810,2,2,4096,64,771,56,128,0,50331806,2,1,4096,64,771,24,128,0,50380974,4,8,65536,64,771,40,128,0,50380972,4,8,16384,64,771,40,128,0,50380962,2,1,65536,64,771,40,128,0,50380958,2,1,16384,64,771,40,128,0,50380892,4,8,1048576,64,771,40,128,0,50380896,4,1,1048576,64,771,40,128,0,50380886,2,2,1048576,64,771,40,128,0,50380882,2,1,1048576,64,771,40,128,0,50331814,2,4,4096,64,771,56,128,0,50380836,4,8,128,32,771,24,256,0,50380840,4,1,128,32,771,24,256,0,50331755,2,1,128,16,771,24,256,0,50331754,2,2,128,16,771,56,256,0,50380915,4,8,512,32,771,40,256,0,50380919,4,1,512,32,771,40,256,0,50331844,2,1,512,16,771,40,256,0,50331843,2,2,512,16,771,40,256,0,50331757,2,4,128,16,771,56,256,0,50331845,2,4,512,16,771,40,256,0,50380835,4,8,64,16,771,24,128,0,50380839,4,1,64,16,771,24,128,0,50331751,2,1,64,16,771,24,128,0,50331712,2,2,64,16,771,56,128,0,50380914,4,8,256,16,771,40,128,0,50380918,4,1,256,16,771,40,128,0,50331838,2,1,256,16,771,40,128,0,50331837,2,2,256,16,771,40,128,0,50331756,2,4,64,16,771,56,128,0,50331839,2,4,256,16,771,40,128,0,50380810,4,8,128,2,769,24,256,0,50380820,4,1,128,2,769,24,256,0,50331705,2,1,128,2,768,24,256,0,50331704,2,2,128,2,768,56,256,0,50331784,2,1,512,2,768,40,256,0,50331783,2,2,512,2,768,40,256,0,50380825,4,4,128,2,769,56,256,0,50331706,2,4,128,2,768,56,256,0,50331785,2,4,512,2,768,40,256,0,50380809,4,8,64,2,769,24,128,0,50380819,4,1,64,2,769,24,128,0,50331699,2,1,64,2,768,24,128,0,50331698,2,2,64,2,768,56,128,0,50331802,2,1,2048,2,768,36,128,0,50331801,2,2,2048,2,768,36,128,0,50331717,2,1,256,2,768,40,128,0,50331716,2,2,256,2,768,40,128,0,50380824,4,4,64,2,769,56,128,0,50331700,2,4,64,2,768,56,128,0,50331803,2,4,2048,2,768,36,128,0,50331718,2,4,256,2,768,40,128,0,50380807,4,8,4,2,769,36,128,0,50380817,4,1,4,2,769,36,128,0,50380822,4,4,4,2,769,36,128,0,50331672,2,4,4,1,768,36,128,0,50380808,4,8,2,2,769,52,112,0,50380818,4,1,2,2,769,52,112,0,50331670,2,1,2,2,768,52,112,0,50331667,2,2,2,2,768,52,112,0,50380823,4,4,2,2,769,52,112,0,50331675,2,4,2,2,768,52,112,0,50331821,16,1,8192,64,771,24,256,0,50331819,64,16,8192,64,771,24,256,0,50384046,16,1,524288,64,771,8,256,0,50384045,64,16,524288,64,771,8,256,0,50384044,32,16,524288,64,771,8,256,0,50380971,64,16,131072,64,771,40,256,0,50380967,64,16,32768,64,771,40,256,0,50380911,16,1,2097152,64,771,40,256,0,50380909,64,16,2097152,64,771,40,256,0,50331805,1,1,8192,64,771,24,256,0,50380961,1,1,131072,64,771,40,256,0,50380957,1,1,32768,64,771,40,256,0,50380881,1,1,2097152,64,771,40,256,0,50331817,8,16,8192,64,771,24,256,0,50384043,8,16,524288,64,771,8,256,0,50380969,8,16,131072,64,771,40,256,0,50380965,8,16,32768,64,771,40,256,0,50380907,8,16,2097152,64,771,40,256,0,50331820,16,1,4096,64,771,24,128,0,50331818,64,16,4096,64,771,24,128,0,50380970,64,16,65536,64,771,40,128,0,50380966,64,16,16384,64,771,40,128,0,50380910,16,1,1048576,64,771,40,128,0,50380908,64,16,1048576,64,771,40,128,0,50331804,1,1,4096,64,771,24,128,0,50380960,1,1,65536,64,771,40,128,0,50380956,1,1,16384,64,771,40,128,0,50380880,1,1,1048576,64,771,40,128,0,50331816,8,16,4096,64,771,24,128,0,50380968,8,16,65536,64,771,40,128,0,50380964,8,16,16384,64,771,40,128,0,50380906,8,16,1048576,64,771,40,128,0,50331709,1,1,128,16,771,24,256,0,50331840,1,1,512,16,771,40,256,0,50331708,1,1,64,16,771,24,128,0,50331834,1,1,256,16,771,40,128,0,50380856,32,16,128,32,769,24,256,0,50380854,32,16,128,2,769,24,256,0,50380834,128,2,128,2,768,40,256,0,50380833,128,1,128,2,768,8,256,0,50380832,128,128,128,2,768,8,256,0,50331831,16,1,128,32,769,24,256,0,50331827,64,16,128,32,769,24,256,0,50331797,16,1,128,2,768,24,256,0,50331793,64,16,128,2,768,24,256,0,50380955,32,16,512,32,769,40,256,0,50380953,16,1,512,32,769,40,256,0,50380951,64,16,512,32,769,40,256,0,50331701,1,1,128,2,768,24,256,0,50331780,1,1,512,2,768,40,256,0,50331823,8,16,128,32,769,24,256,0,50331789,8,16,128,2,768,24,256,0,50380949,8,16,512,32,769,40,256,0,50380855,32,16,64,16,769,24,128,0,50380853,32,16,64,2,769,24,128,0,50380831,128,2,64,2,768,40,128,0,50380830,128,1,64,2,768,8,128,0,50380829,128,128,64,2,768,8,128,0,50331830,16,1,64,16,769,24,128,0,50331826,64,16,64,16,769,24,128,0,50331796,16,1,64,2,768,24,128,0,50331792,64,16,64,2,768,24,128,0,50380954,32,16,256,16,769,40,128,0,50380952,16,1,256,16,769,40,128,0,50380950,64,16,256,16,769,40,128,0,50331695,1,1,64,2,768,24,128,0,50331798,1,1,2048,2,768,36,128,0,50331713,1,1,256,2,768,40,128,0,50331655,1,1,16,2,768,36,128,0,50331822,8,16,64,16,769,24,128,0,50331788,8,16,64,2,768,24,128,0,50380948,8,16,256,16,769,40,128,0,50380851,32,16,4,2,769,36,128,0,50331794,16,1,4,2,768,36,128,0,50331790,64,16,4,2,768,36,128,0,50331653,1,1,4,2,768,36,128,0,50331652,1,1,4,1,768,36,128,0,50331786,8,16,4,2,768,36,128,0,50380852,32,16,2,2,769,52,112,0,50380828,128,2,2,2,768,36,112,0,50380827,128,1,2,2,768,36,112,0,50380826,128,128,2,2,768,36,112,0,50331795,16,1,2,2,768,52,112,0,50331791,64,16,2,2,768,52,112,0,50331658,1,1,2,2,768,52,112,0,50331787,8,16,2,2,768,52,112,0,50380806,4,8,32,2,769,1,0,0,50380816,4,1,32,2,769,1,0,0,50380821,4,4,32,2,769,1,0,0,50331707,1,1,32,16,771,1,0,0,50380859,32,16,32,32,769,1,0,0,50380858,32,16,32,16,769,1,0,0,50380857,32,16,32,2,769,1,0,0,50331833,16,1,32,32,769,1,0,0,50331832,16,1,32,16,769,1,0,0,50331829,64,16,32,32,769,1,0,0,50331828,64,16,32,16,769,1,0,0,50331694,16,1,32,2,768,1,0,0,50331693,64,16,32,2,768,1,0,0,50331650,1,1,32,2,768,1,0,0,50331649,1,1,32,1,768,1,0,0,50331825,8,16,32,32,769,1,0,0,50331824,8,16,32,16,769,1,0,0,50331692,8,16,32,2,768,1,0,0],"tableIndex":[3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163,164,165,166,167,168,169,170,171,172,173,174,175,176,177,178,179,180,181,182,183,184,185,186],"startOrder":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,166,167,168,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,169,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163,164,165,170,171,172,173,174,175,176,177,178,179,180,181,182,183],"names":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,166,167,168,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,169,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163,164,165,170,171,172,173,174,175,176,177,178,179,180,181,182,183,-1,-2,-3,-4,-5,-6,-7,-8,-9,-10,-11,-12,-13,-14,-15,-16,-17,-18,-19,-20,-21,-22,-23,-24,-25,-26,-27,-28,-29,-30,-31,-32,-33,-34,-35,-36,-37,-38,-39,-40,-41,-42,-43,-44,-45,-46,-47,-48,-49,-50,-51,-52,-53,-54,-55,-56,-57,-58,-59,-60,-61,-62,-63,-64,-65,-66,-67,-68],"aliases":[{"name":"ALL","enc":4294967263},{"name":"COMPLEMENTOFALL","enc":32},{"name":"COMPLEMENTOFDEFAULT","strength":32},{"name":"kRSA","kx":1},{"name":"kEDH","kx":2},{"name":"kDHE","kx":2},{"name":"DH","kx":2},{"name":"kEECDH","kx":4},{"name":"kECDHE","kx":4},{"name":"ECDH","kx":4},{"name":"kPSK","kx":8},{"name":"kRSAPSK","kx":16},{"name":"kECDHEPSK","kx":32},{"name":"kDHEPSK","kx":64},{"name":"kSRP","kx":128},{"name":"aRSA","au":1},{"name":"aDSS","au":2},{"name":"DSS","au":2},{"name":"aNULL","au":4},{"name":"aECDSA","au":8},{"name":"ECDSA","au":8},{"name":"aPSK","au":16},{"name":"aSRP","au":128},{"name":"EDH","kx":2,"au":4294967291},{"name":"DHE","kx":2,"au":4294967291},{"name":"EECDH","kx":4,"au":4294967291},{"name":"ECDHE","kx":4,"au":4294967291},{"name":"NULL","enc":32},{"name":"RSA","kx":1,"au":1},{"name":"ADH","kx":2,"au":4},{"name":"AECDH","kx":4,"au":4},{"name":"PSK","kx":120},{"name":"SRP","kx":128},{"name":"3DES","enc":2},{"name":"RC4","enc":4},{"name":"RC2","enc":8},{"name":"IDEA","enc":16},{"name":"SEED","enc":2048},{"name":"eNULL","enc":32},{"name":"AES128","enc":86080},{"name":"AES256","enc":172160},{"name":"AES","enc":258240},{"name":"AESGCM","enc":12288},{"name":"AESCCM","enc":245760},{"name":"AESCCM8","enc":196608},{"name":"CAMELLIA128","enc":256},{"name":"CAMELLIA256","enc":512},{"name":"CAMELLIA","enc":768},{"name":"CHACHA20","enc":524288},{"name":"ARIA","enc":3145728},{"name":"ARIAGCM","enc":3145728},{"name":"ARIA128","enc":1048576},{"name":"ARIA256","enc":2097152},{"name":"MD5","mac":1},{"name":"SHA1","mac":2},{"name":"SHA","mac":2},{"name":"SHA256","mac":16},{"name":"SHA384","mac":32},{"name":"SSLv3","proto":768},{"name":"TLSv1","proto":769},{"name":"TLSv1.0","proto":769},{"name":"TLSv1.2","proto":771},{"name":"LOW","strength":2},{"name":"MEDIUM","strength":4},{"name":"HIGH","strength":8},{"name":"FIPS","enc":4294967263,"strength":16},{"name":"EDH-DSS-DES-CBC3-SHA","kx":2,"au":2,"enc":2,"mac":2,"strength":24},{"name":"EDH-RSA-DES-CBC3-SHA","kx":2,"au":1,"enc":2,"mac":2,"strength":24}],"tls13Defaults":[0,1,2],"unavailableTls13":[]},"3.x":{"profile":{"generation":"3.x","strengthGroups":[{"mask":31,"firstAssigns":true},{"mask":32,"firstAssigns":false}],"protoMatch":"equal","selectNamedById":true,"extraWordChars":"-.=","supportsSeclevel":true,"defaultCipherList":"ALL:!COMPLEMENTOFDEFAULT:!eNULL","tls13":{"defaults":["TLS_AES_256_GCM_SHA384","TLS_CHACHA20_POLY1305_SHA256","TLS_AES_128_GCM_SHA256"],"unknownNameFails":false}},"suites":[141,142,143,1,0,10,12,144,145,146,147,148,149,150,151,152,153,154,26,42,41,51,53,155,156,157,158,159,160,161,162,71,3,2,13,14,163,164,165,166,27,167,44,43,54,55,168,169,170,171,72,172,173,174,17,18,21,22,175,28,29,176,177,58,59,66,67,178,73,75,188,189,190,191,192,193,194,195,196,36,197,198,199,200,201,202,203,204,205,206,207,208,209,210,82,211,212,213,214,215,216,217,37,218,83,219,220,221,6,7,8,222,223,224,225,226,227,228,38,39,229,40,230,231,232,47,48,49,233,234,235,236,237,238,239,84,86,240,90,241,253,254,255,138,256,257,258,259,260,261,262,263,264,139,140,265,266,267,268,269],"engineSuites":[50380844,4,8,8192,64,771,24,256,0,50380848,4,1,8192,64,771,24,256,0,50331811,2,2,8192,64,771,56,256,0,50331807,2,1,8192,64,771,24,256,0,50384041,4,8,524288,64,771,8,256,0,50384040,4,1,524288,64,771,8,256,0,50384042,2,1,524288,64,771,8,256,0,50380975,4,8,131072,64,771,40,256,0,50380973,4,8,32768,64,771,40,256,0,50380963,2,1,131072,64,771,40,256,0,50380959,2,1,32768,64,771,40,256,0,50380893,4,8,2097152,64,771,40,256,0,50380897,4,1,2097152,64,771,40,256,0,50380887,2,2,2097152,64,771,40,256,0,50380883,2,1,2097152,64,771,40,256,0,50331815,2,4,8192,64,771,56,256,0,50380843,4,8,4096,64,771,24,128,0,50380847,4,1,4096,64,771,24,128,0,50331810,2,2,4096,64,771,56,128,0,50331806,2,1,4096,64,771,24,128,0,50380974,4,8,65536,64,771,40,128,0,50380972,4,8,16384,64,771,40,128,0,50380962,2,1,65536,64,771,40,128,0,50380958,2,1,16384,64,771,40,128,0,50380892,4,8,1048576,64,771,40,128,0,50380896,4,1,1048576,64,771,40,128,0,50380886,2,2,1048576,64,771,40,128,0,50380882,2,1,1048576,64,771,40,128,0,50331814,2,4,4096,64,771,56,128,0,50380836,4,8,128,32,771,24,256,0,50380840,4,1,128,32,771,24,256,0,50331755,2,1,128,16,771,24,256,0,50331754,2,2,128,16,771,56,256,0,50380915,4,8,512,32,771,40,256,0,50380919,4,1,512,32,771,40,256,0,50331844,2,1,512,16,771,40,256,0,50331843,2,2,512,16,771,40,256,0,50331757,2,4,128,16,771,56,256,0,50331845,2,4,512,16,771,40,256,0,50380835,4,8,64,16,771,24,128,0,50380839,4,1,64,16,771,24,128,0,50331751,2,1,64,16,771,24,128,0,50331712,2,2,64,16,771,56,128,0,50380914,4,8,256,16,771,40,128,0,50380918,4,1,256,16,771,40,128,0,50331838,2,1,256,16,771,40,128,0,50331837,2,2,256,16,771,40,128,0,50331756,2,4,64,16,771,56,128,0,50331839,2,4,256,16,771,40,128,0,50380810,4,8,128,2,769,24,256,0,50380820,4,1,128,2,769,24,256,0,50331705,2,1,128,2,768,24,256,0,50331704,2,2,128,2,768,56,256,0,50331784,2,1,512,2,768,40,256,0,50331783,2,2,512,2,768,40,256,0,50380825,4,4,128,2,769,56,256,0,50331706,2,4,128,2,768,56,256,0,50331785,2,4,512,2,768,40,256,0,50380809,4,8,64,2,769,24,128,0,50380819,4,1,64,2,769,24,128,0,50331699,2,1,64,2,768,24,128,0,50331698,2,2,64,2,768,56,128,0,50331717,2,1,256,2,768,40,128,0,50331716,2,2,256,2,768,40,128,0,50380824,4,4,64,2,769,56,128,0,50331700,2,4,64,2,768,56,128,0,50331718,2,4,256,2,768,40,128,0,50331821,16,1,8192,64,771,24,256,0,50331819,64,16,8192,64,771,24,256,0,50384046,16,1,524288,64,771,8,256,0,50384045,64,16,524288,64,771,8,256,0,50384044,32,16,524288,64,771,8,256,0,50380971,64,16,131072,64,771,40,256,0,50380967,64,16,32768,64,771,40,256,0,50380911,16,1,2097152,64,771,40,256,0,50380909,64,16,2097152,64,771,40,256,0,50331805,1,1,8192,64,771,24,256,0,50380961,1,1,131072,64,771,40,256,0,50380957,1,1,32768,64,771,40,256,0,50380881,1,1,2097152,64,771,40,256,0,50331817,8,16,8192,64,771,24,256,0,50384043,8,16,524288,64,771,8,256,0,50380969,8,16,131072,64,771,40,256,0,50380965,8,16,32768,64,771,40,256,0,50380907,8,16,2097152,64,771,40,256,0,50331820,16,1,4096,64,771,24,128,0,50331818,64,16,4096,64,771,24,128,0,50380970,64,16,65536,64,771,40,128,0,50380966,64,16,16384,64,771,40,128,0,50380910,16,1,1048576,64,771,40,128,0,50380908,64,16,1048576,64,771,40,128,0,50331804,1,1,4096,64,771,24,128,0,50380960,1,1,65536,64,771,40,128,0,50380956,1,1,16384,64,771,40,128,0,50380880,1,1,1048576,64,771,40,128,0,50331816,8,16,4096,64,771,24,128,0,50380968,8,16,65536,64,771,40,128,0,50380964,8,16,16384,64,771,40,128,0,50380906,8,16,1048576,64,771,40,128,0,50331709,1,1,128,16,771,24,256,0,50331840,1,1,512,16,771,40,256,0,50331708,1,1,64,16,771,24,128,0,50331834,1,1,256,16,771,40,128,0,50380856,32,16,128,32,769,24,256,0,50380854,32,16,128,2,769,24,256,0,50380834,128,2,128,2,768,40,256,0,50380833,128,1,128,2,768,8,256,0,50380832,128,128,128,2,768,8,256,0,50331831,16,1,128,32,769,24,256,0,50331827,64,16,128,32,769,24,256,0,50331797,16,1,128,2,768,24,256,0,50331793,64,16,128,2,768,24,256,0,50380955,32,16,512,32,769,40,256,0,50380953,16,1,512,32,769,40,256,0,50380951,64,16,512,32,769,40,256,0,50331701,1,1,128,2,768,24,256,0,50331780,1,1,512,2,768,40,256,0,50331823,8,16,128,32,769,24,256,0,50331789,8,16,128,2,768,24,256,0,50380949,8,16,512,32,769,40,256,0,50380855,32,16,64,16,769,24,128,0,50380853,32,16,64,2,769,24,128,0,50380831,128,2,64,2,768,40,128,0,50380830,128,1,64,2,768,8,128,0,50380829,128,128,64,2,768,8,128,0,50331830,16,1,64,16,769,24,128,0,50331826,64,16,64,16,769,24,128,0,50331796,16,1,64,2,768,24,128,0,50331792,64,16,64,2,768,24,128,0,50380954,32,16,256,16,769,40,128,0,50380952,16,1,256,16,769,40,128,0,50380950,64,16,256,16,769,40,128,0,50331695,1,1,64,2,768,24,128,0,50331713,1,1,256,2,768,40,128,0,50331822,8,16,64,16,769,24,128,0,50331788,8,16,64,2,768,24,128,0,50380948,8,16,256,16,769,40,128,0,50380806,4,8,32,2,769,1,0,0,50380816,4,1,32,2,769,1,0,0,50380821,4,4,32,2,769,1,0,0,50331707,1,1,32,16,771,1,0,0,50380859,32,16,32,32,769,1,0,0,50380858,32,16,32,16,769,1,0,0,50380857,32,16,32,2,769,1,0,0,50331833,16,1,32,32,769,1,0,0,50331832,16,1,32,16,769,1,0,0,50331829,64,16,32,32,769,1,0,0,50331828,64,16,32,16,769,1,0,0,50331694,16,1,32,2,768,1,0,0,50331693,64,16,32,2,768,1,0,0,50331650,1,1,32,2,768,1,0,0,50331649,1,1,32,1,768,1,0,0,50331825,8,16,32,32,769,1,0,0,50331824,8,16,32,16,769,1,0,0,50331692,8,16,32,2,768,1,0,0],"tableIndex":[3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157],"startOrder":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,137,138,139,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,140,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,141,142,143,144,145,146,147,148,149,150,151,152,153,154],"names":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,137,138,139,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,140,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,141,142,143,144,145,146,147,148,149,150,151,152,153,154,-1,-2,-3,-4,-5,-6,-7,-8,-9,-10,-11,-12,-13,-14,-15,-16,-17,-18,-19,-20,-21,-22,-23,-24,-25,-26,-27,-28,-29,-30,-31,-32,-33,-34,-35,-36,-37,-38,-39,-40,-41,-42,-43,-44,-45,-46,-47,-48,-49,-50,-51,-52,-53,-54,-55,-56,-57,-58,-59,-60,-61,-62,-63,-64,-65],"aliases":[{"name":"ALL","enc":4294967263},{"name":"COMPLEMENTOFALL","enc":32},{"name":"COMPLEMENTOFDEFAULT","strength":32},{"name":"kRSA","kx":1},{"name":"kEDH","kx":2},{"name":"kDHE","kx":2},{"name":"DH","kx":2},{"name":"kEECDH","kx":4},{"name":"kECDHE","kx":4},{"name":"ECDH","kx":4},{"name":"kPSK","kx":8},{"name":"kRSAPSK","kx":16},{"name":"kECDHEPSK","kx":32},{"name":"kDHEPSK","kx":64},{"name":"kSRP","kx":128},{"name":"aRSA","au":1},{"name":"aDSS","au":2},{"name":"DSS","au":2},{"name":"aNULL","au":4},{"name":"aECDSA","au":8},{"name":"ECDSA","au":8},{"name":"aPSK","au":16},{"name":"aSRP","au":128},{"name":"EDH","kx":2,"au":4294967291},{"name":"DHE","kx":2,"au":4294967291},{"name":"EECDH","kx":4,"au":4294967291},{"name":"ECDHE","kx":4,"au":4294967291},{"name":"NULL","enc":32},{"name":"RSA","kx":1,"au":1},{"name":"ADH","kx":2,"au":4},{"name":"AECDH","kx":4,"au":4},{"name":"PSK","kx":120},{"name":"SRP","kx":128},{"name":"3DES","enc":2},{"name":"eNULL","enc":32},{"name":"AES128","enc":86080},{"name":"AES256","enc":172160},{"name":"AES","enc":258240},{"name":"AESGCM","enc":12288},{"name":"AESCCM","enc":245760},{"name":"AESCCM8","enc":196608},{"name":"CAMELLIA128","enc":256},{"name":"CAMELLIA256","enc":512},{"name":"CAMELLIA","enc":768},{"name":"CHACHA20","enc":524288},{"name":"ARIA","enc":3145728},{"name":"ARIAGCM","enc":3145728},{"name":"ARIA128","enc":1048576},{"name":"ARIA256","enc":2097152},{"name":"CBC","enc":3035},{"name":"MD5","mac":1},{"name":"SHA1","mac":2},{"name":"SHA","mac":2},{"name":"SHA256","mac":16},{"name":"SHA384","mac":32},{"name":"SSLv3","proto":768},{"name":"TLSv1","proto":769},{"name":"TLSv1.0","proto":769},{"name":"TLSv1.2","proto":771},{"name":"LOW","strength":2},{"name":"MEDIUM","strength":4},{"name":"HIGH","strength":8},{"name":"FIPS","enc":4294967263,"strength":16},{"name":"EDH-DSS-DES-CBC3-SHA","kx":2,"au":2,"enc":2,"mac":2,"strength":24},{"name":"EDH-RSA-DES-CBC3-SHA","kx":2,"au":1,"enc":2,"mac":2,"strength":24}],"tls13Defaults":[0,1,2],"unavailableTls13":["TLS_DHE_RSA_WITH_SEED_CBC_SHA","TLS_DHE_DSS_WITH_SEED_CBC_SHA","TLS_DH_anon_WITH_SEED_CBC_SHA","TLS_RSA_WITH_SEED_CBC_SHA","TLS_RSA_WITH_IDEA_CBC_SHA"]}}}';
}
var init_images = __esm({
  "src/openssl/images.ts"() {
    "use strict";
  }
});

// src/openssl/image.ts
function decodeSuite(image2, i) {
  const d = image2.suites;
  const t = image2.strings;
  const o = i * SUITE_SIZE;
  const flags = d[o + 11];
  return Object.freeze({
    name: t[d[o]],
    iana: d[o + 1] < 0 ? null : t[d[o + 1]],
    hex: t[d[o + 2]],
    protocol: t[d[o + 3]],
    kx: t[d[o + 4]],
    au: t[d[o + 5]],
    enc: t[d[o + 6]],
    bits: d[o + 7],
    mac: t[d[o + 8]],
    strengthBits: d[o + 9],
    strengthClass: t[d[o + 10]],
    aead: (flags & 1) !== 0,
    fs: (flags & 2) !== 0,
    export: (flags & 4) !== 0,
    isRc4: (flags & 8) !== 0,
    isDes: (flags & 16) !== 0,
    is3des: (flags & 32) !== 0,
    isRc2: (flags & 64) !== 0,
    isNull: (flags & 128) !== 0,
    isAnon: (flags & 256) !== 0,
    isExport: (flags & 512) !== 0,
    isCbc: (flags & 1024) !== 0,
    isSlow: (flags & 2048) !== 0
  });
}
function engineSuites(image2) {
  const d = image2.engineSuites;
  const out = [];
  for (let o = 0; o < d.length; o += ENGINE_SUITE_SIZE) {
    out.push({
      index: out.length,
      id: d[o],
      kx: d[o + 1],
      au: d[o + 2],
      enc: d[o + 3],
      mac: d[o + 4],
      proto: d[o + 5],
      strength: d[o + 6],
      strengthBits: d[o + 7],
      exportSuite: d[o + 8] === 1
    });
  }
  return out;
}
function opensslImage() {
  return image ??= JSON.parse(imageJson());
}
function generationImage(generation) {
  return opensslImage().generations[generation];
}
function engineNames(generation) {
  const img = opensslImage();
  const g = img.generations[generation];
  const names = /* @__PURE__ */ new Map();
  for (let i = 0; i < g.names.length; i++) {
    const ref = g.names[i];
    names.set(ref >= 0 ? img.strings[img.suites[g.suites[g.tableIndex[ref]] * SUITE_SIZE]] : g.aliases[~ref].name, ref);
  }
  return names;
}
function mayBeIanaName(word3) {
  if (ianaNames === void 0) {
    const img = opensslImage();
    const names = [];
    for (let o = 1; o < img.suites.length; o += SUITE_SIZE) if (img.suites[o] >= 0) names.push(img.strings[img.suites[o]]);
    ianaNames = `
${names.join("\n")}
`;
  }
  return ianaNames.includes(`
${word3}
`);
}
function tableSuites(generation) {
  const img = opensslImage();
  return img.generations[generation].suites.map((i) => made[i] ??= decodeSuite(img, i));
}
var SUITE_FIELDS, FLAGS, SUITE_SIZE, ENGINE_SUITE_SIZE, image, made, ianaNames;
var init_image = __esm({
  "src/openssl/image.ts"() {
    "use strict";
    init_images();
    SUITE_FIELDS = [
      "name",
      "iana",
      "hex",
      "protocol",
      "kx",
      "au",
      "enc",
      "bits",
      "mac",
      "strengthBits",
      "strengthClass",
      "aead",
      "fs",
      "export",
      "isRc4",
      "isDes",
      "is3des",
      "isRc2",
      "isNull",
      "isAnon",
      "isExport",
      "isCbc",
      "isSlow"
    ];
    FLAGS = ["aead", "fs", "export", "isRc4", "isDes", "is3des", "isRc2", "isNull", "isAnon", "isExport", "isCbc", "isSlow"];
    SUITE_SIZE = SUITE_FIELDS.length - FLAGS.length + 1;
    ENGINE_SUITE_SIZE = 9;
    made = [];
  }
});

// src/openssl/matcher.ts
function emptySelector() {
  return { cipherId: 0, kx: 0, au: 0, enc: 0, mac: 0, proto: 0, strength: 0 };
}
function makeMatcher(p) {
  const groups = p.strengthGroups;
  const shortcuts = p.complementShortcuts;
  const protoEqual = p.protoMatch === "equal";
  return (sel) => {
    const { cipherId, kx, au, enc, mac, proto } = sel;
    const wants = groups.map((g) => sel.strength & g.mask).filter((w) => w !== 0);
    const exportOnly = shortcuts !== void 0 && sel.strength === shortcuts.exportOnly;
    const sslv2Too = shortcuts !== void 0 && proto === shortcuts.notSslv2;
    return (s2) => {
      if (exportOnly && s2.exportSuite) return true;
      if (sslv2Too && s2.proto === shortcuts.sslv2) return true;
      if (cipherId !== 0 && cipherId !== s2.id) return false;
      if (kx !== 0 && (kx & s2.kx) === 0) return false;
      if (au !== 0 && (au & s2.au) === 0) return false;
      if (enc !== 0 && (enc & s2.enc) === 0) return false;
      if (mac !== 0 && (mac & s2.mac) === 0) return false;
      if (proto !== 0 && (protoEqual ? proto !== s2.proto : (proto & s2.proto) === 0)) return false;
      for (let i = 0; i < wants.length; i++) if ((wants[i] & s2.strength) === 0) return false;
      return true;
    };
  };
}
var init_matcher = __esm({
  "src/openssl/matcher.ts"() {
    "use strict";
  }
});

// src/openssl/suites.ts
function index(suites, key, first) {
  const map = /* @__PURE__ */ new Map();
  for (const s2 of suites) {
    const k = key(s2);
    if (k && (!first || !map.has(k))) map.set(k, s2);
  }
  return map;
}
function suiteTable(generation) {
  let t = tables2.get(generation);
  if (!t) {
    t = new Table(generation, tableSuites(generation));
    tables2.set(generation, t);
  }
  return t;
}
var Table, tables2;
var init_suites2 = __esm({
  "src/openssl/suites.ts"() {
    "use strict";
    init_image();
    Table = class {
      constructor(generation, suites) {
        this.generation = generation;
        this.suites = suites;
      }
      generation;
      suites;
      names;
      ianas;
      hexes;
      get byName() {
        return this.names ??= index(this.suites, (s2) => s2.name, true);
      }
      get byIana() {
        return this.ianas ??= index(this.suites, (s2) => s2.iana, true);
      }
      get byHex() {
        return this.hexes ??= index(this.suites, (s2) => s2.hex, false);
      }
    };
    tables2 = /* @__PURE__ */ new Map();
  }
});

// src/openssl/engine.ts
function make(generation) {
  const image2 = generationImage(generation);
  const table2 = suiteTable(generation);
  const suites = engineSuites(image2);
  return {
    profile: image2.profile,
    table: table2,
    suites,
    publicSuites: image2.tableIndex.map((i) => table2.suites[i]),
    startOrder: image2.startOrder,
    names: engineNames(generation),
    aliases: image2.aliases,
    matcher: makeMatcher(image2.profile)
  };
}
function engineFor(generation) {
  let e = engines.get(generation);
  if (!e) {
    e = make(generation);
    engines.set(generation, e);
  }
  return e;
}
var engines;
var init_engine = __esm({
  "src/openssl/engine.ts"() {
    "use strict";
    init_image();
    init_matcher();
    init_suites2();
    init_matcher();
    engines = /* @__PURE__ */ new Map();
  }
});

// src/openssl/algorithm-bits.ts
function and(a, b) {
  return (a & b) >>> 0;
}
var init_algorithm_bits = __esm({
  "src/openssl/algorithm-bits.ts"() {
    "use strict";
  }
});

// src/openssl/rule-string.ts
function wordTable(extra) {
  let table2 = wordTables.get(extra);
  if (!table2) {
    table2 = new Uint8Array(128);
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      if (code >= 65 && code <= 90 || code >= 97 && code <= 122 || code >= 48 && code <= 57 || extra.includes(c)) table2[code] = 1;
    }
    wordTables.set(extra, table2);
  }
  return table2;
}
function intersect(engine, sel, part, named) {
  for (const k of ["kx", "au", "enc", "mac"]) {
    if (!part[k]) continue;
    sel[k] = sel[k] ? and(sel[k], part[k]) : part[k];
    if (!sel[k]) return false;
  }
  for (const g of engine.profile.strengthGroups) {
    const bits = and(part.strength, g.mask);
    if (!bits) continue;
    if (and(sel.strength, g.mask)) {
      sel.strength = and(sel.strength, (bits | ~g.mask) >>> 0);
      if (!and(sel.strength, g.mask)) return false;
    } else {
      sel.strength = g.firstAssigns ? bits : (sel.strength | bits) >>> 0;
    }
  }
  if (!named && part.proto) {
    if (engine.profile.protoMatch === "equal") {
      if (sel.proto && sel.proto !== part.proto) return false;
      sel.proto = part.proto;
    } else {
      sel.proto = sel.proto ? and(sel.proto, part.proto) : part.proto;
      if (!sel.proto) return false;
    }
  }
  return true;
}
function applyRuleString(engine, list, input, collectIgnored) {
  const p = engine.profile;
  const words = wordTable(p.extraWordChars);
  const out = { ok: true, ignored: [] };
  const seen = /* @__PURE__ */ new Set();
  let i = 0;
  const n = input.length;
  const skipToSeparator = () => {
    while (i < n && !isSeparator(input[i])) i++;
  };
  while (i < n) {
    const ch = input[i];
    let op = "add";
    if (ch === "-") op = "del";
    else if (ch === "+") op = "ord";
    else if (ch === "!") op = "kill";
    else if (ch === "@") op = "special";
    if (op !== "add") i++;
    if (isSeparator(ch)) {
      i++;
      continue;
    }
    const sel = emptySelector();
    let found = false;
    let word3 = "";
    for (; ; ) {
      const start = i;
      while (i < n) {
        const code = input.charCodeAt(i);
        if (code >= 128 || words[code] === 0) break;
        i++;
      }
      word3 = input.slice(start, i);
      if (word3.length === 0) {
        out.ok = false;
        return out;
      }
      if (op === "special") break;
      const multi = input[i] === "+";
      if (multi) i++;
      sel.cipherId = 0;
      const ref = engine.names.get(word3);
      found = ref !== void 0;
      if (ref === void 0) {
        let end = start;
        while (end < n && !isSeparator(input[end]) && input[end] !== "+") end++;
        const shown = input.slice(start, end);
        if (collectIgnored && !seen.has(shown)) {
          seen.add(shown);
          out.ignored.push(shown);
        }
        break;
      }
      if (ref >= 0) {
        const s2 = engine.suites[ref];
        found = intersect(engine, sel, s2, true);
        if (found && p.selectNamedById) sel.cipherId = s2.id;
      } else {
        const a = engine.aliases[~ref];
        found = intersect(
          engine,
          sel,
          { kx: a.kx ?? 0, au: a.au ?? 0, enc: a.enc ?? 0, mac: a.mac ?? 0, proto: a.proto ?? 0, strength: a.strength ?? 0 },
          false
        );
      }
      if (!found || !multi) break;
    }
    if (op === "special") {
      if (word3 === "STRENGTH") {
        list.strengthSort(engine.suites);
      } else if (p.supportsSeclevel && word3.length === 10 && word3.startsWith("SECLEVEL=") && word3[9] >= "0" && word3[9] <= "5") {
        out.seclevel = word3.charCodeAt(9) - 48;
      } else {
        out.ok = false;
      }
      skipToSeparator();
    } else if (found) {
      list.apply(op, engine.suites, engine.matcher(sel));
    } else {
      skipToSeparator();
    }
  }
  return out;
}
var isSeparator, wordTables;
var init_rule_string = __esm({
  "src/openssl/rule-string.ts"() {
    "use strict";
    init_algorithm_bits();
    init_matcher();
    isSeparator = (c) => c === ":" || c === " " || c === ";" || c === ",";
    wordTables = /* @__PURE__ */ new Map();
  }
});

// src/openssl/expand.ts
function defaultTls13(generation) {
  const { suites } = suiteTable(generation);
  return generationImage(generation).tls13Defaults.map((i) => suites[i]);
}
function compute(input, generation) {
  const engine = engineFor(generation);
  const tls13 = defaultTls13(generation);
  const nul = input.indexOf("\0");
  let rule38 = nul >= 0 ? input.slice(0, nul) : input;
  const suiteB = SUITE_B.find(([prefix]) => rule38.startsWith(prefix));
  if (suiteB) rule38 = suiteB[1];
  const list = new CipherList(engine.startOrder, engine.suites.length);
  let ok = true;
  let ignored = [];
  let seclevel;
  if (rule38.startsWith("DEFAULT")) {
    ok = applyRuleString(engine, list, engine.profile.defaultCipherList, false).ok;
    rule38 = rule38.slice(7);
    if (rule38.startsWith(":")) rule38 = rule38.slice(1);
  }
  if (ok && rule38.length > 0) {
    const r = applyRuleString(engine, list, rule38, true);
    ok = r.ok;
    ignored = r.ignored;
    seclevel = r.seclevel;
  }
  const base = { generation, tls13, ignored: Object.freeze(ignored) };
  if (!ok) return Object.freeze({ ...base, ciphers: [], error: "invalid command" });
  const ciphers = Object.freeze(list.activeOrder().map((i) => engine.publicSuites[i]));
  const extra = seclevel === void 0 ? {} : { seclevel };
  if (ciphers.length === 0) return Object.freeze({ ...base, ...extra, ciphers, error: "no cipher match" });
  return Object.freeze({ ...base, ...extra, ciphers });
}
function expand(cipherString, generation) {
  calls++;
  const key = `${generation}\0${cipherString}`;
  const hit = cache.get(key);
  if (hit) return hit;
  computed++;
  const result = compute(cipherString, generation);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value);
  cache.set(key, result);
  return result;
}
var SUITE_B, CACHE_LIMIT, cache, calls, computed;
var init_expand = __esm({
  "src/openssl/expand.ts"() {
    "use strict";
    init_cipher_list();
    init_engine();
    init_image();
    init_rule_string();
    init_suites2();
    SUITE_B = [
      ["SUITEB128ONLY", "ECDHE-ECDSA-AES128-GCM-SHA256"],
      ["SUITEB128C2", "ECDHE-ECDSA-AES256-GCM-SHA384"],
      ["SUITEB128", "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384"],
      ["SUITEB192", "ECDHE-ECDSA-AES256-GCM-SHA384"]
    ];
    CACHE_LIMIT = 2e4;
    cache = /* @__PURE__ */ new Map();
    calls = 0;
    computed = 0;
  }
});

// src/openssl/tls13.ts
function isSpace2(c) {
  return c === " " || c === "	" || c === "\n" || c === "\v" || c === "\f" || c === "\r";
}
function trim(s2) {
  let a = 0;
  let b = s2.length;
  while (a < b && isSpace2(s2[a])) a++;
  while (b > a && isSpace2(s2[b - 1])) b--;
  return s2.slice(a, b);
}
function expandTls13(list, generation) {
  const { profile } = generationImage(generation);
  if (!profile.tls13) {
    return Object.freeze({ generation, suites: [], ignored: [], notTls13: [], error: "no tls 1.3" });
  }
  const nul = list.indexOf("\0");
  const text = nul >= 0 ? list.slice(0, nul) : list;
  const table2 = suiteTable(generation);
  let unavailable = unavailableCache.get(generation);
  if (!unavailable) {
    unavailable = new Set(generationImage(generation).unavailableTls13);
    unavailableCache.set(generation, unavailable);
  }
  const suites = [];
  const notTls13 = [];
  const ignored = [];
  let accepted = 0;
  let failed = false;
  if (text.length > 0) {
    for (const raw of text.split(":")) {
      const name = trim(raw);
      const suite = name.length <= MAX_NAME ? table2.byIana.get(name) : void 0;
      if (suite) {
        accepted++;
        (suite.protocol === "TLSv1.3" ? suites : notTls13).push(suite);
        continue;
      }
      if (name.length <= MAX_NAME && (SCSV_NAMES.has(name) || unavailable.has(name))) accepted++;
      else if (profile.tls13.unknownNameFails) failed = true;
      if (name.length > 0 && !ignored.includes(name)) ignored.push(name);
    }
    if (accepted === 0) failed = true;
  }
  if (failed) {
    return Object.freeze({ generation, suites: [], ignored, notTls13: [], error: "no cipher match" });
  }
  return Object.freeze({ generation, suites, ignored, notTls13 });
}
var SCSV_NAMES, MAX_NAME, unavailableCache;
var init_tls13 = __esm({
  "src/openssl/tls13.ts"() {
    "use strict";
    init_image();
    init_suites2();
    SCSV_NAMES = /* @__PURE__ */ new Set(["TLS_EMPTY_RENEGOTIATION_INFO_SCSV", "TLS_FALLBACK_SCSV"]);
    MAX_NAME = 79;
    unavailableCache = /* @__PURE__ */ new Map();
  }
});

// src/openssl/types.ts
var GENERATIONS2;
var init_types2 = __esm({
  "src/openssl/types.ts"() {
    "use strict";
    GENERATIONS2 = ["1.0.2", "1.1.1", "3.x"];
  }
});

// src/openssl/ignored-words.ts
function knows(generation, word3) {
  return engineFor(generation).names.has(word3);
}
function whyIgnored(word3, generation) {
  if (mayBeIanaName(word3)) {
    for (const g of [generation, ...GENERATIONS2.filter((x) => x !== generation)]) {
      const s2 = suiteTable(g).byIana.get(word3);
      if (!s2) continue;
      if (s2.protocol === "TLSv1.3") return { word: word3, reason: "tls13-suite" };
      return { word: word3, reason: "iana-name", suggestion: s2.name };
    }
  }
  const lower = word3.toLowerCase();
  let cased;
  engineFor(generation).names.forEach((_, name) => {
    if (cased === void 0 && name.toLowerCase() === lower) cased = name;
  });
  if (cased !== void 0) return { word: word3, reason: "wrong-case", suggestion: cased };
  const knownIn = GENERATIONS2.filter((g) => g !== generation && knows(g, word3));
  if (knownIn.length > 0) return { word: word3, reason: "other-generation", knownIn };
  return { word: word3, reason: "unknown" };
}
var init_ignored_words = __esm({
  "src/openssl/ignored-words.ts"() {
    "use strict";
    init_engine();
    init_image();
    init_suites2();
    init_types2();
  }
});

// src/openssl/generation.ts
function parseGeneration(text) {
  const m = /^\s*(?:openssl\s*)?(\d+)(?:\.(\d+))?(?:\.(\d+|x))?/i.exec(text);
  if (!m) return void 0;
  const major = Number(m[1]);
  const minor = m[2] === void 0 ? void 0 : Number(m[2]);
  if (major >= 3) return "3.x";
  if (major === 1 && minor === 1 && (m[3] === void 0 || m[3] === "1")) return "1.1.1";
  if (major === 1 && minor === 0 && (m[3] === void 0 || m[3] === "2")) return "1.0.2";
  return void 0;
}
var init_generation = __esm({
  "src/openssl/generation.ts"() {
    "use strict";
  }
});

// src/openssl/index.ts
var init_openssl = __esm({
  "src/openssl/index.ts"() {
    "use strict";
    init_expand();
    init_tls13();
    init_ignored_words();
    init_suites2();
    init_generation();
    init_types2();
  }
});

// src/rules-support/seclevel.ts
function allowsLegacyTls(tls) {
  return expand(tls.effectiveCiphers, "3.x").seclevel === 0;
}
var init_seclevel = __esm({
  "src/rules-support/seclevel.ts"() {
    "use strict";
    init_openssl();
  }
});

// src/rules-support/protocol-rule.ts
function protocolRule(spec) {
  return {
    meta: spec.meta,
    check(model, context) {
      const out = [];
      for (const { setting, seclevel0 } of protocolPlaces(model)) {
        const hits = spec.protocols.filter((p) => setting.value.includes(p));
        if (hits.length === 0) continue;
        const gens = context.generations.filter((g) => hits.some((p) => negotiableOn(p, g, seclevel0)));
        if (gens.length === 0) continue;
        const { severity, note } = absence(model, setting);
        const source = setting.defaulted ? `the ${model.dialect === "nginx" ? "nginx" : "Apache"} ${model.serverVersion} default protocol set` : "the protocol list";
        out.push({
          severity,
          message: `${source} enables ${hits.join(" and ")} (${spec.reason}), negotiable with ${listGenerations(gens)}${note}`,
          location: locationOf(setting.at),
          fix: { description: "enable only TLS 1.2 and TLS 1.3", replacement: inDialect(model.dialect, MODERN_PROTOCOLS) }
        });
      }
      return out;
    }
  };
}
function protocolPlaces(model) {
  let places = placesByModel.get(model);
  if (!places) {
    places = distinctSettings(model, (tls) => tls.protocols).map(({ setting, servers }) => ({
      setting,
      seclevel0: servers.some((s2) => allowsLegacyTls(s2.tls))
    }));
    placesByModel.set(model, places);
  }
  return places;
}
var placesByModel;
var init_protocol_rule = __esm({
  "src/rules-support/protocol-rule.ts"() {
    "use strict";
    init_helpers();
    init_protocol_support();
    init_seclevel();
    placesByModel = /* @__PURE__ */ new WeakMap();
  }
});

// rules/protocol-sslv2.ts
var protocol_sslv2_default;
var init_protocol_sslv2 = __esm({
  "rules/protocol-sslv2.ts"() {
    "use strict";
    init_protocol_rule();
    protocol_sslv2_default = protocolRule({
      meta: {
        id: "protocol-sslv2",
        title: "SSLv2 can be negotiated",
        severity: "error",
        category: "protocol",
        security: true,
        docs: {
          why: "SSLv2 (1995) is broken beyond repair: export-grade keys, no handshake integrity, and DROWN (2016) lets an attacker use an SSLv2-capable server to decrypt the same key's TLS sessions. RFC 6176 forbids it.",
          nginx: { bad: "ssl_protocols SSLv2 SSLv3 TLSv1.2;", good: "ssl_protocols TLSv1.2 TLSv1.3;" },
          apache: { bad: "SSLProtocol all    # Apache 2.2: includes SSLv2", good: "SSLProtocol -all +TLSv1.2 +TLSv1.3" },
          references: ["https://www.rfc-editor.org/rfc/rfc6176", "https://drownattack.com/"]
        }
      },
      protocols: ["SSLv2"],
      reason: "SSLv2 is broken (DROWN, RFC 6176)"
    });
  }
});

// rules/protocol-sslv3.ts
var protocol_sslv3_default;
var init_protocol_sslv3 = __esm({
  "rules/protocol-sslv3.ts"() {
    "use strict";
    init_protocol_rule();
    protocol_sslv3_default = protocolRule({
      meta: {
        id: "protocol-sslv3",
        title: "SSLv3 can be negotiated (POODLE)",
        severity: "error",
        category: "protocol",
        security: true,
        docs: {
          why: "SSLv3's CBC padding is not covered by the MAC, so POODLE (2014) decrypts a cookie byte by byte in about 256 requests each; its only other cipher is RC4. RFC 7568 forbids it.",
          nginx: { bad: "ssl_protocols SSLv3 TLSv1 TLSv1.1 TLSv1.2;", good: "ssl_protocols TLSv1.2 TLSv1.3;" },
          apache: { bad: "SSLProtocol all -SSLv2", good: "SSLProtocol -all +TLSv1.2 +TLSv1.3" },
          references: ["https://www.rfc-editor.org/rfc/rfc7568"]
        }
      },
      protocols: ["SSLv3"],
      reason: "SSLv3 is broken (POODLE, RFC 7568)"
    });
  }
});

// rules/protocol-tls10-tls11.ts
var protocol_tls10_tls11_default;
var init_protocol_tls10_tls11 = __esm({
  "rules/protocol-tls10-tls11.ts"() {
    "use strict";
    init_protocol_rule();
    protocol_tls10_tls11_default = protocolRule({
      meta: {
        id: "protocol-tls10-tls11",
        title: "TLS 1.0 or TLS 1.1 is enabled",
        severity: "warning",
        category: "protocol",
        security: true,
        docs: {
          why: "TLS 1.0 and 1.1 were deprecated by RFC 8996 (2021): they rely on SHA-1 and MD5 in the handshake and offer only CBC or RC4 bulk ciphers. Every browser since 2020 speaks TLS 1.2; OpenSSL 3 refuses them unless the security level is lowered to 0.",
          nginx: { bad: "ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;", good: "ssl_protocols TLSv1.2 TLSv1.3;" },
          apache: { bad: "SSLProtocol all -SSLv3", good: "SSLProtocol -all +TLSv1.2 +TLSv1.3" },
          references: ["https://www.rfc-editor.org/rfc/rfc8996"]
        }
      },
      protocols: ["TLSv1", "TLSv1.1"],
      reason: "deprecated by RFC 8996"
    });
  }
});

// rules/protocol-no-tls13.ts
var rule, protocol_no_tls13_default;
var init_protocol_no_tls13 = __esm({
  "rules/protocol-no-tls13.ts"() {
    "use strict";
    init_helpers();
    init_protocol_support();
    rule = {
      meta: {
        id: "protocol-no-tls13",
        title: "TLS 1.3 is not enabled",
        severity: "info",
        category: "protocol",
        security: false,
        docs: {
          why: "TLS 1.3 completes a full handshake in one round trip instead of two, resumes in zero or one, and offers only AEAD ciphers with forward secrecy. OpenSSL has supported it since 1.1.1 (2018).",
          nginx: { bad: "ssl_protocols TLSv1.2;", good: "ssl_protocols TLSv1.2 TLSv1.3;" },
          apache: { bad: "SSLProtocol -all +TLSv1.2", good: "SSLProtocol -all +TLSv1.2 +TLSv1.3" },
          references: ["https://www.rfc-editor.org/rfc/rfc8446"]
        }
      },
      check(model, context) {
        const gens = context.generations.filter((g) => g !== "1.0.2");
        if (gens.length === 0) return [];
        return distinctSettings(model, (tls) => tls.protocols).filter(({ setting }) => !setting.value.includes("TLSv1.3")).map(({ setting }) => {
          const { severity, note } = absence(model, setting);
          return {
            severity,
            message: `TLS 1.3 is not enabled although ${listGenerations(gens)} support it: every full handshake costs an extra round trip${note}`,
            location: locationOf(setting.at),
            fix: { description: "add TLS 1.3", replacement: inDialect(model.dialect, MODERN_PROTOCOLS) }
          };
        });
      }
    };
    protocol_no_tls13_default = rule;
  }
});

// rules/protocol-default.ts
var rule2, protocol_default_default;
var init_protocol_default = __esm({
  "rules/protocol-default.ts"() {
    "use strict";
    init_helpers();
    init_protocol_support();
    rule2 = {
      meta: {
        id: "protocol-default",
        title: "No protocol directive: the server default applies",
        severity: "info",
        category: "protocol",
        security: false,
        docs: {
          why: "Without an explicit protocol list the server's compiled-in default applies, and it changes between versions (nginx enabled TLS 1.0 and 1.1 by default until 1.23.4). Writing the list down makes the policy visible and stable across upgrades.",
          nginx: { bad: "server {\n    listen 443 ssl;\n}", good: "server {\n    listen 443 ssl;\n    ssl_protocols TLSv1.2 TLSv1.3;\n}" },
          apache: { bad: "<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>", good: "SSLProtocol -all +TLSv1.2 +TLSv1.3\n<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>" }
        }
      },
      check(model) {
        if (model.fragment) return [];
        const server = model.dialect === "nginx" ? `nginx ${model.serverVersion}` : `Apache ${model.serverVersion}`;
        return distinctSettings(model, (tls) => tls.protocols).filter(({ setting }) => setting.defaulted).map(({ setting }) => ({
          message: `no ${model.dialect === "nginx" ? "ssl_protocols" : "SSLProtocol"} directive: the ${server} default applies (${setting.value.join(" ")})`,
          location: locationOf(setting.at),
          fix: { description: "state the protocols explicitly", replacement: inDialect(model.dialect, MODERN_PROTOCOLS) }
        }));
      }
    };
    protocol_default_default = rule2;
  }
});

// src/advice/advised-fix.ts
function decideWithFallback(server, o) {
  const base = {
    profile: o.profile ?? "intermediate",
    hardware: o.hardware ?? "x86-aesni",
    server,
    serverVersion: o.serverVersion,
    openssl: o.openssl,
    measured: o.measured
  };
  const attempts = [
    base,
    { ...base, profile: base.profile === "modern" ? "intermediate" : base.profile },
    { ...base, profile: base.profile === "modern" ? "intermediate" : base.profile, serverVersion: DEFAULT_SERVER_VERSION[server] },
    { ...base, profile: "intermediate", serverVersion: DEFAULT_SERVER_VERSION[server], openssl: "3.x" },
    { profile: "intermediate", hardware: "x86-aesni", server }
  ];
  for (const a of attempts) {
    const r = decide(a);
    if (r.ok) return r.decisions;
  }
  throw new Error("unreachable: default advice failed");
}
function computeAdvisedFix(server, options2 = {}) {
  const d = decideWithFallback(server, options2);
  const nginx = server === "nginx";
  const cipherDirective = d.cipherString ? nginx ? nginxCipherDirective(d.cipherString) : apacheCipherDirective(d.cipherString) : "";
  const preferDirective = nginx ? nginxPreferDirective(d.preferServerCiphers.value) : apachePreferDirective(d.preferServerCiphers.value);
  const tls13Directive = d.tls13.value.length > 0 && d.caps.tls13Suites ? nginx ? `ssl_conf_command Ciphersuites ${d.tls13.value.join(":")};` : `SSLCipherSuite TLSv1.3 ${d.tls13.value.join(":")}` : void 0;
  const prioritizeChaChaDirective = d.prioritizeChaCha.value ? nginx ? "ssl_conf_command Options PrioritizeChaCha;" : "SSLOpenSSLConfCmd Options PrioritizeChaCha" : void 0;
  const protocolsDirective = nginx ? `ssl_protocols ${d.protocols.value.join(" ")};` : `SSLProtocol ${apacheProtocolValue(d.protocols.value)}`;
  const replacement = [protocolsDirective, cipherDirective, tls13Directive, preferDirective, prioritizeChaChaDirective].filter((x) => !!x).join("\n");
  const description = `Mozilla ${d.profile.guideline} ${d.profile.name} ordered for ${d.hardware.join(" + ")}: ${d.tls12.reason || d.tls13.reason}`;
  return {
    cipherDirective,
    preferDirective,
    tls13Directive,
    prioritizeChaChaDirective,
    protocolsDirective,
    replacement,
    description,
    order: d.tls12.value,
    profile: d.profile.name
  };
}
var init_advised_fix = __esm({
  "src/advice/advised-fix.ts"() {
    "use strict";
    init_decide();
    init_render_apache();
    init_render_nginx();
  }
});

// src/advice/fix-defaults.ts
function defaultFixesJson() {
  return '{"nginx":{"hardware":"x86-aesni","serverVersion":"1.28.0","fix":{"cipherDirective":"ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;","preferDirective":"ssl_prefer_server_ciphers on;","tls13Directive":"ssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256;","prioritizeChaChaDirective":"ssl_conf_command Options PrioritizeChaCha;","protocolsDirective":"ssl_protocols TLSv1.2 TLSv1.3;","replacement":"ssl_protocols TLSv1.2 TLSv1.3;\\nssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;\\nssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256;\\nssl_prefer_server_ciphers on;\\nssl_conf_command Options PrioritizeChaCha;","description":"Mozilla 6.0 intermediate ordered for x86-aesni: cheapest first on x86-aesni: AES-128-GCM 1x, AES-256-GCM 1.4x, ChaCha20-Poly1305 1.6x per byte","order":["ECDHE-ECDSA-AES128-GCM-SHA256","ECDHE-RSA-AES128-GCM-SHA256","ECDHE-ECDSA-AES256-GCM-SHA384","ECDHE-RSA-AES256-GCM-SHA384","ECDHE-ECDSA-CHACHA20-POLY1305","ECDHE-RSA-CHACHA20-POLY1305"],"profile":"intermediate"}},"apache":{"hardware":"x86-aesni","serverVersion":"2.4.65","fix":{"cipherDirective":"SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305","preferDirective":"SSLHonorCipherOrder on","tls13Directive":"SSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256","prioritizeChaChaDirective":"SSLOpenSSLConfCmd Options PrioritizeChaCha","protocolsDirective":"SSLProtocol -all +TLSv1.2 +TLSv1.3","replacement":"SSLProtocol -all +TLSv1.2 +TLSv1.3\\nSSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305\\nSSLCipherSuite TLSv1.3 TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256\\nSSLHonorCipherOrder on\\nSSLOpenSSLConfCmd Options PrioritizeChaCha","description":"Mozilla 6.0 intermediate ordered for x86-aesni: cheapest first on x86-aesni: AES-128-GCM 1x, AES-256-GCM 1.4x, ChaCha20-Poly1305 1.6x per byte","order":["ECDHE-ECDSA-AES128-GCM-SHA256","ECDHE-RSA-AES128-GCM-SHA256","ECDHE-ECDSA-AES256-GCM-SHA384","ECDHE-RSA-AES256-GCM-SHA384","ECDHE-ECDSA-CHACHA20-POLY1305","ECDHE-RSA-CHACHA20-POLY1305"],"profile":"intermediate"}}}';
}
var init_fix_defaults = __esm({
  "src/advice/fix-defaults.ts"() {
    "use strict";
  }
});

// src/advice/fix.ts
function defaultFix(server, o) {
  if (server !== "nginx" && server !== "apache") return void 0;
  if (o.profile !== void 0 || o.openssl !== void 0 || o.measured !== void 0) return void 0;
  const d = (defaults ??= JSON.parse(defaultFixesJson()))[server];
  const h = o.hardware;
  if (h !== void 0 && h !== d.hardware && !(Array.isArray(h) && h.length === 1 && h[0] === d.hardware)) return void 0;
  if (o.serverVersion !== void 0 && o.serverVersion !== d.serverVersion) return void 0;
  const f = d.fix;
  return {
    cipherDirective: f.cipherDirective,
    preferDirective: f.preferDirective,
    tls13Directive: f.tls13Directive,
    prioritizeChaChaDirective: f.prioritizeChaChaDirective,
    protocolsDirective: f.protocolsDirective,
    replacement: f.replacement,
    description: f.description,
    order: [...f.order],
    profile: f.profile
  };
}
function advisedFix(server, options2 = {}) {
  return defaultFix(server, options2) ?? computeAdvisedFix(server, options2);
}
var defaults;
var init_fix = __esm({
  "src/advice/fix.ts"() {
    "use strict";
    init_advised_fix();
    init_fix_defaults();
    init_costs();
  }
});

// src/rules-support/ciphers.ts
function tls12Enabled(tls) {
  return tls.protocols.value.some((p) => p !== "TLSv1.3");
}
function enabledSuites(tls, generation) {
  let known = enabledByTls.get(tls);
  if (!known) {
    known = /* @__PURE__ */ new Map();
    enabledByTls.set(tls, known);
  }
  let list = known.get(generation);
  if (!list) {
    list = computeEnabledSuites(tls, generation);
    known.set(generation, list);
  }
  return list;
}
function computeEnabledSuites(tls, generation) {
  if (!tls12Enabled(tls)) return NO_SUITES;
  const result = expand(tls.effectiveCiphers, generation);
  if (result.error) return NO_SUITES;
  if (tls.protocols.value.includes("SSLv2")) return result.ciphers;
  let list = withoutSslv2.get(result);
  if (!list) {
    list = Object.freeze(result.ciphers.filter((s2) => s2.protocol !== "SSLv2"));
    withoutSslv2.set(result, list);
  }
  return list;
}
function distinctCipherSettings(model) {
  const known = placesByModel2.get(model);
  if (known) return known;
  const byPlace = /* @__PURE__ */ new Map();
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls || !judged(server, tls.ciphers)) continue;
    const at2 = tls.ciphers.at;
    const key = `${at2.file}\0${at2.line}\0${at2.column}\0${tls.effectiveCiphers}\0${tls12Enabled(tls)}\0${tls.protocols.value.includes("SSLv2")}\0${tls.preferServerCiphers.value}`;
    let entry = byPlace.get(key);
    if (!entry) byPlace.set(key, entry = new CipherPlace(tls));
    entry.servers.push(server);
  }
  const places = Object.freeze([...byPlace.values()]);
  placesByModel2.set(model, places);
  return places;
}
function suiteNames(suites, max = 4) {
  const names = [...new Set(suites.map((s2) => s2.name))];
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
function adviceFor(model, context) {
  const key = `${model.dialect}\0${model.serverVersion}\0${context.hardware.join(",")}`;
  let advice = adviceMemo.get(key);
  if (!advice) {
    advice = advisedFix(model.dialect, { hardware: context.hardware, serverVersion: model.serverVersion });
    if (adviceMemo.size >= 64) adviceMemo.clear();
    adviceMemo.set(key, advice);
  }
  return advice;
}
function tripleDesMultiple(context) {
  return cost3desMultiple(context.hardware);
}
function suiteRank(s2) {
  if (s2.isRc4 || s2.isDes || s2.isRc2 || s2.isNull || s2.isAnon || s2.isExport) return 14;
  if (s2.is3des) return 12;
  if (s2.isSlow) return 10;
  const tier2 = s2.fs ? s2.aead ? 0 : 2 : s2.aead ? 4 : 6;
  const dhe = FINITE_FIELD_DHE.test(s2.kx) ? 1 : 0;
  return tier2 + dhe;
}
function rankClass(rank2) {
  return rank2 & ~1;
}
function rankLabel(s2) {
  if (s2.isRc4 || s2.isDes || s2.isRc2 || s2.isNull || s2.isAnon || s2.isExport) return "broken";
  if (s2.is3des) return "3DES";
  if (s2.isSlow) return "slow cipher";
  return `${s2.aead ? "AEAD" : "CBC"}${s2.fs ? FINITE_FIELD_DHE.test(s2.kx) ? ", DHE" : ", forward secrecy" : ", no forward secrecy"}`;
}
function bulkCost(s2, context) {
  const key = BULK_KEY[`${s2.enc}/${s2.bits}`] ?? BULK_KEY[`${s2.enc}/256`];
  if (!key) return void 0;
  return Math.max(...context.hardware.map((h) => costsFor(h).bulk[key]));
}
var NO_SUITES, withoutSslv2, enabledByTls, CipherPlace, placesByModel2, adviceMemo, FINITE_FIELD_DHE, BULK_KEY, SLOWER_FACTOR;
var init_ciphers = __esm({
  "src/rules-support/ciphers.ts"() {
    "use strict";
    init_costs();
    init_fix();
    init_openssl();
    init_helpers();
    NO_SUITES = Object.freeze([]);
    withoutSslv2 = /* @__PURE__ */ new WeakMap();
    enabledByTls = /* @__PURE__ */ new WeakMap();
    CipherPlace = class {
      constructor(tls) {
        this.tls = tls;
      }
      tls;
      servers = [];
      // Every cipher rule asks each place for the same lists: a field per generation answers
      // without the lookups enabledSuites() does.
      enabled = {};
      /** enabledSuites() of this place's settings. */
      suites(generation) {
        return this.enabled[generation] ??= enabledSuites(this.tls, generation);
      }
    };
    placesByModel2 = /* @__PURE__ */ new WeakMap();
    adviceMemo = /* @__PURE__ */ new Map();
    FINITE_FIELD_DHE = /^(DH|EDH|DHE)/;
    BULK_KEY = {
      "AESGCM/128": "AES128-GCM",
      "AESGCM/256": "AES256-GCM",
      "CHACHA20/POLY1305/256": "CHACHA20-POLY1305",
      "AES/128": "AES128-CBC-SHA",
      "AES/256": "AES256-CBC-SHA",
      "3DES/168": "3DES-CBC-SHA"
    };
    SLOWER_FACTOR = 2;
  }
});

// rules/cipher-string-invalid.ts
function wordLocation(setting, word3) {
  const arg = setting.directive?.args.find((a) => a.raw.includes(word3));
  if (!arg || arg.span.line !== arg.span.endLine) return locationOf(setting.at);
  const column = arg.span.column + arg.raw.indexOf(word3);
  return { file: arg.span.file, line: arg.span.line, column, endLine: arg.span.line, endColumn: column + word3.length - 1 };
}
function explain(w) {
  switch (w.reason) {
    case "iana-name":
      return `"${w.word}" is an IANA name, which OpenSSL's cipher strings do not accept: it was ignored (OpenSSL calls it ${w.suggestion})`;
    case "wrong-case":
      return `"${w.word}" is not a keyword (keywords are case-sensitive): it was ignored (did you mean ${w.suggestion}?)`;
    case "tls13-suite":
      return `"${w.word}" is a TLS 1.3 suite: cipher strings ignore it; TLS 1.3 suites are set apart (nginx ssl_conf_command Ciphersuites, Apache SSLCipherSuite TLSv1.3)`;
    default:
      return `"${w.word}" is not a cipher name or keyword that OpenSSL knows: it was ignored`;
  }
}
function judge(effective, written2, generations) {
  const failed = /* @__PURE__ */ new Map();
  const ignored = /* @__PURE__ */ new Map();
  for (const g of generations) {
    const result = expand(effective, g);
    if (result.error) failed.set(result.error, [...failed.get(result.error) ?? [], g]);
    for (const word3 of expand(written2, g).ignored) {
      const why = whyIgnored(word3, g);
      if (why.reason !== "other-generation" && !ignored.has(word3)) ignored.set(word3, why);
    }
  }
  return { failed, ignored };
}
function advice13(dialect) {
  const list = "TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256";
  return dialect === "nginx" ? `ssl_conf_command Ciphersuites ${list};` : `SSLCipherSuite TLSv1.3 ${list}`;
}
var rule3, cipher_string_invalid_default;
var init_cipher_string_invalid = __esm({
  "rules/cipher-string-invalid.ts"() {
    "use strict";
    init_openssl();
    init_ciphers();
    init_helpers();
    rule3 = {
      meta: {
        id: "cipher-string-invalid",
        title: "The cipher string has an unknown word or selects no cipher",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "OpenSSL silently skips words it does not know (a typo, an IANA name, a keyword in the wrong case), so an exclusion such as `!3DES` spelled wrong leaves the suites enabled. A string that selects nothing at all (or a malformed one) makes the server refuse to start or reload.",
          nginx: { bad: "ssl_ciphers TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256:!3des;", good: "ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:!3DES;" },
          apache: { bad: "SSLCipherSuite ECDHE+AESGCM:!md5", good: "SSLCipherSuite ECDHE+AESGCM:!MD5" }
        }
      },
      check(model, context) {
        const out = [];
        const verdicts = /* @__PURE__ */ new Map();
        for (const { tls } of distinctCipherSettings(model)) {
          let byWritten = verdicts.get(tls.effectiveCiphers);
          if (!byWritten) verdicts.set(tls.effectiveCiphers, byWritten = /* @__PURE__ */ new Map());
          let verdict = byWritten.get(tls.ciphers.value);
          if (!verdict) byWritten.set(tls.ciphers.value, verdict = judge(tls.effectiveCiphers, tls.ciphers.value, context.generations));
          const { failed, ignored } = verdict;
          if (failed.size === 0 && ignored.size === 0) continue;
          const advice = adviceFor(model, context);
          for (const [error, gens] of failed) {
            out.push({
              message: `the cipher string fails with "${error}" on ${listGenerations(gens)}: the server refuses to start with it`,
              location: locationOf(tls.ciphers.at),
              fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement }
            });
          }
          for (const w of ignored.values()) {
            out.push({
              message: explain(w),
              location: wordLocation(tls.ciphers, w.word),
              fix: { description: w.suggestion ? `write ${w.suggestion}` : "remove the word or fix its spelling", replacement: w.suggestion }
            });
          }
        }
        const seen = /* @__PURE__ */ new Set();
        for (const server of tlsServers(model)) {
          const setting = server.tls.tls13Ciphers;
          if (setting.value === void 0 || setting.defaulted) continue;
          const key = `${setting.at.file}:${setting.at.line}:${setting.at.column}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const gens = context.generations.filter((g) => g !== "1.0.2");
          const failing = gens.filter((g) => expandTls13(setting.value, g).error === "no cipher match");
          if (failing.length) {
            out.push({
              message: `the TLS 1.3 suite list selects no suite on ${listGenerations(failing)}: the server refuses to start with it`,
              location: locationOf(setting.at),
              fix: { description: "name TLS 1.3 suites by their IANA names", replacement: advice13(model.dialect) }
            });
          }
          const unknown2 = new Set(gens.flatMap((g) => expandTls13(setting.value, g).ignored));
          for (const word3 of unknown2) {
            out.push({
              message: `"${word3}" is not a TLS 1.3 suite name: OpenSSL 3 skips it and OpenSSL 1.1.1 rejects the whole list`,
              location: wordLocation(setting, word3),
              fix: { description: "use TLS_AES_128_GCM_SHA256, TLS_AES_256_GCM_SHA384 or TLS_CHACHA20_POLY1305_SHA256" }
            });
          }
        }
        return out;
      }
    };
    cipher_string_invalid_default = rule3;
  }
});

// src/rules-support/suite-rule.ts
function suiteRule(spec) {
  return {
    meta: spec.meta,
    check(model, context) {
      const out = [];
      const pickedFrom = /* @__PURE__ */ new Map();
      const picks = (list) => {
        let picked = pickedFrom.get(list);
        if (!picked) {
          picked = list.filter(spec.picks);
          if (picked.length === 0) picked = NONE2;
          pickedFrom.set(list, picked);
        }
        return picked;
      };
      const summaries = /* @__PURE__ */ new Map();
      const summaryOf = (perGen) => {
        let level = summaries;
        for (let i = 0; i < perGen.length - 1; i++) {
          let next = level.get(perGen[i]);
          if (!next) level.set(perGen[i], next = /* @__PURE__ */ new Map());
          level = next;
        }
        const last = perGen[perGen.length - 1];
        let summary = level.get(last);
        if (!summary) {
          const gens = context.generations.filter((_, i) => perGen[i].length > 0);
          summary = { gens: listGenerations(gens), names: suiteNames(perGen.flat()), why: spec.why(context, gens), plain: void 0 };
          level.set(last, summary);
        }
        return summary;
      };
      let fix;
      for (const place of distinctCipherSettings(model)) {
        const tls = place.tls;
        if (spec.applies && !spec.applies(tls)) continue;
        const perGen = context.generations.map((g) => picks(place.suites(g)));
        if (perGen.every((p) => p === NONE2)) continue;
        const summary = summaryOf(perGen);
        if (!fix) {
          const advice = adviceFor(model, context);
          fix = { description: advice.description, replacement: advice.cipherDirective || advice.replacement };
        }
        const { severity, note } = absence(model, tls.ciphers);
        let message;
        if (tls.ciphers.defaulted || note) {
          const where = tls.ciphers.defaulted ? `the default cipher string (${tls.ciphers.value}) enables` : "enables";
          message = `${where} ${spec.what} on ${summary.gens}: ${summary.names}; ${summary.why}${note}`;
        } else {
          message = summary.plain ??= `enables ${spec.what} on ${summary.gens}: ${summary.names}; ${summary.why}`;
        }
        out.push({ severity, message, location: locationOf(tls.ciphers.at), fix });
      }
      return out;
    }
  };
}
var NONE2;
var init_suite_rule = __esm({
  "src/rules-support/suite-rule.ts"() {
    "use strict";
    init_ciphers();
    init_helpers();
    NONE2 = Object.freeze([]);
  }
});

// rules/cipher-export.ts
var cipher_export_default;
var init_cipher_export = __esm({
  "rules/cipher-export.ts"() {
    "use strict";
    init_suite_rule();
    cipher_export_default = suiteRule({
      meta: {
        id: "cipher-export",
        title: "An EXPORT suite is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "Export suites use 40- or 56-bit keys and 512-bit key exchange, breakable in hours; FREAK and Logjam (2015) let an attacker force them on clients that never asked. Strings such as `ALL:+EXP` or `DEFAULT` on old OpenSSL builds still enable them.",
          nginx: { bad: "ssl_ciphers ALL:+EXP;", good: "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;" },
          apache: { bad: "SSLCipherSuite ALL:EXP", good: "SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256" },
          references: ["https://weakdh.org/", "https://freakattack.com/"]
        }
      },
      picks: (s2) => s2.isExport,
      what: "EXPORT suites",
      why: () => "40/56-bit keys and 512-bit key exchange (FREAK, Logjam)"
    });
  }
});

// rules/cipher-des.ts
var cipher_des_default;
var init_cipher_des = __esm({
  "rules/cipher-des.ts"() {
    "use strict";
    init_suite_rule();
    cipher_des_default = suiteRule({
      meta: {
        id: "cipher-des",
        title: "A single-DES suite is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "Single DES has a 56-bit key, searched exhaustively in under a day since 1998. OpenSSL's `LOW` class and old `DEFAULT`/`ALL` strings include it.",
          nginx: { bad: "ssl_ciphers ALL:!aNULL;", good: "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;" },
          apache: { bad: "SSLCipherSuite ALL:LOW", good: "SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256" }
        }
      },
      picks: (s2) => s2.isDes,
      what: "single-DES suites",
      why: () => "a 56-bit key is found by exhaustive search"
    });
  }
});

// rules/cipher-rc2.ts
var cipher_rc2_default;
var init_cipher_rc2 = __esm({
  "rules/cipher-rc2.ts"() {
    "use strict";
    init_suite_rule();
    cipher_rc2_default = suiteRule({
      meta: {
        id: "cipher-rc2",
        title: "An RC2 suite is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "RC2 suites exist only as 40-bit export suites in TLS: trivially breakable and a FREAK downgrade target.",
          nginx: { bad: "ssl_ciphers ALL:RC2;", good: "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;" },
          apache: { bad: "SSLCipherSuite ALL:+RC2", good: "SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256" }
        }
      },
      picks: (s2) => s2.isRc2,
      what: "RC2 suites",
      why: () => "RC2 suites are 40-bit export ciphers"
    });
  }
});

// rules/cipher-rc4.ts
var cipher_rc4_default;
var init_cipher_rc4 = __esm({
  "rules/cipher-rc4.ts"() {
    "use strict";
    init_suite_rule();
    cipher_rc4_default = suiteRule({
      meta: {
        id: "cipher-rc4",
        title: "An RC4 suite is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "RC4's keystream is biased: plaintext such as cookies can be recovered from enough encryptions of it (Bar Mitzvah, NOMORE). RFC 7465 (2015) prohibits RC4 in TLS. Articles from 2011-2013 recommended RC4 against BEAST; that advice is obsolete.",
          nginx: { bad: "ssl_ciphers RC4:HIGH:!aNULL:!MD5;", good: "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;" },
          apache: { bad: "SSLCipherSuite RC4-SHA:HIGH:!aNULL", good: "SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305" },
          references: ["https://www.rfc-editor.org/rfc/rfc7465"]
        }
      },
      picks: (s2) => s2.isRc4,
      what: "RC4 suites",
      why: () => "RC4 is prohibited by RFC 7465 (keystream biases leak plaintext)"
    });
  }
});

// rules/cipher-null.ts
var cipher_null_default;
var init_cipher_null = __esm({
  "rules/cipher-null.ts"() {
    "use strict";
    init_suite_rule();
    cipher_null_default = suiteRule({
      meta: {
        id: "cipher-null",
        title: "A suite without encryption is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "eNULL suites authenticate but send everything in clear text; an attacker who can downgrade the negotiation reads the traffic. `ALL` does not include them, but `COMPLEMENTOFALL`, `eNULL`, `NULL` and explicit names do.",
          nginx: { bad: "ssl_ciphers HIGH:NULL;", good: "ssl_ciphers HIGH:!aNULL:!eNULL:!MD5;" },
          apache: { bad: "SSLCipherSuite NULL-SHA256:HIGH", good: "SSLCipherSuite HIGH:!aNULL:!MD5" }
        }
      },
      picks: (s2) => s2.isNull,
      what: "suites without encryption (eNULL)",
      why: () => "the traffic is sent in clear text"
    });
  }
});

// rules/cipher-anon.ts
var cipher_anon_default;
var init_cipher_anon = __esm({
  "rules/cipher-anon.ts"() {
    "use strict";
    init_suite_rule();
    cipher_anon_default = suiteRule({
      meta: {
        id: "cipher-anon",
        title: "A suite without authentication is enabled",
        severity: "error",
        category: "cipher",
        security: true,
        docs: {
          why: "Anonymous (aNULL: ADH, AECDH) suites skip the certificate, so any man in the middle can complete the handshake in the server's place. `HIGH` and `ALL` include them on every OpenSSL; exclude them with `!aNULL`.",
          nginx: { bad: "ssl_ciphers HIGH;", good: "ssl_ciphers HIGH:!aNULL:!MD5;" },
          apache: { bad: "SSLCipherSuite ADH-AES256-SHA:HIGH", good: "SSLCipherSuite HIGH:!aNULL:!MD5" }
        }
      },
      picks: (s2) => s2.isAnon,
      what: "suites without authentication (aNULL)",
      why: () => "a man in the middle can complete the handshake in the server's place"
    });
  }
});

// rules/cipher-3des.ts
var cipher_3des_default;
var init_cipher_3des = __esm({
  "rules/cipher-3des.ts"() {
    "use strict";
    init_suite_rule();
    init_ciphers();
    init_costs();
    cipher_3des_default = suiteRule({
      meta: {
        id: "cipher-3des",
        title: "A 3DES suite is enabled",
        severity: "warning",
        category: "cipher",
        security: true,
        docs: {
          why: "3DES has a 64-bit block: after about 32 GB under one key, collisions reveal plaintext (SWEET32, 2016). It is also many times slower than AES-GCM or ChaCha20, so a client that offers only 3DES makes the server spend that multiple of CPU per byte: a cheap denial-of-service lever. OpenSSL 1.0.2 before 1.0.2i counts it as `HIGH`.",
          nginx: { bad: "ssl_ciphers HIGH:!aNULL:!MD5;    # with OpenSSL 1.0.2", good: "ssl_ciphers HIGH:!aNULL:!MD5:!3DES;" },
          apache: { bad: "SSLCipherSuite HIGH:MEDIUM:!aNULL", good: "SSLCipherSuite HIGH:!aNULL:!MD5:!3DES" },
          references: ["https://sweet32.info/"]
        }
      },
      picks: (s2) => s2.is3des,
      what: "3DES suites",
      why: (context, gens) => `64-bit blocks (SWEET32), and a 3DES-only client costs about ${formatMultiple(tripleDesMultiple(context))}\xD7 the CPU per byte of the fastest AEAD on ${context.hardware.join(" + ")}${gens.length === 1 && gens[0] === "1.0.2" ? " (OpenSSL 1.0.2 before 1.0.2i counts 3DES as HIGH, so HIGH enables it there)" : ""}`
    });
  }
});

// rules/cipher-no-forward-secrecy.ts
var cipher_no_forward_secrecy_default;
var init_cipher_no_forward_secrecy = __esm({
  "rules/cipher-no-forward-secrecy.ts"() {
    "use strict";
    init_suite_rule();
    cipher_no_forward_secrecy_default = suiteRule({
      meta: {
        id: "cipher-no-forward-secrecy",
        title: "A suite with static RSA or DH key exchange is enabled",
        severity: "warning",
        category: "cipher",
        security: true,
        docs: {
          why: "With static RSA key exchange, whoever obtains the server's private key later (theft, a subpoena, a Heartbleed) can decrypt every recorded session. ECDHE/DHE suites use a fresh key per connection.",
          nginx: { bad: "ssl_ciphers AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;", good: "ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305;" },
          apache: { bad: "SSLCipherSuite AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256", good: "SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305" }
        }
      },
      // Anonymous and null suites have rules of their own.
      picks: (s2) => !s2.fs && !s2.isAnon && !s2.isNull && s2.protocol !== "TLSv1.3",
      what: "suites without forward secrecy",
      why: () => "a later leak of the private key decrypts every recorded session"
    });
  }
});

// rules/cipher-slow.ts
var cipher_slow_default;
var init_cipher_slow = __esm({
  "rules/cipher-slow.ts"() {
    "use strict";
    init_suite_rule();
    cipher_slow_default = suiteRule({
      meta: {
        id: "cipher-slow",
        title: "A slow cipher suite is enabled",
        severity: "info",
        category: "performance",
        security: false,
        docs: {
          why: "SEED, IDEA and CAMELLIA-256 have no hardware support on common server CPUs and run several times slower than AES-GCM (with AES-NI or ARMv8 crypto) or ChaCha20-Poly1305 (without); no current client needs them.",
          nginx: { bad: "ssl_ciphers HIGH:!aNULL;    # includes CAMELLIA256", good: "ssl_ciphers HIGH:!aNULL:!CAMELLIA:!SEED:!IDEA;" },
          apache: { bad: "SSLCipherSuite ALL:!aNULL", good: "SSLCipherSuite HIGH:!aNULL:!CAMELLIA:!SEED:!IDEA" }
        }
      },
      picks: (s2) => s2.isSlow,
      what: "slow suites",
      why: () => "several times the CPU of AES-GCM or ChaCha20-Poly1305 per byte"
    });
  }
});

// rules/cipher-cbc.ts
var cipher_cbc_default;
var init_cipher_cbc = __esm({
  "rules/cipher-cbc.ts"() {
    "use strict";
    init_suite_rule();
    cipher_cbc_default = suiteRule({
      meta: {
        id: "cipher-cbc",
        title: "CBC-mode suites are enabled for TLS 1.2",
        severity: "info",
        category: "cipher",
        security: true,
        docs: {
          why: "TLS's CBC suites MAC before they encrypt, which has produced a decade of padding-oracle and timing attacks (Lucky13, POODLE-TLS, Zombie POODLE). AEAD suites (GCM, ChaCha20-Poly1305) avoid the construction; every client since about 2014 has them. Keep CBC only when very old clients must connect.",
          nginx: { bad: "ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA;", good: "ssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305;" },
          apache: { bad: "SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA", good: "SSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305" }
        }
      },
      // The broken and 3DES suites (also CBC) are reported by their own, stricter rules.
      picks: (s2) => s2.isCbc && !s2.is3des && !s2.isDes && !s2.isRc2 && !s2.isExport && !s2.isNull && !s2.isAnon,
      what: "CBC-mode suites",
      why: () => "CBC in TLS has a history of padding-oracle attacks; AEAD suites avoid it",
      applies: (tls) => tls.protocols.value.some((p) => p === "TLSv1.2" || p === "TLSv1.1" || p === "TLSv1")
    });
  }
});

// rules/cipher-order.ts
function firstInversion(suites, context) {
  for (let i = 0; i < suites.length; i++) {
    const early = suites[i];
    for (let j = i + 1; j < suites.length; j++) {
      const late = suites[j];
      if (suiteRank(late) < suiteRank(early)) return { early, late, why: `${rankLabel(early)} before ${rankLabel(late)}` };
      const ce = bulkCost(early, context);
      const cl = bulkCost(late, context);
      if (suiteRank(late) === suiteRank(early) && ce !== void 0 && cl !== void 0 && ce > cl * SLOWER_FACTOR) {
        return { early, late, why: `${(ce / cl).toFixed(1)}\xD7 the CPU per byte on ${context.hardware.join(" + ")}` };
      }
    }
  }
  return void 0;
}
var rule4, cipher_order_default;
var init_cipher_order = __esm({
  "rules/cipher-order.ts"() {
    "use strict";
    init_ciphers();
    init_helpers();
    rule4 = {
      meta: {
        id: "cipher-order",
        title: "A weaker or slower suite is ordered before a stronger, faster one",
        severity: "warning",
        category: "cipher",
        security: true,
        docs: {
          why: "With server preference on, the server picks the first suite in its own list that the client also offers. A CBC, static-RSA, 3DES or (for the hardware) slower suite ahead of an AEAD suite with forward secrecy is what every client that offers both gets. Which AEAD is cheapest depends on the CPU: AES-GCM with AES-NI or ARMv8 crypto, ChaCha20-Poly1305 without (`--hardware`).",
          nginx: {
            bad: "ssl_prefer_server_ciphers on;\nssl_ciphers AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256;",
            good: "ssl_prefer_server_ciphers on;\nssl_ciphers ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:AES128-SHA;"
          },
          apache: {
            bad: "SSLHonorCipherOrder on\nSSLCipherSuite AES128-SHA:ECDHE-RSA-AES128-GCM-SHA256",
            good: "SSLHonorCipherOrder on\nSSLCipherSuite ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-CHACHA20-POLY1305:AES128-SHA"
          }
        }
      },
      check(model, context) {
        const out = [];
        const inversions = /* @__PURE__ */ new Map();
        const inversionIn = (suites) => {
          if (!inversions.has(suites)) inversions.set(suites, firstInversion(suites, context));
          return inversions.get(suites);
        };
        for (const place of distinctCipherSettings(model)) {
          const tls = place.tls;
          if (!tls.preferServerCiphers.value) continue;
          let first;
          const gens = context.generations.filter((g) => {
            const inversion = inversionIn(place.suites(g));
            first ??= inversion;
            return inversion !== void 0;
          });
          if (!first) continue;
          const advice = adviceFor(model, context);
          out.push({
            message: `with server preference on, ${first.early.name} is ordered before ${first.late.name} (${first.why}) on ${listGenerations(gens)}: clients offering both get the worse one`,
            location: locationOf(tls.ciphers.at),
            fix: { description: advice.description, replacement: advice.cipherDirective || advice.replacement }
          });
        }
        return out;
      }
    };
    cipher_order_default = rule4;
  }
});

// rules/server-cipher-preference.ts
function listShape(suites) {
  let worst = suites[0];
  let worstRank = suiteRank(worst);
  const firstClass = rankClass(worstRank);
  let mixed = false;
  let modern = true;
  for (const s2 of suites) {
    const rank2 = suiteRank(s2);
    if (rank2 > worstRank) {
      worst = s2;
      worstRank = rank2;
    }
    if (rankClass(rank2) !== firstClass) mixed = true;
    if (!(s2.aead && s2.fs)) modern = false;
  }
  return { mixed, modern, worst };
}
var rule5, server_cipher_preference_default;
var init_server_cipher_preference = __esm({
  "rules/server-cipher-preference.ts"() {
    "use strict";
    init_ciphers();
    init_helpers();
    rule5 = {
      meta: {
        id: "server-cipher-preference",
        title: "Server cipher preference is off while suites differ in strength or cost",
        severity: "warning",
        category: "cipher",
        security: true,
        docs: {
          why: "Without server preference the client's order decides, so a client (or an attacker's client) that lists a weak or expensive suite first gets it. When every enabled suite is an AEAD with forward secrecy, leaving the choice to the client is fine (it knows whether it has AES hardware), and this is only informational.",
          nginx: { bad: "ssl_ciphers HIGH:!aNULL:!MD5;\n# ssl_prefer_server_ciphers defaults to off", good: "ssl_ciphers HIGH:!aNULL:!MD5;\nssl_prefer_server_ciphers on;" },
          apache: { bad: "SSLCipherSuite HIGH:!aNULL:!MD5\nSSLHonorCipherOrder off", good: "SSLCipherSuite HIGH:!aNULL:!MD5\nSSLHonorCipherOrder on" }
        }
      },
      check(model, context) {
        const out = [];
        const shapes = /* @__PURE__ */ new Map();
        const shapeOf = (suites) => {
          let shape = shapes.get(suites);
          if (!shape) shapes.set(suites, shape = listShape(suites));
          return shape;
        };
        for (const place of distinctCipherSettings(model)) {
          const tls = place.tls;
          const preference = tls.preferServerCiphers;
          if (preference.value) continue;
          const perGen = context.generations.map((g) => ({ g, suites: place.suites(g) })).filter((x) => x.suites.length > 0);
          if (perGen.length === 0) continue;
          const unequal = perGen.filter((x) => shapeOf(x.suites).mixed);
          const { severity: absentSeverity, note } = absence(model, preference);
          const directive2 = inDialect(model.dialect, { nginx: "ssl_prefer_server_ciphers on;", apache: "SSLHonorCipherOrder on" });
          const at2 = locationOf(preference.defaulted ? tls.ciphers.at : preference.at);
          if (unequal.length === 0) {
            const allModern = perGen.every((x) => shapeOf(x.suites).modern);
            out.push({
              severity: "info",
              message: `server cipher preference is off; ${allModern ? "every enabled suite is an AEAD with forward secrecy, so letting the client choose is fine" : "the enabled suites are of equal strength"}${note}`,
              location: at2,
              fix: { description: "optional: enforce the server order", replacement: directive2 }
            });
            continue;
          }
          const worst = shapeOf(unequal[0].suites).worst;
          const advice = adviceFor(model, context);
          out.push({
            severity: absentSeverity,
            message: `server cipher preference is off while the enabled suites differ in strength on ${listGenerations(unequal.map((x) => x.g))}: a client can pick the worst, ${worst.name}${note}`,
            location: at2,
            fix: { description: `enforce the server's order (${advice.description})`, replacement: `${directive2}
${advice.cipherDirective}`.trim() }
          });
        }
        return out;
      }
    };
    server_cipher_preference_default = rule5;
  }
});

// src/certs/key-shape.ts
function keyOf2(key) {
  const type = key.asymmetricKeyType ?? "unknown";
  const details = key.asymmetricKeyDetails ?? {};
  switch (type) {
    case "rsa":
    case "rsa-pss":
    case "dsa":
      return { type, bits: details.modulusLength };
    case "ec": {
      const named = details.namedCurve ?? "unknown curve";
      const known = CURVES[named];
      const digits = /(\d{3})/.exec(named);
      return known ? { type, curve: known[0], bits: known[1] } : { type, curve: named, bits: digits ? Number(digits[1]) : void 0 };
    }
    case "ed25519":
    case "x25519":
      return { type, bits: 256 };
    case "ed448":
    case "x448":
      return { type, bits: 448 };
    default:
      return { type };
  }
}
function describeKey(k) {
  switch (k.type) {
    case "rsa":
      return `RSA-${k.bits ?? "?"}`;
    case "rsa-pss":
      return `RSA-PSS-${k.bits ?? "?"}`;
    case "dsa":
      return `DSA-${k.bits ?? "?"}`;
    case "ec":
      return `ECDSA ${k.curve}`;
    case "ed25519":
      return "Ed25519";
    case "ed448":
      return "Ed448";
    default:
      return k.type;
  }
}
function isRsa(k) {
  return k.type === "rsa" || k.type === "rsa-pss";
}
function isEllipticSignature(k) {
  return k.type === "ec" || k.type === "ed25519" || k.type === "ed448";
}
function weakness(k) {
  if ((k.type === "rsa" || k.type === "rsa-pss") && k.bits !== void 0 && k.bits < 2048)
    return "RSA keys under 2048 bits are within reach of factoring; public CAs stopped issuing them at the end of 2013 and OpenSSL refuses them at security level 2";
  if (k.type === "dsa" && k.bits !== void 0 && k.bits < 2048) return "DSA keys under 2048 bits are too weak, and browsers no longer accept DSA certificates at all";
  if (k.type === "ec" && k.bits !== void 0 && k.bits < 256) return "elliptic-curve keys under 256 bits give less than 128-bit security and browsers do not support such curves";
  return void 0;
}
var CURVES;
var init_key_shape = __esm({
  "src/certs/key-shape.ts"() {
    "use strict";
    CURVES = {
      prime192v1: ["P-192", 192],
      secp192r1: ["P-192", 192],
      secp224r1: ["P-224", 224],
      prime256v1: ["P-256", 256],
      secp256r1: ["P-256", 256],
      secp384r1: ["P-384", 384],
      secp521r1: ["P-521", 521],
      secp256k1: ["secp256k1", 256]
    };
  }
});

// src/certs/forge.ts
function forge() {
  loaded ??= require("./node-forge.cjs");
  return loaded;
}
function fromDer(der) {
  const f = forge();
  const bytes = Buffer.from(der.buffer, der.byteOffset, der.byteLength).toString("binary");
  const decode2 = f.asn1.fromDer;
  return decode2(bytes, { strict: true, parseAllBytes: true, decodeBitStrings: false });
}
function children(node) {
  return node && Array.isArray(node.value) ? node.value : [];
}
function oidOf(node) {
  if (!node || node.type !== forge().asn1.Type.OID || typeof node.value !== "string") return void 0;
  return forge().asn1.derToOid(node.value);
}
var loaded;
var init_forge = __esm({
  "src/certs/forge.ts"() {
    "use strict";
  }
});

// src/certs/signature.ts
function signatureAlgorithm(der) {
  let algorithm;
  try {
    algorithm = children(fromDer(der))[1];
  } catch {
    return void 0;
  }
  const [oidNode, params] = children(algorithm);
  const oid = oidOf(oidNode);
  if (!oid) return void 0;
  if (oid === RSASSA_PSS) {
    const hash = pssHash(params);
    return { name: `rsassaPss (${hash ?? "unknown digest"})`, oid, hash };
  }
  const known = SIGNATURES2[oid];
  return known ? { name: known[0], oid, hash: known[1] } : { name: oid, oid };
}
function pssHash(params) {
  const explicit = children(params).find((n) => n.tagClass === 128 && n.type === 0);
  if (!explicit) return "sha1";
  const digestOid = oidOf(children(children(explicit)[0])[0]);
  return digestOid ? DIGESTS[digestOid] ?? digestOid : void 0;
}
var SIGNATURES2, DIGESTS, RSASSA_PSS;
var init_signature = __esm({
  "src/certs/signature.ts"() {
    "use strict";
    init_forge();
    SIGNATURES2 = {
      "1.2.840.113549.1.1.2": ["md2WithRSAEncryption", "md2"],
      "1.2.840.113549.1.1.4": ["md5WithRSAEncryption", "md5"],
      "1.2.840.113549.1.1.5": ["sha1WithRSAEncryption", "sha1"],
      "1.3.14.3.2.29": ["sha1WithRSA", "sha1"],
      "1.2.840.113549.1.1.14": ["sha224WithRSAEncryption", "sha224"],
      "1.2.840.113549.1.1.11": ["sha256WithRSAEncryption", "sha256"],
      "1.2.840.113549.1.1.12": ["sha384WithRSAEncryption", "sha384"],
      "1.2.840.113549.1.1.13": ["sha512WithRSAEncryption", "sha512"],
      "1.2.840.10045.4.1": ["ecdsa-with-SHA1", "sha1"],
      "1.2.840.10045.4.3.1": ["ecdsa-with-SHA224", "sha224"],
      "1.2.840.10045.4.3.2": ["ecdsa-with-SHA256", "sha256"],
      "1.2.840.10045.4.3.3": ["ecdsa-with-SHA384", "sha384"],
      "1.2.840.10045.4.3.4": ["ecdsa-with-SHA512", "sha512"],
      "1.2.840.10040.4.3": ["dsa-with-SHA1", "sha1"],
      "2.16.840.1.101.3.4.3.1": ["dsa-with-SHA224", "sha224"],
      "2.16.840.1.101.3.4.3.2": ["dsa-with-SHA256", "sha256"],
      "1.3.101.112": ["ED25519"],
      "1.3.101.113": ["ED448"]
    };
    DIGESTS = {
      "1.2.840.113549.2.5": "md5",
      "1.3.14.3.2.26": "sha1",
      "2.16.840.1.101.3.4.2.4": "sha224",
      "2.16.840.1.101.3.4.2.1": "sha256",
      "2.16.840.1.101.3.4.2.2": "sha384",
      "2.16.840.1.101.3.4.2.3": "sha512"
    };
    RSASSA_PSS = "1.2.840.113549.1.1.10";
  }
});

// src/certs/x509.ts
function verifiesWith(x509, key) {
  try {
    return x509.verify(key);
  } catch {
    return false;
  }
}
function issuedBy(child, parent) {
  try {
    return child.x509.checkIssued(parent.x509) && child.x509.verify(parent.publicKey);
  } catch {
    return false;
  }
}
function dn(text) {
  return text.split("\n").filter((l) => l !== "").reverse().join(", ");
}
function lastCommonName(nodeName) {
  const cns = nodeName.split("\n").filter((l) => l.startsWith("CN="));
  return cns.length > 0 ? cns[cns.length - 1].slice(3) : void 0;
}
function parseOpenSslTime(text) {
  const m = /^([A-Z][a-z]{2}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)? (\d{4,}) GMT$/.exec(text.trim());
  if (!m) return void 0;
  const month = MONTHS.indexOf(m[1]);
  if (month === -1) return void 0;
  const d = new Date(Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])));
  return Number.isNaN(d.getTime()) ? void 0 : d;
}
function parseGeneralNames(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    const colon = text.indexOf(":", i);
    if (colon === -1) break;
    const type = text.slice(i, colon).trim();
    let value2;
    let next;
    if (text[colon + 1] === '"') {
      const { str, end } = readJsonString(text, colon + 1);
      value2 = str;
      next = text.indexOf(", ", end);
    } else {
      next = text.indexOf(", ", colon + 1);
      value2 = text.slice(colon + 1, next === -1 ? text.length : next);
    }
    out.push([type, value2]);
    if (next === -1) break;
    i = next + 2;
  }
  return out;
}
function readJsonString(text, start) {
  let j = start + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
  const raw = text.slice(start, j + 1);
  try {
    return { str: JSON.parse(raw), end: j + 1 };
  } catch {
    return { str: raw.slice(1, -1), end: j + 1 };
  }
}
function parseInfoAccess(text, method) {
  const prefix = `${method} - URI:`;
  return text.split("\n").filter((l) => l.startsWith(prefix)).map((l) => {
    const v = l.slice(prefix.length);
    return v.startsWith('"') ? readJsonString(v, 0).str : v;
  });
}
var CertInfo, MONTHS;
var init_x509 = __esm({
  "src/certs/x509.ts"() {
    "use strict";
    init_key_shape();
    init_signature();
    CertInfo = class {
      constructor(x509, index2, line) {
        this.x509 = x509;
        this.index = index2;
        this.line = line;
        this.subject = dn(x509.subject);
        this.commonName = lastCommonName(x509.subject);
        this.issuer = dn(x509.issuer);
        this.notBefore = parseOpenSslTime(x509.validFrom);
        this.notAfter = parseOpenSslTime(x509.validTo);
        this.key = keyOf2(x509.publicKey);
        const san = parseGeneralNames(x509.subjectAltName ?? "");
        this.dnsNames = san.filter(([t]) => t === "DNS").map(([, v]) => v);
        this.ipAddresses = san.filter(([t]) => t === "IP Address").map(([, v]) => v);
        const access = x509.infoAccess ?? "";
        this.caIssuers = parseInfoAccess(access, "CA Issuers");
        this.ocspResponders = parseInfoAccess(access, "OCSP");
        this.fingerprint = x509.fingerprint256;
        this.isCa = x509.ca;
        this.selfSigned = x509.subject === x509.issuer && verifiesWith(x509, x509.publicKey);
      }
      x509;
      index;
      line;
      subject;
      /** The subject's CN, when there is one. */
      commonName;
      issuer;
      notBefore;
      notAfter;
      key;
      dnsNames;
      ipAddresses;
      /** AIA caIssuers URLs: where a client (or the admin) can fetch the issuer. */
      caIssuers;
      /** AIA OCSP URLs: none means the server has nothing to staple. */
      ocspResponders;
      fingerprint;
      isCa;
      selfSigned;
      sig;
      get publicKey() {
        return this.x509.publicKey;
      }
      /** Display name: the CN when there is one, else the whole subject. */
      get label() {
        return this.commonName ?? (this.subject || "(empty subject)");
      }
      get keyDescription() {
        return describeKey(this.key);
      }
      /** Read lazily: only cert-weak-signature needs it, and it is what loads node-forge. */
      get signature() {
        if (this.sig === void 0) this.sig = signatureAlgorithm(this.x509.raw) ?? null;
        return this.sig ?? void 0;
      }
    };
    MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  }
});

// src/certs/chain.ts
function analyzeChain(entries, ownCount) {
  const served = entries.map((e, i) => ({ ...e, position: i + 1 }));
  const issued = served.map(
    (child, i) => served.map((parent, j) => i !== j && child.cert.issuer === parent.cert.subject && issuedBy(child.cert, parent.cert))
  );
  const issuesSomething = (j) => issued.some((row) => row[j]);
  const own = served.slice(0, Math.max(1, ownCount));
  const candidates = own.filter((s2) => !issuesSomething(s2.position - 1));
  const leaf = (candidates.includes(served[0]) ? served[0] : void 0) ?? candidates.find((s2) => !s2.cert.isCa) ?? candidates[0] ?? served[0];
  const path = [leaf];
  for (let cur = leaf; !cur.cert.selfSigned; ) {
    const next = served.find((s2) => !path.includes(s2) && issued[cur.position - 1][s2.position - 1]);
    if (!next) break;
    path.push(next);
    cur = next;
  }
  const onPath = new Set(path);
  const unrelated = served.filter((s2) => !onPath.has(s2) && !path.some((p) => issued[p.position - 1][s2.position - 1]));
  const related = served.filter((s2) => !unrelated.includes(s2));
  let inOrder = related[0] === leaf;
  for (let i = 1; i < related.length && inOrder; i++) {
    const j = related[i].position - 1;
    inOrder = related.slice(0, i).some((earlier) => issued[earlier.position - 1][j]);
  }
  const issuerMissing = !leaf.cert.selfSigned && path.length === 1;
  const namesakeIssuer = issuerMissing ? served.find((s2) => s2 !== leaf && s2.cert.subject === leaf.cert.issuer) : void 0;
  return {
    served,
    leaf,
    path,
    expectedOrder: inOrder ? void 0 : [...path, ...related.filter((s2) => !onPath.has(s2))],
    roots: served.filter((s2) => s2 !== leaf && s2.cert.selfSigned),
    unrelated,
    issuerMissing,
    namesakeIssuer
  };
}
var init_chain = __esm({
  "src/certs/chain.ts"() {
    "use strict";
    init_x509();
  }
});

// src/certs/dh.ts
function dhPrimeBits(der) {
  let prime;
  try {
    prime = children(fromDer(der))[0];
  } catch {
    return void 0;
  }
  if (!prime || prime.type !== 2 || typeof prime.value !== "string") return void 0;
  const bytes = prime.value;
  let i = 0;
  while (i < bytes.length && bytes.charCodeAt(i) === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes.charCodeAt(i)));
}
var DH_LABELS;
var init_dh = __esm({
  "src/certs/dh.ts"() {
    "use strict";
    init_forge();
    DH_LABELS = /* @__PURE__ */ new Set(["DH PARAMETERS", "X9.42 DH PARAMETERS"]);
  }
});

// src/certs/pem.ts
function pemBlocks(text) {
  const blocks = [];
  BEGIN.lastIndex = 0;
  let from = 0;
  let line = 1;
  for (let m = BEGIN.exec(text); m !== null; m = BEGIN.exec(text)) {
    line += countLines(text, from, m.index);
    from = m.index;
    const label = m[1];
    const endMarker = `-----END ${label}-----`;
    const endAt = text.indexOf(endMarker, m.index + m[0].length);
    const bodyStart = m.index + m[0].length;
    if (endAt === -1) {
      blocks.push({ label, line, start: m.index, end: text.length, headers: [], unterminated: true });
      break;
    }
    const end = endAt + endMarker.length;
    blocks.push({ label, line, start: m.index, end, headers: headersOf(text.slice(bodyStart, endAt)), unterminated: false });
    BEGIN.lastIndex = end;
  }
  return blocks;
}
function blockDer(text, block) {
  const inner = text.slice(block.start, block.end).split(/\r?\n/).slice(1, -1);
  const body = inner.filter((l) => !l.includes(":") && l.trim() !== "").join("");
  return Buffer.from(body, "base64");
}
function headersOf(inner) {
  const headers = [];
  for (const l of inner.split(/\r?\n/)) {
    if (l.trim() === "") continue;
    if (!l.includes(":")) break;
    headers.push(l.trim());
  }
  return headers;
}
function countLines(text, from, to) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
var BEGIN;
var init_pem = __esm({
  "src/certs/pem.ts"() {
    "use strict";
    BEGIN = /^-----BEGIN ([A-Z0-9 .#]+)-----[ \t]*\r?$/gm;
  }
});

// src/certs/private-key.ts
function isEncrypted(block) {
  return block.label === "ENCRYPTED PRIVATE KEY" || block.headers.some((h) => /^Proc-Type:\s*4,\s*ENCRYPTED/i.test(h));
}
function parsePrivateKey(text, block) {
  if (isEncrypted(block)) {
    return { line: block.line, kind: "encrypted", reason: "it is encrypted with a passphrase" };
  }
  if (block.label === "OPENSSH PRIVATE KEY") {
    return { line: block.line, kind: "unsupported", reason: "it is an OpenSSH key, which neither nginx nor Apache can load" };
  }
  if (block.unterminated) return { line: block.line, kind: "invalid", reason: `its "-----END ${block.label}-----" line is missing` };
  let privateKey;
  try {
    privateKey = decode(text.slice(block.start, block.end));
  } catch (err) {
    const code = err.code;
    if (code === "ERR_MISSING_PASSPHRASE") return { line: block.line, kind: "encrypted", reason: "it is encrypted with a passphrase" };
    return { line: block.line, kind: "invalid", reason: `OpenSSL cannot decode it${code ? ` (${code})` : ""}` };
  }
  return { line: block.line, shape: keyOf2(privateKey), publicKey: (0, import_node_crypto3.createPublicKey)(privateKey) };
}
function decode(pem) {
  try {
    return (0, import_node_crypto3.createPrivateKey)({ key: pem, format: "pem" });
  } catch (err) {
    if (err.code === "ERR_MISSING_PASSPHRASE") throw err;
    return (0, import_node_crypto3.createPrivateKey)({ key: pem, format: "pem" });
  }
}
function isKeyProblem(k) {
  return "kind" in k;
}
function keyMatches(key, certificateKey) {
  if (key.publicKey.asymmetricKeyType !== certificateKey.asymmetricKeyType) return false;
  try {
    return key.publicKey.equals(certificateKey);
  } catch {
    return false;
  }
}
var import_node_crypto3, PRIVATE_KEY_LABELS;
var init_private_key = __esm({
  "src/certs/private-key.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    init_key_shape();
    PRIVATE_KEY_LABELS = /* @__PURE__ */ new Set([
      "PRIVATE KEY",
      "RSA PRIVATE KEY",
      "EC PRIVATE KEY",
      "DSA PRIVATE KEY",
      "ENCRYPTED PRIVATE KEY",
      "ANY PRIVATE KEY",
      "OPENSSH PRIVATE KEY"
    ]);
  }
});

// src/certs/cert-file.ts
function parseCertFile(bytes) {
  const file = { certs: [], keys: [], keyProblems: [], dhParams: [], problems: [], encoding: "pem" };
  const text = bytes.toString("latin1");
  const blocks = pemBlocks(text);
  if (blocks.length === 0) {
    file.encoding = looksLikeDerCertificate(bytes) ? "der" : "none";
    return file;
  }
  for (const block of blocks) {
    if (CERT_LABELS.has(block.label)) {
      const parsed = parseCertificate(text, block.start, block.end, file.certs.length + 1, block.line, block.unterminated);
      if (parsed instanceof CertInfo) file.certs.push(parsed);
      else file.problems.push({ line: block.line, what: "certificate", reason: parsed });
    } else if (PRIVATE_KEY_LABELS.has(block.label)) {
      const key = parsePrivateKey(text, block);
      if (isKeyProblem(key)) file.keyProblems.push(key);
      else file.keys.push(key);
    } else if (DH_LABELS.has(block.label)) {
      const bits = block.unterminated ? void 0 : dhPrimeBits(blockDer(text, block));
      if (bits === void 0) file.problems.push({ line: block.line, what: "DH parameters", reason: "they are not a valid DH parameter sequence" });
      else file.dhParams.push({ line: block.line, primeBits: bits });
    }
  }
  return file;
}
function parseCertificate(text, start, end, index2, line, unterminated) {
  if (unterminated) return 'its "-----END CERTIFICATE-----" line is missing';
  try {
    return new CertInfo(new import_node_crypto4.X509Certificate(text.slice(start, end)), index2, line);
  } catch (err) {
    const code = err.code;
    return `OpenSSL cannot decode it${code ? ` (${code})` : ""}`;
  }
}
function looksLikeDerCertificate(bytes) {
  if (bytes.length < 2 || bytes[0] !== 48) return false;
  try {
    new import_node_crypto4.X509Certificate(bytes);
    return true;
  } catch {
    return false;
  }
}
var import_node_crypto4, CERT_LABELS;
var init_cert_file = __esm({
  "src/certs/cert-file.ts"() {
    "use strict";
    import_node_crypto4 = require("node:crypto");
    init_dh();
    init_pem();
    init_private_key();
    init_x509();
    CERT_LABELS = /* @__PURE__ */ new Set(["CERTIFICATE", "X509 CERTIFICATE", "TRUSTED CERTIFICATE"]);
  }
});

// src/certs/read.ts
function failure(kind, message) {
  const key = `${kind}\0${message}`;
  const known = failures.get(key);
  if (known) return known;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const made2 = new ReadFailure(kind, message);
    if (failures.size < 64) failures.set(key, made2);
    return made2;
  } finally {
    Error.stackTraceLimit = limit;
  }
}
function asReadFailure(err) {
  if (err instanceof ReadFailure) return err;
  const code = err?.code;
  switch (code) {
    case "ENOENT":
      return failure("missing", "no such file");
    case "ENOTDIR":
      return failure("missing", "a component of the path is not a directory");
    case "EACCES":
    case "EPERM":
      return failure("denied", "permission denied");
    case "EISDIR":
      return failure("not-a-file", "it is a directory");
    case "ELOOP":
      return failure("missing", "too many symbolic links (a loop?)");
    default:
      return failure("io", code ? `read error ${code}` : "read error");
  }
}
function createCertReader(read = readCertFile) {
  const listings = /* @__PURE__ */ new Map();
  const absentDirs = /* @__PURE__ */ new Map();
  const listing = (dir) => {
    if (listings.has(dir)) return listings.get(dir);
    let names;
    try {
      (0, import_node_fs9.accessSync)(dir, import_node_fs9.constants.X_OK);
      names = new Set((0, import_node_fs9.readdirSync)(dir));
      if (caseInsensitive(dir, names)) names = void 0;
    } catch {
      names = void 0;
    }
    listings.set(dir, names);
    return names;
  };
  const absent = (dir) => {
    if (dir === "/") return false;
    const known = absentDirs.get(dir);
    if (known !== void 0) return known;
    const cut = dir.lastIndexOf("/");
    let result = absent(dirname2(dir, cut));
    if (!result) result = listing(dirname2(dir, cut))?.has(dir.slice(cut + 1)) === false;
    absentDirs.set(dir, result);
    return result;
  };
  if (process.platform !== "linux") return read;
  const settles = (path) => path.startsWith("/") && !/\/\.{0,2}(\/|$)/.test(path);
  let missing2;
  const knownFailure = (path) => settles(path) && absent(dirname2(path, path.lastIndexOf("/"))) ? missing2 ??= failure("missing", "no such file") : void 0;
  const reader = (path) => {
    const known = knownFailure(path);
    if (known) throw known;
    return read(path);
  };
  reader.knownFailure = knownFailure;
  return reader;
}
function dirname2(path, lastSlash) {
  return lastSlash === 0 ? "/" : path.slice(0, lastSlash);
}
function caseInsensitive(dir, names) {
  for (const name of names) {
    const swapped = name.toUpperCase() !== name ? name.toUpperCase() : name.toLowerCase();
    if (swapped === name || names.has(swapped)) continue;
    return (0, import_node_fs9.statSync)(import_node_path10.posix.join(dir, swapped), { throwIfNoEntry: false }) !== void 0;
  }
  return false;
}
var import_node_fs9, import_node_path10, MAX_CERT_FILE_BYTES, ReadFailure, failures, readCertFile;
var init_read2 = __esm({
  "src/certs/read.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_path10 = require("node:path");
    MAX_CERT_FILE_BYTES = 4 * 1024 * 1024;
    ReadFailure = class extends Error {
      constructor(kind, message) {
        super(message);
        this.kind = kind;
      }
      kind;
    };
    failures = /* @__PURE__ */ new Map();
    readCertFile = (path) => {
      let size;
      try {
        const st = (0, import_node_fs9.statSync)(path, { throwIfNoEntry: false });
        if (st === void 0) throw failure("missing", "no such file");
        if (st.isDirectory()) throw failure("not-a-file", "it is a directory");
        if (!st.isFile()) throw failure("not-a-file", "it is not a regular file");
        size = st.size;
      } catch (err) {
        throw asReadFailure(err);
      }
      if (size > MAX_CERT_FILE_BYTES) throw failure("too-large", `it is ${size} bytes, more than any certificate file should be`);
      let fd;
      try {
        fd = (0, import_node_fs9.openSync)(path, "r");
        const st = (0, import_node_fs9.fstatSync)(fd);
        if (!st.isFile()) throw failure("not-a-file", "it is not a regular file");
        const limit = Math.min(st.size, MAX_CERT_FILE_BYTES);
        const buf = Buffer.alloc(limit);
        let got = 0;
        while (got < limit) {
          const n = (0, import_node_fs9.readSync)(fd, buf, got, limit - got, got);
          if (n === 0) break;
          got += n;
        }
        return got === limit ? buf : buf.subarray(0, got);
      } catch (err) {
        throw asReadFailure(err);
      } finally {
        if (fd !== void 0) (0, import_node_fs9.closeSync)(fd);
      }
    };
  }
});

// src/certs/cache.ts
function certCacheFor(model) {
  let cache2 = perModel.get(model);
  if (!cache2) {
    cache2 = new CertCache();
    perModel.set(model, cache2);
  }
  return cache2;
}
var CertCache, perModel;
var init_cache = __esm({
  "src/certs/cache.ts"() {
    "use strict";
    init_chain();
    init_cert_file();
    init_read2();
    CertCache = class {
      /** `read` must return a buffer the cache may keep or wipe. */
      constructor(read = createCertReader()) {
        this.read = read;
      }
      read;
      /** How often the disk was asked and OpenSSL parsed: the once-per-path contract, observable. */
      stats = { reads: 0, parses: 0 };
      files = /* @__PURE__ */ new Map();
      chains = /* @__PURE__ */ new Map();
      derived = /* @__PURE__ */ new Map();
      /** One outcome object per reason: paths that fail alike (thousands of missing files) share it. */
      failed = /* @__PURE__ */ new Map();
      load(resolved) {
        const known = this.files.get(resolved);
        if (known) return known;
        let loaded2;
        let bytes;
        this.stats.reads++;
        const settled = this.read.knownFailure?.(resolved);
        if (settled) loaded2 = this.failure(settled);
        else {
          try {
            bytes = this.read(resolved);
          } catch (err) {
            loaded2 = this.failure(asReadFailure(err));
          }
        }
        if (bytes) {
          this.stats.parses++;
          loaded2 = { ok: true, file: parseCertFile(bytes) };
          bytes.fill(0);
        }
        this.files.set(resolved, loaded2);
        return loaded2;
      }
      failure(failure2) {
        let loaded2 = this.failed.get(failure2);
        if (!loaded2) this.failed.set(failure2, loaded2 = { ok: false, failure: failure2 });
        return loaded2;
      }
      /** A value computed once per run from this model's files (e.g. the served chains every rule walks). */
      once(key, compute2) {
        if (!this.derived.has(key)) this.derived.set(key, compute2());
        return this.derived.get(key);
      }
      /**
       * The certificates a server sends for one certificate file (plus Apache chain files),
       * analysed once. `firstOnly`: Apache before 2.4.8 sends only the first certificate of
       * SSLCertificateFile.
       */
      chain(certPath, chainPaths, firstOnly = false) {
        const key = [firstOnly ? "first" : "all", certPath, ...chainPaths].join("\0");
        const known = this.chains.get(key);
        if (known) return known;
        const main2 = this.load(certPath);
        if (!main2.ok || main2.file.certs.length === 0) return void 0;
        const extra = chainPaths.flatMap((p) => {
          const l = this.load(p);
          return l.ok ? l.file.certs.map((cert) => ({ cert, path: p })) : [];
        });
        const own = firstOnly ? main2.file.certs.slice(0, 1) : main2.file.certs;
        const report = analyzeChain([...own.map((cert) => ({ cert, path: certPath })), ...extra], own.length);
        this.chains.set(key, report);
        return report;
      }
    };
    perModel = /* @__PURE__ */ new WeakMap();
  }
});

// src/certs/served.ts
function servedPairs(model) {
  const pairs = [];
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    const s2 = server;
    tls.certificates.forEach((cert, index2) => {
      const keyRef = tls.keys[index2];
      const keySource = keyRef ?? (server.dialect === "apache" ? cert : void 0);
      pairs.push({ server: s2, index: index2, cert, keyRef, keySource, chainRefs: server.dialect === "apache" ? tls.chainFiles : [] });
    });
  }
  return pairs;
}
function isStaticPath(ref) {
  return ref.resolved.startsWith("/") && !ref.path.includes("$") && !ref.path.startsWith("data:");
}
function isExternalKey(ref) {
  return /^(engine|pkcs11|store):/.test(ref.path);
}
function chainOf(cache2, pair, firstOnly) {
  if (!isStaticPath(pair.cert)) return void 0;
  return cache2.chain(
    pair.cert.resolved,
    pair.chainRefs.filter(isStaticPath).map((r) => r.resolved),
    firstOnly
  );
}
function sendsFirstCertificateOnly(model) {
  if (model.dialect !== "apache") return false;
  const version = parseVersion(model.serverVersion);
  return version !== void 0 && !atLeast(version, "2.4.8");
}
var init_served = __esm({
  "src/certs/served.ts"() {
    "use strict";
    init_version();
  }
});

// src/certs/audit.ts
function servedChains(model) {
  const cache2 = certCacheFor(model);
  return cache2.once("served-chains", () => collect(model, cache2));
}
function collect(model, cache2) {
  const out = [];
  const firstOnly = sendsFirstCertificateOnly(model);
  for (const pair of servedPairs(model)) {
    const chain = chainOf(cache2, pair, firstOnly);
    if (chain) out.push({ pair, chain, cache: cache2 });
  }
  return out;
}
function byServer(chains) {
  const map = /* @__PURE__ */ new Map();
  for (const c of chains) {
    const list = map.get(c.pair.server);
    if (list) list.push(c);
    else map.set(c.pair.server, [c]);
  }
  return map;
}
function refOf(pair, s2) {
  if (s2.path === pair.cert.resolved) return pair.cert;
  return pair.chainRefs.find((r) => r.resolved === s2.path) ?? pair.cert;
}
function roleOf(chain, s2) {
  if (s2 === chain.leaf) return "leaf";
  return s2.cert.selfSigned ? "root" : "intermediate";
}
function evaluated(chain) {
  return chain.served.filter((s2) => s2 === chain.leaf || !s2.cert.selfSigned);
}
var init_audit = __esm({
  "src/certs/audit.ts"() {
    "use strict";
    init_cache();
    init_served();
  }
});

// src/certs/report.ts
function directiveName(dialect, role) {
  return DIRECTIVES[dialect][role];
}
function directive(dialect, role, path) {
  if (dialect === "nginx") {
    const p2 = /[\s;{}"'#\\]/.test(path) ? `"${path.replace(/(["\\])/g, "\\$1")}"` : path;
    return `${DIRECTIVES.nginx[role]} ${p2};`;
  }
  const p = /[\s"]/.test(path) || role === "dhparam" ? `"${path.replace(/"/g, '\\"')}"` : path;
  return `${DIRECTIVES.apache[role]} ${p}`;
}
function sibling(written2, name) {
  return import_node_path11.posix.join(import_node_path11.posix.dirname(written2), name);
}
function locationOf2(span) {
  return span;
}
function utc(d) {
  return `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
function wholeDays(from, to) {
  return Math.floor((to.getTime() - from.getTime()) / DAY);
}
function days(n) {
  return n === 1 ? "1 day" : `${n} days`;
}
function certPhrase(role, label) {
  return `the ${role === "certificate" ? "" : `${role} `}certificate "${label}"`;
}
function withArticle(keyDescription) {
  return `${/^(RSA|ECDSA|Ed|unknown)/.test(keyDescription) ? "an" : "a"} ${keyDescription}`;
}
function sameLocation(a, b) {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}
var import_node_path11, DIRECTIVES, DAY, Findings;
var init_report2 = __esm({
  "src/certs/report.ts"() {
    "use strict";
    import_node_path11 = require("node:path");
    init_place_map();
    DIRECTIVES = {
      nginx: {
        certificate: "ssl_certificate",
        key: "ssl_certificate_key",
        chain: "ssl_certificate",
        dhparam: "ssl_dhparam",
        trusted: "ssl_trusted_certificate"
      },
      apache: {
        certificate: "SSLCertificateFile",
        key: "SSLCertificateKeyFile",
        chain: "SSLCertificateChainFile",
        dhparam: "SSLOpenSSLConfCmd DHParameters",
        trusted: "SSLCACertificateFile"
      }
    };
    DAY = 24 * 60 * 60 * 1e3;
    Findings = class {
      // A tree linted away from its server has a distinct missing path per site: keyed by place
      // without a key string, and a second message at the same place (rare) goes to `more`.
      byPlace = new PlaceMap();
      more = /* @__PURE__ */ new Map();
      order = [];
      add(at2, finding2) {
        const span = "resolved" in at2 ? at2.at : at2;
        const first = this.byPlace.get(span.file, span.line, span.column);
        const moreKey = first === void 0 || first.message === finding2.message ? "" : `${span.file}\0${span.line}:${span.column}\0${finding2.message}`;
        const known = moreKey === "" ? first : this.more.get(moreKey);
        if (known) {
          for (const r of finding2.related ?? []) {
            if (!known.related?.some((k) => sameLocation(k, r))) (known.related ??= []).push(r);
          }
          return;
        }
        const created = { message: finding2.message, location: locationOf2(span) };
        if (finding2.severity !== void 0) created.severity = finding2.severity;
        if (finding2.fix !== void 0) created.fix = finding2.fix;
        if (finding2.related !== void 0) created.related = [...finding2.related];
        if (first === void 0) this.byPlace.set(span.file, span.line, span.column, created);
        else this.more.set(moreKey, created);
        this.order.push(created);
      }
      /** The findings in the order first added; the collector is done with them. */
      list() {
        return this.order;
      }
    };
  }
});

// rules/cert-chain-incomplete.ts
function reportMissingIssuer(out, { pair, chain, cache: cache2 }, chainFileDeprecated) {
  const leaf = chain.leaf.cert;
  const dialect = pair.server.dialect;
  const loaded2 = cache2.load(pair.cert.resolved);
  const ignoredInFile = !chainFileDeprecated && dialect === "apache" && loaded2.ok && loaded2.file.certs.length > 1;
  const where = ignoredInFile ? `Apache before 2.4.8 sends only the first certificate of "${pair.cert.path}" (the leaf "${leaf.label}")${pair.chainRefs.length > 0 ? ", and no SSLCertificateChainFile holds" : ", so clients never get"}` : pair.chainRefs.length > 0 ? `neither "${pair.cert.path}" nor the SSLCertificateChainFile holds` : `"${pair.cert.path}" holds the leaf certificate "${leaf.label}" but not`;
  const parts = [`${where} its issuer "${leaf.issuer}"`];
  if (chain.namesakeIssuer) parts.push(`(certificate #${chain.namesakeIssuer.position} has that name but did not sign this leaf: a different generation of the intermediate?)`);
  let message = `${parts.join(" ")}: clients that do not already have this intermediate fail to verify the server or stall fetching it`;
  if (leaf.caIssuers.length > 0) message += `; the issuer can be downloaded from ${leaf.caIssuers.join(", ")}`;
  const trusted = pair.server.tls.trustedCertificate;
  if (dialect === "nginx" && trusted && holdsIssuer(cache2, trusted.resolved, chain.leaf.cert, isStaticPath(trusted))) {
    message += `; ssl_trusted_certificate "${trusted.path}" holds it, but nginx only uses that file to verify OCSP responses and client certificates, never sends it`;
  }
  const fullchain = sibling(pair.cert.path, "fullchain.pem");
  const useChainFile = dialect === "apache" && !chainFileDeprecated;
  let description;
  if (useChainFile) {
    description = "name the intermediate certificate(s) in SSLCertificateChainFile (before 2.4.8, Apache sends only the first certificate of SSLCertificateFile)";
  } else if (import_node_path12.posix.basename(pair.cert.path) === "cert.pem" && siblingHoldsChain(cache2, pair.cert.resolved, chain.leaf.cert)) {
    description = `serve "${fullchain}", next to it: it holds this leaf followed by its issuer`;
  } else {
    description = `append the issuer certificate(s) after the leaf (e.g. \`cat ${pair.cert.path} intermediate.pem > ${fullchain}\`), or use the full-chain file your CA issued, and serve that file`;
  }
  out.add(pair.cert, {
    message,
    fix: {
      description,
      replacement: useChainFile ? directive("apache", "chain", sibling(pair.cert.path, "chain.pem")) : directive(dialect, "certificate", fullchain)
    },
    related: pair.chainRefs.length > 0 ? pair.chainRefs.map((r) => locationOf2(r.at)) : void 0
  });
}
function reportChainFiles(out, model) {
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    for (const ref of tls.chainFiles) {
      const certPath = tls.certificates[0]?.path;
      out.add(ref, {
        severity: "info",
        message: `SSLCertificateChainFile is deprecated since Apache 2.4.8: put the intermediates in the SSLCertificateFile file after the leaf${tls.certificates.length > 1 ? " (with several certificates, one chain file cannot serve them all)" : ""}`,
        fix: {
          description: "append the chain to the certificate file, leaf first, serve that file and remove SSLCertificateChainFile",
          replacement: directive("apache", "certificate", certPath ? sibling(certPath, "fullchain.pem") : sibling(ref.path, "fullchain.pem"))
        }
      });
    }
  }
}
function holdsIssuer(cache2, resolved, leaf, readable) {
  if (!readable) return false;
  const loaded2 = cache2.load(resolved);
  return loaded2.ok && loaded2.file.certs.some((c) => issuedBy(leaf, c));
}
function siblingHoldsChain(cache2, certResolved, leaf) {
  const loaded2 = cache2.load(import_node_path12.posix.join(import_node_path12.posix.dirname(certResolved), "fullchain.pem"));
  if (!loaded2.ok) return false;
  const certs = loaded2.file.certs;
  return certs[0]?.fingerprint === leaf.fingerprint && certs.some((c) => issuedBy(leaf, c));
}
var import_node_path12, rule6, cert_chain_incomplete_default;
var init_cert_chain_incomplete = __esm({
  "rules/cert-chain-incomplete.ts"() {
    "use strict";
    import_node_path12 = require("node:path");
    init_audit();
    init_report2();
    init_served();
    init_x509();
    rule6 = {
      meta: {
        id: "cert-chain-incomplete",
        title: "The served chain lacks the intermediate certificate",
        severity: "error",
        category: "certificate",
        security: false,
        docs: {
          why: "Clients hold root certificates, not intermediates: the server must send the leaf followed by the intermediate(s). When the file holds only the leaf (`cert.pem` where `fullchain.pem` belonged), browsers that happen to have the intermediate cached work, while curl, mobile apps, API clients and fresh browsers fail or stall fetching it. `nginx -t` and `apachectl configtest` accept such a config. Fires when the leaf is not self-signed and none of the served certificates issued it (for Apache, `SSLCertificateFile` plus `SSLCertificateChainFile`). Also reports, as info, every `SSLCertificateChainFile`: deprecated since Apache 2.4.8, and one chain file cannot serve two certificates (RSA and ECDSA) with different issuers.",
          nginx: {
            bad: "ssl_certificate /etc/letsencrypt/live/example.com/cert.pem;",
            good: "ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;"
          },
          apache: {
            bad: "SSLCertificateFile /etc/letsencrypt/live/example.com/cert.pem",
            good: "SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        const chainFileDeprecated = model.dialect === "apache" && !sendsFirstCertificateOnly(model);
        for (const served of servedChains(model)) {
          if (served.chain.issuerMissing) reportMissingIssuer(out, served, chainFileDeprecated);
        }
        if (chainFileDeprecated) reportChainFiles(out, model);
        return out.list();
      }
    };
    cert_chain_incomplete_default = rule6;
  }
});

// rules/cert-chain-order.ts
var rule7, cert_chain_order_default;
var init_cert_chain_order = __esm({
  "rules/cert-chain-order.ts"() {
    "use strict";
    init_audit();
    init_report2();
    rule7 = {
      meta: {
        id: "cert-chain-order",
        title: "The certificates in the chain file are out of order",
        severity: "error",
        category: "certificate",
        security: false,
        docs: {
          why: 'The server sends the file as written, and TLS 1.2 requires the leaf first, then the certificate that issued it, and so on (TLS 1.3 tolerates disorder, many clients do not). Both nginx and Apache take the first certificate of the file as the server\'s own: with the intermediate first they fail to start ("key values mismatch") or serve the intermediate as the site certificate. A sent certificate that certifies nothing in the chain (a leftover, or an Apache `SSLCertificateChainFile` meant for another certificate) is reported too.',
          nginx: {
            bad: "# fullchain.pem holds: intermediate, then leaf\nssl_certificate /etc/ssl/example.com/fullchain.pem;",
            good: "# fullchain.pem holds: leaf, then intermediate\nssl_certificate /etc/ssl/example.com/fullchain.pem;"
          },
          apache: {
            bad: "# fullchain.pem holds: intermediate, then leaf\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem",
            good: "# fullchain.pem holds: leaf, then intermediate\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        for (const { pair, chain } of servedChains(model)) {
          if (!chain.expectedOrder && chain.unrelated.length === 0) continue;
          const files = new Set(chain.served.map((s2) => s2.path));
          const name = (s2) => `#${s2.position} "${s2.cert.label}"${files.size > 1 ? ` (from "${refOf(pair, s2).path}")` : ""}`;
          const parts = [];
          if (chain.expectedOrder) {
            parts.push(
              `the certificates in "${pair.cert.path}" are not in leaf \u2192 issuer order: the server sends ${chain.served.map(name).join(", ")}; clients expect ${chain.expectedOrder.map(name).join(" \u2192 ")}`
            );
            if (chain.served[0] !== chain.leaf) {
              parts.push(`the server takes the first certificate ("${chain.served[0].cert.label}") as its own, so it fails to start with a key mismatch or presents the wrong certificate`);
            }
          }
          const stray = chain.unrelated.map(name).join(", ");
          parts.push(
            chain.unrelated.length === 0 ? "" : `${chain.expectedOrder ? "" : `with "${pair.cert.path}" the server also sends `}${stray}, which certif${chain.unrelated.length === 1 ? "ies" : "y"} nothing in the chain of "${chain.leaf.cert.label}"`
          );
          out.add(pair.cert, {
            message: parts.filter((p) => p !== "").join("; "),
            fix: {
              description: `send the leaf first, then each issuer: ${chain.path.map((s2) => `"${s2.cert.label}"`).join(", ")}${chain.unrelated.length > 0 ? `, and nothing else (remove ${chain.unrelated.map((s2) => `"${s2.cert.label}"`).join(", ")})` : ""}`
            },
            related: pair.chainRefs.length > 0 ? pair.chainRefs.map((r) => locationOf2(r.at)) : void 0
          });
        }
        return out.list();
      }
    };
    cert_chain_order_default = rule7;
  }
});

// rules/cert-chain-root-included.ts
var rule8, cert_chain_root_included_default;
var init_cert_chain_root_included = __esm({
  "rules/cert-chain-root-included.ts"() {
    "use strict";
    init_audit();
    init_report2();
    rule8 = {
      meta: {
        id: "cert-chain-root-included",
        title: "The served chain includes the root certificate",
        severity: "info",
        category: "certificate",
        security: false,
        docs: {
          why: "A client only trusts a root it already holds, so a root sent by the server is never used: it is dead weight in every full handshake (often over a kilobyte, which can push the first flight past the initial congestion window and cost a round trip). Self-signed leaves are not meant here.",
          nginx: {
            bad: "# bundle.pem holds: leaf, intermediate, root\nssl_certificate /etc/ssl/example.com/bundle.pem;",
            good: "# fullchain.pem holds: leaf, intermediate\nssl_certificate /etc/ssl/example.com/fullchain.pem;"
          },
          apache: {
            bad: "# bundle.pem holds: leaf, intermediate, root\nSSLCertificateFile /etc/ssl/example.com/bundle.pem",
            good: "# fullchain.pem holds: leaf, intermediate\nSSLCertificateFile /etc/ssl/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        for (const { pair, chain } of servedChains(model)) {
          for (const root of chain.roots) {
            const ref = refOf(pair, root);
            out.add(ref, {
              message: `"${ref.path}" sends the self-signed root "${root.cert.label}" (certificate #${root.position}): clients use only the roots they already hold, so its ${root.cert.x509.raw.length} bytes are wasted in every full handshake`,
              fix: { description: `remove the root certificate "${root.cert.label}" from the file, keeping the leaf and its intermediate(s)` }
            });
          }
        }
        return out.list();
      }
    };
    cert_chain_root_included_default = rule8;
  }
});

// rules/cert-expired.ts
var rule9, cert_expired_default;
var init_cert_expired = __esm({
  "rules/cert-expired.ts"() {
    "use strict";
    init_audit();
    init_report2();
    rule9 = {
      meta: {
        id: "cert-expired",
        title: "A served certificate is expired or not yet valid",
        severity: "error",
        category: "certificate",
        security: true,
        docs: {
          why: "Every client refuses a certificate outside its validity period, so the site is down for all of them. A not-yet-valid certificate usually means the file was swapped in before its start date or the clock of the machine that issued it was wrong. Intermediates expire too (and the server sends them): a stale intermediate in a bundle breaks the chain while the leaf is still fine.",
          nginx: {
            bad: "ssl_certificate /etc/ssl/old/fullchain.pem;  # notAfter passed",
            good: "ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # renewed"
          },
          apache: {
            bad: "SSLCertificateFile /etc/ssl/old/fullchain.pem",
            good: "SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem"
          }
        }
      },
      check(model, context) {
        const out = new Findings();
        const now = context.now;
        for (const { pair, chain } of servedChains(model)) {
          for (const s2 of evaluated(chain)) {
            const { notBefore, notAfter } = s2.cert;
            const ref = refOf(pair, s2);
            const role = roleOf(chain, s2);
            const what = `${certPhrase(role, s2.cert.label)} in "${ref.path}"`;
            const fix = {
              description: role === "leaf" ? "renew the certificate (e.g. `certbot renew`, or your CA) and reload the server" : "replace the intermediate with the current one your CA publishes (download the fresh full chain) and reload the server"
            };
            if (notAfter && notAfter.getTime() < now.getTime()) {
              out.add(ref, { message: `${what} expired on ${utc(notAfter)} (${days(wholeDays(notAfter, now))} ago): every client rejects it`, fix });
            } else if (notBefore && notBefore.getTime() > now.getTime()) {
              const wait = wholeDays(now, notBefore);
              out.add(ref, {
                message: `${what} is not valid before ${utc(notBefore)} (${wait === 0 ? "later today" : `in ${days(wait)}`}): every client rejects it until then`,
                fix: { description: "serve the certificate that is valid now; check the clock of the machine that issued this one" }
              });
            }
          }
        }
        return out.list();
      }
    };
    cert_expired_default = rule9;
  }
});

// rules/cert-expiring.ts
var DAY2, rule10, cert_expiring_default;
var init_cert_expiring = __esm({
  "rules/cert-expiring.ts"() {
    "use strict";
    init_audit();
    init_report2();
    DAY2 = 24 * 60 * 60 * 1e3;
    rule10 = {
      meta: {
        id: "cert-expiring",
        title: "A served certificate expires soon",
        severity: "warning",
        category: "certificate",
        security: false,
        docs: {
          why: "A certificate that expires within the threshold (30 days by default, `--expiring-days`) is an outage on a known date. Automated renewal (certbot, acme.sh) renews 30 days ahead, so a certificate this close to its end usually means renewal is failing, or the server was never reloaded after it succeeded.",
          nginx: {
            bad: "ssl_certificate /etc/ssl/manual/example.com.pem;  # expires in 12 days",
            good: "ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # renewed automatically"
          },
          apache: {
            bad: "SSLCertificateFile /etc/ssl/manual/example.com.pem",
            good: "SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem"
          }
        }
      },
      check(model, context) {
        const out = new Findings();
        const now = context.now.getTime();
        const horizon = now + context.expiringDays * DAY2;
        for (const { pair, chain } of servedChains(model)) {
          for (const s2 of evaluated(chain)) {
            const notAfter = s2.cert.notAfter;
            if (!notAfter || notAfter.getTime() < now || notAfter.getTime() > horizon) continue;
            if (s2.cert.notBefore && s2.cert.notBefore.getTime() > now) continue;
            const ref = refOf(pair, s2);
            const role = roleOf(chain, s2);
            const left = wholeDays(context.now, notAfter);
            out.add(ref, {
              message: `${certPhrase(role, s2.cert.label)} in "${ref.path}" expires on ${utc(notAfter)}, ${left === 0 ? "within a day" : `in ${days(left)}`} (warning threshold: ${days(context.expiringDays)})`,
              fix: {
                description: role === "leaf" ? "renew it now (e.g. `certbot renew`) and reload the server; check why automatic renewal did not" : "fetch the current intermediate from your CA (a fresh full chain) and reload the server"
              }
            });
          }
        }
        return out.list();
      }
    };
    cert_expiring_default = rule10;
  }
});

// rules/cert-key-mismatch.ts
function checkPair(out, { pair, chain, cache: cache2 }, sameServer) {
  const dialect = pair.server.dialect;
  const server = dialect === "nginx" ? "nginx" : "Apache";
  const leaf = chain.leaf.cert;
  const source = pair.keySource;
  if (!source) {
    out.add(pair.cert, {
      message: `no ssl_certificate_key is paired with this certificate: nginx refuses to start`,
      fix: { description: "add the key of this certificate right after it", replacement: directive(dialect, "key", sibling(pair.cert.path, "privkey.pem")) }
    });
    return;
  }
  if (isExternalKey(source) || !isStaticPath(source)) return;
  const loaded2 = cache2.load(source.resolved);
  if (!loaded2.ok) return;
  const key = loaded2.file.keys[0];
  if (!key) {
    if (pair.keyRef || loaded2.file.keyProblems.length > 0) return;
    out.add(pair.cert, {
      message: `no SSLCertificateKeyFile is paired with this certificate and "${pair.cert.path}" holds no private key: ${server} refuses to start`,
      fix: { description: "add the key of this certificate right after it", replacement: directive(dialect, "key", sibling(pair.cert.path, "privkey.pem")) }
    });
    return;
  }
  if (keyMatches(key, leaf.publicKey)) return;
  const keyPath = pair.keyRef ? pair.keyRef.path : pair.cert.path;
  let message = `the private key in "${keyPath}" (${describeKey(key.shape)}) does not belong to the leaf certificate "${leaf.label}" in "${pair.cert.path}" (${leaf.keyDescription}): ${consequence(dialect, key.shape.type === leaf.key.type)}`;
  const better = matchingKey(cache2, pair.keyRef, pair.cert, leaf.publicKey, sameServer);
  if (better?.swappedWith) {
    message += `; it belongs to "${better.swappedWith.label}" in "${better.swappedWith.path}" (are the ${directiveName(dialect, "key")} lines swapped?)`;
  }
  out.add(pair.cert, {
    message,
    fix: better ? { description: `use the key that belongs to this certificate: "${better.path}"`, replacement: directive(dialect, "key", better.path) } : { description: `point ${directiveName(dialect, "key")} at the key this certificate was issued for, or reissue the certificate for this key` },
    related: pair.keyRef ? [locationOf2(pair.keyRef.at)] : void 0
  });
}
function consequence(dialect, sameType) {
  if (dialect === "apache") return "Apache refuses to start with this pair";
  return sameType ? "nginx refuses to start with this pair" : "nginx starts (OpenSSL files a key of another type apart from this certificate), but every handshake that needs this certificate fails";
}
function matchingKey(cache2, keyRef, cert, certKey, sameServer) {
  const mine = keyRef && isStaticPath(keyRef) ? cache2.load(keyRef.resolved) : void 0;
  const myKey = mine?.ok ? mine.file.keys[0] : void 0;
  let fitting;
  for (const other of sameServer) {
    const ref = other.pair.keySource;
    if (!ref || ref === keyRef || isExternalKey(ref) || !isStaticPath(ref)) continue;
    const l2 = cache2.load(ref.resolved);
    if (!l2.ok || !l2.file.keys[0] || !keyMatches(l2.file.keys[0], certKey)) continue;
    if (myKey && keyMatches(myKey, other.chain.leaf.cert.publicKey)) {
      return { path: ref.path, swappedWith: { label: other.chain.leaf.cert.label, path: other.pair.cert.path } };
    }
    fitting ??= { path: ref.path };
  }
  if (fitting) return fitting;
  if (!isStaticPath(cert)) return void 0;
  const siblingResolved = import_node_path13.posix.join(import_node_path13.posix.dirname(cert.resolved), "privkey.pem");
  if (keyRef && siblingResolved === keyRef.resolved) return void 0;
  const l = cache2.load(siblingResolved);
  if (l.ok && l.file.keys[0] && keyMatches(l.file.keys[0], certKey)) return { path: sibling(cert.path, "privkey.pem") };
  return void 0;
}
var import_node_path13, rule11, cert_key_mismatch_default;
var init_cert_key_mismatch = __esm({
  "rules/cert-key-mismatch.ts"() {
    "use strict";
    import_node_path13 = require("node:path");
    init_audit();
    init_key_shape();
    init_private_key();
    init_report2();
    init_served();
    rule11 = {
      meta: {
        id: "cert-key-mismatch",
        title: "The private key does not belong to the certificate",
        severity: "error",
        category: "certificate",
        security: false,
        docs: {
          why: "The server proves it owns the certificate with the matching private key. With the wrong key Apache refuses to start, and so does nginx when the key has the certificate\u2019s type (\u201Ckey values mismatch\u201D); a key of another type (an RSA key for an ECDSA certificate) nginx accepts, and then every handshake needing that certificate fails. Pairs are matched the way the servers match them: the n-th `ssl_certificate` with the n-th `ssl_certificate_key`; the n-th `SSLCertificateFile` with the n-th `SSLCertificateKeyFile`, or with a key inside the certificate file when there is no key file. The key is compared with the leaf by its public half; its contents are never printed.",
          nginx: {
            bad: "ssl_certificate     /etc/ssl/rsa/fullchain.pem;\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;",
            good: "ssl_certificate     /etc/ssl/rsa/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa/privkey.pem;"
          },
          apache: {
            bad: "SSLCertificateFile    /etc/ssl/rsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem",
            good: "SSLCertificateFile    /etc/ssl/rsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa/privkey.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        const chains = servedChains(model);
        const perServer = byServer(chains);
        for (const served of chains) checkPair(out, served, perServer.get(served.pair.server));
        return out.list();
      }
    };
    cert_key_mismatch_default = rule11;
  }
});

// rules/cert-weak-key.ts
var rule12, cert_weak_key_default;
var init_cert_weak_key = __esm({
  "rules/cert-weak-key.ts"() {
    "use strict";
    init_audit();
    init_key_shape();
    init_report2();
    rule12 = {
      meta: {
        id: "cert-weak-key",
        title: "A served certificate has a weak key",
        severity: "error",
        category: "certificate",
        security: true,
        docs: {
          why: "An RSA key under 2048 bits (or an elliptic-curve key under 256 bits) can be broken with enough computing power, after which anyone can impersonate the server. Public CAs stopped issuing them long ago, browsers reject them, and OpenSSL refuses them at security level 2 (the Debian and Ubuntu default), so such a server may also fail for ordinary clients. Checked for the leaf and every intermediate the server sends.",
          nginx: {
            bad: "ssl_certificate     /etc/ssl/rsa1024/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa1024/privkey.pem;",
            good: "ssl_certificate     /etc/ssl/ecdsa/fullchain.pem;  # ECDSA P-256\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;"
          },
          apache: {
            bad: "SSLCertificateFile    /etc/ssl/rsa1024/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa1024/privkey.pem",
            good: "SSLCertificateFile    /etc/ssl/ecdsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        for (const { pair, chain } of servedChains(model)) {
          const dialect = pair.server.dialect;
          for (const s2 of evaluated(chain)) {
            const why = weakness(s2.cert.key);
            if (!why) continue;
            const ref = refOf(pair, s2);
            const role = roleOf(chain, s2);
            out.add(ref, {
              message: `${certPhrase(role, s2.cert.label)} in "${ref.path}" has ${withArticle(s2.cert.keyDescription)} key: ${why}`,
              fix: role === "leaf" ? {
                description: "reissue the certificate with an ECDSA P-256 key (or RSA-2048 or larger) and point the server at the new files",
                replacement: [
                  directive(dialect, "certificate", sibling(pair.cert.path, "fullchain-ecdsa.pem")),
                  directive(dialect, "key", sibling(pair.cert.path, "privkey-ecdsa.pem"))
                ].join("\n")
              } : { description: "serve the chain your CA currently issues: its intermediates have keys of 2048 bits or more" }
            });
          }
        }
        return out.list();
      }
    };
    cert_weak_key_default = rule12;
  }
});

// rules/cert-slow-key.ts
var rule13, cert_slow_key_default;
var init_cert_slow_key = __esm({
  "rules/cert-slow-key.ts"() {
    "use strict";
    init_audit();
    init_key_shape();
    init_report2();
    rule13 = {
      meta: {
        id: "cert-slow-key",
        title: "The certificate key makes every handshake expensive",
        severity: "info",
        category: "certificate",
        security: false,
        docs: {
          why: "In every full handshake the server signs with its certificate key. An RSA-4096 signature costs several times an RSA-2048 one and many times an ECDSA P-256 one, so a busy server spends its CPU on handshakes and each new connection waits longer, for a margin over RSA-2048 that no current attack needs. Serving an ECDSA P-256 certificate beside the RSA one lets modern clients take the cheap path; the rule stays quiet when the server already does.",
          nginx: {
            bad: "ssl_certificate     /etc/ssl/rsa4096/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa4096/privkey.pem;",
            good: "ssl_certificate     /etc/ssl/rsa4096/fullchain.pem;\nssl_certificate_key /etc/ssl/rsa4096/privkey.pem;\nssl_certificate     /etc/ssl/ecdsa/fullchain.pem;\nssl_certificate_key /etc/ssl/ecdsa/privkey.pem;"
          },
          apache: {
            bad: "SSLCertificateFile    /etc/ssl/rsa4096/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa4096/privkey.pem",
            good: "SSLCertificateFile    /etc/ssl/rsa4096/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/rsa4096/privkey.pem\nSSLCertificateFile    /etc/ssl/ecdsa/fullchain.pem\nSSLCertificateKeyFile /etc/ssl/ecdsa/privkey.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        const chains = servedChains(model);
        const perServer = byServer(chains);
        for (const { pair, chain } of chains) {
          const key = chain.leaf.cert.key;
          if (!isRsa(key) || key.bits === void 0 || key.bits < 4096) continue;
          const hasElliptic = perServer.get(pair.server).some((c) => isEllipticSignature(c.chain.leaf.cert.key));
          if (hasElliptic) continue;
          const dialect = pair.server.dialect;
          out.add(pair.cert, {
            message: `the leaf certificate "${chain.leaf.cert.label}" in "${pair.cert.path}" has ${withArticle(chain.leaf.cert.keyDescription)} key: every full handshake costs the server several times the CPU of RSA-2048 and many times that of ECDSA P-256`,
            fix: {
              description: "add an ECDSA P-256 certificate beside this one (modern clients pick it; old ones keep the RSA certificate), or reissue with RSA-2048",
              replacement: [
                directive(dialect, "certificate", sibling(pair.cert.path, "fullchain-ecdsa.pem")),
                directive(dialect, "key", sibling(pair.cert.path, "privkey-ecdsa.pem"))
              ].join("\n")
            }
          });
        }
        return out.list();
      }
    };
    cert_slow_key_default = rule13;
  }
});

// rules/cert-weak-signature.ts
var WEAK_HASHES, rule14, cert_weak_signature_default;
var init_cert_weak_signature = __esm({
  "rules/cert-weak-signature.ts"() {
    "use strict";
    init_audit();
    init_report2();
    WEAK_HASHES = /* @__PURE__ */ new Set(["md2", "md4", "md5", "sha1"]);
    rule14 = {
      meta: {
        id: "cert-weak-signature",
        title: "A served certificate is signed with SHA-1 or MD5",
        severity: "warning",
        category: "certificate",
        security: true,
        docs: {
          why: "A signature over an MD5 or SHA-1 digest can be forged with a chosen-prefix collision (demonstrated for MD5 in 2008, for SHA-1 in 2020), so such a certificate proves little; browsers stopped accepting SHA-1-signed certificates in 2017. Self-signed roots are exempt: clients trust them by identity, not by their own signature.",
          nginx: {
            bad: "ssl_certificate /etc/ssl/legacy/fullchain.pem;  # sha1WithRSAEncryption",
            good: "ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;  # sha256WithRSAEncryption"
          },
          apache: {
            bad: "SSLCertificateFile /etc/ssl/legacy/fullchain.pem",
            good: "SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        for (const { pair, chain } of servedChains(model)) {
          for (const s2 of evaluated(chain)) {
            if (s2.cert.selfSigned) continue;
            const sig = s2.cert.signature;
            if (!sig?.hash || !WEAK_HASHES.has(sig.hash)) continue;
            const ref = refOf(pair, s2);
            out.add(ref, {
              message: `${certPhrase(roleOf(chain, s2), s2.cert.label)} in "${ref.path}" is signed with ${sig.name} (${sig.hash.toUpperCase()}): such signatures can be forged, and browsers reject them`,
              fix: { description: "reissue the certificate: every public CA signs with SHA-256 or stronger today" }
            });
          }
        }
        return out.list();
      }
    };
    cert_weak_signature_default = rule14;
  }
});

// src/certs/names.ts
function requiredNames(written2, dialect) {
  let name = written2.trim().toLowerCase();
  if (dialect === "apache") {
    name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
    if (name.startsWith("[")) name = name.slice(0, name.indexOf("]") + 1);
    else name = name.replace(/:\d+$/, "");
  }
  name = name.replace(/\.$/, "");
  if (name === "" || name === "_" || name.startsWith("~") || name.includes("$")) return void 0;
  if (name.startsWith("[") && name.endsWith("]")) name = name.slice(1, -1);
  if ((0, import_node_net.isIP)(name)) return [name];
  if (dialect === "nginx" && name.startsWith(".")) return [name.slice(1), `*${name}`];
  if (name.startsWith("*.") && !/[*?[\]]/.test(name.slice(2))) return [name];
  if (/[*?[\]]/.test(name)) return void 0;
  return [name];
}
function covered(name, dnsNames, ipAddresses) {
  if ((0, import_node_net.isIP)(name)) return ipAddresses.some((ip) => sameIp(ip, name));
  return dnsNames.some((san) => sanCovers(san.toLowerCase().replace(/\.$/, ""), name));
}
function sanCovers(san, name) {
  if (san === name) return true;
  if (!san.startsWith("*.")) return false;
  const parent = san.slice(2);
  if (!parent.includes(".") || parent.includes("*")) return false;
  if (name.startsWith("*.")) return false;
  if (!name.endsWith(`.${parent}`)) return false;
  const label = name.slice(0, name.length - parent.length - 1);
  return label !== "" && !label.includes(".");
}
function sameIp(a, b) {
  return expandIp(a) === expandIp(b);
}
function expandIp(ip) {
  const v = ip.trim().toLowerCase();
  if ((0, import_node_net.isIP)(v) !== 6) return v;
  const [head, tail] = v.split("::");
  const h = head ? head.split(":") : [];
  const t = tail !== void 0 && tail !== "" ? tail.split(":") : [];
  const fill = tail === void 0 ? [] : new Array(8 - h.length - t.length).fill("0");
  return [...h, ...fill, ...t].map((g) => g.replace(/^0+(?=.)/, "")).join(":");
}
var import_node_net;
var init_names = __esm({
  "src/certs/names.ts"() {
    "use strict";
    import_node_net = require("node:net");
  }
});

// rules/cert-name-mismatch.ts
var rule15, cert_name_mismatch_default;
var init_cert_name_mismatch = __esm({
  "rules/cert-name-mismatch.ts"() {
    "use strict";
    init_audit();
    init_names();
    init_report2();
    rule15 = {
      meta: {
        id: "cert-name-mismatch",
        title: "A server name is not covered by the certificate",
        severity: "warning",
        category: "certificate",
        security: true,
        docs: {
          why: [
            "Clients check the host name they connected to against the certificate\u2019s subjectAltName (the CN is ignored when a SAN exists, and by browsers always). A server answering to a name its certificate does not cover shows a certificate error for that name: typical after adding a `server_name`/`ServerAlias` without reissuing the certificate.",
            "Matching rules: a SAN `*.example.com` covers exactly one more leftmost label (`www.example.com`, not `example.com` and not `a.b.example.com`); partial-label and single-label wildcards cover nothing. An nginx name `*.example.com` needs that same wildcard in the SAN; `.example.com` needs both `example.com` and `*.example.com`. IP addresses are matched against IP SAN entries. Not checked: nginx regex names (`~\u2026`), the catch-all `_`, the empty name, trailing wildcards (`www.example.*`) and Apache glob patterns other than a leading `*.`."
          ].join("\n\n"),
          nginx: {
            bad: "server_name example.com shop.example.com;  # certificate: example.com, www.example.com\nssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;",
            good: "server_name example.com www.example.com;\nssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;"
          },
          apache: {
            bad: "ServerName example.com\nServerAlias shop.example.com\nSSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem",
            good: "ServerName example.com\nServerAlias www.example.com\nSSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const out = new Findings();
        for (const { pair, chain } of servedChains(model)) {
          const leaf = chain.leaf.cert;
          const missing2 = [];
          for (const setting of pair.server.names) {
            const wanted = requiredNames(setting.value, pair.server.dialect);
            for (const name of wanted ?? []) {
              if (!covered(name, leaf.dnsNames, leaf.ipAddresses) && !missing2.some((m) => m.name === name)) missing2.push({ name, setting });
            }
          }
          if (missing2.length === 0) continue;
          const names = missing2.map((m) => `"${m.name}"`).join(", ");
          const has = [...leaf.dnsNames, ...leaf.ipAddresses];
          out.add(pair.cert, {
            message: `the leaf certificate "${leaf.label}" in "${pair.cert.path}" does not cover ${names}: clients connecting to ${missing2.length === 1 ? "that name" : "those names"} get a certificate name error; it covers ${has.length > 0 ? has.join(", ") : "no name at all (it has no subjectAltName, and clients ignore the CN)"}`,
            fix: {
              description: `reissue the certificate with ${missing2.length === 1 ? "this name" : "these names"} added to its subjectAltName (e.g. certbot --expand -d \u2026), or serve ${missing2.length === 1 ? "it" : "them"} from a server with a certificate that covers ${missing2.length === 1 ? "it" : "them"}`
            },
            related: [...new Set(missing2.map((m) => m.setting))].map((s2) => locationOf2(s2.at))
          });
        }
        return out.list();
      }
    };
    cert_name_mismatch_default = rule15;
  }
});

// rules/cert-unreadable.ts
function dynamicMessage({ ref, role }) {
  return ref.path.startsWith("data:") ? `the ${ROLE_NAMES[role].replace(" file", "")} is given inline (data:), not as a file: not checked` : `the ${ROLE_NAMES[role]} path "${ref.path}" is built from variables at run time: not checked`;
}
function forEachReference(model, visit) {
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    const dialect = server.dialect;
    tls.certificates.forEach((ref, i) => {
      visit({ ref, role: "certificate", dialect });
      if (dialect === "apache" && !tls.keys[i]) visit({ ref, role: "key", dialect, keyInCertFile: true });
    });
    for (const ref of tls.keys) visit({ ref, role: "key", dialect });
    for (const ref of tls.chainFiles) visit({ ref, role: "chain", dialect });
    if (tls.trustedCertificate) visit({ ref: tls.trustedCertificate, role: "trusted", dialect });
    if (tls.dhparam) visit({ ref: tls.dhparam, role: "dhparam", dialect });
  }
}
function serverDir(ref) {
  return import_node_path14.posix.dirname(ref.path.startsWith("/") ? ref.path : ref.resolved);
}
function readMessage({ ref, role }, failure2) {
  const base = `cannot read the ${ROLE_NAMES[role]} "${ref.path}": ${failure2.message} (tried ${ref.resolved})`;
  switch (failure2.kind) {
    case "missing":
      return `${base}; certificate checks are skipped for it. If the config was written for another machine, map its paths to a local copy with --path-map ${serverDir(ref)}=LOCAL_DIR`;
    case "denied":
      return `${base}; certificate checks are skipped for it. Run ssllint as a user that may read it (keys are often readable by root only), or map a readable copy in with --path-map`;
    default:
      return `${base}; certificate checks are skipped for it`;
  }
}
function readFix({ ref }, failure2) {
  switch (failure2.kind) {
    case "missing":
      return { description: `lint with the files in reach: --path-map ${serverDir(ref)}=LOCAL_DIR, or fix the path if the server cannot find it either` };
    case "denied":
      return { description: "run ssllint with read access to the file, or map a readable copy in with --path-map" };
    default:
      return { description: "point the directive at a regular PEM file" };
  }
}
function contentProblems(r, file) {
  const { ref, role } = r;
  const path = ref.path;
  const server = r.dialect === "nginx" ? "nginx" : "Apache";
  const out = [];
  const key = `${role}${r.keyInCertFile ? "-in-cert" : ""}\0${ref.resolved}`;
  const notPem = (what) => file.encoding === "der" ? [key, `the ${ROLE_NAMES[role]} "${path}" is DER-encoded, but ${server} reads only PEM`, { description: `convert it: openssl x509 -inform der -in ${path} -out ${path}.pem` }] : [key, `the ${ROLE_NAMES[role]} "${path}" holds no PEM ${what}`, { description: `point the directive at the file that holds the ${what}` }];
  if (role === "certificate" || role === "chain" || role === "trusted") {
    const bad = file.problems.filter((p) => p.what === "certificate");
    if (bad.length > 0) {
      out.push([key, `${bad.map((p) => `the certificate at line ${p.line}`).join(", ")} of "${path}" cannot be parsed: ${bad.map((p) => p.reason).join("; ")}`, { description: "replace the file with an intact PEM copy from your CA" }]);
    } else if (file.certs.length === 0) {
      out.push(notPem("certificate"));
    }
  } else if (role === "key") {
    for (const p of file.keyProblems) {
      if (p.kind === "encrypted") {
        const how = r.dialect === "nginx" ? "nginx reads it with ssl_password_file" : "Apache asks for the passphrase through SSLPassPhraseDialog at start";
        out.push([
          `${key}\0${p.line}`,
          `the private key at line ${p.line} of "${path}" is encrypted with a passphrase (${how}): ssllint never asks for one, so it did not check that the key matches its certificate`,
          { description: "nothing to change if the passphrase is intended; to have the key checked, lint with an unencrypted copy mapped in through --path-map" }
        ]);
      } else {
        out.push([`${key}\0${p.line}`, `the private key at line ${p.line} of "${path}" cannot be used: ${p.reason}`, { description: "point the directive at the PEM private key that belongs to the certificate" }]);
      }
    }
    if (!r.keyInCertFile && file.keys.length === 0 && file.keyProblems.length === 0) out.push(notPem("private key"));
  } else if (role === "dhparam") {
    const bad = file.problems.filter((p) => p.what === "DH parameters");
    if (file.dhParams.length === 0) {
      out.push(
        bad.length > 0 ? [key, `the DH parameters at line ${bad[0].line} of "${path}" cannot be parsed: ${bad[0].reason}`, { description: "regenerate them (openssl dhparam 2048) or use the RFC 7919 ffdhe2048 group" }] : [key, `the ${ROLE_NAMES[role]} "${path}" holds no PEM DH PARAMETERS block`, { description: "point the directive at a DH parameters file (openssl dhparam 2048, or the RFC 7919 ffdhe2048 group)" }]
      );
    }
  }
  return out;
}
function sameSpan(a, b) {
  return a.at.file === b.at.file && a.at.line === b.at.line && a.at.column === b.at.column;
}
var import_node_path14, ROLE_NAMES, rule16, cert_unreadable_default;
var init_cert_unreadable = __esm({
  "rules/cert-unreadable.ts"() {
    "use strict";
    import_node_path14 = require("node:path");
    init_cache();
    init_report2();
    init_served();
    ROLE_NAMES = {
      certificate: "certificate file",
      key: "private key file",
      chain: "certificate chain file",
      dhparam: "DH parameters file",
      trusted: "trusted certificate file"
    };
    rule16 = {
      meta: {
        id: "cert-unreadable",
        title: "A certificate, key or DH parameters file cannot be read or parsed",
        severity: "info",
        category: "certificate",
        security: false,
        docs: {
          why: "The certificate checks need the files the config points at. Configs linted in a repository seldom hold their certificates, so a missing file is only reported once per path, with the path that was tried: map the server's directories to a local copy with `--path-map FROM=TO` to have them checked. A file that exists but cannot be parsed (not PEM, truncated, an encrypted key) is reported with the reason; an encrypted key is never decrypted and no passphrase is asked for, the other checks go on without it.",
          nginx: {
            bad: "ssl_certificate /etc/ssl/example.com/fullchain.der;  # DER, nginx needs PEM",
            good: "ssl_certificate /etc/ssl/example.com/fullchain.pem;"
          },
          apache: {
            bad: "SSLCertificateFile /etc/ssl/example.com/fullchain.der",
            good: "SSLCertificateFile /etc/ssl/example.com/fullchain.pem"
          }
        }
      },
      check(model) {
        const cache2 = certCacheFor(model);
        const readGroups = /* @__PURE__ */ new Map();
        const otherGroups = /* @__PURE__ */ new Map();
        const order = [];
        const note = (groups, key, r, word3) => {
          const g = groups.get(key);
          if (!g) {
            const [message, fix] = word3();
            const created = { ref: r.ref, message, fix, related: void 0 };
            groups.set(key, created);
            order.push(created);
            return;
          }
          const at2 = locationOf2(r.ref.at);
          if (!sameSpan(g.ref, r.ref) && !g.related?.some((l) => l.file === at2.file && l.line === at2.line && l.column === at2.column)) (g.related ??= []).push(at2);
        };
        forEachReference(model, (r) => {
          const { ref, role } = r;
          if (role === "key" && isExternalKey(ref)) return;
          if (!isStaticPath(ref)) {
            note(otherGroups, `dynamic\0${role}\0${ref.path}`, r, () => [dynamicMessage(r), { description: "nothing to change; certificate checks cannot follow run-time values" }]);
            return;
          }
          const loaded2 = cache2.load(ref.resolved);
          if (!loaded2.ok) {
            note(readGroups, ref.resolved, r, () => [readMessage(r, loaded2.failure), readFix(r, loaded2.failure)]);
            return;
          }
          for (const [key, message, fix] of contentProblems(r, loaded2.file)) note(otherGroups, key, r, () => [message, fix]);
        });
        const out = new Findings();
        for (const g of order) out.add(g.ref, { message: g.message, fix: g.fix, related: g.related });
        return out.list();
      }
    };
    cert_unreadable_default = rule16;
  }
});

// rules/keepalive-disabled.ts
function internalOnly(server) {
  return server.kind === "virtual" && !server.tls && server.listen.length > 0 && server.listen.every((l) => LOOPBACK.test(l.address));
}
var LOOPBACK, rule17, keepalive_disabled_default;
var init_keepalive_disabled = __esm({
  "rules/keepalive-disabled.ts"() {
    "use strict";
    init_helpers();
    LOOPBACK = /^(127\.|\[::1\]|::1$|localhost$|unix:)/;
    rule17 = {
      meta: {
        id: "keepalive-disabled",
        title: "Keep-alive is off",
        severity: "warning",
        category: "performance",
        security: false,
        docs: {
          why: "Without keep-alive every request opens a new TCP connection and, over HTTPS, pays a full TLS handshake (two round trips and an RSA/ECDSA signature on the server). A page with thirty assets pays it thirty times.",
          nginx: { bad: "keepalive_timeout 0;", good: "keepalive_timeout 65s;" },
          apache: { bad: "KeepAlive Off", good: "KeepAlive On\nMaxKeepAliveRequests 100\nKeepAliveTimeout 5" }
        }
      },
      check(model) {
        const seen = /* @__PURE__ */ new Set();
        const out = [];
        for (const { server, http } of httpLevels(model)) {
          const setting = http.keepalive;
          if (setting.value || setting.defaulted || internalOnly(server)) continue;
          const key = spanKey(setting.at);
          if (seen.has(key)) continue;
          seen.add(key);
          const what = setting.directive ? `\`${setting.directive.name} ${setting.directive.args.map((a) => a.raw).join(" ")}\`` : "keep-alive is off";
          out.push({
            message: `${what} turns keep-alive off: every request opens a new connection and, over HTTPS, pays a new TLS handshake`,
            location: locationOf(setting.at),
            fix: {
              description: "keep connections open between requests",
              replacement: inDialect(model.dialect, { nginx: "keepalive_timeout 65s;", apache: "KeepAlive On\nMaxKeepAliveRequests 100" })
            }
          });
        }
        return out;
      }
    };
    keepalive_disabled_default = rule17;
  }
});

// rules/static-assets-uncached.ts
function servesAssets(scope) {
  if (scope.match[0] === "=") return false;
  const pattern = scope.match[scope.match.length - 1] ?? "";
  let kind = patternKind.get(pattern);
  if (kind === void 0) {
    kind = ASSET_EXTENSION.test(pattern) ? "asset" : ASSET_PREFIX.test(pattern) ? "prefix" : "other";
    if (patternKind.size >= 4096) patternKind.clear();
    patternKind.set(pattern, kind);
  }
  return kind === "asset" || kind === "prefix" && scope.scopes.length === 0;
}
function handsOff(scope) {
  return (scope.directive.block ?? []).some((d) => HANDED_OFF.has(d.name.toLowerCase()));
}
var ASSET_EXTENSION, ASSET_PREFIX, HANDED_OFF, CACHE_HEADER, patternKind, rule18, static_assets_uncached_default;
var init_static_assets_uncached = __esm({
  "rules/static-assets-uncached.ts"() {
    "use strict";
    init_helpers();
    ASSET_EXTENSION = /(?:^|[^a-z0-9])(css|m?js|png|jpe?g|gif|ico|svgz?|webp|avif|woff2?|ttf|otf|eot)(?![a-z0-9])/i;
    ASSET_PREFIX = /^\/(static|assets|images|img|fonts|css|js|media)\//i;
    HANDED_OFF = /* @__PURE__ */ new Set(["proxy_pass", "fastcgi_pass", "uwsgi_pass", "scgi_pass", "grpc_pass", "return", "deny", "proxypass", "proxypassmatch"]);
    CACHE_HEADER = /^(cache-control|expires)$/i;
    patternKind = /* @__PURE__ */ new Map();
    rule18 = {
      meta: {
        id: "static-assets-uncached",
        title: "Static assets are served without cache headers",
        severity: "warning",
        category: "performance",
        security: false,
        docs: {
          why: "Without Cache-Control or Expires, browsers revalidate or refetch every script, stylesheet, image and font on each page view: extra round trips, and on HTTPS extra connections that each may pay a handshake. On Apache, where AllowOverride lets .htaccess files set them (Indexes for mod_expires, FileInfo for Header, or All), the finding is only info: ssllint does not read .htaccess files.",
          nginx: { bad: "location ~* \\.(css|js|png|woff2)$ {\n    root /srv/www;\n}", good: "location ~* \\.(css|js|png|woff2)$ {\n    root /srv/www;\n    expires 30d;\n}" },
          apache: {
            bad: '<FilesMatch "\\.(css|js|png|woff2)$">\n    Header set X-Content-Type-Options nosniff\n</FilesMatch>',
            good: '<FilesMatch "\\.(css|js|png|woff2)$">\n    ExpiresActive On\n    ExpiresDefault "access plus 1 month"\n</FilesMatch>'
          }
        }
      },
      check(model) {
        const out = [];
        for (const { scope } of httpLevels(model)) {
          if (!scope || !servesAssets(scope) || handsOff(scope)) continue;
          const { expires, headers, moduleHeaders: moduleHeaders2 } = scope.http;
          const cached2 = expires.value !== void 0 && expires.value !== "off" || headers.value.some((h) => CACHE_HEADER.test(h.name)) || moduleHeaders2.some((h) => CACHE_HEADER.test(h.name));
          if (cached2) continue;
          const { severity, note } = absence(model, expires);
          const htaccess = htaccessMaySet(scope.http, ["header", "expires"]);
          out.push({
            severity: htaccess ? "info" : severity,
            message: `static assets matched by \`${scope.match.join(" ")}\` are served without Cache-Control or Expires: browsers refetch them on every visit${note}${htaccess ? ` (an .htaccess file may set them: AllowOverride ${htaccess} allows it here, and ssllint does not read .htaccess files)` : ""}`,
            location: locationOf(scope.at),
            fix: {
              description: "let browsers cache static assets",
              replacement: inDialect(model.dialect, { nginx: "expires 30d;", apache: 'ExpiresActive On\nExpiresDefault "access plus 1 month"' })
            }
          });
        }
        return out;
      }
    };
    static_assets_uncached_default = rule18;
  }
});

// rules/session-cache-missing.ts
var rule19, session_cache_missing_default;
var init_session_cache_missing = __esm({
  "rules/session-cache-missing.ts"() {
    "use strict";
    init_helpers();
    rule19 = {
      meta: {
        id: "session-cache-missing",
        title: "No shared TLS session cache",
        severity: "warning",
        category: "performance",
        security: false,
        docs: {
          why: "A returning client can resume its TLS session in one round trip and without a new key exchange or signature, but only if the server remembers the session. Without a cache shared between worker processes, most resumptions miss (each worker has its own or none) and every connection pays the full handshake.",
          nginx: { bad: "ssl_session_cache builtin:1000;", good: "ssl_session_cache shared:SSL:10m;\nssl_session_timeout 1d;" },
          apache: { bad: "SSLSessionCache none", good: "SSLSessionCache shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)\nSSLSessionCacheTimeout 300" }
        }
      },
      check(model) {
        return distinctSettings(model, (tls) => tls.sessionCache).filter(({ setting }) => setting.value.kind !== "shared" && setting.value.kind !== "external").flatMap(({ setting, servers }) => {
          const tls = servers[0].tls;
          const tickets = tls.sessionTickets.value;
          const tls13Only = tls.protocols.value.every((p) => p === "TLSv1.3");
          if (tickets && tls13Only) return [];
          const absent = absence(model, setting);
          const severity = tickets || tls13Only ? "info" : absent.severity;
          const why = tickets ? "; session tickets still let most clients resume" : tls13Only ? "; with TLS 1.3 only, that costs a signature per connection, not a round trip" : "";
          const note = `${why}${absent.note}`;
          const what = setting.defaulted ? "no session cache is configured" : setting.value.kind === "builtin" ? `\`${setting.value.spec ?? "builtin"}\` is private to each worker process` : `the session cache is ${setting.value.kind}`;
          return [{
            severity,
            message: `${what}: returning clients cannot resume sessions across workers, so each connection pays a full handshake${note}`,
            location: locationOf(setting.at),
            fix: {
              description: "configure a cache shared by all workers",
              replacement: inDialect(model.dialect, {
                nginx: "ssl_session_cache shared:SSL:10m;",
                apache: "SSLSessionCache shmcb:${APACHE_RUN_DIR}/ssl_scache(512000)"
              })
            }
          }];
        });
      }
    };
    session_cache_missing_default = rule19;
  }
});

// rules/session-resumption-inconsistent.ts
function sameOffer(a, b) {
  return a.ciphers.value === b.ciphers.value && (a.tls13Ciphers.value ?? "") === (b.tls13Ciphers.value ?? "") && sameList(a.protocols.value, b.protocols.value);
}
function sameList(a, b) {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function groupKeys(server, cacheKeys) {
  const keys = [];
  for (const l of server.listen) {
    if (!l.ssl) continue;
    const key = `${l.address}:${l.port}`;
    if (!keys.includes(key)) keys.push(key);
  }
  const cache2 = server.tls.sessionCache.value;
  if (cache2.kind === "shared" && cache2.spec) {
    let key = cacheKeys.get(cache2.spec);
    if (key === void 0) cacheKeys.set(cache2.spec, key = `cache ${cache2.spec}`);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}
var rule20, session_resumption_inconsistent_default;
var init_session_resumption_inconsistent = __esm({
  "rules/session-resumption-inconsistent.ts"() {
    "use strict";
    init_helpers();
    rule20 = {
      meta: {
        id: "session-resumption-inconsistent",
        title: "Servers sharing an address or session cache offer different TLS settings",
        severity: "warning",
        category: "performance",
        security: true,
        docs: {
          why: "A session negotiated with one server block (or one machine behind a load balancer) can be resumed on another that shares the address or the session cache. The resumed session keeps the cipher and protocol of the first, even where the second would never have chosen them, so the weaker settings win, and mismatched settings cause resumption misses that cost full handshakes.",
          nginx: {
            bad: "server { listen 443 ssl; server_name a.example; ssl_ciphers ECDHE+AESGCM; }\nserver { listen 443 ssl; server_name b.example; ssl_ciphers HIGH:!aNULL; }",
            good: "http {\n    ssl_ciphers ECDHE+AESGCM;   # one policy for every server on :443\n    server { listen 443 ssl; server_name a.example; }\n    server { listen 443 ssl; server_name b.example; }\n}"
          },
          apache: {
            bad: "<VirtualHost *:443>\n    SSLCipherSuite ECDHE+AESGCM\n</VirtualHost>\n<VirtualHost *:443>\n    SSLCipherSuite HIGH:!aNULL\n</VirtualHost>",
            good: "SSLCipherSuite ECDHE+AESGCM\n<VirtualHost *:443>\n</VirtualHost>\n<VirtualHost *:443>\n</VirtualHost>"
          }
        }
      },
      check(model) {
        const groups = /* @__PURE__ */ new Map();
        const cacheKeys = /* @__PURE__ */ new Map();
        for (const server of tlsServers(model)) {
          for (const key of groupKeys(server, cacheKeys)) {
            const group2 = groups.get(key);
            if (group2) group2.push(server);
            else groups.set(key, [server]);
          }
        }
        const out = [];
        const reported = /* @__PURE__ */ new Set();
        for (const [key, servers] of groups) {
          if (servers.length < 2) continue;
          const first = servers[0];
          for (let i = 1; i < servers.length; i++) {
            const server = servers[i];
            if (reported.has(server) || sameOffer(server.tls, first.tls)) continue;
            reported.add(server);
            const differs = server.tls.ciphers.value !== first.tls.ciphers.value ? server.tls.ciphers : !sameList(server.tls.protocols.value, first.tls.protocols.value) ? server.tls.protocols : server.tls.tls13Ciphers;
            const shared = key.startsWith("cache ") ? `session cache ${key.slice(6)}` : `address ${key}`;
            out.push({
              message: `${serverLabel(server)} shares ${shared} with ${serverLabel(first)} but offers different protocols or ciphers: a session resumed across them keeps the other server's choice`,
              location: locationOf(differs.defaulted ? server.at : differs.at),
              related: [locationOf(first.at)],
              fix: { description: `give every server on ${shared} the same protocols and ciphers, set once in the enclosing scope` }
            });
          }
        }
        return out;
      }
    };
    session_resumption_inconsistent_default = rule20;
  }
});

// rules/ocsp-stapling-missing.ts
function couldStaple(server, chains) {
  const certificates = server.tls?.certificates ?? [];
  if (certificates.length === 0) return true;
  return certificates.some((ref) => {
    const served = chains?.find((c) => c.pair.cert === ref);
    if (served) return served.chain.leaf.cert.ocspResponders.length > 0;
    return !LETS_ENCRYPT.test(ref.path) && !LETS_ENCRYPT.test(ref.resolved);
  });
}
var LETS_ENCRYPT, rule21, ocsp_stapling_missing_default;
var init_ocsp_stapling_missing = __esm({
  "rules/ocsp-stapling-missing.ts"() {
    "use strict";
    init_audit();
    init_helpers();
    LETS_ENCRYPT = /(^|\/)letsencrypt\/(live|archive)\//;
    rule21 = {
      meta: {
        id: "ocsp-stapling-missing",
        title: "OCSP stapling is off",
        severity: "info",
        category: "performance",
        security: false,
        docs: {
          why: "Without stapling, a client that checks revocation asks the CA's OCSP responder itself: an extra DNS lookup and round trip on the first visit, and a privacy leak. The server can fetch the response once and send it in the handshake. A certificate that names no OCSP responder has nothing to staple (Let's Encrypt's, since 2025): the rule stays quiet for a server whose certificates all name none, as read from the files, or, when a file cannot be read, for certbot's /etc/letsencrypt paths.",
          nginx: { bad: "ssl_certificate /etc/ssl/site/fullchain.pem;", good: "ssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/ssl/site/chain.pem;\nresolver 127.0.0.53;" },
          apache: { bad: "SSLUseStapling off", good: 'SSLUseStapling on\nSSLStaplingCache "shmcb:logs/ssl_stapling(32768)"' }
        }
      },
      check(model) {
        const off = distinctSettings(model, (tls) => tls.stapling).filter(({ setting }) => !setting.value);
        if (off.length === 0) return [];
        const chains = byServer(servedChains(model));
        return off.filter(({ servers }) => servers.some((server) => couldStaple(server, chains.get(server)))).map(({ setting }) => {
          const { severity, note } = absence(model, setting);
          return {
            severity,
            message: `OCSP stapling is off: clients that check revocation contact the CA themselves, an extra round trip${note}`,
            location: locationOf(setting.at),
            fix: {
              description: "staple the OCSP response",
              replacement: inDialect(model.dialect, { nginx: "ssl_stapling on;\nssl_stapling_verify on;", apache: "SSLUseStapling on" })
            }
          };
        });
      }
    };
    ocsp_stapling_missing_default = rule21;
  }
});

// rules/hsts-missing.ts
function isHsts(h) {
  return h.name.toLowerCase() === "strict-transport-security";
}
var rule22, hsts_missing_default;
var init_hsts_missing = __esm({
  "rules/hsts-missing.ts"() {
    "use strict";
    init_helpers();
    rule22 = {
      meta: {
        id: "hsts-missing",
        title: "No Strict-Transport-Security header on a TLS server",
        severity: "info",
        category: "protocol",
        security: true,
        docs: {
          why: "Without HSTS the first request a browser sends to the site may go over plain HTTP, where it can be redirected or stripped of TLS (sslstrip); it also costs a redirect round trip on every typed-in visit. On Apache, where AllowOverride lets an .htaccess file in the DocumentRoot send headers (FileInfo or All), the message says one might: ssllint does not read .htaccess files.",
          nginx: { bad: "server {\n    listen 443 ssl;\n}", good: 'server {\n    listen 443 ssl;\n    add_header Strict-Transport-Security "max-age=63072000" always;\n}' },
          apache: { bad: "<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>", good: '<VirtualHost *:443>\n    SSLEngine on\n    Header always set Strict-Transport-Security "max-age=63072000"\n</VirtualHost>' },
          references: ["https://www.rfc-editor.org/rfc/rfc6797"]
        }
      },
      check(model) {
        const out = [];
        for (const server of tlsVirtualServers(model)) {
          const headers = server.http.headers;
          if (headers.value.some(isHsts) || server.http.moduleHeaders.some(isHsts)) continue;
          const { severity, note } = absence(model, { ...headers, defaulted: headers.defaulted || headers.value.length === 0 });
          const htaccess = htaccessMaySet(server.http, ["header"]);
          out.push({
            severity,
            message: `${serverLabel(server)} sends no Strict-Transport-Security header: a first visit over plain HTTP can be downgraded${note}${htaccess ? ` (an .htaccess file in the DocumentRoot may send it: AllowOverride ${htaccess} allows it there, and ssllint does not read .htaccess files)` : ""}`,
            location: locationOf(server.at),
            fix: {
              description: "send HSTS on every response",
              replacement: inDialect(model.dialect, {
                nginx: 'add_header Strict-Transport-Security "max-age=63072000" always;',
                apache: 'Header always set Strict-Transport-Security "max-age=63072000"'
              })
            }
          });
        }
        return out;
      }
    };
    hsts_missing_default = rule22;
  }
});

// rules/http2-disabled.ts
var rule23, http2_disabled_default;
var init_http2_disabled = __esm({
  "rules/http2-disabled.ts"() {
    "use strict";
    init_helpers();
    rule23 = {
      meta: {
        id: "http2-disabled",
        title: "A TLS server does not offer HTTP/2",
        severity: "info",
        category: "performance",
        security: false,
        docs: {
          why: "HTTP/2 multiplexes every request of a page over one TLS connection, so a page pays one handshake and no head-of-line queueing between requests; browsers speak it only over TLS.",
          nginx: { bad: "listen 443 ssl;", good: "listen 443 ssl;\nhttp2 on;    # nginx >= 1.25.1; before: listen 443 ssl http2;" },
          apache: { bad: "<VirtualHost *:443>\n    SSLEngine on", good: "<VirtualHost *:443>\n    Protocols h2 http/1.1\n    SSLEngine on" }
        }
      },
      check(model) {
        const out = [];
        for (const server of tlsVirtualServers(model)) {
          const setting = server.http.http2;
          if (setting.value) continue;
          const { severity, note } = absence(model, setting);
          out.push({
            severity,
            message: `${serverLabel(server)} offers only HTTP/1.1 over TLS: HTTP/2 would carry all of a page's requests over one connection${note}`,
            location: locationOf(setting.defaulted ? server.at : setting.at),
            fix: {
              description: "enable HTTP/2",
              replacement: inDialect(model.dialect, { nginx: "http2 on;", apache: "Protocols h2 http/1.1" })
            }
          });
        }
        return out;
      }
    };
    http2_disabled_default = rule23;
  }
});

// rules/header-inheritance-lost.ts
function headerLine(directive2, h) {
  let line = lines.get(h);
  if (line === void 0) lines.set(h, line = `${directive2} ${h.name} ${JSON.stringify(h.value)}${h.always ? " always" : ""};`);
  return line;
}
function word2(directive2, dropped, replacement) {
  const names = [...new Set(dropped.map((h) => h.name))];
  return {
    // Losing a security or caching header changes what browsers do; losing X-Foo may not.
    severity: directive2 === "add_header" && names.some((n) => SIGNIFICANT.test(n)) ? void 0 : "info",
    message: `${directive2} here drops the outer ${directive2} lines (${names.join(", ")}): nginx inherits ${directive2} only into blocks that have none of their own`,
    fix: { description: `repeat the outer ${directive2 === "add_header" ? "headers" : "trailers"} in this block (or keep them in a snippet included at every level)`, replacement }
  };
}
var SIGNIFICANT, rule24, lines, header_inheritance_lost_default;
var init_header_inheritance_lost = __esm({
  "rules/header-inheritance-lost.ts"() {
    "use strict";
    init_helpers();
    SIGNIFICANT = /^(strict-transport-security|content-security-policy(-report-only)?|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-[a-z-]+|cache-control|expires|access-control-[a-z-]+)$/i;
    rule24 = {
      meta: {
        id: "header-inheritance-lost",
        title: "An inner add_header drops the outer add_header lines",
        severity: "warning",
        category: "performance",
        security: true,
        docs: {
          why: "nginx inherits `add_header` from the outer level only when the inner level has no `add_header` of its own. One `add_header` in a location silently removes every header set at server or http level there, typically HSTS and Cache-Control. `add_trailer` inherits the same way and is reported too, as info. From nginx 1.29.3, `add_header_inherit merge` (and `add_trailer_inherit merge`) keeps the outer lines; an explicit `off` is a deliberate choice and is not reported.",
          nginx: {
            bad: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Cache-Control "public, max-age=31536000";\n}',
            good: 'add_header Strict-Transport-Security "max-age=63072000" always;\nlocation /assets/ {\n    add_header Strict-Transport-Security "max-age=63072000" always;\n    add_header Cache-Control "public, max-age=31536000";\n}'
          },
          references: ["https://nginx.org/en/docs/http/ngx_http_headers_module.html#add_header"]
        }
      },
      check(model) {
        if (model.dialect !== "nginx") return [];
        const out = [];
        const seen = /* @__PURE__ */ new Set();
        const wording = /* @__PURE__ */ new Map();
        for (const { http } of httpLevels(model)) {
          if (http.droppedHeaders.length === 0 && http.droppedTrailers.length === 0) continue;
          for (const [directive2, dropped, own] of [
            ["add_header", http.droppedHeaders, http.headers.value],
            ["add_trailer", http.droppedTrailers, http.trailers.value]
          ]) {
            if (dropped.length === 0 || own.length === 0) continue;
            const at2 = own[0].at;
            if (seen.has(at2)) continue;
            seen.add(at2);
            const text = dropped.map((h) => headerLine(directive2, h)).join("\n");
            let w = wording.get(text);
            if (!w) wording.set(text, w = word2(directive2, dropped, text));
            out.push({ severity: w.severity, message: w.message, location: locationOf(at2), related: dropped.map((h) => locationOf(h.at)), fix: w.fix });
          }
        }
        return out;
      }
    };
    lines = /* @__PURE__ */ new WeakMap();
    header_inheritance_lost_default = rule24;
  }
});

// rules/tls-compression.ts
var rule25, tls_compression_default;
var init_tls_compression = __esm({
  "rules/tls-compression.ts"() {
    "use strict";
    init_helpers();
    rule25 = {
      meta: {
        id: "tls-compression",
        title: "TLS compression is on (CRIME)",
        severity: "error",
        category: "protocol",
        security: true,
        docs: {
          why: "Compressing TLS records lets an attacker who can inject text into requests recover secrets such as session cookies from the compressed length (CRIME, 2012). OpenSSL builds since 1.1.0 ship without it; Apache only enables it when told to.",
          apache: { bad: "SSLCompression on", good: "SSLCompression off" },
          references: ["https://en.wikipedia.org/wiki/CRIME"]
        }
      },
      check(model) {
        return distinctSettings(model, (tls) => tls.compression).filter(({ setting }) => setting.value && !setting.defaulted).map(({ setting }) => ({
          message: "TLS compression is on: the CRIME attack can recover cookies from compressed record lengths",
          location: locationOf(setting.at),
          fix: { description: "turn TLS compression off", replacement: "SSLCompression off" }
        }));
      }
    };
    tls_compression_default = rule25;
  }
});

// rules/insecure-renegotiation.ts
var rule26, insecure_renegotiation_default;
var init_insecure_renegotiation = __esm({
  "rules/insecure-renegotiation.ts"() {
    "use strict";
    init_helpers();
    rule26 = {
      meta: {
        id: "insecure-renegotiation",
        title: "Insecure (legacy) renegotiation is allowed",
        severity: "error",
        category: "protocol",
        security: true,
        docs: {
          why: "Legacy renegotiation without the RFC 5746 extension lets a man in the middle splice its own request in front of the client's (CVE-2009-3555). Every client from the last decade supports secure renegotiation.",
          apache: { bad: "SSLInsecureRenegotiation on", good: "SSLInsecureRenegotiation off" },
          references: ["https://www.rfc-editor.org/rfc/rfc5746"]
        }
      },
      check(model) {
        return distinctSettings(model, (tls) => tls.insecureRenegotiation).filter(({ setting }) => setting.value && !setting.defaulted).map(({ setting }) => ({
          message: "insecure renegotiation is allowed: a man in the middle can prefix the client's request with its own (CVE-2009-3555)",
          location: locationOf(setting.at),
          fix: { description: "allow only secure (RFC 5746) renegotiation", replacement: "SSLInsecureRenegotiation off" }
        }));
      }
    };
    insecure_renegotiation_default = rule26;
  }
});

// src/certs/dhe.ts
function dheSuites(tls, generations, auth) {
  const top = Math.max(-1, ...tls.protocols.value.filter((p) => p !== "TLSv1.3").map((p) => RANK2[p]));
  const out = { generations: [] };
  if (top < 0) return out;
  for (const gen of generations) {
    const hit = expand(tls.effectiveCiphers, gen).ciphers.find((s2) => usesDhParams(s2) && RANK2[s2.protocol] <= top && authenticates(s2, auth));
    if (hit) {
      out.generations.push(gen);
      out.example ??= hit.name;
    }
  }
  return out;
}
function usesDhParams(s2) {
  return s2.kx === "DH";
}
function authenticates(s2, auth) {
  if (s2.au === "None" || !auth) return true;
  return auth.has(s2.au);
}
var RANK2;
var init_dhe = __esm({
  "src/certs/dhe.ts"() {
    "use strict";
    init_openssl();
    RANK2 = { SSLv2: 0, SSLv3: 1, TLSv1: 2, "TLSv1.1": 3, "TLSv1.2": 4, "TLSv1.3": 5 };
  }
});

// rules/dhparam-weak.ts
function authentications(server, chains) {
  if (chains.length === 0 || chains.length < (server.tls?.certificates.length ?? 0)) return void 0;
  const auth = /* @__PURE__ */ new Set();
  for (const { chain } of chains) {
    const type = chain.leaf.cert.key.type;
    if (type === "rsa" || type === "rsa-pss") auth.add("RSA");
    else if (type === "dsa") auth.add("DSS");
    else auth.add("ECDSA");
  }
  return auth;
}
var MIN_BITS, rule27, dhparam_weak_default;
var init_dhparam_weak = __esm({
  "rules/dhparam-weak.ts"() {
    "use strict";
    init_audit();
    init_cache();
    init_dhe();
    init_report2();
    init_served();
    init_helpers();
    MIN_BITS = 2048;
    rule27 = {
      meta: {
        id: "dhparam-weak",
        title: "DHE suites use DH parameters under 2048 bits",
        severity: "warning",
        category: "certificate",
        security: true,
        docs: {
          why: "With a DHE suite the key exchange is only as strong as the DH group: 1024-bit groups are within reach of precomputation by a well-funded attacker (Logjam, 2015), and OpenSSL at security level 2 refuses them. The rule fires only when the cipher list can select a DHE suite for TLS 1.2 or older (TLS 1.3 never uses these parameters). Apache reads the group from `SSLOpenSSLConfCmd DHParameters`, or from DH parameters appended to the first `SSLCertificateFile`.",
          nginx: {
            bad: "ssl_dhparam /etc/nginx/dh1024.pem;",
            good: "ssl_dhparam /etc/nginx/ffdhe2048.pem;  # RFC 7919 group"
          },
          apache: {
            bad: 'SSLOpenSSLConfCmd DHParameters "/etc/apache2/dh1024.pem"',
            good: 'SSLOpenSSLConfCmd DHParameters "/etc/apache2/ffdhe2048.pem"'
          },
          references: ["https://weakdh.org/", "https://www.rfc-editor.org/rfc/rfc7919"]
        }
      },
      check(model, context) {
        const cache2 = certCacheFor(model);
        const out = new Findings();
        const perServer = byServer(servedChains(model));
        for (const server of model.servers) {
          const tls = server.tls;
          if (!tls) continue;
          const ref = tls.dhparam ?? (server.dialect === "apache" ? tls.certificates[0] : void 0);
          if (!ref || !isStaticPath(ref)) continue;
          const loaded2 = cache2.load(ref.resolved);
          if (!loaded2.ok) continue;
          const params = loaded2.file.dhParams[0];
          if (!params || params.primeBits >= MIN_BITS) continue;
          const dhe = dheSuites(tls, context.generations, authentications(server, perServer.get(server) ?? []));
          if (dhe.generations.length === 0) continue;
          const fromCertFile = ref !== tls.dhparam;
          out.add(ref, {
            message: `"${ref.path}" holds ${params.primeBits}-bit DH parameters${fromCertFile ? " (appended to the certificate file, which Apache uses for DHE)" : ""} and the cipher list allows DHE suites (e.g. ${dhe.example}, with ${listGenerations(dhe.generations)}): groups under ${MIN_BITS} bits are open to precomputation attacks (Logjam)`,
            fix: {
              description: "use the RFC 7919 ffdhe2048 group (or larger), e.g. https://ssl-config.mozilla.org/ffdhe2048.txt, or drop the DHE suites",
              replacement: directive(server.dialect, "dhparam", sibling(ref.path, "ffdhe2048.pem"))
            }
          });
        }
        return out.list();
      }
    };
    dhparam_weak_default = rule27;
  }
});

// src/rules-support/diagnostics.ts
function diagnosticsAsFindings(model, ruleId, fix) {
  return model.diagnostics.filter((d) => d.ruleId === ruleId).map((d) => ({
    message: d.message,
    location: { file: d.span.file, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn },
    fix: { description: fix }
  }));
}
var init_diagnostics = __esm({
  "src/rules-support/diagnostics.ts"() {
    "use strict";
  }
});

// rules/syntax-error.ts
var rule28, syntax_error_default;
var init_syntax_error = __esm({
  "rules/syntax-error.ts"() {
    "use strict";
    init_diagnostics();
    rule28 = {
      meta: {
        id: "syntax-error",
        title: "The configuration cannot be parsed",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: "The server refuses to start (or reload) with a file it cannot parse, and nothing after the error is checked by ssllint either. The message names the position and what the parser expected there, in the server's own words.",
          nginx: { bad: "server {\n    listen 443 ssl\n    server_name example.com;\n}", good: "server {\n    listen 443 ssl;\n    server_name example.com;\n}" },
          apache: { bad: "<VirtualHost *:443>\n    SSLEngine on\n</Directory>", good: "<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>" }
        }
      },
      check: (model) => diagnosticsAsFindings(model, "syntax-error", "fix the syntax at this position; `nginx -t` / `apachectl configtest` report the same line")
    };
    syntax_error_default = rule28;
  }
});

// rules/include-missing.ts
var rule29, include_missing_default;
var init_include_missing = __esm({
  "rules/include-missing.ts"() {
    "use strict";
    init_diagnostics();
    rule29 = {
      meta: {
        id: "include-missing",
        title: "An include names a file that does not exist",
        severity: "warning",
        category: "syntax",
        security: false,
        docs: {
          why: "nginx refuses to start when a literal `include` path does not exist (a glob that matches nothing is fine); Apache refuses to start when `Include` names a missing file or a wildcard that matches nothing (`IncludeOptional` does not), unless the `Include` sits in a conditional section that does not hold (`<IfModule>`, `<IfDefine>`, `<IfVersion>`), which httpd skips unread. When linting a copy of /etc, map the absolute paths with `--path-map`.",
          nginx: { bad: "include /etc/nginx/snippets/ssl-params.conf;  # file not deployed", good: "include /etc/nginx/snippets/*.conf;" },
          apache: { bad: "Include sites-enabled/*.conf  # nothing enabled yet", good: "IncludeOptional sites-enabled/*.conf" }
        }
      },
      check: (model) => diagnosticsAsFindings(model, "include-missing", "create the file, fix the path, or use a glob (nginx) / IncludeOptional (Apache); with a repository copy of /etc pass --path-map /etc/nginx=DIR")
    };
    include_missing_default = rule29;
  }
});

// rules/file-unreadable.ts
var rule30, file_unreadable_default;
var init_file_unreadable = __esm({
  "rules/file-unreadable.ts"() {
    "use strict";
    init_diagnostics();
    rule30 = {
      meta: {
        id: "file-unreadable",
        title: "A configuration file cannot be read",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: "A file that cannot be read (permissions, a directory, binary content, not UTF-8 text, over 10 MB) is not checked at all, so its problems stay hidden; the server may also fail to read it.",
          nginx: { bad: "include conf.d/site.conf.gz;", good: "include conf.d/site.conf;" },
          apache: { bad: "Include conf/extra/httpd-ssl.conf.bak~", good: "Include conf/extra/httpd-ssl.conf" }
        }
      },
      check: (model) => diagnosticsAsFindings(model, "file-unreadable", "make the file readable text (UTF-8, under 10 MB) or stop including it")
    };
    file_unreadable_default = rule30;
  }
});

// src/rules-support/validity.ts
function validityFindings(model, ruleId) {
  const out = [];
  for (const p of model.validity) {
    if (p.ruleId !== ruleId) continue;
    const f = { message: p.message, location: locationOf(p.span) };
    if (p.severity !== void 0) f.severity = p.severity;
    if (p.fix !== void 0) f.fix = p.fix;
    if (p.related !== void 0) f.related = p.related.map(locationOf);
    out.push(f);
  }
  return out;
}
var init_validity3 = __esm({
  "src/rules-support/validity.ts"() {
    "use strict";
    init_helpers();
  }
});

// rules/directive-unknown.ts
var rule31, directive_unknown_default;
var init_directive_unknown = __esm({
  "rules/directive-unknown.ts"() {
    "use strict";
    init_validity3();
    rule31 = {
      meta: {
        id: "directive-unknown",
        title: "A directive the server does not know",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: "nginx and httpd refuse to start on a name they do not know (`unknown directive`, `Invalid command`). A misspelt TLS directive is worse than a missing one: the setting silently falls back to the default while the file looks right. Names of well-known third-party modules (OpenResty/Lua, headers-more, brotli, njs, GeoIP2, ModSecurity, Passenger, PageSpeed) are reported at most as info; an httpd directive whose module is not loaded says which `LoadModule` it needs.",
          nginx: { bad: "server {\n    listen 443 ssl;\n    ssl_ciphres HIGH:!aNULL;\n}", good: "server {\n    listen 443 ssl;\n    ssl_ciphers HIGH:!aNULL;\n}" },
          apache: { bad: "<VirtualHost *:443>\n    SSLEngine on\n    SSLCipherSuit HIGH:!aNULL\n</VirtualHost>", good: "<VirtualHost *:443>\n    SSLEngine on\n    SSLCipherSuite HIGH:!aNULL\n</VirtualHost>" }
        }
      },
      check: (model) => validityFindings(model, "directive-unknown")
    };
    directive_unknown_default = rule31;
  }
});

// rules/directive-context.ts
var rule32, directive_context_default;
var init_directive_context = __esm({
  "rules/directive-context.ts"() {
    "use strict";
    init_validity3();
    rule32 = {
      meta: {
        id: "directive-context",
        title: "A directive where the server does not allow it",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: 'Each directive is allowed only in some blocks; nginx says `"ssl_protocols" directive is not allowed here` and httpd `SSLEngine not allowed here`, and neither starts.',
          nginx: { bad: "location / {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}", good: "server {\n    ssl_protocols TLSv1.2 TLSv1.3;\n}" },
          apache: { bad: "<Directory /var/www>\n    SSLEngine on\n</Directory>", good: "<VirtualHost *:443>\n    SSLEngine on\n</VirtualHost>" }
        }
      },
      check: (model) => validityFindings(model, "directive-context")
    };
    directive_context_default = rule32;
  }
});

// rules/directive-arguments.ts
var rule33, directive_arguments_default;
var init_directive_arguments = __esm({
  "rules/directive-arguments.ts"() {
    "use strict";
    init_validity3();
    rule33 = {
      meta: {
        id: "directive-arguments",
        title: "A directive with the wrong number of arguments",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: 'The server refuses to start on a directive with too few or too many arguments (`invalid number of arguments in "ssl_certificate" directive`, `SSLCertificateFile takes one argument`).',
          nginx: { bad: "server {\n    ssl_certificate;\n}", good: "server {\n    ssl_certificate /etc/ssl/example.crt;\n}" },
          apache: { bad: "SSLCertificateFile", good: "SSLCertificateFile /etc/ssl/example.crt" }
        }
      },
      check: (model) => validityFindings(model, "directive-arguments")
    };
    directive_arguments_default = rule33;
  }
});

// rules/directive-value.ts
var rule34, directive_value_default;
var init_directive_value = __esm({
  "rules/directive-value.ts"() {
    "use strict";
    init_validity3();
    rule34 = {
      meta: {
        id: "directive-value",
        title: "A value the server rejects",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: 'Flags take `on` or `off` only, enums a fixed set of words, sizes and times their own syntax; anything else stops the server from starting (`invalid value "yes"`, `SSLHonorCipherOrder must be On or Off`). ssllint would otherwise read such a value as the default.',
          nginx: { bad: "ssl_prefer_server_ciphers yes;", good: "ssl_prefer_server_ciphers on;" },
          apache: { bad: "SSLHonorCipherOrder yes", good: "SSLHonorCipherOrder on" }
        }
      },
      check: (model) => validityFindings(model, "directive-value")
    };
    directive_value_default = rule34;
  }
});

// rules/directive-removed.ts
var rule35, directive_removed_default;
var init_directive_removed = __esm({
  "rules/directive-removed.ts"() {
    "use strict";
    init_validity3();
    rule35 = {
      meta: {
        id: "directive-removed",
        title: "A directive removed at this server version",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: "Directives that a release removed make that release refuse to start: `ssl on` was removed in nginx 1.25.1 (use `listen 443 ssl`).",
          nginx: { bad: "server {\n    listen 443;\n    ssl on;\n}", good: "server {\n    listen 443 ssl;\n}" },
          apache: { bad: "SSLMutex file:/var/run/ssl_mutex", good: "Mutex file:/var/run/ssl_mutex ssl-cache" }
        }
      },
      check: (model) => validityFindings(model, "directive-removed")
    };
    directive_removed_default = rule35;
  }
});

// rules/directive-deprecated.ts
var rule36, directive_deprecated_default;
var init_directive_deprecated = __esm({
  "rules/directive-deprecated.ts"() {
    "use strict";
    init_validity3();
    rule36 = {
      meta: {
        id: "directive-deprecated",
        title: "A directive the server warns about at this version",
        severity: "warning",
        category: "syntax",
        security: false,
        docs: {
          why: "The server still starts but warns, and a later release removes the directive: nginx's `ssl on` (1.15.0\u20131.25.0) and `listen \u2026 http2` (from 1.25.1), httpd's `SSLCertificateChainFile` (from 2.4.8).",
          nginx: { bad: "server {\n    listen 443 ssl http2;\n}", good: "server {\n    listen 443 ssl;\n    http2 on;\n}" },
          apache: { bad: "SSLCertificateFile /etc/ssl/leaf.crt\nSSLCertificateChainFile /etc/ssl/chain.crt", good: "SSLCertificateFile /etc/ssl/fullchain.crt" }
        }
      },
      check: (model) => validityFindings(model, "directive-deprecated")
    };
    directive_deprecated_default = rule36;
  }
});

// rules/directive-duplicate.ts
var rule37, directive_duplicate_default;
var init_directive_duplicate = __esm({
  "rules/directive-duplicate.ts"() {
    "use strict";
    init_validity3();
    rule37 = {
      meta: {
        id: "directive-duplicate",
        title: "A directive given twice where the server allows it once",
        severity: "error",
        category: "syntax",
        security: false,
        docs: {
          why: 'Some directives may appear only once per block; nginx refuses to start with `"ssl_protocols" directive is duplicate`.',
          nginx: { bad: "server {\n    ssl_session_timeout 1d;\n    ssl_session_timeout 4h;\n}", good: "server {\n    ssl_session_timeout 1d;\n}" },
          apache: { bad: "LoadModule ssl_module modules/mod_ssl.so\nLoadModule ssl_module modules/mod_ssl.so", good: "LoadModule ssl_module modules/mod_ssl.so" }
        }
      },
      check: (model) => validityFindings(model, "directive-duplicate")
    };
    directive_duplicate_default = rule37;
  }
});

// rules/index.ts
function allRuleMeta() {
  return [...RULES.map((r) => r.meta), UNUSED_SUPPRESSION];
}
var RULES;
var init_rules = __esm({
  "rules/index.ts"() {
    "use strict";
    init_suppress();
    init_protocol_sslv2();
    init_protocol_sslv3();
    init_protocol_tls10_tls11();
    init_protocol_no_tls13();
    init_protocol_default();
    init_cipher_string_invalid();
    init_cipher_export();
    init_cipher_des();
    init_cipher_rc2();
    init_cipher_rc4();
    init_cipher_null();
    init_cipher_anon();
    init_cipher_3des();
    init_cipher_no_forward_secrecy();
    init_cipher_slow();
    init_cipher_cbc();
    init_cipher_order();
    init_server_cipher_preference();
    init_cert_chain_incomplete();
    init_cert_chain_order();
    init_cert_chain_root_included();
    init_cert_expired();
    init_cert_expiring();
    init_cert_key_mismatch();
    init_cert_weak_key();
    init_cert_slow_key();
    init_cert_weak_signature();
    init_cert_name_mismatch();
    init_cert_unreadable();
    init_keepalive_disabled();
    init_static_assets_uncached();
    init_session_cache_missing();
    init_session_resumption_inconsistent();
    init_ocsp_stapling_missing();
    init_hsts_missing();
    init_http2_disabled();
    init_header_inheritance_lost();
    init_tls_compression();
    init_insecure_renegotiation();
    init_dhparam_weak();
    init_syntax_error();
    init_include_missing();
    init_file_unreadable();
    init_directive_unknown();
    init_directive_context();
    init_directive_arguments();
    init_directive_value();
    init_directive_removed();
    init_directive_deprecated();
    init_directive_duplicate();
    RULES = [
      protocol_sslv2_default,
      protocol_sslv3_default,
      protocol_tls10_tls11_default,
      protocol_no_tls13_default,
      protocol_default_default,
      cipher_string_invalid_default,
      cipher_export_default,
      cipher_des_default,
      cipher_rc2_default,
      cipher_rc4_default,
      cipher_null_default,
      cipher_anon_default,
      cipher_3des_default,
      cipher_no_forward_secrecy_default,
      cipher_slow_default,
      cipher_cbc_default,
      cipher_order_default,
      server_cipher_preference_default,
      cert_chain_incomplete_default,
      cert_chain_order_default,
      cert_chain_root_included_default,
      cert_expired_default,
      cert_expiring_default,
      cert_key_mismatch_default,
      cert_weak_key_default,
      cert_slow_key_default,
      cert_weak_signature_default,
      cert_name_mismatch_default,
      cert_unreadable_default,
      keepalive_disabled_default,
      static_assets_uncached_default,
      session_cache_missing_default,
      session_resumption_inconsistent_default,
      ocsp_stapling_missing_default,
      hsts_missing_default,
      http2_disabled_default,
      header_inheritance_lost_default,
      tls_compression_default,
      insecure_renegotiation_default,
      dhparam_weak_default,
      syntax_error_default,
      include_missing_default,
      file_unreadable_default,
      directive_unknown_default,
      directive_context_default,
      directive_arguments_default,
      directive_value_default,
      directive_removed_default,
      directive_deprecated_default,
      directive_duplicate_default
    ];
  }
});

// yaml-sibling:yaml
var require_yaml = __commonJS({
  "yaml-sibling:yaml"(exports2, module2) {
    module2.exports = require("./yaml.cjs");
  }
});

// src/config/file.ts
function findConfigFile(cwd) {
  let dir = (0, import_node_path15.resolve)(cwd);
  for (; ; ) {
    for (const name of CONFIG_NAMES) {
      const candidate = (0, import_node_path15.join)(dir, name);
      if ((0, import_node_fs10.existsSync)(candidate) && (0, import_node_fs10.statSync)(candidate).isFile()) return candidate;
    }
    if ((0, import_node_fs10.existsSync)((0, import_node_path15.join)(dir, ".git"))) return void 0;
    const parent = (0, import_node_path15.dirname)(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function lineColumnAt2(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return [line, offset - lineStart + 1];
}
function parseJson(file, text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err.message;
    const at2 = /position (\d+)/.exec(message);
    const [line, column] = at2 ? lineColumnAt2(text, Number(at2[1])) : [void 0, void 0];
    throw new ConfigError(file, `invalid JSON: ${message.replace(/\s*(in JSON )?at position \d+.*$/, "")}`, line, column);
  }
}
async function parseYaml(file, text) {
  const { parseDocument } = (await Promise.resolve().then(() => __toESM(require_yaml(), 1))).default;
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const [line, column] = lineColumnAt2(text, first.pos[0]);
    throw new ConfigError(file, `invalid YAML: ${first.message.split("\n")[0]}`, line, column);
  }
  return doc.toJS({ maxAliasCount: 100 });
}
function pathMapOf(file, v) {
  if (Array.isArray(v)) return v.map((entry) => splitPathMap(String(entry), file));
  if (v && typeof v === "object") {
    return Object.entries(v).map(([from, to]) => {
      if (typeof to !== "string") throw new ConfigError(file, `"pathMap.${from}" must be a string`);
      return [from, to];
    });
  }
  throw new ConfigError(file, '"pathMap" must be an object {FROM: TO} or a list of "FROM=TO"');
}
function defineName(name, source) {
  if (!/^[^\s${}]+$/.test(name)) throw new ConfigError(source, `define "${name}" must be one word without spaces, \`$\`, \`{\` or \`}\``);
  return name;
}
function splitPathMap(entry, source = "--path-map") {
  const eq = entry.indexOf("=");
  if (eq <= 0 || eq === entry.length - 1) {
    throw new ConfigError(source, `path map "${entry}" must be FROM=TO`);
  }
  return [entry.slice(0, eq), entry.slice(eq + 1)];
}
async function readConfigFile2(path) {
  let text;
  try {
    text = (0, import_node_fs10.readFileSync)(path, "utf8");
  } catch (err) {
    throw new ConfigError(path, `cannot read config file (${err.code ?? "error"})`);
  }
  const raw = path.endsWith(".json") ? parseJson(path, text) : await parseYaml(path, text);
  if (raw === null || raw === void 0) return { path };
  if (typeof raw !== "object" || Array.isArray(raw)) throw new ConfigError(path, "the config must be an object");
  const obj = raw;
  for (const key of Object.keys(obj)) {
    if (!KEYS2.has(key)) throw new ConfigError(path, `unknown key "${key}" (known: ${[...KEYS2].join(", ")})`);
  }
  const config = { path };
  if (obj.rules !== void 0) {
    if (!obj.rules || typeof obj.rules !== "object" || Array.isArray(obj.rules)) {
      throw new ConfigError(path, '"rules" must be an object {rule-id: off|info|warning|error}');
    }
    config.rules = {};
    for (const [id, level] of Object.entries(obj.rules)) {
      if (typeof level !== "string") throw new ConfigError(path, `"rules.${id}" must be off, info, warning or error`);
      config.rules[id] = level;
    }
  }
  if (obj.openssl !== void 0) config.openssl = stringList(path, "openssl", obj.openssl);
  if (obj.ignore !== void 0) config.ignore = stringList(path, "ignore", obj.ignore);
  if (obj.hardware !== void 0) config.hardware = stringList(path, "hardware", obj.hardware);
  if (obj.roots !== void 0) config.roots = stringList(path, "roots", obj.roots).map((r) => (0, import_node_path15.resolve)((0, import_node_path15.dirname)(path), r));
  for (const key of ["nginxVersion", "apacheVersion"]) {
    if (obj[key] !== void 0) {
      if (typeof obj[key] !== "string" && typeof obj[key] !== "number") throw new ConfigError(path, `"${key}" must be a version string`);
      config[key] = String(obj[key]);
    }
  }
  if (obj.pathMap !== void 0) config.pathMap = pathMapOf(path, obj.pathMap);
  if (obj.defines !== void 0) config.defines = stringList(path, "defines", obj.defines).map((name) => defineName(name, `${path}: defines`));
  if (obj.expiringDays !== void 0) {
    if (typeof obj.expiringDays !== "number" || !(obj.expiringDays >= 0)) throw new ConfigError(path, '"expiringDays" must be a number of days');
    config.expiringDays = obj.expiringDays;
  }
  return config;
}
var import_node_fs10, import_node_path15, CONFIG_NAMES, ConfigError, stringList, KEYS2;
var init_file = __esm({
  "src/config/file.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    import_node_path15 = require("node:path");
    CONFIG_NAMES = [".ssllint.json", ".ssllint.yaml", ".ssllint.yml"];
    ConfigError = class extends Error {
      constructor(file, message, line, column) {
        super(line ? `${file}:${line}:${column ?? 1}: ${message}` : `${file}: ${message}`);
        this.file = file;
        this.line = line;
        this.column = column;
      }
      file;
      line;
      column;
    };
    stringList = (file, key, v) => {
      const list = typeof v === "string" ? [v] : v;
      if (!Array.isArray(list) || !list.every((x) => typeof x === "string")) {
        throw new ConfigError(file, `"${key}" must be a string or a list of strings`);
      }
      return list;
    };
    KEYS2 = /* @__PURE__ */ new Set(["rules", "openssl", "nginxVersion", "apacheVersion", "pathMap", "ignore", "hardware", "roots", "expiringDays", "defines"]);
  }
});

// src/config/ignore.ts
function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      re += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
  }
  const anchored = glob.includes("/") ? "^" : "(?:^|/)";
  return new RegExp(`${anchored}${re.replace(/^\//, "")}(?:/.*)?$`);
}
function makeIgnore(patterns, baseDir) {
  if (patterns.length === 0) return () => false;
  const res = patterns.map(globToRegExp);
  return (file) => {
    const rel = (0, import_node_path16.isAbsolute)(file) ? (0, import_node_path16.relative)(baseDir, file) : file;
    if (rel.startsWith("..")) return false;
    const posix12 = rel.split(import_node_path16.sep).join("/");
    return res.some((re) => re.test(posix12));
  };
}
var import_node_path16;
var init_ignore = __esm({
  "src/config/ignore.ts"() {
    "use strict";
    import_node_path16 = require("node:path");
  }
});

// src/cli/options.ts
function parseHardwareOrThrow(word3, source) {
  if (word3 === "auto" || HARDWARE_PROFILES.includes(word3)) return word3;
  throw new UsageError(`${source}: unknown hardware "${word3}" (use ${HARDWARE_PROFILES.join(", ")} or auto)`);
}
function parseGenerations(value2, source) {
  const words = (Array.isArray(value2) ? value2 : value2.split(",")).map((w) => w.trim()).filter(Boolean);
  const out = [];
  for (const w of words) {
    const g = w === "3" || w === "3.0" ? "3.x" : w;
    if (!GENERATIONS3.includes(g)) {
      throw new UsageError(`${source}: unknown OpenSSL generation "${w}" (use ${GENERATIONS3.join(", ")})`);
    }
    if (!out.includes(g)) out.push(g);
  }
  if (out.length === 0) throw new UsageError(`${source}: name at least one OpenSSL generation`);
  return out;
}
function parseLevel(id, level, source, known) {
  if (!known.has(id)) throw new UsageError(`${source}: unknown rule "${id}" (see \`ssllint --help\` or README for rule ids)`);
  if (!LEVELS2.includes(level)) {
    throw new UsageError(`${source}: rule "${id}" level "${level}" must be one of ${LEVELS2.join(", ")}`);
  }
  return level;
}
function parseVersion4(value2, source) {
  if (!/^\d+(\.\d+){0,2}$/.test(value2)) throw new UsageError(`${source}: "${value2}" is not a version like 1.26.2`);
  return value2;
}
async function resolveSettings(paths, flags, cwd, knownRules, now) {
  let config;
  try {
    const configPath = flags.config === false ? void 0 : flags.config ?? findConfigFile(cwd);
    if (configPath) config = await readConfigFile2(configPath);
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  const format = flags.format ?? "stylish";
  if (!FORMATS.includes(format)) throw new UsageError(`--format: "${flags.format}" must be one of ${FORMATS.join(", ")}`);
  const failLevel = flags.failLevel ?? "error";
  if (!["error", "warning", "info"].includes(failLevel)) throw new UsageError(`--fail-level: "${flags.failLevel}" must be error, warning or info`);
  let maxWarnings;
  if (flags.maxWarnings !== void 0) {
    maxWarnings = Number(flags.maxWarnings);
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw new UsageError(`--max-warnings: "${flags.maxWarnings}" must be a whole number \u2265 0`);
  }
  const levels = /* @__PURE__ */ new Map();
  for (const [id, level] of Object.entries(config?.rules ?? {})) levels.set(id, parseLevel(id, level, `${config.path}: rules`, knownRules));
  for (const entry of flags.rule ?? []) {
    const eq = entry.indexOf("=");
    if (eq <= 0) throw new UsageError(`--rule: "${entry}" must be RULE-ID=off|info|warning|error`);
    levels.set(entry.slice(0, eq), parseLevel(entry.slice(0, eq), entry.slice(eq + 1), "--rule", knownRules));
  }
  let pathMap = [...config?.pathMap ?? []];
  try {
    pathMap = pathMap.concat((flags.pathMap ?? []).map((e) => splitPathMap(e)));
  } catch (err) {
    throw new UsageError(err.message);
  }
  let apacheDefines;
  try {
    apacheDefines = [.../* @__PURE__ */ new Set([...config?.defines ?? [], ...(flags.define ?? []).map((name) => defineName(name, "--define"))])];
  } catch (err) {
    throw new UsageError(err.message);
  }
  let when = now();
  if (flags.now !== void 0) {
    when = new Date(flags.now);
    if (Number.isNaN(when.getTime())) throw new UsageError(`--now: "${flags.now}" is not an ISO date like 2026-01-31 or 2026-01-31T12:00:00Z`);
  }
  let expiringDays = config?.expiringDays ?? 30;
  if (flags.expiringDays !== void 0) {
    expiringDays = Number(flags.expiringDays);
    if (!(expiringDays >= 0)) throw new UsageError(`--expiring-days: "${flags.expiringDays}" must be a number of days`);
  }
  const generations = flags.openssl ? parseGenerations(flags.openssl, "--openssl") : config?.openssl ? parseGenerations(config.openssl, `${config.path}: openssl`) : [...GENERATIONS3];
  let hardware = ["x86-aesni"];
  const hardwareWords = flags.hardware ? flags.hardware.split(",") : config?.hardware;
  if (hardwareWords) {
    const source = flags.hardware ? "--hardware" : `${config.path}: hardware`;
    hardware = [...new Set(hardwareWords.map((w) => w.trim()).filter(Boolean).map((w) => parseHardwareOrThrow(w, source)))];
    if (hardware.length === 0) throw new UsageError(`${source}: name at least one hardware profile`);
  }
  const roots = paths.length ? paths : config?.roots ?? [];
  if (roots.length === 0) throw new UsageError("no path given: name a config file or directory (or `-` for standard input)");
  return {
    format,
    output: flags.output,
    failLevel,
    maxWarnings,
    quiet: !!flags.quiet,
    config,
    hardware,
    lint: {
      paths: roots,
      pathMap,
      apacheDefines,
      generations,
      nginxVersion: parseVersion4(flags.nginxVersion ?? config?.nginxVersion ?? DEFAULT_NGINX_VERSION, "--nginx-version"),
      apacheVersion: parseVersion4(flags.apacheVersion ?? config?.apacheVersion ?? DEFAULT_APACHE_VERSION, "--apache-version"),
      now: when,
      expiringDays,
      levels,
      ignored: makeIgnore(config?.ignore ?? [], config ? (0, import_node_path17.dirname)(config.path) : cwd)
    }
  };
}
var import_node_path17, GENERATIONS3, LEVELS2;
var init_options = __esm({
  "src/cli/options.ts"() {
    "use strict";
    import_node_path17 = require("node:path");
    init_file();
    init_ignore();
    init_build();
    init_hardware();
    init_formats();
    init_usage_error();
    GENERATIONS3 = ["1.0.2", "1.1.1", "3.x"];
    LEVELS2 = ["off", "info", "warning", "error"];
  }
});

// src/cli/version.ts
function toolVersion() {
  if (cached) return cached;
  let dir = (0, import_node_path18.dirname)((0, import_node_url.fileURLToPath)(__ssllintImportMeta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse((0, import_node_fs11.readFileSync)((0, import_node_path18.join)(dir, "package.json"), "utf8"));
      if (pkg.name === "ssllint" && pkg.version) return cached = pkg.version;
    } catch {
    }
    dir = (0, import_node_path18.dirname)(dir);
  }
  return cached = "0.0.0";
}
var import_node_fs11, import_node_path18, import_node_url, cached;
var init_version2 = __esm({
  "src/cli/version.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    import_node_path18 = require("node:path");
    import_node_url = require("node:url");
  }
});

// src/cli/lint-command.ts
var lint_command_exports = {};
__export(lint_command_exports, {
  runLint: () => runLint
});
function useColor(flags, io) {
  if (flags.color === false || flags.output) return false;
  if (io.env.NO_COLOR !== void 0 && io.env.NO_COLOR !== "") return false;
  if (io.env.FORCE_COLOR !== void 0 && io.env.FORCE_COLOR !== "0") return true;
  return io.isTTY;
}
async function runLint(paths, flags, io) {
  const known = new Set(allRuleMeta().map((m) => m.id));
  const settings = await resolveSettings(paths, flags, io.cwd, known, io.now);
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`--hardware auto: ${hardware.error}`);
  const missing2 = settings.lint.paths.filter((p) => p !== "-" && !(0, import_node_fs12.existsSync)((0, import_node_path19.resolve)(io.cwd, p)));
  if (missing2.length) throw new UsageError(`no such file or directory: ${missing2.join(", ")}`);
  const options2 = {
    ...settings.lint,
    paths: settings.lint.paths.map((p) => p === "-" ? p : (0, import_node_path19.resolve)(io.cwd, p)),
    hardware: hardware.hosts
  };
  if (options2.paths.includes("-")) options2.stdin = io.readStdin();
  const result = lint(options2, RULES);
  const shown = settings.quiet ? result.findings.filter((f) => f.severity === "error") : result.findings;
  const tool = {
    name: "ssllint",
    get version() {
      return toolVersion();
    }
  };
  const chunks = reportChunks(settings.format, { findings: shown, files: result.files, cwd: io.cwd, rules: allRuleMeta(), tool, color: useColor(flags, io) }, io.env);
  if (settings.output) writeFile((0, import_node_path19.resolve)(io.cwd, settings.output), chunks);
  else for (const chunk of chunks) io.stdout(chunk);
  return exitCodeFor(result.findings, settings.failLevel, settings.maxWarnings);
}
function writeFile(path, chunks) {
  const fd = (0, import_node_fs12.openSync)(path, "w");
  try {
    for (const chunk of chunks) {
      const bytes = Buffer.from(chunk, "utf8");
      let done = 0;
      while (done < bytes.length) {
        const n = (0, import_node_fs12.writeSync)(fd, bytes, done, bytes.length - done);
        if (n <= 0) throw new Error(`could not write ${path}`);
        done += n;
      }
    }
  } finally {
    (0, import_node_fs12.closeSync)(fd);
  }
}
var import_node_fs12, import_node_path19;
var init_lint_command = __esm({
  "src/cli/lint-command.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_path19 = require("node:path");
    init_lint();
    init_auto();
    init_report();
    init_rules();
    init_exit_code();
    init_options();
    init_usage_error();
    init_version2();
  }
});

// ../main/node_modules/commander/lib/error.js
var require_error = __commonJS({
  "../main/node_modules/commander/lib/error.js"(exports2) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
  }
});

// ../main/node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "../main/node_modules/commander/lib/argument.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.length > 3 && this._name.slice(-3) === "...") {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _concatValue(value2, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value2];
        }
        return previous.concat(value2);
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value2, description) {
        this.defaultValue = value2;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._concatValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports2.Argument = Argument2;
    exports2.humanReadableArgName = humanReadableArgName;
  }
});

// ../main/node_modules/commander/lib/help.js
var require_help = __commonJS({
  "../main/node_modules/commander/lib/help.js"(exports2) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args2 = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args2 ? " " + args2 : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(max, helper.subcommandTerm(command).length);
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(max, helper.optionTerm(option).length);
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(max, helper.optionTerm(option).length);
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(max, helper.argumentTerm(argument).length);
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          return `${option.description} (${extraInfo.join(", ")})`;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescripton = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescripton}`;
          }
          return extraDescripton;
        }
        return argument.description;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth || 80;
        const itemIndentWidth = 2;
        const itemSeparatorWidth = 2;
        function formatItem(term, description) {
          if (description) {
            const fullText = `${term.padEnd(termWidth + itemSeparatorWidth)}${description}`;
            return helper.wrap(
              fullText,
              helpWidth - itemIndentWidth,
              termWidth + itemSeparatorWidth
            );
          }
          return term;
        }
        function formatList(textArray) {
          return textArray.join("\n").replace(/^/gm, " ".repeat(itemIndentWidth));
        }
        let output = [`Usage: ${helper.commandUsage(cmd)}`, ""];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.wrap(commandDescription, helpWidth, 0),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return formatItem(
            helper.argumentTerm(argument),
            helper.argumentDescription(argument)
          );
        });
        if (argumentList.length > 0) {
          output = output.concat(["Arguments:", formatList(argumentList), ""]);
        }
        const optionList = helper.visibleOptions(cmd).map((option) => {
          return formatItem(
            helper.optionTerm(option),
            helper.optionDescription(option)
          );
        });
        if (optionList.length > 0) {
          output = output.concat(["Options:", formatList(optionList), ""]);
        }
        if (this.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return formatItem(
              helper.optionTerm(option),
              helper.optionDescription(option)
            );
          });
          if (globalOptionList.length > 0) {
            output = output.concat([
              "Global Options:",
              formatList(globalOptionList),
              ""
            ]);
          }
        }
        const commandList = helper.visibleCommands(cmd).map((cmd2) => {
          return formatItem(
            helper.subcommandTerm(cmd2),
            helper.subcommandDescription(cmd2)
          );
        });
        if (commandList.length > 0) {
          output = output.concat(["Commands:", formatList(commandList), ""]);
        }
        return output.join("\n");
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Wrap the given string to width characters per line, with lines after the first indented.
       * Do not wrap if insufficient room for wrapping (minColumnWidth), or string is manually formatted.
       *
       * @param {string} str
       * @param {number} width
       * @param {number} indent
       * @param {number} [minColumnWidth=40]
       * @return {string}
       *
       */
      wrap(str, width2, indent2, minColumnWidth = 40) {
        const indents = " \\f\\t\\v\xA0\u1680\u2000-\u200A\u202F\u205F\u3000\uFEFF";
        const manualIndent = new RegExp(`[\\n][${indents}]+`);
        if (str.match(manualIndent)) return str;
        const columnWidth = width2 - indent2;
        if (columnWidth < minColumnWidth) return str;
        const leadingStr = str.slice(0, indent2);
        const columnText = str.slice(indent2).replace("\r\n", "\n");
        const indentString = " ".repeat(indent2);
        const zeroWidthSpace = "\u200B";
        const breaks = `\\s${zeroWidthSpace}`;
        const regex = new RegExp(
          `
|.{1,${columnWidth - 1}}([${breaks}]|$)|[^${breaks}]+?([${breaks}]|$)`,
          "g"
        );
        const lines2 = columnText.match(regex) || [];
        return leadingStr + lines2.map((line, i) => {
          if (line === "\n") return "";
          return (i > 0 ? indentString : "") + line.trimEnd();
        }).join("\n");
      }
    };
    exports2.Help = Help2;
  }
});

// ../main/node_modules/commander/lib/option.js
var require_option = __commonJS({
  "../main/node_modules/commander/lib/option.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value2, description) {
        this.defaultValue = value2;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _concatValue(value2, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value2];
        }
        return previous.concat(value2);
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._concatValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as a object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        return camelcase(this.name().replace(/^no-/, ""));
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options2) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options2.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value2, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value2, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value2);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word3) => {
        return str2 + word3[0].toUpperCase() + word3.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const flagParts = flags.split(/[ |,]+/);
      if (flagParts.length > 1 && !/^[[<]/.test(flagParts[1]))
        shortFlag = flagParts.shift();
      longFlag = flagParts.shift();
      if (!shortFlag && /^-[^-]$/.test(longFlag)) {
        shortFlag = longFlag;
        longFlag = void 0;
      }
      return { shortFlag, longFlag };
    }
    exports2.Option = Option2;
    exports2.DualOptions = DualOptions;
  }
});

// ../main/node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "../main/node_modules/commander/lib/suggestSimilar.js"(exports2) {
    var maxDistance = 3;
    function editDistance2(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word3, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word3.startsWith("--");
      if (searchingOptions) {
        word3 = word3.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance2(word3, candidate);
        const length = Math.max(word3.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports2.suggestSimilar = suggestSimilar;
  }
});

// ../main/node_modules/commander/lib/command.js
var require_command = __commonJS({
  "../main/node_modules/commander/lib/command.js"(exports2) {
    var EventEmitter = require("node:events").EventEmitter;
    var childProcess = require("node:child_process");
    var path = require("node:path");
    var fs = require("node:fs");
    var process2 = require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command3 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = true;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          outputError: (str, write) => write(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args2] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args2) cmd.arguments(args2);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // functions to change where being written, stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // matching functions to specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // functions based on what is being written out
       *     outputError(str, write) // used for displaying errors, and not used for displaying help
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        Object.assign(this._outputConfiguration, configuration);
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [fn] - custom argument processing function
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, fn, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof fn === "function") {
          argument.default(defaultValue).argParser(fn);
        } else {
          argument.default(fn);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument && previousArgument.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          return this;
        }
        enableOrNameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = enableOrNameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args2) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args2.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value2, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value2, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._concatValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('-p, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value2) {
        return this.setOptionValueWithSource(key, value2, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value2, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value2;
        } else {
          this._optionValues[key] = value2;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args2) {
        args2 = args2.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch (err) {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args2.unshift(executableFile);
            args2 = incrementNodeInspectorPort(process2.execArgv).concat(args2);
            proc = childProcess.spawn(process2.argv[0], args2, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args2, { stdio: "inherit" });
          }
        } else {
          args2.unshift(executableFile);
          args2 = incrementNodeInspectorPort(process2.execArgv).concat(args2);
          proc = childProcess.spawn(process2.execPath, args2, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
            const executableMissing = `'${executableFile}' does not exist
 - if '${subcommand._name}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
            throw new Error(executableMissing);
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown2) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown2));
          } else {
            return subCommand._parseCommand(operands, unknown2);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value2, previous) => {
          let parsedValue = value2;
          if (value2 !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value2}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value2,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index2) => {
          let value2 = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index2 < this.args.length) {
              value2 = this.args.slice(index2);
              if (declaredArg.parseArg) {
                value2 = value2.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value2 === void 0) {
              value2 = [];
            }
          } else if (index2 < this.args.length) {
            value2 = this.args[index2];
            if (declaredArg.parseArg) {
              value2 = myParseArg(declaredArg, value2, declaredArg.defaultValue);
            }
          }
          processedArgs[index2] = value2;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise && promise.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown2) {
        const parsed = this.parseOptions(unknown2);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown2 = parsed.unknown;
        this.args = operands.concat(unknown2);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown2);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown2);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown2
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown2);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent && this.parent.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown2);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown2);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown2);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} argv
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(argv) {
        const operands = [];
        const unknown2 = [];
        let dest = operands;
        const args2 = argv.slice();
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        let activeVariadicOption = null;
        while (args2.length) {
          const arg = args2.shift();
          if (arg === "--") {
            if (dest === unknown2) dest.push(arg);
            dest.push(...args2);
            break;
          }
          if (activeVariadicOption && !maybeOption(arg)) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value2 = args2.shift();
                if (value2 === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value2);
              } else if (option.optional) {
                let value2 = null;
                if (args2.length > 0 && !maybeOption(args2[0])) {
                  value2 = args2.shift();
                }
                this.emit(`option:${option.name()}`, value2);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                args2.unshift(`-${arg.slice(2)}`);
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index2 = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index2));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index2 + 1));
              continue;
            }
          }
          if (maybeOption(arg)) {
            dest = unknown2;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown2.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              if (args2.length > 0) unknown2.push(...args2);
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg);
              if (args2.length > 0) operands.push(...args2);
              break;
            } else if (this._defaultCommandName) {
              unknown2.push(arg);
              if (args2.length > 0) unknown2.push(...args2);
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg);
            if (args2.length > 0) dest.push(...args2);
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown: unknown2 };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s2 = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s2} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias2) {
        if (alias2 === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias2 === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias2);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias2}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias2);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias2) => this.alias(alias2));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args2 = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args2 : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path.basename(filename, path.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        if (path2 === void 0) return this._executableDir;
        this._executableDir = path2;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        if (helper.helpWidth === void 0) {
          helper.helpWidth = contextOptions && contextOptions.error ? this._outputConfiguration.getErrHelpWidth() : this._outputConfiguration.getOutHelpWidth();
        }
        return helper.formatHelp(this, helper);
      }
      /**
       * @private
       */
      _getHelpContext(contextOptions) {
        contextOptions = contextOptions || {};
        const context = { error: !!contextOptions.error };
        let write;
        if (context.error) {
          write = (arg) => this._outputConfiguration.writeErr(arg);
        } else {
          write = (arg) => this._outputConfiguration.writeOut(arg);
        }
        context.write = contextOptions.write || write;
        context.command = this;
        return context;
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const context = this._getHelpContext(contextOptions);
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", context));
        this.emit("beforeHelp", context);
        let helpInformation = this.helpInformation(context);
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        context.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", context);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", context)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            this._helpOption = this._helpOption ?? void 0;
          } else {
            this._helpOption = null;
          }
          return this;
        }
        flags = flags ?? "-h, --help";
        description = description ?? "display help for command";
        this._helpOption = this.createOption(flags, description);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = process2.exitCode || 0;
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position2, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position2)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position2}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args2) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args2.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args2) {
      return args2.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    exports2.Command = Command3;
  }
});

// ../main/node_modules/commander/index.js
var require_commander = __commonJS({
  "../main/node_modules/commander/index.js"(exports2) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command3 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports2.program = new Command3();
    exports2.createCommand = (name) => new Command3(name);
    exports2.createOption = (flags, description) => new Option2(flags, description);
    exports2.createArgument = (name, description) => new Argument2(name, description);
    exports2.Command = Command3;
    exports2.Option = Option2;
    exports2.Argument = Argument2;
    exports2.Help = Help2;
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
    exports2.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// ../main/node_modules/commander/esm.mjs
var import_index4, program, createCommand, createArgument, createOption, CommanderError, InvalidArgumentError, InvalidOptionArgumentError, Command, Argument, Option, Help;
var init_esm = __esm({
  "../main/node_modules/commander/esm.mjs"() {
    import_index4 = __toESM(require_commander(), 1);
    ({
      program,
      createCommand,
      createArgument,
      createOption,
      CommanderError,
      InvalidArgumentError,
      InvalidOptionArgumentError,
      Command: (
        // deprecated old name
        Command
      ),
      Argument,
      Option,
      Help
    } = import_index4.default);
  }
});

// src/cli/advise.ts
var advise_exports = {};
__export(advise_exports, {
  runAdvise: () => runAdvise,
  withConfiguredHardware: () => withConfiguredHardware
});
async function runAdvise(flags, deps = DEFAULT_DEPS) {
  const usage = (message) => {
    deps.stderr(`ssllint advise: ${message}
`);
    return 2;
  };
  if (!isProfileName(flags.profile)) return usage(`unknown profile "${flags.profile}" (expected ${PROFILE_NAMES.join(", ")})`);
  if (flags.server !== "nginx" && flags.server !== "apache") return usage(`unknown server "${flags.server}" (expected nginx or apache)`);
  if (flags.format !== "text" && flags.format !== "json") return usage(`unknown format "${flags.format}" (expected text or json)`);
  const choices = parseHardwareList(flags.hardware);
  if (typeof choices === "string") return usage(choices);
  const resolved = await resolveHardware(choices, deps.io);
  if (!resolved.ok) return usage(resolved.error);
  let measured;
  if (flags.measure) {
    const self = resolved.auto ?? await detectThisMachine(deps.io);
    const measurement = await deps.io.measure({});
    if ("profile" in self) measured = { measurement, hardware: self.profile };
    else measured = void 0;
    if (!measured) deps.stderr(`ssllint advise: cannot tell this machine's hardware profile, so the measurement is shown but not used
`);
    const r2 = advise({
      profile: flags.profile,
      hardware: resolved.hosts,
      server: flags.server,
      serverVersion: flags.serverVersion,
      openssl: flags.openssl,
      measured
    });
    if (!r2.ok) return usage(r2.error);
    const report2 = { advice: r2.advice, detection: resolved.auto, measurement };
    deps.stdout(flags.format === "json" ? formatJson(report2) : formatText(report2));
    return 0;
  }
  const r = advise({
    profile: flags.profile,
    hardware: resolved.hosts,
    server: flags.server,
    serverVersion: flags.serverVersion,
    openssl: flags.openssl
  });
  if (!r.ok) return usage(r.error);
  const report = { advice: r.advice, detection: resolved.auto };
  deps.stdout(flags.format === "json" ? formatJson(report) : formatText(report));
  return 0;
}
async function withConfiguredHardware(opts) {
  try {
    const file = findConfigFile(process.cwd());
    const hardware = file ? (await readConfigFile2(file)).hardware : void 0;
    return hardware?.length ? { ...opts, hardware: hardware.join(",") } : opts;
  } catch {
    return opts;
  }
}
var DEFAULT_DEPS;
var init_advise2 = __esm({
  "src/cli/advise.ts"() {
    "use strict";
    init_file();
    init_advise();
    init_auto();
    init_format();
    init_hardware();
    init_profiles();
    DEFAULT_DEPS = {
      io: SYSTEM_IO,
      stdout: (t) => void process.stdout.write(t),
      stderr: (t) => void process.stderr.write(t)
    };
  }
});

// src/cli/advise-command.ts
function registerAdviseCommand(program2, deps) {
  return program2.command("advise").description("print the TLS block advised for a server's hardware: protocols, cipher order, session and HTTP settings, each with its reason").option("--hardware <profiles>", "auto, x86-aesni, x86-no-aesni, arm64-crypto, arm-no-crypto, or a comma-separated list for hosts behind one address", "auto").option("--profile <name>", "Mozilla profile: modern, intermediate or old", "intermediate").option("--server <name>", "nginx or apache", "nginx").option("--openssl <generation>", "OpenSSL the server links: 1.0.2, 1.1.1, 3.x, or a release such as 3.5.0", DEFAULT_OPENSSL).option("--server-version <version>", "server release whose syntax to use (default: nginx 1.28.0, Apache 2.4.65)").option("--measure", "time this machine's ciphers and signatures (a few seconds) and use the figures").option("--format <format>", "text or json", "text").action(async (opts, command) => {
    const advise2 = await Promise.resolve().then(() => (init_advise2(), advise_exports));
    const flags = command.getOptionValueSource("hardware") === "default" ? await advise2.withConfiguredHardware(opts) : opts;
    process.exitCode = await advise2.runAdvise(flags, deps);
  });
}
var init_advise_command = __esm({
  "src/cli/advise-command.ts"() {
    "use strict";
    init_versions();
  }
});

// src/cli/ciphers.ts
var ciphers_exports = {};
__export(ciphers_exports, {
  runCiphers: () => runCiphers,
  suiteWeaknesses: () => suiteWeaknesses
});
function suiteWeaknesses(s2) {
  const out = [];
  if (s2.isExport) out.push("export");
  if (s2.isNull) out.push("no encryption");
  if (s2.isAnon) out.push("no authentication");
  if (s2.isRc4) out.push("RC4");
  if (s2.isDes) out.push("single DES");
  if (s2.isRc2) out.push("RC2");
  if (s2.is3des) out.push("3DES");
  if (!s2.fs) out.push("no forward secrecy");
  if (s2.isSlow) out.push("slow");
  if (s2.isCbc) out.push("CBC");
  return out;
}
function describe(s2, generation) {
  const enc = s2.enc === "None" ? "None" : `${s2.enc}(${s2.bits})`;
  if (generation === "3.x") {
    return `${pad3(s2.name, 30)} ${pad3(s2.protocol, 7)} Kx=${pad3(s2.kx, 8)} Au=${pad3(s2.au, 5)} Enc=${pad3(enc, 22)} Mac=${pad3(s2.mac, 4)}`;
  }
  const line = `${pad3(s2.name, 23)} ${s2.protocol} Kx=${pad3(s2.kx, 8)} Au=${pad3(s2.au, 4)} Enc=${pad3(enc, 9)} Mac=${pad3(s2.mac, 4)}`;
  return generation === "1.0.2" && s2.isExport ? `${line} export` : line;
}
function textLine(s2, generation) {
  const weak = suiteWeaknesses(s2);
  return weak.length ? `${describe(s2, generation)}  ! ${weak.join(", ")}` : describe(s2, generation);
}
function suiteJson(s2) {
  return {
    name: s2.name,
    iana: s2.iana,
    hex: s2.hex,
    protocol: s2.protocol,
    kx: s2.kx,
    au: s2.au,
    enc: s2.enc,
    bits: s2.bits,
    mac: s2.mac,
    aead: s2.aead,
    fs: s2.fs,
    export: s2.export
  };
}
function ignoredNote(word3, generation) {
  const why = whyIgnored(word3, generation);
  switch (why.reason) {
    case "iana-name":
      return `${word3}: an IANA name; OpenSSL cipher strings want its own name, ${why.suggestion}`;
    case "tls13-suite":
      return `${word3}: a TLS 1.3 suite; those are set with Ciphersuites, not the cipher string`;
    case "wrong-case":
      return `${word3}: keywords are case-sensitive; did you mean ${why.suggestion}?`;
    case "other-generation":
      return `${word3}: not known to OpenSSL ${generation} (known to ${why.knownIn?.join(", ")})`;
    default:
      return `${word3}: unknown to OpenSSL ${generation}`;
  }
}
function runCiphers(cipherString, flags, out = PROCESS_OUTPUT) {
  const generation = parseGeneration(flags.openssl);
  if (!generation) {
    out.stderr(`ssllint ciphers: unknown OpenSSL generation "${flags.openssl}" (expected 1.0.2, 1.1.1 or 3.x)
`);
    return 2;
  }
  if (flags.format !== "text" && flags.format !== "json") {
    out.stderr(`ssllint ciphers: unknown format "${flags.format}" (expected text or json)
`);
    return 2;
  }
  const result = expand(cipherString, generation);
  const tls13 = flags.ciphersuites === void 0 ? void 0 : expandTls13(flags.ciphersuites, generation);
  const tls13Suites = tls13 ? tls13.error ? [] : [...tls13.suites, ...tls13.notTls13] : result.tls13;
  const failed = result.error !== void 0 || tls13?.error !== void 0;
  if (flags.format === "json") {
    const doc = {
      generation,
      ciphers: result.ciphers.map(suiteJson),
      tls13: tls13Suites.map(suiteJson),
      ignored: [...result.ignored]
    };
    if (result.error) doc.error = result.error;
    if (tls13 && tls13.ignored.length) doc.tls13Ignored = [...tls13.ignored];
    if (tls13?.error) doc.tls13Error = tls13.error;
    out.stdout(`${JSON.stringify(doc, null, 2)}
`);
    return failed ? 1 : 0;
  }
  if (result.error) {
    out.stderr(`ssllint ciphers: OpenSSL ${generation} rejects this string: ${result.error}
`);
  } else {
    const lines2 = [...tls13Suites, ...result.ciphers].map((s2) => textLine(s2, generation));
    out.stdout(lines2.length ? `${lines2.join("\n")}
` : "");
  }
  if (tls13?.error) out.stderr(`ssllint ciphers: OpenSSL ${generation} rejects the TLS 1.3 list: ${tls13.error}
`);
  for (const word3 of result.ignored) out.stderr(`ssllint ciphers: ignored ${ignoredNote(word3, generation)}
`);
  for (const word3 of tls13?.ignored ?? []) out.stderr(`ssllint ciphers: TLS 1.3 list: ignored ${word3}
`);
  if (typeof result.seclevel === "number") out.stderr(`ssllint ciphers: the string sets security level ${result.seclevel}
`);
  return failed ? 1 : 0;
}
var PROCESS_OUTPUT, pad3;
var init_ciphers2 = __esm({
  "src/cli/ciphers.ts"() {
    "use strict";
    init_openssl();
    PROCESS_OUTPUT = {
      stdout: (t) => void process.stdout.write(t),
      stderr: (t) => void process.stderr.write(t)
    };
    pad3 = (s2, n) => s2.length >= n ? s2 : s2 + " ".repeat(n - s2.length);
  }
});

// src/cli/ciphers-command.ts
function registerCiphersCommand(program2) {
  program2.command("ciphers").description("list the suites an OpenSSL cipher string enables, in order, offline (like `openssl ciphers -v`)").argument("<string>", 'cipher string, e.g. "HIGH:!aNULL:!MD5"').option("--openssl <generation>", "OpenSSL generation: 1.0.2, 1.1.1 or 3.x", "3.x").option("--format <format>", "text or json", "text").option("--ciphersuites <list>", "TLS 1.3 suites (the Ciphersuites setting) instead of the default").action(async (cipherString, flags) => {
    const { runCiphers: runCiphers2 } = await Promise.resolve().then(() => (init_ciphers2(), ciphers_exports));
    process.exitCode = runCiphers2(cipherString, flags);
  });
}
var init_ciphers_command = __esm({
  "src/cli/ciphers-command.ts"() {
    "use strict";
  }
});

// src/cli/parse.ts
var parse_exports = {};
__export(parse_exports, {
  jsonReport: () => jsonReport2,
  runParse: () => runParse
});
function runParse(paths, flags, outerPathMap, write, fail, cwd = process.cwd()) {
  const map = parsePathMap([...outerPathMap ?? [], ...flags.pathMap ?? []], cwd);
  if (!map.ok) {
    fail(`ssllint: ${map.error}
`);
    return 2;
  }
  let result;
  try {
    result = loadPaths(paths, { pathMap: map.map });
  } catch (err) {
    fail(`ssllint: internal error while loading: ${err.message}
Please report this with the config that caused it.
`);
    return 2;
  }
  const usage = result.skipped.filter((s2) => s2.usage);
  for (const s2 of usage) fail(`ssllint: ${s2.path}: ${s2.reason}
`);
  if (usage.length) return 2;
  const show = (p) => displayPath2(p, cwd);
  write(flags.format === "text" ? textReport(result, show) : JSON.stringify(jsonReport2(result, show), null, 2) + "\n");
  const reported = result.trees.some((t) => t.diagnostics.length > 0 || [...t.files.values()].some((f) => f.errors.length > 0));
  return reported || result.skipped.length > 0 ? 1 : 0;
}
function displayPath2(path, cwd) {
  if (!(0, import_node_path20.isAbsolute)(path)) return path;
  const rel = (0, import_node_path20.relative)(cwd, path);
  return rel === "" ? "." : rel.startsWith("..") ? path : rel;
}
function at(span) {
  return `${span.line}:${span.column}-${span.endLine}:${span.endColumn}`;
}
function jsonArg(a) {
  return a.raw === a.value ? { value: a.value, at: at(a.span) } : { value: a.value, raw: a.raw, at: at(a.span) };
}
function jsonDirective(d, show) {
  return {
    name: d.name,
    args: d.args.map(jsonArg),
    at: at(d.span),
    ...d.includes ? { includes: d.includes.map(show) } : {},
    ...d.block ? { block: d.block.map((c) => jsonDirective(c, show)) } : {},
    ...d.blockEnd ? { blockEnd: at(d.blockEnd) } : {}
  };
}
function jsonDiagnostic(d, show) {
  return { ruleId: d.ruleId, message: d.message, file: show(d.span.file), at: at(d.span) };
}
function jsonFile(f, show) {
  return {
    file: show(f.file),
    directives: f.directives.map((d) => jsonDirective(d, show)),
    comments: f.comments.map((c) => ({ text: c.text, at: at(c.span), inline: c.inline })),
    errors: f.errors.map((e) => jsonDiagnostic(e, show))
  };
}
function jsonTree(t, show) {
  return {
    dialect: t.dialect,
    root: show(t.root),
    fragment: t.fragment,
    base: show(t.base),
    files: [...t.files.values()].map((f) => jsonFile(f, show)),
    diagnostics: t.diagnostics.map((d) => jsonDiagnostic(d, show))
  };
}
function jsonReport2(result, show) {
  return {
    version: 1,
    trees: result.trees.map((t) => jsonTree(t, show)),
    files: result.files.map(show),
    skipped: result.skipped.map((s2) => ({ path: s2.path, reason: s2.reason }))
  };
}
function textDirective(d, indent2, show, lines2) {
  const args2 = d.args.map((a) => a.raw).join(" ");
  const head = `${indent2}${d.span.line}:${d.span.column} ${d.name}${args2 ? " " + args2 : ""}`;
  if (d.includes) {
    lines2.push(`${head}  \u2192 ${d.includes.length ? d.includes.map(show).join(", ") : "(nothing)"}`);
  } else {
    lines2.push(d.block ? `${head} {` : head);
  }
  if (d.block) {
    for (const c of d.block) textDirective(c, indent2 + "  ", show, lines2);
    lines2.push(`${indent2}}`);
  }
}
function textReport(result, show) {
  const lines2 = [];
  for (const t of result.trees) {
    lines2.push(`${t.dialect} ${t.fragment ? "fragment" : "tree"} ${show(t.root)} (base ${show(t.base)})`);
    for (const f of t.files.values()) {
      lines2.push(`  ${show(f.file)}`);
      for (const d of f.directives) textDirective(d, "    ", show, lines2);
      for (const e of f.errors) lines2.push(`    ! ${e.span.line}:${e.span.column} ${e.ruleId}: ${e.message}`);
    }
    for (const d of t.diagnostics) {
      lines2.push(`  ! ${show(d.span.file)}:${d.span.line}:${d.span.column} ${d.ruleId}: ${d.message}`);
    }
  }
  for (const s2 of result.skipped) lines2.push(`skipped ${s2.path}: ${s2.reason}`);
  return lines2.join("\n") + "\n";
}
var import_node_path20;
var init_parse3 = __esm({
  "src/cli/parse.ts"() {
    "use strict";
    import_node_path20 = require("node:path");
    init_load();
    init_path_map();
  }
});

// src/cli/parse-command.ts
function registerParseCommand(program2) {
  program2.enablePositionalOptions();
  program2.command("parse").description("print the parsed configuration trees (debug)").argument("<paths...>", "config files or directories; - reads stdin (an nginx -T dump is split into its files)").addOption(new Option("--format <format>", "output format").choices(["json", "text"]).default("json")).option("--path-map <from=to>", "read files under FROM from TO instead (repeatable)", collect2).action(async (paths, flags, cmd) => {
    const out = cmd.configureOutput();
    const write = (t) => out.writeOut ? out.writeOut(t) : process.stdout.write(t);
    const fail = (t) => out.writeErr ? out.writeErr(t) : process.stderr.write(t);
    const { runParse: runParse2 } = await Promise.resolve().then(() => (init_parse3(), parse_exports));
    process.exitCode = runParse2(paths, flags, cmd.parent?.opts().pathMap, write, fail);
  });
}
var collect2;
var init_parse_command = __esm({
  "src/cli/parse-command.ts"() {
    "use strict";
    init_esm();
    collect2 = (value2, previous = []) => [...previous, value2];
  }
});

// src/cli/program.ts
var program_exports = {};
__export(program_exports, {
  CommanderError: () => CommanderError,
  buildProgram: () => buildProgram
});
function buildProgram(io, setExit) {
  const program2 = new Command("ssllint");
  program2.description("Lint the TLS and HTTP-performance settings of nginx and Apache httpd configurations.").version(toolVersion(), "-v, --version", "print the version").argument("[paths...]", "config files or directories (nginx.conf / apache2.conf / httpd.conf trees, or fragments); - reads stdin").addOption(new Option("-f, --format <format>", "output format").choices([...FORMATS]).default("stylish")).option("-o, --output <file>", "write the report to a file instead of stdout").option("-c, --config <file>", "use this config file instead of the nearest .ssllint.json/.ssllint.yaml").option("--no-config", "ignore config files").option("-r, --rule <id=level>", "set a rule to off|info|warning|error (repeatable)", collect3).option("--openssl <gens>", "OpenSSL generations to check, comma-separated: 1.0.2,1.1.1,3.x (default: all)").addOption(new Option("--fail-level <level>", "lowest severity that makes the exit code 1").choices(["error", "warning", "info"]).default("error")).option("--max-warnings <n>", "exit 1 when there are more than n warnings").option("--path-map <from=to>", "read files under FROM from TO instead (repeatable), e.g. /etc/nginx=./nginx", collect3).option("-D, --define <name>", "Apache: treat NAME as defined, as `httpd -D NAME` does, for <IfDefine NAME> (repeatable)", collect3).option("--nginx-version <v>", "nginx version whose defaults apply").option("--apache-version <v>", "Apache httpd version whose defaults apply").option("--now <iso-date>", "the date certificate expiry is judged at (default: now)").option("--expiring-days <n>", "warn about certificates that expire within n days (default 30)").option("--hardware <profiles>", "CPUs that terminate TLS, comma-separated: x86-aesni (default), x86-no-aesni, arm64-crypto, arm-no-crypto, auto").option("--no-color", "no colour in the stylish output (also NO_COLOR=1)").option("-q, --quiet", "report errors only").addHelpText("after", EXAMPLES).action(async (paths, flags) => {
    const { runLint: runLint2 } = await Promise.resolve().then(() => (init_lint_command(), lint_command_exports));
    setExit(await runLint2(paths, flags, io));
  });
  program2.configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  registerCiphersCommand(program2);
  registerAdviseCommand(program2);
  registerParseCommand(program2);
  return program2;
}
var collect3, EXAMPLES;
var init_program = __esm({
  "src/cli/program.ts"() {
    "use strict";
    init_esm();
    init_advise_command();
    init_ciphers_command();
    init_formats();
    init_parse_command();
    init_version2();
    init_esm();
    collect3 = (value2, previous = []) => [...previous, value2];
    EXAMPLES = `
Examples:
  ssllint /etc/nginx                      lint an nginx tree (follows includes)
  ssllint /etc/apache2 --format unix      lint the Debian Apache tree, one finding a line
  nginx -T | ssllint -                    lint the live nginx config with its real file names
  ssllint conf/ --path-map /etc/nginx=conf --format sarif -o ssllint.sarif
  ssllint site.conf --rule cipher-cbc=off --fail-level warning
  ssllint ciphers 'HIGH:!aNULL' --openssl 1.0.2
  ssllint advise --server nginx --hardware arm-no-crypto

Exit codes: 0 nothing at or above --fail-level, 1 findings at or above it (or more
warnings than --max-warnings), 2 usage or internal error.`;
  }
});

// src/cli/main.ts
function defaultIo() {
  return {
    stdout: writeStdout,
    stderr: (t) => process.stderr.write(t),
    readStdin: () => (0, import_node_fs13.readFileSync)(0, "utf8"),
    // Asked only when no flag or variable has settled the colours already.
    get isTTY() {
      return stdoutIsTTY();
    },
    env: process.env,
    cwd: process.cwd(),
    now: () => /* @__PURE__ */ new Date()
  };
}
async function main(argv, io = defaultIo()) {
  let code = 0;
  const quick = quickLintArgs(argv);
  let commander2;
  try {
    process.exitCode = void 0;
    if (quick) {
      const { runLint: runLint2 } = await Promise.resolve().then(() => (init_lint_command(), lint_command_exports));
      code = await runLint2(quick.paths, quick.flags, io);
    } else {
      commander2 = await Promise.resolve().then(() => (init_program(), program_exports));
      const program2 = commander2.buildProgram(io, (c) => code = c);
      program2.exitOverride();
      for (const sub of program2.commands) sub.exitOverride();
      await program2.parseAsync(argv, { from: "user" });
    }
    if (typeof process.exitCode === "number" && process.exitCode !== 0) code = process.exitCode;
    return code;
  } catch (err) {
    if (commander2 && err instanceof commander2.CommanderError) {
      if (err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.code === "commander.help") return 0;
      return 2;
    }
    if (err instanceof UsageError) {
      io.stderr(`ssllint: ${err.message}
`);
      return 2;
    }
    io.stderr(`ssllint: internal error: ${err.message}
Please report this with the config that caused it.
`);
    if (io.env.SSLLINT_DEBUG) io.stderr(`${err.stack}
`);
    return 2;
  }
}
var import_node_fs13;
var init_main = __esm({
  "src/cli/main.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    init_quick_args();
    init_stdout();
    init_usage_error();
    init_exit_code();
  }
});

// src/advice/index.ts
var init_advice = __esm({
  "src/advice/index.ts"() {
    "use strict";
    init_advise();
    init_decide();
    init_fix();
    init_costs();
    init_hardware();
    init_auto();
    init_format();
    init_profiles();
    init_lines2();
  }
});

// src/action/inputs.ts
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
function getInput(env, name) {
  return (env[inputVariable(name)] ?? "").trim();
}
function getBooleanInput(env, name, fallback) {
  const value2 = getInput(env, name);
  if (value2 === "") return fallback;
  if (TRUE.includes(value2)) return true;
  if (FALSE.includes(value2)) return false;
  throw new InputError(`input "${name}": "${value2}" is not a boolean (use true or false)`);
}
function readInputs(env) {
  const paths = getInput(env, "paths").split(/\s+/).filter(Boolean);
  if (paths.includes("-")) throw new InputError('input "paths": `-` (standard input) has no meaning in an Action; name files or directories');
  const failLevel = getInput(env, "fail-level") || "error";
  if (!FAIL_LEVELS.includes(failLevel)) throw new InputError(`input "fail-level": "${failLevel}" must be error, warning or info`);
  const format = getInput(env, "format") || "stylish";
  if (!FORMATS.includes(format)) throw new InputError(`input "format": "${format}" must be one of ${FORMATS.join(", ")}`);
  const config = getInput(env, "config");
  return {
    paths,
    config: config === "" ? void 0 : config,
    failLevel,
    format,
    sarifFile: getInput(env, "sarif-file"),
    annotations: getBooleanInput(env, "annotations", true)
  };
}
var InputError, TRUE, FALSE, FAIL_LEVELS;
var init_inputs = __esm({
  "src/action/inputs.ts"() {
    "use strict";
    init_options();
    InputError = class extends Error {
    };
    TRUE = ["true", "True", "TRUE"];
    FALSE = ["false", "False", "FALSE"];
    FAIL_LEVELS = ["error", "warning", "info"];
  }
});

// src/action/outputs.ts
function delimiterFor(value2) {
  for (; ; ) {
    const delimiter = `ssllint_${(0, import_node_crypto5.randomBytes)(16).toString("hex")}`;
    if (!value2.includes(delimiter)) return delimiter;
  }
}
function outputEntry(name, value2) {
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) throw new Error(`invalid output name: ${name}`);
  if (!/[\r\n]/.test(value2)) return `${name}=${value2}
`;
  const delimiter = delimiterFor(value2);
  return `${name}<<${delimiter}
${value2}
${delimiter}
`;
}
function writeOutputs(file, outputs) {
  if (!file) return;
  (0, import_node_fs14.appendFileSync)(file, outputs.map(([name, value2]) => outputEntry(name, value2)).join(""));
}
var import_node_crypto5, import_node_fs14;
var init_outputs = __esm({
  "src/action/outputs.ts"() {
    "use strict";
    import_node_crypto5 = require("node:crypto");
    import_node_fs14 = require("node:fs");
  }
});

// src/action/run.ts
var run_exports = {};
__export(run_exports, {
  runAction: () => runAction
});
async function runAction(io) {
  try {
    return await lintAndReport(io);
  } catch (err) {
    if (err instanceof InputError || err instanceof UsageError) {
      io.stdout(`${workflowCommand("error", [["title", "ssllint"]], err.message)}
`);
      return 2;
    }
    io.stdout(`${workflowCommand("error", [["title", "ssllint internal error"]], `${err.message}. Please report this with the config that caused it.`)}
`);
    return 2;
  }
}
async function defaultPaths(inputs, cwd) {
  if (inputs.paths.length > 0) return inputs.paths;
  try {
    const file = inputs.config ? (0, import_node_path21.resolve)(cwd, inputs.config) : findConfigFile(cwd);
    if (file && (await readConfigFile2(file)).roots?.length) return [];
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  return ["."];
}
async function lintAndReport(io) {
  const inputs = readInputs(io.env);
  const known = new Set(allRuleMeta().map((m) => m.id));
  const flags = { config: inputs.config, failLevel: inputs.failLevel, format: inputs.format };
  const settings = await resolveSettings(await defaultPaths(inputs, io.cwd), flags, io.cwd, known, io.now);
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`hardware auto: ${hardware.error}`);
  const result = lint({ ...settings.lint, hardware: hardware.hosts }, RULES);
  const input = {
    findings: result.findings,
    files: result.files,
    cwd: io.cwd,
    rules: allRuleMeta(),
    tool: { name: "ssllint", version: toolVersion() },
    color: color(io.env)
  };
  if (inputs.format !== "github") io.stdout(formatReport(inputs.format, input));
  if (inputs.annotations || inputs.format === "github") io.stdout(formatGithub(input, io.env));
  else writeSummary(input, io.env, io.stdout);
  const sarifFile = sarifPath(inputs.sarifFile, io);
  try {
    (0, import_node_fs15.mkdirSync)((0, import_node_path21.dirname)(sarifFile), { recursive: true });
    (0, import_node_fs15.writeFileSync)(sarifFile, formatSarif(input));
  } catch (err) {
    throw new UsageError(`input "sarif-file": cannot write ${sarifFile} (${err.code ?? "error"})`);
  }
  const counts = countSeverities(result.findings);
  writeOutputs(io.env.GITHUB_OUTPUT, [
    ["errors", String(counts.error)],
    ["warnings", String(counts.warning)],
    ["infos", String(counts.info)],
    ["sarif-file", sarifFile]
  ]);
  const code = exitCodeFor(result.findings, settings.failLevel);
  if (code !== 0) {
    const failing = result.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[settings.failLevel]).length;
    io.stdout(`ssllint: ${plural(failing, "finding")} at or above fail-level ${settings.failLevel}.
`);
  }
  return code;
}
function color(env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0";
}
function sarifPath(given, io) {
  if (given !== "") return (0, import_node_path21.isAbsolute)(given) ? given : (0, import_node_path21.resolve)(io.cwd, given);
  return (0, import_node_path21.resolve)(io.env.RUNNER_TEMP || (0, import_node_os.tmpdir)(), "ssllint.sarif");
}
function writeSummary(input, env, out) {
  const { problem } = appendStepSummary(input, env);
  if (problem) out(`${problem}
`);
}
var import_node_fs15, import_node_os, import_node_path21;
var init_run = __esm({
  "src/action/run.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_os = require("node:os");
    import_node_path21 = require("node:path");
    init_file();
    init_advice();
    init_main();
    init_options();
    init_version2();
    init_findings();
    init_lint();
    init_counts();
    init_github();
    init_report();
    init_sarif();
    init_workflow_command();
    init_rules();
    init_inputs();
    init_outputs();
  }
});

// src/cli/bundled.ts
var bundled_exports = {};
__export(bundled_exports, {
  main: () => main,
  runAction: () => runAction2
});
module.exports = __toCommonJS(bundled_exports);
init_main();
async function runAction2(io) {
  return (await Promise.resolve().then(() => (init_run(), run_exports))).runAction(io);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main,
  runAction
});

})
