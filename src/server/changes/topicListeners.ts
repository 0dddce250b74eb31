import { safeError } from "../logging/safeLog";
import type { Change } from "./change";

export type ChangeListener = (change: Change) => void;

/** Where the change bus reports trouble: Fastify's (pino's) logger fits. */
export type ChangeLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type TopicListeners = ReturnType<typeof createTopicListeners>;

/** The listeners of each topic; one that throws is logged and never stops the others. */
export function createTopicListeners(log: () => ChangeLog) {
  const byTopic = new Map<string, Set<ChangeListener>>();
  const call = (topic: string, listener: ChangeListener, change: Change) => {
    try {
      listener(change);
    } catch (err) {
      log().error({ err: safeError(err), topic }, "a change listener failed");
    }
  };
  return {
    add(topic: string, listener: ChangeListener): () => void {
      let set = byTopic.get(topic);
      if (!set) {
        set = new Set();
        byTopic.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    topics: (): string[] => [...byTopic.keys()],
    deliver(topic: string, change: Change) {
      for (const listener of byTopic.get(topic) ?? []) call(topic, listener, change);
    },
    /** The same change to every listener of every topic (after a reconnect: "everything"). */
    deliverToAll(change: Change) {
      for (const [topic, set] of byTopic) for (const listener of set) call(topic, listener, change);
    },
  };
}
