/**
 * The `@stage` decorator: the lifecycle stage of each major version, declared on the members of the
 * `Versions` enum and read back by `versionStages` (spec-program.mjs) for the documents' `info.x-stage`.
 */

/** Where the compiled program keeps each version's stage; `Symbol.for` so every copy of this module shares it. */
export const STAGE_KEY = Symbol.for("@sms-api/spec.stage");

/** The stages a version passes through, in order. */
export const STAGES = ["preview", "stable", "deprecated", "retired"];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a real calendar date written `YYYY-MM-DD`. */
function isDate(value) {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Stores a version's stage after checking that its dates fit it (a deprecated version needs both). */
function $stage(context, target, stage, dates = {}) {
  const report = (message) =>
    context.program.reportDiagnostic({ code: "sms-api/invalid-stage", severity: "error", message, target });
  const { deprecated, sunset } = dates;
  for (const [name, value] of Object.entries({ deprecated, sunset })) {
    if (value !== undefined && !isDate(value))
      return report(`@stage ${name} "${value}" is not a YYYY-MM-DD date.`);
  }
  if (stage === "deprecated" && (deprecated === undefined || sunset === undefined)) {
    return report(
      '@stage("deprecated") needs both dates, e.g. #{ deprecated: "2026-12-01", sunset: "2027-06-30" }: the Deprecation and Sunset headers send them.',
    );
  }
  if (stage === "deprecated" && sunset < deprecated) {
    return report(`@stage sunset ${sunset} is before its deprecation ${deprecated}.`);
  }
  if ((stage === "preview" || stage === "stable") && (deprecated ?? sunset) !== undefined) {
    return report(`@stage("${stage}") takes no dates: only a deprecated or retired version has them.`);
  }
  context.program.stateMap(STAGE_KEY).set(target, { stage, ...dates });
}

/** The decorators this file implements, by namespace. */
export const $decorators = { SmsApiAuthoring: { stage: $stage } };
