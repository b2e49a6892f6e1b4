import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";

/**
 * Prerenders a page at build time (no page is rendered at run time: `ssr: false`).
 * The async renderer waits for the router's data scripts and writes them in place, where a
 * streaming renderer would park them in elements that a script moves later; the router
 * writes them after </html>, so they are put back inside <body>, where HTML allows them.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const rendered = await renderToStringAsync(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  const documentEnd = "</body></html>";
  const end = rendered.indexOf(documentEnd);
  const html =
    end === -1
      ? rendered
      : rendered.slice(0, end) + rendered.slice(end + documentEnd.length) + documentEnd;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${scriptsAfterFirstPaint(html)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
