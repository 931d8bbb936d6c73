import { hub, link, page } from '../nodes';
import { externalSites } from '../urls';

export const tickets = hub(
  'tickets',
  'Tickets',
  'Match tickets, memberships, stadium tours and everything you need to know before a game at The Quayside.',
  [
    page('match-tickets', 'Match Tickets', [
      "Tickets for every Blues home game at The Quayside go on sale through our online ticket office, with members getting priority before general sale. Prices are set by category, so a Category A fixture costs a little more than a midweek cup tie.",
      'Buy online, call the ticket office on 01632 960 100, or visit us in person at the Harbour Road entrance from 10am to 4pm on weekdays. Concessions are available for under-18s, over-65s and students with valid ID.',
    ]),
    hub(
      'memberships',
      'Memberships',
      'Choose the membership that fits the way you follow the Blues, from every home game to a first-year gift for the newest fan.',
      [
        page('adult', 'Adult Membership', [
          "An Adult Membership is your seat at every home league game of the 2025/26 season, at a saving of up to 20% on matchday prices. Members also get priority access to away and cup tickets, a members' pack and 10% off in the club shop.",
        ]),
        page('blues-bar', 'Blues Bar Membership', [
          "The Blues Bar Membership adds a place in the Blues Bar before and after every home game to a season seat in the Dockside Stand. Enjoy reserved tables, a matchday programme and the post-match interview with a first-team player on the big screen.",
        ]),
        page('international', 'International Membership', [
          "Follow the Blues from anywhere in the world with an International Membership. It includes a welcome pack posted to your door, a Club TV discount and priority for one home match ticket each season when you visit Brackwater.",
        ]),
        page('premium', 'Premium Membership', [
          "Premium Membership gives you a padded seat in the centre of the Lighthouse Stand, lounge access with a half-time drink and a dedicated entrance away from the matchday queues. It is the best way to watch every home game in comfort.",
        ]),
        page('young-blues', 'Young Blues Membership', [
          'Young Blues Membership is for supporters aged 11 to 17 and comes with a season seat in the Family Stand at a junior price. Members are invited to the Junior Fans Forum and receive a birthday card signed by the squad.',
        ]),
        page('little-blues', 'Little Blues Membership', [
          "Little Blues is our membership for babies and toddlers under three, and the perfect first gift for a new arrival. It includes a personalised certificate, a Blues bib and rattle, and a birthday message from the club mascot, Bosun.",
        ]),
      ],
    ),
    hub(
      'stadium-tours',
      'Stadium Tours',
      'Go behind the scenes at The Quayside: the dressing rooms, the tunnel, the dugouts and more than a century of history.',
      [
        page('faqs', 'Stadium Tour FAQs', [
          'Public tours last around 75 minutes and run on most non-matchday weekdays and Saturdays. The full route is step-free, with a lift between floors, and carers accompanying a disabled visitor go free.',
        ]),
        page('public-stadium-tours', 'Public Stadium Tours', [
          "Walk in the footsteps of Blues legends on a guided tour of The Quayside, from the home dressing room to pitchside and the directors' box. Tours start at the club shop and finish in the Heritage Room, home to the 1927 cup-winning shirt.",
        ]),
        page('private-stadium-tours', 'Private Stadium Tours', [
          'Book a private tour for a birthday, a school trip or a team outing and choose a date and time that suits your group. Private tours can include lunch in the Harbour Lounge and a penalty on the Quayside pitch, subject to the groundstaff.',
        ]),
        page('vouchers', 'Stadium Tour Vouchers', [
          'A stadium tour voucher makes a great present for any Blues fan and is valid for twelve months from purchase. Vouchers are sent by email and can be redeemed online against any public tour date.',
        ]),
      ],
    ),
    page('loyalty-points', 'Loyalty Points', [
      'Every home match ticket you buy earns loyalty points on your supporter account, and members earn double. When demand is high, including for cup finals, tickets are offered in order of loyalty points.',
    ]),
    page('away-travel', 'Away Travel', [
      "Our official coaches leave The Quayside for every away league game, with a stop at Brackwater Parkway. Seats can be booked with your away ticket, and the travel club's stewards are on board to keep the journey safe and friendly.",
    ]),
    hub(
      'information',
      'Ticket Information',
      'Guides, policies and answers to the questions our ticket office hears most often.',
      [
        page('members-guide', "Members' Guide", [
          "The Members' Guide explains everything your membership includes, from moving your seat to passing your ticket to a friend when you cannot make a game. Keep it handy for the season ahead.",
        ]),
        page('how-to-guides', 'How-To Guides', [
          'Step-by-step guides show you how to buy tickets online, add a match ticket to your phone wallet and transfer a ticket to another supporter. Each guide takes only a couple of minutes to follow.',
        ]),
        page('matchday-faqs', 'Matchday FAQs', [
          'Turnstiles open 90 minutes before kick-off and bags larger than A4 are not allowed into the stadium. All kiosks at The Quayside are cashless and accept cards and phone payments.',
        ]),
        page('ticket-upgrades', 'Ticket Upgrades', [
          "Upgrade your match ticket to a seat in the Harbour Lounge, including a two-course meal and a padded seat in the Lighthouse Stand. Upgrades are subject to availability and can be added up to 48 hours before kick-off.",
        ]),
        page('code-of-conduct', 'Code of Conduct', [
          'Everyone is welcome at The Quayside, and everyone has the right to enjoy the game without abuse or discrimination. The code of conduct sets out what we expect of supporters and what happens when those standards are not met.',
        ]),
        link('terms-and-conditions', 'Terms and Conditions', `${externalSites.tickets}/terms-and-conditions`, {
          newTab: true,
        }),
      ],
    ),
  ],
  { published: '2024-06-10 09:30' },
);
