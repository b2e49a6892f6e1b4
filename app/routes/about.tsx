import { pages } from "../../content";
import { readParagraphs } from "../../content/read-markdown.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.about.meta, location.pathname);

export async function loader() {
  return { paragraphs: await readParagraphs("about.md") };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page about">
      <h1 className="page__title">{pages.about.title}</h1>
      <div className="about__body">
        {loaderData.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
