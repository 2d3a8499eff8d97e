// Servers that serve nothing (#19 item 4): which nginx servers the model marks, and that the
// shared server lists of src/rules-support leave them out of rules about what a handshake
// or a response offers, while the rules about what stops nginx from starting still see them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Model } from '../src/model/types.js';
import { allTlsServers, httpLevels, tlsServers, tlsVirtualServers } from '../src/rules-support/helpers.js';
import { modelOf } from './model-helpers.js';
import { makeTmp, removeTmp } from './helpers/tmp.js';

const dir = makeTmp('ssllint-serves-nothing-').dir;
afterAll(() => removeTmp(dir));

let n = 0;
function model(http: string, nginxVersion?: string): Model {
  const file = join(dir, `nginx-${n++}.conf`);
  writeFileSync(file, `events {}\nhttp {\n${http}\n}\n`);
  return modelOf(file, nginxVersion ? { nginxVersion } : {});
}

/** `line: reason handshake/response` for every virtual server, by the line of its `server {`. */
function marks(m: Model): string[] {
  return m.servers
    .filter((s) => s.kind === 'virtual')
    .map((s) => {
      const x = s.servesNothing;
      return `${s.at.line}: ${x ? `${x.reason}@${x.at.line} handshake=${!x.noHandshake} response=${!x.noResponse}` : 'serves'}`;
    });
}

describe('ssl_reject_handshake (nginx 1.19.4+)', () => {
  const config = `    server {
        listen 443 ssl default_server;
        ssl_reject_handshake on;
    }
    server {
        listen 443 ssl;
        server_name example.com;
    }`;

  test('a TLS-only server that rejects handshakes neither handshakes nor answers', () => {
    expect(marks(model(config))).toEqual(['3: reject-handshake@5 handshake=false response=false', '7: serves']);
  });

  test('nginx 1.19.3 has no such directive: the server is judged as any other', () => {
    expect(marks(model(config, '1.19.3'))).toEqual(['3: serves', '7: serves']);
    expect(marks(model(config, '1.19.4'))[0]).toBe('3: reject-handshake@5 handshake=false response=false');
  });

  test('a plain listen beside it still answers requests', () => {
    const m = model(`    server {
        listen 80;
        listen 443 ssl;
        ssl_reject_handshake on;
    }`);
    expect(marks(m)).toEqual(['3: reject-handshake@6 handshake=false response=true']);
  });

  test('inherited from http, switched off again by a server', () => {
    const m = model(`    ssl_reject_handshake on;
    server {
        listen 443 ssl default_server;
    }
    server {
        listen 443 ssl;
        server_name example.com;
        ssl_reject_handshake off;
    }`);
    expect(marks(m)).toEqual(['4: reject-handshake@3 handshake=false response=false', '7: serves']);
  });

  test('the shared lists: handshake rules skip it, start-up rules do not', () => {
    const m = model(config);
    const lines = (list: readonly { at: { line: number } }[]): number[] => list.map((s) => s.at.line);
    expect(lines(allTlsServers(m))).toEqual([3, 7]);
    expect(lines(tlsServers(m))).toEqual([7]);
    expect(lines(tlsVirtualServers(m))).toEqual([7]);
    expect(httpLevels(m).map((l) => l.server.at.line)).toEqual([2, 7]);
  });
});

describe('return 444 catch-alls', () => {
  test('at server level, or as the first rewrite directive of a lone location /', () => {
    const m = model(`    server {
        listen 80 default_server;
        keepalive_timeout 0;
        set $x 1;
        return 444;
        location /x { return 200; }
    }
    server {
        listen 80;
        location / {
            return 444;
        }
    }
    server {
        listen 443 ssl;
        return 444;
    }`);
    // Server-level rewrite directives run before any location is chosen.
    expect(marks(m)).toEqual(['3: return-444@7 handshake=true response=false', '10: return-444@13 handshake=true response=false', '16: return-444@18 handshake=true response=false']);
    // A TLS server that closes every request still offers its handshake: handshake rules judge it, response rules do not.
    expect(tlsServers(m).map((s) => s.at.line)).toEqual([16]);
    expect(tlsVirtualServers(m)).toEqual([]);
    expect(httpLevels(m).map((l) => l.server.at.line)).toEqual([2]);
  });

  test('anything that lets some request through is not taken as serving nothing', () => {
    const m = model(`    server {
        listen 80;
        if ($uri = /health) { return 200; }
        return 444;
    }
    server {
        listen 80;
        rewrite ^/old /new;
        return 444;
    }
    server {
        listen 80;
        location / { return 444; }
        location /api/ { proxy_pass http://127.0.0.1:8080; }
    }
    server {
        listen 80;
        location / {
            location /in/ { return 200; }
            return 444;
        }
    }
    server {
        listen 80;
        return 404;
    }
    server {
        listen 80;
        location / {
            return 444 "x";
        }
    }`);
    expect(marks(m).every((x) => x.endsWith(': serves'))).toBe(true);
    expect(marks(m)).toHaveLength(6);
  });
});
