// Copies every engine's SQL migrations next to the compiled code, where the storage adapters read them.
import { cpSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
for (const file of readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })) {
  if (!/(^|\/)migrations\/[^/]+\.sql$/.test(file)) continue;
  const to = join(root, "dist", file);
  mkdirSync(dirname(to), { recursive: true });
  cpSync(join(root, "src", file), to);
}
