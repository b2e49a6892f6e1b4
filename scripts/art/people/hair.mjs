// @ts-check
// Hair (back and front layers) and the hijab.
import * as style from "./style.mjs";

// ---------------------------------------------------------------- hair
function hairShine(ctx, d) {
  return style.line(d, style.tint(ctx.hair, 0.28), 5, ' opacity="0.7"');
}

export function backLong(ctx, wavy) {
  const { w, h, cy, nw, hair, spec } = ctx;
  const Rr = w + 16;
  const L = spec.hair.length ?? style.SHOULDER_Y + 74;
  const inner = nw + 16;
  const k = (h + 22) / 0.75;
  let d = `M${style.CENTER_X - Rr},${cy} C${style.CENTER_X - Rr},${cy - k} ${style.CENTER_X + Rr},${cy - k} ${style.CENTER_X + Rr},${cy} `;
  d += `C${style.CENTER_X + Rr + 4},${cy + 80} ${style.CENTER_X + Rr + 30},${L - 80} ${style.CENTER_X + Rr + 26},${L} `;
  if (wavy)
    d += `Q${style.CENTER_X + Rr + 12},${L + 16} ${style.CENTER_X + Rr - 2},${L} Q${style.CENTER_X + Rr - 14},${L + 14} ${style.CENTER_X + inner + 4},${L - 6} `;
  else d += `Q${style.CENTER_X + Rr - 6},${L + 10} ${style.CENTER_X + inner},${L - 6} `;
  d += `C${style.CENTER_X + inner - 4},${style.SHOULDER_Y + 10} ${style.CENTER_X + nw + 4},${style.SHOULDER_Y - 10} ${style.CENTER_X + nw},${cy + 60} L${style.CENTER_X - nw},${cy + 60} C${style.CENTER_X - nw - 4},${style.SHOULDER_Y - 10} ${style.CENTER_X - inner + 4},${style.SHOULDER_Y + 10} ${style.CENTER_X - inner},${L - 6} `;
  if (wavy)
    d += `Q${style.CENTER_X - Rr + 14},${L + 14} ${style.CENTER_X - Rr + 2},${L} Q${style.CENTER_X - Rr - 12},${L + 16} ${style.CENTER_X - Rr - 26},${L} `;
  else d += `Q${style.CENTER_X - Rr + 6},${L + 10} ${style.CENTER_X - Rr - 26},${L} `;
  d += `C${style.CENTER_X - Rr - 30},${L - 80} ${style.CENTER_X - Rr - 4},${cy + 80} ${style.CENTER_X - Rr},${cy} Z`;
  let s = style.stroked(d, hair);
  const hl = style.tint(hair, 0.22);
  if (wavy)
    s += style.line(
      `M${style.CENTER_X - Rr - 4},${cy + 60} q-12,24 2,48 q12,24 -2,48 M${style.CENTER_X + Rr + 4},${cy + 60} q12,24 -2,48 q-12,24 2,48`,
      hl,
      4,
    );
  else
    s += style.line(
      `M${style.CENTER_X - Rr - 2},${cy + 50} C${style.CENTER_X - Rr - 6},${cy + 110} ${style.CENTER_X - Rr - 14},${L - 50} ${style.CENTER_X - Rr - 14},${L - 24} M${style.CENTER_X + Rr + 2},${cy + 50} C${style.CENTER_X + Rr + 6},${cy + 110} ${style.CENTER_X + Rr + 14},${L - 50} ${style.CENTER_X + Rr + 14},${L - 24}`,
      hl,
      4,
    );
  return s;
}

export function backBob(ctx) {
  const { w, cy, h, hair } = ctx;
  const Rr = w + 14;
  const L = cy + h * 0.95;
  const d = `M${style.CENTER_X - Rr},${cy - 10} C${style.CENTER_X - Rr - 4},${cy + 40} ${style.CENTER_X - Rr - 6},${L - 20} ${style.CENTER_X - Rr + 4},${L} Q${style.CENTER_X},${L + 16} ${style.CENTER_X + Rr - 4},${L} C${style.CENTER_X + Rr + 6},${L - 20} ${style.CENTER_X + Rr + 4},${cy + 40} ${style.CENTER_X + Rr},${cy - 10}Z`;
  return style.stroked(d, hair);
}

export function ponytail(ctx) {
  const { w, cy, h, hair } = ctx;
  const side = ctx.spec.hair.ponySide ?? 1;
  const x = style.CENTER_X + side * (w - 6);
  const d = `M${x},${cy - h * 0.7} C${x + side * 70},${cy - h * 0.6} ${x + side * 74},${cy + 30} ${x + side * 46},${cy + 110} C${x + side * 40},${cy + 60} ${x + side * 20},${cy + 10} ${x - side * 10},${cy - 10}Z`;
  return (
    style.stroked(d, hair) +
    style.circle(
      x + side * 10,
      cy - h * 0.55,
      9,
      ctx.spec.hair.tie ?? style.portraitColors.coral,
      style.outline(2.5),
    )
  );
}

export function bun(ctx, kind) {
  const { cy, h, hair } = ctx;
  if (kind === "sanggul") {
    return style.stroked(
      `M${style.CENTER_X - 52},${cy - h + 8} C${style.CENTER_X - 70},${cy - h - 40} ${style.CENTER_X + 70},${cy - h - 40} ${style.CENTER_X + 52},${cy - h + 8}Z`,
      hair,
    );
  }
  return style.circle(
    style.CENTER_X + (kind === "side" ? 40 : 0),
    cy - h - 6,
    27,
    hair,
    style.OUTLINE,
  );
}

export function frontHair(ctx) {
  const { w, h, cy, hair, spec, rnd } = ctx;
  const st = spec.hair.front;
  const vol = spec.hair.volume ?? 12;
  const R = w + 6;
  const top = cy - h - vol;
  const base = cy - 8;
  const k = (base - top) / 0.75;
  const ey = cy + h * 0.14;
  const dome = (sd) =>
    `M${style.CENTER_X - R},${cy + sd} L${style.CENTER_X - R},${base} C${style.CENTER_X - R},${base - k} ${style.CENTER_X + R},${base - k} ${style.CENTER_X + R},${base} L${style.CENTER_X + R},${cy + sd} `;
  // long side locks ending in a soft point instead of a flat cut
  const lockDome = (sd) =>
    `M${style.CENTER_X - w + 10},${cy + sd + 6} Q${style.CENTER_X - R - 2},${cy + sd - 4} ${style.CENTER_X - R},${cy + sd - 24} L${style.CENTER_X - R},${base} C${style.CENTER_X - R},${base - k} ${style.CENTER_X + R},${base - k} ${style.CENTER_X + R},${base} L${style.CENTER_X + R},${cy + sd - 24} Q${style.CENTER_X + R + 2},${cy + sd - 4} ${style.CENTER_X + w - 10},${cy + sd + 6} `;
  const shapes = [];
  let shine = `M${style.CENTER_X - w * 0.55},${top + 14} Q${style.CENTER_X - w * 0.1},${top + 4} ${style.CENTER_X + w * 0.25},${top + 8}`;
  if (st === "crop") {
    shapes.push(
      style.barePath(
        dome(10) +
          `L${style.CENTER_X + w - 3},${cy + 10} L${style.CENTER_X + w - 3},${cy - 14} C${style.CENTER_X + w * 0.7},${cy - h * 0.62} ${style.CENTER_X - w * 0.7},${cy - h * 0.62} ${style.CENTER_X - w + 3},${cy - 14} L${style.CENTER_X - w + 3},${cy + 10}Z`,
      ),
    );
  } else if (st === "sidepart") {
    shapes.push(
      style.barePath(
        dome(8) +
          `L${style.CENTER_X + w - 3},${cy + 8} L${style.CENTER_X + w - 3},${cy - 12} Q${style.CENTER_X + w * 0.45},${cy - h * 0.22} ${style.CENTER_X - w * 0.15},${cy - h * 0.5} Q${style.CENTER_X - w * 0.6},${cy - h * 0.72} ${style.CENTER_X - w + 3},${cy - h * 0.4} L${style.CENTER_X - w + 3},${cy + 8}Z`,
      ),
    );
    shapes.push(
      style.barePath(
        `M${style.CENTER_X - w * 0.5},${top + 4} C${style.CENTER_X - w * 1.3},${top + 2} ${style.CENTER_X - w * 1.2},${cy - h * 0.5} ${style.CENTER_X - w - 4},${cy - h * 0.2} L${style.CENTER_X - w * 0.4},${top + 10}Z`,
      ),
    );
    shine = `M${style.CENTER_X - w * 0.2},${top + 10} Q${style.CENTER_X + w * 0.3},${top + 10} ${style.CENTER_X + w * 0.6},${top + 26}`;
  } else if (st === "fringe") {
    let d = `${dome(6)}L${style.CENTER_X + w - 3},${cy + 6} L${style.CENTER_X + w - 2},${ey - 14} `;
    const n = 6;
    for (let i = 0; i < n; i++) {
      const x0 = style.CENTER_X + w - 2 - ((2 * w - 4) * i) / n;
      const x1 = style.CENTER_X + w - 2 - ((2 * w - 4) * (i + 1)) / n;
      const tipY = ey - 20 - rnd() * 5 - (i === 0 || i === n - 1 ? -4 : 0);
      const notchY = ey - 40 - rnd() * 6;
      d += `Q${(x0 + x1) / 2 + 4},${notchY} ${x1 + (x0 - x1) * 0.15},${notchY + 4} Q${x1 + 2},${tipY - 6} ${x1},${tipY} `;
    }
    d += `L${style.CENTER_X - w + 3},${cy + 6}Z`;
    shapes.push(style.barePath(d));
  } else if (st === "curtain") {
    shapes.push(
      style.barePath(
        dome(8) +
          `L${style.CENTER_X + w - 3},${cy + 8} L${style.CENTER_X + w - 3},${cy - 2} Q${style.CENTER_X + w * 0.55},${ey - 26} ${style.CENTER_X + 8},${cy - h * 0.56} L${style.CENTER_X},${cy - h * 0.5} L${style.CENTER_X - 8},${cy - h * 0.56} Q${style.CENTER_X - w * 0.55},${ey - 26} ${style.CENTER_X - w + 3},${cy - 2} L${style.CENTER_X - w + 3},${cy + 8}Z`,
      ),
    );
  } else if (st === "curly") {
    shapes.push(
      style.barePath(
        dome(4) +
          `L${style.CENTER_X + w - 3},${cy + 4} L${style.CENTER_X + w - 3},${cy - 14} C${style.CENTER_X + w * 0.7},${cy - h * 0.55} ${style.CENTER_X - w * 0.7},${cy - h * 0.55} ${style.CENTER_X - w + 3},${cy - 14} L${style.CENTER_X - w + 3},${cy + 4}Z`,
      ),
    );
    const n = 11;
    for (let i = 0; i <= n; i++) {
      const a = Math.PI + (Math.PI * i) / n;
      shapes.push(
        style.bareCircle(
          style.CENTER_X + Math.cos(a) * (R + 2),
          base + Math.sin(a) * (base - top) * 1.02 + 6,
          15 + rnd() * 4,
        ),
      );
    }
    for (let i = 1; i < 6; i++) {
      const x = style.CENTER_X - w * 0.75 + (w * 1.5 * i) / 6;
      shapes.push(
        style.bareCircle(x, cy - h * 0.5 + Math.abs(x - style.CENTER_X) * 0.25 + 2, 11 + rnd() * 3),
      );
    }
    shine = "";
  } else if (st === "spiky") {
    let d = `M${style.CENTER_X - R + 2},${cy + 2} L${style.CENTER_X - R + 2},${base} C${style.CENTER_X - R + 2},${base - k * 0.6} ${style.CENTER_X - w * 0.8},${top + 18} ${style.CENTER_X - w * 0.7},${top + 16} `;
    const n = 7;
    for (let i = 0; i <= n; i++) {
      const x = style.CENTER_X - w * 0.7 + (w * 1.4 * i) / n;
      d += `L${x - 6},${top - 6 - rnd() * 10} L${x + w * 0.1},${top + 12} `;
    }
    d += `C${style.CENTER_X + w * 0.8},${top + 18} ${style.CENTER_X + R - 2},${base - k * 0.6} ${style.CENTER_X + R - 2},${base} L${style.CENTER_X + R - 2},${cy + 2} L${style.CENTER_X + w - 3},${cy + 2} L${style.CENTER_X + w - 3},${cy - 18} C${style.CENTER_X + w * 0.6},${cy - h * 0.66} ${style.CENTER_X - w * 0.6},${cy - h * 0.66} ${style.CENTER_X - w + 3},${cy - 18} L${style.CENTER_X - w + 3},${cy + 2}Z`;
    shapes.push(style.barePath(d));
    shine = `M${style.CENTER_X - w * 0.3},${top + 22} L${style.CENTER_X + w * 0.3},${top + 22}`;
  } else if (st === "bangs") {
    // blunt bangs + side locks over the ears
    const sd = h * 0.7;
    shapes.push(
      style.barePath(
        lockDome(sd) +
          `L${style.CENTER_X + w - 6},${ey - 12} L${style.CENTER_X + w - 8},${ey - 22} Q${style.CENTER_X},${ey - 30} ${style.CENTER_X - w + 8},${ey - 22} L${style.CENTER_X - w + 6},${ey - 12} Z`,
      ),
    );
  } else if (st === "swept") {
    const sd = h * 0.72;
    const s = spec.hair.partSide ?? 1;
    shapes.push(
      style.barePath(
        lockDome(sd) +
          `Q${style.CENTER_X + w - 2},${cy + 10} ${style.CENTER_X + w - 6},${ey - 16} ` +
          (s > 0
            ? `Q${style.CENTER_X + w * 0.2},${ey - 10} ${style.CENTER_X - w * 0.35},${cy - h * 0.58} Q${style.CENTER_X - w * 0.7},${cy - h * 0.4} ${style.CENTER_X - w + 6},${ey - 4} `
            : `Q${style.CENTER_X + w * 0.7},${cy - h * 0.4} ${style.CENTER_X + w * 0.35},${cy - h * 0.58} Q${style.CENTER_X - w * 0.2},${ey - 10} ${style.CENTER_X - w + 6},${ey - 16} `) +
          `Q${style.CENTER_X - w + 2},${cy + 10} ${style.CENTER_X - w + 10},${cy + sd + 6}Z`,
      ),
    );
  } else if (st === "pulled") {
    shapes.push(
      style.barePath(
        dome(4) +
          `L${style.CENTER_X + w - 3},${cy + 4} L${style.CENTER_X + w - 3},${cy - 6} C${style.CENTER_X + w * 0.75},${cy - h * 0.62} ${style.CENTER_X + 10},${cy - h * 0.64} ${style.CENTER_X},${cy - h * 0.56} C${style.CENTER_X - 10},${cy - h * 0.64} ${style.CENTER_X - w * 0.75},${cy - h * 0.62} ${style.CENTER_X - w + 3},${cy - 6} L${style.CENTER_X - w + 3},${cy + 4}Z`,
      ),
    );
    shine = `M${style.CENTER_X - w * 0.6},${top + 20} Q${style.CENTER_X - w * 0.3},${top + 8} ${style.CENTER_X - 8},${top + 8}`;
  } else if (st === "bob") {
    const sd = h * 0.75;
    shapes.push(
      style.barePath(
        dome(sd) +
          `L${style.CENTER_X + w - 6},${cy + sd} Q${style.CENTER_X + w - 2},${cy} ${style.CENTER_X + w - 10},${ey - 16} Q${style.CENTER_X + w * 0.3},${ey - 24} ${style.CENTER_X + 6},${ey - 22} L${style.CENTER_X + 2},${cy - h * 0.3} L${style.CENTER_X - 4},${ey - 22} Q${style.CENTER_X - w * 0.5},${ey - 26} ${style.CENTER_X - w + 10},${ey - 16} Q${style.CENTER_X - w + 2},${cy} ${style.CENTER_X - w + 6},${cy + sd}Z`,
      ),
    );
  }
  let s = style.merged(shapes, hair);
  if (st === "sidepart")
    s += style.line(
      `M${style.CENTER_X - w * 0.45},${top + 8} Q${style.CENTER_X - w * 0.5},${top + 22} ${style.CENTER_X - w * 0.6},${top + 30}`,
      style.shade(hair, 0.5),
      2.5,
    );
  if (st === "curtain" || st === "bob")
    s += style.line(
      `M${style.CENTER_X},${top + 4} L${style.CENTER_X},${cy - h * 0.52}`,
      style.tint(hair, 0.2),
      2.5,
    );
  if (st === "fringe")
    s += style.line(
      `M${style.CENTER_X - w * 0.2},${top + 12} Q${style.CENTER_X - w * 0.3},${ey - 40} ${style.CENTER_X - w * 0.4},${ey - 30} M${style.CENTER_X + w * 0.3},${top + 14} Q${style.CENTER_X + w * 0.25},${ey - 40} ${style.CENTER_X + w * 0.18},${ey - 32}`,
      style.tint(hair, 0.22),
      2.5,
    );
  if (shine) s += hairShine(ctx, shine);
  return s;
}

// ---------------------------------------------------------------- hijab
export function hijabBack(ctx) {
  const { w, h, cy, sw, spec } = ctx;
  const c = spec.hijab.color;
  const Rr = w + 20;
  const k = (h + 20) / 0.75;
  const drape = spec.hijab.drape ?? 86;
  const d =
    `M${style.CENTER_X - Rr},${cy} C${style.CENTER_X - Rr},${cy - k} ${style.CENTER_X + Rr},${cy - k} ${style.CENTER_X + Rr},${cy} ` +
    `C${style.CENTER_X + Rr + 4},${cy + 70} ${style.CENTER_X + sw - 30},${style.SHOULDER_Y - 16} ${style.CENTER_X + sw - 4},${style.SHOULDER_Y + 34} ` +
    `Q${style.CENTER_X + sw - 40},${style.SHOULDER_Y + drape + 8} ${style.CENTER_X},${style.SHOULDER_Y + drape} Q${style.CENTER_X - sw + 40},${style.SHOULDER_Y + drape + 8} ${style.CENTER_X - sw + 4},${style.SHOULDER_Y + 34} ` +
    `C${style.CENTER_X - sw + 30},${style.SHOULDER_Y - 16} ${style.CENTER_X - Rr - 4},${cy + 70} ${style.CENTER_X - Rr},${cy}Z`;
  let s = style.stroked(d, c);
  // soft folds
  const fc = style.shade(c, 0.22);
  s += style.line(
    `M${style.CENTER_X - 40},${cy + h + 22} Q${style.CENTER_X - 56},${style.SHOULDER_Y + 30} ${style.CENTER_X - 70},${style.SHOULDER_Y + drape - 6}`,
    fc,
    3.5,
  );
  s += style.line(
    `M${style.CENTER_X + 36},${cy + h + 26} Q${style.CENTER_X + 50},${style.SHOULDER_Y + 34} ${style.CENTER_X + 58},${style.SHOULDER_Y + drape - 4}`,
    fc,
    3.5,
  );
  s += style.line(
    `M${style.CENTER_X - 6},${cy + h + 34} Q${style.CENTER_X + 2},${style.SHOULDER_Y + 40} ${style.CENTER_X - 2},${style.SHOULDER_Y + drape - 8}`,
    fc,
    3,
  );
  if (spec.hijab.trim)
    s += style.line(
      `M${style.CENTER_X - sw + 6},${style.SHOULDER_Y + 36} Q${style.CENTER_X - sw + 40},${style.SHOULDER_Y + drape + 6} ${style.CENTER_X},${style.SHOULDER_Y + drape - 2} Q${style.CENTER_X + sw - 40},${style.SHOULDER_Y + drape + 6} ${style.CENTER_X + sw - 6},${style.SHOULDER_Y + 36}`,
      spec.hijab.trim,
      4,
    );
  return s;
}

export function hijabFront(ctx) {
  const { w, h, cy, spec } = ctx;
  const c = spec.hijab.color;
  const Rr = w + 20;
  const k = (h + 20) / 0.75;
  const outer = `M${style.CENTER_X - Rr},${cy} C${style.CENTER_X - Rr},${cy - k} ${style.CENTER_X + Rr},${cy - k} ${style.CENTER_X + Rr},${cy} C${style.CENTER_X + Rr},${cy + h * 0.9} ${style.CENTER_X + w * 0.6},${cy + h + 26} ${style.CENTER_X},${cy + h + 26} C${style.CENTER_X - w * 0.6},${cy + h + 26} ${style.CENTER_X - Rr},${cy + h * 0.9} ${style.CENTER_X - Rr},${cy}Z`;
  // face opening (slightly narrower than the face, top at the hairline)
  const oy = cy - h * 0.5;
  const ow = w - 3;
  const opening = `M${style.CENTER_X - ow},${cy + 4} C${style.CENTER_X - ow},${oy - 14} ${style.CENTER_X + ow},${oy - 14} ${style.CENTER_X + ow},${cy + 4} C${style.CENTER_X + ow},${cy + h * 0.62} ${style.CENTER_X + w * 0.62},${cy + h + 6} ${style.CENTER_X},${cy + h + 6} C${style.CENTER_X - w * 0.62},${cy + h + 6} ${style.CENTER_X - ow},${cy + h * 0.62} ${style.CENTER_X - ow},${cy + 4}Z`;
  let s = style.path(
    `${outer} ${opening}`,
    c,
    ` fill-rule="evenodd" stroke="${style.LINE}" stroke-width="${style.LINE_WIDTH}" stroke-linejoin="round"`,
  );
  // inner cap (ciput) band along the forehead
  if (spec.hijab.inner)
    s += style.line(
      `M${style.CENTER_X - ow + 4},${cy - 10} C${style.CENTER_X - ow + 2},${oy - 8} ${style.CENTER_X + ow - 2},${oy - 8} ${style.CENTER_X + ow - 4},${cy - 10}`,
      spec.hijab.inner,
      5,
    );
  // fold line across the top and pin
  s += style.line(
    `M${style.CENTER_X - Rr + 10},${cy - h * 0.3} Q${style.CENTER_X - 10},${cy - h - 8} ${style.CENTER_X + Rr - 24},${cy - h * 0.62}`,
    style.shade(c, 0.18),
    3.5,
  );
  s += style.line(
    `M${style.CENTER_X + Rr - 6},${cy + 10} Q${style.CENTER_X + Rr - 2},${cy + h * 0.6} ${style.CENTER_X + w * 0.55},${cy + h + 16}`,
    style.shade(c, 0.18),
    3,
  );
  if (spec.hijab.pin)
    s += style.circle(
      style.CENTER_X - w * 0.55,
      cy + h + 14,
      6,
      spec.hijab.pin,
      style.outline(2.5),
    );
  if (spec.hijab.pattern) {
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * 1.1 + (Math.PI * 0.8 * i) / 6;
      s += style.star4(
        style.CENTER_X + Math.cos(a) * (Rr - 9),
        cy - 4 + Math.sin(a) * (k * 0.75 - 10),
        4.5,
        spec.hijab.pattern,
      );
    }
  }
  return s;
}
