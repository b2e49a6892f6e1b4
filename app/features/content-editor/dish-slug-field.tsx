import { paths } from "../../../common/paths";
import { isVoteCategory } from "../../../common/vote-category";
import { isNewDish } from "./dish-slug";
import { fieldTexts } from "./field-texts";
import type { FieldPath, FieldSchema } from "./json-schema";
import { TextField } from "./scalar-fields";
import type { SchemaFieldProps } from "./schema-field";

/** `["dishes", 3, "slug"]`: the last part of a dish page's address. */
export const isDishSlug = (path: FieldPath) =>
  path.length === 3 && path[0] === "dishes" && path[2] === "slug";

/**
 * A dish's slug, explained by what it makes: the page's address as visitors will open it.
 * While the dish is new the slug follows its name (dish-slug.ts, applied by the dish form).
 */
export function DishSlugField(
  props: SchemaFieldProps & { schema: Extract<FieldSchema, { type: "string" }> },
) {
  const slug = typeof props.value === "string" ? props.value : "";
  const category = props.owner?.category;
  const address =
    slug !== "" && typeof category === "string" && isVoteCategory(category) ? (
      <>
        {fieldTexts.address} <code>{paths.dish(category, slug)}</code>
      </>
    ) : (
      fieldTexts.addressMissing
    );
  const hints = [address, isNewDish(props.owner) ? fieldTexts.slugNew : fieldTexts.slugKept];
  return <TextField {...props} extra={{ hints }} />;
}
