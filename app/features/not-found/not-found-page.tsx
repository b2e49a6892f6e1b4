import { Link } from "react-router";
import { paths } from "../../../common/paths";
import { FestivalLogo } from "../../components/ui/festival-logo";
import { useContent } from "../../site-content/use-content";

/** A page outside the layout that says what went wrong and offers the way home. */
function WayHome({ code, title, body }: { code?: string; title: string; body: string }) {
  const { pages } = useContent();
  return (
    <main className="standalone-page not-found">
      <FestivalLogo size={96} />
      {code && (
        <p className="not-found__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{title}</h1>
      <p>{body}</p>
      <Link className="button button--primary" to={paths.home}>
        {pages.notFound.back}
      </Link>
    </main>
  );
}

export function NotFoundPage() {
  const { pages } = useContent();
  return <WayHome code="404" title={pages.notFound.title} body={pages.notFound.body} />;
}

/** What a visitor sees when a page fails to load: Indonesian words, never a stack trace. */
export function ErrorPage() {
  const { pages } = useContent();
  return <WayHome title={pages.error.title} body={pages.error.body} />;
}
