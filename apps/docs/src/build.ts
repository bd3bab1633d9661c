#!/usr/bin/env node
// `build`: writes the whole static site into dist/ from the generated OpenAPI document and guides/.
import { buildSite } from "./build-site.js";
import { docsDistDir } from "./paths.js";

const files = buildSite();
console.log(`docs: wrote ${files.length} files to ${docsDistDir}`);
