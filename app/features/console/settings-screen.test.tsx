// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { ConsoleShell } from "./console-shell";
import { SessionProvider } from "./session";
import { SettingsScreen } from "./settings-screen";
import { stubServer } from "./test-server";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ketua = { username: "ketua", role: "admin", csrfToken: "csrf-1" };
const announcedAt = "2022-06-20T10:00:00.000Z";
const settings = (resultsPublishedAt: string | null) => ({
  resultsPublishedAt,
  hideLiveCount: false,
  addressesErasedAt: null,
});

test("withdrawing announced results asks for the reason the log keeps", async () => {
  const calls = stubServer({
    "GET /api/panitia/session": () => Response.json(ketua),
    "GET /api/panitia/results": () =>
      Response.json({
        generatedAt: announcedAt,
        settings: settings(announcedAt),
        categories: ["domestic", "international"].map((category) => ({
          category,
          window: { state: "closed", opensAt: null, closesAt: announcedAt },
          dishes: [],
          totals: { votes: 0, invalidated: 0, pending: 0, flagged: 0 },
        })),
      }),
    "PUT /api/panitia/settings": () => Response.json(settings(null)),
  });
  const Stub = createRoutesStub([
    {
      path: "/panitia/pengaturan",
      Component: () => (
        <SessionProvider>
          <ConsoleShell>
            <SettingsScreen />
          </ConsoleShell>
        </SessionProvider>
      ),
    },
  ]);
  render(
    <WithContent>
      <Stub initialEntries={["/panitia/pengaturan"]} />
    </WithContent>,
  );
  const user = userEvent.setup();

  const withdraw = await screen.findByRole("button", { name: "Tarik pengumuman" });
  expect((withdraw as HTMLButtonElement).disabled).toBe(true);
  await user.type(
    screen.getByLabelText("Alasan menarik pengumuman (masuk log)"),
    "Satu kelas salah dihitung",
  );
  await user.click(withdraw);
  expect(await screen.findByText("Pengaturan disimpan.")).toBeTruthy();
  expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
    resultsPublished: false,
    reason: "Satu kelas salah dihitung",
  });
});
