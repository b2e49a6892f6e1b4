/**
 * Makes a prerendered page fetch its JavaScript only once the browser has painted it
 * (docs/decisions/0026). Run by the prerenderer (app/entry.server.tsx) on each page's HTML.
 *
 * React Router ends every page with one `<link rel="modulepreload">` per module and an inline
 * module script whose `import` statements load the route modules and then the client entry.
 * On a phone over mobile data those ~60 KB of scripts shared the first seconds of bandwidth
 * with the picture and the font the first paint waits for, while the prerendered page needs
 * no script to be seen. Here the preload links go, and the inline script waits for the first
 * contentful paint, then imports the same modules, all at once, before the client entry.
 *
 * Hydration is unaffected: Preact does not compare an inline script's text while it hydrates,
 * and the preload links React Router renders then are for modules the page already has.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const bootstrapScript = /(<script[^>]* type="module" async>)([\s\S]*?)(<\/script>)/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");\n?/gm;
const entryImport = /^import\(("[^"]+")\);$/m;

/**
 * Resolves after the first contentful paint, at once where the browser does not report paints,
 * and after 3 s at the latest, so a page never waits for a paint that is not reported. A tab
 * opened in the background paints, and so loads its scripts, when it is first shown.
 */
const afterFirstPaint = `await new Promise((go) => {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((_, observer) => {
    if (!painted()) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, 3000);
});
`;

export function scriptsAfterFirstPaint(html: string): string {
  const preloaded = [...html.matchAll(preloadLink)].map(([, href]) => JSON.stringify(href));
  const script = html.match(bootstrapScript);
  const body = script?.[2] ?? "";
  const entry = body.match(entryImport)?.[1];
  const imports = [...body.matchAll(staticImport)];
  if (!script || !entry || imports.length === 0) {
    throw new Error(
      "React Router's bootstrap script no longer looks as expected: update app/scripts-after-first-paint.ts",
    );
  }
  // Every module but the client entry, which must run after the route modules are registered.
  const modules = [...new Set([...imports.map(([, , url]) => url ?? ""), ...preloaded])].filter(
    (url) => url !== entry,
  );
  const bindings = modules.map((url) => imports.find(([, , imported]) => imported === url)?.[1]);
  // The entry is fetched with the others and run after them.
  const preloadEntry = `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: ${entry} }));\n`;
  const loading = `const [${bindings.map((name) => name ?? "").join(", ")}] = await Promise.all([${modules.map((url) => `import(${url})`).join(", ")}]);\n`;
  const rewritten = `${script[1]}${afterFirstPaint}${preloadEntry}${loading}${body.replace(staticImport, "")}${script[3]}`;
  return html.replace(preloadLink, "").replace(bootstrapScript, () => rewritten);
}
