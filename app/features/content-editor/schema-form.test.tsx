// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { EditorProvider } from "./editor-context";
import { readSchema } from "./json-schema";
import { ObjectFields } from "./schema-field";
import { testEditor } from "./test-client";

beforeAll(fakeDialogs);
afterEach(cleanup);

/** A small document's schema, as z.toJSONSchema writes it. */
const smallSchema = readSchema({
  type: "object",
  properties: {
    title: { type: "string", minLength: 1 },
    year: { type: "integer", minimum: 2000, maximum: 2100 },
    kind: { type: "string", enum: ["image", "video"] },
    links: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: { label: { type: "string" }, url: { type: "string", format: "uri" } },
        required: ["label", "url"],
      },
    },
    logo: {
      type: "string",
      allOf: [{ pattern: "^(foto|video)-[0-9a-f]{16}$" }, { pattern: "^foto-.*" }],
    },
  },
  required: ["title", "year", "kind", "links"],
});

const startValue = {
  title: "Ikuti {product}",
  year: 2022,
  kind: "video",
  links: [{ label: "YouTube", url: "https://youtube.com/x" }],
};

function Form({
  canEdit = true,
  issues = [],
  onValue,
  schema = smallSchema,
  path = ["festival"],
  start = startValue,
}: {
  canEdit?: boolean;
  issues?: { path: (string | number)[]; message: string }[];
  onValue?: (value: unknown) => void;
  schema?: ReturnType<typeof readSchema>;
  path?: (string | number)[];
  start?: unknown;
}) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <EditorProvider value={testEditor({ canEdit, placeholderValues: { product: "FB8" }, issues })}>
      <ObjectFields
        schema={schema.type === "object" ? schema : { type: "object", properties: [] }}
        value={value}
        path={path}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </EditorProvider>
  );
}

test("draws a labelled input of the right kind for each field of the schema", () => {
  render(<Form />);
  expect(screen.getByLabelText("Judul")).toHaveProperty("value", "Ikuti {product}");
  expect(screen.getByLabelText(/^Tahun/)).toHaveProperty("type", "number");
  expect(screen.getByLabelText(/^Jenis tampilan/).tagName).toBe("SELECT");
  expect(screen.getByRole("group", { name: "Tautan" })).toBeTruthy();
  expect(screen.getByRole("group", { name: "Tautan 1: YouTube" })).toBeTruthy();
  expect(screen.getByLabelText(/^Alamat/)).toHaveProperty("value", "https://youtube.com/x");
  // The optional logo is an upload, said to be optional, with no photo yet.
  expect(screen.getByRole("group", { name: "Logo" })).toBeTruthy();
  expect(screen.getByLabelText("Pilih foto")).toHaveProperty("type", "file");
  expect(screen.getByRole("button", { name: "Unggah" })).toBeTruthy();
});

test("adds and removes list items, never below the schema's minimum", async () => {
  let latest: unknown;
  render(<Form onValue={(value) => (latest = value)} />);
  const user = userEvent.setup();
  // One link and a minimum of one: it cannot be removed.
  expect(screen.queryByRole("button", { name: /^Hapus Tautan/ })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Tambah tautan" }));
  expect(screen.getAllByLabelText("Label")).toHaveLength(2);
  await user.type(screen.getAllByLabelText("Label")[1] ?? document.body, "Instagram");
  await user.click(screen.getByRole("button", { name: "Naik Tautan 2" }));
  expect(latest).toMatchObject({ links: [{ label: "Instagram" }, { label: "YouTube" }] });
  await user.click(screen.getByRole("button", { name: "Hapus Tautan 1" }));
  const asking = screen.getByRole("dialog", { name: "Hapus Tautan 1?" });
  await user.click(within(asking).getByRole("button", { name: "Hapus" }));
  expect(screen.getAllByLabelText("Label")).toHaveLength(1);
  expect(latest).toMatchObject({ links: [{ label: "YouTube" }] });
  expect(screen.queryByRole("button", { name: /^Hapus Tautan/ })).toBeNull();
});

test("shows the server's issue beside the field it names, tied to the input", () => {
  render(
    <Form
      issues={[
        { path: ["festival", "links", 0, "url"], message: "alamat harus https" },
        { path: ["festival", "title"], message: "judul wajib diisi" },
      ]}
    />,
  );
  const url = screen.getByLabelText(/^Alamat/);
  expect(url.getAttribute("aria-invalid")).toBe("true");
  const described = (url.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");
  expect(described).toContain("alamat harus https");
  expect(described).not.toContain("judul wajib diisi");
  const title = screen.getByLabelText("Judul");
  expect(
    document.getElementById(title.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")
      ?.textContent,
  ).toContain("judul wajib diisi");
});

test("explains each placeholder a text uses, with the festival's value", () => {
  render(<Form />);
  const title = screen.getByLabelText("Judul");
  const hintId = title.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
  expect(document.getElementById(hintId)?.textContent).toContain("{product} → nama festival (FB8)");
});

test("a read-only form has no control that changes anything", () => {
  render(<Form canEdit={false} />);
  expect(screen.getByLabelText("Judul")).toHaveProperty("readOnly", true);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  expect(screen.queryByRole("combobox")).toBeNull();
  expect(screen.queryByLabelText("Pilih foto")).toBeNull();
});

/** A dish as the server's schema gives it: the word minimum is the schema's `minWords`. */
const dishSchema = readSchema({
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 50 },
    description: { type: "string", minWords: 120 },
  },
  required: ["name", "description"],
});

/** The text an element's aria-describedby names, all of it. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

test("says a description's words are too few while it is typed, counting them", async () => {
  render(
    <Form schema={dishSchema} path={["dishes", 0]} start={{ name: "Rendang", description: "" }} />,
  );
  const description = screen.getByLabelText("Deskripsi");
  // Not over a form just opened: only the count.
  expect(descriptionOf(description)).toContain("0 kata (paling sedikit 120).");
  expect(description.getAttribute("aria-invalid")).toBeNull();
  await userEvent.setup().type(description, "Rendang daging sapi   dimasak lama");
  expect(descriptionOf(description)).toContain("5 kata (paling sedikit 120).");
  expect(descriptionOf(description)).toContain("Deskripsi paling sedikit 120 kata (sekarang 5)");
  expect(description.getAttribute("aria-invalid")).toBe("true");
});

test("says a required or too long text's problem beside it while it is typed", async () => {
  render(
    <Form schema={dishSchema} path={["dishes", 0]} start={{ name: "Rendang", description: "" }} />,
  );
  const user = userEvent.setup();
  const name = screen.getByLabelText("Nama");
  expect(descriptionOf(name)).not.toContain("wajib");
  await user.clear(name);
  expect(descriptionOf(name)).toContain("Nama hidangan wajib diisi");
  await user.type(name, "a".repeat(51));
  expect(descriptionOf(name)).toContain("Nama hidangan paling banyak 50 huruf (sekarang 51)");
  expect(descriptionOf(name)).not.toContain("wajib");
  await user.type(name, "{Backspace}");
  expect(name.getAttribute("aria-invalid")).toBeNull();
});
