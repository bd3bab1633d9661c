// Reading single environment values: each bad value is a ConfigError naming its variable.

/** A bad environment value; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = "ConfigError";
  }
}

/** An integer variable from `min` to `max`, or `fallback` when unset or empty. */
export function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

/** `true` or `false`, or `fallback` when unset or empty. */
export function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true") return true;
  if (raw === "false") return false;
  throw new ConfigError(name, `must be "true" or "false", got "${raw}"`);
}

/** A text variable of at most `max` characters matching `pattern` (described as `what`), or `fallback`. */
export function text(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  max: number,
  pattern: RegExp,
  what: string,
): string {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw.length > max || !pattern.test(raw))
    throw new ConfigError(name, `must be ${what} of at most ${max} characters, got "${raw}"`);
  return raw;
}
