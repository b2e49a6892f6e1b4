// @ts-check
// Pannen-koeken.
import * as shapes from "../shapes.mjs";
import { plate } from "../tableware.mjs";

export function pannenKoeken(r) {
  let b = plate(400, 415, 310, 105, { band: "#2d5aa6", bandW: 8, bandDash: "4 5" });
  b += shapes.svgEllipse(400, 415, 292, 99, { fill: "none", stroke: "#2d5aa6", sw: 2 });
  const pts = shapes.blobPts(400, 400, 255, 84, 36, 0.025, r);
  const d = shapes.smooth(pts);
  b +=
    shapes.svgPath(shapes.smooth(pts.map(([x, y]) => [x + 3, y + 18])), shapes.ink("#c98a38")) +
    shapes.svgPath(shapes.smooth(pts.map(([x, y]) => [x - 2, y + 9])), shapes.ink("#dba04a"));
  b += `<clipPath id="pk"><path d="${d}"/></clipPath>`;
  let inner = shapes.svgPath(d, { fill: "#e9b458" });
  for (let i = 0; i < 34; i++) {
    const [x, y] = shapes.inEllipse(r, 400, 400, 240, 78);
    inner += shapes.svgPath(shapes.blob(x, y, r.range(8, 22), r.range(4, 9), 7, 0.35, r), {
      fill: r() < 0.7 ? "#cf8a34" : "#f4cf7c",
      op: 0.75,
    });
  }
  inner += shapes.svgPath(d, { fill: "none", stroke: "#b46f26", sw: 16, so: 0.55 });
  // syrup
  const syr = `M350 396q-40 14-88 2M456 404q44 16 96 6M400 412q10 22-6 40`;
  inner +=
    shapes.svgPath(shapes.blob(405, 400, 78, 24, 12, 0.22, r), { fill: "#7a3a0e", op: 0.9 }) +
    shapes.svgPath("M360 392q30-12 70-8", shapes.line({ stroke: "#e8a25a", sw: 3, so: 0.8 }));
  inner +=
    shapes.svgPath(syr, { fill: "none", stroke: "#5a2606", sw: 8, lc: "round", so: 0.9 }) +
    shapes.svgPath(syr, { fill: "none", stroke: "#a04e14", sw: 4.5, lc: "round" }) +
    shapes.svgPath(syr, {
      fill: "none",
      stroke: "#f0b070",
      sw: 1.5,
      lc: "round",
      tr: "translate(-1 -1.5)",
    });
  // powdered sugar
  inner += shapes.svgEllipse(400, 392, 190, 60, { fill: "#fff", op: 0.16 });
  inner += shapes.svgPath(
    shapes.dots(r, 260, () => shapes.inEllipse(r, 400, 392, 215, 68)),
    { stroke: "#fffaf0", sw: 3, lc: "round", so: 0.9 },
  );
  b += shapes.svgGroup({ cp: "url(#pk)" }, inner);
  b += shapes.svgPath(d, { fill: "none", stroke: shapes.OUTLINE, sw: 3 });
  // butter pat
  b += shapes.svgPath(shapes.blob(402, 392, 40, 14, 9, 0.15, r), { fill: "#fbe08a", op: 0.9 });
  b +=
    shapes.svgPath("M380 378l22-10 24 8-22 11z", shapes.ink("#fdeeb0", { sw: 2.5 })) +
    shapes.svgPath(
      "M380 378v10l24 11v-12zM404 387v12l22-10v-13z",
      shapes.ink("#f3d26b", { sw: 2.5 }),
    );
  // cutlery
  b += shapes.outlinedLine("M660 520l60-130", "#c7ccd6", 12, 7);
  b += shapes.outlinedLine("M726 376l6 -50M716 372l10-48M706 368l12-44", "#c7ccd6", 7, 3);
  b += shapes.svgPath("M698 360q14 20 34 10l-6 14-24-8z", shapes.ink("#c7ccd6", { sw: 2.5 }));
  return { defs: "", body: b };
}
