import type { z } from "zod";
import type { pagesSchema } from "../common/content-schema";

/**
 * Every text that a visitor reads, page by page. Titles and descriptions under `meta` are
 * what search engines and link previews show. The product name is written as {product} and
 * filled in from festival.ts.
 */
export const pages = {
  navigation: [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Gallery Throwback", to: "/gallery-throwback" },
    { label: "Mascot & Guest Star", to: "/guest-star" },
  ],
  footer: {
    follow: "Ikuti {product}",
    tagline: "Festival budaya tahunan kami: ruang, waktu, dan zaman yang selalu bergerak.",
  },
  home: {
    meta: {
      title: "{product} | Home",
      description:
        "Festival Budaya 8 (FB8) 2022: vote makanan favoritmu di 8trepreneur, tonton Collaboreight, dan ikuti Expression.",
    },
    hero: {
      eyebrow: "Festival Budaya 8 · 2022",
      title: "Ruang, waktu, dan zaman selalu bergerak",
      lead: "Jelajahi tiga program FB8: kuliner kelas dari seluruh dunia, teater musikal, dan karya kreatif para siswa.",
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
      body: "Kolaborasi seni dalam sebuah teater musikal tentang kisah cinta tragis dari daerah. Saksikan penayangannya pada 19 Juni 2022.",
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
    countdown: { title: "Menuju puncak acara" },
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
    meta: {
      title: "{product} | Program",
      description:
        "Tiga program Festival Budaya 8: 8trepreneur, Collaboreight, dan Expression. Pilih yang ingin kamu jelajahi.",
    },
  },
  about: {
    meta: {
      title: "{product} | About",
      description:
        "Latar belakang Festival Budaya 8 (FB8) 2022, festival budaya tahunan yang diselenggarakan oleh siswa SMA di Jakarta.",
    },
    title: "Tentang FB8",
  },
  gallery: {
    meta: {
      title: "{product} | Gallery Throwback",
      description:
        "Kilas balik foto-foto Festival Budaya dari tahun-tahun sebelumnya: panggung, bazar, dan kebersamaan para siswa.",
    },
    title: "Gallery Throwback FB8",
    intro:
      "Sebelum FB8 dimulai, yuk kilas balik ke momen-momen Festival Budaya dari tahun-tahun sebelumnya.",
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
  },
  expression: {
    meta: {
      title: "{product} | Expression 2022",
      description:
        "Expression 2022: lomba konten kreatif kelas X dan XI serta pameran budaya daring Festival Budaya 8. Vote video favoritmu!",
    },
    title: "Expression 2022",
    intro: "Cari tahu lebih banyak tentang Expression 2022 👇",
    galleryImageAlt: "Buka galeri pameran budaya Expression 2022 di tab baru",
    voteCall: "And vote your favorite short video here!",
  },
  entrepreneur: {
    meta: {
      title: "{product} | 8trepreneur",
      description:
        "8trepreneur FB8: pilih hidangan domestik atau internasional buatan kelas-kelas dan vote yang paling kamu suka.",
    },
    title: "8TREPRENEUR",
    intro: "Pilih tujuan perjalanan rasamu: kuliner Nusantara atau kuliner mancanegara.",
    scanAlt: "Bingkai pemindai tiket perjalanan rasa 8trepreneur",
    choices: { domestic: "Domestik", international: "Internasional" },
  },
  picker: {
    heading: "PICK YOUR DESTINATION",
    domestic: {
      meta: {
        title: "{product} | 8trepreneur Domestik",
        description:
          "Peta kuliner Nusantara 8trepreneur FB8: sepuluh hidangan dari sepuluh provinsi, dimasak oleh kelas-kelas X.",
      },
      title: "Domestik",
      intro: "Pilih provinsi untuk melihat hidangannya.",
    },
    international: {
      meta: {
        title: "{product} | 8trepreneur Internasional",
        description:
          "Peta kuliner dunia 8trepreneur FB8: sembilan hidangan dari sembilan negara, dimasak oleh kelas-kelas XI.",
      },
      title: "Internasional",
      intro: "Pilih negara untuk melihat hidangannya.",
    },
  },
  dish: {
    back: "Kembali ke peta",
    vote: "Vote",
    votedNote: "Kamu sudah memberikan vote di kategori ini. Terima kasih!",
    votesUnit: "vote",
    countLoading: "Memuat jumlah vote…",
    countUnavailable: "Jumlah vote belum bisa dimuat.",
    voteDialog: {
      title: "Yuk Nge-Vote",
      subtitle: "Masukan email kamu untuk memberikan vote",
      emailLabel: "Email",
      placeholder: "contoh: nama@gmail.com",
      submit: "Kirim",
      sending: "Mengirim…",
      note: "Kamu hanya bisa 1x vote untuk bagian Internasional dan 1x vote untuk bagian domestic ya!",
      privacy:
        "Email kamu hanya dipakai untuk memastikan satu orang memberikan satu vote, dan tidak ditampilkan kepada siapa pun.",
      close: "Tutup",
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
  collaboreight: {
    meta: {
      title: "{product} | Collaboreight",
      description:
        "Collaboreight FB8: teater musikal Wanea Tatahang tentang kisah cinta tragis dari daerah. Tayang 19 Juni 2022.",
    },
    title: "Collaboreight",
    subtitle: "Wanea Tatahang",
    faq: [
      {
        question: "Apa itu Collaboreight?",
        answer:
          "Collaboreight adalah kolaborasi seni FB8: musik, tari, akting, dan tata artistik yang menyatu dalam satu pertunjukan teater musikal.",
      },
      {
        question: "Di mana dan kapan menontonnya?",
        answer:
          "Tonton penayangannya di kanal YouTube FB8 pada 19 Juni 2022. Nyalakan notifikasinya supaya tidak ketinggalan!",
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
        "Kenalan dengan maskot FB8, Arya, Naladhipa, dan Nirwana, lalu tebak siapa bintang tamu Festival Budaya 8!",
    },
    title: "Mascot & Guest Star",
    guessPrompt: "Guess our guest star!",
    mysteryAlt: "Siluet bintang tamu misterius FB8",
    revealedAlt: "Bintang tamu FB8 yang sudah terungkap",
    choosePrompt: "Choose a character",
    mascots: [
      {
        id: "arya",
        title: "Arya",
        tileLabel: "Arya",
        description:
          "Arya adalah pemuda berbakat seni yang tumbuh di tengah keluarga yang bangga pada budaya daerahnya.\nNamun ia berselisih dengan ayahnya: baginya budaya bangsa harus terus bergerak, bukan hanya dijaga.\nBagaimana kisahnya berakhir? Tonton ceritanya di kanal media FB8!",
        imageCount: 3,
        slidesToShow: 3,
        center: false,
      },
      {
        id: "naladhipa",
        title: "Naladhipa",
        tileLabel: "Naladipha",
        description:
          "Naladhipa adalah maskot FB8 yang menemanimu menjelajahi festival budaya.\nIa penjelajah ruang dan waktu yang selalu penasaran pada cerita setiap daerah.",
        imageCount: 2,
        slidesToShow: 2,
        center: false,
      },
      {
        id: "nirwana",
        title: "Nirwana",
        tileLabel: "Nirwana",
        description:
          "Nirwana adalah perempuan muda yang mandiri dan berpendirian teguh.\nIa terbelah antara adat yang membesarkannya dan kehidupan yang ingin ia pilih sendiri.\nIkuti perjalanannya di kanal media FB8!",
        imageCount: 3,
        slidesToShow: 3,
        center: false,
      },
    ],
  },
  comingSoon: {
    meta: {
      title: "{product} | Coming Soon",
      description:
        "Festival Budaya 8 (FB8) segera dimulai pada 11 Juni 2022. Hitung mundur bersama kami sampai pembukaan!",
    },
    title: "Coming Soon",
  },
  notFound: {
    meta: {
      title: "{product} | Page Not Found",
      description:
        "Halaman yang kamu cari tidak ada di situs Festival Budaya 8 (FB8). Kembali ke beranda untuk menjelajah.",
    },
    title: "Page Not Found",
    back: "Back to Home",
  },
  countdownUnits: { days: "Hari", hours: "Jam", minutes: "Menit", seconds: "Detik" },
} satisfies z.input<typeof pagesSchema>;
