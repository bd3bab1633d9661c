// v2: Idempotency-Key only. X-Idempotency-Key is refused (400 invalid_idempotency_key), never ignored.
/** Sends one message with a key, over raw HTTP; the answer's status. */
export async function sendOnce(baseUrl: string, apiKey: string, key: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v2/messages`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${apiKey}`,
      "content-type": "application/json",
      "idempotency-key": key,
    },
    body: JSON.stringify({ to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "10"] }),
  });
  return response.status;
}
