// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { BuildLog } from "./release-words";

test("a failed release says why at once, the whole log folded under it", () => {
  const refusal =
    "Terbitan ini tidak ditayangkan: tidak memuat Timphan (X MIPA A), yang sudah punya vote. Yang tayang tetap tayang.";
  render(<BuildLog log={`> build\nvite v8\n\n${refusal}\n`} />);
  // Before, only "Catatan build" showed: the reason sat inside the folded log.
  expect(screen.getByText(refusal).tagName).toBe("P");
  expect(screen.getByText("Catatan build")).toBeTruthy();
});
