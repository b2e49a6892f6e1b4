import { z } from "zod";
import { pageMetaSchema, slugSchema, text } from "./content-schema-parts";
import { menuLinkProblem } from "./menu-links";

/**
 * The pages' texts, menus, people, partners and pictures (content/pages.json): every text a
 * visitor reads outside the dishes, the festival's facts and the About page.
 */

const questionAnswerSchema = z.object({ question: text, answer: text });
/**
 * A picture or video uploaded in the console: the name `POST /api/panitia/content/media`
 * answered, its content hash. Without one, an item keeps its drawn art from content/assets.
 */
export const mediaNamePattern = /^(foto|video)-[0-9a-f]{16}$/;
const photoName = z
  .string()
  .regex(mediaNamePattern, "harus diunggah dengan tombol Unggah di konsol")
  .startsWith("foto-", "harus berupa foto, diunggah dengan tombol Unggah di konsol");
const videoName = z
  .string()
  .regex(mediaNamePattern, "harus diunggah dengan tombol Unggah di konsol")
  .startsWith("video-", "harus berupa video, diunggah dengan tombol Unggah di konsol");

const personSchema = z.object({ name: text, role: text, photo: photoName.optional() });
const sponsorSchema = z.object({
  name: text,
  kind: z.enum(["image", "video"]),
  classLabel: text,
  logo: photoName.optional(),
  video: videoName.optional(),
});
const mascotSchema = z.object({
  id: slugSchema,
  title: text,
  tileLabel: text,
  description: text,
  imageCount: z.number().int().min(1).max(6),
  slidesToShow: z.number().int().min(1).max(6),
});

const menuLinkSchema = z
  .string()
  .trim()
  .min(1)
  .superRefine((to, ctx) => {
    const problem = menuLinkProblem(to);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const pickerPageSchema = z.object({ meta: pageMetaSchema, title: text, intro: text });

export const pagesSchema = z.object({
  navigation: z.object({
    label: text,
    /** A page of this site ("/about"), or another site's https address, shown as external. */
    links: z.array(z.object({ label: text, to: menuLinkSchema })).min(1),
    skipToContent: text,
    openMenu: text,
    closeMenu: text,
    menu: text,
    menuLabel: text,
  }),
  footer: z.object({ follow: text, tagline: text }),
  home: z.object({
    meta: pageMetaSchema,
    hero: z.object({ eyebrow: text, title: text, lead: text, cta: text }),
    entrepreneurTeaser: z.object({ title: text, body: text, cta: text, imageAlt: text }),
    collaboreightTeaser: z.object({
      title: text,
      subtitle: text,
      body: text,
      cta: text,
      imageAlt: text,
    }),
    expressionTeaser: z.object({
      title: text,
      points: z.array(text).min(2),
      cta: text,
      imageAlt: text,
    }),
    countdown: z.object({ title: text, label: text }),
    sponsors: z.object({ title: text, items: z.array(sponsorSchema).min(1) }),
  }),
  trial: z.object({ meta: pageMetaSchema, title: text }),
  about: z.object({ meta: pageMetaSchema, title: text }),
  gallery: z.object({
    meta: pageMetaSchema,
    title: text,
    intro: text,
    photos: z.array(z.object({ year: text, caption: text, photo: photoName.optional() })).min(1),
    carouselLabel: text,
    previous: text,
    next: text,
    position: text,
  }),
  expression: z.object({
    meta: pageMetaSchema,
    title: text,
    intro: text,
    galleryImageAlt: text,
    voteCall: text,
  }),
  entrepreneur: z.object({
    meta: pageMetaSchema,
    title: text,
    intro: text,
    scanAlt: text,
    choices: z.object({ domestic: text, international: text }),
    resultsLink: text,
    liveLink: text,
  }),
  picker: z.object({
    heading: text,
    listTitle: text,
    mapLabel: text,
    domestic: pickerPageSchema,
    international: pickerPageSchema,
  }),
  dish: z.object({
    metaTitle: text,
    back: text,
    vote: text,
    votedNote: text,
    votesUnit: text,
    countLoading: text,
    countUnavailable: text,
    countHidden: text,
    voting: z.object({ closed: text, notOpen: text, opensAt: text, resultsLink: text }),
    voteDialog: z.object({
      title: text,
      subtitle: text,
      emailLabel: text,
      placeholder: text,
      submit: text,
      sending: text,
      checking: text,
      note: text,
      privacy: text,
      close: text,
      confirmation: z.object({
        codeLabel: text,
        sentTo: text.includes("{email}"),
        placeholder: text,
        submit: text,
        confirming: text,
        resend: text,
        resendIn: text.includes("{time}"),
        resending: text,
        resent: text,
        codeFormat: text,
        spamHint: text,
      }),
    }),
    thankYou: z.object({ title: text, body: text, close: text }),
    errors: z.object({ network: text, timeout: text, unexpected: text }),
  }),
  confirmVote: z.object({
    meta: pageMetaSchema,
    title: text,
    intro: text,
    submit: text,
    confirming: text,
    confirmedFor: text.includes("{name}"),
    dishLink: text.includes("{name}"),
    noToken: text,
    entrepreneurLink: text,
    linkExpired: text,
    errors: z.object({ network: text, timeout: text, unexpected: text }),
  }),
  results: z.object({
    meta: pageMetaSchema,
    card: text.max(40, "agar terbaca utuh di gambarnya"),
    title: text,
    intro: text,
    unpublished: text,
    loading: text,
    error: text,
    retry: text,
    publishedAt: text,
    winner: text,
    rank: text,
    votesUnit: text,
    explore: text,
    /** The archived editions' pages (content/archive.json): their name and year follow `title`. */
    archive: z.object({
      meta: pageMetaSchema,
      heading: text,
      title: text,
      intro: text,
      back: text,
    }),
  }),
  live: z.object({
    meta: pageMetaSchema,
    title: text,
    homeLink: text,
    connecting: text,
    disconnected: text,
    updatedAt: text,
    votesUnit: text,
    rank: text,
    leader: text,
    noVotes: text,
    totalVotes: text,
    hidden: text,
    states: z.object({ open: text, notOpen: text, closed: text }),
    closesIn: text,
    timeUnits: z.object({ days: text, hours: text, minutes: text, seconds: text }),
    closed: text,
    published: text,
    scan: text,
    voteLink: text,
    qrAlt: text,
  }),
  collaboreight: z.object({
    meta: pageMetaSchema,
    title: text,
    subtitle: text,
    faq: z.array(questionAnswerSchema).min(1),
    findUs: text,
    explore: text,
    castTitle: z.object({ lead: text, rest: text }),
    cast: z.array(personSchema).min(1),
    committeeTitle: z.object({ lead: text, rest: text }),
    committee: z.array(personSchema).min(1),
    sponsorTitle: text,
    sponsors: z.array(text).min(1),
    mediaPartnerTitle: text,
    mediaPartners: z.array(text).min(1),
  }),
  guestStar: z.object({
    meta: pageMetaSchema,
    title: text,
    guessPrompt: text,
    mysteryAlt: text,
    revealedAlt: text,
    choosePrompt: text,
    character: z.object({
      previous: text,
      next: text,
      thumbnail: text,
      imageAlt: text,
      close: text,
    }),
    mascots: z.array(mascotSchema).min(1),
  }),
  comingSoon: z.object({ meta: pageMetaSchema, title: text, countdownLabel: text }),
  notFound: z.object({ meta: pageMetaSchema, title: text, body: text, back: text }),
  error: z.object({ title: text, body: text }),
  partners: z.object({ logoAlt: text, videoLabel: text }),
  countdownUnits: z.object({ days: text, hours: text, minutes: text, seconds: text }),
});
export type Pages = z.infer<typeof pagesSchema>;
