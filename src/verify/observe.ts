// What one server does, asked the way clients ask: each protocol offered alone (by both
// clients); the suites it accepts, found by offering everything the client has and taking away
// what the server chose, round after round; whose order counts, by offering two suites both
// ways; each key-exchange group alone; the certificates and OCSP response it sends; a session
// resumed by ID and by ticket; ALPN h2; and one request per path that reaches a dummy file.
import { createSecureContext, type SecureVersion } from 'node:tls';
import { handshake, type Handshake, type Offer } from './client-node.js';
import { FLAGS, sClient } from './client-openssl.js';
import { maxAgeOf } from './http-paths.js';
import { canonicalGroup, type ServerPrediction } from './predict.js';

const PROTOCOLS: SecureVersion[] = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
const TLS13_SUITES = ['TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256', 'TLS_AES_128_GCM_SHA256', 'TLS_AES_128_CCM_SHA256', 'TLS_AES_128_CCM_8_SHA256'];
/** Groups worth offering alone; the client keeps those its OpenSSL has (clientGroups). */
const GROUPS = ['X25519', 'P-256', 'P-384', 'P-521', 'X448', 'ffdhe2048', 'ffdhe3072', 'ffdhe4096', 'ffdhe6144', 'ffdhe8192', 'X25519MLKEM768', 'brainpoolP256r1', 'brainpoolP384r1', 'brainpoolP512r1'];
const ALL = 'ALL:COMPLEMENTOFALL';
/** No server accepts more suites than this: a safeguard for the elimination loop. */
const MAX_SUITES = 120;

let offerable: { groups: string[]; cannot: string[] } | undefined;

/** The groups this client can offer (Node's OpenSSL decides: 3.0 has no ML-KEM). */
export function clientGroups(): { groups: string[]; cannot: string[] } {
  if (!offerable) {
    offerable = { groups: [], cannot: [] };
    for (const g of GROUPS) {
      try {
        createSecureContext({ ecdhCurve: g });
        offerable.groups.push(g);
      } catch {
        offerable.cannot.push(g);
      }
    }
  }
  return offerable;
}

export interface HttpObservation {
  path: string;
  status: number;
  hsts: number | null;
  keepalive: boolean;
  caches: boolean;
  error?: string;
}

export interface Observation {
  protocols: string[];
  /** Protocols the two clients disagree about, and what each said. */
  disagreement: string[];
  notProbed: string[];
  /** TLS <= 1.2: suites in the order the server chose them, the protocol probed at. */
  suites?: { at: string; accepted: string[]; serverPreference?: boolean; inconsistent: string[] };
  tls13?: { accepted: string[]; serverPreference?: boolean; inconsistent: string[] };
  groups?: { at: string; accepted: string[]; probed: string[]; cannot: string[]; unsure: string[] };
  /** Per certificate (in the order configured): what the server sent when asked for that key type. */
  chains: (string[] | undefined)[];
  stapled?: boolean;
  resumption?: { at: string; id?: boolean; ticket: boolean };
  h2?: boolean;
  http: HttpObservation[];
  /** Probes left out because the time limit passed. */
  timedOut: boolean;
}

export interface Target {
  socket: string;
  servername?: string;
  /** Epoch ms: no new probe starts after it. */
  deadline: number;
}

const SIGALGS: Record<string, string> = {
  rsa: 'RSA-PSS+SHA256:RSA-PSS+SHA384:RSA-PSS+SHA512:RSA+SHA256:RSA+SHA384:RSA+SHA512:RSA+SHA1',
  'rsa-pss': 'rsa_pss_pss_sha256:rsa_pss_pss_sha384:rsa_pss_pss_sha512',
  ec: 'ECDSA+SHA256:ECDSA+SHA384:ECDSA+SHA512:ECDSA+SHA1',
  ed25519: 'ed25519',
  ed448: 'ed448',
};

/**
 * `certCurves`: the curves of the ECDSA certificates served. Before TLS 1.3 the client's groups
 * also say which curves it can verify, so a probe of one group there offers those curves too.
 */
export async function observe(target: Target, prediction: ServerPrediction, keyTypes: string[], certCurves: string[]): Promise<Observation> {
  const groups = clientGroups();
  const base = { socket: target.socket, servername: target.servername, groups: groups.groups.filter((g) => !/MLKEM/.test(g)).join(':') };
  const obs: Observation = { protocols: [], disagreement: [], notProbed: [], chains: [], http: [], timedOut: false };
  const late = (): boolean => {
    if (Date.now() > target.deadline) obs.timedOut = true;
    return obs.timedOut;
  };
  const hs = (o: Omit<Offer, 'socket' | 'servername'>): Promise<Handshake> => handshake({ ...base, ...o });

  // Protocols: each alone, by Node and by s_client; SSLv2/SSLv3 no client here can offer.
  for (const p of ['SSLv2', 'SSLv3']) if (prediction.protocols.includes(p as never)) obs.notProbed.push(p);
  for (const protocol of PROTOCOLS) {
    if (late()) return obs;
    const node = await hs({ protocol });
    const cli = await sClient(target.socket, target.servername, [FLAGS[protocol], ...(protocol === 'TLSv1.3' ? [] : ['-cipher', `${ALL}:@SECLEVEL=0`])]);
    if (node.ok || cli.ok) obs.protocols.push(protocol);
    if (node.ok !== cli.ok) obs.disagreement.push(`${protocol}: Node ${node.ok ? 'connects' : `fails (${node.error ?? node.cannotOffer})`}, openssl s_client ${cli.ok ? 'connects' : 'fails'}`);
  }
  const below13 = obs.protocols.filter((p) => p !== 'TLSv1.3') as SecureVersion[];
  const top12 = below13[below13.length - 1];
  const has13 = obs.protocols.includes('TLSv1.3');
  const top = has13 ? 'TLSv1.3' : top12;

  if (top12 && !late()) {
    const accepted: string[] = [];
    while (accepted.length < MAX_SUITES && !late()) {
      const h = await hs({ protocol: top12, ciphers: [ALL, ...accepted.map((s) => `!${s}`), '@SECLEVEL=0'].join(':') });
      if (!h.ok || !h.cipher || accepted.includes(h.cipher)) break;
      accepted.push(h.cipher);
    }
    obs.suites = { at: top12, accepted, inconsistent: [] };
    if (accepted.length >= 2) {
      obs.suites.serverPreference = (await preference(accepted, (list) => hs({ protocol: top12, ciphers: `${list.join(':')}:@SECLEVEL=0` }), obs.suites.inconsistent)) ?? undefined;
    }
  }
  if (has13 && !late()) {
    const accepted: string[] = [];
    while (accepted.length < TLS13_SUITES.length && !late()) {
      const left = TLS13_SUITES.filter((s) => !accepted.includes(s));
      const h = await hs({ protocol: 'TLSv1.3', ciphers: left.join(':') });
      if (!h.ok || !h.cipher || accepted.includes(h.cipher)) break;
      accepted.push(h.cipher);
    }
    obs.tls13 = { accepted, inconsistent: [] };
    if (accepted.length >= 2) obs.tls13.serverPreference = (await preference(accepted, (list) => hs({ protocol: 'TLSv1.3', ciphers: list.join(':') }), obs.tls13.inconsistent)) ?? undefined;
  }

  // Groups: on TLS 1.3 when the server has it, else on TLS 1.2 with its ECDHE suites.
  const ecdhe = obs.suites?.accepted.filter((s) => s.startsWith('ECDHE-')) ?? [];
  const groupsAt = has13 ? 'TLSv1.3' : ecdhe.length ? top12 : undefined;
  if (groupsAt && !late()) {
    const tls13 = groupsAt === 'TLSv1.3';
    const probed = groups.groups.filter((g) => tls13 || !g.startsWith('ffdhe'));
    const accepted: string[] = [];
    const unsure: string[] = [];
    for (const g of probed) {
      if (late()) break;
      const offer = tls13 ? [g] : [g, ...certCurves.filter((c) => c !== g)];
      const h = await hs({ protocol: groupsAt as SecureVersion, groups: offer.join(':'), ...(tls13 ? {} : { ciphers: `${ecdhe.join(':')}:@SECLEVEL=0` }) });
      if (!h.ok) continue;
      if (offer.length === 1 || (h.group && canonicalGroup(h.group) === g)) accepted.push(g);
      else unsure.push(g);
    }
    obs.groups = { at: groupsAt, accepted, probed, cannot: groups.cannot, unsure };
  }

  // The certificates sent, asked for each configured key type in turn when there are several.
  if (top && !late()) {
    const flag = FLAGS[top];
    for (let i = 0; i < prediction.chains.length; i++) {
      const type = keyTypes[i];
      const sigalgs = prediction.chains.length > 1 && type && SIGALGS[type] ? ['-sigalgs', SIGALGS[type]] : [];
      const r = await sClient(target.socket, target.servername, [flag, '-showcerts', ...sigalgs, ...(top === 'TLSv1.3' ? [] : ['-cipher', `${ALL}:@SECLEVEL=0`])]);
      obs.chains.push(r.ok ? r.chain : undefined);
    }
    if (!late()) obs.stapled = (await sClient(target.socket, target.servername, [flag, '-status', ...(top === 'TLSv1.3' ? [] : ['-cipher', `${ALL}:@SECLEVEL=0`])])).stapled;
  }

  // Resumption: TLS 1.2 terms when the server has TLS 1.2 (or lower); TLS 1.3 only has tickets.
  const resumeAt = top12 ?? (has13 ? 'TLSv1.3' : undefined);
  if (resumeAt && !late()) {
    const protocol = resumeAt as SecureVersion;
    if (protocol !== 'TLSv1.3') {
      const first = await hs({ protocol, noTicket: true });
      const again = first.ok && first.session ? await hs({ protocol, noTicket: true, session: first.session }) : undefined;
      const t1 = await hs({ protocol });
      const t2 = t1.ok && t1.ticket && t1.session ? await hs({ protocol, session: t1.session }) : undefined;
      obs.resumption = { at: protocol, id: again?.reused === true, ticket: t2?.reused === true };
    } else {
      const t1 = await hs({ protocol, wantSession: true });
      const t2 = t1.ok && t1.session ? await hs({ protocol, session: t1.session }) : undefined;
      obs.resumption = { at: protocol, ticket: t2?.reused === true };
    }
  }
  if (top && !late()) obs.h2 = (await hs({ protocol: top as SecureVersion, alpn: ['h2', 'http/1.1'] })).alpn === 'h2';

  if (top) {
    for (const t of prediction.paths.targets) {
      if (late()) break;
      const h = await hs({ protocol: top as SecureVersion, alpn: ['http/1.1'], request: { path: t.path, host: target.servername ?? 'localhost' } });
      const r = h.response;
      if (!r) {
        obs.http.push({ path: t.path, status: 0, hsts: null, keepalive: false, caches: false, error: h.error ?? 'no response' });
        continue;
      }
      const sts = r.headers.get('strict-transport-security');
      obs.http.push({
        path: t.path,
        status: r.status,
        hsts: sts === undefined ? null : maxAgeOf(sts),
        keepalive: !/\bclose\b/i.test(r.headers.get('connection') ?? ''),
        caches: r.headers.has('cache-control') || r.headers.has('expires'),
      });
    }
  }
  return obs;
}

/**
 * Whose order counts: the first two suites the server chose, offered the other way round. The
 * server keeps its first choice under its own preference, takes the client's first otherwise.
 * Under server preference each later neighbour pair is checked the same way; a pair the server
 * answers against the order it chose in is noted.
 */
async function preference(order: string[], offer: (list: string[]) => Promise<Handshake>, inconsistent: string[]): Promise<boolean | null> {
  const [a, b] = order;
  const reversed = await offer([b, a]);
  if (!reversed.ok) return null;
  const server = reversed.cipher === a;
  if (!server) return false;
  for (let i = 1; i + 1 < order.length; i++) {
    const h = await offer([order[i + 1], order[i]]);
    if (h.ok && h.cipher !== order[i]) inconsistent.push(`${order[i]} before ${order[i + 1]}, but offered the other way round it chose ${h.cipher}`);
  }
  return true;
}
