// What distinguishes one OpenSSL generation's cipher-string handling from another: its
// algorithm vocabularies, its alias table, what the build compiled out or cannot load, and
// a handful of behavioural switches that changed between 1.0.2 and 1.1.1.
import type { Vocabulary } from './algorithm-bits.js';
import type { SuiteRow } from './suite-row.js';
import type { Generation } from './types.js';

/** One entry of OpenSSL's cipher alias table: zero fields mean "no constraint". */
export interface AliasDef {
  readonly name: string;
  readonly kx?: number;
  readonly au?: number;
  readonly enc?: number;
  readonly mac?: number;
  /** 1.0.2: protocol bit mask; 1.1.1+: an exact minimum TLS version. */
  readonly proto?: number;
  readonly strength?: number;
}

export interface StrengthGroup {
  readonly mask: number;
  /**
   * How the first alias that sets bits of this group records them. 1.1.1+ assigns the strong
   * group (wiping bits another group already set), everything else ORs them in.
   */
  readonly firstAssigns: boolean;
}

export interface Profile {
  readonly generation: Generation;
  readonly vocab: {
    readonly kx: Vocabulary;
    readonly au: Vocabulary;
    readonly enc: Vocabulary;
    readonly mac: Vocabulary;
    readonly strength: Vocabulary;
  };
  readonly aliases: readonly AliasDef[];
  /** Algorithms the build lacks: suites using them are dropped, aliases made only of them unknown. */
  readonly disabled: { readonly kx: number; readonly au: number; readonly enc: number; readonly mac: number };
  readonly strengthGroups: readonly StrengthGroup[];
  /** 1.0.2 compares protocol bits (`alg & suite`); 1.1.1+ compares the minimum version (`==`). */
  readonly protoMatch: 'mask' | 'equal';
  readonly protoOf: (row: SuiteRow) => number;
  /** 1.1.1+ select an explicitly named suite by id; 1.0.2 by its masks alone (so RC4-MD5 is two suites). */
  readonly selectNamedById: boolean;
  /**
   * 1.0.2's COMPLEMENTOFDEFAULT shortcut: a rule whose strength is exactly `exportOnly` takes every
   * export suite, and one whose protocol mask is exactly `notSslv2` takes every SSLv2 suite.
   */
  readonly complementShortcuts?: { readonly exportOnly: number; readonly notSslv2: number; readonly sslv2: number };
  /** Characters allowed in a word besides letters, digits, `-` and `.` (1.1.1 added `=`). */
  readonly extraWordChars: string;
  readonly supportsSeclevel: boolean;
  /** What `DEFAULT` at the start of a string stands for in this build. */
  readonly defaultCipherList: string;
  /** How the list is ordered before the string applies. */
  readonly startOrder: 'table' | 'modern-rules';
  /** TLS 1.3: the default `Ciphersuites`, and whether one unknown name fails the whole list. */
  readonly tls13: { readonly defaults: readonly string[]; readonly unknownNameFails: boolean } | null;
  /**
   * 4.0: a word matches a suite's or alias's name, or a suite's IANA name, in any case
   * (ssl_cipher_process_rulestr: OPENSSL_strncasecmp against `name`, then `stdname`).
   */
  readonly anyCaseAndIanaNames?: boolean;
}

/**
 * What a built engine still consults while it applies strings: plain data, so that the bundle
 * can carry it worked out (image.ts) instead of building the vocabularies and aliases again.
 */
export type EngineProfile = Pick<
  Profile,
  | 'generation'
  | 'strengthGroups'
  | 'protoMatch'
  | 'selectNamedById'
  | 'complementShortcuts'
  | 'extraWordChars'
  | 'supportsSeclevel'
  | 'defaultCipherList'
  | 'tls13'
  | 'anyCaseAndIanaNames'
>;
