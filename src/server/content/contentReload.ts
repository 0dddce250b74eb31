import fs from "node:fs";
import path from "node:path";
import {
  type ContentDoc,
  type ContentLibrary,
  contentFiles,
  contentPathOf,
  libraryOf,
  readContentFile,
} from "./contentLibrary";

/*
 * Content pages follow their files while the server runs (CONTENT_RELOAD=watch, the default): each
 * process watches its own CONTENT_DIR, as each machine has its own copy of it. At start-up a file
 * that does not parse still stops the server; later, a file saved half-written or broken keeps its
 * last good version until it parses again, and the problem is logged.
 */

export type LiveContentLibrary = ContentLibrary & {
  /** Reads every file again; answers the problems (each file kept at its last good version). */
  reload(): string[];
};

export function liveContentLibrary(dir: string, initial: ContentLibrary): LiveContentLibrary {
  let current = initial;
  return {
    page: (pagePath) => current.page(pagePath),
    index: (section) => current.index(section),
    all: () => current.all(),
    reload() {
      const { library, problems } = reloadContentLibrary(dir, current);
      current = library;
      return problems;
    },
  };
}

/** The files as they are now; one that does not parse keeps its version in `previous`, if it had one. */
export function reloadContentLibrary(
  dir: string,
  previous: ContentLibrary,
): { library: ContentLibrary; problems: string[] } {
  let files: string[];
  try {
    files = contentFiles(dir);
  } catch (err) {
    return { library: previous, problems: [messageOf(err)] };
  }
  const pages = new Map<string, ContentDoc>();
  const problems: string[] = [];
  for (const rel of files) {
    let doc: ContentDoc | null;
    try {
      doc = readContentFile(dir, rel);
    } catch (err) {
      problems.push(messageOf(err));
      doc = previous.page(contentPathOf(rel));
      if (!doc) continue;
    }
    if (pages.has(doc.path)) {
      problems.push(`content/${rel}: a second file for ${doc.path}; the first is kept`);
      continue;
    }
    pages.set(doc.path, doc);
  }
  return { library: libraryOf(pages), problems };
}

export type ContentWatch = { close(): void };

/** Saving a file is often several events (write, rename): one reload after they settle. */
export const CONTENT_DEBOUNCE_MS = 150;

/**
 * Calls `onChange` once the files under `dir` stop changing for `debounceMs`. Each directory is
 * watched on its own (inotify watches directories, so a file replaced by a rename is seen), and the
 * set of directories is read again after each change. The watches never keep the process alive.
 */
export function watchContentDir(
  dir: string,
  onChange: () => void,
  onError: (error: unknown) => void,
  debounceMs = CONTENT_DEBOUNCE_MS,
): ContentWatch {
  const watchers = new Map<string, fs.FSWatcher>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const changed = () => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      rescan();
      try {
        onChange();
      } catch (err) {
        onError(err);
      }
    }, debounceMs);
    timer.unref();
  };

  const rescan = () => {
    const now = new Set(directoriesUnder(dir));
    for (const [d, watcher] of watchers) {
      if (now.has(d)) continue;
      watcher.close();
      watchers.delete(d);
    }
    for (const d of now) {
      if (watchers.has(d)) continue;
      try {
        const watcher = fs.watch(d, { persistent: false }, changed);
        watcher.on("error", () => {
          // The directory went away; the next rescan forgets it.
          watcher.close();
          watchers.delete(d);
          changed();
        });
        watchers.set(d, watcher);
      } catch (err) {
        onError(err);
      }
    }
  };

  rescan();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function directoriesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    found.push(d);
    for (const entry of entries) if (entry.isDirectory()) walk(path.join(d, entry.name));
  };
  walk(dir);
  return found;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
