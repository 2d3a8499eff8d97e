// src/cli/bundle-action.ts
import { createRequire } from "node:module";

// src/cli/load-bundle.ts
import { readFileSync, statSync as statSync2 } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

// src/cli/code-cache.ts
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
var MAX_ENTRIES = 16;
var MAX_ENTRY_BYTES = 64 * 1024 * 1024;
function cacheDirectory(env, home) {
  if (env.SSLLINT_NO_CODE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  if (typeof process.getuid !== "function") return void 0;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, "ssllint");
  try {
    const h = home();
    return h && isAbsolute(h) ? join(h, ".cache", "ssllint") : void 0;
  } catch {
    return void 0;
  }
}
function trusted(st, uid) {
  return st.uid === uid && (st.mode & 18) === 0;
}
function trustedDirectory(dir, uid) {
  try {
    const st = lstatSync(dir);
    return st.isDirectory() && trusted(st, uid);
  } catch {
    return false;
  }
}
function ownedBy(path, uid) {
  try {
    return lstatSync(path).uid === uid;
  } catch {
    return false;
  }
}
function ensureDirectory(dir, uid) {
  if (trustedDirectory(dir, uid)) return true;
  const parent = dirname(dir);
  try {
    if (!ownedBy(parent, uid)) {
      if (!ownedBy(dirname(parent), uid)) return false;
      mkdirSync(parent, { mode: 448 });
    }
    mkdirSync(dir, { mode: 448 });
  } catch {
    return false;
  }
  return trustedDirectory(dir, uid);
}
function codeCache(dir, name) {
  const uid = process.getuid();
  const file = join(dir, `${name}.v8cache`);
  return {
    read() {
      if (!trustedDirectory(dir, uid)) return void 0;
      let fd;
      try {
        fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
        const st = fstatSync(fd);
        if (!st.isFile() || !trusted(st, uid) || st.size === 0 || st.size > MAX_ENTRY_BYTES) return void 0;
        const data = Buffer.allocUnsafe(st.size);
        let got = 0;
        while (got < st.size) {
          const n = readSync(fd, data, got, st.size - got, got);
          if (n === 0) return void 0;
          got += n;
        }
        return data;
      } catch {
        return void 0;
      } finally {
        if (fd !== void 0) closeSync(fd);
      }
    },
    write(produce) {
      const temp = join(dir, `${name}.${process.pid}.tmp`);
      try {
        if (!ensureDirectory(dir, uid)) return;
        const data = produce();
        const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 384);
        try {
          writeSync(fd, data);
        } finally {
          closeSync(fd);
        }
        renameSync(temp, file);
        prune(dir);
      } catch {
        try {
          unlinkSync(temp);
        } catch {
        }
      }
    }
  };
}
function prune(dir) {
  const entries = readdirSync(dir).filter((f) => f.endsWith(".v8cache") || f.endsWith(".tmp")).map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  for (const old of entries.slice(MAX_ENTRIES)) unlinkSync(old.path);
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
var loaded;
function loadBundle(tag, nodeRequire) {
  if (loaded) return loaded;
  const file = join2(typeof __dirname === "string" ? __dirname : dirname2(fileURLToPath(import.meta.url)), "app.cjs");
  const source = readFileSync(file, "latin1");
  const env = process.env;
  const dir = cacheDirectory(env, () => env.HOME ?? nodeRequire("node:os").homedir());
  const mtime = Math.round(statSync2(file).mtimeMs);
  const cache = dir && codeCache(dir, `${tag}-${"3da2657ad17ac655"}-${mtime}-node${process.versions.node}-${process.arch}`);
  const cachedData = cache ? cache.read() : void 0;
  const script = new Script(source, { filename: file, cachedData });
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
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require2, module, file, dirname2(file));
  return loaded = module.exports;
}

// src/cli/bundle-action.ts
async function runAction(io) {
  return loadBundle("action", createRequire(import.meta.url)).runAction(io);
}

// src/action/main.ts
process.exitCode = await runAction({
  stdout: (text) => process.stdout.write(text),
  env: process.env,
  cwd: process.cwd(),
  now: () => /* @__PURE__ */ new Date()
});
