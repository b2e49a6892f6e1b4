import { pages } from "../../content/pages";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.picker.international.meta);

export default function InternationalPicker() {
  return <DestinationPicker category="international" />;
}
