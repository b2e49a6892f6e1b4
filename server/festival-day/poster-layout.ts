/**
 * Where things sit on a stand's poster, as plain numbers, and how a title is fitted into its
 * box: kept apart from the drawing so that tests can check the geometry, and the schema's
 * limit on a dish's name (common/content-schema.ts) can be measured against the same box.
 */

/** A4 in PostScript points (1/72 in). */
export const page = { width: 595.28, height: 841.89 };
export const frameInset = 22;
export const margin = 44;
export const contentWidth = page.width - 2 * margin;
const millimetre = 72 / 25.4;
/** The code's own width, without its quiet zone: over 9 cm, readable from two metres. */
export const qrCodeSide = 92 * millimetre;
/** The white margin scanners need around a code, in modules. */
export const quietZoneModules = 4;
/** The gold frame runs through the outer half of the quiet zone, this many modules in. */
export const qrFrameModules = 1.5;

export const picture = { top: 124, height: 186 };

/**
 * From a line's top, as pdfkit places it, to the lowest ink of Plus Jakarta Sans's glyphs
 * (ascent 1038, lowest glyph 240 below the baseline, per 1000 units): a line's whole height.
 */
export const fontInkHeight = 1.28;

/** The picture's shape on the poster, the drawings' own 4:3. */
export const pictureAspect = 4 / 3;

/**
 * The title: as large as fits, down to a size still read from two metres away (20 pt
 * ExtraBold letters are 5 mm tall), on at most three lines.
 */
export const titleStyle = {
  maxSize: 34,
  minSize: 20,
  maxLines: 3,
  lineHeight: 1.15,
  inkHeight: fontInkHeight,
};

export type Box = { left: number; top: number; width: number; height: number };

/**
 * The page's places for a code of `modules` modules a side. A longer address needs more
 * modules, which only narrows the quiet zone: the smallest code a dish page's https address
 * makes (version 4, 33 modules) leaves the title its smallest box.
 */
export function posterLayout(modules: number) {
  const addressTop = page.height - frameInset - 44;
  const inviteTop = addressTop - 40;
  const qrSide = (qrCodeSide * (modules + 2 * quietZoneModules)) / modules;
  const qrTop = inviteTop - qrSide;
  const moduleSide = qrSide / (modules + 2 * quietZoneModules);
  const titleTop = picture.top + picture.height + 6;
  // The quiet zone is white already: the title may come into it, never to the frame in it.
  const titleBottom = qrTop + Math.min(4, moduleSide * qrFrameModules - 1);
  return {
    addressTop,
    inviteTop,
    qr: { left: (page.width - qrSide) / 2, top: qrTop, side: qrSide, moduleSide },
    /** Where the gold frame around the code begins: nothing else is drawn below this line. */
    qrFrameTop: qrTop + moduleSide * qrFrameModules,
    title: {
      left: margin,
      top: titleTop,
      width: contentWidth,
      height: titleBottom - titleTop,
    } satisfies Box,
  };
}

/** The smallest code any dish's address makes: "https://x.id/8trepreneur/domestic/a" needs version 4. */
export const smallestQrModules = 33;

/** Measures a line of text in the title's font at a size, in points. */
export type Measure = (text: string, size: number) => number;

export type FittedText = {
  size: number;
  lines: string[];
  /** True when even the smallest size could not hold it all and the end was cut with "…". */
  cut: boolean;
};

/**
 * The text in as large a size as fits `box` on at most `maxLines` lines: broken between
 * words, a word wider than the line broken inside; when words leave too many lines at the
 * smallest size, the lines are filled letter by letter; past that (a name stored before the
 * limit existed), the last line ends with "…". Never taller than the box.
 */
export type TextStyle = {
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** From one line's top to the next, in ems. */
  lineHeight: number;
  /** A line's own height, to its lowest ink, in ems. */
  inkHeight: number;
};

/** How many lines of `size` the box holds, within the style's maximum. */
export function linesThatFit(height: number, size: number, style: TextStyle): number {
  if (height < style.inkHeight * size) return 0;
  const more = Math.floor((height - style.inkHeight * size) / (style.lineHeight * size));
  return Math.min(style.maxLines, 1 + more);
}

/** The height `lines` lines of `size` take, to the last one's lowest ink. */
export function textHeight(lines: number, size: number, style: TextStyle): number {
  return lines === 0 ? 0 : (lines - 1) * style.lineHeight * size + style.inkHeight * size;
}

export function fitText(
  text: string,
  measure: Measure,
  box: { width: number; height: number },
  style: TextStyle,
): FittedText {
  const clean = text.replace(/\s+/g, " ").trim();
  for (let size = style.maxSize; size >= style.minSize; size--) {
    const lines = linesThatFit(box.height, size, style);
    if (lines < 1) continue;
    const byWords = wrapWords(clean, (line) => measure(line, size) <= box.width);
    if (byWords.length <= lines) return { size, lines: byWords, cut: false };
  }
  const size = style.minSize;
  const lines = Math.max(1, linesThatFit(box.height, size, style));
  const fits = (line: string) => measure(line, size) <= box.width;
  const filled = wrapLetters(clean, fits);
  if (filled.length <= lines) return { size, lines: filled, cut: false };
  const kept = filled.slice(0, lines);
  let last = kept[lines - 1] ?? "";
  while (last.length > 0 && !fits(`${last}…`)) last = [...last].slice(0, -1).join("");
  kept[lines - 1] = `${last.trimEnd()}…`;
  return { size, lines: kept, cut: true };
}

function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = wrapLetters(word, fits);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

function wrapLetters(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const letter of text) {
    if (line && !fits(line + letter)) {
      lines.push(line.trimEnd());
      line = letter === " " ? "" : letter;
    } else {
      line += letter;
    }
  }
  if (line) lines.push(line);
  return lines;
}
