import type { ApiVersion } from "@sms-api/openapi";
import type { ContractClient, ContractRequestInit, ContractResponse } from "./contract-client.js";
import { type Contract, type DocumentedOperation, loadContract } from "./openapi-document.js";
import { type OperationRole, type VersionWire, versionWire } from "./version-wire.js";

/** Values of path parameters by name (`message_id`, `webhook_id`, …, the same names in every version). */
export type PathIds = Partial<Record<string, string>>;

/** A request to an operation named by its role. */
export interface RoleRequestInit extends ContractRequestInit {
  /** Path parameters. */
  ids?: PathIds;
  /** A query string without the `?`. */
  query?: string;
}

/** Sends a request to the operation of a role. */
export type RoleCall = (role: OperationRole, init?: RoleRequestInit) => Promise<ContractResponse>;

/** A version's document and wire form together: what a test needs to call any operation of it. */
export interface VersionApi extends VersionWire {
  /** The version's loaded document. */
  contract: Contract;
  /** The documented operation of a role. */
  operation(role: OperationRole): DocumentedOperation;
  /** The role of an operationId, or undefined for an operation no role names. */
  roleOf(operationId: string): OperationRole | undefined;
  /** The operation's path with its parameters filled (and `?query` when given). */
  path(role: OperationRole, ids?: PathIds, query?: string): string;
}

/** Fills a path template; throws on a parameter with no value (a new operation needs its id here). */
export function fillPath(template: string, ids: PathIds): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no id for path parameter ${name} of ${template}`);
    return encodeURIComponent(value);
  });
}

/** Loads `version`'s document and checks that every role names one of its operations. */
export function versionApi(version: ApiVersion): VersionApi {
  const wire = versionWire(version);
  const contract = loadContract(version);
  const byRole = new Map(
    Object.entries(wire.operations).map(([role, id]) => [role, contract.operation(id)] as const),
  );
  const roles = new Map(Object.entries(wire.operations).map(([role, id]) => [id, role as OperationRole]));
  const operation = (role: OperationRole) => byRole.get(role) as DocumentedOperation;
  return {
    ...wire,
    contract,
    operation,
    roleOf: (operationId) => roles.get(operationId),
    path: (role, ids = {}, query) =>
      `${fillPath(operation(role).pathTemplate, ids)}${query ? `?${query}` : ""}`,
  };
}

/** A caller of operations by role through `client`, with `defaults` (e.g. the key) under each request's own init. */
export function roleCaller(
  client: ContractClient,
  api: VersionApi,
  defaults: ContractRequestInit = {},
): RoleCall {
  return (role, init = {}) =>
    client.request(api.operation(role).method, api.path(role, init.ids, init.query), {
      ...defaults,
      ...init,
    });
}
