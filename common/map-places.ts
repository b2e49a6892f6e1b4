import type { VoteCategory } from "./vote-category";

/**
 * The places a dish can come from, as the 8trepreneur maps draw them: a province's capital on
 * Indonesia's map, a country's centre (with its flag) on the world map. The console offers
 * only these, and the content schema refuses any other name, marker or flag, so an origin is
 * chosen, never typed, and a marker cannot land in the sea.
 *
 * Plain data, no Zod: the server's schema and the console's editor both import it, and the
 * editor's chunk should not grow by a validation library for a list.
 *
 * The places of the first edition's dishes (content/dishes.json) keep their markers to the
 * digit, four decimals for the provinces, so the published maps do not move; the others are
 * rounded to two decimals, about a kilometre, finer than a map marker.
 */
export type MapMarker = { longitude: number; latitude: number };
export type MapPlace = {
  /** Indonesian, as the site writes it ("Jakarta", "Korea Selatan"). */
  name: string;
  marker: MapMarker;
  /** A flag picture in content/assets/flags (countries only; a province has a pin). */
  flag?: string;
};

const province = (name: string, longitude: number, latitude: number): MapPlace => ({
  name,
  marker: { longitude, latitude },
});

const country = (name: string, flag: string, longitude: number, latitude: number): MapPlace => ({
  name,
  flag,
  marker: { longitude, latitude },
});

/** The 38 provinces, west to east, each at its capital. */
export const provinces: readonly MapPlace[] = [
  province("Aceh", 95.3238, 5.5483), // Banda Aceh
  province("Sumatera Utara", 98.6722, 3.5952), // Medan
  province("Sumatera Barat", 100.4172, -0.9471), // Padang
  province("Riau", 101.45, 0.51), // Pekanbaru
  province("Kepulauan Riau", 104.45, 0.92), // Tanjung Pinang
  province("Jambi", 103.61, -1.61), // Jambi
  province("Bengkulu", 102.26, -3.8), // Bengkulu
  province("Sumatera Selatan", 104.76, -2.98), // Palembang
  province("Kepulauan Bangka Belitung", 106.11, -2.13), // Pangkalpinang
  province("Lampung", 105.26, -5.43), // Bandar Lampung
  province("Banten", 106.15, -6.12), // Serang
  province("Jakarta", 106.8456, -6.2088),
  province("Jawa Barat", 107.61, -6.91), // Bandung
  province("Jawa Tengah", 110.4167, -6.9667), // Semarang
  province("DI Yogyakarta", 110.37, -7.8), // Yogyakarta
  province("Jawa Timur", 112.7521, -7.2575), // Surabaya
  province("Bali", 115.2126, -8.6705), // Denpasar
  province("Nusa Tenggara Barat", 116.12, -8.58), // Mataram
  province("Nusa Tenggara Timur", 123.61, -10.18), // Kupang
  province("Kalimantan Barat", 109.34, -0.03), // Pontianak
  province("Kalimantan Tengah", 113.92, -2.21), // Palangka Raya
  province("Kalimantan Selatan", 114.83, -3.44), // Banjarbaru, the capital since 2022
  province("Kalimantan Timur", 117.1536, -0.5022), // Samarinda
  province("Kalimantan Utara", 117.36, 2.84), // Tanjung Selor
  province("Sulawesi Utara", 124.84, 1.47), // Manado
  province("Gorontalo", 123.06, 0.54), // Gorontalo
  province("Sulawesi Tengah", 119.87, -0.9), // Palu
  province("Sulawesi Barat", 118.8885, -2.6748), // Mamuju
  province("Sulawesi Selatan", 119.4327, -5.1477), // Makassar
  province("Sulawesi Tenggara", 122.51, -3.99), // Kendari
  province("Maluku Utara", 127.57, 0.74), // Sofifi
  province("Maluku", 128.18, -3.7), // Ambon
  province("Papua Barat Daya", 131.26, -0.88), // Sorong
  province("Papua Barat", 134.06, -0.86), // Manokwari
  province("Papua Tengah", 135.5, -3.37), // Nabire
  province("Papua Pegunungan", 138.95, -4.1), // Wamena
  province("Papua", 140.72, -2.53), // Jayapura
  province("Papua Selatan", 140.4, -8.49), // Merauke
];

/**
 * Countries a class could plausibly cook from: the G20's, ASEAN's, and the homes of dishes
 * schools often bring. Each flag is flag-icons' `flags/4x3/<flag>.svg`, copied unchanged into
 * content/assets/flags like the first nine; the build puts only the flags dishes use into the
 * map's sprite (scripts/build-images.ts), so a long list costs the site nothing. Indonesia is
 * left out: its dishes are domestic.
 */
export const countries: readonly MapPlace[] = [
  // The first edition's, with their markers as published.
  country("Skotlandia", "gb-sct", -4.2, 56.49),
  country("Jepang", "jp", 138.25, 36.2),
  country("Yunani", "gr", 21.82, 39.07),
  country("Korea Selatan", "kr", 127.77, 35.91),
  country("India", "in", 78.96, 22),
  country("Cina", "cn", 104.2, 35.86),
  country("Perancis", "fr", 2.21, 46.23),
  country("Belanda", "nl", 5.29, 52.13),
  country("Saudi Arabia", "sa", 45.08, 23.89),
  // The rest of the G20.
  country("Afrika Selatan", "za", 22.94, -30.56),
  country("Amerika Serikat", "us", -95.71, 37.09),
  country("Argentina", "ar", -63.62, -38.42),
  country("Australia", "au", 133.78, -25.27),
  country("Brasil", "br", -51.93, -14.24),
  country("Inggris", "gb-eng", -1.17, 52.36),
  country("Italia", "it", 12.57, 41.87),
  country("Jerman", "de", 10.45, 51.17),
  country("Kanada", "ca", -106.35, 56.13),
  country("Meksiko", "mx", -102.55, 23.63),
  country("Rusia", "ru", 105.32, 61.52),
  country("Turki", "tr", 35.24, 38.96),
  // ASEAN, Timor Leste included since 2025.
  country("Brunei Darussalam", "bn", 114.73, 4.54),
  country("Filipina", "ph", 121.77, 12.88),
  country("Kamboja", "kh", 104.99, 12.57),
  country("Laos", "la", 102.5, 19.86),
  country("Malaysia", "my", 101.98, 4.21),
  country("Myanmar", "mm", 95.96, 21.91),
  country("Singapura", "sg", 103.82, 1.35),
  country("Thailand", "th", 100.99, 15.87),
  country("Timor Leste", "tl", 125.73, -8.87),
  country("Vietnam", "vn", 108.28, 14.06),
  // Other kitchens a class might choose.
  country("Austria", "at", 14.55, 47.52),
  country("Bangladesh", "bd", 90.36, 23.68),
  country("Belgia", "be", 4.47, 50.5),
  country("Chili", "cl", -71.54, -35.68),
  country("Ethiopia", "et", 40.49, 9.15),
  country("Hongaria", "hu", 19.5, 47.16),
  country("Iran", "ir", 53.69, 32.43),
  country("Irlandia", "ie", -8.24, 53.41),
  country("Kenya", "ke", 37.91, -0.02),
  country("Kolombia", "co", -74.3, 4.57),
  country("Kuba", "cu", -77.78, 21.52),
  country("Lebanon", "lb", 35.86, 33.85),
  country("Maroko", "ma", -7.09, 31.79),
  country("Mesir", "eg", 30.8, 26.82),
  country("Mongolia", "mn", 103.85, 46.86),
  country("Nepal", "np", 84.12, 28.39),
  country("Nigeria", "ng", 8.68, 9.08),
  country("Pakistan", "pk", 69.35, 30.38),
  country("Palestina", "ps", 35.23, 31.95),
  country("Peru", "pe", -75.02, -9.19),
  country("Polandia", "pl", 19.15, 51.92),
  country("Portugal", "pt", -8.22, 39.4),
  country("Selandia Baru", "nz", 174.89, -40.9),
  country("Spanyol", "es", -3.75, 40.46),
  country("Sri Lanka", "lk", 80.77, 7.87),
  country("Swedia", "se", 18.64, 60.13),
  country("Swiss", "ch", 8.23, 46.82),
  country("Tunisia", "tn", 9.54, 33.89),
  country("Ukraina", "ua", 31.17, 48.38),
  country("Uni Emirat Arab", "ae", 53.85, 23.42),
  country("Yordania", "jo", 36.24, 30.59),
];

/**
 * The schema's refusal of an origin off the list, and the console's words when a changed
 * category leaves the chosen origin off the other list: one text, so both say the same.
 */
export const originNotListed =
  "asal: pilih dari daftar peta, provinsi untuk hidangan domestik, negara untuk hidangan internasional";

/** A domestic dish comes from a province, an international one from a country. */
export function placesFor(category: VoteCategory): readonly MapPlace[] {
  return category === "domestic" ? provinces : countries;
}

export function findPlace(category: VoteCategory, name: string): MapPlace | undefined {
  return placesFor(category).find((place) => place.name === name);
}
