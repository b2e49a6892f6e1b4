// Regenerates content/assets/dishes/*.svg — run: node scripts/art/dishes/generate.mjs
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as A from "./dishes-a.mjs";
import { background, rng, svgDoc } from "./lib.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, "../../../content/assets/dishes");
const B = existsSync(join(here, "dishes-b.mjs")) ? await import("./dishes-b.mjs") : {};
const D = { ...A, ...B };

const DISHES = {
  "macaroni-pie": D.macaroniPie,
  onigiri: D.onigiriDish,
  loukoumades: D.loukoumades,
  gimbab: D.gimbab,
  samosa: D.samosaDish,
  bakpao: D.bakpao,
  croissant: D.croissant,
  "pannen-koeken": D.pannenKoeken,
  "nasi-kebuli": D.nasiKebuli,
  "soto-betawi": D.sotoBetawi,
  "mie-gomak": D.mieGomak,
  "coto-makassar": D.cotoMakassar,
  "ayam-suir-cabe-ijo": D.ayamSuir,
  "sate-lilit": D.sateLilit,
  "tempe-mendoan": D.tempeMendoan,
  rawon: D.rawon,
  "bika-ambon": D.bikaAmbon,
  rendang: D.rendang,
  timphan: D.timphan,
};

mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
for (const [slug, fn] of Object.entries(DISHES)) {
  if (!fn || (only.length && !only.includes(slug))) continue;
  const r = rng(slug);
  const bg = background(r);
  const { defs, body } = fn(rng(`${slug}:dish`));
  const svg = svgDoc(defs, bg + body);
  writeFileSync(join(OUT, `${slug}.svg`), svg);
  const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
  console.log(`${slug}.svg ${kb} KB${kb > 40 ? "  !! over 40 KB" : ""}`);
}
