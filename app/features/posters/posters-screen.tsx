import { useEffect, useState } from "react";
import type { PosterCatalogue } from "../../../common/poster-api";
import { texts } from "./texts";

/**
 * The door to the committee's API, handed in by the route (routes/console-posters.tsx) from
 * the console's own client: features never import each other.
 */
export type PostersClient = {
  call<T>(path: string): Promise<T>;
  /** A failure in words: the server's own Indonesian message when it sent one. */
  messageOf(failure: unknown): string;
  /** A refusal's error code (`posters_need_public_url`); undefined for anything else. */
  errorCodeOf(failure: unknown): string | undefined;
};

type Loading =
  | { kind: "loading" }
  | { kind: "ready"; catalogue: PosterCatalogue }
  | { kind: "needs_public_url"; message: string }
  | { kind: "failed"; message: string };

/**
 * "Poster QR": a link to each published dish's printable poster, and one to all of them.
 * The links are plain: the browser opens the PDF with the session's cookie, to print or save.
 */
export function PostersScreen({
  client,
  cataloguePath,
}: {
  client: PostersClient;
  cataloguePath: string;
}) {
  const [loading, setLoading] = useState<Loading>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    client.call<PosterCatalogue>(cataloguePath).then(
      (catalogue) => current && setLoading({ kind: "ready", catalogue }),
      (failure) => {
        if (!current) return;
        const message = client.messageOf(failure);
        // Without an https PUBLIC_URL every poster would be refused: say why, offer none.
        setLoading(
          client.errorCodeOf(failure) === "posters_need_public_url"
            ? { kind: "needs_public_url", message }
            : { kind: "failed", message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [client, cataloguePath]);

  return (
    <section aria-labelledby="poster-qr" className="posters">
      <h1 id="poster-qr">{texts.heading}</h1>
      <p className="posters-intro">{texts.intro}</p>
      <PostersBody loading={loading} />
    </section>
  );
}

function PostersBody({ loading }: { loading: Loading }) {
  switch (loading.kind) {
    case "loading":
      return <p role="status">{texts.loading}</p>;
    case "failed":
      return (
        <p className="console-error" role="alert">
          {loading.message}
        </p>
      );
    case "needs_public_url":
      return (
        <div className="console-card posters-blocked" role="alert">
          <h2>{texts.needsPublicUrl.heading}</h2>
          <p>{loading.message}</p>
          <p>{texts.needsPublicUrl.action}</p>
        </div>
      );
    case "ready":
      return <PosterLinks catalogue={loading.catalogue} />;
  }
}

function PosterLinks({ catalogue }: { catalogue: PosterCatalogue }) {
  return (
    <>
      <div className="console-card posters-all">
        <a className="console-button console-button--primary" href={catalogue.all}>
          {texts.downloadAll}
        </a>
        <p>{texts.downloadAllNote}</p>
        <p className="console-hint">{texts.printHint}</p>
      </div>
      <div className="posters-categories console-columns">
        {catalogue.categories.map(({ category, dishes }) => (
          <section key={category} className="console-card" aria-labelledby={`poster-${category}`}>
            <h2 id={`poster-${category}`}>{texts.categories[category]}</h2>
            {dishes.length === 0 ? (
              <p>{texts.noDishes}</p>
            ) : (
              <ul className="posters-list">
                {dishes.map((dish) => (
                  <li key={dish.slug}>
                    <span className="posters-title">{dish.title}</span>
                    <a
                      className="console-button console-button--small"
                      href={dish.poster}
                      aria-label={texts.posterFor(dish.title)}
                    >
                      {texts.poster}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
