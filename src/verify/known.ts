// Marks the differences the project has recorded (known-differences.ts) as known, with their
// reason: verify still shows them, but they do not fail the run.
import type { Model, Server } from '../model/types.js';
import type { Generation } from '../rule.js';
import { takesHandshakes } from '../audit/negotiable.js';
import { KNOWN_DIFFERENCES, type KnownCondition } from './known-differences.js';
import type { PropertyResult } from './types.js';

export interface KnownContext {
  model: Model;
  generation: Generation;
  /** The server the result is about; absent for the tree's start. */
  server?: Server;
}

/** `*:443`, `_default_:443` and `0.0.0.0:443` are one socket (`*:443`). */
function socketOf(address: string, port: number): string {
  const a = address === '_default_' || address === '0.0.0.0' ? '*' : address;
  return `${a}:${port}`;
}

/** The server the others on `server`'s sockets hand over from: nginx's default_server (else the first), Apache's first vhost. */
function firstOnSocket(server: Server, model: Model, socket: string): Server | undefined {
  const sharing = model.servers.filter((s) => s.kind === 'virtual' && s.tls && s.listen.some((l) => socketOf(l.address, l.port) === socket));
  if (model.dialect === 'nginx') return sharing.find((s) => s.listen.some((l) => l.defaultServer && socketOf(l.address, l.port) === socket)) ?? sharing[0];
  return sharing[0];
}

function sockets(server: Server): string[] {
  return server.listen.map((l) => socketOf(l.address, l.port));
}

function conditionHolds(when: KnownCondition, r: PropertyResult, ctx: KnownContext): boolean {
  const { server, model } = ctx;
  switch (when) {
    case 'initial-context-check':
      return !!server?.tls && sockets(server).some((s) => {
        const first = firstOnSocket(server, model, s);
        return !!first?.tls && first !== server && takesHandshakes(first.tls, ctx.generation) !== takesHandshakes(server.tls!, ctx.generation);
      });
    case 'own-tls13-suites-after-retry': {
      const own = server?.directive?.block?.find((d) => d.name === 'ssl_conf_command' && /^ciphersuites$/i.test(d.args[0]?.value ?? ''))?.args[1]?.value;
      if (!server?.tls || own === undefined || !sockets(server).some((s) => firstOnSocket(server, model, s) !== server)) return false;
      const curves = server.tls.curves.value;
      const retry = curves !== undefined && curves !== 'auto' && !/(^|[:,])x25519($|[:,])/i.test(curves);
      return retry && own !== (server.tls.tls13Ciphers.value ?? '');
    }
  }
}

export function applyKnown(results: PropertyResult[], ctx: KnownContext): PropertyResult[] {
  return results.map((r) => {
    if (r.verdict !== 'differs') return r;
    const known = KNOWN_DIFFERENCES.find((k) => k.properties.includes(r.property) && k.dialect === ctx.model.dialect && conditionHolds(k.when, r, ctx));
    if (!known) return r;
    return { ...r, verdict: 'known', known: { id: known.id, issue: known.issue, reason: known.reason } };
  });
}
