/**
 * Programmatic access to the compiled spec, for checks and post-processing that need more than the
 * emitted OpenAPI document (enum member docs, doc coverage).
 */
import { fileURLToPath } from "node:url";
import { compile, getDoc, NodeHost, navigateProgram } from "@typespec/compiler";

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

/** `{ EnumName: { value: doc } }` for every enum of the service, so the document can carry member docs. */
export function enumDescriptions(program) {
  const result = {};
  navigateProgram(program, {
    enum(e) {
      if (!inService(e)) return;
      result[e.name] = Object.fromEntries(
        [...e.members.values()].map((m) => [String(m.value ?? m.name), getDoc(program, m) ?? ""]),
      );
    },
  });
  return result;
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
