import { committeeErrorMessages } from "../../../common/committee-errors";
import type { ReleaseStatus } from "../../../common/content-api";
import type { ContentSection } from "../../../common/content-schema";

/** Every text of the content editor, in Indonesian, like the rest of the console. */
export const texts = {
  heading: "Konten situs",
  intro:
    "Ubah teks, tanggal, orang, mitra, foto dan hidangan di sini. Simpan tiap bagian, lihat pratinjaunya, lalu Terbitkan: pengunjung baru melihat perubahan sesudah diterbitkan.",
  loading: "Memuat konten…",
  sectionsLabel: "Bagian konten",
  sections: {
    festival: "Festival",
    pages: "Halaman",
    dishes: "Hidangan",
    about: "Tentang",
  } satisfies Record<ContentSection, string>,
  unsaved: "Belum disimpan",
  save: "Simpan",
  saving: "Menyimpan…",
  saved: (revision: number) => `Tersimpan (revisi ${revision}).`,
  invalid: (count: number) =>
    `${count} isian perlu diperbaiki sebelum bisa disimpan. Lihat pesan di samping kolomnya.`,
  issuesHeading: "Yang perlu diperbaiki",
  oldEdition: {
    heading: (name: string, year: number) => `Teks yang masih menyebut ${name} (${year})`,
    explanation: (terms: string[]) =>
      `Festival berikutnya sudah dibuka. Teks di bawah masih memuat ${terms.map((term) => `“${term}”`).join(", ")}: buka, ubah bila perlu, lalu simpan. Daftar ini berkurang setiap kali kamu menyimpan.`,
  },
  conflictHeading: "Bagian ini sudah diubah orang lain",
  conflictChanged: "Kolom yang mereka ubah:",
  conflictKept: "Isian Anda masih ada di formulir.",
  overwrite: "Simpan isian saya di atas perubahan itu",
  reload: "Buang isian saya dan muat versi terbaru",
  pagePicker: "Halaman yang diubah",
  dishPicker: "Hidangan yang diubah",
  addDish: "Tambah hidangan",
  removeDish: "Hapus hidangan ini",
  newDish: "Hidangan baru",
  noDishes: "Belum ada hidangan.",
  // The generic form
  add: "Tambah",
  remove: "Hapus",
  moveUp: "Naik",
  moveDown: "Turun",
  minItems: (count: number) => `Minimal ${count}.`,
  optional: "boleh kosong",
  dishIdLabel: "Kode hidangan",
  dishIdNew: "Diberikan saat hidangan ini pertama kali disimpan",
  dishIdHint:
    "Kode tetap hidangan ini: suara dan hasil yang diumumkan tercatat dengan kode ini, jadi nama, slug dan urutan boleh diubah tanpa memindahkan suara.",
  length: (min: number | undefined, max: number | undefined) =>
    min !== undefined && min > 1 && max !== undefined
      ? `${min}–${max} karakter.`
      : max !== undefined
        ? `Paling banyak ${max} karakter.`
        : "",
  range: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined ? `Antara ${min} dan ${max}.` : "",
  placeholdersHeading: "Penanda di teks ini diganti dengan:",
  // Media
  upload: "Unggah",
  uploading: "Mengunggah…",
  uploadWaiting: "Server sedang mengolah foto lain; fotomu dikirim lagi sebentar lagi…",
  choosePhoto: "Pilih foto",
  chooseVideo: "Pilih video",
  removePhoto: "Hapus foto",
  removeVideo: "Hapus video",
  noPhoto: "Belum ada foto: halaman memakai gambar bawaan.",
  noVideo: "Belum ada video: halaman memakai video bawaan.",
  drawingName: "Nama gambar bawaan",
  uploadFirst: "Pilih berkasnya dulu.",
  uploadSteps: "Pilih berkas, tekan Unggah, lalu Simpan bagian ini.",
  videoLimit: "Video MP4 atau WebM, paling besar 300 KB.",
  // A no-break space: on a phone the percent sign would otherwise wrap alone to the next line.
  uploadProgress: (percent: number) => `Mengunggah… ${percent}\u00a0%`,
  uploadProgressLabel: "Kemajuan unggahan",
  preparing: "Menyiapkan foto…",
  cancelUpload: "Batalkan unggahan",
  uploadCancelled: "Unggahan dibatalkan.",
  // The server's own words for the same refusals: the editor reads one message either way.
  fileTypeRefused: committeeErrorMessages.media_invalid,
  fileTooLarge:
    "Berkas terlalu besar. Lebih dari 15 MB, dan browser ini tidak bisa memperkecilnya: perkecil dulu, lalu pilih lagi.",
  videoTooLarge:
    "Video terlalu besar: paling besar 300 KB. Potong atau perkecil dulu videonya, lalu pilih lagi.",
  heicUnreadable:
    "Foto HEIC dari iPhone belum bisa dibaca browser ini. Ubah ke JPEG dulu: di iPhone buka Pengaturan › Kamera › Format › Paling Kompatibel, atau kirim fotonya lewat WhatsApp/Email lalu simpan lagi; atau buka konsol ini di Safari.",
  // A dish's origin, chosen from the map's list
  originLabel: (category: "domestic" | "international" | undefined) =>
    category === "domestic"
      ? "Asal: provinsi"
      : category === "international"
        ? "Asal: negara"
        : "Asal",
  originPrompt: (category: "domestic" | "international") =>
    category === "domestic" ? "— pilih provinsi —" : "— pilih negara —",
  originNeedsCategory: "Pilih kategorinya dulu: domestik dari provinsi, internasional dari negara.",
  originMarker: (longitude: string, latitude: string) => `Penanda di ${longitude}, ${latitude}.`,
  originFlag: (flag: string) => `Bendera: ${flag}.svg (flag-icons).`,
  originPin: "Di peta Indonesia: pin di ibu kota provinsinya.",
  // History
  history: "Riwayat",
  historyEmpty: "Belum ada revisi untuk bagian ini.",
  revision: (revision: number) => `Revisi ${revision}`,
  savedByAt: (by: string, at: string) => `oleh ${by}, ${at}`,
  restoredFrom: (revision: number) => `memulihkan revisi ${revision}`,
  restore: "Pulihkan",
  restored: (from: number, revision: number) =>
    `Revisi ${from} dipulihkan sebagai draf baru (revisi ${revision}).`,
  restoreHint: "Pulihkan mengganti isi bagian ini dengan revisi lama, sebagai draf baru.",
  empty: "(kosong)",
  added: "ditambahkan",
  removed: "dihapus",
  // Publishing
  publishHeading: "Pratinjau & terbitkan",
  jumpToPublish: "Ke Pratinjau & terbitkan ↓",
  publishHint:
    "Pratinjau dan Terbitkan memakai draf yang sudah disimpan: simpan dulu bagian yang masih berubah.",
  preview: "Pratinjau",
  /** The newest preview asked for, naming who asked: a second editor never reads it as theirs. */
  previewRequested: {
    building: (revision: number, by: string) =>
      `Pratinjau revisi ${revision} sedang dibuat (diminta oleh ${by})…`,
    failed: (revision: number, by: string) =>
      `Pratinjau revisi ${revision} gagal dibuat (diminta oleh ${by}).`,
  },
  noPreview: "Belum ada pratinjau.",
  /** What "Buka pratinjau" shows, and whether the draft has moved on since. */
  previewShows: (revision: number, by: string, at: string, draft: number) =>
    draft > revision
      ? `Pratinjau menampilkan revisi ${revision}; draf sekarang revisi ${draft}. Dibuat oleh ${by}, ${at}.`
      : `Pratinjau menampilkan revisi ${revision}, draf yang sekarang. Dibuat oleh ${by}, ${at}.`,
  previewStarted: "Pratinjau sedang dibuat; panel ini memberi tahu bila sudah dapat dibuka.",
  openPreview: "Buka pratinjau",
  publish: "Terbitkan",
  publishing: "Penerbitan dimulai: situs sedang dibuat, biasanya kurang dari satu menit.",
  publishedLive: "Terbitan baru sudah tayang untuk semua pengunjung.",
  publishFailed:
    "Penerbitan gagal; situs yang tayang tidak berubah. Lihat lognya di daftar terbitan.",
  releasesCaption: "Terbitan, terbaru di atas",
  releaseStates: {
    building: "Sedang dibuat",
    live: "Tayang",
    failed: "Gagal",
    previous: "Disimpan",
    switching: "Dikembalikan, sedang dibangun…",
  } satisfies Record<ReleaseStatus, string>,
  releaseLine: (revision: number, by: string, at: string) =>
    `Revisi ${revision}, oleh ${by}, ${at}`,
  log: "Catatan build",
  releaseChanged: (sections: string) => `Mengubah: ${sections}.`,
  releaseUnchanged: "Isinya sama dengan terbitan sebelumnya.",
  draftSame: "Draf sama dengan yang tayang.",
  draftDiffers: (sections: string) => `Draf berbeda dari yang tayang: ${sections}.`,
  rollBack: "Kembalikan",
  rolledBack: "Terbitan itu tayang kembali.",
  rollingBack:
    "Terbitan itu sedang dibangun ulang untuk versi situs ini; yang tayang sekarang tetap tayang sampai selesai.",
  rollBackFailed:
    "Kembalikan tidak berhasil; yang tayang tetap tayang. Lihat catatannya di daftar.",
  switchLog: "Catatan Kembalikan",
  noReleases: "Belum ada terbitan.",
  rollBackTitle: "Kembalikan terbitan ini?",
  rollBackBody: (revision: number, by: string, at: string) =>
    `Terbitan revisi ${revision} (oleh ${by}, ${at}) akan tayang untuk semua pengunjung, menggantikan yang tayang sekarang.`,
  publishOldTextsTitle: "Terbitkan dengan teks tahun lalu?",
  publishOldTextsBody: (count: number) =>
    `Masih ada ${count} teks yang menyebut tahun lalu. Tetap terbitkan?`,
  publishUnsavedTitle: "Terbitkan tanpa perubahan yang belum disimpan?",
  publishUnsavedBody: (sections: string[]) =>
    `Situs yang terbit tidak memuat perubahan di ${inWords(sections)} yang belum disimpan. Simpan dulu bila perubahan itu ikut diterbitkan.`,
  // Unsaved work
  close: "Tutup",
  cancel: "Batal",
  leaveTitle: "Ada perubahan yang belum disimpan",
  leaveBody: (sections: string[]) =>
    `Perubahan di ${inWords(sections)} belum disimpan. Tinggalkan halaman ini?`,
  stay: "Tetap di sini",
  leave: "Tinggalkan",
  restoreTitle: (revision: number) => `Pulihkan revisi ${revision}?`,
  restoreLosesUnsaved: (section: string) =>
    `Perubahan yang belum disimpan di ${section} akan hilang.`,
  removeTitle: (item: string) => `Hapus ${item}?`,
  removeBody: (item: string) =>
    `${item} dihapus dari formulir, beserta semua isiannya. Perubahan ini berlaku setelah Simpan.`,
  keptOffer: (section: string, at: string) =>
    `Ada perubahan ${section} yang belum disimpan dari ${at}.`,
  keptOutdated: (revision: number, now: number) =>
    `Draf sudah berubah sejak itu (revisi ${revision}, sekarang revisi ${now}): bila dipulihkan lalu disimpan, kamu akan diminta memilih di antara keduanya.`,
  keptHeading: "Perubahan yang tersimpan di perangkat ini",
  keptRestore: "Pulihkan",
  keptDiscard: "Buang",
  keptRestoreLabel: (section: string) => `Pulihkan perubahan ${section} yang belum disimpan`,
  keptDiscardLabel: (section: string) => `Buang perubahan ${section} yang belum disimpan`,
};

/** "Tentang", "Festival dan Tentang", "Festival, Halaman dan Tentang". */
function inWords(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} dan ${items[items.length - 1]}`;
}
