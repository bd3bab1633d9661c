import type { OperationSpec } from "../src/operation-spec.ts";

/** Folder of this package. */
export const packageDir: string;
/** Where the committed command table of a version lives. */
export function commandsPath(version?: string): string;
/** The committed OpenAPI document of a version. */
export function readDocument(version?: string): Record<string, unknown>;
/** One command entry per operation of `document`, sorted by group and name. */
export function operationSpecs(document: unknown): OperationSpec[];
/** The full text of the command table module, header included. */
export function renderCommands(document?: unknown, version?: string): string;
/** The description of each tag that names a command group, by group name. */
export function groupDescriptions(document: unknown): Record<string, string>;
