// @ts-check
// Props shared by several scenes: dishes on plates, a ticket stub, a barcode.
import { oneDecimal, round1 } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { sceneColors } from "./lib.mjs";

const LINE = "#1a0f3a";

/** A dish on a plate, centred on x,y with plate radius R, flat colours and dark line-work. */
export function dish(kind, x, y, R) {
  const k = R / 46;
  const plate =
    `<ellipse cx="0" cy="6" rx="48" ry="40" fill="${LINE}" opacity=".35"/>` +
    `<ellipse rx="48" ry="38" fill="${sceneColors.text}" stroke="${LINE}" stroke-width="3"/>` +
    `<ellipse rx="36" ry="28" fill="none" stroke="#d8cff0" stroke-width="2"/>`;
  const s = `stroke="${LINE}" stroke-width="2.5" stroke-linejoin="round"`;
  let food = "";
  switch (kind) {
    case "tumpeng":
      food =
        `<ellipse cy="10" rx="40" ry="18" fill="#5fae5a" ${s}/>` +
        `<path d="M-24 12L0-46L24 12Q0 20-24 12Z" fill="#f7c948" ${s}/>` +
        `<path d="M-6-46h12l-6-14z" fill="#e84a3a" ${s}/>` +
        `<circle cx="-30" cy="8" r="6" fill="#b5542c" ${s}/><circle cx="30" cy="6" r="6" fill="#f3e6c8" ${s}/>` +
        `<rect x="20" y="-2" width="14" height="7" rx="3" fill="#c9772b" ${s}/>`;
      break;
    case "pizza":
      food =
        `<circle r="32" fill="#e7a444" ${s}/><circle r="26" fill="#e8553a"/><circle r="24" fill="#ffd36e" opacity=".9"/>` +
        `<g fill="#c2352b" ${s}><circle cx="-10" cy="-10" r="6"/><circle cx="12" cy="-4" r="6"/><circle cx="-4" cy="12" r="6"/><circle cx="14" cy="14" r="5"/></g>` +
        `<path d="M0-32V32M-32 0H32M-22-22L22 22M22-22L-22 22" stroke="#c98d34" stroke-width="2"/>`;
      break;
    case "satay":
      food =
        `<g ${s}>` +
        [-14, 0, 14]
          .map(
            (dy) =>
              `<path d="M-38 ${dy + 8}L38 ${dy - 8}" stroke="#c9a46a" stroke-width="3"/>` +
              [-22, -8, 6]
                .map(
                  (dx) =>
                    `<rect x="${dx}" y="${dy - 6 - dx * 0.2}" width="12" height="11" rx="3" fill="#8a4420"/>`,
                )
                .join(""),
          )
          .join("") +
        `</g><ellipse cx="26" cy="16" rx="14" ry="9" fill="#a8642a" ${s}/>`;
      break;
    case "sushi":
      food = [-22, 0, 22]
        .map(
          (dx) =>
            `<g transform="translate(${dx} 0)"><rect x="-10" y="-12" width="20" height="26" rx="6" fill="#f7f3ff" ${s}/>` +
            `<rect x="-11" y="-14" width="22" height="14" rx="6" fill="${dx === 0 ? "#f08a5d" : "#ff7a59"}" ${s}/>` +
            `<rect x="-11" y="2" width="22" height="6" fill="#233a2e"/></g>`,
        )
        .join("");
      break;
    case "ramen":
      food =
        `<path d="M-36-6H36Q34 30 0 32Q-34 30-36-6Z" fill="${sceneColors.coral}" ${s}/>` +
        `<ellipse cy="-6" rx="36" ry="12" fill="#f3d38a" ${s}/>` +
        `<path d="M-24-6q6-8 12 0t12 0t12 0t12 0" fill="none" stroke="#d9a84a" stroke-width="2.5"/>` +
        `<ellipse cx="-12" cy="-8" rx="9" ry="6" fill="#fff" ${s}/><ellipse cx="-12" cy="-8" rx="4" ry="3" fill="#f5a623"/>` +
        `<path d="M14-10l4 4M20-12l3 5" stroke="#4f9a55" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M10-20L34-44M18-18L40-40" stroke="#8a5a2a" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M-20 10h40" stroke="${sceneColors.gold}" stroke-width="3"/>`;
      break;
    case "burger":
      food =
        `<g ${s}><path d="M-30 14h60q0 12-30 12t-30-12z" fill="#d08a3c"/>` +
        `<rect x="-32" y="2" width="64" height="10" rx="4" fill="#6b3420"/>` +
        `<path d="M-34 2l6-6 6 6 6-6 6 6 6-6 6 6 6-6 6 6 6-6 6 6z" fill="#6cbf4f"/>` +
        `<rect x="-30" y="-6" width="60" height="6" fill="#f5c04e"/>` +
        `<path d="M-30-6q0-28 30-28t30 28z" fill="#e39a45"/></g>` +
        `<g fill="#fff1c9"><ellipse cx="-10" cy="-22" rx="2.5" ry="1.5"/><ellipse cx="4" cy="-26" rx="2.5" ry="1.5"/><ellipse cx="14" cy="-18" rx="2.5" ry="1.5"/></g>`;
      break;
    case "nasigoreng":
      food =
        `<path d="M-34 10Q-30-22 0-24Q30-22 34 10Z" fill="#c8743a" ${s}/>` +
        `<g fill="#e94f3a"><circle cx="-18" cy="0" r="2.5"/><circle cx="16" cy="-4" r="2.5"/><circle cx="4" cy="6" r="2.5"/></g>` +
        `<g fill="#5fae5a"><circle cx="-6" cy="-10" r="2.5"/><circle cx="22" cy="4" r="2.5"/></g>` +
        `<path d="M-16-18q-4-14 14-14q20-2 16 12q-6 10-16 8q-12 2-14-6z" fill="#fff" ${s}/><circle cx="0" cy="-20" r="7" fill="#f5a623"/>` +
        `<path d="M26 16l10-4 4 8-10 4z" fill="#f3e6c8" ${s}/>`;
      break;
    case "croissant":
      food =
        `<path d="M-36 8Q-30-28 0-28Q30-28 36 8Q26 0 20 6Q12-8 0-8Q-12-8-20 6Q-26 0-36 8Z" fill="#e9a548" ${s}/>` +
        `<path d="M-18-22q4 10 0 20M0-28v20M18-22q-4 10 0 20" fill="none" stroke="#b8722c" stroke-width="2.5"/>`;
      break;
    default:
      food = `<circle r="26" fill="${sceneColors.coral}" ${s}/>`;
  }
  return `<g transform="translate(${oneDecimal(x)} ${oneDecimal(y)}) scale(${round1(k * 100) / 100})">${plate}${food}</g>`;
}

/** Barcode: vertical bars from a seeded pattern, in a w x h box at x,y. */
export function barcode(seed, x, y, w, h, col = LINE) {
  const r = mulberry32(seed);
  let d = "";
  let cx = x;
  while (cx < x + w - 2) {
    const bw = r() < 0.6 ? 2 : r() < 0.7 ? 4 : 6;
    if (r() < 0.62) d += `M${oneDecimal(cx + bw / 2)} ${y}v${h}`;
    cx += bw + (r() < 0.5 ? 2 : 3);
    d += "";
    if (bw === 6) cx += 1;
  }
  // vertical bars as strokes of varied width are drawn in groups by width
  return `<path d="${d}" stroke="${col}" stroke-width="2.6"/>`;
}

/** A small admission ticket stub, rotated, centred on x,y. */
export function ticketStub(x, y, rot) {
  const w = 200;
  const h = 96;
  const notch = 12;
  const d =
    `M${-w / 2} ${-h / 2}H${w / 2}V${-notch}a${notch} ${notch} 0 0 0 0 ${notch * 2}V${h / 2}H${-w / 2}V${notch}` +
    `a${notch} ${notch} 0 0 0 0 ${-notch * 2}Z`;
  let perf = "";
  for (let i = -36; i <= 36; i += 9) perf += `<circle cx="38" cy="${i}" r="2.4"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<path d="${d}" fill="${sceneColors.gold}" stroke="${LINE}" stroke-width="3"/>` +
    `<path d="${d}" fill="none" stroke="${sceneColors.goldSoft}" stroke-width="2" transform="scale(.9)" opacity=".8"/>` +
    `<g fill="${LINE}">${perf}</g>` +
    `<g transform="translate(-34 0)"><circle r="27" fill="${sceneColors.night2}"/>` +
    `<g stroke="${sceneColors.goldSoft}" stroke-width="4" stroke-linecap="round" fill="none"><path d="M-12-14l22 26M-14-6l8-8M-10-2l8-8M-6 2l8-8" transform="rotate(-6)"/>` +
    `<path d="M12-12l-22 24"/></g><ellipse cx="12" cy="-13" rx="5" ry="8" transform="rotate(42 12 -13)" fill="${sceneColors.coral}"/></g>` +
    barcode(3, 50, -30, 40, 60) +
    "</g>"
  );
}
