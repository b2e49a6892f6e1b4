import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { dishOf } from "../../../common/catalogue";
import type { Pages } from "../../../common/content-schema";
import type { LiveBoard } from "../../../common/live-board";
import { liveQrCodeFile, paths } from "../../../common/paths";
import { shortAddress } from "../../../common/public-url";
import { voteCategories } from "../../../common/vote-category";
import { formatWibTime } from "../../../common/wib";
import { FestivalLogo } from "../../components/ui/festival-logo";
import { absoluteUrl } from "../../seo";
import { useContent } from "../../site-content/use-content";
import { LiveCategory } from "./live-category";
import { type LiveBoardState, useLiveBoard } from "./use-live-board";

/**
 * The live ranking for the hall's projector (1920×1080), which a phone reads as well: both
 * categories side by side, moving as votes are counted, and the way to vote in a corner.
 * The prerendered page holds the frame only; the board arrives by push (use-live-board.ts).
 * Once the committee publishes, `publishedResults` (the results page's board) takes its place.
 */
export function LiveRanking({ publishedResults }: { publishedResults: ReactNode }) {
  const { pages, publicUrl } = useContent();
  const text = pages.live;
  const state = useLiveBoard();
  const entrepreneurAddress = absoluteUrl(publicUrl, paths.entrepreneur);
  // Once every window has closed (or the results are out), nobody can vote: no code to scan.
  const votingOver =
    state.board !== undefined &&
    (state.board.published ||
      state.board.categories.every((entry) => entry.voting.state === "closed"));
  return (
    <main className="live" id="main">
      <header className="live__header">
        <Link className="live__brand" to={paths.home}>
          <FestivalLogo size={64} />
          <span className="visually-hidden">{text.homeLink}</span>
        </Link>
        <div className="live__heading">
          <h1 className="live__title">{text.title}</h1>
          <Status state={state} />
          {noticesOf(state.board, text).map((notice) => (
            <p className={`live__notice live__notice--${notice.kind}`} key={notice.kind}>
              {notice.text}
            </p>
          ))}
        </div>
        {votingOver ? null : (
          <>
            <figure className="live__qr">
              <img src={liveQrCodeFile} width={148} height={148} alt={text.qrAlt} />
              <figcaption>
                <span className="live__scan">{text.scan}</span>
                <Link className="live__address" to={paths.entrepreneur}>
                  {shortAddress(entrepreneurAddress)}
                </Link>
              </figcaption>
            </figure>
            <p className="live__vote">
              <Link className="button button--primary" to={paths.entrepreneur}>
                {text.voteLink}
              </Link>
            </p>
          </>
        )}
      </header>
      <Announcer state={state} />
      <Board state={state} publishedResults={publishedResults} />
    </main>
  );
}

/** Seen, not announced: a screen reader would otherwise read the time at every vote. */
function Status({ state }: { state: LiveBoardState }) {
  const text = useContent().pages.live;
  const { board, connection } = state;
  if (connection === "lost") {
    return (
      <p className="live__status live__status--lost">
        {text.disconnected}
        {board ? ` ${text.updatedAt} ${formatWibTime(board.updatedAt)}.` : null}
      </p>
    );
  }
  return (
    <p className="live__status">
      {board ? `${text.updatedAt} ${formatWibTime(board.updatedAt)}` : text.connecting}
    </p>
  );
}

/**
 * What a screen reader hears, politely: a lost connection, and who leads each category. Its
 * words change only when a leader (or the connection) does, so a vote that moves nothing at
 * the top is not announced, and the whole board never is.
 */
function Announcer({ state }: { state: LiveBoardState }) {
  const { pages, dishes } = useContent();
  const text = pages.live;
  const { board, connection } = state;
  let words = "";
  if (connection === "lost") words = text.disconnected;
  else if (board && !board.published && !board.hideLiveCount) {
    words = board.categories
      .flatMap((entry) => {
        const top = entry.dishes[0];
        if (!top?.votes) return [];
        const name = dishOf(dishes, entry.category, top.food)?.name ?? top.food;
        return [`${text.leader} ${pages.entrepreneur.choices[entry.category]}: ${name}.`];
      })
      .join(" ");
  }
  return (
    <p className="visually-hidden" role="status">
      {words}
    </p>
  );
}

/**
 * What the committee decided, in the header beside the time: the board below keeps its
 * height, so the projector never scrolls when voting closes or counts are hidden.
 */
function noticesOf(board: LiveBoard | undefined, text: Pages["live"]) {
  if (!board) return [];
  if (board.published) return [{ kind: "published", text: text.published }];
  const notices: { kind: string; text: string }[] = [];
  if (board.categories.every((entry) => entry.voting.state === "closed")) {
    notices.push({ kind: "closed", text: text.closed });
  }
  if (board.hideLiveCount) notices.push({ kind: "hidden", text: text.hidden });
  return notices;
}

function Board({
  state,
  publishedResults,
}: {
  state: LiveBoardState;
  publishedResults: ReactNode;
}) {
  const { board } = state;
  if (!board) return null;
  const ordered = voteCategories.flatMap((category) =>
    board.categories.filter((entry) => entry.category === category),
  );
  // Every column has as many rows as the longest, which the stylesheet shares out between them.
  const rows = { "--rows": Math.max(1, ...ordered.map((entry) => entry.dishes.length)) };
  if (board.published) {
    return (
      <div className="live__published" style={rows as CSSProperties}>
        {publishedResults}
      </div>
    );
  }
  return (
    <div className="live__categories" style={rows as CSSProperties}>
      {ordered.map((entry) => (
        <LiveCategory key={entry.category} entry={entry} />
      ))}
    </div>
  );
}
