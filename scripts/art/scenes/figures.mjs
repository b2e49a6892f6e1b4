// @ts-check
// People as bold silhouettes, crowds and bunting.
import { oneDecimal } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { sceneColors } from "./lib.mjs";

// ---------------------------------------------------------------------------------------------
// People, as bold silhouettes. (x, y) is the point between the feet; h the height.

export function person(x, y, h, o = {}) {
  const {
    fill = sceneColors.night2,
    shirt = "",
    pose = "stand",
    skirt = false,
    hat = "",
    rim = "",
    rimW = 2,
    hair = false,
  } = o;
  const u = h / 100;
  const dy = o.kneel ? 30 : 0;
  const P0 = (px, py) => `${oneDecimal(x + px * u)} ${oneDecimal(y - py * u)}`;
  // upper body drops when kneeling
  const P = (px, py) => P0(px, py > 30 ? py - dy : py);
  const headR = 8.5 * u;
  const head = `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y - (90 - dy) * u)}" r="${oneDecimal(headR)}"/>`;
  let torso;
  if (o.kneel) {
    torso =
      `M${P(-12, 81)}Q${P(0, 84)} ${P(12, 81)}L${P(11, 46)}L${P0(28, 22)}L${P0(29, 0)}L${P0(21, 0)}L${P0(20, 12)}` +
      `L${P0(2, 12)}L${P0(-4, 0)}L${P0(-30, 0)}L${P0(-30, 5)}L${P0(-12, 14)}L${P(-11, 46)}Z`;
  } else if (skirt) {
    torso = `M${P(-10, 81)}Q${P(0, 84)} ${P(10, 81)}L${P(8, 56)}L${P(11, 44)}L${P(14, 0)}L${P(-14, 0)}L${P(-11, 44)}L${P(-8, 56)}Z`;
  } else {
    torso = `M${P(-12, 81)}Q${P(0, 84)} ${P(12, 81)}L${P(10, 46)}L${P(9, 0)}L${P(2, 0)}L${P(0, 40)}L${P(-2, 0)}L${P(-9, 0)}L${P(-10, 46)}Z`;
  }
  const arms = {
    stand: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(14, 44)}`,
    up: `M${P(-10, 76)}L${P(-20, 100)}L${P(-22, 116)}M${P(10, 76)}L${P(20, 100)}L${P(22, 116)}`,
    wave: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(22, 96)}L${P(24, 114)}`,
    oneup: `M${P(-10, 76)}L${P(-14, 44)}M${P(10, 76)}L${P(16, 100)}L${P(18, 118)}`,
    dance: `M${P(-10, 76)}L${P(-30, 72)}L${P(-40, 84)}M${P(10, 76)}L${P(28, 64)}L${P(40, 70)}`,
    reach: `M${P(-10, 76)}L${P(-14, 46)}M${P(10, 76)}L${P(30, 72)}L${P(44, 74)}`,
    reachUp: `M${P(-10, 76)}L${P(-14, 56)}L${P(-4, 50)}M${P(10, 76)}L${P(28, 88)}L${P(44, 102)}`,
    grief: `M${P(-10, 76)}L${P(-6, 84)}L${P(0, 90)}M${P(10, 76)}L${P(26, 66)}L${P(38, 58)}`,
    hold: `M${P(-10, 76)}L${P(-4, 60)}L${P(4, 64)}M${P(10, 76)}L${P(6, 60)}L${P(0, 64)}`,
  }[pose];
  let extra = "";
  if (hat === "blangkon")
    extra = `<path d="M${P(-9, 92)}Q${P(0, 104)} ${P(9, 92)}L${P(9, 89)}L${P(-9, 89)}Z"/><circle cx="${oneDecimal(x - 8 * u)}" cy="${oneDecimal(y - (90 - dy) * u)}" r="${oneDecimal(4 * u)}"/>`;
  if (hat === "bun")
    extra = `<circle cx="${oneDecimal(x + 7 * u)}" cy="${oneDecimal(y - (92 - dy) * u)}" r="${oneDecimal(5 * u)}"/>`;
  if (hat === "crown")
    extra = `<path d="M${P(-9, 94)}L${P(-7, 108)}L${P(-3, 100)}L${P(0, 112)}L${P(3, 100)}L${P(7, 108)}L${P(9, 94)}Z" fill="${sceneColors.gold}"/>`;
  if (hat === "cap")
    extra = `<path d="M${P(-9, 92)}Q${P(0, 103)} ${P(9, 92)}L${P(15, 91)}L${P(-9, 89)}Z"/>`;
  if (hair)
    extra += `<path d="M${P(-9, 94)}Q${P(-12, 78)} ${P(-8, 72)}L${P(8, 72)}Q${P(12, 78)} ${P(9, 94)}Z"/>`;
  const armW = oneDecimal(6.5 * u);
  const rimAttr = rim ? ` stroke="${rim}" stroke-width="${rimW}" paint-order="stroke"` : "";
  return (
    `<g fill="${fill}"${rimAttr}>` +
    `<path d="${arms}" fill="none" stroke="${shirt || fill}" stroke-width="${armW}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${torso}"${shirt ? ` fill="${shirt}"` : ""}/>` +
    head +
    extra +
    "</g>"
  );
}

/** A crowd of heads and shoulders seen from behind, along a baseline. */
export function crowd(seed, x0, x1, y, size, o = {}) {
  const {
    cols = [sceneColors.ink, "#1a0f3a", sceneColors.night2],
    hands = 0.15,
    lights = 0.0,
    rows = 2,
  } = o;
  const r = mulberry32(seed);
  let out = "";
  for (let row = 0; row < rows; row++) {
    const sc = size * (1 + row * 0.18);
    const yy = y + row * sc * 0.55;
    let x = x0 - r() * sc;
    while (x < x1 + sc) {
      const col = cols[Math.floor(r() * cols.length)];
      const hh = sc * (0.9 + r() * 0.25);
      const hr = hh * 0.2;
      let g = `<g fill="${col}">`;
      if (r() < hands) {
        const side = r() < 0.5 ? -1 : 1;
        const hx = x + side * hh * 0.28;
        g += `<path d="M${oneDecimal(hx)} ${oneDecimal(yy - hh * 0.55)}L${oneDecimal(hx + side * hh * 0.12)} ${oneDecimal(yy - hh * 1.45)}" stroke="${col}" stroke-width="${oneDecimal(hh * 0.12)}" stroke-linecap="round"/>`;
        if (r() < lights)
          g += `<circle cx="${oneDecimal(hx + side * hh * 0.12)}" cy="${oneDecimal(yy - hh * 1.5)}" r="${oneDecimal(hh * 0.09)}" fill="${sceneColors.goldSoft}"/>`;
      }
      g += `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(yy - hh * 0.78)}" r="${oneDecimal(hr)}"/>`;
      g += `<path d="M${oneDecimal(x - hh * 0.38)} ${oneDecimal(yy + sc)}L${oneDecimal(x - hh * 0.34)} ${oneDecimal(yy - hh * 0.42)}Q${oneDecimal(x)} ${oneDecimal(yy - hh * 0.62)} ${oneDecimal(x + hh * 0.34)} ${oneDecimal(yy - hh * 0.42)}L${oneDecimal(x + hh * 0.38)} ${oneDecimal(yy + sc)}Z"/>`;
      g += "</g>";
      out += g;
      x += sc * (0.55 + r() * 0.3);
    }
  }
  return out;
}

/** Festival bunting: triangle flags hanging from a curved string. */
export function bunting(
  x0,
  y0,
  x1,
  y1,
  sag,
  n,
  cols = [sceneColors.coral, sceneColors.gold, sceneColors.teal, sceneColors.text],
) {
  let out = `<path d="M${oneDecimal(x0)} ${oneDecimal(y0)}Q${oneDecimal((x0 + x1) / 2)} ${oneDecimal((y0 + y1) / 2 + sag * 2)} ${oneDecimal(x1)} ${oneDecimal(y1)}" fill="none" stroke="${sceneColors.goldSoft}" stroke-opacity=".6" stroke-width="2"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const yc = (y0 + y1) / 2 + sag * 2;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * yc + t * t * y1;
    const s = Math.abs(x1 - x0) / n / 2.4;
    out += `<path d="M${oneDecimal(x - s)} ${oneDecimal(y)}L${oneDecimal(x + s)} ${oneDecimal(y)}L${oneDecimal(x)} ${oneDecimal(y + s * 2)}Z" fill="${cols[i % cols.length]}"/>`;
  }
  return out;
}
