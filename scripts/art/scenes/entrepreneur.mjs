// @ts-check
// 8trepreneur landing art: the scan graphic, two boarding-pass tickets and the rocket-plane.
import { oneDecimal } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { writeAsset } from "../kit/write.mjs";
import * as lib from "./lib.mjs";
import { barcode } from "./pieces.mjs";

export function drawEntrepreneur() {
  // 1. Scan frame with a QR-like pattern and a laser line.
  {
    const W = 600;
    const N = 25;
    const cell = 12;
    const x0 = 300 - (N * cell) / 2;
    const y0 = x0;
    const r = mulberry32(2022);
    const finder = (cx, cy) => (x, y) => x >= cx && x < cx + 7 && y >= cy && y < cy + 7;
    const inFinder = [finder(0, 0), finder(N - 7, 0), finder(0, N - 7)];
    let d = "";
    for (let y = 0; y < N; y++) {
      for (let x = 0; x < N; x++) {
        if (inFinder.some((fn) => fn(x, y)) || (x === 7 && y < 8) || (y === 7 && x < 8)) continue;
        if (
          (x === N - 8 && y < 8) ||
          (y === 7 && x > N - 9) ||
          (x === 7 && y > N - 9) ||
          (y === N - 8 && x < 8)
        )
          continue;
        if (r() < 0.48) d += `M${x0 + x * cell} ${y0 + y * cell}h${cell}v${cell}h-${cell}z`;
      }
    }
    const finderEl = (gx, gy) => {
      const x = x0 + gx * cell;
      const y = y0 + gy * cell;
      return (
        `<rect x="${x + 6}" y="${y + 6}" width="${cell * 7 - 12}" height="${cell * 7 - 12}" rx="10" fill="none" stroke="${lib.sceneColors.night2}" stroke-width="12"/>` +
        `<rect x="${x + cell * 2}" y="${y + cell * 2}" width="${cell * 3}" height="${cell * 3}" rx="6" fill="${lib.sceneColors.coral}"/>`
      );
    };
    const br = (x, y, sx, sy) =>
      `<path d="M${x} ${y + sy * 70}V${y + sy * 16}Q${x} ${y} ${x + sx * 16} ${y}H${x + sx * 70}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="12" stroke-linecap="round"/>`;
    const defs =
      lib.starDefs() +
      lib.glowDef("gt", lib.sceneColors.teal, 0.5) +
      lib.linearDef("las", [
        [0, lib.sceneColors.teal, 0],
        [0.5, lib.sceneColors.teal, 0.45],
        [1, lib.sceneColors.teal, 0],
      ]) +
      lib.nightSkyDef("bg");
    const body =
      `<rect width="${W}" height="${W}" rx="40" fill="url(#bg)"/>` +
      lib.stars(606, W, W, 80) +
      `<circle cx="300" cy="300" r="280" fill="url(#gt)"/>` +
      `<rect x="${x0 - 24}" y="${y0 - 24}" width="${N * cell + 48}" height="${N * cell + 48}" rx="26" fill="${lib.sceneColors.goldSoft}"/>` +
      `<path d="${d}" fill="${lib.sceneColors.night2}"/>` +
      finderEl(0, 0) +
      finderEl(N - 7, 0) +
      finderEl(0, N - 7) +
      // the festival planet in the middle of the code
      `<circle cx="300" cy="300" r="30" fill="${lib.sceneColors.goldSoft}"/><circle cx="300" cy="300" r="20" fill="${lib.sceneColors.coral}"/>` +
      `<ellipse cx="300" cy="300" rx="32" ry="8" fill="none" stroke="${lib.sceneColors.teal}" stroke-width="5" transform="rotate(-18 300 300)"/>` +
      br(70, 70, 1, 1) +
      br(530, 70, -1, 1) +
      br(70, 530, 1, -1) +
      br(530, 530, -1, -1) +
      `<rect x="60" y="296" width="480" height="80" fill="url(#las)" transform="translate(0 -40)"/>` +
      `<path d="M56 336H544" stroke="${lib.sceneColors.teal}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="56" cy="336" r="7" fill="${lib.sceneColors.teal}"/><circle cx="544" cy="336" r="7" fill="${lib.sceneColors.teal}"/>` +
      lib.sparkle(520, 40, 1.6) +
      lib.sparkle(46, 560, 1.2, lib.sceneColors.coral);
    writeAsset(
      "entrepreneur/scan.svg",
      lib.svg(W, W, body, { defs, label: "Scan a boarding pass" }),
    );
  }

  // 2. Boarding-pass tickets: main body with a plain centre, perforation, stub with barcode.
  function ticket(name, col, deep, soft, pattern, seed, planeRot, label) {
    const W = 720;
    const H = 300;
    const stubX = 530;
    // notched outline: half-circle bites at the perforation
    const rr = 18;
    const d =
      `M16 8H${stubX - rr}a${rr} ${rr} 0 0 0 ${rr * 2} 0H${W - 16}q8 0 8 8V${H - 16}q0 8-8 8H${stubX + rr}` +
      `a${rr} ${rr} 0 0 0 ${-rr * 2} 0H16q-8 0-8-8V16q0-8 8-8z`;
    let perf = "";
    for (let y = 34; y < H - 30; y += 14) perf += `<circle cx="${stubX}" cy="${y}" r="3.2"/>`;
    const plane = (x, y, s, rot, fill) =>
      `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M-20 2l14-2 8-16h6l-4 16h14l6-6h4l-3 8 3 8h-4l-6-6H4l4 16H2l-8-16-14-2z" fill="${fill}"/>`;
    const defs =
      lib.starDefs() +
      (pattern === "kawung"
        ? lib.kawungDef("pt", deep, 30, 0.35, 1.6)
        : lib.parangDef("pt", deep, 24, 0.35, 2.2)) +
      `<clipPath id="tk"><path d="${d}"/></clipPath>`;
    const body =
      `<path d="${d}" fill="${deep}" transform="translate(0 6)" opacity=".5"/>` +
      `<path d="${d}" fill="${col}"/>` +
      `<g clip-path="url(#tk)">` +
      // header band with the route
      `<rect width="${W}" height="64" fill="${deep}"/>` +
      `<rect width="${W}" height="64" fill="url(#pt)" opacity=".9"/>` +
      `<rect y="64" width="${W}" height="4" fill="${soft}" opacity=".7"/>` +
      `<rect y="${H - 46}" width="${stubX}" height="46" fill="url(#pt)"/>` +
      `<rect x="${stubX}" width="${W - stubX}" height="${H}" fill="${soft}" opacity=".35"/>` +
      "</g>" +
      // route: two planets joined by a dotted orbit arc, with a plane on it
      `<circle cx="46" cy="36" r="12" fill="${lib.sceneColors.night2}"/><circle cx="46" cy="36" r="6" fill="${soft}"/>` +
      `<path d="M66 36q120-26 240 0" fill="none" stroke="${soft}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>` +
      plane(186, 26, 0.9, planeRot, soft) +
      `<circle cx="326" cy="36" r="12" fill="${lib.sceneColors.night2}"/><ellipse cx="326" cy="36" rx="19" ry="5" fill="none" stroke="${soft}" stroke-width="3" transform="rotate(-16 326 36)"/>` +
      `<g fill="${soft}" opacity=".85"><rect x="380" y="24" width="120" height="8" rx="4"/><rect x="380" y="40" width="80" height="8" rx="4"/></g>` +
      // the plain centre: only faint guide rules at the edges
      `<path d="M40 96H500M40 ${H - 64}H500" stroke="${deep}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="6 6"/>` +
      // perforation
      `<g fill="${deep}" opacity=".7">${perf}</g>` +
      // stub: seat block, barcode and a mark
      `<g transform="translate(${stubX + 95} 110)"><circle r="34" fill="${lib.sceneColors.night2}"/>` +
      `<path d="M-10-20a12 12 0 1 0 .1 0zM-10 2a15 13 0 1 0 .1 0z" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="5" transform="translate(10 0)"/>` +
      `<circle cx="22" cy="-22" r="4" fill="${lib.sceneColors.teal}"/></g>` +
      `<g fill="${lib.sceneColors.night2}" opacity=".75"><rect x="${stubX + 40}" y="162" width="110" height="8" rx="4"/><rect x="${stubX + 58}" y="178" width="74" height="8" rx="4"/></g>` +
      barcode(seed, stubX + 36, 204, 122, 60, lib.sceneColors.night2) +
      lib.sparkle(W - 40, 34, 1.1, lib.sceneColors.night2, 0.8);
    writeAsset(name, lib.svg(W, H, body, { defs, label }));
  }

  ticket(
    "entrepreneur/ticket-domestic.svg",
    lib.sceneColors.gold,
    "#b98a2c",
    lib.sceneColors.goldSoft,
    "kawung",
    11,
    4,
    "Domestic boarding pass",
  );
  ticket(
    "entrepreneur/ticket-international.svg",
    lib.sceneColors.coral,
    "#c4482f",
    "#ffd2c2",
    "parang",
    29,
    -4,
    "International boarding pass",
  );

  // 3. Retro-futurist rocket-plane with a dotted flight path.
  {
    const W = 400;
    const H = 200;
    let trail = "";
    for (let i = 0; i < 16; i++) {
      const t = i / 15;
      const x = 12 + t * 200;
      const y = 168 - Math.sin(t * Math.PI * 0.9) * 50 - t * 50;
      trail += `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(2 + t * 3)}" opacity="${oneDecimal(0.35 + t * 0.6)}"/>`;
    }
    const defs = lib.starDefs() + lib.glowDef("gc", lib.sceneColors.coral, 0.5);
    const body =
      lib.stars(40, W, H, 30, { maxR: 1.4 }) +
      `<g fill="${lib.sceneColors.teal}">${trail}</g>` +
      `<g transform="translate(290 80) rotate(-16)">` +
      `<circle cx="-78" r="40" fill="url(#gc)"/>` +
      // exhaust flame
      `<path d="M-70-12q-34 4-48 12q14 8 48 12z" fill="${lib.sceneColors.coral}"/><path d="M-70-7q-20 3-28 7q8 4 28 7z" fill="${lib.sceneColors.gold}"/>` +
      // wings
      `<path d="M-20 8L-52 48H-30L14 10z" fill="${lib.sceneColors.coral}" stroke="${lib.sceneColors.night2}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M-44-14L-62-40H-46L-20-12z" fill="${lib.sceneColors.teal}" stroke="${lib.sceneColors.night2}" stroke-width="3" stroke-linejoin="round"/>` +
      // fuselage
      `<path d="M-72-16H30q50 0 64 16q-14 16-64 16H-72q-8-16 0-32z" fill="${lib.sceneColors.goldSoft}" stroke="${lib.sceneColors.night2}" stroke-width="3.5"/>` +
      `<path d="M-72 6H72" stroke="${lib.sceneColors.gold}" stroke-width="6"/>` +
      `<path d="M56-10q22 2 32 10H56z" fill="${lib.sceneColors.teal}" stroke="${lib.sceneColors.night2}" stroke-width="3"/>` +
      `<g fill="${lib.sceneColors.night2}"><circle cx="-30" cy="-4" r="6"/><circle cx="-6" cy="-4" r="6"/><circle cx="18" cy="-4" r="6"/></g>` +
      `<g fill="${lib.sceneColors.teal}"><circle cx="-30" cy="-4" r="3"/><circle cx="-6" cy="-4" r="3"/><circle cx="18" cy="-4" r="3"/></g>` +
      // fin on top
      `<path d="M-66-16L-76-44H-60L-44-16z" fill="${lib.sceneColors.coral}" stroke="${lib.sceneColors.night2}" stroke-width="3" stroke-linejoin="round"/>` +
      "</g>" +
      lib.sparkle(360, 30, 1.2) +
      lib.sparkle(60, 40, 0.9, lib.sceneColors.coral);
    writeAsset(
      "entrepreneur/plane.svg",
      lib.svg(W, H, body, { defs, label: "A rocket-plane on a dotted flight path" }),
    );
  }
}
