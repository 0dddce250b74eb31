import { signedInAccess } from "./policy";

/** Reading a vendor or an import needs a signed-in viewer; which ones is `vendor.read` / `csvImport.read`. */
export const vendorPolicy = signedInAccess("vendor.read");
export const csvImportPolicy = signedInAccess("csvImport.read");
