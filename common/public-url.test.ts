import { describe, expect, it } from "vitest";
import { publicUrl } from "./public-url";

describe("publicUrl", () => {
  it("defaults to the local server", () => {
    expect(publicUrl({})).toBe("http://127.0.0.1:3000");
  });

  it("drops a trailing slash and keeps a path", () => {
    expect(publicUrl({ PUBLIC_URL: "https://fb8.example.sch.id/" })).toBe(
      "https://fb8.example.sch.id",
    );
    expect(publicUrl({ PUBLIC_URL: "https://example.org/fb8/" })).toBe("https://example.org/fb8");
  });

  it.each(["fb8.example.sch.id", "ftp://example.org", "https://"])(
    "refuses %s and names PUBLIC_URL",
    (value) => {
      expect(() => publicUrl({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});
