import { hub, page } from '../nodes';

export const hospitality = hub(
  'hospitality',
  'Hospitality',
  'Matchday dining, private boxes and sponsorship packages at The Quayside.',
  [
    hub(
      'packages',
      'Hospitality Packages',
      'Six ways to enjoy a Blues home game in style, from a seat in the Lighthouse Lounge to your own private box.',
      [
        page('the-captains-table', "The Captain's Table", [
          "The Captain's Table is our finest dining experience: a four-course meal with a former Blues captain as your host, padded seats on the halfway line and a visit from the man of the match after the final whistle.",
        ]),
        page('harbour-lounge', 'Harbour Lounge', [
          'The Harbour Lounge overlooks the estuary and serves a two-course carvery before kick-off. Guests enjoy a half-time drink, a matchday programme and padded seats in the Lighthouse Stand.',
        ]),
        page('lighthouse-lounge', 'Lighthouse Lounge', [
          'A relaxed pre-match atmosphere with street-food style dining, a pay bar and seats in the centre of the Lighthouse Stand. It is the ideal first taste of hospitality at The Quayside.',
        ]),
        page('1889-club', 'The 1889 Club', [
          "Named after the year the club was founded, the 1889 Club is a season-long hospitality membership with a reserved table for every home league game, a complimentary bar and parking on Harbour Road.",
        ]),
        page('private-boxes', 'Private Boxes', [
          "Our private boxes seat eight to twelve guests with a private balcony, a dedicated host and a three-course menu. They are available for single matches or the whole season.",
        ]),
        page('family-hospitality', 'Family Hospitality', [
          'Family Hospitality brings the whole family together for a matchday lunch, a meet-and-greet with Bosun the mascot and seats in the Family Stand. Children under twelve eat from their own menu.',
        ]),
      ],
    ),
    hub(
      'match-sponsorship',
      'Match Sponsorship',
      "Put your business at the centre of a Blues matchday with one of our sponsorship packages.",
      [
        page('matchday-sponsor', 'Matchday Sponsor', [
          "As matchday sponsor you host up to twenty guests in a private suite, present the man-of-the-match award and see your brand on the big screen and in the programme.",
        ]),
        page('ball-sponsor', 'Ball Sponsor', [
          'The match ball sponsor package includes hospitality for ten guests, a presentation of the signed match ball and a photograph with the captain on the pitch after the game.',
        ]),
        page('associate-matchday-sponsor', 'Associate Matchday Sponsor', [
          "Associate matchday sponsorship is an affordable way to entertain clients at The Quayside, with lounge hospitality for six guests and a mention in the matchday programme.",
        ]),
      ],
    ),
    page('faqs', 'Hospitality FAQs', [
      "The dress code in our lounges is smart casual, and football shirts are welcome in every lounge except The Captain's Table. Lounges open two and a half hours before kick-off and stay open for an hour after the game.",
    ]),
    page('flexi', 'Flexi Hospitality', [
      "Flexi hospitality lets you buy credit for ten matches and use it whenever you like across the season, for yourself or for guests. Unused credit rolls over to the next home game on your account.",
    ]),
    page('matchday-menus', 'Matchday Menus', [
      "Our chefs cook with produce from farms and fishermen around Brackwater, and the menus change with every home game. Vegetarian, vegan and gluten-free dishes are always available, and allergens are listed on every menu.",
    ]),
  ],
  { published: '2024-06-17 11:00' },
);
