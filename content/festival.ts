import type { z } from "zod";
import type { festivalSchema } from "../common/content-schema";

/**
 * The festival itself: its name, its social profiles and every date that the site counts
 * down to. Times are written in WIB (+07:00) so every visitor sees the same moment.
 */
export const festival = {
  product: "FB8",
  fullName: "Festival Budaya 8",
  year: 2022,
  socials: {
    youtube: { label: "YouTube {product}", url: "https://www.youtube.com/@festivalbudaya8" },
    instagram: { label: "Instagram {product}", url: "https://www.instagram.com/festivalbudaya8/" },
    tiktok: { label: "TikTok Expression {product}", url: "https://www.tiktok.com/@expressionfb8" },
  },
  expressionGallery: {
    label: "Galeri pameran budaya Expression {year}",
    url: "https://sites.google.com/view/expression-fb8",
  },
  schoolEmailDomain: "sman8jkt.sch.id",
  events: {
    homeCountdownTarget: "2022-06-12T23:59:59+07:00",
    homeCountdownLabel: "12 Juni 2022",
    comingSoonTarget: "2022-06-11T08:00:00+07:00",
    comingSoonLabel: "11 Juni 2022",
    guestStarReveal: "2022-06-13T23:59:59+07:00",
    showDate: "2022-06-19T00:00:00+07:00",
    showDateLabel: "19 Juni 2022",
  },
} satisfies z.input<typeof festivalSchema>;
