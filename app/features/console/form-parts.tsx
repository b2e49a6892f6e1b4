import type { ReactNode } from "react";

/**
 * A failure said in words. Where it is rendered even while empty, the live region is already
 * in the page when the message arrives, so a screen reader announces it.
 */
export function ErrorLine({ message }: { message: string }) {
  return (
    <p className="console-error" role="alert">
      {message}
    </p>
  );
}

type ActionsWithCancelProps = {
  /** The button that goes ahead (save, confirm); it differs from form to form. */
  children: ReactNode;
  cancelLabel: string;
  onCancel(): void;
  small?: boolean;
  /** In a confirmation dialog the harmless choice takes the focus first. */
  focusCancel?: boolean;
};

/** A row of actions ending in the quiet button that leaves without doing anything. */
export function ActionsWithCancel({
  children,
  cancelLabel,
  onCancel,
  small,
  focusCancel,
}: ActionsWithCancelProps) {
  return (
    <div className="console-actions">
      {children}
      <button
        type="button"
        className={`console-button${small ? " console-button--small" : ""} console-button--quiet`}
        data-autofocus={focusCancel || undefined}
        onClick={onCancel}
      >
        {cancelLabel}
      </button>
    </div>
  );
}

type FilterSelectProps<Choice extends string> = {
  label: string;
  name: string;
  value: string;
  /** The first option, empty in value: the filter does not narrow by this field. */
  anyLabel: string;
  choices: readonly Choice[];
  labelOf(choice: Choice): string;
};

/** A filter field that picks one of a fixed list of choices, or none. */
export function FilterSelect<Choice extends string>({
  label,
  name,
  value,
  anyLabel,
  choices,
  labelOf,
}: FilterSelectProps<Choice>) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
