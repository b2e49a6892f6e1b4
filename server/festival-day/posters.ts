import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { shortAddress } from "../../common/public-url";
import type { VoteCategory } from "../../common/vote-category";
import type { PosterFonts } from "./poster-assets";
import {
  type Box,
  contentWidth,
  fitText,
  fontInkHeight,
  frameInset,
  type Measure,
  margin,
  page,
  pictureAspect,
  picture as pictureBox,
  posterLayout,
  qrFrameModules,
  quietZoneModules,
  textHeight,
  titleStyle,
} from "./poster-layout";

/**
 * The printable poster at each class's stand: the dish, its picture and a QR code to its
 * page, where visitors vote. One A4 portrait page per dish, whatever its name's length.
 *
 * Printed on a school's office printer, so the page is white with night-blue text: a full
 * night-blue page (the site's own look) would soak the paper in toner, band on a laser, and
 * lose its edges to the unprintable margin. The festival shows in a night-blue frame, gold
 * stars and rules, the logo and the dish's drawing, which is itself a night scene.
 *
 * This module only draws: it runs in the posters' own process (poster-process.ts), away from
 * the server's event loop, from inputs the server gathered.
 */

/** The palette of app/styles/tokens.css that prints well on white. */
const colours = {
  night: "#1a0f3a", // --color-on-gold: text; 16:1 on white
  muted: "#4a3d78", // secondary text, still 9:1 on white
  gold: "#f5c04e", // --color-gold: decoration only, too light for text on white
  frame: "#2a1a5e", // --color-surface
  // The code's modules are pure black: a dark blue may be dithered by a colour printer.
  qr: "#000000",
};

const categoryLabels: Record<VoteCategory, string> = {
  domestic: "Domestik",
  international: "Internasional",
};

export type PosterPage = {
  category: VoteCategory;
  /** "Rendang – X MIPA C" */
  title: string;
  /** The dish page's public address, which the code encodes. */
  address: string;
  /** The picture as a JPEG cut to 4:3 (poster-assets.ts), or none: a starry panel instead. */
  picture: Buffer | undefined;
};

export type PosterDocument = {
  pages: PosterPage[];
  festivalName: string;
  /** The PDF's own title and author, shown by a viewer's window. */
  info: { Title: string; Author: string };
};

type Assets = { fonts: PosterFonts; logo: Buffer };

/** Writes the posters as one PDF, a page each, in the given order, to `file`. */
export async function writePosterPdf(file: string, poster: PosterDocument, assets: Assets) {
  const document = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: poster.info,
  });
  document.registerFont("regular", assets.fonts.regular);
  document.registerFont("extraBold", assets.fonts.extraBold);
  const output = createWriteStream(file);
  document.pipe(output);
  // Opened once, embedded once: pdfkit would decode and compress a Buffer on every page.
  const logo = document.openImage(assets.logo);
  for (const content of poster.pages) {
    document.addPage();
    drawPoster(document, { ...content, logo, festivalName: poster.festivalName });
  }
  document.end();
  await finished(output);
}

type PageContent = PosterPage & { logo: PDFKit.OpenedImage; festivalName: string };

/** Measures in one of the registered fonts, as pdfkit will lay the line out. */
function measureIn(document: PDFKit.PDFDocument, font: string): Measure {
  return (text, size) => document.font(font).fontSize(size).widthOfString(text);
}

function drawPoster(document: PDFKit.PDFDocument, content: PageContent) {
  drawFrame(document);
  drawHeader(document, content);
  const matrix = qrMatrix(content.address);
  const layout = posterLayout(matrix.size);
  drawQr(document, matrix, layout.qr.left, layout.qr.top, layout.qr.side);
  centred(document, "Scan untuk vote", layout.inviteTop, {
    font: "extraBold",
    size: 28,
    colour: colours.night,
  });
  centred(document, shortAddress(content.address), layout.addressTop, {
    font: "regular",
    size: 13,
    colour: colours.muted,
  });
  drawPicture(document, content.picture, pictureBox.top, pictureBox.height);
  drawTitle(document, content.title, layout.title);
}

function drawFrame(document: PDFKit.PDFDocument) {
  const side = { x: frameInset, y: frameInset };
  document
    .roundedRect(side.x, side.y, page.width - 2 * side.x, page.height - 2 * side.y, 18)
    .lineWidth(2.5)
    .stroke(colours.frame);
  // A few of the site's four-pointed stars in the corners, as on its night sky.
  star(document, 52, 52, 9);
  star(document, page.width - 56, 60, 6);
  star(document, page.width - 80, 92, 4);
  star(document, 48, page.height - 52, 7);
  star(document, page.width - 52, page.height - 56, 9);
}

/** The site's four-pointed star (scripts/art/kit), centred on x, y. */
function star(document: PDFKit.PDFDocument, x: number, y: number, radius: number) {
  const waist = radius * 0.28;
  document
    .moveTo(x, y - radius)
    .quadraticCurveTo(x + waist, y - waist, x + radius, y)
    .quadraticCurveTo(x + waist, y + waist, x, y + radius)
    .quadraticCurveTo(x - waist, y + waist, x - radius, y)
    .quadraticCurveTo(x - waist, y - waist, x, y - radius)
    .fill(colours.gold);
}

function drawHeader(document: PDFKit.PDFDocument, content: PageContent) {
  const top = 46;
  const logoSide = 58;
  const left = margin + 24;
  document.image(content.logo, left, top, { width: logoSide, height: logoSide });
  const textLeft = left + logoSide + 14;
  // The festival's name on one line beside the logo, smaller when it is long.
  const nameBox = { width: page.width - margin - textLeft, height: 30 };
  const name = fitText(content.festivalName, measureIn(document, "extraBold"), nameBox, {
    maxSize: 22,
    minSize: 12,
    maxLines: 1,
    lineHeight: 1.15,
    inkHeight: fontInkHeight,
  });
  document
    .font("extraBold")
    .fontSize(name.size)
    .fillColor(colours.night)
    .text(name.lines[0] ?? "", textLeft, top + 6, { lineBreak: false });
  document
    .font("regular")
    .fontSize(13)
    .fillColor(colours.muted)
    .text(`8trepreneur · ${categoryLabels[content.category]}`, textLeft, top + 36, {
      lineBreak: false,
    });
  const ruleY = top + logoSide + 10;
  document
    .moveTo(margin, ruleY)
    .lineTo(page.width - margin, ruleY)
    .lineWidth(2)
    .stroke(colours.gold);
}

function drawPicture(
  document: PDFKit.PDFDocument,
  picture: Buffer | undefined,
  top: number,
  height: number,
) {
  const width = height * pictureAspect;
  const left = (page.width - width) / 2;
  document.save();
  document.roundedRect(left, top, width, height, 14).clip();
  if (picture) {
    document.image(picture, left, top, { width, height });
  } else {
    document.rect(left, top, width, height).fill(colours.frame);
    star(document, page.width / 2, top + height / 2, 28);
  }
  document.restore();
}

/**
 * The title fitted to its box (poster-layout.ts): shrunk, wrapped, and never below the box,
 * where the code's quiet zone begins. Drawn line by line without pdfkit's own wrapping,
 * which adds a page when text runs past the bottom.
 */
function drawTitle(document: PDFKit.PDFDocument, title: string, box: Box) {
  const fitted = fitText(title, measureIn(document, "extraBold"), box, titleStyle);
  const lineHeight = fitted.size * titleStyle.lineHeight;
  const height = textHeight(fitted.lines.length, fitted.size, titleStyle);
  let top = box.top + Math.max(0, (box.height - height) / 2);
  document.font("extraBold").fontSize(fitted.size).fillColor(colours.night);
  for (const line of fitted.lines) {
    document.text(line, box.left, top, {
      width: box.width,
      align: "center",
      lineBreak: false,
    });
    top += lineHeight;
  }
}

function centred(
  document: PDFKit.PDFDocument,
  text: string,
  top: number,
  style: { font: string; size: number; colour: string },
) {
  document
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.colour)
    .text(text, margin, top, { width: contentWidth, align: "center", lineBreak: false });
}

/**
 * The code as vector squares, sharp at any printer's resolution, on white with the four
 * modules of quiet zone scanners need, inside a gold frame.
 */
function drawQr(
  document: PDFKit.PDFDocument,
  matrix: QrMatrix,
  left: number,
  top: number,
  side: number,
) {
  const module = side / (matrix.size + 2 * quietZoneModules);
  const quietZone = quietZoneModules;
  // The frame runs through the outer half of the quiet zone: scanners need two modules clear.
  const frameGap = module * qrFrameModules;
  document
    .roundedRect(left + frameGap, top + frameGap, side - 2 * frameGap, side - 2 * frameGap, 16)
    .lineWidth(3)
    .stroke(colours.gold);
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (!matrix.dark(row, column)) continue;
      // A hair wider than the module, so neighbours merge without white seams between them.
      document.rect(
        left + (column + quietZone) * module,
        top + (row + quietZone) * module,
        module + 0.05,
        module + 0.05,
      );
    }
  }
  document.fill(colours.qr);
}

/** The QR code's dark modules, row by row; `size` modules a side, without the quiet zone. */
export type QrMatrix = { size: number; dark: (row: number, column: number) => boolean };

/**
 * Level Q restores a quarter of the code: a poster taped to a stand gets creased, splashed
 * and half-covered by a price tag, and still scans.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "Q" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
