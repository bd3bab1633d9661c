import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { DEFAULT_BASE_URL, GROUPS, OPERATIONS } from "../generated/v1/commands.js";
import { runOperation } from "./call-operation.js";
import { connect, type GlobalOptions } from "./connection.js";
import { listenCommand } from "./listen-command.js";
import { operationCommand } from "./operation-command.js";
import type { OperationSpec } from "./operation-spec.js";
import { type CliIo, outputMode, printFailure } from "./output.js";
import { triggerCommand } from "./trigger-command.js";
import { EXIT_FAILURE, EXIT_USAGE, UsageError } from "./usage-error.js";

/** What the CLI is built from: the command table and its default base URL (the generated ones by default). */
export interface CliTable {
  /** One entry per operation. */
  operations: readonly OperationSpec[];
  /** Help line of each group (the tag's description). */
  groups: Readonly<Record<string, string>>;
  /** The base URL used when neither `--base-url` nor SMS_API_BASE_URL is set. */
  defaultBaseUrl: string | null;
}

const GENERATED: CliTable = { operations: OPERATIONS, groups: GROUPS, defaultBaseUrl: DEFAULT_BASE_URL };

function positiveInteger(word: string): number {
  const value = Number(word);
  if (!Number.isInteger(value) || value < 0) throw new InvalidArgumentError("Not a whole number.");
  return value;
}

/** The `sms-api` program: global options, one group per tag with one command per operation, and `trigger`. */
export function buildProgram(io: CliIo, table: CliTable = GENERATED): Command {
  const program = new Command("sms-api")
    .description(
      "The SMS API from the command line. Every operation of the contract is a command, grouped by tag.\n" +
        "Authenticate with SMS_API_KEY; point at a server with SMS_API_BASE_URL.",
    )
    .configureOutput({ writeOut: (text) => io.stdout(text), writeErr: (text) => io.stderr(text) })
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .addOption(
      new Option("--api-key <key>", "API key (prefer SMS_API_KEY: a flag lands in the shell history)"),
    )
    .addOption(
      new Option(
        "--base-url <url>",
        `API address without /v1 (SMS_API_BASE_URL; default ${table.defaultBaseUrl})`,
      ),
    )
    .option("--json", "Plain JSON on stdout even on a terminal")
    .addOption(
      new Option("--timeout <ms>", "Limit of one attempt (default 10000)").argParser(positiveInteger),
    )
    .addOption(
      new Option("--max-retries <n>", "Retries of a failed attempt (default 2)").argParser(positiveInteger),
    );

  const globals = () => program.opts<GlobalOptions>();
  const client = () => connect(io, globals(), table.defaultBaseUrl);
  const groups = new Map<string, Command>();
  for (const spec of table.operations) {
    let group = groups.get(spec.group);
    if (group === undefined) {
      group = program.command(spec.group).description(table.groups[spec.group] ?? "");
      groups.set(spec.group, group);
    }
    group.addCommand(
      operationCommand(spec, (operation, input) =>
        runOperation(io, outputMode(io, globals().json === true), client, operation, input),
      ),
    );
  }
  program.addCommand(triggerCommand(io, globals, client));
  const eventTypes = table.operations
    .find((o) => o.operationId === "Events_list")
    ?.queryParams.find((p) => p.name === "type")?.schema.enum as string[] | undefined;
  program.addCommand(listenCommand(io, globals, client, eventTypes ?? []));
  // Every command, created before or after this call, answers usage errors with exit code 2, not an exit.
  const configure = (command: Command) => {
    command.exitOverride().configureOutput({ writeOut: (t) => io.stdout(t), writeErr: (t) => io.stderr(t) });
    command.showHelpAfterError("(add --help for usage)");
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  return program;
}

/** Runs the CLI on `argv` (without the node and script words); resolves to the process exit code. */
export async function runCli(argv: readonly string[], io: CliIo, table?: CliTable): Promise<number> {
  const program = buildProgram(io, table);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n(add --help for usage)\n`);
      return EXIT_USAGE;
    }
    printFailure(io, outputMode(io, program.opts<GlobalOptions>().json === true), error);
    return EXIT_FAILURE;
  }
}
