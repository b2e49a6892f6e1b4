// @ts-check
// Every scene illustration: brand marks, Home, Gallery, 8trepreneur, Expression and
// Collaboreight pictures.
import { drawBrand } from "./brand.mjs";
import { drawCollaboreight } from "./collaboreight.mjs";
import { drawEntrepreneur } from "./entrepreneur.mjs";
import { drawExpression } from "./expression.mjs";
import { drawGallery } from "./gallery.mjs";
import { drawHome } from "./home.mjs";

export function drawScenes() {
  drawBrand();
  drawHome();
  drawGallery();
  drawEntrepreneur();
  drawExpression();
  drawCollaboreight();
}
