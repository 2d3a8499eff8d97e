// What one word (or an `A+B` item) of a cipher string selects, and the test that picks the
// suites it selects: shared by the engine and by the build of its start order.
import type { EngineSuite } from './cipher-list.js';
import type { EngineProfile } from './profile.js';

/** What one word (or an `A+B` combination) selects; 0 means "no constraint". */
export interface Selector {
  cipherId: number;
  kx: number;
  au: number;
  enc: number;
  mac: number;
  proto: number;
  strength: number;
}

export function emptySelector(): Selector {
  return { cipherId: 0, kx: 0, au: 0, enc: 0, mac: 0, proto: 0, strength: 0 };
}

export type Matcher = (sel: Selector) => (s: EngineSuite) => boolean;

export function makeMatcher(p: EngineProfile): Matcher {
  const groups = p.strengthGroups;
  const shortcuts = p.complementShortcuts;
  const protoEqual = p.protoMatch === 'equal';
  return (sel) => {
    // Hoisted out of the per-suite test: this runs for every suite of every rule.
    const { cipherId, kx, au, enc, mac, proto } = sel;
    const wants = groups.map((g) => sel.strength & g.mask).filter((w) => w !== 0);
    const exportOnly = shortcuts !== undefined && sel.strength === shortcuts.exportOnly;
    const sslv2Too = shortcuts !== undefined && proto === shortcuts.notSslv2;
    return (s) => {
      if (exportOnly && s.exportSuite) return true;
      if (sslv2Too && s.proto === shortcuts!.sslv2) return true;
      if (cipherId !== 0 && cipherId !== s.id) return false;
      if (kx !== 0 && (kx & s.kx) === 0) return false;
      if (au !== 0 && (au & s.au) === 0) return false;
      if (enc !== 0 && (enc & s.enc) === 0) return false;
      if (mac !== 0 && (mac & s.mac) === 0) return false;
      if (proto !== 0 && (protoEqual ? proto !== s.proto : (proto & s.proto) === 0)) return false;
      // Indexed: for-of makes an iterator for every suite of every rule until V8 optimizes.
      for (let i = 0; i < wants.length; i++) if ((wants[i] & s.strength) === 0) return false;
      return true;
    };
  };
}
