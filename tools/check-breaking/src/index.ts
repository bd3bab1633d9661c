/**
 * The v1 evolution gate: compile the spec, diff the version's document against its frozen baseline,
 * and list every breaking change.
 */
export { adviceFor } from "./advice.ts";
export {
  type BreakingChange,
  type CheckBreakingOptions,
  type CheckBreakingResult,
  checkBreaking,
} from "./check-breaking.ts";
export { describeLocation, pointerSegments } from "./locate.ts";
export { formatReport, passLine } from "./report.ts";
