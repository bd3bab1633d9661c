/** The exact text of one version's published document, in both formats. */
export interface DocumentText {
  /** `openapi.json`, as `pnpm generate` writes it. */
  json: string;
  /** `openapi.yaml`, as `pnpm generate` writes it (starts with the do-not-edit note). */
  yaml: string;
}

/** Options of {@link buildDocuments}. */
export interface BuildDocumentsOptions {
  /** The spec folder to compile (default: the repo's `spec/`); it must resolve the spec's `node_modules`. */
  specDir?: string;
}

/** The repo's spec folder. */
export declare const specDir: string;

/** Where the published documents live. */
export declare const generatedDir: string;

/** Compiles a spec folder and resolves to each version's document text, e.g. `{ v1: { json, yaml } }`. */
export declare function buildDocuments(
  options?: BuildDocumentsOptions,
): Promise<Record<string, DocumentText>>;
