import { vi } from "vitest";

/** One recorded call to the fake fetch, with its JSON body already parsed. */
export interface RecordedRequest {
  url: string;
  init: RequestInit;
  body: Array<{
    operationName: string;
    variables: Record<string, unknown>;
    query: string;
    extensions?: { persistedQuery: { version: number; sha256Hash: string } };
  }>;
}

export type Responder = (request: RecordedRequest, callIndex: number) => Response;

export function jsonResponse(body: unknown, status = 200, contentType = "application/json"): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": contentType } });
}

/** A fetch double for tests: records every request and answers with the given responder. */
export function createFakeFetch(responder: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      url: String(input),
      init: init ?? {},
      body: JSON.parse(String(init?.body ?? "null")),
    };
    requests.push(request);
    return responder(request, requests.length - 1);
  });
  return { fetch: fetchMock as unknown as typeof fetch, fetchMock, requests };
}

/** Answers each operation of a batch with `{ data }` built from its operation name. */
export function answerEach(
  build: (operationName: string) => Record<string, unknown>,
): (request: RecordedRequest) => Response {
  return (request) => jsonResponse(request.body.map((op) => ({ data: build(op.operationName) })));
}
