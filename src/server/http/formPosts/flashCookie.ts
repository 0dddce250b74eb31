import type { FastifyReply, FastifyRequest } from "fastify";
import type { PostedForm } from "../../../common/forms/postedForm";

export const FLASH_COOKIE = "sq_flash";
const MAX_NOTICE = 600;

/**
 * After a successful post (303), the page it lands on shows a notice once ("If an account exists
 * for…", "Thanks, …"). The notice travels in a short-lived cookie, not in the URL (it may name an
 * e-mail address) and not in one process's memory (several app processes serve one site).
 */
export function setFlash(reply: FastifyReply, form: string, notice: string) {
  reply.setCookie(FLASH_COOKIE, JSON.stringify({ form, notice: notice.slice(0, MAX_NOTICE) }), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: reply.request.protocol === "https",
    maxAge: 60,
  });
}

/** The flash this request carries, cleared so it shows once. Anything malformed is dropped. */
export function takeFlash(req: FastifyRequest, reply: FastifyReply): PostedForm | null {
  const raw = req.cookies?.[FLASH_COOKIE];
  if (raw === undefined) return null;
  reply.clearCookie(FLASH_COOKIE, { path: "/" });
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const { form, notice } = parsed as Record<string, unknown>;
    if (typeof form !== "string" || typeof notice !== "string") return null;
    return { name: form, values: {}, errors: {}, formError: null, notice: notice.slice(0, MAX_NOTICE) };
  } catch {
    return null;
  }
}
