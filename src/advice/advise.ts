// The advice as one value: the decisions, the directives for the chosen server, and notes.
import type { Protocol } from '../model/types.js';
import type { ServerKind } from './capabilities.js';
import { estimatedOf } from './costs.js';
import { decide, type AdviceOptions, type Reasoned } from './decide.js';
import type { HardwareProfile } from './hardware.js';
import { PLACEHOLDER_PATHS, type AdviceLine, type RenderPaths } from './lines.js';
import type { ProfileName } from './profiles.js';
import { apacheDhNote, renderApache } from './render-apache.js';
import { renderNginx } from './render-nginx.js';
import { formatVersion, type Generation } from './versions.js';
import { narrowToPolicy } from './policy.js';
import type { Policy } from '../policy/types.js';

export interface CostRow {
  hardware: HardwareProfile;
  measured: boolean;
  source: string;
  /** Relative CPU per byte, 1 = the cheapest AEAD on that hardware. */
  bulk: Record<string, number>;
  /** Relative CPU per handshake signature, 1 = ECDSA P-256. */
  sign: Record<string, number>;
  /** Entries of a measured table that were not measured but scaled from the built-in one. */
  estimated: string[];
}

export interface Advice {
  profile: ProfileName;
  /** The compliance policy the block was narrowed to (`--policy`). */
  policy?: string;
  guideline: string;
  hardware: HardwareProfile[];
  server: ServerKind;
  serverVersion: string;
  openssl: { generation: Generation; assumed: string };
  protocols: Reasoned<Protocol[]>;
  tls12: { suites: string[]; cipherString: string | null; reason: string };
  tls13: { suites: string[]; configurable: boolean; reason: string };
  preferServerCiphers: Reasoned<boolean>;
  prioritizeChaCha: Reasoned<boolean>;
  curves: Reasoned<string[]>;
  sessionTickets: Reasoned<boolean>;
  lines: AdviceLine[];
  notes: string[];
  costs: CostRow[];
}

export type AdviceResult = { ok: true; advice: Advice } | { ok: false; error: string };

const round2 = (x: number) => Math.round(x * 100) / 100;

function roundAll(r: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round2(v)]));
}

/** The complete advised TLS block for one server; an error message for options that cannot be served. */
export function advise(options: AdviceOptions & { policy?: Policy }, paths: RenderPaths = PLACEHOLDER_PATHS): AdviceResult {
  const r = decide(options);
  if (!r.ok) return r;
  const narrowed = options.policy ? narrowToPolicy(r.decisions, options.policy) : r;
  if (!narrowed.ok) return narrowed;
  const d = narrowed.decisions;
  const lines = d.server === 'nginx' ? renderNginx(d, paths) : renderApache(d, paths);
  const notes = [...d.notes];
  if (d.server === 'apache') {
    const dh = apacheDhNote(d);
    if (dh) notes.push(dh);
  }
  return {
    ok: true,
    advice: {
      profile: d.profile.name,
      ...(options.policy ? { policy: options.policy.id } : {}),
      guideline: d.profile.guideline,
      hardware: d.hardware,
      server: d.server,
      serverVersion: formatVersion(d.serverVersion),
      openssl: { generation: d.openssl.generation, assumed: formatVersion(d.openssl.version) },
      protocols: d.protocols,
      tls12: { suites: d.tls12.value, cipherString: d.cipherString ?? null, reason: d.tls12.reason },
      tls13: { suites: d.tls13.value, configurable: d.caps.tls13Suites, reason: d.tls13.reason },
      preferServerCiphers: d.preferServerCiphers,
      prioritizeChaCha: d.prioritizeChaCha,
      curves: d.curves,
      sessionTickets: d.sessionTickets,
      lines,
      notes,
      costs: d.costs.map((c) => ({
        hardware: c.hardware,
        measured: c.measured,
        source: c.table.source,
        bulk: roundAll(c.table.bulk),
        sign: roundAll(c.table.sign),
        estimated: estimatedOf(c.table),
      })),
    },
  };
}

/** The block as it goes into the config files, each directive under a comment with its reason. */
export function renderConfig(a: Advice): string {
  const out: string[] = [];
  const emit = (l: AdviceLine, indent: string) => {
    out.push(`${indent}# ${l.reason}`);
    out.push(`${indent}${l.directive}`);
  };
  if (a.server === 'nginx') {
    out.push('server {');
    for (const l of a.lines) emit(l, '    ');
    out.push('    # ... server_name, root, locations ...');
    out.push('}');
  } else {
    const global = a.lines.filter((l) => l.context === 'global');
    if (global.length > 0) {
      out.push('# main server config (outside any <VirtualHost>)');
      for (const l of global) emit(l, '');
      out.push('');
    }
    out.push('<VirtualHost *:443>');
    for (const l of a.lines.filter((l) => l.context === 'vhost')) emit(l, '    ');
    out.push('    # ... ServerName, DocumentRoot ...');
    out.push('</VirtualHost>');
  }
  return out.join('\n');
}
