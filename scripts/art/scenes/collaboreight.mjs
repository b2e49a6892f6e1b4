// @ts-check
// Collaboreight page art: the open-air stage of the musical "Wanea Tatahang" under the cosmic
// night, seen from the back of the audience. Two performers, Arya and Nirwana, reach for each
// other across a gap under two spotlights; a gunungan glows behind them. A wide band for the
// bottom of the page's first section (1440) and a taller one for phones (360).
// Its top fades into the page's night, so the section's text can sit above it.
import { oneDecimal } from "../kit/format.mjs";
import { writeAsset } from "../kit/write.mjs";
import { crowd, person } from "./figures.mjs";
import * as scene from "./lib.mjs";
import { cloudDef, gunungan, megaMendung } from "./motifs.mjs";

const colors = scene.sceneColors;
const CURTAIN_DARK = "#6e1d3c";
const CURTAIN_LIGHT = "#a8304c";
const FLOOR = "#2b1744";
const FLOOR_EDGE = "#1a0f3a";

/**
 * @typedef {object} StageLayout
 * @property {string} file output path under content/assets
 * @property {number} width
 * @property {number} height
 * @property {number} seed star field seed
 * @property {number} starCount
 * @property {number} floorTop y of the stage floor's back edge
 * @property {number} floorFront y of the stage floor's front edge
 * @property {number} floorBackHalf half width of the back edge
 * @property {number} floorFrontHalf half width of the front edge
 * @property {number} figureHeight height of a standing performer
 * @property {number} figureGap distance between the two performers
 * @property {number} gununganHeight
 * @property {number} curtainWidth width of each side curtain (0: none)
 * @property {number} crowdSize head-and-shoulders size of the audience
 * @property {{ x: number, y: number, r: number }} moon the ringed planet
 * @property {{ x: number, y: number, scale: number, flip: boolean }[]} clouds
 * @property {number} footlightCount
 * @property {number} scale line weights and small shapes
 */

/** Gradients and glows: the sky (transparent at the top, deepening to the horizon), the beams, the drapes, the lamps. */
function skyDefs() {
  return (
    scene.linearDef("sky", [
      [0, colors.night, 0],
      [0.5, colors.night, 0.85],
      [1, colors.surface, 1],
    ]) +
    scene.linearDef("spot", [
      [0, colors.goldSoft, 0.5],
      [1, colors.goldSoft, 0.04],
    ]) +
    scene.linearDef(
      "drape",
      [
        [0, CURTAIN_DARK],
        [0.5, CURTAIN_LIGHT],
        [1, CURTAIN_DARK],
      ],
      { x2: 1, y2: 0 },
    ) +
    scene.linearDef("fade", [
      [0, colors.text, 0],
      [0.4, colors.text, 1],
      [0.9, colors.text, 1],
      [1, colors.text, 0],
    ]) +
    scene.glowDef("halo", colors.coral, 0.6) +
    scene.glowDef("lamp", colors.goldSoft, 0.9)
  );
}

/** A spotlight cone from a lamp at (fromX, 0) onto a pool centred on (toX, toY). */
function spotlight(fromX, toX, toY, poolHalf, scale) {
  const lampHalf = 10 * scale;
  return (
    `<path d="M${oneDecimal(fromX - lampHalf)} 0L${oneDecimal(fromX + lampHalf)} 0` +
    `L${oneDecimal(toX + poolHalf)} ${oneDecimal(toY)}L${oneDecimal(toX - poolHalf)} ${oneDecimal(toY)}Z" fill="url(#spot)"/>` +
    `<ellipse cx="${oneDecimal(toX)}" cy="${oneDecimal(toY)}" rx="${oneDecimal(poolHalf)}" ry="${oneDecimal(poolHalf * 0.16)}" fill="${colors.goldSoft}" opacity=".35"/>`
  );
}

/** The raked stage floor: a trapezoid with boards converging towards the back. */
function stageFloor(centerX, layout) {
  const { floorTop, floorFront, floorBackHalf, floorFrontHalf, height, scale } = layout;
  const corner = (x, y) => `${oneDecimal(x)} ${oneDecimal(y)}`;
  const outline =
    `M${corner(centerX - floorBackHalf, floorTop)}L${corner(centerX + floorBackHalf, floorTop)}` +
    `L${corner(centerX + floorFrontHalf, floorFront)}L${corner(centerX - floorFrontHalf, floorFront)}Z`;
  const boardCount = 10;
  let boards = "";
  for (let i = 1; i < boardCount; i++) {
    const t = i / boardCount - 0.5;
    boards += `M${corner(centerX + t * 2 * floorBackHalf, floorTop)}L${corner(centerX + t * 2 * floorFrontHalf, floorFront)}`;
  }
  const apronHeight = height - floorFront;
  return (
    `<path d="${outline}" fill="${FLOOR}"/>` +
    `<path d="${boards}" stroke="${FLOOR_EDGE}" stroke-width="${oneDecimal(1.5 * scale)}" opacity=".8"/>` +
    `<path d="M${corner(centerX - floorBackHalf, floorTop)}H${oneDecimal(centerX + floorBackHalf)}" stroke="${colors.gold}" stroke-opacity=".5" stroke-width="${oneDecimal(1.5 * scale)}"/>` +
    // the apron's face, patterned with parang, under a gold lip
    `<rect x="${oneDecimal(centerX - floorFrontHalf)}" y="${oneDecimal(floorFront)}" width="${oneDecimal(floorFrontHalf * 2)}" height="${oneDecimal(apronHeight)}" fill="${FLOOR_EDGE}"/>` +
    `<rect x="${oneDecimal(centerX - floorFrontHalf)}" y="${oneDecimal(floorFront)}" width="${oneDecimal(floorFrontHalf * 2)}" height="${oneDecimal(apronHeight)}" fill="url(#apron)"/>` +
    `<path d="M${corner(centerX - floorFrontHalf, floorFront)}H${oneDecimal(centerX + floorFrontHalf)}" stroke="${colors.gold}" stroke-width="${oneDecimal(3 * scale)}"/>`
  );
}

/** Footlights: small lamps along the apron's lip, each with a soft glow. */
function footlights(centerX, layout) {
  const { floorFront, floorFrontHalf, footlightCount, scale } = layout;
  let glows = "";
  let lamps = "";
  for (let i = 0; i < footlightCount; i++) {
    const x = centerX - floorFrontHalf * 0.9 + (i * floorFrontHalf * 1.8) / (footlightCount - 1);
    glows += `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(floorFront - 4 * scale)}" r="${oneDecimal(18 * scale)}"/>`;
    lamps += `<path d="M${oneDecimal(x - 6 * scale)} ${oneDecimal(floorFront)}a${oneDecimal(6 * scale)} ${oneDecimal(6 * scale)} 0 0 1 ${oneDecimal(12 * scale)} 0z"/>`;
  }
  return `<g fill="url(#lamp)">${glows}</g><g fill="${colors.goldSoft}">${lamps}</g>`;
}

/** A side curtain hanging straight, with vertical folds and a scalloped hem above the floor. */
function sideCurtain(x, width, hemY, scale, side) {
  const folds = 5;
  const foldWidth = width / folds;
  let hem = "";
  for (let i = 0; i < folds; i++) {
    hem += `q${oneDecimal(-foldWidth / 2)} ${oneDecimal(14 * scale)} ${oneDecimal(-foldWidth)} 0`;
  }
  const panel = `M${oneDecimal(x)} 0H${oneDecimal(x + width)}V${oneDecimal(hemY)}${hem}Z`;
  let foldLines = "";
  for (let i = 1; i < folds; i++) {
    const fx = x + i * foldWidth;
    foldLines += `M${oneDecimal(fx)} 0V${oneDecimal(hemY + 6 * scale)}`;
  }
  const innerEdge = side < 0 ? x + width : x;
  return (
    `<path d="${panel}" fill="url(#drape)"/>` +
    `<path d="${foldLines}" stroke="${CURTAIN_DARK}" stroke-width="${oneDecimal(5 * scale)}" opacity=".8"/>` +
    `<path d="M${oneDecimal(innerEdge)} 0V${oneDecimal(hemY + 4 * scale)}" stroke="${colors.gold}" stroke-width="${oneDecimal(3 * scale)}"/>` +
    // a band of kawung along the hem
    `<rect x="${oneDecimal(x)}" y="${oneDecimal(hemY - 26 * scale)}" width="${oneDecimal(width)}" height="${oneDecimal(22 * scale)}" fill="url(#hem)"/>`
  );
}

/** Mirror a drawing around the vertical line x. */
const mirrored = (x, drawing) =>
  `<g transform="translate(${oneDecimal(x * 2)} 0) scale(-1 1)">${drawing}</g>`;

/** Arya: standing, one arm stretched out towards Nirwana. */
function arya(x, floorY, figureHeight, scale) {
  return person(x, floorY, figureHeight, {
    fill: colors.ink,
    pose: "reach",
    hat: "blangkon",
    rim: colors.gold,
    rimW: 2.5 * scale,
  });
}

/**
 * Nirwana: turning away in grief, her hand held back towards Arya, a long selendang falling
 * from her shoulder. Drawn facing right, then mirrored to face him.
 */
function nirwana(x, floorY, figureHeight, scale) {
  const unit = figureHeight / 100;
  const point = (px, py) => `${oneDecimal(x + px * unit)} ${oneDecimal(floorY - py * unit)}`;
  const selendang =
    `M${point(-8, 80)}C${point(-26, 70)} ${point(-18, 40)} ${point(-34, 14)}` +
    `L${point(-26, 10)}C${point(-10, 36)} ${point(-14, 64)} ${point(-2, 74)}Z`;
  const figure = person(x, floorY, figureHeight, {
    fill: colors.ink,
    pose: "grief",
    hat: "bun",
    skirt: true,
    rim: colors.coral,
    rimW: 2.5 * scale,
  });
  return mirrored(x, `<path d="${selendang}" fill="${colors.coral}"/>${figure}`);
}

/** A shooting star falling between the lovers: the tragedy's omen. */
function fallingStar(x, y, length, scale) {
  return (
    `<path d="M${oneDecimal(x)} ${oneDecimal(y)}l${oneDecimal(-length)} ${oneDecimal(-length * 0.45)}" stroke="${colors.goldSoft}" stroke-width="${oneDecimal(2 * scale)}" stroke-linecap="round" opacity=".5"/>` +
    scene.sparkle(x, y, 1.3 * scale, colors.goldSoft)
  );
}

/** @param {StageLayout} layout */
function drawStage(layout) {
  const { width, height, scale, floorTop, figureHeight, figureGap, gununganHeight } = layout;
  const centerX = width / 2;
  const performersY = floorTop + (layout.floorFront - floorTop) * 0.45;
  const aryaX = centerX - figureGap / 2;
  const nirwanaX = centerX + figureGap / 2;
  const kayon = gunungan("kayon", centerX, floorTop + 2 * scale, gununganHeight, {
    fill: colors.night2,
    line: colors.gold,
    sw: 2.5 * scale,
    pattern: "batik",
  });
  const moon = scene.planet("moon", layout.moon.x, layout.moon.y, layout.moon.r, {
    fill: colors.teal,
    band: "#7fe0d6",
    band2: colors.goldSoft,
    ring: colors.gold,
    ringTilt: 14,
    shadow: colors.night,
  });
  const defs =
    scene.starDefs() +
    cloudDef() +
    skyDefs() +
    scene.kawungDef("batik", colors.gold, 28 * scale, 0.3, 1.2 * scale) +
    scene.kawungDef("hem", colors.goldSoft, 22 * scale, 0.5, 1.2 * scale) +
    scene.parangDef("apron", colors.gold, 24 * scale, 0.35, 1.6 * scale) +
    kayon.defs +
    moon.defs +
    // the picture fades in from the top and out at the bottom, so it has no edge on the page
    `<mask id="reveal"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>`;
  // Fewer stars low down, where the stage and the audience cover the sky.
  const starField = scene.stars(layout.seed, width, floorTop, layout.starCount, {
    sparkles: 0.1,
    avoid: (_x, y) => 0.35 + (0.65 * (floorTop - y)) / floorTop,
  });
  const clouds = layout.clouds
    .map((cloud) => megaMendung(cloud.x, cloud.y, cloud.scale, { flip: cloud.flip }))
    .join("");
  const haloRadius = gununganHeight * 0.75;
  const poolHalf = figureHeight * 0.42;
  const curtains =
    layout.curtainWidth > 0
      ? sideCurtain(0, layout.curtainWidth, floorTop + 10 * scale, scale, -1) +
        sideCurtain(
          width - layout.curtainWidth,
          layout.curtainWidth,
          floorTop + 10 * scale,
          scale,
          1,
        )
      : "";
  const picture =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    starField +
    scene.orbit(
      layout.moon.x,
      layout.moon.y,
      layout.moon.r * 3.2,
      layout.moon.r * 0.9,
      14,
      colors.teal,
      1.5 * scale,
      `${oneDecimal(2 * scale)} ${oneDecimal(9 * scale)}`,
      0.45,
    ) +
    moon.body +
    clouds +
    `<circle cx="${oneDecimal(centerX)}" cy="${oneDecimal(floorTop - gununganHeight * 0.45)}" r="${oneDecimal(haloRadius)}" fill="url(#halo)"/>` +
    kayon.body +
    curtains +
    stageFloor(centerX, layout) +
    spotlight(centerX - figureGap * 1.4, aryaX, performersY, poolHalf, scale) +
    spotlight(centerX + figureGap * 1.4, nirwanaX, performersY, poolHalf, scale) +
    arya(aryaX, performersY, figureHeight, scale) +
    nirwana(nirwanaX, performersY, figureHeight, scale) +
    fallingStar(
      centerX + 6 * scale,
      performersY - figureHeight * 1.05,
      figureHeight * 0.35,
      scale,
    ) +
    footlights(centerX, layout) +
    crowd(layout.seed + 1, 0, width, height - layout.crowdSize * 0.35, layout.crowdSize, {
      cols: [colors.ink, "#120a2a", FLOOR_EDGE],
      hands: 0.12,
      lights: 0.5,
      rows: 1,
    });
  writeAsset(
    layout.file,
    scene.svg(width, height, `<g mask="url(#reveal)">${picture}</g>`, { defs }),
  );
}

/** @type {StageLayout[]} */
const layouts = [
  {
    file: "collaboreight/stage.svg",
    width: 1440,
    height: 440,
    seed: 1908,
    starCount: 150,
    floorTop: 318,
    floorFront: 392,
    floorBackHalf: 420,
    floorFrontHalf: 560,
    figureHeight: 150,
    figureGap: 190,
    gununganHeight: 250,
    curtainWidth: 190,
    crowdSize: 44,
    moon: { x: 1180, y: 120, r: 34 },
    clouds: [
      { x: 300, y: 300, scale: 0.9, flip: false },
      { x: 1120, y: 296, scale: 1.05, flip: true },
      { x: 470, y: 314, scale: 0.55, flip: true },
    ],
    footlightCount: 11,
    scale: 1,
  },
  {
    file: "collaboreight/stage-mobile.svg",
    width: 360,
    height: 300,
    seed: 1906,
    starCount: 50,
    floorTop: 200,
    floorFront: 250,
    floorBackHalf: 140,
    floorFrontHalf: 180,
    figureHeight: 96,
    figureGap: 104,
    gununganHeight: 160,
    curtainWidth: 34,
    crowdSize: 26,
    moon: { x: 300, y: 62, r: 16 },
    clouds: [{ x: 70, y: 196, scale: 0.45, flip: false }],
    footlightCount: 6,
    scale: 0.62,
  },
];

export function drawCollaboreight() {
  for (const layout of layouts) drawStage(layout);
}
