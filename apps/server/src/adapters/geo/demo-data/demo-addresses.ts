/*
 * Street addresses and postal-code (FSA) centroids for the demo areas, shipped with the app so the
 * offline geo provider can answer with no network. Streets and postal districts are real; house
 * numbers, the last three postal characters and coordinates are close to where such an address
 * lies, not surveyed. Most addresses are inside their area's delivery zone (seed: postal prefixes and
 * radius of each restaurant); the ones tagged `demo` are there to show a refusal: a postal district
 * the restaurant does not serve, a district it serves but too far by road, or another town.
 */

export type DemoArea = 'Saskatoon' | 'Calgary' | 'Edmonton' | 'Regina' | 'Winnipeg';

/** Why an address is in the set when it is there to be refused. */
export type DemoRefusal = 'outside postal codes' | 'outside radius' | 'far away';

export interface DemoAddress {
  /** House number and street, as a diner writes it: '220 20th St W'. */
  street: string;
  city: string;
  province: 'SK' | 'AB' | 'MB';
  /** 'S7M 0W9' */
  postalCode: string;
  lat: number;
  lng: number;
  /** The demo restaurant's area this address belongs to. */
  area: DemoArea;
  demo?: DemoRefusal;
}

type Row = readonly [street: string, postalCode: string, lat: number, lng: number, demo?: DemoRefusal];

function inCity(area: DemoArea, city: string, province: DemoAddress['province'], rows: readonly Row[]) {
  return rows.map(([street, postalCode, lat, lng, demo]): DemoAddress => ({
    street,
    city,
    province,
    postalCode,
    lat,
    lng,
    area,
    ...(demo ? { demo } : {}),
  }));
}

// Golden Maple Bistro Riversdale, 220 20th St W (52.1267, -106.6702): S7H S7J S7K S7L S7M S7N S7V, 10 km.
const saskatoon = inCity('Saskatoon', 'Saskatoon', 'SK', [
  ['301 20th St W', 'S7M 0X1', 52.1268, -106.6722],
  ['124 Ave H S', 'S7M 1W5', 52.1255, -106.6805],
  ['405 Ave P S', 'S7M 2W5', 52.124, -106.693],
  ['118 Ave W S', 'S7M 3A2', 52.1242, -106.707],
  ['3311 Fairlight Dr', 'S7M 3Y5', 52.116, -106.73],
  ['335 33rd St W', 'S7L 0V5', 52.1434, -106.6715],
  ['815 Ave H N', 'S7L 2A6', 52.137, -106.683],
  ['234 Ave P N', 'S7L 2V8', 52.1305, -106.693],
  ['300 Confederation Dr', 'S7L 4R6', 52.139, -106.718],
  ['201 1st Ave S', 'S7K 1J9', 52.13, -106.664],
  ['125 5th Ave N', 'S7K 2N7', 52.133, -106.661],
  ['410 22nd St E', 'S7K 5T6', 52.1305, -106.6585],
  ['710 Queen St', 'S7K 0M9', 52.1395, -106.6575],
  ['134 Primrose Dr', 'S7K 5S6', 52.155, -106.645],
  ['240 Silverwood Rd', 'S7K 3G6', 52.165, -106.648],
  ['720 Broadway Ave', 'S7N 1B4', 52.1182, -106.6467],
  ['910 Saskatchewan Cres E', 'S7N 0L3', 52.123, -106.652],
  ['1215 Osler St', 'S7N 0V1', 52.1245, -106.633],
  ['105 Administration Pl', 'S7N 5A2', 52.1335, -106.634],
  ['103 Hospital Dr', 'S7N 0W8', 52.1317, -106.642],
  ['1020 Central Ave', 'S7N 2G9', 52.141, -106.6085],
  ['1102 8th St E', 'S7H 0S3', 52.1155, -106.633],
  ['1610 Grosvenor Ave', 'S7H 2T6', 52.115, -106.628],
  ['3510 8th St E', 'S7H 0W6', 52.113, -106.6],
  ['2325 Preston Ave S', 'S7J 2G2', 52.104, -106.618],
  ['2605 Clarence Ave S', 'S7J 1M2', 52.098, -106.645],
  ['202 Briarwood Rd', 'S7V 1A1', 52.105, -106.567],
  ['315 Rosewood Blvd W', 'S7V 0B4', 52.087, -106.556, 'outside radius'],
  ['318 Hampton Cir', 'S7R 0J9', 52.159, -106.747, 'outside postal codes'],
  ['515 Kensington Blvd', 'S7R 0C7', 52.127, -106.763, 'outside postal codes'],
  ['115 Stonebridge Blvd', 'S7T 0J1', 52.089, -106.623, 'outside postal codes'],
  ['1120 Evergreen Blvd', 'S7W 0J8', 52.166, -106.565, 'outside postal codes'],
]);

const saskatoonRegion = [
  ...inCity('Saskatoon', 'Warman', 'SK', [['301 Central St W', 'S0K 4S0', 52.3213, -106.5845, 'far away']]),
  ...inCity('Saskatoon', 'Martensville', 'SK', [['37 Main St', 'S0K 2T0', 52.2897, -106.6667, 'far away']]),
];

// Emerald Kensington, 1120 Kensington Rd NW (51.0525, -114.0862): T2N T2M T2P T2T T3A, 6 km.
const calgary = inCity('Calgary', 'Calgary', 'AB', [
  ['1133 Kensington Rd NW', 'T2N 3P4', 51.0526, -114.087],
  ['301 10 St NW', 'T2N 1V5', 51.0555, -114.0852],
  ['1410 Kensington Rd NW', 'T2N 3R1', 51.0527, -114.0915],
  ['215 14 St NW', 'T2N 1Z6', 51.0545, -114.0943],
  ['1937 Kensington Rd NW', 'T2N 3R8', 51.0528, -114.104],
  ['409 19 St NW', 'T2N 2H9', 51.0565, -114.105],
  ['1403 29 St NW', 'T2N 2T9', 51.065, -114.133],
  ['2500 University Dr NW', 'T2N 1N4', 51.0776, -114.1306],
  ['3515 Parkdale Blvd NW', 'T2N 3T1', 51.062, -114.145],
  ['1301 16 Ave NW', 'T2M 0L4', 51.0645, -114.0895],
  ['1820 24 Ave NW', 'T2M 1Z1', 51.073, -114.104],
  ['723 20 Ave NW', 'T2M 1E2', 51.0705, -114.079],
  ['2211 4 St NW', 'T2M 2Z8', 51.0725, -114.07],
  ['317 7 Ave SW', 'T2P 2Y9', 51.0475, -114.069],
  ['333 5 Ave SW', 'T2P 3B6', 51.049, -114.0695],
  ['200 Barclay Parade SW', 'T2P 4R5', 51.053, -114.07],
  ['2020 33 Ave SW', 'T2T 1Z5', 51.0235, -114.1085],
  ['2009 34 Ave SW', 'T2T 2C1', 51.0225, -114.1075],
  ['1012 Prospect Ave SW', 'T2T 0W8', 51.033, -114.086],
  ['3625 Shaganappi Trail NW', 'T3A 0E2', 51.085, -114.156, 'outside radius'],
  ['5005 Dalhousie Dr NW', 'T3A 5R8', 51.104, -114.16, 'outside radius'],
  ['88 Edgemont Blvd NW', 'T3A 2J4', 51.128, -114.142, 'outside radius'],
  ['1122 11 Ave SW', 'T2R 0G3', 51.043, -114.086, 'outside postal codes'],
  ['2210 4 St SW', 'T2S 1X1', 51.033, -114.072, 'outside postal codes'],
  ['1230 9 Ave SE', 'T2G 0S9', 51.0395, -114.037, 'outside postal codes'],
  ['920 1 Ave NE', 'T2E 0C5', 51.0535, -114.044, 'outside postal codes'],
  ['1210 Centre St N', 'T2E 2R5', 51.064, -114.063, 'outside postal codes'],
]);

const calgaryRegion = [
  ...inCity('Calgary', 'Cochrane', 'AB', [['110 1 St W', 'T4C 1A5', 51.189, -114.468, 'far away']]),
  ...inCity('Calgary', 'Airdrie', 'AB', [['215 Main St S', 'T4B 3C3', 51.2917, -114.0144, 'far away']]),
];

// Emerald Whyte Ave, 10150 82 Ave NW (53.5183, -113.4937): T6E T6G T6C T6J T5K, 8 km.
const edmonton = inCity('Edmonton', 'Edmonton', 'AB', [
  ['10330 82 Ave NW', 'T6E 1Z8', 53.5183, -113.498],
  ['10440 82 Ave NW', 'T6E 2A2', 53.5184, -113.5005],
  ['8210 104 St NW', 'T6E 4E6', 53.5186, -113.4998],
  ['10544 84 Ave NW', 'T6E 2H4', 53.5205, -113.5034],
  ['9910 76 Ave NW', 'T6E 1K6', 53.5117, -113.4897],
  ['8715 99 St NW', 'T6E 3V2', 53.524, -113.4882],
  ['7819 106 St NW', 'T6E 4Z7', 53.516, -113.5036],
  ['8712 109 St NW', 'T6G 1E9', 53.525, -113.5105],
  ['11105 87 Ave NW', 'T6G 0X9', 53.5238, -113.5165],
  ['7212 116 St NW', 'T6G 1P4', 53.5075, -113.5255],
  ['11835 Saskatchewan Dr NW', 'T6G 2B1', 53.5265, -113.5335],
  ['8330 82 Ave NW', 'T6C 4E3', 53.5185, -113.455],
  ['8815 85 Ave NW', 'T6C 1G4', 53.5216, -113.4653],
  ['9135 82 Ave NW', 'T6C 0Z4', 53.5183, -113.4714],
  ['7903 76 Ave NW', 'T6C 0B5', 53.5117, -113.4465],
  ['7210 79 St NW', 'T6C 2R5', 53.5073, -113.4465],
  ['3803 Calgary Trail NW', 'T6J 5M8', 53.4699, -113.4985],
  ['3620 106 St NW', 'T6J 1A4', 53.4677, -113.5036],
  ['2304 113 St NW', 'T6J 4T9', 53.4534, -113.5185, 'outside radius'],
  ['11710 Jasper Ave NW', 'T5K 0N9', 53.541, -113.526],
  ['10350 116 St NW', 'T5K 1S1', 53.546, -113.525],
  ['11620 104 Ave NW', 'T5K 2T7', 53.5455, -113.527],
  ['10250 101 St NW', 'T5J 3P4', 53.5435, -113.4935, 'outside postal codes'],
  ['10405 Jasper Ave NW', 'T5J 3N4', 53.5405, -113.4995, 'outside postal codes'],
  ['6103 104 St NW', 'T6H 2K3', 53.4952, -113.4997, 'outside postal codes'],
  ['5015 111 St NW', 'T6H 4M6', 53.4845, -113.514, 'outside postal codes'],
]);

const edmontonRegion = [
  ...inCity('Edmonton', 'Sherwood Park', 'AB', [
    ['2020 Sherwood Dr', 'T8A 3H9', 53.542, -113.295, 'far away'],
  ]),
  ...inCity('Edmonton', 'St. Albert', 'AB', [
    ['375 St Albert Trail', 'T8N 0R5', 53.63, -113.625, 'far away'],
  ]),
];

// Emerald Downtown, 1800 Hamilton St (50.4478, -104.6134): S4P S4R S4S S4T S4N, 7 km.
const regina = inCity('Regina', 'Regina', 'SK', [
  ['2010 11th Ave', 'S4P 0J3', 50.4497, -104.6115],
  ['1950 Broad St', 'S4P 1Y2', 50.4468, -104.6035],
  ['2002 Victoria Ave', 'S4P 0R7', 50.4462, -104.61],
  ['1621 Albert St', 'S4P 2S5', 50.4525, -104.6185],
  ['1874 Scarth St', 'S4P 4B3', 50.4478, -104.6118],
  ['2125 11th Ave', 'S4P 3X3', 50.45, -104.6132],
  ['2102 11th Ave', 'S4P 3Y6', 50.4505, -104.6118],
  ['2900 13th Ave', 'S4T 1N8', 50.4468, -104.635],
  ['3034 13th Ave', 'S4T 1N9', 50.4465, -104.6395],
  ['2305 Retallack St', 'S4T 2K8', 50.4447, -104.63],
  ['2210 Robinson St', 'S4T 2R1', 50.445, -104.628],
  ['2335 Montague St', 'S4T 3J9', 50.443, -104.642],
  ['3806 Albert St', 'S4S 3R2', 50.4165, -104.618],
  ['3031 Robinson St', 'S4S 1V8', 50.4315, -104.6275],
  ['3737 Wascana Pkwy', 'S4S 0A2', 50.4155, -104.588],
  ['3701 Hillsdale St', 'S4S 3Z3', 50.42, -104.606],
  ['4305 Albert St', 'S4S 3R6', 50.409, -104.618],
  ['3025 Gordon Rd', 'S4S 6C8', 50.4015, -104.625],
  ['1440 Dewdney Ave', 'S4R 1H1', 50.4585, -104.605],
  ['2510 Dewdney Ave', 'S4R 1H6', 50.4585, -104.63],
  ['1026 Retallack St', 'S4R 3J1', 50.464, -104.63],
  ['2223 Victoria Ave E', 'S4N 6E4', 50.447, -104.552],
  ['2915 Arens Rd E', 'S4N 2X3', 50.452, -104.551],
  ['2510 University Park Dr', 'S4V 0Y4', 50.4405, -104.554, 'outside postal codes'],
  ['4850 Harbour Landing Dr', 'S4W 0B7', 50.41, -104.668, 'outside postal codes'],
  ['6101 Rochdale Blvd', 'S4X 2R1', 50.495, -104.663, 'outside postal codes'],
]);

const reginaRegion = inCity('Regina', 'Pilot Butte', 'SK', [
  ['130 1st Ave', 'S0G 3Z0', 50.471, -104.417, 'far away'],
]);

// Prairie Pie Co. Osborne Village, 112 Osborne St (49.8786, -97.1447): pickup only.
const winnipeg = inCity('Winnipeg', 'Winnipeg', 'MB', [
  ['100 Osborne St', 'R3L 1Y5', 49.8792, -97.1445],
  ['160 Osborne St', 'R3L 1Y7', 49.877, -97.145],
  ['155 Stradbrook Ave', 'R3L 0J5', 49.8795, -97.141],
  ['95 Wardlaw Ave', 'R3L 0L8', 49.8755, -97.1415],
  ['110 Roslyn Rd', 'R3L 0G6', 49.8815, -97.143],
  ['511 River Ave', 'R3L 0E1', 49.879, -97.148],
  ['200 Gertrude Ave', 'R3L 0M7', 49.8745, -97.143],
  ['680 Corydon Ave', 'R3M 0X8', 49.869, -97.156],
  ['800 Corydon Ave', 'R3M 0Y4', 49.8688, -97.162],
  ['485 Wellington Cres', 'R3M 0A1', 49.873, -97.16],
  ['1120 Grant Ave', 'R3M 2A6', 49.8583, -97.163],
  ['1 Forks Market Rd', 'R3C 4L9', 49.8873, -97.1306],
  ['450 Broadway', 'R3C 0V8', 49.8848, -97.1465],
  ['375 York Ave', 'R3C 3J3', 49.891, -97.144],
  ['201 Portage Ave', 'R3B 3K6', 49.8956, -97.1386],
  ['393 Portage Ave', 'R3B 3H6', 49.8925, -97.145],
  ['85 Albert St', 'R3B 1G4', 49.899, -97.1395],
  ['180 Market Ave', 'R3B 0P7', 49.8985, -97.137],
  ['890 Westminster Ave', 'R3G 1B4', 49.885, -97.169],
  ['1000 Wolseley Ave', 'R3G 1G5', 49.883, -97.176],
  ['1485 Portage Ave', 'R3G 0W4', 49.8863, -97.199],
  ['174 Provencher Blvd', 'R2H 0G3', 49.8925, -97.119],
  ['340 Provencher Blvd', 'R2H 0G7', 49.8935, -97.112],
  ["1225 St Mary's Rd", 'R2M 5E5', 49.827, -97.109],
  ['66 Chancellors Cir', 'R3T 2N2', 49.809, -97.133],
  ['1700 Corydon Ave', 'R3N 0J9', 49.864, -97.198],
]);

const winnipegRegion = inCity('Winnipeg', 'Steinbach', 'MB', [
  ['321 Main St', 'R5G 1Z2', 49.5255, -96.684, 'far away'],
]);

export const DEMO_ADDRESSES: readonly DemoAddress[] = [
  ...saskatoon,
  ...saskatoonRegion,
  ...calgary,
  ...calgaryRegion,
  ...edmonton,
  ...edmontonRegion,
  ...regina,
  ...reginaRegion,
  ...winnipeg,
  ...winnipegRegion,
];

export interface PostalDistrict {
  /** Forward sortation area: the first three postal characters. */
  fsa: string;
  city: string;
  province: DemoAddress['province'];
  /** The district's approximate centre. */
  lat: number;
  lng: number;
}

type DistrictRow = readonly [fsa: string, lat: number, lng: number];

const districts = (city: string, province: DemoAddress['province'], rows: readonly DistrictRow[]) =>
  rows.map(([fsa, lat, lng]): PostalDistrict => ({ fsa, city, province, lat, lng }));

/**
 * Urban postal districts of the demo areas and their approximate centres: a diner whose street is not
 * in the set can type a full postal code and get its district's centre. Rural districts (S0K, T4C…)
 * cover whole regions, so a centre would say nothing; they are left out.
 */
export const DEMO_POSTAL_DISTRICTS: readonly PostalDistrict[] = [
  ...districts('Saskatoon', 'SK', [
    ['S7H', 52.111, -106.622],
    ['S7J', 52.099, -106.635],
    ['S7K', 52.142, -106.655],
    ['S7L', 52.139, -106.696],
    ['S7M', 52.122, -106.69],
    ['S7N', 52.131, -106.625],
    ['S7R', 52.148, -106.745],
    ['S7T', 52.087, -106.625],
    ['S7V', 52.1, -106.57],
    ['S7W', 52.166, -106.57],
  ]),
  ...districts('Calgary', 'AB', [
    ['T2E', 51.065, -114.05],
    ['T2G', 51.038, -114.045],
    ['T2M', 51.07, -114.09],
    ['T2N', 51.061, -114.11],
    ['T2P', 51.048, -114.07],
    ['T2R', 51.041, -114.08],
    ['T2S', 51.03, -114.07],
    ['T2T', 51.028, -114.1],
    ['T3A', 51.11, -114.15],
  ]),
  ...districts('Edmonton', 'AB', [
    ['T5J', 53.543, -113.495],
    ['T5K', 53.543, -113.522],
    ['T6C', 53.515, -113.456],
    ['T6E', 53.516, -113.492],
    ['T6G', 53.52, -113.522],
    ['T6H', 53.492, -113.51],
    ['T6J', 53.465, -113.51],
  ]),
  ...districts('Regina', 'SK', [
    ['S4N', 50.452, -104.565],
    ['S4P', 50.449, -104.612],
    ['S4R', 50.463, -104.62],
    ['S4S', 50.418, -104.61],
    ['S4T', 50.446, -104.64],
    ['S4V', 50.435, -104.555],
    ['S4W', 50.412, -104.665],
    ['S4X', 50.494, -104.655],
  ]),
  ...districts('Winnipeg', 'MB', [
    ['R2H', 49.893, -97.115],
    ['R2M', 49.84, -97.11],
    ['R3B', 49.898, -97.14],
    ['R3C', 49.889, -97.14],
    ['R3G', 49.885, -97.175],
    ['R3L', 49.874, -97.14],
    ['R3M', 49.866, -97.16],
    ['R3N', 49.862, -97.19],
    ['R3T', 49.81, -97.14],
  ]),
];
