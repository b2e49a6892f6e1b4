// Regenerate every FB8 illustration: node scripts/art/scenes/all.mjs
import "./brand.mjs";
import "./home.mjs";
import "./gallery.mjs";
import "./entrepreneur.mjs";
import "./expression.mjs";
