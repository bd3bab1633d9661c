/**
 * Thrown inside a member that cannot share its group's transaction (it wants a lock another member holds, a
 * write whose answer it waits for, a read after its own writes, or a debit decided at once): it writes
 * nothing there and runs again in a transaction of its own once the group is over.
 */
export class RunAlone extends Error {
  constructor(reason: string) {
    super(`This transaction runs alone: ${reason}.`);
    this.name = "RunAlone";
  }
}
