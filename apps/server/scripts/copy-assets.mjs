// Copies the SQL migrations next to the compiled code, where the database module reads them.
import { cpSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const from = join(root, "src/data-access/migrations");
const to = join(root, "dist/data-access/migrations");
mkdirSync(to, { recursive: true });
for (const f of readdirSync(from)) if (f.endsWith(".sql")) cpSync(join(from, f), join(to, f));
