// Copies every engine's SQL migrations next to the compiled code, where the storage adapters read them.
import { cpSync, globSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
for (const file of globSync("src/**/migrations/*.sql", { cwd: root })) {
  const to = join(root, "dist", file.slice("src/".length));
  mkdirSync(dirname(to), { recursive: true });
  cpSync(join(root, file), to);
}
