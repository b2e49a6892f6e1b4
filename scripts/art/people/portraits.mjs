#!/usr/bin/env node
// FB8 portrait generator — flat-vector head-and-shoulders portraits for the
// Collaboreight cast & committee. Plain Node, no dependencies, fully seeded:
//   node scripts/art/people/portraits.mjs
// writes content/assets/people/cast-01.svg … cast-12.svg, committee-01.svg … committee-13.svg
// Style rules: docs/art-direction.md (palette tokens, 2–4 px dark line-work,
// subtle kawung pattern, flat glows, four-point stars, no text).

import { round1, roundPathNumbers } from "../kit/format.mjs";
import { mixColors, palette } from "../kit/palette.mjs";
import { fnv1a, mulberry32 } from "../kit/random.mjs";
import { starPath } from "../kit/star.mjs";
import { writeAsset } from "../kit/write.mjs";

// ---------------------------------------------------------------- palette
const portraitColors = {
  ...palette,
};
const LINE = portraitColors.night; // dark line-work
const LW = 3.5; // line weight

const SKIN = {
  s1: "#f2cfa8",
  s2: "#e8b98e",
  s3: "#dba677",
  s4: "#c98f5e",
  s5: "#b57a4b",
  s6: "#9c653b",
  s7: "#85522e",
};
const HAIR = {
  black: "#16100f",
  ink: "#1d1527",
  dark: "#2a1b15",
  brown: "#3f2a1e",
  grey: "#d9d4e6",
};

// ---------------------------------------------------------------- helpers
const shade = (c, t = 0.18) => mixColors(c, "#2a0f1a", t);
const tint = (c, t = 0.25) => mixColors(c, "#ffffff", t);

const path = (d, fill, extra = "") => `<path d="${roundPathNumbers(d)}" fill="${fill}"${extra}/>`;
const stroked = (d, fill, w = LW) =>
  path(d, fill, ` stroke="${LINE}" stroke-width="${w}" stroke-linejoin="round"`);
const line = (d, color = LINE, w = LW, extra = "") =>
  `<path d="${roundPathNumbers(d)}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const circle = (x, y, r, fill, extra = "") =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${fill}"${extra}/>`;
const ellipse = (x, y, rx, ry, fill, extra = "") =>
  `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fill}"${extra}/>`;
const O = ` stroke="${LINE}" stroke-width="${LW}" stroke-linejoin="round"`;

// A group of shapes that should read as one silhouette: draw all shapes with a
// double-width outline first, then all fills on top, giving one merged contour.
function merged(shapes, fill) {
  const inner = shapes.join("");
  return (
    `<g fill="${fill}" stroke="${LINE}" stroke-width="${LW * 2}" stroke-linejoin="round">${inner}</g>` +
    `<g fill="${fill}">${inner}</g>`
  );
}
const sp = (d) => `<path d="${roundPathNumbers(d)}"/>`;
const sc = (x, y, r) => `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}"/>`;
const _se = (x, y, rx, ry, rot = 0) =>
  `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}"${rot ? ` transform="rotate(${rot} ${round1(x)} ${round1(y)})"` : ""}/>`;

function star4(x, y, r, fill, extra = "") {
  const d = starPath(x, y, r, 0.28, { format: String, pairSeparator: ",", commandSeparator: " " });
  return path(d, fill, extra);
}

// ---------------------------------------------------------------- background
const BGS = {
  gold: {
    fill: portraitColors.gold,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#fff6d8",
    orbit: portraitColors.night2,
    star: portraitColors.text,
  },
  coral: {
    fill: portraitColors.coral,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#ffd2c2",
    orbit: portraitColors.night2,
    star: portraitColors.goldSoft,
  },
  teal: {
    fill: portraitColors.teal,
    motif: portraitColors.night,
    motifOp: 0.1,
    glow: "#d5fffa",
    orbit: portraitColors.night2,
    star: portraitColors.text,
  },
  surface: {
    fill: portraitColors.surface,
    motif: portraitColors.gold,
    motifOp: 0.13,
    glow: portraitColors.surface2,
    orbit: portraitColors.gold,
    star: portraitColors.goldSoft,
  },
};

function background(id, bgName, rnd) {
  const b = BGS[bgName];
  const pid = `${id}-kawung`;
  // kawung: four oval petals around a dot, on a diagonal grid
  const k = 44;
  const petal = (x, y, rot) =>
    `<ellipse cx="${x}" cy="${y}" rx="10" ry="5.6" transform="rotate(${rot} ${x} ${y})"/>`;
  const motif = (x, y) =>
    petal(x - 8, y - 8, 45) +
    petal(x + 8, y - 8, -45) +
    petal(x - 8, y + 8, -45) +
    petal(x + 8, y + 8, 45) +
    `<circle cx="${x}" cy="${y}" r="2.2"/>`;
  const pattern =
    `<pattern id="${pid}" width="${k}" height="${k}" patternUnits="userSpaceOnUse" patternTransform="rotate(0)">` +
    `<g fill="none" stroke="${b.motif}" stroke-width="2">${motif(k / 2, k / 2)}${motif(0, 0)}${motif(k, 0)}${motif(0, k)}${motif(k, k)}</g>` +
    `</pattern>`;
  const stars = [];
  const spots = [
    [52, 62],
    [340, 78],
    [58, 300],
    [350, 250],
    [300, 36],
    [36, 176],
  ];
  // pick 3 of 6 spots deterministically
  const order = spots
    .map((s, _i) => [rnd(), s])
    .sort((a, c) => a[0] - c[0])
    .slice(0, 3);
  for (const [, [x, y]] of order) stars.push(star4(x, y, 8 + rnd() * 7, b.star));
  stars.push(star4(order[0][1][0] + 22, order[0][1][1] + 18, 4, b.star, ' opacity="0.8"'));
  const tilt = -16 + rnd() * 10;
  return {
    defs: pattern,
    back:
      `<rect width="400" height="400" fill="${b.fill}"/>` +
      `<rect width="400" height="400" fill="url(#${pid})" opacity="${b.motifOp}"/>` +
      circle(200, 185, 168, b.glow, ' opacity="0.18"') +
      circle(200, 185, 136, b.glow, ' opacity="0.22"') +
      circle(200, 185, 104, b.glow, ' opacity="0.28"') +
      `<ellipse cx="200" cy="190" rx="186" ry="58" fill="none" stroke="${b.orbit}" stroke-width="3" opacity="0.35" transform="rotate(${round1(tilt)} 200 190)"/>` +
      stars.join(""),
  };
}

// ---------------------------------------------------------------- builder
const CX = 200;
const T = 296; // shoulder line

function build(spec, id) {
  const rnd = mulberry32(fnv1a(spec.name));
  const j = (a) => (rnd() - 0.5) * 2 * a; // jitter
  const w = (spec.faceW ?? 61) + j(2);
  const h = (spec.faceH ?? 77) + j(2);
  const cy = 171 + j(2);
  const skin = SKIN[spec.skin];
  const skinSh = shade(skin, 0.2);
  const hair = HAIR[spec.hairColor ?? "black"];
  const sw = (spec.shoulders ?? 118) + j(4);
  const nw = spec.neckW ?? (spec.female ? 21 : 25);
  const chinY = cy + h;
  const ctx = { w, h, cy, skin, skinSh, hair, sw, nw, chinY, rnd, j, spec, id };

  const bg = background(id, spec.bg, rnd);
  const parts = [];
  const defs = [bg.defs];

  // --- layers behind the body
  if (spec.hair?.back === "ponytail") parts.push(ponytail(ctx));
  if (spec.hair?.back === "bob") parts.push(backBob(ctx));

  // --- body
  parts.push(torso(ctx));
  // --- long hair falls over the shoulders, behind the neck
  if (spec.hair?.back === "long" || spec.hair?.back === "wavy")
    parts.push(backLong(ctx, spec.hair.back === "wavy"));
  if (spec.hijab) parts.push(hijabBack(ctx));
  else parts.push(neck(ctx));
  if (spec.outfitOverNeck) parts.push(spec.outfitOverNeck(ctx));
  if (spec.accessoryNeck) parts.push(spec.accessoryNeck(ctx));

  // --- head
  if (spec.hair?.bun && !spec.hijab) parts.push(bun(ctx, spec.hair.bun));
  if (!spec.hijab && !spec.hideEars) parts.push(ears(ctx));
  parts.push(face(ctx));
  parts.push(features(ctx));
  if (spec.hijab) parts.push(hijabFront(ctx));
  else if (spec.hair?.front) parts.push(frontHair(ctx));
  if (spec.earrings && !spec.hijab && !["bangs", "swept", "bob"].includes(spec.hair?.front))
    parts.push(earrings(ctx));
  if (spec.head) parts.push(spec.head(ctx));
  if (spec.glasses) parts.push(glasses(ctx, spec.glasses));
  if (spec.extra) parts.push(spec.extra(ctx));

  const clip = `${id}-tile`;
  defs.push(`<clipPath id="${clip}"><rect width="400" height="400" rx="44"/></clipPath>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<defs>${defs.join("")}</defs>` +
    `<g clip-path="url(#${clip})">${bg.back}<g transform="translate(-20 -42) scale(1.1)">${parts.join("")}</g></g>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------- body parts
function torsoPath(ctx, necklineFn) {
  const { sw } = ctx;
  const L = CX - sw;
  const R = CX + sw;
  // left hem → left shoulder → neckline → right shoulder → right hem
  return (
    `M${L - 36},420 L${L - 26},356 C${L - 20},318 ${L + 4},${T + 2} ${L + 48},${T - 4} ` +
    necklineFn() +
    ` C${R - 4},${T + 2} ${R + 20},318 ${R + 26},356 L${R + 36},420 Z`
  );
}

function torso(ctx) {
  const { spec, nw } = ctx;
  const o = spec.outfit;
  const neckTo = (l, r, depth) => () =>
    `L${CX - l},${T - 4} Q${CX},${T + depth} ${CX + r},${T - 4} L${CX + ctx.sw - 48},${T - 4}`;
  const out = [];
  const c = o.color;
  if (o.type === "tee") {
    out.push(stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), c));
    // rib collar
    out.push(
      line(
        `M${CX - nw - 10},${T - 3} Q${CX},${T + 31} ${CX + nw + 10},${T - 3}`,
        shade(c, 0.25),
        7,
      ),
    );
    out.push(
      line(`M${CX - nw - 14},${T - 4} Q${CX},${T + 37} ${CX + nw + 14},${T - 4}`, LINE, 2.5),
    );
    // sleeve seams
    out.push(
      line(
        `M${CX - ctx.sw + 10},${T + 6} Q${CX - ctx.sw - 6},${T + 60} ${CX - ctx.sw - 4},${T + 110}`,
        shade(c, 0.3),
        3,
      ),
    );
    out.push(
      line(
        `M${CX + ctx.sw - 10},${T + 6} Q${CX + ctx.sw + 6},${T + 60} ${CX + ctx.sw + 4},${T + 110}`,
        shade(c, 0.3),
        3,
      ),
    );
    if (o.emblem) out.push(emblem(CX + 62, T + 58, o.emblem));
  } else if (o.type === "kebaya") {
    // V neckline with broad trim + inner kemben + brooches
    out.push(
      stroked(
        torsoPath(
          ctx,
          () =>
            `L${CX - nw - 12},${T - 4} L${CX},${T + 84} L${CX + nw + 12},${T - 4} L${CX + ctx.sw - 48},${T - 4}`,
        ),
        c,
      ),
    );
    out.push(
      stroked(
        `M${CX - nw - 6},${T - 2} L${CX},${T + 78} L${CX + nw + 6},${T - 2} L${CX + nw - 2},${T - 2} Q${CX},${T + 26} ${CX - nw + 2},${T - 2}Z`,
        o.inner ?? portraitColors.coral,
        0,
      ),
    );
    out.push(
      stroked(
        `M${CX},${T + 40} L${CX - 18},${T + 20} L${CX},${T + 84} L${CX + 18},${T + 20}Z`,
        o.inner ?? portraitColors.coral,
        0,
      ),
    );
    out.push(
      line(
        `M${CX - nw - 12},${T - 4} L${CX},${T + 84} L${CX + nw + 12},${T - 4}`,
        o.trim ?? portraitColors.gold,
        9,
      ),
    );
    out.push(line(`M${CX - nw - 18},${T - 6} L${CX - 2},${T + 92}`, LINE, 2.5));
    out.push(line(`M${CX + nw + 18},${T - 6} L${CX + 2},${T + 92}`, LINE, 2.5));
    if (o.lace) {
      for (let i = 0; i < 7; i++) {
        const x = CX - ctx.sw + 14 + i * 12;
        out.push(circle(x, T + 40 + (i % 2) * 14, 3.2, tint(c, 0.45), ' opacity="0.8"'));
        out.push(circle(2 * CX - x, T + 40 + (i % 2) * 14, 3.2, tint(c, 0.45), ' opacity="0.8"'));
      }
    }
    for (const dy of [92, 118, 144]) out.push(circle(CX, T + dy, 6, portraitColors.gold, O.replace(LW, 2.5)));
  } else if (o.type === "beskap") {
    // stand collar jacket with diagonal closure
    out.push(stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 14)), c));
    out.push(
      stroked(
        `M${CX - nw - 6},${T - 12} Q${CX},${T + 6} ${CX + nw + 6},${T - 12} L${CX + nw + 8},${T + 4} Q${CX},${T + 22} ${CX - nw - 8},${T + 4}Z`,
        o.trim ?? portraitColors.gold,
        3,
      ),
    );
    out.push(
      line(`M${CX - 8},${T + 18} Q${CX + 30},${T + 60} ${CX + 44},420`, o.trim ?? portraitColors.gold, 5),
    );
    out.push(
      line(
        `M${CX - 8},${T + 18} Q${CX + 30},${T + 60} ${CX + 44},420`,
        LINE,
        1.5,
        ' opacity="0.5"',
      ),
    );
    for (const t of [0.25, 0.5, 0.75]) {
      const x = CX - 8 + 52 * t + 10;
      out.push(circle(x, T + 18 + 100 * t, 4.5, portraitColors.gold, O.replace(LW, 2)));
    }
    if (o.pocket) out.push(line(`M${CX - 86},${T + 70} l36,0`, o.trim ?? portraitColors.gold, 4));
  } else if (o.type === "lurik") {
    const cid = `${ctx.id}-lurik`;
    out.push(
      `<clipPath id="${cid}"><path d="${roundPathNumbers(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)))}"/></clipPath>`,
    );
    out.push(stroked(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)), c));
    let stripes = "";
    for (let x = 40; x < 380; x += 16) stripes += `M${x},280 L${x},420 `;
    out.push(
      `<g clip-path="url(#${cid})">${line(stripes, o.stripe ?? shade(c, 0.35), 5)}${line(
        stripes.replace(/M(\d+)/g, (_m, a) => `M${+a + 7}`),
        o.stripe2 ?? tint(c, 0.3),
        2,
      )}</g>`,
    );
    out.push(line(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)), LINE, LW));
    // placket + collar
    out.push(
      stroked(
        `M${CX - nw - 8},${T - 6} L${CX - 4},${T + 34} L${CX - 22},${T + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(
      stroked(
        `M${CX + nw + 8},${T - 6} L${CX + 4},${T + 34} L${CX + 22},${T + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(line(`M${CX},${T + 30} L${CX},420`, LINE, 2.5));
    for (const dy of [52, 84])
      out.push(circle(CX + 7, T + dy, 3.5, portraitColors.goldSoft, O.replace(LW, 1.5)));
  } else if (o.type === "dancer") {
    // fitted bodice, gold collar piece (kalung / ilat-ilatan)
    out.push(stroked(torsoPath(ctx, neckTo(nw + 14, nw + 14, 40)), c));
    out.push(
      stroked(
        `M${CX - nw - 22},${T - 2} Q${CX},${T + 62} ${CX + nw + 22},${T - 2} L${CX + nw + 46},${T + 6} Q${CX},${T + 104} ${CX - nw - 46},${T + 6}Z`,
        portraitColors.gold,
        3,
      ),
    );
    for (let i = -3; i <= 3; i++) {
      const a = (i / 3) * 0.9;
      const x = CX + Math.sin(a) * 58;
      const y = T + 20 + Math.cos(a) * 52;
      out.push(circle(x, y, 5, o.gem ?? portraitColors.coral, O.replace(LW, 2)));
    }
    out.push(path(`M${CX},${T + 96} l12,16 l-12,16 l-12,-16z`, portraitColors.gold, O.replace(LW, 2.5)));
  } else if (o.type === "vest") {
    // male dancer: shirt + vest + crossed gold sashes
    out.push(stroked(torsoPath(ctx, neckTo(nw + 8, nw + 8, 22)), o.shirt ?? portraitColors.text));
    out.push(
      stroked(
        `M${CX - ctx.sw - 20},420 L${CX - ctx.sw - 12},350 C${CX - ctx.sw},${T + 8} ${CX - ctx.sw + 24},${T} ${CX - nw - 10},${T - 4} L${CX - 18},420Z`,
        c,
        LW,
      ),
    );
    out.push(
      stroked(
        `M${CX + ctx.sw + 20},420 L${CX + ctx.sw + 12},350 C${CX + ctx.sw},${T + 8} ${CX + ctx.sw - 24},${T} ${CX + nw + 10},${T - 4} L${CX + 18},420Z`,
        c,
        LW,
      ),
    );
    out.push(
      stroked(
        `M${CX - 96},${T + 6} L${CX - 78},${T - 2} L${CX + 94},420 L${CX + 66},420Z`,
        portraitColors.gold,
        3,
      ),
    );
    out.push(
      stroked(
        `M${CX + 96},${T + 6} L${CX + 78},${T - 2} L${CX - 94},420 L${CX - 66},420Z`,
        portraitColors.gold,
        3,
      ),
    );
    out.push(circle(CX, T + 86, 10, o.gem ?? portraitColors.coral, O.replace(LW, 3)));
  } else if (o.type === "robe") {
    // tetua adat: dark robe with a woven cloth (ulos-like) over the shoulders
    out.push(stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 22)), c));
    const cl = o.cloth ?? portraitColors.coral;
    for (const s of [-1, 1]) {
      const x0 = CX + s * (nw + 6);
      const d = `M${x0},${T - 8} C${CX + s * (nw + 50)},${T - 10} ${CX + s * (ctx.sw - 4)},${T} ${CX + s * (ctx.sw + 8)},${T + 30} L${CX + s * 78},420 L${CX + s * 34},420 Z`;
      out.push(stroked(d, cl));
      out.push(
        line(
          `M${CX + s * (nw + 22)},${T - 4} C${CX + s * 70},${T + 8} ${CX + s * 86},${T + 40} ${CX + s * 60},420`,
          portraitColors.gold,
          4,
        ),
      );
      out.push(
        line(
          `M${CX + s * (nw + 36)},${T - 2} C${CX + s * 86},${T + 12} ${CX + s * 100},${T + 44} ${CX + s * 72},420`,
          portraitColors.night,
          2.5,
          ' opacity="0.6"',
        ),
      );
      for (let k = 0; k < 5; k++)
        out.push(
          path(
            `M${CX + s * (44 + k * 4)},${T + 44 + k * 18} l${s * 6},6 l${-s * 6},6 l${-s * 6},-6z`,
            portraitColors.goldSoft,
          ),
        );
    }
  } else if (o.type === "jacket") {
    // almamater blazer over festival tee
    out.push(stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), o.tee));
    out.push(
      line(
        `M${CX - nw - 10},${T - 3} Q${CX},${T + 31} ${CX + nw + 10},${T - 3}`,
        shade(o.tee, 0.25),
        7,
      ),
    );
    for (const s of [-1, 1]) {
      const d = `M${CX + s * (ctx.sw + 36)},420 L${CX + s * (ctx.sw + 26)},356 C${CX + s * (ctx.sw + 20)},318 ${CX + s * (ctx.sw - 4)},${T + 2} ${CX + s * (ctx.sw - 48)},${T - 4} L${CX + s * (nw + 12)},${T - 6} L${CX + s * (nw + 20)},${T + 40} L${CX + s * 40},420Z`;
      out.push(stroked(d, c));
      out.push(
        stroked(
          `M${CX + s * (nw + 12)},${T - 6} L${CX + s * (nw + 20)},${T + 40} L${CX + s * (nw + 46)},${T + 30} L${CX + s * (nw + 36)},${T - 6}Z`,
          shade(c, 0.2),
          2.5,
        ),
      );
    }
    out.push(path(`M${CX + 58},${T + 66} l26,0 l0,8 l-26,0z`, portraitColors.gold, O.replace(LW, 2)));
  } else if (o.type === "hoodie") {
    out.push(stroked(torsoPath(ctx, neckTo(nw + 12, nw + 12, 26)), c));
    out.push(
      stroked(
        `M${CX - nw - 22},${T - 8} Q${CX},${T + 44} ${CX + nw + 22},${T - 8} L${CX + nw + 10},${T - 4} Q${CX},${T + 30} ${CX - nw - 10},${T - 4}Z`,
        shade(c, 0.15),
        3,
      ),
    );
    out.push(line(`M${CX - 14},${T + 22} L${CX - 18},${T + 78}`, portraitColors.text, 3));
    out.push(line(`M${CX + 14},${T + 22} L${CX + 18},${T + 78}`, portraitColors.text, 3));
    if (o.emblem) out.push(emblem(CX + 62, T + 62, o.emblem));
  }
  return out.join("");
}

// festival emblem: a four-point star in an orbit (no text)
function emblem(x, y, color) {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="20" ry="8" fill="none" stroke="${color}" stroke-width="3" transform="rotate(-20 ${x} ${y})"/>` +
    star4(x, y, 14, color) +
    circle(x + 17, y - 6, 2.6, color)
  );
}

function neck(ctx) {
  const { nw, cy, h, skin, skinSh } = ctx;
  return (
    stroked(
      `M${CX - nw},${cy + h * 0.55} L${CX - nw},${T + 14} Q${CX},${T + 30} ${CX + nw},${T + 14} L${CX + nw},${cy + h * 0.55}Z`,
      skin,
    ) +
    path(
      `M${CX - nw + 1.8},${cy + h * 0.6} L${CX - nw + 1.8},${cy + h + 12} Q${CX},${cy + h + 28} ${CX + nw - 1.8},${cy + h + 12} L${CX + nw - 1.8},${cy + h * 0.6}Z`,
      skinSh,
    )
  );
}

function facePath(ctx) {
  const { w, h, cy, spec } = ctx;
  const jaw = spec.jaw ?? 0.55; // 0.3 pointy … 0.8 square
  const k = (h + 4) / 0.75;
  return (
    `M${CX - w},${cy - 6} C${CX - w},${cy - 6 - k} ${CX + w},${cy - 6 - k} ${CX + w},${cy - 6} ` +
    `C${CX + w},${cy + h * 0.5} ${CX + w * jaw},${cy + h * 0.92} ${CX},${cy + h} ` +
    `C${CX - w * jaw},${cy + h * 0.92} ${CX - w},${cy + h * 0.5} ${CX - w},${cy - 6}Z`
  );
}

function face(ctx) {
  return stroked(facePath(ctx), ctx.skin);
}

function ears(ctx) {
  const { w, cy, skin, skinSh } = ctx;
  let s = "";
  for (const d of [-1, 1]) {
    const x = CX + d * (w + 2);
    s += ellipse(x, cy + 14, 11, 16, skin, O);
    s += line(
      `M${x + d * 3},${cy + 6} Q${x - d * 3},${cy + 14} ${x + d * 2},${cy + 24}`,
      skinSh,
      3,
    );
  }
  return s;
}

function earrings(ctx) {
  const { w, cy } = ctx;
  const c = ctx.spec.earrings === true ? portraitColors.gold : ctx.spec.earrings;
  return (
    circle(CX - w - 3, cy + 34, 4.5, c, O.replace(LW, 2)) +
    circle(CX + w + 3, cy + 34, 4.5, c, O.replace(LW, 2))
  );
}

function features(ctx) {
  const { w, h, cy, skinSh, spec, j } = ctx;
  const out = [];
  const ey = cy + h * 0.14 + (spec.eyeY ?? 0);
  const ex = w * (0.42 + j(0.02));
  const eyeR = spec.eyeSize ?? 1;
  // cheeks
  const blush = spec.blush ?? 0.32;
  out.push(ellipse(CX - ex - 10, ey + 30, 14, 8, portraitColors.coral, ` opacity="${blush}"`));
  out.push(ellipse(CX + ex + 10, ey + 30, 14, 8, portraitColors.coral, ` opacity="${blush}"`));
  // eyes
  for (const d of [-1, 1]) {
    const x = CX + d * ex;
    if (spec.eyes === "smile") {
      out.push(line(`M${x - 9},${ey + 2} Q${x},${ey - 9} ${x + 9},${ey + 2}`, LINE, 4.5));
    } else {
      out.push(ellipse(x, ey, 6.8 * eyeR, 8.6 * eyeR, LINE));
      out.push(circle(x + 2.4, ey - 3, 2.4 * eyeR, "#ffffff"));
      // upper lid / lash line
      const lash = spec.female
        ? `M${x - 10 * eyeR},${ey - 4} Q${x},${ey - 14 * eyeR} ${x + 10 * eyeR},${ey - 5} l${d * 4},-4`
        : `M${x - 9 * eyeR},${ey - 5} Q${x},${ey - 13 * eyeR} ${x + 9 * eyeR},${ey - 5}`;
      out.push(line(lash, LINE, spec.female ? 3.4 : 2.6));
    }
    // brows
    const by = ey - 21 - (spec.browLift ?? 0);
    const tilt = (spec.browTilt ?? 0) + j(1.5);
    const bw = spec.browW ?? (spec.female ? 3.6 : 5.5);
    const bc =
      spec.browColor ??
      (spec.hairColor === "grey" ? HAIR.grey : (HAIR[spec.hairColor ?? "black"] ?? LINE));
    out.push(
      line(
        `M${x - d * 11},${by + 2 - tilt} Q${x},${by - 5} ${x + d * 12},${by + 2 + tilt}`,
        bc,
        bw,
      ),
    );
  }
  // nose
  const ny = cy + h * 0.42;
  if (spec.nose === "wide")
    out.push(
      line(
        `M${CX - 8},${ny + 1} Q${CX - 6},${ny + 7} ${CX},${ny + 7} Q${CX + 6},${ny + 7} ${CX + 8},${ny + 1}`,
        skinSh,
        3.4,
      ),
    );
  else
    out.push(line(`M${CX - 3},${ny - 10} Q${CX + 6},${ny + 2} ${CX - 3},${ny + 6}`, skinSh, 3.4));
  // mouth
  const my = cy + h * 0.66 + (spec.mouthY ?? 0);
  const mw = (spec.mouthW ?? 16) + j(2);
  const m = spec.mouth ?? "smile";
  if (m === "open") {
    const d = `M${CX - mw},${my - 2} Q${CX},${my - 5} ${CX + mw},${my - 2} Q${CX + mw * 0.8},${my + 18} ${CX},${my + 19} Q${CX - mw * 0.8},${my + 18} ${CX - mw},${my - 2}Z`;
    const mid = `${ctx.id}-mouth`;
    out.push(`<clipPath id="${mid}"><path d="${roundPathNumbers(d)}"/></clipPath>`);
    out.push(path(d, "#5b1730"));
    out.push(
      `<g clip-path="url(#${mid})">${path(`M${CX - mw},${my - 8} L${CX + mw},${my - 8} L${CX + mw},${my + 3} Q${CX},${my + 6} ${CX - mw},${my + 3}Z`, "#ffffff")}${ellipse(CX, my + 20, mw * 0.6, 9, "#e8677a")}</g>`,
    );
    out.push(path(d, "none", ` stroke="${LINE}" stroke-width="3" stroke-linejoin="round"`));
  } else if (m === "grin") {
    out.push(line(`M${CX - mw - 2},${my - 3} Q${CX},${my + 16} ${CX + mw + 2},${my - 3}`, LINE, 4));
    out.push(line(`M${CX - mw - 5},${my - 1} l4,-5 M${CX + mw + 5},${my - 1} l-4,-5`, LINE, 3));
  } else if (m === "small") {
    out.push(line(`M${CX - mw * 0.55},${my} Q${CX},${my + 8} ${CX + mw * 0.55},${my}`, LINE, 3.6));
  } else if (m === "lips") {
    const c = spec.lipColor ?? "#c8505a";
    out.push(
      path(
        `M${CX - mw * 0.75},${my} Q${CX - 5},${my - 6} ${CX},${my - 3} Q${CX + 5},${my - 6} ${CX + mw * 0.75},${my} Q${CX},${my + 12} ${CX - mw * 0.75},${my}Z`,
        c,
        ` stroke="${LINE}" stroke-width="2.6" stroke-linejoin="round"`,
      ),
    );
    out.push(line(`M${CX - mw * 0.7},${my} Q${CX},${my + 3} ${CX + mw * 0.7},${my}`, LINE, 2));
  } else {
    out.push(line(`M${CX - mw},${my} Q${CX},${my + 13} ${CX + mw},${my}`, LINE, 4));
  }
  if (spec.mole) out.push(circle(CX + ex + 14, my - 6, 2.4, shade(ctx.skin, 0.55)));
  if (spec.freckles)
    for (const [dx, dy] of [
      [-6, 0],
      [0, 4],
      [6, -1],
    ])
      for (const d of [-1, 1])
        out.push(circle(CX + d * (ex + 8 + dx), ey + 24 + dy, 1.8, shade(ctx.skin, 0.4)));
  return out.join("");
}

function glasses(ctx, kind) {
  const { w, h, cy } = ctx;
  const ey = cy + h * 0.14 + (ctx.spec.eyeY ?? 0);
  const ex = w * 0.42;
  const col = ctx.spec.glassesColor ?? LINE;
  let s = "";
  for (const d of [-1, 1]) {
    const x = CX + d * ex;
    if (kind === "round")
      s += circle(
        x,
        ey + 1,
        17,
        "#ffffff",
        ` fill-opacity="0.18" stroke="${col}" stroke-width="4"`,
      );
    else
      s += `<rect x="${round1(x - 20)}" y="${round1(ey - 12)}" width="40" height="27" rx="8" fill="#ffffff" fill-opacity="0.18" stroke="${col}" stroke-width="4"/>`;
    s += line(
      `M${CX + d * (ex + (kind === "round" ? 17 : 20))},${ey - 2} L${CX + d * (w + 1)},${ey - 6}`,
      col,
      4,
    );
  }
  s += line(
    `M${CX - ex + (kind === "round" ? 17 : 20)},${ey - 1} Q${CX},${ey - 8} ${CX + ex - (kind === "round" ? 17 : 20)},${ey - 1}`,
    col,
    4,
  );
  // glint
  s += line(`M${CX - ex - 8},${ey - 6} l6,-5`, "#ffffff", 2.5, ' opacity="0.7"');
  s += line(`M${CX + ex - 8},${ey - 6} l6,-5`, "#ffffff", 2.5, ' opacity="0.7"');
  return s;
}

// ---------------------------------------------------------------- hair
function hairShine(ctx, d) {
  return line(d, tint(ctx.hair, 0.28), 5, ' opacity="0.7"');
}

function backLong(ctx, wavy) {
  const { w, h, cy, nw, hair, spec } = ctx;
  const Rr = w + 16;
  const L = spec.hair.length ?? T + 74;
  const inner = nw + 16;
  const k = (h + 22) / 0.75;
  let d = `M${CX - Rr},${cy} C${CX - Rr},${cy - k} ${CX + Rr},${cy - k} ${CX + Rr},${cy} `;
  d += `C${CX + Rr + 4},${cy + 80} ${CX + Rr + 30},${L - 80} ${CX + Rr + 26},${L} `;
  if (wavy)
    d += `Q${CX + Rr + 12},${L + 16} ${CX + Rr - 2},${L} Q${CX + Rr - 14},${L + 14} ${CX + inner + 4},${L - 6} `;
  else d += `Q${CX + Rr - 6},${L + 10} ${CX + inner},${L - 6} `;
  d += `C${CX + inner - 4},${T + 10} ${CX + nw + 4},${T - 10} ${CX + nw},${cy + 60} L${CX - nw},${cy + 60} C${CX - nw - 4},${T - 10} ${CX - inner + 4},${T + 10} ${CX - inner},${L - 6} `;
  if (wavy)
    d += `Q${CX - Rr + 14},${L + 14} ${CX - Rr + 2},${L} Q${CX - Rr - 12},${L + 16} ${CX - Rr - 26},${L} `;
  else d += `Q${CX - Rr + 6},${L + 10} ${CX - Rr - 26},${L} `;
  d += `C${CX - Rr - 30},${L - 80} ${CX - Rr - 4},${cy + 80} ${CX - Rr},${cy} Z`;
  let s = stroked(d, hair);
  const hl = tint(hair, 0.22);
  if (wavy)
    s += line(
      `M${CX - Rr - 4},${cy + 60} q-12,24 2,48 q12,24 -2,48 M${CX + Rr + 4},${cy + 60} q12,24 -2,48 q-12,24 2,48`,
      hl,
      4,
    );
  else
    s += line(
      `M${CX - Rr - 2},${cy + 50} C${CX - Rr - 6},${cy + 110} ${CX - Rr - 14},${L - 50} ${CX - Rr - 14},${L - 24} M${CX + Rr + 2},${cy + 50} C${CX + Rr + 6},${cy + 110} ${CX + Rr + 14},${L - 50} ${CX + Rr + 14},${L - 24}`,
      hl,
      4,
    );
  return s;
}

function backBob(ctx) {
  const { w, cy, h, hair } = ctx;
  const Rr = w + 14;
  const L = cy + h * 0.95;
  const d = `M${CX - Rr},${cy - 10} C${CX - Rr - 4},${cy + 40} ${CX - Rr - 6},${L - 20} ${CX - Rr + 4},${L} Q${CX},${L + 16} ${CX + Rr - 4},${L} C${CX + Rr + 6},${L - 20} ${CX + Rr + 4},${cy + 40} ${CX + Rr},${cy - 10}Z`;
  return stroked(d, hair);
}

function ponytail(ctx) {
  const { w, cy, h, hair } = ctx;
  const side = ctx.spec.hair.ponySide ?? 1;
  const x = CX + side * (w - 6);
  const d = `M${x},${cy - h * 0.7} C${x + side * 70},${cy - h * 0.6} ${x + side * 74},${cy + 30} ${x + side * 46},${cy + 110} C${x + side * 40},${cy + 60} ${x + side * 20},${cy + 10} ${x - side * 10},${cy - 10}Z`;
  return (
    stroked(d, hair) +
    circle(x + side * 10, cy - h * 0.55, 9, ctx.spec.hair.tie ?? portraitColors.coral, O.replace(LW, 2.5))
  );
}

function bun(ctx, kind) {
  const { cy, h, hair } = ctx;
  if (kind === "sanggul") {
    return stroked(
      `M${CX - 52},${cy - h + 8} C${CX - 70},${cy - h - 40} ${CX + 70},${cy - h - 40} ${CX + 52},${cy - h + 8}Z`,
      hair,
    );
  }
  return circle(CX + (kind === "side" ? 40 : 0), cy - h - 6, 27, hair, O);
}

function frontHair(ctx) {
  const { w, h, cy, hair, spec, rnd } = ctx;
  const st = spec.hair.front;
  const vol = spec.hair.volume ?? 12;
  const R = w + 6;
  const top = cy - h - vol;
  const base = cy - 8;
  const k = (base - top) / 0.75;
  const ey = cy + h * 0.14;
  const dome = (sd) =>
    `M${CX - R},${cy + sd} L${CX - R},${base} C${CX - R},${base - k} ${CX + R},${base - k} ${CX + R},${base} L${CX + R},${cy + sd} `;
  // long side locks ending in a soft point instead of a flat cut
  const lockDome = (sd) =>
    `M${CX - w + 10},${cy + sd + 6} Q${CX - R - 2},${cy + sd - 4} ${CX - R},${cy + sd - 24} L${CX - R},${base} C${CX - R},${base - k} ${CX + R},${base - k} ${CX + R},${base} L${CX + R},${cy + sd - 24} Q${CX + R + 2},${cy + sd - 4} ${CX + w - 10},${cy + sd + 6} `;
  const shapes = [];
  let shine = `M${CX - w * 0.55},${top + 14} Q${CX - w * 0.1},${top + 4} ${CX + w * 0.25},${top + 8}`;
  if (st === "crop") {
    shapes.push(
      sp(
        dome(10) +
          `L${CX + w - 3},${cy + 10} L${CX + w - 3},${cy - 14} C${CX + w * 0.7},${cy - h * 0.62} ${CX - w * 0.7},${cy - h * 0.62} ${CX - w + 3},${cy - 14} L${CX - w + 3},${cy + 10}Z`,
      ),
    );
  } else if (st === "sidepart") {
    shapes.push(
      sp(
        dome(8) +
          `L${CX + w - 3},${cy + 8} L${CX + w - 3},${cy - 12} Q${CX + w * 0.45},${cy - h * 0.22} ${CX - w * 0.15},${cy - h * 0.5} Q${CX - w * 0.6},${cy - h * 0.72} ${CX - w + 3},${cy - h * 0.4} L${CX - w + 3},${cy + 8}Z`,
      ),
    );
    shapes.push(
      sp(
        `M${CX - w * 0.5},${top + 4} C${CX - w * 1.3},${top + 2} ${CX - w * 1.2},${cy - h * 0.5} ${CX - w - 4},${cy - h * 0.2} L${CX - w * 0.4},${top + 10}Z`,
      ),
    );
    shine = `M${CX - w * 0.2},${top + 10} Q${CX + w * 0.3},${top + 10} ${CX + w * 0.6},${top + 26}`;
  } else if (st === "fringe") {
    let d = `${dome(6)}L${CX + w - 3},${cy + 6} L${CX + w - 2},${ey - 14} `;
    const n = 6;
    for (let i = 0; i < n; i++) {
      const x0 = CX + w - 2 - ((2 * w - 4) * i) / n;
      const x1 = CX + w - 2 - ((2 * w - 4) * (i + 1)) / n;
      const tipY = ey - 20 - rnd() * 5 - (i === 0 || i === n - 1 ? -4 : 0);
      const notchY = ey - 40 - rnd() * 6;
      d += `Q${(x0 + x1) / 2 + 4},${notchY} ${x1 + (x0 - x1) * 0.15},${notchY + 4} Q${x1 + 2},${tipY - 6} ${x1},${tipY} `;
    }
    d += `L${CX - w + 3},${cy + 6}Z`;
    shapes.push(sp(d));
  } else if (st === "curtain") {
    shapes.push(
      sp(
        dome(8) +
          `L${CX + w - 3},${cy + 8} L${CX + w - 3},${cy - 2} Q${CX + w * 0.55},${ey - 26} ${CX + 8},${cy - h * 0.56} L${CX},${cy - h * 0.5} L${CX - 8},${cy - h * 0.56} Q${CX - w * 0.55},${ey - 26} ${CX - w + 3},${cy - 2} L${CX - w + 3},${cy + 8}Z`,
      ),
    );
  } else if (st === "curly") {
    shapes.push(
      sp(
        dome(4) +
          `L${CX + w - 3},${cy + 4} L${CX + w - 3},${cy - 14} C${CX + w * 0.7},${cy - h * 0.55} ${CX - w * 0.7},${cy - h * 0.55} ${CX - w + 3},${cy - 14} L${CX - w + 3},${cy + 4}Z`,
      ),
    );
    const n = 11;
    for (let i = 0; i <= n; i++) {
      const a = Math.PI + (Math.PI * i) / n;
      shapes.push(
        sc(
          CX + Math.cos(a) * (R + 2),
          base + Math.sin(a) * (base - top) * 1.02 + 6,
          15 + rnd() * 4,
        ),
      );
    }
    for (let i = 1; i < 6; i++) {
      const x = CX - w * 0.75 + (w * 1.5 * i) / 6;
      shapes.push(sc(x, cy - h * 0.5 + Math.abs(x - CX) * 0.25 + 2, 11 + rnd() * 3));
    }
    shine = "";
  } else if (st === "spiky") {
    let d = `M${CX - R + 2},${cy + 2} L${CX - R + 2},${base} C${CX - R + 2},${base - k * 0.6} ${CX - w * 0.8},${top + 18} ${CX - w * 0.7},${top + 16} `;
    const n = 7;
    for (let i = 0; i <= n; i++) {
      const x = CX - w * 0.7 + (w * 1.4 * i) / n;
      d += `L${x - 6},${top - 6 - rnd() * 10} L${x + w * 0.1},${top + 12} `;
    }
    d += `C${CX + w * 0.8},${top + 18} ${CX + R - 2},${base - k * 0.6} ${CX + R - 2},${base} L${CX + R - 2},${cy + 2} L${CX + w - 3},${cy + 2} L${CX + w - 3},${cy - 18} C${CX + w * 0.6},${cy - h * 0.66} ${CX - w * 0.6},${cy - h * 0.66} ${CX - w + 3},${cy - 18} L${CX - w + 3},${cy + 2}Z`;
    shapes.push(sp(d));
    shine = `M${CX - w * 0.3},${top + 22} L${CX + w * 0.3},${top + 22}`;
  } else if (st === "bangs") {
    // blunt bangs + side locks over the ears
    const sd = h * 0.7;
    shapes.push(
      sp(
        lockDome(sd) +
          `L${CX + w - 6},${ey - 12} L${CX + w - 8},${ey - 22} Q${CX},${ey - 30} ${CX - w + 8},${ey - 22} L${CX - w + 6},${ey - 12} Z`,
      ),
    );
  } else if (st === "swept") {
    const sd = h * 0.72;
    const s = spec.hair.partSide ?? 1;
    shapes.push(
      sp(
        lockDome(sd) +
          `Q${CX + w - 2},${cy + 10} ${CX + w - 6},${ey - 16} ` +
          (s > 0
            ? `Q${CX + w * 0.2},${ey - 10} ${CX - w * 0.35},${cy - h * 0.58} Q${CX - w * 0.7},${cy - h * 0.4} ${CX - w + 6},${ey - 4} `
            : `Q${CX + w * 0.7},${cy - h * 0.4} ${CX + w * 0.35},${cy - h * 0.58} Q${CX - w * 0.2},${ey - 10} ${CX - w + 6},${ey - 16} `) +
          `Q${CX - w + 2},${cy + 10} ${CX - w + 10},${cy + sd + 6}Z`,
      ),
    );
  } else if (st === "pulled") {
    shapes.push(
      sp(
        dome(4) +
          `L${CX + w - 3},${cy + 4} L${CX + w - 3},${cy - 6} C${CX + w * 0.75},${cy - h * 0.62} ${CX + 10},${cy - h * 0.64} ${CX},${cy - h * 0.56} C${CX - 10},${cy - h * 0.64} ${CX - w * 0.75},${cy - h * 0.62} ${CX - w + 3},${cy - 6} L${CX - w + 3},${cy + 4}Z`,
      ),
    );
    shine = `M${CX - w * 0.6},${top + 20} Q${CX - w * 0.3},${top + 8} ${CX - 8},${top + 8}`;
  } else if (st === "bob") {
    const sd = h * 0.75;
    shapes.push(
      sp(
        dome(sd) +
          `L${CX + w - 6},${cy + sd} Q${CX + w - 2},${cy} ${CX + w - 10},${ey - 16} Q${CX + w * 0.3},${ey - 24} ${CX + 6},${ey - 22} L${CX + 2},${cy - h * 0.3} L${CX - 4},${ey - 22} Q${CX - w * 0.5},${ey - 26} ${CX - w + 10},${ey - 16} Q${CX - w + 2},${cy} ${CX - w + 6},${cy + sd}Z`,
      ),
    );
  }
  let s = merged(shapes, hair);
  if (st === "sidepart")
    s += line(
      `M${CX - w * 0.45},${top + 8} Q${CX - w * 0.5},${top + 22} ${CX - w * 0.6},${top + 30}`,
      shade(hair, 0.5),
      2.5,
    );
  if (st === "curtain" || st === "bob")
    s += line(`M${CX},${top + 4} L${CX},${cy - h * 0.52}`, tint(hair, 0.2), 2.5);
  if (st === "fringe")
    s += line(
      `M${CX - w * 0.2},${top + 12} Q${CX - w * 0.3},${ey - 40} ${CX - w * 0.4},${ey - 30} M${CX + w * 0.3},${top + 14} Q${CX + w * 0.25},${ey - 40} ${CX + w * 0.18},${ey - 32}`,
      tint(hair, 0.22),
      2.5,
    );
  if (shine) s += hairShine(ctx, shine);
  return s;
}

// ---------------------------------------------------------------- hijab
function hijabBack(ctx) {
  const { w, h, cy, sw, spec } = ctx;
  const c = spec.hijab.color;
  const Rr = w + 20;
  const k = (h + 20) / 0.75;
  const drape = spec.hijab.drape ?? 86;
  const d =
    `M${CX - Rr},${cy} C${CX - Rr},${cy - k} ${CX + Rr},${cy - k} ${CX + Rr},${cy} ` +
    `C${CX + Rr + 4},${cy + 70} ${CX + sw - 30},${T - 16} ${CX + sw - 4},${T + 34} ` +
    `Q${CX + sw - 40},${T + drape + 8} ${CX},${T + drape} Q${CX - sw + 40},${T + drape + 8} ${CX - sw + 4},${T + 34} ` +
    `C${CX - sw + 30},${T - 16} ${CX - Rr - 4},${cy + 70} ${CX - Rr},${cy}Z`;
  let s = stroked(d, c);
  // soft folds
  const fc = shade(c, 0.22);
  s += line(
    `M${CX - 40},${cy + h + 22} Q${CX - 56},${T + 30} ${CX - 70},${T + drape - 6}`,
    fc,
    3.5,
  );
  s += line(
    `M${CX + 36},${cy + h + 26} Q${CX + 50},${T + 34} ${CX + 58},${T + drape - 4}`,
    fc,
    3.5,
  );
  s += line(`M${CX - 6},${cy + h + 34} Q${CX + 2},${T + 40} ${CX - 2},${T + drape - 8}`, fc, 3);
  if (spec.hijab.trim)
    s += line(
      `M${CX - sw + 6},${T + 36} Q${CX - sw + 40},${T + drape + 6} ${CX},${T + drape - 2} Q${CX + sw - 40},${T + drape + 6} ${CX + sw - 6},${T + 36}`,
      spec.hijab.trim,
      4,
    );
  return s;
}

function hijabFront(ctx) {
  const { w, h, cy, spec } = ctx;
  const c = spec.hijab.color;
  const Rr = w + 20;
  const k = (h + 20) / 0.75;
  const outer = `M${CX - Rr},${cy} C${CX - Rr},${cy - k} ${CX + Rr},${cy - k} ${CX + Rr},${cy} C${CX + Rr},${cy + h * 0.9} ${CX + w * 0.6},${cy + h + 26} ${CX},${cy + h + 26} C${CX - w * 0.6},${cy + h + 26} ${CX - Rr},${cy + h * 0.9} ${CX - Rr},${cy}Z`;
  // face opening (slightly narrower than the face, top at the hairline)
  const oy = cy - h * 0.5;
  const ow = w - 3;
  const opening = `M${CX - ow},${cy + 4} C${CX - ow},${oy - 14} ${CX + ow},${oy - 14} ${CX + ow},${cy + 4} C${CX + ow},${cy + h * 0.62} ${CX + w * 0.62},${cy + h + 6} ${CX},${cy + h + 6} C${CX - w * 0.62},${cy + h + 6} ${CX - ow},${cy + h * 0.62} ${CX - ow},${cy + 4}Z`;
  let s = path(
    `${outer} ${opening}`,
    c,
    ` fill-rule="evenodd" stroke="${LINE}" stroke-width="${LW}" stroke-linejoin="round"`,
  );
  // inner cap (ciput) band along the forehead
  if (spec.hijab.inner)
    s += line(
      `M${CX - ow + 4},${cy - 10} C${CX - ow + 2},${oy - 8} ${CX + ow - 2},${oy - 8} ${CX + ow - 4},${cy - 10}`,
      spec.hijab.inner,
      5,
    );
  // fold line across the top and pin
  s += line(
    `M${CX - Rr + 10},${cy - h * 0.3} Q${CX - 10},${cy - h - 8} ${CX + Rr - 24},${cy - h * 0.62}`,
    shade(c, 0.18),
    3.5,
  );
  s += line(
    `M${CX + Rr - 6},${cy + 10} Q${CX + Rr - 2},${cy + h * 0.6} ${CX + w * 0.55},${cy + h + 16}`,
    shade(c, 0.18),
    3,
  );
  if (spec.hijab.pin)
    s += circle(CX - w * 0.55, cy + h + 14, 6, spec.hijab.pin, O.replace(LW, 2.5));
  if (spec.hijab.pattern) {
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * 1.1 + (Math.PI * 0.8 * i) / 6;
      s += star4(
        CX + Math.cos(a) * (Rr - 9),
        cy - 4 + Math.sin(a) * (k * 0.75 - 10),
        4.5,
        spec.hijab.pattern,
      );
    }
  }
  return s;
}

// ---------------------------------------------------------------- headwear & props
function udeng(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.42;
    let s = stroked(
      `M${CX - w - 6},${y + 8} Q${CX},${y - 16} ${CX + w + 6},${y + 8} L${CX + w + 5},${y + 26} Q${CX},${y + 4} ${CX - w - 5},${y + 26}Z`,
      color,
    );
    // front knot (a tall folded peak)
    s += stroked(
      `M${CX - 14},${y + 2} L${CX + 2},${y - 46} L${CX + 18},${y + 2} Q${CX + 2},${y - 4} ${CX - 14},${y + 2}Z`,
      color,
    );
    s += line(`M${CX + 2},${y - 40} L${CX + 2},${y - 2}`, shade(color, 0.35), 2.5);
    if (motif)
      for (const dx of [-40, -20, 24, 44])
        s += circle(CX + dx, y + 6 + Math.abs(dx) * 0.08, 3.2, motif);
    return s;
  };
}
function peci(ctx) {
  const { w, h, cy } = ctx;
  const y = cy - h * 0.55;
  return (
    stroked(
      `M${CX - w + 2},${y + 14} L${CX - w + 10},${y - 40} Q${CX},${y - 50} ${CX + w - 10},${y - 40} L${CX + w - 2},${y + 14} Q${CX},${y + 4} ${CX - w + 2},${y + 14}Z`,
      "#1a1424",
    ) +
    line(`M${CX - w + 8},${y - 30} Q${CX},${y - 40} ${CX + w - 8},${y - 30}`, "#3b3050", 3) +
    line(
      `M${CX - w + 4},${y + 4} Q${CX},${y - 6} ${CX + w - 4},${y + 4}`,
      portraitColors.gold,
      2.5,
      ' opacity="0.8"',
    )
  );
}
function blangkon(color, motif) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.38;
    const k = (h * 0.7) / 0.75;
    let s = stroked(
      `M${CX - w - 7},${y + 18} C${CX - w - 7},${y - k} ${CX + w + 7},${y - k} ${CX + w + 7},${y + 18} Q${CX},${y - 2} ${CX - w - 7},${y + 18}Z`,
      color,
    );
    // batik parang diagonals
    const cid = `${ctx.id}-blk`;
    s += `<clipPath id="${cid}"><path d="${roundPathNumbers(`M${CX - w - 7},${y + 18} C${CX - w - 7},${y - k} ${CX + w + 7},${y - k} ${CX + w + 7},${y + 18} Q${CX},${y - 2} ${CX - w - 7},${y + 18}Z`)}"/></clipPath>`;
    let dd = "";
    for (let x = CX - 120; x < CX + 120; x += 18) dd += `M${x},${y + 30} L${x + 60},${y - 80} `;
    s += `<g clip-path="url(#${cid})">${line(dd, motif, 4, ' opacity="0.85"')}</g>`;
    s += line(`M${CX - w - 5},${y + 14} Q${CX},${y - 6} ${CX + w + 5},${y + 14}`, LINE, 3);
    s += stroked(`M${CX + w - 4},${y - 10} q22,-4 24,16 q-12,10 -22,2z`, color, 3);
    return s;
  };
}
function headband(color, tails) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.46;
    let s = "";
    if (tails)
      s += stroked(
        `M${CX + w},${y + 10} q26,4 42,30 l-10,6 q-14,-18 -34,-22z M${CX + w},${y + 12} q30,-6 48,8 l-4,10 q-20,-10 -44,-6z`,
        color,
        3,
      );
    s += stroked(
      `M${CX - w - 3},${y + 8} Q${CX},${y - 12} ${CX + w + 3},${y + 8} L${CX + w + 3},${y + 22} Q${CX},${y + 2} ${CX - w - 3},${y + 22}Z`,
      color,
      3,
    );
    if (tails === "stripe")
      s += line(`M${CX - w},${y + 15} Q${CX},${y - 3} ${CX + w},${y + 15}`, portraitColors.text, 3);
    return s;
  };
}
function crown(ctx) {
  // siger-like dancer crown with gold points
  const { w, h, cy } = ctx;
  const y = cy - h * 0.6;
  let d = `M${CX - w - 4},${y + 16} `;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x0 = CX - w - 4 + ((2 * w + 8) * i) / n;
    const x1 = CX - w - 4 + ((2 * w + 8) * (i + 1)) / n;
    const mid = (x0 + x1) / 2;
    const ht = 26 + 20 * Math.cos(((mid - CX) / (w + 8)) * (Math.PI / 2));
    d += `L${x0 + 2},${y + 2} L${mid},${y - ht} L${x1 - 2},${y + 2} `;
  }
  d += `L${CX + w + 4},${y + 16} Q${CX},${y + 4} ${CX - w - 4},${y + 16}Z`;
  let s = stroked(d, portraitColors.gold, 3);
  s += line(`M${CX - w},${y + 8} Q${CX},${y - 4} ${CX + w},${y + 8}`, "#c78f1e", 3);
  s += circle(CX, y - 20, 6, portraitColors.coral, O.replace(LW, 2.5));
  s += circle(CX - 30, y - 8, 4, portraitColors.teal, O.replace(LW, 2));
  s += circle(CX + 30, y - 8, 4, portraitColors.teal, O.replace(LW, 2));
  // tassels over ears
  for (const dd of [-1, 1])
    s +=
      line(`M${CX + dd * (w + 2)},${y + 14} L${CX + dd * (w + 8)},${y + 70}`, portraitColors.gold, 3) +
      circle(CX + dd * (w + 8), y + 74, 5, portraitColors.gold, O.replace(LW, 2));
  return s;
}
function kembangGoyang(ctx) {
  // gold flower pins in the sanggul
  const { cy, h } = ctx;
  let s = "";
  for (const [dx, dy, r] of [
    [-30, -h - 16, 8],
    [0, -h - 28, 9],
    [30, -h - 16, 8],
  ]) {
    s += line(`M${CX + dx * 0.7},${cy - h + 4} L${CX + dx},${cy + dy}`, portraitColors.gold, 2.5);
    s += flower(CX + dx, cy + dy, r, portraitColors.gold, portraitColors.coral);
  }
  s += line(`M${CX - 56},${cy - h + 14} Q${CX},${cy - h - 6} ${CX + 56},${cy - h + 14}`, portraitColors.text, 4); // melati string
  return s;
}
function flower(x, y, r, petal, heart) {
  let s = "";
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    s += circle(
      x + Math.cos(a) * r * 0.7,
      y + Math.sin(a) * r * 0.7,
      r * 0.55,
      petal,
      O.replace(LW, 2),
    );
  }
  return s + circle(x, y, r * 0.38, heart, O.replace(LW, 1.5));
}
function hairFlower(side, petal) {
  return (ctx) => flower(CX + side * (ctx.w - 4), ctx.cy - ctx.h * 0.5, 13, petal, portraitColors.gold);
}
function headsetMic(ctx) {
  const { w, cy, h } = ctx;
  return (
    line(
      `M${CX + w + 6},${cy + 16} Q${CX + w - 4},${cy + h * 0.7} ${CX + 26},${cy + h * 0.72}`,
      LINE,
      3,
    ) + circle(CX + 24, cy + h * 0.72, 5, LINE)
  );
}
function headphonesOn(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 22;
  return (
    line(
      `M${CX - rr + 4},${cy + 2} C${CX - rr},${cy - h - 44} ${CX + rr},${cy - h - 44} ${CX + rr - 4},${cy + 2}`,
      LINE,
      11,
    ) +
    line(
      `M${CX - rr + 4},${cy + 2} C${CX - rr},${cy - h - 44} ${CX + rr},${cy - h - 44} ${CX + rr - 4},${cy + 2}`,
      portraitColors.teal,
      5,
    ) +
    `<rect x="${round1(CX - rr - 10)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${O}/>` +
    `<rect x="${round1(CX + rr - 16)}" y="${round1(cy - 14)}" width="26" height="44" rx="11" fill="${portraitColors.surface2}"${O}/>`
  );
}
function headsetWithMic(ctx) {
  const { w, h, cy } = ctx;
  const rr = w + 16;
  return (
    line(
      `M${CX - rr + 2},${cy} C${CX - rr},${cy - h - 40} ${CX + rr},${cy - h - 40} ${CX + rr - 2},${cy}`,
      LINE,
      8,
    ) +
    line(
      `M${CX - rr + 2},${cy} C${CX - rr},${cy - h - 40} ${CX + rr},${cy - h - 40} ${CX + rr - 2},${cy}`,
      "#5a5470",
      3,
    ) +
    ellipse(CX - rr + 2, cy + 8, 11, 17, "#2b2540", O) +
    ellipse(CX + rr - 2, cy + 8, 11, 17, "#2b2540", O) +
    line(
      `M${CX - rr + 4},${cy + 20} Q${CX - w + 6},${cy + h * 0.7} ${CX - 24},${cy + h * 0.7}`,
      LINE,
      3.5,
    ) +
    circle(CX - 24, cy + h * 0.7, 5.5, portraitColors.coral, O.replace(LW, 2))
  );
}
function headphonesNeck(ctx) {
  const { nw } = ctx;
  const y = T - 6;
  return (
    line(`M${CX - nw - 34},${y - 10} Q${CX},${y + 40} ${CX + nw + 34},${y - 10}`, LINE, 10) +
    line(`M${CX - nw - 34},${y - 10} Q${CX},${y + 40} ${CX + nw + 34},${y - 10}`, portraitColors.coral, 4) +
    `<rect x="${round1(CX - nw - 50)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${O} transform="rotate(-25 ${round1(CX - nw - 35)} ${round1(y + 4)})"/>` +
    `<rect x="${round1(CX + nw + 20)}" y="${round1(y - 14)}" width="30" height="36" rx="12" fill="${portraitColors.night2}"${O} transform="rotate(25 ${round1(CX + nw + 35)} ${round1(y + 4)})"/>`
  );
}
function lanyard(strap, card = portraitColors.text) {
  return (ctx) => {
    const { nw } = ctx;
    const s1 = `M${CX - nw - 2},${T - 8} L${CX - 10},372 L${CX - 2},372 L${CX - nw + 8},${T + 8}Z`;
    const s2 = `M${CX + nw + 2},${T - 8} L${CX + 10},372 L${CX + 2},372 L${CX + nw - 8},${T + 8}Z`;
    return (
      stroked(s1, strap, 2.5) +
      stroked(s2, strap, 2.5) +
      `<rect x="${CX - 26}" y="364" width="52" height="62" rx="7" fill="${card}"${O}/>` +
      `<rect x="${CX - 26}" y="364" width="52" height="16" rx="7" fill="${strap}"${O.replace(LW, 2)}/>` +
      circle(CX, 396, 9, portraitColors.surface2) +
      star4(CX, 396, 7, portraitColors.gold)
    );
  };
}
function cameraStrap(ctx) {
  const { nw } = ctx;
  return (
    line(`M${CX - nw - 4},${T - 8} L${CX - 40},350`, LINE, 7) +
    line(`M${CX + nw + 4},${T - 8} L${CX + 40},350`, LINE, 7) +
    `<rect x="${CX - 54}" y="338" width="108" height="66" rx="10" fill="#2b2540"${O}/>` +
    `<rect x="${CX - 48}" y="330" width="30" height="12" rx="3" fill="#2b2540"${O.replace(LW, 2.5)}/>` +
    circle(CX + 6, 372, 24, "#463e63", O) +
    circle(CX + 6, 372, 14, portraitColors.teal, O.replace(LW, 2.5)) +
    circle(CX + 1, 367, 4.5, "#ffffff", ' opacity="0.8"') +
    circle(CX - 38, 352, 4, portraitColors.coral)
  );
}
function measuringTape(ctx) {
  const { nw } = ctx;
  const y = T - 8;
  const band = (s) =>
    `M${CX + s * (nw + 2)},${y - 6} C${CX + s * (nw + 40)},${y} ${CX + s * 34},${y + 40} ${CX + s * (s < 0 ? 30 : 52)},420`;
  let st = "";
  for (const s of [-1, 1]) {
    st += line(band(s), LINE, 15);
    st += line(band(s), "#ffd84d", 10);
    st += `<path d="${roundPathNumbers(band(s))}" fill="none" stroke="${LINE}" stroke-width="9" stroke-dasharray="2 6" opacity="0.7"/>`;
  }
  return st;
}
function beret(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.62;
    return (
      stroked(
        `M${CX - w - 12},${y + 6} C${CX - w - 20},${y - 46} ${CX + w + 34},${y - 50} ${CX + w + 22},${y + 4} Q${CX},${y + 22} ${CX - w - 12},${y + 6}Z`,
        color,
      ) + line(`M${CX + 10},${y - 38} l4,-10`, LINE, 5)
    );
  };
}
function capBack(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy - h * 0.5;
    const k = (h * 0.62) / 0.75;
    return (
      stroked(
        `M${CX - w - 6},${y + 10} C${CX - w - 6},${y - k} ${CX + w + 6},${y - k} ${CX + w + 6},${y + 10} Q${CX},${y - 2} ${CX - w - 6},${y + 10}Z`,
        color,
      ) +
      `<rect x="${CX - 16}" y="${round1(y - 4)}" width="32" height="12" rx="4" fill="${portraitColors.night2}"${O.replace(LW, 2.5)}/>` +
      line(`M${CX},${y - k * 0.72} L${CX},${y - 2}`, shade(color, 0.3), 2.5)
    );
  };
}
function pencilEar(ctx) {
  const { w, cy } = ctx;
  const x = CX + w + 2;
  return (
    `<g transform="rotate(-35 ${round1(x)} ${round1(cy)})">` +
    `<rect x="${round1(x - 34)}" y="${round1(cy - 6)}" width="60" height="11" rx="2" fill="${portraitColors.gold}"${O.replace(LW, 2.5)}/>` +
    path(`M${x + 26},${cy - 6} l14,5.5 l-14,5.5z`, "#f2d7b0", O.replace(LW, 2.5)) +
    `<rect x="${round1(x - 40)}" y="${round1(cy - 6)}" width="9" height="11" rx="2" fill="${portraitColors.coral}"${O.replace(LW, 2.5)}/></g>`
  );
}
function mustache(color) {
  return (ctx) => {
    const { h, cy } = ctx;
    const y = cy + h * 0.55;
    return path(
      `M${CX},${y} Q${CX - 14},${y - 8} ${CX - 26},${y + 2} Q${CX - 30},${y + 8} ${CX - 34},${y + 4} Q${CX - 22},${y + 12} ${CX},${y + 4} Q${CX + 22},${y + 12} ${CX + 34},${y + 4} Q${CX + 30},${y + 8} ${CX + 26},${y + 2} Q${CX + 14},${y - 8} ${CX},${y}Z`,
      color,
      O.replace(LW, 2),
    );
  };
}
function beard(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const y = cy + h * 0.5;
    const d = `M${CX - w + 4},${cy + 10} C${CX - w + 6},${y + 40} ${CX - 30},${cy + h + 34} ${CX},${cy + h + 38} C${CX + 30},${cy + h + 34} ${CX + w - 6},${y + 40} ${CX + w - 4},${cy + 10} C${CX + w - 14},${y + 6} ${CX + 24},${y + 4} ${CX},${y + 2} C${CX - 24},${y + 4} ${CX - w + 14},${y + 6} ${CX - w + 4},${cy + 10}Z`;
    return (
      stroked(d, color) +
      path(
        `M${CX - 14},${y + 22} Q${CX},${y + 30} ${CX + 14},${y + 22} Q${CX},${y + 16} ${CX - 14},${y + 22}Z`,
        "#5b1730",
      ) +
      mustache(color)(ctx) +
      line(
        `M${CX - 20},${y + 50} q4,14 -2,24 M${CX + 16},${y + 50} q-4,14 2,24`,
        shade(color, 0.15),
        3,
      )
    );
  };
}
function tetuaCloth(ctx) {
  // white head cloth (ikat) with a red band
  const { w, h, cy } = ctx;
  const y = cy - h * 0.42;
  const k = (h * 0.72) / 0.75;
  return (
    stroked(
      `M${CX - w - 8},${y + 16} C${CX - w - 8},${y - k} ${CX + w + 8},${y - k} ${CX + w + 8},${y + 16} Q${CX},${y} ${CX - w - 8},${y + 16}Z`,
      "#f3efe6",
    ) +
    stroked(
      `M${CX - w - 8},${y + 16} Q${CX},${y} ${CX + w + 8},${y + 16} L${CX + w + 7},${y + 2} Q${CX},${y - 14} ${CX - w - 7},${y + 2}Z`,
      portraitColors.coral,
      3,
    ) +
    line(`M${CX - 30},${y - 30} Q${CX},${y - 50} ${CX + 34},${y - 26}`, "#cfc6b2", 3) +
    stroked(`M${CX - w - 4},${y + 4} q-26,6 -30,34 q12,4 18,-4 q4,-18 16,-22z`, "#f3efe6", 3)
  );
}
function sequins(color) {
  return (_ctx) => {
    let s = "";
    const rnd = mulberry32(7);
    for (let i = 0; i < 22; i++) {
      const x = CX - 130 + rnd() * 260;
      const y = T + 20 + rnd() * 90;
      if (Math.abs(x - CX) < 30 + (y - T) * 0.1 && y < T + 110) continue;
      s += star4(x, y, 3 + rnd() * 3, color);
    }
    return s;
  };
}
function selendang(color, trim) {
  return (ctx) => {
    const { sw, nw } = ctx;
    const d = `M${CX + sw + 6},${T + 10} C${CX + sw - 30},${T - 16} ${CX + nw + 30},${T - 6} ${CX + nw + 16},${T + 10} L${CX - 80},420 L${CX - 30},420 L${CX + sw + 30},${T + 60}Z`;
    return (
      stroked(d, color) +
      line(`M${CX + nw + 30},${T + 20} L${CX - 56},420`, trim, 4) +
      line(`M${CX + sw - 4},${T + 40} L${CX - 10},420`, trim, 3, ' stroke-dasharray="8 8"')
    );
  };
}
function smudge(ctx) {
  const { w, cy, h } = ctx;
  return (
    path(`M${CX - w * 0.62},${cy + h * 0.46} q8,-8 18,-3 q-4,8 -18,3z`, portraitColors.teal, ' opacity="0.85"') +
    circle(CX - w * 0.4, cy + h * 0.52, 3, portraitColors.coral)
  );
}
function hairClip(color) {
  return (ctx) => {
    const { w, h, cy } = ctx;
    const x = CX + w * 0.55;
    const y = cy - h * 0.42;
    return `<rect x="${round1(x - 16)}" y="${round1(y - 5)}" width="32" height="10" rx="5" fill="${color}"${O.replace(LW, 2.5)} transform="rotate(-20 ${round1(x)} ${round1(y)})"/>`;
  };
}
const compose =
  (...fns) =>
  (ctx) =>
    fns
      .filter(Boolean)
      .map((f) => f(ctx))
      .join("");

// ---------------------------------------------------------------- people
const BGSEQ = ["gold", "coral", "teal", "surface"];

const TEE = { purple: portraitColors.surface2, white: portraitColors.text, teal: "#2fb3a8", coral: "#e8613f" };

const cast = [
  // Raka Pradipta — Arya (male lead): teal beskap with gold trim, batik udeng
  {
    name: "Raka Pradipta",
    skin: "s3",
    hair: { front: "fringe", volume: 10 },
    jaw: 0.5,
    mouth: "grin",
    outfit: { type: "beskap", color: "#1f5f6b", trim: portraitColors.gold },
    head: udeng("#7a2b1e", portraitColors.gold),
  },
  // Sekar Ayuningtyas — Nirwana (female lead): kebaya, sanggul with kembang goyang
  {
    name: "Sekar Ayuningtyas",
    female: true,
    skin: "s2",
    hair: { front: "pulled", bun: "sanggul" },
    jaw: 0.4,
    faceW: 58,
    mouth: "lips",
    lipColor: "#d2505e",
    outfit: { type: "kebaya", color: "#fff0e0", trim: portraitColors.gold, inner: "#b3263f", lace: true },
    head: kembangGoyang,
    earrings: true,
  },
  // Bima Saputra — Ayah Arya: peci, brown beskap, painted moustache
  {
    name: "Bima Saputra",
    skin: "s5",
    hair: { front: "crop" },
    jaw: 0.7,
    faceW: 64,
    browW: 6.5,
    browTilt: 2,
    mouth: "small",
    nose: "wide",
    outfit: { type: "beskap", color: "#3a2418", trim: portraitColors.gold },
    head: peci,
    extra: mustache(HAIR.black),
  },
  // Larasati Dewi — Ibu Nirwana: maroon hijab, kebaya and selendang
  {
    name: "Larasati Dewi",
    female: true,
    skin: "s4",
    hijab: { color: "#8c2f45", inner: "#f3d9c4", pin: portraitColors.gold },
    jaw: 0.45,
    mouth: "lips",
    lipColor: "#b8434f",
    outfit: { type: "kebaya", color: "#f6c7a8", trim: "#8c2f45", inner: "#5b1a2e" },
    outfitOverNeck: selendang(portraitColors.gold, "#8c2f45"),
  },
  // Dimas Wicaksono — Tetua Adat: white head cloth, grey beard, woven cloth
  {
    name: "Dimas Wicaksono",
    skin: "s6",
    hairColor: "grey",
    browColor: "#e8e3f2",
    browW: 7,
    jaw: 0.65,
    faceW: 63,
    mouth: "small",
    nose: "wide",
    outfit: { type: "robe", color: "#2b2540", cloth: "#b3263f" },
    head: compose(tetuaCloth, beard("#ece8f4")),
  },
  // Putri Anjani — Sahabat Nirwana: teal hijab, simple kebaya
  {
    name: "Putri Anjani",
    female: true,
    skin: "s3",
    hijab: { color: "#3fb6ab", inner: portraitColors.text, pin: portraitColors.coral },
    jaw: 0.42,
    faceW: 59,
    mouth: "open",
    outfit: { type: "kebaya", color: "#ffd9e0", trim: portraitColors.coral, inner: "#f7f3ff" },
  },
  // Fajar Ramadhan — Sahabat Arya: lurik shirt, curtain hair
  {
    name: "Fajar Ramadhan",
    skin: "s4",
    hair: { front: "curtain", volume: 14 },
    hairColor: "dark",
    jaw: 0.55,
    mouth: "open",
    glasses: null,
    outfit: {
      type: "lurik",
      color: "#8a5a33",
      stripe: "#3a2418",
      stripe2: "#e6b98a",
      collar: "#6d4426",
    },
  },
  // Nadia Kirana — Penari: gold crown, red dance bodice
  {
    name: "Nadia Kirana",
    female: true,
    skin: "s3",
    hair: { front: "pulled", back: "long", length: T + 50 },
    jaw: 0.38,
    faceW: 58,
    mouth: "lips",
    lipColor: "#d2404e",
    blush: 0.4,
    outfit: { type: "dancer", color: "#b3263f", gem: portraitColors.teal },
    head: crown,
    earrings: portraitColors.gold,
  },
  // Yoga Pratama — Penari: red headband with tails, vest and crossed gold sashes
  {
    name: "Yoga Pratama",
    skin: "s6",
    hair: { front: "spiky", volume: 8 },
    jaw: 0.6,
    mouth: "grin",
    browTilt: -2,
    outfit: { type: "vest", color: "#1f1147", shirt: "#f3efe6", gem: portraitColors.coral },
    head: headband("#d8333f", true),
  },
  // Alya Maharani — Penyanyi: lilac hijab with stars, sequin kebaya, headset mic
  {
    name: "Alya Maharani",
    female: true,
    skin: "s2",
    hijab: { color: "#b9a6f2", inner: portraitColors.text, pattern: portraitColors.goldSoft },
    jaw: 0.4,
    faceW: 58,
    mouth: "open",
    eyes: "smile",
    outfit: { type: "kebaya", color: "#35237a", trim: portraitColors.gold, inner: portraitColors.coral },
    extra: compose(sequins(portraitColors.goldSoft), headsetMic),
  },
  // Rizky Hidayat — Pemusik: blangkon with parang batik, lurik shirt
  {
    name: "Rizky Hidayat",
    skin: "s5",
    hair: { front: "crop" },
    jaw: 0.6,
    faceW: 62,
    mouth: "smile",
    glasses: "round",
    outfit: {
      type: "lurik",
      color: "#2f3f5e",
      stripe: "#182238",
      stripe2: "#8fa6cf",
      collar: "#26334d",
    },
    head: blangkon("#5a3a22", portraitColors.gold),
  },
  // Intan Permata — Ensemble: wavy hair with flower, kebaya
  {
    name: "Intan Permata",
    female: true,
    skin: "s4",
    hair: { front: "swept", back: "wavy", partSide: -1 },
    hairColor: "dark",
    jaw: 0.45,
    mouth: "smile",
    freckles: true,
    outfit: { type: "kebaya", color: "#4fd1c5", trim: portraitColors.text, inner: "#1f5f6b" },
    head: hairFlower(1, portraitColors.text),
    earrings: portraitColors.text,
  },
];

const committee = [
  // Naufal Hakim — Ketua Pelaksana: almamater jacket, glasses
  {
    name: "Naufal Hakim",
    skin: "s4",
    hair: { front: "sidepart", volume: 16 },
    jaw: 0.6,
    mouth: "grin",
    glasses: "rect",
    outfit: { type: "jacket", color: "#24306b", tee: TEE.white },
    accessoryNeck: lanyard(portraitColors.coral),
  },
  // Salsabila Putri — Wakil Ketua: coral hijab, festival tee
  {
    name: "Salsabila Putri",
    female: true,
    skin: "s2",
    hijab: { color: "#ff8f73", inner: portraitColors.goldSoft, pin: portraitColors.gold },
    jaw: 0.42,
    faceW: 58,
    mouth: "open",
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.gold },
    accessoryNeck: lanyard(portraitColors.teal),
  },
  // Aditya Nugraha — Sutradara: headset with mic
  {
    name: "Aditya Nugraha",
    skin: "s5",
    hair: { front: "curly", volume: 14 },
    jaw: 0.55,
    mouth: "smile",
    browW: 6,
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.gold },
    accessoryNeck: lanyard(portraitColors.gold),
    head: headsetWithMic,
  },
  // Kayla Azzahra — Asisten Sutradara: navy hijab, round glasses
  {
    name: "Kayla Azzahra",
    female: true,
    skin: "s3",
    hijab: { color: "#22205a", inner: portraitColors.teal, pin: portraitColors.teal },
    jaw: 0.42,
    mouth: "smile",
    glasses: "round",
    glassesColor: portraitColors.gold,
    outfit: { type: "tee", color: TEE.white, emblem: portraitColors.surface2 },
    accessoryNeck: lanyard(portraitColors.coral),
  },
  // Farhan Maulana — Penulis Naskah: pencil behind the ear
  {
    name: "Farhan Maulana",
    skin: "s3",
    hair: { front: "curtain", volume: 10 },
    hairColor: "brown",
    jaw: 0.5,
    faceW: 60,
    mouth: "small",
    mole: true,
    outfit: { type: "tee", color: TEE.teal, emblem: portraitColors.night2 },
    accessoryNeck: lanyard(portraitColors.gold),
    head: pencilEar,
  },
  // Zahra Amelia — Penata Musik: hijab + headphones
  {
    name: "Zahra Amelia",
    female: true,
    skin: "s5",
    hijab: { color: "#f5c04e", inner: portraitColors.text, pin: portraitColors.coral },
    jaw: 0.45,
    faceW: 59,
    mouth: "grin",
    eyes: "smile",
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.gold },
    accessoryNeck: lanyard(portraitColors.teal),
    head: headphonesOn,
  },
  // Rafi Ardiansyah — Koreografer: sporty headband, hoodie
  {
    name: "Rafi Ardiansyah",
    skin: "s6",
    hair: { front: "spiky", volume: 12 },
    jaw: 0.55,
    mouth: "open",
    outfit: { type: "hoodie", color: "#2a8f86", emblem: portraitColors.goldSoft },
    head: headband(portraitColors.text, "stripe"),
    accessoryNeck: lanyard(portraitColors.coral),
  },
  // Aurel Safitri — Penata Artistik: bob + beret, paint smudge
  {
    name: "Aurel Safitri",
    female: true,
    skin: "s1",
    hair: { front: "bob", back: "bob" },
    jaw: 0.38,
    faceW: 57,
    mouth: "smile",
    outfit: { type: "tee", color: TEE.white, emblem: portraitColors.coral },
    accessoryNeck: lanyard(portraitColors.surface2),
    head: compose(beret(portraitColors.coral), smudge),
  },
  // Gilang Permana — Penata Kostum: measuring tape around the neck
  {
    name: "Gilang Permana",
    skin: "s2",
    hair: { front: "sidepart", volume: 18 },
    hairColor: "dark",
    jaw: 0.6,
    faceW: 62,
    mouth: "grin",
    browTilt: 1,
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.gold },
    accessoryNeck: measuringTape,
  },
  // Citra Lestari — Penata Rias: long wavy hair, clip, earrings, brighter blush
  {
    name: "Citra Lestari",
    female: true,
    skin: "s3",
    hair: { front: "bangs", back: "wavy" },
    hairColor: "brown",
    jaw: 0.38,
    faceW: 58,
    mouth: "lips",
    lipColor: "#e0566a",
    blush: 0.5,
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.teal },
    accessoryNeck: lanyard(portraitColors.gold),
    head: hairClip(portraitColors.teal),
    earrings: portraitColors.teal,
  },
  // Hafiz Ramadhan — Dokumentasi: camera on strap
  {
    name: "Hafiz Ramadhan",
    skin: "s7",
    hair: { front: "fringe", volume: 8 },
    jaw: 0.6,
    faceW: 62,
    mouth: "grin",
    outfit: { type: "tee", color: TEE.coral, emblem: portraitColors.night2 },
    accessoryNeck: cameraStrap,
  },
  // Nabila Khairunnisa — Publikasi: teal-printed hijab
  {
    name: "Nabila Khairunnisa",
    female: true,
    skin: "s4",
    hijab: { color: "#f7f3ff", inner: portraitColors.coral, pin: portraitColors.teal, pattern: portraitColors.teal },
    jaw: 0.4,
    mouth: "open",
    eyes: "smile",
    outfit: { type: "tee", color: TEE.purple, emblem: portraitColors.gold },
    accessoryNeck: lanyard(portraitColors.coral),
  },
  // Dafa Firmansyah — Produksi Video: backwards cap, headphones around neck
  {
    name: "Dafa Firmansyah",
    skin: "s5",
    hair: { front: "crop" },
    jaw: 0.65,
    faceW: 63,
    mouth: "smile",
    browTilt: -1,
    outfit: { type: "hoodie", color: portraitColors.night2, emblem: portraitColors.gold },
    head: capBack(portraitColors.gold),
    accessoryNeck: headphonesNeck,
  },
];

const pad = (n) => String(n).padStart(2, "0");

export function drawPortraits() {
  // Backgrounds cycle through four tones; the committee starts two tones on.
  cast.forEach((spec, i) => {
    spec.bg = BGSEQ[i % 4];
    const id = `cast-${pad(i + 1)}`;
    writeAsset(`people/${id}.svg`, build(spec, id));
  });
  committee.forEach((spec, i) => {
    spec.bg = BGSEQ[(i + 2) % 4];
    const id = `committee-${pad(i + 1)}`;
    writeAsset(`people/${id}.svg`, build(spec, id));
  });
}
