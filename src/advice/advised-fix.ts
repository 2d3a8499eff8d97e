// The advised directives for the declared hardware, in a finding's dialect, worked out from the
// decisions (decide.ts). Never fails: options the advice cannot serve fall back to what it can.
// fix.ts answers the lint rules, from what this computed at bundle time when it can.
import type { ServerKind } from './capabilities.js';
import { decide, DEFAULT_SERVER_VERSION, type AdviceOptions, type Decisions } from './decide.js';
import type { HardwareProfile } from './hardware.js';
import type { Measurement } from './measure.js';
import type { ProfileName } from './profiles.js';
import { apacheCipherDirective, apachePreferDirective, apacheProtocolValue } from './render-apache.js';
import { nginxCipherDirective, nginxPreferDirective } from './render-nginx.js';

export interface FixOptions {
  /** Default intermediate. */
  profile?: ProfileName;
  /** Default x86-aesni, the common server. */
  hardware?: HardwareProfile | readonly HardwareProfile[];
  serverVersion?: string;
  openssl?: string;
  measured?: { measurement: Measurement; hardware: HardwareProfile };
}

export interface AdvisedFix {
  /** `ssl_ciphers …;` / `SSLCipherSuite …`; empty when the profile has no TLS <= 1.2 suites. */
  cipherDirective: string;
  /** `ssl_prefer_server_ciphers on;` / `SSLHonorCipherOrder on`. */
  preferDirective: string;
  /** TLS 1.3 order, when the server version can set it. */
  tls13Directive?: string;
  /** `ssl_conf_command Options PrioritizeChaCha;` / `SSLOpenSSLConfCmd Options PrioritizeChaCha`, when advised. */
  prioritizeChaChaDirective?: string;
  protocolsDirective: string;
  /** All of the above that apply, one per line: a finding's `fix.replacement`. */
  replacement: string;
  /** One line on why this order, for a finding's `fix.description`. */
  description: string;
  /** The advised TLS <= 1.2 order. */
  order: string[];
  /** The profile actually used (differs from the one asked for when that one cannot be served). */
  profile: ProfileName;
}

function decideWithFallback(server: ServerKind, o: FixOptions): Decisions {
  const base: AdviceOptions = {
    profile: o.profile ?? 'intermediate',
    hardware: o.hardware ?? 'x86-aesni',
    server,
    serverVersion: o.serverVersion,
    openssl: o.openssl,
    measured: o.measured,
  };
  const attempts: AdviceOptions[] = [
    base,
    { ...base, profile: base.profile === 'modern' ? 'intermediate' : base.profile },
    { ...base, profile: base.profile === 'modern' ? 'intermediate' : base.profile, serverVersion: DEFAULT_SERVER_VERSION[server] },
    { ...base, profile: 'intermediate', serverVersion: DEFAULT_SERVER_VERSION[server], openssl: '3.x' },
    { profile: 'intermediate', hardware: 'x86-aesni', server },
  ];
  for (const a of attempts) {
    const r = decide(a);
    if (r.ok) return r.decisions;
  }
  // The last attempt uses only defaults, which decide() always serves.
  throw new Error('unreachable: default advice failed');
}

export function computeAdvisedFix(server: ServerKind, options: FixOptions = {}): AdvisedFix {
  const d = decideWithFallback(server, options);
  const nginx = server === 'nginx';
  const cipherDirective = d.cipherString ? (nginx ? nginxCipherDirective(d.cipherString) : apacheCipherDirective(d.cipherString)) : '';
  const preferDirective = nginx ? nginxPreferDirective(d.preferServerCiphers.value) : apachePreferDirective(d.preferServerCiphers.value);
  const tls13Directive =
    d.tls13.value.length > 0 && d.caps.tls13Suites
      ? nginx
        ? `ssl_conf_command Ciphersuites ${d.tls13.value.join(':')};`
        : `SSLCipherSuite TLSv1.3 ${d.tls13.value.join(':')}`
      : undefined;
  const prioritizeChaChaDirective = d.prioritizeChaCha.value
    ? nginx
      ? 'ssl_conf_command Options PrioritizeChaCha;'
      : 'SSLOpenSSLConfCmd Options PrioritizeChaCha'
    : undefined;
  const protocolsDirective = nginx ? `ssl_protocols ${d.protocols.value.join(' ')};` : `SSLProtocol ${apacheProtocolValue(d.protocols.value)}`;
  const replacement = [protocolsDirective, cipherDirective, tls13Directive, preferDirective, prioritizeChaChaDirective]
    .filter((x): x is string => !!x)
    .join('\n');
  const description = `Mozilla ${d.profile.guideline} ${d.profile.name} ordered for ${d.hardware.join(' + ')}: ${d.tls12.reason || d.tls13.reason}`;
  return {
    cipherDirective,
    preferDirective,
    tls13Directive,
    prioritizeChaChaDirective,
    protocolsDirective,
    replacement,
    description,
    order: d.tls12.value,
    profile: d.profile.name,
  };
}
