import { adminAccess } from "./policy";

/** /importer: admins only; each job's retry is then the `importerJob.retry` rule. */
export const importerAdminPolicy = adminAccess("importer.admin");
export const importerRetryPolicy = adminAccess("importer.retry");
