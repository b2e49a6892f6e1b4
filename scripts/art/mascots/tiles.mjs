// @ts-check
// The square character tiles.
import { ARYA, NIRWANA } from "./characters.mjs";
import { figure } from "./figure.mjs";
import { glow, kawung, makeCtx, mascotColors, orbit, starfield, svgDoc } from "./lib.mjs";
import { naladhipa } from "./naladhipa.mjs";
import { pencil, sketchbook } from "./props.mjs";

// =====================================================================
// TILES
// =====================================================================

export function tile(kind) {
  const ctx = makeCtx(`t${kind[0]}`);
  const W = 600;
  const col = { arya: "#2c5482", naladhipa: "#1d5e6e", nirwana: "#7a2f4a" }[kind];
  let b = `<rect width="600" height="600" fill="${mascotColors.night}"/>`;
  b += `<circle cx="300" cy="300" r="290" fill="${col}"/>`;
  const k = kawung(ctx, "tw", { fg: mascotColors.gold, size: 50, stroke: true });
  b += `<circle cx="300" cy="300" r="290" fill="${k}" opacity="0.12"/>`;
  b += glow(ctx, 300, 280, 300, mascotColors.gold, 0.35);
  b += starfield(kind.length * 7, 20, 20, 560, 400, 40, { avoid: [[300, 300, 170]] });
  b += orbit(300, 320, 260, 60, -12, { op: 0.45, beads: [[200, 9, mascotColors.coral]] });
  b += `<circle cx="300" cy="300" r="282" fill="none" stroke="${mascotColors.gold}" stroke-width="5"/>`;
  if (kind === "arya") {
    const s = 1.6;
    const lw = 3 / s;
    const arya = figure(ctx, ARYA, {
      x: 300,
      y: 1060,
      s,
      turn: 0.1,
      arms: { l: { e: [-96, -300], h: [-80, -268] }, r: { e: [92, -318], h: [56, -350] } },
      propsMid: sketchbook(-6, -290, -8, lw),
      propsFront: pencil(56, -350, -128, lw, 62),
    });
    b += clippedToDisc(ctx, arya);
  } else if (kind === "nirwana") {
    const s = 1.6;
    const nirwana = figure(ctx, NIRWANA, {
      x: 300,
      y: 1060,
      s,
      turn: 0.12,
      expr: "confident",
      arms: { l: { e: [-40, -330], h: [-28, -372] }, r: { e: [112, -300], h: [60, -250] } },
    });
    b += clippedToDisc(ctx, nirwana);
  } else {
    b += naladhipa(ctx, {
      x: 300,
      y: 330,
      s: 1.5,
      wingR: -50,
      wingL: 20,
      flapR: true,
      expr: "happy",
    });
  }
  b += `<circle cx="300" cy="300" r="282" fill="none" stroke="${mascotColors.gold}" stroke-width="5"/>`;
  return svgDoc(ctx, W, W, b);
}

/** The humans stand too tall for the tile: clip them to its disc so they end at the gold rim. */
function clippedToDisc(ctx, figureSvg) {
  return (
    `<clipPath id="${ctx.id("c")}"><circle cx="300" cy="300" r="280"/></clipPath>` +
    `<g clip-path="url(#${ctx.id("c")})">${figureSvg}</g>`
  );
}
