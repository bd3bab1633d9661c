import { describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { eventually, startTestServer } from "../support/test-server.js";

describe("live-mode messages resume after a restart", () => {
  it("a message left in `sent` finishes even when the new draw's path has no `sent`", async () => {
    // Steps an hour apart: the first server never moves the message on its own.
    const first = await startTestServer({ env: { SIMULATOR_LIVE_STEP_MS: "3600000" } });
    const dir = first.dir;
    const sent = await first
      .client(KEYS.live)
      .sms.send({ to: "14155550123", template_id: "tmpl_otp", variables: ["1", "2"] });
    const id = sent.data.message_id;
    // The real lifecycle on the real database, as the carrier would have driven it before the crash.
    for (const status of ["processing", "submitted", "sent"] as const) {
      expect(await first.services.lifecycle.apply({ message_id: id, status })).toBeDefined();
    }
    await first.close();

    // `undelivered` walks processing → submitted → undelivered: before the fix the resumed message
    // looked for `sent` in that path, found nothing, and its first step was refused as backward.
    const second = await startTestServer({
      dir,
      databaseUrl: first.databaseUrl,
      env: { SIMULATOR_LIVE_STEP_MS: "50", SIMULATOR_LIVE_OUTCOMES: "undelivered=1" },
    });
    try {
      const done = await eventually(async () => {
        const m = (await second.client(KEYS.live).sms.get(id)).data;
        return m.status === "sent" ? undefined : m;
      }, 5000);
      expect(done.status).toBe("undelivered");
      expect(done.status_history.map((h) => h.status)).toEqual([
        "queued",
        "processing",
        "submitted",
        "sent",
        "undelivered",
      ]);
      expect(done.error?.code).toBe("number_unreachable");
      expect(second.errors).toEqual([]);
    } finally {
      await second.destroy();
    }
  });
});
