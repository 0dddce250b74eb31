/*
 * Shared set-up for the account component tests: the app store, a mocked Apollo client, an in-memory
 * router whose first entry may carry navigation state, and GraphQL answers shaped like the server's.
 * Not imported by app code.
 */
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import type { AccountError } from "../../../common/account/accountErrors";
import { Toast } from "../../layout/Toast";
import { LocationProbe, makeTestStore, type TestStore } from "../../layout/testSupport";
import { MemoryRouter, Route, Routes } from "../../system/router/router";
import { makeUser } from "./currentUserFixture";
import type { CurrentUser, LatestCampaign } from "./currentUserTypes";

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders `ui` at `path`, with a location probe for every other path and the toast. */
export function renderAt(
  path: string,
  ui: ReactElement,
  options: { store?: TestStore; entry?: Entry; mocks?: MockLink.MockedResponse[] } = {},
) {
  const store = options.store ?? makeTestStore();
  const result = render(
    <Provider store={store}>
      <MockedProvider mocks={options.mocks ?? []}>
        <MemoryRouter initialEntries={[options.entry ?? path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
          <Toast />
        </MemoryRouter>
      </MockedProvider>
    </Provider>,
  );
  return { ...result, store };
}

export function campaign(id = "c1"): LatestCampaign {
  return {
    __typename: "LatestCampaign",
    id,
    uuid: `${id}-uuid`,
    listings: [],
    surveys: [],
    currentActiveRequirements: null,
  };
}

/** A user as the server answers with the CurrentUserFields fragment. */
export function serverUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser(overrides);
}

export function accountError(code: string, message: string, field: string | null = null): AccountError {
  return { __typename: "AccountError", code, message, field };
}
