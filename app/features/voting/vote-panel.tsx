import { lazy, Suspense, useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { apiErrorMessages } from "../../../common/api-errors";
import { isValidEmail } from "../../../common/email";
import { paths } from "../../../common/paths";
import type { VoteCategory } from "../../../common/vote-category";
import type { VotingStatus } from "../../../common/voting-window";
import { useContent } from "../../site-content/use-content";
import { startProof, takeProof } from "./proof-of-work";
import { useConfirmation } from "./use-confirmation";
import { fetchDishVotes, sendVote, votingOpensText } from "./vote-api";
import {
  initialVoteState,
  isSubmitDisabled,
  isVoteButtonDisabled,
  voteReducer,
} from "./vote-state";
import { forgetEmail, hasVotedIn, planVoteClick, rememberVote, savedEmail } from "./vote-storage";

// Not needed for the first paint: fetched when the visitor heads for the Vote button.
const loadVoteDialog = () => import("./vote-dialog");
const VoteDialog = lazy(loadVoteDialog);
const ThankYouDialog = lazy(() => import("./thank-you-dialog"));

type Props = { category: VoteCategory; food: string };

/** The count, the Vote button and the two dialogs of a dish page (specification §4–5). */
export function VotePanel({ category, food }: Props) {
  const { pages, festival } = useContent();
  const text = pages.dish;
  const year = festival.year;
  const [state, dispatch] = useReducer(voteReducer, initialVoteState);
  const [countFailed, setCountFailed] = useState(false);
  const voteButtonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Dialogs mount on first use and then stay, so closing and reopening is instant.
  const [dialogMounted, setDialogMounted] = useState(false);
  // While the dialog's proof of work is being solved, a quiet line says so.
  const [proofPending, setProofPending] = useState(false);

  useEffect(() => {
    dispatch({ type: "flagRead", hasVoted: hasVotedIn(category, year) });
  }, [category, year]);

  // Asked on entry, and again when the window opens or closes while the page stays open: the
  // server, not this device's clock, says whether voting is open.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    void asked;
    let current = true;
    fetchDishVotes(category, food).then((answer) => {
      if (!current) return;
      if (answer === null) setCountFailed(true);
      else dispatch({ type: "countLoaded", count: answer.votes, voting: answer.voting });
    });
    return () => {
      current = false;
    };
  }, [category, food, asked]);

  const { state: votingState, opensAt, closesAt } = state.voting;
  useEffect(() => {
    const boundary =
      votingState === "not_open" ? opensAt : votingState === "open" ? closesAt : null;
    if (boundary === null) return;
    const wait = Date.parse(boundary) - Date.now();
    // Past boundaries are the server's to judge; timers cannot wait longer than about 24 days.
    if (!(wait > 0 && wait < 2 ** 31 - 1)) return;
    const timer = setTimeout(() => setAsked((count) => count + 1), wait + 1000);
    return () => clearTimeout(timer);
  }, [votingState, opensAt, closesAt]);

  const submit = useCallback(
    async (email: string) => {
      dispatch({ type: "submitStarted", email });
      setDialogMounted(true);
      const outcome = await sendVote(category, food, email, takeProof, text);
      // Confirmation by e-mail: the vote waits for its code; the dialog asks for it.
      if (outcome.ok && outcome.pending) {
        dispatch({ type: "confirmationRequested", confirmation: outcome.pending });
        return;
      }
      // The solution is spent either way: a corrected address needs a fresh one.
      if (!outcome.ok) startProof();
      if (outcome.ok) {
        rememberVote(category, email, year);
        setCountFailed(false);
        dispatch({ type: "submitSucceeded", count: outcome.votes });
      } else if (outcome.voting) {
        dispatch({ type: "submitRefused", message: outcome.message, voting: outcome.voting });
      } else {
        dispatch({ type: "submitFailed", message: outcome.message });
      }
    },
    [category, food, text, year],
  );

  /** Heading for the Vote button: fetch the dialog and start solving the proof of work. */
  const prepareVote = () => {
    void loadVoteDialog();
    startProof();
  };

  // Confirmation by e-mail (committee setting): the dialog's code step.
  const onConfirmed = useCallback(() => setCountFailed(false), []);
  const confirmation = useConfirmation(state, dispatch, category, onConfirmed);

  const onVoteClick = () => {
    if (confirmation.resume()) {
      setDialogMounted(true);
      return;
    }
    const proof = startProof();
    const plan = planVoteClick(savedEmail());
    if (plan.action === "submit") {
      void submit(plan.email);
      return;
    }
    if (plan.forgetSavedEmail) forgetEmail();
    setDialogMounted(true);
    dispatch({ type: "dialogOpened" });
    if (!proof.settled) {
      setProofPending(true);
      const done = () => setProofPending(false);
      proof.payload().then(done, done);
    }
  };

  const onDialogSubmit = () => {
    if (!isValidEmail(state.email)) {
      dispatch({ type: "invalidEmail", message: apiErrorMessages.invalid_email });
      return;
    }
    void submit(state.email.trim());
  };

  const closeDialog = () => {
    dispatch({ type: "dialogClosed" });
    // The button lost focus if it was disabled while a vote was on its way.
    requestAnimationFrame(() => voteButtonRef.current?.focus());
  };

  const closeThanks = () => {
    dispatch({ type: "thanksClosed" });
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const countText =
    state.count !== null
      ? `${state.count} ${text.votesUnit}`
      : state.countHidden
        ? text.countHidden
        : countFailed
          ? text.countUnavailable
          : text.countLoading;
  const windowId = useId();
  const votingOpen = state.voting.state === "open";

  return (
    <div className="vote-panel">
      {/* The page's one live region (role="status" is polite already): the count is announced
          when it arrives and after a vote. */}
      <p
        className={
          state.count === null ? "vote-panel__count vote-panel__count--quiet" : "vote-panel__count"
        }
        role="status"
        aria-live="polite"
        ref={statusRef}
        tabIndex={-1}
      >
        {countText}
      </p>
      <button
        ref={voteButtonRef}
        type="button"
        className="button button--gradient vote-panel__button"
        disabled={isVoteButtonDisabled(state)}
        aria-describedby={votingOpen ? undefined : windowId}
        onClick={onVoteClick}
        onPointerEnter={prepareVote}
        onFocus={prepareVote}
      >
        {text.vote}
      </button>
      {votingOpen ? null : <VotingWindowNote id={windowId} voting={state.voting} />}
      {state.hasVoted ? <p className="vote-panel__voted">{text.votedNote}</p> : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <VoteDialog
            open={state.dialogOpen}
            email={state.email}
            error={state.error}
            submitting={state.submitting}
            submitDisabled={isSubmitDisabled(state)}
            proofPending={proofPending && !state.submitting}
            onEmailChange={(email) => dispatch({ type: "emailChanged", email })}
            onSubmit={onDialogSubmit}
            onClose={closeDialog}
            confirmation={{ state, ...confirmation.actions }}
          />
          <ThankYouDialog open={state.thanksOpen} onClose={closeThanks} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Why the Vote button is disabled, in words beside it (a tooltip would not reach a phone). */
function VotingWindowNote({ id, voting }: { id: string; voting: VotingStatus }) {
  const { pages } = useContent();
  const text = pages.dish.voting;
  if (voting.state === "closed") {
    return (
      <div className="vote-panel__window">
        <p className="vote-panel__window-state" id={id}>
          {text.closed}
        </p>
        <p>
          <Link to={paths.results}>{text.resultsLink}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="vote-panel__window" id={id}>
      <p className="vote-panel__window-state">{text.notOpen}</p>
      {voting.opensAt ? <p>{votingOpensText(voting.opensAt, text.opensAt)}</p> : null}
    </div>
  );
}
