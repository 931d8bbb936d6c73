import { hub, link } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

export const tickets = hub(
  'tickets',
  'Tickets',
  'Match tickets, memberships, stadium tours and everything you need to know before a game at The Quayside.',
  [
    article(
      'match-tickets',
      'Match Tickets',
      'Match ticket prices for every Blues home game at The Quayside in 2025/26, by category and age band, and how to buy.',
      html`
        <p>Tickets for every Blues home game at The Quayside go on sale through our online ticket office, with members getting priority before general sale. Prices are set by category, so a Category A fixture costs a little more than a midweek game.</p>
        <h2>Prices for 2025/26</h2>
        <p>National League home games are Category A (local derbies, Boxing Day and the final home game of the season) or Category B (every other league game). Prices below are for tickets bought in advance; tickets bought on the day cost £2 more.</p>
        <table>
          <caption>Men's first team home league match tickets, 2025/26</caption>
          <thead>
            <tr><th>Age band</th><th>Lighthouse Stand (Cat A / B)</th><th>Dockside Stand and Harbour End (Cat A / B)</th><th>Family Stand (Cat A / B)</th></tr>
          </thead>
          <tbody>
            <tr><td>Adult (22 to 64)</td><td>£25 / £23</td><td>£22 / £20</td><td>£20 / £18</td></tr>
            <tr><td>Over 65</td><td>£18 / £16</td><td>£16 / £14</td><td>£14 / £12</td></tr>
            <tr><td>18 to 21 and students</td><td>£16 / £14</td><td>£14 / £12</td><td>£12 / £10</td></tr>
            <tr><td>Under 18 (12 to 17)</td><td>£12 / £10</td><td>£10 / £8</td><td>£8 / £6</td></tr>
            <tr><td>Under 12</td><td>£7 / £6</td><td>£6 / £5</td><td>£5 / £5</td></tr>
          </tbody>
        </table>
        <p>Concessions need proof of age or a valid student card at the turnstile. Children under 12 must sit with an adult, and under-16s must be accompanied by someone aged 18 or over.</p>
        <h2>Cup games</h2>
        <p>Prices for FA Cup, FA Trophy and National League Cup ties are announced when the draw is made, and are usually lower than league prices. Members get first access to cup tickets for 48 hours, in order of <a href="/tickets/loyalty-points">loyalty points</a>.</p>
        <h2>How to buy</h2>
        <ul>
          <li><strong>Online:</strong> at the <a href="${externalSites.tickets}">online ticket office</a>, with tickets sent to your phone wallet.</li>
          <li><strong>By phone:</strong> call ${facts.ticketOffice}, weekdays from 10am to 4pm.</li>
          <li><strong>In person:</strong> at the ticket office by the Harbour Road entrance, weekdays from 10am to 4pm and from three hours before kick-off on matchdays.</li>
        </ul>
        <h2>Disabled supporters</h2>
        <p>Disabled supporters pay the concession price for their age band, and a personal assistant goes free when needed. See the <a href="/fans-disabilities/supporter-guide">Disabled Supporter Guide</a> for wheelchair platforms and accessible seating.</p>
        <p>Questions about a ticket? Email ${mail(facts.email.tickets)} or call the ticket office on ${facts.ticketOffice}.</p>
      `,
    ),
    hub(
      'memberships',
      'Memberships',
      'Choose the membership that fits the way you follow the Blues, from every home game to a first-year gift for the newest fan.',
      [
        article(
          'adult',
          'Adult Membership',
          'An Adult Membership is your seat at all 19 home league games of 2025/26 at a saving of up to 20% on matchday prices.',
          html`
            <p>An Adult Membership is your seat at every home league game of the 2025/26 season, at a saving of up to 20% on matchday prices. Members also get priority access to away and cup tickets, a members' pack and 10% off in the club shop.</p>
            <h2>What's included</h2>
            <ul>
              <li>Your own seat for all 19 National League home games at The Quayside</li>
              <li>Priority booking for away and cup tickets, and double <a href="/tickets/loyalty-points">loyalty points</a></li>
              <li>A members' pack with a membership card, lanyard and pin badge</li>
              <li>10% off in the club shop, online and at Harbour Road</li>
              <li>Ticket exchange: pass your seat to a friend or sell it back when you cannot go</li>
            </ul>
            <h2>Prices</h2>
            <table>
              <caption>Adult Membership prices for 2025/26 (19 home league games)</caption>
              <thead>
                <tr><th>Age band</th><th>Lighthouse Stand</th><th>Dockside Stand and Harbour End</th><th>Family Stand</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult (22 to 64)</td><td>£355</td><td>£309</td><td>£279</td></tr>
                <tr><td>Over 65</td><td>£249</td><td>£219</td><td>£189</td></tr>
                <tr><td>18 to 21 and students</td><td>£189</td><td>£169</td><td>£139</td></tr>
              </tbody>
            </table>
            <p>Members aged 11 to 17 join as <a href="/tickets/memberships/young-blues">Young Blues</a>. You can spread the cost over ten monthly payments by Direct Debit at no extra charge.</p>
            <h2>Renewals</h2>
            <p>Existing members keep their seat if they renew by 31 May. After that date unrenewed seats are released to the waiting list, then to general sale.</p>
            <p>Join online at the <a href="${externalSites.tickets}">online ticket office</a> or call ${facts.ticketOffice}.</p>
          `,
        ),
        article(
          'blues-bar',
          'Blues Bar Membership',
          'The Blues Bar Membership adds reserved tables in the Blues Bar before and after every home game to a season seat in the Dockside Stand.',
          html`
            <p>The Blues Bar Membership adds a place in the Blues Bar before and after every home game to a season seat in the Dockside Stand. Enjoy reserved tables, a matchday programme and the post-match interview with a first-team player on the big screen.</p>
            <h2>What's included</h2>
            <ul>
              <li>A seat in the Dockside Stand for all 19 home league games</li>
              <li>Entry to the members' area of the <a href="/fans/blues-bar">Blues Bar</a>, with reserved tables, from two hours before kick-off</li>
              <li>A printed matchday programme at every home game</li>
              <li>Post-match Q&amp;A with a first-team player in the bar</li>
              <li>Everything in the <a href="/tickets/memberships/adult">Adult Membership</a>, including 10% off in the club shop</li>
            </ul>
            <table>
              <caption>Blues Bar Membership prices for 2025/26</caption>
              <thead>
                <tr><th>Age band</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult (22 to 64)</td><td>£399</td></tr>
                <tr><td>Over 65</td><td>£309</td></tr>
                <tr><td>18 to 21 and students</td><td>£249</td></tr>
              </tbody>
            </table>
            <p>Children are welcome in the Blues Bar with an adult only until 30 minutes before kick-off, so this membership is for supporters aged 18 and over. Places are limited to 300 a season.</p>
          `,
        ),
        article(
          'international',
          'International Membership',
          'Follow the Blues from anywhere in the world with an International Membership for £35 a season.',
          html`
            <p>Follow the Blues from anywhere in the world with an International Membership. It includes a welcome pack posted to your door, a Club TV discount and priority for one home match ticket each season when you visit Brackwater.</p>
            <h2>What's included</h2>
            <ul>
              <li>A welcome pack with a membership card, scarf and pin badge, posted anywhere in the world</li>
              <li>20% off the annual <a href="/help-info/club-tv-faqs">Blues TV Pass</a></li>
              <li>Priority booking for one home match ticket a season</li>
              <li>A monthly email from the club with news from the dressing room</li>
              <li>10% off in the online club shop</li>
            </ul>
            <table>
              <caption>International Membership prices for 2025/26</caption>
              <thead>
                <tr><th>Membership</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£35</td></tr>
                <tr><td>Junior (under 18)</td><td>£20</td></tr>
              </tbody>
            </table>
            <p>International Membership is for supporters living outside the UK and Ireland. Postage is included in the price.</p>
          `,
        ),
        article(
          'premium',
          'Premium Membership',
          'Premium Membership gives you a padded seat in the centre of the Lighthouse Stand, lounge access and a dedicated entrance at every home game.',
          html`
            <p>Premium Membership gives you a padded seat in the centre of the Lighthouse Stand, lounge access with a half-time drink and a dedicated entrance away from the matchday queues. It is the best way to watch every home game in comfort.</p>
            <h2>What's included</h2>
            <ul>
              <li>A padded seat between the penalty areas in the Lighthouse Stand for all 19 home league games</li>
              <li>Access to the Lighthouse Lounge from 90 minutes before kick-off, with a pay bar</li>
              <li>A half-time hot drink or glass of wine</li>
              <li>A dedicated entrance on Harbour Road</li>
              <li>A printed matchday programme and double <a href="/tickets/loyalty-points">loyalty points</a></li>
            </ul>
            <table>
              <caption>Premium Membership prices for 2025/26</caption>
              <thead>
                <tr><th>Age band</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£595</td></tr>
                <tr><td>Over 65</td><td>£495</td></tr>
              </tbody>
            </table>
            <p>Want food as well? Take a look at our <a href="/hospitality/packages">hospitality packages</a> and the season-long <a href="/hospitality/packages/1889-club">1889 Club</a>.</p>
          `,
        ),
        article(
          'young-blues',
          'Young Blues Membership',
          'Young Blues Membership is for supporters aged 11 to 17, with a season seat in the Family Stand at a junior price.',
          html`
            <p>Young Blues Membership is for supporters aged 11 to 17 and comes with a season seat in the Family Stand at a junior price. Members are invited to the Junior Fans Forum and receive a birthday card signed by the squad.</p>
            <h2>What's included</h2>
            <ul>
              <li>A seat in the Family Stand for all 19 home league games (or in any stand with an adult member)</li>
              <li>A Young Blues pack with a membership card, drawstring bag and badge</li>
              <li>A birthday card signed by the first-team squad</li>
              <li>The chance to join the <a href="/kids/junior-fans-forum">Junior Fans Forum</a></li>
              <li>Entry to the prize draw to be a <a href="/kids/matchday-mascots">matchday mascot</a> or flag bearer</li>
            </ul>
            <table>
              <caption>Young Blues Membership prices for 2025/26</caption>
              <thead>
                <tr><th>Age</th><th>Family Stand</th><th>Other stands</th></tr>
              </thead>
              <tbody>
                <tr><td>Under 12 (with an adult member)</td><td>£59</td><td>£85</td></tr>
                <tr><td>12 to 17</td><td>£85</td><td>£119</td></tr>
              </tbody>
            </table>
            <p>Ages are taken on 1 August 2025. Young Blues under 16 must sit with an adult.</p>
          `,
        ),
        article(
          'little-blues',
          'Little Blues Membership',
          'Little Blues is our £20 membership for babies and toddlers under three, and the perfect first gift for a new arrival.',
          html`
            <p>Little Blues is our membership for babies and toddlers under three, and the perfect first gift for a new arrival. It includes a personalised certificate, a Blues bib and rattle, and a birthday message from the club mascot, Bosun.</p>
            <h2>What's included</h2>
            <ul>
              <li>A personalised "first Blues fan" certificate</li>
              <li>A Blues bib, rattle and soft anchor toy</li>
              <li>A birthday card from Bosun every year of the membership</li>
              <li>Their name on the Little Blues board in the Family Stand</li>
              <li>Free entry to one home game with a paying adult (under-threes sit on a lap)</li>
            </ul>
            <table>
              <caption>Little Blues Membership price for 2025/26</caption>
              <thead>
                <tr><th>Membership</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Little Blues (birth to 3)</td><td>£20</td></tr>
              </tbody>
            </table>
            <p>Packs are posted within ten working days. Order by phone on ${facts.ticketOffice} if you would like a gift message included.</p>
          `,
        ),
      ],
    ),
    hub(
      'stadium-tours',
      'Stadium Tours',
      'Go behind the scenes at The Quayside: the dressing rooms, the tunnel, the dugouts and more than a century of history.',
      [
        article(
          'faqs',
          'Stadium Tour FAQs',
          'Answers to common questions about tours of The Quayside, from how long they take to access, parking and photography.',
          html`
            <p>Public tours last around 75 minutes and run on most non-matchday weekdays and Saturdays. Here are the answers to the questions we are asked most.</p>
            <h3>How long does a tour last?</h3>
            <p>About 75 minutes. Please arrive at the club shop 15 minutes before your start time.</p>
            <h3>Is the tour accessible?</h3>
            <p>Yes. The full route is step-free, with a lift between floors, and carers accompanying a disabled visitor go free. Let us know when booking if you need a wheelchair or a quieter tour.</p>
            <h3>Can I take photographs?</h3>
            <p>Yes, everywhere on the route except the medical room. Flash is fine.</p>
            <h3>Are tours available on matchdays?</h3>
            <p>No. There are no tours on matchdays or the day before a home game, and dates can change at short notice if a match is rearranged. We will contact you and offer another date.</p>
            <h3>Where do I park?</h3>
            <p>In the Harbour Road car park, which is free for tour visitors on non-matchdays. Blue Badge spaces are beside the club shop.</p>
            <h3>Can I change or cancel my booking?</h3>
            <p>You can move your tour to another date free of charge up to 48 hours before it starts. Email ${mail(facts.email.tours)} or call ${facts.tours}.</p>
          `,
        ),
        article(
          'public-stadium-tours',
          'Public Stadium Tours',
          'Guided public tours of The Quayside run on weekdays and Saturdays, from £15 for adults and £40 for a family.',
          html`
            <p>Walk in the footsteps of Blues legends on a guided tour of The Quayside, from the home dressing room to pitchside and the directors' box. Tours start at the club shop and finish in the Heritage Room, home to the 1927 cup-winning shirt.</p>
            <h2>On the tour</h2>
            <ul>
              <li>The home and away dressing rooms</li>
              <li>The players' tunnel and the dugouts</li>
              <li>The press room, where you can sit in the manager's chair</li>
              <li>The directors' box in the Lighthouse Stand</li>
              <li>The Heritage Room and more than 135 years of club history</li>
            </ul>
            <h2>Tour times</h2>
            <table>
              <caption>Public stadium tour times (non-matchdays)</caption>
              <thead>
                <tr><th>Day</th><th>Start times</th></tr>
              </thead>
              <tbody>
                <tr><td>Monday to Friday</td><td>11:00 and 14:00</td></tr>
                <tr><td>Saturday (no home game)</td><td>10:30, 12:30 and 14:30</td></tr>
                <tr><td>School holidays, Monday to Friday</td><td>10:30, 12:30 and 14:30</td></tr>
              </tbody>
            </table>
            <h2>Prices</h2>
            <table>
              <caption>Public stadium tour prices for 2025/26</caption>
              <thead>
                <tr><th>Ticket</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£15</td></tr>
                <tr><td>Concession (over 65 and students)</td><td>£10</td></tr>
                <tr><td>Child (5 to 16)</td><td>£8</td></tr>
                <tr><td>Under 5</td><td>Free</td></tr>
                <tr><td>Family (2 adults and 2 children)</td><td>£40</td></tr>
                <tr><td>Members</td><td>20% off</td></tr>
              </tbody>
            </table>
            <p>Book online at the <a href="${externalSites.tickets}/stadium-tours">online ticket office</a> or call ${facts.tours}. See the <a href="/tickets/stadium-tours/faqs">Stadium Tour FAQs</a> for access and parking.</p>
          `,
        ),
        article(
          'private-stadium-tours',
          'Private Stadium Tours',
          'Private tours of The Quayside for groups of up to 25, on a date and time that suits you, from £200.',
          html`
            <p>Book a private tour for a birthday, a school trip or a team outing and choose a date and time that suits your group. Private tours can include lunch in the Harbour Lounge and a penalty on the Quayside pitch, subject to the groundstaff.</p>
            <h2>Packages</h2>
            <table>
              <caption>Private stadium tour packages for 2025/26</caption>
              <thead>
                <tr><th>Package</th><th>Group size</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Private tour</td><td>Up to 25</td><td>£200</td></tr>
                <tr><td>Private tour with lunch in the Harbour Lounge</td><td>10 to 25</td><td>£32 per person</td></tr>
                <tr><td>Legends tour, hosted by a former Blues player</td><td>Up to 25</td><td>£450</td></tr>
                <tr><td>School and grassroots club tour</td><td>Up to 30 pupils</td><td>£5 per pupil, staff free</td></tr>
              </tbody>
            </table>
            <h2>Good to know</h2>
            <ul>
              <li>Private tours run Monday to Saturday between 10:00 and 16:00, except on matchdays.</li>
              <li>Penalties on the pitch depend on the weather and the groundstaff's schedule.</li>
              <li>School tours can include a free education pack on the history of Brackwater's docks.</li>
            </ul>
            <p>To book, email ${mail(facts.email.tours)} or call ${facts.tours} with your preferred dates.</p>
          `,
        ),
        article(
          'vouchers',
          'Stadium Tour Vouchers',
          'Stadium tour vouchers make a great present for any Blues fan and are valid for twelve months from purchase.',
          html`
            <p>A stadium tour voucher makes a great present for any Blues fan and is valid for twelve months from purchase. Vouchers are sent by email and can be redeemed online against any public tour date.</p>
            <table>
              <caption>Stadium tour vouchers</caption>
              <thead>
                <tr><th>Voucher</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£15</td></tr>
                <tr><td>Child (5 to 16)</td><td>£8</td></tr>
                <tr><td>Family (2 adults and 2 children)</td><td>£40</td></tr>
                <tr><td>Gift pack: adult tour, programme and Heritage Room print (posted)</td><td>£25</td></tr>
              </tbody>
            </table>
            <h2>How to redeem</h2>
            <ol>
              <li>Choose a date on the <a href="/tickets/stadium-tours/public-stadium-tours">public tours</a> page.</li>
              <li>Enter the voucher code at checkout.</li>
              <li>Bring your booking confirmation on the day.</li>
            </ol>
            <p>Vouchers cannot be exchanged for cash, but we will extend one that has expired by up to three months if you contact ${mail(facts.email.tours)}.</p>
          `,
        ),
      ],
    ),
    article(
      'loyalty-points',
      'Loyalty Points',
      'How Blues supporters earn loyalty points and how points decide who gets tickets when demand is high.',
      html`
        <p>Every home match ticket you buy earns loyalty points on your supporter account, and members earn double. When demand is high, including for cup finals, tickets are offered in order of loyalty points.</p>
        <h2>How to earn points</h2>
        <table>
          <caption>Loyalty points for 2025/26</caption>
          <thead>
            <tr><th>Purchase</th><th>Points</th></tr>
          </thead>
          <tbody>
            <tr><td>Home league match ticket</td><td>1</td></tr>
            <tr><td>Home league game as a member</td><td>2</td></tr>
            <tr><td>Away league match ticket</td><td>3</td></tr>
            <tr><td>Home cup tie</td><td>2</td></tr>
            <tr><td>Away cup tie</td><td>4</td></tr>
            <tr><td>Brackwater Blues Women home game</td><td>1</td></tr>
          </tbody>
        </table>
        <h2>The rules</h2>
        <ul>
          <li>Points are added to the account that the ticket is assigned to, not the account that paid.</li>
          <li>Points for a match are added within five working days of the game.</li>
          <li>Points count for the current season and the previous one; older points expire on 1 July.</li>
          <li>A ticket that is resold or transferred through the ticket exchange earns points for the new holder only.</li>
          <li>If supporters have the same number of points, the longest-standing supporter account goes first.</li>
        </ul>
        <p>Points may be removed from an account that breaches the <a href="/tickets/information/code-of-conduct">code of conduct</a> or resells tickets outside the club's exchange.</p>
      `,
    ),
    article(
      'away-travel',
      'Away Travel',
      'Official Blues coaches leave The Quayside for every away league game, from £20 for adults.',
      html`
        <p>Our official coaches leave The Quayside for every away league game, with a stop at Brackwater Parkway. Seats can be booked with your away ticket, and the travel club's stewards are on board to keep the journey safe and friendly.</p>
        <h2>Coach prices</h2>
        <table>
          <caption>Official away coach prices for 2025/26 (return)</caption>
          <thead>
            <tr><th>Distance</th><th>Adult</th><th>Over 65 and 18 to 21</th><th>Under 18</th></tr>
          </thead>
          <tbody>
            <tr><td>Up to 100 miles</td><td>£20</td><td>£16</td><td>£12</td></tr>
            <tr><td>100 to 200 miles</td><td>£30</td><td>£25</td><td>£18</td></tr>
            <tr><td>Over 200 miles</td><td>£42</td><td>£35</td><td>£25</td></tr>
          </tbody>
        </table>
        <p>Members get £3 off every adult fare. Under-16s must travel with an adult.</p>
        <h2>On the day</h2>
        <ul>
          <li>Coaches are run by our official travel partner, Greystone Coaches, and leave from the Harbour Road coach bay; departure times are on your booking, usually five hours before a 3pm kick-off for longer trips.</li>
          <li>There is a pick-up at Brackwater Parkway 15 minutes after departure.</li>
          <li>Coaches stop at a motorway services on trips of more than two hours.</li>
          <li>Alcohol is not allowed on official coaches.</li>
        </ul>
        <p>Book coaches at the <a href="${externalSites.tickets}/away-travel">online ticket office</a> or call ${facts.ticketOffice}. Our <a href="/fans/supporter-guides">supporter guides</a> cover every ground in the league.</p>
      `,
    ),
    hub(
      'information',
      'Ticket Information',
      'Guides, policies and answers to the questions our ticket office hears most often.',
      [
        article(
          'members-guide',
          "Members' Guide",
          "The Members' Guide explains everything your Blues membership includes, from moving your seat to passing your ticket to a friend.",
          html`
            <p>The Members' Guide explains everything your membership includes, from moving your seat to passing your ticket to a friend when you cannot make a game. Keep it handy for the season ahead.</p>
            <h2>Your membership card</h2>
            <p>Your card, or the digital card in your phone wallet, gets you into every home league game. If you lose your card, call ${facts.ticketOffice}; a replacement costs £5 and your old card is cancelled straight away.</p>
            <h2>Can't make a game?</h2>
            <ul>
              <li><strong>Transfer:</strong> send your seat to a friend's supporter account for free, up to an hour before kick-off.</li>
              <li><strong>Ticket exchange:</strong> list your seat for resale by 12 noon the day before the match; if it sells, we credit you the Category B adult price less a £2 fee.</li>
            </ul>
            <h2>Moving your seat</h2>
            <p>Seat moves are free during the seat-move window each June, and cost £10 at other times, subject to availability.</p>
            <h2>Member benefits</h2>
            <ul>
              <li>Priority booking for away and cup tickets</li>
              <li>Double <a href="/tickets/loyalty-points">loyalty points</a> at every home league game</li>
              <li>10% off in the club shop</li>
              <li>20% off <a href="/tickets/stadium-tours">stadium tours</a></li>
            </ul>
            <p>Full terms are in the <a href="${externalSites.tickets}/terms-and-conditions">ticketing terms and conditions</a>.</p>
          `,
        ),
        article(
          'how-to-guides',
          'How-To Guides',
          'Step-by-step guides to buying tickets online, adding a ticket to your phone wallet and transferring a ticket to another supporter.',
          html`
            <p>Step-by-step guides show you how to buy tickets online, add a match ticket to your phone wallet and transfer a ticket to another supporter. Each guide takes only a couple of minutes to follow.</p>
            <h2>Buy a match ticket online</h2>
            <ol>
              <li>Sign in to the <a href="${externalSites.tickets}">online ticket office</a>, or create a free supporter account.</li>
              <li>Choose the match and the stand, then pick your seats from the map.</li>
              <li>Select the age band for each seat and assign each ticket to a supporter.</li>
              <li>Pay by card, Apple Pay or Google Pay.</li>
            </ol>
            <h2>Add a ticket to your phone wallet</h2>
            <ol>
              <li>Open the confirmation email or go to My Tickets in your account.</li>
              <li>Tap "Add to wallet" next to each ticket.</li>
              <li>At the turnstile, hold your phone to the reader; you do not need to open the app.</li>
            </ol>
            <h2>Transfer a ticket to someone else</h2>
            <ol>
              <li>Go to My Tickets and choose "Transfer".</li>
              <li>Enter the other supporter's account number or email address.</li>
              <li>They will receive an email; the ticket moves to their wallet once they accept.</li>
            </ol>
            <p>Stuck? Call the ticket office on ${facts.ticketOffice} and we will walk you through it.</p>
          `,
        ),
        article(
          'matchday-faqs',
          'Matchday FAQs',
          'Answers to matchday questions at The Quayside: turnstile times, bags, payments, smoking and lost property.',
          html`
            <p>Turnstiles open 90 minutes before kick-off and bags larger than A4 are not allowed into the stadium. Here are answers to the other questions we hear most on matchdays.</p>
            <h3>What time do the turnstiles open?</h3>
            <p>90 minutes before kick-off. The Blues Bar opens two hours before kick-off.</p>
            <h3>What can I bring?</h3>
            <p>Bags no larger than A4 are allowed and may be searched. Flags are welcome if they are fire-retardant, and banners must be agreed with the supporter liaison officer in advance. Flares, smoke bombs, glass and alcohol are not allowed.</p>
            <h3>Can I pay with cash?</h3>
            <p>No. All kiosks at The Quayside are cashless and accept cards and phone payments. The club shop still takes cash.</p>
            <h3>Can I smoke or vape?</h3>
            <p>The Quayside is smoke-free and vape-free everywhere, including the concourses.</p>
            <h3>Where is lost property?</h3>
            <p>Hand it to a steward on the day. Anything found is kept at the ticket office for 28 days; call ${facts.ticketOffice} to ask.</p>
            <h3>What happens if a game is postponed?</h3>
            <p>Tickets are valid for the rearranged date. If you cannot attend, you can ask for a refund up to 48 hours before the new kick-off.</p>
          `,
        ),
        article(
          'ticket-upgrades',
          'Ticket Upgrades',
          'Upgrade a Blues match ticket or membership seat to a hospitality lounge for a single game, from £35.',
          html`
            <p>Upgrade your match ticket to a seat in the Harbour Lounge, including a two-course meal and a padded seat in the Lighthouse Stand. Upgrades are subject to availability and can be added up to 48 hours before kick-off.</p>
            <h2>Upgrade prices</h2>
            <table>
              <caption>Single-match upgrades for ticket holders and members, 2025/26</caption>
              <thead>
                <tr><th>Upgrade</th><th>What's included</th><th>Price per person</th></tr>
              </thead>
              <tbody>
                <tr><td>Lighthouse Lounge</td><td>Street-food main, pay bar, seat in the centre of the Lighthouse Stand</td><td>£35</td></tr>
                <tr><td>Harbour Lounge</td><td>Two-course carvery, half-time drink, programme, padded seat</td><td>£65</td></tr>
                <tr><td>Family Hospitality</td><td>Lunch, meet Bosun, seats in the Family Stand</td><td>£45 adult, £25 child</td></tr>
              </tbody>
            </table>
            <p>Upgrade prices are on top of your match ticket or membership. The lounge <a href="/hospitality/faqs">dress code</a> applies.</p>
            <p>To upgrade, go to My Tickets in the <a href="${externalSites.tickets}">online ticket office</a> or call the hospitality team on ${facts.hospitality}.</p>
          `,
        ),
        article(
          'code-of-conduct',
          'Code of Conduct',
          'The code of conduct for supporters at The Quayside and away games: what we expect and what happens when it is broken.',
          html`
            <p>Everyone is welcome at The Quayside, and everyone has the right to enjoy the game without abuse or discrimination. The code of conduct sets out what we expect of supporters and what happens when those standards are not met.</p>
            <h2>We expect every supporter to</h2>
            <ul>
              <li>treat other supporters, stewards, staff, players and officials with respect;</li>
              <li>sit in the seat on their ticket, except in the safe-standing area of the Harbour End;</li>
              <li>follow the instructions of stewards and the police;</li>
              <li>use only their own ticket or membership card.</li>
            </ul>
            <h2>Not allowed</h2>
            <ul>
              <li>Discriminatory language, chants or gestures of any kind</li>
              <li>Pitch incursions, throwing objects and pyrotechnics</li>
              <li>Being drunk, or under the influence of drugs</li>
              <li>Touting or reselling tickets outside the club's ticket exchange</li>
              <li>Persistent standing in seated areas where it blocks the view of others</li>
            </ul>
            <h2>Sanctions</h2>
            <p>Depending on how serious the breach is, the club may issue a warning, suspend a membership, remove <a href="/tickets/loyalty-points">loyalty points</a> or ban a supporter for up to three years. Criminal offences are reported to the police and may lead to a football banning order. Supporters can appeal any sanction in writing within 14 days to the supporter liaison officer at ${mail(facts.email.supporters)}.</p>
            <p>To report abuse, see <a href="/help-info/reporting-discrimination">Reporting Discrimination</a> or text the matchday hotline on ${facts.hotline}.</p>
          `,
        ),
        link('terms-and-conditions', 'Terms and Conditions', `${externalSites.tickets}/terms-and-conditions`, {
          newTab: true,
        }),
      ],
    ),
  ],
  { published: '2024-06-10 09:30' },
);
