import { publicAccess } from "./policy";

/** Anyone may ask who they are; a visitor gets null. */
export const currentUserPolicy = publicAccess("user.readCurrent");
