// Each referenced file is read and parsed once per run, however many servers (and rules)
// use it. The cache belongs to one Model: rules find it through `certCacheFor(model)`, so
// nothing outlives a run and tests can hand in their own (e.g. with a counting reader).
import type { Model } from '../model/types.js';
import { analyzeChain, type ChainReport } from './chain.js';
import { parseCertFile, type CertFile } from './cert-file.js';
import { asReadFailure, createCertReader, type CertReader, type ReadFailure } from './read.js';

export type Loaded = { ok: true; file: CertFile } | { ok: false; failure: ReadFailure };

export class CertCache {
  /** How often the disk was asked and OpenSSL parsed: the once-per-path contract, observable. */
  readonly stats = { reads: 0, parses: 0 };
  private readonly files = new Map<string, Loaded>();
  private readonly chains = new Map<string, ChainReport>();
  private readonly derived = new Map<string, unknown>();

  /** One outcome object per reason: paths that fail alike (thousands of missing files) share it. */
  private readonly failed = new Map<ReadFailure, Loaded>();

  /** `read` must return a buffer the cache may keep or wipe. */
  constructor(private readonly read: CertReader = createCertReader()) {}

  load(resolved: string): Loaded {
    const known = this.files.get(resolved);
    if (known) return known;
    let loaded: Loaded;
    let bytes: Buffer | undefined;
    this.stats.reads++;
    // A path the reader already knows to be missing spares the throw and catch of a read.
    const settled = this.read.knownFailure?.(resolved);
    if (settled) loaded = this.failure(settled);
    else {
      try {
        bytes = this.read(resolved);
      } catch (err) {
        loaded = this.failure(asReadFailure(err));
      }
    }
    if (bytes) {
      this.stats.parses++;
      loaded = { ok: true, file: parseCertFile(bytes) };
      // The file may hold a private key: drop our copy of its bytes as soon as it is parsed.
      bytes.fill(0);
    }
    this.files.set(resolved, loaded!);
    return loaded!;
  }

  private failure(failure: ReadFailure): Loaded {
    let loaded = this.failed.get(failure);
    if (!loaded) this.failed.set(failure, (loaded = { ok: false, failure }));
    return loaded;
  }

  /** A value computed once per run from this model's files (e.g. the served chains every rule walks). */
  once<T>(key: string, compute: () => T): T {
    if (!this.derived.has(key)) this.derived.set(key, compute());
    return this.derived.get(key) as T;
  }

  /**
   * The certificates a server sends for one certificate file (plus Apache chain files),
   * analysed once. `firstOnly`: Apache before 2.4.8 sends only the first certificate of
   * SSLCertificateFile.
   */
  chain(certPath: string, chainPaths: readonly string[], firstOnly = false): ChainReport | undefined {
    // Asked first: on a tree linted away from its server nearly every certificate is missing.
    const main = this.load(certPath);
    if (!main.ok || main.file.certs.length === 0) return undefined;
    const key = [firstOnly ? 'first' : 'all', certPath, ...chainPaths].join('\0');
    const known = this.chains.get(key);
    if (known) return known;
    const extra = chainPaths.flatMap((p) => {
      const l = this.load(p);
      return l.ok ? l.file.certs.map((cert) => ({ cert, path: p })) : [];
    });
    const own = firstOnly ? main.file.certs.slice(0, 1) : main.file.certs;
    const report = analyzeChain([...own.map((cert) => ({ cert, path: certPath })), ...extra], own.length);
    this.chains.set(key, report);
    return report;
  }
}

const perModel = new WeakMap<Model, CertCache>();

export function certCacheFor(model: Model): CertCache {
  let cache = perModel.get(model);
  if (!cache) {
    cache = new CertCache();
    perModel.set(model, cache);
  }
  return cache;
}

/** Lets the caller (the CLI, a test) decide the reader; must happen before any rule runs. */
export function useCertCache(model: Model, cache: CertCache): void {
  perModel.set(model, cache);
}
