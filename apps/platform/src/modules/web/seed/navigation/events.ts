import { hub, link, page } from '../nodes';
import { externalSites } from '../urls';

const conferences = `${externalSites.venue}/conferences`;
const parties = `${externalSites.venue}/private-parties`;

export const events = hub(
  'events',
  'Events',
  "Christmas parties, conferences, celebrations and what's on at The Quayside all year round.",
  [
    hub(
      'christmas',
      'Christmas at The Quayside',
      'Celebrate the festive season with the Blues: party nights, festive lunches and a grotto for the youngest fans.',
      [
        page('christmas-party-nights', 'Christmas Party Nights', [
          'Our shared Christmas party nights in the Harbour Lounge include a three-course festive dinner, a live band and a DJ until midnight. Tables are for ten, and smaller groups are seated together.',
        ]),
        page('festive-lunches', 'Festive Lunches', [
          'Festive lunches run every weekday from 1 to 19 December, with a traditional menu and views over the Quayside pitch. They are ideal for office parties and get-togethers with friends.',
        ]),
        page('christmas-day-lunch', 'Christmas Day Lunch', [
          'Let us do the cooking this year. Christmas Day lunch in the Lighthouse Lounge is five courses with a glass of fizz on arrival and a visit from Father Christmas for the children.',
        ]),
        page('new-years-eve', "New Year's Eve", [
          'See in the New Year at The Quayside with a black-tie dinner, a live band and the best view of the harbour fireworks in Brackwater. Carriages are at 1am.',
        ]),
        page('santas-grotto', "Santa's Grotto", [
          "Santa's grotto in the players' tunnel opens on weekends in December, with a gift for every child and a photograph with Bosun the mascot. Booking is essential as sessions sell out quickly.",
        ]),
      ],
      { published: '2024-10-01 09:00' },
    ),
    page('whats-on', "What's On", [
      'From comedy nights and quiz evenings to beer festivals and the annual Blues player awards, there is always something happening at The Quayside. All events are open to the public unless stated.',
    ]),
    link('conferences-and-corporate-events', 'Conferences and Corporate Events', conferences, {
      newTab: true,
      children: [
        link('meeting-rooms', 'Meeting Rooms', `${conferences}/meeting-rooms`, { newTab: true }),
        link('day-delegate-packages', 'Day Delegate Packages', `${conferences}/day-delegate-packages`, {
          newTab: true,
        }),
        link('exhibitions', 'Exhibitions', `${conferences}/exhibitions`, { newTab: true }),
      ],
    }),
    link('private-parties-celebrations', 'Private Parties and Celebrations', parties, {
      newTab: true,
      children: [
        link('weddings', 'Weddings', `${parties}/weddings`, { newTab: true }),
        link('milestone-birthdays', 'Milestone Birthdays', `${parties}/milestone-birthdays`, { newTab: true }),
        link('celebrations-of-life', 'Celebrations of Life', `${parties}/celebrations-of-life`, { newTab: true }),
      ],
    }),
  ],
  { published: '2024-07-01 09:00' },
);
