import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import type { AppStore } from "./system/store/store";

export function Root({
  client,
  store,
  children,
}: {
  client: ApolloClient;
  store: AppStore;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <Provider store={store}>{children}</Provider>
    </ApolloProvider>
  );
}
