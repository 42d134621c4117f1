/*
 * Golden Maple Bistro: one restaurant in Saskatoon's Riversdale, every feature on (online ordering,
 * reservations, membership, gift cards, coupons, loyalty). The demo's "everything" tenant.
 */
import { multiple, single, spicy, weekdayWindows } from '../builders';
import type { MenuDef } from '../builders';
import type { TenantData } from '../tenant';
import { EVERY_FEATURE, ORDERING_LOCATION, standardGiftCardProducts } from './shared';

/* ---------------------------------------------------------------- option groups */

const sideChoice = single('Choose your side', [
  ['Hand-cut fries'],
  ['Side Caesar salad'],
  ['Sweet potato fries', 2],
  ['Poutine', 4.5],
  ['Cup of roasted squash soup', 3],
]);
const burgerToppings = multiple(
  'Add toppings',
  [
    ['Double-smoked bacon', 2.5],
    ['Fried egg', 2],
    ['Avocado', 2.5],
    ['Aged white cheddar', 1.5],
    ['Sautéed mushrooms', 1.5],
    // Still being tested in the kitchen: not offered online yet.
    ['Black truffle aioli', 2, true],
  ],
  { min: 0, max: 3, free: 1, information: 'Your first topping is on us.' },
);
/** Notes only staff add from the till: never shown online. */
const kitchenNotes = multiple('Kitchen notes', [['Cut in half'], ['Sauce on the side']], { hidden: true });
const proteinAddOn = multiple(
  'Add a protein',
  [
    ['Grilled chicken', 5],
    ['Maple-candied salmon', 7],
    ['Crispy tofu', 4],
  ],
  { max: 1, extra: true },
);
const doneness = single('Doneness', [['Rare'], ['Medium rare'], ['Medium'], ['Medium well'], ['Well done']]);
const steakAddOns = multiple(
  'Steak add-ons',
  [
    ['Sautéed mushrooms', 3.5],
    ['Peppercorn sauce', 2.5],
    ['Garlic butter prawns', 8],
  ],
  { max: 3, extra: true },
);
const dips = single('Choose your dip', [
  ['Garlic aioli'],
  ['Chipotle mayo'],
  ['Buttermilk ranch'],
  ['Saskatoon berry ketchup', 0.5],
]);
const drinkChoice = single('Choose your drink', [
  ['Fountain pop'],
  ['Drip coffee'],
  ['House lemonade', 1],
  ['Craft root beer', 1.5],
]);
const lemonadeFlavour = single('Flavour', [['Classic'], ['Saskatoon berry', 0.5], ['Strawberry basil', 0.5]]);
const milkChoice = single('Milk', [['Whole milk'], ['Oat milk', 0.75], ['Almond milk', 0.75]]);
const pancakeToppings = multiple(
  'Add toppings',
  [
    ['Saskatoon berry compote', 2],
    ['Whipped cream', 1],
    ['Double-smoked bacon', 3.5],
    ['Fresh strawberries', 2.5],
  ],
  { max: 3, free: 1 },
);
const bennyChoice = single('Choose your benny', [['Back bacon'], ['Smoked salmon', 3], ['Spinach & tomato']]);
const eggStyle = single('Eggs', [['Sunny side up'], ['Over easy'], ['Scrambled'], ['Poached']]);
const soupChoice = single('Choose your soup', [['Roasted squash'], ['French onion', 1.5]]);
const alaMode = multiple(
  'Make it à la mode',
  [
    ['Vanilla bean ice cream', 2.5],
    ['Maple walnut ice cream', 2.5],
  ],
  { max: 1, extra: true },
);
const poutineToppings = multiple(
  'Add toppings',
  [
    ['Pulled pork', 4],
    ['Double-smoked bacon', 2.5],
    ['Caramelized onions', 1.5],
    ['Pickled jalapeños', 1],
  ],
  {
    max: 3,
    free: 1,
  },
);

/* ---------------------------------------------------------------- menus */

const MENUS: MenuDef[] = [
  {
    name: 'All Day Menu',
    description: 'Scratch-made prairie comfort food, served from open to close.',
    sections: [
      {
        name: 'Starters & Shareables',
        description: 'Made for the middle of the table.',
        items: [
          {
            cd: 'A1',
            name: 'Prairie Poutine',
            description:
              'Hand-cut Yukon Gold fries, squeaky Quebec cheese curds and our slow-simmered beef gravy.',
            price: 12.99,
            photos: ['fries-1'],
            sizes: [
              ['Regular', 12.99],
              ['Large', 16.99],
            ],
            options: [poutineToppings],
          },
          {
            cd: 'A2',
            name: 'Garlic Parmesan Fries',
            description:
              'Crispy fries tossed in roasted garlic butter, Parmigiano-Reggiano and fresh parsley.',
            price: 8.49,
            photos: ['fries-2'],
            options: [dips],
            tags: ['vegetarian'],
          },
          {
            cd: 'A3',
            name: 'Roasted Squash Soup',
            description:
              'Butternut squash roasted with maple and thyme, finished with cream and toasted pepitas.',
            price: 6.49,
            photos: ['soup-1'],
            sizes: [
              ['Cup', 6.49],
              ['Bowl', 9.49],
            ],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'A4',
            name: 'French Onion Soup',
            description: 'Deeply caramelized onions in rich beef broth under a bubbling Gruyère crouton.',
            price: 10.49,
            photos: ['soup-2'],
          },
          {
            cd: 'A5',
            name: 'Kale & Quinoa Salad',
            description:
              'Baby kale, red quinoa, roasted chickpeas, dried cranberries and sunflower seeds with lemon-tahini dressing.',
            price: 14.99,
            photos: ['salad-1'],
            options: [proteinAddOn],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'A6',
            name: 'Harvest Beet Salad',
            description:
              'Roasted red and golden beets, whipped goat cheese, candied walnuts and honey-thyme vinaigrette.',
            price: 13.49,
            photos: ['salad-2'],
            options: [proteinAddOn],
            tags: ['vegetarian', 'gluten_friendly', 'new'],
          },
          {
            cd: 'A7',
            name: 'Staff Meal Poutine',
            description: 'Off the menu: whatever the line cooks are craving today.',
            price: 9.99,
            photos: ['fries-1'],
            hidden: true,
          },
          {
            cd: 'A8',
            name: 'Tourtière Bites',
            description:
              'Flaky mini meat pies with spiced pork and beef and a cranberry chutney. Back when the snow flies.',
            price: 11.99,
            photos: ['pie-2'],
            disabled: true,
          },
        ],
      },
      {
        name: 'Burgers & Handhelds',
        description: 'Served on toasted brioche or a warm flour tortilla, with your choice of side.',
        items: [
          {
            cd: 'B1',
            name: 'Golden Maple Burger',
            print_name: 'GM BURGER',
            description:
              'Six ounces of Saskatchewan beef, aged white cheddar, maple-bacon jam, lettuce and tomato on a toasted brioche bun.',
            price: 18.99,
            photos: ['burger-1'],
            options: [sideChoice, burgerToppings, kitchenNotes],
          },
          {
            cd: 'B2',
            name: 'Bison Burger',
            description: 'Saskatchewan bison, smoked Gouda, pickled red onion and roasted garlic aioli.',
            price: 21.49,
            photos: ['burger-2'],
            options: [sideChoice, burgerToppings],
            tags: ['new'],
          },
          {
            cd: 'B3',
            name: 'Hot Honey Chicken Sandwich',
            description:
              'Buttermilk fried chicken thigh, chili-infused honey, crunchy slaw and dill pickles.',
            price: 17.49,
            photos: ['burger-3'],
            options: [sideChoice, spicy],
            tags: ['spicy_mild'],
          },
          {
            cd: 'B4',
            name: 'Chicken Caesar Wrap',
            description:
              'Grilled chicken, romaine, Parmigiano, crispy bacon and house Caesar dressing in a flour tortilla.',
            price: 15.99,
            photos: ['wrap-1'],
            options: [sideChoice],
          },
          {
            cd: 'B5',
            name: 'Smoky Pulled Pork Wrap',
            description: 'Slow-smoked pork shoulder, chipotle barbecue sauce, cabbage slaw and cheddar.',
            price: 16.49,
            photos: ['wrap-2'],
            options: [sideChoice, spicy],
            tags: ['spicy_medium'],
          },
        ],
      },
      {
        name: 'Mains',
        description: 'Hearty plates from the grill and the oven.',
        items: [
          {
            cd: 'C1',
            name: 'AAA Striploin Steak Frites',
            description:
              'Ten-ounce Alberta AAA striploin with herb butter, hand-cut fries and dressed greens.',
            price: 36.99,
            photos: ['steak-1'],
            options: [doneness, steakAddOns],
            tags: ['gluten_friendly'],
          },
          {
            cd: 'C2',
            name: 'Braised Short Rib',
            description:
              'Red-wine braised beef short rib with buttermilk mashed potatoes, glazed carrots and jus.',
            price: 29.99,
            photos: ['steak-2'],
            tags: ['gluten_friendly'],
          },
          {
            cd: 'C3',
            name: 'Beef & Mushroom Pie',
            description:
              'Slow-cooked beef, cremini mushrooms and dark ale gravy under a flaky butter crust, with a side salad.',
            price: 22.49,
            photos: ['pie-1'],
          },
          {
            cd: 'C4',
            name: 'Chicken Pot Pie',
            description:
              'Roast chicken, peas, carrots and leeks in a creamy thyme sauce with a golden puff-pastry lid.',
            price: 19.99,
            photos: ['pie-2'],
          },
          {
            cd: 'C5',
            name: 'Wild Mushroom Flatbread',
            description:
              'Roasted wild mushrooms, caramelized onion, fontina and truffle oil on hand-stretched dough.',
            price: 17.49,
            photos: ['pizza-1'],
            tags: ['vegetarian'],
          },
          {
            cd: 'C6',
            name: 'Prairie Pepperoni Flatbread',
            description: 'Spicy pepperoni, San Marzano tomato, fior di latte and a drizzle of hot honey.',
            price: 16.49,
            photos: ['pizza-2'],
            sizes: [
              ['10-inch', 16.49],
              ['14-inch', 22.99],
            ],
            options: [spicy],
            tags: ['spicy_mild'],
          },
        ],
      },
      {
        name: 'All-Day Brunch',
        description: 'Because pancakes at 4 PM is a perfectly reasonable choice.',
        items: [
          {
            cd: 'D1',
            name: 'Maple Pancake Stack',
            description:
              'Three fluffy buttermilk pancakes with whipped butter and real Canadian maple syrup.',
            price: 14.49,
            photos: ['breakfast-1'],
            options: [pancakeToppings],
            tags: ['vegetarian'],
          },
          {
            cd: 'D2',
            name: 'Bistro Eggs Benedict',
            description:
              'Two poached eggs on a toasted English muffin with lemony hollandaise and crispy hashbrowns.',
            price: 17.99,
            photos: ['breakfast-2'],
            options: [bennyChoice],
          },
          {
            cd: 'D3',
            name: 'Steak & Eggs',
            description: 'Six-ounce sirloin, two eggs your way, hashbrowns and buttered sourdough toast.',
            price: 26.99,
            photos: ['steak-3'],
            options: [eggStyle, doneness],
          },
          {
            cd: 'D4',
            name: 'Lumberjack Breakfast',
            description: 'Three eggs, back bacon, farmer sausage, hashbrowns, maple baked beans and toast.',
            price: 18.49,
            photos: ['breakfast-3'],
            options: [eggStyle],
          },
        ],
      },
      {
        name: 'Desserts',
        items: [
          {
            cd: 'E1',
            name: 'Saskatoon Berry Crumble',
            description: 'Warm Saskatoon berries baked under a buttery oat and brown-sugar crumble.',
            price: 9.49,
            photos: ['dessert-1'],
            options: [alaMode],
            tags: ['vegetarian', 'new'],
          },
          {
            cd: 'E2',
            name: 'Nanaimo Bar Cheesecake',
            description:
              'Chocolate-coconut crust, vanilla custard cheesecake and a dark chocolate ganache top.',
            price: 10.49,
            photos: ['dessert-2'],
            tags: ['vegetarian'],
          },
          {
            cd: 'E3',
            name: 'Butter Tart Sundae',
            description:
              'Vanilla ice cream, warm butter-tart sauce, toasted pecans and a crumbled tart shell.',
            price: 9.99,
            photos: ['dessert-3'],
            tags: ['vegetarian'],
          },
          {
            cd: 'E4',
            name: 'Sticky Toffee Pudding',
            description: 'Date sponge cake soaked in warm toffee sauce with a spoon of crème fraîche.',
            price: 10.99,
            photos: ['dessert-4'],
            soldOut: true,
          },
        ],
      },
      {
        name: 'Drinks',
        items: [
          {
            cd: 'F1',
            name: 'House Lemonade',
            description: 'Fresh-squeezed every morning and just sweet enough.',
            price: 4.99,
            photos: ['drink-1'],
            sizes: [
              ['Regular', 4.99],
              ['Large', 6.49],
            ],
            options: [lemonadeFlavour],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'F2',
            name: 'Iced Maple Latte',
            description: 'A double shot of espresso, cold milk and Canadian maple syrup over ice.',
            price: 5.99,
            photos: ['drink-2'],
            sizes: [
              ['Regular', 5.99],
              ['Large', 6.99],
            ],
            options: [milkChoice],
          },
          {
            cd: 'F3',
            name: 'Craft Root Beer',
            description: 'Small-batch root beer brewed here in Saskatoon, on tap.',
            price: 4.49,
            photos: ['drink-3'],
          },
          {
            cd: 'F4',
            name: 'Hot Spiced Apple Cider',
            description: 'Prairie apple cider mulled with cinnamon, clove and orange peel.',
            price: 4.99,
            photos: ['drink-4'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
        ],
      },
      {
        name: 'Buy one, get one free: Handhelds',
        description: 'Tuesday to Thursday, 2 to 5 PM: order two from this list and the second one is on us.',
        promotion: 'bogo',
        items: [
          {
            cd: 'P1',
            name: 'Classic Smash Burger',
            description: 'Two smashed beef patties, American cheese, pickles and burger sauce.',
            price: 15.99,
            photos: ['burger-1'],
            options: [sideChoice],
          },
          {
            cd: 'P2',
            name: 'Crispy Chicken Wrap',
            description: 'Crispy chicken tenders, lettuce, tomato and chipotle mayo in a warm tortilla.',
            price: 14.99,
            photos: ['wrap-1'],
            options: [sideChoice, spicy],
          },
          {
            cd: 'P3',
            name: 'Black Bean Veggie Burger',
            description: 'House-made black bean and roasted corn patty, avocado and pico de gallo.',
            price: 15.49,
            photos: ['burger-2'],
            options: [sideChoice],
            tags: ['vegetarian'],
          },
        ],
      },
      {
        name: '20% off Sweet Endings',
        description: 'Our bakers’ favourites, 20% off every day.',
        promotion: 'sweets',
        items: [
          {
            cd: 'P4',
            name: 'Classic Butter Tart',
            description: 'Gooey brown-sugar filling in a flaky, all-butter shell, the way Grandma made them.',
            price: 4.49,
            photos: ['pie-2'],
            tags: ['vegetarian'],
          },
          {
            cd: 'P5',
            name: 'Saskatoon Berry Pie Slice',
            description: 'A generous slice of our double-crust Saskatoon berry pie.',
            price: 6.99,
            photos: ['pie-1'],
            options: [alaMode],
            tags: ['vegetarian'],
          },
          {
            cd: 'P6',
            name: 'Saskatoon Berry Milkshake',
            description:
              'Vanilla ice cream blended with Saskatoon berry compote and topped with whipped cream.',
            price: 7.49,
            photos: ['drink-3'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
        ],
      },
    ],
  },
  {
    name: 'Lunch Specials',
    description: 'Every day from 11 AM to 2 PM. Combos come with a fountain pop or drip coffee.',
    duration: { name: 'Lunch', start: '11:00', end: '14:00' },
    sections: [
      {
        name: 'Lunch Combos',
        items: [
          {
            cd: 'L1',
            name: 'Soup & Half Sandwich',
            description: 'A cup of soup and half a turkey club on toasted sourdough.',
            price: 14.99,
            photos: ['soup-3'],
            options: [soupChoice],
            sub_items: [
              { name: 'Cup of soup', spicy: 0 },
              { name: 'Half turkey club', spicy: 0 },
            ],
          },
          {
            cd: 'L2',
            name: 'Burger Lunch Combo',
            description: 'Our classic cheeseburger with hand-cut fries and a drink.',
            price: 17.99,
            photos: ['burger-3'],
            options: [drinkChoice],
            sub_items: [
              { name: 'Classic cheeseburger', spicy: 0 },
              { name: 'Hand-cut fries', spicy: 0 },
              { name: 'Drink', spicy: 0 },
            ],
          },
          {
            cd: 'L3',
            name: 'Buffalo Chicken Wrap Combo',
            description: 'Buffalo chicken wrap with a side Caesar salad and a drink.',
            price: 16.49,
            photos: ['wrap-2'],
            options: [spicy, drinkChoice],
            tags: ['spicy_medium'],
            sub_items: [
              { name: 'Buffalo chicken wrap', spicy: 2 },
              { name: 'Side Caesar salad', spicy: 0 },
            ],
          },
          {
            cd: 'L4',
            name: 'Flatbread & Salad',
            description: 'A personal margherita flatbread with a side kale salad.',
            price: 15.49,
            photos: ['pizza-1'],
            tags: ['vegetarian'],
            sub_items: [
              { name: 'Margherita flatbread', spicy: 0 },
              { name: 'Side kale salad', spicy: 0 },
            ],
          },
          {
            cd: 'L5',
            name: 'Steak Sandwich Lunch',
            description: 'Open-faced sirloin on garlic toast with chipotle-dusted fries.',
            price: 19.99,
            photos: ['steak-2'],
            options: [doneness],
            sub_items: [
              { name: 'Open-faced steak sandwich', spicy: 0 },
              { name: 'Chipotle fries', spicy: 1 },
            ],
          },
          {
            cd: 'L6',
            name: 'Nashville Hot Chicken Bowl',
            description: 'Nashville hot fried chicken over greens with creamy slaw and a cornbread muffin.',
            price: 16.99,
            photos: ['salad-3'],
            tags: ['spicy_hot'],
            sub_items: [
              { name: 'Nashville hot chicken', spicy: 3 },
              { name: 'Creamy slaw', spicy: 0 },
              { name: 'Cornbread muffin', spicy: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dine-in Features',
    description: 'Served at the bistro only: ask your server.',
    onlineOrdering: false,
    sections: [
      {
        name: 'Chef’s Table',
        items: [
          {
            cd: 'G1',
            name: 'Prime Rib Dinner',
            description:
              'Slow-roasted AAA prime rib, Yorkshire pudding, horseradish cream and jus. Fridays and Saturdays from 5 PM.',
            price: 39.99,
            photos: ['steak-1'],
            options: [doneness],
          },
          {
            cd: 'G2',
            name: 'Prairie Harvest Board',
            description:
              'Local cheeses, cured meats, pickled vegetables, Saskatoon berry jam and warm sourdough. For two.',
            price: 24.99,
            photos: ['salad-2'],
          },
          {
            cd: 'G3',
            name: 'Prairie Rye Flight',
            description: 'Three half-ounce pours of Canadian rye whisky from prairie distilleries.',
            price: 18,
            photos: ['drink-4'],
          },
        ],
      },
      {
        name: 'Happy Hour',
        description: 'Weekdays 3 to 5 PM, announced at the bar.',
        hidden: true,
        items: [
          {
            cd: 'H1',
            name: 'Happy Hour Fries',
            description: 'A basket of hand-cut fries with garlic aioli.',
            price: 5,
            photos: ['fries-2'],
          },
        ],
      },
      {
        name: 'Winter Comfort',
        description: 'Returns in November.',
        disabled: true,
        items: [
          {
            cd: 'W1',
            name: 'Tourtière Dinner',
            description: 'Québécois spiced meat pie with mashed potatoes and fruit ketchup.',
            price: 23.99,
            photos: ['pie-1'],
          },
        ],
      },
    ],
  },
];

/* ---------------------------------------------------------------- the tenant */

const HOME = { address: '1415 Cumberland Ave S, Saskatoon, SK', postalCode: 'S7H 2L8' };

export const GOLDEN_MAPLE: TenantData = {
  slug: 'goldenmaple',
  timeZone: 'America/Regina',
  tenant: {
    name: 'Golden Maple Bistro',
    slogan: 'Prairie comfort, made from scratch',
    description:
      'A scratch kitchen in Saskatoon’s Riversdale serving Saskatchewan beef and bison, hand-cut fries, all-day brunch and house-baked pies.',
    phone: '(306) 555-0142',
    email: 'hello@goldenmaple.example.ca',
    website_url: null,
    facebook_url: 'https://www.facebook.com/goldenmaplebistro',
    twitter_url: 'https://twitter.com/goldenmaplebistro',
    wechat_url: 'https://u.wechat.com/goldenmaplebistro',
    instagram_url: 'https://www.instagram.com/goldenmaplebistro',
    theme: 'gold',
  },
  settings: {
    ...EVERY_FEATURE,
    loyalty_reward_program: true,
    loyalty_points_per_order: 10,
    loyalty_points_per_dollar: 1,
    loyalty_points_per_referral: 50,
    primary_color: '#D4A762',
    descriptions: {
      pickup_order: {
        title: 'Pick Up',
        subtitles: ['Ready in about 20 minutes', 'Free parking on 20th Street West'],
      },
      delivery_order: {
        title: 'Delivery',
        subtitles: ['Anywhere in Saskatoon within 10 km', 'Orders of $20 or more, from $3.99'],
      },
    },
    seo: {
      title: 'Golden Maple Bistro | Prairie comfort, made from scratch',
      description:
        'Order online from Golden Maple Bistro in Saskatoon: Saskatchewan beef burgers, bison, hand-cut fries, all-day brunch and house-baked pies.',
    },
    // The banner's one offer is the '$5 off your next order' promotion's own figures ($40, $5).
    promotional_banner: { threshold: 40, discount: 5 },
    // Diners sent over by Prairie Pie Co.'s transition popup are greeted once.
    welcome_popup: {
      enabled: true,
      title: 'Welcome, Prairie Pie Co. friends!',
      message:
        'Prairie Pie Co.’s savoury pies and Saskatoon berry pie are on our menu, with everything else we cook from scratch. Order online for pickup or delivery.',
    },
  },
  about:
    'Golden Maple Bistro opened in Riversdale in 2016 with one idea: cook prairie food the long way. We cut our fries every morning, braise our short ribs overnight, bake pies with Saskatoon berries from a farm outside Dalmeny and buy our beef and bison from Saskatchewan ranchers we know by name.',
  restaurants: [
    {
      key: 'riversdale',
      slug: 'riversdale',
      name: 'Golden Maple Bistro Riversdale',
      phone: '(306) 555-0142',
      email: 'hello@goldenmaple.example.ca',
      address_1: '220 20th St W',
      city_town: 'Saskatoon',
      state_province: 'SK',
      postal_code: 'S7M 0W9',
      latitude: 52.1267,
      longitude: -106.6702,
      timeZone: 'America/Regina',
      settings: { ...ORDERING_LOCATION, tax_rate: 11, gst_rate: 5, pst_rate: 6, max_party_size: 12 },
      // On the built-in test provider while no Stripe key is configured (decision 0030).
      onlinePayment: { accept_online_payment: true },
      hours: {
        sunday: ['10:00 AM', '08:00 PM'],
        monday: null,
        tuesday: ['11:00 AM', '09:00 PM'],
        wednesday: ['11:00 AM', '09:00 PM'],
        thursday: ['11:00 AM', '09:00 PM'],
        friday: ['11:00 AM', '02:00 AM'],
        saturday: ['11:00 AM', '02:00 AM'],
      },
      rushHours: { start: '11:30', end: '13:00', onlineLeadTime: 35, deliveryLeadTime: 70 },
      delivery: {
        support_pickup: true,
        support_delivery: true,
        delivery_fee: 4.99,
        delivery_fees: [
          { min_radius: 0, max_radius: 3, fee: 3.99 },
          { min_radius: 3, max_radius: 6, fee: 5.99 },
          { min_radius: 6, max_radius: 10, fee: 7.99 },
        ],
        minimum_order_amount: 20,
        delivery_area_postal_codes: 'S7H, S7J, S7K, S7L, S7M, S7N, S7V',
        delivery_area_radius: 10,
      },
      holidays: [
        { days: -12, open: null, note: 'Closed for a plumbing repair' },
        { days: 5, open: null, note: 'Closed for our staff appreciation day' },
        { days: 9, open: ['12:00 PM', '06:00 PM'], note: 'Private event in the evening: open 12 to 6 PM' },
        {
          days: 16,
          open: ['10:00 AM', '11:00 PM'],
          note: 'Extended hours for the Riversdale street festival',
        },
        { days: 23, open: null, note: 'Closed for kitchen maintenance' },
        {
          days: 31,
          open: ['04:00 PM', '11:00 PM'],
          note: 'Dinner only: our brunch crew is catering a wedding',
        },
        { days: 45, open: null, note: 'Closed for a private celebration' },
        { days: 60, open: ['11:00 AM', '03:00 PM'], note: 'Early close for our annual team retreat' },
      ],
      cutlery: ['Utensils', 'Napkins', 'Straws'],
      menus: MENUS,
    },
  ],
  promotions: [
    {
      name: 'Free delivery near the bistro',
      description: 'Free delivery within 3 km of the bistro on orders of $30 or more, all month long.',
      type: 'Free delivery',
      image: 'promo-1',
      window: { from: -10, until: 20 },
      conditions: [
        'Delivery orders within 3 km of 220 20th St W',
        'Minimum order of $30 before tax',
        'Online orders only',
      ],
      instructions: ['Choose Delivery and enter your address', 'The delivery fee comes off at checkout'],
      rules: {
        allowed_delivery_method: 'Delivery',
        free_delivery_condition: 'Distance',
        delivery_distance_in_meter: 3000,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 30,
      },
    },
    {
      name: 'Pay online, save 5%',
      description: 'Coming soon: pay by card when you order online and save 5% on your food.',
      type: 'Payment method reward',
      image: 'promo-2',
      window: { from: 7, until: null },
      conditions: ['Online orders paid by credit or debit card', 'Not combinable with coupons'],
      instructions: ['Choose “Pay online” at checkout', 'The saving shows before you pay'],
      rules: { payment_method: 'Online', discount_percentage: 5 },
    },
    {
      key: 'bogo',
      name: 'Two-for-one Handhelds',
      description:
        'Tuesday to Thursday from 2 to 5 PM: buy a handheld from the list and get a second one free.',
      type: 'Buy one, get one free',
      image: 'promo-3',
      window: { from: -10, until: 20 },
      conditions: [
        'Tuesday to Thursday, 2 PM to 5 PM',
        'The lower-priced handheld is free',
        'Pickup and delivery',
      ],
      instructions: [
        'Add two handhelds from the “Buy one, get one free” section',
        'The discount is applied in your cart',
      ],
      rules: {
        weekdays: weekdayWindows(['tuesday', 'wednesday', 'thursday'], '14:00', '17:00'),
        discount_on_cheapest_item: 100,
        must_be_same_item: false,
      },
    },
    {
      name: 'Welcome 10% off',
      description: 'New here? Take 10% off your first online order of $25 or more.',
      type: '% discount on cart',
      image: 'promo-4',
      couponCode: 'WELCOME10',
      conditions: ['Minimum order of $25 before tax', 'One coupon per order'],
      instructions: ['Enter the code WELCOME10 in your cart'],
      rules: {
        discount_percentage: 10,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 25,
        first_order_only: true,
      },
    },
    {
      key: 'nextOrder',
      name: '$5 off your next order',
      description: 'Spend $40 or more today and we will send you a $5 coupon for your next order.',
      type: 'Fixed discount amount on cart',
      image: 'promo-5',
      conditions: ['Orders of $40 or more before tax', 'The coupon is good for 30 days'],
      instructions: ['Place your order as usual', 'Your coupon code arrives with your order confirmation'],
      rules: {
        discount_amount: 5,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 40,
        highlight_custom_selection_cart_value_exceeds: 35,
        is_next_order_coupon: true,
        coupon_code_expire_in: 30,
        coupon_code_expire_unit: 'days',
      },
    },
    {
      key: 'sweets',
      name: '20% off Sweet Endings',
      description: 'Butter tarts, Saskatoon berry pie and milkshakes: 20% off, every day.',
      type: '% discount on selected items',
      image: 'promo-6',
      conditions: ['Items in the “Sweet Endings” section', 'Pickup and delivery'],
      instructions: ['Add any item from the section', 'The discount is applied in your cart'],
      rules: {
        allowed_order_channel: 'Any',
        discount_percentage: 20,
      },
    },
    {
      name: 'Grand opening: $10 off $60',
      description: 'Our grand opening offer.',
      type: 'Fixed discount amount on cart',
      image: 'promo-5',
      couponCode: 'GRANDOPENING',
      disabled: true,
      conditions: ['Orders of $60 or more'],
      instructions: ['Enter GRANDOPENING in your cart'],
      rules: { discount_amount: 10, minimum_order_amount_option: 'Minimum amount', minimum_order_amount: 60 },
    },
  ],
  announcements: [
    {
      title: 'Patio season is here',
      short: 'Our south-facing patio on 20th Street is open, weather permitting.',
      description:
        'Grab a seat in the sun and [see our menu](/menus) for patio specials. Bringing a group? Book at www.goldenmaple.example.ca, email hello@goldenmaple.example.ca or call (306) 555-0142.',
    },
    {
      title: 'Brunch, all day long',
      short: 'Pancakes, bennies and steak & eggs from open to close.',
      description:
        'Brunch is no longer just a weekend thing: [order brunch online](/orderonline) any time we are open. Catering a morning meeting? Write to catering@goldenmaple.example.ca, call (306) 555-0142 or visit www.goldenmaple.example.ca/catering.',
    },
    {
      title: 'Gift cards for every occasion',
      short: 'Holiday bundle: pay $100, get two $60 cards.',
      description:
        '[Shop gift cards](/gift) and send one by email in minutes. Questions about a card? Email giftcards@goldenmaple.example.ca, call (306) 555-0142 or check your balance at www.goldenmaple.example.ca.',
    },
  ],
  gallery: [
    'Our dining room on a Saturday night',
    'Fries cut by hand, every morning',
    'Brunch on the patio',
    'The Golden Maple Burger',
    'Pies fresh out of the oven',
    'The bar and our prairie rye collection',
    'Plating the braised short rib',
    'Riversdale at golden hour',
  ],
  testimonials: [
    {
      author: 'Megan R., Saskatoon',
      quote:
        'The bison burger is the best in the city, and the Saskatoon berry crumble is worth the drive alone.',
      rating: 5,
    },
    {
      author: 'Daniel K.',
      quote: 'Ordered delivery on a -30 night and it arrived hot. Poutine gravy is the real deal.',
      rating: 5,
    },
    {
      author: 'Sophie L., Regina',
      quote: 'Brunch at 3 PM on a Sunday, great coffee and friendly staff. We will be back.',
      rating: 4,
    },
    { author: 'Harpreet S.', quote: 'Steak frites cooked exactly medium rare. Lovely patio too.', rating: 5 },
  ],
  giftCardProducts: standardGiftCardProducts('Golden Maple'),
  signatureDishes: ['B1', 'B2', 'C1', 'C2', 'D1', 'E1'],
  members: {
    demoAddress: {
      address_1: '1415 Cumberland Ave S',
      city_town: 'Saskatoon',
      state_province: 'SK',
      postal_code: 'S7H 2L8',
    },
    demoOrders: [
      {
        status: 'Received',
        daysAgo: 3,
        placedAt: '17:40',
        readyAfter: 50,
        pickupTimeType: 'Schedule',
        lines: [
          {
            cd: 'B1',
            quantity: 1,
            options: [
              ['Choose your side', 'Sweet potato fries'],
              ['Add toppings', 'Double-smoked bacon'],
              ['Add toppings', 'Fried egg'],
            ],
          },
          { cd: 'A3', quantity: 1, size: 'Bowl' },
          { cd: 'F1', quantity: 2, size: 'Large', options: [['Flavour', 'Saskatoon berry']] },
        ],
        cutlery: [
          ['Utensils', 2],
          ['Napkins', 2],
        ],
        specialRequests: 'Please pack the gravy separately.',
      },
      {
        status: 'Accepted',
        daysAgo: 4,
        placedAt: '14:20',
        readyAfter: 20,
        pickupTimeType: 'ASAP',
        onWeekdays: ['tuesday', 'wednesday', 'thursday'],
        lines: [
          { cd: 'P1', quantity: 1, options: [['Choose your side', 'Hand-cut fries']] },
          { cd: 'P3', quantity: 1, options: [['Choose your side', 'Side Caesar salad']] },
        ],
        bogo: { promotion: 'bogo', freeCd: 'P3' },
      },
      {
        status: 'Fulfilled',
        daysAgo: 12,
        placedAt: '18:05',
        readyAfter: 45,
        pickupTimeType: 'ASAP',
        delivery: {
          address: HOME.address,
          postalCode: HOME.postalCode,
          addressType: 'Home',
          distanceInMeter: 3400,
          fee: 5.99,
        },
        lines: [
          {
            cd: 'C1',
            quantity: 1,
            options: [
              ['Doneness', 'Medium rare'],
              ['Steak add-ons', 'Peppercorn sauce'],
            ],
          },
          { cd: 'C4', quantity: 1 },
          { cd: 'A6', quantity: 1, options: [['Add a protein', 'Grilled chicken']] },
          { cd: 'E1', quantity: 2, options: [['Make it à la mode', 'Vanilla bean ice cream']] },
        ],
        cutlery: [['Utensils', 3]],
        redeemCoupon: true,
        giftCard: 17.5,
        issueNextOrderCoupon: true,
      },
      {
        status: 'Cancelled',
        daysAgo: 20,
        placedAt: '11:50',
        readyAfter: 25,
        pickupTimeType: 'ASAP',
        lines: [
          {
            cd: 'D1',
            quantity: 2,
            options: [
              ['Add toppings', 'Saskatoon berry compote'],
              ['Add toppings', 'Whipped cream'],
            ],
          },
          { cd: 'D4', quantity: 1, options: [['Eggs', 'Over easy']] },
          { cd: 'F2', quantity: 2, size: 'Regular', options: [['Milk', 'Oat milk']] },
        ],
        statusNote: 'The customer called: plans changed.',
      },
      {
        status: 'Rejected',
        daysAgo: 35,
        placedAt: '20:10',
        readyAfter: 30,
        pickupTimeType: 'ASAP',
        lines: [
          { cd: 'C6', quantity: 1, size: '14-inch', options: [['Spicy', 'Hot']] },
          { cd: 'A1', quantity: 1, size: 'Large', options: [['Add toppings', 'Pulled pork']] },
        ],
        statusNote: 'A power outage on 20th Street closed the kitchen early.',
      },
    ],
    guests: {
      priya: { first: 'Priya', last: 'Singh', email: 'priya.singh@example.com', phone: '306-555-0121' },
      mateo: { first: 'Mateo', last: 'Alvarez', email: 'mateo.alvarez@example.com', phone: '306-555-0134' },
      chloe: { first: 'Chloé', last: 'Gagnon', email: 'chloe.gagnon@example.com', phone: '306-555-0156' },
      liam: { first: 'Liam', last: 'Okafor', email: 'liam.okafor@example.com', phone: '306-555-0168' },
    },
    guestOrders: [
      {
        guest: 'priya',
        daysAgo: 6,
        placedAt: '12:05',
        readyAfter: 20,
        lines: [
          { cd: 'B1', quantity: 1, options: [['Choose your side', 'Hand-cut fries']] },
          { cd: 'F3', quantity: 1 },
        ],
      },
      {
        guest: 'priya',
        daysAgo: 15,
        placedAt: '18:20',
        readyAfter: 25,
        lines: [
          { cd: 'B1', quantity: 2, options: [['Choose your side', 'Poutine']] },
          { cd: 'E2', quantity: 1 },
        ],
      },
      {
        guest: 'priya',
        daysAgo: 28,
        placedAt: '12:40',
        readyAfter: 20,
        lines: [
          { cd: 'A1', quantity: 1, size: 'Regular' },
          { cd: 'B1', quantity: 1, options: [['Choose your side', 'Side Caesar salad']] },
        ],
      },
      {
        guest: 'mateo',
        daysAgo: 9,
        placedAt: '19:15',
        readyAfter: 30,
        lines: [
          { cd: 'C1', quantity: 1, options: [['Doneness', 'Medium']] },
          { cd: 'A1', quantity: 1, size: 'Regular' },
        ],
      },
      {
        guest: 'mateo',
        daysAgo: 22,
        placedAt: '19:45',
        readyAfter: 30,
        lines: [
          { cd: 'C2', quantity: 2 },
          { cd: 'A1', quantity: 1, size: 'Large' },
        ],
      },
      {
        guest: 'chloe',
        daysAgo: 11,
        placedAt: '10:30',
        readyAfter: 25,
        lines: [
          { cd: 'D1', quantity: 1 },
          { cd: 'D2', quantity: 1, options: [['Choose your benny', 'Smoked salmon']] },
        ],
      },
      {
        guest: 'liam',
        daysAgo: 18,
        placedAt: '13:10',
        readyAfter: 20,
        lines: [
          { cd: 'A1', quantity: 2, size: 'Regular' },
          {
            cd: 'B3',
            quantity: 1,
            options: [
              ['Choose your side', 'Hand-cut fries'],
              ['Spicy', 'Hot'],
            ],
          },
        ],
      },
    ],
    codePrefix: 'GM',
    nextOrderPromotion: 'nextOrder',
    referredMember: {
      first: 'Avery',
      last: 'Bouchard',
      email: 'avery.bouchard@example.com',
      phone: '306-555-0173',
      address: {
        address_1: '811 Spadina Cres E',
        city_town: 'Saskatoon',
        state_province: 'SK',
        postal_code: 'S7K 3H4',
      },
    },
    blockedGuest: { first: 'Casey', last: 'Morin', email: 'blocked@example.com', phone: '306-555-0100' },
    reservationNotes: [
      'Birthday dinner: a table on the patio if the weather allows.',
      'Team dinner; two vegetarians in the group.',
      'Window table, please.',
    ],
  },
};
