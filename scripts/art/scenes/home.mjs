// @ts-check
// Home page art: the hero (desktop and mobile) and the three programme teasers.
import { oneDecimal } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { writeAsset } from "../kit/write.mjs";
import { person } from "./figures.mjs";
import * as lib from "./lib.mjs";
import { cloudDef, gunungan, megaMendung } from "./motifs.mjs";
import { dish, ticketStub } from "./pieces.mjs";

export function drawHome() {
  // ---------------------------------------------------------------------------------------------
  // Hero: cosmic night, a ringed planet, a gunungan rising from mega mendung clouds.

  function hero(W, H, L) {
    const g = gunungan("gn", L.gx, L.gy, L.gh, {
      pattern: "kw",
      sw: L.gsw,
      fill: lib.sceneColors.night2,
    });
    const p = lib.planet("pl", L.px, L.py, L.pr, {
      fill: lib.sceneColors.coral,
      band: "#ff9b6a",
      band2: lib.sceneColors.gold,
      ring: lib.sceneColors.teal,
      ringTilt: -18,
      ringRx: 2.0,
      ringRy: 0.44,
      ringW: 0.05,
      rimW: 2,
    });
    const defs =
      lib.starDefs() +
      cloudDef() +
      // the two crops share one sky; only the height of its violet band differs
      lib.linearDef("sky", [
        [0, lib.sceneColors.night],
        [L.skyMid, "#1a0e3c"],
        [1, lib.sceneColors.night2],
      ]) +
      lib.glowDef("gw", lib.sceneColors.coral, 0.42) +
      lib.glowDef("gt", lib.sceneColors.teal, 0.3) +
      lib.glowDef("gg", lib.sceneColors.gold, 0.5) +
      lib.kawungDef("kw", lib.sceneColors.gold, L.kw, 0.22, 1.4) +
      lib.parangDef("pr", lib.sceneColors.teal, 40, 0.06, 2) +
      g.defs +
      p.defs;
    let clouds = "";
    for (const [x, y, s, flip] of L.clouds) clouds += megaMendung(x, y, s, { flip });
    const moons = L.moons
      .map(
        ([x, y, r, c]) =>
          `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${r}" fill="${c}"/>`,
      )
      .join("");
    const body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${L.glow[0]}" cy="${L.glow[1]}" r="${L.glow[2]}" fill="url(#gw)"/>` +
      `<circle cx="${L.glow2[0]}" cy="${L.glow2[1]}" r="${L.glow2[2]}" fill="url(#gt)"/>` +
      lib.stars(L.seed, W, H, L.nStars, { avoid: L.avoid, maxR: L.maxR }) +
      L.orbits.map((o) => lib.orbit(...o)).join("") +
      p.body +
      moons +
      `<circle cx="${L.gx}" cy="${oneDecimal(L.gy - L.gh * 0.5)}" r="${oneDecimal(L.gh * 0.62)}" fill="url(#gg)"/>` +
      g.body +
      clouds +
      L.sparkles.map((s) => lib.sparkle(...s)).join("");
    return lib.svg(W, H, body, {
      defs,
      label: "A gunungan rising from batik clouds under a ringed planet",
    });
  }

  // Desktop: the left 55% (to x=792) stays calm and dark for the heading.
  writeAsset(
    "home/hero.svg",
    hero(1440, 900, {
      skyMid: 0.6,
      seed: 8,
      nStars: 420,
      maxR: 1.9,
      avoid: (x, y) => (x < 800 ? (y > 160 && y < 700 ? 0.18 : 0.45) : 1),
      glow: [1080, 560, 520],
      glow2: [1300, 200, 340],
      px: 1230,
      py: 230,
      pr: 112,
      gx: 1040,
      gy: 846,
      gh: 600,
      gsw: 4,
      kw: 44,
      orbits: [
        [1120, 420, 720, 210, -14, lib.sceneColors.teal, 2, "", 0.25],
        [1120, 420, 560, 150, -14, lib.sceneColors.gold, 2, "3 12", 0.45],
        [1230, 230, 330, 80, -18, lib.sceneColors.teal, 1.5, "2 9", 0.5],
      ],
      moons: [
        [884, 332, 9, lib.sceneColors.teal],
        [1490, 420, 0, lib.sceneColors.gold],
        [1370, 560, 6, lib.sceneColors.goldSoft],
        [560, 586, 4, lib.sceneColors.gold],
      ],
      clouds: [
        [1320, 900, 2.4, true],
        [780, 915, 2.1, false],
        [1100, 930, 1.7, false],
        [250, 930, 1.9, true],
        [1440, 780, 1.1, true],
      ],
      sparkles: [
        [1372, 82, 2.4, lib.sceneColors.goldSoft],
        [880, 150, 1.6, lib.sceneColors.teal],
        [1420, 400, 1.4, lib.sceneColors.coral],
        [930, 520, 1.2, lib.sceneColors.goldSoft],
        [700, 80, 1.1, lib.sceneColors.goldSoft, 0.7],
      ],
    }),
  );

  // Mobile portrait: calm top 55% (to y=407); the scene gathers at the bottom.
  writeAsset(
    "home/hero-mobile.svg",
    hero(360, 740, {
      skyMid: 0.55,
      seed: 88,
      nStars: 170,
      maxR: 1.5,
      avoid: (_x, y) => (y < 420 ? 0.3 : 1),
      glow: [180, 620, 300],
      glow2: [300, 470, 160],
      px: 296,
      py: 468,
      pr: 40,
      gx: 168,
      gy: 716,
      gh: 300,
      gsw: 2.5,
      kw: 26,
      orbits: [
        [180, 560, 260, 70, -12, lib.sceneColors.teal, 1.5, "", 0.35],
        [180, 560, 200, 52, -12, lib.sceneColors.gold, 1.5, "2 8", 0.55],
      ],
      moons: [
        [54, 500, 5, lib.sceneColors.teal],
        [344, 560, 3, lib.sceneColors.goldSoft],
      ],
      clouds: [
        [290, 748, 1.05, true],
        [70, 752, 0.95, false],
        [190, 770, 0.8, false],
      ],
      sparkles: [
        [40, 440, 1, lib.sceneColors.goldSoft],
        [330, 400, 0.9, lib.sceneColors.teal, 0.8],
        [230, 470, 0.8, lib.sceneColors.coral],
      ],
    }),
  );

  // ---------------------------------------------------------------------------------------------
  // Teaser: 8trepreneur. Dishes orbit a planet like satellites; a ticket stub in the corner.
  {
    const W = 800;
    const H = 600;
    const cx = 380;
    const cy = 300;
    const p = lib.planet("tp", cx, cy, 92, {
      fill: lib.sceneColors.surface2,
      band: lib.sceneColors.surface,
      band2: lib.sceneColors.coral,
      ring: "",
      rim: lib.sceneColors.gold,
      rimW: 3,
    });
    const defs =
      lib.starDefs() +
      lib.nightSkyDef("sky") +
      lib.glowDef("gw", lib.sceneColors.gold, 0.35) +
      lib.kawungDef("kw", lib.sceneColors.gold, 30, 0.35, 1.2) +
      p.defs;
    const rx = 300;
    const ry = 128;
    const tilt = (-10 * Math.PI) / 180;
    const kinds = [
      "tumpeng",
      "pizza",
      "satay",
      "sushi",
      "ramen",
      "burger",
      "nasigoreng",
      "croissant",
    ];
    const items = kinds.map((k, i) => {
      const a = (i / kinds.length) * Math.PI * 2 + 0.35;
      const x0 = Math.cos(a) * rx;
      const y0 = Math.sin(a) * ry;
      const x = cx + x0 * Math.cos(tilt) - y0 * Math.sin(tilt);
      const y = cy + x0 * Math.sin(tilt) + y0 * Math.cos(tilt);
      const depth = Math.sin(a); // > 0 in front of the planet
      return { k, x, y, s: 0.86 + depth * 0.2, front: depth > 0 };
    });
    const draw = (list) => list.map((d) => dish(d.k, d.x, d.y, 46 * d.s)).join("");
    const body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${cx}" cy="${cy}" r="330" fill="url(#gw)"/>` +
      lib.stars(31, W, H, 170) +
      lib.orbit(cx, cy, rx, ry, -10, lib.sceneColors.gold, 2.5, "", 0.55) +
      lib.orbit(cx, cy, rx + 46, ry + 30, -10, lib.sceneColors.teal, 1.5, "2 10", 0.5) +
      draw(items.filter((d) => !d.front)) +
      p.body +
      // kawung band across the planet, a batik "tablecloth" world
      `<g clip-path="url(#tpc)"><rect x="${cx - 100}" y="${cy - 18}" width="200" height="44" fill="${lib.sceneColors.night2}" opacity=".6"/><rect x="${cx - 100}" y="${cy - 18}" width="200" height="44" fill="url(#kw)"/></g>` +
      draw(items.filter((d) => d.front)) +
      ticketStub(640, 470, -12) +
      lib.sparkle(92, 88, 1.6) +
      lib.sparkle(720, 120, 1.2, lib.sceneColors.teal) +
      lib.sparkle(130, 520, 1.1, lib.sceneColors.coral);
    writeAsset(
      "home/teaser-8trepreneur.svg",
      lib.svg(W, H, body, { defs, label: "Dishes orbiting a planet" }),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Teaser: CollaborEIGHT. A musical-theatre stage framed like a wayang screen.

  function stage(W, H, id) {
    const cx = W / 2;
    const floorY = H * 0.8;
    const sw = Math.min(W * 0.62, 640);
    const screenX = cx - sw / 2;
    const screenY = H * 0.16;
    const screenH = floorY - screenY;
    const g = gunungan(`${id}g`, cx, floorY - 4, screenH * 0.86, {
      fill: "#3a1e3a",
      line: "#3a1e3a",
      inner: false,
      sw: 2,
    });
    const defs =
      lib.starDefs() +
      lib.nightSkyDef("bg") +
      `<radialGradient id="scr" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="#ffe9b0"/><stop offset=".6" stop-color="#f5c04e"/><stop offset="1" stop-color="#ff7a59"/></radialGradient>` +
      lib.linearDef("beam", [
        [0, lib.sceneColors.goldSoft, 0.55],
        [1, lib.sceneColors.goldSoft, 0],
      ]) +
      lib.linearDef(
        "cur",
        [
          [0, "#b8324a"],
          [0.5, lib.sceneColors.coral],
          [1, "#b8324a"],
        ],
        { x2: 1, y2: 0 },
      ) +
      lib.parangDef("pr", lib.sceneColors.gold, 26, 0.5, 2) +
      lib.kawungDef("kw", lib.sceneColors.gold, 34, 0.35, 1.4) +
      g.defs;
    const s = H / 600;
    // Curtains: gathered drapes with fold lines, tied back.
    const drape = (x0, x1, tieY, side) => {
      const inner = side < 0 ? x1 : x0;
      const outer = side < 0 ? x0 : x1;
      const tieX = inner + (outer - inner) * 0.62;
      const d =
        `M${oneDecimal(outer)} 0L${oneDecimal(inner)} 0Q${oneDecimal(inner + (tieX - inner) * 0.1)} ${oneDecimal(tieY * 0.6)} ${oneDecimal(tieX)} ${oneDecimal(tieY)}` +
        `Q${oneDecimal(tieX - side * 12 * s)} ${oneDecimal(tieY + (floorY - tieY) * 0.5)} ${oneDecimal(tieX + side * 0 + (outer - tieX) * 0.3)} ${oneDecimal(floorY + 6)}L${oneDecimal(outer)} ${oneDecimal(floorY + 6)}Z`;
      let folds = "";
      for (let i = 1; i < 5; i++) {
        const t = i / 5;
        const xt = inner + (outer - inner) * t;
        const xm = tieX + (outer - tieX) * t;
        folds += `M${oneDecimal(xt)} 0Q${oneDecimal(xt + (xm - xt) * 0.3)} ${oneDecimal(tieY * 0.7)} ${oneDecimal(xm)} ${oneDecimal(tieY)}L${oneDecimal(xm + (outer - xm) * 0.25)} ${oneDecimal(floorY)}`;
      }
      return (
        `<path d="${d}" fill="url(#cur)"/>` +
        `<path d="${folds}" fill="none" stroke="#8e2440" stroke-width="${oneDecimal(4 * s)}" opacity=".7"/>` +
        `<path d="${d}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="${oneDecimal(2.5 * s)}"/>` +
        `<ellipse cx="${oneDecimal(tieX)}" cy="${oneDecimal(tieY)}" rx="${oneDecimal(14 * s)}" ry="${oneDecimal(8 * s)}" fill="${lib.sceneColors.gold}"/>`
      );
    };
    const valH = 62 * s;
    const n = Math.round(W / (60 * s));
    const step = W / n;
    const valance =
      `<path d="M0 0H${W}V${oneDecimal(valH)}` +
      Array.from(
        { length: n },
        () => `q${oneDecimal(-step / 2)} ${oneDecimal(34 * s)} ${oneDecimal(-step)} 0`,
      ).join("") +
      `Z" fill="#8e2440"/>` +
      `<rect width="${W}" height="${oneDecimal(valH)}" fill="url(#pr)"/>` +
      `<path d="M0 ${oneDecimal(valH)}` +
      Array.from(
        { length: n },
        () => `q${oneDecimal(step / 2)} ${oneDecimal(34 * s)} ${oneDecimal(step)} 0`,
      ).join("") +
      `" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="${oneDecimal(3 * s)}"/>`;
    // Wayang-style side columns: stacked gunungan silhouettes in gold outline.
    const side = (x, flip) => {
      const gg = gunungan(`${id}s${flip}`, x, floorY, H * 0.5, {
        fill: lib.sceneColors.night2,
        line: lib.sceneColors.gold,
        sw: 2.5 * s,
        pattern: "kw",
      });
      return { defs: gg.defs, body: gg.body };
    };
    const colL = side(W * 0.07, 0);
    const colR = side(W * 0.93, 1);
    const man = person(cx - 96 * s, floorY + 2, 170 * s, {
      fill: lib.sceneColors.ink,
      pose: "reachUp",
      kneel: true,
      hat: "blangkon",
      rim: lib.sceneColors.gold,
      rimW: 3 * s,
    });
    const wx = cx + 84 * s;
    const wu = (176 * s) / 100;
    const woman = person(wx, floorY + 2, 176 * s, {
      fill: lib.sceneColors.ink,
      pose: "grief",
      hat: "bun",
      skirt: true,
      rim: lib.sceneColors.coral,
      rimW: 3 * s,
    });
    const mirror = (x, b) => `<g transform="matrix(-1 0 0 1 ${oneDecimal(2 * x)} 0)">${b}</g>`;
    const body =
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      lib.stars(55 + W, W, H * 0.5, Math.round(W / 6)) +
      // the glowing kelir (shadow-play screen)
      `<rect x="${oneDecimal(screenX)}" y="${oneDecimal(screenY)}" width="${oneDecimal(sw)}" height="${oneDecimal(screenH)}" fill="url(#scr)"/>` +
      g.body +
      `<rect x="${oneDecimal(screenX)}" y="${oneDecimal(screenY)}" width="${oneDecimal(sw)}" height="${oneDecimal(screenH)}" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="${oneDecimal(4 * s)}"/>` +
      // the spotlight beam
      `<path d="M${oneDecimal(cx - 30 * s)} 0L${oneDecimal(cx + 30 * s)} 0L${oneDecimal(cx + 220 * s)} ${oneDecimal(floorY + 20 * s)}L${oneDecimal(cx - 220 * s)} ${oneDecimal(floorY + 20 * s)}Z" fill="url(#beam)"/>` +
      // stage floor
      `<path d="M0 ${oneDecimal(floorY)}H${W}V${H}H0Z" fill="#2a1438"/>` +
      `<path d="M0 ${oneDecimal(floorY)}H${W}" stroke="${lib.sceneColors.gold}" stroke-width="${oneDecimal(4 * s)}"/>` +
      `<ellipse cx="${cx}" cy="${oneDecimal(floorY + 18 * s)}" rx="${oneDecimal(230 * s)}" ry="${oneDecimal(26 * s)}" fill="${lib.sceneColors.goldSoft}" opacity=".45"/>` +
      `<g stroke="${lib.sceneColors.night}" stroke-width="${oneDecimal(2 * s)}" opacity=".6">` +
      Array.from({ length: 9 }, (_, i) => {
        const t = (i - 4) / 4;
        return `<path d="M${oneDecimal(cx + t * W * 0.36)} ${oneDecimal(floorY)}L${oneDecimal(cx + t * W * 0.75)} ${H}"/>`;
      }).join("") +
      "</g>" +
      man +
      // her selendang (shawl) trails behind her in the spotlight
      `<path d="M${oneDecimal(wx - 6 * wu)} ${oneDecimal(floorY - 80 * wu)}C${oneDecimal(wx + 30 * wu)} ${oneDecimal(floorY - 70 * wu)} ${oneDecimal(wx + 20 * wu)} ${oneDecimal(floorY - 30 * wu)} ${oneDecimal(wx + 46 * wu)} ${oneDecimal(floorY - 20 * wu)}L${oneDecimal(wx + 40 * wu)} ${oneDecimal(floorY - 10 * wu)}C${oneDecimal(wx + 12 * wu)} ${oneDecimal(floorY - 20 * wu)} ${oneDecimal(wx + 18 * wu)} ${oneDecimal(floorY - 60 * wu)} ${oneDecimal(wx + 2 * wu)} ${oneDecimal(floorY - 72 * wu)}Z" fill="${lib.sceneColors.coral}"/>` +
      mirror(wx, woman) +
      // a falling petal and a broken heart pair of sparks: the tragedy
      lib.sparkle(cx, floorY - 200 * s, 1.6 * s, lib.sceneColors.coral) +
      `<path d="M${oneDecimal(cx - 8 * s)} ${oneDecimal(floorY - 150 * s)}q-8-10 0-16q8 2 8 10q0-8 8-10q8 6 0 16l-8 8z" fill="${lib.sceneColors.coral}" opacity=".85" transform="rotate(-12 ${oneDecimal(cx)} ${oneDecimal(floorY - 150 * s)})"/>` +
      drape(0, W * 0.3, floorY * 0.55, -1) +
      drape(W * 0.7, W, floorY * 0.55, 1) +
      colL.body +
      colR.body +
      valance +
      // footlights
      Array.from({ length: 11 }, (_, i) => {
        const x = W * 0.1 + (i * W * 0.8) / 10;
        return `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(floorY + 30 * s)}" r="${oneDecimal(5 * s)}" fill="${lib.sceneColors.goldSoft}"/>`;
      }).join("");
    return lib.svg(W, H, body, {
      defs: defs + colL.defs + colR.defs,
      label: "Two performers on a wayang-framed stage",
    });
  }

  writeAsset("home/teaser-collaboreight-large.svg", stage(1200, 600, "a"));
  writeAsset("home/teaser-collaboreight-small.svg", stage(600, 600, "b"));

  // ---------------------------------------------------------------------------------------------
  // Teaser: Expression. Phone, camera, film strip and exhibition frames floating in space.
  {
    const W = 800;
    const H = 600;
    const r = mulberry32(5);
    const defs =
      lib.starDefs() +
      lib.nightSkyDef("sky") +
      lib.glowDef("gw", lib.sceneColors.teal, 0.35) +
      lib.glowDef("gc", lib.sceneColors.coral, 0.3) +
      lib.kawungDef("kw", lib.sceneColors.night2, 22, 0.7, 1.6) +
      lib.parangDef("pr", lib.sceneColors.night2, 20, 0.6, 2.2) +
      `<clipPath id="scrn"><rect x="318" y="150" width="164" height="300" rx="14"/></clipPath>`;
    // Film strip: a curved band with sprocket holes.
    let holes = "";
    for (let i = 0; i < 14; i++) {
      holes += `<rect x="${i * 52 + 8}" y="6" width="20" height="12" rx="3"/><rect x="${i * 52 + 8}" y="86" width="20" height="12" rx="3"/>`;
    }
    let cells = "";
    const cellCols = [
      lib.sceneColors.coral,
      lib.sceneColors.teal,
      lib.sceneColors.gold,
      lib.sceneColors.surface2,
    ];
    for (let i = 0; i < 7; i++) {
      cells += `<rect x="${i * 104 + 10}" y="26" width="88" height="52" rx="4" fill="${cellCols[i % 4]}" opacity=".85"/>`;
      cells += `<path d="M${i * 104 + 22} 70l18-22 14 14 10-10 22 18z" fill="${lib.sceneColors.night2}" opacity=".55"/>`;
    }
    const film =
      `<g transform="translate(-40 420) rotate(-14)"><rect width="740" height="104" rx="6" fill="${lib.sceneColors.ink}" stroke="${lib.sceneColors.gold}" stroke-width="2"/>` +
      `<g fill="${lib.sceneColors.goldSoft}" opacity=".85">${holes}</g>${cells}</g>`;
    // Exhibition frames.
    const frame = (x, y, w, h, rot, fillArt) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})">` +
      `<rect x="${-w / 2 - 10}" y="${-h / 2 - 10}" width="${w + 20}" height="${h + 20}" rx="4" fill="${lib.sceneColors.gold}"/>` +
      `<rect x="${-w / 2 - 4}" y="${-h / 2 - 4}" width="${w + 8}" height="${h + 8}" fill="#b98a2c"/>` +
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${lib.sceneColors.goldSoft}"/>${fillArt(w, h)}</g>`;
    const batikArt = (w, h) =>
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${lib.sceneColors.coral}"/><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="url(#kw)"/>`;
    const parangArt = (w, h) =>
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${lib.sceneColors.teal}"/><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="url(#pr)"/>`;
    const houseArt = (w, h) =>
      `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${lib.sceneColors.surface}"/>` +
      `<circle cx="${w * 0.22}" cy="${-h * 0.22}" r="${h * 0.12}" fill="${lib.sceneColors.goldSoft}"/>` +
      `<path d="M${-w * 0.4} ${-h * 0.02}Q${-w * 0.3} ${-h * 0.1} ${-w * 0.34} ${-h * 0.32}Q${-w * 0.18} ${-h * 0.05} 0 ${-h * 0.08}Q${w * 0.18} ${-h * 0.05} ${w * 0.34} ${-h * 0.32}Q${w * 0.3} ${-h * 0.1} ${w * 0.4} ${-h * 0.02}Z" fill="${lib.sceneColors.coral}"/>` +
      `<rect x="${-w * 0.3}" y="${-h * 0.02}" width="${w * 0.6}" height="${h * 0.3}" fill="#8a4a2a"/>` +
      `<rect x="${-w * 0.06}" y="${h * 0.08}" width="${w * 0.12}" height="${h * 0.2}" fill="${lib.sceneColors.gold}"/>` +
      `<rect x="${-w / 2}" y="${h * 0.28}" width="${w}" height="${h * 0.22}" fill="#2f7f6e"/>`;
    const phone =
      `<circle cx="400" cy="300" r="240" fill="url(#gw)"/>` +
      `<g transform="rotate(6 400 300)">` +
      `<rect x="306" y="132" width="188" height="336" rx="28" fill="${lib.sceneColors.ink}" stroke="${lib.sceneColors.gold}" stroke-width="4"/>` +
      `<rect x="318" y="150" width="164" height="300" rx="14" fill="${lib.sceneColors.surface}"/>` +
      `<g clip-path="url(#scrn)"><circle cx="440" cy="210" r="60" fill="${lib.sceneColors.coral}" opacity=".6"/>` +
      megaMini(400, 470) +
      "</g>" +
      `<rect x="372" y="140" width="56" height="8" rx="4" fill="${lib.sceneColors.surface2}"/>` +
      `<circle cx="400" cy="300" r="46" fill="${lib.sceneColors.gold}"/><path d="M386 276l40 24-40 24z" fill="${lib.sceneColors.night2}" stroke="${lib.sceneColors.night2}" stroke-width="4" stroke-linejoin="round"/>` +
      `<rect x="332" y="420" width="136" height="6" rx="3" fill="${lib.sceneColors.night2}"/><rect x="332" y="420" width="78" height="6" rx="3" fill="${lib.sceneColors.teal}"/>` +
      `<g fill="${lib.sceneColors.text}"><path d="M460 338c-6-8-18-2-12 8l12 10 12-10c6-10-6-16-12-8z" fill="${lib.sceneColors.coral}"/><circle cx="460" cy="384" r="8" fill="${lib.sceneColors.teal}"/></g>` +
      "</g>";
    const camera =
      `<g transform="translate(612 176) rotate(12)">` +
      `<rect x="-86" y="-50" width="172" height="108" rx="16" fill="${lib.sceneColors.surface2}" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      `<rect x="-60" y="-68" width="50" height="22" rx="6" fill="${lib.sceneColors.surface2}" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      `<rect x="-86" y="-24" width="172" height="16" fill="${lib.sceneColors.coral}"/>` +
      `<circle r="38" cy="6" fill="${lib.sceneColors.ink}" stroke="${lib.sceneColors.gold}" stroke-width="4"/><circle r="24" cy="6" fill="${lib.sceneColors.teal}"/><circle r="10" cy="6" fill="${lib.sceneColors.night2}"/><circle cx="-8" cy="-4" r="5" fill="${lib.sceneColors.text}" opacity=".8"/>` +
      `<circle cx="62" cy="-32" r="7" fill="${lib.sceneColors.coral}"/></g>`;
    const body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="640" cy="460" r="260" fill="url(#gc)"/>` +
      lib.stars(12, W, H, 190) +
      lib.orbit(400, 300, 360, 120, -14, lib.sceneColors.teal, 2, "2 10", 0.5) +
      frame(150, 170, 130, 96, -9, batikArt) +
      frame(660, 420, 120, 150, 8, houseArt) +
      frame(108, 360, 84, 112, 6, parangArt) +
      film +
      phone +
      camera +
      lib.sparkle(230, 70, 1.5) +
      lib.sparkle(740, 60, 1.1, lib.sceneColors.teal) +
      lib.sparkle(520, 540, 1.2, lib.sceneColors.coral) +
      `<circle cx="${oneDecimal(280 + r() * 10)}" cy="118" r="6" fill="${lib.sceneColors.gold}"/>`;
    writeAsset(
      "home/teaser-expression.svg",
      lib.svg(W, H, body, { defs, label: "Phone, camera, film strip and frames in space" }),
    );
  }

  /** A tiny mega-mendung silhouette for the phone screen (no defs needed). */
  function megaMini(x, y) {
    return `<g transform="translate(${x} ${y})"><path d="M-90 0v-30q20-30 50-20q20-40 60-15q40-10 50 30v35z" fill="#1f5a7a"/><path d="M-70 0v-20q20-24 44-14q18-30 50-10q30-6 40 24v20z" fill="#3aa7a8"/></g>`;
  }
}
