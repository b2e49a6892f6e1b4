/**
 * pdfkit's `openImage`, which @types/pdfkit leaves out: an image opened once and drawn on
 * every page is embedded once, where a Buffer is decoded and compressed again on each.
 */
declare namespace PDFKit {
  interface OpenedImage {
    width: number;
    height: number;
  }
  interface PDFDocument {
    openImage(src: Buffer): OpenedImage;
  }
}
declare namespace PDFKit.Mixins {
  interface PDFImage {
    image(src: PDFKit.OpenedImage, x?: number, y?: number, options?: ImageOption): this;
  }
}
