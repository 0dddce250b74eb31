import { isAdmin, type Policy, type UserRow, type Viewer } from "./policy";

/** Private user fields (contact details, flags, campaigns) are for the user themselves and admins. */
export function canReadPrivateUserFields(viewer: Viewer, subject: Pick<UserRow, "id">): boolean {
  return viewer.user?.id === subject.id || isAdmin(viewer);
}

export const currentUserPolicy: Policy = {
  name: "user.readCurrent",
  // Anyone may ask; signed-out viewers get null.
  allows: () => true,
};
