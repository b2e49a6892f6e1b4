// The festival's colour tokens (app/styles/app.css, docs/art-direction.md), shared by every
// picture generator so the art and the pages stay one palette.
export const palette = {
  night: "#140b2e",
  night2: "#1f1147",
  surface: "#2a1a5e",
  surface2: "#35237a",
  gold: "#f5c04e",
  goldSoft: "#ffe9b0",
  coral: "#ff7a59",
  teal: "#4fd1c5",
  text: "#f7f3ff",
};
