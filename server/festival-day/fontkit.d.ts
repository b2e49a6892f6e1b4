/** The little of fontkit (pdfkit's own font reader) the posters use; it ships no types. */
declare module "fontkit" {
  export interface Font {
    unitsPerEm: number;
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
  }
  export function create(buffer: Buffer): Font;
}
