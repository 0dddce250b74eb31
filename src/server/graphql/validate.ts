import { GraphQLError } from "graphql";
import type { z } from "zod";

/** Validates resolver arguments; a failure is a BAD_USER_INPUT error naming each bad field. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.infer<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new GraphQLError(fields.map((f) => `${f.path}: ${f.message}`).join("; "), {
    extensions: { code: "BAD_USER_INPUT", fields },
  });
}
