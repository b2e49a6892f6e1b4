import { z } from "zod";

/**
 * The small shapes the content's schema is built of (content-schema.ts, content-pages-schema.ts).
 * Messages given here follow the field's label (common/content-issue-words.ts): a pattern's
 * or a refinement's says what is wrong ("harus …"), a length's says why ("agar …").
 */

export const slugSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "hanya boleh huruf kecil, angka dan tanda minus (tanpa spasi), contoh nasi-goreng",
  );

/** Event times are absolute instants in WIB so every visitor counts down to the same moment. */
export const wibInstantSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/,
    "harus ditulis lengkap dalam WIB, contoh 2022-06-12T23:59:59+07:00",
  )
  .refine(
    (value) => !Number.isNaN(Date.parse(value)),
    "bukan tanggal atau jam yang ada, contoh 2022-06-12T23:59:59+07:00",
  );

export const externalUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
export const text = z.string().trim().min(1);

export const pageMetaSchema = z.object({
  title: text,
  description: z.string().trim().min(50).max(170),
});

export const linkSchema = z.object({ label: text, url: externalUrlSchema });
