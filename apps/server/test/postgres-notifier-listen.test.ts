import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresNotifier } from "../src/data-access/postgres/postgres-notifier.js";
import { type PostgresServer, startTestPostgres } from "../src/testing/postgres-server.js";
import { startRelay } from "./support/postgres-relay.js";

// PostgreSQL sends every notification to every listening connection: a process that listened to every topic
// woke for every status change any worker published, with nothing to do. The relay shows what each
// notifier's connection asked for.

describe("PostgreSQL notifier: a process listens only to the topics it has subscribers for", () => {
  let server: PostgresServer | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let url = "";

  beforeAll(async () => {
    server = await startTestPostgres({ fsync: "off" });
    const direct = new URL(await server.createDatabase());
    relay = await startRelay(direct);
    const relayed = new URL(direct);
    relayed.port = String(relay.port);
    url = relayed.toString();
  });

  afterAll(async () => {
    relay?.server.close();
    await server?.stop();
  });

  /** Waits until `check` holds, for up to 2 s. */
  async function until(check: () => boolean): Promise<void> {
    for (let i = 0; i < 100 && !check(); i++) await sleep(20);
  }

  it("listens on subscribe, to that topic only, and stops after the last unsubscribe", async () => {
    const listener = new PostgresNotifier({ connectionString: url });
    const publisher = new PostgresNotifier({ connectionString: url });
    await listener.start();
    await publisher.start();
    try {
      const [mine = [], theirs = []] = relay?.connections.slice(-2) ?? [];
      const listened = () => mine.join("");
      expect(listened()).not.toContain("LISTEN");
      let woken = 0;
      const first = listener.subscribe("messages", () => woken++);
      const second = listener.subscribe("messages", () => woken++);
      await until(() => listened().includes("LISTEN sms_api_messages"));
      expect(listened()).toContain("LISTEN sms_api_messages");
      expect(listened()).not.toContain("sms_api_deliveries");
      publisher.publish("messages");
      await until(() => woken === 2);
      expect(woken).toBe(2);
      first();
      first();
      expect(listened()).not.toContain("UNLISTEN");
      second();
      await until(() => listened().includes("UNLISTEN sms_api_messages"));
      expect(listened()).toContain("UNLISTEN sms_api_messages");
      // The publisher, which subscribed to nothing, never listened.
      expect(theirs.join("")).toContain("pg_notify");
      expect(theirs.join("")).not.toContain("LISTEN");
    } finally {
      await listener.close();
      await publisher.close();
    }
  });
});
