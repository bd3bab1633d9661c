import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commandsPath, readDocument, renderCommands } from "../scripts/render-commands.mjs";
import { TRIGGERS } from "../src/trigger-command.js";

describe("generated/v1/commands.ts", () => {
  it("matches what the renderer makes from the current OpenAPI document", () => {
    const committed = readFileSync(commandsPath("v1"), "utf8").split("\n");
    const fresh = renderCommands().split("\n");
    const line = fresh.findIndex((text, i) => committed[i] !== text);
    const firstDifference =
      line === -1 && committed.length === fresh.length
        ? "none"
        : `line ${(line === -1 ? committed.length : line) + 1}`;
    expect(firstDifference, "stale: run `pnpm --filter @sms-api/cli generate`").toBe("none");
  });

  it("starts with a do-not-edit header", () => {
    expect(readFileSync(commandsPath("v1"), "utf8").split("\n")[0]).toBe("// GENERATED FILE: DO NOT EDIT.");
  });
});

describe("trigger", () => {
  it("knows how to make every sms.* event of the contract, and no other", () => {
    const webhooks = Object.keys((readDocument("v1") as { webhooks: Record<string, unknown> }).webhooks);
    expect(Object.keys(TRIGGERS).sort()).toEqual(webhooks.filter((type) => type.startsWith("sms.")).sort());
  });
});
