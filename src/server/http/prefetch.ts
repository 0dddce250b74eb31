import { type DocumentNode, type ExecutionResult, execute, type GraphQLSchema } from "graphql";
import type { Prefetch } from "../../client/entry.server";
import { FooterDirectoryQueryDocument } from "../../client/gql/documents/footerDirectoryQuery";
import { HomeMarketsQueryDocument } from "../../client/gql/documents/homeMarketsQuery";
import { MarketDirectoryQueryDocument } from "../../client/gql/documents/marketDirectoryQuery";
import { SearchMarketQueryDocument } from "../../client/gql/documents/searchMarketQuery";
import { addTypenames } from "../../client/system/apollo/createApolloClient";
import { variablesKey } from "../../client/system/screenData";
import { isDatabaseUnavailable } from "../db/databaseErrors";
import type { GraphQLContext } from "../graphql/context";
import { createLoaders } from "../graphql/loaders";
import { safeText } from "../logging/safeLog";
import { anonymousViewer } from "../policies/policy";
import type { MarketDirectory } from "../services/marketDirectory";

/**
 * Documents answered from the market directory alone (public `market.read` root fields whose fields
 * read nothing but the directory): the shell's market list and the footer's neighbourhoods on every
 * page, a city page's market, the home page's counts per kind of space. They
 * are executed once per copy of the directory (one a minute, or after an admin's edit), for a
 * visitor, and that frozen answer is every viewer's: prefetch.test.ts checks it equals each role's
 * own. Add a document only if its answer cannot depend on the viewer or on anything but the directory.
 * They are the generated documents the client's query modules export (same objects), so the server
 * imports no client feature.
 */
export const DIRECTORY_DOCUMENTS: ReadonlySet<DocumentNode> = new Set([
  MarketDirectoryQueryDocument,
  FooterDirectoryQueryDocument,
  SearchMarketQueryDocument,
  HomeMarketsQueryDocument,
]);

/** Per directory copy, at most this many answers (the variables come from the URL). */
const MAX_DIRECTORY_ANSWERS = 200;

const directoryAnswers = new WeakMap<MarketDirectory, Map<string, Promise<ExecutionResult>>>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function answerKey(document: DocumentNode, variables: object | undefined): string {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = nextDocumentId++;
    documentIds.set(document, id);
  }
  return `${id}:${variablesKey(variables)}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Runs a page's known queries straight against the schema, before rendering, so the render finds
 * its data at once instead of discovering it render by render. A failed query is left out
 * (undefined): the render then asks for it itself and shows its error state; but the database being
 * away fails the whole page (503), as a page of error states is no answer.
 */
export function createPrefetch(schema: GraphQLSchema, context: GraphQLContext): Prefetch {
  const run = (document: DocumentNode, variables: object | undefined, contextValue: GraphQLContext) =>
    execute({
      schema,
      document,
      variableValues: variables as Record<string, unknown> | undefined,
      contextValue,
    }) as Promise<ExecutionResult> | ExecutionResult;

  /** The shared answer of a directory document, executed for a visitor on first use. */
  const fromDirectory = async (
    query: DocumentNode,
    document: DocumentNode,
    variables: object | undefined,
  ) => {
    const directory = await context.services.marketDirectory.get();
    let answers = directoryAnswers.get(directory);
    if (!answers) {
      answers = new Map();
      directoryAnswers.set(directory, answers);
    }
    const key = answerKey(query, variables);
    const known = answers.get(key);
    if (known) return known;
    const visitor: GraphQLContext = {
      ...context,
      viewer: anonymousViewer,
      loaders: createLoaders(context.db),
    };
    const answer = Promise.resolve(run(document, variables, visitor)).then(deepFreeze);
    if (answers.size < MAX_DIRECTORY_ANSWERS) {
      answers.set(key, answer);
      // Only a clean answer is kept.
      answer.then(
        (r) => r.errors?.length && answers.delete(key),
        () => answers.delete(key),
      );
    }
    return answer;
  };

  return (queries) =>
    Promise.all(
      queries.map(async ({ query, variables }) => {
        // With __typename added, as Apollo's cache on both sides reads it to identify objects.
        const document = addTypenames(query);
        const result = DIRECTORY_DOCUMENTS.has(query)
          ? await fromDirectory(query, document, variables)
          : await run(document, variables, context);
        if (result.data && !result.errors?.length) return result.data as unknown;
        // The database away: the page would render its error states (and could be cached so);
        // the request answers 503 with Retry-After instead (errorHandler.ts).
        const away = result.errors?.find((e) => isDatabaseUnavailable(e));
        if (away) throw away.originalError ?? away;
        if (result.errors?.length) {
          context.log.warn(
            { errors: result.errors.map((e) => safeText(e.message)) },
            "server prefetch failed",
          );
        }
        return undefined;
      }),
    );
}
