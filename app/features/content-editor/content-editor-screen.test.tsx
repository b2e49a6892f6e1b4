// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { type CommitteeRole, mayAccess } from "../../../common/committee-api";
import { ContentEditorScreen } from "./content-editor-screen";
import { type Answer, fakeClient } from "./test-client";

afterEach(cleanup);

const text = { type: "string", minLength: 1 };
/** The document's schema, cut down to a few fields of each section. */
const schema = {
  type: "object",
  properties: {
    festival: {
      type: "object",
      properties: {
        product: text,
        year: { type: "integer", minimum: 2000, maximum: 2100 },
        events: {
          type: "object",
          properties: {
            showDate: {
              type: "string",
              pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+07:00$",
            },
          },
          required: ["showDate"],
        },
      },
      required: ["product", "year", "events"],
    },
    pages: {
      type: "object",
      properties: {
        home: {
          type: "object",
          properties: {
            meta: { type: "object", properties: { title: text }, required: ["title"] },
          },
          required: ["meta"],
        },
        collaboreight: {
          type: "object",
          properties: {
            cast: {
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                properties: { name: text, photo: { type: "string", pattern: "^foto-.*" } },
                required: ["name"],
              },
            },
          },
          required: ["cast"],
        },
      },
      required: ["home", "collaboreight"],
    },
    dishes: {
      type: "array",
      items: { type: "object", properties: { name: text }, required: ["name"] },
    },
    about: { type: "object", properties: { body: { type: "string" } }, required: ["body"] },
  },
  required: ["festival", "pages", "dishes", "about"],
};

const draft = {
  revision: 7,
  content: {
    festival: { product: "FB8", year: 2022, events: { showDate: "2022-06-19T00:00:00+07:00" } },
    pages: {
      home: { meta: { title: "{product} | Home" } },
      collaboreight: { cast: [{ name: "Raka", photo: "foto-0123456789abcdef" }] },
    },
    dishes: [{ name: "Onigiri" }],
    about: { body: "Satu.\n\nDua." },
  },
};

const releases = [
  {
    id: "r2",
    status: "live",
    createdAt: "2026-11-20T03:00:00Z",
    createdBy: "ketua",
    log: "",
    revision: 6,
  },
  {
    id: "r1",
    status: "previous",
    createdAt: "2026-11-19T03:00:00Z",
    createdBy: "ketua",
    log: "",
    revision: 5,
  },
  {
    id: "r-lama",
    status: "previous",
    createdAt: "2026-11-18T04:00:00Z",
    createdBy: "ketua",
    log: "",
    revision: 4,
    problem:
      "Terbitan r-lama tidak dapat dipakai oleh versi server ini, karena isian berikut tidak cocok: pages.home.hero.title (Input tidak valid).",
  },
  {
    id: "r0",
    status: "failed",
    createdAt: "2026-11-18T03:00:00Z",
    createdBy: "sekretaris",
    log: "peta: tidak ada ruang",
    revision: 4,
  },
];

/** What bendahara asked for last: a preview of the draft's revision 9. */
const requested = { revision: 9, createdBy: "bendahara", createdAt: "2026-11-20T03:00:00Z" };

/** The preview's state with that request, and the preview that can be opened meanwhile. */
const previewAnswer = (status: "building" | "ready", openable: typeof requested): Answer => ({
  status: 200,
  body: { status, revision: 9, log: "", requested, openable, draftRevision: 9 },
});

function serve(
  role: CommitteeRole,
  save?: (body: unknown) => Answer,
  more: Record<string, Answer | ((body: unknown) => Answer)> = {},
) {
  const fake = fakeClient({
    "GET /api/panitia/content/draft": { status: 200, body: draft },
    "GET /api/panitia/content/schema": { status: 200, body: schema },
    "GET /api/panitia/content/preview": previewAnswer("building", {
      revision: 4,
      createdBy: "ketua",
      createdAt: "2026-11-20T02:30:00Z",
    }),
    "GET /api/panitia/content/releases": { status: 200, body: releases },
    "GET /api/panitia/content/history/festival": {
      status: 200,
      body: {
        section: "festival",
        revisions: [
          {
            revision: 6,
            section: "festival",
            savedBy: "ketua",
            savedAt: "2026-11-20T02:00:00Z",
            restoredFrom: null,
            changes: [{ path: ["festival", "product"], before: "FB7", after: "FB8" }],
          },
        ],
      },
    },
    ...(save && { "PUT /api/panitia/content/draft/festival": save }),
    ...more,
  });
  render(<ContentEditorScreen client={fake.client} canEdit={mayAccess(role, "content-edit")} />);
  return fake.calls;
}

/** A save the server refuses: its status, and a body with its code, message and details. */
const refusal =
  (status: number, error: string, message: string, details: Record<string, unknown>) => () => ({
    status,
    body: { error, message, ...details },
  });

/** Types into the field named `label`, over what it held unless `keep`; the field is returned. */
async function typeInto(label: string, typed: string, { keep = false } = {}) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(label);
  if (!keep) await user.clear(field);
  await user.type(field, typed);
  return field;
}

/** Presses the first section's Simpan. */
async function pressSave() {
  await userEvent
    .setup()
    .click(screen.getAllByRole("button", { name: "Simpan" })[0] ?? document.body);
}

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
          message: "waktu harus ditulis lengkap dalam WIB",
        },
      ],
    }),
  );
  const showDate = await typeInto("Tayang Collaboreight: waktu", "x", { keep: true });
  await pressSave();
  await screen.findByText("Konten belum benar.");
  const ids = (showDate.getAttribute("aria-describedby") ?? "").split(" ");
  const described = ids.map((id) => document.getElementById(id)?.textContent).join(" ");
  expect(described).toContain("waktu harus ditulis lengkap dalam WIB");
  expect(described).toContain("Waktu WIB, contoh");
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
    await screen.findByText(/isian berikut tidak cocok: pages\.home\.hero\.title/),
  ).toBeTruthy();
  expect(screen.getAllByRole("button", { name: "Kembalikan" })).toHaveLength(1);
});

test("a viewer reads everything and finds no control that changes anything", async () => {
  serve("viewer");
  const user = userEvent.setup();
  const product = await screen.findByLabelText("Nama singkat festival");
  expect(product).toHaveProperty("readOnly", true);
  // The failed build's log and the releases are there to read.
  expect(await screen.findByText("peta: tidak ada ruang")).toBeTruthy();
  // A viewer may open the preview an editor made, and start none.
  expect(screen.getByRole("link", { name: "Buka pratinjau" })).toBeTruthy();
  await user.click(screen.getAllByText("Riwayat")[0] ?? document.body);
  expect(await screen.findByText("Festival › Nama singkat festival")).toBeTruthy();
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
  expect(
    await screen.findByText("Dikembalikan, sedang dibangun…", undefined, { timeout: 5_000 }),
  ).toBeTruthy();
  expect(screen.getAllByRole("status").map((node) => node.textContent)).toContain(
    "Terbitan itu sedang dibangun ulang untuk versi situs ini; yang tayang sekarang tetap tayang sampai selesai.",
  );
  // Publishing is not held up by a switch being rebuilt.
  expect(screen.getByRole("button", { name: "Terbitkan" })).toHaveProperty("disabled", false);
  built = true;
  expect(
    await screen.findByText("Terbitan itu tayang kembali.", undefined, { timeout: 8_000 }),
  ).toBeTruthy();
  expect(screen.queryByText("Dikembalikan, sedang dibangun…")).toBeNull();
}, 15_000);
