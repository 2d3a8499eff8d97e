// The view most certificate rules start from: every served certificate file with its
// analysed chain, and for each certificate in it, which directive serves it and what role
// it plays. Everything comes from the per-Model cache, so rules share reads and parses.
import type { FileRef, Model, Server } from '../model/types.js';
import { certCacheFor, type CertCache } from './cache.js';
import type { ChainReport, Served } from './chain.js';
import { chainOf, sendsFirstCertificateOnly, servedPairs, type ServedPair } from './served.js';

export interface ServedChain {
  pair: ServedPair;
  chain: ChainReport;
  cache: CertCache;
}

/**
 * The chains clients see: servers that reject every handshake (`ssl_reject_handshake on`)
 * send no certificate, so rules about what a certificate offers leave theirs alone.
 */
export function servedChains(model: Model): ServedChain[] {
  const cache = certCacheFor(model);
  return cache.once('served-chains', () => {
    const all = loadedChains(model);
    const sent = (c: ServedChain): boolean => c.pair.server.servesNothing?.noHandshake !== true;
    return all.every(sent) ? all : all.filter(sent);
  });
}

/** Every certificate the server loads at start-up, served or not (a key that does not match stops nginx all the same). */
export function loadedChains(model: Model): ServedChain[] {
  const cache = certCacheFor(model);
  return cache.once('loaded-chains', () => collect(model, cache));
}

function collect(model: Model, cache: CertCache): ServedChain[] {
  const out: ServedChain[] = [];
  const firstOnly = sendsFirstCertificateOnly(model);
  for (const pair of servedPairs(model)) {
    const chain = chainOf(cache, pair, firstOnly);
    if (chain) out.push({ pair, chain, cache });
  }
  return out;
}

/**
 * byServer(servedChains(model)), made once per model: the cipher rules ask for every place,
 * and a map rebuilt for each of 10,000 places over 10,000 chains made the lint quadratic.
 */
export function servedChainsByServer(model: Model): ReadonlyMap<Server, readonly ServedChain[]> {
  return certCacheFor(model).once('served-chains-by-server', () => byServer(servedChains(model)));
}

/** The served chains of each server, for rules that look at a server's certificates together. */
export function byServer(chains: ServedChain[]): Map<Server, ServedChain[]> {
  const map = new Map<Server, ServedChain[]>();
  for (const c of chains) {
    const list = map.get(c.pair.server);
    if (list) list.push(c);
    else map.set(c.pair.server, [c]);
  }
  return map;
}

/** The directive whose file holds this certificate (the certificate file or an Apache chain file). */
export function refOf(pair: ServedPair, s: Served): FileRef {
  if (s.path === pair.cert.resolved) return pair.cert;
  return pair.chainRefs.find((r) => r.resolved === s.path) ?? pair.cert;
}

export type CertRole = 'leaf' | 'intermediate' | 'root';

export function roleOf(chain: ChainReport, s: Served): CertRole {
  if (s === chain.leaf) return 'leaf';
  return s.cert.selfSigned ? 'root' : 'intermediate';
}

/** Certificates a client actually evaluates: everything sent except self-signed roots that are not the leaf. */
export function evaluated(chain: ChainReport): Served[] {
  return chain.served.filter((s) => s === chain.leaf || !s.cert.selfSigned);
}
