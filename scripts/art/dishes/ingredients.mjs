// @ts-check
// Ingredients drawn in several dishes: rice mounds, drizzles, chilies, lime, meat chunks,
// fried shallots and scallions.
import { compactNumber } from "../kit/format.mjs";
import * as shapes from "./shapes.mjs";

// dome-shaped mound (rice); returns {d, clip, tex}
export function mound(id, r, cx, by, rx, h, o = {}) {
  const pts = [];
  const n = 22;
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / n) * Math.PI * 2; // start at left
    const up = Math.sin(a) < 0;
    const k = 1 + (r() - 0.5) * 0.06;
    pts.push([
      cx + Math.cos(a) * rx * k,
      by + (up ? -(Math.abs(Math.sin(a)) ** 0.75) * h : Math.sin(a) * (o.base ?? h * 0.25)) * k,
    ]);
  }
  const d = shapes.smooth(pts);
  let s = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  s += shapes.svgPath(d, shapes.ink(o.fill || "#fbf8ef"));
  let inner = shapes.svgPath(
    `M${compactNumber(cx + rx * 0.25)} ${compactNumber(by + 20)}Q${compactNumber(cx + rx * 0.3)} ${compactNumber(by - h * 0.7)} ${compactNumber(cx - rx * 0.05)} ${compactNumber(by - h * 1.1)}L${compactNumber(cx + rx * 1.1)} ${compactNumber(by - h)}L${compactNumber(cx + rx * 1.1)} ${compactNumber(by + 40)}Z`,
    { fill: o.shade || "#e7e0cf", op: 0.5 },
  );
  inner += shapes.riceTex(
    r,
    o.n || 120,
    () => [cx + (r() - 0.5) * 2 * rx, by + 10 - r() * (h + 14)],
    {
      edge: o.edge || "#d3c9b3",
      body: o.body || "#fffdf7",
      len: o.len || 7,
    },
  );
  s += shapes.svgGroup({ cp: `url(#${id})` }, inner);
  s += shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 3, lj: "round" });
  return s;
}

// organic drizzle lines (honey / syrup)
export function drizzle(r, x0, x1, yc, amp, n = 3) {
  let d = "";
  for (let k = 0; k < n; k++) {
    const pts = [];
    let x = x0 + r.range(-20, 20);
    const y0 = yc + (k - (n - 1) / 2) * amp * 0.7;
    while (x < x1) {
      pts.push([x, y0 + r.range(-amp, amp)]);
      x += r.range(22, 46);
    }
    d += shapes.smooth(pts, false);
  }
  return d;
}

/** Midpoint, direction and unit normal of the segment (x1,y1)→(x2,y2). */
export function segmentFrame(x1, y1, x2, y2) {
  const dx = x2 - x1,
    dy = y2 - y1,
    l = Math.hypot(dx, dy);
  return { mx: (x1 + x2) / 2, my: (y1 + y2) / 2, dx, dy, l, nx: -dy / l, ny: dx / l };
}

// chili: curved pod along quadratic (x1,y1)->(x2,y2) with bend
export function chili(x1, y1, x2, y2, bend, w, fill, o = {}) {
  const { mx, my, dx, dy, nx, ny } = segmentFrame(x1, y1, x2, y2);
  const cx = mx + nx * bend,
    cy = my + ny * bend;
  const d = `M${compactNumber(x1 + nx * w)} ${compactNumber(y1 + ny * w)}Q${compactNumber(cx + nx * w * 1.2)} ${compactNumber(cy + ny * w * 1.2)} ${compactNumber(x2)} ${compactNumber(y2)}Q${compactNumber(cx - nx * w * 0.6)} ${compactNumber(cy - ny * w * 0.6)} ${compactNumber(x1 - nx * w)} ${compactNumber(y1 - ny * w)}Q${compactNumber(x1 - dx * 0.04)} ${compactNumber(y1 - dy * 0.04)} ${compactNumber(x1 + nx * w)} ${compactNumber(y1 + ny * w)}Z`;
  let s = shapes.svgPath(d, shapes.ink(fill, { sw: o.sw || 2.5 }));
  s += shapes.svgPath(
    `M${compactNumber(x1 + nx * w * 0.5 + dx * 0.1)} ${compactNumber(y1 + ny * w * 0.5 + dy * 0.1)}Q${compactNumber(cx + nx * w * 0.6)} ${compactNumber(cy + ny * w * 0.6)} ${compactNumber(x1 + dx * 0.75 + nx * w * 0.3)} ${compactNumber(y1 + dy * 0.75 + ny * w * 0.3)}`,
    shapes.line({ stroke: "#fff", sw: 2.5, so: 0.5 }),
  );
  s +=
    shapes.svgPath(
      `M${compactNumber(x1)} ${compactNumber(y1)}q${compactNumber(-dx * 0.1 - nx * 6)} ${compactNumber(-dy * 0.1 - ny * 6)} ${compactNumber(-dx * 0.12 + nx * 4)} ${compactNumber(-dy * 0.18 + ny * 4)}`,
      shapes.line({ stroke: shapes.OUTLINE, sw: 7 }),
    ) +
    shapes.svgPath(
      `M${compactNumber(x1)} ${compactNumber(y1)}q${compactNumber(-dx * 0.1 - nx * 6)} ${compactNumber(-dy * 0.1 - ny * 6)} ${compactNumber(-dx * 0.12 + nx * 4)} ${compactNumber(-dy * 0.18 + ny * 4)}`,
      shapes.line({ stroke: "#6f8f2a", sw: 4 }),
    );
  return s;
}

export function limeHalf(x, y, rx, ry) {
  let s = shapes.svgEllipse(x, y + 5, rx, ry, shapes.ink("#4f9a2f"));
  s += shapes.svgEllipse(x, y, rx, ry, shapes.ink("#6db43d"));
  s += shapes.svgEllipse(x, y, rx - 5, ry - 3, { fill: "#d9ef8e" });
  let seg = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M${compactNumber(x)} ${compactNumber(y)}L${compactNumber(x + Math.cos(a) * (rx - 8))} ${compactNumber(y + Math.sin(a) * (ry - 5))}`;
  }
  s += shapes.svgPath(seg, { fill: "none", stroke: "#b5d66a", sw: 2 });
  return s;
}

// ---------- ingredients shared by several dishes ----------
export const chunk = (r, x, y, rx, ry, base, shade, hi, o = {}) => {
  const d = shapes.blob(x, y, rx, ry, 9, o.jit ?? 0.22, r);
  let s = shapes.svgPath(d, shapes.ink(base, { sw: o.sw ?? 2.5 }));
  s += shapes.svgPath(shapes.crescent(x, y, Math.min(rx, ry) * 0.95, -0.1, 2.4, 1.4), {
    fill: shade,
    op: 0.8,
    tr: `scale(1 1)`,
  });
  s += shapes.svgEllipse(x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.22, { fill: hi, op: 0.9 });
  return s;
};
export const shallots = (r, n, sampler, sw = 3) =>
  shapes.svgPath(shapes.dashes(r, n, sampler, 5), {
    fill: "none",
    stroke: "#7a3a12",
    sw: sw + 1.5,
    lc: "round",
  }) +
  shapes.svgPath(shapes.dashes(r, n, sampler, 5), {
    fill: "none",
    stroke: "#d28a3a",
    sw,
    lc: "round",
  });
export const scallions = (_r, n, sampler, rr = 6) => {
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = sampler();
    d += `M${compactNumber(x - rr)} ${compactNumber(y)}a${rr} ${compactNumber(rr * 0.7)} 0 1 0 ${2 * rr} 0a${rr} ${compactNumber(rr * 0.7)} 0 1 0 ${-2 * rr} 0`;
  }
  return shapes.svgPath(d, { fill: "#d7f0a8", stroke: "#3f8f2a", sw: 2.5 });
};
