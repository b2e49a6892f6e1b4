import { describe, expect, it } from "vitest";
import { safeMarkdown } from "./safe-markdown";

describe("the long texts' Markdown", () => {
  it("keeps paragraphs, emphasis, bold, lists and https links", () => {
    const html = safeMarkdown.render(
      "Rendang **asli** dari *Minangkabau*.\n\n- daging\n- santan\n\nBaca [resepnya](https://example.com/rendang).",
    );
    expect(html).toBe(
      "<p>Rendang <strong>asli</strong> dari <em>Minangkabau</em>.</p>\n<ul>\n<li>daging</li>\n<li>santan</li>\n</ul>\n" +
        '<p>Baca <a href="https://example.com/rendang">resepnya</a>.</p>\n',
    );
  });

  it("writes HTML out as text, never as markup", () => {
    const html = safeMarkdown.render('<script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example/x",
  ])("drops a link to %s", (url) => {
    const html = safeMarkdown.render(`[klik](${url})`);
    expect(html).not.toContain("<a");
    expect(html).not.toContain('href="javascript');
  });

  it("has no pictures or headings: pictures are uploaded, headings would break the outline", () => {
    const html = safeMarkdown.render("# Judul\n\n![foto](https://example.com/a.jpg)");
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<img");
  });
});
