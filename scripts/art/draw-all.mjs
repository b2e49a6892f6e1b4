// @ts-check
// Draws every festival picture into content/assets: `npm run art`. Runs under tsx because the
// dish list comes from the content catalogue (content/dishes.json). The sponsor videos are made
// apart, by partners/make-videos.sh (needs ffmpeg and Chromium).
import { checkDishDrawings, drawDishes } from "./dishes/generate.mjs";
import { drawMascots } from "./mascots/build.mjs";
import { drawPartnerLogos } from "./partners/logos.mjs";
import { checkPortraits, drawPortraits } from "./people/portraits.mjs";
import { drawScenes } from "./scenes/index.mjs";

// Before writing anything: every dish in the catalogue and every person has a picture.
checkDishDrawings();
checkPortraits();
drawScenes();
drawDishes();
drawMascots();
drawPortraits();
drawPartnerLogos();
