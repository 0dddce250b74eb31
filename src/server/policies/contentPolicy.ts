import type { Policy } from "./policy";

/** Content pages (about, blog, Leasopedia, terms...) are public, like the pages that show them. */
export const contentReadPolicy: Policy = { name: "content.read", allows: () => true };

/**
 * Anyone may write to us; the service limits how often per IP address, because each message is
 * e-mailed on.
 */
export const contactFormPolicy: Policy = { name: "content.contactForm", allows: () => true };
