import { twoDigits } from "./countdown";

export type CountdownUnit = { label: string; value: number | null };

/** A row of number-over-label tiles. A null value (before hydration) shows as "--". */
export function CountdownDisplay({ units, label }: { units: CountdownUnit[]; label: string }) {
  return (
    <div className="countdown" role="timer" aria-label={label}>
      {units.map((unit) => (
        <div className="countdown__unit" key={unit.label}>
          <span className="countdown__value">
            {unit.value === null ? "--" : twoDigits(unit.value)}
          </span>
          <span className="countdown__label">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
