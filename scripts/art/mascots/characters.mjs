import { mascotColors } from "./lib.mjs";

export const ARYA = {
  name: "arya",
  skin: "#b0734a",
  skinShade: "#92593a",
  hair: "#2e2150",
  hairHi: "#6b5aa8",
  jacket: "#3b6ea5",
  jacketShade: "#2c5482",
  cuff: "#24466d",
  pants: "#4a4662",
  shoe: mascotColors.text,
  sole: mascotColors.coral,
  lips: "#7a3a2a",
};

export const NIRWANA = {
  name: "nirwana",
  skin: "#d49a6a",
  skinShade: "#b97f52",
  hair: "#3d1a3f",
  hairHi: "#8a4a7e",
  kebaya: mascotColors.coral,
  kebayaShade: "#e0603f",
  lace: "#ffe0d2",
  kain: mascotColors.tealDeep,
  shoe: mascotColors.text,
  sole: mascotColors.teal,
  bag: "#f3e3c3",
  lips: "#c2413a",
};

export const STAR = {
  name: "star",
  skin: "#8a5638",
  skinShade: "#6e4129",
  hair: "#5b2d8e",
  hairHi: mascotColors.teal,
  jacket: "#c9d3f0",
  jacketShade: "#9aa6d6",
  pants: "#1c1438",
  shoe: mascotColors.gold,
  sole: mascotColors.coral,
  lips: "#b83a4a",
};

export const NALA = {
  body: mascotColors.gold,
  belly: mascotColors.goldSoft,
  wing: mascotColors.teal,
  wingDeep: "#2a9d94",
  crest: mascotColors.teal,
  tip: mascotColors.coral,
};
