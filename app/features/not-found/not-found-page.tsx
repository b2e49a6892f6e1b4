import { Link } from "react-router";
import { paths } from "../../../common/paths";
import { pages } from "../../../content";
import { FestivalLogo } from "../../components/ui/festival-logo";

export function NotFoundPage() {
  return (
    <main className="standalone-page not-found">
      <FestivalLogo size={96} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{pages.notFound.title}</h1>
      <p>{pages.notFound.body}</p>
      <Link className="button button--primary" to={paths.home}>
        {pages.notFound.back}
      </Link>
    </main>
  );
}
