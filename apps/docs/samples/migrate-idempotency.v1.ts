// v1: the idempotency key travels in X-Idempotency-Key (Idempotency-Key is accepted as an alias).
/** Sends one message with a key, over raw HTTP; the answer's status. */
export async function sendOnce(baseUrl: string, apiKey: string, key: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/sms/send`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${apiKey}`,
      "content-type": "application/json",
      "x-idempotency-key": key,
    },
    body: JSON.stringify({ to: "919000000001", template_id: "tmpl_otp", variables: ["1", "10"] }),
  });
  return response.status;
}
