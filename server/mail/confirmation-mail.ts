import { paths } from "../../common/paths";
import type { VoteCategory } from "../../common/vote-category";
import { type Catalogue, dishTitle, type PublishedDish } from "../content/catalogue";
import type { MailMessage } from "./mailer";

export type Mail = Omit<MailMessage, "to">;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ??
      character,
  );

/** What a mail reads of the served content: the festival's names and the categories'. */
type MailContent = Pick<Catalogue, "festival" | "pages">;

/** The link in the code mail: a page with a button, since opening a link changes nothing. */
export function confirmationLink(origin: string, token: string): string {
  return `${origin}${paths.confirmVote}?t=${encodeURIComponent(token)}`;
}

const greeting = "Halo!";
const signature = (content: MailContent) =>
  `${content.festival().fullName} (${content.festival().product})`;

/** A simple, single-column HTML mail; every value is escaped by the caller's `html` parts. */
function htmlMail(content: MailContent, title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#222;">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.5;">
<p style="margin-top:0;">${greeting}</p>
${body}
<p style="margin-top:24px;font-size:13px;color:#666;">${escapeHtml(signature(content))}</p>
</div>
</body>
</html>
`;
}

/** Both forms of one mail, each opening with the greeting and closing with the festival's name. */
function mail(content: MailContent, subject: string, text: string[], html: string): Mail {
  return {
    subject,
    text: [greeting, "", ...text, "", signature(content)].join("\n"),
    html: htmlMail(content, subject, html),
  };
}

const ignoreLine =
  "Kalau kamu tidak merasa memberi vote, abaikan saja email ini: tanpa konfirmasi, vote tidak dihitung.";

/** The mail with the 6-digit code and the link, for a vote awaiting confirmation. */
export function codeMail(
  content: MailContent,
  input: { dish: PublishedDish; code: string; link: string },
): Mail {
  const dish = dishTitle(input.dish);
  const festival = content.festival();
  const subject = `Kode konfirmasi vote ${festival.product}: ${input.code}`;
  return mail(
    content,
    subject,
    [
      `Terima kasih sudah memberi vote untuk ${dish} di 8trepreneur ${festival.product}.`,
      "Masukkan kode ini di halaman vote untuk mengonfirmasi vote kamu:",
      "",
      `    ${input.code}`,
      "",
      "Kode berlaku 15 menit.",
      "",
      "Atau buka tautan ini lalu tekan tombol Konfirmasi:",
      input.link,
      "",
      ignoreLine,
    ],
    `<p>Terima kasih sudah memberi vote untuk <strong>${escapeHtml(dish)}</strong> di 8trepreneur ${escapeHtml(festival.product)}.</p>
<p>Masukkan kode ini di halaman vote untuk mengonfirmasi vote kamu:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:16px 0;">${escapeHtml(input.code)}</p>
<p>Kode berlaku 15 menit.</p>
<p>Atau buka tautan ini lalu tekan tombol Konfirmasi:<br><a href="${escapeHtml(input.link)}" style="color:#b3261e;">${escapeHtml(input.link)}</a></p>
<p style="font-size:13px;color:#666;">${escapeHtml(ignoreLine)}</p>`,
  );
}

/**
 * The mail to an address that has already voted in the category: the visitor's screen looks
 * the same as for a new vote, so only the mailbox's owner learns that nothing changed.
 */
export function alreadyVotedMail(content: MailContent, input: { category: VoteCategory }): Mail {
  const category = content.pages().entrepreneur.choices[input.category];
  const festival = content.festival();
  const subject = `Vote ${festival.product}: email ini sudah dipakai di kategori ${category}`;
  return mail(
    content,
    subject,
    [
      `Ada yang mencoba memberi vote di 8trepreneur ${festival.product} kategori ${category} dengan email ini,`,
      "tetapi email ini sudah pernah dipakai untuk vote di kategori tersebut.",
      "Satu email hanya bisa memberi satu vote per kategori, jadi vote kamu yang pertama tetap berlaku.",
      "",
      "Kamu tidak perlu melakukan apa-apa. Kalau bukan kamu yang mencoba, abaikan saja email ini.",
    ],
    `<p>Ada yang mencoba memberi vote di 8trepreneur ${escapeHtml(festival.product)} kategori <strong>${escapeHtml(category)}</strong> dengan email ini, tetapi email ini sudah pernah dipakai untuk vote di kategori tersebut.</p>
<p>Satu email hanya bisa memberi satu vote per kategori, jadi vote kamu yang pertama tetap berlaku.</p>
<p>Kamu tidak perlu melakukan apa-apa. Kalau bukan kamu yang mencoba, abaikan saja email ini.</p>`,
  );
}
