/** Offices are lettered A, B, C… in the list, the results and on the map, so they are easy to match up. */
export function officeLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
