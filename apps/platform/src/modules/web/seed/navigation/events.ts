import { hub, link } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

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
        article(
          'christmas-party-nights',
          'Christmas Party Nights',
          'Shared Christmas party nights in the Harbour Lounge with a three-course dinner, live band and DJ, from £49 per person.',
          html`
            <p>Our shared Christmas party nights in the Harbour Lounge include a three-course festive dinner, a live band and a DJ until midnight. Tables are for ten, and smaller groups are seated together.</p>
            <h2>Dates and prices</h2>
            <table>
              <caption>Christmas party nights, December 2025 (per person)</caption>
              <thead>
                <tr><th>Night</th><th>Dates</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Thursday</td><td>4, 11 and 18 December</td><td>£49</td></tr>
                <tr><td>Friday</td><td>5, 12 and 19 December</td><td>£59</td></tr>
                <tr><td>Saturday (no home game)</td><td>6 and 13 December</td><td>£59</td></tr>
              </tbody>
            </table>
            <h2>The evening</h2>
            <ul>
              <li>Arrival from 7pm, dinner served at 7.45pm</li>
              <li>Live band from 9pm, then our DJ until midnight</li>
              <li>Pay bar until 11.45pm; pre-order wine with dinner and save 10%</li>
              <li>Carriages at 12.30am</li>
            </ul>
            <p>A £10 per person deposit secures your table, with the balance due by 1 November. Book on ${facts.events} or at ${mail(facts.email.events)}.</p>
          `,
        ),
        article(
          'festive-lunches',
          'Festive Lunches',
          'Weekday festive lunches at The Quayside from 1 to 19 December, with views over the pitch, from £32 per person.',
          html`
            <p>Festive lunches run every weekday from 1 to 19 December, with a traditional menu and views over the Quayside pitch. They are ideal for office parties and get-togethers with friends.</p>
            <h2>Menu</h2>
            <ul>
              <li>Spiced parsnip soup or Brackwater smoked mackerel pâté</li>
              <li>Roast turkey with all the trimmings, or a vegan nut roast</li>
              <li>Christmas pudding with brandy sauce, or chocolate torte</li>
              <li>Tea, coffee and mince pies</li>
            </ul>
            <table>
              <caption>Festive lunch prices, December 2025 (per person)</caption>
              <thead>
                <tr><th>Package</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Three-course lunch</td><td>£32</td></tr>
                <tr><td>Three-course lunch with a glass of fizz and half a bottle of wine</td><td>£45</td></tr>
                <tr><td>Children under 12</td><td>£15</td></tr>
              </tbody>
            </table>
            <p>Lunch is served from 12.30pm, with the room available until 4pm. Book on ${facts.events} or at ${mail(facts.email.events)}.</p>
          `,
        ),
        article(
          'christmas-day-lunch',
          'Christmas Day Lunch',
          'A five-course Christmas Day lunch in the Lighthouse Lounge with fizz on arrival and a visit from Father Christmas.',
          html`
            <p>Let us do the cooking this year. Christmas Day lunch in the Lighthouse Lounge is five courses with a glass of fizz on arrival and a visit from Father Christmas for the children.</p>
            <h2>The day</h2>
            <ul>
              <li>Arrival from 12.30pm with a glass of fizz or a soft drink</li>
              <li>Five-course lunch served at 1pm, with a vegetarian and a children's menu</li>
              <li>A visit from Father Christmas with a gift for every child</li>
              <li>The King's speech on the big screen at 3pm</li>
            </ul>
            <table>
              <caption>Christmas Day lunch prices, 25 December 2025</caption>
              <thead>
                <tr><th>Guest</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£99</td></tr>
                <tr><td>Child (4 to 12)</td><td>£45</td></tr>
                <tr><td>Under 4</td><td>Free</td></tr>
              </tbody>
            </table>
            <p>Full payment is due at booking, and places are limited to 120 guests. Book on ${facts.events}.</p>
          `,
        ),
        article(
          'new-years-eve',
          "New Year's Eve",
          "A black-tie New Year's Eve dinner at The Quayside with a live band and the best view of the harbour fireworks, £85 per person.",
          html`
            <p>See in the New Year at The Quayside with a black-tie dinner, a live band and the best view of the harbour fireworks in Brackwater. Carriages are at 1am.</p>
            <h2>The evening</h2>
            <ul>
              <li>Drinks reception from 7pm</li>
              <li>Four-course dinner at 8pm</li>
              <li>Live band and DJ until 1am</li>
              <li>Midnight toast on the Lighthouse Stand terrace overlooking the harbour fireworks</li>
            </ul>
            <h2>Price</h2>
            <p>£85 per person, for guests aged 18 and over. Dress code: black tie.</p>
            <p>Book on ${facts.events} or at ${mail(facts.email.events)}.</p>
          `,
        ),
        article(
          'santas-grotto',
          "Santa's Grotto",
          "Santa's grotto in the players' tunnel at The Quayside opens on December weekends, with a gift for every child, £12.50 per child.",
          html`
            <p>Santa's grotto in the players' tunnel opens on weekends in December, with a gift for every child and a photograph with Bosun the mascot. Booking is essential as sessions sell out quickly.</p>
            <h2>Dates and times</h2>
            <ul>
              <li>Saturdays and Sundays, 6 to 21 December 2025, except on home matchdays</li>
              <li>Sessions every 20 minutes from 10am to 3.40pm</li>
            </ul>
            <h2>Prices</h2>
            <table>
              <caption>Santa's grotto prices, December 2025</caption>
              <thead>
                <tr><th>Ticket</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Child (1 to 12), including a gift</td><td>£12.50</td></tr>
                <tr><td>Accompanying adult</td><td>Free</td></tr>
                <tr><td>Under 1</td><td>Free</td></tr>
              </tbody>
            </table>
            <p>A quiet session with lower lighting and no music runs at 10am every Sunday. Book on ${facts.events}.</p>
          `,
        ),
      ],
      { published: '2024-10-01 09:00' },
    ),
    article(
      'whats-on',
      "What's On",
      "Comedy nights, quiz evenings, beer festivals and the Blues player awards: what's on at The Quayside this season.",
      html`
        <p>From comedy nights and quiz evenings to beer festivals and the annual Blues player awards, there is always something happening at The Quayside. All events are open to the public unless stated.</p>
        <table>
          <caption>Events at The Quayside, 2025/26</caption>
          <thead>
            <tr><th>Event</th><th>When</th><th>Price</th></tr>
          </thead>
          <tbody>
            <tr><td>Blues Quiz Night, Blues Bar</td><td>First Thursday of every month, 7.30pm</td><td>£2 per person</td></tr>
            <tr><td>Laughs at the Lighthouse comedy club</td><td>Last Friday of every month, 8pm</td><td>£15</td></tr>
            <tr><td>Harbour Beer Festival</td><td>6 to 7 March 2026</td><td>£8 including a glass</td></tr>
            <tr><td>Legends Dinner with former Blues captains</td><td>17 April 2026</td><td>£55</td></tr>
            <tr><td>Player of the Season Awards</td><td>8 May 2026</td><td>£65 (black tie)</td></tr>
          </tbody>
        </table>
        <h2>Planning your own event?</h2>
        <p>The Quayside hosts conferences, weddings and celebrations in six rooms for 10 to 400 guests. See Conferences and Corporate Events and Private Parties and Celebrations, or call the events team on ${facts.events}.</p>
      `,
    ),
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
