// The layers of docs/design.md, enforced: `npx depcruise src rules --config .dependency-cruiser.cjs`
// (test/layering.test.ts runs it). Type-only imports count: a type import is still a statement
// about who depends on whom.
//
// LAYERS is the one list to edit. Bottom first; each entry is a folder (`src/openssl/`) or a
// top-level file (`src/lint.ts`) of src/, or rules/. A unit may import only the units listed
// before it: the order within a layer is the order of the arrows inside it, so no two units can
// import each other, directly or around a loop. A new folder is one line here (and one line in
// docs/design.md); a unit not listed fails the check until it is placed.
const LAYERS = [
  ['text', ['src/package-info.ts', 'src/text/', 'src/syntax/']],
  ['files', ['src/source/']],
  ['openssl', ['src/openssl/']],
  ['vocabulary', ['src/findings.ts', 'src/validity/', 'src/platform/', 'src/model/', 'src/policy/', 'src/advice/', 'src/rule.ts', 'src/suppress.ts']],
  ['dialects', ['src/nginx/', 'src/apache/']],
  ['load', ['src/load/']],
  ['certificates', ['src/certs/']],
  ['rules', ['src/rules-support/', 'src/version-floor.ts', 'rules/']],
  ['lint', ['src/focus.ts', 'src/openssl-floor.ts', 'src/legacy-openssl.ts', 'src/policy-notes.ts', 'src/lint.ts']],
  ['consumers', ['src/fix/', 'src/report/', 'src/audit/', 'src/verify/', 'src/docs/']],
  ['settings', ['src/config/', 'src/settings/']],
  ['front ends', ['src/action/', 'src/cli/']],
];

const units = LAYERS.flatMap(([layer, paths]) => paths.map((path) => ({ layer, path })));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (path) => `^${escape(path)}${path.endsWith('/') ? '' : '$'}`;

module.exports = {
  forbidden: [
    {
      // Across units the layer rules below already forbid a loop; inside src/cli/ a loop ties a
      // command's registration to its implementation (the registration imports it, never back).
      name: 'no-circular',
      severity: 'error',
      comment: 'A loop of imports in src/cli/: the files on it cannot be read, changed or tested one at a time.',
      from: { path: '^src/cli/' },
      to: { circular: true },
    },
    ...units.slice(0, -1).map((unit, i) => ({
      name: `layer: ${unit.path}`,
      severity: 'error',
      comment: `${unit.path} (layer "${unit.layer}") imports only what docs/design.md lists below it`,
      from: { path: pattern(unit.path) },
      to: { path: units.slice(i + 1).map((u) => pattern(u.path)) },
    })),
    {
      name: 'layer: unplaced',
      severity: 'error',
      comment: 'Every folder and top-level file of src/ has a place in LAYERS (.dependency-cruiser.cjs) and docs/design.md',
      from: { path: '^(src|rules)/', pathNot: units.map((u) => pattern(u.path)) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-bundle|test)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
