// @ts-check
// Pannen-koeken.
import {
  blob,
  blobPts,
  dots,
  inEllipse,
  ink,
  line,
  OUTLINE,
  smooth,
  svgEllipse,
  svgGroup,
  svgPath,
} from "../shapes.mjs";
import { plate } from "../tableware.mjs";

export function pannenKoeken(r) {
  let b = plate(400, 415, 310, 105, { band: "#2d5aa6", bandW: 8, bandDash: "4 5" });
  b += svgEllipse(400, 415, 292, 99, { fill: "none", stroke: "#2d5aa6", sw: 2 });
  const pts = blobPts(400, 400, 255, 84, 36, 0.025, r);
  const d = smooth(pts);
  b +=
    svgPath(smooth(pts.map(([x, y]) => [x + 3, y + 18])), ink("#c98a38")) +
    svgPath(smooth(pts.map(([x, y]) => [x - 2, y + 9])), ink("#dba04a"));
  b += `<clipPath id="pk"><path d="${d}"/></clipPath>`;
  let inner = svgPath(d, { fill: "#e9b458" });
  for (let i = 0; i < 34; i++) {
    const [x, y] = inEllipse(r, 400, 400, 240, 78);
    inner += svgPath(blob(x, y, r.range(8, 22), r.range(4, 9), 7, 0.35, r), {
      fill: r() < 0.7 ? "#cf8a34" : "#f4cf7c",
      op: 0.75,
    });
  }
  inner += svgPath(d, { fill: "none", stroke: "#b46f26", sw: 16, so: 0.55 });
  // syrup
  const syr = `M350 396q-40 14-88 2M456 404q44 16 96 6M400 412q10 22-6 40`;
  inner +=
    svgPath(blob(405, 400, 78, 24, 12, 0.22, r), { fill: "#7a3a0e", op: 0.9 }) +
    svgPath("M360 392q30-12 70-8", line({ stroke: "#e8a25a", sw: 3, so: 0.8 }));
  inner +=
    svgPath(syr, { fill: "none", stroke: "#5a2606", sw: 8, lc: "round", so: 0.9 }) +
    svgPath(syr, { fill: "none", stroke: "#a04e14", sw: 4.5, lc: "round" }) +
    svgPath(syr, {
      fill: "none",
      stroke: "#f0b070",
      sw: 1.5,
      lc: "round",
      tr: "translate(-1 -1.5)",
    });
  // powdered sugar
  inner += svgEllipse(400, 392, 190, 60, { fill: "#fff", op: 0.16 });
  inner += svgPath(
    dots(r, 260, () => inEllipse(r, 400, 392, 215, 68)),
    { stroke: "#fffaf0", sw: 3, lc: "round", so: 0.9 },
  );
  b += svgGroup({ cp: "url(#pk)" }, inner);
  b += svgPath(d, { fill: "none", stroke: OUTLINE, sw: 3 });
  // butter pat
  b += svgPath(blob(402, 392, 40, 14, 9, 0.15, r), { fill: "#fbe08a", op: 0.9 });
  b +=
    svgPath("M380 378l22-10 24 8-22 11z", ink("#fdeeb0", { sw: 2.5 })) +
    svgPath("M380 378v10l24 11v-12zM404 387v12l22-10v-13z", ink("#f3d26b", { sw: 2.5 }));
  // cutlery
  b +=
    svgPath("M660 520l60-130", line({ stroke: OUTLINE, sw: 12 })) +
    svgPath("M660 520l60-130", line({ stroke: "#c7ccd6", sw: 7 }));
  b +=
    svgPath("M726 376l6 -50M716 372l10-48M706 368l12-44", line({ stroke: OUTLINE, sw: 7 })) +
    svgPath("M726 376l6 -50M716 372l10-48M706 368l12-44", line({ stroke: "#c7ccd6", sw: 3 }));
  b += svgPath("M698 360q14 20 34 10l-6 14-24-8z", ink("#c7ccd6", { sw: 2.5 }));
  return { defs: "", body: b };
}
