import type { Contract } from "./openapi-document.js";

/** Which documented (operation × status) cells the responses seen so far have hit. */
export interface CoverageMatrix {
  /** Records one response; statuses the operation does not document are not cells and are ignored. */
  record(operationId: string, status: number): void;
  /** Number of responses seen for a cell. */
  hits(operationId: string, status: number): number;
  /** Every documented cell not hit yet, as `Operation status`. */
  missing(): string[];
  /** Number of documented cells. */
  size(): number;
  /** A plain-text table: one row per operation, one column per status; `hit`, `–` (documented, not hit) or blank. */
  table(): string;
}

/** An empty matrix over every documented response of the contract. */
export function createCoverageMatrix(contract: Contract): CoverageMatrix {
  const counts = new Map<string, Map<number, number>>();
  for (const op of contract.operations)
    counts.set(op.operationId, new Map([...op.responses.keys()].map((s) => [s, 0])));
  const statuses = [...new Set(contract.operations.flatMap((op) => [...op.responses.keys()]))].sort(
    (a, b) => a - b,
  );

  return {
    record(operationId, status) {
      const row = counts.get(operationId);
      const n = row?.get(status);
      if (row && n !== undefined) row.set(status, n + 1);
    },
    hits(operationId, status) {
      return counts.get(operationId)?.get(status) ?? 0;
    },
    missing() {
      return [...counts].flatMap(([op, row]) =>
        [...row].filter(([, n]) => n === 0).map(([s]) => `${op} ${s}`),
      );
    },
    size() {
      return [...counts.values()].reduce((sum, row) => sum + row.size, 0);
    },
    table() {
      const width = Math.max(...[...counts.keys()].map((k) => k.length));
      const head = `${"operation".padEnd(width)} | ${statuses.map((s) => String(s).padStart(4)).join(" ")}`;
      const lines = [head, "-".repeat(head.length)];
      for (const [op, row] of counts) {
        const cells = statuses.map((s) => {
          const n = row.get(s);
          return (n === undefined ? "" : n > 0 ? "hit" : "–").padStart(4);
        });
        lines.push(`${op.padEnd(width)} | ${cells.join(" ")}`);
      }
      const total = this.size();
      lines.push(`${total - this.missing().length}/${total} documented cells hit`);
      return lines.join("\n");
    },
  };
}
