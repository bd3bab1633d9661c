/** The parts of an OpenAPI 3.1 document this tool reads and rewrites; everything else passes through. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  [key: string]: unknown;
}

/** An OpenAPI path item: operations keyed by HTTP method, plus shared fields. */
export type PathItem = Record<string, unknown>;

/** HTTP methods that hold operations in a path item. */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
