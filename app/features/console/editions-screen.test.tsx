// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { ConsoleShell } from "./console-shell";
import { EditionsScreen } from "./editions-screen";
import { nextName } from "./next-edition-form";
import { SessionProvider } from "./session";
import { apiError, stubServer } from "./test-server";

beforeAll(fakeDialogs);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ketua = { username: "ketua", role: "admin", csrfToken: "csrf-1" };
const fb8 = {
  id: 1,
  year: 2022,
  name: "FB8",
  status: "current",
  openedAt: "2022-06-01T01:00:00.000Z",
  archivedAt: null,
  resultsPublishedAt: "2022-06-20T10:00:00.000Z",
};
const window = (state: string, opensAt: string | null = null) => ({
  state,
  opensAt,
  closesAt: null,
});
const results = (state: string, opensAt: string | null = null) => ({
  generatedAt: "2022-06-20T10:00:00.000Z",
  settings: { resultsPublishedAt: null, hideLiveCount: false, addressesErasedAt: null },
  categories: ["domestic", "international"].map((category) => ({
    category,
    window: window(state, opensAt),
    dishes: [],
    totals: { votes: 0, invalidated: 0, pending: 0, flagged: 0 },
  })),
});

function renderScreen() {
  const Stub = createRoutesStub([
    {
      path: "/panitia/festival",
      Component: () => (
        <SessionProvider>
          <ConsoleShell>
            <EditionsScreen />
          </ConsoleShell>
        </SessionProvider>
      ),
    },
  ]);
  render(
    <WithContent>
      <Stub initialEntries={["/panitia/festival"]} />
    </WithContent>,
  );
}

test("names the next festival from this one's: FB8 → FB9, a name without a number stays", () => {
  expect(nextName("FB8")).toBe("FB9");
  expect(nextName("FB 9")).toBe("FB 10");
  expect(nextName("Festival")).toBe("Festival");
});

test("says why the next festival cannot open while voting is open, and keeps the button off", async () => {
  stubServer({
    "GET /api/panitia/session": () => Response.json(ketua),
    "GET /api/panitia/editions": () => Response.json({ editions: [fb8] }),
    "GET /api/panitia/results": () => Response.json(results("open")),
  });
  renderScreen();
  expect(await screen.findByText(/Voting Domestik dan Internasional masih dibuka/)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Buka festival berikutnya" })).toHaveProperty(
    "disabled",
    true,
  );
});

test("opens the next festival after asking, and shows the server's refusal in the question", async () => {
  let opened = false;
  const calls = stubServer({
    "GET /api/panitia/session": () => Response.json(ketua),
    "GET /api/panitia/editions": () =>
      Response.json({
        editions: opened
          ? [
              { ...fb8, id: 2, year: 2023, name: "FB9", resultsPublishedAt: null },
              { ...fb8, status: "archived", archivedAt: "2023-01-01T00:00:00.000Z" },
            ]
          : [fb8],
      }),
    "GET /api/panitia/results": () => Response.json(results("closed")),
    "POST /api/panitia/editions": (call) => {
      if ((call.body as { reason: string }).reason === "coba") {
        return apiError(400, "invalid_edition", "Tahunnya harus sesudah 2022.")();
      }
      // It names the edition it archives, so a second admin's opening cannot slip past it.
      expect(call.body).toMatchObject({ archives: fb8.id });
      opened = true;
      return Response.json({ ...fb8, id: 2, year: 2023, name: "FB9" }, { status: 201 });
    },
    "POST /api/panitia/erasure": () =>
      Response.json({ count: 12, erasedAt: "2023-01-02T00:00:00.000Z" }),
  });
  renderScreen();
  const user = userEvent.setup();
  expect(await screen.findByLabelText("Tahun")).toHaveProperty("value", "2023");
  expect(screen.getByLabelText("Nama festival")).toHaveProperty("value", "FB9");

  await user.type(screen.getByLabelText("Alasan (masuk log)"), "coba");
  await user.click(screen.getByRole("button", { name: "Buka festival berikutnya" }));
  const question = await screen.findByRole("dialog", { name: "Buka FB9 (2023)?" });
  await user.click(within(question).getByRole("button", { name: "Ya, buka festival baru" }));
  expect(await within(question).findByText("Tahunnya harus sesudah 2022.")).toBeTruthy();
  await user.click(within(question).getByRole("button", { name: "Batal" }));

  await user.clear(screen.getByLabelText("Alasan (masuk log)"));
  await user.type(screen.getByLabelText("Alasan (masuk log)"), "Festival Budaya 9 dimulai");
  await user.click(screen.getByRole("button", { name: "Buka festival berikutnya" }));
  await user.click(
    within(await screen.findByRole("dialog")).getByRole("button", {
      name: "Ya, buka festival baru",
    }),
  );
  expect(await screen.findByText(/FB9 \(2023\) sudah dibuka/)).toBeTruthy();
  // The header names the festival now current, though nothing has been published for it yet.
  expect(await within(screen.getByRole("banner")).findByText("Panitia FB9")).toBeTruthy();
  expect(calls.filter((call) => call.method === "POST").at(-1)?.body).toEqual({
    year: 2023,
    name: "FB9",
    reason: "Festival Budaya 9 dimulai",
    archives: fb8.id,
  });
  // The form is now for the festival after FB9.
  expect(await screen.findByDisplayValue("FB10")).toBeTruthy();

  // FB8 is archived: its addresses can be erased on their own, after a question.
  const archive = await screen.findByRole("region", { name: "FB8 (2022)" });
  await user.click(within(archive).getByRole("button", { name: "Hapus alamat email FB8" }));
  await user.click(
    within(await screen.findByRole("dialog", { name: "Hapus alamat email FB8?" })).getByRole(
      "button",
      { name: "Ya, hapus alamat" },
    ),
  );
  expect(await within(archive).findByText("12 alamat dihapus.")).toBeTruthy();
  expect(calls.find((call) => call.url.endsWith("/erasure"))?.body).toEqual({ edition: 1 });
});
