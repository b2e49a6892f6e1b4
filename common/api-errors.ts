/**
 * Every error the API can answer with, and the Indonesian text a visitor sees for it. The
 * server sends these; the browser can show `message` as it is.
 */
export const apiErrorMessages = {
  invalid_email: "Email yang kamu masukkan salah",
  email_used: "Email yang kamu masukkan sudah digunakan",
  unknown_food: "Hidangan ini tidak ada di daftar 8trepreneur.",
  rate_limited: "Terlalu banyak vote dari jaringanmu. Tunggu sebentar, lalu coba lagi.",
  // The vote was NOT saved (a full disk, a database outage): say so, and that sending it again
  // is safe; the dialog keeps the address.
  storage_unavailable:
    "Vote kamu tidak tersimpan karena ada gangguan di server. Email kamu masih di sini: tekan Kirim lagi sebentar lagi.",
  invalid_request: "Data yang dikirim tidak valid.",
  invalid_json: "Data yang dikirim bukan JSON yang valid.",
  payload_too_large: "Data yang dikirim terlalu besar.",
  unsupported_media_type: "Kirim data dalam format JSON.",
  not_found: "Alamat API tidak dikenal.",
  bad_url: "Alamat yang diminta tidak valid.",
  bad_request: "Permintaan tidak dapat dibaca oleh server.",
  request_timeout: "Permintaan terlalu lama dikirim. Coba lagi.",
  headers_too_large: "Header permintaan terlalu besar.",
  internal_error: "Maaf, terjadi gangguan di server. Coba lagi sebentar lagi.",
  voting_closed: "Voting sudah ditutup",
  unknown_edition: "Festival tahun itu tidak ada di arsip kami.",
  results_not_published: "Hasil voting festival tahun itu belum diumumkan.",
  // The server adds the opening time: "Voting belum dibuka. Voting dibuka … WIB."
  voting_not_open: "Voting belum dibuka",
  // Where these meet the specification's own address rule: docs/address-rules.md.
  email_hidden_characters:
    "Email kamu mengandung karakter tersembunyi. Ketik ulang email kamu, jangan disalin-tempel.",
  email_mixed_scripts:
    "Email kamu mencampur huruf dari abjad yang berbeda (misalnya Latin dan Kiril). Ketik ulang dengan huruf biasa.",
  email_disposable: "Gunakan email pribadi atau sekolah, bukan email sementara",
  email_domain_unknown:
    "Domain email ini tidak ditemukan, jadi tidak bisa menerima email. Periksa ejaannya, atau gunakan email pribadi atau sekolah.",
  email_domain_blocked:
    "Email dari domain ini tidak bisa dipakai untuk voting. Gunakan email pribadi atau sekolah.",
  pow_required:
    "Pemeriksaan otomatis anti-robot belum selesai atau sudah kedaluwarsa. Kirim sekali lagi.",
  confirmation_code_wrong: "Kode yang kamu masukkan salah",
  confirmation_expired: "Kode sudah kedaluwarsa. Tekan Kirim ulang untuk mendapat kode baru.",
  confirmation_locked: "Terlalu banyak kode salah. Tekan Kirim ulang untuk mendapat kode baru.",
  confirmation_unknown:
    "Konfirmasi ini tidak dikenal atau sudah lewat 48 jam. Vote lagi dari halaman hidangan.",
  resend_too_soon: "Tunggu sebentar sebelum meminta kode baru.",
  resend_limit:
    "Kode sudah terlalu sering dikirim ulang. Periksa folder spam, atau hubungi panitia.",
  mail_unavailable: "Email konfirmasi belum bisa dikirim. Coba lagi sebentar lagi.",
  metrics_unauthorized: "Token metrik tidak ada atau salah.",
  live_full: "Papan peringkat langsung sedang penuh. Coba lagi sebentar lagi.",
} as const;

export type ApiErrorCode = keyof typeof apiErrorMessages;

export function apiError(code: ApiErrorCode) {
  return { error: code, message: apiErrorMessages[code] };
}

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(apiErrorMessages, code);
}
