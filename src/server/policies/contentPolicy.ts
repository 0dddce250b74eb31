import { publicAccess } from "./policy";

/** Content pages (about, blog, Leasopedia, terms...) are public, like the pages that show them. */
export const contentReadPolicy = publicAccess("content.read");

/**
 * Anyone may write to us; the service limits how often per IP address, because each message is
 * e-mailed on.
 */
export const contactFormPolicy = publicAccess("content.contactForm");
