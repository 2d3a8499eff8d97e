// The twelve certificate rules, for tests that run them all.
import chainIncomplete from '../../rules/cert-chain-incomplete.js';
import chainOrder from '../../rules/cert-chain-order.js';
import rootIncluded from '../../rules/cert-chain-root-included.js';
import expired from '../../rules/cert-expired.js';
import expiring from '../../rules/cert-expiring.js';
import keyMismatch from '../../rules/cert-key-mismatch.js';
import nameMismatch from '../../rules/cert-name-mismatch.js';
import slowKey from '../../rules/cert-slow-key.js';
import unreadable from '../../rules/cert-unreadable.js';
import weakKey from '../../rules/cert-weak-key.js';
import weakSignature from '../../rules/cert-weak-signature.js';
import dhparamWeak from '../../rules/dhparam-weak.js';
import type { Rule } from '../../src/rule.js';

export const CERT_RULES: Rule[] = [
  chainIncomplete,
  chainOrder,
  rootIncluded,
  expired,
  expiring,
  keyMismatch,
  weakKey,
  slowKey,
  weakSignature,
  nameMismatch,
  unreadable,
  dhparamWeak,
];
