/** What the server logged at error level or above (pino's 50): a 5xx, or a worker step that failed. */
export function loggedErrors(output: string): string[] {
  const errors: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { stack?: string } };
      if ((entry.level ?? 0) >= 50) errors.push(entry.err?.stack ?? entry.msg ?? line);
    } catch {
      // Not a log line (a banner or a runtime warning): the fuzz judges only what the logger wrote.
    }
  }
  return errors;
}
