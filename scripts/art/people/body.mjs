// @ts-check
// Torso, outfits and neck.
import { roundPathNumbers } from "../kit/format.mjs";
import {
  CENTER_X,
  circle,
  LINE,
  LINE_WIDTH,
  line,
  outline,
  path,
  portraitColors,
  SHOULDER_Y,
  shade,
  star4,
  stroked,
  tint,
} from "./style.mjs";

// ---------------------------------------------------------------- body parts
function torsoPath(ctx, necklineFn) {
  const { sw } = ctx;
  const L = CENTER_X - sw;
  const R = CENTER_X + sw;
  // left hem → left shoulder → neckline → right shoulder → right hem
  return (
    `M${L - 36},420 L${L - 26},356 C${L - 20},318 ${L + 4},${SHOULDER_Y + 2} ${L + 48},${SHOULDER_Y - 4} ` +
    necklineFn() +
    ` C${R - 4},${SHOULDER_Y + 2} ${R + 20},318 ${R + 26},356 L${R + 36},420 Z`
  );
}

export function torso(ctx) {
  const { spec, nw } = ctx;
  const o = spec.outfit;
  const neckTo = (l, r, depth) => () =>
    `L${CENTER_X - l},${SHOULDER_Y - 4} Q${CENTER_X},${SHOULDER_Y + depth} ${CENTER_X + r},${SHOULDER_Y - 4} L${CENTER_X + ctx.sw - 48},${SHOULDER_Y - 4}`;
  const out = [];
  const c = o.color;
  if (o.type === "tee") {
    out.push(stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), c));
    // rib collar
    out.push(
      line(
        `M${CENTER_X - nw - 10},${SHOULDER_Y - 3} Q${CENTER_X},${SHOULDER_Y + 31} ${CENTER_X + nw + 10},${SHOULDER_Y - 3}`,
        shade(c, 0.25),
        7,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - nw - 14},${SHOULDER_Y - 4} Q${CENTER_X},${SHOULDER_Y + 37} ${CENTER_X + nw + 14},${SHOULDER_Y - 4}`,
        LINE,
        2.5,
      ),
    );
    // sleeve seams
    out.push(
      line(
        `M${CENTER_X - ctx.sw + 10},${SHOULDER_Y + 6} Q${CENTER_X - ctx.sw - 6},${SHOULDER_Y + 60} ${CENTER_X - ctx.sw - 4},${SHOULDER_Y + 110}`,
        shade(c, 0.3),
        3,
      ),
    );
    out.push(
      line(
        `M${CENTER_X + ctx.sw - 10},${SHOULDER_Y + 6} Q${CENTER_X + ctx.sw + 6},${SHOULDER_Y + 60} ${CENTER_X + ctx.sw + 4},${SHOULDER_Y + 110}`,
        shade(c, 0.3),
        3,
      ),
    );
    if (o.emblem) out.push(emblem(CENTER_X + 62, SHOULDER_Y + 58, o.emblem));
  } else if (o.type === "kebaya") {
    // V neckline with broad trim + inner kemben + brooches
    out.push(
      stroked(
        torsoPath(
          ctx,
          () =>
            `L${CENTER_X - nw - 12},${SHOULDER_Y - 4} L${CENTER_X},${SHOULDER_Y + 84} L${CENTER_X + nw + 12},${SHOULDER_Y - 4} L${CENTER_X + ctx.sw - 48},${SHOULDER_Y - 4}`,
        ),
        c,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X - nw - 6},${SHOULDER_Y - 2} L${CENTER_X},${SHOULDER_Y + 78} L${CENTER_X + nw + 6},${SHOULDER_Y - 2} L${CENTER_X + nw - 2},${SHOULDER_Y - 2} Q${CENTER_X},${SHOULDER_Y + 26} ${CENTER_X - nw + 2},${SHOULDER_Y - 2}Z`,
        o.inner ?? portraitColors.coral,
        0,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X},${SHOULDER_Y + 40} L${CENTER_X - 18},${SHOULDER_Y + 20} L${CENTER_X},${SHOULDER_Y + 84} L${CENTER_X + 18},${SHOULDER_Y + 20}Z`,
        o.inner ?? portraitColors.coral,
        0,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - nw - 12},${SHOULDER_Y - 4} L${CENTER_X},${SHOULDER_Y + 84} L${CENTER_X + nw + 12},${SHOULDER_Y - 4}`,
        o.trim ?? portraitColors.gold,
        9,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - nw - 18},${SHOULDER_Y - 6} L${CENTER_X - 2},${SHOULDER_Y + 92}`,
        LINE,
        2.5,
      ),
    );
    out.push(
      line(
        `M${CENTER_X + nw + 18},${SHOULDER_Y - 6} L${CENTER_X + 2},${SHOULDER_Y + 92}`,
        LINE,
        2.5,
      ),
    );
    if (o.lace) {
      for (let i = 0; i < 7; i++) {
        const x = CENTER_X - ctx.sw + 14 + i * 12;
        out.push(circle(x, SHOULDER_Y + 40 + (i % 2) * 14, 3.2, tint(c, 0.45), ' opacity="0.8"'));
        out.push(
          circle(
            2 * CENTER_X - x,
            SHOULDER_Y + 40 + (i % 2) * 14,
            3.2,
            tint(c, 0.45),
            ' opacity="0.8"',
          ),
        );
      }
    }
    for (const dy of [92, 118, 144])
      out.push(circle(CENTER_X, SHOULDER_Y + dy, 6, portraitColors.gold, outline(2.5)));
  } else if (o.type === "beskap") {
    // stand collar jacket with diagonal closure
    out.push(stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 14)), c));
    out.push(
      stroked(
        `M${CENTER_X - nw - 6},${SHOULDER_Y - 12} Q${CENTER_X},${SHOULDER_Y + 6} ${CENTER_X + nw + 6},${SHOULDER_Y - 12} L${CENTER_X + nw + 8},${SHOULDER_Y + 4} Q${CENTER_X},${SHOULDER_Y + 22} ${CENTER_X - nw - 8},${SHOULDER_Y + 4}Z`,
        o.trim ?? portraitColors.gold,
        3,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - 8},${SHOULDER_Y + 18} Q${CENTER_X + 30},${SHOULDER_Y + 60} ${CENTER_X + 44},420`,
        o.trim ?? portraitColors.gold,
        5,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - 8},${SHOULDER_Y + 18} Q${CENTER_X + 30},${SHOULDER_Y + 60} ${CENTER_X + 44},420`,
        LINE,
        1.5,
        ' opacity="0.5"',
      ),
    );
    for (const t of [0.25, 0.5, 0.75]) {
      const x = CENTER_X - 8 + 52 * t + 10;
      out.push(circle(x, SHOULDER_Y + 18 + 100 * t, 4.5, portraitColors.gold, outline(2)));
    }
    if (o.pocket)
      out.push(
        line(`M${CENTER_X - 86},${SHOULDER_Y + 70} l36,0`, o.trim ?? portraitColors.gold, 4),
      );
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
    out.push(line(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)), LINE, LINE_WIDTH));
    // placket + collar
    out.push(
      stroked(
        `M${CENTER_X - nw - 8},${SHOULDER_Y - 6} L${CENTER_X - 4},${SHOULDER_Y + 34} L${CENTER_X - 22},${SHOULDER_Y + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X + nw + 8},${SHOULDER_Y - 6} L${CENTER_X + 4},${SHOULDER_Y + 34} L${CENTER_X + 22},${SHOULDER_Y + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(line(`M${CENTER_X},${SHOULDER_Y + 30} L${CENTER_X},420`, LINE, 2.5));
    for (const dy of [52, 84])
      out.push(circle(CENTER_X + 7, SHOULDER_Y + dy, 3.5, portraitColors.goldSoft, outline(1.5)));
  } else if (o.type === "dancer") {
    // fitted bodice, gold collar piece (kalung / ilat-ilatan)
    out.push(stroked(torsoPath(ctx, neckTo(nw + 14, nw + 14, 40)), c));
    out.push(
      stroked(
        `M${CENTER_X - nw - 22},${SHOULDER_Y - 2} Q${CENTER_X},${SHOULDER_Y + 62} ${CENTER_X + nw + 22},${SHOULDER_Y - 2} L${CENTER_X + nw + 46},${SHOULDER_Y + 6} Q${CENTER_X},${SHOULDER_Y + 104} ${CENTER_X - nw - 46},${SHOULDER_Y + 6}Z`,
        portraitColors.gold,
        3,
      ),
    );
    for (let i = -3; i <= 3; i++) {
      const a = (i / 3) * 0.9;
      const x = CENTER_X + Math.sin(a) * 58;
      const y = SHOULDER_Y + 20 + Math.cos(a) * 52;
      out.push(circle(x, y, 5, o.gem ?? portraitColors.coral, outline(2)));
    }
    out.push(
      path(
        `M${CENTER_X},${SHOULDER_Y + 96} l12,16 l-12,16 l-12,-16z`,
        portraitColors.gold,
        outline(2.5),
      ),
    );
  } else if (o.type === "vest") {
    // male dancer: shirt + vest + crossed gold sashes
    out.push(stroked(torsoPath(ctx, neckTo(nw + 8, nw + 8, 22)), o.shirt ?? portraitColors.text));
    out.push(
      stroked(
        `M${CENTER_X - ctx.sw - 20},420 L${CENTER_X - ctx.sw - 12},350 C${CENTER_X - ctx.sw},${SHOULDER_Y + 8} ${CENTER_X - ctx.sw + 24},${SHOULDER_Y} ${CENTER_X - nw - 10},${SHOULDER_Y - 4} L${CENTER_X - 18},420Z`,
        c,
        LINE_WIDTH,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X + ctx.sw + 20},420 L${CENTER_X + ctx.sw + 12},350 C${CENTER_X + ctx.sw},${SHOULDER_Y + 8} ${CENTER_X + ctx.sw - 24},${SHOULDER_Y} ${CENTER_X + nw + 10},${SHOULDER_Y - 4} L${CENTER_X + 18},420Z`,
        c,
        LINE_WIDTH,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X - 96},${SHOULDER_Y + 6} L${CENTER_X - 78},${SHOULDER_Y - 2} L${CENTER_X + 94},420 L${CENTER_X + 66},420Z`,
        portraitColors.gold,
        3,
      ),
    );
    out.push(
      stroked(
        `M${CENTER_X + 96},${SHOULDER_Y + 6} L${CENTER_X + 78},${SHOULDER_Y - 2} L${CENTER_X - 94},420 L${CENTER_X - 66},420Z`,
        portraitColors.gold,
        3,
      ),
    );
    out.push(circle(CENTER_X, SHOULDER_Y + 86, 10, o.gem ?? portraitColors.coral, outline(3)));
  } else if (o.type === "robe") {
    // tetua adat: dark robe with a woven cloth (ulos-like) over the shoulders
    out.push(stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 22)), c));
    const cl = o.cloth ?? portraitColors.coral;
    for (const s of [-1, 1]) {
      const x0 = CENTER_X + s * (nw + 6);
      const d = `M${x0},${SHOULDER_Y - 8} C${CENTER_X + s * (nw + 50)},${SHOULDER_Y - 10} ${CENTER_X + s * (ctx.sw - 4)},${SHOULDER_Y} ${CENTER_X + s * (ctx.sw + 8)},${SHOULDER_Y + 30} L${CENTER_X + s * 78},420 L${CENTER_X + s * 34},420 Z`;
      out.push(stroked(d, cl));
      out.push(
        line(
          `M${CENTER_X + s * (nw + 22)},${SHOULDER_Y - 4} C${CENTER_X + s * 70},${SHOULDER_Y + 8} ${CENTER_X + s * 86},${SHOULDER_Y + 40} ${CENTER_X + s * 60},420`,
          portraitColors.gold,
          4,
        ),
      );
      out.push(
        line(
          `M${CENTER_X + s * (nw + 36)},${SHOULDER_Y - 2} C${CENTER_X + s * 86},${SHOULDER_Y + 12} ${CENTER_X + s * 100},${SHOULDER_Y + 44} ${CENTER_X + s * 72},420`,
          portraitColors.night,
          2.5,
          ' opacity="0.6"',
        ),
      );
      for (let k = 0; k < 5; k++)
        out.push(
          path(
            `M${CENTER_X + s * (44 + k * 4)},${SHOULDER_Y + 44 + k * 18} l${s * 6},6 l${-s * 6},6 l${-s * 6},-6z`,
            portraitColors.goldSoft,
          ),
        );
    }
  } else if (o.type === "jacket") {
    // almamater blazer over festival tee
    out.push(stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), o.tee));
    out.push(
      line(
        `M${CENTER_X - nw - 10},${SHOULDER_Y - 3} Q${CENTER_X},${SHOULDER_Y + 31} ${CENTER_X + nw + 10},${SHOULDER_Y - 3}`,
        shade(o.tee, 0.25),
        7,
      ),
    );
    for (const s of [-1, 1]) {
      const d = `M${CENTER_X + s * (ctx.sw + 36)},420 L${CENTER_X + s * (ctx.sw + 26)},356 C${CENTER_X + s * (ctx.sw + 20)},318 ${CENTER_X + s * (ctx.sw - 4)},${SHOULDER_Y + 2} ${CENTER_X + s * (ctx.sw - 48)},${SHOULDER_Y - 4} L${CENTER_X + s * (nw + 12)},${SHOULDER_Y - 6} L${CENTER_X + s * (nw + 20)},${SHOULDER_Y + 40} L${CENTER_X + s * 40},420Z`;
      out.push(stroked(d, c));
      out.push(
        stroked(
          `M${CENTER_X + s * (nw + 12)},${SHOULDER_Y - 6} L${CENTER_X + s * (nw + 20)},${SHOULDER_Y + 40} L${CENTER_X + s * (nw + 46)},${SHOULDER_Y + 30} L${CENTER_X + s * (nw + 36)},${SHOULDER_Y - 6}Z`,
          shade(c, 0.2),
          2.5,
        ),
      );
    }
    out.push(
      path(
        `M${CENTER_X + 58},${SHOULDER_Y + 66} l26,0 l0,8 l-26,0z`,
        portraitColors.gold,
        outline(2),
      ),
    );
  } else if (o.type === "hoodie") {
    out.push(stroked(torsoPath(ctx, neckTo(nw + 12, nw + 12, 26)), c));
    out.push(
      stroked(
        `M${CENTER_X - nw - 22},${SHOULDER_Y - 8} Q${CENTER_X},${SHOULDER_Y + 44} ${CENTER_X + nw + 22},${SHOULDER_Y - 8} L${CENTER_X + nw + 10},${SHOULDER_Y - 4} Q${CENTER_X},${SHOULDER_Y + 30} ${CENTER_X - nw - 10},${SHOULDER_Y - 4}Z`,
        shade(c, 0.15),
        3,
      ),
    );
    out.push(
      line(
        `M${CENTER_X - 14},${SHOULDER_Y + 22} L${CENTER_X - 18},${SHOULDER_Y + 78}`,
        portraitColors.text,
        3,
      ),
    );
    out.push(
      line(
        `M${CENTER_X + 14},${SHOULDER_Y + 22} L${CENTER_X + 18},${SHOULDER_Y + 78}`,
        portraitColors.text,
        3,
      ),
    );
    if (o.emblem) out.push(emblem(CENTER_X + 62, SHOULDER_Y + 62, o.emblem));
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
      `M${CENTER_X - nw},${cy + h * 0.55} L${CENTER_X - nw},${SHOULDER_Y + 14} Q${CENTER_X},${SHOULDER_Y + 30} ${CENTER_X + nw},${SHOULDER_Y + 14} L${CENTER_X + nw},${cy + h * 0.55}Z`,
      skin,
    ) +
    path(
      `M${CENTER_X - nw + 1.8},${cy + h * 0.6} L${CENTER_X - nw + 1.8},${cy + h + 12} Q${CENTER_X},${cy + h + 28} ${CENTER_X + nw - 1.8},${cy + h + 12} L${CENTER_X + nw - 1.8},${cy + h * 0.6}Z`,
      skinSh,
    )
  );
}
