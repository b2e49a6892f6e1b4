// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import {
  draft,
  pressSave,
  previewAnswer,
  refusal,
  requested,
  serve,
  setUpScreenTests,
  typeInto,
} from "./content-fixtures";

setUpScreenTests();

/** Tentang's one field, with `typed` in it: the section is then unsaved. */
async function typeAbout(typed: string) {
  await userEvent.setup().click(await screen.findByRole("button", { name: "Tentang" }));
  return typeInto("Isi", typed);
}

const dialog = (name: string) => screen.getByRole("dialog", { name });

test("leaving Konten for another console screen asks first, naming the unsaved section", async () => {
  serve("editor");
  const user = userEvent.setup();
  await typeAbout("Tiga.");
  await user.click(screen.getByRole("link", { name: "Poster QR" }));
  const asking = dialog("Ada perubahan yang belum disimpan");
  expect(
    within(asking).getByText("Perubahan di Tentang belum disimpan. Tinggalkan halaman ini?"),
  ).toBeTruthy();
  await user.click(within(asking).getByRole("button", { name: "Tetap di sini" }));
  expect(screen.getByLabelText("Isi")).toHaveProperty("value", "Tiga.");
  expect(screen.queryByRole("heading", { name: "Poster QR" })).toBeNull();
  await user.click(screen.getByRole("link", { name: "Poster QR" }));
  await user.click(
    within(dialog("Ada perubahan yang belum disimpan")).getByRole("button", {
      name: "Tinggalkan",
    }),
  );
  expect(await screen.findByRole("heading", { name: "Poster QR" })).toBeTruthy();
});

test("closing or reloading the tab is held back only while a section is unsaved", async () => {
  serve("editor");
  await screen.findByLabelText("Nama singkat festival");
  const leave = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  await typeAbout("Tiga.");
  expect(leave()).toBe(true);
});

test("the unsaved form is kept on the device and offered back on the next visit", async () => {
  serve("editor");
  await typeAbout("Tiga.");
  await waitFor(() => expect(localStorage.getItem("fb8-konten:about:7")).toContain("Tiga."));
  cleanup();
  const calls = serve("editor", undefined, {
    "PUT /api/panitia/content/draft/about": () => ({ status: 200, body: { revision: 8 } }),
  });
  const user = userEvent.setup();
  expect(
    await screen.findByText(/^Ada perubahan Tentang yang belum disimpan dari \d+ \w+ pukul/),
  ).toBeTruthy();
  expect(screen.queryByText(/Draf sudah berubah/)).toBeNull();
  await user.click(
    screen.getByRole("button", { name: "Pulihkan perubahan Tentang yang belum disimpan" }),
  );
  expect(screen.getByLabelText("Isi")).toHaveProperty("value", "Tiga.");
  expect(screen.getByRole("button", { name: "Tentang (Belum disimpan)" })).toBeTruthy();
  await pressSave();
  expect(await screen.findByText("Tersimpan (revisi 8).")).toBeTruthy();
  expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ baseRevision: 7 });
  expect(localStorage.length).toBe(0);
});

test("a form kept on an older draft says so, and is saved against that draft", async () => {
  localStorage.setItem(
    "fb8-konten:about:5",
    JSON.stringify({ value: { body: "Lama." }, at: "2026-11-26T03:15:00Z" }),
  );
  const calls = serve("editor", undefined, {
    "PUT /api/panitia/content/draft/about": refusal(409, "content_conflict", "Tentang diubah.", {
      section: "about",
      revision: 7,
      savedBy: "sekretaris",
      savedAt: "2026-11-26T04:00:00Z",
      changedPaths: [["about", "body"]],
    }),
  });
  const user = userEvent.setup();
  expect(
    await screen.findByText(
      /^Ada perubahan Tentang yang belum disimpan dari 26 November pukul 10\.15\. Draf sudah berubah sejak itu/,
    ),
  ).toBeTruthy();
  await user.click(
    screen.getByRole("button", { name: "Pulihkan perubahan Tentang yang belum disimpan" }),
  );
  await pressSave();
  expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
    baseRevision: 5,
    value: { body: "Lama." },
  });
  // The server then answers with its conflict: the usual question follows.
  expect(
    await screen.findByRole("heading", { name: "Bagian ini sudah diubah orang lain" }),
  ).toBeTruthy();
});

test("Buang forgets the kept form", async () => {
  localStorage.setItem(
    "fb8-konten:about:7",
    JSON.stringify({ value: { body: "Lama." }, at: "2026-11-26T03:15:00Z" }),
  );
  serve("editor");
  await userEvent
    .setup()
    .click(
      await screen.findByRole("button", { name: "Buang perubahan Tentang yang belum disimpan" }),
    );
  expect(localStorage.length).toBe(0);
  expect(screen.queryByText(/Ada perubahan Tentang/)).toBeNull();
});

test("a device whose storage refuses still edits, and still asks before leaving", async () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  serve("editor");
  const user = userEvent.setup();
  await typeAbout("Tiga.");
  await act(() => new Promise((done) => setTimeout(done, 700)));
  expect(screen.getByLabelText("Isi")).toHaveProperty("value", "Tiga.");
  await user.click(screen.getByRole("link", { name: "Poster QR" }));
  expect(dialog("Ada perubahan yang belum disimpan")).toBeTruthy();
});

test("Pulihkan over unsaved text asks first", async () => {
  const calls = serve("editor");
  const user = userEvent.setup();
  await typeInto("Nama singkat festival", "FB9");
  await user.click(screen.getAllByText("Riwayat")[0] ?? document.body);
  await user.click(await screen.findByRole("button", { name: "Pulihkan Revisi 6" }));
  const asking = dialog("Pulihkan revisi 6?");
  expect(
    within(asking).getByText("Perubahan yang belum disimpan di Festival akan hilang."),
  ).toBeTruthy();
  await user.click(within(asking).getByRole("button", { name: "Batal" }));
  expect(calls.some((call) => call.method === "POST")).toBe(false);
  expect(screen.getByLabelText("Nama singkat festival")).toHaveProperty("value", "FB9");
});

test("Terbitkan while sections are unsaved says the release will not include them", async () => {
  const calls = serve("editor", undefined, {
    "GET /api/panitia/content/preview": previewAnswer("ready", requested),
    "POST /api/panitia/content/releases": { status: 202, body: { id: "r3" } },
  });
  const user = userEvent.setup();
  await typeInto("Nama singkat festival", "FB9");
  await typeAbout("Tiga.");
  await user.click(screen.getByRole("button", { name: "Terbitkan" }));
  const asking = dialog("Terbitkan tanpa perubahan yang belum disimpan?");
  expect(within(asking).getByText(/tidak memuat perubahan di Festival dan Tentang/)).toBeTruthy();
  expect(calls.some((call) => call.method === "POST")).toBe(false);
  await user.click(within(asking).getByRole("button", { name: "Terbitkan" }));
  await waitFor(() =>
    expect(calls.some((call) => call.path === "/api/panitia/content/releases")).toBe(true),
  );
});

test("Hapus hidangan ini asks first, and a double tap removes one dish", async () => {
  serve("editor", undefined, {
    "GET /api/panitia/content/draft": {
      status: 200,
      body: {
        ...draft,
        content: { ...draft.content, dishes: [{ name: "Onigiri" }, { name: "Sate" }] },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Hidangan" }));
  await user.dblClick(screen.getByRole("button", { name: "Hapus hidangan ini" }));
  const asking = dialog("Hapus Onigiri?");
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Onigiri",
    "Sate",
  ]);
  await user.click(within(asking).getByRole("button", { name: "Hapus hidangan ini" }));
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Sate"]);
});

test("a list item's Hapus asks first, naming the item", async () => {
  const cast = [{ name: "Raka" }, { name: "Sinta" }];
  serve("editor", undefined, {
    "GET /api/panitia/content/draft": {
      status: 200,
      body: {
        ...draft,
        content: { ...draft.content, pages: { ...draft.content.pages, collaboreight: { cast } } },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Halaman" }));
  await user.selectOptions(screen.getByLabelText("Halaman yang diubah"), "collaboreight");
  await user.click(screen.getByRole("button", { name: "Hapus Pemeran 1" }));
  await user.click(within(dialog("Hapus Pemeran 1?")).getByRole("button", { name: "Batal" }));
  expect(screen.getAllByRole("group", { name: /^Pemeran \d/ })).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Hapus Pemeran 1" }));
  await user.click(within(dialog("Hapus Pemeran 1?")).getByRole("button", { name: "Hapus" }));
  expect(
    screen
      .getAllByRole("group", { name: /^Pemeran \d/ })
      .map(
        (group) => group.getAttribute("aria-label") ?? group.querySelector("legend")?.textContent,
      ),
  ).toEqual(["Pemeran 1: Sinta"]);
});

test("Kembalikan asks first, saying which release goes live for every visitor", async () => {
  const calls = serve("editor");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Kembalikan" }));
  const asking = dialog("Kembalikan terbitan ini?");
  expect(
    within(asking).getByText(
      "Terbitan revisi 5 (oleh ketua, 19 November 2026 pukul 10.00 WIB) akan tayang untuk semua pengunjung, menggantikan yang tayang sekarang.",
    ),
  ).toBeTruthy();
  await user.click(within(asking).getByRole("button", { name: "Batal" }));
  expect(calls.some((call) => call.method === "POST")).toBe(false);
});
