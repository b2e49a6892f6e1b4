// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import {
  pressSave,
  previewAnswer,
  refusal,
  releases,
  requested,
  serve,
  setUpScreenTests,
  typeInto,
} from "./content-fixtures";

setUpScreenTests();

test("saves a section with the revision its form was loaded from", async () => {
  const calls = serve("editor", () => ({ status: 200, body: { revision: 8 } }));
  await typeInto("Nama singkat festival", "FB9");
  expect(screen.getByText("Belum disimpan")).toBeTruthy();
  await pressSave();
  expect(await screen.findByText("Tersimpan (revisi 8).")).toBeTruthy();
  const put = calls.find((call) => call.method === "PUT");
  expect(put?.body).toMatchObject({ baseRevision: 7, value: { product: "FB9", year: 2022 } });
  expect(screen.queryByText("Belum disimpan")).toBeNull();
});

test("a conflict keeps the typed text and says who changed what", async () => {
  serve(
    "editor",
    refusal(409, "content_conflict", "Bagian Festival baru saja diubah oleh sekretaris.", {
      section: "festival",
      revision: 9,
      savedBy: "sekretaris",
      savedAt: "2026-11-20T05:00:00Z",
      changedPaths: [["festival", "year"]],
    }),
  );
  await typeInto("Nama singkat festival", "Festival Kita");
  await pressSave();
  expect(
    await screen.findByRole("heading", { name: "Bagian ini sudah diubah orang lain" }),
  ).toBeTruthy();
  expect(
    screen.getAllByText("Bagian Festival baru saja diubah oleh sekretaris.").length,
  ).toBeGreaterThan(0);
  expect(screen.getByText("Festival › Tahun")).toBeTruthy();
  expect(screen.getByLabelText("Nama singkat festival")).toHaveProperty("value", "Festival Kita");
  expect(screen.getByText("Belum disimpan")).toBeTruthy();
});

test("a refused value shows the server's message beside its field", async () => {
  serve(
    "admin",
    refusal(400, "content_invalid", "Konten belum benar.", {
      issues: [
        {
          path: ["festival", "events", "showDate"],
          message: "Tayang Collaboreight: waktu harus ditulis lengkap dalam WIB",
        },
      ],
    }),
  );
  const showDate = within(
    await screen.findByRole("group", { name: "Tayang Collaboreight: waktu" }),
  ).getByLabelText("Jam (WIB)");
  fireEvent.change(showDate, { target: { value: "" } });
  await pressSave();
  await screen.findByText("Konten belum benar.");
  const ids = (showDate.getAttribute("aria-describedby") ?? "").split(" ");
  const described = ids.map((id) => document.getElementById(id)?.textContent).join(" ");
  expect(described).toContain("Tayang Collaboreight: waktu harus ditulis lengkap dalam WIB");
  // The list above the form says where, once: the message names the field.
  expect(
    screen.getByRole("button", { name: "Festival › Tanggal & jam" }).parentElement?.textContent,
  ).toBe("Festival › Tanggal & jam: Tayang Collaboreight: waktu harus ditulis lengkap dalam WIB");
  expect(described).toContain("Jam WIB (UTC+7)");
});

test("explains the placeholders with the festival's own values", async () => {
  serve("editor");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Halaman" }));
  expect(screen.getByLabelText("Judul")).toHaveProperty("value", "{product} | Home");
  expect(screen.getByText("{product} → nama festival (FB8)")).toBeTruthy();
});

test("an editor gets every control: upload, save, restore, preview, publish, roll back", async () => {
  serve("editor");
  const user = userEvent.setup();
  await screen.findByLabelText("Nama singkat festival");
  expect(screen.getAllByRole("button", { name: "Simpan" }).length).toBeGreaterThan(0);
  expect(await screen.findByRole("button", { name: "Kembalikan" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Pratinjau" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Terbitkan" })).toBeTruthy();
  const open = screen.getByRole("link", { name: "Buka pratinjau" });
  expect(open.getAttribute("target")).toBe("_blank");
  expect(open.getAttribute("href")).toBe("/api/panitia/content/preview/open");
  // Which revision the preview shows, that the draft moved on, and whose build is running.
  expect(screen.getByText(/Pratinjau menampilkan revisi 4; draf sekarang revisi 9\./)).toBeTruthy();
  expect(screen.getByText(/diminta oleh bendahara/)).toBeTruthy();
  expect(screen.queryByText(/siap/)).toBeNull();
  // One build at a time: while that preview builds, neither button starts another.
  expect(screen.getByRole("button", { name: "Pratinjau" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Terbitkan" })).toHaveProperty("disabled", true);
  await user.click(screen.getAllByText("Riwayat")[0] ?? document.body);
  expect(await screen.findByRole("button", { name: "Pulihkan Revisi 6" })).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Halaman" }));
  await user.selectOptions(screen.getByLabelText("Halaman yang diubah"), "collaboreight");
  expect(screen.getByRole("button", { name: "Unggah" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Tambah pemeran" })).toBeTruthy();
});

test("a kept release this server cannot use says which field, and offers no Kembalikan", async () => {
  serve("editor");
  expect(
    await screen.findByText(
      /isian berikut tidak cocok: Judul wajib diisi \(Halaman › Home › Bagian pembuka\)/,
    ),
  ).toBeTruthy();
  expect(screen.getAllByRole("button", { name: "Kembalikan" })).toHaveLength(1);
});

test("a viewer reads everything and finds no control that changes anything", async () => {
  serve("viewer");
  const user = userEvent.setup();
  const product = await screen.findByLabelText("Nama singkat festival");
  expect(product).toHaveProperty("readOnly", true);
  // The failed build's reason, its log and the releases are there to read.
  expect(await screen.findByText("peta: tidak ada ruang", { selector: "p" })).toBeTruthy();
  expect(screen.getByText("peta: tidak ada ruang", { selector: "pre" })).toBeTruthy();
  // A viewer may open the preview an editor made, and start none.
  expect(screen.getByRole("link", { name: "Buka pratinjau" })).toBeTruthy();
  await user.click(screen.getAllByText("Riwayat")[0] ?? document.body);
  expect(await screen.findByText("Festival › Nama singkat festival: “FB7” → “FB8”")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Halaman" }));
  await user.selectOptions(screen.getByLabelText("Halaman yang diubah"), "collaboreight");
  expect(screen.getByRole("img", { name: /Foto/ })).toBeTruthy();
  const changing =
    /^(Simpan|Unggah|Hapus|Tambah|Naik|Turun|Pulihkan|Pratinjau|Terbitkan|Kembalikan)/;
  const buttons = screen.getAllByRole("button").map((button) => button.textContent ?? "");
  expect(buttons.filter((name) => changing.test(name))).toEqual([]);
  expect(screen.queryByLabelText("Pilih foto")).toBeNull();
  expect(within(document.body).queryByRole("textbox", { name: "Nama" })).toHaveProperty(
    "readOnly",
    true,
  );
});

test("Kembalikan to a release that must be rebuilt says so, polls, and says when it is live", async () => {
  // The server answers the switch at once; the release list then says `switching` until the
  // test has seen it (a loaded machine may poll more than once meanwhile), then live.
  let built = false;
  let switchAsked = false;
  const statusOf = (id: string) => {
    if (!switchAsked) return undefined;
    if (!built) return id === "r1" ? "switching" : undefined;
    return id === "r1" ? "live" : id === "r2" ? "previous" : undefined;
  };
  serve("editor", undefined, {
    // No preview building, which would hold publishing back on its own.
    "GET /api/panitia/content/preview": previewAnswer("ready", requested),
    "GET /api/panitia/content/releases": () => {
      return {
        status: 200,
        body: releases.map((release) => ({
          ...release,
          switchLog: null,
          status: statusOf(release.id) ?? release.status,
        })),
      };
    },
    "POST /api/panitia/content/releases/r1/live": () => {
      switchAsked = true;
      return { status: 202, body: { id: "r1", state: "switching" } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Kembalikan" }));
  const dialog = screen.getByRole("dialog", { name: "Kembalikan terbitan ini?" });
  await user.click(within(dialog).getByRole("button", { name: "Kembalikan" }));
  expect(await screen.findByText("Dikembalikan, sedang dibangun…")).toBeTruthy();
  expect(screen.getAllByRole("status").map((node) => node.textContent)).toContain(
    "Terbitan itu sedang dibangun ulang untuk versi situs ini; yang tayang sekarang tetap tayang sampai selesai.",
  );
  // Publishing is not held up by a switch being rebuilt.
  expect(screen.getByRole("button", { name: "Terbitkan" })).toHaveProperty("disabled", false);
  built = true;
  expect(
    // The screen asks again on its own interval, so this wait is one interval longer.
    await screen.findByText("Terbitan itu tayang kembali.", undefined, { timeout: 15_000 }),
  ).toBeTruthy();
  expect(screen.queryByText("Dikembalikan, sedang dibangun…")).toBeNull();
});
