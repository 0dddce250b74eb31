import { CsvImportQueryDocument } from "../../gql/documents/csvImportQuery";
import { CsvUploadVendorQueryDocument } from "../../gql/documents/csvUploadVendorQuery";
import type * as G from "../../gql/graphql";

export type CsvImportView = NonNullable<G.CsvImportQueryQuery["csvImport"]>;
export type CsvRowView = CsvImportView["rows"]["rows"][number];

/** The vendor the page uploads for: null when there is none, FORBIDDEN for someone not of it. */
export const CsvUploadVendorQuery = CsvUploadVendorQueryDocument;
/** An import's counters and a page (100) of its per-row report. */
export const CsvImportQuery = CsvImportQueryDocument;
