// @ts-check
// Torso, outfits and neck.
import { roundPathNumbers } from "../kit/format.mjs";
import {
  CX,
  circle,
  LINE,
  LW,
  line,
  outline,
  path,
  portraitColors,
  shade,
  star4,
  stroked,
  T,
  tint,
} from "./style.mjs";

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

export function torso(ctx) {
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
    for (const dy of [92, 118, 144])
      out.push(circle(CX, T + dy, 6, portraitColors.gold, outline(2.5)));
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
      line(
        `M${CX - 8},${T + 18} Q${CX + 30},${T + 60} ${CX + 44},420`,
        o.trim ?? portraitColors.gold,
        5,
      ),
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
      out.push(circle(x, T + 18 + 100 * t, 4.5, portraitColors.gold, outline(2)));
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
      out.push(circle(CX + 7, T + dy, 3.5, portraitColors.goldSoft, outline(1.5)));
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
      out.push(circle(x, y, 5, o.gem ?? portraitColors.coral, outline(2)));
    }
    out.push(path(`M${CX},${T + 96} l12,16 l-12,16 l-12,-16z`, portraitColors.gold, outline(2.5)));
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
    out.push(circle(CX, T + 86, 10, o.gem ?? portraitColors.coral, outline(3)));
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
    out.push(path(`M${CX + 58},${T + 66} l26,0 l0,8 l-26,0z`, portraitColors.gold, outline(2)));
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

export function neck(ctx) {
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
