import { pageMeta } from "../seo";
import { contentPart, renderMarkdown, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.about.meta, location.pathname);
};

export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return {
    content: contentPart(source, ["about"]),
    body: renderMarkdown(source, source.content.about.body),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { pages } = useContent();
  return (
    <article className="page about">
      <h1 className="page__title">{pages.about.title}</h1>
      {/* Markdown rendered by the renderer to a safe subset (render-source.server.ts). */}
      <div
        className="about__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML escaped, links checked at render
        dangerouslySetInnerHTML={{ __html: loaderData.body.html }}
      />
    </article>
  );
}
