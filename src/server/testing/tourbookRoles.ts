import type { Database } from "../db/client";

/** The roles the tourbook tests call with: the demo campaign's parties and strangers to it. */
export const TOURBOOK_ROLES = [
  "client",
  "otherClient",
  "broker",
  "otherBroker",
  "research",
  "admin",
] as const;
export type TourbookRole = (typeof TOURBOOK_ROLES)[number];

/** Each role's address in the seeded demo data. */
export async function tourbookRoleEmails(database: Database): Promise<Record<TourbookRole, string>> {
  const first = async (sql: string) => (await database.query<{ email: string }>(sql)).rows[0].email;
  return {
    client: "client@squarely.test",
    otherClient: await first(
      `select u.email from users u join campaigns c on c.client_id = u.id
       where u.email <> 'client@squarely.test' order by u.id limit 1`,
    ),
    broker: "broker@squarely.test",
    otherBroker: await first(
      "select email from users where is_broker and not is_admin and email <> 'broker@squarely.test' order by id limit 1",
    ),
    research: "research@squarely.test",
    admin: "admin@squarely.test",
  };
}
