import { SettingsScreen } from "../features/console/settings-screen";

export default function ConsoleSettings() {
  return <SettingsScreen />;
}
