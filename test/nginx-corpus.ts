// Which files under test/corpus are nginx configuration, for the tests that sweep them all.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS } from './helpers/corpus.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..');
export const corpusRoot = CORPUS;

/** Not configuration: documentation, data, keys, and the Go template ingress-nginx renders from. */
const NOT_CONFIG = /\.(md|txt|json|ya?ml|pem|tmpl)$|(^|\/)(LICENSE|COPYRIGHT)[^/]*$/;

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile()) out.push(p);
  }
}

/** Every nginx configuration file in the corpus, absolute paths, sorted. */
export function corpusNginxFiles(): string[] {
  const files: string[] = [];
  // Whole trees that are nginx configuration (mime.types, koi-utf, *_params included).
  for (const dir of [
    'nginx-upstream/conf',
    'debian-nginx-common/nginx',
    'h5bp-server-configs-nginx',
    'trimstray-nginx-admins-handbook/lib/nginx',
    'digitalocean-nginxconfig.io/generated',
    'mozilla-ssl-config-generator/generated/nginx',
  ]) {
    walk(join(corpusRoot, dir), files);
  }
  // Trees that mix nginx files with other material: keep the nginx configuration.
  const mixed: string[] = [];
  for (const dir of ['gixy-ng-0.2.59-sdist/tests', 'yandex-gixy/tests', 'kubernetes-ingress-nginx']) {
    walk(join(corpusRoot, dir), mixed);
  }
  files.push(...mixed.filter((f) => /\.(conf|inc)$/.test(f)));
  const certbot: string[] = [];
  walk(join(corpusRoot, 'certbot'), certbot);
  files.push(...certbot.filter((f) => /\/[^/]*nginx[^/]*\//.test(f.slice(corpusRoot.length))));
  return [...new Set(files.filter((f) => !NOT_CONFIG.test(f)))].sort();
}

/** Every nginx file shipped under fixtures/nginx. */
export function fixtureNginxFiles(): string[] {
  const files: string[] = [];
  walk(join(repoRoot, 'fixtures/nginx'), files);
  return files.filter((f) => !NOT_CONFIG.test(f)).sort();
}
