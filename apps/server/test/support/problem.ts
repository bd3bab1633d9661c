import { expect } from "vitest";

/** Checks that a response is the documented problem for `status` and `code`; returns its body. */
export async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    success: false,
    status,
    code,
    type: `https://docs.sms-api.example/errors#${code}`,
    request_id: res.headers.get("x-request-id"),
  });
  expect(typeof body.title).toBe("string");
  expect(typeof body.detail).toBe("string");
  return body;
}

/** Checks that a response is v2's problem for `status` and `code` (plain RFC 9457, no `success` flag). */
export async function expectV2Problem(res: Response, status: number, code: string) {
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, body }).toMatchObject({ status });
  expect(body).toMatchObject({ status, code, request_id: res.headers.get("x-request-id") });
  expect(body).not.toHaveProperty("success");
  return body;
}
