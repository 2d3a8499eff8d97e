// nginx `listen` arguments: where a server accepts connections and with which protocol
// parameters (ngx_http_core_listen).
import type { Listen } from '../model/types.js';
import type { Directive } from '../syntax/types.js';

export interface ParsedListen {
  listen: Listen;
  /** A UDP socket for HTTP/3: TLS 1.3 inside QUIC, so `listen.ssl` is set too. */
  quic: boolean;
  /** socketKey(): what servers are grouped by, worked out once per `listen`. */
  key: string;
}

/**
 * The socket nginx groups servers by: `tcp *:443`, `udp [::]:443`, `unix:/run/x`. The `ssl`
 * parameter belongs to the socket, not the server: a server listening on a socket that
 * another server marked `ssl` speaks TLS there too.
 */
function socketKey(listen: Listen, quic: boolean): string {
  const { address, port } = listen;
  if (address.startsWith('unix:')) return address;
  return `${quic ? 'udp' : 'tcp'} ${address === '0.0.0.0' ? '*' : address}:${port}`;
}

export function parseListen(directive: Directive): ParsedListen | undefined {
  const first = directive.args[0]?.value;
  if (first === undefined) return undefined;
  const { address, port } = splitAddress(first);
  const listen: Listen = { address, port, ssl: false, http2: false, defaultServer: false, at: directive.span };
  let quic = false;
  for (const arg of directive.args.slice(1)) {
    switch (arg.value) {
      case 'ssl':
        listen.ssl = true;
        break;
      case 'quic':
        listen.ssl = true;
        quic = true;
        break;
      case 'http2':
        listen.http2 = true;
        break;
      case 'default_server':
      case 'default':
        listen.defaultServer = true;
        break;
      default:
        break;
    }
  }
  return { listen, quic, key: socketKey(listen, quic) };
}

function splitAddress(text: string): { address: string; port: number } {
  if (text.startsWith('unix:')) return { address: text, port: 0 };
  if (/^\d+(-\d+)?$/.test(text)) return { address: '*', port: firstPort(text) };
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close > 0) {
      const rest = text.slice(close + 1);
      return { address: text.slice(0, close + 1), port: rest.startsWith(':') ? firstPort(rest.slice(1)) : 80 };
    }
    return { address: text, port: 80 };
  }
  const colon = text.lastIndexOf(':');
  if (colon >= 0) return { address: text.slice(0, colon) || '*', port: firstPort(text.slice(colon + 1)) };
  return { address: text, port: 80 };
}

function firstPort(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}
