// @ts-check
// Nasi kebuli.
import { compactNumber } from "../../kit/format.mjs";
import { chili, chunk, mound, shallots } from "../ingredients.mjs";
import * as shapes from "../shapes.mjs";
import { bowl, plate } from "../tableware.mjs";

export function nasiKebuli(r) {
  let b = plate(400, 425, 315, 106, {
    rim: "#cdd2da",
    well: "#b5bbc6",
    edge: "#7f8694",
    band: "#eef1f5",
    bandW: 3,
    bandDash: "3 7",
  });
  b += shapes.svgEllipse(400, 425, 300, 100, { fill: "none", stroke: "#8e95a3", sw: 2 });
  b += mound("rice", r, 395, 450, 225, 165, {
    fill: "#dba04e",
    shade: "#c1853a",
    edge: "#b07430",
    body: "#f2c477",
    n: 280,
    base: 50,
  });
  // meat chunks with bones
  const meats = [
    [335, 335, 50, 32],
    [440, 320, 52, 34],
    [525, 365, 46, 31],
    [385, 385, 52, 32],
    [285, 395, 42, 28],
    [480, 405, 48, 30],
  ];
  for (const [x, y, rx, ry] of meats.sort((a, c) => a[1] - c[1])) {
    if (rx > 45)
      b +=
        shapes.outlinedLine(`M${x + rx * 0.5} ${y - ry * 0.2}l${rx * 0.7} -18`, "#f0e4c8", 14, 9) +
        shapes.svgCircle(x + rx * 1.22, y - ry * 0.2 - 20, 8, shapes.ink("#f0e4c8", { sw: 2.5 }));
    b += chunk(r, x, y, rx, ry, "#7a3d1b", "#53260f", "#a4602f");
    b += shapes.svgPath(
      shapes.dashes(r, 6, shapes.ellSample(r, x, y, rx * 0.6, ry * 0.5), 12, 0.3),
      {
        fill: "none",
        stroke: "#5a2a10",
        sw: 1.8,
        lc: "round",
      },
    );
  }
  // raisins, shallots, almonds
  let rs = "";
  for (let i = 0; i < 26; i++) {
    const [x, y] = shapes.inEllipse(r, 395, 380, 200, 70);
    rs +=
      shapes.svgPath(shapes.blob(x, y, 7, 5, 6, 0.3, r), shapes.ink("#4a1a2a", { sw: 1.8 })) +
      shapes.svgCircle(x - 2, y - 2, 1.6, { fill: "#b06a86" });
  }
  b += rs;
  b += shallots(r, 60, shapes.ellSample(r, 395, 370, 200, 75), 3.2);
  for (let i = 0; i < 8; i++) {
    const [x, y] = shapes.inEllipse(r, 395, 380, 180, 60);
    b += shapes.svgEllipse(
      x,
      y,
      7,
      3.5,
      shapes.ink("#f3e3c0", {
        sw: 1.5,
        tr: `rotate(${compactNumber(r.range(-50, 50))} ${compactNumber(x)} ${compactNumber(y)})`,
      }),
    );
  }
  // acar bowl
  let ac = "";
  for (let i = 0; i < 14; i++) {
    const [x, y] = shapes.inEllipse(r, 650, 476, 46, 14);
    ac += `<rect x="${compactNumber(x - 6)}" y="${compactNumber(y - 5)}" width="12" height="10" rx="2" fill="${r.pick(["#8cc459", "#f7f3d8", "#f08a2c", "#9bd06a"])}" stroke="${shapes.OUTLINE}" stroke-width="1.5"/>`;
  }
  b += bowl("acar", 650, 470, 70, 26, 36, "#e9e3c2", ac, { body: "#eee8dc" });
  b += chili(560, 520, 470, 535, 10, 8, "#d3362a");
  return { defs: "", body: b };
}
