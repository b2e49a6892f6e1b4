import { type FormEvent, useId, useState } from "react";
import { messageOf } from "./session";
import { texts } from "./texts";

/** The form shown at /panitia (and any console screen) until the member signs in. */
export function SignInForm({
  signIn,
}: {
  signIn(username: string, password: string): Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      await signIn(String(form.get("username") ?? ""), String(form.get("password") ?? ""));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <form className="console-sign-in" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{texts.signIn.heading}</h1>
      <label htmlFor={`${id}-username`}>{texts.signIn.username}</label>
      <input id={`${id}-username`} name="username" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{texts.signIn.password}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {/* Always in the page, so a screen reader announces a message the moment it appears. */}
      <p className="console-error" role="alert" aria-live="assertive">
        {error}
      </p>
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? texts.signIn.submitting : texts.signIn.submit}
      </button>
    </form>
  );
}
