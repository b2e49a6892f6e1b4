export { dishes } from "./dishes";
export { festival } from "./festival";
export { pages } from "./pages";
