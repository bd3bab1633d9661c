// Development loop: recompiles on change (tsc --watch) and restarts the server (node --watch).
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(root, "node_modules/.bin/tsc");
const first = spawnSync(tsc, ["-p", "tsconfig.json"], { cwd: root, stdio: "inherit" });
if (first.status !== 0) process.exit(first.status ?? 1);
spawnSync(process.execPath, ["scripts/copy-assets.mjs"], { cwd: root, stdio: "inherit" });

const children = [
  spawn(tsc, ["-p", "tsconfig.json", "--watch", "--preserveWatchOutput"], { cwd: root, stdio: "inherit" }),
  spawn(process.execPath, ["--watch", "dist/main.js"], { cwd: root, stdio: "inherit" }),
];
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    process.exit(0);
  });
}
