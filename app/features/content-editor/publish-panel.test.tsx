// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import {
  pressSave,
  previewAnswer,
  releases,
  requested,
  serve,
  setUpScreenTests,
  typeInto,
} from "./content-fixtures";

setUpScreenTests();

test("after a save the panel says the draft differs from the live site, with its new revision", async () => {
  let savedRevision: number | undefined;
  serve(
    "editor",
    () => {
      savedRevision = 8;
      return { status: 200, body: { revision: 8 } };
    },
    {
      "GET /api/panitia/content/preview": () => ({
        status: 200,
        body: {
          status: "ready",
          revision: 7,
          log: "",
          requested,
          openable: { ...requested, revision: 7 },
          draftRevision: savedRevision ?? 7,
        },
      }),
      // The server compares the saved draft with the live release: nothing before the save.
      "GET /api/panitia/content/releases": () => ({
        status: 200,
        body: releases.map((release) =>
          release.status === "live"
            ? {
                ...release,
                draftChanges: savedRevision ? [{ section: "festival", count: 1 }] : [],
              }
            : release,
        ),
      }),
    },
  );
  const panel = await screen.findByRole("region", { name: "Pratinjau & terbitkan" });
  expect(await within(panel).findByText("Draf sama dengan yang tayang.")).toBeTruthy();
  expect(
    within(panel).getByText(/Pratinjau menampilkan revisi 7, draf yang sekarang\./),
  ).toBeTruthy();

  await typeInto("Nama singkat festival", "FB9");
  await pressSave();
  expect(await screen.findByText("Tersimpan (revisi 8).")).toBeTruthy();
  expect(await within(panel).findByText("Draf berbeda dari yang tayang: Festival.")).toBeTruthy();
  expect(within(panel).getByText(/draf sekarang revisi 8\./)).toBeTruthy();
  expect(within(panel).queryByText("Draf sama dengan yang tayang.")).toBeNull();
});

const editions = {
  editions: [
    {
      id: 2,
      year: 2023,
      name: "FB9",
      status: "current",
      openedAt: "2023-01-10T01:00:00.000Z",
      archivedAt: null,
      resultsPublishedAt: null,
    },
    {
      id: 1,
      year: 2022,
      name: "FB8",
      status: "archived",
      openedAt: "2022-06-01T01:00:00.000Z",
      archivedAt: "2023-01-10T01:00:00.000Z",
      resultsPublishedAt: "2022-06-20T10:00:00.000Z",
    },
  ],
};

test("Terbitkan asks first while texts still name last year's festival, saying how many", async () => {
  const calls = serve("editor", undefined, {
    "GET /api/panitia/editions": { status: 200, body: editions },
    // No build running, which would hold Terbitkan back on its own.
    "GET /api/panitia/content/preview": previewAnswer("ready", requested),
    "POST /api/panitia/content/releases": { status: 202, body: { id: "r3" } },
  });
  const user = userEvent.setup();
  // The draft's short name "FB8" and its show date in 2022.
  const list = await screen.findByRole("region", { name: "Teks yang masih menyebut FB8 (2022)" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);

  await user.click(screen.getByRole("button", { name: "Terbitkan" }));
  const dialog = screen.getByRole("dialog", { name: "Terbitkan dengan teks tahun lalu?" });
  expect(
    within(dialog).getByText("Masih ada 2 teks yang menyebut tahun lalu. Tetap terbitkan?"),
  ).toBeTruthy();
  const published = () =>
    calls.filter((call) => call.method === "POST" && call.path === "/api/panitia/content/releases");
  expect(published()).toHaveLength(0);

  await user.click(within(dialog).getByRole("button", { name: "Batal" }));
  expect(published()).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Terbitkan" }));
  await user.click(
    within(screen.getByRole("dialog", { name: "Terbitkan dengan teks tahun lalu?" })).getByRole(
      "button",
      { name: "Terbitkan" },
    ),
  );
  expect(await screen.findByText(/Penerbitan dimulai/)).toBeTruthy();
  expect(published()).toHaveLength(1);
});

test("Terbitkan publishes at once when no text names last year and everything is saved", async () => {
  const calls = serve("editor", undefined, {
    "GET /api/panitia/editions": {
      status: 200,
      body: { editions: editions.editions.slice(0, 1) },
    },
    "GET /api/panitia/content/preview": previewAnswer("ready", requested),
    "POST /api/panitia/content/releases": { status: 202, body: { id: "r3" } },
  });
  const user = userEvent.setup();
  await screen.findByLabelText("Nama singkat festival");
  await user.click(screen.getByRole("button", { name: "Terbitkan" }));
  expect(await screen.findByText(/Penerbitan dimulai/)).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(calls.some((call) => call.method === "POST")).toBe(true);
});
