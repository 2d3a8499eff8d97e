// Node's own TLS as the client: one handshake through the Unix socket the supervisor relays to
// the server, offering exactly what a probe asks (one protocol, some suites, one group, a
// session to resume), and one HTTP/1.1 request over it when asked. Certificates are not
// checked: what the server sends is what is looked at.
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect, type SecureVersion, type TLSSocket } from 'node:tls';
import { constants } from 'node:crypto';

export interface Offer {
  socket: string;
  servername?: string;
  protocol: SecureVersion;
  /** TLS <= 1.2: an OpenSSL cipher string; TLS 1.3: the suites, colon-separated. */
  ciphers?: string;
  groups?: string;
  alpn?: string[];
  session?: Buffer;
  noTicket?: boolean;
  /** Keep the session to resume (TLS 1.3 sends it after the handshake: waited for). */
  wantSession?: boolean;
  timeoutMs?: number;
  request?: { path: string; host: string };
}

export interface Handshake {
  ok: boolean;
  /** Why the client could not offer this (a cipher or group this OpenSSL lacks). */
  cannotOffer?: string;
  error?: string;
  protocol?: string;
  cipher?: string;
  group?: string;
  alpn?: string | false;
  session?: Buffer;
  reused?: boolean;
  ticket?: boolean;
  response?: HttpResponse;
}

export interface HttpResponse {
  status: number;
  headers: Map<string, string>;
}

const TLS13 = 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256:TLS_AES_128_CCM_SHA256:TLS_AES_128_CCM_8_SHA256';

/** One handshake (and request), never throwing: a refusal is `ok: false` with the reason. */
export function handshake(offer: Offer): Promise<Handshake> {
  return new Promise((done) => {
    let socket: TLSSocket;
    let settled = false;
    const finish = (h: Handshake): void => {
      if (settled) return;
      settled = true;
      socket?.destroy();
      done(h);
    };
    let tickets = false;
    let session: Buffer | undefined;
    try {
      const raw = netConnect({ path: offer.socket });
      raw.on('error', (e) => finish({ ok: false, error: e.message }));
      socket = tlsConnect({
        socket: raw,
        servername: offer.servername,
        minVersion: offer.protocol,
        maxVersion: offer.protocol,
        ciphers: offer.ciphers ?? (offer.protocol === 'TLSv1.3' ? TLS13 : 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'),
        ecdhCurve: offer.groups,
        ALPNProtocols: offer.alpn,
        session: offer.session,
        secureOptions: offer.noTicket ? constants.SSL_OP_NO_TICKET : undefined,
        rejectUnauthorized: false,
      });
    } catch (e) {
      // The client's own OpenSSL refuses the offer (no cipher match, an unknown group).
      finish({ ok: false, cannotOffer: (e as Error).message });
      return;
    }
    socket.setTimeout(offer.timeoutMs ?? 10_000, () => finish({ ok: false, error: 'timed out' }));
    socket.on('session', (s: Buffer) => {
      session = s;
      tickets = true;
    });
    socket.on('error', (e) => finish({ ok: false, error: e.message }));
    socket.on('secureConnect', () => {
      const key = socket.getEphemeralKeyInfo() as { type?: string; name?: string; size?: number } | null;
      const result: Handshake = {
        ok: true,
        protocol: socket.getProtocol() ?? undefined,
        cipher: socket.getCipher()?.name,
        group: key?.name ?? (key?.type === 'DH' && key.size ? `ffdhe${key.size}` : undefined),
        alpn: socket.alpnProtocol ?? false,
        reused: socket.isSessionReused(),
        ticket: socket.getTLSTicket() !== undefined,
      };
      if (!offer.request) {
        // TLS 1.3 sends its session (ticket) after the handshake: wait a moment for it.
        const wait = offer.protocol === 'TLSv1.3' && offer.wantSession ? 150 : 0;
        // TLS 1.3 sessions are tickets; before it only a NewSessionTicket message makes one.
        setTimeout(() => finish({ ...result, session: session ?? socket.getSession(), ticket: offer.protocol === 'TLSv1.3' ? tickets : socket.getTLSTicket() !== undefined }), wait);
        return;
      }
      const { path, host } = offer.request;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ssllint-verify\r\nAccept: */*\r\n\r\n`);
      let got = '';
      socket.on('data', (chunk: Buffer) => {
        got += chunk.toString('latin1');
        const end = got.indexOf('\r\n\r\n');
        if (end >= 0) finish({ ...result, response: parseHead(got.slice(0, end)) });
        else if (got.length > 65536) finish({ ...result, error: 'response headers over 64 kB' });
      });
      socket.on('end', () => finish({ ...result, error: 'the connection closed before a response' }));
    });
  });
}

function parseHead(head: string): HttpResponse {
  const [status, ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return { status: Number(/^HTTP\/\d\.\d (\d{3})/.exec(status)?.[1] ?? 0), headers };
}
