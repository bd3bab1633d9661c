// v1: a refusal is an RFC 9457 problem that also carries "success": false.
/** The `code` of a refused request, read from the raw HTTP answer. */
export async function refusalCode(baseUrl: string, apiKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/sms/send`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ to: "919000000001" }), // no template_id: refused
  });
  const problem = (await response.json()) as { success: false; code: string; status: number };
  if (problem.success !== false) throw new Error("not a v1 problem");
  return `${problem.status} ${problem.code}`;
}
