// @ts-check
// Expression art: the virtual exhibition hall and a generic short-video icon.
import { oneDecimal } from "../kit/format.mjs";
import { writeAsset } from "../kit/write.mjs";
import * as lib from "./lib.mjs";
import { cloudDef, gunungan, megaMendung } from "./motifs.mjs";

export function drawExpression() {
  // 1. Virtual gallery hall: a perspective floor in space with framed artworks floating above.
  {
    const W = 1200;
    const H = 675;
    const vx = 600;
    const vy = 300;
    const gn = gunungan("eg", 0, 0, 1, {
      inner: false,
      fill: lib.sceneColors.night2,
      line: lib.sceneColors.gold,
      sw: 0.012,
    });
    const p = lib.planet("ep", 1010, 110, 54, { ringTilt: -20, rimW: 2 });
    const defs =
      lib.starDefs() +
      cloudDef() +
      lib.nightSkyDef("sky") +
      lib.linearDef("floor", [
        [0, lib.sceneColors.surface, 0.2],
        [1, lib.sceneColors.surface2, 0.9],
      ]) +
      lib.glowDef("gg", lib.sceneColors.gold, 0.4) +
      lib.glowDef("gt", lib.sceneColors.teal, 0.3) +
      lib.kawungDef("kw", "#5a1f1a", 26, 0.8, 1.8) +
      lib.parangDef("pr", lib.sceneColors.night2, 22, 0.6, 2.4) +
      gn.defs +
      p.defs;
    // floor grid converging to the vanishing point
    let grid = "";
    for (let i = -10; i <= 10; i++) grid += `M${vx + i * 14} ${vy + 40}L${vx + i * 160} ${H}`;
    for (let k = 1; k < 9; k++) {
      const y = vy + 40 + (H - vy - 40) * (k / 8) ** 1.8;
      grid += `M0 ${oneDecimal(y)}H${W}`;
    }
    const frame = (x, y, w, h, art, tilt = 0) =>
      `<ellipse cx="${x}" cy="${oneDecimal(y + h / 2 + 70 + h * 0.3)}" rx="${oneDecimal(w * 0.45)}" ry="${oneDecimal(w * 0.07)}" fill="${lib.sceneColors.ink}" opacity=".45"/>` +
      `<circle cx="${x}" cy="${y}" r="${oneDecimal(Math.max(w, h) * 0.9)}" fill="url(#gg)"/>` +
      `<g transform="translate(${x} ${y}) rotate(${tilt})">` +
      `<rect x="${-w / 2 - 12}" y="${-h / 2 - 12}" width="${w + 24}" height="${h + 24}" rx="4" fill="${lib.sceneColors.gold}"/>` +
      `<rect x="${-w / 2 - 5}" y="${-h / 2 - 5}" width="${w + 10}" height="${h + 10}" fill="#9a6a1c"/>` +
      `<svg x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden">${art(w, h)}</svg>` +
      "</g>";
    const batik = (w, h) =>
      `<rect width="${w}" height="${h}" fill="#c4682f"/><rect width="${w}" height="${h}" fill="url(#kw)"/>` +
      `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#5a1f1a"/><rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="url(#pr)"/>` +
      // a large kawung flower medallion in the middle of the cloth
      `<g transform="translate(${w / 2} ${h * 0.4})"><circle r="${h * 0.3}" fill="#5a1f1a"/><circle r="${h * 0.3}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>` +
      [45, 135, 225, 315]
        .map(
          (a) =>
            `<ellipse cx="${oneDecimal(Math.cos((a * Math.PI) / 180) * h * 0.13)}" cy="${oneDecimal(Math.sin((a * Math.PI) / 180) * h * 0.13)}" rx="${oneDecimal(h * 0.13)}" ry="${oneDecimal(h * 0.065)}" transform="rotate(${a} ${oneDecimal(Math.cos((a * Math.PI) / 180) * h * 0.13)} ${oneDecimal(Math.sin((a * Math.PI) / 180) * h * 0.13)})" fill="${lib.sceneColors.goldSoft}" stroke="${lib.sceneColors.gold}" stroke-width="2"/>`,
        )
        .join("") +
      `<circle r="${oneDecimal(h * 0.035)}" fill="${lib.sceneColors.coral}"/></g>`;
    const wayang = (w, h) =>
      `<rect width="${w}" height="${h}" fill="${lib.sceneColors.goldSoft}"/><circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.42}" fill="${lib.sceneColors.gold}" opacity=".5"/>` +
      // a wayang kulit figure in profile: long nose, crown, thin arms with sticks
      `<g fill="${lib.sceneColors.night2}" transform="translate(${w / 2} ${h * 0.94}) scale(${h / 300})">` +
      `<path d="M-30 0L-20-120Q-24-160-8-176L-6-200Q-20-214-4-232L6-260L14-232Q26-214 12-196L16-176Q30-166 40-150L14-148Q10-128 20-120L30 0Z"/>` +
      `<path d="M-16-150Q-60-120-70-60M20-140Q60-110 40-40" fill="none" stroke="${lib.sceneColors.night2}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M-70-60L-80 10M40-40L50 20" stroke="#8a5a2a" stroke-width="4"/>` +
      `<path d="M-24-90H26L30-60H-28Z" fill="${lib.sceneColors.coral}"/></g>`;
    const house = (w, h) =>
      `<rect width="${w}" height="${h}" fill="#2a6a8a"/><circle cx="${w * 0.78}" cy="${h * 0.22}" r="${h * 0.1}" fill="${lib.sceneColors.goldSoft}"/>` +
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#3f6a4e"/>` +
      // rumah gadang: upswept horn roofs
      `<path d="M${w * 0.08} ${h * 0.5}Q${w * 0.12} ${h * 0.36} ${w * 0.04} ${h * 0.2}Q${w * 0.2} ${h * 0.34} ${w * 0.3} ${h * 0.34}Q${w * 0.4} ${h * 0.32} ${w * 0.5} ${h * 0.14}Q${w * 0.6} ${h * 0.32} ${w * 0.7} ${h * 0.34}Q${w * 0.8} ${h * 0.34} ${w * 0.96} ${h * 0.2}Q${w * 0.88} ${h * 0.36} ${w * 0.92} ${h * 0.5}Z" fill="#8e2440"/>` +
      `<rect x="${w * 0.14}" y="${h * 0.5}" width="${w * 0.72}" height="${h * 0.24}" fill="#6b3420"/>` +
      `<rect x="${w * 0.14}" y="${h * 0.54}" width="${w * 0.72}" height="${h * 0.05}" fill="${lib.sceneColors.gold}"/>` +
      `<rect x="${w * 0.45}" y="${h * 0.6}" width="${w * 0.1}" height="${h * 0.14}" fill="${lib.sceneColors.gold}"/>` +
      `<path d="M${w * 0.16} ${h * 0.74}V${h * 0.8}M${w * 0.84} ${h * 0.74}V${h * 0.8}" stroke="#3a1a0a" stroke-width="4"/>`;
    const mendung = (w, h) =>
      `<rect width="${w}" height="${h}" fill="#f3e2c0"/>` +
      megaMendung(w * 0.36, h * 0.6, w / 300, { lineOp: 0.6, line: "#f3e2c0" }) +
      megaMendung(w * 0.7, h * 0.95, w / 360, { flip: true, lineOp: 0.6, line: "#f3e2c0" });
    const kayon = (w, h) =>
      `<rect width="${w}" height="${h}" fill="${lib.sceneColors.coral}"/>` +
      `<g transform="translate(${w / 2} ${h * 0.94}) scale(${h * 0.84})">${gn.body}</g>`;
    const body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      lib.stars(1200, W, vy + 40, 220) +
      p.body +
      `<circle cx="${vx}" cy="${vy}" r="360" fill="url(#gt)"/>` +
      `<path d="M0 ${vy + 40}H${W}V${H}H0Z" fill="url(#floor)"/>` +
      `<path d="${grid}" stroke="${lib.sceneColors.teal}" stroke-opacity=".35" stroke-width="1.5" fill="none"/>` +
      `<path d="M0 ${vy + 40}H${W}" stroke="${lib.sceneColors.teal}" stroke-opacity=".7" stroke-width="2"/>` +
      // far row
      frame(420, 190, 90, 110, kayon, -3) +
      frame(790, 190, 120, 84, mendung, 3) +
      // near row
      frame(250, 300, 200, 260, wayang, -4) +
      frame(600, 300, 260, 190, batik, 0) +
      frame(950, 320, 230, 170, house, 4) +
      lib.sparkle(120, 80, 1.8) +
      lib.sparkle(840, 60, 1.2, lib.sceneColors.teal) +
      lib.sparkle(420, 120, 1.1, lib.sceneColors.coral) +
      lib.sparkle(1140, 300, 1.3);
    writeAsset(
      "expression/gallery.svg",
      lib.svg(W, H, body, { defs, label: "A virtual exhibition hall with floating artworks" }),
    );
  }

  // 2. Short-video icon: a play symbol inside a rounded square, with a note and an orbit arc.
  {
    const defs = lib.linearDef("bg", [
      [0, lib.sceneColors.surface2],
      [1, lib.sceneColors.night2],
    ]);
    const body =
      `<rect x="2" y="2" width="92" height="92" rx="24" fill="url(#bg)"/>` +
      `<rect x="2" y="2" width="92" height="92" rx="24" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      `<ellipse cx="48" cy="50" rx="34" ry="12" fill="none" stroke="${lib.sceneColors.teal}" stroke-width="3.5" transform="rotate(-24 48 50)" stroke-dasharray="80 14 6 14" stroke-linecap="round"/>` +
      `<path d="M38 32Q38 27 42.5 29.5L64 43.5Q68 46 64 48.5L42.5 62.5Q38 65 38 60Z" fill="${lib.sceneColors.gold}"/>` +
      `<g fill="${lib.sceneColors.coral}"><path d="M70 18v20" stroke="${lib.sceneColors.coral}" stroke-width="4" stroke-linecap="round"/><ellipse cx="66" cy="38.5" rx="5.5" ry="4.5" transform="rotate(-20 66 38.5)"/>` +
      `<path d="M70 16q8 2 9 10q-4-5-9-4z"/></g>` +
      `<path d="M22 74l2-5 2 5 5 2-5 2-2 5-2-5-5-2z" fill="${lib.sceneColors.goldSoft}"/>`;
    writeAsset(
      "expression/short-video-icon.svg",
      lib.svg(96, 96, body, { defs, label: "Short video" }),
    );
  }
}
