import type { MessageRecord } from "../domain/model.js";
import type { CarrierGateway } from "../domain/ports.js";

/** Test-mode messages go to one carrier (always the simulator), live-mode messages to the other. */
export class ModeRoutedGateway implements CarrierGateway {
  constructor(private readonly gateways: { test: CarrierGateway; live: CarrierGateway }) {}

  /** Hands a new message to its mode's carrier. */
  submit(message: MessageRecord): void {
    this.gateways[message.mode].submit(message);
  }

  /** Resumes a message on its mode's carrier. */
  resume(message: MessageRecord): void {
    this.gateways[message.mode].resume(message);
  }

  /** True while either carrier still has work of the message. */
  tracks(messageId: string): boolean {
    return this.gateways.test.tracks(messageId) || this.gateways.live.tracks(messageId);
  }

  /** Stops both carriers. */
  async stop(): Promise<void> {
    await Promise.all([this.gateways.test.stop(), this.gateways.live.stop()]);
  }
}
