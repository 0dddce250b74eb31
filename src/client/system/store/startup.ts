// Moved to the search feature; entry.server.tsx (being rewritten on the issue10-screens branch) still
// imports it from here. Delete this file once it imports features/search/searchStartup directly.
export { initialSearchFromUser, type SearchSeed } from "../../features/search/searchStartup";
