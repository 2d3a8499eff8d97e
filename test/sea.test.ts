// `npm run sea`: the single executable, built from the sources (slow but bounded: esbuild, the
// SEA blob and postject's injection into a copy of this node, well under two minutes on CI), run
// with no `node` on PATH and compared with `node bin/ssllint.js` on the same input.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPackage, REPO, type FreshPackage } from './helpers/fresh-bundle.js';

const postject = join(REPO, 'node_modules', 'postject', 'dist', 'cli.js');
// An official Node build carries the fuse postject flips; a distribution's may not.
const fused = readFileSync(process.execPath).includes('NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2');
const why = !existsSync(postject) ? 'postject is not installed (npm install)' : !fused ? `${process.execPath} has no SEA fuse (not built with single-executable support)` : undefined;

let pkg: FreshPackage;
let work: string;
let exe: string;

describe.skipIf(why !== undefined)(`the single executable${why ? ` (skipped: ${why})` : ''}`, () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ssllint-sea-'));
    pkg = await freshPackage();
    const { buildSea } = (await import(join(REPO, 'scripts', 'sea.mjs'))) as { buildSea: (dir: string) => Promise<string> };
    exe = await buildSea(join(work, 'dist'));
    // A tree with a certificate to read and a .ssllint.yaml (yaml is inlined, not a sibling file).
    const tree = join(work, 'tree');
    mkdirSync(tree);
    copyFileSync(join(REPO, 'fixtures', 'certs', 'ecdsa-p256', 'fullchain.pem'), join(tree, 'fullchain.pem'));
    writeFileSync(join(tree, 'nginx.conf'), `events {}\nhttp {\n  server {\n    listen 443 ssl;\n    server_name a.example;\n    ssl_certificate ${join(tree, 'fullchain.pem')};\n    ssl_certificate_key ${join(tree, 'key.pem')};\n    ssl_protocols TLSv1 TLSv1.2;\n  }\n}\n`);
    writeFileSync(join(tree, '.ssllint.yaml'), 'rules:\n  hsts-missing: off\n');
    mkdirSync(join(tree, '.git'));
  }, 240_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
    if (pkg) rmSync(pkg.dir, { recursive: true, force: true });
  });

  const noNode = () => {
    const empty = join(work, 'empty-path');
    mkdirSync(empty, { recursive: true });
    return { PATH: empty, HOME: work, XDG_CACHE_HOME: join(work, 'cache') };
  };

  it('lints fixtures/sample/nginx with no node on PATH, as bin/ssllint.js does', () => {
    const env = noNode();
    expect(spawnSync('sh', ['-c', 'command -v node'], { env }).status).not.toBe(0);
    const args = ['fixtures/sample/nginx', '--format', 'json', '--now', '2026-01-01'];
    const sea = spawnSync(exe, args, { cwd: REPO, env, encoding: 'utf8' });
    const node = spawnSync(process.execPath, [pkg.bin, ...args], { cwd: REPO, env: { ...process.env, XDG_CACHE_HOME: join(work, 'cache') }, encoding: 'utf8' });
    expect(sea.stderr).toBe('');
    expect(node.status).toBe(1);
    expect(sea.status).toBe(node.status);
    expect(JSON.parse(sea.stdout).findings.length).toBeGreaterThan(0);
    expect(sea.stdout).toBe(node.stdout);
  });

  it('reads a tree with a certificate and a .ssllint.yaml the same way (yaml is inside it)', () => {
    const args = ['nginx.conf', '--format', 'json', '--now', '2026-01-01'];
    const cwd = join(work, 'tree');
    const sea = spawnSync(exe, args, { cwd, env: noNode(), encoding: 'utf8' });
    const node = spawnSync(process.execPath, [pkg.bin, ...args], { cwd, encoding: 'utf8' });
    const ids = (JSON.parse(sea.stdout).findings as { ruleId: string }[]).map((f) => f.ruleId);
    expect(ids).toContain('protocol-tls10-tls11');
    expect(ids).not.toContain('hsts-missing');
    expect(sea.stdout).toBe(node.stdout);
    expect(spawnSync(exe, ['--version'], { env: noNode(), encoding: 'utf8' }).stdout.trim()).toBe(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version);
  });
});
