/**
 * The showcase page of a 3D tour model: TOUR3D_SHOWCASE_URL with "{modelId}" replaced (e.g.
 * "https://my.matterport.com/show/?m={modelId}&play=1"), the id URL-encoded. Null when no showcase
 * URL is set, it does not name {modelId}, or the id is not a plain token.
 */
export function showcaseUrlFor(template: string | null | undefined, modelId: string): string | null {
  if (!template?.includes("{modelId}") || !/^[A-Za-z0-9_-]{1,64}$/.test(modelId)) return null;
  return template.replaceAll("{modelId}", encodeURIComponent(modelId));
}

/** The origin of a configured URL, for the Content-Security-Policy; null when unset or invalid. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url.replaceAll("{modelId}", "x")).origin;
  } catch {
    return null;
  }
}
