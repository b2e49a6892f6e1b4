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
    const W = 1200;
    const H = 630;
    const m = mark("m", { tx: 96, ty: 80, s: 470 / 240, sw: 14 });
    const L = lettersFB8(640, 212, 190, lib.sceneColors.text, { sw: 30 });
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
      m.defs;
    const border =
      // Batik frame: a kawung band with gold rules either side.
      `<path d="M0 0H${W}V${H}H0ZM34 34V${H - 34}H${W - 34}V34Z" fill="${lib.sceneColors.night2}" fill-rule="evenodd"/>` +
      `<path d="M0 0H${W}V${H}H0ZM34 34V${H - 34}H${W - 34}V34Z" fill="url(#kw)" fill-rule="evenodd"/>` +
      `<rect x="33" y="33" width="${W - 66}" height="${H - 66}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${lib.sceneColors.gold}" stroke-opacity=".45" stroke-width="1.5"/>` +
      `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3"/>`;
    // Corner rosettes: a kawung flower on a night disc.
    const corner = (x, y) =>
      `<g transform="translate(${x} ${y})"><circle r="30" fill="${lib.sceneColors.night2}" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      `<g fill="${lib.sceneColors.gold}"><ellipse cx="-9" cy="-9" rx="11" ry="6" transform="rotate(45 -9 -9)"/><ellipse cx="9" cy="9" rx="11" ry="6" transform="rotate(45 9 9)"/>` +
      `<ellipse cx="9" cy="-9" rx="11" ry="6" transform="rotate(-45 9 -9)"/><ellipse cx="-9" cy="9" rx="11" ry="6" transform="rotate(-45 -9 9)"/></g>` +
      `<circle r="4" fill="${lib.sceneColors.coral}"/></g>`;
    const body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="330" cy="300" r="360" fill="url(#g1)"/>` +
      `<circle cx="950" cy="140" r="360" fill="url(#g2)"/>` +
      lib.stars(81, W, H, 260, {
        maxR: 2,
        avoid: (x, y) => (x > 600 && x < 1110 && y > 170 && y < 480 ? 0 : 1),
      }) +
      lib.orbit(600, 560, 760, 120, -6, lib.sceneColors.teal, 2, "2 10", 0.45) +
      lib.orbit(600, 560, 900, 170, -6, lib.sceneColors.gold, 1.5, "", 0.25) +
      megaMendung(170, 640, 1.7, {}) +
      megaMendung(1080, 650, 1.9, { flip: true }) +
      megaMendung(880, 660, 1.1, {}) +
      m.body +
      L.body +
      // a rule of small diamonds under the letters
      `<path d="M640 452h170M890 452h170" stroke="${lib.sceneColors.gold}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M850 432l14 20-14 20-14-20z" fill="${lib.sceneColors.gold}"/>` +
      `<path d="M822 444l8 8-8 8-8-8zM878 444l8 8-8 8-8-8z" fill="${lib.sceneColors.coral}"/>` +
      border +
      corner(34, 34) +
      corner(W - 34, 34) +
      corner(34, H - 34) +
      corner(W - 34, H - 34);
    writeAsset(
      "brand/og-default.svg",
      lib.svg(W, H, body, { defs, label: "FB8, Festival Budaya 8" }),
    );
  }
}
