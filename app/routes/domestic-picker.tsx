import { pages } from "../../content";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { pageMeta } from "../seo";
import type { Route } from "./+types/domestic-picker";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.picker.domestic.meta, location.pathname);

export default function DomesticPicker() {
  return <DestinationPicker category="domestic" />;
}
