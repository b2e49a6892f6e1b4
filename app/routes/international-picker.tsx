import { pages } from "../../content";
import { DestinationPicker } from "../features/entrepreneur/destination-picker";
import { pageMeta } from "../seo";
import type { Route } from "./+types/international-picker";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pages.picker.international.meta, location.pathname);

export default function InternationalPicker() {
  return <DestinationPicker category="international" />;
}
