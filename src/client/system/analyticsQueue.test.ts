import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, createEventQueue, QUEUE_CAP } from "./analyticsQueue";

/** A send function whose answers the test decides: each call waits for `answer(true|false)`. */
function controlledSend() {
  const calls: { batch: number[]; answer: (answered: boolean) => void }[] = [];
  const send = vi.fn(
    (batch: number[]) =>
      new Promise<boolean>((resolve) => {
        calls.push({ batch, answer: resolve });
      }),
  );
  return { send, calls };
}

describe("analytics event queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends events in order, one batch at a time", async () => {
    const { send, calls } = controlledSend();
    const queue = createEventQueue<number>(send);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(calls.map((c) => c.batch)).toEqual([[1]]);
    calls[0].answer(true);
    await vi.advanceTimersByTimeAsync(0);
    // 2 and 3 waited for 1 and leave together.
    expect(calls.map((c) => c.batch)).toEqual([[1], [2, 3]]);
    calls[1].answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size()).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("retries the same batch every 100 ms until the endpoint answers", async () => {
    let failures = 5;
    const sent: number[][] = [];
    const send = vi.fn(async (batch: number[]) => {
      sent.push(batch);
      return failures-- <= 0;
    });
    const queue = createEventQueue<number>(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(400);
    // 1 failed 5 times, then [1, 2] went through on the 6th try at 500 ms.
    expect(send).toHaveBeenCalledTimes(6);
    expect(sent.at(-1)).toEqual([1, 2]);
    expect(queue.size()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(6);
  });

  it("treats a send that throws like no answer", async () => {
    let calls = 0;
    const send = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new TypeError("Failed to fetch");
      return true;
    });
    const queue = createEventQueue<number>(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.size()).toBe(0);
  });

  it("splits a long queue into batches of BATCH_SIZE, oldest first", async () => {
    const { send, calls } = controlledSend();
    const queue = createEventQueue<number>(send);
    for (let i = 0; i <= 45; i++) queue.push(i);
    calls[0].answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1].batch).toEqual(Array.from({ length: BATCH_SIZE }, (_, i) => i + 1));
    calls[1].answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[2].batch[0]).toBe(BATCH_SIZE + 1);
    expect(queue.size()).toBe(45 - BATCH_SIZE);
  });

  it("holds at most QUEUE_CAP events while the endpoint is down, dropping newer ones", async () => {
    const send = vi.fn(async () => false);
    const queue = createEventQueue<number>(send);
    for (let i = 0; i < QUEUE_CAP + 25; i++) queue.push(i);
    expect(queue.size()).toBe(QUEUE_CAP);
    expect(queue.dropped()).toBe(25);
    await vi.advanceTimersByTimeAsync(1000);
    // Still the oldest batch, retried every 100 ms.
    expect(send).toHaveBeenCalledTimes(11);
    expect(send).toHaveBeenLastCalledWith(Array.from({ length: BATCH_SIZE }, (_, i) => i));
  });
});
