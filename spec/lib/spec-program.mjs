/**
 * Programmatic access to the compiled spec, for checks and post-processing that need more than the
 * emitted OpenAPI document (enum member docs, doc coverage).
 */
import { fileURLToPath } from "node:url";
import { compile, getDoc, getFriendlyName, NodeHost, navigateProgram } from "@typespec/compiler";
import { getAddedOnVersions, getRemovedOnVersions } from "@typespec/versioning";
import { STAGE_KEY, STAGES } from "./stage.mjs";

export { STAGES };

/** Absolute path of the spec's entry point. */
export const mainFile = fileURLToPath(new URL("../main.tsp", import.meta.url));

/** The namespace whose declarations are the wire contract. */
export const SERVICE_NAMESPACE = "SmsApi";

/** Compiles the spec without emitting; throws on any error or warning. */
export async function compileSpec() {
  const program = await compile(NodeHost, mainFile, { noEmit: true, warningAsError: true });
  if (program.diagnostics.length > 0) {
    const lines = program.diagnostics.map((d) => `${d.severity} ${d.code}: ${d.message}`);
    throw new Error(`The spec does not compile cleanly:\n${lines.join("\n")}`);
  }
  return program;
}

function inService(type) {
  for (let ns = type.namespace; ns; ns = ns.namespace) if (ns.name === SERVICE_NAMESPACE) return true;
  return false;
}

/** The enum that lists the major versions: authoring only, so post-processing drops its schema. */
export const VERSIONS_ENUM = "Versions";

/**
 * Whether a declaration exists in a version, by its own `@added` and `@removed` (the versioning library's
 * availability map does not see the versions from the `SmsApi.V2` namespace); without a version, always.
 */
function existsIn(program, type, version) {
  if (version === undefined) return true;
  const added = (getAddedOnVersions(program, type) ?? []).map((v) => v.name);
  const removed = (getRemovedOnVersions(program, type) ?? []).map((v) => v.name);
  let exists = added.length === 0;
  for (const name of versionNames(program)) {
    if (added.includes(name)) exists = true;
    if (removed.includes(name)) exists = false;
    if (name === version) return exists;
  }
  throw new Error(`The spec declares no version ${version}.`);
}

/** The enum that lists the major versions. */
function versionsEnum(program) {
  let versions;
  navigateProgram(program, {
    enum(e) {
      if (e.name === VERSIONS_ENUM && e.namespace?.name === SERVICE_NAMESPACE) versions = e;
    },
  });
  if (!versions) throw new Error(`The spec declares no ${SERVICE_NAMESPACE}.${VERSIONS_ENUM} enum.`);
  return versions;
}

/** The names of the major versions, oldest first. */
function versionNames(program) {
  return [...versionsEnum(program).members.keys()];
}

/**
 * `{ SchemaName: { value: doc } }` for every enum of the service that exists in `version`, keyed by its
 * schema name (`@friendlyName` first), so the document can carry member docs. Without a version, every
 * version's enums, merging the members of same-named ones (`EventType` of `v1` and of `v2`).
 */
export function enumDescriptions(program, version) {
  const result = {};
  navigateProgram(program, {
    enum(e) {
      if (!inService(e) || !existsIn(program, e, version)) return;
      const name = getFriendlyName(program, e) ?? e.name;
      const previous = result[name];
      if (name in result && version !== undefined)
        throw new Error(`Two enums of ${version} are named ${name}.`);
      result[name] = Object.fromEntries(
        [...e.members.values()]
          .filter((m) => existsIn(program, m, version))
          .map((m) => [String(m.value ?? m.name), getDoc(program, m) ?? ""]),
      );
      if (version === undefined) result[name] = { ...previous, ...result[name] };
    },
  });
  return result;
}

/**
 * Every major version, oldest first, with its lifecycle stage from `@stage` (spec/lib/stage.tsp):
 * `[{ version: "v1", stage: "stable" }, …]`, plus `deprecated` and `sunset` dates when declared.
 * Throws when a version has no stage.
 */
export function versionStages(program) {
  const versions = versionsEnum(program);
  const stages = program.stateMap(STAGE_KEY);
  return [...versions.members.values()].map((member) => {
    const declared = stages.get(member);
    if (!declared) throw new Error(`Version ${member.name} has no @stage: declare it in versions.tsp.`);
    return { version: String(member.value ?? member.name), ...declared };
  });
}

/**
 * Names of every declaration of the service without a doc comment: operations, models, properties
 * (HTTP metadata such as `@statusCode` excepted), enums, enum members, unions, variants and scalars.
 */
export function undocumented(program) {
  const missing = [];
  const check = (type, name) => {
    if (!getDoc(program, type)?.trim()) missing.push(name);
  };
  navigateProgram(program, {
    operation(op) {
      if (!inService(op)) return;
      const owner = op.interface ? `${op.interface.name}.` : "";
      check(op, `operation ${owner}${op.name}`);
      for (const p of op.parameters.properties.values()) check(p, `parameter ${owner}${op.name}(${p.name})`);
    },
    model(m) {
      if (!inService(m) || !m.name || m.templateMapper) return;
      check(m, `model ${m.name}`);
      for (const p of m.properties.values()) {
        if (p.name === "statusCode") continue;
        check(p, `property ${m.name}.${p.name}`);
      }
    },
    enum(e) {
      if (!inService(e)) return;
      check(e, `enum ${e.name}`);
      for (const member of e.members.values()) check(member, `enum member ${e.name}.${member.name}`);
    },
    union(u) {
      if (!inService(u) || !u.name) return;
      check(u, `union ${u.name}`);
      for (const v of u.variants.values()) check(v, `union variant ${u.name}.${String(v.name)}`);
    },
    scalar(s) {
      if (inService(s)) check(s, `scalar ${s.name}`);
    },
  });
  return missing;
}

/**
 * `{ UnionName: { eventName: schemaName } }` for every `@events` union of the service (TypeSpec.Events):
 * the messages of a Server-Sent Events stream, which the post-processing carries as `x-sse-events`.
 */
export function sseEventUnions(program) {
  const result = {};
  navigateProgram(program, {
    union(u) {
      if (!inService(u) || !u.name) return;
      if (!u.decorators.some((d) => d.definition?.name === "@events")) return;
      result[u.name] = Object.fromEntries(
        [...u.variants.values()].map((v) => {
          if (v.type.kind !== "Model" || !v.type.name)
            throw new Error(`${u.name}.${String(v.name)}: not a named model.`);
          return [String(v.name), v.type.name];
        }),
      );
    },
  });
  return result;
}
