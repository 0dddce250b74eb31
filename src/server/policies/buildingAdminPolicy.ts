import { adminAccess } from "./policy";

/**
 * The building admin (/building-admin, issue 13): admins only, refused on the server to everyone
 * else. Facts are saved through userChangeBuilding, whose `building.administer` rule guards the
 * admin-only fields; merging is `building.administer` on both buildings too.
 */
export const buildingAdminPolicy = adminAccess("building.admin");
export const buildingMergePolicy = adminAccess("building.merge");
