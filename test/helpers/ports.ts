// Ports for the servers tests start on 127.0.0.1. Two kinds, which cannot meet:
// - freePort(): one the kernel hands out now (from the ephemeral range, 32768-60999 on Linux);
// - portFor(offset): a fixed block of 100 per vitest worker, below the ephemeral range, for tests
//   that need a port synchronously. VITEST_POOL_ID is unique among the workers running at once,
//   so two workers never share a block (pid-derived blocks could, and did, collide).
//   SSLLINT_TEST_PORT_SHIFT (a number of blocks) moves a whole run's blocks, so that two test
//   runs on one machine (two work trees) do not meet either.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const BLOCKS = 120; // 20000 + 120 * 100 = 32000, below the ephemeral range

export function portFor(offset: number): number {
  if (offset < 0 || offset >= 100) throw new Error(`portFor: offset ${offset} is outside this worker's block of 100`);
  const pool = Number(process.env.VITEST_POOL_ID);
  const shift = Number(process.env.SSLLINT_TEST_PORT_SHIFT ?? 0) || 0;
  const block = ((Number.isInteger(pool) && pool > 0 ? pool : process.pid) + shift) % BLOCKS;
  return 20000 + block * 100 + offset;
}
