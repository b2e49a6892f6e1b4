// @ts-check
// What makes each human figure theirs: hair, faces, torsos and lower bodies.
import { round1 } from "../kit/format.mjs";
import { INK, legPose, limb, shoe } from "./figure-parts.mjs";
import { kawung, mascotColors, parang } from "./lib.mjs";

// ---------- Arya ----------

export const ARYA_FACE =
  "M-42,-482C-42,-530 42,-530 42,-482L41,-458C39,-434 20,-418 0,-417C-20,-418 -39,-434 -41,-458Z";

export function aryaHair(ch, t, lw) {
  const dx = t * 4;
  const P = (x, y) => `${round1(x + dx * (1 - Math.abs(x) / 60))},${y}`;
  let s = `<path d="M${P(-45, -458)}C${P(-52, -500)} ${P(-42, -530)} ${P(-12, -540)}C${P(4, -560)} ${P(38, -566)} ${P(58, -548)}C${P(50, -546)} ${P(46, -543)} ${P(42, -540)}C${P(54, -528)} ${P(52, -500)} ${P(45, -458)}L${P(40, -466)}C${P(38, -488)} ${P(28, -498)} ${P(14, -502)}C${P(2, -492)} ${P(-12, -503)} ${P(-22, -498)}C${P(-34, -494)} ${P(-38, -482)} ${P(-40, -464)}Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  // sheen strokes
  s += `<path d="M${P(-24, -528)}Q${P(0, -548)} ${P(34, -552)}M${P(-34, -510)}Q${P(-28, -526)} ${P(-14, -532)}" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  return s;
}

export function aryaGlasses(t, lw) {
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

export function aryaTorso(ctx, ch, o, lw) {
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

export function aryaLower(ch, o, lw) {
  const L = o.legs || legPose([-26, -112], [-28, -20], [26, -112], [28, -20]);
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

export const NIR_FACE =
  "M-40,-480C-40,-528 40,-528 40,-480C40,-452 22,-420 0,-418C-22,-420 -40,-452 -40,-480Z";

export function nirHairBack(ch, t, lw) {
  const dx = -t * 4;
  return `<path d="M${round1(dx)},-536C${round1(44 + dx)},-536 ${round1(62 + dx)},-506 ${round1(60 + dx)},-468L${round1(62 + dx)},-424C${round1(62 + dx)},-412 ${round1(50 + dx)},-410 ${round1(42 + dx)},-416L${round1(-42 + dx)},-416C${round1(-50 + dx)},-410 ${round1(-62 + dx)},-412 ${round1(-62 + dx)},-424L${round1(-60 + dx)},-468C${round1(-62 + dx)},-506 ${round1(-44 + dx)},-536 ${round1(dx)},-536Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
}

export function nirHairFront(ch, t, lw) {
  const dx = t * 5;
  const X = (x) => round1(x + dx);
  let s = `<path d="M${X(-50)},-440C${X(-56)},-480 ${X(-52)},-528 ${X(-6)},-536C${X(30)},-540 ${X(58)},-518 ${X(54)},-470L${X(52)},-430C${X(46)},-456 ${X(44)},-478 ${X(36)},-490C${X(20)},-482 ${X(-2)},-492 ${X(-14)},-508C${X(-20)},-494 ${X(-30)},-484 ${X(-40)},-478C${X(-44)},-466 ${X(-46)},-452 ${X(-50)},-440Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
  s += `<path d="M${X(-6)},-526Q${X(22)},-528 ${X(40)},-506M${X(-34)},-510Q${X(-30)},-522 ${X(-18)},-526" fill="none" stroke="${ch.hairHi}" stroke-width="${round1(lw * 1.3)}" stroke-linecap="round"/>`;
  // gold hairpin + melati flower on viewer-left side
  s += `<path d="M${X(-44)},-500L${X(-22)},-522" stroke="${INK}" stroke-width="${round1(lw * 2.8)}" stroke-linecap="round"/><path d="M${X(-44)},-500L${X(-22)},-522" stroke="${mascotColors.gold}" stroke-width="${round1(lw * 1.6)}" stroke-linecap="round"/>`;
  s += flower(Number(X(-44)), -498, 7, lw);
  return s;
}

export function flower(x, y, r, lw) {
  let s = `<g transform="translate(${round1(x)} ${round1(y)})" stroke="${INK}" stroke-width="${round1(lw * 0.7)}">`;
  for (let i = 0; i < 5; i++)
    s += `<ellipse cx="0" cy="${-r * 0.6}" rx="${round1(r * 0.42)}" ry="${round1(r * 0.62)}" fill="#fff" transform="rotate(${i * 72})"/>`;
  s += `<circle r="${round1(r * 0.3)}" fill="${mascotColors.gold}"/></g>`;
  return s;
}

export function nirTorso(ctx, ch, o, lw) {
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

export function nirBag(ch, lw) {
  return (
    `<g stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round">` +
    `<rect x="34" y="-252" width="46" height="38" rx="9" fill="${ch.bag}"/>` +
    `<path d="M34,-238Q57,-226 80,-238" fill="none"/>` +
    `<circle cx="57" cy="-231" r="4" fill="${mascotColors.coral}"/>` +
    `</g>`
  );
}

export function nirLower(ctx, ch, o, lw) {
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

export function starHairBack(ch, lw) {
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

export function starHairFront(ch, lw) {
  return `<path d="M-44,-470C-50,-510 -30,-530 0,-530C30,-530 50,-510 44,-470C36,-490 24,-500 14,-494C4,-504 -8,-504 -18,-494C-28,-500 -38,-490 -44,-470Z" fill="${ch.hair}" stroke="${INK}" stroke-width="${round1(lw)}" stroke-linejoin="round"/>`;
}

export function starTorso(ctx, ch, _o, lw) {
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

export function starLower(ch, o, lw) {
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
