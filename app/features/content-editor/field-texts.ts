/**
 * The words of the editor's dates, slugs and Markdown texts, in plain Indonesian like the
 * rest of the console (texts.ts holds the screen's other words).
 */
export const fieldTexts = {
  // Dates and times, always in WIB
  date: "Tanggal",
  time: "Jam (WIB)",
  wibHint: "Jam WIB (UTC+7), sama bagi semua pengunjung di mana pun.",
  wibReads: (when: string) => `Terbaca: ${when}.`,
  wibIncomplete: "Isi tanggal dan jamnya.",
  /** A pair of dates in the wrong order: said, never refused (the committee may be mid-edit). */
  wibOrder: (earlier: string, earlierWhen: string, later: string, laterWhen: string) =>
    `${earlier.charAt(0).toUpperCase()}${earlier.slice(1)} (${earlierWhen}) jatuh sesudah ${later} (${laterWhen}), padahal seharusnya lebih dulu. Periksa lagi; tetap bisa disimpan.`,
  // A dish's slug, the last part of its page's address
  address: "Alamat halaman:",
  addressMissing: "Alamat halaman: isi slug dan kategori dulu.",
  slugNew:
    "Terisi sendiri dari nama selama hidangan ini belum pernah disimpan; boleh diubah. Hanya huruf kecil a–z, angka dan tanda minus (-).",
  slugKept:
    "Mengubah slug memindahkan alamat halaman: tautan yang sudah dibagikan dan kode QR stan yang sudah dicetak tidak lagi menuju ke sini. Suara tetap aman, karena tercatat dengan kode hidangan.",
  // Markdown
  markdownMarks: "Cara menulis:",
  markdownBold: "tebal",
  markdownItalic: "miring",
  markdownList: "daftar dengan",
  markdownListEnd: "di awal baris",
  markdownLink: "tautan",
  markdownParagraphs: "Pisahkan paragraf dengan satu baris kosong.",
  preview: "Pratinjau",
  closePreview: "Tutup pratinjau",
  previewLabel: (field: string) => `Pratinjau ${field}`,
  closePreviewLabel: (field: string) => `Tutup pratinjau ${field}`,
  previewHeading: "Seperti yang dibaca pengunjung:",
  previewLoading: "Menyiapkan pratinjau…",
  previewFailed: "Pratinjau tidak dapat dimuat. Periksa koneksi, lalu tekan Pratinjau lagi.",
  previewEmpty: "(belum ada teks)",
};
