// The server's import rule (issue 15; ../../shared/design/server-architecture.md), checked by `pnpm lint`:
// the domain owns its ports and imports nothing outside itself; adapters and entry points import the domain
// and their own folder; API versions never import each other; only main/ (the composition roots) and the
// process entry points pick adapters.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-imports-only-domain",
      comment:
        "domain/ imports nothing outside itself: no adapter, entry point, config, Express, driver or wire type.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: {
        // Small pure libraries are the domain's own tools: ids and phone-number rules.
        pathNot: ["^src/domain/", "node_modules/(\\.pnpm/)?(ulid|libphonenumber-js)[@/]"],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "domain-no-frameworks",
      comment:
        "The domain may use small pure libraries (ulid, libphonenumber-js), never a framework, driver or the generated wire types.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "node_modules/(express|pg|pino|@sms-api|better-sqlite3)/" },
    },
    {
      name: "domain-no-sqlite",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^node:sqlite$|^sqlite$" },
    },
    {
      name: "adapters-import-domain-and-own-folder",
      comment:
        "An adapter (data-access/<engine>, carrier/<kind>) imports the domain and its own folder only.",
      severity: "error",
      from: { path: "^src/(data-access|carrier)/([^/]+)/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/$1/$2/"] },
    },
    {
      name: "entry-points-import-domain-and-own-folder",
      comment:
        "http/ and worker/ import the domain, the wire renderings and their own folder: never an adapter, config or each other.",
      severity: "error",
      from: { path: "^src/entry-points/([^/]+)/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/wire/", "^src/entry-points/$1/"] },
    },
    {
      name: "wire-imports-domain-only",
      comment:
        "wire/ renders the domain's records in each API version's form: it imports the domain and itself only.",
      severity: "error",
      from: { path: "^src/wire/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/wire/"] },
    },
    {
      name: "wire-versions-independent",
      comment:
        "One version's rendering never imports another's (wire/*.ts at the root may pick between them).",
      severity: "error",
      from: { path: "^src/wire/(v[0-9]+)/" },
      to: { path: "^src/wire/v[0-9]+/", pathNot: "^src/wire/$1/" },
    },
    {
      name: "api-versions-independent",
      comment: "An API version's routes never import another version's.",
      severity: "error",
      from: { path: "^src/entry-points/http/(v[0-9]+)/" },
      to: { path: "^src/entry-points/http/v[0-9]+/", pathNot: "^src/entry-points/http/$1/" },
    },
    {
      name: "config-imports-domain-only",
      severity: "error",
      from: { path: "^src/config/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/config/", "^src/carrier/simulator/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
