import { describe, expect, it } from "vitest";
import { mergeSteps } from "../src/data-access/postgres/merged-steps.js";

// How a group's members' steps become statements: merged by their `merge` form, each member's order kept.

describe("PostgreSQL: merging a group's steps", () => {
  const lookup = (key: string) => ({ text: "one lookup", values: [key, 1], merge: "many lookups" });
  const count = (to: string) => ({ text: "one count", values: [to], merge: "many counts" });

  it("steps of one form become one statement whose k-th value is the array of every member's k-th", () => {
    const { statements, places, merged } = mergeSteps([
      [lookup("a"), count("1")],
      [lookup("b"), count("2")],
      [lookup("c")],
    ]);
    expect(statements).toEqual([
      {
        text: "many lookups",
        values: [
          ["a", "b", "c"],
          [1, 1, 1],
        ],
      },
      { text: "many counts", values: [["1", "2"]] },
    ]);
    expect(merged).toEqual([true, true]);
    expect(places).toEqual([
      [
        { statement: 0, member: 1 },
        { statement: 1, member: 1 },
      ],
      [
        { statement: 0, member: 2 },
        { statement: 1, member: 2 },
      ],
      [{ statement: 0, member: 3 }],
    ]);
  });

  it("a step without a form goes as it is, in its place", () => {
    const plain = { text: "SELECT 1", values: [] };
    const { statements, places, merged } = mergeSteps([[lookup("a"), plain], [lookup("b")]]);
    expect(statements).toEqual([
      {
        text: "many lookups",
        values: [
          ["a", "b"],
          [1, 1],
        ],
      },
      { text: "SELECT 1", values: [] },
    ]);
    expect(merged).toEqual([true, false]);
    expect(places[0]?.[1]).toEqual({ statement: 1, member: 0 });
  });

  it("a member's steps keep their order: a step never joins a statement written before its previous step's", () => {
    const { statements, places, merged } = mergeSteps([
      [lookup("a"), count("1")],
      [count("2"), lookup("b")],
      [lookup("c")],
    ]);
    expect(statements).toEqual([
      { text: "one lookup", values: ["a", 1] },
      { text: "many counts", values: [["1", "2"]] },
      {
        text: "many lookups",
        values: [
          ["b", "c"],
          [1, 1],
        ],
      },
    ]);
    expect(merged).toEqual([false, true, true]);
    expect(places[1]).toEqual([
      { statement: 1, member: 2 },
      { statement: 2, member: 1 },
    ]);
  });

  it("a form only one member used goes as that member's own step", () => {
    const { statements, places, merged } = mergeSteps([[lookup("a"), count("1")], [lookup("b")]]);
    expect(statements).toEqual([
      {
        text: "many lookups",
        values: [
          ["a", "b"],
          [1, 1],
        ],
      },
      { text: "one count", values: ["1"] },
    ]);
    expect(merged).toEqual([true, false]);
    expect(places[0]).toEqual([
      { statement: 0, member: 1 },
      { statement: 1, member: 0 },
    ]);
  });
});
