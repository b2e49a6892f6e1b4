// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import { dishSchema } from "../../../common/content-schema";
import { findPlace, originNotListed, provinces } from "../../../common/map-places";
import { EditorProvider } from "./editor-context";
import { readSchema } from "./json-schema";
import { SchemaField } from "./schema-field";
import { testEditor } from "./test-client";

afterEach(cleanup);

/** The dish's form as the console draws it, from the schema the server sends. */
const dishFieldSchema = readSchema(
  z.toJSONSchema(dishSchema, { io: "input", unrepresentable: "any" }),
);

const rendang = {
  slug: "rendang",
  name: "Rendang",
  classLabel: "XI MIPA A",
  category: "domestic",
  origin: { name: "Sumatera Barat", marker: { longitude: 100.4172, latitude: -0.9471 } },
  image: { file: "rendang", alt: "Rendang" },
  description: "Rendang.",
};

function DishForm({
  canEdit = true,
  onValue,
}: {
  canEdit?: boolean;
  onValue?: (value: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(rendang);
  return (
    <EditorProvider value={testEditor({ canEdit })}>
      <SchemaField
        schema={dishFieldSchema}
        value={value}
        path={["dishes", 0]}
        label="Rendang"
        required
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </EditorProvider>
  );
}

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll("option")]
    .filter((option) => !option.disabled)
    .map((option) => option.value);

test("a domestic dish picks its province from the map's list, with the marker that goes with it", async () => {
  let latest: unknown;
  render(<DishForm onValue={(value) => (latest = value)} />);
  const origin = screen.getByLabelText("Asal: provinsi");
  expect(origin.tagName).toBe("SELECT");
  expect(origin).toHaveProperty("value", "Sumatera Barat");
  expect(optionsOf(origin)).toEqual(provinces.map((place) => place.name));
  // Nothing to type: no box for the name, the coordinates or the flag.
  expect(screen.queryByLabelText("Bujur")).toBeNull();
  expect(screen.queryByLabelText("Kode bendera")).toBeNull();
  expect(document.body.textContent).toContain("Penanda di 100,4172° BT, 0,9471° LS.");

  await userEvent.setup().selectOptions(origin, "Bali");
  expect(latest).toMatchObject({
    origin: { name: "Bali", marker: findPlace("domestic", "Bali")?.marker },
  });
  expect(latest).not.toHaveProperty("origin.flag");
  expect(document.body.textContent).toContain("Penanda di 115,2126° BT, 8,6705° LS.");
});

test("switching the category offers countries, and says so until one is chosen", async () => {
  let latest: unknown;
  render(<DishForm onValue={(value) => (latest = value)} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText(/^Kategori/), "international");
  const origin = screen.getByLabelText("Asal: negara");
  expect(optionsOf(origin)).toContain("Jepang");
  expect(optionsOf(origin)).not.toContain("Bali");
  expect(origin).toHaveProperty("value", "");
  expect(origin.getAttribute("aria-invalid")).toBe("true");
  expect(document.body.textContent).toContain(originNotListed);

  await user.selectOptions(origin, "Jepang");
  expect(latest).toMatchObject({
    category: "international",
    origin: { name: "Jepang", flag: "jp", marker: { longitude: 138.25, latitude: 36.2 } },
  });
  expect(origin.getAttribute("aria-invalid")).toBeNull();
  expect(document.body.textContent).not.toContain(originNotListed);
  expect(document.body.textContent).toContain("Bendera: jp.svg");
});

test("a viewer reads the origin, with nothing to choose", () => {
  render(<DishForm canEdit={false} />);
  expect(screen.getByLabelText("Asal: provinsi")).toHaveProperty("readOnly", true);
  expect(screen.queryByRole("combobox")).toBeNull();
});
