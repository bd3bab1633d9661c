import type { DocumentMutation } from "./document-mutation.ts";
import { mediaTypeMutations, securityMutations, statusMutations } from "./media-security-statuses.ts";
import { headerMutations, parameterMutations } from "./parameters-headers.ts";
import { requestBodyMutations } from "./request-bodies.ts";
import { documentLevelMutations, responseBodyMutations, webhookMutations } from "./responses-webhooks.ts";

/** Every change class proven on a copy of the frozen baseline, location by location. */
export const documentMutations: DocumentMutation[] = [
  ...requestBodyMutations,
  ...parameterMutations,
  ...headerMutations,
  ...mediaTypeMutations,
  ...securityMutations,
  ...statusMutations,
  ...responseBodyMutations,
  ...webhookMutations,
  ...documentLevelMutations,
];
