import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { InvalidArgumentError } from "commander";
import type { InputSpec, JsonSchema } from "./operation-spec.js";

// ajv-formats is CommonJS: its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The JSON type a flag's value takes, ignoring `null`. */
export function baseType(schema: JsonSchema): string {
  if (typeof schema.type === "string" && schema.type !== "null") return schema.type;
  if (Array.isArray(schema.type)) return String(schema.type.find((t) => t !== "null") ?? "string");
  for (const key of ["anyOf", "oneOf"]) {
    const variants = schema[key];
    if (Array.isArray(variants)) {
      const variant = (variants as JsonSchema[]).find((v) => v.type !== "null");
      if (variant !== undefined) return baseType(variant);
    }
  }
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string")) return "string";
  return "object";
}

/** The schema of the non-null variant (where enums and items live). */
export function valueSchema(schema: JsonSchema): JsonSchema {
  for (const key of ["anyOf", "oneOf"]) {
    const variants = schema[key];
    if (Array.isArray(variants)) {
      const variant = (variants as JsonSchema[]).find((v) => v.type !== "null");
      if (variant !== undefined) return valueSchema(variant);
    }
  }
  return schema;
}

/** Whether `null` is a value the schema allows (a PATCH field that clears). */
export function isNullable(schema: JsonSchema): boolean {
  if (schema.type === "null" || (Array.isArray(schema.type) && schema.type.includes("null"))) return true;
  return ["anyOf", "oneOf"].some(
    (key) => Array.isArray(schema[key]) && (schema[key] as JsonSchema[]).some((v) => v.type === "null"),
  );
}

/** The allowed values of a string enum, if the schema is one. */
export function choicesOf(schema: JsonSchema): string[] | undefined {
  const inner = valueSchema(schema);
  return Array.isArray(inner.enum) ? inner.enum.map(String) : undefined;
}

/** Parses one command-line word as a value of `schema` (not an array); throws InvalidArgumentError. */
export function parseScalar(word: string, schema: JsonSchema): unknown {
  if (word === "null" && isNullable(schema)) return null;
  const choices = choicesOf(schema);
  if (choices !== undefined && !choices.includes(word))
    throw new InvalidArgumentError(`Allowed choices are ${choices.join(", ")}.`);
  switch (baseType(schema)) {
    case "integer":
    case "number": {
      const value = word.trim() === "" ? Number.NaN : Number(word);
      if (!Number.isFinite(value)) throw new InvalidArgumentError("Not a number.");
      if (baseType(schema) === "integer" && !Number.isInteger(value))
        throw new InvalidArgumentError("Not an integer.");
      return value;
    }
    case "boolean":
      if (word !== "true" && word !== "false") throw new InvalidArgumentError("Write true or false.");
      return word === "true";
    case "object":
      try {
        return JSON.parse(word);
      } catch {
        throw new InvalidArgumentError("Not valid JSON.");
      }
    default:
      return word;
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
// The contract's numeric formats carry no check beyond their minimum and maximum.
for (const format of ["int32", "int64", "double", "float"]) ajv.addFormat(format, true);

/** How a problem found in a value is named to the user: the flag, or the argument. */
export type Namer = (pointer: string, missing?: string) => string;

function describe(error: ErrorObject, name: Namer): string {
  if (error.keyword === "required") {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return `${name(error.instancePath, missing)} is required`;
  }
  if (error.keyword === "unevaluatedProperties" || error.keyword === "additionalProperties") {
    const extra = (error.params as { unevaluatedProperty?: string; additionalProperty?: string })
      .unevaluatedProperty;
    return `${name(`${error.instancePath}/${extra ?? ""}`)} is not a field of this request`;
  }
  return `${name(error.instancePath)} ${error.message ?? "is invalid"}`;
}

/** Every way `value` breaks `schema`, as sentences naming flags; empty when it conforms. */
export function schemaProblems(schema: JsonSchema, value: unknown, name: Namer): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  // anyOf branches repeat their causes; one sentence each is enough.
  return [
    ...new Set((validate.errors ?? []).filter((e) => e.keyword !== "anyOf").map((e) => describe(e, name))),
  ];
}

/** An object schema over a set of inputs (query or header parameters), to check them in one pass. */
export function objectSchema(inputs: readonly InputSpec[]): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(inputs.map((input) => [input.name, input.schema])),
    required: inputs.filter((input) => input.required).map((input) => input.name),
  };
}
