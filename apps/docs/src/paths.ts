import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The `apps/docs` folder (this file compiles to `lib/`, one level below it). */
export const packageDir = fileURLToPath(new URL("../", import.meta.url));

/** Absolute path of the built static site (`apps/docs/dist/`); serve it as is, e.g. at `/docs`. */
export const docsDistDir = join(packageDir, "dist");

/** Hand-written guides (markdown), rendered at build time. */
export const guidesDir = join(packageDir, "guides");

/** Code samples the guides include; the tests type-check and run the same files. */
export const samplesDir = join(packageDir, "samples");

/** Static assets copied into the site as they are. */
export const assetsDir = join(packageDir, "assets");

/** The `@sms-api/client` sample of each operation (`<operationId>.ts`), shown on the reference page. */
export const referenceSamplesDir = join(packageDir, "reference-samples");
