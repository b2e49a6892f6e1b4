import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { type EditionsResponse, mayAccess, type SessionInfo } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { ApiError, callApi, rememberCsrfToken, whenSignedOut } from "./api";
import { texts } from "./texts";

type SessionState =
  | { kind: "loading" }
  | { kind: "signed_out" }
  | { kind: "signed_in"; session: SessionInfo };

type SessionContextValue = {
  state: SessionState;
  /** The current edition's name ("FB9"), once the server said it; the header shows it. */
  editionName: string | undefined;
  /** Asks for the current edition again: after opening the next one, the header follows. */
  reloadEdition(): void;
  signIn(username: string, password: string): Promise<void>;
  signOut(): Promise<void>;
};

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/**
 * Who is signed in. The cookie is HttpOnly, so the browser learns it only by asking the
 * server (GET session), which also hands back the CSRF token after a reload.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ kind: "loading" });

  const signedIn = useCallback((session: SessionInfo) => {
    rememberCsrfToken(session.csrfToken);
    setState({ kind: "signed_in", session });
  }, []);
  const signedOut = useCallback(() => {
    rememberCsrfToken(undefined);
    setState({ kind: "signed_out" });
  }, []);

  useEffect(() => {
    whenSignedOut(signedOut);
    callApi<SessionInfo>(committeeApiPaths.session).then(signedIn, signedOut);
  }, [signedIn, signedOut]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const session = await callApi<SessionInfo>(committeeApiPaths.session, {
        method: "POST",
        body: { username, password },
      });
      signedIn(session);
    },
    [signedIn],
  );

  const signOut = useCallback(async () => {
    await callApi(committeeApiPaths.session, { method: "DELETE" }).catch(() => {});
    signedOut();
  }, [signedOut]);

  // The current edition comes from the editions table, not from the published content: after
  // FB9 is opened the site still says FB8 until the first publish, and the console must not.
  const [editionName, setEditionName] = useState<string>();
  const [editionAsked, setEditionAsked] = useState(0);
  const reloadEdition = useCallback(() => setEditionAsked((count) => count + 1), []);
  const signedInNow = state.kind === "signed_in";
  // biome-ignore lint/correctness/useExhaustiveDependencies: editionAsked is the reason to ask again
  useEffect(() => {
    if (!signedInNow) return;
    let current = true;
    callApi<EditionsResponse>(committeeApiPaths.editions).then(
      (answer) => {
        const edition = answer.editions.find((candidate) => candidate.status === "current");
        if (current && edition) setEditionName(edition.name);
      },
      // Without an answer the header keeps the shipped content's name; nothing else needs it.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedInNow, editionAsked]);

  return (
    <SessionContext.Provider value={{ state, editionName, reloadEdition, signIn, signOut }}>
      {children}
    </SessionContext.Provider>
  );
}

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSessionContext needs a SessionProvider above it.");
  return value;
}

/** The signed-in member; only screens rendered inside the signed-in shell may call this. */
export function useSession(): SessionInfo & { canChange: boolean; canEditContent: boolean } {
  const { state } = useSessionContext();
  if (state.kind !== "signed_in") throw new Error("useSession needs a signed-in member.");
  return {
    ...state.session,
    canChange: state.session.role === "admin",
    canEditContent: mayAccess(state.session.role, "content-edit"),
  };
}

/** The server's own Indonesian message when it sent one, otherwise a general one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return texts.networkError;
    if (error.message) return error.message;
  }
  return texts.genericError;
}
