import { ApolloClient, ApolloLink } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { footerQueries } from "../layout/footerDirectoryQuery";
import { footerDirectoryFixture } from "../layout/testSupport";
import { createApolloCache } from "./apollo/createApolloClient";
import { keepAnswers, writeKeptAnswers } from "./keptAnswers";

const newClient = () => new ApolloClient({ cache: createApolloCache(), link: ApolloLink.empty() });
const readFooter = (client: ApolloClient) => client.readQuery({ query: footerQueries.footer.query });

describe("answers kept for parts that load later", () => {
  it("are not in the cache until the part's code asks for them, then are, once", () => {
    const client = newClient();
    keepAnswers(client, { footer: footerDirectoryFixture, other: { x: 1 } });
    expect(readFooter(client)).toBeNull();

    writeKeptAnswers(footerQueries);
    expect(readFooter(client)).toEqual(footerDirectoryFixture);

    // Written once: a later load of the part (another mount) leaves what the cache has now alone.
    client.cache.evict({ fieldName: "market" });
    writeKeptAnswers(footerQueries);
    expect(readFooter(client)).toBeNull();
  });

  it("leave a part without a kept answer to fetch as usual", () => {
    const client = newClient();
    keepAnswers(client, {});
    writeKeptAnswers(footerQueries);
    expect(readFooter(client)).toBeNull();
  });
});
