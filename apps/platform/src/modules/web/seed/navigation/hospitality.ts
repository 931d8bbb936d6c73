import { hub } from '../nodes';
import { article, facts, html, mail } from './content';

const book = html`<p>To book, call the hospitality team on ${facts.hospitality} or email ${mail(facts.email.hospitality)}. Prices include VAT.</p>`;

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
        article(
          'the-captains-table',
          "The Captain's Table",
          "The Captain's Table is our finest matchday dining: four courses hosted by a former Blues captain and halfway-line seats, from £145 per person.",
          html`
            <p>The Captain's Table is our finest dining experience: a four-course meal with a former Blues captain as your host, padded seats on the halfway line and a visit from the man of the match after the final whistle.</p>
            <h2>What's included</h2>
            <ul>
              <li>Arrival drink and canapés, two and a half hours before kick-off</li>
              <li>A four-course dinner from our <a href="/hospitality/matchday-menus">matchday menus</a>, with wine chosen to match</li>
              <li>Complimentary bar until the end of the evening</li>
              <li>Padded seats on the halfway line in the Lighthouse Stand</li>
              <li>Hosted Q&amp;A with a former Blues captain, and a visit from the man of the match</li>
              <li>Matchday programme and a reserved space in the Harbour Road car park for every four guests</li>
            </ul>
            <table>
              <caption>The Captain's Table prices for 2025/26, per person</caption>
              <thead>
                <tr><th>Fixture</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Category A</td><td>£145</td></tr>
                <tr><td>Category B</td><td>£129</td></tr>
              </tbody>
            </table>
            <h2>Dress code</h2>
            <p>Smart: jackets are encouraged, and football shirts, sportswear and trainers are not permitted. The Captain's Table is for guests aged 18 and over.</p>
            ${book}
          `,
        ),
        article(
          'harbour-lounge',
          'Harbour Lounge',
          'The Harbour Lounge overlooks the estuary, with a two-course carvery and padded Lighthouse Stand seats, from £79 per person.',
          html`
            <p>The Harbour Lounge overlooks the estuary and serves a two-course carvery before kick-off. Guests enjoy a half-time drink, a matchday programme and padded seats in the Lighthouse Stand.</p>
            <h2>What's included</h2>
            <ul>
              <li>Two-course carvery with a vegetarian main always available</li>
              <li>Pay bar, open two and a half hours before kick-off and for an hour after the game</li>
              <li>Half-time tea, coffee or a glass of wine</li>
              <li>Padded seats in the Lighthouse Stand</li>
              <li>Matchday programme and team sheet</li>
            </ul>
            <table>
              <caption>Harbour Lounge prices for 2025/26, per person</caption>
              <thead>
                <tr><th>Fixture</th><th>Adult</th><th>Under 16</th></tr>
              </thead>
              <tbody>
                <tr><td>Category A</td><td>£89</td><td>£49</td></tr>
                <tr><td>Category B</td><td>£79</td><td>£45</td></tr>
              </tbody>
            </table>
            <h2>Dress code</h2>
            <p>Smart casual. Football shirts are welcome.</p>
            ${book}
          `,
        ),
        article(
          'lighthouse-lounge',
          'Lighthouse Lounge',
          'Street-food dining and a seat in the centre of the Lighthouse Stand: the ideal first taste of hospitality at The Quayside, from £49.',
          html`
            <p>A relaxed pre-match atmosphere with street-food style dining, a pay bar and seats in the centre of the Lighthouse Stand. It is the ideal first taste of hospitality at The Quayside.</p>
            <h2>What's included</h2>
            <ul>
              <li>A street-food main from a rotating menu of local favourites</li>
              <li>Pay bar with local ales from Old Harbour Brewery</li>
              <li>Big screens showing the early kick-off</li>
              <li>Seats in the centre of the Lighthouse Stand</li>
            </ul>
            <table>
              <caption>Lighthouse Lounge prices for 2025/26, per person</caption>
              <thead>
                <tr><th>Fixture</th><th>Adult</th><th>Under 16</th></tr>
              </thead>
              <tbody>
                <tr><td>Category A</td><td>£55</td><td>£32</td></tr>
                <tr><td>Category B</td><td>£49</td><td>£29</td></tr>
              </tbody>
            </table>
            <h2>Dress code</h2>
            <p>Smart casual. Football shirts are welcome.</p>
            ${book}
          `,
        ),
        article(
          '1889-club',
          'The 1889 Club',
          'The 1889 Club is season-long hospitality with your own reserved table, a complimentary bar and parking at every home league game, from £1,650.',
          html`
            <p>Named after the year the club was founded, the 1889 Club is a season-long hospitality membership with a reserved table for every home league game, a complimentary bar and parking on Harbour Road.</p>
            <h2>What's included, at all 19 home league games</h2>
            <ul>
              <li>Your own reserved table in the 1889 Club suite</li>
              <li>A three-course meal and a complimentary bar of beer, wine and soft drinks</li>
              <li>Padded seats in the Lighthouse Stand</li>
              <li>One parking space on Harbour Road for every two members</li>
              <li>Priority for cup hospitality and an invitation to the end-of-season awards dinner</li>
            </ul>
            <table>
              <caption>The 1889 Club prices for 2025/26</caption>
              <thead>
                <tr><th>Membership</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Per person, per season</td><td>£1,650</td></tr>
                <tr><td>Table of four, per season</td><td>£6,200</td></tr>
                <tr><td>Table of six, per season</td><td>£9,000</td></tr>
              </tbody>
            </table>
            <p>Business members can pay quarterly. Smart casual dress code.</p>
            ${book}
          `,
        ),
        article(
          'private-boxes',
          'Private Boxes',
          'Private boxes at The Quayside seat eight to twelve guests with a balcony, a dedicated host and a three-course menu, for one match or the season.',
          html`
            <p>Our private boxes seat eight to twelve guests with a private balcony, a dedicated host and a three-course menu. They are available for single matches or the whole season.</p>
            <h2>What's included</h2>
            <ul>
              <li>Exclusive use of a box in the Lighthouse Stand with balcony seating</li>
              <li>A dedicated host throughout the day</li>
              <li>Three-course meal and a half-time snack</li>
              <li>Drinks package, or a bar tab of your choice</li>
              <li>Two parking spaces on Harbour Road and a programme for every guest</li>
            </ul>
            <table>
              <caption>Private box prices for 2025/26</caption>
              <thead>
                <tr><th>Booking</th><th>8 guests</th><th>12 guests</th></tr>
              </thead>
              <tbody>
                <tr><td>Single match, Category B</td><td>£780</td><td>£1,100</td></tr>
                <tr><td>Single match, Category A</td><td>£920</td><td>£1,290</td></tr>
                <tr><td>Full season (19 home league games)</td><td>£12,500</td><td>£16,900</td></tr>
              </tbody>
            </table>
            <p>Season box holders can brand their box and use it for meetings on non-matchdays. Smart casual dress code.</p>
            ${book}
          `,
        ),
        article(
          'family-hospitality',
          'Family Hospitality',
          'Family Hospitality brings the whole family together for a matchday lunch, a meet-and-greet with Bosun and seats in the Family Stand.',
          html`
            <p>Family Hospitality brings the whole family together for a matchday lunch, a meet-and-greet with Bosun the mascot and seats in the Family Stand. Children under twelve eat from their own menu.</p>
            <h2>What's included</h2>
            <ul>
              <li>Two-course lunch in the <a href="/kids/strikers-family-lounge">Strikers Family Lounge</a>, with a children's menu</li>
              <li>A meet-and-greet and photograph with Bosun</li>
              <li>Seats together in the Family Stand</li>
              <li>A matchday programme and a goodie bag for every child</li>
            </ul>
            <table>
              <caption>Family Hospitality prices for 2025/26, per person</caption>
              <thead>
                <tr><th>Ticket</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£65</td></tr>
                <tr><td>Child (3 to 15)</td><td>£35</td></tr>
                <tr><td>Under 3 (on a lap)</td><td>Free</td></tr>
                <tr><td>Family of four (2 adults and 2 children)</td><td>£180</td></tr>
              </tbody>
            </table>
            <p>Casual dress; football shirts are encouraged.</p>
            ${book}
          `,
        ),
      ],
    ),
    hub(
      'match-sponsorship',
      'Match Sponsorship',
      'Put your business at the centre of a Blues matchday with one of our sponsorship packages.',
      [
        article(
          'matchday-sponsor',
          'Matchday Sponsor',
          'Host twenty guests in a private suite, present the man-of-the-match award and see your brand across a Blues home game, from £2,750 + VAT.',
          html`
            <p>As matchday sponsor you host up to twenty guests in a private suite, present the man-of-the-match award and see your brand on the big screen and in the programme.</p>
            <h2>What's included</h2>
            <ul>
              <li>Private suite for 20 guests with a three-course meal and drinks package</li>
              <li>Padded seats in the Lighthouse Stand</li>
              <li>Your logo on the big screen, the LED boards and the programme cover</li>
              <li>A full-page advert in the <a href="/fans/digital-matchday-supplement">digital matchday supplement</a></li>
              <li>Presentation of the man-of-the-match award and a signed, framed home shirt</li>
              <li>A stadium tour for your guests before kick-off</li>
            </ul>
            <table>
              <caption>Matchday sponsor prices for 2025/26</caption>
              <thead>
                <tr><th>Fixture</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Category B</td><td>£2,750 + VAT</td></tr>
                <tr><td>Category A</td><td>£3,250 + VAT</td></tr>
              </tbody>
            </table>
            <p>To reserve a date, call ${facts.commercial} or email ${mail(facts.email.commercial)}.</p>
          `,
        ),
        article(
          'ball-sponsor',
          'Ball Sponsor',
          'The match ball sponsor package includes hospitality for ten guests and the signed match ball, from £1,250 + VAT.',
          html`
            <p>The match ball sponsor package includes hospitality for ten guests, a presentation of the signed match ball and a photograph with the captain on the pitch after the game.</p>
            <h2>What's included</h2>
            <ul>
              <li>Hospitality for 10 guests in the Harbour Lounge, with a two-course carvery</li>
              <li>The match ball, signed by the squad, presented after the game</li>
              <li>A photograph with the captain on the pitch</li>
              <li>Your name on the big screen and in the programme</li>
            </ul>
            <table>
              <caption>Ball sponsor prices for 2025/26</caption>
              <thead>
                <tr><th>Fixture</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Category B</td><td>£1,250 + VAT</td></tr>
                <tr><td>Category A</td><td>£1,450 + VAT</td></tr>
              </tbody>
            </table>
            <p>To reserve a date, call ${facts.commercial} or email ${mail(facts.email.commercial)}.</p>
          `,
        ),
        article(
          'associate-matchday-sponsor',
          'Associate Matchday Sponsor',
          'Associate matchday sponsorship is an affordable way to entertain six clients at The Quayside, from £595 + VAT.',
          html`
            <p>Associate matchday sponsorship is an affordable way to entertain clients at The Quayside, with lounge hospitality for six guests and a mention in the matchday programme.</p>
            <h2>What's included</h2>
            <ul>
              <li>Hospitality for 6 guests in the Lighthouse Lounge</li>
              <li>A half-page advert in the matchday programme</li>
              <li>A mention on the stadium announcements</li>
              <li>A signed team photograph</li>
            </ul>
            <table>
              <caption>Associate matchday sponsor prices for 2025/26</caption>
              <thead>
                <tr><th>Fixture</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Category B</td><td>£595 + VAT</td></tr>
                <tr><td>Category A</td><td>£695 + VAT</td></tr>
              </tbody>
            </table>
            <p>To reserve a date, call ${facts.commercial} or email ${mail(facts.email.commercial)}.</p>
          `,
        ),
      ],
    ),
    article(
      'faqs',
      'Hospitality FAQs',
      'Answers about hospitality at The Quayside: dress code, opening times, parking, dietary needs, children and payment.',
      html`
        <p>The dress code in our lounges is smart casual, and football shirts are welcome in every lounge except The Captain's Table. Here are the answers to the other questions our hospitality team hears most.</p>
        <h3>What is the dress code?</h3>
        <p>Smart casual in every lounge. At The Captain's Table the dress code is smart: jackets are encouraged, and football shirts, sportswear and trainers are not permitted.</p>
        <h3>When do the lounges open?</h3>
        <p>Two and a half hours before kick-off, and they stay open for an hour after the final whistle.</p>
        <h3>Is parking included?</h3>
        <p>Parking on Harbour Road is included with The Captain's Table, the 1889 Club and private boxes. Other guests can book a space for £12 when they book.</p>
        <h3>Can you cater for dietary needs?</h3>
        <p>Yes. Vegetarian, vegan and gluten-free dishes are always available, and allergens are listed on every <a href="/hospitality/matchday-menus">menu</a>. Please tell us about allergies when you book.</p>
        <h3>Can children come?</h3>
        <p>Yes, in every lounge except The Captain's Table. <a href="/hospitality/packages/family-hospitality">Family Hospitality</a> is designed for families.</p>
        <h3>Is the hospitality area accessible?</h3>
        <p>All lounges are reached by lift, with accessible toilets on the same floor. Wheelchair spaces with a hospitality view are available in the Harbour Lounge.</p>
        <h3>How do I pay?</h3>
        <p>Single-match packages are paid in full when you book. Season packages can be paid in instalments. Bookings are non-refundable but can be moved to another game with 14 days' notice.</p>
        <p>Call ${facts.hospitality} or email ${mail(facts.email.hospitality)}.</p>
      `,
    ),
    article(
      'flexi',
      'Flexi Hospitality',
      'Flexi hospitality lets you buy ten match credits and use them whenever you like across the season, from £450.',
      html`
        <p>Flexi hospitality lets you buy credit for ten matches and use it whenever you like across the season, for yourself or for guests. Unused credit rolls over to the next home game on your account.</p>
        <h2>How it works</h2>
        <ol>
          <li>Choose a Flexi bundle of ten credits for the lounge you prefer.</li>
          <li>Book any home league game online, up to 72 hours before kick-off, using one credit per guest.</li>
          <li>Use credits for one guest at ten games, ten guests at one game, or anything in between.</li>
        </ol>
        <table>
          <caption>Flexi hospitality bundles for 2025/26 (ten credits)</caption>
          <thead>
            <tr><th>Lounge</th><th>Price</th><th>Saving on single-match prices</th></tr>
          </thead>
          <tbody>
            <tr><td>Lighthouse Lounge</td><td>£450</td><td>Up to £100</td></tr>
            <tr><td>Harbour Lounge</td><td>£720</td><td>Up to £170</td></tr>
          </tbody>
        </table>
        <p>Credits are valid until the last home game of the 2025/26 season and cannot be used for cup finals. Credits not used by then roll over to the next home game on your account in 2026/27.</p>
        ${book}
      `,
    ),
    article(
      'matchday-menus',
      'Matchday Menus',
      'Sample matchday menus from our hospitality lounges, cooked with produce from farms and fishermen around Brackwater.',
      html`
        <p>Our chefs cook with produce from farms and fishermen around Brackwater, and the menus change with every home game. Vegetarian, vegan and gluten-free dishes are always available, and allergens are listed on every menu.</p>
        <h2>The Captain's Table, sample menu</h2>
        <ul>
          <li>Brackwater crab on toasted sourdough with pickled fennel</li>
          <li>Roast rump of Saltmarsh lamb, dauphinoise potatoes, spring greens</li>
          <li>Dark chocolate tart with salted caramel and clotted cream</li>
          <li>Local cheeses, chutney and crackers</li>
        </ul>
        <h2>Harbour Lounge carvery</h2>
        <ul>
          <li>Roast beef or roast turkey with all the trimmings</li>
          <li>Mushroom, chestnut and leek Wellington (vegan)</li>
          <li>Sticky toffee pudding or fruit crumble with custard</li>
        </ul>
        <h2>Lighthouse Lounge street food</h2>
        <ul>
          <li>Beer-battered haddock, chips and mushy peas</li>
          <li>Pulled pork bap with apple slaw</li>
          <li>Halloumi and roast vegetable wrap (vegetarian)</li>
        </ul>
        <h3>Children's menu</h3>
        <p>Chicken goujons, fish fingers or pasta in tomato sauce, with an ice cream to follow.</p>
        <p>Tell us about any allergies when you book by calling ${facts.hospitality}; our chefs will prepare a separate dish if needed.</p>
      `,
    ),
  ],
  { published: '2024-06-17 11:00' },
);
