// @ts-check
// Every dish picture's stage: the 800×600 document, the starry background, plates, the rattan
// plate, banana-leaf liners and bowls.
import { compactNumber } from "../kit/format.mjs";
import { svgDocument } from "../kit/svg.mjs";
import { ink, line, OUTLINE, poly, star4, svgEllipse, svgGroup, svgPath } from "./shapes.mjs";

// ---------- shared scenery ----------
export const BASE_DEFS =
  '<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="#140b2e"/><stop offset="1" stop-color="#1f1147"/></linearGradient>' +
  '<radialGradient id="glow"><stop offset="0" stop-color="#f5c04e" stop-opacity=".62"/><stop offset=".3" stop-color="#f5c04e" stop-opacity=".32"/><stop offset=".65" stop-color="#f5c04e" stop-opacity=".1"/><stop offset="1" stop-color="#f5c04e" stop-opacity="0"/></radialGradient>' +
  // batik kawung: four oval petals around a dot
  '<pattern id="kawung" width="56" height="56" patternUnits="userSpaceOnUse"><g fill="none" stroke="#f5c04e" stroke-width="1.6">' +
  '<ellipse cx="17" cy="17" rx="12" ry="6.5" transform="rotate(45 17 17)"/><ellipse cx="39" cy="17" rx="12" ry="6.5" transform="rotate(-45 39 17)"/>' +
  '<ellipse cx="17" cy="39" rx="12" ry="6.5" transform="rotate(-45 17 39)"/><ellipse cx="39" cy="39" rx="12" ry="6.5" transform="rotate(45 39 39)"/>' +
  '<circle cx="28" cy="28" r="2.5"/><circle cx="0" cy="0" r="3"/><circle cx="56" cy="0" r="3"/><circle cx="0" cy="56" r="3"/><circle cx="56" cy="56" r="3"/></g></pattern>';

const STAR_SPOTS = [
  [70, 70],
  [160, 40],
  [250, 95],
  [560, 55],
  [650, 110],
  [735, 48],
  [45, 200],
  [760, 210],
  [110, 150],
  [700, 170],
  [330, 40],
  [470, 80],
  [40, 330],
  [765, 330],
  [60, 520],
  [745, 540],
];
export function background(r, o = {}) {
  const gx = o.glowX ?? 400,
    gy = o.glowY ?? 310;
  let s = '<rect width="800" height="600" fill="url(#bg)"/>';
  s += '<rect width="800" height="600" fill="url(#kawung)" opacity=".07"/>';
  s += svgEllipse(gx, gy, 390, 300, { fill: "url(#glow)" });
  s += svgEllipse(400, 330, 370, 128, {
    fill: "none",
    stroke: "#4fd1c5",
    so: 0.28,
    sw: 1.5,
    da: "3 9",
    tr: "rotate(-9 400 330)",
  });
  // stars: pick 7 spots, 3 big, 4 small, plus tiny dots
  const spots = STAR_SPOTS.slice();
  for (let i = spots.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [spots[i], spots[j]] = [spots[j], spots[i]];
  }
  spots.slice(0, 7).forEach(([x, y], i) => {
    s += star4(
      x + r.range(-12, 12),
      y + r.range(-10, 10),
      i < 3 ? r.range(10, 14) : r.range(5, 7.5),
      i % 3 === 2 ? "#f5c04e" : "#ffe9b0",
    );
  });
  let d = "";
  for (let i = 0; i < 16; i++) {
    const y = r.range(12, 250);
    const x = y < 170 ? r.range(12, 788) : r() < 0.5 ? r.range(12, 120) : r.range(680, 788);
    d += `M${compactNumber(x)} ${compactNumber(y)}h0`;
  }
  s += svgPath(d, { stroke: "#ffe9b0", sw: 2.6, lc: "round", so: 0.7 });
  return s;
}

export function shadow(cx, cy, rx, ry, op = 0.5) {
  return svgEllipse(cx, cy, rx, ry, { fill: "#06020f", op });
}

// round ceramic plate, 3/4 view
export function plate(cx, cy, rx, ry, o = {}) {
  const rim = o.rim || "#f4efe6",
    well = o.well || "#e7e0d3",
    edge = o.edge || "#c9bfae";
  let s = shadow(cx, cy + ry * 0.22 + 8, rx * 1.02, ry * 0.95);
  s += svgEllipse(cx, cy + 7, rx, ry, ink(edge));
  s += svgEllipse(cx, cy, rx, ry, ink(rim));
  if (o.band)
    s += svgEllipse(cx, cy, rx - 9, ry - 4, {
      fill: "none",
      stroke: o.band,
      sw: o.bandW || 6,
      da: o.bandDash,
    });
  s += svgEllipse(cx, cy + ry * 0.05, rx * 0.74, ry * 0.7, { fill: well });
  s += svgEllipse(cx, cy + ry * 0.05, rx * 0.74, ry * 0.7, {
    fill: "none",
    stroke: "#fff",
    so: 0.55,
    sw: 2,
  });
  s += svgPath(
    `M${compactNumber(cx - rx * 0.86)} ${compactNumber(cy - ry * 0.32)}Q${compactNumber(cx - rx * 0.6)} ${compactNumber(cy - ry * 0.92)} ${compactNumber(cx - rx * 0.1)} ${compactNumber(cy - ry * 0.95)}`,
    line({ stroke: "#fff", sw: 4, so: 0.8 }),
  );
  return s;
}

// woven rattan plate (piring rotan), 3/4 view
export function rattan(cx, cy, rx, ry) {
  let s = shadow(cx, cy + ry * 0.22 + 8, rx * 1.02, ry * 0.95);
  s += svgEllipse(cx, cy + 8, rx, ry, ink("#9c6a2c"));
  s += svgEllipse(cx, cy, rx, ry, ink("#cf9a52"));
  let d = "";
  for (let k = 1; k <= 4; k++) {
    const a = rx - k * 9,
      b = ry - k * 3.4;
    d += `M${compactNumber(cx - a)} ${compactNumber(cy)}a${compactNumber(a)} ${compactNumber(b)} 0 1 0 ${compactNumber(2 * a)} 0a${compactNumber(a)} ${compactNumber(b)} 0 1 0 ${compactNumber(-2 * a)} 0`;
  }
  s += svgPath(d, { fill: "none", stroke: "#a8732f", sw: 2 });
  // weave ticks on the rim
  let t = "";
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const x1 = cx + Math.cos(a) * (rx - 4),
      y1 = cy + Math.sin(a) * (ry - 1.5);
    const x2 = cx + Math.cos(a) * (rx - 38),
      y2 = cy + Math.sin(a) * (ry - 14);
    t += `M${compactNumber(x1)} ${compactNumber(y1)}L${compactNumber(x2)} ${compactNumber(y2)}`;
  }
  s += svgPath(t, { fill: "none", stroke: "#b27a35", sw: 1.5, so: 0.8 });
  s += svgEllipse(cx, cy + 2, rx - 42, ry - 16, ink("#c18a45", { sw: 2 }));
  return s;
}

// banana-leaf liner (cut round leaf with veins), clipped id required
export function leafLiner(id, cx, cy, rx, ry, r, o = {}) {
  const pts = [];
  const n = 40;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 0.05 - (i % 9 === 4 ? 0.08 : 0);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const path = poly(pts);
  const ang = o.angle ?? -0.35;
  let veins = "";
  const ux = Math.cos(ang),
    uy = Math.sin(ang) * 0.4;
  for (let i = -14; i <= 14; i++) {
    const ox = -uy * i * 16 * 2.2,
      oy = ux * i * 16 * 0.5;
    veins += `M${compactNumber(cx + ox - ux * rx * 1.3)} ${compactNumber(cy + oy - uy * rx * 1.3)}L${compactNumber(cx + ox + ux * rx * 1.3)} ${compactNumber(cy + oy + uy * rx * 1.3)}`;
  }
  return {
    defs: `<clipPath id="${id}"><path d="${path}"/></clipPath>`,
    body:
      svgPath(path, ink(o.fill || "#3e8a3c")) +
      svgGroup(
        { cp: `url(#${id})` },
        svgPath(veins, { fill: "none", stroke: o.vein || "#5aa84c", sw: 2.5 }),
        svgPath(
          `M${compactNumber(cx - ux * rx * 1.2)} ${compactNumber(cy - 26 - uy * rx * 1.2)}L${compactNumber(cx + ux * rx * 1.2)} ${compactNumber(cy - 26 + uy * rx * 1.2)}`,
          { stroke: "#9bd07a", sw: 7, op: 0.8 },
        ),
      ) +
      svgPath(path, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" }),
  };
}

// bowl, 3/4 view. returns markup; content is clipped to the liquid surface.
export function bowl(id, cx, cy, rx, ry, depth, soup, content, o = {}) {
  const body = o.body || "#f4efe6",
    shade = o.shade || "#d8cfbf";
  const bodyPath = `M${compactNumber(cx - rx)} ${compactNumber(cy)}C${compactNumber(cx - rx)} ${compactNumber(cy + depth * 0.8)} ${compactNumber(cx - rx * 0.55)} ${compactNumber(cy + depth)} ${compactNumber(cx)} ${compactNumber(cy + depth)}C${compactNumber(cx + rx * 0.55)} ${compactNumber(cy + depth)} ${compactNumber(cx + rx)} ${compactNumber(cy + depth * 0.8)} ${compactNumber(cx + rx)} ${compactNumber(cy)}Z`;
  let s = shadow(cx, cy + depth + 4, rx * 0.95, ry * 0.6);
  s += svgEllipse(cx, cy + depth - 2, rx * 0.36, ry * 0.3, ink(shade));
  s += `<clipPath id="${id}b"><path d="${bodyPath}"/></clipPath>`;
  s += svgPath(bodyPath, ink(body));
  s += svgGroup(
    { cp: `url(#${id}b)` },
    svgEllipse(cx + rx * 0.55, cy + depth * 0.55, rx * 0.6, depth * 0.75, { fill: shade, op: 0.6 }),
    o.band ? o.band(bodyPath) : "",
    svgPath(
      `M${compactNumber(cx - rx * 0.78)} ${compactNumber(cy + depth * 0.2)}Q${compactNumber(cx - rx * 0.72)} ${compactNumber(cy + depth * 0.62)} ${compactNumber(cx - rx * 0.4)} ${compactNumber(cy + depth * 0.82)}`,
      line({ stroke: "#fff", sw: 5, so: 0.55 }),
    ),
  );
  s += svgPath(bodyPath, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  s += svgEllipse(cx, cy, rx, ry, ink(o.rim || body));
  const srx = rx - (o.lip ?? 11),
    sry = ry - (o.lip ?? 11) * 0.38;
  s += `<clipPath id="${id}"><ellipse cx="${compactNumber(cx)}" cy="${compactNumber(cy + 3)}" rx="${compactNumber(srx)}" ry="${compactNumber(sry)}"/></clipPath>`;
  s += svgEllipse(cx, cy + 3, srx, sry, { fill: soup });
  s += svgGroup(
    { cp: `url(#${id})` },
    content,
    svgEllipse(cx, cy - sry * 0.55, srx * 1.05, sry * 0.75, {
      fill: "none",
      stroke: "#000",
      so: 0.18,
      sw: 10,
    }),
  );
  s += svgEllipse(cx, cy + 3, srx, sry, { fill: "none", stroke: OUTLINE, sw: 2.5 });
  return s;
}

export function svgDoc(defs, body) {
  return svgDocument(
    [
      ["viewBox", "0 0 800 600"],
      ["width", 800],
      ["height", 600],
    ],
    `<defs>${BASE_DEFS}${defs}</defs>${body}`,
  );
}
