import { type FormEvent, useId, useState } from "react";
import type { EmailLookupResponse } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { wibCompact } from "./format";
import { messageOf } from "./session";
import { texts } from "./texts";

/** "Cari email": whether, where and when one address voted. Admins only; logged by the server. */
export function EmailLookup() {
  const id = useId();
  const [answer, setAnswer] = useState<EmailLookupResponse>();
  const [error, setError] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setError("");
    setAnswer(undefined);
    try {
      setAnswer(
        await callApi<EmailLookupResponse>(committeeApiPaths.emailLookup, {
          method: "POST",
          body: { email },
        }),
      );
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <section className="console-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.lookup.heading}</h2>
      <form className="console-inline-form" onSubmit={submit}>
        <label>
          {texts.lookup.email}
          <input type="email" name="email" required autoComplete="off" />
        </label>
        <button type="submit" className="console-button">
          {texts.lookup.submit}
        </button>
      </form>
      <div role="status" className="console-message">
        {answer && answer.votes.length === 0 && <p>{texts.lookup.none(answer.maskedEmail)}</p>}
        {answer && answer.votes.length > 0 && (
          <>
            <p>{texts.lookup.found(answer.maskedEmail)}</p>
            <ul>
              {answer.votes.map((vote) => (
                <li key={vote.id}>
                  #{vote.id} · {texts.categories[vote.category]} · {vote.food} ·{" "}
                  {texts.statuses[vote.status]} · {wibCompact(vote.createdAt)} WIB
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className="console-error" role="alert">
        {error}
      </p>
    </section>
  );
}
