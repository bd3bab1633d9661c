import type { MessageRecord, Template } from "../../domain/model.js";
import type { WirePart } from "./wire-encoding.js";

/** Type of number and numbering plan of an address. */
export interface Addressing {
  /** source_addr_ton / dest_addr_ton. */
  ton: number;
  /** source_addr_npi / dest_addr_npi. */
  npi: number;
}

/** Where the DLT values go: the TLV tags an operator reads them from. */
export interface DltTags {
  /** Tag of the principal entity id (default 0x1400). */
  entityId: number;
  /** Tag of the content template id (default 0x1401). */
  templateId: number;
}

/** Default DLT TLV tags, the ones most Indian operators use. */
export const DEFAULT_DLT_TAGS: DltTags = { entityId: 0x1400, templateId: 0x1401 };

/** India's country calling code: DLT values are sent only to +91 numbers. */
const INDIA_PREFIX = "91";

/**
 * TON/NPI of a sender: an alphanumeric header is TON 5 (alphanumeric) NPI 0; a number longer than 8 digits
 * is international (TON 1, NPI 1, E.164); a shorter number is a short code (TON 3 network-specific, NPI 0).
 */
export function sourceAddressing(source: string): Addressing {
  if (!/^\d+$/.test(source)) return { ton: 5, npi: 0 };
  if (source.length > 8) return { ton: 1, npi: 1 };
  return { ton: 3, npi: 0 };
}

/** What a submit_sm needs beyond the message: the template (for its sender header and DLT ids) and defaults. */
export interface SubmitContext {
  /** The message's template, or undefined when it is gone. */
  template: Template | undefined;
  /** Sender when the template has no DLT header. */
  defaultSource: string;
  /** DLT TLV tags. */
  dltTags: DltTags;
}

/** The fields of one part's submit_sm, named as the `smpp` package names them (TLVs by their registered names). */
export function submitFields(
  message: MessageRecord,
  part: WirePart,
  ctx: SubmitContext,
): Record<string, unknown> {
  const source = ctx.template?.dlt?.header || ctx.defaultSource;
  const src = sourceAddressing(source);
  const fields: Record<string, unknown> = {
    service_type: "",
    source_addr_ton: src.ton,
    source_addr_npi: src.npi,
    source_addr: source,
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    destination_addr: message.to,
    esm_class: part.esmClass,
    registered_delivery: 0x01,
    data_coding: part.dataCoding,
    short_message: part.shortMessage,
  };
  return { ...fields, ...dltFields(message, ctx) };
}

/** The DLT TLVs of an India message whose template has them (by their registered names); else none. */
export function dltFields(message: Pick<MessageRecord, "to">, ctx: SubmitContext): Record<string, string> {
  const dlt = ctx.template?.dlt;
  if (!dlt || !message.to.startsWith(INDIA_PREFIX)) return {};
  const out: Record<string, string> = {};
  if (dlt.entity_id) out[DLT_TLV_NAMES.entityId] = dlt.entity_id;
  if (dlt.dlt_template_id) out[DLT_TLV_NAMES.templateId] = dlt.dlt_template_id;
  return out;
}

/** Names the DLT TLVs are registered under in the `smpp` package. */
export const DLT_TLV_NAMES = { entityId: "dlt_pe_id", templateId: "dlt_template_id" } as const;
