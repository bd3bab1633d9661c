export { type ErrorEntry, errorCatalogue } from "./error-catalogue.js";
export { GUIDES, type Guide } from "./guides.js";
export { docsDistDir } from "./paths.js";
export {
  createStaticServer,
  type RunningStaticServer,
  type ServeStaticOptions,
  serveStatic,
} from "./static-server.js";
