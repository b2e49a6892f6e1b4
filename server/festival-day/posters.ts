import type { Kysely } from "kysely";
import PDFDocument from "pdfkit";
import { paths } from "../../common/paths";
import { shortAddress } from "../../common/public-url";
import { type VoteCategory, voteCategories } from "../../common/vote-category";
import { dishesIn, dishTitle, type PublishedDish, published } from "../content/published-content";
import type { DatabaseSchema } from "../storage/schema";
import {
  dishPicture,
  pictureAspect,
  posterFonts,
  posterLogo,
  type QrMatrix,
  qrMatrix,
} from "./poster-assets";

/**
 * The printable poster at each class's stand: the dish, its picture and a QR code to its
 * page, where visitors vote. One A4 portrait page per dish.
 *
 * Printed on a school's office printer, so the page is white with night-blue text: a full
 * night-blue page (the site's own look) would soak the paper in toner, band on a laser, and
 * lose its edges to the unprintable margin. The festival shows in a night-blue frame, gold
 * stars and rules, the logo and the dish's drawing, which is itself a night scene.
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

/** A4 in PostScript points (1/72 in). */
const page = { width: 595.28, height: 841.89 };
const frameInset = 22;
const margin = 44;
const contentWidth = page.width - 2 * margin;
const millimetre = 72 / 25.4;
/** The code's own width, without its quiet zone: over 9 cm, readable from two metres. */
const qrCodeSide = 92 * millimetre;
/** The white margin scanners need around a code, in modules. */
const quietZoneModules = 4;

export type Poster = {
  category: VoteCategory;
  dish: PublishedDish;
  /** The dish page's public address, which the code encodes. */
  address: string;
};

/** The dish page at the site's public origin (PUBLIC_URL, never the request's Host). */
export function posterFor(origin: string, dish: PublishedDish): Poster {
  return {
    category: dish.category,
    dish,
    address: `${origin}${paths.dish(dish.category, dish.slug)}`,
  };
}

/** Every dish of the published catalogue, domestic then international. */
export function allPosters(origin: string): Poster[] {
  return voteCategories.flatMap((category) =>
    dishesIn(category).map((dish) => posterFor(origin, dish)),
  );
}

/** The posters as one PDF, a page each, in the given order. */
export async function renderPosters(
  db: Kysely<DatabaseSchema>,
  posters: Poster[],
): Promise<Buffer> {
  const fonts = posterFonts();
  const logo = await posterLogo();
  const festival = published.festival();
  const document = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: {
      Title:
        posters.length === 1 && posters[0]
          ? `Poster ${dishTitle(posters[0].dish)}`
          : `Poster QR ${festival.product}`,
      Author: `Panitia ${festival.fullName}`,
    },
  });
  document.registerFont("regular", fonts.regular);
  document.registerFont("extraBold", fonts.extraBold);
  const done = collect(document);
  for (const poster of posters) {
    document.addPage();
    const picture = await dishPicture(db, poster.dish);
    drawPoster(document, { ...poster, picture, logo, festivalName: festival.fullName });
  }
  document.end();
  return await done;
}

function collect(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
}

type PageContent = Poster & { picture: Buffer | undefined; logo: Buffer; festivalName: string };

function drawPoster(document: PDFKit.PDFDocument, content: PageContent) {
  drawFrame(document);
  drawHeader(document, content);
  // From the bottom up: the code and its invitation have fixed places; the title takes what
  // the picture leaves.
  const addressTop = page.height - frameInset - 44;
  const inviteTop = addressTop - 40;
  const matrix = qrMatrix(content.address);
  const qrSide = (qrCodeSide * (matrix.size + 2 * quietZoneModules)) / matrix.size;
  const qrTop = inviteTop - qrSide;
  drawQr(document, matrix, (page.width - qrSide) / 2, qrTop, qrSide);
  centred(document, "Scan untuk vote", inviteTop, {
    font: "extraBold",
    size: 28,
    colour: colours.night,
  });
  centred(document, shortAddress(content.address), addressTop, {
    font: "regular",
    size: 13,
    colour: colours.muted,
  });

  const pictureTop = 124;
  const pictureHeight = 186;
  drawPicture(document, content.picture, pictureTop, pictureHeight);
  // The quiet zone is white already: the title may come close to it, never into it.
  drawTitle(document, dishTitle(content.dish), pictureTop + pictureHeight + 6, qrTop + 4);
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
  document
    .font("extraBold")
    .fontSize(22)
    .fillColor(colours.night)
    .text(content.festivalName, textLeft, top + 6, { lineBreak: false });
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

/** The title in as large a size as fits two lines between the picture and the code. */
function drawTitle(document: PDFKit.PDFDocument, title: string, top: number, bottom: number) {
  const room = bottom - top;
  let size = 34;
  document.font("extraBold");
  while (
    size > 18 &&
    document.fontSize(size).heightOfString(title, { width: contentWidth, align: "center" }) >
      Math.min(room, size * 2.6)
  ) {
    size -= 2;
  }
  const height = document.heightOfString(title, { width: contentWidth, align: "center" });
  document.fillColor(colours.night).text(title, margin, top + Math.max(0, (room - height) / 2), {
    width: contentWidth,
    align: "center",
  });
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
  const frameGap = module * 1.5;
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
