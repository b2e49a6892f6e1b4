// @ts-check
// Hair (back and front layers) and the hijab.
import {
  CX,
  circle,
  LINE,
  LW,
  line,
  merged,
  OUTLINE,
  outline,
  path,
  portraitColors,
  sc,
  shade,
  sp,
  star4,
  stroked,
  T,
  tint,
} from "./style.mjs";

// ---------------------------------------------------------------- hair
function hairShine(ctx, d) {
  return line(d, tint(ctx.hair, 0.28), 5, ' opacity="0.7"');
}

export function backLong(ctx, wavy) {
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

export function backBob(ctx) {
  const { w, cy, h, hair } = ctx;
  const Rr = w + 14;
  const L = cy + h * 0.95;
  const d = `M${CX - Rr},${cy - 10} C${CX - Rr - 4},${cy + 40} ${CX - Rr - 6},${L - 20} ${CX - Rr + 4},${L} Q${CX},${L + 16} ${CX + Rr - 4},${L} C${CX + Rr + 6},${L - 20} ${CX + Rr + 4},${cy + 40} ${CX + Rr},${cy - 10}Z`;
  return stroked(d, hair);
}

export function ponytail(ctx) {
  const { w, cy, h, hair } = ctx;
  const side = ctx.spec.hair.ponySide ?? 1;
  const x = CX + side * (w - 6);
  const d = `M${x},${cy - h * 0.7} C${x + side * 70},${cy - h * 0.6} ${x + side * 74},${cy + 30} ${x + side * 46},${cy + 110} C${x + side * 40},${cy + 60} ${x + side * 20},${cy + 10} ${x - side * 10},${cy - 10}Z`;
  return (
    stroked(d, hair) +
    circle(x + side * 10, cy - h * 0.55, 9, ctx.spec.hair.tie ?? portraitColors.coral, outline(2.5))
  );
}

export function bun(ctx, kind) {
  const { cy, h, hair } = ctx;
  if (kind === "sanggul") {
    return stroked(
      `M${CX - 52},${cy - h + 8} C${CX - 70},${cy - h - 40} ${CX + 70},${cy - h - 40} ${CX + 52},${cy - h + 8}Z`,
      hair,
    );
  }
  return circle(CX + (kind === "side" ? 40 : 0), cy - h - 6, 27, hair, OUTLINE);
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
export function hijabBack(ctx) {
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

export function hijabFront(ctx) {
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
  if (spec.hijab.pin) s += circle(CX - w * 0.55, cy + h + 14, 6, spec.hijab.pin, outline(2.5));
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
