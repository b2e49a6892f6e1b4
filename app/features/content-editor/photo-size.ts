import { uploadLimits } from "../../../common/media-limits";

/**
 * What the media field decides about a chosen file before anything is sent: phone photos are
 * often 12 MB and more, and a slow connection up takes minutes for them. Decoding and drawing
 * happen in shrink-photo.ts; this module only decides, so that it is tested without a browser.
 */
export const photoLimits = {
  /** The server stores at most this width (README, POST content/media); more is wasted upload. */
  maxWidth: 2400,
  /** The server's picture limit: above it an upload is refused after it has been sent. */
  maxBytes: uploadLimits.pictureBytes,
  /** The server's video limit (videos are stored as sent): refused here before a slow upload. */
  maxVideoBytes: uploadLimits.videoBytes,
  quality: 0.85,
};

/** Picture types the server takes; the first three are drawn smaller in the browser. */
const pictureTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"];
const shrinkableTypes = ["image/jpeg", "image/png", "image/webp"];
const videoTypes = ["video/mp4", "video/webm"];
/** Some phones and file managers give no type: the name's ending says what it claims to be. */
const typeByEnding: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  mp4: "video/mp4",
  webm: "video/webm",
};

export type FileKind = "picture" | "heic" | "video" | "unsupported";

/** The file's type as the browser says it, or as its name's ending says when the browser is silent. */
export function typeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const ending = file.name.toLowerCase().split(".").pop() ?? "";
  return typeByEnding[ending] ?? "";
}

/** An iPhone photo counts as HEIC by its type or by its name, as browsers differ on the type. */
export function kindOf(file: { type: string; name: string }): FileKind {
  const type = typeOf(file);
  if (type === "image/heic" || type === "image/heif" || /\.hei[cf]$/i.test(file.name)) {
    return "heic";
  }
  if (pictureTypes.includes(type)) return "picture";
  if (videoTypes.includes(type)) return "video";
  return "unsupported";
}

/** A video the server would refuse after the whole upload: it is never drawn smaller here. */
export function isVideoTooLarge(file: { type: string; name: string; size: number }): boolean {
  return kindOf(file) === "video" && file.size > photoLimits.maxVideoBytes;
}

/** Worth decoding and drawing again: JPEG, PNG, WebP, and HEIC (which the server refuses as is). */
export function isShrinkable(file: { type: string; name: string }): boolean {
  return kindOf(file) === "heic" || shrinkableTypes.includes(typeOf(file));
}

/** At most maxWidth wide, the aspect ratio kept; a smaller picture keeps its size. */
export function targetSize(width: number, height: number): { width: number; height: number } {
  if (width <= photoLimits.maxWidth) return { width, height };
  return {
    width: photoLimits.maxWidth,
    height: Math.max(1, Math.round((height * photoLimits.maxWidth) / width)),
  };
}

/** PNG and WebP may be transparent, so they become WebP; everything else becomes JPEG. */
export function outputType(sourceType: string): "image/jpeg" | "image/webp" {
  return sourceType === "image/png" || sourceType === "image/webp" ? "image/webp" : "image/jpeg";
}

/**
 * The original is sent when the drawn copy is not smaller; never for HEIC, which the server
 * cannot read.
 */
export function keepOriginal(
  original: { size: number; type: string; name: string },
  encodedSize: number,
): boolean {
  return kindOf(original) !== "heic" && encodedSize >= original.size;
}

/** The name the sent copy carries: the original's, with the ending of what it now is. */
export function renamed(name: string, type: "image/jpeg" | "image/webp"): string {
  const stem = name.replace(/\.[^.]*$/, "") || "foto";
  return `${stem}.${type === "image/webp" ? "webp" : "jpg"}`;
}
