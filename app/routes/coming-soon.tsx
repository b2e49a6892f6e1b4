import { festival, pages } from "../../content";
import { FestivalLogo } from "../components/ui/festival-logo";
import { ComingSoonCountdown } from "../features/countdown/coming-soon-countdown";
import { pageMeta } from "../seo";
import type { Route } from "./+types/coming-soon";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.comingSoon.meta, location.pathname);

export default function ComingSoon() {
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
