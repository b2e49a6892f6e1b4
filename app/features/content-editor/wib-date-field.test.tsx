// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import { fieldLabel } from "../../../common/content-labels";
import { EditorProvider } from "./editor-context";
import { readSchema } from "./json-schema";
import { ObjectFields } from "./schema-field";
import { testEditor } from "./test-client";
import { joinWib, splitWib } from "./wib-instants";

afterEach(cleanup);

const wib = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+07:00$" };
const keys = ["homeCountdownTarget", "comingSoonTarget", "guestStarReveal", "showDate"] as const;
const eventsSchema = readSchema({
  type: "object",
  properties: Object.fromEntries(keys.map((key) => [key, wib])),
  required: [...keys],
});

/** The 2022 festival's times, in the order they make sense. */
const events2022 = {
  homeCountdownTarget: "2022-06-12T23:59:59+07:00",
  comingSoonTarget: "2022-06-11T08:00:00+07:00",
  guestStarReveal: "2022-06-13T23:59:59+07:00",
  showDate: "2022-06-19T00:00:00+07:00",
};

function Form({
  canEdit = true,
  start = events2022,
  onValue,
}: {
  canEdit?: boolean;
  start?: Record<string, string>;
  onValue?: (value: Record<string, unknown>) => void;
}) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <EditorProvider value={testEditor({ canEdit })}>
      <ObjectFields
        schema={eventsSchema.type === "object" ? eventsSchema : { type: "object", properties: [] }}
        value={value}
        path={["festival", "events"]}
        onChange={(next) => {
          setValue(next);
          onValue?.(next as Record<string, unknown>);
        }}
      />
    </EditorProvider>
  );
}

const field = (key: (typeof keys)[number]) => screen.getByRole("group", { name: fieldLabel(key) });
/** What a screen reader reads with `input`: the texts its aria-describedby names. */
const describedText = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

/** As the phone's pickers do: the box's value changes at once, in the input's own format. */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

test("a date and a time picked in WIB are written exactly as stored, and read back", () => {
  let latest: Record<string, unknown> = {};
  render(<Form onValue={(value) => (latest = value)} />);
  const show = field("showDate");
  const date = within(show).getByLabelText("Tanggal");
  const time = within(show).getByLabelText("Jam (WIB)");
  expect(date).toHaveProperty("type", "date");
  expect(time).toHaveProperty("type", "time");
  expect(time.getAttribute("step")).toBe("1");
  // The stored value is read into the boxes as it is written: no time zone moves it.
  expect(date).toHaveProperty("value", "2022-06-19");
  expect(time).toHaveProperty("value", "00:00:00");

  pick(date, "2023-06-10");
  pick(time, "23:59:59");
  expect(latest.showDate).toBe("2023-06-10T23:59:59+07:00");
  expect(describedText(date)).toContain("Terbaca: 10 Juni 2023 pukul 23.59 WIB.");
  expect(describedText(date)).toContain("Jam WIB (UTC+7), sama bagi semua pengunjung");
  // A time without seconds (some pickers) is the full minute.
  pick(time, "20:15");
  expect(latest.showDate).toBe("2023-06-10T20:15:00+07:00");
  // The other fields are untouched.
  expect(latest.comingSoonTarget).toBe(events2022.comingSoonTarget);
});

test("the visitor's own time zone never shifts the stored instant", () => {
  const before = process.env.TZ;
  try {
    // Kiritimati is UTC+14 and Honolulu UTC−10: a local reading would move the date a day.
    for (const zone of ["Pacific/Kiritimati", "Pacific/Honolulu"]) {
      process.env.TZ = zone;
      expect(splitWib("2023-06-10T23:59:59+07:00")).toEqual({
        date: "2023-06-10",
        time: "23:59:59",
      });
      expect(splitWib("2023-06-10T00:30:00+07:00")).toEqual({
        date: "2023-06-10",
        time: "00:30:00",
      });
      expect(joinWib({ date: "2023-06-10", time: "00:30:00" })).toBe("2023-06-10T00:30:00+07:00");
    }
  } finally {
    process.env.TZ = before;
  }
  // An instant written another way is the same moment told in WIB.
  expect(splitWib("2023-06-10T17:00:00Z")).toEqual({ date: "2023-06-11", time: "00:00:00" });
});

test("a date without its time writes nothing yet, and says what is missing", () => {
  let latest: Record<string, unknown> = {};
  render(<Form onValue={(value) => (latest = value)} />);
  const reveal = field("guestStarReveal");
  const time = within(reveal).getByLabelText("Jam (WIB)");
  pick(time, "");
  expect(latest.guestStarReveal).toBe("");
  expect(within(reveal).getByLabelText("Tanggal")).toHaveProperty("value", "2022-06-13");
  expect(describedText(time)).toContain("Isi tanggal dan jamnya.");
  pick(time, "10:00:00");
  expect(latest.guestStarReveal).toBe("2022-06-13T10:00:00+07:00");
});

test("dates that contradict each other are warned about beside both fields, not refused", () => {
  let latest: Record<string, unknown> = {};
  render(<Form onValue={(value) => (latest = value)} />);
  // In order, as in 2022: no warning anywhere.
  expect(screen.queryByText(/Periksa lagi/)).toBeNull();

  // The opening moved after the show.
  const opening = field("comingSoonTarget");
  pick(within(opening).getByLabelText("Tanggal"), "2022-06-20");
  expect(latest.comingSoonTarget).toBe("2022-06-20T08:00:00+07:00");
  const openingDate = within(opening).getByLabelText("Tanggal");
  expect(describedText(openingDate)).toContain(
    "Pembukaan festival (20 Juni 2022 pukul 08.00 WIB) jatuh sesudah tayang Collaboreight (19 Juni 2022 pukul 00.00 WIB), padahal seharusnya lebih dulu. Periksa lagi; tetap bisa disimpan.",
  );
  expect(describedText(openingDate)).toContain("akhir hitung mundur di Home");
  expect(
    within(field("showDate")).getByText(/^Pembukaan festival .* jatuh sesudah tayang/),
  ).toBeTruthy();
  // The guest star and the Home countdown are still in order with the show.
  expect(within(field("guestStarReveal")).queryByText(/Periksa lagi/)).toBeNull();

  // The guest star revealed after the show, then the Home countdown too.
  pick(within(field("guestStarReveal")).getByLabelText("Tanggal"), "2022-06-25");
  expect(
    within(field("guestStarReveal")).getByText(/^Pengumuman guest star .* jatuh sesudah tayang/),
  ).toBeTruthy();
  pick(within(field("homeCountdownTarget")).getByLabelText("Tanggal"), "2022-06-26");
  expect(
    within(field("homeCountdownTarget")).getByText(
      /^Akhir hitung mundur di Home .* jatuh sesudah tayang/,
    ),
  ).toBeTruthy();

  // Moving the show last clears every warning.
  pick(within(field("showDate")).getByLabelText("Tanggal"), "2022-06-30");
  expect(screen.queryByText(/Periksa lagi/)).toBeNull();
});

test("a viewer reads each time in words, with nothing to pick", () => {
  render(<Form canEdit={false} />);
  expect(document.querySelector('input[type="date"], input[type="time"]')).toBeNull();
  const show = screen.getByLabelText(fieldLabel("showDate"));
  expect(show).toHaveProperty("readOnly", true);
  expect(show).toHaveProperty("value", "19 Juni 2022 pukul 00.00 WIB");
});
