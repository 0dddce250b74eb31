/** /building-admin with its search (`q`) and the building open in the editor (`building`), if any. */
export function buildingAdminHref(search: string, buildingId: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (buildingId) params.set("building", buildingId);
  const query = params.toString();
  return query ? `/building-admin?${query}` : "/building-admin";
}

/** "245 Park Avenue, New York" — how the building admin names a building in sentences. */
export function buildingLabel(b: { address: string; city: string; propertyName?: string | null }): string {
  return `${b.address}, ${b.city}${b.propertyName ? ` (${b.propertyName})` : ""}`;
}
