import { pages } from "../../content";
import { readMarkdown } from "../../content/read-markdown.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.about.meta, location.pathname);

export async function loader() {
  return { body: await readMarkdown("about.md") };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page about">
      <h1 className="page__title">{pages.about.title}</h1>
      {/* Markdown rendered at build time to a safe subset (read-markdown.server.ts). */}
      <div
        className="about__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML escaped, links checked at build
        dangerouslySetInnerHTML={{ __html: loaderData.body.html }}
      />
    </article>
  );
}
