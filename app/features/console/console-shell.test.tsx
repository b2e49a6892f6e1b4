// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { ConsoleShell } from "./console-shell";
import { SessionProvider } from "./session";
import { apiError, stubServer } from "./test-server";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The console at `path`, with a screen of its own inside the shell; `others` are console
 * addresses with a heading of their own, for a test that is sent on to one.
 */
function renderConsole(path = "/panitia", others: string[] = []) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <SessionProvider>
          <ConsoleShell>
            <p>Isi layar</p>
          </ConsoleShell>
        </SessionProvider>
      ),
    },
    ...others.map((other) => ({
      path: other,
      Component: () => <h1>Konten</h1>,
    })),
  ]);
  render(
    <WithContent>
      <Stub initialEntries={[path]} />
    </WithContent>,
  );
}

/** Fills in the sign-in form as "ketua" and sends it; returns the user to go on with. */
async function signInAsKetua(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Nama pengguna"), "ketua");
  await user.type(screen.getByLabelText("Kata sandi"), password);
  await user.click(screen.getByRole("button", { name: "Masuk" }));
  return user;
}

const notSignedIn = apiError(401, "not_signed_in", "Silakan masuk dulu.");
const ketua = { username: "ketua", role: "admin", csrfToken: "csrf-1" };

test("asks a visitor who is not signed in for a name and a password", async () => {
  stubServer({ "GET /api/panitia/session": notSignedIn });
  renderConsole();
  expect(await screen.findByLabelText("Nama pengguna")).toBeTruthy();
  expect(screen.getByLabelText("Kata sandi")).toHaveProperty("type", "password");
  expect(screen.queryByText("Isi layar")).toBeNull();
});

test("shows the server's message in the alert region when the password is wrong", async () => {
  stubServer({
    "GET /api/panitia/session": notSignedIn,
    "POST /api/panitia/session": apiError(
      401,
      "invalid_credentials",
      "Nama pengguna atau kata sandi salah.",
    ),
  });
  renderConsole();
  await signInAsKetua("salah-sekali");
  expect(await screen.findByText("Nama pengguna atau kata sandi salah.")).toBeTruthy();
  expect(screen.getByRole("alert").textContent).toBe("Nama pengguna atau kata sandi salah.");
  // The form stays usable for the next try.
  expect(screen.getByRole("button", { name: "Masuk" })).toHaveProperty("disabled", false);
});

test("says when sign-in is throttled, and when the server cannot be reached", async () => {
  let attempts = 0;
  stubServer({
    "GET /api/panitia/session": notSignedIn,
    "POST /api/panitia/session": () => {
      attempts += 1;
      if (attempts === 1) {
        return apiError(429, "sign_in_throttled", "Terlalu banyak percobaan. Tunggu sebentar.")();
      }
      throw new TypeError("Failed to fetch");
    },
  });
  renderConsole();
  const user = await signInAsKetua("apa-saja-12345");
  expect(await screen.findByText("Terlalu banyak percobaan. Tunggu sebentar.")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Masuk" }));
  expect(await screen.findByText(/Server tidak bisa dihubungi/)).toBeTruthy();
});

test("signs in, shows who is signed in, and signs out back to the form", async () => {
  const calls = stubServer({
    "GET /api/panitia/session": notSignedIn,
    "POST /api/panitia/session": () => Response.json(ketua),
    "DELETE /api/panitia/session": () => new Response(null, { status: 204 }),
  });
  renderConsole();
  const user = await signInAsKetua("panjang-sekali-12");
  expect(await screen.findByText("Isi layar")).toBeTruthy();
  expect(screen.getByText("ketua")).toBeTruthy();
  expect(screen.getByRole("navigation", { name: "Menu konsol" })).toBeTruthy();

  await user.click(screen.getByRole("button", { name: "Keluar" }));
  expect(await screen.findByLabelText("Nama pengguna")).toBeTruthy();
  const signOut = calls.find((call) => call.method === "DELETE");
  expect(signOut?.headers["x-csrf-token"]).toBe("csrf-1");
});

test("an editor sees Konten and none of the vote screens", async () => {
  stubServer({
    "GET /api/panitia/session": () =>
      Response.json({ username: "humas", role: "editor", csrfToken: "csrf-2" }),
  });
  renderConsole("/panitia/suara");
  const menu = await screen.findByRole("navigation", { name: "Menu konsol" });
  const items = [...menu.querySelectorAll("a")].map((link) => link.textContent);
  expect(items).toEqual(["Konten", "Poster QR"]);
  // A vote screen is not drawn (it would ask for vote data the editor may not read).
  expect(screen.queryByText("Isi layar")).toBeNull();
  expect(screen.getByRole("link", { name: "Buka Konten" }).getAttribute("href")).toBe(
    "/panitia/konten",
  );
});

test("an editor signing in at /panitia lands on Konten, without a tap on Buka Konten", async () => {
  stubServer({
    "GET /api/panitia/session": notSignedIn,
    "POST /api/panitia/session": () =>
      Response.json({ username: "humas", role: "editor", csrfToken: "csrf-2" }),
  });
  renderConsole("/panitia", ["/panitia/konten"]);
  await signInAsKetua("panjang-sekali-12");
  expect(await screen.findByRole("heading", { name: "Konten", level: 1 })).toBeTruthy();
  expect(screen.queryByRole("link", { name: "Buka Konten" })).toBeNull();
});

test("the header names the current festival, not the one the site last published", async () => {
  stubServer({
    "GET /api/panitia/session": () => Response.json(ketua),
    "GET /api/panitia/editions": () =>
      Response.json({
        editions: [
          { id: 2, year: 2023, name: "FB9", status: "current" },
          { id: 1, year: 2022, name: "FB8", status: "archived" },
        ],
      }),
  });
  renderConsole();
  const header = await screen.findByRole("banner");
  expect(await within(header).findByText("Panitia FB9")).toBeTruthy();
  expect(within(header).queryByText("Panitia FB8")).toBeNull();
});

test("an admin and a viewer see the vote screens and Konten", async () => {
  stubServer({ "GET /api/panitia/session": () => Response.json({ ...ketua, role: "viewer" }) });
  renderConsole();
  const menu = await screen.findByRole("navigation", { name: "Menu konsol" });
  const items = [...menu.querySelectorAll("a")].map((link) => link.textContent);
  expect(items).toContain("Hasil");
  expect(items).toContain("Konten");
  // Posters are made by those who edit the content.
  expect(items).not.toContain("Poster QR");
  expect(screen.getByText("Isi layar")).toBeTruthy();
});

test("a viewer who types the posters' address is told the screen is not theirs", async () => {
  stubServer({ "GET /api/panitia/session": () => Response.json({ ...ketua, role: "viewer" }) });
  renderConsole("/panitia/poster");
  expect(await screen.findByText("Akun kamu tidak dapat membuka bagian ini.")).toBeTruthy();
  expect(screen.queryByText("Isi layar")).toBeNull();
  expect(screen.getByRole("link", { name: "Kembali ke Hasil" }).getAttribute("href")).toBe(
    "/panitia",
  );
});
