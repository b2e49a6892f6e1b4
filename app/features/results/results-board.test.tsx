// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { ResultsBoard } from "./results-board";

/** The board reads GET /api/results itself; the tests answer at the network boundary. */
function answer(...responses: (() => Promise<Response>)[]) {
  const requested: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    requested.push(url);
    const next = responses.length > 1 ? responses.shift() : responses[0];
    return next ? next() : Promise.reject(new TypeError("no answer"));
  });
  return requested;
}

const published = {
  published: true,
  publishedAt: "2022-11-30T11:00:00.000Z",
  categories: [
    {
      category: "international",
      dishes: [
        { food: "onigiri", name: "Onigiri", classLabel: "XI MIPA B", votes: 40, rank: 1 },
        { food: "samosa", name: "Samosa", classLabel: "XI MIPA F", votes: 12, rank: 2 },
      ],
    },
    {
      category: "domestic",
      dishes: [
        { food: "rendang", name: "Rendang", classLabel: "X MIPA C", votes: 30, rank: 1 },
        { food: "rawon", name: "Rawon", classLabel: "X MIPA D", votes: 30, rank: 1 },
        { food: "bakpao", name: "Bakpao", classLabel: "X IPS", votes: 7, rank: 3 },
      ],
    },
  ],
};

function renderBoard() {
  const Stub = createRoutesStub([{ path: "/8trepreneur/hasil", Component: ResultsBoard }]);
  render(
    <WithContent>
      <Stub initialEntries={["/8trepreneur/hasil"]} />
    </WithContent>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("says calmly that it is loading, then that the results come after voting closes", async () => {
  const requested = answer(async () => Response.json({ published: false }));
  renderBoard();
  expect(screen.getByRole("status").textContent).toBe("Memuat hasil vote…");
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe(
      "Hasil akan diumumkan setelah voting ditutup",
    ),
  );
  expect(requested).toEqual(["/api/results"]);
  expect(screen.queryByRole("list")).toBeNull();
});

test("ranks each category, Domestik first, with every winner marked 'Juara' and linked", async () => {
  answer(async () => Response.json(published));
  renderBoard();
  const headings = await screen.findAllByRole("heading", { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(["Domestik", "Internasional"]);
  expect(screen.getByText("Diumumkan 30 November 2022 pukul 18.00 WIB")).toBeTruthy();

  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  const rows = domestic.getAllByRole("listitem").map((row) => row.textContent);
  expect(rows).toEqual([
    "Peringkat 1JuaraRendangX MIPA C30 vote",
    "Peringkat 1JuaraRawonX MIPA D30 vote",
    "Peringkat 3BakpaoX IPS7 vote",
  ]);
  expect(domestic.getByRole("link", { name: "Rendang" }).getAttribute("href")).toBe(
    "/8trepreneur/domestic/rendang",
  );
  const international = within(screen.getByRole("region", { name: "Internasional" }));
  expect(international.getAllByText("Juara")).toHaveLength(1);
  expect(international.getByRole("link", { name: "Samosa" }).getAttribute("href")).toBe(
    "/8trepreneur/international/samosa",
  );
});

test("says the results could not be loaded, and loads them again on 'Coba lagi'", async () => {
  answer(
    async () => new Response("", { status: 503 }),
    async () => Response.json({ published: false }),
  );
  renderBoard();
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toMatch(/Hasil vote belum bisa dimuat/);
  await userEvent.click(within(alert).getByRole("button", { name: "Coba lagi" }));
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe(
      "Hasil akan diumumkan setelah voting ditutup",
    ),
  );
});

test("takes an answer of another shape for a failure, not for an empty ranking", async () => {
  answer(async () => Response.json({ published: true, categories: "none" }));
  renderBoard();
  expect((await screen.findByRole("alert")).textContent).toMatch(/belum bisa dimuat/);
});

test("marks no winner in a category nobody voted in", async () => {
  const empty = {
    ...published,
    categories: published.categories.map((category) =>
      category.category === "international"
        ? {
            ...category,
            dishes: category.dishes.map((dish) => ({ ...dish, votes: 0, rank: 1 })),
          }
        : category,
    ),
  };
  answer(async () => Response.json(empty));
  renderBoard();
  const international = within(await screen.findByRole("region", { name: "Internasional" }));
  expect(international.queryAllByText("Juara")).toHaveLength(0);
  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  expect(domestic.getAllByText("Juara")).toHaveLength(2);
});

test("on the big screen the names are words, not links", async () => {
  answer(async () => Response.json(published));
  const Projector = () => <ResultsBoard linkDishes={false} />;
  const Stub = createRoutesStub([{ path: "/8trepreneur/langsung", Component: Projector }]);
  render(
    <WithContent>
      <Stub initialEntries={["/8trepreneur/langsung"]} />
    </WithContent>,
  );
  await waitFor(() => expect(screen.getByText("Onigiri")).toBeTruthy());
  expect(screen.queryAllByRole("link")).toEqual([]);
});
