import { describe, expect, it } from "vitest";
import { InFlightTable } from "../src/domain/in-flight-table.js";

describe("InFlightTable", () => {
  it("finds an entry until it is deleted, and counts what it holds", () => {
    const table = new InFlightTable<string>();
    table.set(1, "one");
    table.set(2, "two");
    expect(table.size).toBe(2);
    expect(table.get(1)).toBe("one");
    expect(table.delete(1)).toBe(true);
    expect(table.delete(1)).toBe(false);
    expect(table.get(1)).toBeUndefined();
    expect(table.size).toBe(1);
  });

  it("a number and its string are one key", () => {
    const table = new InFlightTable<string>();
    table.set(7, "seven");
    expect(table.get("7")).toBe("seven");
    expect(table.delete("7")).toBe(true);
    expect(table.size).toBe(0);
  });

  it("a key set again replaces its entry without counting it twice", () => {
    const table = new InFlightTable<number>();
    table.set("msg_1", 1);
    table.set("msg_1", 2);
    expect(table.size).toBe(1);
    expect(table.get("msg_1")).toBe(2);
  });

  it("holds keys an ordinary object would not treat as data", () => {
    const table = new InFlightTable<number>();
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(table.get(key)).toBeUndefined();
      table.set(key, key.length);
    }
    expect(table.size).toBe(4);
    expect(table.get("__proto__")).toBe(9);
    expect(table.delete("constructor")).toBe(true);
    expect(table.values().sort((a, b) => a - b)).toEqual([8, 9, 14]);
  });

  it("keeps its count through many calls in flight at once, and clear empties it", () => {
    const table = new InFlightTable<{ id: number }>();
    let next = 0;
    const live: number[] = [];
    for (let round = 0; round < 1000; round++) {
      for (let i = 0; i < 3; i++) {
        next += 1;
        table.set(next, { id: next });
        live.push(next);
      }
      for (let i = 0; i < 2; i++) expect(table.delete(live.shift() as number)).toBe(true);
    }
    expect(table.size).toBe(live.length);
    expect(
      table
        .values()
        .map((v) => v.id)
        .sort((a, b) => a - b),
    ).toEqual(live);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.get(live[0] as number)).toBeUndefined();
  });
});
