import type { Random } from "./prng";
import { slugify } from "./util";
import { words } from "./words";

export const FIRST_NAMES = words(
  "Olivia|Liam|Emma|Noah|Ava|Ethan|Sophia|Mason|Isabella|Lucas|Mia|Aiden|Amelia|Elijah|Harper|James|Evelyn|Benjamin|Abigail|Daniel|Priya|Rahul|Mei|Wei|Sofia|Mateo|Camila|Diego|Fatima|Omar|Grace|Samuel|Chloe|David|Hannah|Joseph|Leah|Marcus|Nina|Victor",
);

export const LAST_NAMES = words(
  "Smith|Johnson|Williams|Brown|Jones|Garcia|Miller|Davis|Rodriguez|Martinez|Chen|Patel|Kim|Nguyen|Cohen|Rossi|Okafor|Schwartz|Murphy|O'Brien|Anderson|Taylor|Thomas|Moore|Jackson|Martin|Lee|Thompson|White|Harris|Clark|Lewis|Walker|Hall|Allen|Young|King|Wright|Scott|Green",
);

const LANDLORD_PREFIXES = words(
  "Meridian|Granite|Harbor|Summit|Keystone|Northstar|Beacon|Crescent|Sterling|Bridgewater|Lakeshore|Parkview|Ironwood|Bluestone|Cornerstone|Hudson|Pinnacle|Oakmont|Riverside|Westfield|Copperline|Liberty|Madison|Greystone",
);

const LANDLORD_SUFFIXES = words(
  "Realty|Properties|Realty Partners|Property Group|Capital|Asset Management|Commercial|Real Estate|Holdings|Development",
);

const TENANT_WORDS = words(
  "Acme|Bright|Blue|Cedar|Delta|Echo|Falcon|Golden|Helix|Indigo|Juniper|Kite|Lumen|Maple|Nimbus|Orbit|Pioneer|Quartz|Redwood|Signal|Tandem",
);

const TENANT_KINDS = words(
  "Labs|Health|Analytics|Studio|Robotics|Software|Media|Foods|Capital|Design|Logistics|Bio|Energy|Legal|Learning",
);

export const CONTACT_TITLES = words(
  "Leasing Director|Senior Leasing Agent|Vice President, Leasing|Property Manager|Managing Director|Asset Manager|Listing Coordinator|Principal|Broker",
);

// Area codes so demo phone numbers look local; the 555-01xx exchange is reserved for fiction.
const AREA_CODES = new Map(
  words(
    "new-york:212|houston:713|atlanta:404|austin:512|boston:617|charlotte:704|chicago:312|dallas:214|denver:303|fort-lauderdale:954|los-angeles:213|miami:305|minneapolis:612|nashville:615|palm-beach:561|philadelphia:215|pittsburgh:412|san-diego:619|san-francisco:415|washington:202|toronto:416|fairfield-county:203|seattle:206|portland:503|phoenix:602|salt-lake-city:801|las-vegas:702|san-jose:408|oakland:510|sacramento:916|irvine:949|tampa:813|orlando:407|jacksonville:904|raleigh:919|baltimore:410|detroit:313|cleveland:216|columbus:614|cincinnati:513|indianapolis:317|st-louis:314|kansas-city:816|milwaukee:414|new-orleans:504|san-antonio:210|fort-worth:817|jersey-city:201|newark:973|honolulu:808|richmond:804|louisville:502|providence:401|oklahoma-city:405|charleston:843|memphis:901|albuquerque:505",
  ).map((pair) => pair.split(":") as [string, string]),
);

export function demoPhone(rng: Random, marketSlug: string): string {
  const area = AREA_CODES.get(marketSlug) ?? "646";
  return `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
}

export function personName(rng: Random): { firstName: string; lastName: string } {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
}

export function landlordCompany(rng: Random): string {
  return `${rng.pick(LANDLORD_PREFIXES)} ${rng.pick(LANDLORD_SUFFIXES)}`;
}

export function tenantCompany(rng: Random): string {
  return `${rng.pick(TENANT_WORDS)} ${rng.pick(TENANT_KINDS)}`;
}

/** Demo e-mail on a reserved example domain, never a real mailbox. */
export function demoEmail(firstName: string, lastName: string, company: string): string {
  return `${slugify(firstName)}.${slugify(lastName)}@${slugify(company)}.example.com`;
}
