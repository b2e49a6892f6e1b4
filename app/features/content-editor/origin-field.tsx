import {
  findPlace,
  type MapMarker,
  type MapPlace,
  originNotListed,
  placesFor,
} from "../../../common/map-places";
import { isVoteCategory, type VoteCategory } from "../../../common/vote-category";
import { fieldId, useEditor } from "./editor-context";
import { describedBy, FieldNotes } from "./field-notes";
import { type FieldPath, isRecord, pathKey } from "./json-schema";
import { texts } from "./texts";

/** `["dishes", 3, "origin"]`: the one place a dish's origin is edited. */
export function isDishOrigin(path: FieldPath): boolean {
  const [section, index, key] = path;
  return section === "dishes" && typeof index === "number" && key === "origin" && path.length === 3;
}

/** "101,45° BT, 0,51° LS": how an Indonesian atlas writes a position. */
function positionInWords({ longitude, latitude }: MapMarker) {
  const degrees = (value: number) => `${String(Math.abs(value)).replace(".", ",")}°`;
  return texts.originMarker(
    `${degrees(longitude)} ${longitude < 0 ? "BB" : "BT"}`,
    `${degrees(latitude)} ${latitude < 0 ? "LS" : "LU"}`,
  );
}

/** The whole origin a place gives: name, marker and flag always travel together. */
function originOf(place: MapPlace) {
  const marker = { longitude: place.marker.longitude, latitude: place.marker.latitude };
  return place.flag ? { name: place.name, marker, flag: place.flag } : { name: place.name, marker };
}

/**
 * A dish's origin as one choice from the map's own list (common/map-places.ts): provinces for
 * a domestic dish, countries for an international one. Typing a name and coordinates by hand
 * put markers in the sea; here the marker and flag come with the place, shown as a hint.
 * After the category changes, the old place is not on the new list: the field says so until
 * a place is chosen, as the server would on saving.
 */
export function OriginField({
  value,
  path,
  category,
  onChange,
}: {
  value: unknown;
  path: FieldPath;
  /** The dish's category, from the dish this origin belongs to. */
  category: unknown;
  onChange(next: unknown): void;
}) {
  const { canEdit, issues } = useEditor();
  const id = fieldId(path);
  const listedFor: VoteCategory | undefined =
    typeof category === "string" && isVoteCategory(category) ? category : undefined;
  const name = isRecord(value) && typeof value.name === "string" ? value.name : "";
  const chosen = listedFor ? findPlace(listedFor, name) : undefined;

  // The server's issues about the origin or any part of it, and the list's own verdict.
  const prefix = `${pathKey(path)}.`;
  const serverErrors = [...issues]
    .filter(([key]) => key === pathKey(path) || key.startsWith(prefix))
    .flatMap(([, messages]) => messages);
  const localErrors = listedFor && !chosen ? [originNotListed] : [];
  const errors = [...new Set([...localErrors, ...serverErrors])];

  const hints = !listedFor
    ? [texts.originNeedsCategory]
    : chosen
      ? [
          positionInWords(chosen.marker),
          chosen.flag ? texts.originFlag(chosen.flag) : texts.originPin,
        ]
      : [];
  const common = {
    id,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy(id, hints, errors),
  };
  return (
    <div className="content-field">
      <label htmlFor={id}>{texts.originLabel(listedFor)}</label>
      {canEdit && listedFor ? (
        <select
          {...common}
          value={chosen?.name ?? ""}
          onChange={(event) => {
            const place = findPlace(listedFor, event.currentTarget.value);
            if (place) onChange(originOf(place));
          }}
        >
          {!chosen && (
            <option value="" disabled>
              {texts.originPrompt(listedFor)}
            </option>
          )}
          {placesFor(listedFor).map((place) => (
            <option key={place.name} value={place.name}>
              {place.name}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" readOnly value={name} />
      )}
      <FieldNotes id={id} hints={hints} errors={errors} />
    </div>
  );
}
