import type { VoteCategory } from "../../../common/vote-category";

/** The "Poster QR" screen's words, for the committee. */
export const texts = {
  heading: "Poster QR",
  intro:
    "Poster A4 untuk stan tiap kelas: nama hidangan, gambarnya, dan kode QR besar yang membuka halaman hidangan di situs, tempat pengunjung memberi vote. Poster mengikuti katalog yang sudah diterbitkan; hidangan yang baru ditambahkan muncul di sini setelah konten diterbitkan.",
  printHint:
    "Cetak di kertas A4 tanpa skala (100%, bukan “sesuaikan dengan halaman”) agar kode QR tetap selebar 9 cm lebih. Coba pindai satu poster dengan ponsel sebelum mencetak semuanya.",
  loading: "Memuat daftar hidangan…",
  downloadAll: "Unduh semua poster",
  downloadAllNote: "Satu PDF, satu halaman per hidangan: domestik dulu, lalu internasional.",
  poster: "Poster (PDF)",
  posterFor: (title: string) => `Poster ${title} (PDF)`,
  noDishes: "Belum ada hidangan di kategori ini.",
  needsPublicUrl: {
    heading: "Alamat publik situs belum diatur",
    action:
      "Minta pengelola server mengisi PUBLIC_URL dengan alamat https situs (misalnya https://fb8.sman8jkt.sch.id), lalu jalankan ulang server. Setelah itu poster dapat diunduh di sini.",
  },
  categories: { domestic: "Domestik", international: "Internasional" } satisfies Record<
    VoteCategory,
    string
  >,
};
