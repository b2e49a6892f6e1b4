import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import sharp from "sharp";

/**
 * A 12-megapixel phone photo of a dish, as a phone saves it: 4000×3000 pixels from the sensor,
 * JPEG at quality 95, a few MB, and EXIF orientation 6 because the phone was held upright, so
 * that it shows 3000×4000. Soft shapes with sensor noise, so that it compresses like a photo:
 * a flat drawing would shrink to nothing and prove little about a real upload.
 */
export const phonePhotoSize = { width: 4000, height: 3000 } as const;

export async function writePhonePhoto(path: string): Promise<number> {
  const { width, height } = phonePhotoSize;
  const scene = await sharp(Buffer.from(dishScene(width, height)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // Grain of ±6 levels per pixel, the same on the three channels, as a phone's denoised sensor.
  const grain = randomBytes(width * height);
  for (let pixel = 0; pixel < grain.length; pixel += 1) {
    const shift = (((grain[pixel] ?? 128) - 128) * 6) / 128;
    for (let channel = 0; channel < 3; channel += 1) {
      const at = pixel * 3 + channel;
      scene[at] = Math.max(0, Math.min(255, (scene[at] ?? 0) + shift));
    }
  }
  const jpeg = await sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(path, jpeg);
  return jpeg.length;
}

/** A plate of food on a wooden table, in soft gradients, as an SVG `width`×`height`. */
function dishScene(width: number, height: number): string {
  const colours = ["#e9c46a", "#2a9d8f", "#f4a261", "#6a994e", "#fefae0"];
  const grainOfWood = Array.from(
    { length: 40 },
    (_, row) =>
      `<rect y="${row * 75}" width="${width}" height="${20 + ((row * 37) % 40)}" opacity="0.0${(row % 7) + 2}"/>`,
  ).join("");
  const pieces = Array.from(
    { length: 120 },
    (_, piece) =>
      `<circle cx="${1300 + ((piece * 397) % 1400)}" cy="${900 + ((piece * 613) % 1150)}" r="${30 + ((piece * 17) % 70)}" fill="${colours[piece % colours.length]}" opacity="0.85"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="table" x2="1" y2="1"><stop offset="0" stop-color="#6b3d1f"/><stop offset="1" stop-color="#3a200f"/></linearGradient>
<radialGradient id="plate"><stop offset="0" stop-color="#fdfaf3"/><stop offset="0.8" stop-color="#e8e2d6"/><stop offset="1" stop-color="#b9b0a0"/></radialGradient>
<radialGradient id="food" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#c8682a"/><stop offset="0.6" stop-color="#8a3414"/><stop offset="1" stop-color="#4a1a08"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#table)"/>${grainOfWood}
<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.45}" fill="url(#plate)"/>
<ellipse cx="${width * 0.49}" cy="${height * 0.48}" rx="900" ry="750" fill="url(#food)"/>${pieces}
</svg>`;
}

/**
 * A JPEG's first bytes and then `megabytes` of noise: a camera's file cut short, which no
 * browser can decode or shrink, so it is sent as it is or refused for its size.
 */
export function writeBrokenJpeg(path: string, megabytes: number) {
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
      randomBytes(megabytes * 1024 * 1024),
    ]),
  );
}
