import { EditionsScreen } from "../features/console/editions-screen";

export default function ConsoleEditions() {
  return <EditionsScreen />;
}
