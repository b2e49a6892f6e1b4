// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { rememberCsrfToken } from "./api";
import { InvalidationForm } from "./invalidation-form";
import { apiError, type Call, stubServer } from "./test-server";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server counts `preview` votes on a dry run and `real` when it is done for real. */
function countingServer(preview: number, real: number) {
  return stubServer({
    "POST /api/panitia/invalidations": (call: Call) => {
      const { dryRun } = call.body as { dryRun: boolean };
      return Response.json(dryRun ? { count: preview } : { count: real, invalidationId: 9 });
    },
  });
}

const criteria = { category: "domestic" as const, domain: "mailinator.com" };

function renderForm() {
  const onDone = vi.fn();
  render(
    <InvalidationForm criteria={criteria} description="Domestik; mailinator.com" onDone={onDone} />,
  );
  return onDone;
}

test("previews the count with a dry run, then invalidates on confirmation", async () => {
  rememberCsrfToken("token-1");
  const calls = countingServer(7, 7);
  const onDone = renderForm();
  const user = userEvent.setup();

  await user.type(screen.getByLabelText("Alasan"), "Domain sekali pakai");
  await user.click(screen.getByRole("button", { name: "Pratinjau" }));
  expect(await screen.findByText("7 suara akan dibatalkan.")).toBeTruthy();
  expect(calls[0]?.body).toEqual({ criteria, reason: "Domain sekali pakai", dryRun: true });
  expect(onDone).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Batalkan 7 suara" }));
  expect(await screen.findByText("7 suara dibatalkan.")).toBeTruthy();
  expect(calls[1]?.body).toEqual({ criteria, reason: "Domain sekali pakai", dryRun: false });
  expect(calls[1]?.headers["x-csrf-token"]).toBe("token-1");
  expect(calls[1]?.headers["content-type"]).toBe("application/json");
  expect(onDone).toHaveBeenCalledOnce();
});

test("reports the number really invalidated when it differs from the preview", async () => {
  countingServer(7, 9);
  renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Alasan"), "Lonjakan dari satu jaringan");
  await user.click(screen.getByRole("button", { name: "Pratinjau" }));
  await user.click(await screen.findByRole("button", { name: "Batalkan 7 suara" }));
  expect(await screen.findByText(/^9 suara dibatalkan \(pratinjau tadi 7/)).toBeTruthy();
});

test("offers no confirmation when nothing matches", async () => {
  countingServer(0, 0);
  renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Alasan"), "Cek");
  await user.click(screen.getByRole("button", { name: "Pratinjau" }));
  expect(await screen.findByText(/Tidak ada suara sah yang cocok/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: /^Batalkan/ })).toBeNull();
});

test("shows the server's message when it refuses, and asks nothing without a reason", async () => {
  const calls = stubServer({
    "POST /api/panitia/invalidations": apiError(
      400,
      "criteria_required",
      "Pilih paling sedikit satu kriteria.",
    ),
  });
  renderForm();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Pratinjau" }));
  // The reason is a required field: the browser does not submit the form without it.
  expect(calls).toHaveLength(0);

  await user.type(screen.getByLabelText("Alasan"), "Alasan");
  await user.click(screen.getByRole("button", { name: "Pratinjau" }));
  expect(await screen.findByRole("alert")).toHaveProperty(
    "textContent",
    "Pilih paling sedikit satu kriteria.",
  );
  expect(screen.queryByRole("button", { name: /^Batalkan/ })).toBeNull();
});
