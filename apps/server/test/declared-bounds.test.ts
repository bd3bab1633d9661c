// The bounds the contract declares on the send request refuse no request the server accepted before they
// were declared: every value beyond them already failed the server's own checks (api-v1.md §3 steps 5
// and 8). The bounds are read from the generated document, so a change to them is checked here.
import { loadOpenApi } from "@sms-api/openapi";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../src/domain/errors.js";
import { checkRecipient } from "../src/domain/recipient.js";
import { MAX_TEXT_CHARACTERS, renderTemplate } from "../src/domain/template-render.js";
import { DOMAIN_ERROR_STATUS } from "../src/entry-points/http/shared/api-error.js";

type Schema = {
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
};
const schemas = (loadOpenApi("v1") as { components: { schemas: Record<string, Schema> } }).components.schemas;
const send = schemas.SendMessageRequest?.properties ?? {};
const toMax = Number(send.to?.maxLength);
const variablesMax = Number(send.variables?.maxItems);
// A value's bound is its template's `max_variable_length`, whose declared maximum is the largest.
const variableMax = Number(schemas.Template?.properties?.max_variable_length?.maximum);

/** The error `renderTemplate` throws, or undefined when it renders. */
function renderError(body: string, maxVariableLength: number, variables: string[]): DomainError | undefined {
  const variable_count = body.split("{#var#}").length - 1;
  try {
    renderTemplate({ body, variable_count, max_variable_length: maxVariableLength }, variables);
    return undefined;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
}

// Any character a variable may hold: GSM-7 basic, GSM-7 extension (2 septets), BMP and astral UCS-2.
const char = fc.constantFrom("a", "7", " ", "€", "{", "é", "ß", "中", "😀");

describe("the contract's send bounds are the server's", () => {
  it("declares them as the server's own limits", () => {
    expect(toMax).toBe(15);
    expect(variableMax).toBe(MAX_TEXT_CHARACTERS);
    expect(variablesMax).toBe(MAX_TEXT_CHARACTERS);
    expect(schemas.Template?.properties?.variable_count?.maximum).toBe(MAX_TEXT_CHARACTERS);
  });

  it("a `to` longer than its maxLength was always invalid_recipient", () => {
    fc.assert(
      fc.property(fc.string({ minLength: toMax + 1, maxLength: toMax + 40 }), (to) => {
        expect(checkRecipient(to).ok).toBe(false);
      }),
    );
    fc.assert(
      // Digits only, so only the length can refuse them.
      fc.property(fc.stringMatching(/^[1-9][0-9]{15,30}$/), (to) => {
        expect(checkRecipient(to).ok).toBe(false);
      }),
    );
  });

  it("a variable longer than the largest max_variable_length never rendered, whatever the template allowed", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: char, minLength: variableMax + 1, maxLength: variableMax + 20 }),
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 1, max: 10 * variableMax }),
        (value, text, maxVariableLength) => {
          const err = renderError(`${text}{#var#}`, maxVariableLength, [value]);
          expect(err && DOMAIN_ERROR_STATUS[err.code]).toBe(422);
          expect(["invalid_variable", "message_too_long"]).toContain(err?.code);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("more variables than its maxItems never rendered, whatever the template's positions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: variablesMax + 1, max: variablesMax + 50 }),
        fc.boolean(),
        (count, match) => {
          const variables = Array.from({ length: count }, () => "x");
          // A template with exactly as many positions (so the count matches) or with the most the contract allows.
          const positions = match ? count : variablesMax;
          const err = renderError("{#var#}".repeat(positions), 30, variables);
          expect(err && DOMAIN_ERROR_STATUS[err.code]).toBe(422);
          expect(err?.code).toBe(match ? "message_too_long" : "variable_count_mismatch");
        },
      ),
      { numRuns: 20 },
    );
  });

  it("at the bounds, the longest variable and the most variables render into ten segments", () => {
    expect(renderError("{#var#}", variableMax, ["x".repeat(variableMax)])).toBeUndefined();
    expect(renderError("{#var#}".repeat(variablesMax), 1, Array(variablesMax).fill("x"))).toBeUndefined();
  });
});
