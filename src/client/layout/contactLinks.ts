/** Turns a displayed phone number such as "(212) 555-0142" into a dialable tel: link. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  // Site numbers are written the US way; dialling from abroad needs the country code.
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
