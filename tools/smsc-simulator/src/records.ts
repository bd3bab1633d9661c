import type { ReceiptStat } from "./outcomes.ts";

// What the simulator records and how it behaves, as its control API serves them.

/** A submit_sm as the SMSC received it, with its answer. */
export interface RecordedSubmit {
  /** Which connection (1-based, in order of connection) it came on. */
  connection: number;
  /** source_addr, source_addr_ton, source_addr_npi. */
  source: { addr: string; ton: number; npi: number };
  /** destination_addr, dest_addr_ton, dest_addr_npi. */
  destination: { addr: string; ton: number; npi: number };
  /** esm_class. */
  esmClass: number;
  /** data_coding. */
  dataCoding: number;
  /** registered_delivery. */
  registeredDelivery: number;
  /** The user data header, hex, or null. */
  udh: string | null;
  /** The body octets (after the UDH), hex. */
  body: string;
  /** The body decoded by its data_coding (0: GSM 03.38 unpacked septets, 8: UCS-2). */
  text: string;
  /** Vendor TLVs by tag (`0x1400`), as text without the terminating NUL. */
  tlvs: Record<string, string>;
  /** command_status of the answer; -1 when it was never answered (`holdAnswers`). */
  commandStatus: number;
  /** The message_id answered (empty when refused). */
  messageId: string;
}

/** A bind attempt, or an unbind. */
export interface RecordedBind {
  /** bind_transceiver, bind_transmitter, bind_receiver, or unbind. */
  command: string;
  /** system_id given. */
  systemId: string;
  /** True when the bind was accepted. */
  accepted: boolean;
}

/** A receipt the SMSC sent. */
export interface RecordedReceipt {
  /** The part's message_id. */
  messageId: string;
  /** Receipt state. */
  stat: ReceiptStat;
  /** command_status of the ESME's deliver_sm_resp. */
  answer: number;
}

/** Behaviour that tests and users change at run time (the control API's `POST /behaviour`). */
export interface Behaviour {
  /** Refuse every bind (ESME_RBINDFAIL). */
  refuseBinds: boolean;
  /** Answer the next N submit_sm with ESME_RTHROTTLED. */
  throttleNext: number;
  /** After answering N more submit_sm, drop the connection (null: never). */
  dropAfter: number | null;
  /** Delay of final receipts for ordinary numbers. */
  receiptDelayMs: number;
  /** How long `919000000006` is held before its final receipt. */
  holdMs: number;
  /** How receipts carry their result: the `stat:` text, the TLVs, or both. */
  receiptStyle: "text" | "tlv" | "both";
  /** Never answer submit_sm (recorded with command status -1): an SMSC that takes a part and goes silent. */
  holdAnswers: boolean;
  /** Concatenated parts with this sequence number (UDH) end UNDELIV whatever the number (null: none). */
  undeliverPart: number | null;
}
