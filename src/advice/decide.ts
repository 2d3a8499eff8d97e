// The decisions behind an advised TLS block, each with its one-line reason, independent of
// how a server spells them. A pure function of the options: same input, same advice.
import { providerBased } from '../openssl/types.js';
import { DEFAULT_APACHE_VERSION, DEFAULT_NGINX_VERSION } from '../model/build.js';
import type { Protocol } from '../model/types.js';
import { capabilities, type Capabilities, type ServerKind } from './capabilities.js';
import { costNotes } from './cost-notes.js';
import { BUILTIN_COSTS, costsFromMeasurement, times, type BulkCipher, type CostTable } from './costs.js';
import { hasAesHardware, type HardwareProfile } from './hardware.js';
import type { Measurement } from './measure.js';
import { hostCost, orderTls12, orderTls13, TIE_FACTOR } from './order.js';
import { PROFILES, type ProfileName, type ProfileSpec } from './profiles.js';
import { BULK_LABELS, OPENSSL_DEFAULT_TLS13, tls12Suite, tls13Suite } from './suites.js';
import { atLeast, DEFAULT_OPENSSL, formatVersion, parseOpenSsl, parseVersion, type OpenSslTarget, type Version } from './versions.js';

/** The same defaults the lint command assumes. */
export const DEFAULT_SERVER_VERSION: Record<ServerKind, string> = { nginx: DEFAULT_NGINX_VERSION, apache: DEFAULT_APACHE_VERSION };
export { DEFAULT_OPENSSL };

export interface AdviceOptions {
  profile: ProfileName;
  /** One host, or every host behind the same address. */
  hardware: HardwareProfile | readonly HardwareProfile[];
  server: ServerKind;
  /** Default: DEFAULT_SERVER_VERSION[server]. */
  serverVersion?: string;
  /** A generation (`1.0.2`, `1.1.1`, `3.x`) or a release (`3.5.0`). Default `3.x`. */
  openssl?: string;
  /** A measurement of this machine and the profile this machine has: it replaces the built-in costs for hosts of that profile. */
  measured?: { measurement: Measurement; hardware: HardwareProfile };
}

export interface Reasoned<T> {
  value: T;
  reason: string;
}

export interface HostCosts {
  hardware: HardwareProfile;
  measured: boolean;
  table: CostTable;
}

export interface Decisions {
  profile: ProfileSpec;
  hardware: HardwareProfile[];
  server: ServerKind;
  serverVersion: Version;
  openssl: OpenSslTarget;
  caps: Capabilities;
  costs: HostCosts[];
  protocols: Reasoned<Protocol[]>;
  /** TLS <= 1.2 suites in the advised order, only those this OpenSSL generation has. */
  tls12: Reasoned<string[]>;
  /** The string that makes OpenSSL produce exactly `tls12` (undefined when no TLS <= 1.2). */
  cipherString: string | undefined;
  /** TLS 1.3 suites in the order the server will use (OpenSSL's default when it cannot be set). */
  tls13: Reasoned<string[]>;
  preferServerCiphers: Reasoned<boolean>;
  prioritizeChaCha: Reasoned<boolean>;
  curves: Reasoned<string[]>;
  sessionTickets: Reasoned<boolean>;
  /** DHE suites are advised, so the server needs DH parameters of this size. */
  dhParamBits: number | undefined;
  notes: string[];
}

export type DecideResult = { ok: true; decisions: Decisions } | { ok: false; error: string };

function hostList(h: AdviceOptions['hardware']): HardwareProfile[] {
  const list = typeof h === 'string' ? [h] : [...h];
  return [...new Set(list)];
}

/** `AES-128-GCM 1x, ChaCha20-Poly1305 1.6x` for the bulk ciphers in the order they first appear. */
function costSummary(bulks: BulkCipher[], tables: CostTable[]): string {
  return [...new Set(bulks)].map((b) => `${BULK_LABELS[b]} ${times(hostCost(b, tables))}`).join(', ');
}

/** `on arm-no-crypto`, or for several hosts the one where `bulk` costs most. */
function onWorst(bulk: BulkCipher, costs: HostCosts[]): string {
  if (costs.length === 1) return `on ${costs[0].hardware}`;
  const norm = (t: CostTable) => t.bulk[bulk] / Math.min(t.bulk['AES128-GCM'], t.bulk['CHACHA20-POLY1305']);
  const worst = costs.reduce((a, b) => (norm(b.table) > norm(a.table) ? b : a));
  return `on ${worst.hardware}, the worst of ${hostsLabel(costs.map((c) => c.hardware))}`;
}

/** How a cost list is introduced: per host, or worst case over several. */
function cheapestOn(hosts: HardwareProfile[]): string {
  return hosts.length === 1 ? `cheapest first on ${hosts[0]}` : `cheapest worst case first over ${hostsLabel(hosts)}`;
}

function hostsLabel(hosts: HardwareProfile[]): string {
  return hosts.length === 1 ? hosts[0] : `${hosts.slice(0, -1).join(', ')} and ${hosts[hosts.length - 1]}`;
}

export function decide(options: AdviceOptions): DecideResult {
  const profile = PROFILES[options.profile];
  if (!profile) return { ok: false, error: `unknown profile "${String(options.profile)}" (expected modern, intermediate or old)` };
  const hosts = hostList(options.hardware);
  if (hosts.length === 0) return { ok: false, error: 'no hardware profile given' };
  for (const h of hosts) {
    if (!BUILTIN_COSTS[h]) return { ok: false, error: `unknown hardware profile "${String(h)}"` };
  }
  const server = options.server;
  if (server !== 'nginx' && server !== 'apache') return { ok: false, error: `unknown server "${String(server)}" (expected nginx or apache)` };
  const versionText = options.serverVersion ?? DEFAULT_SERVER_VERSION[server];
  const serverVersion = parseVersion(versionText);
  if (!serverVersion) return { ok: false, error: `cannot read server version "${versionText}" (expected e.g. ${DEFAULT_SERVER_VERSION[server]})` };
  const opensslText = options.openssl ?? DEFAULT_OPENSSL;
  const openssl = parseOpenSsl(opensslText);
  if (!openssl) return { ok: false, error: `unknown OpenSSL "${opensslText}" (expected 1.0.2, 1.1.1, 3.x or a release such as 3.5.0)` };
  if (server === 'apache' && !atLeast(serverVersion, '2.2.0')) {
    return { ok: false, error: `Apache ${versionText} is older than 2.2: mod_ssl's directives differ too much to advise` };
  }
  const caps = capabilities(server, serverVersion, openssl);
  const serverLabel = `${server === 'nginx' ? 'nginx' : 'Apache'} ${formatVersion(serverVersion)}`;

  if (profile.name === 'modern' && !caps.tls13) {
    const why = openssl.generation === '1.0.2' ? 'OpenSSL 1.0.2 has no TLS 1.3' : `${serverLabel} cannot enable TLS 1.3 (needs ${server === 'nginx' ? 'nginx 1.13.0' : 'Apache 2.4.36'})`;
    return { ok: false, error: `the modern profile is TLS 1.3 only, but ${why}: use --profile intermediate` };
  }

  const costs: HostCosts[] = hosts.map((h) => {
    const m = options.measured;
    if (m && m.hardware === h) return { hardware: h, measured: true, table: costsFromMeasurement(m.measurement, BUILTIN_COSTS[h]) };
    return { hardware: h, measured: false, table: BUILTIN_COSTS[h] };
  });
  const tables = costs.map((c) => c.table);
  const notes: string[] = [];

  // Protocols the profile wants, minus what this server/OpenSSL cannot speak.
  let protocols = [...profile.protocols];
  let protocolReason = `Mozilla ${profile.guideline} ${profile.name}: ${profile.protocols.join(', ')}`;
  if (!caps.tls13 && protocols.includes('TLSv1.3')) {
    protocols = protocols.filter((p) => p !== 'TLSv1.3');
    protocolReason += `; TLSv1.3 left out: ${openssl.generation === '1.0.2' ? 'OpenSSL 1.0.2 lacks it' : `${serverLabel} does not know it`}`;
  } else if (profile.name === 'old') {
    protocolReason += ' (TLSv1 and TLSv1.1 only for clients that have nothing newer)';
  }
  const hasTls12Below = protocols.some((p) => p !== 'TLSv1.3');
  const hasTls13 = protocols.includes('TLSv1.3');

  // TLS <= 1.2: the profile's suites this generation has, ordered for the hardware.
  const available = profile.ciphers.filter((n) => tls12Suite(n)?.generations.includes(openssl.generation));
  const dropped = profile.ciphers.filter((n) => !available.includes(n));
  const tls12 = hasTls12Below ? orderTls12(available, tables) : [];
  const bulks12 = tls12.map((n) => tls12Suite(n)!.bulk);
  let tls12Reason = '';
  if (tls12.length > 0) {
    tls12Reason = `${cheapestOn(hosts)}: ${costSummary(bulks12.filter((b) => b !== '3DES-CBC-SHA'), tables)} per byte`;
    if (profile.name === 'old') tls12Reason += '; forward secrecy, then AEAD, then ECDHE before DHE, 3DES last';
    if (dropped.length > 0) {
      const what = dropped.some((n) => n.includes('CHACHA20')) ? 'ChaCha20-Poly1305 (needs OpenSSL 1.1.0)' : '3DES (not in default 3.x builds)';
      tls12Reason += `; no ${what}`;
    }
  }
  // Explicit names only, so OpenSSL keeps exactly this order. OpenSSL 3 refuses TLSv1/1.1
  // handshakes at its default security level (SHA-1 signatures), hence @SECLEVEL=0 for old.
  const seclevel0 = profile.name === 'old' && providerBased(openssl.generation) && protocols.some((p) => p === 'TLSv1' || p === 'TLSv1.1');
  const cipherString = tls12.length > 0 ? [...(seclevel0 ? ['@SECLEVEL=0'] : []), ...tls12].join(':') : undefined;
  if (seclevel0) notes.push('@SECLEVEL=0 heads the cipher string: OpenSSL 3 refuses TLSv1 and TLSv1.1 handshakes at its default security level; it does not change the order.');

  // TLS 1.3: ordered for the hardware when the server can say so, else OpenSSL's default.
  let tls13: string[] = [];
  let tls13Reason = '';
  if (hasTls13) {
    const wanted = orderTls13(profile.ciphersuites, tables);
    if (caps.tls13Suites) {
      tls13 = wanted;
      tls13Reason = `${cheapestOn(hosts)}: ${costSummary(wanted.map((n) => tls13Suite(n)!.bulk), tables)} per byte`;
    } else {
      tls13 = [...OPENSSL_DEFAULT_TLS13];
      tls13Reason = `${serverLabel} cannot set TLS 1.3 suites (needs nginx 1.19.4 for ssl_conf_command): OpenSSL's own order applies`;
    }
  }

  // Which of the offered bulk ciphers the hosts want first, and whether the server's lists
  // start with it.
  const offered = [...new Set([...bulks12, ...tls13.map((n) => tls13Suite(n)!.bulk)])].filter(
    (b) => b === 'AES128-GCM' || b === 'AES256-GCM' || b === 'CHACHA20-POLY1305',
  );
  const best = offered.reduce<BulkCipher>((a, b) => (hostCost(b, tables) < hostCost(a, tables) ? b : a), offered[0] ?? 'AES128-GCM');
  const bestCost = hostCost(best, tables);
  const firsts: BulkCipher[] = [];
  if (tls12.length > 0) firsts.push(tls12Suite(tls12[0])!.bulk);
  if (tls13.length > 0) firsts.push(tls13Suite(tls13[0])!.bulk);
  const costlyFirst = firsts.find((b) => hostCost(b, tables) > bestCost * TIE_FACTOR);
  const hasChaCha = offered.includes('CHACHA20-POLY1305');

  let prefer: boolean;
  let preferReason: string;
  let chacha = false;
  let chachaReason: string;
  if (costlyFirst && profile.name !== 'old') {
    prefer = false;
    preferReason = `the server's first suite would be ${BULK_LABELS[costlyFirst]}, not the cheapest here: let clients choose, every suite is AEAD with forward secrecy`;
    chachaReason = 'PrioritizeChaCha only acts with server preference on';
  } else if (!hasChaCha) {
    prefer = true;
    preferReason = `the server's CPU decides: ${costSummary(offered, tables)} on ${hostsLabel(hosts)}`;
    chachaReason = `no ChaCha20-Poly1305 suite with OpenSSL ${openssl.label} (needs 1.1.0)`;
  } else if (best === 'CHACHA20-POLY1305') {
    prefer = true;
    preferReason = `the server's CPU decides: AES-GCM costs ${times(hostCost('AES128-GCM', tables))} ChaCha20-Poly1305 ${onWorst('AES128-GCM', costs)}`;
    chachaReason = 'not needed: ChaCha20-Poly1305 is already first';
  } else if (caps.prioritizeChaCha) {
    prefer = true;
    chacha = true;
    preferReason = `AES-GCM first: the cheapest ${costs.length === 1 ? `on ${hosts[0]}` : `on every one of ${hostsLabel(hosts)}`}`;
    chachaReason = `clients that list ChaCha20 first (phones without AES instructions) still get it; it costs ${times(hostCost('CHACHA20-POLY1305', tables))} AES-128-GCM ${onWorst('CHACHA20-POLY1305', costs)}`;
  } else if (profile.name === 'old') {
    prefer = true;
    preferReason = 'old offers CBC, static-RSA and 3DES suites: a client must not pick them over AEAD';
    chachaReason = prioritizeUnavailable(caps, server, openssl);
  } else {
    prefer = false;
    preferReason = `every suite is AEAD with forward secrecy; without PrioritizeChaCha server order would push AES-GCM onto clients without AES hardware, and ChaCha20 costs only ${times(hostCost('CHACHA20-POLY1305', tables))} AES-128-GCM ${onWorst('CHACHA20-POLY1305', costs)}`;
    chachaReason = prioritizeUnavailable(caps, server, openssl);
  }
  if (!hasChaCha && hosts.some((h) => !hasAesHardware(h))) {
    notes.push(
      `OpenSSL ${openssl.label} has no ChaCha20-Poly1305: on hardware without AES instructions OpenSSL 1.1.1 or later would save ${times(costs.filter((c) => !hasAesHardware(c.hardware)).map((c) => c.table.bulk['AES128-GCM'] / c.table.bulk['CHACHA20-POLY1305']).reduce((m, x) => Math.max(m, x), -Infinity))} CPU per byte.`,
    );
  }

  // Key exchange groups: the profile's, minus what this OpenSSL lacks.
  let curves = profile.curves.filter((c) => (c === 'X25519MLKEM768' ? caps.mlkem : c === 'X25519' ? caps.x25519 : true));
  let curvesReason = 'X25519 first (cheapest and constant-time), then P-256 (fast assembler in OpenSSL), P-384 for the few clients that need it';
  if (curves[0] === 'X25519MLKEM768') curvesReason = 'hybrid post-quantum X25519MLKEM768 first (OpenSSL 3.5), then ' + curvesReason.replace(/^X25519 first/, 'X25519');
  else if (profile.curves.includes('X25519MLKEM768') && !caps.mlkem) curvesReason += '; X25519MLKEM768 needs OpenSSL 3.5';
  if (!caps.x25519) curvesReason = 'P-256 first (X25519 needs OpenSSL 1.1.0), P-384 for the few clients that need it';
  if (!caps.curveList) {
    if (caps.singleCurve) {
      curves = ['prime256v1'];
      curvesReason = `${serverLabel} takes a single curve (a list needs nginx 1.11.0 and OpenSSL 1.0.2): P-256`;
    } else {
      curves = [];
      curvesReason = `${serverLabel} cannot set the curves (${server === 'apache' ? 'SSLOpenSSLConfCmd needs Apache 2.4.8 and OpenSSL 1.0.2' : 'ssl_ecdh_curve needs nginx 1.1.0'}): OpenSSL's default applies`;
    }
  }

  // Session tickets: only where the server rotates the key; otherwise the shared cache.
  let tickets: boolean;
  let ticketsReason: string;
  if (caps.ticketKeyRotation) {
    tickets = true;
    ticketsReason = `${serverLabel} rotates the ticket key itself when a shared session cache is set`;
  } else if (caps.sessionTicketsDirective) {
    tickets = false;
    ticketsReason = `${serverLabel} never rotates the ticket key without a restart, which undoes forward secrecy: resume from the session cache instead`;
  } else {
    tickets = true;
    ticketsReason = `${serverLabel} cannot switch tickets off (needs ${server === 'nginx' ? 'nginx 1.5.9' : 'Apache 2.4.11 or 2.2.30'}): restart daily to rotate the ticket key`;
  }

  // Decisions the server cannot express get their reason as a note, since no line carries it.
  if (hasTls13 && !caps.tls13Suites) notes.push(`TLS 1.3 order: ${tls13Reason}.`);
  if (!caps.sessionTicketsDirective) notes.push(`Session tickets: ${ticketsReason}.`);
  if (hasChaCha && !chacha && best !== 'CHACHA20-POLY1305' && prefer && !caps.prioritizeChaCha) {
    notes.push(`${chachaReason}: clients without AES hardware get AES-GCM under server preference.`);
  }

  const hasDhe = tls12.some((n) => tls12Suite(n)?.kx === 'DHE');
  const dhParamBits = hasDhe && profile.dhParamSize ? profile.dhParamSize : undefined;

  const costNoteLines = costNotes({
    profile,
    costs,
    tls12,
    best,
    hasChaCha,
    generation: openssl.generation,
    measuredHardware: options.measured?.hardware,
  });
  for (const note of costNoteLines) notes.push(note);

  return {
    ok: true,
    decisions: {
      profile,
      hardware: hosts,
      server,
      serverVersion,
      openssl,
      caps,
      costs,
      protocols: { value: protocols, reason: protocolReason },
      tls12: { value: tls12, reason: tls12Reason },
      cipherString,
      tls13: { value: tls13, reason: tls13Reason },
      preferServerCiphers: { value: prefer, reason: preferReason },
      prioritizeChaCha: { value: chacha, reason: chachaReason },
      curves: { value: curves, reason: curvesReason },
      sessionTickets: { value: tickets, reason: ticketsReason },
      dhParamBits,
      notes,
    },
  };
}

function prioritizeUnavailable(caps: Capabilities, server: ServerKind, openssl: OpenSslTarget): string {
  if (!caps.confCmd) return `PrioritizeChaCha cannot be set (${server === 'nginx' ? 'ssl_conf_command needs nginx 1.19.4' : 'SSLOpenSSLConfCmd needs Apache 2.4.8'})`;
  return `PrioritizeChaCha needs OpenSSL 1.1.1 (this is ${openssl.label})`;
}
