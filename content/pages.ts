import type { z } from "zod";
import type { pagesSchema } from "../common/content-schema";
import { paths } from "../common/paths";

/**
 * Every text that a visitor reads, page by page. Titles and descriptions under `meta` are
 * what search engines and link previews show. The festival's name and dates are written as
 * placeholders ({product}, {fullName}, {year}, {showDate}, {openingDate}, {countdownDate})
 * and filled in from festival.ts where content/index.ts exports them, so next year's rename
 * is one edit there. {name}, {current} and {total} are filled in on the page itself.
 */
export const pages = {
  navigation: {
    label: "Navigasi utama",
    links: [
      { label: "Home", to: paths.home },
      { label: "About", to: paths.about },
      { label: "Gallery Throwback", to: paths.gallery },
      { label: "Mascot & Guest Star", to: paths.guestStar },
    ],
    skipToContent: "Langsung ke konten",
    openMenu: "Buka menu",
    closeMenu: "Tutup menu",
    menu: "Menu",
    menuLabel: "Navigasi utama (menu)",
  },
  footer: {
    follow: "Ikuti {product}",
    tagline: "Festival budaya tahunan kami: ruang, waktu, dan zaman yang selalu bergerak.",
  },
  home: {
    meta: {
      title: "{product} | Home",
      description:
        "{fullName} ({product}) {year}: vote makanan favoritmu di 8trepreneur, tonton Collaboreight, dan ikuti Expression.",
    },
    hero: {
      eyebrow: "{fullName} · {year}",
      title: "Ruang, waktu, dan zaman selalu bergerak",
      lead: "Jelajahi tiga program {product}: kuliner kelas dari seluruh dunia, teater musikal, dan karya kreatif para siswa.",
      cta: "Jelajah",
    },
    entrepreneurTeaser: {
      title: "8trepreneur",
      body: "Setiap kelas memasak hidangan khas dari Nusantara dan mancanegara. Vote produk favoritmu dan dukung kelas-kelas yang berlaga!",
      cta: "Jelajah",
      imageAlt: "Piring-piring hidangan Nusantara dan mancanegara mengorbit sebuah planet",
    },
    collaboreightTeaser: {
      title: "Collaboreight",
      subtitle: "Wanea Tatahang",
      body: "Kolaborasi seni dalam sebuah teater musikal tentang kisah cinta tragis dari daerah. Saksikan penayangannya pada {showDate}.",
      cta: "Lihat Collaboreight",
      imageAlt: "Dua pemeran berkostum tradisional di panggung teater musikal di bawah sorot lampu",
    },
    expressionTeaser: {
      title: "Expression",
      points: [
        "Lomba membuat konten untuk siswa kelas X dan XI.",
        "Pameran budaya daring yang bisa kamu kunjungi dari mana saja.",
        "Vote video pendek favoritmu di akun kami.",
      ],
      cta: "To Expression",
      imageAlt: "Ponsel, kamera dan bingkai-bingkai karya pameran yang melayang di luar angkasa",
    },
    countdown: {
      title: "Menuju puncak acara",
      label: "Hitung mundur menuju {countdownDate}",
    },
    sponsors: {
      title: "Sponsor & Media partner",
      items: [
        { name: "Kopi Senja Nusantara", kind: "image", classLabel: "Sponsor" },
        { name: "Batik Lintang", kind: "video", classLabel: "Sponsor" },
        { name: "Radio Suara Remaja", kind: "image", classLabel: "Media partner" },
        { name: "Rasa Rempah Catering", kind: "video", classLabel: "Sponsor" },
        { name: "Majalah Pelajar Jakarta", kind: "image", classLabel: "Media partner" },
        { name: "Studio Cahaya Kreatif", kind: "video", classLabel: "Media partner" },
      ],
    },
  },
  trial: {
    title: "Program {product}",
    meta: {
      title: "{product} | Program",
      description:
        "Tiga program {fullName}: 8trepreneur, Collaboreight, dan Expression. Pilih yang ingin kamu jelajahi.",
    },
  },
  about: {
    meta: {
      title: "{product} | About",
      description:
        "Latar belakang {fullName} ({product}) {year}, festival budaya tahunan yang diselenggarakan oleh siswa SMA di Jakarta.",
    },
    title: "Tentang {product}",
  },
  gallery: {
    meta: {
      title: "{product} | Gallery Throwback",
      description:
        "Kilas balik foto-foto Festival Budaya dari tahun-tahun sebelumnya: panggung, bazar, dan kebersamaan para siswa.",
    },
    title: "Gallery Throwback {product}",
    intro:
      "Sebelum {product} dimulai, yuk kilas balik ke momen-momen Festival Budaya dari tahun-tahun sebelumnya.",
    photos: [
      { year: "FB1", caption: "Pembukaan Festival Budaya yang pertama" },
      { year: "FB2", caption: "Tari tradisional di panggung utama" },
      { year: "FB3", caption: "Bazar makanan kelas di lapangan sekolah" },
      { year: "FB4", caption: "Parade kostum daerah" },
      { year: "FB5", caption: "Pertunjukan teater kolaborasi" },
      { year: "FB6", caption: "Pameran karya seni siswa" },
      { year: "FB7", caption: "Festival daring di masa pandemi" },
      { year: "FB7", caption: "Panitia berfoto bersama setelah acara" },
      { year: "FB7", caption: "Penampilan bintang tamu" },
    ],
    carouselLabel: "Foto Festival Budaya tahun-tahun sebelumnya",
    previous: "Foto sebelumnya",
    next: "Foto berikutnya",
    position: "{current} dari {total}",
  },
  expression: {
    meta: {
      title: "{product} | Expression {year}",
      description:
        "Expression {year}: lomba konten kreatif kelas X dan XI serta pameran budaya daring {fullName}. Vote video favoritmu!",
    },
    title: "Expression {year}",
    intro: "Cari tahu lebih banyak tentang Expression {year} 👇",
    galleryImageAlt: "Buka galeri pameran budaya Expression {year} di tab baru",
    voteCall: "And vote your favorite short video here!",
  },
  entrepreneur: {
    meta: {
      title: "{product} | 8trepreneur",
      description:
        "8trepreneur {product}: pilih hidangan domestik atau internasional buatan kelas-kelas dan vote yang paling kamu suka.",
    },
    title: "8TREPRENEUR",
    intro: "Pilih tujuan perjalanan rasamu: kuliner Nusantara atau kuliner mancanegara.",
    scanAlt: "Bingkai pemindai tiket perjalanan rasa 8trepreneur",
    choices: { domestic: "Domestik", international: "Internasional" },
    resultsLink: "Lihat hasil vote",
  },
  picker: {
    heading: "PICK YOUR DESTINATION",
    listTitle: "Semua tujuan",
    mapLabel: "Peta {name}",
    domestic: {
      meta: {
        title: "{product} | 8trepreneur Domestik",
        description:
          "Peta kuliner Nusantara 8trepreneur {product}: sepuluh hidangan dari sepuluh provinsi, dimasak oleh kelas-kelas X.",
      },
      title: "Domestik",
      intro: "Pilih provinsi untuk melihat hidangannya.",
    },
    international: {
      meta: {
        title: "{product} | 8trepreneur Internasional",
        description:
          "Peta kuliner dunia 8trepreneur {product}: sembilan hidangan dari sembilan negara, dimasak oleh kelas-kelas XI.",
      },
      title: "Internasional",
      intro: "Pilih negara untuk melihat hidangannya.",
    },
  },
  dish: {
    metaTitle: "{name} | 8trepreneur {product}",
    back: "Kembali ke peta",
    vote: "Vote",
    votedNote: "Kamu sudah memberikan vote di kategori ini. Terima kasih!",
    votesUnit: "vote",
    countLoading: "Memuat jumlah vote…",
    countUnavailable: "Jumlah vote belum bisa dimuat.",
    countHidden: "Jumlah vote tidak ditampilkan untuk sementara.",
    voting: {
      closed: "Voting sudah ditutup",
      notOpen: "Voting belum dibuka",
      opensAt: "Voting dibuka",
      resultsLink: "Lihat hasil vote",
    },
    voteDialog: {
      title: "Yuk Nge-Vote",
      subtitle: "Masukan email kamu untuk memberikan vote",
      emailLabel: "Email",
      placeholder: "contoh: nama@gmail.com",
      submit: "Kirim",
      sending: "Mengirim…",
      checking: "Memeriksa bahwa kamu bukan robot…",
      note: "Kamu hanya bisa 1x vote untuk bagian Internasional dan 1x vote untuk bagian domestic ya!",
      privacy:
        "Email kamu hanya dipakai untuk memastikan satu orang memberikan satu vote, dan tidak ditampilkan kepada siapa pun.",
      close: "Tutup",
      /** The code step, when the committee asks every vote to be confirmed by e-mail. */
      confirmation: {
        codeLabel: "Masukkan kode dari email kamu",
        sentTo: "Kami sudah mengirim kode 6 angka ke {email}. Kode berlaku 15 menit.",
        placeholder: "6 angka",
        submit: "Konfirmasi",
        confirming: "Mengonfirmasi…",
        resend: "Kirim ulang",
        resendIn: "Kirim ulang ({time})",
        resending: "Mengirim ulang…",
        resent: "Kode baru sudah dikirim. Periksa email kamu, juga folder spam.",
        codeFormat: "Kode terdiri dari 6 angka.",
        spamHint: "Email belum datang? Periksa folder spam atau promosi.",
      },
    },
    thankYou: {
      title: "Terima Kasih Vote Kamu Sudah Masuk!",
      body: "Jangan lupa ajak teman Kamu untuk nge-vote juga",
      close: "Tutup",
    },
    errors: {
      network:
        "Vote kamu belum terkirim karena koneksi terputus. Periksa internetmu, lalu coba lagi.",
      timeout: "Server terlalu lama menjawab, vote kamu belum tercatat. Coba lagi sebentar lagi.",
      unexpected: "Vote kamu belum tercatat karena ada gangguan. Coba lagi sebentar lagi.",
    },
  },
  confirmVote: {
    meta: {
      title: "{product} | Konfirmasi Vote",
      description: "Konfirmasi vote 8trepreneur {product} dari tautan di email kamu.",
    },
    title: "Konfirmasi Vote",
    intro: "Tekan tombol di bawah untuk mengonfirmasi vote kamu.",
    submit: "Konfirmasi vote",
    confirming: "Mengonfirmasi…",
    confirmedFor: "Vote kamu untuk {name} sudah tercatat.",
    dishLink: "Lihat halaman {name}",
    noToken:
      "Tautan konfirmasi ini tidak lengkap. Buka lagi tautan dari email kamu, atau vote dari halaman 8trepreneur.",
    entrepreneurLink: "Ke halaman 8trepreneur",
    /** An expired or locked link: this page has no 'Kirim ulang', so a new vote is the way. */
    linkExpired:
      "Tautan konfirmasi ini sudah kedaluwarsa. Vote lagi dari halaman hidangan untuk mendapat email baru.",
    errors: {
      network:
        "Konfirmasi belum terkirim karena koneksi terputus. Periksa internetmu, lalu coba lagi.",
      timeout:
        "Server terlalu lama menjawab, vote kamu belum terkonfirmasi. Coba lagi sebentar lagi.",
      unexpected: "Vote kamu belum terkonfirmasi karena ada gangguan. Coba lagi sebentar lagi.",
    },
  },
  results: {
    meta: {
      title: "{product} | Hasil Vote 8trepreneur",
      description:
        "Hasil vote 8trepreneur {product}: peringkat hidangan domestik dan internasional buatan kelas-kelas, lengkap dengan juaranya.",
    },
    /** The title written on the page's link-preview picture. */
    card: "Hasil Vote 8trepreneur",
    title: "Hasil Vote 8trepreneur",
    intro: "Hidangan favorit pilihan pengunjung, kategori Domestik dan Internasional.",
    unpublished: "Hasil akan diumumkan setelah voting ditutup",
    loading: "Memuat hasil vote…",
    error: "Hasil vote belum bisa dimuat. Periksa koneksi internetmu, lalu coba lagi.",
    retry: "Coba lagi",
    publishedAt: "Diumumkan",
    winner: "Juara",
    rank: "Peringkat",
    votesUnit: "vote",
    explore: "Lihat lagi hidangannya di peta:",
  },
  collaboreight: {
    meta: {
      title: "{product} | Collaboreight",
      description:
        "Collaboreight {product}: teater musikal Wanea Tatahang tentang kisah cinta tragis dari daerah. Tayang {showDate}.",
    },
    title: "Collaboreight",
    subtitle: "Wanea Tatahang",
    faq: [
      {
        question: "Apa itu Collaboreight?",
        answer:
          "Collaboreight adalah kolaborasi seni {product}: musik, tari, akting, dan tata artistik yang menyatu dalam satu pertunjukan teater musikal.",
      },
      {
        question: "Di mana dan kapan menontonnya?",
        answer:
          "Tonton penayangannya di kanal YouTube {product} pada {showDate}. Nyalakan notifikasinya supaya tidak ketinggalan!",
      },
      {
        question: "Apa tema tahun ini?",
        answer:
          "Tahun ini kami mengangkat kisah cinta tragis dari daerah, tentang dua insan yang terbelah antara adat dan pilihan hati.",
      },
    ],
    findUs: "FIND US",
    explore: "Jelajah",
    castTitle: { lead: "MEET", rest: "The CAST & ENSEMBLE" },
    cast: [
      { name: "Raka Pradipta", role: "Arya" },
      { name: "Sekar Ayuningtyas", role: "Nirwana" },
      { name: "Bima Saputra", role: "Ayah Arya" },
      { name: "Larasati Dewi", role: "Ibu Nirwana" },
      { name: "Dimas Wicaksono", role: "Tetua Adat" },
      { name: "Putri Anjani", role: "Sahabat Nirwana" },
      { name: "Fajar Ramadhan", role: "Sahabat Arya" },
      { name: "Nadia Kirana", role: "Penari" },
      { name: "Yoga Pratama", role: "Penari" },
      { name: "Alya Maharani", role: "Penyanyi" },
      { name: "Rizky Hidayat", role: "Pemusik" },
      { name: "Intan Permata", role: "Ensemble" },
    ],
    committeeTitle: { lead: "MEET", rest: "The COMMITTEE" },
    committee: [
      { name: "Naufal Hakim", role: "Ketua Pelaksana" },
      { name: "Salsabila Putri", role: "Wakil Ketua" },
      { name: "Aditya Nugraha", role: "Sutradara" },
      { name: "Kayla Azzahra", role: "Asisten Sutradara" },
      { name: "Farhan Maulana", role: "Penulis Naskah" },
      { name: "Zahra Amelia", role: "Penata Musik" },
      { name: "Rafi Ardiansyah", role: "Koreografer" },
      { name: "Aurel Safitri", role: "Penata Artistik" },
      { name: "Gilang Permana", role: "Penata Kostum" },
      { name: "Citra Lestari", role: "Penata Rias" },
      { name: "Hafiz Ramadhan", role: "Dokumentasi" },
      { name: "Nabila Khairunnisa", role: "Publikasi" },
      { name: "Dafa Firmansyah", role: "Produksi Video" },
    ],
    sponsorTitle: "SPONSOR",
    sponsors: ["Kopi Senja Nusantara", "Batik Lintang", "Rasa Rempah Catering"],
    mediaPartnerTitle: "MEDIA PARTNER",
    mediaPartners: ["Radio Suara Remaja", "Majalah Pelajar Jakarta", "Studio Cahaya Kreatif"],
  },
  guestStar: {
    meta: {
      title: "{product} | Mascot & Guest Star",
      description:
        "Kenalan dengan maskot {product}, Arya, Naladhipa, dan Nirwana, lalu tebak siapa bintang tamu {fullName}!",
    },
    title: "Mascot & Guest Star",
    guessPrompt: "Guess our guest star!",
    mysteryAlt: "Siluet bintang tamu misterius {product}",
    revealedAlt: "Bintang tamu {product} yang sudah terungkap",
    choosePrompt: "Choose a character",
    character: {
      previous: "Gambar sebelumnya",
      next: "Gambar berikutnya",
      thumbnail: "Gambar {current} dari {total}",
      imageAlt: "{name}, gambar {current} dari {total}",
      close: "Tutup",
    },
    mascots: [
      {
        id: "arya",
        title: "Arya",
        tileLabel: "Arya",
        description:
          "Arya adalah pemuda berbakat seni yang tumbuh di tengah keluarga yang bangga pada budaya daerahnya.\nNamun ia berselisih dengan ayahnya: baginya budaya bangsa harus terus bergerak, bukan hanya dijaga.\nBagaimana kisahnya berakhir? Tonton ceritanya di kanal media {product}!",
        imageCount: 3,
        slidesToShow: 3,
      },
      {
        id: "naladhipa",
        title: "Naladhipa",
        tileLabel: "Naladipha",
        description:
          "Naladhipa adalah maskot {product} yang menemanimu menjelajahi festival budaya.\nIa penjelajah ruang dan waktu yang selalu penasaran pada cerita setiap daerah.",
        imageCount: 2,
        slidesToShow: 2,
      },
      {
        id: "nirwana",
        title: "Nirwana",
        tileLabel: "Nirwana",
        description:
          "Nirwana adalah perempuan muda yang mandiri dan berpendirian teguh.\nIa terbelah antara adat yang membesarkannya dan kehidupan yang ingin ia pilih sendiri.\nIkuti perjalanannya di kanal media {product}!",
        imageCount: 3,
        slidesToShow: 3,
      },
    ],
  },
  comingSoon: {
    meta: {
      title: "{product} | Coming Soon",
      description:
        "{fullName} ({product}) segera dimulai pada {openingDate}. Hitung mundur bersama kami sampai pembukaan!",
    },
    title: "Coming Soon",
    countdownLabel: "Hitung mundur menuju {openingDate}",
  },
  notFound: {
    meta: {
      title: "{product} | Page Not Found",
      description:
        "Halaman yang kamu cari tidak ada di situs {fullName} ({product}). Kembali ke beranda untuk menjelajah.",
    },
    title: "Page Not Found",
    body: "Halaman yang kamu cari tidak ada atau sudah dipindahkan.",
    back: "Back to Home",
  },
  error: {
    title: "Terjadi kesalahan",
    body: "Maaf, halaman ini gagal dimuat. Coba muat ulang sebentar lagi.",
  },
  partners: { logoAlt: "Logo {name}", videoLabel: "Video {name}" },
  countdownUnits: { days: "Hari", hours: "Jam", minutes: "Menit", seconds: "Detik" },
} satisfies z.input<typeof pagesSchema>;
