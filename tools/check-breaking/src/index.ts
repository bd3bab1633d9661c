/**
 * The evolution gate: compile the spec, compare each frozen version's document with its baseline, and
 * list every breaking change.
 */
export { adviceFor } from "./advice.ts";
export {
  type BreakingChange,
  type CheckBreakingOptions,
  type CheckBreakingResult,
  checkBreaking,
  readBaseline,
} from "./check-breaking.ts";
export { type Comparison, compareDocuments } from "./compare-documents.ts";
export { compareVersions, formatVersionDiff } from "./compare-versions.ts";
export { GATE_RULES } from "./gate-rules.ts";
export { describeLocation, pointerSegments } from "./locate.ts";
export { normalizeDocument } from "./normalize.ts";
export { formatReport, passLine } from "./report.ts";
export {
  checkedVersions,
  emittedStages,
  type Stage,
  skipLine,
  stageProblems,
} from "./version-stages.ts";
