import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { US_RECIPIENT } from "../support/contract-fixture.js";
import type { DocumentedOperation } from "../support/openapi-document.js";

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

/** Fills a path template from the ids; throws on a parameter it does not know (a new operation needs a line here). */
export function fillPath(template: string, ids: Partial<ResourceIds>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = ids[name as keyof ResourceIds];
    if (value === undefined) throw new Error(`no id for path parameter ${name} of ${template}`);
    return encodeURIComponent(value);
  });
}

/** A valid request for any operation: its path filled from `ids`, and a valid body when it takes one. */
export function validRequest(op: DocumentedOperation, ids: ResourceIds, webhookUrl: string): ConcreteRequest {
  const bodies: Record<string, unknown> = {
    Sms_send: { to: US_RECIPIENT, template_id: "tmpl_plain" },
    Webhooks_create: { url: webhookUrl, events: ["*"], enabled: false },
    Webhooks_update: { description: "contract tests" },
    // The full key's opening test balance: the other cells keep theirs.
    TestHelpers_setBalance: { balance: 1_000_000 },
  };
  const path = fillPath(op.pathTemplate, ids);
  if (!op.requestBody) return { path };
  if (!(op.operationId in bodies)) throw new Error(`no valid body known for ${op.operationId}`);
  return { path, json: bodies[op.operationId] };
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
