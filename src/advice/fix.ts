// What the lint rules put in a finding's fix: the advised directives for the declared hardware,
// in the finding's dialect (advised-fix.ts). A lint with nothing about the advice configured
// asks for the same fix every run, one per server kind: those come worked out already
// (fix-defaults.ts, which the bundle carries baked), and only other options are worked out here.
import { computeAdvisedFix, type AdvisedFix, type FixOptions } from './advised-fix.js';
import type { ServerKind } from './capabilities.js';
import { defaultFixesJson, type DefaultFix } from './fix-defaults.js';

export { cost3desMultiple } from './costs.js';
export type { AdvisedFix, FixOptions } from './advised-fix.js';

let defaults: Record<ServerKind, DefaultFix> | undefined;

/** The worked-out fix when `options` ask for nothing but what it was worked out for. */
function defaultFix(server: ServerKind, o: FixOptions): AdvisedFix | undefined {
  if (server !== 'nginx' && server !== 'apache') return undefined;
  if (o.profile !== undefined || o.openssl !== undefined || o.measured !== undefined) return undefined;
  const d = (defaults ??= JSON.parse(defaultFixesJson()) as Record<ServerKind, DefaultFix>)[server];
  const h = o.hardware;
  if (h !== undefined && h !== d.hardware && !(Array.isArray(h) && h.length === 1 && h[0] === d.hardware)) return undefined;
  if (o.serverVersion !== undefined && o.serverVersion !== d.serverVersion) return undefined;
  const f = d.fix;
  // computeAdvisedFix's object exactly: its keys in its order, a directive that does not
  // apply present as undefined (JSON left it out), and an order array of the caller's own.
  return {
    cipherDirective: f.cipherDirective,
    preferDirective: f.preferDirective,
    tls13Directive: f.tls13Directive,
    prioritizeChaChaDirective: f.prioritizeChaChaDirective,
    protocolsDirective: f.protocolsDirective,
    replacement: f.replacement,
    description: f.description,
    order: [...f.order],
    profile: f.profile,
  };
}

export function advisedFix(server: ServerKind, options: FixOptions = {}): AdvisedFix {
  return defaultFix(server, options) ?? computeAdvisedFix(server, options);
}
