// Types for the tests that import the benchmark's tree generator and options (plain JavaScript).
export function lintOptions(path: string): unknown;
export function generate(dir: string, dialect: 'nginx' | 'apache', servers: number): { dir: string; main: string; bytes: number; files: number; servers: number; dialect: string };
export function run(): Promise<void>;
