// @ts-check
// Loukoumades.
import { compactNumber } from "../../kit/format.mjs";
import { drizzle } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { plate } from "../tableware.mjs";

export function loukoumades(r) {
  let b = plate(400, 415, 300, 100, { band: "#2c5aa0", bandW: 9, bandDash: "16 6" });
  b += shapes.svgEllipse(400, 412, 275, 86, { fill: "none", stroke: "#2c5aa0", sw: 2 });
  b += shapes.svgPath(shapes.blob(400, 420, 200, 62, 14, 0.12, r), { fill: "#e99b1a", op: 0.85 });
  b += shapes.svgPath(shapes.blob(380, 418, 150, 42, 12, 0.15, r), { fill: "#f7c04a", op: 0.6 });
  const rows = [
    [420, 6, 62],
    [388, 5, 62],
    [356, 4, 62],
    [325, 3, 62],
    [297, 2, 58],
  ];
  const balls = [];
  for (const [y, n, dx] of rows)
    for (let i = 0; i < n; i++)
      balls.push([
        400 + (i - (n - 1) / 2) * dx + r.range(-6, 6),
        y + r.range(-5, 5),
        r.range(31, 36),
      ]);
  balls.sort((a, c) => a[1] - c[1]);
  let honey = "";
  for (const [x, y, rr] of balls) {
    b += shapes.svgCircle(x, y, rr, shapes.ink("#d9892a"));
    b += shapes.svgPath(shapes.crescent(x, y, rr - 1.5, -0.2, 2.3, 1.35), { fill: "#b2621c" });
    b += shapes.svgEllipse(x - rr * 0.32, y - rr * 0.38, rr * 0.36, rr * 0.2, {
      fill: "#f4c160",
      tr: `rotate(-30 ${compactNumber(x - rr * 0.32)} ${compactNumber(y - rr * 0.38)})`,
    });
    b +=
      shapes.svgCircle(x - rr * 0.45, y - rr * 0.42, 3.5, { fill: "#fff4d4" }) +
      shapes.svgPath(
        `M${compactNumber(x + rr * 0.2)} ${compactNumber(y - rr * 0.75)}q${compactNumber(rr * 0.4)} ${compactNumber(rr * 0.1)} ${compactNumber(rr * 0.55)} ${compactNumber(rr * 0.45)}`,
        shapes.line({ stroke: "#ffe8a8", sw: 3, so: 0.9 }),
      );
    b += shapes.svgPath(
      `M${compactNumber(x - rr * 0.9)} ${compactNumber(y - rr * 0.2)}Q${compactNumber(x)} ${compactNumber(y - rr * 0.75)} ${compactNumber(x + rr * 0.9)} ${compactNumber(y - rr * 0.2)}Q${compactNumber(x + rr * 0.5)} ${compactNumber(y + rr * 0.1)} ${compactNumber(x + rr * 0.3)} ${compactNumber(y + rr * 0.45)}Q${compactNumber(x)} ${compactNumber(y - rr * 0.1)} ${compactNumber(x - rr * 0.4)} ${compactNumber(y + rr * 0.3)}Q${compactNumber(x - rr * 0.6)} ${compactNumber(y - rr * 0.05)} ${compactNumber(x - rr * 0.9)} ${compactNumber(y - rr * 0.2)}Z`,
      { fill: "#f0a010", op: 0.35 },
    );
    b += shapes.svgCircle(x, y, rr, { fill: "none", stroke: shapes.OUTLINE, sw: 3 });
  }
  // honey drizzle
  honey = drizzle(r, 300, 510, 330, 14, 2) + drizzle(r, 250, 560, 380, 16, 2);
  b += shapes.svgPath(honey, { fill: "none", stroke: "#c96f08", sw: 4.5, lc: "round", so: 0.85 });
  b += shapes.svgPath(honey, {
    fill: "none",
    stroke: "#ffd36a",
    sw: 1.5,
    lc: "round",
    so: 0.9,
    tr: "translate(-1 -1)",
  });
  for (const [x, y] of balls.filter((_, i) => i % 3 === 0))
    b += shapes.svgPath(`M${compactNumber(x - 5)} ${compactNumber(y + 24)}q4 10 0 14q-4-4 0-14Z`, {
      fill: "#f2a516",
      stroke: "#8a4a0a",
      sw: 1.2,
    });
  // walnuts and cinnamon
  for (let i = 0; i < 12; i++) {
    const [x, y] = shapes.inEllipse(r, 400, 345, 150, 70);
    b +=
      shapes.svgPath(shapes.blob(x, y, 8, 6, 7, 0.35, r), shapes.ink("#b8793a", { sw: 1.8 })) +
      shapes.svgPath(
        `M${compactNumber(x - 4)} ${compactNumber(y)}q4-3 8 0M${compactNumber(x - 3)} ${compactNumber(y + 3)}q3-2 6 0`,
        shapes.line({ stroke: "#5e3312", sw: 1.5 }),
      );
  }
  b += shapes.svgPath(shapes.dots(r, 110, shapes.ellSample(r, 400, 350, 175, 90)), {
    stroke: "#6a3313",
    sw: 2.6,
    lc: "round",
  });
  b += shapes.svgPath(shapes.dots(r, 70, shapes.ellSample(r, 400, 350, 175, 90)), {
    stroke: "#8a4a1e",
    sw: 1.6,
    lc: "round",
  });
  return { defs: "", body: b };
}
