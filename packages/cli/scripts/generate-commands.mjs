/** Writes generated/<version>/commands.ts from the committed OpenAPI document. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { commandsPath, packageDir, renderCommands } from "./render-commands.mjs";

const target = commandsPath("v1");
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderCommands());
console.log(`wrote ${relative(packageDir, target)}`);
