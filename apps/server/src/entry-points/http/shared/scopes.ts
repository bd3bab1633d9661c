import type { Scope } from "../../../domain/model.js";

/**
 * The scope each operation needs (null: any valid key). Every operation of the document must be
 * listed; the app refuses to start otherwise, so a new operation cannot be served unprotected.
 */
export const OPERATION_SCOPES: Readonly<Record<string, Scope | null>> = {
  Sms_send: "sms:send",
  Sms_cancel: "sms:send",
  Sms_get: "sms:read",
  Sms_list: "sms:read",
  // v2's message operations; the other v2 operations keep v1's operation ids, and their scopes.
  Messages_send: "sms:send",
  Messages_cancel: "sms:send",
  Messages_get: "sms:read",
  Messages_list: "sms:read",
  Templates_list: "sms:read",
  Templates_get: "sms:read",
  Events_list: "sms:read",
  Events_get: "sms:read",
  Events_stream: "sms:read",
  Accounts_get: null,
  Webhooks_create: "webhooks:manage",
  Webhooks_list: "webhooks:manage",
  Webhooks_get: "webhooks:manage",
  Webhooks_update: "webhooks:manage",
  Webhooks_delete: "webhooks:manage",
  Webhooks_rotateSecret: "webhooks:manage",
  Webhooks_test: "webhooks:manage",
  // The balance is what sends spend, so setting it needs the scope that spends it.
  TestHelpers_setBalance: "sms:send",
};

/** The rate-limit policy of an operation: `send` for sends, `default` otherwise. */
export function ratePolicy(operationId: string): "send" | "default" {
  return operationId === "Sms_send" || operationId === "Messages_send" ? "send" : "default";
}
