// The advice stage's public surface (docs/design.md: hardware profile + model -> suggested order).
export { advise, renderConfig, type Advice, type AdviceResult, type CostRow } from './advise.js';
export { decide, DEFAULT_OPENSSL, DEFAULT_SERVER_VERSION, type AdviceOptions, type Decisions } from './decide.js';
export { advisedFix, type AdvisedFix, type FixOptions } from './fix.js';
export { cost3desMultiple, costsFor, BUILTIN_COSTS, type CostTable } from './costs.js';
export {
  detectHardware,
  parseHardwareList,
  HARDWARE_PROFILES,
  type HardwareChoice,
  type HardwareProfile,
} from './hardware.js';
// measure() itself is not here: it loads on demand (SYSTEM_IO.measure in auto.ts).
export type { Measurement } from './measure.js';
export { resolveHardware, detectThisMachine } from './auto.js';
export { formatJson, formatMeasurement, formatText, type AdviceReport } from './format.js';
export { PROFILES, PROFILE_NAMES, type ProfileName } from './profiles.js';
export { PLACEHOLDER_PATHS, type AdviceLine, type RenderPaths } from './lines.js';
