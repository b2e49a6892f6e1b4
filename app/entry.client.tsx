import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydrates the prerendered page with Preact (docs/decisions/0007). Two things differ from
 * React here, and each is bridged below.
 */

/**
 * The router's first render throws a promise while it decodes the page's router state. React
 * suspends the whole root on it; Preact cannot suspend a root without creating the page anew.
 * So the promise is awaited first, and the real render then finds the state ready.
 */
async function routerStateDecoded() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

/**
 * Our root renders <html>. Preact treats `document` as its <html> element, so it would look for
 * an <html> inside <html> and build a second one. This view of the document shows Preact
 * the <html> element as the one child to hydrate, without the doctype before it.
 */
const documentAsContainer = new Proxy(document, {
  get(target, key) {
    if (key === "nodeType") return Node.ELEMENT_NODE;
    if (key === "firstChild") return target.documentElement;
    if (key === "childNodes") return [target.documentElement];
    const value = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
  set(target, key, value) {
    return Reflect.set(target, key, value, target);
  },
});

await routerStateDecoded();
hydrateRoot(documentAsContainer, <HydratedRouter />);
