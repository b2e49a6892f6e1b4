import { DefencesScreen } from "../features/console/defences-screen";

export default function ConsoleDefences() {
  return <DefencesScreen />;
}
