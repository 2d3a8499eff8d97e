import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);
import {
  ALGORITHM_LABELS,
  BULK_ALGORITHMS,
  SIGN_ALGORITHMS,
  formatMeasurement
} from "./chunk-IQYUG5EO.mjs";
import "./chunk-CUJYAHEX.mjs";

// src/advice/measure.ts
import {
  createCipheriv,
  createHmac,
  generateKeyPair,
  getCiphers,
  randomBytes,
  sign
} from "node:crypto";
import { performance } from "node:perf_hooks";
var RECORD = 16 * 1024;
var CHUNK = 4 * RECORD;
var keyCache = /* @__PURE__ */ new Map();
function keyFor(alg) {
  let p = keyCache.get(alg);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const done = (err, _pub, privateKey) => err ? reject(err) : resolve({ privateKey });
      switch (alg) {
        case "rsa-2048":
        case "rsa-3072":
        case "rsa-4096":
          generateKeyPair("rsa", { modulusLength: Number(alg.slice(4)) }, done);
          break;
        case "ecdsa-p256":
          generateKeyPair("ec", { namedCurve: "prime256v1" }, done);
          break;
        case "ecdsa-p384":
          generateKeyPair("ec", { namedCurve: "secp384r1" }, done);
          break;
        case "ed25519":
          generateKeyPair("ed25519", {}, done);
          break;
      }
    });
    p.catch(() => keyCache.delete(alg));
    keyCache.set(alg, p);
  }
  return p;
}
function withTimeout(p, ms) {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve("timeout"), Math.max(0, ms));
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      }
    );
  });
}
function prepareBulk(alg) {
  const data = randomBytes(CHUNK);
  const records = [0, 1, 2, 3].map((i) => data.subarray(i * RECORD, (i + 1) * RECORD));
  const macKey = randomBytes(20);
  try {
    switch (alg) {
      case "aes-128-gcm": {
        const c = createCipheriv("aes-128-gcm", randomBytes(16), randomBytes(12));
        return () => void c.update(data);
      }
      case "aes-256-gcm": {
        const c = createCipheriv("aes-256-gcm", randomBytes(32), randomBytes(12));
        return () => void c.update(data);
      }
      case "chacha20-poly1305": {
        const c = createCipheriv("chacha20-poly1305", randomBytes(32), randomBytes(12), { authTagLength: 16 });
        return () => void c.update(data);
      }
      case "aes-128-cbc-hmac-sha1": {
        const c = createCipheriv("aes-128-cbc", randomBytes(16), randomBytes(16));
        return () => {
          for (const r of records) createHmac("sha1", macKey).update(r).digest();
          c.update(data);
        };
      }
      case "des-ede3-cbc-hmac-sha1": {
        if (!getCiphers().includes("des-ede3-cbc")) return "this Node/OpenSSL build has no des-ede3-cbc";
        const c = createCipheriv("des-ede3-cbc", randomBytes(24), randomBytes(8));
        return () => {
          for (const r of records) createHmac("sha1", macKey).update(r).digest();
          c.update(data);
        };
      }
    }
  } catch (e) {
    return `not available: ${e.message}`;
  }
}
function elapsed(wall0, cpu0) {
  const wall = performance.now() - wall0;
  const c = process.cpuUsage(cpu0);
  const cpu = (c.user + c.system) / 1e3;
  return cpu > 0 ? Math.min(cpu, wall) : wall;
}
function timeBulk(step, sliceMs) {
  let bytes = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  do {
    step();
    bytes += CHUNK;
  } while (performance.now() - start < sliceMs);
  return bytes * 1e3 / elapsed(start, cpu0);
}
function runSign(alg, key, sliceMs) {
  const digest = alg === "ed25519" ? null : alg === "ecdsa-p384" ? "sha384" : "sha256";
  const message = randomBytes(130);
  sign(digest, message, key);
  let count = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  do {
    sign(digest, message, key);
    count++;
  } while (performance.now() - start < sliceMs);
  return count * 1e3 / elapsed(start, cpu0);
}
function signRank(a) {
  return a.startsWith("rsa-") ? 10 + Number(a.slice(4)) / 1024 : SIGN_ALGORITHMS.indexOf(a);
}
async function measure(options = {}) {
  const budget = Math.max(100, options.budgetMs ?? 3e3);
  const bulkAlgs = options.bulk ?? BULK_ALGORITHMS;
  const signAlgs = options.sign ?? SIGN_ALGORITHMS;
  const started = performance.now();
  const deadline = started + budget;
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
    const slice = budget * bulkShare / (steps.length * (rounds + 0.5));
    for (const [, step] of steps) {
      const warm = performance.now();
      do
        step();
      while (performance.now() - warm < slice / 2);
    }
    const bulkDeadline = started + budget * bulkShare;
    for (let r = 0; r < rounds; r++) {
      for (const [alg, step] of steps) {
        if (result.bulk[alg] !== void 0 && performance.now() >= bulkDeadline) continue;
        result.bulk[alg] = Math.max(result.bulk[alg] ?? 0, timeBulk(step, slice));
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
    const remaining = deadline - performance.now();
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
    const slice = Math.max(10, (deadline - performance.now()) / left);
    try {
      result.sign[alg] = Math.max(runSign(alg, pair.privateKey, slice / 2), runSign(alg, pair.privateKey, slice / 2));
    } catch (e) {
      result.skipped.push({ algorithm: alg, reason: `signing failed: ${e.message}` });
    }
  }
  result.elapsedMs = performance.now() - started;
  return result;
}
export {
  ALGORITHM_LABELS,
  BULK_ALGORITHMS,
  SIGN_ALGORITHMS,
  formatMeasurement,
  measure
};
