/** What the simulated SMSC does with a submit_sm, by destination number (the API's test-mode magic numbers). */
export type Plan =
  /** Answer OK, then send receipts: each state after its delay. */
  | { kind: "accept"; receipts: { stat: ReceiptStat; delayMs: number }[] }
  /** Answer with this command_status (no receipt). */
  | { kind: "refuse"; commandStatus: number };

/** The receipt states the simulator sends. */
export type ReceiptStat =
  | "DELIVRD"
  | "UNDELIV"
  | "REJECTD"
  | "EXPIRED"
  | "ENROUTE"
  | "ACCEPTD"
  | "DELETED"
  | "UNKNOWN";

/** message_state values of each receipt state (SMPP 3.4 §5.2.28). */
export const MESSAGE_STATE: Record<ReceiptStat, number> = {
  ENROUTE: 1,
  DELIVRD: 2,
  EXPIRED: 3,
  DELETED: 4,
  UNDELIV: 5,
  ACCEPTD: 6,
  UNKNOWN: 7,
  REJECTD: 8,
};

/** ESME_RSUBMITFAIL: submit_sm failed. */
export const ESME_RSUBMITFAIL = 0x45;
/** ESME_RINVDSTADR: invalid destination address. */
export const ESME_RINVDSTADR = 0x0b;

/**
 * The plan for a destination: `919000000001` delivered at once, `…002` undeliverable, `…003` rejected by
 * the network, `…004` refused at submission (ESME_RSUBMITFAIL), `…005` expired, `…006` en route and held
 * for `holdMs` before delivery, `…007` refused as an invalid destination (ESME_RINVDSTADR); any other
 * number is accepted, en route, and delivered after `delayMs`.
 */
export function planFor(destination: string, timing: { delayMs: number; holdMs: number }): Plan {
  const { delayMs, holdMs } = timing;
  switch (destination) {
    case "919000000001":
      return { kind: "accept", receipts: [{ stat: "DELIVRD", delayMs: 0 }] };
    case "919000000002":
      return { kind: "accept", receipts: [{ stat: "UNDELIV", delayMs }] };
    case "919000000003":
      return { kind: "accept", receipts: [{ stat: "REJECTD", delayMs }] };
    case "919000000004":
      return { kind: "refuse", commandStatus: ESME_RSUBMITFAIL };
    case "919000000005":
      return { kind: "accept", receipts: [{ stat: "EXPIRED", delayMs }] };
    case "919000000006":
      return {
        kind: "accept",
        receipts: [
          { stat: "ENROUTE", delayMs: 0 },
          { stat: "DELIVRD", delayMs: holdMs },
        ],
      };
    case "919000000007":
      return { kind: "refuse", commandStatus: ESME_RINVDSTADR };
    default:
      return {
        kind: "accept",
        receipts: [
          { stat: "ENROUTE", delayMs: 0 },
          { stat: "DELIVRD", delayMs },
        ],
      };
  }
}
