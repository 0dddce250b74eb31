import type { z } from "zod";
import type { Rule } from "../../common/validation/rules";

/**
 * Lets a zod input run a shared rule of src/common/validation/rules.ts, so the server refuses
 * exactly what the forms refuse: `z.string().superRefine(zodRule(phone))`. `message` replaces the
 * rule's wording where an API answer is pinned to the server's own words; the verdict stays shared.
 */
export function zodRule(rule: Rule, message?: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: "custom", message: message ?? problem });
  };
}
