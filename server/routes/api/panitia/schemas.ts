import { z } from "zod";
import {
  auditActions,
  committeeRoles,
  flagReasons,
  voteStatuses,
} from "../../../../common/committee-api";
import { voteCategories } from "../../../../common/vote-category";
import { canonicalDomain } from "../../../voting/address";

/**
 * Request schemas of the committee's API. Answers are typed by common/committee-api.ts;
 * only their outer shape is declared here, for the OpenAPI description.
 */

/** A form leaves an unused filter empty: that means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Any ISO 8601 instant with its offset; stored as UTC (`toISOString()`). */
export const isoInstant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/);
const domain = z
  .string()
  .max(253)
  .regex(/^[a-zA-Z0-9.-]+$/, "domain: huruf, angka, titik dan tanda minus saja")
  // The domain a vote's address is counted under (googlemail.com is gmail.com).
  .transform(canonicalDomain);

export const categoryParams = z.object({ category: z.enum(voteCategories) });

export const signInBody = z
  .object({ username: z.string().max(64), password: z.string().max(256) })
  .strict();

export const sessionResponse = z.object({
  username: z.string(),
  role: z.enum(committeeRoles),
  csrfToken: z.string(),
});

export const windowBody = z
  .object({ opensAt: isoInstant.nullable(), closesAt: isoInstant.nullable() })
  .strict();

/** `reason`: why announced results are withdrawn (required then, kept in the log). */
export const settingsBody = z
  .object({
    resultsPublished: z.boolean().optional(),
    hideLiveCount: z.boolean().optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();

const filterFields = {
  category: optional(z.enum(voteCategories)),
  food: optional(slug),
  domain: optional(domain),
  from: optional(isoInstant),
  to: optional(isoInstant),
};

export const votesQuery = z.object({
  ...filterFields,
  status: optional(z.enum(voteStatuses)),
  before: optional(z.coerce.number().int().min(1)),
  limit: optional(z.coerce.number().int().min(1).max(200)),
});

export const lookupBody = z.object({ email: z.string().max(1000) }).strict();

const reason = z.string().trim().max(500);

export const invalidationBody = z
  .object({
    criteria: z.object({ ...filterFields, voteId: z.number().int().min(1).optional() }).strict(),
    reason,
    dryRun: z.boolean(),
  })
  .strict();

export const restoreParams = z.object({ id: z.coerce.number().int().min(1) });
export const restoreBody = z.object({ reason }).strict();

/** A strict id: a JSON integer, never `true`, `[1]`, `"1"` or `1.5`. */
const editionId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
const editionYear = z.number().int().min(1900).max(2100);
const editionName = z.string().trim().min(1).max(64);

/**
 * The next edition, and the edition the admin saw as current (`archives`): if another admin
 * opened one meanwhile, the opening is refused (409 edition_changed). A wrong year or name is
 * answered `invalid_edition` (the route's validation errors), like a year not after the
 * current one.
 */
export const openEditionBody = z
  .object({
    year: editionYear,
    name: editionName,
    reason: reason.default(""),
    archives: editionId,
  })
  .strict();

/** PATCH /api/panitia/editions/{id}: a typo in the year or name, while nothing depends on it. */
export const correctEditionBody = z
  .object({
    year: editionYear.optional(),
    name: editionName.optional(),
    reason: reason.default(""),
  })
  .strict();

/** DELETE /api/panitia/editions/{id}: an edition opened by mistake, with the reason. */
export const removeEditionBody = z.object({ reason }).strict();

/** A path's edition id: digits only, read as a number ("0x1", "1e0", " 1 " are not ids). */
export const editionParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(editionId),
});

const largestId = 2 ** 31 - 1;

/**
 * `?edition=`: an edition's id (GET /api/panitia/editions); without it, the current one. Only
 * plain digits: `z.coerce` read `0x1`, `1e0` and ` 1 ` as edition 1, so a mistyped link acted
 * on an edition nobody named.
 */
const edition = optional(
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "edition: bilangan bulat positif")
    .transform(Number)
    .pipe(z.number().max(largestId)),
);

export const editionQuery = z.object({ edition });

/**
 * Without an edition, the current one's addresses. A JSON number: `true`, `[1]` and `"1"` are
 * not edition 1, and erasing the wrong edition cannot be undone.
 */
export const erasureBody = z
  .object({ edition: z.number().int().min(1).max(largestId).optional() })
  .strict()
  .optional();

export const auditQuery = z.object({
  edition,
  action: optional(z.enum(auditActions)),
  actor: optional(z.string().max(64)),
  before: optional(z.coerce.number().int().min(1)),
  limit: optional(z.coerce.number().int().min(1).max(200)),
});

export const exportParams = z.object({ name: z.enum(["ranking", "votes", "audit"]) });
export const exportQuery = z.object({
  ...filterFields,
  status: optional(z.enum(voteStatuses)),
  edition,
});

/** Answers documented by shape only (see common/committee-api.ts for the full types). */
export const objectResponse = z.looseObject({});

const threshold = z.number().int().min(1).max(1_000_000);

export const defenceSettingsBody = z
  .object({
    thresholds: z
      .object({
        windowMinutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
        networkMax: threshold,
        smallDomainsMax: threshold,
        domainMax: threshold,
      })
      .strict()
      .optional(),
    confirmationRequired: z.boolean().optional(),
  })
  .strict();

export const domainParams = z.object({ domain });
export const domainRuleBody = z
  .object({ rule: z.enum(["allow", "block"]), note: z.string().trim().max(200) })
  .strict();

export const clusterReviewBody = z
  .object({
    cluster: z.object({ reason: z.enum(flagReasons), key: z.string().max(255) }).strict(),
    decision: z.enum(["approve", "invalidate"]),
    reason,
  })
  .strict();
