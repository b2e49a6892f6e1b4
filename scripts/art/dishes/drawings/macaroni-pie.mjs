// @ts-check
// Macaroni pie.
import { compactNumber } from "../../kit/format.mjs";
import * as shapes from "../shapes.mjs";
import { plate, shadow } from "../tableware.mjs";

export function macaroniPie(r) {
  const cx = 400,
    cy = 285,
    rx = 172,
    ry = 62,
    h = 105,
    brx = 160,
    bry = 57;
  let defs = "",
    b = plate(400, 418, 292, 98, { band: "#f5c04e", bandW: 3 });
  const wall = `M${cx - rx} ${cy}L${cx - brx} ${cy + h}A${brx} ${bry} 0 0 0 ${cx + brx} ${cy + h}L${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}Z`;
  defs += `<clipPath id="wall"><path d="${wall}"/></clipPath>`;
  b += shadow(cx, cy + h + 10, brx + 6, bry * 0.8, 0.35);
  b += shapes.svgPath(wall, shapes.ink("#dc9a42"));
  let fl = "";
  for (let i = 0; i <= 26; i++) {
    const a = Math.PI * (0.02 + (0.96 * i) / 26);
    fl += `M${compactNumber(cx + rx * Math.cos(a))} ${compactNumber(cy + ry * Math.sin(a))}L${compactNumber(cx + brx * Math.cos(a))} ${compactNumber(cy + h + bry * Math.sin(a))}`;
  }
  b += shapes.svgGroup(
    { cp: "url(#wall)" },
    shapes.svgEllipse(cx + rx * 0.95, cy + h * 0.7, rx * 0.55, h * 1.3, {
      fill: "#9a5519",
      op: 0.3,
    }),
    shapes.svgEllipse(cx - rx * 0.6, cy + h * 0.5, rx * 0.22, h * 1.1, {
      fill: "#f6c877",
      op: 0.45,
    }),
    shapes.svgPath(`M${cx - brx} ${cy + h}A${brx} ${bry} 0 0 0 ${cx + brx} ${cy + h}`, {
      fill: "none",
      stroke: "#9c5a1c",
      sw: 22,
      op: 0.45,
    }),
    shapes.svgPath(fl, { fill: "none", stroke: "#a9661f", sw: 3, so: 0.75 }),
  );
  b += shapes.svgPath(wall, { fill: "none", stroke: shapes.OUTLINE, sw: 3, lj: "round" });
  // crimped rim
  const N = 34,
    orx = rx + 8,
    ory = ry + 6;
  const pt = (a, k) => [cx + Math.cos(a) * orx * k, cy + Math.sin(a) * ory * k];
  let rim = `M${compactNumber(pt(0, 1)[0])} ${compactNumber(pt(0, 1)[1])}`,
    ticks = "";
  for (let i = 0; i < N; i++) {
    const a0 = (i / N) * Math.PI * 2,
      a1 = ((i + 1) / N) * Math.PI * 2,
      am = (a0 + a1) / 2;
    const c = pt(am, 1.1),
      e = pt(a1, 1);
    rim += `Q${compactNumber(c[0])} ${compactNumber(c[1])} ${compactNumber(e[0])} ${compactNumber(e[1])}`;
    const t0 = pt(a1, 0.995),
      t1 = pt(a1, 0.86);
    ticks += `M${compactNumber(t0[0])} ${compactNumber(t0[1])}L${compactNumber(t1[0])} ${compactNumber(t1[1])}`;
  }
  b += shapes.svgPath(`${rim}Z`, shapes.ink("#eab05a"));
  b += shapes.svgPath(ticks, { fill: "none", stroke: "#b9772b", sw: 2.5, lc: "round" });
  b += shapes.svgPath(
    `M${cx - rx + 6} ${cy - 14}Q${cx - 60} ${cy - ry - 8} ${cx + 40} ${cy - ry - 2}`,
    shapes.line({ stroke: "#fbdc98", sw: 4, so: 0.9 }),
  );
  // inner wall + filling
  b += shapes.svgEllipse(cx, cy, rx - 20, ry - 9, shapes.ink("#b8732c", { sw: 2.5 }));
  const frx = rx - 24,
    fry = ry - 13,
    fcy = cy + 6;
  defs += `<clipPath id="fill"><ellipse cx="${cx}" cy="${fcy}" rx="${frx}" ry="${fry}"/></clipPath>`;
  let inner = shapes.svgEllipse(cx, fcy, frx, fry, { fill: "#f0c255" });
  for (let i = 0; i < 12; i++) {
    const [x, y] = shapes.inEllipse(r, cx, fcy, frx, fry);
    inner += shapes.svgPath(shapes.blob(x, y, r.range(12, 26), r.range(7, 13), 8, 0.25, r), {
      fill: r() < 0.6 ? "#d98e34" : "#b9681f",
      op: 0.85,
    });
  }
  const macs = [];
  for (let i = 0; i < 26; i++) macs.push(shapes.inEllipse(r, cx, fcy, frx - 10, fry - 6));
  macs.sort((a, c) => a[1] - c[1]);
  for (const [x, y] of macs) {
    const a = r() * Math.PI * 2,
      rr = r.range(8, 11),
      span = 2.4;
    const p1 = [x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.8],
      p2 = [x + Math.cos(a + span) * rr, y + Math.sin(a + span) * rr * 0.8];
    const d = `M${compactNumber(p1[0])} ${compactNumber(p1[1])}A${compactNumber(rr)} ${compactNumber(rr * 0.8)} 0 0 1 ${compactNumber(p2[0])} ${compactNumber(p2[1])}`;
    inner +=
      shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 13, lc: "round" }) +
      shapes.svgPath(d, {
        fill: "none",
        stroke: r() < 0.35 ? "#e0a043" : "#f8dd8f",
        sw: 8.5,
        lc: "round",
      });
    inner += shapes.svgEllipse(p2[0], p2[1], 3, 2.4, { fill: "#9a5a1c" });
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = shapes.inEllipse(r, cx, fcy, frx, fry);
    inner += shapes.svgPath(shapes.blob(x, y, r.range(9, 18), r.range(5, 9), 7, 0.3, r), {
      fill: "#c27424",
      op: 0.7,
    });
  }
  inner += shapes.svgPath(shapes.dots(r, 40, shapes.ellSample(r, cx, fcy, frx, fry)), {
    stroke: "#fff1c2",
    sw: 3,
    lc: "round",
    so: 0.8,
  });
  b += shapes.svgGroup(
    { cp: "url(#fill)" },
    inner,
    shapes.svgEllipse(cx, fcy - 10, frx, fry, {
      fill: "none",
      stroke: "#6d3a12",
      sw: 10,
      so: 0.35,
    }),
  );
  b += shapes.svgEllipse(cx, fcy, frx, fry, { fill: "none", stroke: shapes.OUTLINE, sw: 2 });
  b +=
    shapes.steam(330, 215, 110, 16) +
    shapes.steam(420, 200, 130, -16) +
    shapes.steam(500, 220, 100, 14);
  return { defs, body: b };
}
