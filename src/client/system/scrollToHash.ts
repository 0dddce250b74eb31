/**
 * Scrolls to the element a URL fragment names ("#clients"), if it is on the page. Returns false when
 * it is not (yet): a screen whose content arrives later calls this again once it has rendered.
 */
export function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  // The page's scroll-padding keeps the target clear of the sticky header.
  target.scrollIntoView({ block: "start" });
  return true;
}
