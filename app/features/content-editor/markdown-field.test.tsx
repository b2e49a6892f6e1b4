// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import { EditorProvider } from "./editor-context";
import { readSchema } from "./json-schema";
import { ObjectFields } from "./schema-field";
import { testEditor } from "./test-client";

afterEach(cleanup);

const aboutSchema = readSchema({
  type: "object",
  properties: { body: { type: "string" } },
  required: ["body"],
});

const body = [
  "Selamat datang di **{product}**, festival *tahunan* kami.",
  "",
  "- Kuliner",
  "- Teater",
  "",
  "Tonton di [YouTube](https://youtube.com/@fb8) atau [ini](javascript:alert(1)).",
].join("\n");

function About({ canEdit = true }: { canEdit?: boolean }) {
  const [value, setValue] = useState<unknown>({ body });
  return (
    <EditorProvider value={testEditor({ canEdit, placeholderValues: { product: "FB8" } })}>
      <ObjectFields
        schema={aboutSchema.type === "object" ? aboutSchema : { type: "object", properties: [] }}
        value={value}
        path={["about"]}
        onChange={setValue}
      />
    </EditorProvider>
  );
}

test("a Markdown text says how to write bold, italics, lists and links", () => {
  render(<About />);
  const textarea = screen.getByLabelText("Isi");
  expect(textarea.tagName).toBe("TEXTAREA");
  const hint =
    document.getElementById(textarea.getAttribute("aria-describedby")?.split(" ")[0] ?? "")
      ?.textContent ?? "";
  expect(hint).toContain("**tebal**");
  expect(hint).toContain("*miring*");
  expect(hint).toContain("daftar dengan - di awal baris");
  expect(hint).toContain("[tautan](https://…)");
});

test("Pratinjau shows the text as visitors read it: bold, list and link, placeholders filled", async () => {
  render(<About />);
  const user = userEvent.setup();
  const toggle = screen.getByRole("button", { name: "Pratinjau Isi" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await user.click(toggle);
  const preview = await screen.findByRole("region", { name: "Pratinjau Isi" });
  const bold = await within(preview).findByText("FB8");
  expect(bold.tagName).toBe("STRONG");
  expect(within(preview).getByText("tahunan").tagName).toBe("EM");
  expect(
    within(preview)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["Kuliner", "Teater"]);
  expect(within(preview).getByRole("link", { name: "YouTube" }).getAttribute("href")).toBe(
    "https://youtube.com/@fb8",
  );
  // As on the site: a link that is not http(s) stays text.
  expect(within(preview).queryByRole("link", { name: "ini" })).toBeNull();
  expect(preview.querySelector("script, [onerror]")).toBeNull();

  // The preview follows the text as it is typed.
  await user.type(screen.getByLabelText("Isi"), "\n\n- Tari");
  expect(within(preview).getByText("Tari").tagName).toBe("LI");

  await user.click(screen.getByRole("button", { name: "Tutup pratinjau Isi" }));
  expect(screen.queryByRole("region", { name: "Pratinjau Isi" })).toBeNull();
});

test("a viewer has the text to read and no preview button", () => {
  render(<About canEdit={false} />);
  expect(screen.getByLabelText("Isi")).toHaveProperty("readOnly", true);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});
