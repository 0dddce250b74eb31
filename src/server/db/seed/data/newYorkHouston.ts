import type { MarketSeed } from "./types";

// The two markets the footer lists neighbourhood by neighbourhood. Rents are typical asking
// $/sf/year for the area; coordinates are approximate neighbourhood centres.

export const newYork: MarketSeed = {
  name: "New York",
  state: "ny",
  slug: "new-york",
  lat: 40.7128,
  lng: -74.006,
  weight: 20,
  spreadKm: 0.45,
  streets: "Broadway|Park Avenue",
  submarkets: [
    {
      name: "Manhattan",
      streets:
        "Park Avenue|Madison Avenue|Broadway|Fifth Avenue|Avenue of the Americas|Lexington Avenue|Third Avenue|Seventh Avenue|West 23rd Street|West 26th Street|East 42nd Street|Hudson Street|Varick Street|Spring Street|Lafayette Street|Water Street|Wall Street|Pearl Street|Greene Street|West 39th Street",
      neighborhoods: [
        ["Financial District", 68, 40.7075, -74.0113],
        ["Tribeca", 85, 40.7163, -74.0086],
        ["SoHo", 90, 40.7233, -74.003],
        ["NoHo", 88, 40.7289, -73.9925],
        ["Greenwich Village", 85, 40.7336, -73.9987],
        ["West Village", 87, 40.7358, -74.0036],
        ["East Village", 70, 40.7265, -73.9815],
        ["Lower East Side", 62, 40.715, -73.9843],
        ["Chinatown", 58, 40.7158, -73.997],
        ["Civic Center", 60, 40.7135, -74.0039],
        ["Hudson Square", 88, 40.7262, -74.0077],
        ["Union Square", 88, 40.7359, -73.9911],
        ["Flatiron", 86, 40.741, -73.9897],
        ["NoMad", 82, 40.745, -73.988],
        ["Chelsea", 84, 40.7465, -74.0014],
        ["Meatpacking District", 95, 40.74, -74.008],
        ["Hudson Yards", 110, 40.7538, -74.002],
        ["Gramercy Park", 72, 40.7368, -73.9845],
        ["Murray Hill", 68, 40.7479, -73.9757],
        ["Midtown South", 76, 40.748, -73.99],
        ["Penn Plaza", 72, 40.7506, -73.9935],
        ["Midtown", 85, 40.7549, -73.984],
        ["Grand Central", 90, 40.7527, -73.9772],
        ["Times Square", 82, 40.758, -73.9855],
        ["Plaza District", 105, 40.7625, -73.974],
        ["Upper East Side", 65, 40.7736, -73.9566],
        ["Upper West Side", 62, 40.787, -73.9754],
        ["Harlem", 48, 40.8116, -73.9465],
      ],
    },
    {
      name: "Brooklyn",
      streets:
        "Atlantic Avenue|Flatbush Avenue|Court Street|Jay Street|Water Street|Bedford Avenue|Kent Avenue|Wythe Avenue|Fulton Street|Third Avenue|Flushing Avenue|Franklin Street",
      neighborhoods: [
        ["DUMBO", 62, 40.7033, -73.9881],
        ["Downtown Brooklyn", 52, 40.6928, -73.9903],
        ["Brooklyn Heights", 50, 40.696, -73.9936],
        ["Williamsburg", 58, 40.7081, -73.9571],
        ["Greenpoint", 48, 40.7304, -73.9515],
        ["Brooklyn Navy Yard", 50, 40.7003, -73.9708],
        ["Gowanus", 45, 40.6733, -73.99],
        ["Sunset Park", 40, 40.6555, -74.007],
        ["Park Slope", 44, 40.671, -73.9814],
        ["Bushwick", 40, 40.6944, -73.9213],
      ],
    },
    {
      name: "Queens",
      streets:
        "Queens Boulevard|Jackson Avenue|Northern Boulevard|Vernon Boulevard|Thomson Avenue|Steinway Street|Jamaica Avenue|Main Street|Austin Street|37th Avenue",
      neighborhoods: [
        ["Long Island City", 50, 40.7447, -73.9485],
        ["Astoria", 40, 40.7644, -73.9235],
        ["Sunnyside", 36, 40.7433, -73.9196],
        ["Jackson Heights", 36, 40.7557, -73.8831],
        ["Forest Hills", 38, 40.7181, -73.8448],
        ["Flushing", 42, 40.7675, -73.8331],
        ["Jamaica", 35, 40.7027, -73.789],
      ],
    },
  ],
};

export const houston: MarketSeed = {
  name: "Houston",
  state: "tx",
  slug: "houston",
  lat: 29.7604,
  lng: -95.3698,
  weight: 6,
  streets:
    "Main Street|Louisiana Street|Smith Street|Travis Street|Fannin Street|Westheimer Road|Post Oak Boulevard|San Felipe Street|Richmond Avenue|Memorial Drive|Westpark Drive|Woodway Drive|Lake Robbins Drive",
  neighborhoods: [
    ["Downtown", 38, 29.7589, -95.3677],
    ["Galleria/Uptown", 36, 29.7497, -95.4618],
    ["Energy Corridor", 30, 29.7837, -95.636],
    ["Greenway Plaza", 33, 29.731, -95.433],
    ["Midtown", 32, 29.7404, -95.3778],
    ["Westchase", 26, 29.7283, -95.558],
    ["Medical Center", 34, 29.7079, -95.4013],
    ["The Woodlands", 35, 30.1658, -95.4613],
    ["Memorial City", 34, 29.7799, -95.5448],
    ["Montrose", 33, 29.7449, -95.39],
    ["River Oaks", 42, 29.756, -95.4152],
    ["The Heights", 35, 29.7982, -95.398],
    ["Greenspoint", 22, 29.944, -95.416],
  ],
};
