import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  engines?: { node?: string };
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Package names imported (also `import type`) by the shipped sources: they must install with the server. */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(join(root, "src"))) {
    for (const [, spec] of readFileSync(file, "utf8").matchAll(/\bfrom\s+"([^".][^"]*)"/g)) {
      if (!spec || spec.startsWith("node:")) continue;
      const parts = spec.split("/");
      names.add(spec.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string));
    }
  }
  return names;
}

describe("package.json", () => {
  it("lists every package the sources import under dependencies, not devDependencies", () => {
    const imported = [...importedPackages()].sort();
    expect(imported).toContain("@sms-api/client");
    expect(imported.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it("declares the Node version node:sqlite needs", () => {
    expect(manifest.engines?.node).toBe(">=24");
  });
});
