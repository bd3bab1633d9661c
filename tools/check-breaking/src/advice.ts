/**
 * What to do instead of each breaking change, by rule (Redocly's diff rules and the gate's own): the additive
 * way to reach the same goal inside v1. Every report also points to starting v2 when the break is intended.
 */
const ADVICE: Record<string, string> = {
  "property-removed":
    "keep the field; mark it deprecated in its doc comment and stop relying on it, or add a new field beside it",
  "required-properties-removed":
    "keep the field required in what we send: clients read it without checking that it is there",
  "required-properties-added":
    "a new request field: add it as optional (`name?: type`) with a documented server-side default; an existing optional field: keep it optional, have the server apply a documented default when it is missing, and make it required only in v2",
  "enum-values-removed":
    "keep accepting the value in requests; document it as deprecated and map it to its replacement",
  "enum-values-added":
    "values added to output enums are allowed only because they are documented as extensible; document this enum as extensible too",
  "schema-type-changed": "keep the field's type; add a new field with the new type beside it",
  "schema-constraint-changed":
    "keep the constraint (format, pattern, limits) or relax it only where clients send data",
  "schema-combinator-changed": "keep the schema's shape; add new variants only where clients send data",
  "operation-removed": "keep the operation; mark it `#deprecated` and point to its replacement in its doc",
  "path-removed": "keep the path (or webhook); mark it `#deprecated` and point to its replacement in its doc",
  "operation-id-changed": "keep the operation's name: generated clients call it by its operationId",
  "operation-action-changed": "keep the operation's method; add the new method as a new operation",
  "parameter-removed": "keep accepting the parameter, even if it is ignored now (say so in its doc)",
  "parameter-became-required": "keep the parameter optional with a documented default",
  "parameter-serialization-changed": "keep the parameter's style and explode; add a new parameter instead",
  "request-body-removed": "keep accepting the request body",
  "request-body-became-required": "keep the request body optional",
  "response-removed":
    "keep the status code: clients branch on it; answering with a different success status is a v2 change",
  "response-header-removed": "keep sending the header",
  "media-type-removed": "keep accepting (or sending) the media type; add new ones beside it",
  "request-default-changed":
    "keep the default; clients who want the new behaviour send the value, or add a new field with the new default",
  "response-header-became-optional": "keep sending the header on every such response",
  "success-status-added":
    "keep answering with the success status clients know; a new success status for the same operation is a v2 change",
  "output-enum-values-removed":
    "keep the value listed and sent where it applies; document it as deprecated and add a new value beside it",
  "webhook-header-removed":
    "keep sending the header with every delivery; receivers verify and deduplicate with it",
  "security-requirement-changed": "keep the security requirement; authentication changes need a new version",
  "security-scheme-changed": "keep the security scheme; authentication changes need a new version",
  "server-removed": "keep the server entry",
  "version-removed": "keep emitting the published version: it is served until it is retired",
};

/** The additive alternative to a breaking change rated by `rule` (a generic one for rules without advice). */
export function adviceFor(rule: string): string {
  return ADVICE[rule] ?? "make the change additive";
}
