import { createRequire } from "node:module";

/*
 * The `zipcodes` package: US ZIP and Canadian FSA centres, offline. Server only: its directory is
 * several megabytes and must never reach the browser bundle.
 */

export type ZipRecord = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

type ZipcodesModule = {
  lookup(zip: string): ZipRecord | undefined;
  lookupByState(state: string): ZipRecord[];
};

// zipcodes ships no type declarations; load it through require with the shapes we use.
export const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipcodesModule;
