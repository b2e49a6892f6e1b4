// @ts-check
// Torso, outfits and neck.
import { roundPathNumbers } from "../kit/format.mjs";
import * as style from "./style.mjs";

// ---------------------------------------------------------------- body parts
function torsoPath(ctx, necklineFn) {
  const { sw } = ctx;
  const L = style.CENTER_X - sw;
  const R = style.CENTER_X + sw;
  // left hem → left shoulder → neckline → right shoulder → right hem
  return (
    `M${L - 36},420 L${L - 26},356 C${L - 20},318 ${L + 4},${style.SHOULDER_Y + 2} ${L + 48},${style.SHOULDER_Y - 4} ` +
    necklineFn() +
    ` C${R - 4},${style.SHOULDER_Y + 2} ${R + 20},318 ${R + 26},356 L${R + 36},420 Z`
  );
}

/**
 * A band that hugs the neckline (a collar, a hood's rim, a beaded collar piece): an upper and
 * a lower arch joined at the sides. Each edge is [how far it reaches past the neck on either
 * side, the height of its ends, the height its middle dips to], both from the shoulder line.
 */
function neckBand(nw, [topOut, topEndY, topDipY], [bottomOut, bottomEndY, bottomDipY]) {
  const x = style.CENTER_X;
  const y = style.SHOULDER_Y;
  return `M${x - nw - topOut},${y + topEndY} Q${x},${y + topDipY} ${x + nw + topOut},${y + topEndY} L${x + nw + bottomOut},${y + bottomEndY} Q${x},${y + bottomDipY} ${x - nw - bottomOut},${y + bottomEndY}Z`;
}

/** Outlined buttons in a column down the front, dx right of the centre line, dys below the shoulders. */
function frontButtons(dx, dys, r, fill, outlineWidth) {
  return dys.map((dy) =>
    style.circle(style.CENTER_X + dx, style.SHOULDER_Y + dy, r, fill, style.outline(outlineWidth)),
  );
}

export function torso(ctx) {
  const { spec, nw } = ctx;
  const o = spec.outfit;
  const neckTo = (l, r, depth) => () =>
    `L${style.CENTER_X - l},${style.SHOULDER_Y - 4} Q${style.CENTER_X},${style.SHOULDER_Y + depth} ${style.CENTER_X + r},${style.SHOULDER_Y - 4} L${style.CENTER_X + ctx.sw - 48},${style.SHOULDER_Y - 4}`;
  const out = [];
  const c = o.color;
  if (o.type === "tee") {
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), c));
    // rib collar
    out.push(
      style.line(
        `M${style.CENTER_X - nw - 10},${style.SHOULDER_Y - 3} Q${style.CENTER_X},${style.SHOULDER_Y + 31} ${style.CENTER_X + nw + 10},${style.SHOULDER_Y - 3}`,
        style.shade(c, 0.25),
        7,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - nw - 14},${style.SHOULDER_Y - 4} Q${style.CENTER_X},${style.SHOULDER_Y + 37} ${style.CENTER_X + nw + 14},${style.SHOULDER_Y - 4}`,
        style.LINE,
        2.5,
      ),
    );
    // sleeve seams
    out.push(
      style.line(
        `M${style.CENTER_X - ctx.sw + 10},${style.SHOULDER_Y + 6} Q${style.CENTER_X - ctx.sw - 6},${style.SHOULDER_Y + 60} ${style.CENTER_X - ctx.sw - 4},${style.SHOULDER_Y + 110}`,
        style.shade(c, 0.3),
        3,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X + ctx.sw - 10},${style.SHOULDER_Y + 6} Q${style.CENTER_X + ctx.sw + 6},${style.SHOULDER_Y + 60} ${style.CENTER_X + ctx.sw + 4},${style.SHOULDER_Y + 110}`,
        style.shade(c, 0.3),
        3,
      ),
    );
    if (o.emblem) out.push(emblem(style.CENTER_X + 62, style.SHOULDER_Y + 58, o.emblem));
  } else if (o.type === "kebaya") {
    // V neckline with broad trim + inner kemben + brooches
    out.push(
      style.stroked(
        torsoPath(
          ctx,
          () =>
            `L${style.CENTER_X - nw - 12},${style.SHOULDER_Y - 4} L${style.CENTER_X},${style.SHOULDER_Y + 84} L${style.CENTER_X + nw + 12},${style.SHOULDER_Y - 4} L${style.CENTER_X + ctx.sw - 48},${style.SHOULDER_Y - 4}`,
        ),
        c,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X - nw - 6},${style.SHOULDER_Y - 2} L${style.CENTER_X},${style.SHOULDER_Y + 78} L${style.CENTER_X + nw + 6},${style.SHOULDER_Y - 2} L${style.CENTER_X + nw - 2},${style.SHOULDER_Y - 2} Q${style.CENTER_X},${style.SHOULDER_Y + 26} ${style.CENTER_X - nw + 2},${style.SHOULDER_Y - 2}Z`,
        o.inner ?? style.portraitColors.coral,
        0,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X},${style.SHOULDER_Y + 40} L${style.CENTER_X - 18},${style.SHOULDER_Y + 20} L${style.CENTER_X},${style.SHOULDER_Y + 84} L${style.CENTER_X + 18},${style.SHOULDER_Y + 20}Z`,
        o.inner ?? style.portraitColors.coral,
        0,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - nw - 12},${style.SHOULDER_Y - 4} L${style.CENTER_X},${style.SHOULDER_Y + 84} L${style.CENTER_X + nw + 12},${style.SHOULDER_Y - 4}`,
        o.trim ?? style.portraitColors.gold,
        9,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - nw - 18},${style.SHOULDER_Y - 6} L${style.CENTER_X - 2},${style.SHOULDER_Y + 92}`,
        style.LINE,
        2.5,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X + nw + 18},${style.SHOULDER_Y - 6} L${style.CENTER_X + 2},${style.SHOULDER_Y + 92}`,
        style.LINE,
        2.5,
      ),
    );
    if (o.lace) {
      for (let i = 0; i < 7; i++) {
        const x = style.CENTER_X - ctx.sw + 14 + i * 12;
        out.push(
          style.circle(
            x,
            style.SHOULDER_Y + 40 + (i % 2) * 14,
            3.2,
            style.tint(c, 0.45),
            ' opacity="0.8"',
          ),
        );
        out.push(
          style.circle(
            2 * style.CENTER_X - x,
            style.SHOULDER_Y + 40 + (i % 2) * 14,
            3.2,
            style.tint(c, 0.45),
            ' opacity="0.8"',
          ),
        );
      }
    }
    out.push(...frontButtons(0, [92, 118, 144], 6, style.portraitColors.gold, 2.5));
  } else if (o.type === "beskap") {
    // stand collar jacket with diagonal closure
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 14)), c));
    out.push(
      style.stroked(neckBand(nw, [6, -12, 6], [8, 4, 22]), o.trim ?? style.portraitColors.gold, 3),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - 8},${style.SHOULDER_Y + 18} Q${style.CENTER_X + 30},${style.SHOULDER_Y + 60} ${style.CENTER_X + 44},420`,
        o.trim ?? style.portraitColors.gold,
        5,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - 8},${style.SHOULDER_Y + 18} Q${style.CENTER_X + 30},${style.SHOULDER_Y + 60} ${style.CENTER_X + 44},420`,
        style.LINE,
        1.5,
        ' opacity="0.5"',
      ),
    );
    for (const t of [0.25, 0.5, 0.75]) {
      const x = style.CENTER_X - 8 + 52 * t + 10;
      out.push(
        style.circle(
          x,
          style.SHOULDER_Y + 18 + 100 * t,
          4.5,
          style.portraitColors.gold,
          style.outline(2),
        ),
      );
    }
    if (o.pocket)
      out.push(
        style.line(
          `M${style.CENTER_X - 86},${style.SHOULDER_Y + 70} l36,0`,
          o.trim ?? style.portraitColors.gold,
          4,
        ),
      );
  } else if (o.type === "lurik") {
    const cid = `${ctx.id}-lurik`;
    out.push(
      `<clipPath id="${cid}"><path d="${roundPathNumbers(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)))}"/></clipPath>`,
    );
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)), c));
    let stripes = "";
    for (let x = 40; x < 380; x += 16) stripes += `M${x},280 L${x},420 `;
    out.push(
      `<g clip-path="url(#${cid})">${style.line(stripes, o.stripe ?? style.shade(c, 0.35), 5)}${style.line(
        stripes.replace(/M(\d+)/g, (_m, a) => `M${+a + 7}`),
        o.stripe2 ?? style.tint(c, 0.3),
        2,
      )}</g>`,
    );
    out.push(style.line(torsoPath(ctx, neckTo(nw + 6, nw + 6, 20)), style.LINE, style.LINE_WIDTH));
    // placket + collar
    out.push(
      style.stroked(
        `M${style.CENTER_X - nw - 8},${style.SHOULDER_Y - 6} L${style.CENTER_X - 4},${style.SHOULDER_Y + 34} L${style.CENTER_X - 22},${style.SHOULDER_Y + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X + nw + 8},${style.SHOULDER_Y - 6} L${style.CENTER_X + 4},${style.SHOULDER_Y + 34} L${style.CENTER_X + 22},${style.SHOULDER_Y + 42} Z`,
        o.collar ?? c,
        2.5,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X},${style.SHOULDER_Y + 30} L${style.CENTER_X},420`,
        style.LINE,
        2.5,
      ),
    );
    out.push(...frontButtons(7, [52, 84], 3.5, style.portraitColors.goldSoft, 1.5));
  } else if (o.type === "dancer") {
    // fitted bodice, gold collar piece (kalung / ilat-ilatan)
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 14, nw + 14, 40)), c));
    out.push(style.stroked(neckBand(nw, [22, -2, 62], [46, 6, 104]), style.portraitColors.gold, 3));
    for (let i = -3; i <= 3; i++) {
      const a = (i / 3) * 0.9;
      const x = style.CENTER_X + Math.sin(a) * 58;
      const y = style.SHOULDER_Y + 20 + Math.cos(a) * 52;
      out.push(style.circle(x, y, 5, o.gem ?? style.portraitColors.coral, style.outline(2)));
    }
    out.push(
      style.path(
        `M${style.CENTER_X},${style.SHOULDER_Y + 96} l12,16 l-12,16 l-12,-16z`,
        style.portraitColors.gold,
        style.outline(2.5),
      ),
    );
  } else if (o.type === "vest") {
    // male dancer: shirt + vest + crossed gold sashes
    out.push(
      style.stroked(
        torsoPath(ctx, neckTo(nw + 8, nw + 8, 22)),
        o.shirt ?? style.portraitColors.text,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X - ctx.sw - 20},420 L${style.CENTER_X - ctx.sw - 12},350 C${style.CENTER_X - ctx.sw},${style.SHOULDER_Y + 8} ${style.CENTER_X - ctx.sw + 24},${style.SHOULDER_Y} ${style.CENTER_X - nw - 10},${style.SHOULDER_Y - 4} L${style.CENTER_X - 18},420Z`,
        c,
        style.LINE_WIDTH,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X + ctx.sw + 20},420 L${style.CENTER_X + ctx.sw + 12},350 C${style.CENTER_X + ctx.sw},${style.SHOULDER_Y + 8} ${style.CENTER_X + ctx.sw - 24},${style.SHOULDER_Y} ${style.CENTER_X + nw + 10},${style.SHOULDER_Y - 4} L${style.CENTER_X + 18},420Z`,
        c,
        style.LINE_WIDTH,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X - 96},${style.SHOULDER_Y + 6} L${style.CENTER_X - 78},${style.SHOULDER_Y - 2} L${style.CENTER_X + 94},420 L${style.CENTER_X + 66},420Z`,
        style.portraitColors.gold,
        3,
      ),
    );
    out.push(
      style.stroked(
        `M${style.CENTER_X + 96},${style.SHOULDER_Y + 6} L${style.CENTER_X + 78},${style.SHOULDER_Y - 2} L${style.CENTER_X - 94},420 L${style.CENTER_X - 66},420Z`,
        style.portraitColors.gold,
        3,
      ),
    );
    out.push(
      style.circle(
        style.CENTER_X,
        style.SHOULDER_Y + 86,
        10,
        o.gem ?? style.portraitColors.coral,
        style.outline(3),
      ),
    );
  } else if (o.type === "robe") {
    // tetua adat: dark robe with a woven cloth (ulos-like) over the shoulders
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 4, nw + 4, 22)), c));
    const cl = o.cloth ?? style.portraitColors.coral;
    for (const s of [-1, 1]) {
      const x0 = style.CENTER_X + s * (nw + 6);
      const d = `M${x0},${style.SHOULDER_Y - 8} C${style.CENTER_X + s * (nw + 50)},${style.SHOULDER_Y - 10} ${style.CENTER_X + s * (ctx.sw - 4)},${style.SHOULDER_Y} ${style.CENTER_X + s * (ctx.sw + 8)},${style.SHOULDER_Y + 30} L${style.CENTER_X + s * 78},420 L${style.CENTER_X + s * 34},420 Z`;
      out.push(style.stroked(d, cl));
      out.push(
        style.line(
          `M${style.CENTER_X + s * (nw + 22)},${style.SHOULDER_Y - 4} C${style.CENTER_X + s * 70},${style.SHOULDER_Y + 8} ${style.CENTER_X + s * 86},${style.SHOULDER_Y + 40} ${style.CENTER_X + s * 60},420`,
          style.portraitColors.gold,
          4,
        ),
      );
      out.push(
        style.line(
          `M${style.CENTER_X + s * (nw + 36)},${style.SHOULDER_Y - 2} C${style.CENTER_X + s * 86},${style.SHOULDER_Y + 12} ${style.CENTER_X + s * 100},${style.SHOULDER_Y + 44} ${style.CENTER_X + s * 72},420`,
          style.portraitColors.night,
          2.5,
          ' opacity="0.6"',
        ),
      );
      for (let k = 0; k < 5; k++)
        out.push(
          style.path(
            `M${style.CENTER_X + s * (44 + k * 4)},${style.SHOULDER_Y + 44 + k * 18} l${s * 6},6 l${-s * 6},6 l${-s * 6},-6z`,
            style.portraitColors.goldSoft,
          ),
        );
    }
  } else if (o.type === "jacket") {
    // almamater blazer over festival tee
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 10, nw + 10, 30)), o.tee));
    out.push(
      style.line(
        `M${style.CENTER_X - nw - 10},${style.SHOULDER_Y - 3} Q${style.CENTER_X},${style.SHOULDER_Y + 31} ${style.CENTER_X + nw + 10},${style.SHOULDER_Y - 3}`,
        style.shade(o.tee, 0.25),
        7,
      ),
    );
    for (const s of [-1, 1]) {
      const d = `M${style.CENTER_X + s * (ctx.sw + 36)},420 L${style.CENTER_X + s * (ctx.sw + 26)},356 C${style.CENTER_X + s * (ctx.sw + 20)},318 ${style.CENTER_X + s * (ctx.sw - 4)},${style.SHOULDER_Y + 2} ${style.CENTER_X + s * (ctx.sw - 48)},${style.SHOULDER_Y - 4} L${style.CENTER_X + s * (nw + 12)},${style.SHOULDER_Y - 6} L${style.CENTER_X + s * (nw + 20)},${style.SHOULDER_Y + 40} L${style.CENTER_X + s * 40},420Z`;
      out.push(style.stroked(d, c));
      out.push(
        style.stroked(
          `M${style.CENTER_X + s * (nw + 12)},${style.SHOULDER_Y - 6} L${style.CENTER_X + s * (nw + 20)},${style.SHOULDER_Y + 40} L${style.CENTER_X + s * (nw + 46)},${style.SHOULDER_Y + 30} L${style.CENTER_X + s * (nw + 36)},${style.SHOULDER_Y - 6}Z`,
          style.shade(c, 0.2),
          2.5,
        ),
      );
    }
    out.push(
      style.path(
        `M${style.CENTER_X + 58},${style.SHOULDER_Y + 66} l26,0 l0,8 l-26,0z`,
        style.portraitColors.gold,
        style.outline(2),
      ),
    );
  } else if (o.type === "hoodie") {
    out.push(style.stroked(torsoPath(ctx, neckTo(nw + 12, nw + 12, 26)), c));
    out.push(style.stroked(neckBand(nw, [22, -8, 44], [10, -4, 30]), style.shade(c, 0.15), 3));
    out.push(
      style.line(
        `M${style.CENTER_X - 14},${style.SHOULDER_Y + 22} L${style.CENTER_X - 18},${style.SHOULDER_Y + 78}`,
        style.portraitColors.text,
        3,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X + 14},${style.SHOULDER_Y + 22} L${style.CENTER_X + 18},${style.SHOULDER_Y + 78}`,
        style.portraitColors.text,
        3,
      ),
    );
    if (o.emblem) out.push(emblem(style.CENTER_X + 62, style.SHOULDER_Y + 62, o.emblem));
  }
  return out.join("");
}

// festival emblem: a four-point star in an orbit (no text)
function emblem(x, y, color) {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="20" ry="8" fill="none" stroke="${color}" stroke-width="3" transform="rotate(-20 ${x} ${y})"/>` +
    style.star4(x, y, 14, color) +
    style.circle(x + 17, y - 6, 2.6, color)
  );
}

export function neck(ctx) {
  const { nw, cy, h, skin, skinSh } = ctx;
  return (
    style.stroked(
      `M${style.CENTER_X - nw},${cy + h * 0.55} L${style.CENTER_X - nw},${style.SHOULDER_Y + 14} Q${style.CENTER_X},${style.SHOULDER_Y + 30} ${style.CENTER_X + nw},${style.SHOULDER_Y + 14} L${style.CENTER_X + nw},${cy + h * 0.55}Z`,
      skin,
    ) +
    style.path(
      `M${style.CENTER_X - nw + 1.8},${cy + h * 0.6} L${style.CENTER_X - nw + 1.8},${cy + h + 12} Q${style.CENTER_X},${cy + h + 28} ${style.CENTER_X + nw - 1.8},${cy + h + 12} L${style.CENTER_X + nw - 1.8},${cy + h * 0.6}Z`,
      skinSh,
    )
  );
}
