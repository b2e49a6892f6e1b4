import { expect, test } from "vitest";
import { uploadLimits } from "../../../common/media-limits";
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

test("a wide picture is drawn 2400 px wide with its aspect ratio; a small one keeps its size", () => {
  expect(targetSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
  expect(targetSize(3024, 4032)).toEqual({ width: 2400, height: 3200 });
  expect(targetSize(2400, 100)).toEqual({ width: 2400, height: 100 });
  expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
  expect(photoLimits.maxWidth).toBe(2400);
});

test("PNG and WebP become WebP, JPEG and HEIC become JPEG", () => {
  expect(outputType("image/png")).toBe("image/webp");
  expect(outputType("image/webp")).toBe("image/webp");
  expect(outputType("image/jpeg")).toBe("image/jpeg");
  expect(outputType("image/heic")).toBe("image/jpeg");
});

test("the original is kept when the copy is not smaller, except for HEIC", () => {
  const jpeg = { size: 1000, type: "image/jpeg", name: "a.jpg" };
  expect(keepOriginal(jpeg, 999)).toBe(false);
  expect(keepOriginal(jpeg, 1000)).toBe(true);
  expect(keepOriginal(jpeg, 5000)).toBe(true);
  expect(keepOriginal({ size: 1000, type: "image/heic", name: "a.heic" }, 5000)).toBe(false);
});

test("a file is known by its type, or by its name when the browser gives none", () => {
  expect(kindOf({ type: "image/jpeg", name: "a.jpg" })).toBe("picture");
  expect(kindOf({ type: "image/avif", name: "a.avif" })).toBe("picture");
  expect(kindOf({ type: "image/heic", name: "IMG_1.HEIC" })).toBe("heic");
  expect(kindOf({ type: "", name: "IMG_1.heif" })).toBe("heic");
  expect(kindOf({ type: "application/octet-stream", name: "IMG_1.HEIC" })).toBe("heic");
  expect(kindOf({ type: "", name: "klip.webm" })).toBe("video");
  expect(kindOf({ type: "video/quicktime", name: "klip.mov" })).toBe("unsupported");
  expect(kindOf({ type: "image/gif", name: "a.gif" })).toBe("unsupported");
  expect(kindOf({ type: "application/pdf", name: "menu.pdf" })).toBe("unsupported");
  expect(isShrinkable({ type: "image/png", name: "a.png" })).toBe(true);
  expect(isShrinkable({ type: "image/avif", name: "a.avif" })).toBe(false);
  expect(isShrinkable({ type: "video/mp4", name: "a.mp4" })).toBe(false);
});

test("the sent copy's name ends as what it now is", () => {
  expect(renamed("IMG_0001.HEIC", "image/jpeg")).toBe("IMG_0001.jpg");
  expect(renamed("logo.png", "image/webp")).toBe("logo.webp");
  expect(renamed("", "image/jpeg")).toBe("foto.jpg");
});

test("a video over 300 KB is refused before it is sent; a picture is not judged by it", () => {
  const over = uploadLimits.videoBytes + 1;
  expect(isVideoTooLarge({ type: "video/mp4", name: "sponsor.mp4", size: over })).toBe(true);
  expect(isVideoTooLarge({ type: "", name: "sponsor.webm", size: over })).toBe(true);
  expect(
    isVideoTooLarge({ type: "video/mp4", name: "sponsor.mp4", size: uploadLimits.videoBytes }),
  ).toBe(false);
  expect(isVideoTooLarge({ type: "image/jpeg", name: "foto.jpg", size: 5_000_000 })).toBe(false);
});
