import {
  isShrinkable,
  isVideoTooLarge,
  keepOriginal,
  kindOf,
  outputType,
  photoLimits,
  renamed,
  targetSize,
} from "./photo-size";
import { texts } from "./texts";

/** What the field sends, or why it sends nothing. */
export type Prepared = { send: File } | { refused: string };

/**
 * The chosen file made ready to send: a picture drawn at most 2400 px wide and encoded again
 * when that makes it smaller, a video as it is, and a refusal for what the server would refuse
 * anyway after a long upload. Where the browser cannot decode, the original goes as it is.
 */
export async function prepareUpload(file: File): Promise<Prepared> {
  const kind = kindOf(file);
  if (kind === "unsupported") return { refused: texts.fileTypeRefused };
  if (isVideoTooLarge(file)) return { refused: texts.videoTooLarge };
  const shrunk = isShrinkable(file) ? await shrink(file) : undefined;
  if (kind === "heic" && !shrunk) return { refused: texts.heicUnreadable };
  const send = shrunk && !keepOriginal(file, shrunk.size) ? shrunk : file;
  if (send.size > photoLimits.maxBytes) return { refused: texts.fileTooLarge };
  return { send };
}

/** The picture drawn anew, or undefined where the browser lacks the means or fails to decode. */
async function shrink(file: File): Promise<File | undefined> {
  if (typeof createImageBitmap !== "function") return undefined;
  let bitmap: ImageBitmap | undefined;
  try {
    // EXIF orientation applied here, as the server would: a portrait photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const { width, height } = targetSize(bitmap.width, bitmap.height);
    const type = outputType(kindOf(file) === "heic" ? "image/heic" : file.type);
    const blob = await draw(bitmap, width, height, type);
    return blob ? new File([blob], renamed(file.name, type), { type }) : undefined;
  } catch {
    return undefined;
  } finally {
    bitmap?.close();
  }
}

async function draw(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: photoLimits.quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, photoLimits.quality));
}
