// Sections httpd merges into every request of a server whatever its path: `<Location />`, and
// a <Files*>/<Location*> whose pattern is a spelling of "anything" (`*`, `.*`, `^/`…). A
// section's settings are what the requests it matches get, so these are merged around it in
// httpd's order (server/request.c): the <Directory> walk, then <Files*>, then <Location*>,
// then <If>; in reading order within a group, the main server's before the <VirtualHost>'s,
// and a nested section after the top-level ones of its group.
// test/apache-directory-walk.test.ts holds the order to a running httpd.
import type { ScopeKind } from '../model/types.js';
import type { ApacheSection } from './walk.js';

export interface UniversalSection {
  section: ApacheSection;
  rank: number;
  /** Reading position among the server's top-level sections, the main server's first. */
  order: number;
}

const RANK: Partial<Record<ScopeKind, number>> = { directory: 0, files: 1, location: 2, if: 3 };

/** Regexes that match any file name or any URI, as people write them. */
const ANY = new Set(['', '.', '.*', '.+', '^', '^.*', '^.+', '.*$', '^.*$', '^.+$']);
/** …and those that match any URI only because every URI starts with `/`. */
const ANY_URI = new Set(['/', '^/', '^/.*', '^/.*$']);

function isUniversal(section: ApacheSection): boolean {
  if (section.kind !== 'location' && section.kind !== 'files') return false;
  const { name, args } = section.directive;
  const lower = name.toLowerCase();
  const first = args[0]?.value;
  const regex = lower.endsWith('match') && args.length === 1 ? first : args.length === 2 && first === '~' ? args[1].value : undefined;
  if (regex !== undefined) return ANY.has(regex) || (section.kind === 'location' && ANY_URI.has(regex));
  if (args.length !== 1) return false;
  return section.kind === 'location' ? lower === 'location' && first === '/' : lower === 'files' && /^\*+$/.test(first as string);
}

/** The universal sections among a server's top-level `sections`, numbered from `base`. */
export function universalSections(sections: readonly ApacheSection[], base: number): UniversalSection[] {
  const out: UniversalSection[] = [];
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i];
    if (isUniversal(section)) out.push({ section, rank: RANK[section.kind] as number, order: base + i });
  }
  return out;
}

/**
 * Which universal sections httpd merges before `section` (under it) and which after (over
 * it). `order` is the section's reading position when it is a top-level one, undefined when
 * it is nested. `merged`: those an enclosing section already has under it.
 */
export function around(
  universal: readonly UniversalSection[],
  section: ApacheSection,
  order: number | undefined,
  merged: ReadonlySet<ApacheSection>,
): Around {
  if (universal.length === 0) return NONE;
  const under: UniversalSection[] = [];
  const over: UniversalSection[] = [];
  const rank = RANK[section.kind];
  if (rank !== undefined) {
    for (const u of universal) {
      if (u.section === section || merged.has(u.section)) continue;
      const before = u.rank < rank || (u.rank === rank && (order === undefined || u.order < order));
      (before ? under : over).push(u);
    }
  }
  return { under: inMergeOrder(under), over: inMergeOrder(over) };
}

// Most servers have no universal section: one shared answer for them.
const NONE: Around = { under: [], over: [] };

interface Around {
  under: readonly ApacheSection[];
  over: readonly ApacheSection[];
}

/** The sections in the order httpd merges them. */
export function inMergeOrder(list: readonly UniversalSection[]): ApacheSection[] {
  return [...list].sort((a, b) => a.rank - b.rank || a.order - b.order).map((u) => u.section);
}
