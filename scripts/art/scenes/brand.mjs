// @ts-check
// Brand pieces: the festival mark, the wordmark and the default link-preview card.
import { writeAsset } from "../kit/write.mjs";
import * as lib from "./lib.mjs";
import { cloudDef, lettersFB8, mark, megaMendung } from "./motifs.mjs";

export function drawBrand() {
  // 1. The mark on a transparent background.
  {
    const m = mark("m");
    writeAsset(
      "brand/logo.svg",
      lib.svg(240, 240, m.body, { defs: m.defs, label: "FB8 festival mark" }),
    );
  }

  // 2. Mark plus "FB8" letters.
  {
    const m = mark("m", { tx: 8, ty: -20, s: 200 / 240 });
    const L = lettersFB8(236, 44, 112, lib.sceneColors.text, { sw: 19 });
    writeAsset(
      "brand/logo-wordmark.svg",
      lib.svg(640, 200, m.body + L.body, { defs: m.defs, label: "FB8" }),
    );
  }

  // 3. Link-preview card, 1200x630.
  {
    const m = mark("m", { tx: 96, ty: 80, s: 470 / 240, sw: 14 });
    const L = lettersFB8(640, 212, 190, lib.sceneColors.text, { sw: 30 });
    const card = cardScene({
      defs: m.defs,
      avoid: (x, y) => (x > 600 && x < 1110 && y > 170 && y < 480 ? 0 : 1),
      body:
        m.body +
        L.body +
        // a rule of small diamonds under the letters
        `<path d="M640 452h170M890 452h170" stroke="${lib.sceneColors.gold}" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M850 432l14 20-14 20-14-20z" fill="${lib.sceneColors.gold}"/>` +
        `<path d="M822 444l8 8-8 8-8-8zM878 444l8 8-8 8-8-8z" fill="${lib.sceneColors.coral}"/>`,
    });
    writeAsset(
      "brand/og-default.svg",
      lib.svg(CARD_W, CARD_H, card.body, { defs: card.defs, label: "FB8, Festival Budaya 8" }),
    );
  }

  // 4. The results page's card: the winner's cup on the left; the build writes the page's
  // title on the right (scripts/build-images.ts), from content, so it stays editable.
  {
    const card = cardScene({
      defs: lib.kawungDef("cupkw", lib.sceneColors.night, 30, 0.35, 2),
      avoid: (x, y) => (x > 520 && x < 1120 && y > 120 && y < 520 ? 0 : 1),
      body: trophy(300, 330),
    });
    writeAsset(
      "brand/og-results.svg",
      lib.svg(CARD_W, CARD_H, card.body, { defs: card.defs, label: "Piala juara 8trepreneur" }),
    );
  }
}

const CARD_W = 1200;
const CARD_H = 630;

/**
 * The link-preview cards' common scene: the night sky with its glows, stars, orbits and clouds,
 * `body` on it, and the batik frame with its corner rosettes over everything.
 * @param {{ defs: string, body: string, avoid: (x: number, y: number) => number }} scene
 */
function cardScene({ defs: ownDefs, body: ownBody, avoid }) {
  const W = CARD_W;
  const H = CARD_H;
  const defs =
    lib.starDefs() +
    cloudDef() +
    lib.linearDef("sky", [
      [0, lib.sceneColors.night],
      [0.7, lib.sceneColors.night2],
      [1, lib.sceneColors.surface],
    ]) +
    lib.glowDef("g1", lib.sceneColors.coral, 0.35) +
    lib.glowDef("g2", lib.sceneColors.teal, 0.25) +
    lib.kawungDef("kw", lib.sceneColors.gold, 36, 0.55, 1.6) +
    lib.parangDef("pr", lib.sceneColors.gold, 28, 0.5, 2) +
    ownDefs;
  const border =
    // Batik frame: a kawung band with gold rules either side.
    `<path d="M0 0H${W}V${H}H0ZM34 34V${H - 34}H${W - 34}V34Z" fill="${lib.sceneColors.night2}" fill-rule="evenodd"/>` +
    `<path d="M0 0H${W}V${H}H0ZM34 34V${H - 34}H${W - 34}V34Z" fill="url(#kw)" fill-rule="evenodd"/>` +
    `<rect x="33" y="33" width="${W - 66}" height="${H - 66}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
    `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${lib.sceneColors.gold}" stroke-opacity=".45" stroke-width="1.5"/>` +
    `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3"/>`;
  // Corner rosettes: a kawung flower on a night disc.
  /** @param {number} x @param {number} y */
  const corner = (x, y) =>
    `<g transform="translate(${x} ${y})"><circle r="30" fill="${lib.sceneColors.night2}" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
    `<g fill="${lib.sceneColors.gold}"><ellipse cx="-9" cy="-9" rx="11" ry="6" transform="rotate(45 -9 -9)"/><ellipse cx="9" cy="9" rx="11" ry="6" transform="rotate(45 9 9)"/>` +
    `<ellipse cx="9" cy="-9" rx="11" ry="6" transform="rotate(-45 9 -9)"/><ellipse cx="-9" cy="9" rx="11" ry="6" transform="rotate(-45 -9 9)"/></g>` +
    `<circle r="4" fill="${lib.sceneColors.coral}"/></g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="330" cy="300" r="360" fill="url(#g1)"/>` +
    `<circle cx="950" cy="140" r="360" fill="url(#g2)"/>` +
    lib.stars(81, W, H, 260, { maxR: 2, avoid }) +
    lib.orbit(600, 560, 760, 120, -6, lib.sceneColors.teal, 2, "2 10", 0.45) +
    lib.orbit(600, 560, 900, 170, -6, lib.sceneColors.gold, 1.5, "", 0.25) +
    megaMendung(170, 640, 1.7, {}) +
    megaMendung(1080, 650, 1.9, { flip: true }) +
    megaMendung(880, 660, 1.1, {}) +
    ownBody +
    border +
    corner(34, 34) +
    corner(W - 34, 34) +
    corner(34, H - 34) +
    corner(W - 34, H - 34);
  return { defs, body };
}

/**
 * A gold cup with a kawung band and a coral star, on a stepped base, centred at (cx, cy); about
 * 300 wide and 360 tall, with sparkles around it.
 * @param {number} cx @param {number} cy
 */
function trophy(cx, cy) {
  const c = lib.sceneColors;
  return (
    `<g transform="translate(${cx} ${cy})">` +
    // handles
    `<path d="M-100-120h-46c-8 0-14 6-14 14v20c0 50 36 86 86 92" fill="none" stroke="${c.gold}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M100-120h46c8 0 14 6 14 14v20c0 50-36 86-86 92" fill="none" stroke="${c.gold}" stroke-width="18" stroke-linecap="round"/>` +
    // bowl, with its batik band and rim
    `<path d="M-112-150H112V-70C112-4 62 40 0 40S-112-4-112-70Z" fill="${c.gold}"/>` +
    `<path d="M-112-112H112V-70H-112Z" fill="url(#cupkw)"/>` +
    `<rect x="-124" y="-166" width="248" height="22" rx="11" fill="${c.goldSoft}"/>` +
    `<path d="M-70-60C-62-20-34 8 0 16" fill="none" stroke="${c.goldSoft}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    // stem and base
    `<path d="M-20 38h40l10 62h-60z" fill="${c.gold}"/>` +
    `<rect x="-70" y="100" width="140" height="26" rx="6" fill="${c.gold}"/>` +
    `<rect x="-96" y="126" width="192" height="40" rx="8" fill="${c.surface}" stroke="${c.gold}" stroke-width="5"/>` +
    // the star of the winner
    `<g transform="translate(0 -40) scale(3.4)"><use href="#st" fill="${c.coral}"/></g>` +
    `</g>` +
    lib.sparkle(cx - 170, cy - 190, 1.6) +
    lib.sparkle(cx + 175, cy - 160, 1.2) +
    lib.sparkle(cx + 150, cy + 120, 0.9, c.teal) +
    lib.sparkle(cx - 160, cy + 90, 1, c.teal)
  );
}
