import { pages } from "../../content/pages";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { pageMeta } from "../seo";

export const meta = () => pageMeta(pages.picker.domestic.meta);

export default function DomesticPicker() {
  return <DestinationPicker category="domestic" />;
}
