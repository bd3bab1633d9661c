import { spawn } from "node:child_process";

/**
 * Another process takes the file's write lock (BEGIN IMMEDIATE) and holds it for `holdMs`; resolves once it
 * holds it. A child process, since a connection in this process that waits for the lock blocks the event loop.
 * `setup` runs on that connection first (say, to create a table in the file's current journal mode).
 */
export function holdSqliteLock(path: string, holdMs: number, setup = ""): Promise<void> {
  const script = `const { DatabaseSync } = require("node:sqlite"); const db = new DatabaseSync(${JSON.stringify(path)});
    db.exec(${JSON.stringify(setup)}); db.exec("BEGIN IMMEDIATE"); process.stdout.write("locked\\n");
    setTimeout(() => db.exec("COMMIT"), ${holdMs});`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", () => resolve());
    child.on("exit", (code) => reject(new Error(`the lock holder exited (${code}) before locking`)));
  });
}
