/**
 * The errors only the committee's API answers, apart from common/api-errors.ts so that no
 * public page ships them: the console shows `message` as the server sends it.
 */
export const committeeErrorMessages = {
  invalid_credentials: "Nama pengguna atau kata sandi salah.",
  sign_in_throttled: "Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.",
  not_signed_in: "Sesi kamu sudah berakhir. Silakan masuk lagi.",
  forbidden_role: "Akun kamu hanya dapat melihat, tidak dapat mengubah.",
  forbidden_area: "Akun kamu tidak dapat membuka bagian ini.",
  csrf_failed: "Permintaan ditolak karena tidak berasal dari konsol panitia. Muat ulang halaman.",
  invalid_window: "Waktu tutup harus sesudah waktu buka.",
  voting_still_open:
    "Voting masih dibuka. Tutup voting di semua kategori dulu (atur waktu tutupnya), lalu umumkan hasilnya.",
  addresses_erased: "Alamat email sudah dihapus, jadi voting tidak dapat dibuka lagi.",
  reason_required: "Tuliskan alasannya.",
  unknown_edition: "Festival itu tidak ada di arsip.",
  invalid_edition:
    "Festival berikutnya harus punya nama dan tahun sesudah tahun festival yang sekarang.",
  edition_changed:
    "Festival yang sekarang sudah berganti (admin lain baru saja membuka atau mengubah festival). Muat ulang halaman, lalu periksa lagi; tidak ada yang diubah.",
  voting_never_scheduled:
    "Voting festival ini belum pernah dijadwalkan, jadi belum ada hasil untuk diumumkan. Atur waktu voting dulu.",
  results_published:
    "Hasil sudah diumumkan, jadi voting tidak dapat dibuka lagi. Tarik dulu pengumuman hasilnya (dengan alasan), lalu atur waktunya.",
  edition_not_correctable:
    "Festival ini tidak dapat diubah lagi: hanya festival yang sekarang, yang belum punya vote, belum diumumkan dan belum dijadwalkan, yang dapat dikoreksi.",
  criteria_required: "Pilih paling sedikit satu kriteria.",
  unknown_invalidation: "Pembatalan itu tidak ada.",
  already_restored: "Pembatalan itu sudah dipulihkan.",
  erasure_not_allowed:
    "Alamat email hanya dapat dihapus setelah hasil diumumkan dan semua kategori ditutup.",
  duplicate_cannot_count:
    "Suara ganda dari alamat yang sama tidak dapat dihitung; suara itu hanya dapat dibatalkan.",
  confirmation_unavailable:
    "Konfirmasi email belum dapat dinyalakan: server belum diberi SMTP_URL dan MAIL_FROM.",
  unknown_domain_rule: "Domain itu tidak ada di daftar.",
  threshold_above_rate_limit:
    "Batas per jaringan harus di bawah jumlah suara yang boleh dikirim satu alamat IP dalam jendela waktu itu (batas laju per menit × menit jendela); kalau tidak, satu skrip bisa memilih sepenuh batas laju tanpa ditandai.",
  export_busy:
    "Sudah ada dua ekspor yang sedang berjalan. Tunggu salah satunya selesai, lalu coba lagi.",
  publish_busy:
    "Sebuah penerbitan sedang berjalan. Tunggu sampai selesai (lihat daftar terbitan), lalu coba lagi.",
  preview_busy:
    "Sebuah pratinjau sedang dibuat. Tunggu sampai selesai (lihat panel Pratinjau), lalu coba lagi.",
  no_preview: "Belum ada pratinjau yang siap dibuka. Minta editor membuat pratinjau dulu.",
  publishing_unavailable: "Server ini hanya melayani API, jadi tidak dapat menerbitkan situs.",
  unknown_release: "Terbitan itu tidak ada (lagi).",
  release_drops_voted_dish:
    "Terbitan itu tidak memuat hidangan yang sudah punya vote, jadi tidak dapat dikembalikan.",
  release_changes_voted_class:
    "Terbitan itu mengganti kelas hidangan yang sudah punya vote, jadi tidak dapat ditayangkan.",
  release_not_kept: "Hanya terbitan yang berhasil dan masih disimpan yang dapat dikembalikan.",
  draft_invalid:
    "Draf belum dapat diterbitkan: ada isian yang salah. Perbaiki dulu di bagian yang disebut.",
  content_unreadable:
    "Isi yang tersimpan tidak cocok dengan versi server ini. Isian yang tidak cocok disebut di bawah; hubungi pengelola server.",
  content_invalid: "Isinya belum dapat disimpan. Perbaiki bagian yang ditandai, lalu simpan lagi.",
  content_conflict:
    "Bagian ini sudah diubah orang lain sesudah formulirmu dimuat. Isianmu belum disimpan dan masih ada di formulir.",
  unknown_section: "Bagian konten itu tidak ada.",
  unknown_revision: "Versi itu tidak ada di riwayat bagian ini.",
  media_invalid:
    "Berkas ini tidak dapat dipakai. Unggah foto JPEG, PNG, WebP atau AVIF (maks. 15 MB), atau video MP4/WebM (maks. 300 KB).",
  media_too_large:
    "Berkas terlalu besar. Foto paling besar 15 MB (dan 100 megapiksel), video paling besar 300 KB.",
  media_too_small:
    "Foto terlalu kecil: paling sedikit 200 × 200 piksel. Untuk galeri dan foto orang, pakai foto selebar 1600 piksel atau lebih agar tetap tajam.",
  media_busy:
    "Server sedang mengolah foto lain. Tunggu beberapa detik, lalu tekan Unggah lagi; fotomu belum terkirim.",
  media_quota_hour:
    "Akunmu sudah mencapai batas unggahan untuk satu jam. Coba lagi nanti; foto yang sudah diunggah tetap tersimpan.",
  media_quota_total:
    "Akunmu sudah mencapai batas total unggahan. Foto yang tidak dipakai di draf mana pun dihapus otomatis sehari setelah diunggah; atau minta pengelola server menaikkan batasnya.",
  unknown_media: "Foto atau video itu tidak ada.",
  unknown_dish: "Hidangan itu tidak ada di katalog yang sudah diterbitkan.",
  posters_need_public_url:
    "Poster belum dapat dibuat: server belum diberi alamat publik situs yang memakai https (PUBLIC_URL, mis. https://fb8.sman8jkt.sch.id). Kode QR di poster harus membuka situs yang dapat dijangkau pengunjung; alamat seperti 127.0.0.1 hanya terbuka di komputer server.",
  posters_busy:
    "Poster sedang dibuat untuk permintaan lain. Tunggu sekitar setengah menit, lalu unduh lagi.",
  posters_failed:
    "Poster gagal dibuat. Coba lagi sebentar lagi; kalau tetap gagal, beri tahu pengelola server.",
} as const;

export type CommitteeErrorCode = keyof typeof committeeErrorMessages;

export function committeeError(code: CommitteeErrorCode) {
  return { error: code, message: committeeErrorMessages[code] };
}
