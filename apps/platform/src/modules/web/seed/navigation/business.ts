import { hub, link, page } from '../nodes';
import { externalSites } from '../urls';

export const business = hub(
  'business',
  'Business',
  'Sponsorship, advertising and networking with Brackwater Blues FC and the businesses that support the club.',
  [
    hub(
      'sponsorships',
      'Sponsorships',
      "Partner with the Blues men's and women's first teams and reach supporters across Brackwater and beyond.",
      [
        page('womens-first-team', "Women's First Team Sponsorship", [
          "Sponsoring Brackwater Blues Women puts your brand in front of one of the fastest-growing audiences in football. Packages include shirt and training-wear branding, player appearances and hospitality at home games.",
        ]),
        page('mens-first-team', "Men's First Team Sponsorship", [
          "Our men's first team partnerships range from shirt sleeve and training kit branding to player sponsorship. Every partnership is built around your goals, with a dedicated account manager for the season.",
        ]),
      ],
    ),
    hub(
      'business-club',
      'Business Club',
      'The Blues Business Club brings local firms together for networking, hospitality and new opportunities.',
      [
        page('official-membership', 'Official Membership', [
          'Official membership of the Business Club includes six networking events a season, two hospitality tickets for a home game and a listing in the online business directory.',
        ]),
        page('premier-membership', 'Premier Membership', [
          'Premier membership adds a season-long table in the 1889 Club, a feature in the matchday programme and a speaking slot at one of our business breakfasts to everything in official membership.',
        ]),
      ],
    ),
    page('partners', 'Our Partners', [
      'Brackwater Blues FC is proud to work with partners who share our ambitions on and off the pitch. Our principal and official partners support everything from the first team to Blues in the Community.',
    ]),
    page('online-business-directory', 'Online Business Directory', [
      'The online business directory lists every member of the Blues Business Club, so supporters and members can find and recommend local firms. Members can update their listing at any time.',
    ]),
    page('advertising', 'Advertising', [
      "Advertise to more than 18,000 supporters on matchday with perimeter LED boards, big-screen slots and programme pages, or reach fans online through the club's website and social channels.",
    ]),
    link('business-networking-events', 'Business Networking Events', `${externalSites.events}/business-networking`, {
      newTab: false,
    }),
  ],
  { published: '2024-06-24 09:00' },
);
