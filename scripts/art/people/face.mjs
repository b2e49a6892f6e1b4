// @ts-check
// Face, ears, features and glasses.
import { round1, roundPathNumbers } from "../kit/format.mjs";
import * as style from "./style.mjs";

function facePath(ctx) {
  const { w, h, cy, spec } = ctx;
  const jaw = spec.jaw ?? 0.55; // 0.3 pointy … 0.8 square
  const k = (h + 4) / 0.75;
  return (
    `M${style.CENTER_X - w},${cy - 6} C${style.CENTER_X - w},${cy - 6 - k} ${style.CENTER_X + w},${cy - 6 - k} ${style.CENTER_X + w},${cy - 6} ` +
    `C${style.CENTER_X + w},${cy + h * 0.5} ${style.CENTER_X + w * jaw},${cy + h * 0.92} ${style.CENTER_X},${cy + h} ` +
    `C${style.CENTER_X - w * jaw},${cy + h * 0.92} ${style.CENTER_X - w},${cy + h * 0.5} ${style.CENTER_X - w},${cy - 6}Z`
  );
}

export function face(ctx) {
  return style.stroked(facePath(ctx), ctx.skin);
}

export function ears(ctx) {
  const { w, cy, skin, skinSh } = ctx;
  let s = "";
  for (const d of [-1, 1]) {
    const x = style.CENTER_X + d * (w + 2);
    s += style.ellipse(x, cy + 14, 11, 16, skin, style.OUTLINE);
    s += style.line(
      `M${x + d * 3},${cy + 6} Q${x - d * 3},${cy + 14} ${x + d * 2},${cy + 24}`,
      skinSh,
      3,
    );
  }
  return s;
}

export function earrings(ctx) {
  const { w, cy } = ctx;
  const c = ctx.spec.earrings === true ? style.portraitColors.gold : ctx.spec.earrings;
  return (
    style.circle(style.CENTER_X - w - 3, cy + 34, 4.5, c, style.outline(2)) +
    style.circle(style.CENTER_X + w + 3, cy + 34, 4.5, c, style.outline(2))
  );
}

export function features(ctx) {
  const { w, h, cy, skinSh, spec, j } = ctx;
  const out = [];
  const ey = cy + h * 0.14 + (spec.eyeY ?? 0);
  const ex = w * (0.42 + j(0.02));
  const eyeR = spec.eyeSize ?? 1;
  // cheeks
  const blush = spec.blush ?? 0.32;
  out.push(
    style.ellipse(
      style.CENTER_X - ex - 10,
      ey + 30,
      14,
      8,
      style.portraitColors.coral,
      ` opacity="${blush}"`,
    ),
  );
  out.push(
    style.ellipse(
      style.CENTER_X + ex + 10,
      ey + 30,
      14,
      8,
      style.portraitColors.coral,
      ` opacity="${blush}"`,
    ),
  );
  // eyes
  for (const d of [-1, 1]) {
    const x = style.CENTER_X + d * ex;
    if (spec.eyes === "smile") {
      out.push(
        style.line(`M${x - 9},${ey + 2} Q${x},${ey - 9} ${x + 9},${ey + 2}`, style.LINE, 4.5),
      );
    } else {
      out.push(style.ellipse(x, ey, 6.8 * eyeR, 8.6 * eyeR, style.LINE));
      out.push(style.circle(x + 2.4, ey - 3, 2.4 * eyeR, "#ffffff"));
      // upper lid / lash line
      const lash = spec.female
        ? `M${x - 10 * eyeR},${ey - 4} Q${x},${ey - 14 * eyeR} ${x + 10 * eyeR},${ey - 5} l${d * 4},-4`
        : `M${x - 9 * eyeR},${ey - 5} Q${x},${ey - 13 * eyeR} ${x + 9 * eyeR},${ey - 5}`;
      out.push(style.line(lash, style.LINE, spec.female ? 3.4 : 2.6));
    }
    // brows
    const by = ey - 21 - (spec.browLift ?? 0);
    const tilt = (spec.browTilt ?? 0) + j(1.5);
    const bw = spec.browW ?? (spec.female ? 3.6 : 5.5);
    const bc =
      spec.browColor ??
      (spec.hairColor === "grey"
        ? style.HAIR.grey
        : (style.HAIR[spec.hairColor ?? "black"] ?? style.LINE));
    out.push(
      style.line(
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
      style.line(
        `M${style.CENTER_X - 8},${ny + 1} Q${style.CENTER_X - 6},${ny + 7} ${style.CENTER_X},${ny + 7} Q${style.CENTER_X + 6},${ny + 7} ${style.CENTER_X + 8},${ny + 1}`,
        skinSh,
        3.4,
      ),
    );
  else
    out.push(
      style.line(
        `M${style.CENTER_X - 3},${ny - 10} Q${style.CENTER_X + 6},${ny + 2} ${style.CENTER_X - 3},${ny + 6}`,
        skinSh,
        3.4,
      ),
    );
  // mouth
  const my = cy + h * 0.66 + (spec.mouthY ?? 0);
  const mw = (spec.mouthW ?? 16) + j(2);
  const m = spec.mouth ?? "smile";
  if (m === "open") {
    const d = `M${style.CENTER_X - mw},${my - 2} Q${style.CENTER_X},${my - 5} ${style.CENTER_X + mw},${my - 2} Q${style.CENTER_X + mw * 0.8},${my + 18} ${style.CENTER_X},${my + 19} Q${style.CENTER_X - mw * 0.8},${my + 18} ${style.CENTER_X - mw},${my - 2}Z`;
    const mid = `${ctx.id}-mouth`;
    out.push(`<clipPath id="${mid}"><path d="${roundPathNumbers(d)}"/></clipPath>`);
    out.push(style.path(d, "#5b1730"));
    out.push(
      `<g clip-path="url(#${mid})">${style.path(`M${style.CENTER_X - mw},${my - 8} L${style.CENTER_X + mw},${my - 8} L${style.CENTER_X + mw},${my + 3} Q${style.CENTER_X},${my + 6} ${style.CENTER_X - mw},${my + 3}Z`, "#ffffff")}${style.ellipse(style.CENTER_X, my + 20, mw * 0.6, 9, "#e8677a")}</g>`,
    );
    out.push(
      style.path(d, "none", ` stroke="${style.LINE}" stroke-width="3" stroke-linejoin="round"`),
    );
  } else if (m === "grin") {
    out.push(
      style.line(
        `M${style.CENTER_X - mw - 2},${my - 3} Q${style.CENTER_X},${my + 16} ${style.CENTER_X + mw + 2},${my - 3}`,
        style.LINE,
        4,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - mw - 5},${my - 1} l4,-5 M${style.CENTER_X + mw + 5},${my - 1} l-4,-5`,
        style.LINE,
        3,
      ),
    );
  } else if (m === "small") {
    out.push(
      style.line(
        `M${style.CENTER_X - mw * 0.55},${my} Q${style.CENTER_X},${my + 8} ${style.CENTER_X + mw * 0.55},${my}`,
        style.LINE,
        3.6,
      ),
    );
  } else if (m === "lips") {
    const c = spec.lipColor ?? "#c8505a";
    out.push(
      style.path(
        `M${style.CENTER_X - mw * 0.75},${my} Q${style.CENTER_X - 5},${my - 6} ${style.CENTER_X},${my - 3} Q${style.CENTER_X + 5},${my - 6} ${style.CENTER_X + mw * 0.75},${my} Q${style.CENTER_X},${my + 12} ${style.CENTER_X - mw * 0.75},${my}Z`,
        c,
        ` stroke="${style.LINE}" stroke-width="2.6" stroke-linejoin="round"`,
      ),
    );
    out.push(
      style.line(
        `M${style.CENTER_X - mw * 0.7},${my} Q${style.CENTER_X},${my + 3} ${style.CENTER_X + mw * 0.7},${my}`,
        style.LINE,
        2,
      ),
    );
  } else {
    out.push(
      style.line(
        `M${style.CENTER_X - mw},${my} Q${style.CENTER_X},${my + 13} ${style.CENTER_X + mw},${my}`,
        style.LINE,
        4,
      ),
    );
  }
  if (spec.mole)
    out.push(style.circle(style.CENTER_X + ex + 14, my - 6, 2.4, style.shade(ctx.skin, 0.55)));
  if (spec.freckles)
    for (const [dx, dy] of [
      [-6, 0],
      [0, 4],
      [6, -1],
    ])
      for (const d of [-1, 1])
        out.push(
          style.circle(
            style.CENTER_X + d * (ex + 8 + dx),
            ey + 24 + dy,
            1.8,
            style.shade(ctx.skin, 0.4),
          ),
        );
  return out.join("");
}

export function glasses(ctx, kind) {
  const { w, h, cy } = ctx;
  const ey = cy + h * 0.14 + (ctx.spec.eyeY ?? 0);
  const ex = w * 0.42;
  const col = ctx.spec.glassesColor ?? style.LINE;
  let s = "";
  for (const d of [-1, 1]) {
    const x = style.CENTER_X + d * ex;
    if (kind === "round")
      s += style.circle(
        x,
        ey + 1,
        17,
        "#ffffff",
        ` fill-opacity="0.18" stroke="${col}" stroke-width="4"`,
      );
    else
      s += `<rect x="${round1(x - 20)}" y="${round1(ey - 12)}" width="40" height="27" rx="8" fill="#ffffff" fill-opacity="0.18" stroke="${col}" stroke-width="4"/>`;
    s += style.line(
      `M${style.CENTER_X + d * (ex + (kind === "round" ? 17 : 20))},${ey - 2} L${style.CENTER_X + d * (w + 1)},${ey - 6}`,
      col,
      4,
    );
  }
  s += style.line(
    `M${style.CENTER_X - ex + (kind === "round" ? 17 : 20)},${ey - 1} Q${style.CENTER_X},${ey - 8} ${style.CENTER_X + ex - (kind === "round" ? 17 : 20)},${ey - 1}`,
    col,
    4,
  );
  // glint
  s += style.line(`M${style.CENTER_X - ex - 8},${ey - 6} l6,-5`, "#ffffff", 2.5, ' opacity="0.7"');
  s += style.line(`M${style.CENTER_X + ex - 8},${ey - 6} l6,-5`, "#ffffff", 2.5, ' opacity="0.7"');
  return s;
}
