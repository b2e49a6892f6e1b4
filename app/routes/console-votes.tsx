import { VotesScreen } from "../features/console/votes-screen";

export default function ConsoleVotes() {
  return <VotesScreen />;
}
