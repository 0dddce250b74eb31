import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContentLibrary } from "./contentLibrary";
import { liveContentLibrary, watchContentDir } from "./contentReload";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (title: string, body = "Body text.\n") =>
  `---\ntitle: ${title}\ndescription: A description long enough for a search result snippet.\n---\n\n${body}`;

function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-content-reload-"));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) write(dir, rel, text);
  return dir;
}

function write(dir: string, rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("content pages that follow their files", () => {
  it("takes edits, new and deleted files, and keeps a broken file's last good version", () => {
    const dir = contentDir({ "about.md": page("About"), "jobs.md": page("Jobs") });
    const library = liveContentLibrary(dir, loadContentLibrary(dir));
    write(dir, "about.md", page("About us, edited"));
    write(dir, "blog/first-post.md", page("Broken: a blog post needs a date"));
    write(dir, "terms.md", page("Terms"));
    fs.rmSync(path.join(dir, "jobs.md"));
    expect(library.reload()).toEqual(["content/blog/first-post.md: a blog post needs a date and an author"]);
    expect(library.page("/about")?.title).toBe("About us, edited");
    expect(library.page("/terms")?.title).toBe("Terms");
    expect(library.page("/jobs")).toBeNull();
    expect(library.page("/blog/first-post")).toBeNull();

    write(dir, "about.md", "no front matter\n");
    expect(library.reload()).toEqual([
      expect.stringMatching(/^content\/about\.md: missing front matter/),
      "content/blog/first-post.md: a blog post needs a date and an author",
    ]);
    expect(library.page("/about")?.title).toBe("About us, edited");
    expect(
      library
        .all()
        .map((d) => d.path)
        .sort(),
    ).toEqual(["/about", "/terms"]);
  });

  it("calls back once a burst of changes settles, in new folders too", async () => {
    const dir = contentDir({ "about.md": page("About") });
    let changes = 0;
    const watch = watchContentDir(
      dir,
      () => changes++,
      (err) => {
        throw err;
      },
      50,
    );
    try {
      write(dir, "about.md", page("One"));
      write(dir, "about.md", page("Two"));
      await until(() => changes === 1);
      write(dir, "guides/first.md", page("First"));
      await until(() => changes === 2);
      write(dir, "guides/first.md", page("First, edited"));
      await until(() => changes === 3);
    } finally {
      watch.close();
    }
  });
});
