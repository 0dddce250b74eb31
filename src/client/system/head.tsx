import { createContext, useContext, useEffect } from "react";
import { DEFAULT_DESCRIPTION, pageTitle } from "../../common/site";

export type HeadData = {
  /** Page name; the document title becomes "{title} | Squarely". */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. /office-space/ny/new-york. */
  canonicalPath?: string;
  robots?: string;
  jsonLd?: Record<string, unknown>[];
};

/** On the server, pages report their head here; the last report of a render wins. */
export class HeadCollector {
  data: HeadData = {};
  status = 200;
  set(data: HeadData) {
    this.data = data;
  }
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function Head(props: HeadData) {
  const collector = useContext(HeadContext);
  if (collector) collector.set(props);
  const { title, description, canonicalPath, robots, jsonLd } = props;
  const jsonLdText = JSON.stringify(jsonLd ?? []);
  // The server writes the whole head; after a navigation in the browser the page's parts follow here.
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const text = description ?? DEFAULT_DESCRIPTION;
    const canonical = `${window.location.origin}${canonicalPath ?? window.location.pathname}`;
    document.title = fullTitle;
    setAttribute('meta[name="description"]', "content", text);
    setAttribute('meta[property="og:title"]', "content", fullTitle);
    setAttribute('meta[property="og:description"]', "content", text);
    setAttribute('meta[property="og:url"]', "content", canonical);
    setAttribute('link[rel="canonical"]', "href", canonical);
    let robotsMeta = document.head.querySelector('meta[name="robots"]');
    if (robots && !robotsMeta) {
      robotsMeta = document.head.appendChild(document.createElement("meta"));
      robotsMeta.setAttribute("name", "robots");
    }
    if (robots) robotsMeta?.setAttribute("content", robots);
    else robotsMeta?.remove();
    for (const old of document.head.querySelectorAll("script[data-page-ld]")) old.remove();
    for (const doc of JSON.parse(jsonLdText) as unknown[]) {
      const script = document.createElement("script");
      script.type = "application/ld+json";
      script.dataset.pageLd = "";
      script.textContent = JSON.stringify(doc);
      document.head.appendChild(script);
    }
  }, [title, description, canonicalPath, robots, jsonLdText]);
  return null;
}

function setAttribute(selector: string, name: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(name, value);
}

/** Lets a page set the HTTP status of a server render (e.g. 404 for an unknown listing). */
export function useResponseStatus(status: number) {
  const collector = useContext(HeadContext);
  if (collector) collector.status = status;
}
