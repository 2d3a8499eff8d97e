// Applies a cipher string to the working list the way OpenSSL's rule parser does: an
// optional operator (`-` `+` `!` `@`), then words joined by `+` whose masks intersect,
// separators `:` `,` `;` and space. A word OpenSSL cannot find silently drops the whole
// `A+B` item; a character that fits nowhere fails the whole string ("invalid command").
import { and } from './algorithm-bits.js';
import type { CipherList, RuleOp } from './cipher-list.js';
import type { Engine } from './engine.js';
import { emptySelector, type Selector } from './matcher.js';

export interface RuleOutcome {
  ok: boolean;
  /** Words looked up and not found, in order of first appearance. */
  ignored: string[];
  seclevel?: number;
}

const isSeparator = (c: string | undefined): boolean => c === ':' || c === ' ' || c === ';' || c === ',';

/**
 * The characters a word may hold, by code: letters, digits and the build's extras. A table,
 * because the scan asks for every character of every string.
 */
const wordTables = new Map<string, Uint8Array>();

function wordTable(extra: string): Uint8Array {
  let table = wordTables.get(extra);
  if (!table) {
    table = new Uint8Array(128);
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || extra.includes(c)) table[code] = 1;
    }
    wordTables.set(extra, table);
  }
  return table;
}

/**
 * Merges one component's masks into the item's selector; false when the intersection of a
 * category becomes empty (OpenSSL then drops the item as if a word were unknown).
 */
function intersect(engine: Engine, sel: Selector, part: Omit<Selector, 'cipherId'>, named: boolean): boolean {
  for (const k of ['kx', 'au', 'enc', 'mac'] as const) {
    if (!part[k]) continue;
    sel[k] = sel[k] ? and(sel[k], part[k]) : part[k];
    if (!sel[k]) return false;
  }
  for (const g of engine.profile.strengthGroups) {
    const bits = and(part.strength, g.mask);
    if (!bits) continue;
    if (and(sel.strength, g.mask)) {
      sel.strength = and(sel.strength, (bits | ~g.mask) >>> 0);
      if (!and(sel.strength, g.mask)) return false;
    } else {
      sel.strength = g.firstAssigns ? bits : (sel.strength | bits) >>> 0;
    }
  }
  // A named suite's own protocol never narrows the item; an alias's does.
  if (!named && part.proto) {
    if (engine.profile.protoMatch === 'equal') {
      if (sel.proto && sel.proto !== part.proto) return false;
      sel.proto = part.proto;
    } else {
      sel.proto = sel.proto ? and(sel.proto, part.proto) : part.proto;
      if (!sel.proto) return false;
    }
  }
  return true;
}

export function applyRuleString(
  engine: Engine,
  list: CipherList,
  input: string,
  collectIgnored: boolean,
): RuleOutcome {
  const p = engine.profile;
  const words = wordTable(p.extraWordChars);
  const out: RuleOutcome = { ok: true, ignored: [] };
  const seen = new Set<string>();
  let i = 0;
  const n = input.length;
  const skipToSeparator = () => {
    while (i < n && !isSeparator(input[i])) i++;
  };

  while (i < n) {
    const ch = input[i];
    let op: RuleOp | 'special' = 'add';
    if (ch === '-') op = 'del';
    else if (ch === '+') op = 'ord';
    else if (ch === '!') op = 'kill';
    else if (ch === '@') op = 'special';
    if (op !== 'add') i++;
    if (isSeparator(ch)) {
      i++;
      continue;
    }

    const sel = emptySelector();
    let found = false;
    let word = '';
    for (;;) {
      const start = i;
      while (i < n) {
        const code = input.charCodeAt(i);
        if (code >= 128 || words[code] === 0) break;
        i++;
      }
      word = input.slice(start, i);
      if (word.length === 0) {
        out.ok = false;
        return out;
      }
      if (op === 'special') break;
      const multi = input[i] === '+';
      if (multi) i++;
      // OpenSSL forgets a suite id at each component, so only a suite named last selects by id.
      sel.cipherId = 0;
      const ref = engine.names.get(p.anyCaseAndIanaNames ? word.toLowerCase() : word);
      found = ref !== undefined;
      if (ref === undefined) {
        // Report what the user wrote, not where OpenSSL's scan stopped: `TLS_RSA_WITH_...`
        // is cut at the first `_`, yet the whole item is what did nothing.
        let end = start;
        while (end < n && !isSeparator(input[end]) && input[end] !== '+') end++;
        const shown = input.slice(start, end);
        if (collectIgnored && !seen.has(shown)) {
          seen.add(shown);
          out.ignored.push(shown);
        }
        break;
      }
      if (ref >= 0) {
        const s = engine.suites[ref];
        found = intersect(engine, sel, s, true);
        if (found && p.selectNamedById) sel.cipherId = s.id;
      } else {
        const a = engine.aliases[~ref];
        found = intersect(
          engine,
          sel,
          { kx: a.kx ?? 0, au: a.au ?? 0, enc: a.enc ?? 0, mac: a.mac ?? 0, proto: a.proto ?? 0, strength: a.strength ?? 0 },
          false,
        );
      }
      if (!found || !multi) break;
    }

    if (op === 'special') {
      if (word === 'STRENGTH') {
        list.strengthSort(engine.suites);
      } else if (p.supportsSeclevel && word.length === 10 && word.startsWith('SECLEVEL=') && word[9] >= '0' && word[9] <= '5') {
        out.seclevel = word.charCodeAt(9) - 0x30;
      } else {
        out.ok = false;
      }
      skipToSeparator();
    } else if (found) {
      list.apply(op, engine.suites, engine.matcher(sel));
    } else {
      skipToSeparator();
    }
  }
  return out;
}
