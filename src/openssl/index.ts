// The OpenSSL engine's public surface: rules, advice and the CLI import from here.
export { expand, clearExpandCache, defaultTls13 } from './expand.js';
export { expandTls13 } from './tls13.js';
export { whyIgnored, type IgnoredReason, type IgnoredWord } from './ignored-words.js';
export { allSuites, findSuite } from './suites.js';
export { parseGeneration } from './generation.js';
export * from './types.js';
