import { describe, expect, it } from "vitest";
import { dishTitle, findDish } from "../content";
import { dishes } from "./index";
import { validateContent } from "./validate";

// The specification's tables (§2 and §3), copied by hand so that an edit to the catalogue
// that breaks them fails here.
const internationalMarkers = {
  Skotlandia: "macaroni-pie",
  Jepang: "onigiri",
  Yunani: "loukoumades",
  "Korea Selatan": "gimbab",
  India: "samosa",
  Cina: "bakpao",
  Perancis: "croissant",
  Belanda: "pannen-koeken",
  "Saudi Arabia": "nasi-kebuli",
};

const domesticMarkers = {
  Jakarta: "soto-betawi",
  "Sulawesi Barat": "mie-gomak",
  "Sulawesi Selatan": "coto-makassar",
  "Kalimantan Timur": "ayam-suir-cabe-ijo",
  Bali: "sate-lilit",
  "Jawa Tengah": "tempe-mendoan",
  "Jawa Timur": "rawon",
  "Sumatera Utara": "bika-ambon",
  "Sumatera Barat": "rendang",
  Aceh: "timphan",
};

// The specification's dish table (§3): each dish's name, as the classes named their products
// (so "pannen koeken", not the Dutch "pannenkoeken"), and the class that makes it.
const dishTable = {
  samosa: "XI MIPA H",
  bakpao: "XI MIPA G",
  "pannen koeken": "XI MIPA F",
  loukoumades: "XI MIPA E",
  "nasi kebuli": "XI MIPA D",
  "macaroni pie": "XI MIPA C",
  onigiri: "XI MIPA B",
  croissant: "XI MIPA A",
  gimbab: "XI IPS",
  "bika ambon": "X MIPA I",
  "mie gomak": "X MIPA H",
  "soto betawi": "X MIPA G",
  rawon: "X MIPA F",
  "ayam suir cabe ijo": "X MIPA E",
  "tempe mendoan": "X MIPA D",
  rendang: "X MIPA C",
  "sate lilit": "X MIPA B",
  timphan: "X MIPA A",
  "coto makassar": "X IPS",
};

const specifiedSlugs = [
  "samosa",
  "bakpao",
  "pannen-koeken",
  "loukoumades",
  "nasi-kebuli",
  "macaroni-pie",
  "onigiri",
  "croissant",
  "gimbab",
  "bika-ambon",
  "mie-gomak",
  "soto-betawi",
  "rawon",
  "ayam-suir-cabe-ijo",
  "tempe-mendoan",
  "rendang",
  "sate-lilit",
  "timphan",
  "coto-makassar",
];

describe("the dish catalogue", () => {
  it("holds exactly the 19 slugs of the specification", () => {
    expect(dishes.map((dish) => dish.slug).sort()).toEqual([...specifiedSlugs].sort());
  });

  it.each(Object.entries(internationalMarkers))(
    "puts the international marker %s on %s",
    (country, slug) => {
      const dish = findDish("international", slug);
      expect(dish?.origin.name).toBe(country);
    },
  );

  it.each(Object.entries(domesticMarkers))(
    "puts the domestic marker %s on %s",
    (province, slug) => {
      const dish = findDish("domestic", slug);
      expect(dish?.origin.name).toBe(province);
    },
  );

  // The table writes names in lower case; the site capitalises each word.
  it.each(Object.entries(dishTable))(
    "names the dish %s as the table does and credits it to class %s",
    (name, classLabel) => {
      const dish = dishes.find((entry) => entry.name.toLowerCase() === name);
      expect(dish?.classLabel).toBe(classLabel);
      expect(dish?.slug).toBe(name.replaceAll(" ", "-"));
    },
  );

  it("titles a dish with its name followed by its class", () => {
    const rendang = findDish("domestic", "rendang");
    expect(rendang && dishTitle(rendang)).toBe("Rendang – X MIPA C");
  });

  it("finds a dish only under its own category", () => {
    expect(findDish("domestic", "onigiri")).toBeUndefined();
    expect(findDish("international", "onigiri")?.slug).toBe("onigiri");
    expect(findDish("dessert", "onigiri")).toBeUndefined();
  });

  it("passes the content schema, with a long description for every dish", async () => {
    expect(await validateContent()).toEqual([]);
  });
});
