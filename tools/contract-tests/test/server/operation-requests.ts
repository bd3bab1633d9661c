import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { US_RECIPIENT } from "../support/contract-fixture.js";
import type { DocumentedOperation } from "../support/openapi-document.js";
import { fillPath, type VersionApi } from "../support/version-api.js";
import type { OperationRole } from "../support/version-wire.js";

/** Identifiers of existing resources, used to fill path templates. */
export interface ResourceIds {
  message_id: string;
  event_id: string;
  template_id: string;
  webhook_id: string;
}

/** A concrete request for an operation. */
export interface ConcreteRequest {
  /** Path with every `{param}` filled. */
  path: string;
  /** A schema-valid JSON body, for operations that take one. */
  json?: unknown;
}

/** A valid request for any operation: its path filled from `ids`, and a valid body when it takes one. */
export function validRequest(
  api: VersionApi,
  op: DocumentedOperation,
  ids: ResourceIds,
  webhookUrl: string,
): ConcreteRequest {
  const bodies: Partial<Record<OperationRole, unknown>> = {
    sendMessage: { to: api.recipient(US_RECIPIENT), template_id: "tmpl_plain" },
    createWebhook: { url: webhookUrl, events: ["*"], enabled: false },
    updateWebhook: { description: "contract tests" },
    // The full key's opening test balance: the other cells keep theirs.
    setTestBalance: { balance: 1_000_000 },
  };
  const path = fillPath(op.pathTemplate, { ...ids });
  if (!op.requestBody) return { path };
  const role = api.roleOf(op.operationId);
  if (role === undefined || !(role in bodies)) throw new Error(`no valid body known for ${op.operationId}`);
  return { path, json: bodies[role] };
}

/** A real HTTP receiver on 127.0.0.1 that answers every webhook delivery with 204. */
export interface WebhookSink {
  /** URL to register (plain http on loopback: the server runs with insecure webhooks allowed). */
  url: string;
  /** Number of deliveries received. */
  received(): number;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Starts the receiver on a free port. */
export async function startWebhookSink(): Promise<WebhookSink> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      count++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sms`,
    received: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
