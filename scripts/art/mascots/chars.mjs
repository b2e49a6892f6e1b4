// Character rigs: Arya, Nirwana, the guest star, and Naladhipa the mascot.
// Humans are drawn in a local frame: feet on y=0, head centre at (0,-470),
// shoulders at (+-56,-382), hips at (+-24,-228). Scenes place them with x, y, s.
import { round1 } from "../kit/format.mjs";
import { mascotColors, kawung, parang, star4 } from "./lib.mjs";

const INK = mascotColors.ink;
const P2 = (p) => `${round1(p[0])},${round1(p[1])}`;

export const ARYA = {
  name: "arya",
  skin: "#b0734a",
  skinShade: "#92593a",
  hair: "#2e2150",
  hairHi: "#6b5aa8",
  jacket: "#3b6ea5",
  jacketShade: "#2c5482",
  cuff: "#24466d",
  pants: "#4a4662",
  shoe: mascotColors.text,
  sole: mascotColors.coral,
  lips: "#7a3a2a",
};

export const NIRWANA = {
  name: "nirwana",
  skin: "#d49a6a",
  skinShade: "#b97f52",
  hair: "#3d1a3f",
  hairHi: "#8a4a7e",
  kebaya: mascotColors.coral,
  kebayaShade: "#e0603f",
  lace: "#ffe0d2",
  kain: mascotColors.tealDeep,
  shoe: mascotColors.text,
  sole: mascotColors.teal,
  bag: "#f3e3c3",
  lips: "#c2413a",
};

export const STAR = {
  name: "star",
  skin: "#8a5638",
  skinShade: "#6e4129",
  hair: "#5b2d8e",
  hairHi: mascotColors.teal,
  jacket: "#c9d3f0",
  jacketShade: "#9aa6d6",
  pants: "#1c1438",
  shoe: mascotColors.gold,
  sole: mascotColors.coral,
  lips: "#b83a4a",
};

// ---------- generic pieces ----------

function limb(pts, w, color, lw) {
  const d = `M${pts.map(P2).join("L")}`;
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${round1(w + 2 * lw)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function ang(a, b) {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

function towards(a, b, d) {
  const L = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [b[0] - ((b[0] - a[0]) / L) * d, b[1] - ((b[1] - a[1]) / L) * d];
}

function hand(ch, e, h, lw, kind = "fist") {
  const a = ang(e, h);
  let s = `<g transform="translate(${P2(h)}) rotate(${round1(a)})" stroke="${INK}" stroke-width="${round1(lw)}" fill="${ch.skin}">`;
  if (kind === "open") {
    // open palm with fingers (waving)
    s += `<path d="M-6,-10C4,-13 10,-12 14,-8L24,-10C28,-10 28,-6 24,-5L15,-3L26,-2C30,-1 30,3 26,4L15,4L24,8C28,9 27,13 23,12L12,10C6,13 -4,13 -8,8Z"/>`;
    s += `<path d="M0,-10L8,-22C10,-25 14,-23 13,-20L8,-8" />`;
  } else {
    s += `<ellipse cx="2" cy="0" rx="14" ry="12"/>`;
    s += `<path d="M2,-10Q8,-14 12,-9" fill="none"/>`;
  }
  return `${s}</g>`;
}

function shoe(ch, ax, ay, dir, lw) {
  // dir: -1 toe left, 1 toe right, 0 front
  const t = dir * 12;
  return (
    `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">` +
    `<path d="M${round1(ax - 17 + Math.min(t, 0))},${round1(ay + 16)}C${round1(ax - 18 + Math.min(t, 0))},${round1(ay - 2)} ${round1(ax - 10)},${round1(ay - 8)} ${round1(ax)},${round1(ay - 8)}C${round1(ax + 10)},${round1(ay - 8)} ${round1(ax + 18 + Math.max(t, 0))},${round1(ay - 2)} ${round1(ax + 17 + Math.max(t, 0))},${round1(ay + 16)}Z" fill="${ch.shoe}"/>` +
    `<path d="M${round1(ax - 18 + Math.min(t, 0))},${round1(ay + 12)}L${round1(ax + 18 + Math.max(t, 0))},${round1(ay + 12)}L${round1(ax + 18 + Math.max(t, 0))},${round1(ay + 18)}L${round1(ax - 18 + Math.min(t, 0))},${round1(ay + 18)}Z" fill="${ch.sole}"/>` +
    `</g>`
  );
}

// ---------- faces ----------

function eyes(ch, t, expr, lw, opts = {}) {
  const dx = t * 11;
  const y = -466;
  let s = "";
  const xs = [-17 + dx, 17 + dx];
  const lookX = opts.look ?? t * 2;
  for (const [i, x] of xs.entries()) {
    if (expr === "closed" || expr === "sing") {
      s += `<path d="M${round1(x - 7)},${y}Q${round1(x)},${y + 6} ${round1(x + 7)},${y}" fill="none" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
      if (ch.lashes)
        s += `<path d="M${round1(x + (i ? 7 : -7))},${y}l${i ? 4 : -4},-3" stroke="${INK}" stroke-width="${round1(lw * 0.8)}" stroke-linecap="round"/>`;
      continue;
    }
    const rx = ch.lashes ? 5.6 : 5;
    const ry = ch.lashes ? 7.2 : 6.5;
    s += `<ellipse cx="${round1(x + lookX)}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}"/>`;
    s += `<circle cx="${round1(x + lookX + 1.8)}" cy="${y - 2.5}" r="1.9" fill="#fff"/>`;
    if (ch.lashes) {
      const sx = i ? 1 : -1;
      s += `<path d="M${round1(x + lookX - 6)},${y - 5}Q${round1(x + lookX)},${y - 10} ${round1(x + lookX + 6)},${y - 5}M${round1(x + lookX + sx * 5)},${y - 6}l${sx * 5},-4" fill="none" stroke="${INK}" stroke-width="${round1(lw * 0.9)}" stroke-linecap="round"/>`;
    }
  }
  // brows
  const by = -482;
  const browW = ch.lashes ? 1 : 1.6;
  for (const [i, x] of xs.entries()) {
    const sgn = i ? 1 : -1;
    let d;
    if (expr === "think")
      d = i
        ? `M${round1(x - 7)},${by - 6}Q${round1(x)},${by - 5} ${round1(x + 8)},${by}`
        : `M${round1(x - 8)},${by}Q${round1(x)},${by - 5} ${round1(x + 7)},${by - 6}`;
    else if (expr === "sing" || expr === "closed")
      d = `M${round1(x - 8)},${by - 2}Q${round1(x)},${by - 8} ${round1(x + 8)},${by - 2}`;
    else if (expr === "confident")
      d = `M${round1(x - 8 * sgn)},${by - (i ? 0 : 0)}Q${round1(x)},${by - 6} ${round1(x + 8 * sgn)},${by - 1}`;
    else d = `M${round1(x - 8)},${by}Q${round1(x)},${by - 6} ${round1(x + 8)},${by}`;
    s += `<path d="${d}" fill="none" stroke="${ch.browColor || INK}" stroke-width="${round1(lw * browW * 1.2)}" stroke-linecap="round"/>`;
  }
  return s;
}

function mouth(ch, t, expr, lw) {
  const x = t * 12;
  const y = -437;
  if (expr === "sing")
    return `<path d="M${round1(x - 9)},${y - 3}Q${round1(x)},${y - 6} ${round1(x + 9)},${y - 3}Q${round1(x + 8)},${y + 12} ${round1(x)},${y + 12}Q${round1(x - 8)},${y + 12} ${round1(x - 9)},${y - 3}Z" fill="#5a1a2a" stroke="${INK}" stroke-width="${round1(lw)}"/><path d="M${round1(x - 5)},${y + 8}Q${round1(x)},${y + 4} ${round1(x + 5)},${y + 8}" fill="${mascotColors.coral}"/>`;
  if (expr === "think")
    return `<path d="M${round1(x - 7)},${y + 1}Q${round1(x)},${y - 1} ${round1(x + 6)},${y + 1}" fill="none" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
  if (expr === "calm")
    return `<path d="M${round1(x - 8)},${y}Q${round1(x)},${y + 4} ${round1(x + 8)},${y}" fill="none" stroke="${ch.lips}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round"/>`;
  if (expr === "grin")
    return `<path d="M${round1(x - 12)},${y - 3}Q${round1(x)},${y - 1} ${round1(x + 12)},${y - 3}Q${round1(x + 9)},${y + 10} ${round1(x)},${y + 10}Q${round1(x - 9)},${y + 10} ${round1(x - 12)},${y - 3}Z" fill="#fff" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  // smile / confident
  return `<path d="M${round1(x - 11)},${y - 2}Q${round1(x)},${y + 8} ${round1(x + 11)},${y - 2}" fill="none" stroke="${ch.lashes ? ch.lips : INK}" stroke-width="${round1(lw * 1.15)}" stroke-linecap="round"/>`;
}

function faceBase(ch, t, lw, shape) {
  let s = "";
  // ears (near ear moves with turn)
  const earL = -42 + Math.max(t, 0) * 6;
  const earR = 42 + Math.min(t, 0) * 6;
  if (t < 0.7)
    s += `<ellipse cx="${round1(earR)}" cy="-464" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  if (t > -0.7)
    s += `<ellipse cx="${round1(earL)}" cy="-464" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  s += `<path d="${shape}" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  return s;
}

function faceDetails(ch, t, expr, lw, opts) {
  let s = eyes(ch, t, expr, lw, opts);
  const nx = t * 16;
  // nose
  s += `<path d="M${round1(nx - 2)},-458Q${round1(nx + 5 * (t >= 0 ? 1 : -1))},-450 ${round1(nx)},-447" fill="none" stroke="${ch.skinShade}" stroke-width="${round1(lw)}" stroke-linecap="round"/>`;
  // blush
  s += `<ellipse cx="${round1(-26 + t * 8)}" cy="-447" rx="8" ry="4.5" fill="${mascotColors.coral}" opacity="0.35"/><ellipse cx="${round1(26 + t * 8)}" cy="-447" rx="8" ry="4.5" fill="${mascotColors.coral}" opacity="0.35"/>`;
  s += mouth(ch, t, expr, lw);
  return s;
}

// ---------- Arya ----------

const ARYA_FACE =
  "M-42,-482C-42,-530 42,-530 42,-482L41,-458C39,-434 20,-418 0,-417C-20,-418 -39,-434 -41,-458Z";

function aryaHair(ch, t, lw) {
  const dx = t * 4;
  const P = (x, y) => `${round1(x + dx * (1 - Math.abs(x) / 60))},${y}`;
  let s = `<path d="M${P(-45, -458)}C${P(-52, -500)} ${P(-42, -530)} ${P(-12, -540)}C${P(4, -560)} ${P(38, -566)} ${P(58, -548)}C${P(50, -546)} ${P(46, -543)} ${P(42, -540)}C${P(54, -528)} ${P(52, -500)} ${P(45, -458)}L${P(40, -466)}C${P(38, -488)} ${P(28, -498)} ${P(14, -502)}C${P(2, -492)} ${P(-12, -503)} ${P(-22, -498)}C${P(-34, -494)} ${P(-38, -482)} ${P(-40, -464)}Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  // sheen strokes
  s += `<path d="M${P(-24, -528)}Q${P(0, -548)} ${P(34, -552)}M${P(-34, -510)}Q${P(-28, -526)} ${P(-14, -532)}" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  return s;
}

function aryaGlasses(t, lw) {
  const dx = t * 11;
  const a = -17 + dx;
  const b = 17 + dx;
  return (
    `<g fill="${mascotColors.goldSoft}" fill-opacity="0.18" stroke="${INK}" stroke-width="${round1(lw * 1.1)}">` +
    `<circle cx="${round1(a)}" cy="-466" r="12.5"/><circle cx="${round1(b)}" cy="-466" r="12.5"/>` +
    `<path d="M${round1(a + 12.5)},-468Q${round1(dx)},-473 ${round1(b - 12.5)},-468" fill="none"/>` +
    (t < 0.6
      ? `<path d="M${round1(b + 12.5)},-468L${round1(40 + Math.min(t, 0) * 6)},-472" fill="none"/>`
      : "") +
    (t > -0.6
      ? `<path d="M${round1(a - 12.5)},-468L${round1(-40 + Math.max(t, 0) * 6)},-472" fill="none"/>`
      : "") +
    `</g>`
  );
}

function aryaTorso(ctx, ch, o, lw) {
  const bat = parang(ctx, "aryabatik", { bg: mascotColors.gold, fg: "#8a3a18", size: 14 });
  const sh = o.shift || 0; // shirt opening offset for 3/4 turn
  let s = `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  // neck
  s += `<path d="M-12,-430L-12,-396L12,-396L12,-430Z" fill="${ch.skinShade}"/>`;
  // jacket body
  s += `<path d="M-20,-402C-46,-400 -62,-394 -64,-372L-58,-238L-56,-220L56,-220L58,-238L64,-372C62,-394 46,-400 20,-402Z" fill="${ch.jacket}"/>`;
  // batik shirt panel
  s += `<path d="M${-20 + sh},-402L${20 + sh},-402L${18 + sh},-226L${-18 + sh},-226Z" fill="${bat}"/>`;
  // shirt collar
  s += `<path d="M${-16 + sh},-404L${sh},-384L${-22 + sh},-382ZM${16 + sh},-404L${sh},-384L${22 + sh},-382Z" fill="${mascotColors.goldSoft}"/>`;
  // jacket lapels/front edges
  s += `<path d="M${-20 + sh},-402L${-30 + sh},-380L${-22 + sh},-370L${-20 + sh},-226L${-30 + sh},-226L${-32 + sh},-372L${-40 + sh},-384Z" fill="${ch.jacketShade}"/>`;
  s += `<path d="M${20 + sh},-402L${30 + sh},-380L${22 + sh},-370L${20 + sh},-226L${30 + sh},-226L${32 + sh},-372L${40 + sh},-384Z" fill="${ch.jacketShade}"/>`;
  // hem ribbing
  s += `<path d="M-57,-236L${-20 + sh},-236L${-20 + sh},-220L-56,-220ZM${20 + sh},-236L57,-236L56,-220L${20 + sh},-220Z" fill="${ch.cuff}"/>`;
  // pocket + pin (small gold star badge)
  s += `<path d="M-50,-290L-32,-292" fill="none"/>`;
  s += `</g>`;
  s += `<path d="M44,-350l3,-7l3,7l7,3l-7,3l-3,7l-3,-7l-7,-3z" fill="${mascotColors.gold}" stroke="${INK}" stroke-width="${round1(lw * 0.6)}"/>`;
  return s;
}

function aryaLower(ch, o, lw) {
  const L = o.legs || {
    l: [
      [-26, -112],
      [-28, -20],
    ],
    r: [
      [26, -112],
      [28, -20],
    ],
  };
  let s = "";
  s += limb([[-24, -214], ...L.l], 40, ch.pants, lw);
  s += limb([[24, -214], ...L.r], 40, ch.pants, lw);
  s += `<path d="M-54,-224L54,-224L50,-190L-50,-190Z" fill="${ch.pants}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  s += `<path d="M-54,-224L54,-224L54,-216L-54,-216Z" fill="#3a3652" stroke="${INK}" stroke-width="${round1(lw * 0.7)}"/>`;
  s += shoe(ch, L.l[1][0], L.l[1][1], o.toeL ?? -0.4, lw);
  s += shoe(ch, L.r[1][0], L.r[1][1], o.toeR ?? 0.4, lw);
  return s;
}

// ---------- Nirwana ----------

const NIR_FACE =
  "M-40,-480C-40,-528 40,-528 40,-480C40,-452 22,-420 0,-418C-22,-420 -40,-452 -40,-480Z";

function nirHairBack(ch, t, lw) {
  const dx = -t * 4;
  return `<path d="M${round1(dx)},-536C${round1(44 + dx)},-536 ${round1(62 + dx)},-506 ${round1(60 + dx)},-468L${round1(62 + dx)},-424C${round1(62 + dx)},-412 ${round1(50 + dx)},-410 ${round1(42 + dx)},-416L${round1(-42 + dx)},-416C${round1(-50 + dx)},-410 ${round1(-62 + dx)},-412 ${round1(-62 + dx)},-424L${round1(-60 + dx)},-468C${round1(-62 + dx)},-506 ${round1(-44 + dx)},-536 ${round1(dx)},-536Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
}

function nirHairFront(ch, t, lw) {
  const dx = t * 5;
  const X = (x) => round1(x + dx);
  let s = `<path d="M${X(-50)},-440C${X(-56)},-480 ${X(-52)},-528 ${X(-6)},-536C${X(30)},-540 ${X(58)},-518 ${X(54)},-470L${X(52)},-430C${X(46)},-456 ${X(44)},-478 ${X(36)},-490C${X(20)},-482 ${X(-2)},-492 ${X(-14)},-508C${X(-20)},-494 ${X(-30)},-484 ${X(-40)},-478C${X(-44)},-466 ${X(-46)},-452 ${X(-50)},-440Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  s += `<path d="M${X(-6)},-526Q${X(22)},-528 ${X(40)},-506M${X(-34)},-510Q${X(-30)},-522 ${X(-18)},-526" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  // gold hairpin + melati flower on viewer-left side
  s += `<path d="M${X(-44)},-500L${X(-22)},-522" stroke="${INK}" stroke-width="${round1(lw * 2.8)}" stroke-linecap="round"/><path d="M${X(-44)},-500L${X(-22)},-522" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
  s += flower(Number(X(-44)), -498, 7, lw);
  return s;
}

function flower(x, y, r, lw) {
  let s = `<g transform="translate(${round1(x)} ${round1(y)})" stroke="${INK}" stroke-width="${round1(lw * 0.7)}">`;
  for (let i = 0; i < 5; i++)
    s += `<ellipse cx="0" cy="${-r * 0.6}" rx="${round1(r * 0.42)}" ry="${round1(r * 0.62)}" fill="#fff" transform="rotate(${i * 72})"/>`;
  s += `<circle r="${round1(r * 0.3)}" fill="${mascotColors.gold}"/></g>`;
  return s;
}

function nirTorso(ctx, ch, o, lw) {
  let s = `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  s += `<path d="M-11,-430L-11,-396L11,-396L11,-430Z" fill="${ch.skinShade}"/>`;
  // kebaya
  s += `<path d="M-16,-404C-42,-402 -58,-394 -60,-372L-52,-300C-50,-270 -56,-244 -62,-222L0,-198L62,-222C56,-244 50,-270 52,-300L60,-372C58,-394 42,-402 16,-404Z" fill="${ch.kebaya}"/>`;
  if (o.back) {
    s += `</g>`;
    s += `<path d="M-58,-226L0,-203L58,-226" fill="none" stroke="${ch.lace}" stroke-width="${round1(lw * 2)}" stroke-linecap="round" stroke-dasharray="0 ${round1(lw * 2.6)}"/>`;
    s += `<path d="M-40,-398L50,-244" stroke="${INK}" stroke-width="${round1(8 + lw * 2)}" stroke-linecap="round"/><path d="M-40,-398L50,-244" stroke="${ch.bag}" stroke-width="8" stroke-linecap="round"/>`;
    return s;
  }
  // inner kemben (batik)
  const kem = kawung(ctx, "kemben", { bg: mascotColors.gold, fg: "#b5562e", size: 12 });
  s += `<path d="M-16,-404L16,-404L0,-332Z" fill="${kem}"/>`;
  s += `</g>`;
  // lace trims: dotted scallops along neckline and hem
  const lace = (d) =>
    `<path d="${d}" fill="none" stroke="${ch.lace}" stroke-width="${round1(lw * 2)}" stroke-linecap="round" stroke-dasharray="0 ${round1(lw * 2.6)}"/>` +
    `<path d="${d}" fill="none" stroke="${ch.lace}" stroke-width="${round1(lw * 0.7)}"/>`;
  s += lace("M-19,-400L-2,-328L-2,-206");
  s += lace("M19,-400L2,-328");
  s += lace("M-58,-226L0,-203L58,-226");
  // kerongsang brooches
  for (const y of [-322, -292, -262])
    s += `<circle cx="0" cy="${y}" r="5" fill="${mascotColors.gold}" stroke="${INK}" stroke-width="${round1(lw * 0.7)}"/>`;
  if (o.bag !== false) {
    // crossbody strap (modern touch)
    s += `<path d="M-40,-398L50,-244" stroke="${INK}" stroke-width="${round1(8 + lw * 2)}" stroke-linecap="round"/><path d="M-40,-398L50,-244" stroke="${ch.bag}" stroke-width="8" stroke-linecap="round"/>`;
  }
  return s;
}

function nirBag(ch, lw) {
  return (
    `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">` +
    `<rect x="34" y="-252" width="46" height="38" rx="9" fill="${ch.bag}"/>` +
    `<path d="M34,-238Q57,-226 80,-238" fill="none"/>` +
    `<circle cx="57" cy="-231" r="4" fill="${mascotColors.coral}"/>` +
    `</g>`
  );
}

function nirLower(ctx, ch, o, lw) {
  const kain = kawung(ctx, "kain", { bg: ch.kain, fg: "#e2b04a", size: 15 });
  const fl = o.feet || { l: [-22, -14], r: [22, -14] };
  let s = "";
  // ankles
  s += limb([[fl.l[0], fl.l[1] - 30], fl.l], 18, ch.skin, lw);
  s += limb([[fl.r[0], fl.r[1] - 30], fl.r], 18, ch.skin, lw);
  s += shoe(ch, fl.l[0], fl.l[1], o.toeL ?? -0.3, lw);
  s += shoe(ch, fl.r[0], fl.r[1], o.toeR ?? 0.3, lw);
  const hl = Math.min(fl.l[0] - 28, -56);
  const hr = Math.max(fl.r[0] + 28, 56);
  const hy = Math.min(fl.l[1], fl.r[1]) - 26;
  s += `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  s += `<path d="M-50,-250L50,-250L${round1(hr)},${round1(hy)}C${round1(hr * 0.5)},${round1(hy + 8)} ${round1(hl * 0.5)},${round1(hy + 8)} ${round1(hl)},${round1(hy)}Z" fill="${kain}"/>`;
  // wiron pleats (front wrap edge)
  const px = o.back ? -14 : 14;
  s += `<path d="M${px},-250L${round1(px + 8)},${round1(hy + 6)}L${round1(px + 16)},${round1(hy + 1)}L${round1(px + 24)},${round1(hy + 6)}L${round1(px + 30)},${round1(hy + 1)}L${px + 6},-250Z" fill="#17655f"/>`;
  s += `<path d="M${px + 2},-240L${round1(px + 16)},${round1(hy + 1)}M${px + 4},-240L${round1(px + 24)},${round1(hy + 4)}" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 0.6)}"/>`;
  // waist sash (modern belt)
  s += `<path d="M-51,-256L51,-256L50,-240L-50,-240Z" fill="${mascotColors.gold}"/>`;
  s += `</g>`;
  return s;
}

// ---------- Guest star ----------

function starHairBack(ch, lw) {
  // big cloud-like curly puff (mega mendung echo)
  const bumps = [
    [-78, -470, 30],
    [-72, -520, 32],
    [-46, -556, 34],
    [-6, -574, 36],
    [36, -562, 34],
    [66, -528, 32],
    [78, -478, 30],
    [70, -440, 24],
    [-70, -440, 24],
  ];
  let s = `<g fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}">`;
  for (const [x, y, r] of bumps) s += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  s += `<ellipse cx="0" cy="-490" rx="74" ry="70" stroke="none"/>`;
  s += `</g>`;
  // teal streaks
  s += `<path d="M-60,-540Q-40,-566 -10,-570M40,-548Q62,-530 70,-500" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 2.2)}" stroke-linecap="round"/>`;
  return s;
}

function starHairFront(ch, lw) {
  return `<path d="M-44,-470C-50,-510 -30,-530 0,-530C30,-530 50,-510 44,-470C36,-490 24,-500 14,-494C4,-504 -8,-504 -18,-494C-28,-500 -38,-490 -44,-470Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
}

function starTorso(ctx, ch, _o, lw) {
  let s = `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  s += `<path d="M-12,-430L-12,-396L12,-396L12,-430Z" fill="${ch.skinShade}"/>`;
  // sequin jacket with strong shoulders
  s += `<path d="M-22,-402C-56,-402 -74,-396 -78,-376L-58,-236L-54,-214L54,-214L58,-236L78,-376C74,-396 56,-402 22,-402Z" fill="${ch.jacket}"/>`;
  // top underneath (coral) and deep V
  s += `<path d="M-22,-402L22,-402L0,-300Z" fill="${mascotColors.coral}"/>`;
  s += `<path d="M-22,-402L-4,-300L-8,-214L-30,-214L-30,-380ZM22,-402L4,-300L8,-214L30,-214L30,-380Z" fill="${ch.jacketShade}"/>`;
  // gold shoulder pads
  s += `<path d="M-78,-376C-74,-398 -56,-404 -36,-402L-44,-380Z" fill="${mascotColors.gold}"/><path d="M78,-376C74,-398 56,-404 36,-402L44,-380Z" fill="${mascotColors.gold}"/>`;
  s += `</g>`;
  // sequins pattern
  const seq = ctx.def(
    "sequin",
    (id) =>
      `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#fff" opacity="0.7"/><circle cx="9" cy="9" r="2" fill="${mascotColors.teal}" opacity="0.8"/></pattern>`,
  );
  s += `<path d="M-74,-376L-58,-236L-54,-214L-30,-214L-30,-380L-44,-380ZM74,-376L58,-236L54,-214L30,-214L30,-380L44,-380Z" fill="${seq}" opacity="0.55"/>`;
  // star brooch
  s += `<path d="M-46,-336l4,-9l4,9l9,4l-9,4l-4,9l-4,-9l-9,-4z" fill="${mascotColors.gold}" stroke="${INK}" stroke-width="${round1(lw * 0.6)}"/>`;
  return s;
}

function starLower(ch, o, lw) {
  const L = o.legs;
  let s = "";
  // flared trousers: thick limbs ending in bell
  s += limb([[-26, -214], ...L.l], 42, ch.pants, lw);
  s += limb([[26, -214], ...L.r], 42, ch.pants, lw);
  for (const k of ["l", "r"]) {
    const [ax, ay] = L[k][1];
    s += `<path d="M${ax - 24},${ay + 4}L${ax - 16},${ay - 40}L${ax + 16},${ay - 40}L${ax + 24},${ay + 4}Z" fill="${ch.pants}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
    s += `<path d="M${ax - 18},${ay + 4}L${ax + 18},${ay + 4}L${ax + 20},${ay + 18}L${ax - 20},${ay + 18}Z" fill="${ch.shoe}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  }
  s += `<path d="M-56,-224L56,-224L52,-186L-52,-186Z" fill="${ch.pants}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  s += `<path d="M-40,-206L40,-206" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.5)}" stroke-dasharray="2 6" stroke-linecap="round"/>`;
  return s;
}

// ---------- the rig ----------

const SHOULDER = { l: [-54, -380], r: [54, -380] };

/**
 * o: { x, y, s, turn, expr, arms: {l:{e,h,kind}, r:{...}}, behind: ['l'|'r'],
 *      legs/feet, back: bool, propsBack, propsMid (between sleeves and hands), propsFront, look }
 */
export function figure(ctx, ch, o) {
  const s = o.s ?? 1;
  const lw = (o.lw ?? 3) / s;
  const t = o.turn ?? 0;
  const expr = o.expr ?? "smile";
  const arms = o.arms || {
    l: { e: [-70, -290], h: [-72, -200] },
    r: { e: [70, -290], h: [72, -200] },
  };
  const behind = o.behind || [];
  const sleeve = ch.name === "nirwana" ? ch.kebaya : ch.jacket;
  const sleeveW = ch.name === "star" ? 32 : 28;
  const cuffC = ch.name === "nirwana" ? ch.lace : ch.name === "arya" ? ch.cuff : mascotColors.gold;

  const armSleeve = (k) => {
    const a = arms[k];
    if (!a) return "";
    const sh = a.sh || SHOULDER[k];
    const wrist = towards(a.e, a.h, 13);
    const cuffStart = towards(a.e, a.h, 24);
    return (
      limb([sh, a.e, wrist], sleeveW, sleeve, lw) +
      limb([cuffStart, wrist], sleeveW - 2, cuffC, lw * 0.6)
    );
  };
  const armHand = (k) => {
    const a = arms[k];
    if (!a || a.hide) return "";
    return hand(ch, a.e, a.h, lw, a.kind);
  };

  let g = `<g transform="translate(${round1(o.x)} ${round1(o.y)}) scale(${s})">`;
  if (o.shadow !== false)
    g += `<ellipse cx="0" cy="6" rx="90" ry="14" fill="${mascotColors.ink}" opacity="0.45"/>`;
  g += o.propsBack || "";

  // back hair (front view)
  if (!o.back) {
    if (ch.name === "nirwana") g += nirHairBack(ch, t, lw);
    if (ch.name === "star") g += starHairBack(ch, lw);
  }
  for (const k of behind) g += armSleeve(k) + armHand(k);

  // lower body + torso
  if (ch.name === "arya") g += aryaLower(ch, o, lw) + aryaTorso(ctx, ch, o, lw);
  if (ch.name === "nirwana") {
    g += nirLower(ctx, ch, o, lw) + nirTorso(ctx, ch, o, lw);
    if (o.bag !== false && !o.back) g += nirBag(ch, lw);
  }
  if (ch.name === "star") g += starLower(ch, o, lw) + starTorso(ctx, ch, o, lw);

  // head
  if (o.back) {
    g += backHead(ch, lw);
  } else {
    const shape = ch.name === "nirwana" ? NIR_FACE : ARYA_FACE;
    g += faceBase(ch, t, lw, shape);
    if (ch.name === "star") g += starHairFront(ch, lw);
    g += faceDetails(ch, t, expr, lw, o);
    if (ch.name === "arya") g += aryaHair(ch, t, lw) + aryaGlasses(t, lw);
    if (ch.name === "nirwana") {
      g += nirHairFront(ch, t, lw);
      // gold hoop earrings
      if (t > -0.6)
        g += `<circle cx="${round1(-46 + Math.max(t, 0) * 8)}" cy="-414" r="6" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.1)}"/>`;
      if (t < 0.6)
        g += `<circle cx="${round1(46 + Math.min(t, 0) * 8)}" cy="-414" r="6" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.1)}"/>`;
    }
    if (ch.name === "star") {
      g += `${starEarring(-48, -440, lw)}${starEarring(48, -440, lw)}`;
    }
  }

  for (const k of ["l", "r"]) if (!behind.includes(k)) g += armSleeve(k);
  g += o.propsMid || "";
  for (const k of ["l", "r"]) if (!behind.includes(k)) g += armHand(k);
  g += o.propsFront || "";
  return `${g}</g>`;
}

function starEarring(x, y, lw) {
  return `<path d="M${x},${y}l3,7l7,3l-7,3l-3,7l-3,-7l-7,-3l7,-3z" fill="${mascotColors.gold}" stroke="${INK}" stroke-width="${round1(lw * 0.6)}"/>`;
}

function backHead(ch, lw) {
  let s = "";
  if (ch.name === "nirwana") {
    s += `<path d="M-11,-430L-11,-396L11,-396L11,-430Z" fill="${ch.skinShade}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
    s += `<ellipse cx="-42" cy="-462" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/><ellipse cx="42" cy="-462" rx="9" ry="12" fill="${ch.skin}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
    s += `<path d="M0,-536C44,-536 62,-506 60,-468L62,-424C62,-412 50,-410 42,-416L-42,-416C-50,-410 -62,-412 -62,-424L-60,-468C-62,-506 -44,-536 0,-536Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
    s += `<path d="M-30,-520Q0,-534 30,-520M-44,-490Q-40,-460 -34,-426M40,-490Q40,-460 34,-426" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
    s +=
      `<path d="M-44,-492L-22,-516" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.8)}" stroke-linecap="round"/>` +
      flower(-44, -490, 7, lw);
  }
  return s;
}

// ---------- props ----------

/** Sketchbook (open, facing viewer) centred at cx,cy, rotated. Inner sketch is a tiny gunungan + star. */
export function sketchbook(cx, cy, rot, lw, { open = true, w = 150, h = 104 } = {}) {
  let s = `<g transform="translate(${cx} ${cy}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  if (!open) {
    s += `<rect x="${-w / 4}" y="${-h / 2}" width="${w / 2}" height="${h}" rx="4" fill="${mascotColors.coral}"/>`;
    s += `<path d="M${-w / 4 + 8},${-h / 2}V${h / 2}" stroke="${mascotColors.gold}" fill="none"/>`;
    s += `</g>`;
    return s;
  }
  s += `<rect x="${-w / 2 - 6}" y="${-h / 2 - 6}" width="${w + 12}" height="${h + 12}" rx="6" fill="${mascotColors.coral}"/>`;
  s += `<rect x="${-w / 2}" y="${-h / 2}" width="${w / 2}" height="${h}" fill="${mascotColors.text}"/><rect x="0" y="${-h / 2}" width="${w / 2}" height="${h}" fill="#fff6e0"/>`;
  // spiral
  let sp = "";
  for (let y = -h / 2 + 8; y < h / 2 - 4; y += 10) sp += `M-4,${y}h8`;
  s += `<path d="${sp}" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round" fill="none"/>`;
  // sketch on right page: tiny gunungan in pencil
  s += `<path d="M${w / 4 - 20},${h / 2 - 14}C${w / 4 - 24},${-h / 2 + 40} ${w / 4 - 6},${-h / 2 + 20} ${w / 4},${-h / 2 + 10}C${w / 4 + 6},${-h / 2 + 20} ${w / 4 + 24},${-h / 2 + 40} ${w / 4 + 20},${h / 2 - 14}ZM${w / 4},${h / 2 - 14}V${-h / 2 + 26}M${w / 4},${-h / 2 + 50}l12,-8M${w / 4},${-h / 2 + 50}l-12,-8M${w / 4},${-h / 2 + 66}l14,-8M${w / 4},${-h / 2 + 66}l-14,-8" fill="none" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 0.8)}"/>`;
  // left page: Naladhipa doodle (circle + ring) and colour dabs
  s += `<circle cx="${-w / 4}" cy="-8" r="16" fill="${mascotColors.gold}" stroke-width="${round1(lw * 0.8)}"/><ellipse cx="${-w / 4}" cy="-6" rx="28" ry="7" fill="none" stroke="${mascotColors.teal}" stroke-width="${round1(lw * 0.9)}" transform="rotate(-12 ${-w / 4} -6)"/>`;
  s += `<path d="M${-w / 4 - 5},-10v0M${-w / 4 + 5},-10v0" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
  s += `<path d="M${-w / 2 + 12},${h / 2 - 14}h20M${-w / 2 + 38},${h / 2 - 14}h14" stroke="${mascotColors.surface2}" stroke-width="${round1(lw * 0.8)}" stroke-linecap="round"/>`;
  return `${s}</g>`;
}

export function pencil(x, y, rot, lw, len = 70) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"><path d="M0,-6H${len}V6H0Z" fill="${mascotColors.gold}"/><path d="M${len},-6L${len + 16},0L${len},6Z" fill="${mascotColors.goldSoft}"/><path d="M${len + 10},-2L${len + 16},0L${len + 10},2Z" fill="${INK}"/><path d="M0,-6H-10V6H0Z" fill="${mascotColors.coral}"/></g>`;
}

export function brush(x, y, rot, lw, len = 110, tip = mascotColors.coral) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"><path d="M-20,-4H${len}V4H-20Z" fill="#8a4b2a"/><path d="M${len},-5H${len + 14}V5H${len}Z" fill="#c8cbe0"/><path d="M${len + 14},-6C${len + 30},-6 ${len + 38},0 ${len + 44},0C${len + 38},0 ${len + 30},6 ${len + 14},6Z" fill="${tip}"/></g>`;
}

export function paintPalette(x, y, rot, lw) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}">` +
    `<path d="M-60,0C-60,-34 -10,-44 30,-36C62,-30 70,-6 56,10C46,20 30,12 20,22C10,34 20,42 0,44C-36,46 -60,30 -60,0ZM14,20a9,9 0 1 0 0.1,0Z" fill="#d9a066" fill-rule="evenodd"/>` +
    `<circle cx="-36" cy="-8" r="8" fill="${mascotColors.gold}"/><circle cx="-14" cy="-22" r="8" fill="${mascotColors.coral}"/><circle cx="12" cy="-24" r="8" fill="${mascotColors.teal}"/><circle cx="36" cy="-14" r="7" fill="${mascotColors.text}"/><circle cx="-30" cy="18" r="8" fill="#3b6ea5"/>` +
    `</g>`
  );
}

/** Kipas (folding dance fan), pivot at (x,y), opening upwards around angle rot. */
export function fan(x, y, rot, lw, r = 90) {
  let s = `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  const a0 = -160;
  const a1 = -20;
  const pt = (a, rr) => [Math.cos((a * Math.PI) / 180) * rr, Math.sin((a * Math.PI) / 180) * rr];
  const [x0, y0] = pt(a0, r);
  const [x1, y1] = pt(a1, r);
  s += `<path d="M0,0L${round1(x0)},${round1(y0)}A${r} ${r} 0 0 1 ${round1(x1)},${round1(y1)}Z" fill="${mascotColors.coral}"/>`;
  // pleats
  let pl = "";
  for (let a = a0 + 14; a < a1; a += 14) {
    const [px, py] = pt(a, r);
    pl += `M0,0L${round1(px)},${round1(py)}`;
  }
  s += `<path d="${pl}" fill="none" stroke="#c24a30" stroke-width="${round1(lw * 0.7)}"/>`;
  // gold border band
  const [bx0, by0] = pt(a0, r * 0.82);
  const [bx1, by1] = pt(a1, r * 0.82);
  s += `<path d="M${round1(bx0)},${round1(by0)}A${round1(r * 0.82)} ${round1(r * 0.82)} 0 0 1 ${round1(bx1)},${round1(by1)}" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 2.2)}"/>`;
  const [m0x, m0y] = pt(-90, r * 0.55);
  s += `<circle cx="${round1(m0x)}" cy="${round1(m0y)}" r="${round1(r * 0.12)}" fill="${mascotColors.gold}"/>`;
  // tassel
  s += `<path d="M0,0L4,22" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1(lw)}"/><circle cx="0" cy="0" r="5" fill="${mascotColors.gold}"/>`;
  return `${s}</g>`;
}

/** Canang sari: small palm-leaf tray with flowers. */
export function canang(x, y, lw, s = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" stroke="${INK}" stroke-width="${round1(lw / s)}" stroke-linejoin="round">` +
    `<path d="M-34,-6L34,-6L28,12L-28,12Z" fill="#9bc46a"/>` +
    `<path d="M-28,-6L-22,12M-14,-6L-10,12M0,-6V12M14,-6L10,12M28,-6L22,12" fill="none" stroke="#6f9a45" stroke-width="${round1(lw * 0.6)}"/>` +
    `<circle cx="-18" cy="-12" r="9" fill="#fff"/><circle cx="0" cy="-16" r="10" fill="${mascotColors.gold}"/><circle cx="18" cy="-12" r="9" fill="${mascotColors.coral}"/><circle cx="-4" cy="-8" r="6" fill="#e0487a"/>` +
    `<path d="M8,-24q4,-14 10,-18" fill="none" stroke="#9bc46a" stroke-width="${round1(lw)}"/>` +
    `</g>`
  );
}

export function mic(x, y, rot, lw) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}"><path d="M-5,0L-7,-60L7,-60L5,0Z" fill="#2d2a3e"/><circle cx="0" cy="-72" r="15" fill="${mascotColors.gold}"/><path d="M-12,-78h24M-14,-70h28" stroke="#b8892a" stroke-width="${round1(lw * 0.7)}"/><path d="M-9,-58h18" stroke="${mascotColors.gold}" stroke-width="${round1(lw)}"/></g>`;
}

// ---------- Naladhipa ----------

export const NALA = {
  body: mascotColors.gold,
  belly: mascotColors.goldSoft,
  wing: mascotColors.teal,
  wingDeep: "#2a9d94",
  crest: mascotColors.teal,
  tip: mascotColors.coral,
};

const FEATHERS = [
  [-22, 104],
  [-8, 114],
  [6, 108],
  [20, 96],
  [33, 80],
];
const WING_ROOT = 70;

function wing(lw, rot, side, flap = 0) {
  // side: 1 = viewer-right, -1 = viewer-left. rot in degrees (negative = raised)
  const sx = side;
  let g = `<g transform="translate(${WING_ROOT * sx} 8) scale(${sx} 1) rotate(${rot})" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  // primary feathers, back to front
  FEATHERS.forEach(([a, L], i) => {
    const r = (a * Math.PI) / 180;
    const cx = Math.cos(r) * L * 0.58;
    const cy = Math.sin(r) * L * 0.58;
    g += `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(L * 0.44)}" ry="14" transform="rotate(${a} ${round1(cx)} ${round1(cy)})" fill="${i === 1 ? mascotColors.teal : i % 2 ? "#6fe0d4" : mascotColors.teal}"/>`;
  });
  // coverts
  g += `<path d="M-8,-24C20,-44 62,-42 74,-26C72,-10 62,6 54,16C42,32 14,34 -8,22Z" fill="${NALA.wingDeep}"/>`;
  g += `<path d="M6,-24C26,-34 52,-34 64,-24" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  g += `<path d="M16,-10h0M32,-12h0M48,-10h0M22,6h0M38,4h0" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 2.2)}" stroke-linecap="round"/>`;
  if (flap)
    g += `<path d="M122,-46q12,14 8,32M136,-66q22,22 14,56" fill="none" stroke="${mascotColors.goldSoft}" stroke-width="${round1(lw * 1.2)}" stroke-linecap="round" opacity="0.8"/>`;
  return `${g}</g>`;
}

/** Tip of the longest feather, in Naladhipa's local frame. */
export function wingTip(side, rot) {
  const [a, L] = FEATHERS[1];
  const r = ((a + rot) * Math.PI) / 180;
  return [side * (WING_ROOT + Math.cos(r) * L), 8 + Math.sin(r) * L];
}

/**
 * Naladhipa: round gold star-bird with teal wings, star-tipped crest and an orbit ring.
 * o: {x,y,s, wingL, wingR (rotation), turn, lantern: bool, flapR, flapL, expr}
 */
export function naladhipa(ctx, o) {
  const s = o.s ?? 1;
  const lw = 3 / s;
  const t = o.turn ?? 0;
  const dx = t * 14;
  let g = `<g transform="translate(${round1(o.x)} ${round1(o.y)}) scale(${s})">`;
  g += o.propsBack || "";
  // orbit ring back half
  const RX = 142;
  const RY = 30;
  const ringT = "translate(0 52) rotate(-10)";
  const ring = (half) =>
    `<path d="${half ? `M-${RX},0A${RX} ${RY} 0 0 1 ${RX},0` : `M${RX},0A${RX} ${RY} 0 0 1 -${RX},0`}" fill="none" stroke="${INK}" stroke-width="${round1(8 + lw * 2)}" transform="${ringT}" stroke-linecap="round"/>` +
    `<path d="${half ? `M-${RX},0A${RX} ${RY} 0 0 1 ${RX},0` : `M${RX},0A${RX} ${RY} 0 0 1 -${RX},0`}" fill="none" stroke="${mascotColors.teal}" stroke-width="8" transform="${ringT}" stroke-linecap="round"/>`;
  g += ring(true);
  // tail fan
  g += `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  g += `<path d="M-10,60C-40,90 -44,112 -30,118C-20,104 -8,88 0,70Z" fill="${NALA.wing}"/><path d="M10,60C40,90 44,112 30,118C20,104 8,88 0,70Z" fill="${NALA.wing}"/><path d="M-6,64C-8,96 -4,118 0,126C4,118 8,96 6,64Z" fill="${mascotColors.coral}"/>`;
  g += `</g>`;
  // wings behind body edges
  g += wing(lw, o.wingL ?? 18, -1, o.flapL);
  g += wing(lw, o.wingR ?? 18, 1, o.flapR);
  // crest feathers ending in stars
  g += `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">`;
  const crest = [
    [-30, -112, -8],
    [0, -128, 0],
    [30, -112, 8],
  ];
  for (const [cx, cy] of crest) {
    g += `<path d="M${round1(dx * 0.5 + cx * 0.35 - 9)},-70Q${round1(dx * 0.5 + cx * 0.8 - 22)},${cy + 34} ${round1(dx * 0.5 + cx)},${cy + 8}Q${round1(dx * 0.5 + cx * 0.8 + 22)},${cy + 34} ${round1(dx * 0.5 + cx * 0.35 + 9)},-70Z" fill="${NALA.crest}"/>`;
  }
  g += `</g>`;
  for (const [cx, cy] of crest)
    g += `<g stroke="${INK}" stroke-width="${round1(lw * 0.8)}">${star4(dx * 0.5 + cx, cy, 14, mascotColors.goldSoft)}</g>`;
  // feet
  g += `<g fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw)}"><ellipse cx="-24" cy="80" rx="14" ry="9"/><ellipse cx="24" cy="80" rx="14" ry="9"/></g>`;
  // body
  g += `<path d="M0,-82C56,-82 82,-36 82,6C82,56 44,84 0,84C-44,84 -82,56 -82,6C-82,-36 -56,-82 0,-82Z" fill="${NALA.body}" stroke="${INK}" stroke-width="${round1(lw)}"/>`;
  // kawung belly
  const kb = kawung(ctx, "nalabelly", { fg: "#e8a93a", size: 18 });
  g += `<ellipse cx="${round1(dx * 0.4)}" cy="38" rx="52" ry="40" fill="${NALA.belly}" stroke="${INK}" stroke-width="${round1(lw * 0.8)}"/>`;
  g += `<ellipse cx="${round1(dx * 0.4)}" cy="38" rx="50" ry="38" fill="${kb}" opacity="0.55"/>`;
  // gold diadem band on forehead
  const X = (v) => round1(dx * 0.6 + v);
  g += `<path d="M${X(-30)},-60L${X(-30)},-74L${X(-16)},-66L${X(0)},-84L${X(16)},-66L${X(30)},-74L${X(30)},-60Q${X(0)},-70 ${X(-30)},-60Z" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw * 0.8)}" stroke-linejoin="round"/>`;
  g += `<circle cx="${X(0)}" cy="-68" r="5" fill="${mascotColors.teal}" stroke="${INK}" stroke-width="${round1(lw * 0.7)}"/>`;
  // highlight
  g += `<path d="M-58,-36Q-50,-62 -26,-72" fill="none" stroke="#fff" stroke-width="${round1(lw * 2)}" stroke-linecap="round" opacity="0.55"/>`;
  // face
  const ex = [-26 + dx, 26 + dx];
  for (const x of ex) {
    if (o.expr === "happy") {
      g += `<path d="M${round1(x - 11)},-12Q${round1(x)},-28 ${round1(x + 11)},-12" fill="none" stroke="${INK}" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
    } else {
      g += `<ellipse cx="${round1(x)}" cy="-16" rx="11" ry="14" fill="${INK}"/><circle cx="${round1(x + 4)}" cy="-22" r="4.2" fill="#fff"/><circle cx="${round1(x - 4)}" cy="-9" r="2" fill="#fff"/>`;
    }
  }
  g += `<ellipse cx="${round1(-44 + dx)}" cy="6" rx="11" ry="6" fill="${mascotColors.coral}" opacity="0.55"/><ellipse cx="${round1(44 + dx)}" cy="6" rx="11" ry="6" fill="${mascotColors.coral}" opacity="0.55"/>`;
  // beak (small open smile-beak)
  g += `<path d="M${round1(dx - 10)},0Q${round1(dx)},-5 ${round1(dx + 10)},0Q${round1(dx + 4)},15 ${round1(dx)},16Q${round1(dx - 4)},15 ${round1(dx - 10)},0Z" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw * 0.9)}" stroke-linejoin="round"/>`;
  // belly star
  g += `<g stroke="${INK}" stroke-width="${round1(lw * 0.7)}">${star4(dx * 0.4, 40, 16, mascotColors.coral)}</g>`;
  // ring front half with a bead planet
  g += ring(false);
  g += `<g transform="${ringT}"><circle cx="${round1(RX * Math.cos(1.1))}" cy="${round1(RY * Math.sin(1.1))}" r="10" fill="${mascotColors.coral}" stroke="${INK}" stroke-width="${round1(lw)}"/></g>`;
  g += o.propsFront || "";
  return `${g}</g>`;
}

/** Hanging lantern (lampion) with glow; hook point (x,y). */
export function lantern(ctx, x, y, lw, s = 1) {
  let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<circle cx="0" cy="62" r="80" fill="${ctx.def("lanternglow", (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${mascotColors.gold}" stop-opacity="0.7"/><stop offset="0.4" stop-color="${mascotColors.coral}" stop-opacity="0.25"/><stop offset="1" stop-color="${mascotColors.coral}" stop-opacity="0"/></radialGradient>`)}"/>`;
  g += `<g stroke="${INK}" stroke-width="${round1(lw / s)}" stroke-linejoin="round">`;
  g += `<path d="M0,0V26" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1((lw / s) * 1.2)}"/>`;
  g += `<path d="M-12,26H12V34H-12Z" fill="${mascotColors.gold}"/>`;
  g += `<path d="M-12,34C-40,40 -40,86 -12,92H12C40,86 40,40 12,34Z" fill="${mascotColors.coral}"/>`;
  g += `<path d="M0,34C-14,50 -14,76 0,92C14,76 14,50 0,34Z" fill="${mascotColors.gold}" opacity="0.85"/>`;
  g += `<path d="M-26,50C-30,62 -30,70 -26,80M26,50C30,62 30,70 26,80" fill="none" stroke="#c24a30" stroke-width="${round1((lw / s) * 0.7)}"/>`;
  g += `<path d="M-12,92H12V100H-12Z" fill="${mascotColors.gold}"/><path d="M-4,100L-6,118M0,100V120M4,100L6,118" fill="none" stroke="${mascotColors.gold}" stroke-width="${round1((lw / s) * 0.9)}"/>`;
  g += `</g></g>`;
  return g;
}
