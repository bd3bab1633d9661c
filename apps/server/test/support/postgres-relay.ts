import { createConnection, createServer, type Server, type Socket } from "node:net";
import { PostgresStorage } from "../../src/data-access/postgres/postgres-storage.js";
import { startTestPostgres } from "../../src/testing/postgres-server.js";
import { seedAccounts } from "../port-tests/support/records.js";

// A TCP relay between a pool and PostgreSQL that keeps each client socket write, for tests that count a
// transaction's round trips.

/** The COMMIT statement as the protocol carries it (a simple query, NUL-terminated): not READ COMMITTED. */
export const COMMIT = "COMMIT\u0000";

/** What the relay saw from the client on one connection: each chunk as it arrived, as text. */
export type Chunks = string[];

/** A running relay. */
interface Relay {
  /** The relay's listening server. */
  server: Server;
  /** Its port on 127.0.0.1. */
  port: number;
  /** What each client connection wrote. */
  connections: Chunks[];
  /** Set: the next client chunk it matches is not passed on, and its connection is cut (a lost connection). */
  cut?: ((chunk: string) => boolean) | undefined;
}

/** A relay in front of PostgreSQL that keeps what each client connection wrote, chunk by chunk. */
export async function startRelay(target: URL): Promise<Relay> {
  const connections: Chunks[] = [];
  const relay: Relay = { server: undefined as unknown as Server, port: 0, connections };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const chunks: Chunks = [];
    connections.push(chunks);
    const upstream = createConnection(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => sockets.delete(s));
    }
    client.on("data", (data: Buffer) => {
      const chunk = data.toString("latin1");
      chunks.push(chunk);
      if (relay.cut?.(chunk)) {
        relay.cut = undefined;
        upstream.destroy();
        client.destroy();
        return;
      }
      upstream.write(data);
    });
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  server.on("close", () => {
    for (const s of sockets) s.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("relay has no port");
  relay.server = server;
  relay.port = address.port;
  return relay;
}

/** The chunks of the transaction that began in chunk `from` of `chunks`, through its COMMIT. */
function transactionChunks(chunks: Chunks, from: number): Chunks {
  const end = chunks.findIndex((c, i) => i >= from && c.includes(COMMIT));
  return chunks.slice(from, end + 1);
}

/** Every transaction the relay saw, as its chunks, on whichever connection it ran. */
export function transactions(connections: Chunks[]): Chunks[] {
  return connections.flatMap((chunks) =>
    chunks.flatMap((c, i) => (c.includes("BEGIN ISOLATION") ? [transactionChunks(chunks, i)] : [])),
  );
}

/** A storage whose pool reaches a fresh test database through a relay; `stop` ends all three. */
export interface RelayedStorage {
  /** The storage under test, migrated, with the fixture accounts. */
  storage: PostgresStorage;
  /** What each of its connections wrote. */
  connections: Chunks[];
  /** The relay: its `cut` loses a connection. */
  relay: Relay;
  /** Closes the storage, the relay and the PostgreSQL server. */
  stop(): Promise<void>;
}

/**
 * Starts a test PostgreSQL, a relay in front of it and a storage of `poolSize` connections through the relay,
 * seeded with the fixture accounts; `acc_a`'s test balance is on every slot, as after its first debits, so a
 * debit takes one slot.
 */
export async function startRelayedStorage(poolSize: number): Promise<RelayedStorage> {
  const server = await startTestPostgres({ fsync: "off" });
  const url = new URL(await server.createDatabase());
  const relay = await startRelay(url);
  const relayed = new URL(url);
  relayed.port = String(relay.port);
  const storage = new PostgresStorage({ connectionString: relayed.toString(), poolSize });
  await storage.migrate();
  await seedAccounts(storage);
  await storage.transaction((tx) => tx.ledger.setBalance("acc_a", "test", 1600, new Date().toISOString()));
  return {
    storage,
    connections: relay.connections,
    relay,
    stop: async () => {
      await storage.close();
      relay.server.close();
      await server.stop();
    },
  };
}
