// @ts-check
// The outer <svg> element. Attribute order is part of each picture's bytes, so callers pass
// the attributes in the order their pictures were first written with.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * `<svg xmlns=… …attributes>` + content + `</svg>\n`.
 * @param {[string, string | number][]} attributes written in this order
 * @param {string} content defs and body
 */
export function svgDocument(attributes, content) {
  const attrs = attributes.map(([name, value]) => ` ${name}="${value}"`).join("");
  return `<svg xmlns="${SVG_NS}"${attrs}>${content}</svg>\n`;
}

/** `<defs>…</defs>`, or nothing when empty. @param {string} defs */
export const defsBlock = (defs) => (defs ? `<defs>${defs}</defs>` : "");
