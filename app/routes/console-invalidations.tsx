import { InvalidationsScreen } from "../features/console/invalidations-screen";

export default function ConsoleInvalidations() {
  return <InvalidationsScreen />;
}
