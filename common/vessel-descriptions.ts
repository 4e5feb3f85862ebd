/** What the fleet page says of each vessel, by vessel key; apart from `fleet.ts` so that the footer, on every page, does not ship it. */
export const vesselDescriptions: Readonly<Record<string, string>> = {
  peace:
    'The flagship of the fleet. Peace pairs a sweeping flybridge with a salon finished in warm teak and soft leather, so a day on the Gulf feels like a week away. Three staterooms, a chef-ready galley and a swim platform made for lazy afternoons off Lido Key.',
  rallypoint:
    'Rally Point is where the party gathers. An open-plan main deck flows onto a generous cockpit, and the flybridge is the best seat in the house for a sunset cruise along Sarasota Bay.',
  memorymaker:
    'True to her name, Memory Maker is built for the days you will talk about for years: birthdays, anniversaries and long lunches at anchor. A bright salon, a shaded aft deck and a captain who knows every sandbar between here and Egmont Key.',
  memoriesnotdreams:
    'A graceful cruiser for Tampa Bay and the waters off St. Petersburg. Memories, Not Dreams offers a relaxed salon, a flybridge with panoramic views of the skyline, and room for the whole family to spread out.',
  lilbitnauti:
    "Playful on the outside and polished within, Lil' Bit Nauti is the Anna Maria favourite. Cruise to Bean Point, drop anchor off Passage Key, and let the crew handle everything from the lines to the cold drinks.",
  kaifin:
    'Sleek, quick and wonderfully smooth, Kai Fin is a sport yacht for members who like the journey as much as the destination. A wide sun pad, a shaded helm deck and plenty of power for a run down the coast.',
  congetta:
    'Congetta is classic elegance on the water: a comfortable salon, a sheltered cockpit and an easy, steady ride that makes her ideal for dinner cruises around the St. Petersburg waterfront.',
  fountainepajot:
    'Space and stability define this French-built power catamaran. Twin hulls give a remarkably smooth ride and a vast deck, with a forward lounge, a flybridge and a salon that opens wide to the sea breeze.',
  giddyup:
    'Giddy Up lives up to her name: an express cruiser with a spirited turn of speed, a cockpit built for entertaining and a cabin below for a quiet moment out of the sun.',
  wanderlust:
    'For members with somewhere to be, or nowhere at all. Wanderlust is a nimble express cruiser that loves a beach-hopping day from Siesta Key to Longboat Pass.',
  goldenticket:
    'Golden Ticket is an easy yes for an afternoon on the water: a bright, open cockpit, a bow lounge for sunbathers and a helm that keeps everyone together in conversation.',
  happyhour:
    'Steady, spacious and made for good company, Happy Hour is a power catamaran with a wide-open deck, shaded seating and a wet bar. She is the fleet’s favourite for sunset gatherings.',
  thirsttrap:
    'The Venice day boat. Thirst Trap is a big, capable center console with plush seating fore and aft, ready for shelling at Caspersen Beach, snorkelling or a quick run offshore.',
  topshelf:
    'Top Shelf carries up to 13 guests, the most of any day boat in the fleet. Generous seating, a shaded console and a smooth ride make her perfect for family days and sandbar afternoons.',
  oceanrode:
    'Quick, dry and fun, Ocean Rode is the fleet’s nimble center console: the boat to take when the plan is a swim, a sandbar and a late lunch on the water.',
}
