import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type PostgresServer, startPostgres } from "./postgres-server.js";
import { type StackProcess, type StackRole, spawnStackProcess } from "./stack-process.js";

/** The storage engine of a stack. */
export type StackEngine = "sqlite" | "postgres";

/** What to start: see {@link startStack}. */
export interface StartStackOptions {
  /** The engine every process shares; default `sqlite`, or `postgres` when `databaseUrl` is a postgres:// URL. */
  engine?: StackEngine;
  /**
   * One process per entry, started in parallel; default `["all"]`; `scaled` is `start:scale`'s whole tree. With a
   * `writer` (SQLite), the stack sets SQLITE_WRITER_SOCKET in its folder, so its API processes hand it their sends.
   */
  roles?: StackRole[];
  /**
   * Extra environment of every process, over the stack's HOST=127.0.0.1, PORT=0, LOG_LEVEL=warn and
   * SMS_FIXTURE; nothing is inherited. DATABASE_URL and SERVER_ROLE come from `databaseUrl` and `roles`.
   */
  env?: Record<string, string>;
  /** Fixture (accounts, keys, templates), written as JSON into the stack's folder; default the bundled demo. */
  fixture?: unknown;
  /** Folder for the fixture, the logs and the SQLite file, kept after stop(); default a temp folder, deleted. */
  dir?: string;
  /** Prefix of this stack's files in `dir` (`<name>.sqlite`, `<name>-api-1.log`); default `stack`. */
  name?: string;
  /** An existing database to use (restart tests): a SQLite path or a postgres:// URL. Default a fresh one. */
  databaseUrl?: string;
  /** PostgreSQL server to take a fresh database from; default one embedded server shared by this process. */
  postgres?: PostgresServer;
  /** Node flags of every process (e.g. the `start` script's heap settings, `--cpu-prof`). */
  nodeArgs?: string[];
  /** How long each process may take to print its banner; default 30 s (two shared cores, parallel starts). */
  startTimeoutMs?: number;
  /** How long stop() waits after SIGTERM before SIGKILL; default 10 s. */
  stopTimeoutMs?: number;
}

/** Server processes of several roles sharing one database. */
export interface Stack {
  /** The engine they share. */
  readonly engine: StackEngine;
  /** The database they share: a SQLite file path or a postgres:// URL (with its password: never log it). */
  readonly databaseUrl: string;
  /** The folder of the fixture, the logs and a SQLite file. */
  readonly dir: string;
  /** URL of the first api, all or scaled process; throws when the stack has none. */
  readonly url: string;
  /** URLs of every api, all and scaled process, in start order. */
  readonly apiUrls: string[];
  /** Every process started, in start order (including ones that have exited since). */
  readonly processes: StackProcess[];
  /** Starts one more process of a role on the same database, fixture and environment. */
  add(role: StackRole): Promise<StackProcess>;
  /** Stops every process (SIGTERM, in parallel), waits for them, deletes a temporary folder. */
  stop(): Promise<void>;
}

/** The built entry point; two levels up from both `src/testing` and `dist/testing`. */
const MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));
/** The built entry point of `pnpm start:scale` (the `scaled` role). */
const SCALE = fileURLToPath(new URL("../../dist/scale.js", import.meta.url));

let sharedPostgres: Promise<PostgresServer> | undefined;

/** The embedded PostgreSQL shared by every stack of this process, started on first use (its watchdog ends it). */
function defaultPostgres(): Promise<PostgresServer> {
  sharedPostgres ??= startPostgres().catch((error: unknown) => {
    sharedPostgres = undefined;
    throw error;
  });
  return sharedPostgres;
}

/** The database password as written in the URL and decoded: what to blank out of quoted output. */
function passwordOf(databaseUrl: string): string[] {
  try {
    const { password } = new URL(databaseUrl);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    // A SQLite path is no URL, and has no password.
    return [];
  }
}

/**
 * Starts real server processes (`node dist/main.js`, one per role) on one database: a fresh PostgreSQL
 * database, or one SQLite file in a temporary folder. Processes start in parallel; when one exits or prints
 * no banner in time, every process of the stack is killed and the error quotes its output. Children never
 * outlive the caller: they are killed when it exits, and by a watchdog when it is SIGKILLed.
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  if (!existsSync(MAIN))
    throw new Error(`${MAIN} is missing: build the server first (pnpm --filter @sms-api/server build)`);
  for (const variable of ["DATABASE_URL", "SERVER_ROLE"])
    if (options.env?.[variable] !== undefined)
      throw new Error(`startStack: set ${variable} with the databaseUrl or roles option, not in env`);
  const roles = options.roles ?? ["all"];
  const engine =
    options.engine ?? (/^postgres(ql)?:\/\//i.test(options.databaseUrl ?? "") ? "postgres" : "sqlite");
  const name = options.name ?? "stack";
  const ownsDir = options.dir === undefined;
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), "sms-stack-")));
  if (!ownsDir) await mkdir(dir, { recursive: true });
  const processes: StackProcess[] = [];
  const removeDir = () => (ownsDir ? rm(dir, { recursive: true, force: true }) : Promise.resolve());

  let databaseUrl: string;
  const env: Record<string, string> = { HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn" };
  try {
    if (options.databaseUrl !== undefined) databaseUrl = options.databaseUrl;
    else if (engine === "sqlite") databaseUrl = join(dir, `${name}.sqlite`);
    else databaseUrl = await (options.postgres ?? (await defaultPostgres())).createDatabase();
    env.DATABASE_URL = databaseUrl;
    if (options.fixture !== undefined) {
      env.SMS_FIXTURE = join(dir, `${name}-fixture.json`);
      await writeFile(env.SMS_FIXTURE, JSON.stringify(options.fixture));
    }
  } catch (error) {
    await removeDir();
    throw error;
  }
  // A writer listens in the stack's own folder, and every API process of the stack hands it its sends.
  if (roles.includes("writer")) env.SQLITE_WRITER_SOCKET = join(dir, `${name}-writer.sock`);
  Object.assign(env, options.env);

  const secrets = passwordOf(databaseUrl);
  let started = 0;
  const spawnRole = (role: StackRole) => {
    started += 1;
    return spawnStackProcess({
      role,
      main: role === "scaled" ? SCALE : MAIN,
      nodeArgs: options.nodeArgs ?? [],
      env,
      logFile: join(dir, `${name}-${role}-${started}.log`),
      startTimeoutMs: options.startTimeoutMs ?? 30_000,
      stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
      secrets,
    });
  };

  const results = await Promise.allSettled(roles.map(spawnRole));
  const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
  for (const r of results) if (r.status === "fulfilled") processes.push(r.value);
  if (failures.length > 0) {
    await Promise.all(processes.map((p) => p.stop()));
    await removeDir();
    throw new Error(
      `the stack (${engine}: ${roles.join(", ")}) did not start:\n${failures.map((e) => e.message).join("\n\n")}`,
    );
  }

  let stopping: Promise<void> | undefined;
  const apiUrls = () => processes.flatMap((p) => (p.url === undefined ? [] : [p.url]));
  return {
    engine,
    databaseUrl,
    dir,
    get url() {
      const first = apiUrls()[0];
      if (first === undefined) throw new Error("this stack has no api or all process, so no URL");
      return first;
    },
    get apiUrls() {
      return apiUrls();
    },
    processes,
    async add(role) {
      if (stopping) throw new Error("the stack is stopping");
      const added = await spawnRole(role);
      processes.push(added);
      // A stop() begun while this process started has not waited for it.
      if (stopping) {
        await added.stop();
        throw new Error("the stack was stopped while the process started");
      }
      return added;
    },
    stop() {
      stopping ??= (async () => {
        await Promise.all(processes.map((p) => p.stop()));
        await removeDir();
      })();
      return stopping;
    },
  };
}
