import { type Encoding, measureText, SEGMENT_CAPACITY } from "./encoding.js";
import { DomainError, type FieldError } from "./errors.js";

/** Marker of one variable position in a template body. */
export const VARIABLE_MARKER = "{#var#}";

/** Most segments a message may need (api-v1.md §6). */
export const MAX_SEGMENTS = 10;

/**
 * Most characters any sendable text has: ten GSM-7 segments of 153. No variable value, and no count of
 * values (each takes at least one character), can exceed it; the contract declares it as `maxLength` of
 * a variable and `maxItems` of `variables`.
 */
export const MAX_TEXT_CHARACTERS = MAX_SEGMENTS * SEGMENT_CAPACITY.gsm7.multi;

/** What rendering needs to know about a template. */
export interface RenderableTemplate {
  /** Template text with `{#var#}` positions. */
  body: string;
  /** Number of `{#var#}` positions. */
  variable_count: number;
  /** Longest accepted variable value, in characters. */
  max_variable_length: number;
}

/** A rendered text with its encoding and segment count. */
export interface RenderedText {
  /** The template body with every variable filled in. */
  text: string;
  /** Encoding of the text. */
  encoding: Encoding;
  /** Segment count of the text. */
  segments: number;
}

// C0, DEL and C1 control characters, plus Unicode line/paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Checks variables (step 8 of api-v1.md §3, in order: count, each value, length) and renders the text. */
export function renderTemplate(template: RenderableTemplate, variables: readonly string[]): RenderedText {
  if (variables.length !== template.variable_count) {
    throw new DomainError(
      "variable_count_mismatch",
      `This template has ${template.variable_count} variable position(s); the request has ${variables.length} value(s).`,
    );
  }
  const errors: FieldError[] = [];
  variables.forEach((value, i) => {
    const field = `/variables/${i}`;
    const length = Array.from(value).length;
    if (length === 0) errors.push({ field, code: "too_short", message: "A variable must not be empty." });
    else if (length > template.max_variable_length)
      errors.push({
        field,
        code: "too_long",
        message: `A variable may have at most ${template.max_variable_length} characters; this one has ${length}.`,
      });
    if (CONTROL.test(value))
      errors.push({
        field,
        code: "control_character",
        message: "A variable must not contain control characters.",
      });
  });
  if (errors.length > 0) {
    throw new DomainError("invalid_variable", "One or more variables are invalid; see `errors`.", {
      errors,
    });
  }
  const parts = template.body.split(VARIABLE_MARKER);
  let text = parts[0] ?? "";
  for (let i = 1; i < parts.length; i++) text += (variables[i - 1] ?? "") + parts[i];
  const { encoding, segments } = measureText(text);
  if (segments > MAX_SEGMENTS) {
    throw new DomainError(
      "message_too_long",
      `The rendered text needs ${segments} segments (${encoding}); at most ${MAX_SEGMENTS} are allowed.`,
    );
  }
  return { text, encoding, segments };
}

/** Number of `{#var#}` positions in a template body. */
export function countVariablePositions(body: string): number {
  return body.split(VARIABLE_MARKER).length - 1;
}
