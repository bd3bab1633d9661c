/** One hand-written guide: `guides/<slug>.md`, published at `<site>/<slug>/`. */
export interface Guide {
  slug: string;
  title: string;
}

/** Every guide, in reading order (the site's navigation follows it). */
export const GUIDES: readonly Guide[] = [
  { slug: "quick-start", title: "Quick start" },
  { slug: "authentication", title: "Authentication and API keys" },
  { slug: "idempotency", title: "Idempotency and retries" },
  { slug: "webhooks", title: "Webhooks" },
  { slug: "errors", title: "Errors" },
  { slug: "test-mode", title: "Test mode and magic numbers" },
  { slug: "limits", title: "Limits, encoding and segments" },
  { slug: "india-dlt", title: "India DLT" },
  { slug: "cli", title: "The sms-api command line" },
  { slug: "versioning", title: "Versioning and changelog" },
  { slug: "migrate-v1-to-v2", title: "Moving from v1 to v2" },
  { slug: "running-at-scale", title: "Running at scale" },
  { slug: "connecting-a-carrier", title: "Connecting a carrier" },
];
