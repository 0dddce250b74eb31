/**
 * How many pictures one record may carry: every list of them is read whole (the photo manager, the
 * slideshow, the listing page), so each has a maximum, the same as its GraphQL @listSize.
 */
export const MAX_PHOTOS_PER_RECORD = 50;
export const MAX_FLOOR_PLANS_PER_LISTING = 50;

export const photoLimitMessage = (max: number) =>
  `This record already has ${max} photos, the most it can have. Delete one to add another.`;
export const floorPlanLimitMessage = (max: number) =>
  `This listing already has ${max} floor plans, the most it can have. Delete one to add another.`;
