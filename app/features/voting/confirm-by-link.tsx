import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { dishOf, dishTitle } from "../../../common/catalogue";
import { fillIn } from "../../../common/content-placeholders";
import { paths } from "../../../common/paths";
import { isVoteCategory } from "../../../common/vote-category";
import { useContent } from "../../site-content/use-content";
import { confirmWithLink, needsNewCode } from "./confirmation-api";
import { rememberCategoryVoted } from "./vote-storage";

type Step =
  /** Before the browser has read the address: the prerendered page knows no token. */
  | { name: "reading" }
  | { name: "no-token" }
  | { name: "ready"; token: string }
  | { name: "sending"; token: string }
  /** `retry` when trying again may help (connection, timeout, unexpected answer). */
  | { name: "failed"; token: string; message: string; retry: boolean }
  | { name: "confirmed"; category: string; food: string };

/** The failures a second press may get past; the server's refusals will not change. */
const retryable = new Set([
  "network",
  "timeout",
  "unexpected",
  "internal_error",
  "storage_unavailable",
]);

/** The token of the e-mail's link, from `?t=`; read in the browser only, never sent on a GET. */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("t")?.trim();
  return token ? token : null;
}

/**
 * Where the confirmation e-mail's link lands. Mail scanners open links, so opening the page
 * confirms nothing: the vote is confirmed by a POST when the visitor presses the button. The
 * dish is looked up in the browser, from the answer, in the catalogue the route's loader gave.
 */
export function ConfirmByLink() {
  const { pages, festival, dishNames } = useContent();
  const text = pages.confirmVote;
  const [step, setStep] = useState<Step>({ name: "reading" });
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const token = tokenFrom(window.location.search);
    setStep(token ? { name: "ready", token } : { name: "no-token" });
  }, []);

  useEffect(() => {
    if (step.name === "confirmed") resultRef.current?.focus();
  }, [step.name]);

  const confirm = async (token: string) => {
    setStep({ name: "sending", token });
    const outcome = await confirmWithLink(token, text.errors);
    if (outcome.ok) {
      if (isVoteCategory(outcome.category)) rememberCategoryVoted(outcome.category, festival.year);
      setStep({ name: "confirmed", category: outcome.category, food: outcome.food });
    } else {
      setStep({
        name: "failed",
        token,
        // The server's words for these speak of 'Kirim ulang', which only the dialog has.
        message: needsNewCode(outcome.code) ? text.linkExpired : outcome.message,
        retry: retryable.has(outcome.code),
      });
    }
  };

  if (step.name === "confirmed") {
    const dish = dishOf(dishNames, step.category, step.food);
    const thanks = pages.dish.thankYou;
    return (
      <article className="page confirm-vote">
        <h1 className="page__title confirm-vote__title" ref={resultRef} tabIndex={-1}>
          {thanks.title}
        </h1>
        {dish ? (
          <p className="confirm-vote__dish">
            {fillIn(text.confirmedFor, { name: dishTitle(dish) })}
          </p>
        ) : null}
        <p className="page__intro">{thanks.body}</p>
        <p>
          {dish ? (
            <Link className="button button--primary" to={paths.dish(dish.category, dish.slug)}>
              {fillIn(text.dishLink, { name: dish.name })}
            </Link>
          ) : (
            <Link className="button button--primary" to={paths.entrepreneur}>
              {text.entrepreneurLink}
            </Link>
          )}
        </p>
      </article>
    );
  }

  const canPress =
    step.name === "ready" || step.name === "sending" || (step.name === "failed" && step.retry);
  const backToVoting = (
    <p>
      <Link className="button button--primary" to={paths.entrepreneur}>
        {text.entrepreneurLink}
      </Link>
    </p>
  );
  return (
    <article className="page confirm-vote">
      <h1 className="page__title confirm-vote__title">{text.title}</h1>
      {step.name === "no-token" ? (
        <>
          <p className="page__intro">{text.noToken}</p>
          {backToVoting}
        </>
      ) : (
        <>
          {step.name === "failed" && !step.retry ? null : (
            <p className="page__intro">{text.intro}</p>
          )}
          {step.name === "failed" ? (
            <p className="confirm-vote__error" role="alert">
              {step.message}
            </p>
          ) : null}
          {canPress || step.name === "reading" ? (
            <button
              type="button"
              className="button button--gradient confirm-vote__button"
              // Until the browser has read the token there is nothing to send.
              disabled={step.name !== "ready" && step.name !== "failed"}
              onClick={() => {
                if (step.name === "ready" || step.name === "failed") void confirm(step.token);
              }}
            >
              {step.name === "sending" ? text.confirming : text.submit}
            </button>
          ) : (
            backToVoting
          )}
        </>
      )}
    </article>
  );
}
