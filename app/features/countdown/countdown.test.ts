import { describe, expect, it } from "vitest";
import { comingSoonUnits } from "./coming-soon-countdown";
import { remainingTime, twoDigits } from "./countdown";

const homeTarget = new Date("2022-06-12T23:59:59+07:00");
const comingSoonTarget = new Date("2022-06-11T08:00:00+07:00");

describe("remainingTime", () => {
  it("counts whole hours past a day, so 50 hours left reads 50", () => {
    const now = new Date(homeTarget.getTime() - (50 * 3600 + 7 * 60 + 9) * 1000);
    const left = remainingTime(homeTarget, now);
    expect(left).toMatchObject({ totalHours: 50, days: 2, hours: 2, minutes: 7, seconds: 9 });
    expect(left.finished).toBe(false);
  });

  it("stops at zero once the target has passed", () => {
    const left = remainingTime(homeTarget, new Date("2022-06-13T10:00:00+07:00"));
    expect(left).toEqual({
      days: 0,
      hours: 0,
      totalHours: 0,
      minutes: 0,
      seconds: 0,
      finished: true,
    });
  });

  it("counts to the instant in WIB, whatever the visitor's zone", () => {
    // 16:59:59 UTC is 23:59:59 WIB: one second before it, one second is left.
    const left = remainingTime(homeTarget, new Date("2022-06-12T16:59:58Z"));
    expect(left.totalHours).toBe(0);
    expect(left.seconds).toBe(1);
  });
});

describe("comingSoonUnits", () => {
  // The content's unit names (pages.countdownUnits), which the component passes in.
  const unitLabels = { days: "Hari", hours: "Jam", minutes: "Menit", seconds: "Detik" };
  const labels = (units: { label: string }[]) => units.map((unit) => unit.label);

  it("shows days, hours and minutes while days remain", () => {
    const now = new Date("2022-06-09T06:30:00+07:00");
    const units = comingSoonUnits(remainingTime(comingSoonTarget, now), unitLabels);
    expect(labels(units)).toEqual(["Hari", "Jam", "Menit"]);
    expect(units.map((unit) => unit.value)).toEqual([2, 1, 30]);
  });

  it("drops the days and adds seconds on the last day", () => {
    const now = new Date("2022-06-11T05:59:30+07:00");
    const units = comingSoonUnits(remainingTime(comingSoonTarget, now), unitLabels);
    expect(labels(units)).toEqual(["Jam", "Menit", "Detik"]);
    expect(units.map((unit) => unit.value)).toEqual([2, 0, 30]);
  });

  it("shows 00 everywhere at the target", () => {
    const units = comingSoonUnits(remainingTime(comingSoonTarget, comingSoonTarget), unitLabels);
    expect(units.map((unit) => twoDigits(unit.value ?? -1))).toEqual(["00", "00", "00"]);
  });
});
