import stylesheet from "./app.css?inline";

/**
 * The site's one stylesheet, written into the <head> of every prerendered page: a phone paints
 * as soon as the HTML arrives instead of asking for a stylesheet first, which on mobile data
 * costs a round trip or two (docs/decisions/0026). It is 5.5 KB brotli, a few more bytes per
 * page than a cached file would cost on a second visit.
 *
 * Only the prerenderer has the text. The browser's copy of this component renders an empty
 * <style>, and Preact leaves the prerendered content in place: it neither compares nor writes
 * `dangerouslySetInnerHTML` while it hydrates, and after that the empty string never changes.
 * So the stylesheet travels in the HTML only, never in the JavaScript as well.
 */
export function InlineStylesheet() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built by Vite.
  return <style dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : "" }} />;
}
