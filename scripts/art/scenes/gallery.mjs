// @ts-check
// Nine "throwback photos" of earlier festivals: illustrated scenes with a warm film finish.
import { oneDecimal } from "../kit/format.mjs";
import { mulberry32 } from "../kit/random.mjs";
import { writeAsset } from "../kit/write.mjs";
import { bunting, crowd, person } from "./figures.mjs";
import * as lib from "./lib.mjs";
import { gunungan } from "./motifs.mjs";

export function drawGallery() {
  const W = 1200;
  const H = 800;
  const DUSK = [
    [0, "#2a1a5e"],
    [0.45, "#6a3a86"],
    [0.8, "#e0767a"],
    [1, "#ffc27a"],
  ];
  const baseDefs = () =>
    lib.starDefs() +
    lib.filmDefs() +
    lib.linearDef("dusk", DUSK) +
    lib.linearDef("night", [
      [0, lib.sceneColors.night],
      [1, lib.sceneColors.surface],
    ]) +
    lib.glowDef("gg", lib.sceneColors.gold, 0.5) +
    lib.glowDef("gc", lib.sceneColors.coral, 0.45) +
    lib.glowDef("gt", lib.sceneColors.teal, 0.35) +
    lib.kawungDef("kw", lib.sceneColors.gold, 40, 0.3, 1.5) +
    lib.parangDef("pr", lib.sceneColors.gold, 30, 0.35, 2);

  function photo(name, label, body, extraDefs = "") {
    writeAsset(
      `gallery/${name}.svg`,
      lib.svg(W, H, body + lib.filmOverlay(W, H), { defs: baseDefs() + extraDefs, label }),
    );
  }

  const mirror = (x, b) => `<g transform="matrix(-1 0 0 1 ${oneDecimal(2 * x)} 0)">${b}</g>`;

  /** Umbul-umbul: tall curved bamboo pennants. */
  function umbul(x, y, h, col, col2) {
    return (
      `<path d="M${x} ${y}Q${x - 6} ${y - h * 0.6} ${x + 18} ${y - h}" fill="none" stroke="#c9a46a" stroke-width="4"/>` +
      `<path d="M${x - 2} ${y - h * 0.86}L${x + 14} ${y - h * 0.92}L${x + 8} ${y - h * 0.2}Q${x + 2} ${y - h * 0.1} ${x - 4} ${y - h * 0.2}Z" fill="${col}"/>` +
      `<path d="M${x + 2} ${y - h * 0.8}L${x + 11} ${y - h * 0.84}L${x + 7} ${y - h * 0.3}L${x + 1} ${y - h * 0.3}Z" fill="${col2}"/>`
    );
  }

  /** A school building: long block with windows and a roof. */
  function school(x, y, w, h) {
    let win = "";
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < Math.floor(w / 56); i++)
        win += `<rect x="${x + 22 + i * 56}" y="${y - h + 30 + r * (h / 2.2)}" width="30" height="${oneDecimal(h / 4)}" rx="2"/>`;
    return (
      `<path d="M${x - 14} ${y - h}L${x + 30} ${y - h - 40}H${x + w - 30}L${x + w + 14} ${y - h}Z" fill="#7a3a5a"/>` +
      `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="#4a2f6e"/>` +
      `<g fill="${lib.sceneColors.goldSoft}" opacity=".75">${win}</g>`
    );
  }

  // 1. Opening ceremony on the school field.
  {
    const flag =
      `<path d="M600 520V150" stroke="${lib.sceneColors.text}" stroke-width="5"/>` +
      `<path d="M603 156q40-10 80 0t80 0v30q-40 10-80 0t-80 0z" fill="#e8453a"/>` +
      `<path d="M603 186q40-10 80 0t80 0v30q-40 10-80 0t-80 0z" fill="${lib.sceneColors.text}"/>`;
    const stageB =
      `<rect x="780" y="400" width="360" height="110" fill="${lib.sceneColors.night2}"/>` +
      `<rect x="780" y="300" width="360" height="100" fill="${lib.sceneColors.coral}"/>` +
      `<rect x="780" y="300" width="360" height="100" fill="url(#kw)"/>` +
      `<rect x="800" y="320" width="320" height="60" rx="6" fill="${lib.sceneColors.night2}"/>` +
      `<path d="M860 350h60M940 350h120" stroke="${lib.sceneColors.gold}" stroke-width="12" stroke-linecap="round"/>` +
      person(900, 400, 70, { fill: lib.sceneColors.night, pose: "wave" }) +
      person(1000, 400, 72, { fill: lib.sceneColors.night, pose: "stand" });
    const body =
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
      `<circle cx="300" cy="420" r="260" fill="url(#gg)"/>` +
      `<circle cx="300" cy="440" r="46" fill="${lib.sceneColors.goldSoft}" opacity=".9"/>` +
      school(40, 470, 520, 160) +
      `<rect y="460" width="${W}" height="340" fill="#3f6a4e"/>` +
      `<path d="M0 560h${W}M0 660h${W}" stroke="${lib.sceneColors.text}" stroke-opacity=".35" stroke-width="4"/>` +
      stageB +
      flag +
      umbul(740, 520, 300, lib.sceneColors.coral, lib.sceneColors.gold) +
      umbul(1160, 520, 300, lib.sceneColors.teal, lib.sceneColors.gold) +
      umbul(60, 560, 260, lib.sceneColors.gold, lib.sceneColors.coral) +
      bunting(0, 260, 600, 150, 30, 14) +
      bunting(600, 150, 1200, 250, 30, 14, [
        lib.sceneColors.teal,
        lib.sceneColors.gold,
        lib.sceneColors.coral,
        lib.sceneColors.text,
      ]) +
      Array.from({ length: 6 }, (_, r) => {
        let row = "";
        for (let i = 0; i < 16 - r; i++) {
          const x = 90 + r * 30 + i * (62 + r * 4);
          row += person(x, 560 + r * 46, 70 + r * 12, {
            fill: r % 2 ? "#1a0f3a" : lib.sceneColors.ink,
            shirt: r % 2 ? "#f7f3ff" : "#e8e2f7",
          });
        }
        return row;
      }).join("");
    photo("throwback-1", "Opening ceremony on the school field", body);
  }

  // 2. Traditional dance on stage.
  {
    const dancer = (x, s, col, mir) => {
      const d =
        person(x, 640, 250 * s, {
          fill: col,
          pose: "dance",
          skirt: true,
          hat: "crown",
          rim: lib.sceneColors.gold,
          rimW: 3,
        }) +
        `<path d="M${x + 38 * s * 2.5} ${640 - (176 * s * 2.5) / 2.5}q30 40 10 120" fill="none" stroke="${lib.sceneColors.teal}" stroke-width="8" stroke-linecap="round"/>`;
      return mir ? mirror(x, d) : d;
    };
    const body =
      `<rect width="${W}" height="${H}" fill="#1a0e3c"/>` +
      `<rect x="80" y="80" width="1040" height="560" fill="#4a1f4a"/>` +
      `<rect x="80" y="80" width="1040" height="560" fill="url(#pr)"/>` +
      `<circle cx="600" cy="380" r="420" fill="url(#gc)"/>` +
      `<path d="M520 0h160l260 660H260z" fill="${lib.sceneColors.goldSoft}" opacity=".18"/>` +
      `<path d="M0 0h80v660H0zM1120 0h80v660h-80z" fill="#8e2440"/>` +
      `<path d="M0 0h${W}v70H0z" fill="#8e2440"/><path d="M0 70h${W}" stroke="${lib.sceneColors.gold}" stroke-width="6"/>` +
      `<rect y="640" width="${W}" height="160" fill="#2a1438"/>` +
      `<path d="M0 640h${W}" stroke="${lib.sceneColors.gold}" stroke-width="5"/>` +
      `<ellipse cx="600" cy="660" rx="440" ry="40" fill="${lib.sceneColors.goldSoft}" opacity=".3"/>` +
      dancer(380, 1, "#7a1f3a", false) +
      dancer(600, 1.1, "#8e2440", false) +
      dancer(820, 1, "#7a1f3a", true) +
      // gamelan in front
      Array.from({ length: 7 }, (_, i) => {
        const x = 140 + i * 150;
        return `<ellipse cx="${x}" cy="736" rx="46" ry="16" fill="${lib.sceneColors.gold}" stroke="#8a5a1a" stroke-width="4"/><circle cx="${x}" cy="730" r="10" fill="#c98d34"/><rect x="${x - 40}" y="744" width="80" height="40" fill="#5a2a1a"/>`;
      }).join("");
    photo("throwback-2", "Traditional dance on stage", body);
  }

  // 3. Class food bazaar tents.
  {
    const tent = (x, w, col) => {
      let stripes = "";
      for (let i = 0; i < 6; i++)
        if (i % 2 === 0)
          stripes += `<path d="M${x + (i * w) / 6} 380L${x + w / 2} 300L${x + ((i + 1) * w) / 6} 380z" fill="${lib.sceneColors.text}"/>`;
      let scallop = `M${x} 380`;
      for (let i = 0; i < 6; i++) scallop += `q${w / 12} 26 ${w / 6} 0`;
      return (
        `<path d="M${x} 380L${x + w / 2} 300L${x + w} 380z" fill="${col}"/>` +
        stripes +
        `<path d="${scallop}z" fill="${col}"/>` +
        `<path d="M${x + 6} 390V560M${x + w - 6} 390V560" stroke="#ddd" stroke-width="5"/>` +
        `<rect x="${x - 4}" y="500" width="${w + 8}" height="60" fill="#6b3a2a"/>` +
        `<rect x="${x - 4}" y="500" width="${w + 8}" height="14" fill="${lib.sceneColors.coral}"/>` +
        `<ellipse cx="${x + w * 0.3}" cy="496" rx="26" ry="10" fill="#b0b0c0"/><rect x="${x + w * 0.3 - 26}" y="470" width="52" height="26" fill="#9090a8"/>` +
        `<path d="M${x + w * 0.3 - 10} 460q6-14 0-24M${x + w * 0.3 + 8} 460q6-14 0-24" stroke="${lib.sceneColors.text}" stroke-opacity=".6" stroke-width="4" fill="none"/>` +
        `<g fill="${lib.sceneColors.gold}"><circle cx="${x + w * 0.62}" cy="492" r="10"/><circle cx="${x + w * 0.74}" cy="492" r="10" fill="#e8553a"/><circle cx="${x + w * 0.86}" cy="492" r="10" fill="#5fae5a"/></g>` +
        person(x + w * 0.5, 500, 120, {
          fill: lib.sceneColors.night2,
          shirt: "#3a2a6a",
          pose: "hold",
          hat: "cap",
        })
      );
    };
    let lights = "";
    for (let i = 0; i < 30; i++) {
      const x = i * 42;
      const y = 250 + Math.sin(i * 0.7) * 16;
      lights += `<circle cx="${x}" cy="${oneDecimal(y)}" r="6" fill="${[lib.sceneColors.goldSoft, lib.sceneColors.coral, lib.sceneColors.teal][i % 3]}"/>`;
    }
    const body =
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
      lib.stars(3, W, 200, 60) +
      `<rect y="540" width="${W}" height="260" fill="#4a3a3a"/>` +
      `<path d="M0 250q300 40 600 0t600 0" fill="none" stroke="${lib.sceneColors.text}" stroke-opacity=".4" stroke-width="2"/>` +
      lights +
      tent(30, 260, lib.sceneColors.coral) +
      tent(330, 260, lib.sceneColors.teal) +
      tent(630, 260, lib.sceneColors.gold) +
      tent(930, 260, "#8e5ad8") +
      crowd(17, -20, W, 640, 120, {
        hands: 0.04,
        cols: [lib.sceneColors.ink, "#241448", "#3a1f4a"],
      });
    photo("throwback-3", "Class food bazaar tents", body);
  }

  // 4. Parade of regional costumes.
  {
    const r = mulberry32(44);
    const costumes = [
      [lib.sceneColors.coral, "crown", true],
      ["#e8453a", "blangkon", false],
      [lib.sceneColors.teal, "bun", true],
      [lib.sceneColors.gold, "", false],
      ["#8e5ad8", "crown", true],
      ["#3f9a6a", "blangkon", false],
      [lib.sceneColors.coral, "bun", true],
      [lib.sceneColors.gold, "crown", false],
    ];
    let marchers = "";
    costumes.forEach(([col, hat, skirt], i) => {
      const t = i / (costumes.length - 1);
      const x = 90 + t * 1020;
      const y = 700 - Math.sin(t * Math.PI) * 40;
      const hgt = 240 + r() * 30;
      marchers += person(x, y, hgt, {
        fill: lib.sceneColors.ink,
        shirt: col,
        hat,
        skirt,
        pose: ["wave", "stand", "oneup", "dance"][i % 4],
        rim: lib.sceneColors.gold,
        rimW: 2,
      });
      // a sash of songket gold
      marchers += `<path d="M${oneDecimal(x - 12 * (hgt / 100))} ${oneDecimal(y - 80 * (hgt / 100))}L${oneDecimal(x + 11 * (hgt / 100))} ${oneDecimal(y - 46 * (hgt / 100))}" stroke="${lib.sceneColors.gold}" stroke-width="${oneDecimal(hgt / 30)}"/>`;
    });
    const body =
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
      `<circle cx="900" cy="380" r="300" fill="url(#gg)"/>` +
      // trees and school gate in the back
      Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${i * 150 + 40}" cy="${390 + (i % 3) * 14}" r="${80 + (i % 2) * 20}" fill="#3a2a5a"/>`,
      ).join("") +
      `<rect y="420" width="${W}" height="380" fill="#6a4a6a"/>` +
      `<path d="M0 560L${W} 520V800H0z" fill="#8a5a6a"/>` +
      `<path d="M0 640L${W} 600" stroke="${lib.sceneColors.text}" stroke-opacity=".5" stroke-width="6" stroke-dasharray="50 40"/>` +
      bunting(-20, 160, 620, 120, 40, 16) +
      bunting(580, 120, 1220, 180, 40, 16, [
        lib.sceneColors.teal,
        lib.sceneColors.coral,
        lib.sceneColors.gold,
        lib.sceneColors.text,
      ]) +
      crowd(8, -40, 1240, 470, 80, { hands: 0.25, rows: 1, cols: ["#3a2a5a", "#2a1a4a"] }) +
      marchers;
    photo("throwback-4", "Parade of regional costumes", body);
  }

  // 5. Collaborative theatre: a crowded stage in front of a painted rumah gadang backdrop.
  {
    const g = gunungan("g5", 600, 560, 300, {
      fill: "#3a1e3a",
      line: lib.sceneColors.gold,
      sw: 3,
      pattern: "kw",
    });
    const cast = [
      [260, "#2a6a8a", "stand", "blangkon", false],
      [380, "#8e2440", "wave", "bun", true],
      [820, "#3f6a4e", "reach", "crown", false],
      [940, "#a0522d", "oneup", "bun", true],
    ];
    const body =
      `<rect width="${W}" height="${H}" fill="#1a0e3c"/>` +
      `<rect x="60" y="60" width="1080" height="500" fill="#ffb27a"/>` +
      `<circle cx="600" cy="300" r="380" fill="url(#gg)"/>` +
      // painted rumah gadang backdrop with horn-shaped roofs
      `<path d="M200 360Q230 300 180 220Q300 290 380 280Q460 290 580 220Q530 300 560 360Z" fill="#8e2440"/>` +
      `<path d="M640 360Q670 300 620 220Q740 290 820 280Q900 290 1020 220Q970 300 1000 360Z" fill="#8e2440"/>` +
      `<rect x="230" y="360" width="300" height="120" fill="#6b3420"/><rect x="670" y="360" width="300" height="120" fill="#6b3420"/>` +
      `<rect x="230" y="380" width="300" height="20" fill="url(#pr)"/><rect x="670" y="380" width="300" height="20" fill="url(#pr)"/>` +
      g.body +
      `<rect x="60" y="560" width="1080" height="40" fill="#2a1438"/>` +
      `<path d="M60 560h1080" stroke="${lib.sceneColors.gold}" stroke-width="5"/>` +
      cast
        .map(([x, col, pose, hat, skirt]) =>
          person(x, 580, 230, {
            fill: lib.sceneColors.ink,
            shirt: col,
            pose,
            hat,
            skirt,
            rim: lib.sceneColors.goldSoft,
            rimW: 2,
          }),
        )
        .join("") +
      `<path d="M0 0h170q-40 300 0 600H0zM${W} 0h-170q40 300 0 600h170z" fill="${lib.sceneColors.coral}"/>` +
      `<path d="M40 0q-20 300 0 600M90 0q-24 300 0 600M1160 0q20 300 0 600M1110 0q24 300 0 600" stroke="#8e2440" stroke-width="6" fill="none"/>` +
      `<rect y="600" width="${W}" height="200" fill="#140b2e"/>` +
      crowd(55, -20, W, 690, 110, { rows: 2, hands: 0.1, cols: [lib.sceneColors.ink, "#1a0f3a"] });
    photo("throwback-5", "Collaborative theatre on stage", body, g.defs);
  }

  // 6. Student art exhibition.
  {
    const frame = (x, y, w, h, art) =>
      `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="${lib.sceneColors.gold}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lib.sceneColors.goldSoft}"/>${art(x, y, w, h)}` +
      `<rect x="${x + w / 2 - 24}" y="${y - 34}" width="48" height="8" rx="4" fill="${lib.sceneColors.goldSoft}" opacity=".6"/>`;
    const sun = (x, y, w, h) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lib.sceneColors.coral}"/><circle cx="${x + w / 2}" cy="${y + h * 0.55}" r="${h * 0.26}" fill="${lib.sceneColors.gold}"/><path d="M${x} ${y + h * 0.7}q${w / 4}-30 ${w / 2} 0t${w / 2} 0V${y + h}H${x}z" fill="${lib.sceneColors.surface2}"/>`;
    const batik = (x, y, w, h) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#8e2440"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#kw)"/>`;
    const wayang = (x, y, w, h) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lib.sceneColors.teal}"/>` +
      `<path d="M${x + w * 0.5} ${y + h * 0.12}q${w * 0.14} 0 ${w * 0.1} ${h * 0.14}l${w * 0.12} ${h * 0.06}-${w * 0.12} ${h * 0.04}v${h * 0.5}h-${w * 0.2}v-${h * 0.5}l-${w * 0.2}-${h * 0.2}z" fill="${lib.sceneColors.night2}"/>`;
    const portrait = (x, y, w, h) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lib.sceneColors.surface2}"/><circle cx="${x + w / 2}" cy="${y + h * 0.4}" r="${w * 0.2}" fill="${lib.sceneColors.coral}"/><path d="M${x + w * 0.2} ${y + h}q${w * 0.3}-${h * 0.5} ${w * 0.6} 0z" fill="${lib.sceneColors.coral}"/>`;
    const body =
      `<rect width="${W}" height="${H}" fill="#3a2a6a"/>` +
      `<rect width="${W}" height="120" fill="#2a1a5e"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${100 + i * 240}" y="0" width="120" height="40" fill="${lib.sceneColors.goldSoft}" opacity=".7"/><path d="M${100 + i * 240} 40h120l60 260H${40 + i * 240}z" fill="${lib.sceneColors.goldSoft}" opacity=".08"/>`,
      ).join("") +
      `<rect y="560" width="${W}" height="240" fill="#5a3a4a"/>` +
      `<path d="M0 560h${W}" stroke="${lib.sceneColors.gold}" stroke-width="3"/>` +
      frame(90, 180, 220, 160, sun) +
      frame(390, 160, 170, 220, wayang) +
      frame(640, 190, 230, 150, batik) +
      frame(950, 170, 160, 200, portrait) +
      // a sculpture on a plinth
      `<rect x="540" y="440" width="120" height="180" fill="${lib.sceneColors.text}"/><path d="M560 440q40-120 80 0z" fill="${lib.sceneColors.teal}"/><circle cx="600" cy="380" r="20" fill="${lib.sceneColors.gold}"/>` +
      person(240, 720, 280, { fill: lib.sceneColors.ink, shirt: "#2a1a5e", pose: "stand" }) +
      person(330, 730, 250, {
        fill: lib.sceneColors.ink,
        shirt: lib.sceneColors.coral,
        skirt: true,
        hat: "bun",
        pose: "reach",
      }) +
      person(860, 740, 300, {
        fill: lib.sceneColors.ink,
        shirt: "#1a3d63",
        pose: "hold",
        hat: "cap",
      }) +
      person(1000, 720, 240, {
        fill: lib.sceneColors.ink,
        shirt: lib.sceneColors.gold,
        pose: "stand",
        hair: true,
      });
    photo("throwback-6", "Student art exhibition", body);
  }

  // 7. The online festival on screens during the pandemic.
  {
    const r = mulberry32(77);
    let tiles = "";
    const tileCols = [
      lib.sceneColors.surface2,
      "#1a3d63",
      "#4a1f4a",
      "#3f6a4e",
      "#6a3a86",
      "#1f5a7a",
    ];
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++) {
        const x = 330 + col * 186;
        const y = 150 + row * 104;
        const c = tileCols[(row * 3 + col) % tileCols.length];
        const skin = ["#c98d5a", "#a0643a", "#e0b080", "#7a4a2a"][Math.floor(r() * 4)];
        tiles +=
          `<rect x="${x}" y="${y}" width="176" height="96" rx="6" fill="${c}"/>` +
          (row === 1 && col === 1
            ? `<rect x="${x}" y="${y}" width="176" height="96" rx="6" fill="${lib.sceneColors.coral}"/>` +
              person(x + 88, y + 96, 80, {
                fill: lib.sceneColors.ink,
                pose: "dance",
                skirt: true,
                hat: "crown",
              })
            : `<circle cx="${x + 88}" cy="${y + 44}" r="18" fill="${skin}"/><path d="M${x + 56} ${y + 96}q32-44 64 0z" fill="${skin}"/>` +
              `<path d="M${x + 70} ${y + 40}q18-30 36 0" fill="none" stroke="#2a1a1a" stroke-width="10"/>` +
              (r() < 0.5
                ? `<path d="M${x + 78} ${y + 50}h20v10h-20z" fill="${lib.sceneColors.text}"/>`
                : ""));
      }
    const body =
      `<rect width="${W}" height="${H}" fill="#2a1a4a"/>` +
      // window to a quiet night, with the moon
      `<rect x="40" y="60" width="220" height="300" fill="url(#night)" stroke="#5a4a7a" stroke-width="10"/>` +
      lib.stars(9, 200, 280, 40, { x0: 50, y0: 70 }) +
      `<circle cx="190" cy="130" r="24" fill="${lib.sceneColors.goldSoft}"/>` +
      `<path d="M150 60v300M40 210h220" stroke="#5a4a7a" stroke-width="8"/>` +
      // big screen
      `<circle cx="690" cy="310" r="420" fill="url(#gt)"/>` +
      `<rect x="300" y="110" width="780" height="400" rx="18" fill="${lib.sceneColors.ink}" stroke="#4a4a5a" stroke-width="8"/>` +
      `<rect x="320" y="130" width="740" height="16" fill="${lib.sceneColors.night2}"/><circle cx="334" cy="138" r="4" fill="${lib.sceneColors.coral}"/><circle cx="348" cy="138" r="4" fill="${lib.sceneColors.gold}"/>` +
      tiles +
      `<rect x="1020" y="140" width="40" height="320" rx="6" fill="${lib.sceneColors.night2}"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M1040 ${170 + i * 48}c-6-8-16-2-10 6l10 9 10-9c6-8-4-14-10-6z" fill="${[lib.sceneColors.coral, lib.sceneColors.gold, lib.sceneColors.teal][i % 3]}"/>`,
      ).join("") +
      `<path d="M640 510h100l20 70H620z" fill="#3a3a4a"/>` +
      `<rect y="580" width="${W}" height="220" fill="#5a3a2a"/>` +
      `<path d="M0 580h${W}" stroke="#7a4a3a" stroke-width="6"/>` +
      // laptop, mug, mask, plant
      `<path d="M120 700L180 560H420L380 700Z" fill="#5a5a6a"/><path d="M140 690L192 572H406L366 690Z" fill="${lib.sceneColors.teal}" opacity=".8"/><path d="M80 700H420L440 720H60Z" fill="#7a7a8a"/>` +
      `<rect x="900" y="620" width="60" height="70" rx="6" fill="${lib.sceneColors.coral}"/><path d="M960 636q24 0 24 20t-24 20" fill="none" stroke="${lib.sceneColors.coral}" stroke-width="8"/>` +
      `<path d="M930 610q6-16 0-30M944 610q6-16 0-30" stroke="${lib.sceneColors.text}" stroke-opacity=".5" stroke-width="4" fill="none"/>` +
      `<path d="M500 690q50-20 100 0v30q-50 20-100 0z" fill="#8ad0e0"/><path d="M500 700q-30-10-30 10M600 700q30-10 30 10" stroke="${lib.sceneColors.text}" stroke-width="3" fill="none"/>` +
      `<path d="M1060 690h80l-10 60h-60z" fill="#a0522d"/>` +
      `<path d="M1100 690q-40-80-30-140M1100 690q10-90 40-120M1100 690q-20-60-70-80" stroke="#3f9a6a" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    photo("throwback-7", "The online festival on screens", body);
  }

  // 8. Committee group photo.
  {
    const r = mulberry32(808);
    let rows = "";
    const shirts = [lib.sceneColors.coral, lib.sceneColors.coral, lib.sceneColors.coral, "#e86a4a"];
    for (let row = 0; row < 3; row++) {
      const n = 8 - row;
      const y = 480 + row * 100;
      const h = 220 + row * 30;
      for (let i = 0; i < n; i++) {
        const x = 600 + (i - (n - 1) / 2) * (124 + row * 8) + (row % 2 ? 0 : 30) + (r() - 0.5) * 10;
        const poses = ["stand", "wave", "stand", "stand", "oneup"];
        rows += person(x, y, h * (0.92 + r() * 0.1), {
          fill: lib.sceneColors.ink,
          shirt: shirts[Math.floor(r() * shirts.length)],
          pose: row === 2 ? "stand" : poses[Math.floor(r() * poses.length)],
          hat: r() < 0.2 ? "cap" : r() < 0.35 ? "bun" : "",
          hair: r() < 0.25,
          skirt: false,
          rim: lib.sceneColors.goldSoft,
          rimW: 1.5,
        });
        // lanyard
        rows += `<path d="M${oneDecimal(x - 5)} ${oneDecimal(y - h * 0.8)}l5 ${oneDecimal(h * 0.2)}l5-${oneDecimal(h * 0.2)}" fill="none" stroke="${lib.sceneColors.teal}" stroke-width="3"/><rect x="${oneDecimal(x - 7)}" y="${oneDecimal(y - h * 0.6)}" width="14" height="18" fill="${lib.sceneColors.text}"/>`;
      }
    }
    const body =
      `<rect width="${W}" height="${H}" fill="#4a2f6e"/>` +
      `<rect y="0" width="${W}" height="300" fill="#3a2460"/>` +
      // banner behind
      `<rect x="150" y="70" width="900" height="190" rx="10" fill="${lib.sceneColors.night2}" stroke="${lib.sceneColors.gold}" stroke-width="6"/>` +
      `<rect x="170" y="90" width="860" height="150" fill="url(#kw)"/>` +
      `<g transform="translate(480 85) scale(.66)"><path d="M120 20a40 44 0 1 0 .1 0zM120 108a54 50 0 1 0 .1 0z" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="18"/><circle cx="200" cy="40" r="12" fill="${lib.sceneColors.teal}"/></g>` +
      `<path d="M620 140h320M620 180h240" stroke="${lib.sceneColors.goldSoft}" stroke-width="18" stroke-linecap="round"/>` +
      bunting(0, 40, W, 40, 40, 20) +
      `<rect y="600" width="${W}" height="200" fill="#6a4a5a"/>` +
      `<ellipse cx="600" cy="720" rx="560" ry="40" fill="${lib.sceneColors.ink}" opacity=".3"/>` +
      rows +
      lib.sparkle(120, 340, 2) +
      lib.sparkle(1080, 360, 2, lib.sceneColors.teal);
    photo("throwback-8", "Committee group photo", body);
  }

  // 9. Guest star performance with the crowd.
  {
    const beams = /** @type {[number, string, number][]} */ ([
      [200, lib.sceneColors.teal, 18],
      [420, lib.sceneColors.coral, -10],
      [780, lib.sceneColors.gold, 12],
      [1000, lib.sceneColors.teal, -18],
    ])
      .map(
        ([x, col, rot]) =>
          `<path d="M${x - 16} 90L${x + 16} 90L${x + 160} 700L${x - 160} 700Z" fill="${col}" opacity=".2" transform="rotate(${rot} ${x} 90)"/>`,
      )
      .join("");
    const body =
      `<rect width="${W}" height="${H}" fill="url(#night)"/>` +
      lib.stars(99, W, 300, 90) +
      `<circle cx="600" cy="420" r="420" fill="url(#gc)"/>` +
      // truss
      `<path d="M90 80h1020M90 100h1020" stroke="#9a9ab0" stroke-width="6"/>` +
      `<path d="M90 80V560M110 80V560M1090 80V560M1110 80V560" stroke="#9a9ab0" stroke-width="6"/>` +
      Array.from(
        { length: 25 },
        (_, i) =>
          `<path d="M${90 + i * 42} 80l21 20 21-20" stroke="#9a9ab0" stroke-width="3" fill="none"/>`,
      ).join("") +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${180 + i * 170}" y="100" width="24" height="30" rx="4" fill="#3a3a4a"/><circle cx="${192 + i * 170}" cy="134" r="9" fill="${lib.sceneColors.goldSoft}"/>`,
      ).join("") +
      beams +
      // LED screen with the mark
      `<rect x="330" y="160" width="540" height="260" fill="${lib.sceneColors.night2}" stroke="#3a3a4a" stroke-width="8"/>` +
      `<rect x="330" y="160" width="540" height="260" fill="url(#kw)"/>` +
      `<g transform="translate(530 170) scale(1.4)"><path d="M60 20a26 28 0 1 0 .1 0zM60 76a34 32 0 1 0 .1 0z" fill="none" stroke="${lib.sceneColors.gold}" stroke-width="11"/><circle cx="60" cy="108" r="20" fill="${lib.sceneColors.coral}"/><ellipse cx="60" cy="108" rx="38" ry="8" fill="none" stroke="${lib.sceneColors.teal}" stroke-width="5" transform="rotate(-14 60 108)"/></g>` +
      `<rect x="60" y="540" width="1080" height="60" fill="#2a1438"/><path d="M60 540h1080" stroke="${lib.sceneColors.gold}" stroke-width="5"/>` +
      // speakers
      `<rect x="120" y="380" width="120" height="160" fill="${lib.sceneColors.ink}"/><circle cx="180" cy="430" r="30" fill="#2a2a3a"/><circle cx="180" cy="500" r="20" fill="#2a2a3a"/>` +
      `<rect x="960" y="380" width="120" height="160" fill="${lib.sceneColors.ink}"/><circle cx="1020" cy="430" r="30" fill="#2a2a3a"/><circle cx="1020" cy="500" r="20" fill="#2a2a3a"/>` +
      // the singer with a mic stand, and a guitarist
      `<path d="M500 540L490 380" stroke="#aaa" stroke-width="4"/>` +
      person(450, 545, 200, {
        fill: lib.sceneColors.ink,
        shirt: lib.sceneColors.gold,
        pose: "oneup",
        rim: lib.sceneColors.goldSoft,
        rimW: 3,
        hair: true,
      }) +
      person(760, 545, 190, {
        fill: lib.sceneColors.ink,
        shirt: "#2a6a8a",
        pose: "hold",
        hat: "cap",
        rim: lib.sceneColors.goldSoft,
        rimW: 3,
      }) +
      `<path d="M730 460l70 30-6 12-70-30z" fill="${lib.sceneColors.coral}"/>` +
      lib.sparkle(300, 250, 2.4) +
      crowd(909, -40, W + 40, 650, 95, {
        hands: 0.45,
        lights: 0.5,
        rows: 3,
        cols: [lib.sceneColors.ink, "#1a0f3a", "#241448"],
      });
    photo("throwback-9", "Guest star performance with the crowd", body);
  }
}
