// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { committeeError } from "../../../common/committee-errors";
import { committeeApiPaths } from "../../../common/paths";
import { ExportLink } from "./export-link";
import { stubServer } from "./test-server";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = committeeApiPaths.export("votes");

test("shows the server's refusal when two exports are already running", async () => {
  stubServer({
    [`GET ${path}`]: () => Response.json(committeeError("export_busy"), { status: 429 }),
  });
  render(<ExportLink href={path}>Semua suara (CSV)</ExportLink>);
  await userEvent.click(screen.getByRole("link", { name: "Semua suara (CSV)" }));
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Sudah ada dua ekspor yang sedang berjalan. Tunggu salah satunya selesai, lalu coba lagi.",
  );
  expect(screen.getByRole("link", { name: "Semua suara (CSV)" })).toBeTruthy();
});

test("hands the file to the browser under the name the server gives it", async () => {
  stubServer({
    [`GET ${path}`]: () =>
      new Response("\uFEFFid,kategori\n", {
        headers: { "content-disposition": 'attachment; filename="fb8-votes-2022-06-19.csv"' },
      }),
  });
  const saved: string[] = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:ekspor" }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
  render(<ExportLink href={path}>Semua suara (CSV)</ExportLink>);
  await userEvent.click(screen.getByRole("link", { name: "Semua suara (CSV)" }));
  await waitFor(() => expect(saved).toEqual(["fb8-votes-2022-06-19.csv blob:ekspor"]));
  expect(screen.queryByRole("alert")).toBeNull();
  click.mockRestore();
});
