import { z } from "zod";
import type { ContentDoc } from "../../content/contentLibrary";
import { type ContentBlock, FORM_KINDS, INDEX_SECTIONS } from "../../content/renderMarkdown";
import { contactFormPolicy, contentReadPolicy } from "../../policies/contentPolicy";
import { submitContactForm } from "../../services/contactFormService";
import type { GraphQLContext } from "../context";
import { apiEnum } from "../enumValues";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { parseArgs } from "../validate";
import { parseContactForm } from "./contactInputs";

const contentPageArgs = z.object({ path: z.string().max(300) });
const contentIndexArgs = z.object({ section: z.enum(INDEX_SECTIONS) });
const submitArgs = z.object({
  input: z.looseObject({ kind: z.enum(FORM_KINDS) }),
});

/** "/about/" and "/about" are one page; the library keys have no trailing slash. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function blockOut(block: ContentBlock) {
  return {
    html: block.kind === "html" ? block.html : null,
    form: block.kind === "form" ? block.form : null,
    index: block.kind === "index" ? block.section : null,
  };
}

function pageOut(doc: ContentDoc) {
  return { ...doc, blocks: doc.blocks.map(blockOut) };
}

export const contentResolvers = {
  // The API spells these LIST_WITH_US and BLOG; the content files and the services list-with-us and blog.
  ContactFormKind: apiEnum(FORM_KINDS),
  ContentSection: apiEnum(INDEX_SECTIONS),
  Query: {
    contentPage: guarded(contentReadPolicy, (_p, raw: unknown, ctx: GraphQLContext) => {
      const { path } = parseArgs(contentPageArgs, raw);
      const doc = ctx.services.content.page(normalizePath(path));
      return doc ? pageOut(doc) : null;
    }),
    contentIndex: guarded(contentReadPolicy, (_p, raw: unknown, ctx: GraphQLContext) => {
      const { section } = parseArgs(contentIndexArgs, raw);
      return ctx.services.content.index(section);
    }),
  },
  Mutation: {
    submitContactForm: guarded(contactFormPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { input } = parseArgs(submitArgs, raw);
      const parsed = parseContactForm(input.kind, input);
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      if (parsed.isBot) {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        ctx.log.warn({ event: "contact_form_honeypot", kind: parsed.value.kind });
        return { ok: true, errors: [] };
      }
      const result = await submitContactForm(
        {
          database: ctx.services.database,
          config: ctx.services.config,
          jobs: ctx.services.jobs,
          log: ctx.log,
          ip: ctx.ip,
          userId: ctx.viewer.user?.id ?? null,
        },
        parsed.value,
      );
      if (!result.ok)
        return { ok: false, errors: [{ code: result.code, field: null, message: result.message }] };
      return { ok: true, errors: [] };
    }),
  },
} satisfies Resolvers;
