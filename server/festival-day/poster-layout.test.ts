import fc from "fast-check";
import { create } from "fontkit";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { classLabelMaxLength, dishNameMaxLength } from "../../common/content-schema";
import { posterCanDraw, posterFonts } from "./poster-assets";
import {
  fitText,
  type Measure,
  picture,
  posterLayout,
  smallestQrModules,
  textHeight,
  titleStyle,
} from "./poster-layout";
import { qrMatrix } from "./posters";

/** Measures as the poster draws: pdfkit, in the title's cut. */
function titleMeasure(): Measure {
  const document = new PDFDocument({ autoFirstPage: false });
  document.registerFont("extraBold", posterFonts().extraBold);
  return (text, size) => document.font("extraBold").fontSize(size).widthOfString(text);
}

/** Every character the title's cut draws, widest first (spaces and controls left out). */
function drawableLetters(): string[] {
  const font = create(posterFonts().extraBold);
  return font.characterSet
    .filter((codePoint) => posterCanDraw()(codePoint))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .filter((letter) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(letter))
    .sort(
      (a, b) =>
        font.glyphForCodePoint(b.codePointAt(0) ?? 0).advanceWidth -
        font.glyphForCodePoint(a.codePointAt(0) ?? 0).advanceWidth,
    );
}

const measure = titleMeasure();
const smallestBox = posterLayout(smallestQrModules).title;

describe("the poster's title box", () => {
  it("lies between the picture and the code's frame for every code a dish address makes", () => {
    // The shortest https dish address makes version 4; QR codes end at version 40.
    expect(qrMatrix("https://x.id/8trepreneur/domestic/a").size).toBe(smallestQrModules);
    for (let modules = smallestQrModules; modules <= 177; modules += 4) {
      const layout = posterLayout(modules);
      expect(layout.title.top).toBeGreaterThanOrEqual(picture.top + picture.height);
      expect(layout.title.top + layout.title.height).toBeLessThan(layout.qrFrameTop);
      expect(layout.title.height).toBeGreaterThanOrEqual(smallestBox.height);
    }
  });

  it(`holds a name of ${dishNameMaxLength} and a class of ${classLabelMaxLength} of the font's widest letters at the smallest size`, () => {
    const [widest = "W"] = drawableLetters();
    const title = `${widest.repeat(dishNameMaxLength)} – ${widest.repeat(classLabelMaxLength)}`;
    const fitted = fitText(title, measure, smallestBox, titleStyle);
    expect(fitted.cut).toBe(false);
    expect(fitted.lines.length).toBeLessThanOrEqual(titleStyle.maxLines);
    expect(fitted.size).toBeGreaterThanOrEqual(titleStyle.minSize);
    expect(textHeight(fitted.lines.length, fitted.size, titleStyle)).toBeLessThanOrEqual(
      smallestBox.height,
    );
    for (const line of fitted.lines) {
      expect(measure(line, fitted.size)).toBeLessThanOrEqual(smallestBox.width);
    }
    // Every letter drawn: nothing cut.
    expect(fitted.lines.join("").replaceAll(" ", "")).toBe(title.replaceAll(" ", ""));
    // The class's limit is all the poster holds: one widest letter more is cut.
    const longer = `${widest.repeat(dishNameMaxLength)} – ${widest.repeat(classLabelMaxLength + 1)}`;
    expect(fitText(longer, measure, smallestBox, titleStyle).cut).toBe(true);
  });

  it("holds any name and class within the limits, whatever their letters and spaces, uncut and inside the box", () => {
    const letters = [...drawableLetters(), " ", " ", " "];
    const within = (maxLength: number) =>
      fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength });
    fc.assert(
      fc.property(within(dishNameMaxLength), within(classLabelMaxLength), (name, classLabel) => {
        const title = `${name.join("").trim() || "A"} – ${classLabel.join("").trim() || "X"}`;
        const fitted = fitText(title, measure, smallestBox, titleStyle);
        expect(fitted.cut).toBe(false);
        expect(textHeight(fitted.lines.length, fitted.size, titleStyle)).toBeLessThanOrEqual(
          smallestBox.height,
        );
        for (const line of fitted.lines) {
          expect(measure(line, fitted.size)).toBeLessThanOrEqual(smallestBox.width);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("cuts a name stored before the limit (3,600 letters) to three lines ending in …", () => {
    const name = "Nasi goreng kampung spesial dengan telur ceplok ".repeat(75).slice(0, 3600);
    const fitted = fitText(`${name} – XII IPS`, measure, smallestBox, titleStyle);
    expect(fitted.cut).toBe(true);
    expect(fitted.size).toBe(titleStyle.minSize);
    expect(fitted.lines).toHaveLength(titleStyle.maxLines);
    expect(fitted.lines.at(-1)?.endsWith("…")).toBe(true);
    for (const line of fitted.lines) {
      expect(measure(line, fitted.size)).toBeLessThanOrEqual(smallestBox.width);
    }
  });

  it("keeps a short title large, on one line", () => {
    const fitted = fitText("Rendang – X MIPA C", measure, smallestBox, titleStyle);
    expect(fitted).toEqual({ size: titleStyle.maxSize, lines: ["Rendang – X MIPA C"], cut: false });
  });
});
