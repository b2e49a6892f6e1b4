// @ts-check
// Croissant.
import { compactNumber } from "../../kit/format.mjs";
import { blob, ink, line, OUTLINE, svgPath } from "../shapes.mjs";
import { plate, shadow } from "../tableware.mjs";

export function croissant(r) {
  let b = plate(400, 425, 290, 96);
  const cx = 400,
    cy = 575,
    R = 200;
  const bounds = [-1, -0.74, -0.47, -0.17, 0.17, 0.47, 0.74, 1];
  const ang = (u) => -Math.PI / 2 + u * 1.2;
  const th = (u) => 7 + 78 * (1 - u * u) ** 1.1;
  const P2 = (u, k) => {
    const a = ang(u),
      t = th(u);
    const rr = R + k * t;
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.9];
  };
  b += shadow(400, 460, 230, 28, 0.3);
  const segs = [];
  for (let i = 0; i < bounds.length - 1; i++) segs.push([bounds[i], bounds[i + 1]]);
  const order = [0, 6, 1, 5, 2, 4, 3];
  for (const i of order) {
    const [u0, u1] = segs[i];
    const um = (u0 + u1) / 2;
    const ext = i === 3 ? 0.12 : 0.08;
    const o0 = P2(u0 - (i < 3 ? 0 : ext), 1),
      o1 = P2(u1 + (i > 3 ? 0 : ext), 1),
      om = P2(um, 1.22);
    const i0 = P2(u0 - (i < 3 ? 0 : ext), -0.9),
      i1 = P2(u1 + (i > 3 ? 0 : ext), -0.9),
      im = P2(um, -1.05);
    const side1 = P2(u1 + (i > 3 ? -0.06 : 0.14), 0),
      side0 = P2(u0 - (i < 3 ? -0.06 : 0.14), 0);
    const d = `M${compactNumber(o0[0])} ${compactNumber(o0[1])}Q${compactNumber(om[0])} ${compactNumber(om[1])} ${compactNumber(o1[0])} ${compactNumber(o1[1])}Q${compactNumber(side1[0])} ${compactNumber(side1[1])} ${compactNumber(i1[0])} ${compactNumber(i1[1])}Q${compactNumber(im[0])} ${compactNumber(im[1])} ${compactNumber(i0[0])} ${compactNumber(i0[1])}Q${compactNumber(side0[0])} ${compactNumber(side0[1])} ${compactNumber(o0[0])} ${compactNumber(o0[1])}Z`;
    b += svgPath(d, ink(i === 0 || i === 6 ? "#c9772a" : "#db8c32"));
    // lower shadow band + top highlight
    const l0 = P2(u0 + 0.03, -0.55),
      l1 = P2(u1 - 0.03, -0.55),
      lm = P2(um, -0.7);
    b += svgPath(
      `M${compactNumber(i0[0])} ${compactNumber(i0[1])}Q${compactNumber(im[0])} ${compactNumber(im[1])} ${compactNumber(i1[0])} ${compactNumber(i1[1])}L${compactNumber(l1[0])} ${compactNumber(l1[1])}Q${compactNumber(lm[0])} ${compactNumber(lm[1])} ${compactNumber(l0[0])} ${compactNumber(l0[1])}Z`,
      { fill: "#a95d1d", op: 0.55 },
    );
    const h0 = P2(u0 + 0.05, 0.6),
      h1 = P2(u1 - 0.05, 0.6),
      hm = P2(um, 0.9);
    b += svgPath(
      `M${compactNumber(h0[0])} ${compactNumber(h0[1])}Q${compactNumber(hm[0])} ${compactNumber(hm[1])} ${compactNumber(h1[0])} ${compactNumber(h1[1])}`,
      line({ stroke: "#f6c46c", sw: i === 3 ? 12 : 8 }),
    );
    // lamination lines
    let lam = "";
    for (const k of [0.3, 0.55, 0.8]) {
      const uu = u0 + (u1 - u0) * k;
      const a1 = P2(uu, 0.85),
        a2 = P2(uu + (k - 0.55) * 0.08, -0.75),
        am = P2(uu + (k - 0.55) * 0.15, 0);
      lam += `M${compactNumber(a1[0])} ${compactNumber(a1[1])}Q${compactNumber(am[0])} ${compactNumber(am[1])} ${compactNumber(a2[0])} ${compactNumber(a2[1])}`;
    }
    b += svgPath(lam, line({ stroke: "#9b5318", sw: 2, so: 0.75 }));
    b += svgPath(d, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  }
  // crumbs
  for (let i = 0; i < 9; i++) {
    const x = r.range(200, 620),
      y = r.range(470, 495);
    b += svgPath(blob(x, y, 5, 3.5, 5, 0.3, r), ink("#e3a14a", { sw: 1.5 }));
  }
  return { defs: "", body: b };
}
