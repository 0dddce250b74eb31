/**
 * The vendor beside a job's source, only when it says something more: a CSV row's source is its
 * vendor's name already ("Acme Feeds", not "Acme Feeds · Acme Feeds").
 */
export function vendorBesideSource(job: { sourceName?: string | null; vendor?: { name: string } | null }) {
  return job.vendor && job.vendor.name !== job.sourceName ? job.vendor.name : null;
}
