export type { WebhookEvent } from "../schema.js";
export { type SignedWebhook, type SignWebhookInput, signWebhook } from "./sign-webhook.js";
export { type VerifyWebhookOptions, verifyWebhook, type WebhookHeaders } from "./verify-webhook.js";
export { WebhookVerificationError, type WebhookVerificationReason } from "./webhook-verification-error.js";
