// Fixtures of the content editor's screen tests: a cut-down schema and draft, the server's
// answers at the fetch boundary, and the screen rendered inside the console's router.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { type CommitteeRole, mayAccess } from "../../../common/committee-api";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { ContentEditorScreen } from "./content-editor-screen";
import { type Answer, fakeClient } from "./test-client";

const text = { type: "string", minLength: 1 };
/** The document's schema, cut down to a few fields of each section. */
export const schema = {
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

export const draft = {
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

export const releases = [
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
      "Terbitan r-lama tidak dapat dipakai oleh versi server ini, karena isian berikut tidak cocok: Judul wajib diisi (Halaman › Home › Bagian pembuka).",
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
export const requested = { revision: 9, createdBy: "bendahara", createdAt: "2026-11-20T03:00:00Z" };

/** The preview's state with that request, and the preview that can be opened meanwhile. */
export const previewAnswer = (
  status: "building" | "ready",
  openable: typeof requested,
): Answer => ({
  status: 200,
  body: { status, revision: 9, log: "", requested, openable, draftRevision: 9 },
});

export function serve(
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
  const Stub = createRoutesStub([
    {
      path: "/panitia/konten",
      Component: () => (
        <>
          <Link to="/panitia/poster">Poster QR</Link>
          <ContentEditorScreen client={fake.client} canEdit={mayAccess(role, "content-edit")} />
        </>
      ),
    },
    { path: "/panitia/poster", Component: () => <h1>Poster QR</h1> },
  ]);
  render(<Stub initialEntries={["/panitia/konten"]} />);
  return fake.calls;
}

/** A save the server refuses: its status, and a body with its code, message and details. */
export const refusal =
  (status: number, error: string, message: string, details: Record<string, unknown>) => () => ({
    status,
    body: { error, message, ...details },
  });

/** Types into the field named `label`, over what it held unless `keep`; the field is returned. */
export async function typeInto(label: string, typed: string, { keep = false } = {}) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(label);
  if (!keep) await user.clear(field);
  await user.type(field, typed);
  return field;
}

/** Presses the first section's Simpan. */
export async function pressSave() {
  await userEvent
    .setup()
    .click(screen.getAllByRole("button", { name: "Simpan" })[0] ?? document.body);
}

/**
 * For a file of tests that draw the whole Konten screen: dialogs jsdom lacks, no unsaved work
 * kept from the test before, and the screen and any spy gone after each test.
 */
export function setUpScreenTests() {
  beforeAll(fakeDialogs);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
