/** The demo crochet catalogue: believable names, prices in rupees, stock per value. */
export interface DemoProduct {
  title: string;
  sku: string;
  category: string;
  brand?: string;
  price: number;
  comparePrice?: number;
  qty: number;
  featured?: boolean;
  inactive?: boolean;
  short: string;
  colour: string;
  /** value codes with their stock, e.g. { S: 4, RED: 2 } */
  values?: Record<string, number>;
  images?: number;
  variants?: Array<{ sku: string; price: number; stock: number; size: string; colour: string }>;
}

export const DEMO_CATEGORIES: Array<{ name: string; children: string[]; inactive?: boolean }> = [
  { name: 'Amigurumi', children: ['Animals', 'Dolls'] },
  { name: 'Home Decor', children: ['Coasters', 'Cushion Covers', 'Wall Hangings'] },
  { name: 'Wearables', children: ['Scarves', 'Beanies', 'Shawls'] },
  { name: 'Baby', children: ['Blankets', 'Booties'] },
  { name: 'Bags & Accessories', children: ['Tote Bags', 'Pouches'] },
  { name: 'Eid Specials', children: [], inactive: true },
];

export const DEMO_BRANDS: Array<{ name: string; inactive?: boolean }> = [
  { name: 'Lahore Loops' },
  { name: 'Nani Ke Haath' },
  { name: 'Sialkot Stitches' },
  { name: 'Multan Yarn Co.' },
  { name: 'Old Stock Studio', inactive: true },
];

export const DEMO_ATTRIBUTES = [
  { name: 'Size', values: [{ value: 'Small', code: 'S' }, { value: 'Medium', code: 'M' }, { value: 'Large', code: 'L' }] },
  {
    name: 'Colour',
    values: [
      { value: 'Red', code: 'RED' }, { value: 'Cream', code: 'CRM' }, { value: 'Blue', code: 'BLU' },
      { value: 'Pink', code: 'PNK' }, { value: 'Green', code: 'GRN' }, { value: 'Mustard', code: 'MST' },
    ],
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  { title: 'Bunny Amigurumi Toy', sku: 'CR-AMI-001', category: 'Animals', brand: 'Lahore Loops', price: 1500, comparePrice: 1800, qty: 12, featured: true, short: 'A soft cotton bunny with floppy ears, stitched by hand.', colour: '#f4c6c9', values: { S: 4, M: 6, PNK: 5, CRM: 5 }, images: 3 },
  { title: 'Teddy Bear Amigurumi', sku: 'CR-AMI-002', category: 'Animals', brand: 'Nani Ke Haath', price: 1850, qty: 8, featured: true, short: 'A cuddly honey-brown bear with a little scarf.', colour: '#d9a66b', values: { S: 3, M: 3, L: 2 }, images: 2 },
  { title: 'Little Elephant Plush', sku: 'CR-AMI-003', category: 'Animals', brand: 'Lahore Loops', price: 1650, qty: 0, short: 'A grey elephant with a curled trunk. Back soon!', colour: '#b8c0c8' },
  { title: 'Sleepy Fox Amigurumi', sku: 'CR-AMI-004', category: 'Animals', brand: 'Sialkot Stitches', price: 1400, qty: 10, short: 'An orange fox curled up for a nap.', colour: '#f0a46b', values: { S: 5, M: 5 } },
  { title: 'Octopus Sensory Toy', sku: 'CR-AMI-005', category: 'Animals', brand: 'Nani Ke Haath', price: 950, qty: 25, featured: true, short: 'Curly tentacles for tiny hands; safe for newborns.', colour: '#9ecbe8', values: { PNK: 6, BLU: 8, GRN: 0 } },
  { title: 'Panda Keychain', sku: 'CR-AMI-006', category: 'Animals', brand: 'Multan Yarn Co.', price: 450, qty: 40, short: 'A palm-sized panda to carry your keys.', colour: '#e9e6e1' },
  { title: 'Rag Doll with Dupatta', sku: 'CR-DOL-001', category: 'Dolls', brand: 'Nani Ke Haath', price: 2400, comparePrice: 2900, qty: 6, featured: true, short: 'A traditional doll in shalwar kameez with a tiny dupatta.', colour: '#e8b4c8', values: { M: 4, L: 2 }, images: 4 },
  { title: 'Mermaid Doll', sku: 'CR-DOL-002', category: 'Dolls', brand: 'Lahore Loops', price: 2600, qty: 5, short: 'A mermaid with a shimmering teal tail.', colour: '#7cc6c0', values: { BLU: 3, GRN: 2 } },
  { title: 'Dollhouse Family Set', sku: 'CR-DOL-003', category: 'Dolls', brand: 'Sialkot Stitches', price: 4800, qty: 3, short: 'Four finger dolls: ammi, abbu and two children.', colour: '#f2d0a4' },
  { title: 'Cotton Coaster Set (6)', sku: 'CR-HOM-001', category: 'Coasters', brand: 'Multan Yarn Co.', price: 900, qty: 30, featured: true, short: 'Six round coasters in cheerful colours.', colour: '#f7d774', values: { RED: 10, MST: 10, CRM: 10 }, images: 2 },
  { title: 'Mandala Coasters (4)', sku: 'CR-HOM-002', category: 'Coasters', brand: 'Lahore Loops', price: 750, qty: 18, short: 'Intricate mandala coasters for chai time.', colour: '#c9a0dc' },
  { title: 'Sunflower Cushion Cover', sku: 'CR-HOM-003', category: 'Cushion Covers', brand: 'Nani Ke Haath', price: 2200, comparePrice: 2500, qty: 9, featured: true, short: 'A bright sunflower cover for a 16 inch cushion.', colour: '#f5c542', values: { M: 5, L: 4 }, images: 3 },
  { title: 'Granny Square Cushion Cover', sku: 'CR-HOM-004', category: 'Cushion Covers', brand: 'Sialkot Stitches', price: 1950, qty: 0, short: 'Classic granny squares in earthy tones.', colour: '#c97b5a' },
  { title: 'Boho Wall Hanging', sku: 'CR-HOM-005', category: 'Wall Hangings', brand: 'Lahore Loops', price: 3200, qty: 4, short: 'Fringed wall art on a sheesham wood dowel.', colour: '#e6d5b8', images: 2 },
  { title: 'Plant Hanger Macrame Mix', sku: 'CR-HOM-006', category: 'Wall Hangings', brand: 'Multan Yarn Co.', price: 1100, qty: 14, short: 'Crochet and macrame hanger for a small pot.', colour: '#a7c4a0' },
  { title: 'Chunky Winter Scarf', sku: 'CR-WEA-001', category: 'Scarves', brand: 'Nani Ke Haath', price: 2100, qty: 11, featured: true, short: 'A thick ribbed scarf for Murree winters.', colour: '#b85c5c', values: { RED: 4, CRM: 4, BLU: 3 } },
  { title: 'Lacy Summer Scarf', sku: 'CR-WEA-002', category: 'Scarves', brand: 'Lahore Loops', price: 1600, qty: 7, short: 'A light lacy scarf in soft cotton.', colour: '#f3e3c3', values: { CRM: 4, PNK: 3 } },
  { title: 'Pom-Pom Beanie', sku: 'CR-WEA-003', category: 'Beanies', brand: 'Sialkot Stitches', price: 1300, comparePrice: 1500, qty: 15, short: 'A warm beanie topped with a fluffy pom-pom.', colour: '#7a9cc6', values: { S: 5, M: 5, L: 5, BLU: 8, MST: 7 }, images: 3 },
  { title: 'Baby Bear Ear Beanie', sku: 'CR-WEA-004', category: 'Beanies', brand: 'Nani Ke Haath', price: 1100, qty: 9, short: 'Little bear ears for little heads.', colour: '#c8a27c', values: { S: 5, M: 4 } },
  { title: 'Granny Shawl', sku: 'CR-WEA-005', category: 'Shawls', brand: 'Lahore Loops', price: 4200, qty: 3, featured: true, short: 'A triangle shawl in wine and mustard.', colour: '#8e3b46', images: 2 },
  { title: 'Wedding Dupatta Shawl', sku: 'CR-WEA-006', category: 'Shawls', brand: 'Multan Yarn Co.', price: 6500, comparePrice: 7500, qty: 2, short: 'Fine lace shawl for mehndi and baraat days.', colour: '#e9c46a' },
  { title: 'Rainbow Baby Blanket', sku: 'CR-BAB-001', category: 'Blankets', brand: 'Nani Ke Haath', price: 5200, qty: 4, featured: true, short: 'A soft rainbow blanket for the cot.', colour: '#f4a6a6', images: 3 },
  { title: 'Cloud Baby Blanket', sku: 'CR-BAB-002', category: 'Blankets', brand: 'Sialkot Stitches', price: 4600, qty: 0, short: 'Pale blue with puffy white clouds.', colour: '#bcd9ee' },
  { title: 'Newborn Booties', sku: 'CR-BAB-003', category: 'Booties', brand: 'Lahore Loops', price: 700, qty: 20, short: 'Tiny booties with ribbon ties.', colour: '#f7cad0', values: { S: 10, M: 10, PNK: 8, BLU: 8, CRM: 4 } },
  { title: 'Mary Jane Baby Shoes', sku: 'CR-BAB-004', category: 'Booties', brand: 'Nani Ke Haath', price: 850, qty: 12, short: 'Strapped shoes with a button flower.', colour: '#f2b5d4', values: { S: 6, M: 6 } },
  { title: 'Market Tote Bag', sku: 'CR-BAG-001', category: 'Tote Bags', brand: 'Multan Yarn Co.', price: 2300, qty: 8, featured: true, short: 'A sturdy mesh tote for sabzi mandi trips.', colour: '#8fb996', values: { GRN: 4, CRM: 4 } },
  { title: 'Sunflower Tote', sku: 'CR-BAG-002', category: 'Tote Bags', brand: 'Lahore Loops', price: 2700, qty: 5, short: 'A lined tote with a sunflower motif.', colour: '#f6c85f' },
  { title: 'Coin Pouch with Zip', sku: 'CR-BAG-003', category: 'Pouches', brand: 'Sialkot Stitches', price: 600, qty: 22, short: 'A small zipped pouch for coins and earbuds.', colour: '#d4a5a5', values: { RED: 7, PNK: 7, MST: 8 } },
  { title: 'Phone Sling Pouch', sku: 'CR-BAG-004', category: 'Pouches', brand: 'Nani Ke Haath', price: 1250, qty: 10, short: 'Cross-body sling that fits any phone.', colour: '#a3b9c9' },
  { title: 'Crochet Hair Scrunchies (3)', sku: 'CR-BAG-005', category: 'Pouches', price: 500, qty: 35, short: 'Three soft scrunchies that never pull.', colour: '#e8a5b5' },
  { title: 'Cardigan Made to Order', sku: 'CR-WEA-007', category: 'Wearables', brand: 'Lahore Loops', price: 5500, qty: 0, short: 'A chunky cardigan; choose size and colour.', colour: '#c9b79c',
    variants: [
      { sku: 'CR-WEA-007-M-CRM', price: 5500, stock: 2, size: 'M', colour: 'CRM' },
      { sku: 'CR-WEA-007-L-MST', price: 5900, stock: 1, size: 'L', colour: 'MST' },
    ] },
  { title: 'Amigurumi Cat Family', sku: 'CR-AMI-007', category: 'Amigurumi', brand: 'Sialkot Stitches', price: 3100, qty: 0, short: 'Mama cat with two kittens.', colour: '#e2c2a1',
    variants: [
      { sku: 'CR-AMI-007-S-CRM', price: 3100, stock: 3, size: 'S', colour: 'CRM' },
      { sku: 'CR-AMI-007-M-PNK', price: 3400, stock: 0, size: 'M', colour: 'PNK' },
    ] },
  { title: 'Prayer Mat Edging Kit', sku: 'CR-HOM-007', category: 'Home Decor', brand: 'Old Stock Studio', price: 1200, qty: 5, short: 'Discontinued maker; hidden from the shop.', colour: '#cccccc' },
  { title: 'Eid Gift Basket', sku: 'CR-EID-001', category: 'Eid Specials', brand: 'Lahore Loops', price: 3500, qty: 6, short: 'Seasonal basket; category is switched off.', colour: '#d6b370' },
  { title: 'Test Draft Product', sku: 'CR-DRAFT-001', category: 'Coasters', price: 999, qty: 3, inactive: true, short: 'A draft the owner has not published.', colour: '#dddddd' },
];

export const DEMO_REVIEWS: Array<{ sku: string; name: string; comment: string; rating: number }> = [
  { sku: 'CR-AMI-001', name: 'Ayesha K.', comment: 'My daughter sleeps with it every night. Beautiful stitching!', rating: 5 },
  { sku: 'CR-AMI-001', name: 'Hamza', comment: 'Cute and well made, delivery to Karachi took 4 days.', rating: 4 },
  { sku: 'CR-AMI-002', name: 'Sana R.', comment: 'Softer than I expected. Worth it.', rating: 5 },
  { sku: 'CR-AMI-005', name: 'Mehwish', comment: 'Perfect for my premature baby, exactly as described.', rating: 5 },
  { sku: 'CR-DOL-001', name: 'Farah', comment: 'The dupatta detail is adorable.', rating: 5 },
  { sku: 'CR-DOL-001', name: 'Usman', comment: 'Gift for my niece, she loved it. Slightly smaller than pictured.', rating: 4 },
  { sku: 'CR-HOM-001', name: 'Zainab', comment: 'Colours are bright and they wash well.', rating: 4 },
  { sku: 'CR-HOM-003', name: 'Bilal A.', comment: 'Makes the lounge so cheerful.', rating: 5 },
  { sku: 'CR-WEA-001', name: 'Nida', comment: 'Very warm, wore it in Nathia Gali.', rating: 5 },
  { sku: 'CR-WEA-001', name: 'Imran', comment: 'Good scarf but a bit itchy on the neck.', rating: 3 },
  { sku: 'CR-WEA-003', name: 'Hira', comment: 'The pom-pom is huge, love it.', rating: 5 },
  { sku: 'CR-WEA-005', name: 'Rabia', comment: 'Colours are richer in person.', rating: 5 },
  { sku: 'CR-BAB-001', name: 'Asma', comment: 'Heirloom quality. Will order again.', rating: 5 },
  { sku: 'CR-BAB-003', name: 'Kashif', comment: 'Fit my son for two months only, but so sweet.', rating: 4 },
  { sku: 'CR-BAG-001', name: 'Saima', comment: 'Holds a lot of vegetables. Strong handles.', rating: 4 },
  { sku: 'CR-BAG-003', name: 'Maryam', comment: 'Zip is good quality.', rating: 4 },
  { sku: 'CR-HOM-002', name: 'Tariq', comment: 'One coaster had a loose thread.', rating: 2 },
];
