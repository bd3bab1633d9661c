import type { Json } from "../../src/json.ts";
import { type DocumentMutation, operation, remove } from "./document-mutation.ts";

const SEND = "POST /v1/sms/send";
const ACCOUNT = "GET /v1/account";

/** The send operation also accepts a form body (the baseline accepts JSON only). */
function acceptForm(d: Json): void {
  const content = operation(d, "post", "/v1/sms/send").requestBody.content;
  content["application/x-www-form-urlencoded"] = structuredClone(content["application/json"]);
}

/** The account also answers in XML (the baseline answers JSON only). */
function answerXml(d: Json): void {
  const content = operation(d, "get", "/v1/account").responses["200"].content;
  content["application/xml"] = structuredClone(content["application/json"]);
}

/** Media types of request bodies and responses. */
export const mediaTypeMutations: DocumentMutation[] = [
  {
    class: "media-type.request-removed",
    name: "a request media type removed",
    verdict: "breaking",
    prepare: acceptForm,
    change: (d) => {
      remove(operation(d, "post", "/v1/sms/send").requestBody.content, "application/x-www-form-urlencoded");
    },
    expect: {
      rule: "media-type-removed",
      where: SEND,
      mentions:
        "Request media type `application/x-www-form-urlencoded` is no longer accepted: the server answers `415`",
    },
  },
  {
    class: "media-type.request-added",
    name: "a request media type added",
    verdict: "additive",
    change: acceptForm,
  },
  {
    class: "media-type.response-removed",
    name: "a response media type removed",
    verdict: "breaking",
    prepare: answerXml,
    change: (d) => {
      remove(operation(d, "get", "/v1/account").responses["200"].content, "application/xml");
    },
    expect: {
      rule: "media-type-removed",
      where: ACCOUNT,
      mentions: "Response `200` no longer sends `application/xml`",
    },
  },
  {
    class: "media-type.response-added",
    name: "a response media type added",
    verdict: "additive",
    change: answerXml,
  },
];

/** A second scheme, an API key in a header. */
const API_KEY = { type: "apiKey", in: "header", name: "X-Api-Key" };

/** Security schemes and the requirements (and scopes) of operations. */
export const securityMutations: DocumentMutation[] = [
  {
    class: "security.scheme-removed",
    name: "an accepted security scheme removed",
    verdict: "breaking",
    prepare: (d) => {
      d.components.securitySchemes.ApiKeyAuth = API_KEY;
      d.security = [{ BearerAuth: [] }, { ApiKeyAuth: [] }];
    },
    change: (d) => {
      remove(d.components.securitySchemes, "ApiKeyAuth");
      d.security = [{ BearerAuth: [] }];
    },
    expect: {
      rule: "security-scheme-changed",
      where: "component securitySchemes/ApiKeyAuth",
      mentions: "Security scheme `ApiKeyAuth` was removed",
      // The requirement naming it goes too (security-requirement-changed).
      entries: 2,
    },
  },
  {
    class: "security.scheme-changed",
    name: "a security scheme's type changed",
    verdict: "breaking",
    change: (d) => {
      d.components.securitySchemes.BearerAuth = API_KEY;
    },
    expect: {
      rule: "security-scheme-changed",
      where: "component securitySchemes/BearerAuth",
      mentions: "`type` of security scheme `BearerAuth` changed from 'http' to 'apiKey'",
    },
  },
  {
    class: "security.scheme-added",
    name: "a second, alternative security scheme added",
    verdict: "additive",
    change: (d) => {
      d.components.securitySchemes.ApiKeyAuth = API_KEY;
      d.security = [{ BearerAuth: [] }, { ApiKeyAuth: [] }];
    },
  },
  {
    class: "security.scope-added",
    name: "a scope required by an operation",
    verdict: "breaking",
    prepare: (d) => {
      operation(d, "get", "/v1/account").security = [{ BearerAuth: [] }];
    },
    change: (d) => {
      operation(d, "get", "/v1/account").security = [{ BearerAuth: ["account:read"] }];
    },
    expect: {
      rule: "security-requirement-changed",
      where: ACCOUNT,
      mentions: "requires new scopes: 'account:read'",
    },
  },
  {
    class: "security.scope-removed",
    name: "a scope no longer required by an operation",
    verdict: "additive",
    prepare: (d) => {
      operation(d, "get", "/v1/account").security = [{ BearerAuth: ["account:read"] }];
    },
    change: (d) => {
      operation(d, "get", "/v1/account").security = [{ BearerAuth: [] }];
    },
  },
  {
    class: "security.auth-added",
    name: "authentication required by a public operation",
    verdict: "breaking",
    prepare: (d) => {
      operation(d, "get", "/v1/account").security = [];
    },
    change: (d) => {
      operation(d, "get", "/v1/account").security = [{ BearerAuth: [] }];
    },
    expect: {
      rule: "security-requirement-changed",
      where: ACCOUNT,
      mentions: "Authentication became required",
    },
  },
];

/** Status codes of operations: success and error. */
export const statusMutations: DocumentMutation[] = [
  {
    class: "status.success-added",
    name: "a second success status beside the first",
    verdict: "breaking",
    change: (d) => {
      const responses = operation(d, "post", "/v1/sms/send").responses;
      responses["200"] = structuredClone(responses["202"]);
    },
    expect: {
      rule: "success-status-added",
      where: SEND,
      mentions: "Success response `200` was added beside `202`",
    },
  },
  {
    class: "status.error-removed",
    name: "an error status removed",
    verdict: "breaking",
    change: (d) => {
      remove(operation(d, "get", "/v1/sms/{message_id}").responses, "404");
    },
    expect: {
      rule: "response-removed",
      where: "GET /v1/sms/{message_id}",
      mentions: "Response `404` was removed",
    },
  },
  {
    class: "status.error-added",
    name: "an error status added",
    verdict: "additive",
    change: (d) => {
      const responses = operation(d, "get", "/v1/account").responses;
      responses["404"] = structuredClone(operation(d, "get", "/v1/sms/{message_id}").responses["404"]);
    },
  },
];
