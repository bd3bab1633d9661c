import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GUIDES } from "../src/guides.js";
import { listOperations, type OpenApiDocument } from "../src/openapi-walk.js";
import { guidesDir } from "../src/paths.js";

/**
 * Every caption the guides must show, worked out from their markers (not from the code that renders
 * them): a sample's file name, and an example's `METHOD /path → status (example "name")`.
 */
export function expectedCaptions(doc: OpenApiDocument): string[] {
  const operations = listOperations(doc);
  return GUIDES.flatMap((guide) => {
    const markdown = readFileSync(join(guidesDir, `${guide.slug}.md`), "utf8");
    return [...markdown.matchAll(/^<!--\s*(sample|example|webhook-example):\s*(.+?)\s*-->$/gm)].map((m) => {
      const [kind, args = ""] = [m[1], m[2]];
      if (kind === "sample") return args;
      if (kind === "webhook-example") return `webhook ${args}: request body`;
      const [operationId, status, name] = args.split(/\s+/);
      const op = operations.find((o) => o.operationId === operationId);
      return `${op?.method} ${op?.path} → ${status} (example "${name}")`;
    });
  });
}
