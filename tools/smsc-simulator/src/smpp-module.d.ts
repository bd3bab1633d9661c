// The npm `smpp` package ships no types: the part of its API this simulator uses.
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer, Socket } from "node:net";

  /** A decoded PDU: its header and every field and TLV by name (unknown TLVs by numeric tag). */
  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    // biome-ignore lint/suspicious/noExplicitAny: PDU fields are dynamic by command.
    [field: string]: any;
    response(options?: object): Pdu;
  }

  /** One SMPP connection. */
  export interface Session extends EventEmitter {
    readonly socket: Socket;
    send(pdu: Pdu, response?: (pdu: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    deliver_sm(options: object, response?: (pdu: Pdu) => void): boolean;
    unbind(options?: object, response?: (pdu: Pdu) => void): boolean;
    pause(): void;
    resume(): void;
  }

  /** An SMPP server. */
  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function createServer(options: object, listener: (session: Session) => void): Server;
  export function connect(
    options: { url: string },
    listener?: () => void,
  ): Session & {
    [command: string]: unknown;
  };
  export function addTLV(name: string, options: { id: number; type: unknown }): void;
  export const types: { tlv: { cstring: unknown } };
  export const filters: { message: { decode(this: unknown, value: unknown, skipUdh?: boolean): unknown } };
}
