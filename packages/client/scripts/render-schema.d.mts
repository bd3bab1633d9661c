/** The API versions whose types this package generates. */
export declare const SCHEMA_VERSIONS: readonly string[];
/** Folder of this package. */
export declare const packageDir: string;
/** Where the committed types of a version live. */
export declare function schemaPath(version?: string): string;
/** The OpenAPI document the types are generated from. */
export declare function documentPath(version?: string): string;
/** The full text of the types file, header included; `document` defaults to the committed one. */
export declare function renderSchema(version?: string, document?: unknown): Promise<string>;
