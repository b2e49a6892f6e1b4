import { expect, test } from "vitest";
import { describeCriteria } from "./vote-filter";

const byName = (food: string) => food;

test("names a flagged cluster in an invalidation's criteria, never a network's whole hash", () => {
  expect(
    describeCriteria({ cluster: { reason: "network_burst", key: "ab12cd34ef56" } }, byName),
  ).toBe("Kelompok tertandai: Jaringan ab12cd34");
  expect(
    describeCriteria({ cluster: { reason: "small_domains_burst", key: "ab12cd34ef56" } }, byName),
  ).toBe("Kelompok tertandai: Jaringan ab12cd34, berbagai domain kecil");
  expect(
    describeCriteria({ cluster: { reason: "domain_burst", key: "contoh.sch.id" } }, byName),
  ).toBe("Kelompok tertandai: contoh.sch.id");
  expect(describeCriteria({ cluster: { reason: "duplicate_address", key: "" } }, byName)).toBe(
    "Kelompok tertandai: Alamat ganda (sebelum aturan alamat kanonik)",
  );
});
