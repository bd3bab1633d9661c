import type { Difference } from "./document-diff.js";

/** One row of a guide's table of differences: `| kind | where | before | after |`, each cell's code spans. */
export interface DifferenceRow {
  /** The row as written, for messages. */
  line: string;
  kind: string;
  subjects: string[];
  before: string[];
  after: string[];
}

/** What checking a guide's table against the documents' differences found. */
export interface TableCheck {
  /** Differences no row names. */
  missing: Difference[];
  /** Rows, or code spans of a row, that name no difference. */
  stale: string[];
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");

/**
 * The rows of the markdown table under the heading `heading` (`## Every difference, listed`): its header
 * and separator lines are skipped, a cell's code spans are its alternatives, and a cell without any (`—`)
 * names nothing.
 */
export function parseDifferenceTable(markdown: string, heading: string): DifferenceRow[] {
  const section = markdown.split(`\n${heading}\n`)[1]?.split(/\n#{1,2} /)[0];
  if (section === undefined) throw new Error(`no section "${heading}"`);
  const lines = section.split("\n").filter((l) => l.startsWith("|"));
  return lines.slice(2).map((line) => {
    const [kind = "", where = "", before = "", after = ""] = line.slice(1, -1).split("|");
    return {
      line,
      kind: kind.trim(),
      subjects: codeSpans(where),
      before: codeSpans(before),
      after: codeSpans(after),
    };
  });
}

/** A cell pattern: `*` stands for the rest of a name (letters and `_`), everything else is literal. */
function matches(pattern: string, value: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[A-Za-z_]*");
  return new RegExp(`^${source}$`).test(value);
}

const anyMatch = (patterns: string[], value: string) => patterns.find((p) => matches(p, value));

/**
 * Which differences the rows leave out, and which rows or cells name nothing. A row names a difference of
 * its kind when one of its subjects matches the difference's subject, and each side the difference has
 * matches one of the row's cells on that side (a renamed field is one row: `message_id` → `id`).
 */
export function checkDifferenceTable(rows: DifferenceRow[], differences: Difference[]): TableCheck {
  const used = new Set<string>();
  const missing = differences.filter((d) => {
    const row = rows.find(
      (r) =>
        r.kind === d.kind &&
        anyMatch(r.subjects, d.subject) !== undefined &&
        (d.before === undefined || anyMatch(r.before, d.before) !== undefined) &&
        (d.after === undefined || anyMatch(r.after, d.after) !== undefined),
    );
    if (!row) return true;
    const mark = (side: string, patterns: string[], value: string | undefined) => {
      const pattern = value === undefined ? undefined : anyMatch(patterns, value);
      if (pattern !== undefined) used.add(`${row.line}\0${side}\0${pattern}`);
    };
    mark("where", row.subjects, d.subject);
    mark("v1", row.before, d.before);
    mark("v2", row.after, d.after);
    return false;
  });
  const stale = rows.flatMap((r) =>
    (
      [
        ["where", r.subjects],
        ["v1", r.before],
        ["v2", r.after],
      ] as const
    ).flatMap(([side, patterns]) =>
      patterns
        .filter((p) => !used.has(`${r.line}\0${side}\0${p}`))
        .map((p) => `${r.line} (${side} \`${p}\` names no difference)`),
    ),
  );
  return { missing, stale };
}
