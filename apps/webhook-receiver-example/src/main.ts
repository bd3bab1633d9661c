import { createReceiverApp } from "./receiver-app.js";

// Configuration is read here only: WEBHOOK_SECRET (comma-separated while rotating), PORT, HOST.
const secrets = (process.env.WEBHOOK_SECRET ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
if (secrets.length === 0) {
  console.error("WEBHOOK_SECRET is required: the whsec_… secret returned when the endpoint was registered.");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const host = process.env.HOST ?? "127.0.0.1";

const app = createReceiverApp({
  secrets,
  onEvent(event, webhookId) {
    const data = event.data as Record<string, unknown>;
    console.log(
      JSON.stringify({
        webhook_id: webhookId,
        type: event.type,
        message_id: data.message_id,
        status: data.status,
        sequence: data.sequence,
      }),
    );
  },
});
const server = app.listen(port, host, () => {
  console.log(`Webhook receiver listening on http://${host}:${port}/webhooks`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
