import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { buildInfo, buildVersion } from "../../../common/buildInfo";
import { showToast } from "../../layout/toastSlice";
import { currentUserType, pendingEvents, readServerId } from "../../system/analyticsCore";
import { anonymousId, browserStore, captureGclid, readGclid } from "../../system/analyticsStorage";
import { Head } from "../../system/head";
import { useLocation } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { useHydrated } from "../../system/useHydrated";
import { type DebugFacts, debugEntries, debugReportText } from "./debugReport";
import { ServerInfoQuery } from "./serverInfoQuery";

type BrowserFacts = Pick<
  DebugFacts,
  "serverIdCookie" | "userType" | "anonymousId" | "gclid" | "queue" | "userAgent" | "now"
>;

/** This browser's side of the facts; read after hydration (the server has no local storage). */
function readBrowserFacts(search: string): BrowserFacts {
  const store = browserStore();
  // /gclid redirects here with the ad click's query: keep it now, before the page view does.
  captureGclid(store, search);
  return {
    serverIdCookie: readServerId(document.cookie),
    userType: currentUserType(search),
    anonymousId: anonymousId(store),
    gclid: readGclid(store),
    queue: pendingEvents(),
    userAgent: navigator.userAgent,
    now: new Date(),
  };
}

/** Support asks for this page: what build, which server, which visitor type, which ad click, which flags. */
export function DebugInfoPage() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const user = useAppSelector((s) => s.user.currentUser);
  const dispatch = useAppDispatch();
  const [browser, setBrowser] = useState<BrowserFacts | null>(null);
  const [showText, setShowText] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Asked from the browser, so it names the process answering now, not whichever rendered the page.
  const server = useQuery(ServerInfoQuery, { fetchPolicy: "network-only", skip: !hydrated });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the user signs in or out (user type), and when the server answers: a cached page sets no SERVERID, its first GraphQL answer does.
  useEffect(() => {
    if (hydrated) setBrowser(readBrowserFacts(search));
  }, [hydrated, search, user?.uuid, server.data]);

  useEffect(() => {
    if (showText) textRef.current?.select();
  }, [showText]);

  const entriesFor = (facts: BrowserFacts) =>
    debugEntries({
      ...facts,
      build: buildInfo,
      server: server.data ? server.data.serverInfo : server.error ? "unavailable" : "loading",
      user: user ? { email: user.email, featureFlags: user.featureFlags ?? [] } : null,
    });
  const entries = browser ? entriesFor(browser) : null;
  const text = entries ? debugReportText(entries) : "";

  async function copy() {
    // Read again: the queue and the time have moved on since the page opened.
    const fresh = readBrowserFacts(search);
    setBrowser(fresh);
    try {
      await navigator.clipboard.writeText(debugReportText(entriesFor(fresh)));
      dispatch(showToast({ contents: "Debug info copied to the clipboard." }));
    } catch {
      setShowText(true);
      dispatch(
        showToast({
          isError: true,
          contents: "Could not copy automatically. Select the text below and copy it.",
        }),
      );
    }
  }

  return (
    <section className="debug-info container container--narrow section stack">
      <Head title="Debug info" robots="noindex" />
      <h1>Debug info</h1>
      <p className="lead">
        If our support team asks for these details, copy them and paste them into your message. They describe
        this browser’s visit and contain no password or other secret.
      </p>
      {entries ? (
        <>
          <dl className="debug-info__list">
            {entries.map((e) => (
              <div key={e.label} className="debug-info__row">
                <dt>{e.label}</dt>
                <dd>{e.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <button type="button" className="btn btn--primary" onClick={copy}>
              Copy to clipboard
            </button>
          </p>
          {showText ? (
            <div className="field">
              <label className="field__label" htmlFor="debug-info-text">
                Debug info as text
              </label>
              <textarea
                id="debug-info-text"
                ref={textRef}
                className="input debug-info__text"
                readOnly
                value={text}
              />
            </div>
          ) : null}
        </>
      ) : (
        <dl className="debug-info__list">
          <div className="debug-info__row">
            <dt>App version</dt>
            <dd>{buildVersion(buildInfo)}</dd>
          </div>
          <div className="debug-info__row">
            <dt>This browser</dt>
            <dd>Reading this browser’s details…</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
