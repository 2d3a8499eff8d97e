// nginx servers that serve nothing, so rules about what a handshake or a response offers
// leave them alone: a default server with `ssl_reject_handshake on` (the usual way to refuse
// unknown SNI names), and a catch-all whose every request ends in `return 444` (nginx closes
// the connection without a response).
import type { ServesNothing } from '../model/types.js';
import { atLeast, type VersionParts } from '../text/version.js';
import type { Splicer } from '../model/splice.js';
import type { Directive } from '../syntax/types.js';
import { firstOwn, flagValue, type Level } from './levels.js';

/** The rewrite module's directives: at server level they run in order before any location is chosen. */
const REWRITE = new Set(['return', 'rewrite', 'if', 'break']);

/**
 * nginx CHANGES 1.19.4: "Feature: the "ssl_reject_handshake" directive." Older nginx rejects
 * the directive as unknown (directive-unknown says so); it then rejects nothing.
 */
export const REJECT_HANDSHAKE_SINCE = '1.19.4';

export interface ServesNothingInput {
  version: VersionParts;
  server: Level;
  http: Level;
  /** The server block's directives, includes spliced. */
  children: readonly Directive[];
  splicer: Splicer;
  tls: boolean;
  /** Some listen of the server takes plain HTTP. */
  plainListen: boolean;
}

export function nginxServesNothing(input: ServesNothingInput): ServesNothing | undefined {
  const reject = input.tls ? rejectsHandshake(input) : undefined;
  const closing = closesEveryRequest(input.children, input.splicer);
  if (!reject && !closing) return undefined;
  return {
    reason: reject ? 'reject-handshake' : 'return-444',
    at: (reject ?? closing)!.span,
    noHandshake: reject !== undefined,
    noResponse: closing !== undefined || !input.plainListen,
  };
}

/** The `ssl_reject_handshake on` in effect (the server's own, else the http block's), if any. */
function rejectsHandshake(input: ServesNothingInput): Directive | undefined {
  if (!atLeast(input.version, REJECT_HANDSHAKE_SINCE)) return undefined;
  const d = firstOwn(input.server, 'ssl_reject_handshake') ?? firstOwn(input.http, 'ssl_reject_handshake');
  return d && flagValue(d) ? d : undefined;
}

/**
 * The `return 444` every request reaches: the first rewrite directive at server level, or
 * the first one of a lone `location /` (which every request matches) with no nested
 * location. Anything less certain (an `if` or `rewrite` before it, other locations) is not
 * taken as serving nothing.
 */
function closesEveryRequest(children: readonly Directive[], splicer: Splicer): Directive | undefined {
  const own = firstRewrite(children);
  if (own) return is444(own) ? own : undefined;
  const locations = children.filter((d) => d.block && d.name === 'location');
  if (locations.length !== 1) return undefined;
  const [root] = locations;
  if (root.args.length !== 1 || root.args[0].value !== '/') return undefined;
  const inner = splicer.expand(root.block ?? []);
  if (inner.some((d) => d.block && d.name === 'location')) return undefined;
  const first = firstRewrite(inner);
  return first && is444(first) ? first : undefined;
}

function firstRewrite(children: readonly Directive[]): Directive | undefined {
  return children.find((d) => REWRITE.has(d.name));
}

function is444(d: Directive): boolean {
  return d.name === 'return' && d.args.length === 1 && d.args[0].value === '444';
}
