import { isAdmin, type Viewer } from "./policy";
import type { CsvImportSubject, VendorSubject } from "./subjects";

/**
 * A vendor's CSV uploads (issue 12) are its own users' (users.vendor_id) and admins' (who upload on a
 * vendor's behalf). Brokers and the research team edit listings through their own tools; a vendor's
 * imports, reports included, are not theirs to read: the rows can carry a landlord's private notes.
 * The vendor itself (slug and name) any signed-in viewer may read: listing history already names it
 * as the source of its rows, and the upload page can then say "not yours" rather than "not found".
 */
const ofVendor = (v: Viewer, vendorId: number) =>
  isAdmin(v) || (v.user !== null && v.user.vendorId !== null && v.user.vendorId === vendorId);

export const vendorRules = {
  read: (v: Viewer, _s: VendorSubject) => v.user !== null,
  uploadCsv: (v: Viewer, s: VendorSubject) => ofVendor(v, s.id),
};

export const csvImportRules = {
  read: (v: Viewer, s: CsvImportSubject) => ofVendor(v, s.vendorId),
};
