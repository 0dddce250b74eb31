import { signedInAccess } from "./policy";

/**
 * Saving a record needs a signed-in viewer; which listing, building or insight they may change is
 * the `listing.update`, `building.update`, `building.updateContacts` and `brokerInsight.update`
 * rules, checked once the record is loaded.
 */
export const importerSavePolicy = signedInAccess("importer.save");

/** Reading jobs needs a signed-in viewer; each job is then the `importerJob.read` rule. */
export const importerJobsPolicy = signedInAccess("importer.jobs");
