import type { DocumentMutation } from "./document-mutation.ts";
import { requestBodyMutations } from "./request-bodies.ts";

/** Every change class proven on a copy of the frozen baseline, location by location. */
export const documentMutations: DocumentMutation[] = [...requestBodyMutations];
