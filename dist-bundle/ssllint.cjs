"use strict";
var __ssllintImportMeta = { get url() { return require('node:url').pathToFileURL(__filename).href; } };
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/bundle-cli.ts
var bundle_cli_exports = {};
__export(bundle_cli_exports, {
  main: () => main
});
module.exports = __toCommonJS(bundle_cli_exports);

// src/cli/load-bundle.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_url = require("node:url");
var import_node_vm = require("node:vm");

// src/cli/code-cache.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var MAX_ENTRIES = 16;
var MAX_ENTRY_BYTES = 64 * 1024 * 1024;
function cacheDirectory(env, home) {
  if (env.SSLLINT_NO_CODE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  if (typeof process.getuid !== "function") return void 0;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && (0, import_node_path.isAbsolute)(xdg)) return (0, import_node_path.join)(xdg, "ssllint");
  try {
    const h = home();
    return h && (0, import_node_path.isAbsolute)(h) ? (0, import_node_path.join)(h, ".cache", "ssllint") : void 0;
  } catch {
    return void 0;
  }
}
function trusted(st, uid) {
  return st.uid === uid && (st.mode & 18) === 0;
}
function trustedDirectory(dir, uid) {
  try {
    const st = (0, import_node_fs.lstatSync)(dir);
    return st.isDirectory() && trusted(st, uid);
  } catch {
    return false;
  }
}
function ownedBy(path, uid) {
  try {
    return (0, import_node_fs.lstatSync)(path).uid === uid;
  } catch {
    return false;
  }
}
function ensureDirectory(dir, uid) {
  if (trustedDirectory(dir, uid)) return true;
  const parent = (0, import_node_path.dirname)(dir);
  try {
    if (!ownedBy(parent, uid)) {
      if (!ownedBy((0, import_node_path.dirname)(parent), uid)) return false;
      (0, import_node_fs.mkdirSync)(parent, { mode: 448 });
    }
    (0, import_node_fs.mkdirSync)(dir, { mode: 448 });
  } catch {
    return false;
  }
  return trustedDirectory(dir, uid);
}
function codeCache(dir, name) {
  const uid = process.getuid();
  const file = (0, import_node_path.join)(dir, `${name}.v8cache`);
  return {
    read() {
      if (!trustedDirectory(dir, uid)) return void 0;
      let fd;
      try {
        fd = (0, import_node_fs.openSync)(file, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NOFOLLOW);
        const st = (0, import_node_fs.fstatSync)(fd);
        if (!st.isFile() || !trusted(st, uid) || st.size === 0 || st.size > MAX_ENTRY_BYTES) return void 0;
        const data = Buffer.allocUnsafe(st.size);
        let got = 0;
        while (got < st.size) {
          const n = (0, import_node_fs.readSync)(fd, data, got, st.size - got, got);
          if (n === 0) return void 0;
          got += n;
        }
        return data;
      } catch {
        return void 0;
      } finally {
        if (fd !== void 0) (0, import_node_fs.closeSync)(fd);
      }
    },
    write(produce) {
      const temp = (0, import_node_path.join)(dir, `${name}.${process.pid}.tmp`);
      try {
        if (!ensureDirectory(dir, uid)) return;
        const data = produce();
        const fd = (0, import_node_fs.openSync)(temp, import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL | import_node_fs.constants.O_NOFOLLOW, 384);
        try {
          (0, import_node_fs.writeSync)(fd, data);
        } finally {
          (0, import_node_fs.closeSync)(fd);
        }
        (0, import_node_fs.renameSync)(temp, file);
        prune(dir);
      } catch {
        try {
          (0, import_node_fs.unlinkSync)(temp);
        } catch {
        }
      }
    }
  };
}
function prune(dir) {
  const entries = (0, import_node_fs.readdirSync)(dir).filter((f) => f.endsWith(".v8cache") || f.endsWith(".tmp")).map((f) => ({ path: (0, import_node_path.join)(dir, f), mtime: (0, import_node_fs.statSync)((0, import_node_path.join)(dir, f)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  for (const old of entries.slice(MAX_ENTRIES)) (0, import_node_fs.unlinkSync)(old.path);
}

// src/cli/load-bundle.ts
var LAZY_BUILTINS = /* @__PURE__ */ new Set(["node:child_process", "node:crypto", "node:net"]);
function lazyModule(load) {
  let real;
  const target = () => real ??= load();
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const d = Reflect.getOwnPropertyDescriptor(target(), key);
        return d && { ...d, configurable: true };
      }
    }
  );
}
var SUBCOMMANDS = ["ciphers", "advise", "parse", "platforms", "audit", "lsp", "rules", "explain", "verify"];
function cacheTag(argv) {
  const words = argv.slice(0, argv.includes("--") ? argv.indexOf("--") : argv.length);
  if (words.some((a) => a === "-v" || a === "--version" || a === "-h" || a === "--help")) return "info";
  const first = words.find((a) => !a.startsWith("-"));
  if (first === "help") return "info";
  return first !== void 0 && SUBCOMMANDS.includes(first) ? first : "lint";
}
var loaded;
function loadBundle(tag, nodeRequire) {
  if (loaded) return loaded;
  const file = (0, import_node_path2.join)(typeof __dirname === "string" ? __dirname : (0, import_node_path2.dirname)((0, import_node_url.fileURLToPath)(__ssllintImportMeta.url)), "app.cjs");
  const source = (0, import_node_fs2.readFileSync)(file, "latin1");
  const env = process.env;
  const dir = cacheDirectory(env, () => env.HOME ?? nodeRequire("node:os").homedir());
  const mtime = Math.round((0, import_node_fs2.statSync)(file).mtimeMs);
  const cache = dir && codeCache(dir, `${tag}-${"3da2657ad17ac655"}-${mtime}-node${process.versions.node}-${process.arch}`);
  const cachedData = cache ? cache.read() : void 0;
  const script = new import_node_vm.Script(source, { filename: file, cachedData });
  if (cache && (!cachedData || script.cachedDataRejected)) {
    process.once("exit", () => cache.write(() => script.createCachedData()));
  }
  const builtins = /* @__PURE__ */ new Map();
  const require2 = Object.assign((id) => {
    let m = builtins.get(id);
    if (m === void 0) {
      if (!id.startsWith("node:")) return nodeRequire(id);
      m = LAZY_BUILTINS.has(id) ? lazyModule(() => nodeRequire(id)) : nodeRequire(id);
      builtins.set(id, m);
    }
    return m;
  }, nodeRequire);
  const module2 = { exports: {} };
  script.runInThisContext()(module2.exports, require2, module2, file, (0, import_node_path2.dirname)(file));
  return loaded = module2.exports;
}

// src/cli/bundle-cli.ts
async function main(argv, io) {
  return loadBundle(cacheTag(argv), require).main(argv, io);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main
});
