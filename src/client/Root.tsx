import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { type ReactNode, useMemo } from "react";
import { Provider } from "react-redux";
import { type ClientConfig, ClientConfigContext, completeClientConfig } from "./system/clientConfig";
import type { AppStore } from "./system/store/store";

export function Root({
  client,
  store,
  config,
  children,
}: {
  client: ApolloClient;
  store: AppStore;
  /** The server's settings for the browser (system/clientConfig.ts). */
  config?: Partial<ClientConfig>;
  children: ReactNode;
}) {
  const value = useMemo(() => completeClientConfig(config), [config]);
  return (
    <ClientConfigContext.Provider value={value}>
      <ApolloProvider client={client}>
        <Provider store={store}>{children}</Provider>
      </ApolloProvider>
    </ClientConfigContext.Provider>
  );
}
