import {
  blob,
  bowl,
  C,
  chili,
  crescent,
  dashes,
  dots,
  E,
  ellSample,
  f,
  G,
  inEllipse,
  ink,
  leafLiner,
  limeHalf,
  line,
  mound,
  OL,
  P,
  plate,
  poly,
  rattan,
  shadow,
  smooth,
  steam,
} from "./lib.mjs";

const chunk = (r, x, y, rx, ry, base, shade, hi, o = {}) => {
  const d = blob(x, y, rx, ry, 9, o.jit ?? 0.22, r);
  let s = P(d, ink(base, { sw: o.sw ?? 2.5 }));
  s += P(crescent(x, y, Math.min(rx, ry) * 0.95, -0.1, 2.4, 1.4), {
    fill: shade,
    op: 0.8,
    tr: `scale(1 1)`,
  });
  s += E(x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.22, { fill: hi, op: 0.9 });
  return s;
};
const shallots = (r, n, sampler, sw = 3) =>
  P(dashes(r, n, sampler, 5), { fill: "none", stroke: "#7a3a12", sw: sw + 1.5, lc: "round" }) +
  P(dashes(r, n, sampler, 5), { fill: "none", stroke: "#d28a3a", sw, lc: "round" });
const scallions = (_r, n, sampler, rr = 6) => {
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = sampler();
    d += `M${f(x - rr)} ${f(y)}a${rr} ${f(rr * 0.7)} 0 1 0 ${2 * rr} 0a${rr} ${f(rr * 0.7)} 0 1 0 ${-2 * rr} 0`;
  }
  return P(d, { fill: "#d7f0a8", stroke: "#3f8f2a", sw: 2.5 });
};

// ---------------- nasi kebuli ----------------
export function nasiKebuli(r) {
  let b = plate(400, 425, 315, 106, {
    rim: "#cdd2da",
    well: "#b5bbc6",
    edge: "#7f8694",
    band: "#eef1f5",
    bandW: 3,
    bandDash: "3 7",
  });
  b += E(400, 425, 300, 100, { fill: "none", stroke: "#8e95a3", sw: 2 });
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
        P(`M${x + rx * 0.5} ${y - ry * 0.2}l${rx * 0.7} -18`, line({ stroke: OL, sw: 14 })) +
        P(`M${x + rx * 0.5} ${y - ry * 0.2}l${rx * 0.7} -18`, line({ stroke: "#f0e4c8", sw: 9 })) +
        C(x + rx * 1.22, y - ry * 0.2 - 20, 8, ink("#f0e4c8", { sw: 2.5 }));
    b += chunk(r, x, y, rx, ry, "#7a3d1b", "#53260f", "#a4602f");
    b += P(dashes(r, 6, ellSample(r, x, y, rx * 0.6, ry * 0.5), 12, 0.3), {
      fill: "none",
      stroke: "#5a2a10",
      sw: 1.8,
      lc: "round",
    });
  }
  // raisins, shallots, almonds
  let rs = "";
  for (let i = 0; i < 26; i++) {
    const [x, y] = inEllipse(r, 395, 380, 200, 70);
    rs +=
      P(blob(x, y, 7, 5, 6, 0.3, r), ink("#4a1a2a", { sw: 1.8 })) +
      C(x - 2, y - 2, 1.6, { fill: "#b06a86" });
  }
  b += rs;
  b += shallots(r, 60, ellSample(r, 395, 370, 200, 75), 3.2);
  for (let i = 0; i < 8; i++) {
    const [x, y] = inEllipse(r, 395, 380, 180, 60);
    b += E(
      x,
      y,
      7,
      3.5,
      ink("#f3e3c0", { sw: 1.5, tr: `rotate(${f(r.range(-50, 50))} ${f(x)} ${f(y)})` }),
    );
  }
  // acar bowl
  let ac = "";
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(r, 650, 476, 46, 14);
    ac += `<rect x="${f(x - 6)}" y="${f(y - 5)}" width="12" height="10" rx="2" fill="${r.pick(["#8cc459", "#f7f3d8", "#f08a2c", "#9bd06a"])}" stroke="${OL}" stroke-width="1.5"/>`;
  }
  b += bowl("acar", 650, 470, 70, 26, 36, "#e9e3c2", ac, { body: "#eee8dc" });
  b += chili(560, 520, 470, 535, 10, 8, "#d3362a");
  return { defs: "", body: b };
}

// ---------------- soto betawi ----------------
export function sotoBetawi(r) {
  const cx = 360,
    cy = 320;
  let b = plate(630, 330, 120, 42, {});
  // emping
  for (let i = 0; i < 7; i++) {
    const x = 580 + (i % 4) * 32 + r.range(-6, 6),
      y = 318 + Math.floor(i / 4) * 16 + r.range(-4, 4);
    b +=
      P(blob(x, y, 30, 13, 12, 0.12, r), ink("#f0dfa2", { sw: 2 })) +
      P(dots(r, 6, ellSample(r, x, y, 20, 8)), { stroke: "#cdb36a", sw: 3, lc: "round" });
  }
  let c = "";
  c += P(dots(r, 30, ellSample(r, cx, cy, 170, 55)), {
    stroke: "#e59a32",
    sw: 6,
    lc: "round",
    so: 0.8,
  });
  c += P(blob(cx - 20, cy - 5, 150, 40, 12, 0.2, r), { fill: "#f6dea0", op: 0.7 });
  for (const [x, y, rx, ry] of [
    [cx - 90, cy - 10, 30, 18],
    [cx + 40, cy - 25, 28, 17],
    [cx + 100, cy + 15, 30, 18],
    [cx - 30, cy + 25, 32, 18],
    [cx - 120, cy + 30, 22, 14],
  ])
    c += chunk(r, x, y, rx, ry, "#8c4d2a", "#66331a", "#b06c40");
  for (const [x, y] of [
    [cx + 10, cy + 5],
    [cx - 55, cy - 35],
    [cx + 120, cy - 20],
  ]) {
    c += E(x, y, 26, 17, ink("#d8352a", { sw: 2.5 })) + E(x, y, 20, 12, { fill: "#f26a50" });
    let sg = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      sg += `M${f(x)} ${f(y)}L${f(x + Math.cos(a) * 17)} ${f(y + Math.sin(a) * 10)}`;
    }
    c +=
      P(sg, { fill: "none", stroke: "#d8352a", sw: 2 }) +
      P(dots(r, 6, ellSample(r, x, y, 14, 8)), { stroke: "#ffd8b0", sw: 3, lc: "round" });
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = inEllipse(r, cx, cy, 140, 40);
    c += `<rect x="${f(x - 11)}" y="${f(y - 9)}" width="22" height="18" rx="4" fill="#f3df9a" stroke="${OL}" stroke-width="2"/>`;
  }
  c += scallions(r, 16, ellSample(r, cx, cy, 160, 50));
  c += P(
    blob(cx - 130, cy - 25, 14, 9, 7, 0.3, r) + blob(cx + 70, cy + 35, 13, 8, 7, 0.3, r),
    ink("#4f9a33", { sw: 2 }),
  );
  c += shallots(r, 30, ellSample(r, cx, cy, 160, 48));
  b += bowl("sb", cx, cy, 205, 72, 130, "#efcf86", c, {
    band: () =>
      E(cx, cy + 18, 205, 72, { fill: "none", stroke: "#2c5aa0", sw: 10 }) +
      E(cx, cy + 34, 205, 72, { fill: "none", stroke: "#2c5aa0", sw: 3 }),
  });
  b += limeHalf(615, 470, 40, 24) + limeHalf(690, 455, 34, 20);
  b += steam(310, 200, 100, 14) + steam(410, 190, 110, -14);
  return { defs: "", body: b };
}

// ---------------- mie gomak ----------------
export function mieGomak(r) {
  const cx = 380,
    cy = 330;
  let b = "";
  // andaliman sprig
  b +=
    P("M90 500q60-20 120-10M150 494q10-22 30-30M120 498q-4-20 8-34", line({ stroke: OL, sw: 6 })) +
    P(
      "M90 500q60-20 120-10M150 494q10-22 30-30M120 498q-4-20 8-34",
      line({ stroke: "#7a5a2a", sw: 3 }),
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
        C(px, py, 5.5, ink(r() < 0.75 ? "#6f9a2c" : "#b0472a", { sw: 1.5 })) +
        C(px - 1.5, py - 1.5, 1.4, { fill: "#e4f0a0" });
    }
  let c = "";
  for (let i = 0; i < 20; i++) {
    const pts = [];
    let [x, y] = inEllipse(r, cx, cy, 150, 45);
    let a = r() * Math.PI * 2;
    for (let k = 0; k < 6; k++) {
      pts.push([x, y]);
      a += r.range(-1.2, 1.2);
      x += Math.cos(a) * 38;
      y += Math.sin(a) * 14;
    }
    const d = smooth(pts, false);
    c +=
      P(d, { fill: "none", stroke: OL, sw: 14, lc: "round" }) +
      P(d, { fill: "none", stroke: "#f6d064", sw: 10, lc: "round" }) +
      P(d, { fill: "none", stroke: "#fff0b0", sw: 2.5, lc: "round", tr: "translate(-1 -2)" });
  }
  c += P(dots(r, 26, ellSample(r, cx, cy, 180, 55)), {
    stroke: "#e2801e",
    sw: 6,
    lc: "round",
    so: 0.8,
  });
  // egg half
  c +=
    E(cx + 80, cy - 5, 36, 24, ink("#fbf8ef")) +
    E(cx + 80, cy - 4, 17, 12, ink("#f5b51f", { sw: 2 }));
  c += scallions(r, 12, ellSample(r, cx - 30, cy, 150, 45), 6);
  c += shallots(r, 26, ellSample(r, cx, cy, 160, 50));
  for (let i = 0; i < 22; i++) {
    const [x, y] = inEllipse(r, cx - 40, cy + 5, 130, 40);
    c += C(x, y, 5, ink(r() < 0.7 ? "#6f9a2c" : "#b0472a", { sw: 1.5 }));
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = inEllipse(r, cx, cy, 140, 40);
    c += E(x, y, 8, 5.5, ink("#d8281e", { sw: 1.5 })) + E(x, y, 4, 2.5, { fill: "#f6c2a0" });
  }
  const band = () =>
    E(cx, cy + 22, 215, 74, { fill: "none", stroke: "#b3261e", sw: 22 }) +
    E(cx, cy + 22, 215, 74, { fill: "none", stroke: "#fff", sw: 4, da: "8 8" }) +
    E(cx, cy + 9, 215, 74, { fill: "none", stroke: "#1c1220", sw: 4 }) +
    E(cx, cy + 35, 215, 74, { fill: "none", stroke: "#1c1220", sw: 4 });
  b += bowl("mg", cx, cy, 215, 74, 128, "#e6a02e", c, { band });
  // chopsticks lifting noodles
  let hang = "";
  for (let i = 0; i < 5; i++) {
    const x0 = 470 + i * 7,
      pts = [[x0, 238]];
    for (let k = 1; k <= 4; k++) pts.push([x0 + (k % 2 ? 9 : -9) + r.range(-3, 3), 238 + k * 22]);
    pts.push([x0 - 6 + i * 4, 340]);
    hang += smooth(pts, false);
  }
  b +=
    P(hang, { fill: "none", stroke: OL, sw: 14, lc: "round" }) +
    P(hang, { fill: "none", stroke: "#f6d064", sw: 10, lc: "round" }) +
    P(hang, { fill: "none", stroke: "#fff0b0", sw: 2.5, lc: "round", tr: "translate(-2 0)" });
  b +=
    P("M455 246L700 120M470 252L715 140", line({ stroke: OL, sw: 12 })) +
    P("M455 246L700 120M470 252L715 140", line({ stroke: "#c98e4f", sw: 7 }));
  b += P(
    "M455 246L700 120M470 252L715 140",
    line({ stroke: "#e9b880", sw: 2, tr: "translate(0 -2)" }),
  );
  b += steam(280, 200, 100, 14) + steam(360, 190, 100, -14);
  return { defs: "", body: b };
}

// ---------------- coto makassar ----------------
function ketupat(id, x, y, s, r, cut = false) {
  const T = (px, py) => [x + px * s, y + py * s];
  const top = T(0, -62),
    rt = T(58, 0),
    bot = T(0, 62),
    lf = T(-58, 0);
  let out = shadow(x, y + 58 * s, 58 * s, 12 * s, 0.35);
  const shell = cut ? poly([lf, T(0, 14), rt, bot]) : poly([top, rt, bot, lf]);
  out += `<clipPath id="${id}"><path d="${shell}"/></clipPath>`;
  let w = `<rect x="${f(x - 70 * s)}" y="${f(y - 70 * s)}" width="${f(140 * s)}" height="${f(140 * s)}" fill="#c9d25a"/>`;
  let dk = "";
  const st = 14 * s;
  for (let i = -6; i <= 6; i++)
    for (let j = -6; j <= 6; j++)
      if ((i + j) % 2 === 0) {
        const cxp = x + (i - j) * st * 0.5,
          cyp = y + (i + j) * st * 0.55;
        dk += `M${f(cxp)} ${f(cyp - st * 0.55)}l${f(st * 0.5)} ${f(st * 0.55)}l${f(-st * 0.5)} ${f(st * 0.55)}l${f(-st * 0.5)} ${f(-st * 0.55)}Z`;
      }
  w += P(dk, { fill: "#98ae3c", stroke: "#7d9430", sw: 1 });
  w += P(poly([top, rt, bot]), { fill: "#3a4a10", op: 0.18 });
  out += G({ cp: `url(#${id})` }, w);
  out += P(shell, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  if (cut) {
    const face = poly([lf, T(0, -14), rt, T(0, 14)]);
    out +=
      P(face, ink("#b7c64e")) +
      P(poly([T(-48, 0), T(0, -10), T(48, 0), T(0, 10)]), { fill: "#f6f2e4" }) +
      P(dots(r, 10, ellSample(r, x, y, 30 * s, 5 * s)), { stroke: "#e2dcc6", sw: 3, lc: "round" });
  } else {
    const tl = `M${f(top[0])} ${f(top[1])}q${f(-6 * s)} ${f(-30 * s)} ${f(-30 * s)} ${f(-44 * s)}M${f(top[0])} ${f(top[1])}q${f(10 * s)} ${f(-26 * s)} ${f(34 * s)} ${f(-34 * s)}`;
    out += P(tl, line({ stroke: OL, sw: 12 * s })) + P(tl, line({ stroke: "#b9c94a", sw: 7 * s }));
  }
  return out;
}
export function cotoMakassar(r) {
  const cx = 320,
    cy = 330;
  let b = plate(560, 420, 210, 72, { rim: "#3e8a3c", well: "#357a33", edge: "#2a5e28" });
  b +=
    ketupat("k1", 520, 370, 1.05, r) +
    ketupat("k2", 640, 385, 0.95, r) +
    ketupat("k3", 590, 455, 1.0, r, true);
  let c = P(blob(cx - 10, cy, 140, 38, 12, 0.25, r), { fill: "#6e3d1a", op: 0.8 });
  c += P(dots(r, 30, ellSample(r, cx, cy, 150, 48)), {
    stroke: "#9a5e26",
    sw: 7,
    lc: "round",
    so: 0.8,
  });
  for (const [x, y, rx, ry, col] of [
    [cx - 70, cy - 15, 28, 16, "#7a3620"],
    [cx + 30, cy - 22, 26, 15, "#8d4a2b"],
    [cx + 80, cy + 14, 28, 16, "#6a2a1c"],
    [cx - 20, cy + 22, 30, 16, "#8d4a2b"],
    [cx - 105, cy + 22, 20, 12, "#6a2a1c"],
  ])
    c += chunk(r, x, y, rx, ry, col, "#4a1d10", "#b06a44");
  c += scallions(r, 16, ellSample(r, cx, cy, 140, 42), 6);
  c += shallots(r, 40, ellSample(r, cx, cy, 140, 44), 3.5);
  c += P(
    blob(cx + 110, cy - 18, 12, 8, 7, 0.3, r) + blob(cx - 120, cy - 8, 12, 8, 7, 0.3, r),
    ink("#4f9a33", { sw: 2 }),
  );
  b += bowl("cm", cx, cy, 175, 62, 115, "#4e2812", c, {
    band: () =>
      E(cx, cy + 16, 175, 62, { fill: "none", stroke: "#c0392b", sw: 6 }) +
      E(cx, cy + 28, 175, 62, { fill: "none", stroke: "#c0392b", sw: 2 }),
  });
  b += limeHalf(150, 480, 36, 21);
  b += steam(280, 210, 100, 14) + steam(370, 200, 100, -14);
  return { defs: "", body: b };
}

// ---------------- ayam suir cabe ijo ----------------
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
  b += P(dd, ink("#d9b77a"));
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
      const d = `M${f(x)} ${f(y)}q${f(Math.cos(a) * l * 0.5 - Math.sin(a) * bend)} ${f(Math.sin(a) * l * 0.5 + Math.cos(a) * bend)} ${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
      all += d;
      paths[Math.floor(r() * 3)] += d;
    }
    let s = P(all, { fill: "none", stroke: "#6b4a22", sw: 8, lc: "round" });
    paths.forEach((p, i) => {
      if (p) s += P(p, { fill: "none", stroke: cols[i], sw: 5, lc: "round" });
    });
    for (let i = 0; i < nb; i++) {
      const [x, y] = sample();
      s += P(
        blob(x, y, r.range(7, 14), r.range(5, 9), 7, 0.4, r),
        ink(r.pick(["#3f8a22", "#5aa02e", "#7fbf3e", "#6cb235", "#94cc4c"]), { sw: 1.5 }),
      );
    }
    return s;
  };
  inner += layer(40, 22) + layer(40, 26) + layer(22, 20);
  inner += P(dots(r, 70, sample), { stroke: "#f4f7cc", sw: 3, lc: "round" });
  inner += P(dots(r, 20, sample), { stroke: "#d8401e", sw: 3.5, lc: "round" });
  inner += P(
    `M${cx + rx * 0.3} ${by + 30}Q${cx + rx * 0.55} ${by - h * 0.6} ${cx + rx * 0.1} ${by - h}L${cx + rx * 1.2} ${by - h}L${cx + rx * 1.2} ${by + 40}Z`,
    { fill: "#1e3a0c", op: 0.18 },
  );
  b += G({ cp: "url(#pile)" }, inner);
  b += P(dd, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  b += chili(200, 488, 340, 500, -16, 10, "#4d9e2e") + chili(230, 508, 360, 508, -12, 9, "#5cae38");
  b += limeHalf(640, 482, 34, 20);
  return { defs: "", body: b };
}

// ---------------- sate lilit ----------------
function lilit(x, y, ang, r) {
  let g = "";
  g += P("M-250 -5L-20 -8L-20 8L-250 5Z", ink("#cfd58a"));
  g += P("M-250 -5L-20 -8", line({ stroke: "#8fb04a", sw: 3 }));
  g += E(-250, 0, 4, 5, ink("#e9ecb8", { sw: 2 }));
  g += P("M-30 -10L130 -10L130 10L-30 10Z", ink("#dfe2a4"));
  g += E(133, 0, 6, 11, ink("#f1f0cc", { sw: 2 }));
  const top = [],
    bot = [];
  for (let i = 0; i <= 10; i++) {
    const xx = -10 + i * 13.5,
      w = 22 + Math.sin((i / 10) * Math.PI) * 6;
    top.push([xx, -w + r.range(-2, 2)]);
    bot.unshift([xx, w + r.range(-2, 2)]);
  }
  const d = smooth([...top, [128, 0], ...bot, [-16, 0]]);
  g += P(d, ink("#c8773a"));
  g += P("M-6 10Q55 24 122 12L124 22Q55 34 -4 20Z", { fill: "#9a4f22", op: 0.6 });
  let gm = "";
  for (let i = 0; i < 6; i++) gm += `M${8 + i * 20} -24l10 46`;
  g += P(gm, { fill: "none", stroke: "#5a2810", sw: 5, lc: "round", so: 0.85 });
  g += P(
    dots(r, 26, () => [r.range(-4, 120), r.range(-18, 18)]),
    { stroke: "#f2d0a0", sw: 3.2, lc: "round" },
  );
  g += P(
    dots(r, 14, () => [r.range(-4, 120), r.range(-18, 18)]),
    { stroke: "#3a1a08", sw: 3.5, lc: "round" },
  );
  g += P("M4 -16Q60 -30 116 -14", line({ stroke: "#eba66a", sw: 3.5, so: 0.9 }));
  return `<g transform="translate(${x} ${y}) rotate(${ang})">${g}</g>`;
}
export function sateLilit(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: -0.4 });
  b += lf.body;
  for (const [x, y] of [
    [440, 300],
    [455, 340],
    [470, 380],
    [485, 420],
    [500, 460],
  ])
    b += lilit(x, y, -20, r);
  let sm = "";
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(r, 650, 478, 44, 13);
    sm +=
      E(x, y, 9, 5.5, { fill: "none", stroke: OL, sw: 5 }) +
      E(x, y, 9, 5.5, { fill: "none", stroke: "#d99ac8", sw: 2.5 });
  }
  for (let i = 0; i < 8; i++) {
    const [x, y] = inEllipse(r, 650, 478, 44, 13);
    sm += E(x, y, 6, 4, ink("#d8281e", { sw: 1.5 }));
  }
  b += bowl("matah", 650, 472, 72, 26, 36, "#f3d9a0", sm);
  b += limeHalf(145, 470, 36, 21);
  return { defs: lf.defs, body: b };
}

// ---------------- tempe mendoan ----------------
function mendoan(id, x, y, ang, r) {
  const pts = [];
  const W = 125,
    H = 62;
  for (let i = 0; i < 30; i++) {
    const t = i / 30,
      a = t * Math.PI * 2;
    const sq = (v) => Math.sign(v) * Math.abs(v) ** 0.45;
    pts.push([
      sq(Math.cos(a)) * W + r.range(-5, 5),
      sq(Math.sin(a)) * H + r.range(-5, 5) + Math.sin(t * 4 * Math.PI) * 3,
    ]);
  }
  const d = smooth(pts);
  let g = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  g += P(d, { fill: "#7a5418", tr: "translate(0 9)" });
  g += P(d, ink("#d6ad55"));
  const beans = dashes(r, 46, () => [r.range(-105, 105), r.range(-48, 48)], 5);
  let inner =
    P(beans, { fill: "none", stroke: "#bb945a", sw: 12, lc: "round" }) +
    P(beans, { fill: "none", stroke: "#f0dfb4", sw: 9, lc: "round" });
  inner += P(blob(0, 0, 120, 58, 14, 0.3, r), { fill: "#dcb45a", op: 0.55 });
  for (let i = 0; i < 9; i++)
    inner += P(
      blob(r.range(-100, 100), r.range(-45, 45), r.range(10, 24), r.range(6, 12), 7, 0.3, r),
      { fill: "#efcf85", op: 0.7 },
    );
  inner +=
    P(
      dashes(r, 22, () => [r.range(-105, 105), r.range(-48, 48)], 9),
      { fill: "none", stroke: "#2f6e1c", sw: 4.5, lc: "round" },
    ) +
    P(
      dashes(r, 14, () => [r.range(-105, 105), r.range(-48, 48)], 7),
      { fill: "none", stroke: "#74b84a", sw: 3.5, lc: "round" },
    );
  // floppy wave: a soft crease across
  inner += P(`M${-W} ${-10}Q${-40} ${-40} ${10} ${-6}T${W} ${-20}L${W} ${H}L${-W} ${H}Z`, {
    fill: "#8a5a14",
    op: 0.14,
  });
  inner += P(
    `M${-W} ${-12}Q${-40} ${-42} ${10} ${-8}T${W} ${-22}`,
    line({ stroke: "#f3d68e", sw: 3, so: 0.8 }),
  );
  inner += P(d, { fill: "none", stroke: "#a9782a", sw: 14, so: 0.55 });
  g += G({ cp: `url(#${id})` }, inner);
  g += P(d, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  return `<g transform="translate(${x} ${y}) rotate(${ang}) scale(1 .8)">${g}</g>`;
}
export function tempeMendoan(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: 0.3 });
  b += lf.body;
  b +=
    mendoan("m1", 300, 360, -12, r) +
    mendoan("m2", 480, 345, 9, r) +
    mendoan("m3", 390, 430, -3, r);
  let k = P("M598 462q30-10 60 4", line({ stroke: "#7a4a2a", sw: 3, so: 0.8 }));
  for (let i = 0; i < 9; i++) {
    const [x, y] = inEllipse(r, 640, 476, 42, 12);
    k +=
      E(x, y, 7, 4.5, ink(i % 2 ? "#d8281e" : "#4fa33a", { sw: 1.5 })) +
      E(x, y, 3, 2, { fill: "#f3e3b0" });
  }
  b += bowl("kecap", 640, 470, 68, 25, 36, "#2a130b", k);
  b +=
    chili(110, 470, 160, 500, -6, 6, "#4d9e2e") +
    chili(120, 500, 170, 520, 6, 6, "#d8362a") +
    chili(690, 530, 740, 505, -6, 6, "#5cae38");
  return { defs: lf.defs, body: b };
}

// ---------------- rawon ----------------
export function rawon(r) {
  const cx = 330,
    cy = 330;
  let b = plate(630, 300, 118, 40);
  b += mound("rice", r, 630, 318, 82, 70, { n: 90 });
  let c = P(blob(cx - 10, cy - 4, 150, 40, 12, 0.2, r), { fill: "#34221a", op: 0.9 });
  c += P(dots(r, 26, ellSample(r, cx, cy, 160, 50)), { stroke: "#5b3a22", sw: 7, lc: "round" });
  for (const [x, y, rx, ry] of [
    [cx - 80, cy - 12, 30, 17],
    [cx + 10, cy - 26, 28, 16],
    [cx + 85, cy + 10, 30, 17],
    [cx - 25, cy + 22, 30, 16],
    [cx - 120, cy + 24, 22, 13],
  ])
    c += chunk(r, x, y, rx, ry, "#5e3521", "#3a1d10", "#8a5a3a");
  let sp = "";
  for (let i = 0; i < 24; i++) {
    const [x, y] = inEllipse(r, cx + 60, cy - 10, 70, 22);
    const a = r.range(-0.8, 0.8) + (r() < 0.5 ? Math.PI : 0);
    sp += `M${f(x)} ${f(y)}q${f(Math.cos(a) * 14)} ${f(Math.sin(a) * 6 - 8)} ${f(Math.cos(a) * 28)} ${f(Math.sin(a) * 10)}`;
  }
  c +=
    P(sp, { fill: "none", stroke: OL, sw: 6, lc: "round" }) +
    P(sp, { fill: "none", stroke: "#f6f0d8", sw: 3.5, lc: "round" });
  c += P(dots(r, 16, ellSample(r, cx + 60, cy - 10, 70, 22)), {
    stroke: "#e8d36a",
    sw: 5,
    lc: "round",
  });
  c += scallions(r, 16, ellSample(r, cx - 40, cy, 130, 44), 6);
  c += shallots(r, 34, ellSample(r, cx, cy, 150, 46), 3.5);
  b += bowl("rw", cx, cy, 195, 68, 125, "#1c1310", c, {
    band: () =>
      E(cx, cy + 16, 195, 68, { fill: "none", stroke: "#2c5aa0", sw: 7 }) +
      E(cx, cy + 28, 195, 68, { fill: "none", stroke: "#2c5aa0", sw: 2 }),
  });
  // salted egg saucer
  b += plate(600, 470, 95, 32, {});
  b +=
    E(575, 462, 36, 22, ink("#fbf8ef")) +
    E(575, 462, 19, 13, ink("#e5621c", { sw: 2 })) +
    E(571, 459, 7, 4, { fill: "#f59a52" });
  b +=
    E(640, 458, 24, 30, ink("#bfd9cf", { tr: "rotate(20 640 458)" })) +
    E(634, 448, 6, 9, { fill: "#e5f2ec", tr: "rotate(20 634 448)" });
  // sambal
  b += bowl(
    "sbl",
    140,
    470,
    56,
    21,
    30,
    "#c8321f",
    P(dots(r, 10, ellSample(r, 140, 472, 40, 10)), { stroke: "#f7b27a", sw: 3, lc: "round" }),
  );
  b += steam(280, 200, 100, 14) + steam(370, 190, 100, -14);
  return { defs: "", body: b };
}

// ---------------- bika ambon ----------------
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
  s += P(side, ink("#e2ab38")) + P(front, ink("#f7cf55")) + P(top, ink("#d99634"));
  // honeycomb: elongated vertical holes (dark amber) with a pale lip
  let holes = "",
    lips = "",
    sh = "";
  for (let i = 0; i < 40; i++) {
    const px = x + 8 + r() * (w - 16),
      py = y - 24 - r() * (h - 38),
      l = r.range(10, 30);
    holes += `M${f(px)} ${f(py)}q${f(r.range(-3, 3))} ${f(-l / 2)} 0 ${f(-l)}`;
    lips += `M${f(px + 2.6)} ${f(py)}l0 ${f(-l)}`;
  }
  for (let i = 0; i < 14; i++) {
    const t = r.range(0.15, 0.9),
      py = y - 24 - r() * (h - 40),
      l = r.range(8, 22);
    sh += `M${f(x + w + dx * t)} ${f(py - dy * t)}l0 ${f(-l)}`;
  }
  s +=
    P(lips, { fill: "none", stroke: "#fff1bf", sw: 3, lc: "round" }) +
    P(holes, { fill: "none", stroke: "#b8731c", sw: 4, lc: "round" }) +
    P(sh, { fill: "none", stroke: "#a8661a", sw: 3.5, lc: "round" });
  s += P(
    dots(r, 22, () => {
      const u = r(),
        v = r();
      return [x + 8 + u * (w - 14) + v * dx * 0.85, y - h - v * dy * 0.85 - 3];
    }),
    { stroke: "#9a5a1c", sw: 4.5, lc: "round" },
  );
  s += P(`M${x + 8} ${y - h - 2}L${x + w - 6} ${y - h - 2}`, line({ stroke: "#f2bd5c", sw: 3 }));
  // brown bottom crust
  s += P(
    `M${x} ${y - 20}Q${x + w * 0.3} ${y - 26} ${x + w * 0.5} ${y - 19}T${x + w} ${y - 21}L${x + w} ${y}L${x} ${y}Z`,
    ink("#7a3a12", { sw: 2.5 }),
  );
  s += P(
    `M${x + w} ${y - 21}L${x + w + dx} ${y - dy - 21}L${x + w + dx} ${y - dy}L${x + w} ${y}Z`,
    ink("#5e2a0c", { sw: 2.5 }),
  );
  s += P(`M${x + 6} ${y - h + 6}l0 ${h - 34}`, line({ stroke: "#fff3c4", sw: 4, so: 0.7 }));
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
  b += P(sq, ink("#3e8a3c"));
  let v = "";
  for (let i = 1; i < 16; i++)
    v += `M${f(170 + i * 14.4)} ${f(420 - i * 5)}l${f(230 * 1.0)} ${f(85)}`;
  b +=
    `<clipPath id="sq"><path d="${sq}"/></clipPath>` +
    G({ cp: "url(#sq)" }, P(v, { fill: "none", stroke: "#5aa84c", sw: 2 })) +
    P(sq, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  b += bika(385, 395, 150, 110, 125, r);
  b += bika(225, 440, 150, 110, 125, r);
  b += bika(410, 488, 150, 110, 125, r);
  return { defs: "", body: b };
}

// ---------------- rendang ----------------
export function rendang(r) {
  let b = rattan(400, 425, 310, 104);
  const lf = leafLiner("leaf", 400, 418, 262, 82, r, { angle: -0.2 });
  b += lf.body;
  b += mound("rice", r, 235, 425, 115, 100, { n: 120 });
  const cx = 480,
    cy = 415;
  b += P(blob(cx, cy + 5, 150, 48, 16, 0.18, r), ink("#4e230c", { sw: 2.5 }));
  b += P(dots(r, 80, ellSample(r, cx, cy + 5, 145, 45)), { stroke: "#7a3a16", sw: 5, lc: "round" });
  const ch = [];
  for (let i = 0; i < 11; i++) {
    const [x, y] = inEllipse(r, cx, cy, 125, 38);
    const lift = (1 - Math.hypot((x - cx) / 125, (y - cy) / 38)) * 45;
    ch.push([x, y - lift]);
  }
  ch.sort((a, c) => a[1] - c[1]);
  for (const [x, y] of ch) {
    const rx = r.range(38, 48),
      ry = r.range(27, 33);
    b += chunk(r, x, y, rx, ry, "#5e2a11", "#351407", "#98532a", { jit: 0.3 });
    b += P(dots(r, 16, ellSample(r, x, y, rx * 0.75, ry * 0.7)), {
      stroke: "#8d4a1e",
      sw: 4.5,
      lc: "round",
    });
    b += P(dots(r, 9, ellSample(r, x, y, rx * 0.75, ry * 0.7)), {
      stroke: "#c0652a",
      sw: 2.6,
      lc: "round",
    });
  }
  for (const [x, y, a] of [
    [575, 365, 20],
    [395, 372, -30],
  ])
    b += `<g transform="rotate(${a} ${x} ${y})">${P(`M${x - 28} ${y}Q${x} ${y - 16} ${x + 28} ${y}Q${x} ${y + 16} ${x - 28} ${y}Z`, ink("#2f5a26", { sw: 2 }))}${P(`M${x - 24} ${y}L${x + 24} ${y}`, line({ stroke: "#5c8a3a", sw: 1.5 }))}</g>`;
  for (const [x, y] of [
    [470, 352],
    [540, 420],
    [420, 428],
    [610, 408],
  ])
    b += E(x, y, 9, 6, ink("#c8281e", { sw: 2 })) + E(x, y, 4.5, 2.8, { fill: "#f5c6a0" });
  return { defs: lf.defs, body: b };
}

// ---------------- timphan ----------------
function packet(x, y, ang, _r, s = 1) {
  let g = shadow(0, 34, 130, 14, 0.3);
  const body = "M-120 -28Q-128 0 -120 28L120 28Q128 0 120 -28Z";
  g += P(body, ink("#86ad4f"));
  g += P("M-118 8L118 8L120 28L-120 28Z", { fill: "#5f8a35", op: 0.8 });
  let v = "";
  for (let i = -110; i <= 110; i += 12) v += `M${i} -27l6 54`;
  g += P(v, { fill: "none", stroke: "#6d9a40", sw: 1.8 });
  g += P("M-112 -16L112 -16", line({ stroke: "#c3df8c", sw: 4, so: 0.8 }));
  // folded ends
  g += P("M-120 -28L-150 -4Q-154 0 -150 4L-120 28Q-112 0 -120 -28Z", ink("#739b43"));
  g += P("M120 -28L150 -4Q154 0 150 4L120 28Q112 0 120 -28Z", ink("#739b43"));
  g += P(body, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  return `<g transform="translate(${x} ${y}) rotate(${ang}) scale(${s} ${s * 0.9})">${g}</g>`;
}
function dough(x, y, ang, fill, shade, r, cut) {
  const pts = [];
  for (let i = 0; i <= 12; i++)
    pts.push([-95 + i * 15.8, -22 - Math.sin((i / 12) * Math.PI) * 5 + r.range(-1.5, 1.5)]);
  const bot = [];
  for (let i = 12; i >= 0; i--) bot.push([-95 + i * 15.8, 20 + r.range(-1.5, 1.5)]);
  const d = smooth([[-108, 0], ...pts, [108, -2], ...bot]);
  let g = shadow(0, 20, 100, 10, 0.3) + P(d, ink(fill));
  g += P("M-96 8Q0 16 96 8L100 16Q0 30 -100 16Z", { fill: shade, op: 0.55 });
  let v = "";
  for (let i = -80; i <= 80; i += 15) v += `M${i} -20q3 20 2 36`;
  g += P(v, { fill: "none", stroke: shade, sw: 1.5, so: 0.5 });
  g += P("M-84 -14Q0 -26 70 -16", line({ stroke: "#fff", sw: 5, so: 0.6 }));
  if (cut)
    g +=
      P("M10 -26Q22 0 10 22L40 22Q52 0 40 -26Z", ink("#a8641f", { sw: 2.5 })) +
      P("M18 -16Q26 0 18 14", line({ stroke: "#d69a52", sw: 4 }));
  return `<g transform="translate(${x} ${y}) rotate(${ang})">${g}</g>`;
}
export function timphan(r) {
  let b = plate(400, 430, 305, 102);
  b += packet(330, 320, -14, r, 0.9) + packet(490, 325, 10, r, 0.9) + packet(300, 395, -6, r);
  // opened leaf
  const leafD =
    "M300 470Q300 400 420 395L640 385Q700 400 690 450Q680 500 560 505L380 515Q300 515 300 470Z";
  b += P(leafD, ink("#7fa84a"));
  let vv = "";
  for (let i = 0; i < 22; i++) vv += `M${320 + i * 17} ${400 - i * 0.5}l6 110`;
  b +=
    `<clipPath id="open"><path d="${leafD}"/></clipPath>` +
    G(
      { cp: "url(#open)" },
      P(vv, { fill: "none", stroke: "#97bf62", sw: 2 }),
      P("M300 460Q500 440 700 420", line({ stroke: "#b9d884", sw: 6 })),
    );
  b += P(leafD, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  b += dough(480, 430, -4, "#f2c23f", "#c98f1c", r, true);
  b += dough(515, 478, -4, "#7bbf4e", "#4c8a2e", r, false);
  return { defs: "", body: b };
}
