// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { CategoryResults } from "../../../common/committee-api";
import { ResultsTable } from "./results-table";

afterEach(cleanup);

const dish = (food: string, name: string, votes: number, rank: number) => ({
  food,
  slug: food,
  name,
  formerNames: [] as string[],
  classLabel: `Kelas ${name}`,
  votes,
  invalidated: 0,
  pending: 0,
  flagged: 0,
  rank,
});

const domestic = (totals: Partial<CategoryResults["totals"]> = {}): CategoryResults => ({
  category: "domestic",
  window: { opensAt: null, closesAt: null, state: "open" },
  dishes: [
    dish("rendang", "Rendang", 6, 1),
    dish("rawon", "Rawon", 2, 2),
    dish("timphan", "Timphan", 0, 3),
  ],
  totals: { votes: 8, invalidated: 3, pending: 0, flagged: 0, ...totals },
});

test("is a table named by its caption, one row per dish in rank order", () => {
  render(<ResultsTable results={domestic()} />);
  const table = screen.getByRole("table", { name: "Peringkat Domestik" });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);
  expect(headers).toEqual(["Peringkat", "Hidangan", "Kelas", "Suara sah", "Persentase"]);
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
    "1",
    "2",
    "3",
  ]);
  expect(within(rows[1] as HTMLElement).getByRole("rowheader").textContent).toMatch(/^Rawon/);
  expect(rows[1]?.textContent).toContain("25%");
});

test("marks the leading dish in words as well as colour", () => {
  render(<ResultsTable results={domestic()} />);
  const winner = screen.getByRole("rowheader", { name: /Rendang/ });
  expect(within(winner).getByText("Teratas")).toBeTruthy();
  expect(winner.closest("tr")?.className).toContain("winner");
  expect(winner.closest("tr")?.textContent).toContain("75%");
});

test("names no leader while nobody has a vote", () => {
  const empty = domestic({ votes: 0 });
  empty.dishes = empty.dishes.map((row) => ({ ...row, votes: 0, rank: 1 }));
  render(<ResultsTable results={empty} />);
  expect(screen.queryByText("Teratas")).toBeNull();
  expect(screen.getAllByText("0%")).toHaveLength(3);
});

test("totals valid and invalidated votes, and pending or flagged ones only when there are any", () => {
  const { unmount } = render(<ResultsTable results={domestic()} />);
  const terms = () => screen.getAllByRole("term").map((term) => term.textContent);
  expect(terms()).toEqual(["Suara sah", "Dibatalkan"]);
  unmount();
  render(<ResultsTable results={domestic({ pending: 4, flagged: 2 })} />);
  expect(terms()).toEqual(["Suara sah", "Dibatalkan", "Menunggu konfirmasi", "Ditandai"]);
  expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
    "8",
    "3",
    "4",
    "2",
  ]);
});

test("shows the names a dish had before beside its name, in small text", () => {
  const results = domestic();
  const [first] = results.dishes;
  if (first) first.formerNames = ["Randang", "Rendang Minang"];
  render(<ResultsTable results={results} />);
  const renamed = screen.getByRole("rowheader", { name: /^Rendang/ });
  expect(within(renamed).getByText("dulu: Randang, Rendang Minang").className).toBe(
    "console-results__former",
  );
  expect(screen.getByRole("rowheader", { name: /^Rawon/ }).textContent).not.toContain("dulu");
});
