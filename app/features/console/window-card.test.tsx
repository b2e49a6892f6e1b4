// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { stubServer } from "./test-server";
import { WindowCard } from "./window-card";

beforeAll(fakeDialogs);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = { state: "open", opensAt: null, closesAt: null } as const;

function renderOpenCard() {
  const changed = vi.fn();
  const calls = stubServer({
    "PUT /api/panitia/window/domestic": () =>
      Response.json({ state: "closed", opensAt: null, closesAt: new Date().toISOString() }),
  });
  render(<WindowCard category="domestic" status={open} canChange onChanged={changed} />);
  const closes = () => calls.filter((call) => call.method === "PUT");
  return { closes, changed };
}

test("Tutup sekarang asks first, and Batal leaves voting open", async () => {
  const { closes, changed } = renderOpenCard();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Tutup sekarang" }));
  const dialog = screen.getByRole("dialog", { name: "Tutup pemungutan Domestik sekarang?" });
  expect(within(dialog).getByText(/tidak ada lagi yang bisa memberi suara/)).toBeTruthy();
  expect(closes()).toHaveLength(0);

  await user.click(within(dialog).getByRole("button", { name: "Batal" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(closes()).toHaveLength(0);
  expect(changed).not.toHaveBeenCalled();
});

test("Tutup sekarang closes the category once the admin says yes", async () => {
  const { closes, changed } = renderOpenCard();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Tutup sekarang" }));
  await user.click(
    within(screen.getByRole("dialog", { name: "Tutup pemungutan Domestik sekarang?" })).getByRole(
      "button",
      { name: "Ya, tutup sekarang" },
    ),
  );
  expect(await screen.findByText("Waktu pemungutan disimpan.")).toBeTruthy();
  expect(closes()).toHaveLength(1);
  expect(closes()[0]?.body).toMatchObject({ opensAt: null, closesAt: expect.any(String) });
  expect(changed).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
});
