// @ts-check
// Every dish drawing, by the picture file name it draws (content/dishes.json `image.file`).
import { ayamSuir } from "./ayam-suir-cabe-ijo.mjs";
import { bakpao } from "./bakpao.mjs";
import { bikaAmbon } from "./bika-ambon.mjs";
import { cotoMakassar } from "./coto-makassar.mjs";
import { croissant } from "./croissant.mjs";
import { gimbab } from "./gimbab.mjs";
import { loukoumades } from "./loukoumades.mjs";
import { macaroniPie } from "./macaroni-pie.mjs";
import { mieGomak } from "./mie-gomak.mjs";
import { nasiKebuli } from "./nasi-kebuli.mjs";
import { onigiriDish } from "./onigiri.mjs";
import { pannenKoeken } from "./pannen-koeken.mjs";
import { rawon } from "./rawon.mjs";
import { rendang } from "./rendang.mjs";
import { samosaDish } from "./samosa.mjs";
import { sateLilit } from "./sate-lilit.mjs";
import { sotoBetawi } from "./soto-betawi.mjs";
import { tempeMendoan } from "./tempe-mendoan.mjs";
import { timphan } from "./timphan.mjs";

/** @type {Record<string, (random: import("../../kit/random.mjs").RandomWithHelpers) => { defs: string, body: string }>} */
export const dishDrawings = {
  "macaroni-pie": macaroniPie,
  onigiri: onigiriDish,
  loukoumades: loukoumades,
  gimbab: gimbab,
  samosa: samosaDish,
  bakpao: bakpao,
  croissant: croissant,
  "pannen-koeken": pannenKoeken,
  "nasi-kebuli": nasiKebuli,
  "soto-betawi": sotoBetawi,
  "mie-gomak": mieGomak,
  "coto-makassar": cotoMakassar,
  "ayam-suir-cabe-ijo": ayamSuir,
  "sate-lilit": sateLilit,
  "tempe-mendoan": tempeMendoan,
  rawon: rawon,
  "bika-ambon": bikaAmbon,
  rendang: rendang,
  timphan: timphan,
};
