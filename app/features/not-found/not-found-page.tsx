import { Link } from "react-router";
import { pages } from "../../../content/pages";
import { FestivalLogo } from "../../components/ui/festival-logo";
import { paths } from "../../paths";

export function NotFoundPage() {
  return (
    <main className="standalone-page not-found">
      <FestivalLogo size={96} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{pages.notFound.title}</h1>
      <p>Halaman yang kamu cari tidak ada atau sudah dipindahkan.</p>
      <Link className="button button--primary" to={paths.home}>
        {pages.notFound.back}
      </Link>
    </main>
  );
}
