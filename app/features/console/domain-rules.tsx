import { useState } from "react";
import type { DomainRule } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { DomainRuleForm } from "./domain-rule-form";
import { ErrorLine } from "./form-parts";
import { wibCompact } from "./format";
import { messageOf } from "./session";
import { EmptyRow, RowActionButton } from "./table-parts";
import { TableScroll } from "./table-scroll";
import { texts } from "./texts";

type Props = {
  domains: DomainRule[];
  canChange: boolean;
  onChanged(): void;
};

/** "Daftar domain": the allow-list and block-list, and for admins the way to change them. */
export function DomainRules({ domains, canChange, onChanged }: Props) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");

  async function remove(domain: string) {
    setMessage("");
    setError("");
    try {
      await callApi(committeeApiPaths.domainRule(domain), { method: "DELETE" });
      setMessage(texts.defences.removed(domain));
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <section className="console-card" aria-labelledby="domain">
      <h2 id="domain">{texts.defences.domainsHeading}</h2>
      <p className="console-hint">{texts.defences.domainsIntro}</p>
      <TableScroll label={texts.defences.domainsCaption}>
        <table className="console-table console-table--wide">
          <caption>{texts.defences.domainsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.defences.domain}</th>
              <th scope="col">{texts.defences.rule}</th>
              <th scope="col">{texts.defences.note}</th>
              <th scope="col">{texts.defences.addedBy}</th>
              <th scope="col">{texts.defences.addedAt}</th>
              {canChange && <th scope="col">{texts.defences.action}</th>}
            </tr>
          </thead>
          <tbody>
            {domains.map((rule) => (
              <tr key={rule.domain}>
                <th scope="row">{rule.domain}</th>
                <td>
                  <span className={`console-status console-status--${rule.rule}`}>
                    {texts.defences.rules[rule.rule]}
                  </span>
                </td>
                <td>{rule.note}</td>
                <td>{rule.addedBy}</td>
                <td className="console-nowrap">{wibCompact(rule.addedAt)}</td>
                {canChange && (
                  <td>
                    <RowActionButton
                      label={texts.defences.remove}
                      rowId={rule.domain}
                      quiet
                      onClick={() => remove(rule.domain)}
                    />
                  </td>
                )}
              </tr>
            ))}
            {domains.length === 0 && (
              <EmptyRow columns={canChange ? 6 : 5}>{texts.defences.noDomains}</EmptyRow>
            )}
          </tbody>
        </table>
      </TableScroll>
      <p className="console-message" role="status">
        {message}
      </p>
      <ErrorLine message={error} />
      {canChange && (
        <DomainRuleForm
          onAdded={(domain, rule) => {
            setError("");
            setMessage(texts.defences.added(domain, texts.defences.rules[rule]));
            onChanged();
          }}
        />
      )}
    </section>
  );
}
