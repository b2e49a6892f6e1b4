// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { fieldLabel } from "../../../common/content-labels";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { slugOf } from "./dish-slug";
import { EditorProvider } from "./editor-context";
import { readSchema } from "./json-schema";
import { SectionForm } from "./section-form";
import { testEditor } from "./test-client";

beforeAll(fakeDialogs);
afterEach(cleanup);

const text = { type: "string", minLength: 1 };
/** The dishes' schema cut to the fields a slug depends on, as z.toJSONSchema writes it. */
const dishesSchema = readSchema({
  type: "array",
  items: {
    type: "object",
    properties: {
      id: { type: "string", pattern: "^[a-z0-9][a-z0-9-]{0,63}$" },
      slug: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
      name: text,
      category: { type: "string", enum: ["domestic", "international"] },
    },
    required: ["id", "slug", "name", "category"],
  },
});

const published = { id: "onigiri", slug: "onigiri", name: "Onigiri", category: "international" };

function Dishes({ onValue }: { onValue(value: unknown): void }) {
  const [value, setValue] = useState<unknown>([published]);
  return (
    <EditorProvider value={testEditor()}>
      <SectionForm
        section="dishes"
        schema={dishesSchema}
        value={value}
        reveal={undefined}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </EditorProvider>
  );
}

const nameBox = () => screen.getByLabelText(fieldLabel("name"));
const slugBox = () => screen.getByLabelText(fieldLabel("slug"));
const slugHints = () =>
  document.getElementById(slugBox().getAttribute("aria-describedby")?.split(" ")[0] ?? "")
    ?.textContent ?? "";

test("a slug is the name in lower case, accents dropped, only a-z, 0-9 and '-'", () => {
  expect(slugOf("Es Pisang Ijo")).toBe("es-pisang-ijo");
  expect(slugOf("Crème Brûlée")).toBe("creme-brulee");
  expect(slugOf("  Nasi Goreng (Spesial)!  ")).toBe("nasi-goreng-spesial");
  expect(slugOf("Sate 2 Rasa – Ayam & Sapi")).toBe("sate-2-rasa-ayam-sapi");
});

test("a new dish's slug follows its name until it is typed by hand", async () => {
  let latest: unknown;
  render(<Dishes onValue={(value) => (latest = value)} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Tambah hidangan" }));
  await user.type(nameBox(), "Es Pisang Ijo");
  expect(slugBox()).toHaveProperty("value", "es-pisang-ijo");
  expect(latest).toEqual([
    published,
    { id: "", slug: "es-pisang-ijo", name: "Es Pisang Ijo", category: "domestic" },
  ]);
  // The address the visitors will open, and why the slug moves by itself.
  expect(slugHints()).toContain("Alamat halaman: /8trepreneur/domestic/es-pisang-ijo");
  expect(slugHints()).toContain("Terisi sendiri dari nama");
  // Typed by hand, the slug is the editor's: the name no longer moves it.
  await user.clear(slugBox());
  await user.type(slugBox(), "es-ijo");
  await user.type(nameBox(), " Segar");
  expect(nameBox()).toHaveProperty("value", "Es Pisang Ijo Segar");
  expect(slugBox()).toHaveProperty("value", "es-ijo");
  expect(slugHints()).toContain("Alamat halaman: /8trepreneur/domestic/es-ijo");
});

test("a saved dish keeps its slug and its address when its name changes", async () => {
  let latest: unknown;
  render(<Dishes onValue={(value) => (latest = value)} />);
  const user = userEvent.setup();
  expect(slugHints()).toContain("Alamat halaman: /8trepreneur/international/onigiri");
  await user.type(nameBox(), " Salmon");
  expect(nameBox()).toHaveProperty("value", "Onigiri Salmon");
  expect(slugBox()).toHaveProperty("value", "onigiri");
  expect(latest).toEqual([{ ...published, name: "Onigiri Salmon" }]);
  // Said plainly: moving a published page's address breaks links and printed QR posters.
  expect(slugHints()).toContain("kode QR stan yang sudah dicetak");
});

test("the name is asked before the slug made from it, though the schema lists the slug first", () => {
  render(<Dishes onValue={() => {}} />);
  const following = nameBox().compareDocumentPosition(slugBox());
  expect(following & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
