import { createContext, useContext, useEffect } from "react";
import { pageTitle } from "../../common/site";

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
  const { title, description } = props;
  useEffect(() => {
    document.title = pageTitle(title);
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
  return null;
}

/** Lets a page set the HTTP status of a server render (e.g. 404 for an unknown listing). */
export function useResponseStatus(status: number) {
  const collector = useContext(HeadContext);
  if (collector) collector.status = status;
}
