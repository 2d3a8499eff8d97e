// The broken fixtures are configs the real nginx refuses: `nginx -t` on each must fail, and our
// first error must carry nginx's own message and line. The valid syntax fixtures must pass `nginx -t`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseNginx } from '../src/nginx/parse.js';
import { repoRoot } from './nginx-corpus.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';
import { absent, findBinary, skipNote } from './helpers/peers.js';

const nginx = findBinary('nginx');
const brokenDir = join(repoRoot, 'fixtures/nginx/broken');
const syntaxDir = join(repoRoot, 'fixtures/nginx/syntax');
const prefix = makeTmp('ssllint-nginx-t-').dir;
afterAll(() => removeTmp(prefix));

interface NginxVerdict {
  ok: boolean;
  message?: string;
  line?: number;
  output: string;
}

/** Runs `nginx -t` on `file` with a private prefix, pid and error log, so nothing under /var is needed. */
function nginxTest(file: string): NginxVerdict {
  const r = spawnSync(nginx!, ['-t', '-q', '-c', file, '-p', prefix, '-e', 'stderr', '-g', `pid ${join(prefix, 'nginx.pid')};`], {
    encoding: 'utf8',
  });
  const output = `${r.stdout}${r.stderr}`;
  const m = /\[emerg\] \d+#\d+: (.*) in (\S+):(\d+)$/m.exec(output);
  return { ok: r.status === 0, message: m?.[1], line: m ? Number(m[3]) : undefined, output };
}

const brokenFiles = existsSync(brokenDir) ? readdirSync(brokenDir).filter((f) => f.endsWith('.conf')).sort() : [];

describe.skipIf(!nginx)(`broken fixtures are refused by nginx -t at the line we name${skipNote(nginx ? undefined : absent('nginx'))}`, () => {
  it('has a handful of broken fixtures', () => {
    expect(brokenFiles.length).toBeGreaterThanOrEqual(10);
  });

  for (const name of brokenFiles) {
    it(name, () => {
      const file = join(brokenDir, name);
      const verdict = nginxTest(file);
      expect(verdict.ok, verdict.output).toBe(false);
      const parsed = parseNginx(readFileSync(file, 'utf8'), file);
      expect(parsed.errors.length).toBeGreaterThan(0);
      const first = parsed.errors[0];
      expect({ message: first.message, line: first.span.line }).toEqual({ message: verdict.message, line: verdict.line });
    });
  }
});

describe.skipIf(!nginx)(`valid syntax fixtures pass nginx -t${skipNote(nginx ? undefined : absent('nginx'))}`, () => {
  // lua*.conf need OpenResty's lua module, which Debian's nginx lacks.
  for (const name of ['words.conf', 'crlf.conf', 'blocks.conf']) {
    const stream = '/usr/lib/nginx/modules/ngx_stream_module.so';
    const needsStream = name === 'blocks.conf';
    it.skipIf(needsStream && !existsSync(stream))(name + (needsStream ? ' (with the stream module)' : ''), () => {
      let file = join(syntaxDir, name);
      if (needsStream) {
        // load_module must come first; a copy keeps the fixture itself free of machine paths.
        const copy = join(prefix, name);
        writeFileSync(copy, `load_module ${stream};\n${readFileSync(file, 'utf8')}`);
        file = copy;
      }
      const verdict = nginxTest(file);
      expect(verdict.ok, verdict.output).toBe(true);
      expect(parseNginx(readFileSync(join(syntaxDir, name), 'utf8'), name).errors).toEqual([]);
    });
  }
});

if (!nginx) {
  describe('broken fixtures are refused by nginx -t at the line we name', () => {
    it.skip('skipped: nginx is not installed (no nginx binary on PATH or in /usr/sbin)', () => {});
  });
}
