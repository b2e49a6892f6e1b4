import {
  blob,
  blobPts,
  bowl,
  C,
  chili,
  crescent,
  dashes,
  dots,
  drizzle,
  E,
  ellSample,
  f,
  G,
  inEllipse,
  ink,
  line,
  OL,
  P,
  plate,
  riceTex,
  roundPoly,
  shadow,
  smooth,
  steam,
  triSample,
} from "./lib.mjs";

// ---------------- macaroni pie ----------------
export function macaroniPie(r) {
  const cx = 400,
    cy = 285,
    rx = 172,
    ry = 62,
    h = 105,
    brx = 160,
    bry = 57;
  let defs = "",
    b = plate(400, 418, 292, 98, { band: "#f5c04e", bandW: 3 });
  const wall = `M${cx - rx} ${cy}L${cx - brx} ${cy + h}A${brx} ${bry} 0 0 0 ${cx + brx} ${cy + h}L${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}Z`;
  defs += `<clipPath id="wall"><path d="${wall}"/></clipPath>`;
  b += shadow(cx, cy + h + 10, brx + 6, bry * 0.8, 0.35);
  b += P(wall, ink("#dc9a42"));
  let fl = "";
  for (let i = 0; i <= 26; i++) {
    const a = Math.PI * (0.02 + (0.96 * i) / 26);
    fl += `M${f(cx + rx * Math.cos(a))} ${f(cy + ry * Math.sin(a))}L${f(cx + brx * Math.cos(a))} ${f(cy + h + bry * Math.sin(a))}`;
  }
  b += G(
    { cp: "url(#wall)" },
    E(cx + rx * 0.95, cy + h * 0.7, rx * 0.55, h * 1.3, { fill: "#9a5519", op: 0.3 }),
    E(cx - rx * 0.6, cy + h * 0.5, rx * 0.22, h * 1.1, { fill: "#f6c877", op: 0.45 }),
    P(`M${cx - brx} ${cy + h}A${brx} ${bry} 0 0 0 ${cx + brx} ${cy + h}`, {
      fill: "none",
      stroke: "#9c5a1c",
      sw: 22,
      op: 0.45,
    }),
    P(fl, { fill: "none", stroke: "#a9661f", sw: 3, so: 0.75 }),
  );
  b += P(wall, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  // crimped rim
  const N = 34,
    orx = rx + 8,
    ory = ry + 6;
  const pt = (a, k) => [cx + Math.cos(a) * orx * k, cy + Math.sin(a) * ory * k];
  let rim = `M${f(pt(0, 1)[0])} ${f(pt(0, 1)[1])}`,
    ticks = "";
  for (let i = 0; i < N; i++) {
    const a0 = (i / N) * Math.PI * 2,
      a1 = ((i + 1) / N) * Math.PI * 2,
      am = (a0 + a1) / 2;
    const c = pt(am, 1.1),
      e = pt(a1, 1);
    rim += `Q${f(c[0])} ${f(c[1])} ${f(e[0])} ${f(e[1])}`;
    const t0 = pt(a1, 0.995),
      t1 = pt(a1, 0.86);
    ticks += `M${f(t0[0])} ${f(t0[1])}L${f(t1[0])} ${f(t1[1])}`;
  }
  b += P(`${rim}Z`, ink("#eab05a"));
  b += P(ticks, { fill: "none", stroke: "#b9772b", sw: 2.5, lc: "round" });
  b += P(
    `M${cx - rx + 6} ${cy - 14}Q${cx - 60} ${cy - ry - 8} ${cx + 40} ${cy - ry - 2}`,
    line({ stroke: "#fbdc98", sw: 4, so: 0.9 }),
  );
  // inner wall + filling
  b += E(cx, cy, rx - 20, ry - 9, ink("#b8732c", { sw: 2.5 }));
  const frx = rx - 24,
    fry = ry - 13,
    fcy = cy + 6;
  defs += `<clipPath id="fill"><ellipse cx="${cx}" cy="${fcy}" rx="${frx}" ry="${fry}"/></clipPath>`;
  let inner = E(cx, fcy, frx, fry, { fill: "#f0c255" });
  for (let i = 0; i < 12; i++) {
    const [x, y] = inEllipse(r, cx, fcy, frx, fry);
    inner += P(blob(x, y, r.range(12, 26), r.range(7, 13), 8, 0.25, r), {
      fill: r() < 0.6 ? "#d98e34" : "#b9681f",
      op: 0.85,
    });
  }
  const macs = [];
  for (let i = 0; i < 26; i++) macs.push(inEllipse(r, cx, fcy, frx - 10, fry - 6));
  macs.sort((a, c) => a[1] - c[1]);
  for (const [x, y] of macs) {
    const a = r() * Math.PI * 2,
      rr = r.range(8, 11),
      span = 2.4;
    const p1 = [x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.8],
      p2 = [x + Math.cos(a + span) * rr, y + Math.sin(a + span) * rr * 0.8];
    const d = `M${f(p1[0])} ${f(p1[1])}A${f(rr)} ${f(rr * 0.8)} 0 0 1 ${f(p2[0])} ${f(p2[1])}`;
    inner +=
      P(d, { fill: "none", stroke: OL, sw: 13, lc: "round" }) +
      P(d, { fill: "none", stroke: r() < 0.35 ? "#e0a043" : "#f8dd8f", sw: 8.5, lc: "round" });
    inner += E(p2[0], p2[1], 3, 2.4, { fill: "#9a5a1c" });
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = inEllipse(r, cx, fcy, frx, fry);
    inner += P(blob(x, y, r.range(9, 18), r.range(5, 9), 7, 0.3, r), { fill: "#c27424", op: 0.7 });
  }
  inner += P(dots(r, 40, ellSample(r, cx, fcy, frx, fry)), {
    stroke: "#fff1c2",
    sw: 3,
    lc: "round",
    so: 0.8,
  });
  b += G(
    { cp: "url(#fill)" },
    inner,
    E(cx, fcy - 10, frx, fry, { fill: "none", stroke: "#6d3a12", sw: 10, so: 0.35 }),
  );
  b += E(cx, fcy, frx, fry, { fill: "none", stroke: OL, sw: 2 });
  b += steam(330, 215, 110, 16) + steam(420, 200, 130, -16) + steam(500, 220, 100, 14);
  return { defs, body: b };
}

// ---------------- onigiri ----------------
function onigiri(id, x, y, w, h, r, o = {}) {
  const A = [x, y - h],
    B = [x + w / 2, y],
    Cc = [x - w / 2, y];
  const d = roundPoly([A, B, Cc], 46, 6);
  const defs = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  let s = shadow(x, y + 6, w * 0.52, 14, 0.35);
  s += P(d, ink("#fbf8f0"));
  let inner = E(x + w * 0.42, y - h * 0.25, w * 0.32, h * 0.8, { fill: "#e6dfcf" });
  inner += riceTex(
    r,
    140,
    triSample(r, [x, y - h + 8], [x + w / 2 - 8, y - 4], [x - w / 2 + 8, y - 4]),
    { edge: "#ddd5c3", len: 7 },
  );
  // nori
  const nw = w * 0.5;
  inner += P(
    `M${f(x - nw / 2)} ${f(y + 8)}L${f(x - nw / 2 + 4)} ${f(y - h * 0.42)}Q${f(x)} ${f(y - h * 0.45)} ${f(x + nw / 2 - 4)} ${f(y - h * 0.42)}L${f(x + nw / 2)} ${f(y + 8)}Z`,
    ink("#17241d"),
  );
  let nl = "";
  for (let i = 1; i < 5; i++)
    nl += `M${f(x - nw / 2 + 4 + (i * nw) / 5)} ${f(y - h * 0.4)}l${f(r.range(-3, 3))} ${f(h * 0.42)}`;
  inner += P(nl, { fill: "none", stroke: "#35503f", sw: 1.5 });
  inner += P(
    `M${f(x - nw / 2 + 8)} ${f(y - h * 0.38)}L${f(x - nw / 2 + 10)} ${f(y - 6)}`,
    line({ stroke: "#4f6e5a", sw: 3 }),
  );
  if (o.filling) {
    const fy = y - h * 0.6;
    inner += E(x, fy, 24, 17, ink("#f2e9d6", { sw: 2 }));
    inner += P(blob(x, fy + 1, 18, 12, 9, 0.15, r), ink("#f0804e", { sw: 2 }));
    inner += P(dashes(r, 8, ellSample(r, x, fy + 1, 13, 8), 7), {
      fill: "none",
      stroke: "#fbb48c",
      sw: 2.5,
      lc: "round",
    });
  }
  if (o.sesame)
    inner += P(
      dashes(
        r,
        26,
        triSample(
          r,
          [x, y - h + 20],
          [x + w / 2 - 30, y - h * 0.45],
          [x - w / 2 + 30, y - h * 0.45],
        ),
        3,
      ),
      { fill: "none", stroke: "#1b1b1b", sw: 2.6, lc: "round" },
    );
  s += G({ cp: `url(#${id})` }, inner);
  s += P(d, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  return { defs, s };
}
export function onigiriDish(r) {
  let defs = "",
    b = plate(400, 420, 300, 100);
  // bamboo leaves
  const leaf = (x1, y1, x2, y2, wdt) => {
    const mx = (x1 + x2) / 2,
      my = (y1 + y2) / 2,
      dx = x2 - x1,
      dy = y2 - y1,
      l = Math.hypot(dx, dy),
      nx = -dy / l,
      ny = dx / l;
    const d = `M${f(x1)} ${f(y1)}Q${f(mx + nx * wdt - dx * 0.15)} ${f(my + ny * wdt - dy * 0.15)} ${f(x2)} ${f(y2)}Q${f(mx - nx * wdt - dx * 0.15)} ${f(my - ny * wdt - dy * 0.15)} ${f(x1)} ${f(y1)}Z`;
    let v = "";
    for (const k of [-0.5, -0.25, 0.25, 0.5])
      v += `M${f(x1 + dx * 0.12 + nx * wdt * k * 0.5)} ${f(y1 + dy * 0.12 + ny * wdt * k * 0.5)}Q${f(mx + nx * wdt * k * 0.9 - dx * 0.1)} ${f(my + ny * wdt * k * 0.9 - dy * 0.1)} ${f(x2 - dx * 0.1)} ${f(y2 - dy * 0.1)}`;
    return (
      P(d, ink("#4c9a3b")) +
      P(v, { fill: "none", stroke: "#6fbb55", sw: 1.8 }) +
      P(
        `M${f(x1)} ${f(y1)}Q${f(mx - dx * 0.12)} ${f(my - dy * 0.12)} ${f(x2)} ${f(y2)}`,
        line({ stroke: "#a6dc7e", sw: 2.5 }),
      )
    );
  };
  b += leaf(150, 470, 640, 330, 62) + leaf(230, 330, 690, 450, 54);
  // pickled radish
  for (const [x, y, a] of [
    [610, 470, -10],
    [635, 455, 10],
    [585, 480, -25],
  ])
    b += P(
      `M${x - 22} ${y}A22 16 0 0 1 ${x + 22} ${y}Z`,
      ink("#f4cf36", { sw: 2.5, tr: `rotate(${a} ${x} ${y})` }),
    );
  const o1 = onigiri("o1", 290, 395, 190, 170, r, { sesame: true });
  const o2 = onigiri("o2", 510, 385, 190, 170, r);
  const o3 = onigiri("o3", 400, 462, 215, 195, r, { filling: true });
  defs += o1.defs + o2.defs + o3.defs;
  b += o1.s + o2.s + o3.s;
  return { defs, body: b };
}

// ---------------- loukoumades ----------------
export function loukoumades(r) {
  let b = plate(400, 415, 300, 100, { band: "#2c5aa0", bandW: 9, bandDash: "16 6" });
  b += E(400, 412, 275, 86, { fill: "none", stroke: "#2c5aa0", sw: 2 });
  b += P(blob(400, 420, 200, 62, 14, 0.12, r), { fill: "#e99b1a", op: 0.85 });
  b += P(blob(380, 418, 150, 42, 12, 0.15, r), { fill: "#f7c04a", op: 0.6 });
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
    b += C(x, y, rr, ink("#d9892a"));
    b += P(crescent(x, y, rr - 1.5, -0.2, 2.3, 1.35), { fill: "#b2621c" });
    b += E(x - rr * 0.32, y - rr * 0.38, rr * 0.36, rr * 0.2, {
      fill: "#f4c160",
      tr: `rotate(-30 ${f(x - rr * 0.32)} ${f(y - rr * 0.38)})`,
    });
    b +=
      C(x - rr * 0.45, y - rr * 0.42, 3.5, { fill: "#fff4d4" }) +
      P(
        `M${f(x + rr * 0.2)} ${f(y - rr * 0.75)}q${f(rr * 0.4)} ${f(rr * 0.1)} ${f(rr * 0.55)} ${f(rr * 0.45)}`,
        line({ stroke: "#ffe8a8", sw: 3, so: 0.9 }),
      );
    b += P(
      `M${f(x - rr * 0.9)} ${f(y - rr * 0.2)}Q${f(x)} ${f(y - rr * 0.75)} ${f(x + rr * 0.9)} ${f(y - rr * 0.2)}Q${f(x + rr * 0.5)} ${f(y + rr * 0.1)} ${f(x + rr * 0.3)} ${f(y + rr * 0.45)}Q${f(x)} ${f(y - rr * 0.1)} ${f(x - rr * 0.4)} ${f(y + rr * 0.3)}Q${f(x - rr * 0.6)} ${f(y - rr * 0.05)} ${f(x - rr * 0.9)} ${f(y - rr * 0.2)}Z`,
      { fill: "#f0a010", op: 0.35 },
    );
    b += C(x, y, rr, { fill: "none", stroke: OL, sw: 3 });
  }
  // honey drizzle
  honey = drizzle(r, 300, 510, 330, 14, 2) + drizzle(r, 250, 560, 380, 16, 2);
  b += P(honey, { fill: "none", stroke: "#c96f08", sw: 4.5, lc: "round", so: 0.85 });
  b += P(honey, {
    fill: "none",
    stroke: "#ffd36a",
    sw: 1.5,
    lc: "round",
    so: 0.9,
    tr: "translate(-1 -1)",
  });
  for (const [x, y] of balls.filter((_, i) => i % 3 === 0))
    b += P(`M${f(x - 5)} ${f(y + 24)}q4 10 0 14q-4-4 0-14Z`, {
      fill: "#f2a516",
      stroke: "#8a4a0a",
      sw: 1.2,
    });
  // walnuts and cinnamon
  for (let i = 0; i < 12; i++) {
    const [x, y] = inEllipse(r, 400, 345, 150, 70);
    b +=
      P(blob(x, y, 8, 6, 7, 0.35, r), ink("#b8793a", { sw: 1.8 })) +
      P(
        `M${f(x - 4)} ${f(y)}q4-3 8 0M${f(x - 3)} ${f(y + 3)}q3-2 6 0`,
        line({ stroke: "#5e3312", sw: 1.5 }),
      );
  }
  b += P(dots(r, 110, ellSample(r, 400, 350, 175, 90)), {
    stroke: "#6a3313",
    sw: 2.6,
    lc: "round",
  });
  b += P(dots(r, 70, ellSample(r, 400, 350, 175, 90)), { stroke: "#8a4a1e", sw: 1.6, lc: "round" });
  return { defs: "", body: b };
}

// ---------------- gimbab ----------------
function gimSlice(x, y, R, r) {
  let s = E(x, y + 12, R, R * 0.9, ink("#0d1511"));
  s += E(x, y, R, R * 0.9, ink("#1a2620"));
  s += P(
    `M${f(x - R * 0.7)} ${f(y - R * 0.55)}A${R} ${R * 0.9} 0 0 1 ${f(x + R * 0.2)} ${f(y - R * 0.88)}`,
    line({ stroke: "#4d6656", sw: 2.5 }),
  );
  s += E(x, y, R - 6, R * 0.9 - 6, { fill: "#fbf8f0", stroke: "#cfc6b2", sw: 1.5 });
  s += riceTex(
    r,
    34,
    () => {
      const a = r() * Math.PI * 2,
        d = r.range(0.55, 0.86);
      return [x + Math.cos(a) * (R - 6) * d, y + Math.sin(a) * (R * 0.9 - 6) * d];
    },
    { len: 5, w1: 5, w2: 3 },
  );
  const rot = r.range(0, 360);
  const k = R / 38;
  const it = [
    [-7, -22, 14, 13, "#f5cf22"],
    [-24, -8, 15, 15, "#fbe48f"],
    [8, -8, 12, 12, "#f07c1c"],
    [-20, 8, 12, 12, "#e84f67"],
    [8, 7, 14, 10, "#c9823f"],
  ];
  let g =
    P(blob(-3, 10, 11, 9, 7, 0.25, r), ink("#2d8a36", { sw: 1.5 })) +
    P(blob(-1, -2, 7, 6, 6, 0.25, r), ink("#3fa046", { sw: 1.5 }));
  for (const [ix, iy, w, h, c] of it)
    g += `<rect x="${ix}" y="${iy}" width="${w}" height="${h}" rx="2" fill="${c}" stroke="${OL}" stroke-width="1.5"/>`;
  s += `<g transform="translate(${f(x)} ${f(y)}) scale(${f(k)} ${f(k * 0.9)}) rotate(${f(rot)})">${g}</g>`;
  s += P(dots(r, 8, ellSample(r, x, y, R - 8, R * 0.8)), { stroke: "#f6e6b8", sw: 3, lc: "round" });
  return s;
}
export function gimbab(r) {
  let b = shadow(400, 470, 320, 60, 0.5);
  b += `<rect x="100" y="232" width="600" height="250" rx="40" fill="#cfc6b6" stroke="${OL}" stroke-width="3"/>`;
  b += `<rect x="100" y="222" width="600" height="250" rx="40" fill="#f4efe6" stroke="${OL}" stroke-width="3"/>`;
  b += `<rect x="122" y="240" width="556" height="214" rx="30" fill="#e7e0d3"/>`;
  b += P("M140 236H420", line({ stroke: "#fff", sw: 4, so: 0.8 }));
  const back = [
    [190, 300],
    [292, 296],
    [394, 300],
    [496, 296],
    [598, 300],
  ];
  const front = [
    [240, 388],
    [342, 392],
    [444, 388],
  ];
  for (const [x, y] of back) b += gimSlice(x, y, 50, r);
  for (const [x, y] of front) b += gimSlice(x, y, 52, r);
  // danmuji + dipping sauce
  for (const [x, y, a] of [
    [560, 420, -15],
    [590, 404, 8],
    [618, 424, -4],
  ])
    b += `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 22}" y="${y - 9}" width="44" height="22" rx="4" fill="#d9b31a" stroke="${OL}" stroke-width="2.5"/><rect x="${x - 22}" y="${y - 14}" width="44" height="18" rx="4" fill="#f7d733" stroke="${OL}" stroke-width="2.5"/></g>`;
  b += P(dots(r, 30, ellSample(r, 400, 350, 250, 90)), {
    stroke: "#f6e6b8",
    sw: 3,
    lc: "round",
    so: 0.7,
  });
  return { defs: "", body: b };
}

// ---------------- samosa ----------------
function samosa(x, y, s, r, flip = false) {
  const m = flip ? -1 : 1;
  const T = (px, py) => [x + px * s * m, y + py * s];
  const apex = T(0, -120),
    bl = T(-105, 28),
    br = T(72, 38),
    back = T(118, -2);
  let o = shadow(x + 8 * m, y + 36 * s, 120 * s, 20 * s, 0.35);
  o += P(roundPoly([apex, br, back], 14, 4), ink("#b5752a"));
  const front = roundPoly([apex, bl, br], 16, 5);
  o += P(front, ink("#e0a04a"));
  o += P(dots(r, 14, triSample(r, T(0, -100), T(-80, 18), T(58, 26))), {
    stroke: "#f6cf7f",
    sw: 5,
    lc: "round",
  });
  o += P(dots(r, 16, triSample(r, T(0, -100), T(-80, 18), T(58, 26))), {
    stroke: "#b46b22",
    sw: 2.5,
    lc: "round",
  });
  o += P(dots(r, 8, triSample(r, T(8, -100), T(64, 30), T(104, -2))), {
    stroke: "#8f561b",
    sw: 2.5,
    lc: "round",
  });
  // crimped seam along left edge
  const e1 = T(-6, -108),
    e2 = T(-96, 18);
  o += P(`M${f(e1[0])} ${f(e1[1])}L${f(e2[0])} ${f(e2[1])}`, line({ stroke: "#c98535", sw: 11 }));
  let t = "";
  for (let i = 0; i <= 9; i++) {
    const u = i / 9,
      px = e1[0] + (e2[0] - e1[0]) * u,
      py = e1[1] + (e2[1] - e1[1]) * u;
    t += `M${f(px - 5 * m)} ${f(py - 4)}l${f(9 * m)} ${f(5)}`;
  }
  o += P(t, line({ stroke: "#8f531a", sw: 2 }));
  o += P(
    `M${f(T(10, -96)[0])} ${f(T(10, -96)[1])}L${f(T(40, -40)[0])} ${f(T(40, -40)[1])}`,
    line({ stroke: "#f8d898", sw: 4, so: 0.8 }),
  );
  return o;
}
export function samosaDish(r) {
  let b = plate(400, 420, 300, 100, { rim: "#cdd2da", well: "#aeb4bf", edge: "#7d8491" });
  b += samosa(420, 345, 0.82, r, true);
  b += samosa(300, 420, 1, r);
  b += samosa(515, 432, 0.95, r, true);
  // chutneys
  b += bowl(
    "ch",
    650,
    455,
    72,
    27,
    38,
    "#4e9a35",
    P("M625 458c10-12 40-10 42 2s-30 10-24-2", line({ stroke: "#9ad46c", sw: 4 })) +
      P(dots(r, 16, ellSample(r, 650, 458, 50, 14)), { stroke: "#2f6e22", sw: 3, lc: "round" }),
    { body: "#e9e2d4" },
  );
  b += bowl(
    "ta",
    155,
    455,
    60,
    23,
    32,
    "#7e2418",
    P("M135 458c10-8 30-8 36 2", line({ stroke: "#b8543e", sw: 3 })),
    { body: "#e9e2d4" },
  );
  // green chili + onion rings
  b += chili(690, 505, 560, 528, 14, 9, "#3f9b37");
  b +=
    E(245, 520, 20, 9, { fill: "none", stroke: OL, sw: 7 }) +
    E(245, 520, 20, 9, { fill: "none", stroke: "#d99ac8", sw: 4 });
  b +=
    E(275, 528, 16, 7, { fill: "none", stroke: OL, sw: 7 }) +
    E(275, 528, 16, 7, { fill: "none", stroke: "#e8b6dc", sw: 4 });
  return { defs: "", body: b };
}

// ---------------- bakpao ----------------
function bun(x, y, w, h, _r, red) {
  const d = `M${f(x - w / 2)} ${f(y)}C${f(x - w / 2)} ${f(y - h * 0.85)} ${f(x - w * 0.22)} ${f(y - h)} ${f(x)} ${f(y - h)}C${f(x + w * 0.22)} ${f(y - h)} ${f(x + w / 2)} ${f(y - h * 0.85)} ${f(x + w / 2)} ${f(y)}Q${f(x)} ${f(y + h * 0.28)} ${f(x - w / 2)} ${f(y)}Z`;
  let s = P(d, ink("#fcf9f2"));
  s += P(
    `M${f(x + w * 0.18)} ${f(y - h * 0.9)}C${f(x + w * 0.45)} ${f(y - h * 0.7)} ${f(x + w * 0.5)} ${f(y - h * 0.2)} ${f(x + w * 0.46)} ${f(y + 2)}Q${f(x + w * 0.2)} ${f(y + h * 0.18)} ${f(x)} ${f(y + h * 0.13)}C${f(x + w * 0.3)} ${f(y - h * 0.2)} ${f(x + w * 0.28)} ${f(y - h * 0.6)} ${f(x + w * 0.18)} ${f(y - h * 0.9)}Z`,
    { fill: "#e9e1d1" },
  );
  const kx = x,
    ky = y - h + 14;
  let pl = "";
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (1.05 + (i / 10) * 0.9) + 0.0;
    const ex = x + Math.cos(a) * w * 0.36,
      ey =
        ky +
        8 +
        Math.abs(Math.sin(a)) * -2 +
        (1 - Math.abs(Math.cos(a))) * 0 +
        h * 0.25 +
        Math.abs(Math.cos(a)) * h * 0.08;
    const cx1 = kx + Math.cos(a + 0.5) * w * 0.2,
      cy1 = ky + 6;
    pl += `M${f(kx)} ${f(ky)}Q${f(cx1)} ${f(cy1)} ${f(ex)} ${f(ey - h * 0.15 * Math.abs(Math.sin(a)))}`;
  }
  s += P(pl, { fill: "none", stroke: "#cfc3ad", sw: 2.5, lc: "round" });
  s += E(kx, ky, 9, 6, ink("#f1ead9", { sw: 2 }));
  if (red) s += C(kx, ky - 1, 5, { fill: "#e2463c" });
  s += P(
    `M${f(x - w * 0.34)} ${f(y - h * 0.55)}Q${f(x - w * 0.3)} ${f(y - h * 0.85)} ${f(x - w * 0.12)} ${f(y - h * 0.93)}`,
    line({ stroke: "#fff", sw: 4 }),
  );
  return s;
}
export function bakpao(r) {
  const cx = 400,
    cy = 318,
    rx = 240,
    ry = 80,
    h = 110;
  let b = shadow(cx, cy + h + 30, rx * 1.05, ry * 0.7, 0.55);
  // inside back
  b += E(cx, cy, rx, ry, ink("#c48b43"));
  b += E(cx, cy + 6, rx - 14, ry - 8, { fill: "#a8722f" });
  let lat = "";
  for (let i = -12; i <= 12; i++)
    lat += `M${cx + i * 22 - 60} ${cy - 60}l120 140M${cx + i * 22 + 60} ${cy - 60}l-120 140`;
  b += `<clipPath id="floor"><ellipse cx="${cx}" cy="${cy + 6}" rx="${rx - 14}" ry="${ry - 8}"/></clipPath>`;
  b += G(
    { cp: "url(#floor)" },
    P(lat, { fill: "none", stroke: "#c99a56", sw: 3 }),
    E(cx, cy + 20, rx - 40, ry - 20, { fill: "#f2e6c8", stroke: "#d8c9a4", sw: 2 }),
  );
  b += bun(300, 322, 170, 120, r, false);
  b += bun(500, 318, 170, 120, r, true);
  b += bun(395, 372, 185, 130, r, false);
  // front wall
  const wall = `M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}L${cx + rx} ${cy + h}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h}Z`;
  b += `<clipPath id="wall"><path d="${wall}"/></clipPath>`;
  b += P(wall, ink("#d9a65c"));
  let slats = "";
  for (let i = 1; i < 30; i++) {
    const a = Math.PI * (i / 30);
    slats += `M${f(cx + Math.cos(a) * rx)} ${f(cy + Math.sin(a) * ry + 26)}l0 ${h - 44}`;
  }
  b += G(
    { cp: "url(#wall)" },
    P(slats, { fill: "none", stroke: "#c18b42", sw: 2 }),
    P(`M${cx - rx} ${cy + 12}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 12}`, {
      fill: "none",
      stroke: "#b87f35",
      sw: 26,
    }),
    P(`M${cx - rx} ${cy + h - 10}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + h - 10}`, {
      fill: "none",
      stroke: "#b87f35",
      sw: 22,
    }),
    P(
      `M${cx - rx} ${cy + 24}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 24}M${cx - rx} ${cy + h - 22}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + h - 22}`,
      { fill: "none", stroke: OL, sw: 2, so: 0.6 },
    ),
    E(cx + rx * 0.85, cy + h * 0.6, rx * 0.4, h * 1.5, { fill: "#7a4c17", op: 0.25 }),
  );
  b += P(wall, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  b += P(`M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`, {
    fill: "none",
    stroke: "#e9bd74",
    sw: 5,
  });
  b += P(`M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`, {
    fill: "none",
    stroke: OL,
    sw: 3,
  });
  b +=
    steam(300, 170, 110, 16, 0.45) +
    steam(400, 150, 120, -14, 0.45) +
    steam(505, 170, 105, 15, 0.45);
  return { defs: "", body: b };
}

// ---------------- croissant ----------------
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
    const d = `M${f(o0[0])} ${f(o0[1])}Q${f(om[0])} ${f(om[1])} ${f(o1[0])} ${f(o1[1])}Q${f(side1[0])} ${f(side1[1])} ${f(i1[0])} ${f(i1[1])}Q${f(im[0])} ${f(im[1])} ${f(i0[0])} ${f(i0[1])}Q${f(side0[0])} ${f(side0[1])} ${f(o0[0])} ${f(o0[1])}Z`;
    b += P(d, ink(i === 0 || i === 6 ? "#c9772a" : "#db8c32"));
    // lower shadow band + top highlight
    const l0 = P2(u0 + 0.03, -0.55),
      l1 = P2(u1 - 0.03, -0.55),
      lm = P2(um, -0.7);
    b += P(
      `M${f(i0[0])} ${f(i0[1])}Q${f(im[0])} ${f(im[1])} ${f(i1[0])} ${f(i1[1])}L${f(l1[0])} ${f(l1[1])}Q${f(lm[0])} ${f(lm[1])} ${f(l0[0])} ${f(l0[1])}Z`,
      { fill: "#a95d1d", op: 0.55 },
    );
    const h0 = P2(u0 + 0.05, 0.6),
      h1 = P2(u1 - 0.05, 0.6),
      hm = P2(um, 0.9);
    b += P(
      `M${f(h0[0])} ${f(h0[1])}Q${f(hm[0])} ${f(hm[1])} ${f(h1[0])} ${f(h1[1])}`,
      line({ stroke: "#f6c46c", sw: i === 3 ? 12 : 8 }),
    );
    // lamination lines
    let lam = "";
    for (const k of [0.3, 0.55, 0.8]) {
      const uu = u0 + (u1 - u0) * k;
      const a1 = P2(uu, 0.85),
        a2 = P2(uu + (k - 0.55) * 0.08, -0.75),
        am = P2(uu + (k - 0.55) * 0.15, 0);
      lam += `M${f(a1[0])} ${f(a1[1])}Q${f(am[0])} ${f(am[1])} ${f(a2[0])} ${f(a2[1])}`;
    }
    b += P(lam, line({ stroke: "#9b5318", sw: 2, so: 0.75 }));
    b += P(d, { fill: "none", stroke: OL, sw: 3, lj: "round" });
  }
  // crumbs
  for (let i = 0; i < 9; i++) {
    const x = r.range(200, 620),
      y = r.range(470, 495);
    b += P(blob(x, y, 5, 3.5, 5, 0.3, r), ink("#e3a14a", { sw: 1.5 }));
  }
  return { defs: "", body: b };
}

// ---------------- pannen-koeken ----------------
export function pannenKoeken(r) {
  let b = plate(400, 415, 310, 105, { band: "#2d5aa6", bandW: 8, bandDash: "4 5" });
  b += E(400, 415, 292, 99, { fill: "none", stroke: "#2d5aa6", sw: 2 });
  const pts = blobPts(400, 400, 255, 84, 36, 0.025, r);
  const d = smooth(pts);
  b +=
    P(smooth(pts.map(([x, y]) => [x + 3, y + 18])), ink("#c98a38")) +
    P(smooth(pts.map(([x, y]) => [x - 2, y + 9])), ink("#dba04a"));
  b += `<clipPath id="pk"><path d="${d}"/></clipPath>`;
  let inner = P(d, { fill: "#e9b458" });
  for (let i = 0; i < 34; i++) {
    const [x, y] = inEllipse(r, 400, 400, 240, 78);
    inner += P(blob(x, y, r.range(8, 22), r.range(4, 9), 7, 0.35, r), {
      fill: r() < 0.7 ? "#cf8a34" : "#f4cf7c",
      op: 0.75,
    });
  }
  inner += P(d, { fill: "none", stroke: "#b46f26", sw: 16, so: 0.55 });
  // syrup
  const syr = `M350 396q-40 14-88 2M456 404q44 16 96 6M400 412q10 22-6 40`;
  inner +=
    P(blob(405, 400, 78, 24, 12, 0.22, r), { fill: "#7a3a0e", op: 0.9 }) +
    P("M360 392q30-12 70-8", line({ stroke: "#e8a25a", sw: 3, so: 0.8 }));
  inner +=
    P(syr, { fill: "none", stroke: "#5a2606", sw: 8, lc: "round", so: 0.9 }) +
    P(syr, { fill: "none", stroke: "#a04e14", sw: 4.5, lc: "round" }) +
    P(syr, { fill: "none", stroke: "#f0b070", sw: 1.5, lc: "round", tr: "translate(-1 -1.5)" });
  // powdered sugar
  inner += E(400, 392, 190, 60, { fill: "#fff", op: 0.16 });
  inner += P(
    dots(r, 260, () => inEllipse(r, 400, 392, 215, 68)),
    { stroke: "#fffaf0", sw: 3, lc: "round", so: 0.9 },
  );
  b += G({ cp: "url(#pk)" }, inner);
  b += P(d, { fill: "none", stroke: OL, sw: 3 });
  // butter pat
  b += P(blob(402, 392, 40, 14, 9, 0.15, r), { fill: "#fbe08a", op: 0.9 });
  b +=
    P("M380 378l22-10 24 8-22 11z", ink("#fdeeb0", { sw: 2.5 })) +
    P("M380 378v10l24 11v-12zM404 387v12l22-10v-13z", ink("#f3d26b", { sw: 2.5 }));
  // cutlery
  b +=
    P("M660 520l60-130", line({ stroke: OL, sw: 12 })) +
    P("M660 520l60-130", line({ stroke: "#c7ccd6", sw: 7 }));
  b +=
    P("M726 376l6 -50M716 372l10-48M706 368l12-44", line({ stroke: OL, sw: 7 })) +
    P("M726 376l6 -50M716 372l10-48M706 368l12-44", line({ stroke: "#c7ccd6", sw: 3 }));
  b += P("M698 360q14 20 34 10l-6 14-24-8z", ink("#c7ccd6", { sw: 2.5 }));
  return { defs: "", body: b };
}
