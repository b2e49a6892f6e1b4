import type { z } from "zod";
import type { dishCatalogueSchema } from "../common/content-schema";

/**
 * The 8trepreneur catalogue: one entry per class dish. The slug is part of every shared link,
 * so never rename one during voting. The long description of each dish lives in
 * content/dishes/<slug>.md; its picture in content/assets/dishes/.
 *
 * Markers sit on real coordinates: a country's centre, a province's capital.
 */
export const dishes = [
  // International
  {
    slug: "macaroni-pie",
    name: "Macaroni Pie",
    classLabel: "XI MIPA C",
    category: "international",
    origin: {
      name: "Skotlandia",
      flag: "gb-sct",
      marker: { longitude: -4.2, latitude: 56.49 },
    },
    image: { file: "macaroni-pie", alt: "Macaroni pie dengan keju meleleh di atas kulit pai" },
  },
  {
    slug: "onigiri",
    name: "Onigiri",
    classLabel: "XI MIPA B",
    category: "international",
    origin: {
      name: "Jepang",
      flag: "jp",
      marker: { longitude: 138.25, latitude: 36.2 },
    },
    image: { file: "onigiri", alt: "Onigiri segitiga berbalut nori" },
  },
  {
    slug: "loukoumades",
    name: "Loukoumades",
    classLabel: "XI MIPA E",
    category: "international",
    origin: {
      name: "Yunani",
      flag: "gr",
      marker: { longitude: 21.82, latitude: 39.07 },
    },
    image: { file: "loukoumades", alt: "Loukoumades bulat keemasan disiram madu" },
  },
  {
    slug: "gimbab",
    name: "Gimbab",
    classLabel: "XI IPS",
    category: "international",
    origin: {
      name: "Korea Selatan",
      flag: "kr",
      marker: { longitude: 127.77, latitude: 35.91 },
    },
    image: { file: "gimbab", alt: "Potongan gimbab berisi sayuran, telur dan daging" },
  },
  {
    slug: "samosa",
    name: "Samosa",
    classLabel: "XI MIPA H",
    category: "international",
    origin: { name: "India", flag: "in", marker: { longitude: 78.96, latitude: 22.0 } },
    image: { file: "samosa", alt: "Samosa segitiga goreng berisi kentang berbumbu" },
  },
  {
    slug: "bakpao",
    name: "Bakpao",
    classLabel: "XI MIPA G",
    category: "international",
    origin: {
      name: "Cina",
      flag: "cn",
      marker: { longitude: 104.2, latitude: 35.86 },
    },
    image: { file: "bakpao", alt: "Bakpao putih lembut yang masih mengepul" },
  },
  {
    slug: "croissant",
    name: "Croissant",
    classLabel: "XI MIPA A",
    category: "international",
    origin: {
      name: "Perancis",
      flag: "fr",
      marker: { longitude: 2.21, latitude: 46.23 },
    },
    image: { file: "croissant", alt: "Croissant berlapis-lapis berwarna keemasan" },
  },
  {
    slug: "pannen-koeken",
    name: "Pannen Koeken",
    classLabel: "XI MIPA F",
    category: "international",
    origin: {
      name: "Belanda",
      flag: "nl",
      marker: { longitude: 5.29, latitude: 52.13 },
    },
    image: {
      file: "pannen-koeken",
      alt: "Pannen Koeken lebar dan tipis dengan taburan gula halus",
    },
  },
  {
    slug: "nasi-kebuli",
    name: "Nasi Kebuli",
    classLabel: "XI MIPA D",
    category: "international",
    origin: {
      name: "Saudi Arabia",
      flag: "sa",
      marker: { longitude: 45.08, latitude: 23.89 },
    },
    image: {
      file: "nasi-kebuli",
      alt: "Nasi kebuli berbumbu rempah dengan potongan daging kambing",
    },
  },
  // Domestic
  {
    slug: "soto-betawi",
    name: "Soto Betawi",
    classLabel: "X MIPA G",
    category: "domestic",
    origin: { name: "Jakarta", marker: { longitude: 106.8456, latitude: -6.2088 } },
    image: { file: "soto-betawi", alt: "Semangkuk soto betawi berkuah santan dan susu" },
  },
  {
    slug: "mie-gomak",
    name: "Mie Gomak",
    classLabel: "X MIPA H",
    category: "domestic",
    origin: { name: "Sulawesi Barat", marker: { longitude: 118.8885, latitude: -2.6748 } },
    image: { file: "mie-gomak", alt: "Mie gomak berkuah kuning dengan andaliman" },
  },
  {
    slug: "coto-makassar",
    name: "Coto Makassar",
    classLabel: "X IPS",
    category: "domestic",
    origin: { name: "Sulawesi Selatan", marker: { longitude: 119.4327, latitude: -5.1477 } },
    image: { file: "coto-makassar", alt: "Coto makassar berkuah kental dengan ketupat" },
  },
  {
    slug: "ayam-suir-cabe-ijo",
    name: "Ayam Suir Cabe Ijo",
    classLabel: "X MIPA E",
    category: "domestic",
    origin: { name: "Kalimantan Timur", marker: { longitude: 117.1536, latitude: -0.5022 } },
    image: { file: "ayam-suir-cabe-ijo", alt: "Ayam suwir berbalut sambal cabai hijau" },
  },
  {
    slug: "sate-lilit",
    name: "Sate Lilit",
    classLabel: "X MIPA B",
    category: "domestic",
    origin: { name: "Bali", marker: { longitude: 115.2126, latitude: -8.6705 } },
    image: { file: "sate-lilit", alt: "Sate lilit yang dililitkan pada batang serai" },
  },
  {
    slug: "tempe-mendoan",
    name: "Tempe Mendoan",
    classLabel: "X MIPA D",
    category: "domestic",
    origin: { name: "Jawa Tengah", marker: { longitude: 110.4167, latitude: -6.9667 } },
    image: {
      file: "tempe-mendoan",
      alt: "Tempe mendoan tipis berbalut tepung dengan sambal kecap",
    },
  },
  {
    slug: "rawon",
    name: "Rawon",
    classLabel: "X MIPA F",
    category: "domestic",
    origin: { name: "Jawa Timur", marker: { longitude: 112.7521, latitude: -7.2575 } },
    image: { file: "rawon", alt: "Rawon berkuah hitam kluwek dengan tauge dan telur asin" },
  },
  {
    slug: "bika-ambon",
    name: "Bika Ambon",
    classLabel: "X MIPA I",
    category: "domestic",
    origin: { name: "Sumatera Utara", marker: { longitude: 98.6722, latitude: 3.5952 } },
    image: { file: "bika-ambon", alt: "Potongan bika ambon kuning dengan rongga khasnya" },
  },
  {
    slug: "rendang",
    name: "Rendang",
    classLabel: "X MIPA C",
    category: "domestic",
    origin: { name: "Sumatera Barat", marker: { longitude: 100.4172, latitude: -0.9471 } },
    image: { file: "rendang", alt: "Rendang daging berwarna cokelat gelap dengan bumbu kering" },
  },
  {
    slug: "timphan",
    name: "Timphan",
    classLabel: "X MIPA A",
    category: "domestic",
    origin: { name: "Aceh", marker: { longitude: 95.3238, latitude: 5.5483 } },
    image: { file: "timphan", alt: "Timphan terbungkus daun pisang" },
  },
] satisfies z.input<typeof dishCatalogueSchema>;
