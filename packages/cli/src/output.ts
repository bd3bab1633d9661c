import { styleText } from "node:util";
import { SmsApiError, SmsClientError } from "@sms-api/client";

/** Where the CLI writes, and whether its standard output is a terminal. */
export interface CliIo {
  /** Writes to standard output. */
  stdout(text: string): void;
  /** Writes to standard error. */
  stderr(text: string): void;
  /** Whether standard output is a terminal (pretty, coloured output). */
  stdoutIsTty: boolean;
  /** Whether standard error is a terminal (progress lines rewrite themselves). */
  stderrIsTty: boolean;
  /** The environment: SMS_API_KEY, SMS_API_BASE_URL, NO_COLOR. */
  env: Record<string, string | undefined>;
  /** Aborted on SIGINT or SIGTERM: long-running commands (`listen`) stop and exit 0. */
  signal?: AbortSignal;
}

/** How results are printed: pretty and coloured on a terminal, plain JSON otherwise. */
export interface OutputMode {
  /** Indented, coloured JSON. */
  pretty: boolean;
}

/** The output mode for `--json` and the terminal; NO_COLOR (no-color.org) keeps the layout, drops colour. */
export function outputMode(io: CliIo, json: boolean): OutputMode {
  return { pretty: !json && io.stdoutIsTty };
}

type Style = Parameters<typeof styleText>[0];

/** Colours text bound for a terminal (`tty`), unless NO_COLOR is set. */
function paint(io: CliIo, tty: boolean, style: Style, text: string): string {
  return !tty || io.env.NO_COLOR ? text : styleText(style, text, { validateStream: false });
}

/** JSON with keys, strings, numbers and literals coloured; the layout of `JSON.stringify(value, null, 2)`. */
function colourJson(io: CliIo, value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? "null";
  return text.replace(
    /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
    (match, string: string | undefined, colon: string | undefined, literal: string | undefined) => {
      if (string !== undefined)
        return colon ? paint(io, true, "cyan", string) + colon : paint(io, true, "green", string);
      if (literal !== undefined) return paint(io, true, "magenta", literal);
      return paint(io, true, "yellow", match);
    },
  );
}

/** Prints a result: coloured and indented on a terminal, one line of JSON when piped or with `--json`. */
export function printJson(io: CliIo, mode: OutputMode, value: unknown): void {
  io.stdout(`${mode.pretty ? colourJson(io, value) : JSON.stringify(value)}\n`);
}

/** A short line on stderr for the user, never mixed into the JSON on stdout. */
export function note(io: CliIo, text: string): void {
  io.stderr(`${text}\n`);
}

/** Prints a warning on stderr. */
export function warn(io: CliIo, text: string): void {
  io.stderr(`${paint(io, io.stderrIsTty, "yellow", "warning:")} ${text}\n`);
}

/**
 * Reports a failed call on stderr from its problem body: status, code, detail, field errors, the docs link
 * and the request id. With `--json` or piped output the problem body also goes to stdout, for scripts.
 */
export function printFailure(io: CliIo, mode: OutputMode, error: unknown): void {
  const label = paint(io, io.stderrIsTty, "red", "error:");
  if (error instanceof SmsApiError) {
    const lines = [`${label} ${error.status} ${error.code}: ${error.detail}`];
    for (const field of error.errors) lines.push(`  ${field.field}: ${field.code}: ${field.message}`);
    if (error.type !== undefined && error.type !== "about:blank") lines.push(`  docs: ${error.type}`);
    if (error.request_id !== undefined) lines.push(`  request: ${error.request_id}`);
    io.stderr(`${lines.join("\n")}\n`);
    if (!mode.pretty && error.body !== undefined) printJson(io, mode, error.body);
    return;
  }
  const message =
    error instanceof SmsClientError || error instanceof Error ? error.message : JSON.stringify(error);
  io.stderr(`${label} ${message}\n`);
}
