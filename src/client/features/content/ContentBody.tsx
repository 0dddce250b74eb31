import { useEffect, useRef } from "react";
import { useNavigate } from "../../system/router/router";
import { ContactForm } from "./ContactForm";
import { ContentIndexList } from "./ContentIndexList";
import type { ContentBlock } from "./contentPageQuery";

/**
 * A page's blocks in order: server-rendered HTML from our own Markdown (trusted content, see
 * server/content), and the forms and lists the Markdown places between them.
 */
export function ContentBody({ blocks }: { blocks: ContentBlock[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useInPlaceLinks(ref);
  let sawHeading = false;
  return (
    <div className="prose" ref={ref}>
      {blocks.map((block, index) => {
        const key = `${index}`;
        if (block.html !== null) {
          sawHeading ||= block.html.includes("<h2");
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the server; no user input.
          return <div key={key} className="prose__html" dangerouslySetInnerHTML={{ __html: block.html }} />;
        }
        if (block.form) return <ContactForm key={key} kind={block.form} />;
        if (block.index) {
          return <ContentIndexList key={key} section={block.index} headingLevel={sawHeading ? 3 : 2} />;
        }
        return null;
      })}
    </div>
  );
}

/**
 * Links inside the Markdown are plain <a href>; a left click on one to our own site navigates in
 * place like a <Link>, so moving between guides does not reload the page.
 */
function useInPlaceLinks(ref: React.RefObject<HTMLDivElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || !root.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const href = anchor.getAttribute("href") ?? "";
      // Same-page fragments ("#load-factor") are left to the browser.
      if (!href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [ref, navigate]);
}
