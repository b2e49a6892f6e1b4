/**
 * How large an upload may be, as sent (POST /api/panitia/content/media): the server refuses
 * more, and the console refuses it before a slow upload from a phone. Zod-free, for both.
 */
export const uploadLimits = {
  /** Larger than any phone's photo; the stored copy is much smaller. */
  pictureBytes: 15 * 1024 * 1024,
  /** Videos are stored as sent: the partners' clips are small loops, and this keeps them so. */
  videoBytes: 300 * 1024,
} as const;
