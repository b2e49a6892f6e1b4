import { committeeApiPaths } from "../../common/paths";
import { ApiError, callApi } from "../features/console/api";
import { messageOf } from "../features/console/session";
import postersStylesheetUrl from "../features/posters/posters.css?url";
import { type PostersClient, PostersScreen } from "../features/posters/posters-screen";

/** Linked here only: the rest of the console never downloads the screen's styles. */
export const links = () => [{ rel: "stylesheet", href: postersStylesheetUrl }];

// The screen gets the console's client from here: features never import each other.
const consoleClient: PostersClient = {
  call: (path) => callApi(path),
  messageOf,
  errorCodeOf: (failure) => (failure instanceof ApiError ? failure.code : undefined),
};

export default function ConsolePosters() {
  return <PostersScreen client={consoleClient} cataloguePath={committeeApiPaths.posters} />;
}
