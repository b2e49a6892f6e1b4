import { FestivalLogo } from "../components/ui/festival-logo";
import { ComingSoonCountdown } from "../features/countdown/coming-soon-countdown";
import { pageMeta } from "../seo";
import { contentPart, sourceOf } from "../site-content/render-source.server";
import { contentOfMatches, useContent } from "../site-content/use-content";
import type { Route } from "./+types/coming-soon";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const content = contentOfMatches(matches);
  return pageMeta(content, content.pages.comingSoon.meta, location.pathname);
};

export async function loader({ context }: Route.LoaderArgs) {
  const source = await sourceOf(context);
  return { content: contentPart(source, ["comingSoon", "countdownUnits"]) };
}

export default function ComingSoon() {
  const { pages, festival } = useContent();
  return (
    <main className="standalone-page coming-soon">
      <FestivalLogo size={96} />
      <h1 className="coming-soon__title">{pages.comingSoon.title}</h1>
      <p className="coming-soon__product">{festival.product}</p>
      <p className="coming-soon__date">{festival.events.comingSoonLabel}</p>
      <ComingSoonCountdown />
    </main>
  );
}
