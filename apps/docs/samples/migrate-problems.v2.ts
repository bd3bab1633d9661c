// v2: a refusal is a plain RFC 9457 problem: no "success"; the HTTP status already says it failed.
/** The `code` of a refused request, read from the raw HTTP answer. */
export async function refusalCode(baseUrl: string, apiKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v2/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ to: "+919000000001" }), // no template_id: refused
  });
  if (response.ok) throw new Error("not refused");
  const problem = (await response.json()) as { type: string; code: string; status: number };
  return `${problem.status} ${problem.code}`;
}
