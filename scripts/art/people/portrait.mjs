// @ts-check
// One portrait: a person's spec drawn back to front into a 400×400 tile.
import { fnv1a, mulberry32 } from "../kit/random.mjs";
import { background } from "./background.mjs";
import { neck, torso } from "./body.mjs";
import { earrings, ears, face, features, glasses } from "./face.mjs";
import { backBob, backLong, bun, frontHair, hijabBack, hijabFront, ponytail } from "./hair.mjs";
import { HAIR, SKIN, shade } from "./style.mjs";

// ---------------------------------------------------------------- builder

export function build(spec, id) {
  const rnd = mulberry32(fnv1a(spec.name));
  const j = (a) => (rnd() - 0.5) * 2 * a; // jitter
  const w = (spec.faceW ?? 61) + j(2);
  const h = (spec.faceH ?? 77) + j(2);
  const cy = 171 + j(2);
  const skin = SKIN[spec.skin];
  const skinSh = shade(skin, 0.2);
  const hair = HAIR[spec.hairColor ?? "black"];
  const sw = (spec.shoulders ?? 118) + j(4);
  const nw = spec.neckW ?? (spec.female ? 21 : 25);
  const chinY = cy + h;
  const ctx = { w, h, cy, skin, skinSh, hair, sw, nw, chinY, rnd, j, spec, id };

  const bg = background(id, spec.bg, rnd);
  const parts = [];
  const defs = [bg.defs];

  // --- layers behind the body
  if (spec.hair?.back === "ponytail") parts.push(ponytail(ctx));
  if (spec.hair?.back === "bob") parts.push(backBob(ctx));

  // --- body
  parts.push(torso(ctx));
  // --- long hair falls over the shoulders, behind the neck
  if (spec.hair?.back === "long" || spec.hair?.back === "wavy")
    parts.push(backLong(ctx, spec.hair.back === "wavy"));
  if (spec.hijab) parts.push(hijabBack(ctx));
  else parts.push(neck(ctx));
  if (spec.outfitOverNeck) parts.push(spec.outfitOverNeck(ctx));
  if (spec.accessoryNeck) parts.push(spec.accessoryNeck(ctx));

  // --- head
  if (spec.hair?.bun && !spec.hijab) parts.push(bun(ctx, spec.hair.bun));
  if (!spec.hijab && !spec.hideEars) parts.push(ears(ctx));
  parts.push(face(ctx));
  parts.push(features(ctx));
  if (spec.hijab) parts.push(hijabFront(ctx));
  else if (spec.hair?.front) parts.push(frontHair(ctx));
  if (spec.earrings && !spec.hijab && !["bangs", "swept", "bob"].includes(spec.hair?.front))
    parts.push(earrings(ctx));
  if (spec.head) parts.push(spec.head(ctx));
  if (spec.glasses) parts.push(glasses(ctx, spec.glasses));
  if (spec.extra) parts.push(spec.extra(ctx));

  const clip = `${id}-tile`;
  defs.push(`<clipPath id="${clip}"><rect width="400" height="400" rx="44"/></clipPath>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<defs>${defs.join("")}</defs>` +
    `<g clip-path="url(#${clip})">${bg.back}<g transform="translate(-20 -42) scale(1.1)">${parts.join("")}</g></g>` +
    `</svg>\n`
  );
}
