/**
 * Thrown inside a member that cannot share its group's transaction (it wants a lock another member or
 * transaction holds, a write whose answer it waits for, a row lock, a read after its own writes, or a debit
 * decided at once): it writes nothing there and runs again in a transaction of its own once the group is over
 * (unless the group's outcome is unknown: then it fails as every member does).
 */
export class RunAlone extends Error {
  constructor(reason: string) {
    super(`This transaction runs alone: ${reason}.`);
    this.name = "RunAlone";
  }
}
