import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggedErrors } from "../../src/testing/fuzz/logged-errors.js";

/** What a process prints: its logger's lines (pino, as the server writes them) between plain lines. */
function printed(log: (logger: pino.Logger) => void): string {
  let out = "sms-api listening on http://127.0.0.1:4010 (all, sqlite)\n";
  const sink = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  const logger = pino({ level: "warn" }, sink);
  log(logger);
  return `${out}(node:123) Warning: an experimental feature\n{ not json\n`;
}

describe("the errors `pnpm fuzz` reads from the server's output", () => {
  it("are the lines logged at error level or above, with their stacks; warnings and plain lines are not", () => {
    const output = printed((logger) => {
      logger.warn({ webhook_id: "whk_1" }, "webhook attempt not recorded");
      logger.error({ err: new Error("status of msg_1 changed concurrently") }, "status update failed");
      logger.fatal("the database went away");
    });
    const errors = loggedErrors(output);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^Error: status of msg_1 changed concurrently\n\s+at /);
    expect(errors[1]).toBe("the database went away");
  });

  it("are none when the server logged only below error level", () => {
    expect(loggedErrors(printed((logger) => logger.warn("slow request")))).toEqual([]);
  });
});
