// @ts-check
// Mie gomak.
import { scallions, shallots } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl } from "../tableware.mjs";

/** Egg noodles along path d: outline, yellow body, and a pale shine shifted by `shineShift`. */
function noodles(d, shineShift) {
  return (
    shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 14, lc: "round" }) +
    shapes.svgPath(d, { fill: "none", stroke: "#f6d064", sw: 10, lc: "round" }) +
    shapes.svgPath(d, { fill: "none", stroke: "#fff0b0", sw: 2.5, lc: "round", tr: shineShift })
  );
}

export function mieGomak(r) {
  const cx = 380,
    cy = 330;
  let b = "";
  // andaliman sprig
  b += shapes.outlinedLine(
    "M90 500q60-20 120-10M150 494q10-22 30-30M120 498q-4-20 8-34",
    "#7a5a2a",
    6,
    3,
  );
  for (const [x, y] of [
    [180, 464],
    [128, 464],
    [210, 490],
    [100, 498],
  ])
    for (let i = 0; i < 6; i++) {
      const px = x + r.range(-12, 12),
        py = y + r.range(-10, 10);
      b +=
        shapes.svgCircle(px, py, 5.5, shapes.ink(r() < 0.75 ? "#6f9a2c" : "#b0472a", { sw: 1.5 })) +
        shapes.svgCircle(px - 1.5, py - 1.5, 1.4, { fill: "#e4f0a0" });
    }
  let c = "";
  for (let i = 0; i < 20; i++) {
    const pts = [];
    let [x, y] = shapes.inEllipse(r, cx, cy, 150, 45);
    let a = r() * Math.PI * 2;
    for (let k = 0; k < 6; k++) {
      pts.push([x, y]);
      a += r.range(-1.2, 1.2);
      x += Math.cos(a) * 38;
      y += Math.sin(a) * 14;
    }
    const d = shapes.smooth(pts, false);
    c += noodles(d, "translate(-1 -2)");
  }
  c += shapes.svgPath(shapes.dots(r, 26, shapes.ellSample(r, cx, cy, 180, 55)), {
    stroke: "#e2801e",
    sw: 6,
    lc: "round",
    so: 0.8,
  });
  // egg half
  c +=
    shapes.svgEllipse(cx + 80, cy - 5, 36, 24, shapes.ink("#fbf8ef")) +
    shapes.svgEllipse(cx + 80, cy - 4, 17, 12, shapes.ink("#f5b51f", { sw: 2 }));
  c += scallions(r, 12, shapes.ellSample(r, cx - 30, cy, 150, 45), 6);
  c += shallots(r, 26, shapes.ellSample(r, cx, cy, 160, 50));
  for (let i = 0; i < 22; i++) {
    const [x, y] = shapes.inEllipse(r, cx - 40, cy + 5, 130, 40);
    c += shapes.svgCircle(x, y, 5, shapes.ink(r() < 0.7 ? "#6f9a2c" : "#b0472a", { sw: 1.5 }));
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = shapes.inEllipse(r, cx, cy, 140, 40);
    c +=
      shapes.svgEllipse(x, y, 8, 5.5, shapes.ink("#d8281e", { sw: 1.5 })) +
      shapes.svgEllipse(x, y, 4, 2.5, { fill: "#f6c2a0" });
  }
  const band = () =>
    shapes.svgEllipse(cx, cy + 22, 215, 74, { fill: "none", stroke: "#b3261e", sw: 22 }) +
    shapes.svgEllipse(cx, cy + 22, 215, 74, { fill: "none", stroke: "#fff", sw: 4, da: "8 8" }) +
    shapes.svgEllipse(cx, cy + 9, 215, 74, { fill: "none", stroke: "#1c1220", sw: 4 }) +
    shapes.svgEllipse(cx, cy + 35, 215, 74, { fill: "none", stroke: "#1c1220", sw: 4 });
  b += bowl("mg", cx, cy, 215, 74, 128, "#e6a02e", c, { band });
  // chopsticks lifting noodles
  let hang = "";
  for (let i = 0; i < 5; i++) {
    const x0 = 470 + i * 7,
      pts = [[x0, 238]];
    for (let k = 1; k <= 4; k++) pts.push([x0 + (k % 2 ? 9 : -9) + r.range(-3, 3), 238 + k * 22]);
    pts.push([x0 - 6 + i * 4, 340]);
    hang += shapes.smooth(pts, false);
  }
  b += noodles(hang, "translate(-2 0)");
  b += shapes.outlinedLine("M455 246L700 120M470 252L715 140", "#c98e4f", 12, 7);
  b += shapes.svgPath(
    "M455 246L700 120M470 252L715 140",
    shapes.line({ stroke: "#e9b880", sw: 2, tr: "translate(0 -2)" }),
  );
  b += shapes.steam(280, 200, 100, 14) + shapes.steam(360, 190, 100, -14);
  return { defs: "", body: b };
}
