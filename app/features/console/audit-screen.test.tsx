// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { AuditScreen } from "./audit-screen";
import { stubServer } from "./test-server";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("shows refused sign-ins as one row with how many times, and the rest of its details", async () => {
  stubServer({
    "GET /api/panitia/audit": () =>
      Response.json({
        entries: [
          {
            id: 7,
            at: "2026-11-25T03:10:00.000Z",
            actor: "-",
            action: "sign_in_throttled",
            details: {
              username: "ketua",
              network: "QrwlGBiR",
              from: "2026-11-25T03:00:00.000Z",
              until: "2026-11-25T03:15:00.000Z",
              times: 37,
            },
          },
          {
            id: 6,
            at: "2026-11-25T03:09:00.000Z",
            actor: "-",
            action: "sign_in_failed",
            details: {},
          },
        ],
        nextBefore: null,
      }),
  });
  const Stub = createRoutesStub([{ path: "/panitia/log", Component: AuditScreen }]);
  render(<Stub initialEntries={["/panitia/log"]} />);
  const row = (await screen.findByText("Percobaan masuk ditahan (37 kali)")).closest("tr");
  expect(row?.textContent).toContain("network: QrwlGBiR");
  expect(row?.textContent).not.toContain("times");
  expect(screen.getByRole("cell", { name: "Gagal masuk" })).toBeTruthy();
});
