import type { SmsClient } from "@sms-api/client";
import { Argument, Command } from "commander";
import type { GlobalOptions } from "./connection.js";
import { type CliIo, note, outputMode, printJson } from "./output.js";
import { CommandFailure } from "./usage-error.js";

/** How the test-mode simulator is made to produce an event (api-v1.md §7, the test numbers). */
export interface TriggerRecipe {
  /** The magic recipient whose simulated outcome produces the event. */
  to: string;
  /** Whether the message is cancelled while it waits (the number that stays queued). */
  cancel: boolean;
  /** The events the message produces, in order. */
  events: readonly string[];
}

const DELIVERED = ["sms.processing", "sms.submitted", "sms.sent", "sms.delivered"];

/** Every `sms.*` event the simulator can produce, and how; a test keeps it equal to the contract's events. */
export const TRIGGERS: Readonly<Record<string, TriggerRecipe>> = {
  "sms.processing": { to: "919000000001", cancel: false, events: DELIVERED },
  "sms.submitted": { to: "919000000001", cancel: false, events: DELIVERED },
  "sms.sent": { to: "919000000001", cancel: false, events: DELIVERED },
  "sms.delivered": { to: "919000000001", cancel: false, events: DELIVERED },
  "sms.undelivered": {
    to: "919000000002",
    cancel: false,
    events: ["sms.processing", "sms.submitted", "sms.undelivered"],
  },
  "sms.rejected": {
    to: "919000000003",
    cancel: false,
    events: ["sms.processing", "sms.submitted", "sms.rejected"],
  },
  "sms.failed": {
    to: "919000000004",
    cancel: false,
    events: ["sms.processing", "sms.submitted", "sms.failed"],
  },
  "sms.expired": {
    to: "919000000005",
    cancel: false,
    events: ["sms.processing", "sms.submitted", "sms.sent", "sms.expired"],
  },
  "sms.cancelled": { to: "919000000006", cancel: true, events: ["sms.cancelled"] },
};

interface TemplateSummary {
  template_id: string;
  status: string;
  category: string;
  variable_count: number;
  dlt: unknown;
}

/** The first template the account may send to an Indian test number: active, DLT-mapped, allowed category. */
async function pickTemplate(client: SmsClient, categories: readonly string[]): Promise<TemplateSummary> {
  const page = await client.templates.list({ limit: 100 });
  const usable = (page.data as TemplateSummary[]).find(
    (t) => t.status === "active" && t.dlt !== null && categories.includes(t.category),
  );
  if (usable === undefined)
    throw new CommandFailure(
      "No template to trigger with: the account needs an active template with a DLT mapping (pass --template-id).",
    );
  return usable;
}

/**
 * `sms-api trigger <event>`: sends a test-mode message to the number whose simulated outcome produces the
 * event (and cancels it, for `sms.cancelled`), then prints what it started. A live key is refused before
 * any request, and a key whose account answers in live mode is refused before any send.
 */
export function triggerCommand(io: CliIo, globals: () => GlobalOptions, client: () => SmsClient): Command {
  return new Command("trigger")
    .description("Make an sms.* event happen in test mode: sends a message to the simulator's number for it.")
    .addArgument(new Argument("<event>", "The event type to produce").choices(Object.keys(TRIGGERS)))
    .option("--template-id <id>", "Template to send with (default: the first active, DLT-mapped template)")
    .action(async (event: string, options: { templateId?: string }) => {
      const recipe = TRIGGERS[event] as TriggerRecipe;
      const refusal =
        "trigger makes test-mode events only, and the key in use is a live key: use an sk_test_ key.";
      if ((globals().apiKey ?? io.env.SMS_API_KEY ?? "").startsWith("sk_live_"))
        throw new CommandFailure(refusal);
      const api = client();
      const account = (await api.account.get()).data;
      if (account.mode !== "test") throw new CommandFailure(refusal);
      const template =
        options.templateId === undefined
          ? await pickTemplate(api, account.allowed_categories)
          : ((await api.templates.get(options.templateId)).data as TemplateSummary);
      const variables = Array.from({ length: template.variable_count }, (_, i) => String(i + 1));
      let sent = await api.sms.send({ to: recipe.to, template_id: template.template_id, variables });
      if (recipe.cancel) sent = await api.sms.cancel(sent.data.message_id);
      note(
        io,
        `Triggered ${event}: message ${sent.data.message_id} to ${recipe.to} (template ${template.template_id}); ` +
          `expect ${recipe.events.join(" → ")}.`,
      );
      printJson(io, outputMode(io, globals().json === true), sent);
    });
}
