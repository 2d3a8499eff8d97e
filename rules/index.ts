// The registry: every rule, in the catalog's order. A plain list, so adding a rule is one
// import and one entry; ids never change once released (users write them in configs).
import type { Rule, RuleMeta } from '../src/rule.js';
import { UNUSED_SUPPRESSION } from '../src/suppress.js';
import protocolSslv2 from './protocol-sslv2.js';
import protocolSslv3 from './protocol-sslv3.js';
import protocolTls10Tls11 from './protocol-tls10-tls11.js';
import protocolNoTls13 from './protocol-no-tls13.js';
import protocolDefault from './protocol-default.js';
import cipherStringInvalid from './cipher-string-invalid.js';
import cipherExport from './cipher-export.js';
import cipherDes from './cipher-des.js';
import cipherRc2 from './cipher-rc2.js';
import cipherRc4 from './cipher-rc4.js';
import cipherNull from './cipher-null.js';
import cipherAnon from './cipher-anon.js';
import cipher3des from './cipher-3des.js';
import cipherNoForwardSecrecy from './cipher-no-forward-secrecy.js';
import cipherSlow from './cipher-slow.js';
import cipherCbc from './cipher-cbc.js';
import cipherOrder from './cipher-order.js';
import serverCipherPreference from './server-cipher-preference.js';
import certChainIncomplete from './cert-chain-incomplete.js';
import certChainOrder from './cert-chain-order.js';
import certChainRootIncluded from './cert-chain-root-included.js';
import certExpired from './cert-expired.js';
import certExpiring from './cert-expiring.js';
import certLongLived from './cert-long-lived.js';
import certClientAuthMissing from './cert-client-auth-missing.js';
import certKeyMismatch from './cert-key-mismatch.js';
import certWeakKey from './cert-weak-key.js';
import certSlowKey from './cert-slow-key.js';
import certWeakSignature from './cert-weak-signature.js';
import certNameMismatch from './cert-name-mismatch.js';
import certUnreadable from './cert-unreadable.js';
import keepaliveDisabled from './keepalive-disabled.js';
import staticAssetsUncached from './static-assets-uncached.js';
import sessionCacheMissing from './session-cache-missing.js';
import sessionResumptionInconsistent from './session-resumption-inconsistent.js';
import ocspStaplingMissing from './ocsp-stapling-missing.js';
import hstsMissing from './hsts-missing.js';
import http2Disabled from './http2-disabled.js';
import headerInheritanceLost from './header-inheritance-lost.js';
import tlsCompression from './tls-compression.js';
import insecureRenegotiation from './insecure-renegotiation.js';
import dhparamWeak from './dhparam-weak.js';
import syntaxError from './syntax-error.js';
import includeMissing from './include-missing.js';
import fileUnreadable from './file-unreadable.js';
import directiveUnknown from './directive-unknown.js';
import directiveContext from './directive-context.js';
import directiveArguments from './directive-arguments.js';
import directiveValue from './directive-value.js';
import directiveRemoved from './directive-removed.js';
import directiveDeprecated from './directive-deprecated.js';
import directiveDuplicate from './directive-duplicate.js';
import hstsWeak from './hsts-weak.js';
import keepaliveRequestsLow from './keepalive-requests-low.js';
import tls13EarlyData from './tls13-early-data.js';
import ocspStaplingUnusable from './ocsp-stapling-unusable.js';
import ocspMustStaple from './ocsp-must-staple.js';
import ecdhCurve from './ecdh-curve.js';
import groupsPostQuantum from './groups-post-quantum.js';
import groupsTls13 from './groups-tls13.js';
import opensslEngine from './openssl-engine.js';
import sessionTicketKeyRotation from './session-ticket-key-rotation.js';
import httpsRedirectMissing from './https-redirect-missing.js';
import policyViolation from './policy-violation.js';
import knownVulnerability from './known-vulnerability.js';
import tlsFeatureIgnored from './tls-feature-ignored.js';
import locationUnmatchable from './location-unmatchable.js';
import semicolonMissing from './semicolon-missing.js';
import headerSentUpstream from './header-sent-upstream.js';
import headerDuplicate from './header-duplicate.js';
import acmeChallengeUnreachable from './acme-challenge-unreachable.js';

export const RULES: readonly Rule[] = [
  protocolSslv2,
  protocolSslv3,
  protocolTls10Tls11,
  protocolNoTls13,
  protocolDefault,
  cipherStringInvalid,
  cipherExport,
  cipherDes,
  cipherRc2,
  cipherRc4,
  cipherNull,
  cipherAnon,
  cipher3des,
  cipherNoForwardSecrecy,
  cipherSlow,
  cipherCbc,
  cipherOrder,
  serverCipherPreference,
  certChainIncomplete,
  certChainOrder,
  certChainRootIncluded,
  certExpired,
  certExpiring,
  certLongLived,
  certClientAuthMissing,
  certKeyMismatch,
  certWeakKey,
  certSlowKey,
  certWeakSignature,
  certNameMismatch,
  certUnreadable,
  keepaliveDisabled,
  staticAssetsUncached,
  sessionCacheMissing,
  sessionResumptionInconsistent,
  ocspStaplingMissing,
  hstsMissing,
  http2Disabled,
  headerInheritanceLost,
  tlsCompression,
  insecureRenegotiation,
  dhparamWeak,
  syntaxError,
  includeMissing,
  fileUnreadable,
  directiveUnknown,
  directiveContext,
  directiveArguments,
  directiveValue,
  directiveRemoved,
  directiveDeprecated,
  directiveDuplicate,
  hstsWeak,
  keepaliveRequestsLow,
  tls13EarlyData,
  ocspStaplingUnusable,
  ocspMustStaple,
  ecdhCurve,
  groupsPostQuantum,
  groupsTls13,
  opensslEngine,
  sessionTicketKeyRotation,
  httpsRedirectMissing,
  policyViolation,
  knownVulnerability,
  tlsFeatureIgnored,
  locationUnmatchable,
  semicolonMissing,
  headerSentUpstream,
  headerDuplicate,
  acmeChallengeUnreachable,
];

/** Metadata of every id users may configure: the rules plus the suppression check. */
export function allRuleMeta(): RuleMeta[] {
  return [...RULES.map((r) => r.meta), UNUSED_SUPPRESSION];
}
