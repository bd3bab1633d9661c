// Before sending to India (+91), check that the template carries its complete DLT registration.
import type { SmsClient } from "@sms-api/client";

/** Throws with a clear message when `to` is an Indian number and the template's DLT mapping is incomplete. */
export async function assertDltReady(templates: SmsClient["templates"], template_id: string, to: string) {
  if (!to.startsWith("91")) return;
  const { data } = await templates.get(template_id);
  const missing = (["entity_id", "header", "dlt_template_id"] as const).filter((field) => !data.dlt?.[field]);
  if (missing.length > 0) {
    throw new Error(`Template ${template_id} cannot be sent to India: DLT ${missing.join(", ")} missing.`);
  }
}
