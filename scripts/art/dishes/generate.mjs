// @ts-check
// Draws content/assets/dishes/<file>.svg for every dish in the catalogue (content/dishes.json).
// A catalogue dish without a drawing, or a drawing without a dish, stops the run: a missing
// picture must not slip through to the site.
import { dishes } from "../../../content/index.ts";
import { writeAsset } from "../kit/write.mjs";
import { dishDrawings } from "./drawings/index.mjs";
import { dishRandom } from "./shapes.mjs";
import { background, svgDoc } from "./tableware.mjs";

/** Check the catalogue and the drawings name the same pictures; throw naming any mismatch. */
export function checkDishDrawings() {
  const files = dishes.map((dish) => dish.image.file);
  const missing = dishes
    .filter((dish) => !dishDrawings[dish.image.file])
    .map((dish) => `${dish.slug} (picture ${dish.image.file})`);
  const unused = Object.keys(dishDrawings).filter((file) => !files.includes(file));
  const problems = [];
  if (missing.length) problems.push(`no drawing for dish: ${missing.join(", ")}`);
  if (unused.length)
    problems.push(`drawing for no dish in content/dishes.json: ${unused.join(", ")}`);
  if (problems.length) throw new Error(`dish pictures: ${problems.join("; ")}`);
}

export function drawDishes() {
  checkDishDrawings();
  for (const dish of dishes) {
    const file = dish.image.file;
    const draw = /** @type {NonNullable<(typeof dishDrawings)[string]>} */ (dishDrawings[file]);
    // Two seeds per dish: the shared background, then the dish itself. Keep both.
    const bg = background(dishRandom(file));
    const { defs, body } = draw(dishRandom(`${file}:dish`));
    writeAsset(`dishes/${file}.svg`, svgDoc(defs, bg + body));
  }
}
