// Protocol sets. Where this machine has the real server, it is the oracle: `nginx -t` judges
// ssl_protocols words, `apache2 -t` judges SSLProtocol arguments (Debian's 2.4 on OpenSSL 3).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apacheAllProtocols,
  apacheDefaultProtocols,
  effectiveProtocols,
  nginxDefaultProtocols,
  parseApacheProtocol,
  parseNginxProtocols,
} from '../src/openssl/protocols.js';
import { makeTmp } from './helpers/tmp.js';
import { absent, findBinary, skipNote } from './helpers/peers.js';

describe('nginx ssl_protocols', () => {
  it('accepts the six words in any case and keeps protocol order', () => {
    const r = parseNginxProtocols(['TLSv1.3', 'tlsv1.2', 'SSLV3']);
    expect(r).toEqual({ protocols: ['SSLv3', 'TLSv1.2', 'TLSv1.3'], diagnostics: [], ok: true });
  });

  it('stops on an unknown word and only warns on a repeated one', () => {
    expect(parseNginxProtocols(['TLSv1.2', 'TLSv1.4']).diagnostics).toEqual([
      { index: 1, word: 'TLSv1.4', severity: 'error', message: 'invalid value "TLSv1.4"' },
    ]);
    const dup = parseNginxProtocols(['TLSv1.2', 'TLSv1.2']);
    expect(dup.ok).toBe(true);
    expect(dup.diagnostics.map((d) => d.message)).toEqual(['duplicate value "TLSv1.2"']);
  });

  it('a second ssl_protocols in the same block adds to the first', () => {
    const first = parseNginxProtocols(['TLSv1.2']);
    const second = parseNginxProtocols(['TLSv1.2', 'TLSv1.3'], first.protocols);
    expect(second.protocols).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(second.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('defaults follow nginx CHANGES by version', () => {
    expect(nginxDefaultProtocols('0.7.64')).toEqual(['SSLv2', 'SSLv3', 'TLSv1']);
    expect(nginxDefaultProtocols('0.8.19')).toEqual(['SSLv3', 'TLSv1']);
    expect(nginxDefaultProtocols('1.0.12')).toEqual(['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(nginxDefaultProtocols('1.1.12')).toEqual(['SSLv3', 'TLSv1']);
    expect(nginxDefaultProtocols('1.8.1')).toEqual(['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(nginxDefaultProtocols('1.9.1')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(nginxDefaultProtocols('1.22.1')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(nginxDefaultProtocols('1.23.4')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(nginxDefaultProtocols('1.26.2')).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(nginxDefaultProtocols('1.27.3')).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(nginxDefaultProtocols('nginx/1.28.0')).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(nginxDefaultProtocols(undefined)).toEqual(['TLSv1.2', 'TLSv1.3']);
  });
});

describe('Apache SSLProtocol', () => {
  const modern = { apacheVersion: '2.4.62', generation: '3.x' as const };

  it('all is TLSv1 to TLSv1.3 on OpenSSL 3 (no SSLv3 in the library, SSLv2 never in 2.4)', () => {
    expect(apacheAllProtocols(modern)).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(apacheAllProtocols({ apacheVersion: '2.4.29', generation: '1.0.2' })).toEqual(['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(apacheAllProtocols({ apacheVersion: '2.4.35', generation: '1.1.1' })).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
  });

  it('in 2.2, all meant SSLv2 too', () => {
    expect(apacheAllProtocols({ apacheVersion: '2.2.15', generation: '1.0.2' })).toEqual(['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(parseApacheProtocol(['all', '-SSLv3'], { apacheVersion: '2.2.31', generation: '1.0.2' }).protocols).toEqual([
      'SSLv2',
      'TLSv1',
      'TLSv1.1',
      'TLSv1.2',
    ]);
  });

  it('+, - and bare words', () => {
    expect(parseApacheProtocol(['all', '-TLSv1', '-TLSv1.1'], modern).protocols).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(parseApacheProtocol(['-ALL', '+TLSv1.3'], modern).protocols).toEqual(['TLSv1.3']);
    const bare = parseApacheProtocol(['TLSv1.2', 'TLSv1.3'], modern);
    expect(bare.protocols).toEqual(['TLSv1.3']);
    expect(bare.diagnostics.map((d) => [d.severity, d.index])).toEqual([['warning', 1]]);
    expect(parseApacheProtocol(['all', '-SSLv2', '-SSLv3'], modern)).toEqual({
      protocols: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'],
      diagnostics: [],
      ok: true,
    });
  });

  it('rejects what the library or the version lacks', () => {
    expect(parseApacheProtocol(['SSLv3'], modern).diagnostics[0].message).toBe('SSLv3 not supported by this version of OpenSSL');
    expect(parseApacheProtocol(['+SSLv2'], modern).diagnostics[0].message).toBe('SSLProtocol: SSLv2 is no longer supported');
    expect(parseApacheProtocol(['TLSv1.3'], { apacheVersion: '2.4.35', generation: '3.x' }).ok).toBe(false);
    expect(parseApacheProtocol(['TLSv1.3'], { apacheVersion: '2.4.62', generation: '1.0.2' }).ok).toBe(false);
    expect(parseApacheProtocol(['+'], modern).diagnostics[0].message).toBe("SSLProtocol: Illegal protocol ''");
  });

  it('defaults: all up to 2.4.16, all -SSLv3 since 2.4.17', () => {
    expect(apacheDefaultProtocols({ apacheVersion: '2.4.16', generation: '1.0.2' })).toEqual(['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(apacheDefaultProtocols({ apacheVersion: '2.4.17', generation: '1.0.2' })).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(apacheDefaultProtocols(modern)).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(apacheDefaultProtocols({ apacheVersion: '2.2.34', generation: '1.0.2' })).toEqual(['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
  });
});

describe('what OpenSSL can negotiate', () => {
  it('drops what each generation lacks or refuses', () => {
    const all = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;
    expect(effectiveProtocols(all, '1.0.2').enabled).toEqual(['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2']);
    expect(effectiveProtocols(all, '1.1.1').enabled).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(effectiveProtocols(all, '3.x').enabled).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(effectiveProtocols(all, '3.x', 0).enabled).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(effectiveProtocols(['TLSv1.3'], '1.0.2').dropped).toEqual([{ protocol: 'TLSv1.3', reason: 'OpenSSL 1.0.2 has no TLS 1.3' }]);
  });
});

// --- the real servers as oracles --------------------------------------------------------

const nginxBin = findBinary('nginx');
const apacheBin = findBinary('apache2');
const work = makeTmp('ssllint-proto-').dir;

/** nginx -t on a one-line http block: 'error', 'warning' or 'ok'. */
function nginxVerdict(words: string[]): string {
  const conf = join(work, 'nginx.conf');
  writeFileSync(conf, `error_log stderr;\npid ${join(work, 'nginx.pid')};\nevents {}\nhttp { ssl_protocols ${words.join(' ')}; }\n`);
  const r = spawnSync(nginxBin!, ['-t', '-q', '-p', work, '-c', conf], { encoding: 'utf8' });
  if (r.status !== 0) return 'error';
  return /\[warn\]/.test(r.stderr) ? 'warning' : 'ok';
}

describe.skipIf(!nginxBin)(`against nginx -t${skipNote(nginxBin ? undefined : absent('nginx'))}`, () => {
  const cases = [['TLSv1.2', 'TLSv1.3'], ['tlsv1.2'], ['SSLv2', 'SSLv3'], ['TLSv1.2', 'TLSv1.2'], ['TLSv1.4'], ['TLSv1.2', 'TLS1.3'], ['TLSv1.1', 'tlsV1.1']];
  it.each(cases.map((c) => [c.join(' '), c] as const))('ssl_protocols %s', (_l, words) => {
    const r = parseNginxProtocols(words);
    const ours = !r.ok ? 'error' : r.diagnostics.length ? 'warning' : 'ok';
    expect(ours).toBe(nginxVerdict(words));
  });
});

const apacheModules = '/usr/lib/apache2/modules';
const apacheUsable = apacheBin !== undefined && existsSync(join(apacheModules, 'mod_ssl.so'));
const apacheVersion = apacheUsable ? /Apache\/(\S+)/.exec(execFileSync(apacheBin!, ['-v'], { encoding: 'utf8' }))?.[1] : undefined;

/** apache2 -t with mod_ssl: 'error', 'warning' or 'ok'. */
function apacheVerdict(args: string): string {
  const conf = join(work, 'apache.conf');
  writeFileSync(
    conf,
    [
      `ServerRoot ${work}`,
      `ServerName localhost`,
      `PidFile ${join(work, 'apache.pid')}`,
      `ErrorLog /dev/stderr`,
      `LoadModule mpm_event_module ${apacheModules}/mod_mpm_event.so`,
      `LoadModule ssl_module ${apacheModules}/mod_ssl.so`,
      `LoadModule socache_shmcb_module ${apacheModules}/mod_socache_shmcb.so`,
      `SSLProtocol ${args}`,
      '',
    ].join('\n'),
  );
  const r = spawnSync(apacheBin!, ['-t', '-f', conf], { encoding: 'utf8' });
  if (r.status !== 0) return 'error';
  return /AH02532/.test(r.stderr) ? 'warning' : 'ok';
}

describe.skipIf(!apacheUsable)(`against apache2 -t (${apacheVersion ?? 'absent'}, OpenSSL 3)${skipNote(apacheBin ? (apacheUsable ? undefined : 'no mod_ssl.so') : absent('apache2'))}`, () => {
  const cases = [
    'all -SSLv3',
    'all -SSLv2 -SSLv3 -TLSv1 -TLSv1.1',
    'SSLv3',
    '+SSLv3',
    '-SSLv3 TLSv1.2',
    'tlsv1.2 +TLSv1.3',
    'TLSv1.2 TLSv1.3',
    'SSLv2',
    '-SSLv2 all',
    'TLSv1.4',
    'ALL',
    '+',
    '-all +TLSv1.2',
  ];
  it.each(cases)('SSLProtocol %s', (args) => {
    const r = parseApacheProtocol(args.split(' '), { apacheVersion, generation: '3.x' });
    const ours = !r.ok ? 'error' : r.diagnostics.length ? 'warning' : 'ok';
    expect(ours).toBe(apacheVerdict(args));
  });
});
