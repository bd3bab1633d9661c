// The npm `smpp` package ships no types: the part of its API this adapter uses.
declare module "smpp" {
  import type { EventEmitter } from "node:events";

  /** A decoded PDU: its header and every field and TLV by name (unknown TLVs by numeric tag). */
  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    // biome-ignore lint/suspicious/noExplicitAny: PDU fields are dynamic by command.
    [field: string]: any;
  }

  /** One SMPP connection. */
  export interface Session extends EventEmitter {
    send(pdu: Pdu, response?: (pdu: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    readonly socket: import("node:net").Socket;
    bind_transceiver(options: object, response?: (pdu: Pdu) => void): boolean;
    bind_transmitter(options: object, response?: (pdu: Pdu) => void): boolean;
    bind_receiver(options: object, response?: (pdu: Pdu) => void): boolean;
    submit_sm(options: object, response?: (pdu: Pdu) => void): boolean;
    deliver_sm(options: object, response?: (pdu: Pdu) => void): boolean;
    enquire_link(options?: object, response?: (pdu: Pdu) => void): boolean;
    unbind(options?: object, response?: (pdu: Pdu) => void): boolean;
  }

  /** Options of a client connection. */
  export interface ConnectOptions {
    url: string;
    auto_enquire_link_period?: number;
    /** Passed on to `tls.connect` for ssmpp:// (trusted CAs). */
    ca?: string[];
  }

  export function connect(options: ConnectOptions, listener?: () => void): Session;
  export function addTLV(name: string, options: { id: number; type: unknown }): void;
  export const types: { tlv: { cstring: unknown; string: unknown } };
  export class PDU implements Pdu {
    constructor(command: string, options?: object);
    command: string;
    command_status: number;
    sequence_number: number;
    // biome-ignore lint/suspicious/noExplicitAny: PDU fields are dynamic by command.
    [field: string]: any;
    response(options?: object): Pdu;
  }
}
