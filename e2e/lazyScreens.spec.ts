import { expect, test, waitForHydration } from "./fixtures";
import { chunkUrl } from "./support/chunks";

/* Screens load their code on demand; when that code cannot arrive the person gets a way out. */

// The search screen's own chunk (its group in vite.config.ts).
const SEARCH_CHUNK = chunkUrl("search");

test("a screen whose code is blocked shows an error with a reload action that works once it is back", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route(SEARCH_CHUNK, (route) => route.abort("failed"));

  // A client-side navigation to the search screen needs its chunk, which the network refuses.
  await page.getByRole("contentinfo").getByRole("link", { name: "Chicago", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
  await expect(alert.getByRole("heading", { name: "This page could not be loaded." })).toBeVisible();
  await expect(alert).toContainText("error code CHUNK_LOAD_FAILED");
  await expect(page).toHaveURL(/\/office-space\/il\/chicago$/);

  await page.unroute(SEARCH_CHUNK);
  await alert.getByRole("link", { name: "Reload the page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chicago");
  await expect(
    page.getByRole("list", { name: "Spaces on this page" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(page.getByText("This page could not be loaded.")).toHaveCount(0);

  // The blocked chunk's own errors were expected; nothing else may have gone wrong.
  const expected =
    /Failed to fetch dynamically imported module|ChunkLoadError|ErrorBoundary caught|screen code failed/;
  const unexpected = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
