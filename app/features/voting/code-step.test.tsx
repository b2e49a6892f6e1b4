// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { ConfirmByLink } from "./confirm-by-link";
import { VotePanel } from "./vote-panel";
import { storageKeys } from "./vote-storage";

/**
 * Confirmation by e-mail in the real components, with the server answered at the network
 * boundary (globalThis.fetch) as the contract says: 202 pending, then the code's answers.
 */
type Call = { url: string; method: string; body: unknown };
function answer(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const call = {
      url,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  return calls;
}

fakeDialogs();

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const pendingAnswer = () =>
  Response.json(
    {
      pending: true,
      confirmation: { id: "c1", expiresAt: inSeconds(900), resendAvailableAt: inSeconds(42) },
    },
    { status: 202 },
  );

function server() {
  return answer(({ url, method, body }) => {
    if (method === "GET") return Response.json({ votes: 5 });
    if (url === "/api/votes/domestic/rendang") return pendingAnswer();
    if (url === "/api/votes/confirmations/c1") {
      return (body as { code: string }).code === "123456"
        ? Response.json({ votes: 6, category: "domestic", food: "rendang" }, { status: 201 })
        : Response.json(
            {
              error: "confirmation_code_wrong",
              message: "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
              triesLeft: 4,
            },
            { status: 400 },
          );
    }
    return new Response("", { status: 500 });
  });
}

const codeField = () => screen.getByLabelText("Masukkan kode dari email kamu") as HTMLInputElement;

async function voteUntilCodeStep() {
  const user = userEvent.setup();
  const calls = server();
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("5 vote"));
  await user.click(screen.getByRole("button", { name: "Vote" }));
  await user.type(await screen.findByLabelText("Email"), "siswa@example.com");
  await user.click(screen.getByRole("button", { name: "Kirim" }));
  await screen.findByLabelText("Masukkan kode dari email kamu");
  return { user, calls };
}

test("a 202 turns the dialog into the code step, with the address and a resend countdown", async () => {
  await voteUntilCodeStep();
  expect(screen.getByRole("dialog", { name: "Yuk Nge-Vote" })).toBeTruthy();
  expect(
    screen.getByText(
      "Kami sudah mengirim kode 6 angka ke siswa@example.com. Kode berlaku 15 menit.",
    ),
  ).toBeTruthy();
  const field = codeField();
  expect(field.inputMode).toBe("numeric");
  expect(field.autocomplete).toBe("one-time-code");
  expect(field.pattern).toBe("[0-9]{6}");
  expect(document.activeElement).toBe(field);
  const resend = screen.getByRole("button", { name: /^Kirim ulang \(0:4\d\)$/ });
  expect((resend as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole("button", { name: "Konfirmasi" }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  // Nothing is remembered before the code is confirmed.
  expect(localStorage.getItem(storageKeys.domestic)).toBeNull();
});

test("a wrong code shows the server's message and keeps focus; the right one thanks and counts", async () => {
  const { user, calls } = await voteUntilCodeStep();
  await user.type(codeField(), "111111{Enter}");
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
  );
  expect(document.activeElement).toBe(codeField());
  // The wrong digits are selected, so typing replaces them.
  await user.keyboard("123456{Enter}");
  expect(await screen.findByRole("dialog", { name: /Terima Kasih/ })).toBeTruthy();
  expect(screen.getByRole("status").textContent).toBe("6 vote");
  expect(localStorage.getItem(storageKeys.domestic)).toBe("true");
  expect(localStorage.getItem(storageKeys.email)).toBe("siswa@example.com");
  expect(
    calls.filter((call) => call.url === "/api/votes/confirmations/c1").map((call) => call.body),
  ).toEqual([{ code: "111111" }, { code: "123456" }]);
});

test("closing the dialog on the code step and pressing Vote again returns to it", async () => {
  const { user, calls } = await voteUntilCodeStep();
  await user.type(codeField(), "12");
  await user.click(screen.getAllByRole("button", { name: "Tutup" })[0] as HTMLElement);
  await user.click(screen.getByRole("button", { name: "Vote" }));
  expect(codeField().value).toBe("12");
  // No second vote was sent.
  expect(
    calls.filter((call) => call.url === "/api/votes/domestic/rendang" && call.method === "POST"),
  ).toHaveLength(1);
});

function renderLinkPage(search: string) {
  window.history.replaceState(null, "", `/8trepreneur/konfirmasi${search}`);
  const Stub = createRoutesStub([{ path: "/8trepreneur/konfirmasi", Component: ConfirmByLink }]);
  render(
    <WithContent>
      <Stub initialEntries={["/8trepreneur/konfirmasi"]} />
    </WithContent>,
  );
}

test("the link page sends nothing until its button is pressed, then thanks with the dish", async () => {
  const calls = answer(() =>
    Response.json({ votes: 6, category: "domestic", food: "rendang" }, { status: 201 }),
  );
  renderLinkPage("?t=abc");
  const button = await screen.findByRole("button", { name: "Konfirmasi vote" });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  expect(calls).toEqual([]);
  await userEvent.setup().click(button);
  expect(await screen.findByRole("heading", { name: /Terima Kasih/ })).toBeTruthy();
  expect(screen.getByText(/Vote kamu untuk Rendang/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Lihat halaman Rendang" }).getAttribute("href")).toBe(
    "/8trepreneur/domestic/rendang",
  );
  expect(calls).toEqual([
    { url: "/api/votes/confirmations/link", method: "POST", body: { token: "abc" } },
  ]);
  expect(localStorage.getItem(storageKeys.domestic)).toBe("true");
});

test("the link page without a token says so and links to 8trepreneur", async () => {
  const calls = answer(() => new Response("", { status: 500 }));
  renderLinkPage("");
  expect(await screen.findByText(/Tautan konfirmasi ini tidak lengkap/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Ke halaman 8trepreneur" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Konfirmasi vote" })).toBeNull();
  expect(calls).toEqual([]);
});
