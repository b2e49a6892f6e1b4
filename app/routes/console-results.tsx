import { ResultsDashboard } from "../features/console/results-dashboard";

export default function ConsoleResults() {
  return <ResultsDashboard />;
}
