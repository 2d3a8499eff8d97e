// Time and memory a step takes, measured in this test process (vitest runs each file in its own
// fork): the hostile inputs of #25 must end in seconds and well under a gigabyte. RSS rarely
// shrinks within a run, so its growth over the step is close to the step's peak.
export interface Spent {
  ms: number;
  /** Growth of the resident set, in MB. */
  rssMb: number;
  /** Growth of the V8 heap in use, in MB. */
  heapMb: number;
}

export async function measured<T>(step: () => T | Promise<T>): Promise<{ value: T; spent: Spent }> {
  const before = process.memoryUsage();
  const start = performance.now();
  const value = await step();
  const ms = performance.now() - start;
  const after = process.memoryUsage();
  return { value, spent: { ms, rssMb: (after.rss - before.rss) / 2 ** 20, heapMb: (after.heapUsed - before.heapUsed) / 2 ** 20 } };
}

/** The budget every case of #25 is held to: generous for a loaded 2-core machine, far below what the unbounded code took. */
export function expectWithin(spent: Spent, limits: { ms: number; mb: number }): void {
  const over: string[] = [];
  if (spent.ms > limits.ms) over.push(`${Math.round(spent.ms)} ms > ${limits.ms} ms`);
  if (spent.rssMb > limits.mb) over.push(`RSS grew ${Math.round(spent.rssMb)} MB > ${limits.mb} MB`);
  if (spent.heapMb > limits.mb) over.push(`heap grew ${Math.round(spent.heapMb)} MB > ${limits.mb} MB`);
  if (over.length) throw new Error(`over budget: ${over.join('; ')}`);
}
