import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);

// src/advice/costs.ts
var BULK_CIPHERS = [
  "AES128-GCM",
  "AES256-GCM",
  "CHACHA20-POLY1305",
  "AES128-CBC-SHA",
  "AES256-CBC-SHA",
  "3DES-CBC-SHA"
];
var SIGNATURES = ["ECDSA-P256", "Ed25519", "ECDSA-P384", "RSA-2048", "RSA-3072", "RSA-4096"];
var BUILTIN_COSTS = {
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
var SIGN_FROM_MEASURE = {
  "ecdsa-p256": "ECDSA-P256",
  ed25519: "Ed25519",
  "ecdsa-p384": "ECDSA-P384",
  "rsa-2048": "RSA-2048",
  "rsa-3072": "RSA-3072",
  "rsa-4096": "RSA-4096"
};
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
  const sign = { ...base.sign };
  const p256 = m.sign["ecdsa-p256"];
  const measuredSign = /* @__PURE__ */ new Set();
  if (p256 && p256 > 0) {
    for (const [alg, name] of Object.entries(SIGN_FROM_MEASURE)) {
      const rate = m.sign[alg];
      if (rate && rate > 0) {
        sign[name] = p256 / rate;
        measuredSign.add(name);
      }
    }
    for (const name of SIGNATURES) {
      if (measuredSign.has(name)) continue;
      const near = ["RSA-2048", "RSA-3072", "RSA-4096"].filter((n) => measuredSign.has(n));
      const from = name.startsWith("RSA-") && near.length > 0 ? near[near.length - 1] : void 0;
      if (from) sign[name] = sign[from] * (base.sign[name] / base.sign[from]);
      estimated.push(name);
    }
  } else {
    estimated.push(...SIGNATURES);
  }
  return { bulk, sign, source: `measured on this machine (Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion})`, estimated };
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

// src/model/paths.ts
import { posix as posix2 } from "node:path";

// src/source/path-map.ts
import { posix, resolve } from "node:path";
function parsePathMap(specs, cwd = process.cwd()) {
  const map = [];
  for (const spec of specs) {
    const eq = spec.indexOf("=");
    const from = eq === -1 ? "" : spec.slice(0, eq);
    const to = eq === -1 ? "" : spec.slice(eq + 1);
    if (!from || !to) return { ok: false, error: `--path-map expects FROM=TO, got "${spec}"` };
    if (!from.startsWith("/")) return { ok: false, error: `--path-map FROM must be an absolute path, got "${from}"` };
    map.push([trimSlash(posix.normalize(from)), trimSlash(resolve(cwd, to))]);
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
  return posix.join(to, from === "/" ? path : path.slice(from.length));
}
function pathMapCovers(path, map) {
  return longestCover(path, map) !== void 0;
}

// src/model/paths.ts
function resolveServerPath(written2, base, pathMap) {
  if (written2.startsWith("data:") || written2.includes("$")) return written2;
  const absolute = written2.startsWith("/") ? posix2.normalize(written2) : posix2.join(base || "/", written2);
  return applyPathMap(absolute, pathMap);
}
var FileRefs = class {
  constructor(base, pathMap) {
    this.base = base;
    this.pathMap = pathMap;
  }
  base;
  pathMap;
  resolved = /* @__PURE__ */ new Map();
  inheritedRefs = /* @__PURE__ */ new Map();
  /** The FileRef for the first argument of `directive`, or for `written` when given. */
  ref(directive, inherited, written2 = directive.args[0]?.value ?? "") {
    if (inherited) {
      const cached = this.inheritedRefs.get(directive);
      if (cached && cached.path === written2) return cached;
    }
    let resolved = this.resolved.get(written2);
    if (resolved === void 0) {
      resolved = resolveServerPath(written2, this.base, this.pathMap);
      this.resolved.set(written2, resolved);
    }
    const ref = { path: written2, resolved, at: directive.span, inherited };
    if (inherited) this.inheritedRefs.set(directive, ref);
    return ref;
  }
};

// src/model/settings.ts
function written(value, directive) {
  return { value, at: directive.span, inherited: false, defaulted: false, directive };
}
function defaulted(value, block) {
  return { value, at: block, inherited: false, defaulted: true };
}
function inherit(outer, block) {
  if (outer.defaulted) return outer.at === block ? outer : { ...outer, at: block };
  return outer.inherited ? outer : { ...outer, inherited: true };
}
function fromOuter(outer) {
  return outer.defaulted ? outer : inherit(outer, outer.at);
}
var InheritedCache = class {
  settings = /* @__PURE__ */ new Map();
  get(directive, parse) {
    let s2 = this.settings.get(directive);
    if (!s2) {
      s2 = { value: parse(directive), at: directive.span, inherited: true, defaulted: false, directive };
      this.settings.set(directive, s2);
    }
    return s2;
  }
};
function fileStart(file) {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}

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

// src/apache/conditions.ts
var STATIC_MODULES = /* @__PURE__ */ new Set(["core", "so", "http", "watchdog", "log_config", "logio", "version", "unixd"]);
var MPM_SOURCES = { "event.c": "mpm_event", "prefork.c": "mpm_prefork", "worker.c": "mpm_worker" };
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
function conditionHolds(section, args, state) {
  switch (section) {
    case "ifmodule": {
      const { negated, name } = negation(args[0]);
      return moduleLoaded(state, name) !== negated;
    }
    case "ifdefine": {
      const { negated, name } = negation(args[0]);
      return state.defines.has(name) !== negated;
    }
    case "ifversion":
      return versionMatches(args, state);
    // Whether a file exists on the server, or a directive/section is known to its build,
    // cannot be seen from here: take the positive test as true so its body is linted.
    case "iffile":
    case "ifdirective":
    case "ifsection":
      return !negation(args[0]).negated;
    default:
      return void 0;
  }
}
function versionMatches(args, state) {
  let op = "=";
  let operand = args[0] ?? "";
  if (args.length >= 2) {
    op = args[0];
    operand = args[1];
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

// src/openssl/protocols.ts
var PROTOCOLS = ["SSLv2", "SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
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
  words.forEach((word, index) => {
    const p = PROTOCOLS.find((x) => x.toLowerCase() === word.toLowerCase());
    if (!p) {
      diagnostics.push({ index, word, severity: "error", message: `invalid value "${word}"` });
    } else if (set.has(p)) {
      diagnostics.push({ index, word, severity: "warning", message: `duplicate value "${word}"` });
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
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const action = word[0] === "+" || word[0] === "-" ? word[0] : "";
    const name = (action ? word.slice(1) : word).toLowerCase();
    const removable = model.onlyRemovable.get(name);
    if (removable !== void 0) {
      if (action === "-") continue;
      diagnostics.push({ index, word, severity: "error", message: removable });
      break;
    }
    const named = model.words.get(name);
    if (!named) {
      diagnostics.push({ index, word, severity: "error", message: `SSLProtocol: Illegal protocol '${action ? word.slice(1) : word}'` });
      break;
    }
    if (action === "-") for (const p of named) set.delete(p);
    else if (action === "+") for (const p of named) set.add(p);
    else {
      if (set.size > 0) {
        diagnostics.push({
          index,
          word,
          severity: "warning",
          message: `SSLProtocol: Protocol '${word}' overrides already set parameter(s). Check if a +/- prefix is missing.`
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

// src/model/protocol-range.ts
var PROTOCOL_ORDER = ["SSLv2", "SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
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

// src/apache/protocols.ts
var GENERATIONS = ["1.0.2", "3.x"];
function acrossGenerations(enabled) {
  const set = /* @__PURE__ */ new Set();
  for (const g of GENERATIONS) for (const p of enabled(g)) set.add(p);
  return orderedProtocols(set);
}
function apacheProtocols(words, versionText) {
  return acrossGenerations((generation) => parseApacheProtocol(words, { apacheVersion: versionText, generation }).protocols);
}

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
    protocolsDirective: ["http/1.1"]
  };
}

// src/apache/index.ts
function indexDirectives(own) {
  const index = /* @__PURE__ */ new Map();
  for (const d of own) {
    const key = d.name.toLowerCase();
    const list = index.get(key);
    if (list) list.push(d);
    else index.set(key, [d]);
  }
  return index;
}
function lastOf(index, name, where) {
  const list = index.get(name);
  if (!list) return void 0;
  for (let i = list.length - 1; i >= 0; i--) if (!where || where(list[i])) return list[i];
  return void 0;
}
function allOf(index, name) {
  return index.get(name) ?? [];
}
function isOn(d) {
  return d.args[0]?.value.toLowerCase() === "on";
}

// src/apache/http.ts
function emptyDirLevel(span) {
  return { headers: defaulted([], span), expiresByType: /* @__PURE__ */ new Map(), expires: defaulted(void 0, span) };
}
function innerDirLevel(parent, index, span) {
  const headerLines = allOf(index, "header");
  let headers;
  if (headerLines.length === 0) {
    headers = inherit(parent.headers, span);
  } else {
    let list = parent.headers.value;
    for (const d of headerLines) list = applyHeader(list, d);
    headers = written(list, headerLines[headerLines.length - 1]);
  }
  const ownActive = lastOf(index, "expiresactive");
  const ownDefault = lastOf(index, "expiresdefault");
  const byType = new Map(parent.expiresByType);
  const ownTypes = allOf(index, "expiresbytype");
  for (const d of ownTypes) if (d.args[0]) byType.set(d.args[0].value.toLowerCase(), d);
  const level = {
    headers,
    expiresActive: ownActive ?? parent.expiresActive,
    expiresDefault: ownDefault ?? parent.expiresDefault,
    expiresByType: byType,
    expires: parent.expires
  };
  const touched = ownActive !== void 0 || ownDefault !== void 0 || ownTypes.length > 0;
  level.expires = touched ? expiresSetting(level, span, /* @__PURE__ */ new Set([ownActive, ownDefault, ...ownTypes])) : inherit(parent.expires, span);
  return level;
}
function expiresSetting(level, span, own) {
  const mark = (s2) => s2.directive && !own.has(s2.directive) ? { ...s2, inherited: true } : s2;
  const active = level.expiresActive;
  if (!active) return defaulted(void 0, span);
  if (!isOn(active)) return mark(written(void 0, active));
  if (level.expiresDefault) return mark(written(level.expiresDefault.args[0]?.value, level.expiresDefault));
  if (level.expiresByType.size > 0) {
    const lines = [...level.expiresByType.values()];
    const text = lines.map((d) => `${d.args[0]?.value}: ${d.args[1]?.value ?? ""}`).join("; ");
    return mark(written(text, lines[lines.length - 1]));
  }
  return mark(written(void 0, active));
}
function applyHeader(list, d) {
  const args = d.args.map((a) => a.value);
  let i = 0;
  let always = false;
  const first = args[0]?.toLowerCase();
  if (first === "always" || first === "onsuccess") {
    always = first === "always";
    i = 1;
  }
  const action = args[i]?.toLowerCase();
  const name = args[i + 1];
  if (!action || !name) return list;
  const value = args[i + 2] ?? "";
  const lower = name.toLowerCase();
  const same = (h) => h.always === always && h.name.toLowerCase() === lower;
  const header = { name, value, always, at: d.span };
  switch (action) {
    case "set":
      return [...list.filter((h) => !same(h)), header];
    case "unset":
      return list.filter((h) => !same(h));
    case "add":
      return [...list, header];
    case "setifempty":
      return list.some(same) ? list : [...list, header];
    case "append":
    case "merge": {
      const k = list.findIndex(same);
      if (k < 0) return [...list, header];
      const old = list[k];
      if (action === "merge" && old.value.split(",").some((part) => part.trim() === value.trim())) return list;
      const out = list.slice();
      out[k] = { ...old, value: `${old.value}, ${value}`, at: d.span };
      return out;
    }
    // echo, edit, edit*, note change request-dependent values: nothing static to record.
    default:
      return list;
  }
}
function serverHttp(outer, index, span, defaults, h2Available) {
  const pick = (name, parse, fallback, value) => {
    const own = lastOf(index, name);
    if (own) return written(parse(own), own);
    return fallback ? inherit(fallback, span) : defaulted(value, span);
  };
  return {
    keepAlive: pick("keepalive", isOn, outer?.keepAlive, defaults.keepAlive),
    maxKeepAliveRequests: pick("maxkeepaliverequests", (d) => Number.parseInt(d.args[0]?.value ?? "", 10), outer?.maxKeepAliveRequests, defaults.maxKeepAliveRequests),
    // `Protocols h2 …` offers HTTP/2 only when mod_http2 is there to speak it.
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
  return { keepalive, headers: dir.headers, droppedHeaders: [], expires: dir.expires, http2 };
}

// src/apache/tls.ts
var CERTKEYS_REPLACED = 3;
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
function apacheTls(outer, inner, at, ctx) {
  const d = ctx.defaults;
  const pickWhere = (name, parse, fallback, where) => {
    const own = lastOf(inner, name, where);
    if (own) return written(parse(own), own);
    const up = outer && lastOf(outer, name, where);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at);
  };
  const oneFile = (name) => {
    const own = lastOf(inner, name);
    const directive = own ?? (outer && lastOf(outer, name));
    if (!directive?.args[0]) return void 0;
    return ctx.files.ref(directive, !own);
  };
  const certKeys = (name) => {
    const add = allOf(inner, name).filter((x) => x.args[0]);
    const base = outer ? allOf(outer, name).filter((x) => x.args[0]) : [];
    const taken = Math.min(add.length, CERTKEYS_REPLACED);
    const ref = (x, inherited) => ctx.files.ref(x, inherited);
    return [...add.slice(0, taken).map((x) => ref(x, false)), ...base.slice(taken).map((x) => ref(x, true)), ...add.slice(CERTKEYS_REPLACED).map((x) => ref(x, false))];
  };
  const commands = [
    ...outer ? allOf(outer, "sslopensslconfcmd").map((directive) => ({ directive, inherited: true })) : [],
    ...allOf(inner, "sslopensslconfcmd").map((directive) => ({ directive, inherited: false }))
  ];
  const command = (...names) => {
    let found;
    for (const c of commands) {
      const n = c.directive.args[0]?.value.toLowerCase();
      if (n && names.includes(n) && c.directive.args[1]) found = c;
    }
    if (!found) return void 0;
    const value = found.directive.args[1].value;
    const setting = found.inherited ? ctx.inherited.get(found.directive, () => value) : written(value, found.directive);
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
    preferServerCiphers: pickWhere("sslhonorcipherorder", isOn, d.honorCipherOrder),
    certificates: certKeys("sslcertificatefile"),
    keys: certKeys("sslcertificatekeyfile"),
    chainFiles: (() => {
      const ref = oneFile("sslcertificatechainfile");
      return ref ? [ref] : [];
    })(),
    trustedCertificate: oneFile("sslcacertificatefile"),
    dhparam: dh ? ctx.files.ref(dh.directive, dh.inherited, dh.setting.value) : void 0,
    curves: groups?.setting ?? defaulted(void 0, at),
    sessionCache: mainSessionCache(outer ?? inner, at, !outer, d.sessionCache),
    sessionTickets: pickWhere("sslsessiontickets", isOn, d.sessionTickets),
    stapling: pickWhere("sslusestapling", isOn, d.stapling),
    compression: pickWhere("sslcompression", isOn, d.compression),
    insecureRenegotiation: pickWhere("sslinsecurerenegotiation", isOn, d.insecureRenegotiation)
  };
}
function mainSessionCache(main, at, isMain, fallback) {
  const d = lastOf(main, "sslsessioncache");
  if (!d) return defaulted(fallback, at);
  const s2 = written(sessionCache(d), d);
  return isMain ? s2 : inherit(s2, at);
}
function sessionCache(d) {
  const spec = d.args[0]?.value ?? "";
  const lower = spec.toLowerCase();
  if (lower === "none" || lower === "nonenotnull") return { kind: "none", spec };
  const provider = lower.split(":")[0].split("(")[0];
  if (provider === "shmcb" || provider === "shmht" || provider === "shm" || provider === "dbm") return { kind: "shared", spec };
  return { kind: "external", spec };
}

// src/apache/walk.ts
var SECTION_KINDS = {
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
var MAX_DEPTH = 256;
function isInclude(lowerName) {
  return lowerName === "include" || lowerName === "includeoptional";
}
function walkApache(tree, version, versionText) {
  const state = {
    loaded: /* @__PURE__ */ new Set(),
    treeLoadsModules: loadsModules(tree),
    defines: /* @__PURE__ */ new Set(),
    version,
    versionText
  };
  const main = { own: [], sections: [] };
  const vhosts = [];
  const active = /* @__PURE__ */ new Set();
  const walk = (list, block, depth) => {
    if (depth > MAX_DEPTH) return;
    for (const d of list) {
      const name = d.name.toLowerCase();
      if (isInclude(name) && d.includes) {
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
          if (block === main) {
            const vhost = { directive: d, own: [], sections: [] };
            vhosts.push(vhost);
            walk(d.block, vhost, depth + 1);
          }
          continue;
        }
        const kind = SECTION_KINDS[name];
        if (kind) {
          const section = { kind, directive: d, own: [], sections: [] };
          block.sections.push(section);
          walk(d.block, section, depth + 1);
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
  if (root) walk(root.directives, main, 0);
  return { main, vhosts, state };
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

// src/apache/model.ts
function buildApacheServers(tree, options) {
  const walk = walkApache(tree, options.version, options.versionText);
  const defaults = apacheDefaults(options.version, options.versionText);
  const ctx = { defaults, versionText: options.versionText, files: new FileRefs(tree.base, options.pathMap), inherited: new InheritedCache() };
  const h2Available = moduleLoaded(walk.state, "http2_module");
  const mainIndex = indexDirectives(walk.main.own);
  const mainAt = fileStart(tree.root);
  const mainHttp = serverHttp(void 0, mainIndex, mainAt, defaults, h2Available);
  const mainDir = innerDirLevel(emptyDirLevel(mainAt), mainIndex, mainAt);
  const engine = lastOf(mainIndex, "sslengine");
  const engineOn = engine !== void 0 && engine.args[0]?.value.toLowerCase() === "on";
  const enginePorts = new Set((engine?.args ?? []).filter((a) => a.value.includes(":")).map((a) => portOf(a.value)));
  const mainNames = serverNames(mainIndex);
  const global = {
    dialect: "apache",
    kind: "global",
    names: mainNames,
    listen: listenDirectives(mainIndex),
    http: toHttpSettings(mainHttp, mainDir, false),
    scopes: scopes(walk.main.sections, mainHttp, mainDir),
    at: mainAt
  };
  const virtual = [];
  for (const vhost of walk.vhosts) {
    const index = indexDirectives(vhost.own);
    const at = vhost.directive.span;
    const http = serverHttp(mainHttp, index, at, defaults, h2Available);
    const dir = innerDirLevel(mainDir, index, at);
    const ownEngine = lastOf(index, "sslengine");
    const listen = vhostAddresses(vhost.directive);
    const tls = ownEngine ? ownEngine.args[0]?.value.toLowerCase() === "on" : engineOn || listen.some((l) => enginePorts.has(l.port)) || tree.fragment && vhost.own.some(isSslDirective);
    const names = serverNames(index);
    if (!lastOf(index, "servername") && mainNames[0] && mainNames[0].directive?.name.toLowerCase() === "servername") {
      names.unshift(inherit(mainNames[0], at));
    }
    const server = {
      dialect: "apache",
      kind: "virtual",
      names,
      listen,
      http: toHttpSettings(http, dir, false),
      scopes: scopes(vhost.sections, http, dir),
      at,
      directive: vhost.directive
    };
    if (tls) server.tls = apacheTls(mainIndex, index, at, ctx);
    for (const l of listen) {
      l.ssl = tls;
      l.http2 = server.http.http2.value;
    }
    virtual.push(server);
  }
  if (engineOn || walk.main.own.some(isSslDirective) && !virtual.some((s2) => s2.tls)) {
    global.tls = apacheTls(void 0, mainIndex, mainAt, ctx);
  }
  return [global, ...virtual];
}
function scopes(sections, http, parent) {
  return sections.map((s2) => {
    const dir = innerDirLevel(parent, indexDirectives(s2.own), s2.directive.span);
    return {
      kind: s2.kind,
      match: s2.directive.args.map((a) => a.value),
      at: s2.directive.span,
      http: toHttpSettings(http, dir, true),
      scopes: scopes(s2.sections, http, dir),
      directive: s2.directive
    };
  });
}
function serverNames(index) {
  const names = [];
  const name = lastOf(index, "servername");
  if (name?.args[0]) names.push({ value: hostOf(name.args[0].value), at: name.args[0].span, inherited: false, defaulted: false, directive: name });
  for (const alias of allOf(index, "serveralias")) {
    for (const arg of alias.args) names.push({ value: arg.value, at: arg.span, inherited: false, defaulted: false, directive: alias });
  }
  return names;
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
function listenDirectives(index) {
  return allOf(index, "listen").filter((d) => d.args[0]).map((d) => {
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

// src/model/splice.ts
var SPLICE_BUDGET = 5e6;
var Splicer = class {
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

// src/nginx/levels.ts
var NGINX_TLS_DIRECTIVES = /* @__PURE__ */ new Set([
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
var READ = /* @__PURE__ */ new Set([
  "listen",
  "server_name",
  "ssl",
  "http2",
  "keepalive_timeout",
  "keepalive_requests",
  "add_header",
  "add_header_inherit",
  "expires",
  ...NGINX_TLS_DIRECTIVES
]);
var NOTHING_READ = /* @__PURE__ */ new Map();
function levelOf(children, span) {
  let own;
  for (const d of children) {
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
function argValues(directive) {
  return directive.args.map((a) => a.value);
}
function flagValue(directive) {
  return directive.args[0]?.value.toLowerCase() === "on";
}

// src/nginx/http.ts
function topHttpLevel(level, keepaliveDefault) {
  const base = {
    keepaliveTimeout: defaulted(keepaliveDefault, level.span),
    headers: defaulted([], level.span),
    droppedHeaders: [],
    headerInherit: "on",
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
  const inheritDirective = firstOwn(level, "add_header_inherit");
  const headerInherit = inheritDirective ? parseInherit(inheritDirective) : parent.headerInherit;
  const { headers, droppedHeaders } = resolveHeaders(parent, level, headerInherit);
  return {
    keepaliveTimeout: timeout ? written(timeout.args[0]?.value ?? "", timeout) : inherit(parent.keepaliveTimeout, level.span),
    keepaliveRequests: requests ? written(Number.parseInt(requests.args[0]?.value ?? "", 10), requests) : parent.keepaliveRequests && inherit(parent.keepaliveRequests, level.span),
    headers,
    droppedHeaders,
    headerInherit,
    expires: expires ? written(expiresValue(expires), expires) : inherit(parent.expires, level.span),
    http2: http2 ? written(flagValue(http2), http2) : inherit(parent.http2, level.span)
  };
}
function parseInherit(d) {
  const v = d.args[0]?.value.toLowerCase();
  return v === "off" || v === "merge" ? v : "on";
}
function resolveHeaders(parent, level, mode) {
  const lines = allOwn(level, "add_header");
  const own = lines.map(toHeader).filter((h) => h !== void 0);
  if (lines.length === 0) {
    if (mode === "off") return { headers: defaulted([], level.span), droppedHeaders: [] };
    return { headers: inherit(parent.headers, level.span), droppedHeaders: [] };
  }
  const outer = mode === "off" ? [] : parent.headers.value;
  if (mode === "merge") {
    return { headers: written([...outer, ...own], lines[0]), droppedHeaders: [] };
  }
  const names = new Set(own.map((h) => h.name.toLowerCase()));
  const droppedHeaders = outer.filter((h) => !names.has(h.name.toLowerCase()));
  return { headers: written(own, lines[0]), droppedHeaders };
}
function toHeader(d) {
  const [name, value, flag] = d.args;
  if (!name) return void 0;
  return { name: name.value, value: value?.value ?? "", always: flag?.value === "always", at: d.span };
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
    expires: level.expires,
    http2: level.http2
  };
}
function keepaliveSetting(level) {
  const timeout = level.keepaliveTimeout;
  const requests = level.keepaliveRequests;
  if (requests) return keepaliveFrom(timeout, requests);
  let setting = keepaliveByTimeout.get(timeout);
  if (!setting) keepaliveByTimeout.set(timeout, setting = keepaliveFrom(timeout, void 0));
  return setting;
}
var keepaliveByTimeout = /* @__PURE__ */ new WeakMap();
function keepaliveFrom(timeout, requests) {
  if (isZeroTime(timeout.value)) return { ...timeout, value: false };
  if (requests && Number.isFinite(requests.value) && requests.value <= 1) return { ...requests, value: false };
  return { ...timeout, value: true };
}
function isZeroTime(text) {
  if (!/^(\d+(ms|[smhdwMy])?)+$/.test(text)) return false;
  return /^(0+(ms|[smhdwMy])?)+$/.test(text);
}

// src/nginx/listen.ts
function socketKey(parsed) {
  const { address, port } = parsed.listen;
  if (address.startsWith("unix:")) return address;
  return `${parsed.quic ? "udp" : "tcp"} ${address === "0.0.0.0" ? "*" : address}:${port}`;
}
function parseListen(directive) {
  const first = directive.args[0]?.value;
  if (first === void 0) return void 0;
  const { address, port } = splitAddress(first);
  const listen = { address, port, ssl: false, http2: false, defaultServer: false, at: directive.span };
  let quic = false;
  for (const arg of directive.args.slice(1)) {
    switch (arg.value) {
      case "ssl":
        listen.ssl = true;
        break;
      case "quic":
        listen.ssl = true;
        quic = true;
        break;
      case "http2":
        listen.http2 = true;
        break;
      case "default_server":
      case "default":
        listen.defaultServer = true;
        break;
      default:
        break;
    }
  }
  return { listen, quic };
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

// src/nginx/tls.ts
function writesTls(level) {
  for (const name of level.own.keys()) if (NGINX_TLS_DIRECTIVES.has(name)) return true;
  return false;
}
function nginxTls(outer, inner, at, ctx) {
  const d = ctx.defaults;
  const pick = (name, parse, fallback) => {
    const own = firstOwn(inner, name);
    if (own) return written(parse(own), own);
    const up = outer && firstOwn(outer, name);
    if (up) return ctx.inherited.get(up, parse);
    return defaulted(fallback, at);
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
    const directive = own ?? up;
    if (!directive?.args[0]) return void 0;
    return ctx.files.ref(directive, !own);
  };
  const commands = list("ssl_conf_command");
  const command = (...names) => {
    let found;
    for (const c of commands.directives) {
      const name = c.args[0]?.value.toLowerCase();
      if (name && names.includes(name) && c.args[1]) found = c;
    }
    if (!found) return void 0;
    const value = found.args[1].value;
    return commands.inherited ? ctx.inherited.get(found, () => value) : written(value, found);
  };
  let protocols = protocolSetting(inner, outer, at, d.protocols, ctx);
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
    tls13Ciphers: tls13 ?? defaulted(void 0, at),
    preferServerCiphers: pick("ssl_prefer_server_ciphers", flagValue, d.preferServerCiphers),
    certificates: files("ssl_certificate"),
    keys: files("ssl_certificate_key"),
    chainFiles: [],
    trustedCertificate: oneFile("ssl_trusted_certificate"),
    dhparam: oneFile("ssl_dhparam"),
    curves: groups ?? pick("ssl_ecdh_curve", (x) => x.args[0]?.value, d.ecdhCurve),
    sessionCache: pick("ssl_session_cache", sessionCache2, d.sessionCache),
    sessionTickets: pick("ssl_session_tickets", flagValue, d.sessionTickets),
    stapling: pick("ssl_stapling", flagValue, d.stapling),
    // nginx switches TLS compression off itself and never allows client renegotiation.
    compression: defaulted(false, at),
    insecureRenegotiation: defaulted(false, at)
  };
}
function sessionCache2(d) {
  const words = argValues(d);
  if (words.length === 1 && words[0] === "off") return { kind: "off" };
  if (words.length === 1 && words[0] === "none") return { kind: "none" };
  const shared = words.find((w) => w.startsWith("shared:"));
  if (shared) return { kind: "shared", spec: shared };
  const builtin = words.find((w) => w === "builtin" || w.startsWith("builtin:"));
  if (builtin) return { kind: "builtin", spec: builtin };
  return { kind: "none" };
}
function protocolSetting(inner, outer, at, fallback, ctx) {
  const union = (lines) => {
    let set = [];
    for (const line of lines) set = [...parseNginxProtocols(argValues(line), set).protocols];
    return set;
  };
  const own = allOwn(inner, "ssl_protocols");
  if (own.length > 0) return written(union(own), own[0]);
  const up = outer ? allOwn(outer, "ssl_protocols") : [];
  if (up.length > 0) return ctx.inherited.get(up[0], () => union(up));
  return defaulted(fallback, at);
}

// src/nginx/model.ts
var MAX_SCOPE_DEPTH = 64;
var IMPLICIT_SOCKET = "tcp *:80";
function buildNginxServers(tree, options) {
  const root = tree.files.get(tree.root);
  if (!root) return [];
  const splicer = new Splicer(tree.files, (d) => d.name === "include");
  const defaults = nginxDefaults(options.version, options.versionText);
  const tlsContext = { defaults, files: new FileRefs(tree.base, options.pathMap), inherited: new InheritedCache() };
  const top = splicer.expand(root.directives);
  const servers = [];
  const https = [];
  const pending = [];
  const openHttp = (children, span, directive, fragmentTop) => {
    const level = levelOf(children, span);
    const eff = topHttpLevel(level, defaults.keepaliveTimeout);
    const global = { dialect: "nginx", kind: "global", names: [], listen: [], http: toHttpSettings2(eff), scopes: [], at: span, directive };
    const http = { level, eff, global, fragmentTop };
    servers.push(global);
    https.push(http);
    for (const d of children) {
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
    for (const { parsed, directive } of p.listens) {
      const key = socketKey(parsed);
      if (parsed.listen.ssl) sslSockets.add(key);
      if (parsed.listen.http2 && !h2Sockets.has(key)) h2Sockets.set(key, directive);
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
function readServer(directive, http, splicer) {
  const children = splicer.expand(directive.block ?? []);
  const level = levelOf(children, directive.span);
  const listens = [];
  for (const d of allOwn(level, "listen")) {
    const parsed = parseListen(d);
    if (parsed) listens.push({ parsed, directive: d });
  }
  return { directive, http, level, children, listens };
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
    names,
    listen: p.listens.map((l) => l.parsed.listen),
    http: toHttpSettings2(eff),
    scopes: [],
    at: p.directive.span,
    directive: p.directive
  };
  for (const d of p.children) {
    if (d.block && (d.name === "location" || d.name === "if")) server.scopes.push(buildScope(d, eff, 1, splicer));
  }
  const sslDirective = firstOwn(p.level, "ssl") ?? firstOwn(p.http.level, "ssl");
  const tls = p.listens.some((l) => l.parsed.listen.ssl) || sslDirective !== void 0 && flagValue(sslDirective) || keys.some((k) => sslSockets.has(k)) || // A fragment's server may get its TLS listen from a file not seen; what it writes counts.
  fragment && writesTls(p.level);
  if (tls) server.tls = nginxTls(p.http.level, p.level, p.directive.span, tlsContext);
  return server;
}
function buildScope(directive, parent, depth, splicer) {
  const children = depth <= MAX_SCOPE_DEPTH ? splicer.expand(directive.block ?? []) : [];
  const eff = innerHttpLevel(parent, levelOf(children, directive.span));
  const scopeEff = {
    keepaliveTimeout: eff.keepaliveTimeout,
    keepaliveRequests: eff.keepaliveRequests,
    headers: eff.headers,
    droppedHeaders: eff.droppedHeaders,
    headerInherit: eff.headerInherit,
    expires: eff.expires,
    http2: fromOuter(parent.http2)
  };
  const scope = {
    kind: directive.name === "if" ? "if" : "location",
    match: directive.args.map((a) => a.value),
    at: directive.span,
    http: toHttpSettings2(scopeEff),
    scopes: [],
    directive
  };
  for (const d of children) {
    if (d.block && (d.name === "location" || d.name === "if")) scope.scopes.push(buildScope(d, scopeEff, depth + 1, splicer));
  }
  return scope;
}

// src/model/build.ts
var DEFAULT_NGINX_VERSION = "1.28.0";
var DEFAULT_APACHE_VERSION = "2.4.65";
function buildModel(tree, options = {}) {
  const pathMap = options.pathMap ?? [];
  const fallback = tree.dialect === "nginx" ? DEFAULT_NGINX_VERSION : DEFAULT_APACHE_VERSION;
  const given = tree.dialect === "nginx" ? options.nginxVersion : options.apacheVersion;
  const versionText = given !== void 0 && parseVersion(given) ? given : fallback;
  const version = parseVersion(versionText);
  const servers = tree.dialect === "nginx" ? buildNginxServers(tree, { version, versionText, pathMap }) : buildApacheServers(tree, { version, versionText, pathMap });
  const diagnostics = [...tree.diagnostics];
  for (const parsed of tree.files.values()) diagnostics.push(...parsed.errors);
  return {
    dialect: tree.dialect,
    root: tree.root,
    fragment: tree.fragment,
    serverVersion: versionText,
    servers,
    files: [...tree.files.keys()],
    diagnostics
  };
}

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

// src/advice/hardware.ts
var HARDWARE_PROFILES = ["x86-aesni", "x86-no-aesni", "arm64-crypto", "arm-no-crypto"];
var HARDWARE_LABELS = {
  "x86-aesni": "x86 with AES-NI and PCLMULQDQ",
  "x86-no-aesni": "x86 without AES-NI",
  "arm64-crypto": "ARMv8 with the Cryptography Extensions, aes and pmull",
  "arm-no-crypto": "ARM without AES instructions, such as the Raspberry Pi 4 and older"
};
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

// src/advice/suites.ts
var ALL = ["1.0.2", "1.1.1", "3.x"];
var NO_102 = ["1.1.1", "3.x"];
var DES3 = ["1.0.2", "1.1.1"];
function s(name, kx, au, bulk, generations = ALL) {
  return { name, kx, au, bulk, aead: bulk.endsWith("GCM") || bulk === "CHACHA20-POLY1305", generations };
}
var TLS12_SUITES = [
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
var TLS13_SUITES = [
  { name: "TLS_AES_128_GCM_SHA256", bulk: "AES128-GCM" },
  { name: "TLS_AES_256_GCM_SHA384", bulk: "AES256-GCM" },
  { name: "TLS_CHACHA20_POLY1305_SHA256", bulk: "CHACHA20-POLY1305" }
];
var OPENSSL_DEFAULT_TLS13 = [
  "TLS_AES_256_GCM_SHA384",
  "TLS_CHACHA20_POLY1305_SHA256",
  "TLS_AES_128_GCM_SHA256"
];
var BY_NAME = new Map([...TLS12_SUITES, ...TLS13_SUITES].map((x) => [x.name, x]));
function tls12Suite(name) {
  const x = BY_NAME.get(name);
  return x && "kx" in x ? x : void 0;
}
function tls13Suite(name) {
  const x = BY_NAME.get(name);
  return x && !("kx" in x) ? x : void 0;
}
var BULK_LABELS = {
  "AES128-GCM": "AES-128-GCM",
  "AES256-GCM": "AES-256-GCM",
  "CHACHA20-POLY1305": "ChaCha20-Poly1305",
  "AES128-CBC-SHA": "AES-128-CBC",
  "AES256-CBC-SHA": "AES-256-CBC",
  "3DES-CBC-SHA": "3DES"
};

// src/advice/order.ts
var TIE_FACTOR = 1.2;
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

// src/advice/cost-notes.ts
function costNotes(i) {
  const notes = [];
  const tables = i.costs.map((c) => c.table);
  const hosts = i.costs.map((c) => c.hardware);
  for (const c of i.costs) {
    const est = estimatedOf(c.table);
    const tail = est.length > 0 ? `; not measured, scaled from the built-in table: ${est.join(", ")}` : "";
    notes.push(`${c.hardware} (${HARDWARE_LABELS[c.hardware]}): costs ${c.measured ? c.table.source : "from the " + c.table.source}${tail}.`);
  }
  if (i.measuredHardware && !hosts.includes(i.measuredHardware)) {
    notes.push(`The measurement is of this machine (${i.measuredHardware}), not of the declared hardware: the built-in table is used.`);
  }
  if (hosts.length > 1) notes.push(severalHosts(tables, i.best, i.hasChaCha));
  if (i.tls12.includes("DES-CBC3-SHA")) {
    const worst = Math.max(...tables.map((t) => t.bulk["3DES-CBC-SHA"] / t.bulk[i.best]));
    notes.push(
      `DES-CBC3-SHA is last and only for IE8 on Windows XP-era clients: a client that offers only 3DES costs ${times(worst)} the CPU per byte of ${BULK_LABELS[i.best]} here (and SWEET32 limits it); drop it unless such clients matter.`
    );
  } else if (i.profile.ciphers.includes("DES-CBC3-SHA") && i.generation === "3.x") {
    notes.push("DES-CBC3-SHA is left out: default OpenSSL 3.x builds have no 3DES suites.");
  }
  notes.push(certificateNote(i.profile, tables));
  return notes;
}
function severalHosts(tables, best, hasChaCha) {
  const same = "Several hosts share this address: a resumed session keeps the cipher it was negotiated with on whichever host served it first, so every host gets this same order.";
  if (!hasChaCha) return `${same} Each suite is ranked by its cost on the host where it costs most.`;
  const aesFirst = hostCost("AES128-GCM", tables);
  const chachaFirst = hostCost("CHACHA20-POLY1305", tables);
  return `${same} AES-GCM first would cost the worst host ${times(aesFirst)} its cheapest cipher, ChaCha20-Poly1305 first ${times(chachaFirst)}: ${best === "CHACHA20-POLY1305" ? "ChaCha20-Poly1305" : "AES-GCM"} first has the smaller worst case.`;
}
function certificateNote(profile, tables) {
  const worst = (s2) => Math.max(...tables.map((t) => t.sign[s2] / t.sign["ECDSA-P256"]));
  const rsa2048 = worst("RSA-2048");
  const rsa4096 = worst("RSA-4096");
  const base = `per handshake RSA-2048 costs ${times(rsa2048)} an ECDSA P-256 signature, RSA-3072 ${times(worst("RSA-3072"))}, RSA-4096 ${times(rsa4096)}`;
  if (profile.name === "modern") return `Certificate: ECDSA P-256 (the modern profile takes ECDSA only); ${base}.`;
  if (profile.name === "old") return `Certificate: RSA-2048 (old clients lack ECDSA); ${base}; RSA-4096 would cost ${times(rsa4096 / rsa2048)} RSA-2048.`;
  return `Certificate: ECDSA P-256, or RSA-2048 beside it for old clients; ${base}.`;
}

// src/advice/profiles.ts
var PROFILE_NAMES = ["modern", "intermediate", "old"];
var TLS13 = ["TLS_AES_128_GCM_SHA256", "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256"];
var PROFILES = {
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
function isProfileName(s2) {
  return PROFILE_NAMES.includes(s2);
}

// src/advice/decide.ts
var DEFAULT_SERVER_VERSION = { nginx: DEFAULT_NGINX_VERSION, apache: DEFAULT_APACHE_VERSION };
var DEFAULT_OPENSSL = "3.x";
function hostList(h) {
  const list = typeof h === "string" ? [h] : [...h];
  return [...new Set(list)];
}
function costSummary(bulks, tables) {
  return [...new Set(bulks)].map((b) => `${BULK_LABELS[b]} ${times(hostCost(b, tables))}`).join(", ");
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
function decide(options) {
  const profile = PROFILES[options.profile];
  if (!profile) return { ok: false, error: `unknown profile "${String(options.profile)}" (expected modern, intermediate or old)` };
  const hosts = hostList(options.hardware);
  if (hosts.length === 0) return { ok: false, error: "no hardware profile given" };
  for (const h of hosts) {
    if (!BUILTIN_COSTS[h]) return { ok: false, error: `unknown hardware profile "${String(h)}"` };
  }
  const server = options.server;
  if (server !== "nginx" && server !== "apache") return { ok: false, error: `unknown server "${String(server)}" (expected nginx or apache)` };
  const versionText = options.serverVersion ?? DEFAULT_SERVER_VERSION[server];
  const serverVersion = parseVersion3(versionText);
  if (!serverVersion) return { ok: false, error: `cannot read server version "${versionText}" (expected e.g. ${DEFAULT_SERVER_VERSION[server]})` };
  const opensslText = options.openssl ?? DEFAULT_OPENSSL;
  const openssl = parseOpenSsl(opensslText);
  if (!openssl) return { ok: false, error: `unknown OpenSSL "${opensslText}" (expected 1.0.2, 1.1.1, 3.x or a release such as 3.5.0)` };
  if (server === "apache" && !atLeast3(serverVersion, "2.2.0")) {
    return { ok: false, error: `Apache ${versionText} is older than 2.2: mod_ssl's directives differ too much to advise` };
  }
  const caps = capabilities(server, serverVersion, openssl);
  const serverLabel = `${server === "nginx" ? "nginx" : "Apache"} ${formatVersion(serverVersion)}`;
  if (profile.name === "modern" && !caps.tls13) {
    const why = openssl.generation === "1.0.2" ? "OpenSSL 1.0.2 has no TLS 1.3" : `${serverLabel} cannot enable TLS 1.3 (needs ${server === "nginx" ? "nginx 1.13.0" : "Apache 2.4.36"})`;
    return { ok: false, error: `the modern profile is TLS 1.3 only, but ${why}: use --profile intermediate` };
  }
  const costs = hosts.map((h) => {
    const m = options.measured;
    if (m && m.hardware === h) return { hardware: h, measured: true, table: costsFromMeasurement(m.measurement, BUILTIN_COSTS[h]) };
    return { hardware: h, measured: false, table: BUILTIN_COSTS[h] };
  });
  const tables = costs.map((c) => c.table);
  const notes = [];
  let protocols = [...profile.protocols];
  let protocolReason = `Mozilla ${profile.guideline} ${profile.name}: ${profile.protocols.join(", ")}`;
  if (!caps.tls13 && protocols.includes("TLSv1.3")) {
    protocols = protocols.filter((p) => p !== "TLSv1.3");
    protocolReason += `; TLSv1.3 left out: ${openssl.generation === "1.0.2" ? "OpenSSL 1.0.2 lacks it" : `${serverLabel} does not know it`}`;
  } else if (profile.name === "old") {
    protocolReason += " (TLSv1 and TLSv1.1 only for clients that have nothing newer)";
  }
  const hasTls12Below = protocols.some((p) => p !== "TLSv1.3");
  const hasTls13 = protocols.includes("TLSv1.3");
  const available = profile.ciphers.filter((n) => tls12Suite(n)?.generations.includes(openssl.generation));
  const dropped = profile.ciphers.filter((n) => !available.includes(n));
  const tls12 = hasTls12Below ? orderTls12(available, tables) : [];
  const bulks12 = tls12.map((n) => tls12Suite(n).bulk);
  let tls12Reason = "";
  if (tls12.length > 0) {
    tls12Reason = `${cheapestOn(hosts)}: ${costSummary(bulks12.filter((b) => b !== "3DES-CBC-SHA"), tables)} per byte`;
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
    const wanted = orderTls13(profile.ciphersuites, tables);
    if (caps.tls13Suites) {
      tls13 = wanted;
      tls13Reason = `${cheapestOn(hosts)}: ${costSummary(wanted.map((n) => tls13Suite(n).bulk), tables)} per byte`;
    } else {
      tls13 = [...OPENSSL_DEFAULT_TLS13];
      tls13Reason = `${serverLabel} cannot set TLS 1.3 suites (needs nginx 1.19.4 for ssl_conf_command): OpenSSL's own order applies`;
    }
  }
  const offered = [.../* @__PURE__ */ new Set([...bulks12, ...tls13.map((n) => tls13Suite(n).bulk)])].filter(
    (b) => b === "AES128-GCM" || b === "AES256-GCM" || b === "CHACHA20-POLY1305"
  );
  const best = offered.reduce((a, b) => hostCost(b, tables) < hostCost(a, tables) ? b : a, offered[0] ?? "AES128-GCM");
  const bestCost = hostCost(best, tables);
  const firsts = [];
  if (tls12.length > 0) firsts.push(tls12Suite(tls12[0]).bulk);
  if (tls13.length > 0) firsts.push(tls13Suite(tls13[0]).bulk);
  const costlyFirst = firsts.find((b) => hostCost(b, tables) > bestCost * TIE_FACTOR);
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
    preferReason = `the server's CPU decides: ${costSummary(offered, tables)} on ${hostsLabel(hosts)}`;
    chachaReason = `no ChaCha20-Poly1305 suite with OpenSSL ${openssl.label} (needs 1.1.0)`;
  } else if (best === "CHACHA20-POLY1305") {
    prefer = true;
    preferReason = `the server's CPU decides: AES-GCM costs ${times(hostCost("AES128-GCM", tables))} ChaCha20-Poly1305 ${onWorst("AES128-GCM", costs)}`;
    chachaReason = "not needed: ChaCha20-Poly1305 is already first";
  } else if (caps.prioritizeChaCha) {
    prefer = true;
    chacha = true;
    preferReason = `AES-GCM first: the cheapest ${costs.length === 1 ? `on ${hosts[0]}` : `on every one of ${hostsLabel(hosts)}`}`;
    chachaReason = `clients that list ChaCha20 first (phones without AES instructions) still get it; it costs ${times(hostCost("CHACHA20-POLY1305", tables))} AES-128-GCM ${onWorst("CHACHA20-POLY1305", costs)}`;
  } else if (profile.name === "old") {
    prefer = true;
    preferReason = "old offers CBC, static-RSA and 3DES suites: a client must not pick them over AEAD";
    chachaReason = prioritizeUnavailable(caps, server, openssl);
  } else {
    prefer = false;
    preferReason = `every suite is AEAD with forward secrecy; without PrioritizeChaCha server order would push AES-GCM onto clients without AES hardware, and ChaCha20 costs only ${times(hostCost("CHACHA20-POLY1305", tables))} AES-128-GCM ${onWorst("CHACHA20-POLY1305", costs)}`;
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
      curvesReason = `${serverLabel} takes a single curve (a list needs nginx 1.11.0 and OpenSSL 1.0.2): P-256`;
    } else {
      curves = [];
      curvesReason = `${serverLabel} cannot set the curves (${server === "apache" ? "SSLOpenSSLConfCmd needs Apache 2.4.8 and OpenSSL 1.0.2" : "ssl_ecdh_curve needs nginx 1.1.0"}): OpenSSL's default applies`;
    }
  }
  let tickets;
  let ticketsReason;
  if (caps.ticketKeyRotation) {
    tickets = true;
    ticketsReason = `${serverLabel} rotates the ticket key itself when a shared session cache is set`;
  } else if (caps.sessionTicketsDirective) {
    tickets = false;
    ticketsReason = `${serverLabel} never rotates the ticket key without a restart, which undoes forward secrecy: resume from the session cache instead`;
  } else {
    tickets = true;
    ticketsReason = `${serverLabel} cannot switch tickets off (needs ${server === "nginx" ? "nginx 1.5.9" : "Apache 2.4.11 or 2.2.30"}): restart daily to rotate the ticket key`;
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
      measuredHardware: options.measured?.hardware
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

// src/advice/lines.ts
var PLACEHOLDER_PATHS = {
  certificate: "/path/to/fullchain.pem",
  key: "/path/to/privkey.pem",
  chain: "/path/to/intermediates.pem",
  trustedCertificate: "/path/to/chain.pem",
  dhparam: "/path/to/ffdhe2048.pem"
};

// src/advice/render-apache.ts
function quoteApache(value) {
  return /^[^\s"'\\]+$/.test(value) ? value : `"${value.replace(/(["\\])/g, "\\$1")}"`;
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
  const global = (directive, reason) => out.push({ context: "global", directive, reason });
  const vhost = (directive, reason) => out.push({ context: "vhost", directive, reason });
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

// src/advice/render-nginx.ts
function quoteNginx(value) {
  return /^[^\s;{}"'\\$#]+$/.test(value) ? value : `"${value.replace(/(["\\$])/g, "\\$1")}"`;
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
  const add = (directive, reason) => out.push({ context: "server", directive, reason });
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

// src/advice/advise.ts
var round2 = (x) => Math.round(x * 100) / 100;
function roundAll(r) {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round2(v)]));
}
function advise(options, paths = PLACEHOLDER_PATHS) {
  const r = decide(options);
  if (!r.ok) return r;
  const d = r.decisions;
  const lines = d.server === "nginx" ? renderNginx(d, paths) : renderApache(d, paths);
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
      lines,
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
  const emit = (l, indent) => {
    out.push(`${indent}# ${l.reason}`);
    out.push(`${indent}${l.directive}`);
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

// src/advice/format.ts
function wrap(text, width, indent) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  if (line) lines.push(line);
  return lines.map((l, i) => i === 0 ? l : indent + l);
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
var BULK_ALGORITHMS = [
  "aes-128-gcm",
  "aes-256-gcm",
  "chacha20-poly1305",
  "aes-128-cbc-hmac-sha1",
  "des-ede3-cbc-hmac-sha1"
];
var SIGN_ALGORITHMS = ["ecdsa-p256", "ed25519", "ecdsa-p384", "rsa-2048", "rsa-3072", "rsa-4096"];
var ALGORITHM_LABELS = {
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
  const lines = [];
  lines.push(
    `Measured on this machine: Node ${m.nodeVersion}, OpenSSL ${m.opensslVersion}, ${m.arch}, one core, ${(m.elapsedMs / 1e3).toFixed(1)} s`
  );
  const bulk = BULK_ALGORITHMS.filter((a) => m.bulk[a] !== void 0);
  if (bulk.length > 0) {
    const best = Math.max(...bulk.map((a) => m.bulk[a]));
    lines.push(`  ${pad("bulk cipher (16 KiB records)", 30)}${pad("throughput", 14)}cost vs fastest`);
    for (const a of bulk) {
      lines.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatRate(m.bulk[a]), 14)}${(best / m.bulk[a]).toFixed(1)}x`);
    }
  }
  const signs = SIGN_ALGORITHMS.filter((a) => m.sign[a] !== void 0);
  if (signs.length > 0) {
    const best = Math.max(...signs.map((a) => m.sign[a]));
    lines.push(`  ${pad("handshake signature", 30)}${pad("signs/s", 14)}cost vs fastest`);
    for (const a of signs) {
      lines.push(`  ${pad(ALGORITHM_LABELS[a], 30)}${pad(formatCount(m.sign[a]), 14)}${(best / m.sign[a]).toFixed(1)}x`);
    }
  }
  for (const s2 of m.skipped) lines.push(`  skipped ${ALGORITHM_LABELS[s2.algorithm]}: ${s2.reason}`);
  return lines.join("\n");
}

export {
  parsePathMap,
  applyPathMap,
  pathMapCovers,
  parseVersion,
  atLeast,
  DEFAULT_NGINX_VERSION,
  DEFAULT_APACHE_VERSION,
  buildModel,
  costsFor,
  cost3desMultiple,
  formatMultiple,
  HARDWARE_PROFILES,
  familyOfArch,
  detectHardware,
  parseHardwareList,
  PROFILE_NAMES,
  isProfileName,
  DEFAULT_SERVER_VERSION,
  DEFAULT_OPENSSL,
  decide,
  apacheProtocolValue,
  apacheCipherDirective,
  apachePreferDirective,
  nginxCipherDirective,
  nginxPreferDirective,
  advise,
  formatText,
  formatJson,
  BULK_ALGORITHMS,
  SIGN_ALGORITHMS,
  ALGORITHM_LABELS,
  formatMeasurement
};
