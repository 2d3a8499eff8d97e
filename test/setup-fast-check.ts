// Property tests run with a fixed seed so that CI is reproducible; FC_SEED=random explores
// new inputs (and prints the seed of any failure), FC_SEED=<n> replays one.
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261122 });
