/** Exit code of a usage error: a bad flag, a missing argument, input the contract refuses before sending. */
export const EXIT_USAGE = 2;
/** Exit code of a failed call: an error answer, no answer, a refused operation. */
export const EXIT_FAILURE = 1;

/** A mistake in how the command was called; reported without any request sent, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The command ran and failed (the API refused, the network failed); exit code 1. */
export class CommandFailure extends Error {
  override name = "CommandFailure";
}
