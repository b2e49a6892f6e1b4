import { useState } from "react";
import type { DomainRule } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { DomainRuleForm } from "./domain-rule-form";
import { ErrorLine } from "./form-parts";
import { wibCompact } from "./format";
import { messageOf } from "./session";
import { RecordTable, RowActionButton, StatusTag } from "./table-parts";
import { texts } from "./texts";

type Props = {
  domains: DomainRule[];
  /** From the festival's content: allowed without being on the list. */
  schoolDomain: string;
  canChange: boolean;
  onChanged(): void;
};

/** "Daftar domain": the allow-list and block-list, and for admins the way to change them. */
export function DomainRules({ domains, schoolDomain, canChange, onChanged }: Props) {
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
      <p>
        {texts.defences.schoolDomain} <strong>{schoolDomain}</strong>,{" "}
        {texts.defences.schoolDomainExplained}
      </p>
      <RecordTable
        caption={texts.defences.domainsCaption}
        columns={[
          texts.defences.domain,
          texts.defences.rule,
          texts.defences.note,
          texts.defences.addedBy,
          texts.defences.addedAt,
        ]}
        rows={domains}
        keyOf={(rule) => rule.domain}
        cellsOf={(rule) => (
          <>
            <th scope="row">{rule.domain}</th>
            <td>
              <StatusTag kind={rule.rule}>{texts.defences.rules[rule.rule]}</StatusTag>
            </td>
            <td>{rule.note}</td>
            <td>{rule.addedBy}</td>
            <td className="console-nowrap">{wibCompact(rule.addedAt)}</td>
          </>
        )}
        action={canChange && texts.defences.action}
        actionOf={(rule) => (
          <RowActionButton
            label={texts.defences.remove}
            rowId={rule.domain}
            quiet
            onClick={() => remove(rule.domain)}
          />
        )}
        none={texts.defences.noDomains}
      />
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
