import { type FormEvent, useId, useState } from "react";
import type { DomainRule } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

type Rule = DomainRule["rule"];

/** "sekolah.sch.id" from what was typed or pasted: " @Sekolah.SCH.id " included. */
export function normaliseDomain(typed: string): string {
  return typed.trim().replace(/^@/, "").toLowerCase();
}

/** Adds a domain to the allow-list or block-list; a domain already listed takes the new rule. */
export function DomainRuleForm({ onAdded }: { onAdded(domain: string, rule: Rule): void }) {
  const id = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const domain = normaliseDomain(String(form.get("domain") ?? ""));
    const rule: Rule = form.get("rule") === "block" ? "block" : "allow";
    const note = String(form.get("note") ?? "").trim();
    setBusy(true);
    setError("");
    try {
      await callApi(committeeApiPaths.domainRule(domain), { method: "PUT", body: { rule, note } });
      formElement.reset();
      onAdded(domain, rule);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="console-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.defences.addHeading}</h3>
      <div className="console-fields">
        <div className="console-field">
          <label>
            {texts.defences.domain}
            <input
              name="domain"
              required
              maxLength={253}
              pattern="\s*@?[A-Za-z0-9.\-]+\s*"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
            />
          </label>
          <p id={`${id}-hint`} className="console-default">
            {texts.defences.domainHint}
          </p>
        </div>
        <label>
          {texts.defences.rule}
          <select name="rule" defaultValue="allow">
            <option value="allow">{texts.defences.rules.allow}</option>
            <option value="block">{texts.defences.rules.block}</option>
          </select>
        </label>
        <label>
          {texts.defences.note}
          <input name="note" maxLength={200} autoComplete="off" />
        </label>
      </div>
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {texts.defences.add}
        </button>
      </div>
      <ErrorLine message={error} />
    </form>
  );
}
