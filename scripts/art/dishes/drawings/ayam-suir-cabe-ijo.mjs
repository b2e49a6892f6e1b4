// @ts-check
// Ayam suir cabe ijo.
import { compactNumber } from "../../kit/format.mjs";
import { chili, limeHalf, mound } from "../ingredients.mjs";
import { blob, dots, ink, OUTLINE, smooth, svgGroup, svgPath } from "../shapes.mjs";
import { plate } from "../tableware.mjs";

export function ayamSuir(r) {
  let b = plate(400, 420, 305, 102);
  b += mound("rice", r, 265, 430, 125, 110, { n: 130 });
  const cx = 485,
    by = 440,
    rx = 165,
    h = 120;
  const dome = [];
  for (let i = 0; i < 20; i++) {
    const a = Math.PI + (i / 20) * Math.PI * 2,
      up = Math.sin(a) < 0,
      k = 1 + (r() - 0.5) * 0.1;
    dome.push([
      cx + Math.cos(a) * rx * k,
      by + (up ? -(Math.abs(Math.sin(a)) ** 0.8) * h : Math.sin(a) * 30) * k,
    ]);
  }
  const dd = smooth(dome);
  b += svgPath(dd, ink("#d9b77a"));
  b += `<clipPath id="pile"><path d="${dd}"/></clipPath>`;
  const topAt = (x) => by - Math.max(0, 1 - ((x - cx) / rx) ** 2) ** 0.4 * h;
  const sample = () => {
    const x = cx + (r() - 0.5) * 2 * rx * 0.95;
    const t = topAt(x);
    return [x, t + 8 + r() * (by + 18 - t - 8)];
  };
  let inner = "";
  const layer = (n, nb) => {
    const pts = [];
    for (let i = 0; i < n; i++) pts.push(sample());
    pts.sort((a, c) => a[1] - c[1]);
    const cols = ["#f2dcb0", "#e2bb80", "#f8ead0"];
    const paths = ["", "", ""];
    let all = "";
    for (const [x, y] of pts) {
      const a = r.range(-0.5, 0.5) + (r() < 0.35 ? r.range(0.8, 1.3) : 0),
        l = r.range(16, 34),
        bend = r.range(-6, 6);
      const d = `M${compactNumber(x)} ${compactNumber(y)}q${compactNumber(Math.cos(a) * l * 0.5 - Math.sin(a) * bend)} ${compactNumber(Math.sin(a) * l * 0.5 + Math.cos(a) * bend)} ${compactNumber(Math.cos(a) * l)} ${compactNumber(Math.sin(a) * l)}`;
      all += d;
      paths[Math.floor(r() * 3)] += d;
    }
    let s = svgPath(all, { fill: "none", stroke: "#6b4a22", sw: 8, lc: "round" });
    paths.forEach((p, i) => {
      if (p) s += svgPath(p, { fill: "none", stroke: cols[i], sw: 5, lc: "round" });
    });
    for (let i = 0; i < nb; i++) {
      const [x, y] = sample();
      s += svgPath(
        blob(x, y, r.range(7, 14), r.range(5, 9), 7, 0.4, r),
        ink(r.pick(["#3f8a22", "#5aa02e", "#7fbf3e", "#6cb235", "#94cc4c"]), { sw: 1.5 }),
      );
    }
    return s;
  };
  inner += layer(40, 22) + layer(40, 26) + layer(22, 20);
  inner += svgPath(dots(r, 70, sample), { stroke: "#f4f7cc", sw: 3, lc: "round" });
  inner += svgPath(dots(r, 20, sample), { stroke: "#d8401e", sw: 3.5, lc: "round" });
  inner += svgPath(
    `M${cx + rx * 0.3} ${by + 30}Q${cx + rx * 0.55} ${by - h * 0.6} ${cx + rx * 0.1} ${by - h}L${cx + rx * 1.2} ${by - h}L${cx + rx * 1.2} ${by + 40}Z`,
    { fill: "#1e3a0c", op: 0.18 },
  );
  b += svgGroup({ cp: "url(#pile)" }, inner);
  b += svgPath(dd, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  b += chili(200, 488, 340, 500, -16, 10, "#4d9e2e") + chili(230, 508, 360, 508, -12, 9, "#5cae38");
  b += limeHalf(640, 482, 34, 20);
  return { defs: "", body: b };
}
