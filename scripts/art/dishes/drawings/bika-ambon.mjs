// @ts-check
// Bika ambon.
import { compactNumber } from "../../kit/format.mjs";
import { dots, ink, line, OUTLINE, poly, svgGroup, svgPath } from "../shapes.mjs";
import { plate, shadow } from "../tableware.mjs";

function bika(x, y, w, dd, h, r) {
  const dx = dd * 0.62,
    dy = dd * 0.42;
  const front = poly([
    [x, y - h],
    [x + w, y - h],
    [x + w, y],
    [x, y],
  ]);
  const top = poly([
    [x, y - h],
    [x + dx, y - h - dy],
    [x + w + dx, y - h - dy],
    [x + w, y - h],
  ]);
  const side = poly([
    [x + w, y - h],
    [x + w + dx, y - h - dy],
    [x + w + dx, y - dy],
    [x + w, y],
  ]);
  let s = shadow(x + w / 2 + dx / 2, y - dy / 2 + 6, w * 0.75, dy + 10, 0.35);
  s +=
    svgPath(side, ink("#e2ab38")) + svgPath(front, ink("#f7cf55")) + svgPath(top, ink("#d99634"));
  // honeycomb: elongated vertical holes (dark amber) with a pale lip
  let holes = "",
    lips = "",
    sh = "";
  for (let i = 0; i < 40; i++) {
    const px = x + 8 + r() * (w - 16),
      py = y - 24 - r() * (h - 38),
      l = r.range(10, 30);
    holes += `M${compactNumber(px)} ${compactNumber(py)}q${compactNumber(r.range(-3, 3))} ${compactNumber(-l / 2)} 0 ${compactNumber(-l)}`;
    lips += `M${compactNumber(px + 2.6)} ${compactNumber(py)}l0 ${compactNumber(-l)}`;
  }
  for (let i = 0; i < 14; i++) {
    const t = r.range(0.15, 0.9),
      py = y - 24 - r() * (h - 40),
      l = r.range(8, 22);
    sh += `M${compactNumber(x + w + dx * t)} ${compactNumber(py - dy * t)}l0 ${compactNumber(-l)}`;
  }
  s +=
    svgPath(lips, { fill: "none", stroke: "#fff1bf", sw: 3, lc: "round" }) +
    svgPath(holes, { fill: "none", stroke: "#b8731c", sw: 4, lc: "round" }) +
    svgPath(sh, { fill: "none", stroke: "#a8661a", sw: 3.5, lc: "round" });
  s += svgPath(
    dots(r, 22, () => {
      const u = r(),
        v = r();
      return [x + 8 + u * (w - 14) + v * dx * 0.85, y - h - v * dy * 0.85 - 3];
    }),
    { stroke: "#9a5a1c", sw: 4.5, lc: "round" },
  );
  s += svgPath(
    `M${x + 8} ${y - h - 2}L${x + w - 6} ${y - h - 2}`,
    line({ stroke: "#f2bd5c", sw: 3 }),
  );
  // brown bottom crust
  s += svgPath(
    `M${x} ${y - 20}Q${x + w * 0.3} ${y - 26} ${x + w * 0.5} ${y - 19}T${x + w} ${y - 21}L${x + w} ${y}L${x} ${y}Z`,
    ink("#7a3a12", { sw: 2.5 }),
  );
  s += svgPath(
    `M${x + w} ${y - 21}L${x + w + dx} ${y - dy - 21}L${x + w + dx} ${y - dy}L${x + w} ${y}Z`,
    ink("#5e2a0c", { sw: 2.5 }),
  );
  s += svgPath(`M${x + 6} ${y - h + 6}l0 ${h - 34}`, line({ stroke: "#fff3c4", sw: 4, so: 0.7 }));
  return s;
}
export function bikaAmbon(r) {
  let b = plate(400, 430, 300, 100, { band: "#f5c04e", bandW: 3 });
  // square of banana leaf under the cake
  const sq = poly([
    [170, 420],
    [400, 340],
    [640, 420],
    [400, 505],
  ]);
  b += svgPath(sq, ink("#3e8a3c"));
  let v = "";
  for (let i = 1; i < 16; i++)
    v += `M${compactNumber(170 + i * 14.4)} ${compactNumber(420 - i * 5)}l${compactNumber(230 * 1.0)} ${compactNumber(85)}`;
  b +=
    `<clipPath id="sq"><path d="${sq}"/></clipPath>` +
    svgGroup({ cp: "url(#sq)" }, svgPath(v, { fill: "none", stroke: "#5aa84c", sw: 2 })) +
    svgPath(sq, { fill: "none", stroke: OUTLINE, sw: 3, lj: "round" });
  b += bika(385, 395, 150, 110, 125, r);
  b += bika(225, 440, 150, 110, 125, r);
  b += bika(410, 488, 150, 110, 125, r);
  return { defs: "", body: b };
}
